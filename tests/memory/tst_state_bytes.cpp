// Bytes-per-parameter conventions (worked-examples §2.1, §2.3; Megatron's distributed optimizer)
// and the FSDP2 lesson that doubling the shards halves the state but not the peak (§2.4).
#include <QTest>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/validate.h"
#include "model/memory/sharding.h"
#include "model/memory/state_bytes.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;
using units::kGB;
using units::kGiB;
using units::kMiB;

class TestStateBytes : public QObject {
    Q_OBJECT
private slots:
    void conventions_data();
    void conventions();
    void zeroPerCardBytes_data();
    void zeroPerCardBytes();
    void distributedOptimizerNeedsZero1();
    void fsdpExperiment();
    void fsdpLessonOnThePlan();
    void fsdpLessonOnAnExpertPlan();
};

void TestStateBytes::conventions_data() {
    QTest::addColumn<QString>("convention");
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("state_bytes");     // unsharded B/param
    QTest::addColumn<double>("per_card_bytes");  // at d = 8 (rtx4090-zero3-8: 8 cards)
    QTest::addColumn<QString>("formula");
    QTest::addColumn<double>("total_gb");  // unsharded state of Qwen3-8B
    // §2.1: 16 B -> 131.1 GB; FP32 grads 18 B -> 147.4 GB; distributed optimizer 6 + 12/d.
    QTest::newRow("fields (book default)") << "fields" << 0 << 16.0 << 16.0 << "16" << 131.1;
    QTest::newRow("book-16, ZeRO-3") << "book-16" << 3 << 16.0 << 2.0 << "16/d" << 131.1;
    QTest::newRow("fp32-grads-18, plain DP")
        << "fp32-grads-18" << 0 << 18.0 << 18.0 << "18" << 147.4;
    QTest::newRow("fp32-grads-18, ZeRO-2")
        << "fp32-grads-18" << 2 << 18.0 << 2 + 16.0 / 8 << "2 + 16/d" << 147.4;
    QTest::newRow("distributed optimizer: 6 + 12/d")
        << "distributed-optimizer" << 1 << 18.0 << 6 + 12.0 / 8 << "6 + 12/d" << 147.4;
}

void TestStateBytes::conventions() {
    QFETCH(QString, convention);
    QFETCH(int, stage);
    QFETCH(double, state_bytes);
    QFETCH(double, per_card_bytes);
    QFETCH(QString, formula);
    QFETCH(double, total_gb);
    Scenario s = preset("rtx4090-zero3-8.json");
    QVERIFY(parseStateConvention(convention.toStdString(), &s.precision.convention));
    s.parallel.zero_stage = stage;
    const Results r = evaluate(s);
    QVERIFY2(r.ok(), formatIssues(r.issues).c_str());
    SB_COMPARE_REL(r.memory.state_bytes_per_param, state_bytes, 1e-12);
    SB_COMPARE_REL(r.memory.bytes_per_param_per_card, per_card_bytes, 1e-12);
    SB_COMPARE_PRINTED(r.memory.persistent_bytes / kGB, total_gb, 1);
    QCOMPARE(QString::fromStdString(r.memory.bytes_per_param_formula), formula);
    QCOMPARE(QString::fromStdString(r.memory.convention), convention);
    // The per-card number is what the resident state is made of.
    SB_COMPARE_REL(r.memory.resident_bytes_per_card,
                   per_card_bytes * static_cast<double>(s.model.params), 1e-12);
    const Derivation* d = r.derivation("memory.bytes_per_param_per_card");
    QVERIFY(d != nullptr);
    QVERIFY(d->title.find(convention.toStdString()) != std::string::npos);
}

void TestStateBytes::zeroPerCardBytes_data() {
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("gib");
    // §2.3, d = 8: 16, 4 + 12/8, 2 + 14/8, 16/8 B/param -> 122.1 / 41.96 / 28.61 / 15.26 GiB.
    QTest::newRow("ZeRO-0: 16") << 0 << 16.0 << 122.05;
    QTest::newRow("ZeRO-1: 4 + 12/d") << 1 << 4 + 12.0 / 8 << 41.96;
    QTest::newRow("ZeRO-2: 2 + 14/d") << 2 << 2 + 14.0 / 8 << 28.61;
    QTest::newRow("ZeRO-3: 16/d") << 3 << 16.0 / 8 << 15.26;
}

