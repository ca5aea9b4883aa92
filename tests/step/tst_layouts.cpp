// Context and expert parallelism in the one plan (model/base/parallel_groups.h, layout.h,
// docs/layouts.md): the layout rules name the key and its range, the memory terms and the KV and
// all-to-all volumes match their hand derivations, and cp = ep = 1 leaves every number as it was.
#include <algorithm>
#include <cmath>

#include <QTest>

#include "fuzzy.h"
#include "model/base/parallel_groups.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/validate.h"
#include "model/memory/activation.h"
#include "model/memory/activation_cost.h"
#include "model/moe/moe.h"
#include "model/shape/model_flops.h"
#include "presets.h"

using namespace stepbudget;

namespace {

bool hasIssue(const Issues& issues, const std::string& key, const std::string& part) {
    for (const Issue& i : issues) {
        if (i.path == key && i.message.find(part) != std::string::npos) {
            return true;
        }
    }
    return false;
}

// Llama-3 405B at 8K on 16,384 H100 (TP 8, PP 16), typed efficiency so the terms are FLOPs.
Scenario llama405() {
    Scenario s = test::preset("llama3-405b-h100.json");
    s.cluster.efficiency_source = EfficiencySource::Typed;
    return s;
}

Scenario deepseek() {
    Scenario s = test::preset("deepseek-v3-ep-h100.json");
    s.cluster.efficiency_source = EfficiencySource::Typed;
    return s;
}

}  // namespace

class TestLayouts : public QObject {
    Q_OBJECT
private slots:
    void rules_data();
    void rules();
    void defaultsKeepThePlan_data();
    void defaultsKeepThePlan();
    void contextParallelGroups();
    void contextParallelActivations();
    void contextParallelWithATypedBudgetSaysSo();
    void kvExchangeVolume();
    void kvOverlapSwitch();
    void expertMemoryTerms();
    void allToAllVolume();
    void allToAllOverlapSwitch();
    void allToAllOncePerHost();
    void sixNdCountsActiveParams();
    void slowestExpertRank();
    void waterfallBarsAddUp_data();
    void waterfallBarsAddUp();
};

void TestLayouts::rules_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("set");  // key=value;key=value
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("message");
    QTest::newRow("cards not a multiple of tp pp cp")
        << "llama3-405b-h100.json"
        << "parallel.cp=3"
        << "cluster.cards"
        << "parallel.tp x parallel.pp x parallel.cp (384)";
    QTest::newRow("2 cp must divide the sequence") << "llama3-405b-h100.json"
                                                   << "parallel.cp=8;training.seq_len=8200"
                                                   << "parallel.cp"
                                                   << "divisible by 2 x cp";
    QTest::newRow("ep on a dense model") << "llama3-405b-h100.json"
                                         << "parallel.ep=2"
                                         << "parallel.ep"
                                         << "dense model";
    QTest::newRow("ep must divide the experts") << "deepseek-v3-ep-h100.json"
                                                << "parallel.ep=48"
                                                << "parallel.ep"
                                                << "must divide model.experts (256)";
    QTest::newRow("ep etp must divide a stage's cards") << "deepseek-v3-ep-h100.json"
                                                        << "parallel.ep=256"
                                                        << "parallel.ep"
                                                        << "cluster.cards / parallel.pp = 128";
    QTest::newRow("etp alone must divide a stage's cards") << "deepseek-v3-ep-h100.json"
                                                           << "parallel.etp=3"
                                                           << "parallel.etp"
                                                           << "ep x etp = 64 x 3";
}

