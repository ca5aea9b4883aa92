// Preset library: GPUs and models as data, the parameter count from the shape against the
// published count (within 1 %), applying entries to a scenario, and every preset file.
#include <QDir>
#include <QTest>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/io/scenario_json.h"
#include "model/shape/catalog.h"
#include "model/step/compute.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void requiredEntries();
    void gpuFigures_data();
    void gpuFigures();
    void modelCounts_data();
    void modelCounts();
    void countsByPart();
    void applyGpuKeepsTheBookCase();
    void applyModelKeepsTheBookCase();
    void everyPairValidates();
    void unknownNames();
    void presets_data();
    void presets();
};

void TestCatalog::requiredEntries() {
    for (const char* gpu : {"V100 SXM2 32GB", "A100 SXM 40GB", "A100 SXM 80GB", "H100 SXM",
                            "H100 PCIe", "H200 SXM", "B200 SXM", "MI300X", "RTX 4090"}) {
        QVERIFY2(findGpu(gpu) != nullptr, gpu);
    }
    for (const char* model :
         {"Qwen3-8B", "Qwen3-32B", "Qwen3-235B-A22B", "Llama-3-8B", "Llama-3-70B", "Llama-3-405B",
          "DeepSeek-V2", "DeepSeek-V3", "GPT-3 175B", "Megatron 1T"}) {
        QVERIFY2(findModel(model) != nullptr, model);
    }
    QVERIFY(findGpu("h100 sxm") != nullptr);  // names match case-insensitively
}

void TestCatalog::gpuFigures_data() {
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<double>("bf16");
    QTest::addColumn<double>("memory_gb");
    // The book's dense BF16 peaks (worked-examples symbols table).
    QTest::newRow("RTX 4090") << "RTX 4090" << 165.2 << 24.0;
    QTest::newRow("A100 80GB") << "A100 SXM 80GB" << 312.0 << 80.0;
    QTest::newRow("H100 SXM") << "H100 SXM" << 989.4 << 80.0;
    QTest::newRow("B200") << "B200 SXM" << 2250.0 << 180.0;
}

void TestCatalog::gpuFigures() {
    QFETCH(QString, gpu);
    QFETCH(double, bf16);
    QFETCH(double, memory_gb);
    const GpuSpec* g = findGpu(gpu.toStdString());
    QVERIFY(g != nullptr);
    QCOMPARE(g->bf16_dense_tflops, bf16);
    QCOMPARE(g->memory_gb, memory_gb);
    for (const GpuSpec& x : gpuCatalog()) {
        QVERIFY2(x.bf16_dense_tflops > 0 && x.memory_gb > 0 && x.hbm_gb_per_s > 0 &&
                     x.scale_up_gb_per_s > 0 && x.host_link_gb_per_s > 0 && !x.source.empty(),
                 x.name.c_str());
        QVERIFY(x.fp8_dense_tflops == 0 || x.fp8_dense_tflops >= x.bf16_dense_tflops);
    }
}

void TestCatalog::modelCounts_data() {
    QTest::addColumn<QString>("model");
    for (const ModelShape& m : modelCatalog()) {
        QTest::newRow(m.name.c_str()) << QString::fromStdString(m.name);
    }
}

void TestCatalog::modelCounts() {
    QFETCH(QString, model);
    const ModelShape* m = findModel(model.toStdString());
    QVERIFY(m != nullptr);
    QVERIFY(!m->source.empty());
    const ParamBreakdown p = parameterBreakdown(*m);
    SB_COMPARE_REL(p.total(), m->published_params, 0.01);
    SB_COMPARE_REL(parameterCountFromShape(*m), p.total(), 1e-15);
    if (m->experts > 0) {
        // Active parameters against the published "A22B" / "A3B" / 37 B: within 2 %
        // (DeepSeek-V3's 37 B rounds down a count that includes both embeddings).
        SB_COMPARE_REL(p.active, m->published_active_params, 0.02);
        QVERIFY(p.active < p.total());
    } else {
        QCOMPARE(p.active, p.total());
    }
}

void TestCatalog::countsByPart() {
    // Qwen3-8B, exactly the book's N: 2 x 151,936 x 4096 embeddings + 36 x 192,946,432 + 4096.
    const ParamBreakdown q = parameterBreakdown(*findModel("Qwen3-8B"));
    QCOMPARE(q.total(), 8190735360.0);
    QCOMPARE(q.embedding, 622329856.0);
    QCOMPARE(q.lm_head, 622329856.0);
    QCOMPARE((q.total() - q.embedding - q.lm_head - 4096) / 36, 192946432.0);
    // Llama-3-8B: 8,030,261,248 (the released checkpoint's count).
    QCOMPARE(parameterCountFromShape(*findModel("Llama-3-8B")), 8030261248.0);
    // DeepSeek-V3's multi-head latent attention per layer:
    // 7168*1536 + 1536*128*192 + 7168*(512+64) + 512*128*(128+128) + 128*128*7168.
    const ParamBreakdown d = parameterBreakdown(*findModel("DeepSeek-V3"));
    const double mla =
        7168.0 * 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512.0 * 128 * 256 + 128.0 * 128 * 7168;
    QCOMPARE(d.attention, 61 * mla);
    QCOMPARE(d.experts, 58 * 256 * 3 * 7168.0 * 2048);
    QCOMPARE(d.dense_ffn, 3 * 3 * 7168.0 * 18432);
    // GPT-3: tied embeddings, learned positions, LayerNorm and biases.
    const ParamBreakdown g = parameterBreakdown(*findModel("GPT-3 175B"));
    QCOMPARE(g.lm_head, 0.0);
    QCOMPARE(g.positions, 2048 * 12288.0);
    QVERIFY(g.biases > 0);
}