void TestStateBytes::zeroPerCardBytes() {
    QFETCH(int, stage);
    QFETCH(double, bytes);
    QFETCH(double, gib);
    Scenario s = preset("rtx4090-zero3-8.json");
    s.parallel.zero_stage = stage;
    SB_COMPARE_REL(bytesPerParamPerCard(effectivePrecision(s), stage, 8), bytes, 1e-12);
    const Results r = evaluate(s);
    SB_COMPARE_PRINTED(r.memory.resident_bytes_per_card / kGiB, gib, 2);
}

void TestStateBytes::distributedOptimizerNeedsZero1() {
    Scenario s = preset("book-design-48.json");
    s.precision.convention = StateConvention::DistributedOptimizer;  // zero_stage is 3
    const Issues issues = validate(s);
    QCOMPARE(issues.size(), std::size_t{1});
    QCOMPARE(issues[0].path, std::string("parallel.zero_stage"));
    QVERIFY(issues[0].message.find("allowed 1") != std::string::npos);
}

void TestStateBytes::fsdpExperiment() {
    // §2.4: 2 -> 4 processes, state 18 -> 9 MiB, peak 39.156 -> 30.141 MiB: -23 %, ≈21 MiB
    // of other tensors and buffers that sharding does not touch.
    const Results r = evaluatePreset("book-design-48.json");
    const ShardingStep& e = r.sharding.experiment;
    SB_COMPARE_REL(e.state_before_bytes / kMiB, 18.0, 1e-12);
    SB_COMPARE_REL(e.state_after_bytes / kMiB, 9.0, 1e-12);
    SB_COMPARE_REL(e.state_reduction, 0.5, 1e-12);
    SB_COMPARE_PRINTED(100 * e.peak_reduction, 23, 0);
    SB_COMPARE_PRINTED(e.other_bytes / kMiB, 21, 0);
    const Derivation* d = r.derivation("sharding.experiment_peak_reduction");
    QVERIFY(d != nullptr);
    QVERIFY(d->substituted.find("39.156 MiB") != std::string::npos);
    // The same function on made-up numbers: nothing but the state changes -> other is constant.
    const ShardingStep step = shardingStep(100, 150, 50, 100);
    SB_COMPARE_REL(step.peak_reduction, 1.0 / 3.0, 1e-12);
    SB_COMPARE_REL(step.other_bytes, 50.0, 1e-12);
}

void TestStateBytes::fsdpLessonOnThePlan() {
    // Design case, 48 -> 96 cards at ZeRO-3: resident 2.543 -> 1.271 GiB halves, the 10 GiB
    // budget stays, so the peak falls 1.271 / 12.543 = 10.1 %, not 50 %.
    const Results r = evaluatePreset("book-design-48.json");
    const ShardingStep& s = r.sharding.scenario;
    SB_COMPARE_REL(s.state_reduction, 0.5, 1e-12);
    SB_COMPARE_REL(s.other_bytes, 10 * kGiB, 1e-12);
    SB_COMPARE_REL(s.peak_reduction,
                   (s.state_before_bytes / 2) / (s.state_before_bytes + 10 * kGiB), 1e-12);
    SB_COMPARE_PRINTED(100 * s.peak_reduction, 10.1, 1);
    Scenario twice = preset("book-design-48.json");
    twice.cluster.cards = 96;
    SB_COMPARE_REL(evaluate(twice).memory.peak_bytes_per_card, s.peak_after_bytes, 1e-12);
}

// With expert parallelism the routed experts sit N_e / (p ep t_e) on a card and shard over d_e:
// twice the shards is the state of twice the cards (DeepSeek-V3, ZeRO-1: the optimizer state
// halves, the weights and gradients do not), never the model's whole N / (t p) re-sharded.
void TestStateBytes::fsdpLessonOnAnExpertPlan() {
    const Results r = evaluatePreset("deepseek-v3-ep-h100.json");
    const ShardingStep& s = r.sharding.scenario;
    Scenario twice = preset("deepseek-v3-ep-h100.json");
    twice.cluster.cards *= 2;
    const Results t = evaluate(twice);
    QVERIFY(t.ok());
    SB_COMPARE_REL(t.memory.resident_bytes_per_card, s.state_after_bytes, 1e-12);
    SB_COMPARE_REL(s.state_before_bytes, r.memory.resident_bytes_per_card, 1e-12);
    QVERIFY(s.state_reduction > 0.0 && s.state_reduction < 0.5);
    QVERIFY(s.peak_reduction > 0.0);
}

QTEST_APPLESS_MAIN(TestStateBytes)
#include "tst_state_bytes.moc"
