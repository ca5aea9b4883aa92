// The MFU waterfall sums to its ends exactly (docs/one-plan.md, "Names"): on every preset, with
// typed and with predicted efficiency, the compute bars take 100 % to the compute efficiency
// in force (compute.mfu), the bars through the input wait reach plan.achieved_mfu with the
// step's own seconds, every bar starts where the one before ended, and the goodput is where the
// last bar ends. GPT-3's first bars used to end at 56.3 % against its 57.8 %: the paced stage's
// LM head and the optimizer step were counted as compute losses.
#include <QTest>

#include "fuzzy.h"
#include "model/evaluate/evaluate.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

bool isComputeBar(const std::string& id) {
    return id == "typed_mfu" || id == "achievable_matmul" || id == "shape" ||
           id == "memory_bound" || id == "fp8_casts" || id == "fp8_matmuls";
}

}  // namespace

class TestMfuWaterfall : public QObject {
    Q_OBJECT
private slots:
    void sumsToItsEnds_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("predicted");
        const QStringList files = presetFiles();
        QVERIFY(files.size() >= 15);
        for (const QString& f : files) {
            QTest::newRow(qPrintable(f + ", typed")) << f << false;
            QTest::newRow(qPrintable(f + ", predicted")) << f << true;
        }
    }
    void sumsToItsEnds() {
        QFETCH(QString, file);
        QFETCH(bool, predicted);
        Scenario sc = preset(file.toStdString());
        sc.cluster.efficiency_source =
            predicted ? EfficiencySource::Predicted : EfficiencySource::Typed;
        const Results r = evaluate(sc);
        QVERIFY(r.ok());
        const MfuWaterfall& w = r.waterfall;
        QVERIFY(!w.bars.empty());
        double level = 1.0;
        double seconds = w.peak_s;
        double after_compute = -1;
        double after_input = -1;
        for (std::size_t i = 0; i < w.bars.size(); ++i) {
            const WaterfallBar& b = w.bars[i];
            SB_COMPARE_REL(b.mfu_before, level, 1e-12);
            level -= b.loss();
            seconds += b.seconds;
            SB_COMPARE_REL(b.mfu_after, w.peak_s / seconds, 1e-9);
            if (isComputeBar(b.id) && (i + 1 == w.bars.size() || !isComputeBar(w.bars[i + 1].id))) {
                after_compute = level;
            }
            if (b.id == "input_wait") {
                after_input = level;
                SB_COMPARE_REL(seconds, r.plan.step_time_s, 1e-9);
            }
        }
        // 100 % less the compute bars is the compute efficiency (60.6 % on GPT-3); a typed FP8
        // efficiency is the BF16 figure, which the FP8 linear layers' gain bar divides by the
        // FP8 time factor f.
        const bool typed_fp8 = !w.predicted && r.compute.fp8;
        SB_COMPARE_REL(after_compute,
                       typed_fp8 ? r.compute.mfu / r.compute.fp8_time_factor : r.compute.mfu, 1e-9);
        SB_COMPARE_REL(after_input, r.plan.achieved_mfu, 1e-9);
        SB_COMPARE_REL(w.achieved_mfu, r.plan.achieved_mfu, 1e-9);
        SB_COMPARE_REL(level, w.goodput_mfu, 1e-9);
        // Every bar is derived.
        for (const WaterfallBar& b : w.bars) {
            QVERIFY2(r.derivation("waterfall." + b.id) != nullptr, b.id.c_str());
        }
    }

    // The case the issue names: GPT-3 175B predicted, the compute bars end at the predicted
    // compute efficiency (57.8 % when the issue was filed, 61.2 % with the attention-rate
    // tables and the A100 refit to 0.844, 60.6 % when the A100 fraction was refitted to 0.835
    // beside the Triton kernel's fitted backward share, 59.0 % since the A100 40GB MPT table
    // joined the A100 fit, 0.809 with the MPT rows' fused loss; 57.2 % since the GEMM tile
    // overhead slows the short-K GEMMs and the A100 fraction is 0.847 beside it), the LM head of
    // the paced (last) stage is its own bar.
    void gpt3ComputeBarsEndAtTheComputeEfficiency() {
        const Results r = evaluate(preset("gpt3-175b-a100.json"));
        QVERIFY(r.waterfall.predicted);
        const WaterfallBar* memory = nullptr;
        const WaterfallBar* paced = nullptr;
        for (const WaterfallBar& b : r.waterfall.bars) {
            memory = b.id == "memory_bound" ? &b : memory;
            paced = b.id == "paced_stage" ? &b : paced;
        }
        QVERIFY(memory != nullptr && paced != nullptr);
        SB_COMPARE_REL(memory->mfu_after, r.plan.predicted_mfu, 1e-9);
        QVERIFY(matchesPrinted(100 * memory->mfu_after, 57.2, 1));
        QVERIFY(paced->seconds > 0);
    }
};

QTEST_GUILESS_MAIN(TestMfuWaterfall)
#include "tst_mfu_waterfall.moc"
