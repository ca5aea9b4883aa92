// The slider <-> value mapping every parameter slider uses.
#include <QTest>

#include "fuzzy.h"
#include "views/common/slider_scale.h"

using stepbudget::SliderScale;

class TestSliderScale : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void logScaleSpacesDecadesEvenly();
    void endsAndOutside();
};

void TestSliderScale::roundTrip_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<bool>("log");
    QTest::addColumn<bool>("integer");
    QTest::addColumn<double>("value");
    QTest::newRow("cards log 48") << 1.0 << 65536.0 << true << true << 48.0;
    QTest::newRow("mfu linear 0.4") << 0.05 << 0.8 << false << false << 0.4;
    QTest::newRow("bandwidth log 32") << 1.0 << 1000.0 << true << false << 32.0;
    QTest::newRow("range from zero falls back to linear") << 0.0 << 100.0 << true << false << 25.0;
}

void TestSliderScale::roundTrip() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(bool, log);
    QFETCH(bool, integer);
    QFETCH(double, value);
    const SliderScale scale(lo, hi, log, integer);
    const double back = scale.toValue(scale.toPosition(value));
    // One slider step is 1/1000 of the range (or of its log): the value comes back within it.
    const double tolerance = log && lo > 0
                                 ? std::pow(hi / lo, 1.0 / SliderScale::kSteps) - 1 + 0.01
                                 : (hi - lo) / SliderScale::kSteps / std::max(value, 1e-9) + 0.01;
    SB_COMPARE_REL(back, value, tolerance);
}

void TestSliderScale::logScaleSpacesDecadesEvenly() {
    const SliderScale scale(1, 10000, true, false);
    QCOMPARE(scale.toPosition(10), 250);
    QCOMPARE(scale.toPosition(100), 500);
    QCOMPARE(scale.toPosition(1000), 750);
    QVERIFY(scale.isLog());
}

void TestSliderScale::endsAndOutside() {
    const SliderScale scale(1, 65536, true, true);
    QCOMPARE(scale.toValue(0), 1.0);
    QCOMPARE(scale.toValue(SliderScale::kSteps), 65536.0);
    QCOMPARE(scale.toPosition(1e9), SliderScale::kSteps);  // pins at the end, value untouched
    QCOMPARE(scale.toPosition(-5), 0);
}

QTEST_APPLESS_MAIN(TestSliderScale)
#include "tst_slider_scale.moc"
