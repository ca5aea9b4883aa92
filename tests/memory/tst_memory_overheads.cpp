// Memory beyond the tensors (memory.runtime_overheads, docs/memory.md): each term against its
// hand derivation, the peak as their sum in evaluate() (off: exactly the tensors, so the book's
// worked examples stay as printed), and the calibration against the published measured peaks
// and OOM outcomes of data/published_memory.json (docs/validation.md "Memory").
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/memory_validation.h"
#include "model/io/published_memory_json.h"
#include "model/io/published_runs_json.h"
#include "model/memory/activation_cost.h"
#include "model/memory/overheads.h"
#include "model/memory/stack_derivations.h"
#include "model/memory/state_bytes.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;
using units::kGiB;
using units::kMiB;

namespace {

// Llama-3-70B's shape at TP 8, one stage, ZeRO-1 over d = 8, sequence 8,192, micro-batch 1,
// flash attention, activations from the architecture, on H100 SXM with the overheads on.
Scenario handCase() {
    Scenario sc;
    sc.model.name = "Llama-3-70B";
    sc.model.params = 70553706496;
    sc.model.layers = 80;
    sc.model.hidden = 8192;
    sc.model.intermediate = 28672;
    sc.model.vocab = 128256;
    sc.model.heads = 64;
    sc.model.kv_heads = 8;
    sc.model.head_dim = 128;
    sc.cluster.gpu = "H100 SXM";
    sc.cluster.cards = 64;
    sc.cluster.peak_tflops = 989.4;
    sc.cluster.usable_memory_gib = 79.2;
    sc.training.seq_len = 8192;
    sc.training.global_batch = 64;
    sc.training.micro_batch = 1;
    sc.parallel.tp = 8;
    sc.parallel.pp = 1;
    sc.parallel.zero_stage = 1;
    sc.parallel.recompute = Recompute::Selective;
    activationSettings(sc).source = ActivationSource::Architecture;
    activationSettings(sc).flash_attention = true;
    activationSettings(sc).dropout_masks = false;
    activationSettings(sc).sequence_parallel = true;
    sc.memory.runtime_overheads = true;
    return sc;
}

const std::vector<MeasuredMemoryRow>& measuredRows() {
    static const PublishedMemoryLoad loaded =
        loadPublishedMemory(std::string(STEPBUDGET_DATA_DIR) + "/published_memory.json");
    return loaded.rows;
}

const MemoryValidation& shipped() {
    static const MemoryValidation v = validateMemory(measuredRows(), fragmentationFraction());
    return v;
}

}  // namespace

