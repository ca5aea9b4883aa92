// Compute section: worked-examples §1.1 (steps, throughput, per-step budget) and §1.2 (exact
// task FLOPs, per-card compute, device lower bounds).
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/param_registry.h"
#include "model/step/compute.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

class TestCompute : public QObject {
    Q_OBJECT
private slots:
    void matrixWeights();
    void sequenceFlopsExact();
    void attentionFlopsConvention();
    void taskFlops();
    void stepsAndBudget();
    void throughput();
    void perCardCompute_data();
    void perCardCompute();
    void deviceLowerBound_data();
    void deviceLowerBound();
    void h100TwoCardsTakeSeventySevenDays();
    void sixNdModelIgnoresShape();
};

void TestCompute::matrixWeights() {
    const Scenario s = preset("book-design-48.json");
    // N_mat = N - embedding 622,329,856 - norms (36 x 8,448 + 4,096) = 7,568,097,280.
    QCOMPARE(embeddingParams(s.model), 622329856.0);
    QCOMPARE(normParams(s.model), 36.0 * 8448 + 4096);
    QCOMPARE(matrixParams(s.model), 7568097280.0);
    // Per-layer params (N - 2 embed - 4096) / 36 = 192,946,432.
    QCOMPARE((8190735360.0 - 2 * 622329856.0 - 4096) / 36, 192946432.0);
}

void TestCompute::sequenceFlopsExact() {
    const Scenario s = preset("book-design-48.json");
    // 6 N_mat s + 6 L (heads head_dim) s (s+1) at s = 8192: exactly 431,367,993,163,776 —
    // every term is an integer below 2^53, so the double is exact.
    QCOMPARE(sequenceFlops(s.model, 8192), 431367993163776.0);
}

void TestCompute::attentionFlopsConvention() {
    Scenario s = preset("book-design-48.json");
    // Megatron's count: all s^2 pairs, 12 L hd s^2 instead of the causal 6 L hd s (s + 1).
    const double s2 = 8192.0;
    const double hd = 32.0 * 128;
    const double extra = 6.0 * 36 * hd * s2 * (2 * s2 - (s2 + 1));
    SB_COMPARE_REL(sequenceFlops(s.model, s2, AttentionFlops::Full), 431367993163776.0 + extra,
                   1e-15);
    const Results causal = evaluate(s);
    const ParamSpec* key = findParam("training.attention_flops");
    QVERIFY(key != nullptr);
    QVERIFY(!setFromText(s, *key, "full").has_value());
    QCOMPARE(s.training.attention_flops, AttentionFlops::Full);
    const Results full = evaluate(s);
    QVERIFY(full.ok());
    SB_COMPARE_REL(full.compute.flops_per_sequence, 431367993163776.0 + extra, 1e-15);
    // More FLOPs counted at the same MFU: a longer step; the typed book case stays causal.
    QVERIFY(full.compute.compute_s > causal.compute.compute_s);
    QVERIFY(setFromText(s, *key, "quadratic").has_value());  // not a convention: rejected
}

void TestCompute::taskFlops() {
    const Results r = evaluatePreset("book-design-48.json");
    QCOMPARE(r.compute.full_sequences, 12207031.0);
    QCOMPARE(r.compute.tail_tokens, 2048.0);
    // 5,265,722,561,667,444,768,768 ~ 5.27e21; doubles carry 16 digits.
    SB_COMPARE_REL(r.compute.task_flops, 5265722561667444768768.0, 1e-14);
    SB_COMPARE_PRINTED(r.compute.flops_per_token / 1e9, 52.66, 2);  // 52.66 GFLOP/token
}

void TestCompute::stepsAndBudget() {
    const Results r = evaluatePreset("book-design-48.json");
    QCOMPARE(r.plan.steps, std::int64_t{31790});
    QCOMPARE(r.compute.tokens_per_step, 3145728.0);
    SB_COMPARE_PRINTED(r.plan.step_budget_s, 67.946, 3);
    SB_COMPARE_PRINTED(r.plan.flops_per_step / 1e17, 1.6565, 4);
}