void TestLayouts::rules() {
    QFETCH(QString, preset);
    QFETCH(QString, set);
    QFETCH(QString, key);
    QFETCH(QString, message);
    Scenario s = test::preset(preset.toStdString());
    QVERIFY(validate(s).empty());
    for (const QString& kv : set.split(QLatin1Char(';'))) {
        const QStringList parts = kv.split(QLatin1Char('='));
        test::setKeyNumber(s, parts[0].toStdString().c_str(), parts[1].toDouble());
    }
    const Issues issues = validate(s);
    QVERIFY2(hasIssue(issues, key.toStdString(), message.toStdString()),
             qPrintable(issues.empty() ? QStringLiteral("no issue")
                                       : QString::fromStdString(issues.front().path + ": " +
                                                                issues.front().message)));
    // A rejected layout is refused whole: evaluate() gives no plan.
    QVERIFY(!evaluate(s).ok());
}

void TestLayouts::defaultsKeepThePlan_data() {
    test::addPresetRows();
}

// cp = ep = 1 and etp = 0 (= tp) are the defaults; typing them changes nothing, and typing
// etp = tp for a model gives the same numbers as the default (Megatron-Core's etp = tp).
void TestLayouts::defaultsKeepThePlan() {
    QFETCH(QString, file);
    const Scenario base = test::preset(file.toStdString());
    if (base.parallel.ep > 1 || base.parallel.cp > 1) {
        return;  // the new presets plan with them
    }
    Scenario typed = base;
    typed.parallel.etp = typed.parallel.tp;
    const Results a = evaluate(base);
    const Results b = evaluate(typed);
    QVERIFY(a.ok() && b.ok());
    QCOMPARE(b.plan.step_time_s, a.plan.step_time_s);
    QCOMPARE(b.memory.peak_bytes_per_card, a.memory.peak_bytes_per_card);
    QCOMPARE(a.plan.kv_exchange_s, 0.0);
    QCOMPARE(a.plan.all_to_all_s, 0.0);
    QCOMPARE(a.plan.expert_wait_s, 0.0);
    QCOMPARE(a.plan.expert_imbalance, 1.0);
    QCOMPARE(a.plan.dp, static_cast<double>(base.cluster.cards) /
                            static_cast<double>(base.parallel.tp * base.parallel.pp));
}

// d = cards / (t p cp); the ZeRO group stays d cp, so weights and optimizer state per card do
// not change with cp (they are not divided by it).
void TestLayouts::contextParallelGroups() {
    const Scenario s8 = llama405();
    Scenario s = s8;
    s.parallel.cp = 2;
    s.training.seq_len = 16384;
    s.training.global_batch = 1024;
    const Results a = evaluate(s8);
    const Results r = evaluate(s);
    QVERIFY(a.ok() && r.ok());
    QCOMPARE(r.plan.dp, 16384.0 / (8.0 * 16.0 * 2.0));
    QCOMPARE(r.memory.data_parallel, 16384.0 / (8.0 * 16.0));
    QCOMPARE(r.memory.resident_bytes_per_card, a.memory.resident_bytes_per_card);
    QCOMPARE(r.plan.microbatches_per_pipeline, std::int64_t{1024 / 64});
    // The dense gradients reduce over d cp, the same group as before: same traffic.
    QCOMPARE(r.comm.step_bytes_per_card, a.comm.step_bytes_per_card);
    QVERIFY(r.plan.kv_exchange_link_s > 0);
}

// With flash attention every saved tensor is per token: a card of a cp = 2 plan at 2 s holds
// what a cp = 1 card holds at s (Korthikanti's per-layer terms on s / cp tokens).
void TestLayouts::contextParallelActivations() {
    Scenario one = llama405();
    Scenario two = one;
    two.parallel.cp = 2;
    two.training.seq_len = 2 * one.training.seq_len;
    SB_COMPARE_REL(computeActivation(two).per_layer_bytes, computeActivation(one).per_layer_bytes,
                   1e-12);
    // Without flash attention the scores are (s / cp) x s per head: twice the cp = 1 card's.
    one.activations->flash_attention = false;
    two.activations->flash_attention = false;
    one.parallel.recompute = Recompute::None;
    two.parallel.recompute = Recompute::None;
    const ActivationResults a = computeActivation(one);
    const ActivationResults b = computeActivation(two);
    double score_a = 0;
    double score_b = 0;
    for (const ActivationTerm& t : a.terms) {
        score_a += t.id == "softmax_output" ? t.bytes : 0.0;
    }
    for (const ActivationTerm& t : b.terms) {
        score_b += t.id == "softmax_output" ? t.bytes : 0.0;
    }
    // a s^2 b v / t at s = 8192: 128 x 8192^2 x 2 / 8.
    SB_COMPARE_REL(score_a, 128.0 * 8192.0 * 8192.0 * 2.0 / 8.0, 1e-12);
    SB_COMPARE_REL(score_b, 2.0 * score_a, 1e-12);
}

