// The shared sweep code: spec parsing, grids, invalid points, and agreement with evaluate().
#include <QTest>

#include "fuzzy.h"
#include "model/io/sweep_metrics.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

class TestSweep : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void integerGridIsRoundedAndUnique();
    void pointsMatchEvaluate();
    void invalidPointsAreReported();
    void planCurveAgreesWithTheSweep();
};

void TestSweep::parse_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("linear") << "cluster.mfu=0.2:0.6:5" << true << "";
    QTest::newRow("log") << "cluster.cards=8:1024:32:log" << true << "";
    QTest::newRow("unknown key") << "cluster.gpus=1:2:3" << false << "not a numeric preset key";
    QTest::newRow("text key") << "model.name=1:2:3" << false << "not a numeric preset key";
    QTest::newRow("missing parts") << "cluster.mfu=0.2:0.6" << false << "LO:HI:N";
    QTest::newRow("bad suffix") << "cluster.mfu=0.2:0.6:5:lin" << false << "only be \"log\"";
    QTest::newRow("out of range bound") << "cluster.mfu=0.2:1.6:5" << false << "(0, 1]";
    QTest::newRow("reversed") << "cluster.mfu=0.6:0.2:5" << false << "greater than LO";
    QTest::newRow("too many points") << "cluster.mfu=0.2:0.6:20000" << false << "[2, 10000]";
    QTest::newRow("log from zero") << "checkpoint.restore_s=0:100:5:log" << false << "LO > 0";
}

void TestSweep::parse() {
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, fragment);
    Issues issues;
    const auto spec = parseSweepSpec(text.toStdString(), &issues);
    QCOMPARE(spec.has_value(), ok);
    if (!ok) {
        QVERIFY(!issues.empty());
        QVERIFY2(issues.front().message.find(fragment.toStdString()) != std::string::npos,
                 issues.front().message.c_str());
    }
}

void TestSweep::integerGridIsRoundedAndUnique() {
    Issues issues;
    const auto spec = parseSweepSpec("cluster.cards=1:4:10", &issues);
    QVERIFY(spec);
    const std::vector<double> grid = sweepGrid(*spec);
    QCOMPARE(grid, (std::vector<double>{1, 2, 3, 4}));
}

void TestSweep::pointsMatchEvaluate() {
    const Scenario base = preset("book-design-48.json");
    Issues issues;
    const auto spec = parseSweepSpec("cluster.cards=32:48:2", &issues);
    const auto points = sweepMetrics(base, *spec, {"plan.finish_days", "plan.step_time_s"});
    QCOMPARE(points.size(), std::size_t{2});
    SB_COMPARE_PRINTED(points[0].values[0], 34.331, 3);
    SB_COMPARE_PRINTED(points[0].values[1], 78.911, 3);
    SB_COMPARE_PRINTED(points[1].values[0], 24.637, 3);
}

void TestSweep::invalidPointsAreReported() {
    Scenario base = preset("book-design-48.json");
    base.parallel.tp = 2;  // cards must be even now
    Issues issues;
    const auto spec = parseSweepSpec("cluster.cards=47:50:4", &issues);
    const auto points = sweepMetrics(base, *spec, {"plan.finish_days"});
    QCOMPARE(points.size(), std::size_t{4});
    QVERIFY(!points[0].ok);  // 47
    QVERIFY(points[0].issue.find("cluster.cards") != std::string::npos);
    QVERIFY(points[1].ok);   // 48
    QVERIFY(!points[2].ok);  // 49
}

void TestSweep::planCurveAgreesWithTheSweep() {
    const Results r = evaluatePreset("book-design-48.json");
    // The GUI curve and a CLI sweep at the same x agree.
    const CurvePoint& p = r.plan.finish_vs_cards[r.plan.finish_vs_cards.size() / 2];
    Scenario s = preset("book-design-48.json");
    s.cluster.cards = static_cast<std::int64_t>(p.x);
    SB_COMPARE_REL(evaluate(s).plan.finish_days, p.y, 1e-12);
}

QTEST_APPLESS_MAIN(TestSweep)
#include "tst_sweep.moc"
