// What interruptions cost: worked-examples §10.4 (MiMo-V2.6 Pro and Flash RL runs) and the
// expected lost time of the planned run (failures by L(tau), stragglers by E[Z_(N)]).
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/base/units.h"
#include "model/evaluate/param_registry.h"
#include "model/reliability/interruption.h"
#include "model/reliability/straggler.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

class TestInterruption : public QObject {
    Q_OBJECT
private slots:
    void mimoPro();
    void halving_data();
    void halving();
    void individualGaps_data();
    void individualGaps();
    void flashRollback();
    void nothingLogged();
    void expectedLostTime();
    void badInput_data();
    void badInput();
};

void TestInterruption::mimoPro() {
    const InterruptionResults r = evaluatePreset("mimo-interruptions.json").interruptions;
    SB_COMPARE_REL(r.dollars_per_hour, 20556, 1e-12);       // $5.71/s
    SB_COMPARE_PRINTED(r.dollars_per_hour / 1e4, 2.06, 2);  // "≈2.06万"
    QCOMPARE(r.restarts, std::int64_t{14});
    SB_COMPARE_PRINTED(r.interruption_hours, 30.1, 1);
    SB_COMPARE_PRINTED(100 * r.wasted_fraction, 23.6, 1);        // of the 127.49 h log
    SB_COMPARE_PRINTED(r.interruption_dollars / 1e4, 61.91, 2);  // ≈61.91万 = $619k
    SB_COMPARE_PRINTED(r.interruption_dollars / 1e3, 619, 0);
    SB_COMPARE_PRINTED(r.runtime_dollars / 1e6, 2.6, 1);  // the run cost ≈$2.6M
    SB_COMPARE_REL(r.wasted_dollars / r.runtime_dollars, r.wasted_fraction, 1e-12);  // money = time
    SB_COMPARE_REL(r.hours_per_restart, 30.12 / 14, 1e-12);
    SB_COMPARE_REL(r.dollars_per_restart, gapDollars(30.12 / 14, 5.71), 1e-12);
}

void TestInterruption::halving_data() {
    QTest::addColumn<double>("fraction");
    QTest::addColumn<double>("hours");
    QTest::addColumn<double>("dollars");
    QTest::newRow("halve the interruptions: 15 h, $310k") << 0.5 << 15.06 << 309573.36;
    QTest::newRow("remove none") << 0.0 << 0.0 << 0.0;
    QTest::newRow("remove all: the whole $619k") << 1.0 << 30.12 << 619146.72;
}

void TestInterruption::halving() {
    QFETCH(double, fraction);
    QFETCH(double, hours);
    QFETCH(double, dollars);
    Scenario s = preset("mimo-interruptions.json");
    s.interruptions->reduction_fraction = fraction;
    const InterruptionResults r = evaluate(s).interruptions;
    SB_COMPARE_PRINTED(r.reduction_saves_hours, hours, 2);
    SB_COMPARE_PRINTED(r.reduction_saves_dollars, dollars, 2);
    if (fraction == 0.5) {
        SB_COMPARE_PRINTED(r.reduction_saves_hours, 15, 0);
        SB_COMPARE_PRINTED(r.reduction_saves_dollars / 1e4, 31, 0);  // "约 31 万美元"
    }
}

void TestInterruption::individualGaps_data() {
    // The dashboard prints gaps to 0.01 h, so a dollar figure matches within 0.005 h x rate
    // plus half a unit of the printed dollars.
    QTest::addColumn<double>("hours");
    QTest::addColumn<double>("dollars");
    QTest::addColumn<double>("printed_unit");
    QTest::newRow("5th Pro restart 2.76 h ~ $56.7k") << 2.76 << 56700.0 << 100.0;
    QTest::newRow("6th Pro restart 2.63 h ~ $54.1k") << 2.63 << 54100.0 << 100.0;
    QTest::newRow("8th Pro restart 2.95 h ~ $60.7k") << 2.95 << 60700.0 << 100.0;
    QTest::newRow("4th Pro restart 2.85 h = $58,560") << 2.85 << 58560.0 << 1.0;
    QTest::newRow("9th Pro restart 2.72 h = $55,815") << 2.72 << 55815.0 << 1.0;
}

void TestInterruption::individualGaps() {
    QFETCH(double, hours);
    QFETCH(double, dollars);
    QFETCH(double, printed_unit);
    const Scenario s = preset("mimo-interruptions.json");
    const double rate = s.interruptions->dollars_per_s;
    const double tolerance = 0.005 * 3600 * rate + 0.5 * printed_unit;
    const double actual = gapDollars(hours, rate);
    QVERIFY2(
        closeEnough(actual, dollars, 0, tolerance),
        qPrintable(QString("%1 vs %2 (tolerance %3)").arg(actual).arg(dollars).arg(tolerance)));
    SB_COMPARE_REL(actual, hours * evaluate(s).interruptions->dollars_per_hour, 1e-12);
}

