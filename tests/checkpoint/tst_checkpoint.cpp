// Checkpoint first-order model: worked-examples §8 (size), §10.1 (L(tau), tau*) and §10.2
// (loss-spike variant).
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

class TestCheckpoint : public QObject {
    Q_OBJECT
private slots:
    void sizeAndSave();
    void optimalInterval1024();
    void intervalTable_data();
    void intervalTable();
    void designCaseOverhead_data();
    void designCaseOverhead();
    void lossSpikes();
    void tauStarMinimises();
    void scalingRules();
};

void TestCheckpoint::sizeAndSave() {
    const Results r = evaluatePreset("book-design-48.json");
    QCOMPARE(r.checkpoint->size_bytes, 114670295040.0);  // 14 B/param, exact
    SB_COMPARE_PRINTED(r.checkpoint->save_s, 16.381, 3);
    SB_COMPARE_PRINTED(r.checkpoint->average_write_bytes_per_s / 1e6, 63.7, 1);  // ≈64 MB/s
    SB_COMPARE_REL(r.checkpoint->card_mtbf_s, 29122560.0, 1e-12);  // 1024 x 7.9 h ≈ 337 days
    SB_COMPARE_PRINTED(r.checkpoint->card_mtbf_s / units::kSecondsPerDay, 337, 0);
}

void TestCheckpoint::optimalInterval1024() {
    const Results r = evaluatePreset("checkpoint-interval-1024.json");
    SB_COMPARE_REL(r.checkpoint->failure_rate_per_s, 1.0 / 28440.0, 1e-12);
    SB_COMPARE_PRINTED(r.checkpoint->optimal_interval_s, 965.29, 2);
    SB_COMPARE_PRINTED(100 * r.checkpoint->overhead_fraction, 3.82, 2);
}

void TestCheckpoint::intervalTable_data() {
    QTest::addColumn<double>("interval_s");
    QTest::addColumn<double>("save");
    QTest::addColumn<double>("redo");
    QTest::addColumn<double>("recovery");
    QTest::addColumn<double>("total");
    QTest::newRow("300 s") << 300.0 << 5.5 << 0.5 << 0.4 << 6.41;
    QTest::newRow("900 s") << 900.0 << 1.8 << 1.6 << 0.4 << 3.82;
    QTest::newRow("1800 s") << 1800.0 << 0.9 << 3.2 << 0.4 << 4.50;
}

void TestCheckpoint::intervalTable() {
    QFETCH(double, interval_s);
    QFETCH(double, save);
    QFETCH(double, redo);
    QFETCH(double, recovery);
    QFETCH(double, total);
    Scenario s = preset("checkpoint-interval-1024.json");
    s.checkpoint->interval_s = interval_s;
    const Results r = evaluate(s);
    SB_COMPARE_PRINTED(100 * r.checkpoint->terms.save, save, 1);
    SB_COMPARE_PRINTED(100 * r.checkpoint->terms.redo, redo, 1);
    SB_COMPARE_PRINTED(100 * r.checkpoint->terms.recovery, recovery, 1);
    SB_COMPARE_PRINTED(100 * r.checkpoint->overhead_fraction, total, 2);
}

void TestCheckpoint::designCaseOverhead_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("percent");
    QTest::newRow("32 cards 1800 s") << "book-design-32.json" << 1.02216;
    QTest::newRow("48 cards 1800 s") << "book-design-48.json" << 1.07820;
}

void TestCheckpoint::designCaseOverhead() {
    QFETCH(QString, file);
    QFETCH(double, percent);
    const Results r = evaluatePreset(file.toStdString());
    SB_COMPARE_PRINTED(100 * r.checkpoint->overhead_fraction, percent, 5);
    SB_COMPARE_PRINTED(100 * r.checkpoint->terms.save, 0.910, 3);
}

void TestCheckpoint::lossSpikes() {
    // §10.2: 48-card hardware rate plus one rollback per 7 days.
    Scenario s = preset("book-design-48.json");
    s.checkpoint->interval_s = 600;
    SB_COMPARE_PRINTED(100 * evaluate(s).checkpoint->overhead_fraction, 2.7995, 4);
    const double tau_hw = evaluate(s).checkpoint->optimal_interval_s;
    s.checkpoint->spike_every_days = 7;
    const Results spiky = evaluate(s);
    SB_COMPARE_REL(spiky.checkpoint->spike_rate_per_s, 1.0 / 604800.0, 1e-12);
    SB_COMPARE_PRINTED(100 * spiky.checkpoint->overhead_fraction, 2.8689, 4);
    SB_COMPARE_REL(tau_hw, 4458, 5e-4);                                // ≈4,458 s
    SB_COMPARE_REL(spiky.checkpoint->optimal_interval_s, 3150, 5e-4);  // ≈3,150 s
    s.checkpoint->interval_s = 1800;
    const Results design = evaluate(s);
    SB_COMPARE_PRINTED(100 * design.checkpoint->overhead_fraction, 1.2468, 4);
    s.checkpoint->spike_every_days = 0;
    const double extra_days = design.plan.finish_days - evaluate(s).plan.finish_days;
    SB_COMPARE_PRINTED(extra_days, 0.033, 3);
}

void TestCheckpoint::tauStarMinimises() {
    const Results r = evaluatePreset("checkpoint-interval-1024.json");
    const CheckpointResults& c = r.checkpoint;
    const double at_star = c.optimal_overhead_fraction;
    for (double factor : {0.5, 0.9, 0.99, 1.01, 1.1, 2.0}) {
        const double tau = c.optimal_interval_s * factor;
        const double l = overheadTerms(c.save_s, c.total_rate_per_s, 120, tau).total();
        QVERIFY2(l > at_star, qPrintable(QString("L(%1 tau*) <= L(tau*)").arg(factor)));
    }
}

void TestCheckpoint::scalingRules() {
    // Doubling cards or halving save time multiplies tau* by 1/sqrt(2).
    Scenario s = preset("checkpoint-interval-1024.json");
    const double base = evaluate(s).checkpoint->optimal_interval_s;
    Scenario doubled = s;
    doubled.cluster.cards = 2048;
    SB_COMPARE_REL(evaluate(doubled).checkpoint->optimal_interval_s, base / std::sqrt(2.0), 1e-12);
    Scenario faster = s;
    faster.checkpoint->write_gb_per_s = 14;
    SB_COMPARE_REL(evaluate(faster).checkpoint->optimal_interval_s, base / std::sqrt(2.0), 1e-12);
}

QTEST_APPLESS_MAIN(TestCheckpoint)
#include "tst_checkpoint.moc"