class TestMemoryOverheads : public QObject {
    Q_OBJECT
private slots:
    void runtimeContextByGpu_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("family");
        QTest::addColumn<double>("total_bytes");
        // CUDA context + cuBLAS/cuDNN workspace + NCCL buffers (docs/memory.md).
        QTest::newRow("H100 SXM") << "H100 SXM"
                                  << "Hopper" << 512 * kMiB + 128 * kMiB + 1.5 * kGiB;
        QTest::newRow("B200 SXM") << "B200 SXM"
                                  << "Blackwell" << 512 * kMiB + 128 * kMiB + 1.5 * kGiB;
        QTest::newRow("A100 SXM 80GB") << "A100 SXM 80GB"
                                       << "Ampere" << 400 * kMiB + 64 * kMiB + 1.0 * kGiB;
        QTest::newRow("RTX 4090") << "RTX 4090"
                                  << "PCIe" << 300 * kMiB + 64 * kMiB + 256 * kMiB;
        QTest::newRow("unnamed card: the Hopper values")
            << "Some accelerator"
            << "Hopper" << 512 * kMiB + 128 * kMiB + 1.5 * kGiB;
    }
    void runtimeContextByGpu() {
        QFETCH(QString, gpu);
        QFETCH(QString, family);
        QFETCH(double, total_bytes);
        const RuntimeContext c = runtimeContext(gpu.toStdString());
        QCOMPARE(QString::fromStdString(c.family), family);
        SB_COMPARE_REL(c.total_bytes(), total_bytes, 1e-12);
    }

    // Each term against the formula worked by hand for the Llama-3-70B case.
    void termsByHand() {
        const Scenario sc = handCase();
        const MemoryOverheads o = memoryOverheads(sc);
        QVERIFY(o.included);
        // (b) 8 s b V / (t cp) = 8 * 8192 * 1 * 128256 / 8 = 1,050,673,152 B.
        SB_COMPARE_REL(o.loss_bytes, 1050673152.0, 1e-12);
        // (c) FFN backward, gated: 3 * 2 * s b f / t = 6 * 8192 * 28672 / 8 = 176,160,768 B;
        // flash attention's FP32 dQ: 4 * s b (heads head_dim) / t = 4 * 8192 * 8192 / 8.
        SB_COMPARE_REL(o.ffn_gradient_bytes, 176160768.0, 1e-12);
        SB_COMPARE_REL(o.attention_gradient_bytes, 33554432.0, 1e-12);
        QCOMPARE(o.zero3_gather_bytes, 0.0);     // ZeRO-1
        QCOMPARE(o.recompute_layer_bytes, 0.0);  // selective
        SB_COMPARE_REL(o.largest_op_bytes, 176160768.0, 1e-12);
        // (d) the fitted fraction.
        SB_COMPARE_REL(o.fragmentation_fraction, 0.067, 1e-12);
    }

    // memory.loss_kernel = fused (a cross-entropy kernel on the 16-bit logits): the last stage
    // saves 2 s b V / t + 4 s b instead of the FP32 logits 4 s b V / t, and the backward holds
    // one 16-bit gradient 2 s b V / (t cp) instead of two FP32 ones.
    void fusedLossByHand() {
        Scenario fp32 = handCase();
        Scenario fused = fp32;
        fused.memory.loss_kernel = LossKernel::Fused;
        const double tokens = 8192.0;  // s b / cp
        const double vocab = 128256.0;
        // Backward: 2 * 8192 * 128256 / 8 = 262,668,288 B (a quarter of the FP32 loss's).
        SB_COMPARE_REL(memoryOverheads(fused).loss_bytes, 262668288.0, 1e-12);
        SB_COMPARE_REL(memoryOverheads(fused).loss_bytes, memoryOverheads(fp32).loss_bytes / 4,
                       1e-12);
        // Saved on the last stage: (4 - 2) s b V / t - 4 s b less than with FP32 logits.
        const double saved_drop = 2.0 * tokens * vocab / 8.0 - 4.0 * tokens;
        SB_COMPARE_REL(
            activationCost(fp32).output_layer_bytes - activationCost(fused).output_layer_bytes,
            saved_drop, 1e-12);
        // The peak drops by both, plus the fragmentation on them.
        const Results a = evaluate(fp32);
        const Results b = evaluate(fused);
        QVERIFY(a.ok() && b.ok());
        const double dynamic_drop =
            saved_drop + (memoryOverheads(fp32).loss_bytes - memoryOverheads(fused).loss_bytes);
        SB_COMPARE_REL(a.memory.peak_bytes_per_card - b.memory.peak_bytes_per_card,
                       dynamic_drop * (1.0 + 0.067), 1e-9);
        // The loss buffer's derivation names the kernel and its formula.
        const auto it =
            std::find_if(b.derivations.begin(), b.derivations.end(),
                         [](const Derivation& d) { return d.id == "memory.loss_buffer_bytes"; });
        QVERIFY(it != b.derivations.end());
        QVERIFY(it->formula.find("2 s b V / (t cp)") != std::string::npos);
        QVERIFY(it->formula.find("loss_kernel = fused") != std::string::npos);
    }

    void zero3GatherByHand() {
        Scenario sc = handCase();
        sc.parallel.zero_stage = 3;
        // (2 w16 + g) (N - 2 V h) / L / t with g = 2 (BF16 gradients), d = 8.
        const double layer = (70553706496.0 - 2.0 * 128256.0 * 8192.0) / 80.0;
        SB_COMPARE_REL(zero3GatherBytes(sc, 3), 6.0 * layer / 8.0, 1e-12);
        QCOMPARE(zero3GatherBytes(sc, 2), 0.0);
        sc.cluster.cards = 8;  // d = 1: nothing to gather
        QCOMPARE(zero3GatherBytes(sc, 3), 0.0);
    }

    // A MoE layer under ZeRO-3: each expert-parallel rank gathers its own E / ep experts, never
    // the other ranks' (the 256 experts of a DeepSeek-V3 layer are 11.3 B parameters, 68 GB to
    // gather if they all came; the card's 4 are 176 M). The largest layer sets the buffer.
    void zero3GatherOfExpertLayer() {
        Scenario sc = preset("deepseek-v3-ep-h100.json");
        sc.parallel.zero_stage = 3;
        const ModelSpec& m = sc.model;
        const double h = 7168;
        const double expert = 3.0 * h * 2048.0;
        const double routed = 58.0 * 256.0 * expert;
        const double dense_ffn = 3.0 * h * 18432.0;
        const double moe_rest = 1.0 * expert + 256.0 * h;  // shared expert + router
        const double body = static_cast<double>(m.params) - 2.0 * 129280.0 * h;
        const double attention = (body - routed - 3.0 * dense_ffn - 58.0 * moe_rest) / 61.0;
        const double moe_layer = attention + moe_rest + 256.0 / 64.0 * expert;  // t = t_e = 1
        const double dense_layer = attention + dense_ffn;
        // The largest layer on a card: one of the 3 dense layers (an 18,432-wide FFN) outweighs
        // a MoE layer's shared expert, router and 4 local experts.
        QVERIFY(moe_layer < dense_layer);
        SB_COMPARE_REL(zero3LayerParamsPerCard(sc), dense_layer, 1e-12);
        // (2 w16 + g) with the preset's FP32 gradients (distributed-optimizer convention).
        SB_COMPARE_REL(zero3GatherBytes(sc, 3),
                       (4.0 + effectivePrecision(sc).grad_bytes) * dense_layer, 1e-12);
        QCOMPARE(effectivePrecision(sc).grad_bytes, 4.0);
        // Under a billion parameters on a card, not the 11 B of a whole MoE layer.
        QVERIFY(zero3LayerParamsPerCard(sc) < 1e9);
        // Without expert parallelism the card holds every expert: 256 of them.
        sc.parallel.ep = 1;
        SB_COMPARE_REL(zero3LayerParamsPerCard(sc), attention + moe_rest + 256.0 * expert, 1e-12);
        // The Memory tab's ZeRO-3 bar for the preset stays below ZeRO-1's.
        Scenario shipped = preset("deepseek-v3-ep-h100.json");
        const Results r = evaluate(shipped);
        QVERIFY(r.ok());
        QVERIFY(r.memory.zero_stacks[3].total() < r.memory.zero_stacks[1].total());
    }

    void fullRecomputeRebuildsOneLayer() {
        Scenario sc = handCase();
        sc.parallel.recompute = Recompute::Full;
        Scenario none = sc;
        none.parallel.recompute = Recompute::None;
        const MemoryOverheads o = memoryOverheads(sc);
        // Korthikanti's per-layer activations without recompute, with SP and flash: 32 s b h / t
        // (no dropout masks) at 2 B values... as the activation model counts them.
        SB_COMPARE_REL(o.recompute_layer_bytes, activationCost(none).per_layer_bytes, 1e-12);
        QVERIFY(o.recompute_layer_bytes > 0);
        SB_COMPARE_REL(o.largest_op_bytes, o.ffn_gradient_bytes + o.recompute_layer_bytes, 1e-12);
    }

    // The peak is the tensors plus the four parts, in evaluate() and in the stack.
    void peakIsTheSumOfItsParts() {
        const Scenario sc = handCase();
        const Results r = evaluate(sc);
        QVERIFY(r.ok());
        const MemoryResults& m = r.memory;
        const MemoryOverheads& o = m.overheads;
        // One stage: the last stage is the only one, so the loss adds all of itself.
        const double act = m.extra_bytes_per_card + o.loss_bytes;
        const double frag = 0.067 * (act + o.largest_op_bytes);
        const double context = 512 * kMiB + 128 * kMiB + 1.5 * kGiB;
        SB_COMPARE_REL(m.overhead.loss_extra_bytes, o.loss_bytes, 1e-12);
        SB_COMPARE_REL(m.overhead.fragmentation_bytes, frag, 1e-12);
        SB_COMPARE_REL(m.overhead_bytes_per_card,
                       o.loss_bytes + o.largest_op_bytes + frag + context, 1e-12);
        SB_COMPARE_REL(
            m.peak_bytes_per_card,
            m.resident_bytes_per_card + m.extra_bytes_per_card + m.overhead_bytes_per_card, 1e-12);
        const MemoryStack& bar = m.zero_stacks[1];
        SB_COMPARE_REL(bar.total(), m.peak_bytes_per_card, 1e-12);
        SB_COMPARE_REL(bar.overhead_bytes, m.overhead_bytes_per_card, 1e-12);
        // The stack segment's derivation says the same number.
        const auto seg = memoryStackDerivation(sc, "memory.zero1.overhead_bytes");
        QVERIFY(seg.has_value());
        SB_COMPARE_REL(seg->value, bar.overhead_bytes, 1e-12);
        // Each part has its derivation in evaluate()'s list.
        for (const char* id :
             {"memory.runtime_context_bytes", "memory.loss_buffer_bytes", "memory.largest_op_bytes",
              "memory.fragmentation_bytes", "memory.overhead_bytes_per_card"}) {
            const auto it = std::find_if(r.derivations.begin(), r.derivations.end(),
                                         [&](const Derivation& d) { return d.id == id; });
            QVERIFY2(it != r.derivations.end(), id);
        }
    }

    // With pipeline stages the loss sits on the last stage: it raises the peak only by what the
    // last stage then holds beyond the heaviest (first) one.
    void lossOnlyOnTheLastStage() {
        Scenario sc = handCase();
        sc.parallel.pp = 4;
        sc.cluster.cards = 256;
        sc.training.global_batch = 256;
        const Results r = evaluate(sc);
        QVERIFY(r.ok());
        const MemoryResults& m = r.memory;
        const double last = lastStageActivationBytes(sc);
        SB_COMPARE_REL(m.overhead.activation_bytes,
                       std::max(m.extra_bytes_per_card, last + m.overheads.loss_bytes), 1e-12);
        QVERIFY(m.overhead.loss_extra_bytes < m.overheads.loss_bytes);
    }

    // Off (the default): not a byte beyond the tensors, and the book's design case prints as
    // worked-examples.md has it (52.800 s, 24.637 days, 12.543 GiB peak).
    void offCountsTheTensorsOnly_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("book-design-48") << "book-design-48.json";
        QTest::newRow("book-design-32") << "book-design-32.json";
        QTest::newRow("book-pipeline") << "book-pipeline.json";
        QTest::newRow("rtx4090-zero3-8") << "rtx4090-zero3-8.json";
    }
    void offCountsTheTensorsOnly() {
        QFETCH(QString, file);
        const Scenario sc = preset(file.toStdString());
        QVERIFY(!sc.memory.runtime_overheads);
        const Results r = evaluate(sc);
        QVERIFY(r.ok());
        QCOMPARE(r.memory.overhead_bytes_per_card, 0.0);
        SB_COMPARE_REL(r.memory.peak_bytes_per_card,
                       r.memory.resident_bytes_per_card + r.memory.fp8_copy_bytes_per_card +
                           r.memory.extra_bytes_per_card,
                       1e-15);
    }
    void designCaseAsPrinted() {
        const Results r = evaluate(preset("book-design-48.json"));
        QVERIFY(matchesPrinted(r.plan.step_time_s, 52.800, 3));
        QVERIFY(matchesPrinted(r.plan.finish_days, 24.637, 3));
        QVERIFY(matchesPrinted(r.memory.peak_bytes_per_card / kGiB, 12.543, 3));
    }

    // The real-run presets count the overheads and still fit their 79.2 GiB cards.
    void realRunPresetsCountThem_data() {
        QTest::addColumn<QString>("file");
        for (const char* f :
             {"gpt3-175b-a100.json", "llama3-405b-h100.json", "llama3-70b-h100.json",
              "llama3-70b-h100-fp8.json", "llama3-405b-128k-cp.json", "deepseek-v3-ep-h100.json"}) {
            QTest::newRow(f) << f;
        }
    }
    void realRunPresetsCountThem() {
        QFETCH(QString, file);
        const Results r = evaluate(preset(file.toStdString()));
        QVERIFY(r.ok());
        QVERIFY(r.memory.overheads.included);
        QVERIFY(r.memory.overhead_bytes_per_card > 2 * kGiB);  // at least the runtime context
        QVERIFY(r.memory.fits);
    }

    // The calibration (docs/validation.md "Memory"): the shipped phi is the fit, the exact rows'
    // measured peaks are met, and the OOM sweep agrees on >= 95 % of its rows.
    void shippedFractionIsTheFit() {
        QVERIFY(!measuredRows().empty());
        QVERIFY(std::abs(fitFragmentationFraction(measuredRows()) - fragmentationFraction()) <
                5e-4);
    }
    void measuredPeaksAreMet() {
        const MemoryValidation& v = shipped();
        QVERIFY(v.measured >= 5);
        // Tensors only, the old model predicted under half the measured peak.
        QVERIFY(v.tensors_mean_ratio < 0.6);
        QVERIFY2(v.mean_abs_error <= 0.05, qPrintable(QString::number(v.mean_abs_error)));
        QVERIFY2(v.held_out_max_abs_error <= 0.20,
                 qPrintable(QString::number(v.held_out_max_abs_error)));
        QVERIFY2(v.cross_validated_mean_abs_error <= 0.20,
                 qPrintable(QString::number(v.cross_validated_mean_abs_error)));
    }
    void oomVerdictsAgree() {
        const MemoryValidation& v = shipped();
        QVERIFY(v.outcomes >= 10);
        QVERIFY2(v.agree >= 0.95 * v.outcomes,
                 qPrintable(QStringLiteral("%1 of %2").arg(v.agree).arg(v.outcomes)));
        // Every published OOM among the exact rows is predicted as one.
        for (std::size_t i = 0; i < measuredRows().size(); ++i) {
            if (measuredRows()[i].exact && measuredRows()[i].oom) {
                QVERIFY2(v.rows[i].predicted_oom, measuredRows()[i].id.c_str());
            }
        }
    }

    // The MPT benchmark tables as an OOM sweep (scripts/mpt-memory-rows): every row completed on
    // its card with the micro-batch MosaicML chose, so each must be predicted to fit — and most sit
    // close to the capacity, which is what makes the sweep a test. With the FP32 loss (the book's
    // convention, not LLM Foundry's fused default) many would be called out of memory.
    void mptSweepFits_data() {
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("min_rows");
        QTest::newRow("MPT A100 80GB") << "MPT A100 80GB" << 59;
        QTest::newRow("MPT H100 80GB") << "MPT H100 80GB" << 37;
        QTest::newRow("MPT A100 40GB") << "MPT A100 40GB" << 78;
    }
    void mptSweepFits() {
        QFETCH(QString, table);
        QFETCH(int, min_rows);
        const MemoryValidation& v = shipped();
        const auto it =
            std::find_if(v.outcome_tables.begin(), v.outcome_tables.end(),
                         [&](const OutcomeTable& t) { return t.table == table.toStdString(); });
        QVERIFY(it != v.outcome_tables.end());
        QVERIFY(it->rows >= min_rows);
        QCOMPARE(it->ran, it->rows);
        QVERIFY2(it->agree >= 0.95 * it->rows,
                 qPrintable(QStringLiteral("%1 of %2").arg(it->agree).arg(it->rows)));
        // Close to the card: the tightest row within 5 GiB of the capacity.
        QVERIFY(it->min_headroom_bytes >= 0 && it->min_headroom_bytes < 5 * kGiB);
        int fp32_oom = 0;
        for (const MeasuredMemoryRow& row : measuredRows()) {
            if (row.table != table.toStdString()) {
                continue;
            }
            QCOMPARE(row.scenario.memory.loss_kernel, LossKernel::Fused);
            MeasuredMemoryRow unfused = row;
            unfused.scenario.memory.loss_kernel = LossKernel::Fp32;
            fp32_oom += predictMemoryRow(unfused, fragmentationFraction()).predicted_oom ? 1 : 0;
        }
        QVERIFY2(fp32_oom > it->rows / 4, qPrintable(QString::number(fp32_oom)));
    }

    // scripts/mpt-memory-rows writes the sweep from the time validation's MPT rows: every one
    // has its memory row with the same configuration, and nothing else claims to be one.
    void mptSweepFollowsTheTimeRows() {
        const PublishedRunsLoad runs =
            loadPublishedRuns(std::string(STEPBUDGET_DATA_DIR) + "/published_runs.json");
        QVERIFY(runs.ok());
        int mpt = 0;
        for (const PublishedRun& run : runs.runs) {
            if (run.id.rfind("mpt-", 0) != 0 || run.compute != ComputePrecision::BF16) {
                continue;
            }
            ++mpt;
            const auto it = std::find_if(
                measuredRows().begin(), measuredRows().end(),
                [&](const MeasuredMemoryRow& r) { return r.id == run.id + "-memory"; });
            QVERIFY2(it != measuredRows().end(), run.id.c_str());
            const Scenario& sc = it->scenario;
            QCOMPARE(sc.training.seq_len, run.seq_len);
            QCOMPARE(sc.training.micro_batch, run.micro_batch);
            QCOMPARE(sc.training.global_batch, run.global_batch);
            QCOMPARE(sc.cluster.cards, run.cards);
            QCOMPARE(sc.parallel.recompute, run.recompute);
            QCOMPARE(sc.memory.loss_kernel, run.loss_kernel);
            QCOMPARE(sc.model.layers, run.shape.layers);
            QCOMPARE(sc.model.hidden, run.shape.hidden);
        }
        const auto memory_rows =
            std::count_if(measuredRows().begin(), measuredRows().end(),
                          [](const MeasuredMemoryRow& r) { return r.id.rfind("mpt-", 0) == 0; });
        QCOMPARE(static_cast<int>(memory_rows), mpt);
        QVERIFY(mpt >= 174);
    }

    void badRowsAreNamed() {
        const PublishedMemoryLoad bad = publishedMemoryFromJson(
            R"({"rows": [{"id": "x", "label": "x", "source": "x", "table": "x",
                "outcome": "maybe", "fit": true, "scenario": {"parallel": {"tp": 0}}}]})");
        QVERIFY(!bad.ok());
        bool outcome = false;
        bool fit = false;
        bool tp = false;
        for (const Issue& i : bad.issues) {
            outcome = outcome || i.path == "rows[0].outcome";
            fit = fit || i.path == "rows[0].fit";
            tp = tp || i.path == "rows[0].scenario.parallel.tp";
        }
        QVERIFY(outcome && fit && tp);
    }

    // validate-model as a user runs it: the memory lines on stdout, the section in the report.
    void cliWritesTheMemorySection() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString runs = dir.filePath(QStringLiteral("runs.json"));
        {
            // One time row keeps the run quick; the memory rows are the shipped ones.
            QFile full(QStringLiteral(STEPBUDGET_DATA_DIR "/published_runs.json"));
            QVERIFY(full.open(QIODevice::ReadOnly));
            QJsonObject doc = QJsonDocument::fromJson(full.readAll()).object();
            const QJsonArray all = doc.value(QStringLiteral("runs")).toArray();
            QJsonArray one;
            one.append(all.at(0));
            doc.insert(QStringLiteral("runs"), one);
            QFile out(runs);
            QVERIFY(out.open(QIODevice::WriteOnly));
            QVERIFY(out.write(QJsonDocument(doc).toJson()) > 0);
        }
        const QString md = dir.filePath(QStringLiteral("validation.md"));
        const Run r = cli({"validate-model", "--data", runs, "--memory-data",
                           QStringLiteral(STEPBUDGET_DATA_DIR "/published_memory.json"), "--write",
                           md, "--memory-fit"});
        QCOMPARE(r.exit_code, 0);
        QVERIFY(r.out.contains("memory_oom_agreement\t"));
        QVERIFY(r.out.contains("fitted_fragmentation_fraction\t0.067"));
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("## Memory"));
        QVERIFY(text.contains("phi = 0.067"));
    }
};

QTEST_GUILESS_MAIN(TestMemoryOverheads)
#include "tst_memory_overheads.moc"
