// The validation table as a test (docs/validation.md): every published run in
// data/published_runs.json is predicted with the GPU's one set of constants; the targets of the
// time model are a mean absolute error <= 5 % and a worst row <= 10 %.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/efficiency/layer_time.h"
#include "model/efficiency/published_runs.h"
#include "model/io/published_runs_json.h"
#include "model/shape/catalog.h"

using namespace stepbudget;

namespace {

const PublishedRun* runById(const std::vector<PublishedRun>& all, const std::string& id) {
    for (const PublishedRun& r : all) {
        if (r.id == id) {
            return &r;
        }
    }
    return nullptr;
}

const std::vector<PublishedRun>& runs() {
    static const PublishedRunsLoad loaded =
        loadPublishedRuns(std::string(STEPBUDGET_DATA_DIR) + "/published_runs.json");
    return loaded.runs;
}

}  // namespace

class TestValidation : public QObject {
    Q_OBJECT
private slots:
    void dataFileLoads();
    void row_data();
    void row();
    void tableTargets();
    void fitLandsOnTheShippedConstant_data();
    void fitLandsOnTheShippedConstant();
    void h200BorrowsTheH100Fit();
    void everyCardWithRowsIsFitted();
    void searchedCardsSayWhyNotFitted_data();
    void searchedCardsSayWhyNotFitted();
    void predictedReportSaysTheConstantsAreDefaults();
    void throughputBecomesTime();
    void throughputInTheSourcesConvention();
    void dataParallelGradientBytes();
    void layoutRowsHeldOut();
    void expertEfficiencyFitLandsOnTheShippedConstant();
    void badFileNamesTheKey();
    void cliWritesTheReport();
    void fp8HeldOutRowsWithinTarget();
    void fp8FitLandsOnTheShippedConstant();
    void fp8RowsDoNotMoveTheBf16Fit();
    void fp8RowsAreFasterThanTheirBf16Twins();
};

void TestValidation::dataFileLoads() {
    const PublishedRunsLoad loaded =
        loadPublishedRuns(std::string(STEPBUDGET_DATA_DIR) + "/published_runs.json");
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : formatIssues(loaded.issues).c_str());
    QVERIFY(loaded.runs.size() >= 8);
}

void TestValidation::row_data() {
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < runs().size(); ++i) {
        QTest::newRow(runs()[i].id.c_str()) << static_cast<int>(i);
    }
}

void TestValidation::row() {
    QFETCH(int, index);
    const PublishedRun& run = runs()[static_cast<std::size_t>(index)];
    const RunPrediction p = predictRun(run);
    QVERIFY2(p.problem.empty(), p.problem.c_str());
    QVERIFY(std::isfinite(p.iteration_s) && p.iteration_s > 0);
    // BF16 rows and the FP8 rows the FP8 efficiency was fitted to: 10 %; held-out FP8 rows are
    // validation, their target is 15 % (fp8HeldOutRowsWithinTarget holds the mean too).
    const bool held_out = run.compute == ComputePrecision::FP8 && !run.fp8_fit;
    QVERIFY2(std::fabs(p.error) <= (held_out ? 0.15 : 0.10),
             qPrintable(QStringLiteral("%1: predicted %2 s, measured %3 s")
                            .arg(QString::fromStdString(run.id))
                            .arg(p.iteration_s)
                            .arg(run.measured_iteration_s)));
}

