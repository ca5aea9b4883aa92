// cluster.efficiency_source = predicted on the plan: every shipped preset evaluates with finite
// results and a warning exactly where the card has no measured matmul figure; the stage times
// are the per-operation model's; cluster.mfu is ignored unless cluster.mfu_override; the MFU
// waterfall's bars add up to the plan's achieved MFU, typed and predicted.
#include <QDir>
#include <QTest>
#include <cmath>

#include <nlohmann/json.hpp>

#include "fuzzy.h"
#include "message_checks.h"
#include "model/efficiency/layer_time.h"
#include "model/io/results_json.h"
#include "model/shape/catalog.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

Scenario predicted(const std::string& file) {
    Scenario sc = preset(file);
    sc.cluster.efficiency_source = EfficiencySource::Predicted;
    return sc;
}

// Paths of the result JSON that hold no finite number: the writer turns NaN and inf into null
// (results_json.cpp), and a NaN that slipped through as a string would say "nan"/"inf".
void nonFinite(const nlohmann::json& j, const std::string& path, QStringList* out) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            nonFinite(it.value(), path + "." + it.key(), out);
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i) {
            nonFinite(j[i], path + "[" + std::to_string(i) + "]", out);
        }
    } else if (j.is_null() || (j.is_number_float() && !std::isfinite(j.get<double>())) ||
               (j.is_string() &&
                (j.get<std::string>() == "nan" || j.get<std::string>() == "inf"))) {
        out->append(QString::fromStdString(path));
    }
}

QStringList nonFiniteIn(const Results& r) {
    QStringList paths;
    nonFinite(nlohmann::json::parse(resultsToJson(r)), "", &paths);
    // No card count meets the deadline: null by design (docs/cli.md), not a broken number.
    if (r.plan.cards_for_deadline == 0) {
        paths.removeAll(".plan.cards_for_deadline");
    }
    // A compute efficiency the deadline would need but no card has (above 100 %): "not
    // reachable", null by design (docs/cli.md).
    if (!r.plan.required_mfu_reachable) {
        paths.removeAll(".plan.required_mfu");
    }
    return paths;
}

const Issue* warning(const Results& r, const std::string& key, const std::string& fragment) {
    for (const Issue& w : r.warnings) {
        if (w.path == key && w.message.find(fragment) != std::string::npos) {
            return &w;
        }
    }
    return nullptr;
}

const WaterfallBar* bar(const Results& r, const std::string& id) {
    for (const WaterfallBar& b : r.waterfall.bars) {
        if (b.id == id) {
            return &b;
        }
    }
    return nullptr;
}

}  // namespace

