// stepbudget-cli: the result sections (activation ... shape) in `eval --format json`, the catalog
// command and the --model / --gpu options, as users script them (real process, exit codes).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "presets.h"

using namespace stepbudget::test;

namespace {

QJsonValue at(const QJsonObject& root, const QString& dotted) {
    QJsonValue v = root;
    for (const QString& part : dotted.split('.')) {
        v = v.isArray() ? v.toArray().at(part.toInt()) : v.toObject().value(part);
    }
    return v;
}

double num(const QJsonObject& root, const QString& dotted) {
    return jsonAt(root, dotted);
}

}  // namespace

class TestCliBreadth : public QObject {
    Q_OBJECT
private slots:
    void sectionsPresent();
    void designCaseNumbers();
    void moePreset();
    void modelAndGpuOptions();
    void unknownCatalogNameExitsTwo();
    void catalogCommand();
    void markdownHasNewDerivations();
};

void TestCliBreadth::sectionsPresent() {
    const Run r = cli({"eval", presetFile("book-design-48.json")});
    QCOMPARE(r.exit_code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    for (const char* section : {"activation", "recompute", "offload", "sharding", "collectives",
                                "moe", "attention", "scaling", "shape"}) {
        QVERIFY2(j.contains(section), section);
    }
    for (const char* key :
         {"memory.convention", "memory.bytes_per_param_formula", "memory.extra_source", "rl.stages",
          "rl.async_ratio_curve", "activation.terms", "activation.modes.selective",
          "collectives.split.chunks", "collectives.windows", "scaling.rows",
          "scaling.weak_curve.days", "offload.cast_curves"}) {
        QVERIFY2(!at(j, key).isUndefined(), key);
    }
    QCOMPARE(at(j, "memory.convention").toString(), QString("fields"));
    QCOMPARE(at(j, "memory.extra_source").toString(), QString("budget"));
}

void TestCliBreadth::designCaseNumbers() {
    const Run r = cli({"eval", presetFile("book-design-48.json")});
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    SB_COMPARE_PRINTED(num(j, "plan.finish_days"), 24.637, 3);  // the book case does not move
    SB_COMPARE_PRINTED(num(j, "offload.break_even_gb_per_s"), 147.2877, 4);
    SB_COMPARE_PRINTED(num(j, "offload.cpu_cast.total_s") * 1e3, 4.13, 2);
    SB_COMPARE_PRINTED(num(j, "collectives.whole_s") * 1e3, 4.55, 2);
    SB_COMPARE_PRINTED(num(j, "collectives.token_mean_grad"), 0.32, 2);
    QCOMPARE(num(j, "attention.pairs"), 26218496.0);
    SB_COMPARE_PRINTED(num(j, "scaling.min_steps"), 19434.12, 2);
    SB_COMPARE_PRINTED(num(j, "scaling.rows.4.strong_days"), 0.8, 1);
    SB_COMPARE_PRINTED(num(j, "recompute.stage_saved_bytes") / stepbudget::units::kMiB, 90, 0);
    QCOMPARE(num(j, "shape.params_from_shape"), 8190735360.0);
    QCOMPARE(at(j, "moe.enabled").toBool(true), false);
}

void TestCliBreadth::moePreset() {
    const Run r = cli({"eval", presetFile("moe-capacity-qwen3-235b.json")});
    QCOMPARE(r.exit_code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    SB_COMPARE_REL(num(j, "moe.at_capacity.dropped_share"), 0.125, 1e-12);
    SB_COMPARE_REL(num(j, "moe.at_capacity.padded_share"), 0.30, 1e-12);
    QCOMPARE(at(j, "moe.table").toArray().size(), 4);
    QCOMPARE(at(j, "moe.curve.capacity_factor").toArray().size(),
             at(j, "moe.curve.padded_share").toArray().size());
    SB_COMPARE_PRINTED(num(j, "rl.sync_per_receiver_bytes") / stepbudget::units::kGiB, 26.4, 1);
    QCOMPARE(at(j, "memory.bytes_per_param_formula").toString(), QString("6 + 12/d"));
}

void TestCliBreadth::modelAndGpuOptions() {
    // --model/--gpu apply the catalog entry, then --set overrides still win.
    const Run r = cli({"eval", presetFile("book-design-48.json"), "--model", "Llama-3-8B", "--gpu",
                       "H100 SXM", "--set", "cluster.cards=64"});
    QCOMPARE(r.exit_code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    // Llama has no q/k norms; a ModelSpec assumes Qwen3's (2 head_dim per layer) like
    // compute.h's normParams: 8,030,261,248 + 32 x 2 x 128.
    QCOMPARE(num(j, "shape.params_from_shape"), 8030261248.0 + 32 * 2 * 128);
    QCOMPARE(num(j, "shape.relative_difference"), -8192.0 / (8030261248.0 + 8192));
    // 8,030,261,248 x 16 B / 64 cards under ZeRO-3.
    SB_COMPARE_REL(num(j, "memory.resident_bytes_per_card"), 8030261248.0 * 16 / 64, 1e-12);
    SB_COMPARE_REL(num(j, "memory.usable_bytes_per_card"), 74 * stepbudget::units::kGiB, 1e-12);
}

void TestCliBreadth::unknownCatalogNameExitsTwo() {
    const Run model = cli({"eval", presetFile("book-design-48.json"), "--model", "Qwen9"});
    QCOMPARE(model.exit_code, 2);
    QVERIFY(model.err.contains("--model") && model.err.contains("Qwen9"));
    const Run gpu = cli({"validate", presetFile("book-design-48.json"), "--gpu", "H900"});
    QCOMPARE(gpu.exit_code, 2);
    QVERIFY(gpu.err.contains("--gpu"));
}

void TestCliBreadth::catalogCommand() {
    const Run r = cli({"catalog"});
    QCOMPARE(r.exit_code, 0);
    QVERIFY(r.out.contains("H100 SXM\t989.4"));
    QVERIFY(r.out.contains("Qwen3-8B\t8190735360"));
    QVERIFY(r.out.contains("DeepSeek-V3\t"));
}

void TestCliBreadth::markdownHasNewDerivations() {
    const Run r = cli({"eval", presetFile("rl-pipeline.json"), "--format", "md"});
    QCOMPARE(r.exit_code, 0);
    QVERIFY(r.out.contains("B* = 1 / (3 (1/C_c - 1/C_g))"));
    QVERIFY(r.out.contains("exp(log pi - log mu_recomputed)"));
    QVERIFY(r.out.contains("S_min = S / (1 + B_crit / B)"));
}

QTEST_GUILESS_MAIN(TestCliBreadth)
#include "tst_cli_sections.moc"