void TestValidation::tableTargets() {
    const ValidationSummary s = validateRuns(runs());
    // The base rows; the context / expert parallelism rows are reported on their own
    // (layoutRowsHeldOut).
    const auto base = std::count_if(runs().begin(), runs().end(),
                                    [](const PublishedRun& r) { return r.mechanism.empty(); });
    QCOMPARE(s.predicted, static_cast<int>(base));
    // The targets hold for every GPU type on its own (one set of constants per type), and the
    // data holds both the A100 and the H100.
    QCOMPARE(s.per_gpu.size(), std::size_t{2});
    for (const GpuErrors& g : s.per_gpu) {
        QVERIFY2(g.predicted >= 8, g.gpu.c_str());
        QVERIFY2(g.mean_abs_error <= 0.05, qPrintable(QString::fromStdString(g.gpu) + " " +
                                                      QString::number(g.mean_abs_error)));
        QVERIFY2(g.max_abs_error <= 0.10, qPrintable(QString::fromStdString(g.gpu) + " " +
                                                     QString::number(g.max_abs_error)));
    }
    // Selective recompute + sequence parallelism is faster than full recompute on every model of
    // Korthikanti et al. 2022, as in the paper (29-32 % throughput increase).
    int pairs = 0;
    for (std::size_t i = 0; i + 1 < runs().size(); ++i) {
        if (runs()[i].recompute == Recompute::Full &&
            runs()[i + 1].shape.name == runs()[i].shape.name &&
            runs()[i + 1].recompute == Recompute::Selective) {
            QVERIFY(s.rows[i + 1].iteration_s < s.rows[i].iteration_s);
            ++pairs;
        }
    }
    QCOMPARE(pairs, 4);
    // The A100 targets hold with data parallelism too: Narayanan et al. 2021's ten Table 1 rows
    // run DP 6-32 (the 2022 rows are all DP 1).
    int a100_dp = 0;
    for (std::size_t i = 0; i < runs().size(); ++i) {
        a100_dp += sameCatalogName(runs()[i].gpu, "A100 SXM 80GB") && s.rows[i].data_parallel > 1;
    }
    QVERIFY(a100_dp >= 10);
}

void TestValidation::fitLandsOnTheShippedConstant_data() {
    QTest::addColumn<QString>("gpu");
    QTest::newRow("A100 SXM 80GB") << QStringLiteral("A100 SXM 80GB");
    QTest::newRow("H100 SXM") << QStringLiteral("H100 SXM");
}

void TestValidation::fitLandsOnTheShippedConstant() {
    // Each shipped constant is its own GPU type's fit: refitting over that type's rows only
    // reproduces it, and the other type's rows do not move it.
    QFETCH(QString, gpu);
    const std::string name = gpu.toStdString();
    QVERIFY(efficiencyConstants(name).fitted);
    QVERIFY(runsOn(runs(), name).size() >= 8);
    SB_COMPARE_REL(fitMatmulFraction(runs(), name), efficiencyConstants(name).matmul_fraction,
                   2e-3);
    SB_COMPARE_REL(fitMatmulFraction(runsOn(runs(), name), name),
                   efficiencyConstants(name).matmul_fraction, 2e-3);
}

void TestValidation::h200BorrowsTheH100Fit() {
    // Same chip, no H200 run in the data: the H100's fraction, flagged as borrowed.
    const EfficiencyConstants& h200 = efficiencyConstants("H200 SXM");
    QVERIFY(!h200.fitted);
    QCOMPARE(h200.shared_from, std::string("H100 SXM"));
    QCOMPARE(h200.matmul_fraction, efficiencyConstants("H100 SXM").matmul_fraction);
    QVERIFY(runsOn(runs(), "H200 SXM").empty());
}

void TestValidation::everyCardWithRowsIsFitted() {
    // Rows on a card are there to fit its constants: a GPU type in the data without its own
    // fitted set would predict from defaults while the report shows rows for it.
    for (const std::string& gpu : gpusOf(runs())) {
        QVERIFY2(efficiencyConstants(gpu).fitted, gpu.c_str());
    }
}

void TestValidation::searchedCardsSayWhyNotFitted_data() {
    // Searched for published BF16 dense pre-training runs with their configuration, none usable
    // (docs/efficiency.md, "Cards searched, not fitted"; the data file's notes).
    QTest::addColumn<QString>("gpu");
    QTest::newRow("B200 SXM") << QStringLiteral("B200 SXM");
    QTest::newRow("MI300X") << QStringLiteral("MI300X");
    QTest::newRow("H100 PCIe") << QStringLiteral("H100 PCIe");
}

