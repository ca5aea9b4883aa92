// The validation table as a test (docs/validation.md): every published run in
// data/published_runs.json is predicted with the GPU's one set of constants (in-sample), and
// every source is predicted by constants fitted without it (leave-one-source-out). The targets
// are the held-out ones: mean <= 8 %, worst <= 20 % over >= 60 rows from >= 8 sources, rows at
// >= 32K tokens within 15 %.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/efficiency/attention_rates.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/efficiency/layer_time.h"
#include "model/efficiency/published_runs.h"
#include "model/evaluate/memory_pressure.h"
#include "model/evaluate/memory_validation.h"
#include "model/io/published_memory_json.h"
#include "model/io/published_runs_json.h"
#include "model/memory/overheads.h"
#include "model/shape/catalog.h"
#include "sanitizer_build.h"

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

// The in-sample table and the cross-validation, computed once: each refits every card per
// source.
const ValidationSummary& inSample() {
    static const ValidationSummary s = validateRuns(runs());
    return s;
}

const CrossValidation& heldOut() {
    static const CrossValidation cv = crossValidate(runs(), inSample());
    return cv;
}

// The shipped kind of fit over every row (each card's fraction and the Triton share), once.
const BaseFit& baseFit() {
    static const BaseFit fit = fitBaseConstants(runs());
    return fit;
}

const std::string& report() {
    // Under the sanitizers (20x slower) the report's step-overhead variant reuses the main
    // cross-validation instead of running a second one: the tests that read the report check its
    // text, and the variant's own numbers are checked in the release build (the CLI's
    // validate-model --write runs both).
    static const std::string md = validationMarkdown(
        runs(), inSample(), heldOut(),
        test::kSanitizerBuild ? heldOut() : crossValidate(runs(), inSample(), true, &heldOut()),
        "data/published_runs.json");
    return md;
}

const std::vector<MeasuredMemoryRow>& memoryRows() {
    static const PublishedMemoryLoad loaded =
        loadPublishedMemory(std::string(STEPBUDGET_DATA_DIR) + "/published_memory.json");
    return loaded.rows;
}

// The held-out errors by predicted memory use (memory_pressure.h), once.
const MemoryUseErrors& byMemoryUse() {
    static const MemoryUseErrors e = timeErrorByMemoryUse(runs(), heldOut(), memoryRows());
    return e;
}

}  // namespace