// The design case types its activations (10 GiB): with cp = 2 nothing of the budget is split,
// and the plan says so on activations.source instead of silently keeping it (the peak was the
// same at cp 1 and 2 with no word).
void TestLayouts::contextParallelWithATypedBudgetSaysSo() {
    Scenario s = test::preset("book-design-48.json");
    s.parallel.cp = 2;
    const Results typed = evaluate(s);
    QVERIFY(typed.ok());
    const auto said = [](const Results& r) {
        return std::any_of(r.warnings.begin(), r.warnings.end(), [](const Issue& w) {
            return w.path == "activations.source" &&
                   w.message.find("context-parallel split") != std::string::npos;
        });
    };
    QVERIFY(said(typed));
    activationSettings(s).source = ActivationSource::Architecture;
    const Results architecture = evaluate(s);
    QVERIFY(architecture.ok());
    QVERIFY(!said(architecture));
}

// One all-gather per card: (cp - 1)/cp x 2 s b (kv heads / t, at least 1) head_dim v; Llama 3
// 405B at 128K, cp 16, t 8: 15/16 x 2 x 131072 x 1 x 1 x 128 x 2 = 62,914,560 B, on the NIC
// (t cp = 128 cards span hosts) at 50 GB/s: 1.2583 ms; all exposed (cp_overlap = false): F 1 +
// B 2 = 3 of them per layer.
void TestLayouts::kvExchangeVolume() {
    const Scenario s = test::preset("llama3-405b-128k-cp.json", false);
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const LayoutResults& l = r.layout;
    SB_COMPARE_REL(l.kv_collective_bytes, 15.0 / 16.0 * 2.0 * 131072.0 * 128.0 * 2.0, 1e-12);
    QVERIFY(!l.kv_in_host);
    SB_COMPARE_REL(l.kv_collective_s, 62914560.0 / 50e9, 1e-12);
    SB_COMPARE_REL(l.kv_layer_exposed_s, 3.0 * l.kv_collective_s, 1e-12);
    // Per step on the paced stage: m L_s x per layer; 16 micro-batches, 8 layers.
    SB_COMPARE_REL(r.plan.kv_exchange_s, 16.0 * 8.0 * 3.0 * 62914560.0 / 50e9, 1e-12);
    SB_COMPARE_REL(r.plan.kv_exchange_link_s, r.plan.kv_exchange_s, 1e-12);
    // The plan's dp = 16384 / (8 x 16 x 16) = 8; 128 sequences: 16 micro-batches per pipeline.
    QCOMPARE(r.plan.dp, 8.0);
    QCOMPARE(r.plan.microbatches_per_pipeline, std::int64_t{16});
}

// The overlap switch: on, each pass's exchange hides under its attention core (at 128K the core
// is far longer), so nothing is exposed and the step is shorter by exactly the exposed part.
void TestLayouts::kvOverlapSwitch() {
    Scenario s = test::preset("llama3-405b-128k-cp.json");
    const Results off = evaluate(s);
    s.parallel.cp_overlap = true;
    const Results on = evaluate(s);
    QVERIFY(off.ok() && on.ok());
    QCOMPARE(on.plan.kv_exchange_s, 0.0);
    QVERIFY(on.layout.kv_attention_forward_s > on.layout.kv_collective_s);
    SB_COMPARE_REL(on.plan.kv_exchange_link_s, off.plan.kv_exchange_link_s, 1e-12);
    QVERIFY(off.plan.step_time_s > on.plan.step_time_s);
}

