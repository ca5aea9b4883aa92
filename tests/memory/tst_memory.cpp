// Memory section: worked-examples §2.1 (16 B/param), §2.2 (FP8 operand copy), §2.3 (ZeRO per
// card, d = 8) and §6 (the RTX 4090 capacity case and the design case).
#include <QTest>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/memory/memory.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;
using units::kGB;
using units::kGiB;

class TestMemory : public QObject {
    Q_OBJECT
private slots:
    void stateBytes_data();
    void stateBytes();
    void fp8OperandCopy();
    void zeroPerCard_data();
    void zeroPerCard();
    void rtx4090OverBudget();
    void designCase_data();
    void designCase();
    void moreCardsNeverNeedMore();
};

void TestMemory::stateBytes_data() {
    QTest::addColumn<double>("grad_bytes");
    QTest::addColumn<double>("bytes_per_param");
    QTest::addColumn<double>("total_gb");  // decimal GB, printed to 1 decimal
    QTest::newRow("mixed-precision Adam, BF16 grads: 16 B") << 2.0 << 16.0 << 131.1;
    QTest::newRow("FP32 grads: 18 B") << 4.0 << 18.0 << 147.4;
}

void TestMemory::stateBytes() {
    QFETCH(double, grad_bytes);
    QFETCH(double, bytes_per_param);
    QFETCH(double, total_gb);
    Scenario s = preset("book-design-48.json");
    s.precision.grad_bytes = grad_bytes;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    SB_COMPARE_REL(r.memory.state_bytes_per_param, bytes_per_param, 1e-12);
    SB_COMPARE_PRINTED(r.memory.persistent_bytes / kGB, total_gb, 1);
    if (grad_bytes == 2.0) {
        SB_COMPARE_PRINTED(r.memory.persistent_bytes / kGiB, 122.1, 1);  // "≈122.1 GiB"
        SB_COMPARE_PRINTED(r.memory.bf16_weight_bytes / kGB, 16.4, 1);   // inference weights
    }
}

void TestMemory::fp8OperandCopy() {
    const Results r = evaluatePreset("book-design-48.json");
    // 1 + 4/16384 B/param (one FP32 scale per 128x128 block) -> 8.19 GB vs 16.4 GB BF16.
    SB_COMPARE_PRINTED(r.memory.fp8_operand_bytes / kGB, 8.19, 2);
    // The resident state does not shrink: FP8 changes only the matmul operand copy.
    SB_COMPARE_REL(r.memory.state_bytes_per_param, 16.0, 1e-12);
}

void TestMemory::zeroPerCard_data() {
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("gib");
    QTest::addColumn<int>("decimals");
    // §2.3, d = 8: 122.1 / 42.0 (41.96) / 28.6 (28.61) / 15.3 (15.26) GiB per card.
    QTest::newRow("plain DP d=8") << 0 << 122.1 << 1;
    QTest::newRow("ZeRO-1 d=8") << 1 << 41.96 << 2;
    QTest::newRow("ZeRO-2 d=8") << 2 << 28.61 << 2;
    QTest::newRow("ZeRO-3 d=8") << 3 << 15.26 << 2;
}

void TestMemory::zeroPerCard() {
    QFETCH(int, stage);
    QFETCH(double, gib);
    QFETCH(int, decimals);
    const Results r = evaluatePreset("rtx4090-zero3-8.json");
    QVERIFY(r.ok());
    SB_COMPARE_PRINTED(
        r.memory.zero_resident_bytes_per_card[static_cast<std::size_t>(stage)] / kGiB, gib,
        decimals);
}

void TestMemory::rtx4090OverBudget() {
    // §6: ZeRO-3 on 8 cards, 15.3 + 10 = 25.3 GiB against 22 GiB usable: 3.3 GiB over.
    const Results r = evaluatePreset("rtx4090-zero3-8.json");
    QVERIFY(!r.memory.fits);
    SB_COMPARE_PRINTED(r.memory.peak_bytes_per_card / kGiB, 25.3, 1);
    SB_COMPARE_PRINTED(r.memory.over_bytes / kGiB, 3.3, 1);
    SB_COMPARE_REL(r.memory.margin_bytes, -r.memory.over_bytes, 1e-12);
    // Remedy 2, the book's: double to 16 cards -> 7.6 GiB resident, 17.6 GiB in total.
    Scenario sixteen = preset("rtx4090-zero3-8.json");
    sixteen.cluster.cards = 16;
    const Results r16 = evaluate(sixteen);
    QVERIFY(r16.memory.fits);
    SB_COMPARE_PRINTED(r16.memory.resident_bytes_per_card / kGiB, 7.6, 1);
    SB_COMPARE_PRINTED(r16.memory.peak_bytes_per_card / kGiB, 17.6, 1);
    // The fewest cards that fit: 16N/d + 10 GiB <= 22 GiB -> d >= 122.05/12 -> 11.
    QCOMPARE(r.memory.min_cards_to_fit, std::int64_t{11});
    Scenario eleven = sixteen;
    eleven.cluster.cards = 11;
    QVERIFY(evaluate(eleven).memory.fits);
    eleven.cluster.cards = 10;
    QVERIFY(!evaluate(eleven).memory.fits);
}

void TestMemory::designCase_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("resident_gib");
    QTest::addColumn<double>("peak_gib");
    QTest::addColumn<double>("margin_gib");
    // §6 and contract.md: 3.8 / 2.5 GiB resident, 13.814 / 12.543 GiB peak, 8.2 / 9.457 margin.
    QTest::newRow("Qwen3-8B ZeRO-3 32 x 4090") << "book-design-32.json" << 3.8 << 13.814 << 8.186;
    QTest::newRow("Qwen3-8B ZeRO-3 48 x 4090") << "book-design-48.json" << 2.5 << 12.543 << 9.457;
}

void TestMemory::designCase() {
    QFETCH(QString, file);
    QFETCH(double, resident_gib);
    QFETCH(double, peak_gib);
    QFETCH(double, margin_gib);
    const Results r = evaluatePreset(file.toStdString());
    QVERIFY(r.ok());
    QVERIFY(r.memory.fits);
    SB_COMPARE_PRINTED(r.memory.resident_bytes_per_card / kGiB, resident_gib, 1);
    SB_COMPARE_PRINTED(r.memory.peak_bytes_per_card / kGiB, peak_gib, 3);
    SB_COMPARE_PRINTED(r.memory.margin_bytes / kGiB, margin_gib, 3);
    SB_COMPARE_REL(r.memory.usable_bytes_per_card, 22 * kGiB, 1e-12);
    const Derivation* d = r.derivation("memory.peak_bytes_per_card");
    QVERIFY(d != nullptr);
    QVERIFY(d->substituted.find("10.000 GiB") != std::string::npos);
}

void TestMemory::moreCardsNeverNeedMore() {
    Scenario s = preset("book-design-48.json");
    for (int stage = 0; stage < 4; ++stage) {
        double previous = 1e300;
        for (std::int64_t cards : {1, 2, 8, 48, 1024}) {
            const MemoryStack m = zeroStack(s.precision, stage, 8e9, static_cast<double>(cards));
            QVERIFY(m.resident() <= previous);
            previous = m.resident();
        }
    }
}

QTEST_APPLESS_MAIN(TestMemory)
#include "tst_memory.moc"
