// Verdicts follow the numbers: each yes-no verdict flips where its margin changes sign, checked
// just above and just below the threshold found from the results themselves (usable memory
// around the peak, the deadline around the finish, ...), and its derivation's value is that
// margin. plan.decides names the resource whose slowdown costs the most finish days — on a
// communication-bound step halving MFU adds nothing, so it is not compute — and it flips where
// the tornado's MFU and bandwidth bars cross.
#include <QTest>
#include <cmath>
#include <nlohmann/json.hpp>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/base/units.h"
#include "model/checkpoint/async_checkpoint.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/param_registry.h"
#include "model/io/results_json.h"
#include "model/reliability/interruption.h"
#include "model/rl/rl.h"
#include "presets.h"

using namespace stepbudget;

namespace {

Scenario with(Scenario sc, const std::string& key, double value) {
    const ParamSpec* spec = findParam(key);
    if (spec == nullptr || setFromText(sc, *spec, fmt(value, 12))) {
        qWarning("cannot set %s = %g", key.c_str(), value);
    }
    return sc;
}

// Finish days added by making `key` twice as slow, read from the tornado bars.
double barDays(const Results& r, const std::string& key, bool doubled) {
    for (const TornadoItem& t : r.plan.tornado) {
        if (t.key == key) {
            return (doubled ? t.finish_at_double_days : t.finish_at_half_days) - r.plan.finish_days;
        }
    }
    return NAN;
}

}  // namespace

class TestVerdicts : public QObject {
    Q_OBJECT
private slots:
    void yesNoFlipsAtItsThreshold_data();
    void yesNoFlipsAtItsThreshold();
    void decidesNamesTheCostliestSlowdown_data();
    void decidesNamesTheCostliestSlowdown();
    void decidesFlipsWhereTheBarsCross();
    void everyVerdictHasItsDerivation_data();
    void everyVerdictHasItsDerivation();
    void resultKeysInTheJson();
};

// Each row: the verdict, the input moved, and where its threshold is for the design case
// (computed from the design case's own results), so the test holds whatever the numbers are.
void TestVerdicts::yesNoFlipsAtItsThreshold_data() {
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<bool>("good_above");  // the verdict is good when the input is above it
    const Scenario sc = test::preset("book-design-48.json");
    const Results r = evaluate(sc);
    QVERIFY(r.ok());
    QTest::newRow("memory.fits: usable memory around the peak")
        << "memory.fits"
        << "cluster.usable_memory_gib" << r.memory.peak_bytes_per_card / units::kGiB << true;
    QTest::newRow("plan.meets_deadline: deadline around the finish")
        << "plan.meets_deadline"
        << "training.deadline_days" << r.plan.finish_days << true;
    QTest::newRow("plan.within_cap: deadline around the finish")
        << "plan.within_cap"
        << "training.deadline_days" << r.plan.finish_days << true;
    QTest::newRow("jitter_within_slack: deadline around finish + jitter")
        << "interruptions.jitter_within_slack"
        << "training.deadline_days"
        << r.plan.finish_days + r.interruptions->expected_straggler_lost_s / units::kSecondsPerDay
        << true;
    QTest::newRow("six_nd row 0: deadline around its days")
        << "plan.six_nd.0.meets_deadline"
        << "training.deadline_days" << r.plan.six_nd[0].days << true;
    QTest::newRow("rl.restore_first_fits: card around the peak")
        << "rl.restore_first_fits"
        << "rl.card_memory_gb" << r.rl->restore_first_peak_bytes / 1e9 << true;
    QTest::newRow("rl.weights_first_fits: card around the peak")
        << "rl.weights_first_fits"
        << "rl.card_memory_gb" << r.rl->weights_first_peak_bytes / 1e9 << true;
    QTest::newRow("cadence_sustainable: capture interval around the upload")
        << "checkpoint.async.cadence_sustainable"
        << "checkpoint.capture_every_s" << r.async_checkpoint->upload_s << true;
}

void TestVerdicts::yesNoFlipsAtItsThreshold() {
    QFETCH(QString, verdict);
    QFETCH(QString, key);
    QFETCH(double, threshold);
    QFETCH(bool, good_above);
    const Scenario sc = test::preset("book-design-48.json");
    for (const double side : {1.002, 0.998}) {
        const Results r = evaluate(with(sc, key.toStdString(), threshold * side));
        QVERIFY(r.ok());
        const Verdict* v = r.verdict(verdict.toStdString());
        QVERIFY(v != nullptr);
        const bool above = side > 1;
        QCOMPARE(v->good(), above == good_above);
        QCOMPARE(QString::fromStdString(v->choice), QString(v->good() ? "yes" : "no"));
        // The derivation's value is the margin: its sign is the verdict.
        const Derivation* d = r.derivation(verdict.toStdString());
        QVERIFY(d != nullptr);
        QCOMPARE(d->value >= 0, v->good());
        QVERIFY(!d->verdict.empty());
    }
}