// Routed experts N_e = (L - dense) E 3 h f_e sit N_e / (p ep t_e) on a card and shard over
// d_e = cards / (p ep t_e); the dense rest (N - N_e) / (t p) over d = cards / (t p). ZeRO-1
// (distributed optimizer, 18 B): (w+g) N + (m+o) N / group for each part.
void TestLayouts::expertMemoryTerms() {
    const Scenario s = deepseek();
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const double n_e = 58.0 * 256.0 * 3.0 * 7168.0 * 2048.0;
    SB_COMPARE_REL(routedExpertParams(s.model), n_e, 1e-15);
    const MemoryResults& m = r.memory;
    SB_COMPARE_REL(m.expert_params_per_card, n_e / (16.0 * 64.0 * 1.0), 1e-15);
    QCOMPARE(m.expert_data_parallel, 2048.0 / (16.0 * 64.0));
    // The preset's N is the MLA shape's own count (DeepSeek-V3 config.json: 671.0 B).
    SB_COMPARE_REL(m.dense_params_per_card, (671026404352.0 - n_e) / 16.0, 1e-15);
    const double dense = m.dense_params_per_card;
    const double expert = m.expert_params_per_card;
    // distributed-optimizer: 2 + 4 + 4 + 8 B; ZeRO-1 shards master + Adam (12 B).
    const double resident = 6.0 * dense + 12.0 * dense / 128.0 + 6.0 * expert + 12.0 * expert / 2.0;
    SB_COMPARE_REL(m.resident_bytes_per_card, resident, 1e-12);
    const MemoryStack& z1 = m.zero_stacks[1];
    SB_COMPARE_REL(z1.weights_bytes, 2.0 * dense, 1e-15);
    SB_COMPARE_REL(z1.expert_weights_bytes, 2.0 * expert, 1e-15);
    SB_COMPARE_REL(z1.grads_bytes, 4.0 * (dense + expert), 1e-15);
    // ep = 1: every card would hold all experts of its stage, 64 x as many.
    Scenario one = s;
    one.parallel.ep = 1;
    SB_COMPARE_REL(evaluate(one).memory.expert_params_per_card, n_e / 16.0, 1e-15);
}

// One dispatch per card: s b / (cp t) tokens x k x h x v x (ep - 1)/ep = 4096 x 8 x 7168 x 2 x
// 63/64 = 462,422,016 B; the 64 ranks sit one card apart (t_e = 1), 8 share a host: (64 - 8) /
// 63 of the bytes cross the NIC (50 GB/s), the rest NVLink (450 GB/s): the NIC's part decides.
void TestLayouts::allToAllVolume() {
    // Megatron's all-to-all dispatcher: one copy per routed expert.
    Scenario s = deepseek();
    s.parallel.ep_host_dispatch = false;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const LayoutResults& l = r.layout;
    SB_COMPARE_REL(l.a2a_bytes, 4096.0 * 8.0 * 7168.0 * 2.0 * 63.0 / 64.0, 1e-15);
    SB_COMPARE_REL(l.a2a_off_host_share, 56.0 / 63.0, 1e-15);
    SB_COMPARE_REL(l.a2a_s, l.a2a_bytes * 56.0 / 63.0 / 50e9, 1e-12);
    // Full recompute: dispatch + combine in F, B and the recompute: 6 per MoE layer.
    SB_COMPARE_REL(l.a2a_layer_total_s, 6.0 * l.a2a_s, 1e-12);
    // 61 layers on 16 stages: the first 13 stages hold 4, the rest 3; the first 3 layers dense.
    QCOMPARE(l.stage_moe_layers.front(), std::int64_t{1});
    QCOMPARE(l.stage_moe_layers[1], std::int64_t{4});
    QCOMPARE(l.stage_moe_layers.back(), std::int64_t{3});
}

