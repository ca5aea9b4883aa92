// cluster.efficiency_source = predicted on the plan: every shipped preset evaluates with finite
// results and a warning exactly where the card has no measured matmul figure; the stage times
// are the per-operation model's; cluster.mfu is ignored unless cluster.mfu_override; the MFU
// waterfall's bars add up to the plan's achieved MFU, typed and predicted.
#include <QDir>
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/efficiency/layer_time.h"
#include "model/io/results_json.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

Scenario predicted(const std::string& file) {
    Scenario sc = preset(file);
    sc.cluster.efficiency_source = EfficiencySource::Predicted;
    return sc;
}

bool hasWarning(const Results& r, const std::string& key) {
    for (const Issue& w : r.warnings) {
        if (w.path == key) {
            return true;
        }
    }
    return false;
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
        // Warned exactly when the card has no measured achievable matmul figure.
        const bool measured = layerSetupOf(sc).measured_matmul;
        if (!measured) {
            QVERIFY(hasWarning(r, "cluster.gpu"));
        }
        // The waterfall: finite bars, the MFU after the input wait is the plan's achieved MFU.
        QVERIFY(r.waterfall.predicted);
        QCOMPARE(r.waterfall.bars.size(), std::size_t{10});
        for (const WaterfallBar& b : r.waterfall.bars) {
            QVERIFY2(std::isfinite(b.seconds) && std::isfinite(b.loss()), b.id.c_str());
            QVERIFY(r.derivation("waterfall." + b.id) != nullptr);
        }
        SB_COMPARE_REL(r.waterfall.achieved_mfu, r.plan.achieved_mfu, 1e-9);
        QVERIFY(r.waterfall.goodput_mfu <= r.waterfall.achieved_mfu);
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