void TestValidation::searchedCardsSayWhyNotFitted() {
    QFETCH(QString, gpu);
    const std::string name = gpu.toStdString();
    QVERIFY(findGpu(name) != nullptr);
    const EfficiencyConstants& k = efficiencyConstants(name);
    QVERIFY(sameCatalogName(k.gpu, name));  // its own set, not the anonymous defaults
    QVERIFY(!k.fitted);
    QVERIFY(k.shared_from.empty());
    QVERIFY(!k.not_fitted.empty());
    QVERIFY(runsOn(runs(), name).empty());
    // The documented defaults, unchanged: nothing was tuned for the card.
    const EfficiencyConstants defaults;
    QCOMPARE(k.matmul_fraction, defaults.matmul_fraction);
    QCOMPARE(k.flash_fraction, defaults.flash_fraction);
    QCOMPARE(k.hbm_fraction, defaults.hbm_fraction);
    // Predicted mode says so, with the reason.
    Scenario sc;
    QVERIFY(applyGpu(sc, name));
    bool said = false;
    for (const Issue& w : predictedEfficiencyWarnings(sc)) {
        said = said || (w.path == "cluster.gpu" &&
                        w.message.find("are defaults, not fitted") != std::string::npos &&
                        w.message.find(k.not_fitted) != std::string::npos);
    }
    QVERIFY(said);
    // And the validation report lists the card with its status.
    const std::string md =
        validationMarkdown(runs(), validateRuns(runs()), "data/published_runs.json");
    QVERIFY2(
        md.find("- " + name + ": matmul_fraction = 0.850 — default, not fitted: " + k.not_fitted) !=
            std::string::npos,
        name.c_str());
}

void TestValidation::predictedReportSaysTheConstantsAreDefaults() {
    // The Markdown report of a B200 plan in predicted mode says beside the step time that the
    // card's constants are defaults; typed, the row is absent (the typed report is unchanged).
    const QString preset = test::presetFile("six-nd-1t.json");
    const test::Run predicted = test::cli(
        {"eval", preset, "--set", "cluster.efficiency_source=predicted", "--format", "md"});
    QCOMPARE(predicted.exit_code, 0);
    QVERIFY2(predicted.out.contains("| predicted efficiency | the time model's constants for "
                                    "\"B200 SXM\" are defaults, not fitted to a published run: "),
             predicted.out.left(2000).constData());
    const test::Run typed = test::cli({"eval", preset, "--format", "md"});
    QCOMPARE(typed.exit_code, 0);
    QVERIFY(!typed.out.contains("| predicted efficiency |"));
    // A fitted card has no such row in predicted mode either.
    const test::Run fitted =
        test::cli({"eval", test::presetFile("llama3-405b-h100.json"), "--format", "md"});
    QCOMPARE(fitted.exit_code, 0);
    QVERIFY(!fitted.out.contains("| predicted efficiency |"));
}

void TestValidation::throughputBecomesTime() {
    // Llama 3 Table 4 gives TFLOP/s per GPU; the loader turns it into seconds with the PaLM
    // convention: 6 N s + 12 L (a d) s^2 per sequence, N = matmul parameters incl. the LM head.
    const PublishedRun* run = runById(runs(), "llama3-t4-405b-8192");
    QVERIFY(run != nullptr);
    QCOMPARE(run->published_tflops_per_gpu, 430.0);
    const double h = 16384, kv = 8 * 128, f = 53248, s = 8192;
    const double per_layer = h * (h + 2 * kv) + h * h + 3 * h * f;  // q, k, v, out; gate, up, down
    const double n = 126 * per_layer + h * 128256;                  // + untied LM head
    const double flops = 6 * n * s + 12 * 126 * h * s * s;
    // The model's shared count (sequenceFlops) always takes q and k norm weights (2 head_dim
    // per layer, Qwen3's layout) out of N_mat: 32,256 of Llama's 405 B parameters, 7e-8.
    SB_COMPARE_REL(paperModelFlopsPerSequence(*run), flops, 1e-6);
    SB_COMPARE_REL(run->measured_iteration_s, 2048 * flops / (8192 * 430e12), 1e-6);
}

