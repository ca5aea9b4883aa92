// Critical batch and weak vs strong scaling (worked-examples §1.3), and the MegaScale scaling
// efficiency (§7.5).
#include <QTest>

#include "fuzzy.h"
#include "model/step/scaling.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

class TestScaling : public QObject {
    Q_OBJECT
private slots:
    void criticalBatch();
    void weakCeilingWithLargerNoise();
    void daysTable_data();
    void daysTable();
    void curvesMatchRows();
    void bothPassThroughThePlan_data();
    void bothPassThroughThePlan();
    void megaScale();
};

void TestScaling::criticalBatch() {
    // B_noise = B_crit = 2e6 tokens; reference: 48 cards, 3,145,728 tokens/step, 31,790 steps.
    const Results r = evaluatePreset("book-design-48.json");
    const ScalingResults& s = r.scaling;
    SB_COMPARE_PRINTED(s.min_steps, 19434.12, 2);
    SB_COMPARE_PRINTED(s.min_tokens / 1e9, 38.9, 1);
    SB_COMPARE_REL(s.batch_over_noise, 1.572864, 1e-12);
    SB_COMPARE_REL(s.weak_ceiling, 40201.0 / 24576.0, 1e-12);  // 1.63578
    SB_COMPARE_PRINTED(s.weak_ceiling, 1.63578, 5);
    QVERIFY(r.derivation("scaling.min_steps") != nullptr);
}

void TestScaling::weakCeilingWithLargerNoise() {
    Scenario s = preset("book-design-48.json");
    s.scaling->critical_batch_tokens = 2e7;
    SB_COMPARE_PRINTED(evaluate(s).scaling->weak_ceiling, 7.36, 2);
}

void TestScaling::daysTable_data() {
    QTest::addColumn<int>("row");
    QTest::addColumn<double>("cards");
    QTest::addColumn<double>("tokens_per_step");
    QTest::addColumn<double>("weak_days");
    QTest::addColumn<double>("strong_days");
    // Weak: 8 micro-batches per card, step 52.8 s, days = S(B) 52.8 / 86400.
    // Strong: fixed batch, step = 52.224 x 48 / p + 0.576 s, days = 31,790 step / 86400.
    QTest::newRow("48 cards (reference)") << 0 << 48.0 << 3145728.0 << 19.4 << 19.4;
    QTest::newRow("96 cards") << 1 << 96.0 << 6291456.0 << 15.7 << 9.8;
    QTest::newRow("192 cards") << 2 << 192.0 << 12582912.0 << 13.8 << 5.0;
    QTest::newRow("384 cards") << 3 << 384.0 << 25165824.0 << 12.8 << 2.6;
    QTest::newRow("1536 cards") << 4 << 1536.0 << 100663296.0 << 12.1 << 0.8;
}

void TestScaling::daysTable() {
    QFETCH(int, row);
    QFETCH(double, cards);
    QFETCH(double, tokens_per_step);
    QFETCH(double, weak_days);
    QFETCH(double, strong_days);
    const ScalingResults s = evaluatePreset("book-design-48.json").scaling;
    QCOMPARE(s.rows.size(), std::size_t{5});
    const ScalingRow& x = s.rows[static_cast<std::size_t>(row)];
    QCOMPARE(x.cards, cards);
    QCOMPARE(x.tokens_per_step, tokens_per_step);
    SB_COMPARE_PRINTED(x.weak_days, weak_days, 1);
    SB_COMPARE_PRINTED(x.strong_days, strong_days, 1);
    if (cards == 1536) {
        // "0.8 天中通信与输入等待已占约四分之一": 0.576 / 2.208 = 26 %.
        SB_COMPARE_PRINTED(s.strong_fixed_s, 0.576, 3);
        SB_COMPARE_PRINTED(x.strong_step_s, 2.208, 3);
        SB_COMPARE_PRINTED(100 * x.strong_fixed_share, 26, 0);
    }
}

void TestScaling::curvesMatchRows() {
    const ScalingResults s = evaluatePreset("book-design-48.json").scaling;
    QCOMPARE(s.weak_curve.size(), s.strong_curve.size());
    SB_COMPARE_REL(s.weak_curve.front().x, 48.0, 1e-12);
    SB_COMPARE_REL(s.weak_curve.front().y, s.rows[0].weak_days, 1e-12);
    SB_COMPARE_REL(s.weak_curve.back().x, 48.0 * 64, 1e-12);
    for (std::size_t i = 1; i < s.weak_curve.size(); ++i) {
        QVERIFY(s.weak_curve[i].y < s.weak_curve[i - 1].y);
        QVERIFY(s.strong_curve[i].y < s.strong_curve[i - 1].y);
        // Weak scaling never beats S_min steps at the same step time.
        QVERIFY(s.weak_curve[i].y > s.min_steps * s.weak_step_s / 86400.0);
    }
}

// At today's card count weak and strong scaling are the plan itself: days = S t_s / 86400
// (plan.train_days). Strong scaling shrank only the compute, so on a pipelined plan with full
// recompute (GPT-3: 18.5 of 30.7 s) its first row read 20.7 days against the plan's 33.9.
void TestScaling::bothPassThroughThePlan_data() {
    addPlanStepPresetRows();
}

void TestScaling::bothPassThroughThePlan() {
    QFETCH(QString, file);
    const Results r = evaluatePreset(file.toStdString());
    QVERIFY(r.ok());
    const ScalingResults& s = r.scaling;
    const ScalingRow& today = s.rows.front();
    SB_COMPARE_REL(today.weak_days, r.plan.train_days, 1e-9);
    SB_COMPARE_REL(today.strong_days, r.plan.train_days, 1e-9);
    SB_COMPARE_REL(today.strong_step_s, r.plan.step_time_s, 1e-9);
}

void TestScaling::megaScale() {
    // 175B, batch 6144, 3072 -> 12288 GPUs: 23.66 -> 6.34 s, ideal 5.915 s, 3.73x, 93.3 %,
    // 0.425 s above ideal.
    const Results r = evaluatePreset("book-design-48.json");
    const ScalingResults& s = r.scaling;
    SB_COMPARE_REL(s.ideal_step_s, 5.915, 1e-12);
    SB_COMPARE_PRINTED(s.speedup, 3.73, 2);
    SB_COMPARE_PRINTED(100 * s.efficiency, 93.3, 1);
    SB_COMPARE_REL(s.extra_s, 0.425, 1e-12);
    QVERIFY(r.derivation("scaling.efficiency") != nullptr);
}

QTEST_APPLESS_MAIN(TestScaling)
#include "tst_scaling.moc"
