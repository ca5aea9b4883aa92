// The checkpoint interval beyond first order: worked-examples §10.1 (Poisson retry footnote
// 954.40 s beside Young's 965 s, Daly's higher-order interval) and §10.2 (hardware vs loss-spike
// contributions: 4,458 -> 3,150 s, 1.08 % -> 1.25 %); the L(tau) curve a chart draws.
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/checkpoint/checkpoint.h"
#include "model/checkpoint/interval.h"
#include "model/evaluate/param_registry.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

const IntervalMarker* marker(const IntervalResults& r, const std::string& id) {
    for (const IntervalMarker& m : r.markers) {
        if (m.id == id) {
            return &m;
        }
    }
    return nullptr;
}

}  // namespace

class TestInterval : public QObject {
    Q_OBJECT
private slots:
    void poissonFootnote();
    void poissonIsItsMinimum_data();
    void poissonIsItsMinimum();
    void poissonOptimumIgnoresRestore_data();
    void poissonOptimumIgnoresRestore();
    void poissonTendsToFirstOrder();
    void dalyFallsBackToMtbf();
    void spikeSplit_data();
    void spikeSplit();
    void overheadCurve();
    void extremeRatesStayFinite();
    void badInput_data();
    void badInput();
};

void TestInterval::poissonFootnote() {
    // 1024 cards, c = 16.381 s, r = 120 s, lambda = 1/28,440 s.
    const Results r = evaluatePreset("checkpoint-interval-1024.json");
    SB_COMPARE_PRINTED(r.interval->young_interval_s, 965.29, 2);
    SB_COMPARE_PRINTED(r.interval->poisson_interval_s, 954.40, 2);
    SB_COMPARE_PRINTED(r.interval->daly_interval_s, 954.40, 2);
    QVERIFY(!r.interval->daly_is_mtbf);
    // Daly's series approximates the exact optimum of the same model to ~1e-3 s.
    QVERIFY(std::fabs(r.interval->daly_interval_s - r.interval->poisson_interval_s) < 1e-3);
    // The optimum solves (1 - x) e^(x + lambda c) = 1 with x = lambda tau.
    const double lam = r.checkpoint->total_rate_per_s;
    const double x = lam * r.interval->poisson_interval_s;
    SB_COMPARE_REL((1 - x) * std::exp(x + lam * r.checkpoint->save_s), 1.0, 1e-13);
    for (const char* id : {"young", "daly", "poisson", "current", "young_hardware_only"}) {
        QVERIFY2(marker(r.interval, id) != nullptr, id);
    }
    SB_COMPARE_PRINTED(marker(r.interval, "current")->interval_s, 900, 6);
    SB_COMPARE_PRINTED(100 * marker(r.interval, "current")->total_fraction, 3.82, 2);
}

void TestInterval::poissonIsItsMinimum_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("1024 cards") << "checkpoint-interval-1024.json";
    QTest::newRow("48 cards") << "book-design-48.json";
}

void TestInterval::poissonIsItsMinimum() {
    QFETCH(QString, file);
    const Results r = evaluatePreset(file.toStdString());
    const double c = r.checkpoint->save_s;
    const double lam = r.checkpoint->total_rate_per_s;
    const double at = poissonOverheadFraction(c, lam, 120, r.interval->poisson_interval_s);
    SB_COMPARE_REL(r.interval->poisson_optimal_overhead_fraction, at, 1e-15);
    for (double f : {0.5, 0.9, 0.99, 1.01, 1.1, 2.0}) {
        QVERIFY(poissonOverheadFraction(c, lam, 120, f * r.interval->poisson_interval_s) > at);
    }
    // Young's tau* minimises the first-order L, not the Poisson overhead.
    QVERIFY(marker(r.interval, "young")->poisson_fraction > at);
    QVERIFY(marker(r.interval, "poisson")->total_fraction >
            marker(r.interval, "young")->total_fraction);
}

void TestInterval::poissonOptimumIgnoresRestore_data() {
    QTest::addColumn<double>("restore");
    QTest::newRow("r = 0 s") << 0.0;
    QTest::newRow("r = 120 s") << 120.0;
    QTest::newRow("r = 3600 s") << 3600.0;
}