void TestValidation::throughputInTheSourcesConvention() {
    // Narayanan et al. 2021, Table 1: 163 TFLOP/s per GPU for the 1T model on 3,072 GPUs, counted
    // with their eq. 3, which includes the recompute forward: F = 96 B s l h^2 (1 + s/6h +
    // V/16lh). Read with the PaLM convention the same figure would be a ~25 % shorter iteration.
    const PublishedRun* run = runById(runs(), "narayanan2021-t1-1t");
    QVERIFY(run != nullptr);
    QCOMPARE(run->flops_convention, FlopsConvention::MegatronRecompute);
    QCOMPARE(run->published_tflops_per_gpu, 163.0);
    const double s = 2048, l = 128, h = 25600, v = 51200;
    const double per_sequence = 96 * s * l * h * h * (1 + s / (6 * h) + v / (16 * l * h));
    SB_COMPARE_REL(megatronRecomputeFlopsPerSequence(*run), per_sequence, 1e-12);
    SB_COMPARE_REL(run->measured_iteration_s, 3072 * per_sequence / (3072 * 163e12), 1e-9);
    // 102.6 s: the paper's 163 TFLOP/s at 3,072 x 1.61 EFLOP per iteration.
    QVERIFY(std::fabs(run->measured_iteration_s - 102.6) < 0.1);
    PublishedRun palm = *run;
    palm.flops_convention = FlopsConvention::PaLM;
    QVERIFY(publishedFlopsPerSequence(palm) < 0.8 * publishedFlopsPerSequence(*run));

    // The key is read, and only a GPT layer may use the convention.
    const char* gpt = R"({"runs": [{"id": "x", "label": "x", "source": "x", "model": "x",
        "layers": 2, "hidden": 64, "heads": 4, "vocab": 128, "gpu": "A100 SXM 80GB", "gpus": 1,
        "tp": 1, "pp": 1, "global_batch": 1, "micro_batch": 1, "seq_len": 16, "recompute": "full",
        "published_tflops_per_gpu": 100, "published_flops_convention": "megatron-recompute"%1}]})";
    const PublishedRunsLoad ok =
        publishedRunsFromJson(QString::fromLatin1(gpt).arg("").toStdString());
    QVERIFY2(ok.ok(), ok.ok() ? "" : formatIssues(ok.issues).c_str());
    QCOMPARE(ok.runs.front().flops_convention, FlopsConvention::MegatronRecompute);
    SB_COMPARE_REL(ok.runs.front().measured_iteration_s,
                   megatronRecomputeFlopsPerSequence(ok.runs.front()) / 100e12, 1e-12);
    const PublishedRunsLoad gated =
        publishedRunsFromJson(QString::fromLatin1(gpt).arg(R"(, "gated_mlp": true)").toStdString());
    QVERIFY(!gated.ok());
    QCOMPARE(gated.issues.front().path, std::string("runs[0].published_flops_convention"));
    const PublishedRunsLoad unknown = publishedRunsFromJson(
        QString::fromLatin1(gpt).replace("megatron-recompute", "hfu").arg("").toStdString());
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.issues.front().path, std::string("runs[0].published_flops_convention"));
}

void TestValidation::dataParallelGradientBytes() {
    // Megatron's --fp16 runs reduce FP16 gradients (no --accumulate-allreduce-grads-in-fp32 in
    // the SC'21 scripts): the all-reduce moves half the bytes of the FP32 default.
    const PublishedRun* run = runById(runs(), "narayanan2021-t1-530b");
    QVERIFY(run != nullptr);
    QCOMPARE(run->dp_grad_bytes, 2.0);
    QVERIFY(!run->dp_overlap);  // Megatron's local DDP of 2021: after the backward
    PublishedRun fp32 = *run;
    fp32.dp_grad_bytes = 4;
    const RunPrediction half = predictRun(*run);
    const RunPrediction full = predictRun(fp32);
    QVERIFY(half.data_parallel_total_s > 0);
    // Ring all-reduce: bandwidth term halves, the start-up alpha stays.
    SB_COMPARE_REL(half.data_parallel_total_s, 0.5 * full.data_parallel_total_s, 1e-3);
    SB_COMPARE_REL(full.iteration_s - half.iteration_s, half.data_parallel_total_s, 1e-3);
    // The other A100 source and the H100 rows keep FP32 gradients.
    QCOMPARE(runById(runs(), "korthikanti2022-t5-1t-full")->dp_grad_bytes, 4.0);
    QCOMPARE(runById(runs(), "dgxc-gpt3-175b-bf16-2048")->dp_grad_bytes, 4.0);
    const PublishedRunsLoad bad = publishedRunsFromJson(
        R"({"runs": [{"id": "x", "tp": 1, "gpu": "A100 SXM 80GB", "dp_grad_bytes": 3}]})");
    bool named = false;
    for (const Issue& i : bad.issues) {
        named = named || i.path == "runs[0].dp_grad_bytes";
    }
    QVERIFY(named);
}

