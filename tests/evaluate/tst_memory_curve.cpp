// The Memory tab's "per-card memory vs card count" curve is the memory section evaluated at
// other card counts: the resident state at every sampled count equals computeMemory() with
// that many cards (the bytes per parameter in force, e.g. the distributed optimizer's 6 + 12/d
// on the Llama 3 presets, not the precision fields), and the plan's own count is a point whose
// peak is the headline's (the "current" dot lies on the curve).
#include <QTest>
#include <algorithm>

#include "fuzzy.h"
#include "model/evaluate/evaluate.h"
#include "model/memory/memory.h"
#include "presets.h"

using namespace stepbudget;

class TestMemoryCurve : public QObject {
    Q_OBJECT
private slots:
    void curveIsTheMemorySection_data() { test::addPresetRows(); }
    void curveIsTheMemorySection();
};

void TestMemoryCurve::curveIsTheMemorySection() {
    QFETCH(QString, file);
    const Scenario sc = test::preset(file.toStdString());
    const Results r = evaluate(sc);
    QVERIFY(r.ok());
    const Curve& resident = r.curves.resident_vs_cards;
    const Curve& peak = r.curves.peak_vs_cards;
    QVERIFY(resident.size() >= 16);
    QCOMPARE(peak.size(), resident.size());
    // The plan's count, with the headline's resident and peak bytes.
    const double cards = static_cast<double>(sc.cluster.cards);
    const auto at = std::find_if(peak.begin(), peak.end(),
                                 [cards](const CurvePoint& p) { return p.x == cards; });
    QVERIFY2(at != peak.end(), "the plan's card count is not on the curve");
    SB_COMPARE_REL(at->y, r.memory.peak_bytes_per_card, 1e-12);
    // First, middle and last sampled counts against the memory section at that count.
    for (std::size_t i : {std::size_t{0}, resident.size() / 2, resident.size() - 1}) {
        Scenario other = sc;
        other.cluster.cards = static_cast<std::int64_t>(resident[i].x);
        const MemoryResults m = computeMemory(other);
        SB_COMPARE_REL(resident[i].y, m.resident_bytes_per_card, 1e-12);
    }
}

QTEST_GUILESS_MAIN(TestMemoryCurve)
#include "tst_memory_curve.moc"