void TestInterruption::flashRollback() {
    // Flash: $2.855/s, 5 restarts, 9.74 h of interruptions and the step 17 -> 15 rollback
    // (steps 16-17, 3.96 h): 13.71 h wasted, ≈$140.9k. Runtime chosen so the share is 16.5 %.
    Scenario s = preset("mimo-interruptions.json");
    s.interruptions->dollars_per_s = 2.855;
    s.interruptions->restarts = 5;
    s.interruptions->interruption_hours = 9.74;
    s.interruptions->rollback_hours = 3.96;
    s.interruptions->runtime_hours = 13.71 / 0.165;
    const InterruptionResults r = evaluate(s).interruptions;
    SB_COMPARE_REL(r.dollars_per_hour, 10278, 1e-12);              // ≈1.03万/h
    SB_COMPARE_PRINTED(r.rollback_hours, 4, 0);                    // "≈4 h"
    QVERIFY(closeEnough(r.wasted_hours, 13.71, 0, 0.01 + 1e-12));  // two inputs rounded to 0.01 h
    QVERIFY(closeEnough(r.wasted_dollars, 140900, 0, 0.01 * 10278 + 50));
    SB_COMPARE_REL(r.rollback_dollars, gapDollars(3.96, 2.855), 1e-12);
    SB_COMPARE_PRINTED(100 * r.wasted_fraction, 16.5, 1);
    // The what-if removes interruption time only; a rollback is fixed by detecting earlier.
    SB_COMPARE_REL(r.reduction_saves_hours, 0.5 * 9.74, 1e-12);
}

void TestInterruption::nothingLogged() {
    // The design case has no log and no price: every observed number is a well-defined 0.
    const InterruptionResults r = evaluatePreset("book-design-48.json").interruptions;
    for (double v : {r.dollars_per_hour, r.wasted_fraction, r.wasted_dollars, r.hours_per_restart,
                     r.dollars_per_restart, r.reduction_saves_dollars, r.expected_lost_dollars}) {
        QCOMPARE(v, 0.0);
    }
    QVERIFY(r.expected_lost_s > 0);  // the expected account does not need a log
}

void TestInterruption::expectedLostTime() {
    const Results r = evaluatePreset("book-design-48.json");
    const InterruptionResults& in = r.interruptions;
    const double run = 31790 * r.plan.step_time_s;
    SB_COMPARE_REL(in.run_s, run, 1e-12);
    SB_COMPARE_REL(in.expected_interruptions, 48.0 / 29122560.0 * run, 1e-12);
    SB_COMPARE_PRINTED(in.expected_interruptions, 2.8, 1);
    SB_COMPARE_REL(in.expected_save_s + in.expected_redo_s + in.expected_recovery_s,
                   in.expected_failure_lost_s, 1e-12);
    // The plan's finish days already carry L: finish - T0 - train days is exactly this.
    SB_COMPARE_REL(in.expected_failure_lost_s / units::kSecondsPerDay,
                   r.plan.finish_days - 5 - r.plan.train_days, 1e-9);
    SB_COMPARE_REL(in.expected_straggler_lost_s, 31790 * r.straggler->jitter_s, 1e-12);
    SB_COMPARE_REL(in.expected_lost_days * units::kSecondsPerDay, in.expected_lost_s, 1e-12);
    // Priced at MiMo Pro's rate.
    Scenario s = preset("book-design-48.json");
    s.interruptions->dollars_per_s = 5.71;
    const InterruptionResults priced = evaluate(s).interruptions;
    SB_COMPARE_REL(priced.expected_lost_dollars, priced.expected_lost_s * 5.71, 1e-12);
}

void TestInterruption::badInput_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("runtime shorter than its interruptions")
        << "interruptions.runtime_hours" << 20.0 << "allowed [30.12, 10000000]";
    QTest::newRow("negative cost") << "interruptions.dollars_per_s" << -5.71 << "[0, 1000000000]";
    QTest::newRow("half a restart") << "interruptions.restarts" << 14.5 << "whole number";
    QTest::newRow("remove 150 %") << "interruptions.reduction_fraction" << 1.5 << "[0, 1]";
}

void TestInterruption::badInput() {
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, fragment);
    Scenario s = preset("mimo-interruptions.json");
    const ParamSpec* spec = findParam(key.toStdString());
    QVERIFY(spec != nullptr);
    const auto issue = setFromText(s, *spec, QString::number(value, 'g', 10).toStdString());
    const Issues issues = issue ? Issues{*issue} : evaluate(s).issues;
    QVERIFY(!issues.empty());
    QCOMPARE(QString::fromStdString(issues.front().path), key);
    QVERIFY2(issues.front().message.find(fragment.toStdString()) != std::string::npos,
             issues.front().message.c_str());
}

QTEST_APPLESS_MAIN(TestInterruption)
#include "tst_interruption.moc"