class TestValidation : public QObject {
    Q_OBJECT
private slots:
    void dataFileLoads();
    void row_data();
    void row();
    void tableTargets();
    void crossValidationTargets();
    void oomSweepTarget();
    void nearFullCardsRanSlowerThanPredicted();
    void everyRowBeyondTheTargetIsNearFull();
    void heldOutSourceIsNeverFittedToItself();
    void tokensPerSecondBecomesTime();
    void a100_40gbSharesTheA100Fit();
    void fsdpCollectivesPerMicroBatch();
    void attentionKernelOfTheRun();
    void fitLandsOnTheShippedConstant_data();
    void fitLandsOnTheShippedConstant();
    void tritonBackwardShareIsFittedAndCrossValidated();
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
    // In-sample, each base row within 25 % (the worst rows are listed in docs/validation.md; the
    // held-out targets are crossValidationTargets'); held-out FP8 rows are validation, their
    // target is 15 % (fp8HeldOutRowsWithinTarget holds the mean too).
    const bool held_out = run.compute == ComputePrecision::FP8 && !run.fp8_fit;
    QVERIFY2(std::fabs(p.error) <= (held_out ? 0.15 : 0.25),
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
    // In-sample per GPU type (one set of constants per type): mean within 10 %; the data holds
    // the A100 and the H100 (tens of rows each) and the B200 (three third-party rows).
    QCOMPARE(s.per_gpu.size(), std::size_t{3});
    for (const GpuErrors& g : s.per_gpu) {
        QVERIFY2(g.predicted >= (sameCatalogName(g.gpu, "B200 SXM") ? 3 : 8), g.gpu.c_str());
        QVERIFY2(g.mean_abs_error <= 0.10, qPrintable(QString::fromStdString(g.gpu) + " " +
                                                      QString::number(g.mean_abs_error)));
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

void TestValidation::crossValidationTargets() {
    const CrossValidation& cv = heldOut();
    QVERIFY(cv.predicted >= 60);
    QVERIFY(cv.sources.size() >= 8);
    QVERIFY(cv.long_predicted >= 10);
    const QString figures = QStringLiteral(
                                "held out: mean %1 %, worst %2 %, long mean %3 %, "
                                "long worst %4 %")
                                .arg(100 * cv.mean_abs_error)
                                .arg(100 * cv.max_abs_error)
                                .arg(100 * cv.long_mean_abs_error)
                                .arg(100 * cv.long_max_abs_error);
    qInfo("%s", qPrintable(figures));
    // What this branch reaches (docs/validation.md: mean 5.9 %, worst 23.7 %, long-context
    // mean 3.2 %, worst 10.5 %), held so that it cannot get worse unseen.
    QVERIFY2(cv.max_abs_error <= 0.25, qPrintable(figures));
    QVERIFY2(cv.long_mean_abs_error <= 0.05, qPrintable(figures));
    // The issue's targets. Mean and long context are met since the Triton kernel's backward is
    // fitted (attention_rates.h; before: mean 8.4 %, long-context worst 19.5 %).
    QVERIFY2(cv.mean_abs_error <= 0.08, qPrintable(figures));
    QVERIFY2(cv.long_max_abs_error <= 0.15, qPrintable(figures));
    // Not met: four rows, all on cards at least 90 % full by the predicted peak
    // (everyRowBeyondTheTargetIsNearFull), where the plan warns instead of pricing the allocator:
    // MPT's A100 40GB 1B at 2,048 tokens on 32 GPUs (-23.7 %; its tokens per second per GPU is
    // 18 % below the same run on 16 and on 64 GPUs in the same table), the 30B at 8,192 tokens
    // on 8 A100 80GB / H100 (-21.4 / -20.8 %; 1.3-1.4x the per-token time at 4,096 in both tables)
    // and the A100 80GB 760M at 512 tokens (-20.6 %: slower than the same model at 2,048 with the
    // same tokens per step). When it is met, the expected failure turns into an unexpected pass
    // and this test must be updated.
    QEXPECT_FAIL("", "held-out worst row above 20 % (docs/validation.md)", Continue);
    QVERIFY(cv.max_abs_error <= 0.20);
    // The cross-validation is not the in-sample table again: some source is predicted worse.
    bool worse = false;
    for (const HeldOutSource& h : cv.sources) {
        worse = worse || h.mean_abs_error > h.in_sample_mean_abs_error + 1e-3;
    }
    QVERIFY(worse);
}

// Issue target beside the time ones: predicted OOM agrees with the published outcome on >= 95 %
// of a cited measured sweep (data/published_memory.json: torchtitan's measured peaks and OOM, and
// MosaicML's MPT benchmark tables, each row a run that completed on its card; docs/memory.md).
// Every table on its own too, and the sweep must come close to the cards to test anything.
void TestValidation::oomSweepTarget() {
    const PublishedMemoryLoad loaded =
        loadPublishedMemory(std::string(STEPBUDGET_DATA_DIR) + "/published_memory.json");
    QVERIFY(loaded.ok());
    const MemoryValidation v = validateMemory(loaded.rows, fragmentationFraction());
    QVERIFY(v.outcomes >= 100);
    QVERIFY2(v.agree >= 0.95 * v.outcomes,
             qPrintable(QStringLiteral("%1 of %2").arg(v.agree).arg(v.outcomes)));
    int mpt_tables = 0;
    for (const OutcomeTable& t : v.outcome_tables) {
        QVERIFY2(t.agree >= 0.95 * t.rows, t.table.c_str());
        if (t.table.rfind("MPT ", 0) == 0) {
            ++mpt_tables;
            QVERIFY2(t.min_headroom_bytes >= 0 && t.min_headroom_bytes < 5.0 * (1 << 30),
                     t.table.c_str());
        }
    }
    QCOMPARE(mpt_tables, 3);
}

// The claim the plan's near-full warning makes (plan_warnings.cpp): held-out runs at or above
// kTightMemoryFraction of their card ran slower than predicted on average, clearly more so than
// the runs below it, within every source that has both (not one table's bias).
void TestValidation::nearFullCardsRanSlowerThanPredicted() {
    const MemoryUseErrors& e = byMemoryUse();
    QVERIFY(e.rows >= 150);  // the MPT tables' rows, each with a memory twin
    QVERIFY(e.tight().rows >= 20);
    const QString figures = QStringLiteral("below %1 rows mean %2 %, tight %3 rows mean %4 %")
                                .arg(e.below.rows)
                                .arg(100 * e.below.mean_error)
                                .arg(e.tight().rows)
                                .arg(100 * e.tight().mean_error);
    qInfo("%s", qPrintable(figures));
    QVERIFY2(e.tight().mean_error < 0 && e.tight().median_error < 0, qPrintable(figures));
    QVERIFY2(e.tight().mean_error < e.below.mean_error - 0.03, qPrintable(figures));
    QVERIFY(!e.sources.empty());
    for (const MemoryUseSourceSplit& s : e.sources) {
        QVERIFY2(s.tight.mean_error < s.below.mean_error, s.source.c_str());
    }
    const std::string md = memoryUseMarkdown(e);
    QVERIFY(md.find("| 90 % and above | " + std::to_string(e.tight().rows) + " |") !=
            std::string::npos);
}

// The rows that keep the worst-row target unmet (crossValidationTargets) are all runs whose
// predicted peak is at or above kTightMemoryFraction of the card: a plan like them carries the
// warning, so no prediction beyond 20 % is shown without one.
void TestValidation::everyRowBeyondTheTargetIsNearFull() {
    const CrossValidation& cv = heldOut();
    const MemoryUseErrors& e = byMemoryUse();
    int beyond = 0;
    for (std::size_t i = 0; i < cv.rows.size(); ++i) {
        if (cv.rows[i].problem.empty() && std::fabs(cv.rows[i].error) > 0.20) {
            ++beyond;
            QVERIFY2(e.use_fraction[i] >= kTightMemoryFraction, runs()[i].id.c_str());
        }
    }
    QVERIFY(beyond > 0);  // while the target is unmet; then this test has nothing to hold
}

void TestValidation::heldOutSourceIsNeverFittedToItself() {
    // Each held-out source's fractions and Triton share are the fit over the other sources' rows
    // (checked on the largest table, MPT's A100 40GB one: refitting every source costs seconds).
    // Held out, it takes the A100 set fitted on the 80GB card's sources (one set for both).
    for (const HeldOutSource& h : heldOut().sources) {
        if (h.source != "MosaicML LLM Foundry MPT benchmarks, A100 40GB") {
            continue;
        }
        std::vector<PublishedRun> others;
        for (const PublishedRun& r : runs()) {
            if (r.source != h.source) {
                others.push_back(r);
            }
        }
        // The fractions and the Triton share both come from the other sources' fit.
        const BaseFit fit = fitBaseConstants(others);
        QCOMPARE(h.triton_backward_share, fit.triton_backward_share);
        for (std::size_t g = 0; g < h.gpus.size(); ++g) {
            QVERIFY(h.fitted[g]);
            SB_COMPARE_REL(h.constants[g].matmul_fraction, fit.fractionOf(h.gpus[g]), 1e-12);
        }
        for (const std::size_t i : h.rows) {
            QCOMPARE(runs()[i].source, h.source);
        }
    }
    // A source alone on its card has nothing to borrow: the documented default, said so.
    std::vector<PublishedRun> two;
    for (const PublishedRun& r : runs()) {
        if (r.id.rfind("llama3-", 0) == 0 || r.id.rfind("korthikanti2022-", 0) == 0) {
            two.push_back(r);
        }
    }
    const CrossValidation alone = crossValidate(two, validateRuns(two));
    QCOMPARE(alone.sources.size(), std::size_t{2});
    for (const HeldOutSource& h : alone.sources) {
        QCOMPARE(h.fitted, std::vector<bool>{false});
        QCOMPARE(h.constants.front().matmul_fraction, EfficiencyConstants{}.matmul_fraction);
    }
}

void TestValidation::tokensPerSecondBecomesTime() {
    // MosaicML publishes tokens per second of the whole run: 7B at 65,536 tokens on 8 H100,
    // 16 sequences per step at 15,654 tokens/s.
    const PublishedRun* run = runById(runs(), "mpt-h100-7b-65536-8gpu");
    QVERIFY(run != nullptr);
    QCOMPARE(run->published_tokens_per_s, 15654.0);
    SB_COMPARE_REL(run->measured_iteration_s, 16.0 * 65536 / 15654, 1e-12);
    QCOMPARE(run->attention_kernel, AttentionKernel::Triton);
    QVERIFY(run->fsdp);
    QCOMPARE(run->recompute, Recompute::Full);
}

void TestValidation::a100_40gbSharesTheA100Fit() {
    // MosaicML's A100 40GB table, every row: 78 rows on "A100 SXM 40GB", Composer's PURE
    // mixed precision (BF16 gradient reduce), tokens per second of the whole run.
    int rows = 0;
    for (const PublishedRun& r : runs()) {
        if (r.source == "MosaicML LLM Foundry MPT benchmarks, A100 40GB") {
            ++rows;
            QCOMPARE(r.gpu, std::string("A100 SXM 40GB"));
            QCOMPARE(r.dp_grad_bytes, 2.0);
            QVERIFY(r.fsdp);
        }
    }
    QCOMPARE(rows, 78);
    const PublishedRun* run = runById(runs(), "mpt-a10040-70b-2048-128gpu");
    QVERIFY(run != nullptr);
    SB_COMPARE_REL(run->measured_iteration_s, 512.0 * 2048 / 48194, 1e-12);
    // The same GA100 as the 80GB card: one constant set, fitted over both cards' rows, and the
    // in-sample statistics count them as one GPU type.
    QVERIFY(sameFittedSet("A100 SXM 40GB", "A100 SXM 80GB"));
    QVERIFY(!sameFittedSet("A100 SXM 40GB", "H100 SXM"));
    QCOMPARE(efficiencyConstants("A100 SXM 40GB").matmul_fraction,
             efficiencyConstants("A100 SXM 80GB").matmul_fraction);
    QCOMPARE(runsOn(runs(), "A100 SXM 80GB").size(), runsOn(runs(), "A100 SXM 40GB").size());
    const BaseFit& fit = baseFit();
    QCOMPARE(fit.gpus.size(), std::size_t{3});  // A100 (both cards), H100, B200
    QCOMPARE(fit.fractionOf("A100 SXM 40GB"), fit.fractionOf("A100 SXM 80GB"));
    const ValidationSummary& s = inSample();
    const auto a100 = std::find_if(s.per_gpu.begin(), s.per_gpu.end(), [](const GpuErrors& g) {
        return sameCatalogName(g.gpu, "A100 SXM 80GB");
    });
    QVERIFY(a100 != s.per_gpu.end());
    QCOMPARE(a100->predicted, 155);
    QCOMPARE(fittedSetLabel("A100 SXM 40GB"), std::string("A100 SXM 80GB + A100 SXM 40GB"));
}

void TestValidation::fsdpCollectivesPerMicroBatch() {
    // FSDP FULL_SHARD: per micro-batch two all-gathers of the 16-bit parameters (forward,
    // backward) and a reduce-scatter of the gradients; hidden under that micro-batch's compute
    // up to its length.
    const PublishedRun* run = runById(runs(), "mpt-a100-70b-2048-64gpu");
    QVERIFY(run != nullptr);
    const RunPrediction p = predictRun(*run);
    QCOMPARE(p.data_parallel, std::int64_t{64});
    QCOMPARE(p.microbatches, std::int64_t{4});
    const Scenario sc = scenarioOf(*run);
    const LinkModel nic = nicLink(sc);
    const double params = parameterCountFromShape(run->shape);
    const double per = 2 * allGatherSeconds(2 * params, 64, nic) +
                       reduceScatterSeconds(run->dp_grad_bytes * params, 64, nic);
    SB_COMPARE_REL(p.data_parallel_total_s, 4 * per, 1e-9);
    SB_COMPARE_REL(p.data_parallel_s,
                   4 * std::max(0.0, per - (p.stage_forward_s + p.stage_backward_s)), 1e-9);
    // The optimizer steps 1/64 of the state.
    PublishedRun ddp = *run;
    ddp.fsdp = false;
    SB_COMPARE_REL(predictRun(ddp).optimizer_s, 64 * p.optimizer_s, 1e-9);
}

void TestValidation::attentionKernelOfTheRun() {
    // The run's kernel is read and changes the prediction: the DGXC rows run cuDNN's fused
    // attention, faster than FlashAttention-2 on the H100.
    const PublishedRun* run = runById(runs(), "dgxc-nemotron4-15b-bf16-16");
    QVERIFY(run != nullptr);
    QCOMPARE(run->attention_kernel, AttentionKernel::Cudnn);
    PublishedRun fa2 = *run;
    fa2.attention_kernel = AttentionKernel::Flash2;
    QVERIFY(predictRun(fa2).iteration_s > predictRun(*run).iteration_s);
    const PublishedRunsLoad bad = publishedRunsFromJson(
        R"({"runs": [{"id": "x", "tp": 1, "gpu": "A100 SXM 80GB", "attention_kernel": "fa9"}]})");
    bool named = false;
    for (const Issue& i : bad.issues) {
        named = named || i.path == "runs[0].attention_kernel";
    }
    QVERIFY(named);
}

void TestValidation::fitLandsOnTheShippedConstant_data() {
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("min_rows");
    QTest::newRow("A100 SXM 80GB") << QStringLiteral("A100 SXM 80GB") << 8;
    QTest::newRow("H100 SXM") << QStringLiteral("H100 SXM") << 8;
    QTest::newRow("B200 SXM") << QStringLiteral("B200 SXM") << 3;
}

void TestValidation::fitLandsOnTheShippedConstant() {
    // Each shipped constant is its own GPU type's fit: refitting over that type's rows only
    // reproduces it, and the other type's rows do not move it.
    QFETCH(QString, gpu);
    QFETCH(int, min_rows);
    const std::string name = gpu.toStdString();
    QVERIFY(efficiencyConstants(name).fitted);
    QVERIFY(runsOn(runs(), name).size() >= static_cast<std::size_t>(min_rows));
    SB_COMPARE_REL(fitMatmulFraction(runs(), name), efficiencyConstants(name).matmul_fraction,
                   2e-3);
    SB_COMPARE_REL(fitMatmulFraction(runsOn(runs(), name), name),
                   efficiencyConstants(name).matmul_fraction, 2e-3);
}

void TestValidation::tritonBackwardShareIsFittedAndCrossValidated() {
    // The Triton kernel's backward share is one fit over the three MPT tables with each GPU
    // type's fraction beside it: the shipped share and fractions are that fit's result.
    const BaseFit& fit = baseFit();
    SB_COMPARE_REL(fit.triton_backward_share, kTritonBackwardShare, 2e-3);
    SB_COMPARE_REL(fit.fractionOf("A100 SXM 80GB"),
                   efficiencyConstants("A100 SXM 80GB").matmul_fraction, 2e-3);
    SB_COMPARE_REL(fit.fractionOf("H100 SXM"), efficiencyConstants("H100 SXM").matmul_fraction,
                   2e-3);
    // Held out, each MPT table is predicted with the share fitted on the other two tables, and
    // they agree (a property of the kernel, not of one card).
    int mpt = 0;
    for (const HeldOutSource& h : heldOut().sources) {
        if (h.source.rfind("MosaicML", 0) != 0) {
            continue;
        }
        ++mpt;
        QVERIFY(std::fabs(h.triton_backward_share - kTritonBackwardShare) < 0.02);
        QVERIFY(std::fabs(h.triton_backward_share - kTritonBackwardShareUnfitted) > 0.05);
        for (const FittedConstants& c : h.constants) {
            QCOMPARE(c.triton_backward_share, h.triton_backward_share);
        }
    }
    QCOMPARE(mpt, 3);
    // The share reaches the attention rate: the Triton backward is that share of
    // FlashAttention-2's on the same card, length and head dimension.
    for (const char* gpu : {"A100 SXM 80GB", "H100 SXM"}) {
        const AttentionRate fa2 = attentionRate(gpu, AttentionKernel::Flash2, 128, 32768, true);
        const AttentionRate tri = attentionRate(gpu, AttentionKernel::Triton, 128, 32768, true);
        SB_COMPARE_REL(tri.backward_tflops, kTritonBackwardShare * fa2.backward_tflops, 1e-12);
        SB_COMPARE_REL(
            attentionRate(gpu, AttentionKernel::Triton, 128, 32768, true, 0.5).backward_tflops,
            0.5 * fa2.backward_tflops, 1e-12);
    }
    // And the prediction: an MPT long-context row is faster with the fitted share than with
    // the unfitted one (the old reading of Dao 2023's Triton curve).
    const PublishedRun* run = runById(runs(), "mpt-h100-1b-32768-8gpu");
    QVERIFY(run != nullptr);
    FittedConstants old;
    old.triton_backward_share = kTritonBackwardShareUnfitted;
    QVERIFY(predictRun(*run).iteration_s < 0.9 * predictRun(*run, old).iteration_s);
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
    const std::string& md = report();
    QVERIFY2(
        md.find("- " + name + ": matmul_fraction = 0.850 — default, not fitted: " + k.not_fitted) !=
            std::string::npos,
        name.c_str());
}

void TestValidation::predictedReportSaysTheConstantsAreDefaults() {
    // The Markdown report of an MI300X plan in predicted mode says beside the step time that the
    // card's constants are defaults; typed, the row is absent (the typed report is unchanged).
    const QString preset = test::presetFile("six-nd-1t.json");
    const test::Run predicted =
        test::cli({"eval", preset, "--gpu", "MI300X", "--set",
                   "cluster.efficiency_source=predicted", "--format", "md"});
    QCOMPARE(predicted.exit_code, 0);
    QVERIFY2(predicted.out.contains("| predicted efficiency | the time model's constants for "
                                    "\"MI300X\" are defaults, not fitted to a published run: "),
             predicted.out.left(2000).constData());
    // The preset's own card, the B200, is fitted now (third-party runs of NVIDIA's recipes).
    const test::Run b200 = test::cli(
        {"eval", preset, "--set", "cluster.efficiency_source=predicted", "--format", "md"});
    QCOMPARE(b200.exit_code, 0);
    QVERIFY(!b200.out.contains("| predicted efficiency |"));
    const test::Run typed = test::cli({"eval", preset, "--gpu", "MI300X", "--format", "md"});
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
    // validate-model as a user runs it: the table on stdout, the Markdown report on disk. On
    // the shipped file's Korthikanti, Llama 3 and DGXC rows (16 rows, 5 sources, both cards),
    // so that the refits of the cross-validation stay quick.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString md = dir.filePath(QStringLiteral("validation.md"));
    const QString data = dir.filePath(QStringLiteral("runs.json"));
    {
        QFile full(QStringLiteral(STEPBUDGET_DATA_DIR "/published_runs.json"));
        QVERIFY(full.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(full.readAll()).object();
        QJsonArray kept;
        for (const QJsonValue& v : doc.value(QStringLiteral("runs")).toArray()) {
            const QJsonObject row = v.toObject();
            const QString id = row.value(QStringLiteral("id")).toString();
            // The base rows only (no FP8, CP or EP rows: they refit nothing here).
            const bool base = !row.contains(QStringLiteral("mechanism")) &&
                              row.value(QStringLiteral("compute")).toString() != "fp8";
            if (base && !id.startsWith(QStringLiteral("mpt-")) &&
                !id.startsWith(QStringLiteral("narayanan"))) {
                kept.append(v);
            }
        }
        QCOMPARE(kept.size(), 19);  // 16 A100 / H100 rows of 5 sources, 3 B200 rows of 3
        doc.insert(QStringLiteral("runs"), kept);
        QFile out(data);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QVERIFY(out.write(QJsonDocument(doc).toJson()) > 0);
    }
    const test::Run r = test::cli({"validate-model", "--data", data, "--write", md});
    QCOMPARE(r.exit_code, 0);
    QVERIFY(r.out.contains("korthikanti2022-t5-1t-selective\t71.49\t"));
    QVERIFY(r.out.contains("mean_abs_error_percent\t"));
    QFile f(md);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("| GPT 175B, full recompute | Korthikanti et al. 2022, Table 5 |"));
    for (const char* card : {"A100 SXM 80GB", "H100 SXM", "B200 SXM"}) {
        const std::string shipped =
            "matmul_fraction = " + fixed(efficiencyConstants(card).matmul_fraction, 3);
        QVERIFY2(text.contains(shipped.c_str()), shipped.c_str());
    }
    QVERIFY(text.contains("## Leave-one-source-out"));
    QVERIFY(text.contains("| held-out s | held-out error |"));
    // --cross-validate prints every row held out and the summary: the Korthikanti rows are the
    // only A100 source left, so held out they take the documented default.
    const test::Run cv = test::cli({"validate-model", "--data", data, "--cross-validate"});
    QCOMPARE(cv.exit_code, 0);
    QVERIFY(cv.out.contains("held_out\tkorthikanti2022-t5-1t-selective\t71.49\t"));
    QVERIFY(cv.out.contains("held_out_sources\t8\n"));
    // No row left runs the Triton kernel: its backward share falls back to the unfitted one.
    QVERIFY(
        cv.out.contains("\tA100 SXM 80GB\t0.850\t0.000 (default)\ttriton_backward_share\t0.369\n"));
    QVERIFY(cv.out.contains("held_out_mean_abs_error_percent\t"));
    // Another GEMM tile overhead refits every fold at it, so the held-out rows move; outside
    // 0-4096 it is refused with the option and the range named.
    const test::Run no_tile = test::cli(
        {"validate-model", "--data", data, "--cross-validate", "--gemm-tile-overhead", "0"});
    QCOMPARE(no_tile.exit_code, 0);
    QVERIFY(no_tile.out.contains("held_out\tkorthikanti2022-t5-1t-selective\t71.49\t"));
    QVERIFY(no_tile.out != cv.out);
    for (const char* wrong : {"-1", "5000", "many"}) {
        const test::Run e = test::cli(
            {"validate-model", "--data", data, "--cross-validate", "--gemm-tile-overhead", wrong});
        QCOMPARE(e.exit_code, 2);
        QVERIFY2(e.err.contains("--gemm-tile-overhead") && e.err.contains("0 to 4096"),
                 qPrintable(e.err));
    }
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
    // counts, and Megatron-Bridge 25.11's current-scaling rows, a newer stack): mean <= 8 %,
    // worst <= 15 %, with the shipped constants.
    const ValidationSummary s = validateRuns(runs());
    QCOMPARE(s.fp8_held_out.size(), std::size_t{1});
    const GpuErrors& h = s.fp8_held_out.front();
    QCOMPARE(h.gpu, std::string("H100 SXM"));
    QVERIFY(h.predicted >= 7);
    int bridge = 0;
    for (std::size_t i = 0; i < runs().size(); ++i) {
        const PublishedRun& r = runs()[i];
        if (r.source.rfind("Megatron-Bridge 25.11", 0) == 0) {
            ++bridge;
            QVERIFY2(r.compute == ComputePrecision::FP8 && !r.fp8_fit && !r.fit, r.id.c_str());
            QVERIFY2(std::fabs(s.rows[i].error) <= 0.15, r.id.c_str());
        }
    }
    QCOMPARE(bridge, 2);
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
