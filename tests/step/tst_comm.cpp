// Communication section: worked-examples §7.4 (ZeRO-3 traffic, link time, exposed time).
#include <QTest>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

class TestComm : public QObject {
    Q_OBJECT
private slots:
    void zero3_data();
    void zero3();
    void perMicrobatchAndLayer();
    void halvedBandwidthStaysHidden();
    void slowLinkBecomesExposed();
    void singleCardHasNoTraffic();
    void layerGatherWithStages();
};

void TestComm::zero3_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("collective_gb");
    QTest::addColumn<double>("step_gb");
    QTest::addColumn<double>("link_s");
    QTest::addColumn<double>("exposed_s");
    QTest::addColumn<double>("input_ready_step_s");
    QTest::newRow("ZeRO-3 d=32 m=12")
        << "book-design-32.json" << 15.87 << 571.30 << 17.853 << 0.0754 << 78.4;
    QTest::newRow("ZeRO-3 d=48 m=8")
        << "book-design-48.json" << 16.040 << 384.96 << 12.030 << 0.0762 << 52.3;
}

void TestComm::zero3() {
    QFETCH(QString, file);
    QFETCH(double, collective_gb);
    QFETCH(double, step_gb);
    QFETCH(double, link_s);
    QFETCH(double, exposed_s);
    QFETCH(double, input_ready_step_s);
    const Results r = evaluatePreset(file.toStdString());
    QVERIFY(r.ok());
    const int cdec = collective_gb == 16.040 ? 3 : 2;
    SB_COMPARE_PRINTED(r.comm.collective_bytes_per_card / units::kGB, collective_gb, cdec);
    SB_COMPARE_PRINTED(r.comm.step_bytes_per_card / units::kGB, step_gb, 2);
    SB_COMPARE_PRINTED(r.comm.link_time_s, link_s, 3);
    SB_COMPARE_PRINTED(r.comm.exposed_s, exposed_s, 4);
    QVERIFY(r.comm.hidden);
    SB_COMPARE_PRINTED(r.plan.compute_s + r.comm.exposed_s, input_ready_step_s, 1);
}

void TestComm::perMicrobatchAndLayer() {
    const Results r = evaluatePreset("book-design-48.json");
    SB_COMPARE_PRINTED(r.comm.link_per_microbatch_s, 1.50, 2);     // link ≈1.50 s
    SB_COMPARE_PRINTED(r.comm.compute_per_microbatch_s, 6.53, 2);  // vs compute ≈6.53 s
    SB_COMPARE_PRINTED(r.comm.layer_gather_s * 1000, 11.8, 1);     // one layer ≈12 ms (11.8)
}

void TestComm::halvedBandwidthStaysHidden() {
    // §12.3: PCIe halved -> per micro-batch ≈3.0 s < 6.53 s, exposed doubles to ≈0.15 s,
    // step 52.8 -> 52.876 s.
    Scenario s = preset("book-design-48.json");
    s.cluster.collective_gb_per_s = 16;
    const Results r = evaluate(s);
    QVERIFY(r.comm.hidden);
    SB_COMPARE_PRINTED(r.comm.link_per_microbatch_s, 3.0, 1);
    SB_COMPARE_PRINTED(r.comm.exposed_s, 0.15, 2);
    SB_COMPARE_PRINTED(r.plan.step_time_s, 52.876, 3);
}

void TestComm::slowLinkBecomesExposed() {
    // Beyond the book: when a step's link time exceeds its compute, the excess is exposed.
    Scenario s = preset("book-design-48.json");
    s.cluster.collective_gb_per_s = 4;  // 385 GB / 4 GB/s = 96 s > 52.2 s of compute
    const Results r = evaluate(s);
    QVERIFY(!r.comm.hidden);
    SB_COMPARE_REL(r.comm.exposed_s, r.comm.link_time_s - r.plan.compute_s, 1e-9);
}

void TestComm::singleCardHasNoTraffic() {
    Scenario s = preset("book-design-48.json");
    s.cluster.cards = 1;
    s.parallel.zero_stage = 0;
    s.cluster.usable_memory_gib = 200;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    QCOMPARE(r.comm.step_bytes_per_card, 0.0);
    QCOMPARE(r.comm.exposed_s, 0.0);
}

// With pipeline stages a layer is still N / (L t) on its card (GPT-3 175B, TP 8, PP 8, ZeRO-3
// over d = 16): not the card's N / (t p) spread over all L layers.
void TestComm::layerGatherWithStages() {
    Scenario s = preset("gpt3-175b-a100.json");
    s.parallel.zero_stage = 3;
    const Results r = evaluate(s);
    QVERIFY2(r.ok(), formatIssues(r.issues).c_str());
    const ModelSpec& m = s.model;
    const double embeddings = static_cast<double>(m.vocab) * static_cast<double>(m.hidden) *
                              (m.tied_embeddings ? 1.0 : 2.0);
    const double d = static_cast<double>(s.cluster.cards) / (8.0 * 8.0);
    const double layer = (static_cast<double>(m.params) - embeddings) / (96.0 * 8.0);
    SB_COMPARE_REL(r.comm.layer_gather_bytes, (d - 1.0) / d * s.precision.weight_bytes * layer,
                   1e-12);
}

QTEST_APPLESS_MAIN(TestComm)
#include "tst_comm.moc"