// Off, the all-to-all is all exposed; on (DualPipe) only what exceeds the pass's compute.
void TestLayouts::allToAllOverlapSwitch() {
    Scenario s = deepseek();
    s.parallel.ep_overlap = false;
    const Results off = evaluate(s);
    s.parallel.ep_overlap = true;
    const Results on = evaluate(s);
    QVERIFY(off.ok() && on.ok());
    SB_COMPARE_REL(off.layout.a2a_layer_exposed_s, off.layout.a2a_layer_total_s, 1e-12);
    QVERIFY(on.layout.a2a_layer_exposed_s < off.layout.a2a_layer_exposed_s);
    QVERIFY(on.plan.step_time_s < off.plan.step_time_s);
}

// Dispatched once per host (DeepEP; DeepSeek-V3 §3.2.2) with node-limited routing (M = 4,
// §2.1.2): ep 64 over H = 8 hosts of R = 8 ranks; a token's 8 experts on D = 4 (1 - (3/4)^8)
// distinct hosts, 7/8 of them remote; the other 8 x 7/8 copies forwarded over NVLink.
void TestLayouts::allToAllOncePerHost() {
    Scenario s = deepseek();
    s.parallel.ep_host_dispatch = true;
    s.moe->max_hosts_per_token = 4;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const LayoutResults& l = r.layout;
    const double token = 4096.0 * 7168.0 * 2.0;
    const double remote = 4.0 * (1.0 - std::pow(0.75, 8)) * 7.0 / 8.0;  // 3.1496
    SB_COMPARE_REL(l.a2a_remote_hosts_per_token, remote, 1e-12);
    SB_COMPARE_REL(l.a2a_bytes, token * (remote + 8.0 * 7.0 / 8.0), 1e-12);
    SB_COMPARE_REL(l.a2a_off_host_share, remote / (remote + 7.0), 1e-12);
    // The NIC binds: 3.15 token copies at 50 GB/s (was 7 copies: 8.22 ms).
    SB_COMPARE_REL(l.a2a_s, token * remote / 50e9, 1e-12);
    QVERIFY(l.a2a_s < 0.004);
    // Any host allowed: D = 8 (1 - (7/8)^8) distinct hosts.
    s.moe->max_hosts_per_token = 0;
    const Results any = evaluate(s);
    SB_COMPARE_REL(any.layout.a2a_remote_hosts_per_token,
                   8.0 * (1.0 - std::pow(7.0 / 8.0, 8)) * 7.0 / 8.0, 1e-12);
    QVERIFY(any.layout.a2a_s > l.a2a_s);
    // Within one host nothing crosses the NIC and the copies are the all-to-all's own.
    s.parallel.ep = 8;
    const Results host = evaluate(s);
    s.parallel.ep_host_dispatch = false;
    const Results plain = evaluate(s);
    QVERIFY(host.ok() && plain.ok());
    QCOMPARE(host.layout.a2a_off_host_share, 0.0);
    SB_COMPARE_REL(host.layout.a2a_bytes, plain.layout.a2a_bytes, 1e-12);
    // And the step is faster than with every copy on the network, where the limit alone
    // changes nothing and the plan says so.
    s = deepseek();
    s.parallel.ep_host_dispatch = false;
    s.moe->max_hosts_per_token = 4;
    const Results plain_limited = evaluate(s);
    QVERIFY(r.plan.step_time_s < plain_limited.plan.step_time_s);
    QVERIFY(hasIssue(plain_limited.warnings, "moe.max_hosts_per_token", "changes no byte"));
    QVERIFY(!hasIssue(r.warnings, "moe.max_hosts_per_token", ""));
    s.moe->max_hosts_per_token = 0;
    SB_COMPARE_REL(evaluate(s).plan.step_time_s, plain_limited.plan.step_time_s, 1e-12);
}