void TestCatalog::applyGpuKeepsTheBookCase() {
    // The design case's cluster is the catalog's RTX 4090: 165.2 TFLOP/s, 24 GB -> 22 GiB
    // usable, 1008 GB/s, PCIe 4.0 x16 (32 GB/s) for collectives and host.
    const Scenario book = preset("book-design-48.json");
    Scenario s = book;
    QVERIFY(applyGpu(s, "RTX 4090"));
    QCOMPARE(scenarioToJson(s), scenarioToJson(book));
    QVERIFY(applyGpu(s, "H100 SXM"));
    QCOMPARE(s.cluster.peak_tflops, 989.4);
    QCOMPARE(s.cluster.usable_memory_gib, 74.0);  // 80 GB = 74.5 GiB
    QCOMPARE(s.cluster.collective_gb_per_s, 450.0);
    QCOMPARE(s.cluster.cards, book.cluster.cards);  // the cluster size is not the GPU's
}

void TestCatalog::applyModelKeepsTheBookCase() {
    const Scenario book = preset("book-design-48.json");
    Scenario s = book;
    QVERIFY(applyModel(s, "Qwen3-8B"));
    QCOMPARE(scenarioToJson(s), scenarioToJson(book));
    QVERIFY(applyModel(s, "Qwen3-235B-A22B"));
    QCOMPARE(s.model.params, std::int64_t{235093634560});
    QCOMPARE(s.model.experts, std::int64_t{128});
    QCOMPARE(s.model.expert_intermediate, std::int64_t{1536});
    // FLOPs count the active parameters: N_mat = active - embedding - norms.
    const double active = parameterBreakdown(*findModel("Qwen3-235B-A22B")).active;
    SB_COMPARE_REL(matrixParams(s.model), active - embeddingParams(s.model) - normParams(s.model),
                   1e-9);
}

void TestCatalog::everyPairValidates() {
    for (const ModelShape& m : modelCatalog()) {
        for (const GpuSpec& g : gpuCatalog()) {
            Scenario s = preset("book-design-48.json");
            QVERIFY(applyModel(s, m.name));
            QVERIFY(applyGpu(s, g.name));
            const Results r = evaluate(s);
            QVERIFY2(r.ok(), (m.name + " on " + g.name + ": " + formatIssues(r.issues)).c_str());
            QVERIFY(r.plan.finish_days > 0);
            // The scenario's own shape count equals the catalog's, bar the norm layout
            // (DeepSeek-V3's MLA included: the model section carries its latent fields).
            SB_COMPARE_REL(r.shape.params_from_shape, static_cast<double>(s.model.params), 0.01);
            SB_COMPARE_REL(r.shape.active_params, parameterBreakdown(m).active, 0.01);
        }
    }
}

void TestCatalog::unknownNames() {
    Scenario s;
    const std::string before = scenarioToJson(s);
    QVERIFY(!applyGpu(s, "H900"));
    QVERIFY(!applyModel(s, "Qwen9"));
    QCOMPARE(scenarioToJson(s), before);
}

void TestCatalog::presets_data() {
    QTest::addColumn<QString>("file");
    for (const QString& f : QDir(STEPBUDGET_PRESETS_DIR).entryList({"*.json"}, QDir::Files)) {
        QTest::newRow(qPrintable(f)) << f;
    }
}

void TestCatalog::presets() {
    QFETCH(QString, file);
    const LoadResult loaded = loadScenarioFile(presetPath(file.toStdString()));
    QVERIFY2(loaded.ok(), formatIssues(loaded.issues).c_str());
    const Results r = evaluate(loaded.scenario);
    QVERIFY(r.ok());
    // The preset's shape gives its parameter count within 1 %, and a catalog model's preset
    // matches the published count within 1 %.
    const ModelSpec& m = loaded.scenario.model;
    SB_COMPARE_REL(r.shape.params_from_shape, static_cast<double>(m.params), 0.01);
    if (const ModelShape* known = findModel(m.name)) {
        SB_COMPARE_REL(static_cast<double>(m.params), known->published_params, 0.01);
        QCOMPARE(m.layers, known->layers);
        QCOMPARE(m.hidden, known->hidden);
    }
    // Memory results say which conventions are in force.
    QVERIFY(!r.memory.convention.empty());
    QVERIFY(r.memory.extra_source == "budget" || r.memory.extra_source == "architecture");
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