void TestInterval::poissonOptimumIgnoresRestore() {
    // (1/lambda + r) only scales E[T], so the optimum does not move with r; the cost does.
    QFETCH(double, restore);
    Scenario s = preset("checkpoint-interval-1024.json");
    s.checkpoint->restore_s = restore;
    const Results r = evaluate(s);
    SB_COMPARE_PRINTED(r.interval->poisson_interval_s, 954.40, 2);
    const double base =
        poissonOverheadFraction(r.checkpoint->save_s, r.checkpoint->total_rate_per_s, 0, 900);
    QCOMPARE(r.interval->poisson_overhead_fraction > base, restore > 0);
}

void TestInterval::poissonTendsToFirstOrder() {
    // With lambda (tau + c) << 1 the Poisson overhead is L(tau) plus higher-order terms.
    const Results r = evaluatePreset("checkpoint-interval-1024.json");
    const double l = r.checkpoint->overhead_fraction;
    QVERIFY(r.interval->poisson_overhead_fraction > l);
    QVERIFY(r.interval->poisson_overhead_fraction - l < 0.002);  // 3.82 % vs ~3.9 %
    // A very reliable job: they differ by about lambda c (failures during the save), 1.6e-11.
    const double lam = 1e-12;
    SB_COMPARE_REL(poissonOverheadFraction(16.381, lam, 120, 900),
                   overheadTerms(16.381, lam, 120, 900).total(), 1e-8);
}

void TestInterval::dalyFallsBackToMtbf() {
    // A million cards at 1024 x 7.9 h each and a 1,147 s save: M = 29 s, delta >= 2M.
    Scenario s = preset("checkpoint-interval-1024.json");
    s.cluster.cards = 1000000;
    s.checkpoint->write_gb_per_s = 0.1;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    QVERIFY(r.interval->daly_is_mtbf);
    SB_COMPARE_REL(r.interval->daly_interval_s, r.checkpoint->job_mtbf_s, 1e-15);
    SB_COMPARE_PRINTED(r.interval->daly_interval_s, 29.12256, 5);
    QVERIFY(r.interval->poisson_interval_s <= r.checkpoint->job_mtbf_s);  // x -> 1 from below
    QVERIFY(std::isfinite(r.interval->poisson_overhead_fraction));
}

void TestInterval::spikeSplit_data() {
    QTest::addColumn<double>("interval");
    QTest::addColumn<double>("spike_days");
    QTest::addColumn<double>("total_percent");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<double>("tau_star");
    QTest::newRow("48 cards 1800 s, no spikes: 1.08 %") << 1800.0 << 0.0 << 1.07820 << 5 << 4458.0;
    QTest::newRow("48 cards 1800 s, spike every 7 days: 1.25 %")
        << 1800.0 << 7.0 << 1.2468 << 4 << 3150.0;
    QTest::newRow("48 cards 600 s, no spikes: 2.80 %") << 600.0 << 0.0 << 2.7995 << 4 << 4458.0;
    QTest::newRow("48 cards 600 s, spike every 7 days: 2.87 %")
        << 600.0 << 7.0 << 2.8689 << 4 << 3150.0;
}

void TestInterval::spikeSplit() {
    QFETCH(double, interval);
    QFETCH(double, spike_days);
    QFETCH(double, total_percent);
    QFETCH(int, decimals);
    QFETCH(double, tau_star);
    Scenario s = preset("book-design-48.json");
    s.checkpoint->interval_s = interval;
    s.checkpoint->spike_every_days = spike_days;
    const Results r = evaluate(s);
    const IntervalResults& v = r.interval;
    SB_COMPARE_PRINTED(100 * (v.save_fraction + v.hardware_fraction + v.spike_fraction),
                       total_percent, decimals);
    SB_COMPARE_REL(v.save_fraction + v.hardware_fraction + v.spike_fraction,
                   r.checkpoint->overhead_fraction, 1e-12);
    // Hardware: lambda_hw (tau/2 + r) with lambda_hw = 48 / 29,122,560 s; spikes: 1/604,800 s.
    SB_COMPARE_REL(v.hardware_fraction, 48.0 / 29122560.0 * (interval / 2 + 120), 1e-12);
    SB_COMPARE_REL(v.spike_fraction, spike_days > 0 ? (interval / 2 + 120) / 604800.0 : 0.0, 1e-12);
    SB_COMPARE_REL(v.young_interval_s, tau_star, 5e-4);            // ≈4,458 / ≈3,150 s
    SB_COMPARE_REL(v.young_hardware_only_interval_s, 4458, 5e-4);  // spikes do not move it
}