void TestValidation::badFileNamesTheKey() {
    const PublishedRunsLoad bad =
        publishedRunsFromJson(R"({"runs": [{"id": "x", "tp": 0, "gpu": "Z80"}]})");
    QVERIFY(!bad.ok());
    bool named_tp = false;
    bool named_gpu = false;
    for (const Issue& i : bad.issues) {
        named_tp = named_tp || i.path == "runs[0].tp";
        named_gpu = named_gpu || i.path == "runs[0].gpu";
    }
    QVERIFY(named_tp && named_gpu);
    QVERIFY(!publishedRunsFromJson("not json").ok());
}

void TestValidation::cliWritesTheReport() {
    // validate-model as a user runs it: the table on stdout, the Markdown report on disk.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString md = dir.filePath(QStringLiteral("validation.md"));
    const QString data = QStringLiteral(STEPBUDGET_DATA_DIR "/published_runs.json");
    const test::Run r = test::cli({"validate-model", "--data", data, "--write", md});
    QCOMPARE(r.exit_code, 0);
    QVERIFY(r.out.contains("korthikanti2022-t5-1t-selective\t71.49\t"));
    QVERIFY(r.out.contains("mean_abs_error_percent\t"));
    QFile f(md);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("| GPT 175B, full recompute | Korthikanti et al. 2022, Table 5 |"));
    QVERIFY(text.contains("matmul_fraction = 0.791"));
    QVERIFY(text.contains("matmul_fraction = 0.711"));
    QVERIFY(text.contains("- H100 SXM: mean "));
    QVERIFY(r.out.contains("gpu\tH100 SXM\tmean_abs_error_percent\t"));
    // A data file with a bad row exits 2 and names the row's key.
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile b(bad);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write(R"({"runs": [{"id": "x", "tp": 0}]})");
    b.close();
    const test::Run e = test::cli({"validate-model", "--data", bad});
    QCOMPARE(e.exit_code, 2);
    QVERIFY(e.err.contains("runs[0].tp"));
}

void TestValidation::fp8HeldOutRowsWithinTarget() {
    // The FP8 rows never used for fitting (DGXC FP8 step times at the middle and largest GPU
    // counts): mean <= 8 %, worst <= 15 %, with the shipped constants.
    const ValidationSummary s = validateRuns(runs());
    QCOMPARE(s.fp8_held_out.size(), std::size_t{1});
    const GpuErrors& h = s.fp8_held_out.front();
    QCOMPARE(h.gpu, std::string("H100 SXM"));
    QVERIFY(h.predicted >= 6);
    QVERIFY2(h.mean_abs_error <= 0.08, qPrintable(QString::number(h.mean_abs_error)));
    QVERIFY2(h.max_abs_error <= 0.15, qPrintable(QString::number(h.max_abs_error)));
    QCOMPARE(s.fp8_fitted.size(), std::size_t{1});
    QVERIFY(s.fp8_fitted.front().predicted >= 3);
}