class TestPredictedPlan : public QObject {
    Q_OBJECT
private slots:
    void everyPreset_data() {
        QTest::addColumn<QString>("file");
        const QStringList files = QDir(STEPBUDGET_PRESETS_DIR).entryList({"*.json"}, QDir::Files);
        QVERIFY(files.size() >= 10);
        for (const QString& f : files) {
            QTest::newRow(f.toUtf8().constData()) << f;
        }
    }
    void everyPreset() {
        QFETCH(QString, file);
        const Scenario sc = predicted(file.toStdString());
        const Results r = evaluate(sc);
        QVERIFY2(r.ok(), r.issues.empty() ? "" : r.issues.front().message.c_str());
        QVERIFY(r.layout.predicted);
        QVERIFY(r.plan.predicted_mfu > 0 && r.plan.predicted_mfu <= 1);
        QVERIFY(r.plan.achieved_mfu > 0 && r.plan.achieved_mfu <= 1);
        QVERIFY(r.plan.hfu >= r.plan.achieved_mfu);
        QVERIFY(std::isfinite(r.plan.finish_days) && r.plan.finish_days > 0);
        for (double v : r.plan.stage_forward_s) {
            QVERIFY(std::isfinite(v) && v > 0);
        }
        // The result JSON carries the new key only in this mode.
        QVERIFY(resultsToJson(r).find("\"predicted_mfu\"") != std::string::npos);
        for (const Derivation& d : r.derivations) {
            QVERIFY2(std::isfinite(d.value), d.id.c_str());
        }
        // Every number of the result JSON is finite.
        const QStringList broken = nonFiniteIn(r);
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(", ")));
        // Warned exactly when the card has no measured achievable matmul figure.
        const bool measured = layerSetupOf(sc).measured_matmul;
        QCOMPARE(warning(r, "cluster.gpu", "no published achievable-matmul") != nullptr, !measured);
        // The waterfall: finite bars, the MFU after the input wait is the plan's achieved MFU.
        QVERIFY(r.waterfall.predicted);
        // Twelve bars (paced stage and optimizer included), one more for the casts with FP8
        // compute, and one per context / expert parallelism mechanism in use (layouts.md).
        const bool fp8 = sc.precision.compute == ComputePrecision::FP8;
        std::size_t layout_bars = 0;
        for (const WaterfallBar& b : r.waterfall.bars) {
            layout_bars +=
                b.id == "kv_exchange" || b.id == "all_to_all" || b.id == "expert_imbalance" ? 1 : 0;
        }
        QCOMPARE(r.waterfall.bars.size() - layout_bars, std::size_t{fp8 ? 13u : 12u});
        for (const WaterfallBar& b : r.waterfall.bars) {
            QVERIFY2(std::isfinite(b.seconds) && std::isfinite(b.loss()), b.id.c_str());
            QVERIFY(r.derivation("waterfall." + b.id) != nullptr);
        }
        SB_COMPARE_REL(r.waterfall.achieved_mfu, r.plan.achieved_mfu, 1e-9);
        QVERIFY(r.waterfall.goodput_mfu <= r.waterfall.achieved_mfu);
    }

    // The same preset on a card the catalog has no matmul measurement for (V100, H100 PCIe)
    // and on one it does not know at all: finite results, and the top-level warning names
    // cluster.gpu and the share of the peak assumed.
    void unmeasuredCardWarns_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("gpu");
        const QStringList files = presetFiles();
        QVERIFY(files.size() >= 15);
        for (const QString& f : files) {
            for (const char* gpu : {"V100 SXM2 32GB", "H100 PCIe", "unlisted"}) {
                QTest::newRow(qPrintable(f + ", " + gpu)) << f << QString(gpu);
            }
        }
    }
    void unmeasuredCardWarns() {
        QFETCH(QString, file);
        QFETCH(QString, gpu);
        Scenario sc = predicted(file.toStdString());
        // These cards have no FP8 rate (V100) or no known one (unlisted): plan them in BF16.
        sc.precision.compute = ComputePrecision::BF16;
        if (gpu == "unlisted") {
            sc.cluster.gpu = "Custom accelerator";  // keeps the preset's peak and bandwidths
        } else {
            QVERIFY(applyGpu(sc, gpu.toStdString()));
        }
        QVERIFY(!layerSetupOf(sc).measured_matmul);
        const Results r = evaluate(sc);
        QVERIFY2(r.ok(), r.issues.empty() ? "" : r.issues.front().message.c_str());
        const Issue* w = warning(r, "cluster.gpu", "no published achievable-matmul");
        QVERIFY(w != nullptr);
        QVERIFY2(w->message.find(sc.cluster.gpu) != std::string::npos, w->message.c_str());
        QVERIFY2(w->message.find("80.3 % of the peak") != std::string::npos, w->message.c_str());
        // ... and it reaches the result JSON's top-level warnings.
        const nlohmann::json j = nlohmann::json::parse(resultsToJson(r));
        bool in_json = false;
        for (const nlohmann::json& x : j.at("warnings")) {
            in_json = in_json || (x.at("key") == "cluster.gpu" &&
                                  x.at("message").get<std::string>().find(
                                      "no published achievable-matmul") != std::string::npos);
        }
        QVERIFY(in_json);
        const QStringList broken = nonFiniteIn(r);
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(", ")));
        QVERIFY(r.plan.predicted_mfu > 0 && r.plan.predicted_mfu <= 1);
    }

    // The plan's derivations say the per-operation model where its numbers come from it, and
    // the typed formulas where they do not.
    void derivationsNameTheirModel() {
        for (const char* file : {"gpt3-175b-a100.json", "book-design-48.json"}) {
            const Results typed = evaluate(preset(file, false));  // GPT-3 ships predicted
            const Results pred = evaluate(predicted(file));
            for (const char* id : {"plan.compute_s", "plan.tp_comm_s", "plan.stage_forward_s",
                                   "plan.stage_backward_s"}) {
                const Derivation* t = typed.derivation(id);
                const Derivation* p = pred.derivation(id);
                QVERIFY2(t != nullptr && p != nullptr, id);
                QVERIFY2(p->formula.find("per-operation model") != std::string::npos,
                         (std::string(file) + " " + id + ": " + p->formula).c_str());
                QVERIFY2(t->formula.find("per-operation model") == std::string::npos, id);
            }
            // The one-stage step and the bubble count the optimizer step the plan adds.
            QVERIFY(pred.derivation("plan.bubble_s")->formula.find("optimizer") !=
                    std::string::npos);
            QVERIFY(pred.derivation("plan.optimizer_s") != nullptr);
            // The per-layer terms the stage times are made of are published with them.
            for (const char* id : {"efficiency.layer_forward_s", "efficiency.layer_tp_comm_s",
                                   "efficiency.last_stage_extra_s", "efficiency.matmul_tflops"}) {
                QVERIFY2(pred.derivation(id) != nullptr, id);
                QVERIFY2(typed.derivation(id) == nullptr, id);
            }
        }
        const Results one_stage = evaluate(predicted("book-design-48.json"));
        QVERIFY(one_stage.derivation("plan.pipeline_s")->formula.find("optimizer") !=
                std::string::npos);
        // The TP derivation's per-layer term is the layer model's own.
        const Results gpt = evaluate(predicted("gpt3-175b-a100.json"));
        const Derivation* layer_tp = gpt.derivation("efficiency.layer_tp_comm_s");
        QVERIFY(layer_tp->value > 0);
        SB_COMPARE_REL(gpt.layout.layer_tp_comm_s, layer_tp->value, 1e-12);
        QVERIFY(gpt.derivation("plan.tp_comm_s")->substituted.find(fmt(layer_tp->value, 8)) !=
                std::string::npos);
    }

    void typedKeepsTypedMfu() {
        const Results r = evaluatePreset("book-design-48.json");
        QVERIFY(!r.layout.predicted);
        QCOMPARE(r.plan.predicted_mfu, 0.0);
        QVERIFY(!hasWarning(r, "cluster.gpu"));
        // The first three bars collapse into the typed MFU's loss: 1 - 0.40 at t = p = 1.
        QVERIFY(bar(r, "typed_mfu") != nullptr && bar(r, "shape") == nullptr);
        SB_COMPARE_REL(bar(r, "typed_mfu")->mfu_after, 0.40, 1e-9);
        SB_COMPARE_REL(r.waterfall.achieved_mfu, r.plan.achieved_mfu, 1e-9);
        QVERIFY(r.derivation("waterfall.typed_mfu") != nullptr);
    }

    // A stage without the embedding or the head runs n layers of the per-operation model.
    void middleStageIsLayersTimesLayer() {
        const Scenario sc = predicted("gpt3-175b-a100.json");
        QVERIFY(sc.parallel.pp >= 3);
        const Results r = evaluate(sc);
        const LayerTimes layer = predictLayerTimes(sc);
        const double n = static_cast<double>(r.layout.stage_layers[1]);
        SB_COMPARE_REL(r.plan.stage_forward_s[1], n * layer.forward_s, 1e-12);
        SB_COMPARE_REL(r.plan.stage_backward_s[1], n * layer.stageBackward_s(), 1e-12);
        SB_COMPARE_REL(r.layout.stage_dw_fraction[1], layer.backward_dw_s / layer.stageBackward_s(),
                       1e-12);
        // The last stage adds the LM head: heavier than a middle one with as many layers.
        QVERIFY(r.plan.stage_forward_s.back() > r.plan.stage_forward_s[1]);
    }

    void typedMfuIgnoredUnlessOverride() {
        Scenario sc = predicted("llama3-70b-h100.json");
        const Results base = evaluate(sc);
        sc.cluster.mfu = 0.2;
        const Results moved = evaluate(sc);
        SB_COMPARE_REL(moved.plan.step_time_s, base.plan.step_time_s, 1e-12);
        // Override at the predicted value: the same step; halved: the compute part doubles.
        sc.cluster.mfu_override = true;
        sc.cluster.mfu = base.plan.predicted_mfu;
        SB_COMPARE_REL(evaluate(sc).plan.step_time_s, base.plan.step_time_s, 1e-9);
        sc.cluster.mfu = base.plan.predicted_mfu / 2;
        const Results half = evaluate(sc);
        SB_COMPARE_REL(half.layout.compute_scale, 2.0, 1e-12);
        QVERIFY(half.plan.step_time_s > base.plan.step_time_s);
        // TP communication is not scaled, so a stage's forward grows by less than 2x.
        const double ratio = half.plan.stage_forward_s[0] / base.plan.stage_forward_s[0];
        QVERIFY2(ratio > 1.5 && ratio < 2.0, std::to_string(ratio).c_str());
        QCOMPARE(half.plan.predicted_mfu, base.plan.predicted_mfu);
    }
};

QTEST_APPLESS_MAIN(TestPredictedPlan)
#include "tst_predicted_plan.moc"