void TestInterval::overheadCurve() {
    Scenario s = preset("book-design-48.json");
    s.checkpoint->spike_every_days = 7;
    const Results r = evaluate(s);
    const IntervalResults& v = r.interval;
    QCOMPARE(v.curve.size(), std::size_t{64});
    double lo_marker = 1e300;
    double hi_marker = 0;
    for (const IntervalMarker& m : v.markers) {
        lo_marker = std::min(lo_marker, m.interval_s);
        hi_marker = std::max(hi_marker, m.interval_s);
    }
    QVERIFY(v.curve.front().interval_s <= lo_marker / 9.99);
    QVERIFY(v.curve.back().interval_s >= hi_marker * 9.99);
    const IntervalCurvePoint* lowest = &v.curve.front();
    for (std::size_t i = 0; i < v.curve.size(); ++i) {
        const IntervalCurvePoint& p = v.curve[i];
        SB_COMPARE_REL(p.total_fraction,
                       p.save_fraction + p.redo_hardware_fraction + p.redo_spike_fraction +
                           p.recovery_hardware_fraction + p.recovery_spike_fraction,
                       1e-12);
        SB_COMPARE_REL(
            p.total_fraction,
            overheadTerms(r.checkpoint->save_s, r.checkpoint->total_rate_per_s, 120, p.interval_s)
                .total(),
            1e-12);
        SB_COMPARE_REL(p.redo_spike_fraction / p.redo_hardware_fraction,
                       r.checkpoint->spike_rate_per_s / r.checkpoint->failure_rate_per_s, 1e-12);
        if (i > 0) {
            QVERIFY(p.interval_s > v.curve[i - 1].interval_s);
        }
        if (p.total_fraction < lowest->total_fraction) {
            lowest = &p;
        }
    }
    // The sampled minimum sits next to tau* (log spacing: within one grid step, ~17 %).
    QVERIFY(std::fabs(std::log(lowest->interval_s / v.young_interval_s)) < 0.17);
}

void TestInterval::extremeRatesStayFinite() {
    Scenario s = preset("checkpoint-interval-1024.json");
    s.cluster.cards = 1000000;
    // The smallest MTBF accepted (0.001 h): lambda = 1e6 cards / 3.6 s ~ 2.8e5 per second.
    s.checkpoint->card_mtbf_hours = smallestAccepted(*findParam("checkpoint.card_mtbf_hours"));
    s.checkpoint->interval_s = 1e8;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    for (const IntervalCurvePoint& p : r.interval->curve) {
        QVERIFY(std::isfinite(p.poisson_fraction));
        QVERIFY(std::isfinite(p.total_fraction));
    }
    QVERIFY(std::isfinite(r.interval->poisson_interval_s));
    QVERIFY(r.interval->poisson_interval_s > 0);
    for (const IntervalMarker& m : r.interval->markers) {
        QVERIFY(std::isfinite(m.poisson_fraction) && std::isfinite(m.total_fraction));
    }
}

void TestInterval::badInput_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("MTBF 0") << "checkpoint.card_mtbf_hours" << 0.0 << "(0, 1000000000]";
    QTest::newRow("interval 0") << "checkpoint.interval_s" << 0.0 << "(0, 100000000]";
    QTest::newRow("negative restore") << "checkpoint.restore_s" << -1.0 << "[0, 10000000]";
    QTest::newRow("negative spike period")
        << "checkpoint.spike_every_days" << -7.0 << "[0, 1000000]";
}

void TestInterval::badInput() {
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, fragment);
    Scenario s = preset("checkpoint-interval-1024.json");
    findParam(key.toStdString())->set_number(s, value);
    SB_VERIFY_FIRST_ISSUE(evaluate(s), key, fragment);
}

QTEST_APPLESS_MAIN(TestInterval)
#include "tst_interval.moc"