void TestCompute::throughput() {
    const Results r = evaluatePreset("book-design-48.json");
    SB_COMPARE_PRINTED(r.compute.required_tokens_per_s, 38580, 0);        // 30 days
    SB_COMPARE_PRINTED(r.compute.required_train_tokens_per_s, 46296, 0);  // 25 days
    Scenario h100 = preset("book-design-48.json");
    h100.cluster.peak_tflops = 989.4;
    const Results rh = evaluate(h100);
    SB_COMPARE_PRINTED(rh.compute.tokens_per_s_per_card, 7516, 0);  // "≈7,500 token/s"
    // 5 cards give 37,600 token/s < 38,600: 6 cards.
    QCOMPARE(rh.compute.min_cards_compute, std::int64_t{6});
}

void TestCompute::perCardCompute_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("compute_s");
    QTest::newRow("32 x 4090") << "book-design-32.json" << 78.336;
    QTest::newRow("48 x 4090") << "book-design-48.json" << 52.224;
}

void TestCompute::perCardCompute() {
    QFETCH(QString, file);
    QFETCH(double, compute_s);
    const Results r = evaluatePreset(file.toStdString());
    SB_COMPARE_PRINTED(r.plan.compute_s, compute_s, 3);
}

void TestCompute::deviceLowerBound_data() {
    QTest::addColumn<double>("peak_tflops");
    QTest::addColumn<double>("usable_gib");
    QTest::addColumn<int>("cards30");
    QTest::addColumn<int>("cards40");
    QTest::addColumn<int>("cards50");
    QTest::addColumn<int>("capacity");
    // calculations/results/training-deadline-book.md: 30/40/50 % MFU, 30 days, and the
    // capacity lower bound 16N / usable memory.
    QTest::newRow("RTX 4090") << 165.2 << 22.0 << 41 << 31 << 25 << 6;
    QTest::newRow("A100 80GB") << 312.0 << 74.5 << 22 << 17 << 14 << 2;
    QTest::newRow("H100 SXM") << 989.4 << 74.5 << 7 << 6 << 5 << 2;
    QTest::newRow("B200") << 2250.0 << 178.0 << 4 << 3 << 2 << 1;
}

void TestCompute::deviceLowerBound() {
    QFETCH(double, peak_tflops);
    QFETCH(double, usable_gib);
    QFETCH(int, cards30);
    QFETCH(int, cards40);
    QFETCH(int, cards50);
    QFETCH(int, capacity);
    Scenario s = preset("book-design-48.json");
    s.cluster.peak_tflops = peak_tflops;
    s.cluster.usable_memory_gib = usable_gib;
    const int expected[] = {cards30, cards40, cards50};
    const double mfus[] = {0.3, 0.4, 0.5};
    for (int i = 0; i < 3; ++i) {
        s.cluster.mfu = mfus[i];
        const Results r = evaluate(s);
        QCOMPARE(r.compute.min_cards_compute, std::int64_t{expected[i]});
        QCOMPARE(r.compute.min_cards_capacity, std::int64_t{capacity});
    }
    if (peak_tflops == 165.2) {
        s.cluster.mfu = 0.4;
        const Results r = evaluate(s);
        QCOMPARE(r.compute.min_cards_at_peak, std::int64_t{13});  // "at 100% peak 13"
    }
}

void TestCompute::h100TwoCardsTakeSeventySevenDays() {
    // Two 80 GB H100 hold the 131.1 GB state but need ≈77 days (76.998) at 40 %.
    const Results r = evaluatePreset("book-design-48.json");
    const double days = r.compute.task_flops / (2 * 989.4e12 * 0.4) / units::kSecondsPerDay;
    SB_COMPARE_REL(days, 76.998, 1e-5);  // the book truncates 76.9985
}

void TestCompute::sixNdModelIgnoresShape() {
    Scenario s = preset("six-nd-1t.json");
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    SB_COMPARE_REL(r.compute.task_flops, 6 * 1e12 * 2e13, 1e-12);
    s.model.layers = 7;  // the 6ND rule does not look at the shape
    SB_COMPARE_REL(evaluate(s).compute.task_flops, 1.2e26, 1e-12);
}

QTEST_APPLESS_MAIN(TestCompute)
#include "tst_compute.moc"