void TestVerdicts::decidesNamesTheCostliestSlowdown_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("decides");
    QTest::newRow("compute-bound: 25 GB/s collectives")
        << "cluster.collective_gb_per_s" << 25.0 << "compute";
    QTest::newRow("communication-bound: 2 GB/s collectives")
        << "cluster.collective_gb_per_s" << 2.0 << "exposed_comm";
    QTest::newRow("input-bound: 200 s input wait")
        << "training.input_wait_s" << 200.0 << "input_wait";
    // Checkpoint writes and failures scale the whole step (1 + L): doubling their cost beats
    // doubling a step resource only when L_save > (1 + L) f_max, so in the design case compute
    // still decides at a 0.01 GB/s write speed and at a 0.5 h card MTBF.
    QTest::newRow("slow writes, still compute-bound")
        << "checkpoint.write_gb_per_s" << 0.01 << "compute";
    QTest::newRow("frequent failures, still compute-bound")
        << "checkpoint.card_mtbf_hours" << 0.5 << "compute";
}

void TestVerdicts::decidesNamesTheCostliestSlowdown() {
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, decides);
    const Results r = evaluate(with(test::preset("book-design-48.json"), key.toStdString(), value));
    QVERIFY(r.ok());
    const Verdict* v = r.verdict("plan.decides");
    QVERIFY(v != nullptr);
    QCOMPARE(QString::fromStdString(v->choice), decides);
    // The bar of the named resource is the longest of the five slowdowns.
    const double bars[] = {
        barDays(r, "cluster.mfu", false), barDays(r, "cluster.collective_gb_per_s", false),
        barDays(r, "training.input_wait_s", true), barDays(r, "checkpoint.write_gb_per_s", false),
        barDays(r, "checkpoint.card_mtbf_hours", false)};
    const double longest = *std::max_element(std::begin(bars), std::end(bars));
    const Derivation* d = r.derivation("plan.decides");
    QVERIFY(d != nullptr);
    SB_COMPARE_REL(d->value, longest, 1e-12);
    if (decides == "exposed_comm") {
        // The Amdahl formula would say compute matters (f_compute > 0), the bars say it does not.
        QVERIFY(r.plan.amdahl[0].fraction > 0.2);
        QVERIFY(std::abs(bars[0]) < 1e-9);
    }
}

// Bisect the collective bandwidth where the MFU and bandwidth bars are equally long; just
// below it communication decides, just above compute.
void TestVerdicts::decidesFlipsWhereTheBarsCross() {
    const Scenario sc = test::preset("book-design-48.json");
    auto gap = [&](double bw) {
        const Results r = evaluate(with(sc, "cluster.collective_gb_per_s", bw));
        return barDays(r, "cluster.mfu", false) - barDays(r, "cluster.collective_gb_per_s", false);
    };
    double lo = 2;   // communication-bound: the bandwidth bar is longer
    double hi = 25;  // compute-bound
    QVERIFY(gap(lo) < 0 && gap(hi) > 0);
    for (int i = 0; i < 40; ++i) {
        const double mid = std::sqrt(lo * hi);
        (gap(mid) < 0 ? lo : hi) = mid;
    }
    const auto decides = [&](double bw) {
        return evaluate(with(sc, "cluster.collective_gb_per_s", bw))
            .verdict("plan.decides")
            ->choice;
    };
    QCOMPARE(QString::fromStdString(decides(lo * 0.99)), QString("exposed_comm"));
    QCOMPARE(QString::fromStdString(decides(hi * 1.01)), QString("compute"));
}

void TestVerdicts::everyVerdictHasItsDerivation_data() {
    test::addPresetRows();
}

void TestVerdicts::everyVerdictHasItsDerivation() {
    QFETCH(QString, file);
    const Results r = test::evaluatePreset(file.toStdString());
    QVERIFY(r.ok());
    QVERIFY(r.verdicts.size() >= 10);
    for (const Verdict& v : r.verdicts) {
        const Derivation* d = r.derivation(v.id);
        QVERIFY2(d != nullptr, v.id.c_str());
        QVERIFY2(!d->verdict.empty(), v.id.c_str());
        QVERIFY2(!d->substituted.empty(), v.id.c_str());
        if (v.tone != Tone::Neutral) {
            QVERIFY2((d->value >= 0) == v.good(), v.id.c_str());
        }
    }
}

void TestVerdicts::resultKeysInTheJson() {
    const Results r =
        evaluate(with(test::preset("book-design-48.json"), "cluster.collective_gb_per_s", 2.0));
    const nlohmann::json j = nlohmann::json::parse(resultsToJson(r));
    QCOMPARE(QString::fromStdString(j["plan"]["decides"].get<std::string>()),
             QString("exposed_comm"));
    QCOMPARE(j["plan"]["within_cap"].get<bool>(), r.good("plan.within_cap"));
    QCOMPARE(j["interruptions"]["jitter_within_slack"].get<bool>(),
             r.good("interruptions.jitter_within_slack"));
    QCOMPARE(j["plan"]["six_nd"][0]["meets_deadline"].get<bool>(),
             r.good("plan.six_nd.0.meets_deadline"));
    QCOMPARE(j["verdicts"].size(), r.verdicts.size());
    bool derivation_has_verdict = false;
    for (const auto& d : j["derivations"]) {
        derivation_has_verdict |=
            d["id"] == "plan.decides" && d["verdict"] == "communication decides";
    }
    QVERIFY(derivation_has_verdict);
}

QTEST_APPLESS_MAIN(TestVerdicts)
#include "tst_verdicts.moc"
