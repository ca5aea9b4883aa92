// Offload (worked-examples §5): T_wait = max(0, V/B - W) and where to cast the gate-projection
// gradient (BF16 96 MiB -> FP32 192 MiB): CPU T_c = G/B + 3G/C_c vs GPU T_g = 3G/C_g + 2G/B,
// equal at B* = 1 / (3 (1/C_c - 1/C_g)).
#include <QTest>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/memory/offload.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;
using units::kMiB;

class TestOffload : public QObject {
    Q_OBJECT
private slots:
    void castPaths_data();
    void castPaths();
    void breakEven();
    void noBreakEvenWhenHostIsFaster();
    void waitFormula_data();
    void waitFormula();
    void gradientFollowsTheShape();
    void curvesCrossAtBreakEven();
};

void TestOffload::castPaths_data() {
    QTest::addColumn<double>("link_gb_per_s");
    QTest::addColumn<double>("cpu_ms");
    QTest::addColumn<double>("gpu_ms");
    QTest::addColumn<QString>("faster");
    // RTX 4090 (C_g = 1008 GB/s), Xeon 8 x DDR5-4800 (C_c = 307.2 GB/s).
    QTest::newRow("PCIe 4.0 x16, 32 GB/s") << 32.0 << 4.13 << 6.59 << "cpu";
    QTest::newRow("PCIe 5.0 x16, 64 GB/s: still below B*") << 64.0 << 2.556 << 3.445 << "cpu";
    QTest::newRow("GH200 NVLink-C2C, 450 GB/s") << 450.0 << 1.21 << 0.75 << "gpu";
}

void TestOffload::castPaths() {
    QFETCH(double, link_gb_per_s);
    QFETCH(double, cpu_ms);
    QFETCH(double, gpu_ms);
    QFETCH(QString, faster);
    Scenario s = preset("book-design-48.json");
    s.cluster.host_link_gb_per_s = link_gb_per_s;
    const OffloadResults o = evaluate(s).offload;
    const int decimals = link_gb_per_s == 64.0 ? 3 : 2;
    SB_COMPARE_PRINTED(o.cpu.total_s * 1e3, cpu_ms, decimals);
    SB_COMPARE_PRINTED(o.gpu.total_s * 1e3, gpu_ms, decimals);
    QCOMPARE(QString::fromStdString(o.faster), faster);
    SB_COMPARE_REL(o.cpu.gpu_peak_bytes / kMiB, 96.0, 1e-12);
    SB_COMPARE_REL(o.gpu.gpu_peak_bytes / kMiB, 288.0, 1e-12);  // 96 + 192 MiB
    if (link_gb_per_s == 32.0) {
        SB_COMPARE_PRINTED(o.cpu.transfer_s * 1e3, 3.15, 2);  // 3.15 + 0.98
        SB_COMPARE_PRINTED(o.cpu.cast_s * 1e3, 0.98, 2);
        SB_COMPARE_PRINTED(o.gpu.cast_s * 1e3, 0.30, 2);  // 0.30 + 6.29
        SB_COMPARE_PRINTED(o.gpu.transfer_s * 1e3, 6.29, 2);
        // GPU saves ≈0.68 ms of casting and pays ≈3.15 ms of extra transfer.
        SB_COMPARE_PRINTED((o.cpu.cast_s - o.gpu.cast_s) * 1e3, 0.68, 2);
        SB_COMPARE_PRINTED(o.gpu_extra_transfer_s * 1e3, 3.15, 2);
    }
    if (link_gb_per_s == 450.0) {
        SB_COMPARE_PRINTED(o.gpu_extra_transfer_s * 1e3, 0.22, 2);  // extra 96 MiB ≈0.22 ms
    }
}

void TestOffload::breakEven() {
    const Results r = evaluatePreset("book-design-48.json");
    QVERIFY(r.offload->break_even_exists);
    SB_COMPARE_PRINTED(r.offload->break_even_bytes_per_s / 1e9, 147.2877, 4);
    // At B* both paths take the same time.
    Scenario s = preset("book-design-48.json");
    s.cluster.host_link_gb_per_s = r.offload->break_even_bytes_per_s / 1e9;
    const OffloadResults o = evaluate(s).offload;
    SB_COMPARE_REL(o.cpu.total_s, o.gpu.total_s, 1e-12);
    const Derivation* d = r.derivation("offload.break_even_gb_per_s");
    QVERIFY(d != nullptr);
    QVERIFY(d->substituted.find("307.2") != std::string::npos);
}

void TestOffload::noBreakEvenWhenHostIsFaster() {
    Scenario s = preset("book-design-48.json");
    s.cluster.host_memory_gb_per_s = 2000;  // faster than the 1008 GB/s of the card
    s.cluster.host_link_gb_per_s = 900;
    const OffloadResults o = evaluate(s).offload;
    QVERIFY(!o.break_even_exists);
    QCOMPARE(o.break_even_bytes_per_s, 0.0);
    QCOMPARE(o.faster, std::string("cpu"));
}

void TestOffload::waitFormula_data() {
    QTest::addColumn<double>("window_ms");
    QTest::addColumn<double>("wait_ms");
    // V = 100,663,296 B over 32 GB/s = 3.1457 ms.
    QTest::newRow("no window: V/B") << 0.0 << 3.145728;
    QTest::newRow("1 ms window") << 1.0 << 2.145728;
    QTest::newRow("window longer than the transfer: 0") << 5.0 << 0.0;
}

void TestOffload::waitFormula() {
    QFETCH(double, window_ms);
    QFETCH(double, wait_ms);
    Scenario s = preset("book-design-48.json");
    s.offload->window_ms = window_ms;
    const OffloadResults o = evaluate(s).offload;
    QVERIFY(stepbudget::test::closeEnough(o.wait_s * 1e3, wait_ms, 1e-12, 1e-15));
}

void TestOffload::gradientFollowsTheShape() {
    Scenario s = preset("book-design-48.json");
    s.model.intermediate = 14336;  // Llama-3-8B's FFN: [14336, 4096] BF16 = 112 MiB
    const OffloadResults o = evaluate(s).offload;
    SB_COMPARE_REL(o.grad_bytes / kMiB, 112.0, 1e-12);
    SB_COMPARE_REL(o.cpu.total_s, o.grad_bytes / 32e9 + 3 * o.grad_bytes / 307.2e9, 1e-12);
}

void TestOffload::curvesCrossAtBreakEven() {
    const OffloadResults o = evaluatePreset("book-design-48.json").offload;
    QCOMPARE(o.cpu_curve.size(), o.gpu_curve.size());
    QVERIFY(o.cpu_curve.size() > 10);
    for (std::size_t i = 0; i < o.cpu_curve.size(); ++i) {
        const double b = o.cpu_curve[i].x * 1e9;
        QCOMPARE(o.gpu_curve[i].x, o.cpu_curve[i].x);
        // Below B* the CPU path is faster, above it the GPU path.
        QCOMPARE(o.cpu_curve[i].y < o.gpu_curve[i].y, b < o.break_even_bytes_per_s);
    }
}

QTEST_APPLESS_MAIN(TestOffload)
#include "tst_offload.moc"