void TestValidation::fp8FitLandsOnTheShippedConstant() {
    // One FP8 constant per card, fitted to the fp8_fit rows only: refitting reproduces it, and
    // the held-out rows cannot move it (dropping them changes nothing).
    const EfficiencyConstants& k = efficiencyConstants("H100 SXM");
    QVERIFY(k.fp8_fitted);
    SB_COMPARE_REL(fitFp8Efficiency(runs(), "H100 SXM"), k.fp8_matmul_efficiency, 2e-3);
    std::vector<PublishedRun> fitted_only;
    for (const PublishedRun& r : runs()) {
        if (r.compute == ComputePrecision::BF16 || r.fp8_fit) {
            fitted_only.push_back(r);
        }
    }
    QCOMPARE(fitFp8Efficiency(fitted_only, "H100 SXM"), fitFp8Efficiency(runs(), "H100 SXM"));
    // The H200 borrows it, unfitted.
    QVERIFY(!efficiencyConstants("H200 SXM").fp8_fitted);
    QCOMPARE(efficiencyConstants("H200 SXM").fp8_matmul_efficiency, k.fp8_matmul_efficiency);
}

void TestValidation::fp8RowsDoNotMoveTheBf16Fit() {
    // The BF16 matmul_fraction is fitted to BF16 rows only: with the FP8 rows removed the fit
    // is the same number.
    QCOMPARE(fitMatmulFraction(runs(), "H100 SXM"),
             fitMatmulFraction(bf16Runs(runs()), "H100 SXM"));
    QVERIFY(bf16Runs(runs()).size() < runs().size());
}

void TestValidation::fp8RowsAreFasterThanTheirBf16Twins() {
    // Same configuration, FP8 against BF16: predicted faster, as measured (GPT-3 175B on 128
    // GPUs: 5.626 s against 8.309 s).
    const PublishedRun* bf16 = runById(runs(), "dgxc-gpt3-175b-bf16-128");
    const PublishedRun* fp8 = runById(runs(), "dgxc-gpt3-175b-fp8-128");
    QVERIFY(bf16 != nullptr && fp8 != nullptr);
    QCOMPARE(fp8->compute, ComputePrecision::FP8);
    const RunPrediction a = predictRun(*bf16);
    const RunPrediction b = predictRun(*fp8);
    QVERIFY(b.iteration_s < a.iteration_s);
    // Only the linear GEMMs change: the layer's attention core time is the same.
    SB_COMPARE_REL(b.layer.forward.attention_s, a.layer.forward.attention_s, 1e-12);
    QVERIFY(b.layer.forward.matmul_s < a.layer.forward.matmul_s);
    QVERIFY(b.layer.forward.cast_s > 0);
    QCOMPARE(a.layer.forward.cast_s, 0.0);
}

// Context and expert parallelism (docs/layouts.md): the rows no constant was fitted to stay
// within the issue's targets (mean <= 8 %, worst <= 15 %), both mechanisms have some, and the
// matmul fraction's fit does not see them.
void TestValidation::layoutRowsHeldOut() {
    const ValidationSummary s = validateRuns(runs());
    int cp = 0;
    int ep = 0;
    for (const PublishedRun& r : runs()) {
        cp += r.mechanism == "cp" && !r.fit && r.cp > 1 ? 1 : 0;
        ep += r.mechanism == "ep" && !r.fit && r.ep > 1 ? 1 : 0;
    }
    QVERIFY(cp >= 3);
    QVERIFY(ep >= 3);
    QCOMPARE(s.held_out, cp + ep);
    QVERIFY2(s.held_out_mean_abs_error <= 0.08,
             qPrintable(QString::number(s.held_out_mean_abs_error)));
    QVERIFY2(s.held_out_max_abs_error <= 0.15,
             qPrintable(QString::number(s.held_out_max_abs_error)));
}

// The shipped H100 expert efficiency is what validate-model --fit finds on the rows marked fit.
void TestValidation::expertEfficiencyFitLandsOnTheShippedConstant() {
    SB_COMPARE_REL(fitExpertEfficiency(runs(), "H100 SXM"),
                   efficiencyConstants("H100 SXM").expert_efficiency, 1e-9);
    QVERIFY(efficiencyConstants("H100 SXM").expert_efficiency < 1.0);
    QCOMPARE(efficiencyConstants("A100 SXM 80GB").expert_efficiency, 1.0);
}

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