// The plan tab's 6ND extrapolation runs a MoE on what a token passes through: DeepSeek-V3's
// 37.5 B active parameters, not the 671 B it stores (18x the days).
void TestLayouts::sixNdCountsActiveParams() {
    const Scenario s = deepseek();
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const double active = static_cast<double>(s.model.params) - inactiveExpertParams(s.model);
    QVERIFY(active > 37e9 && active < 38e9);
    for (const SixNdRow& row : r.plan.six_nd) {
        const double rate = row.peak_tflops * 1e12 * row.mfu;
        SB_COMPARE_REL(row.days,
                       6.0 * active * s.training.tokens /
                           (static_cast<double>(s.cluster.cards) * rate * 86400.0),
                       1e-12);
    }
    // H100 at 40 %: about 48 days, the order of the plan's own 59.5 training days.
    QVERIFY(r.plan.six_nd[4].days > 40 && r.plan.six_nd[4].days < 60);
}

// E = 8 experts, 800 dispatches (mean 100): 2 hot at 150, 6 cold share 500 (84, 84, 83 x 4).
// ep = 4: 2 experts a rank, the hot pair together: 300 rows against 800 / 4 = 200 -> 1.5. At
// c = 1.25 (C = 125) the hot ones are cut to 125: 250 of 750 / 4 -> 4/3. ep = 1: 1.
void TestLayouts::slowestExpertRank() {
    const ExpertLoads loads = hotColdLoads(8, 800, 0.25, 1.5);
    QCOMPARE(loads.front().first, std::int64_t{150});
    SB_COMPARE_REL(expertRankLoad(loads, 8, 4, 800, 4.0).factor, 1.5, 1e-15);
    const ExpertRankLoad capped = expertRankLoad(loads, 8, 4, 800, 1.25);
    SB_COMPARE_REL(capped.slowest_rows, 250.0, 1e-15);
    SB_COMPARE_REL(capped.mean_rows, 750.0 / 4.0, 1e-15);
    SB_COMPARE_REL(capped.factor, 4.0 / 3.0, 1e-15);
    QCOMPARE(expertRankLoad(loads, 8, 1, 800, 1.25).factor, 1.0);
    // The plan: the wait is (factor - 1) x the routed experts' compute.
    const Results r = evaluate(deepseek());
    QVERIFY(r.layout.expert_imbalance > 1.0);
    SB_COMPARE_REL(r.layout.expert_wait_layer_s,
                   (r.layout.expert_imbalance - 1.0) * r.layout.expert_layer_s, 1e-12);
}

void TestLayouts::waterfallBarsAddUp_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("predicted");
    for (const char* p : {"deepseek-v3-ep-h100.json", "llama3-405b-128k-cp.json"}) {
        QTest::newRow(qPrintable(QString::fromLatin1(p) + " typed")) << p << false;
        QTest::newRow(qPrintable(QString::fromLatin1(p) + " predicted")) << p << true;
    }
}

// The new loss bars are there and the bars still add up to the plan's step.
void TestLayouts::waterfallBarsAddUp() {
    QFETCH(QString, preset);
    QFETCH(bool, predicted);
    const Results r = evaluate(test::preset(preset.toStdString(), predicted));
    QVERIFY(r.ok());
    const MfuWaterfall& w = r.waterfall;
    double t = w.peak_s;
    bool kv = false;
    bool a2a = false;
    for (const WaterfallBar& b : w.bars) {
        kv = kv || b.id == "kv_exchange";
        a2a = a2a || b.id == "all_to_all";
        if (b.id == "stragglers") {
            break;
        }
        // Every bar a loss but the typed FP8 linear layers' gain (precision.compute = fp8).
        QVERIFY(b.seconds >= -1e-12 || b.id == "fp8_matmuls");
        t += b.seconds;
    }
    QVERIFY(kv || a2a);
    SB_COMPARE_REL(t, r.plan.step_time_s, 1e-9);
}

QTEST_APPLESS_MAIN(TestLayouts)
#include "tst_layouts.moc"
