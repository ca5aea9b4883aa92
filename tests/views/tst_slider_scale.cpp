// The slider <-> value mapping every parameter slider uses: round stops, the same value on the
// way back, no jumps, ends included.
#include <QTest>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "views/common/slider_scale.h"

using namespace stepbudget;

class TestSliderScale : public QObject {
    Q_OBJECT
private slots:
    void stops_data();
    void stops();
    void everyStopComesBack_data();
    void everyStopComesBack();
    void cardsStepAndReturn();
    void typedValueShowsNearestStop();
    void everyRegistrySliderIsUsable();
};

namespace {

// A stop's leading digits (its mantissa at 3 significant digits).
double mantissa(double v) {
    return SliderScale::roundToSignificant(v / std::pow(10.0, std::floor(std::log10(v))), 3);
}

}  // namespace

void TestSliderScale::stops_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<bool>("log");
    QTest::addColumn<bool>("integer");
    QTest::addColumn<QList<double>>("expected");  // a sample of stops that must be present
    QTest::addColumn<double>("max_ratio");        // largest ratio between neighbours (log)
    QTest::newRow("cards 1..65536")
        << 1.0 << 65536.0 << true << true
        << QList<double>{1, 2, 3, 8, 10, 12, 48, 56, 64, 96, 4096, 65536} << 1.26;
    QTest::newRow("hidden 256..65536")
        << 256.0 << 65536.0 << true << true << QList<double>{3584, 4096, 5120, 7168} << 1.26;
    QTest::newRow("bandwidth 1..1000 GB/s")
        << 1.0 << 1000.0 << true << false << QList<double>{1, 1.2, 25, 30, 200, 1000} << 1.34;
    QTest::newRow("params 1e8..2e12")
        << 1e8 << 2e12 << true << false << QList<double>{1e8, 8e9, 8e10, 2e12} << 1.34;
    QTest::newRow("mfu 0.05..0.8 linear")
        << 0.05 << 0.8 << false << false << QList<double>{0.05, 0.3, 0.4, 0.41, 0.8} << 0.0;
    QTest::newRow("tp 1..64 linear whole")
        << 1.0 << 64.0 << false << true << QList<double>{1, 2, 8, 63, 64} << 0.0;
    QTest::newRow("log from zero falls back to linear")
        << 0.0 << 100.0 << true << false << QList<double>{0, 25, 100} << 0.0;
    QTest::newRow("negative linear")
        << -20.0 << 0.0 << false << false << QList<double>{-20, -3, -0.2, 0} << 0.0;
}

void TestSliderScale::stops() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(bool, log);
    QFETCH(bool, integer);
    QFETCH(QList<double>, expected);
    QFETCH(double, max_ratio);
    const SliderScale scale(lo, hi, log, integer);
    const std::vector<double>& s = scale.stops();
    QCOMPARE(s.front(), lo);
    QCOMPARE(s.back(), hi);
    for (std::size_t i = 1; i < s.size(); ++i) {
        QVERIFY2(s[i] > s[i - 1], qPrintable(QString::number(s[i])));
        if (integer) {
            QCOMPARE(s[i], std::round(s[i]));
        }
        // Whole numbers below 8 cannot step by less than one: 1 -> 2 -> 3 is fine.
        if (max_ratio > 0 && s[i - 1] > 0 && (!integer || s[i - 1] >= 8)) {
            QVERIFY2(s[i] / s[i - 1] <= max_ratio + 1e-9,
                     qPrintable(QStringLiteral("%1 -> %2").arg(s[i - 1]).arg(s[i])));
        }
    }
    for (double v : expected) {
        QVERIFY2(std::find_if(s.begin(), s.end(),
                              [v](double x) { return std::fabs(x - v) <= 1e-9 * std::fabs(v); }) !=
                     s.end(),
                 qPrintable(QStringLiteral("%1 is not a stop").arg(v)));
    }
    if (log && lo > 0 && (!integer || hi > 1048576)) {
        // Interior stops of a real log scale are 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^k.
        const QList<double> round{1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8};
        for (std::size_t i = 1; i + 1 < s.size(); ++i) {
            QVERIFY2(round.contains(mantissa(s[i])), qPrintable(QString::number(s[i])));
        }
    }
    if (!log || lo <= 0) {
        QVERIFY(!scale.isLog());
        QVERIFY(scale.steps() >= 20 && scale.steps() <= 250);
    }
}

void TestSliderScale::everyStopComesBack_data() {
    stops_data();
}

void TestSliderScale::everyStopComesBack() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(bool, log);
    QFETCH(bool, integer);
    const SliderScale scale(lo, hi, log, integer);
    for (int p = 0; p <= scale.steps(); ++p) {
        QCOMPARE(scale.toPosition(scale.toValue(p)), p);
    }
}

void TestSliderScale::cardsStepAndReturn() {
    // The Cards slider (cluster.cards, log 1..65536): from 48, three steps up and three back
    // land on 48 again, and no single step more than doubles the value.
    const ParamSpec* cards = findParam("cluster.cards");
    const SliderScale scale(cards->slider_min, cards->slider_max, cards->log_scale, true);
    const int start = scale.toPosition(48);
    QCOMPARE(scale.toValue(start), 48.0);
    QList<double> path;
    for (int p : {start + 1, start + 2, start + 3, start + 2, start + 1, start}) {
        path << scale.toValue(p);
    }
    QCOMPARE(path, (QList<double>{56, 64, 80, 64, 56, 48}));
    QCOMPARE(scale.toPosition(1e9), scale.steps());  // pins at the end, value untouched
    QCOMPARE(scale.toPosition(-5), 0);
}

void TestSliderScale::typedValueShowsNearestStop() {
    const SliderScale scale(1, 1000, true, false);
    QCOMPARE(scale.toValue(scale.toPosition(32)), 30.0);  // 32 sits between 30 and 40
    QCOMPARE(scale.toValue(scale.toPosition(37)), 40.0);
    const SliderScale linear(0.05, 0.8, false, false);
    SB_COMPARE_REL(linear.toValue(linear.toPosition(0.423)), 0.42, 1e-12);
}

void TestSliderScale::everyRegistrySliderIsUsable() {
    // Every numeric key's slider has a handful of stops at least and no more than a few hundred.
    for (const ParamSpec& spec : paramSpecs()) {
        if (spec.type != ParamType::Real && spec.type != ParamType::Integer) {
            continue;
        }
        const SliderScale scale(spec.slider_min, spec.slider_max, spec.log_scale,
                                spec.type == ParamType::Integer);
        QVERIFY2(
            scale.steps() >= 2 && scale.steps() <= 300,
            qPrintable(QString::fromStdString(spec.path) + ": " + QString::number(scale.steps())));
    }
}

QTEST_APPLESS_MAIN(TestSliderScale)
#include "tst_slider_scale.moc"
