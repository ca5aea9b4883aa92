// Non-finite, negative-as-computed and unreachable results never print as if they were numbers:
// every key whose range starts at a closed 0 is set to a denormal (5e-324) and to 1e-300 in every
// preset, and what eval publishes is either a refusal naming the key or finite numbers in JSON
// (no null outside the documented places) and in Markdown (no "inf", "nan"); a 1 M parameter
// model under 6ND gathers no negative bytes; at 10^6 cards the finish says "not reachable"; a
// value clamped at 1e300 is labelled as clamped.
#include <QTest>
#include <nlohmann/json.hpp>
#include <regex>

#include "model/base/params.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/io/results_json.h"
#include "presets.h"
#include "result_checks.h"

using namespace stepbudget;

namespace {

// "inf", "nan" and "infinity" as words of the Markdown report ("information" passes): the line
// that prints one, or "".
std::string nonFiniteLine(const std::string& md) {
    static const std::regex word(R"((^|[^A-Za-z])(-?inf(inity)?|nan)($|[^A-Za-z]))",
                                 std::regex::icase);
    std::smatch m;
    if (!std::regex_search(md, m, word)) {
        return {};
    }
    const auto at = static_cast<std::size_t>(m.position(0));
    const std::size_t from = md.rfind('\n', at);
    const std::size_t to = md.find('\n', at);
    return md.substr(from == std::string::npos ? 0 : from + 1,
                     to == std::string::npos ? std::string::npos : to - from - 1);
}

}  // namespace

class TestFiniteOutput : public QObject {
    Q_OBJECT
private slots:
    void tinyValuesPublishFiniteNumbers_data() { test::addPresetRows(); }
    void tinyValuesPublishFiniteNumbers();
    void layerGatherIsNeverNegative();
    void unreachableFinishIsSaid();
    void clampedValuesAreLabelled();
};

void TestFiniteOutput::tinyValuesPublishFiniteNumbers() {
    QFETCH(QString, file);
    const Scenario base = test::preset(file.toStdString());
    QStringList failures;
    const auto check = [&](const Scenario& s, const QString& what) {
        const Results r = evaluate(s);
        for (const std::string& bad : checks::nonFinite(r)) {
            failures << what + ": " + QString::fromStdString(bad);
        }
        if (const std::string line = nonFiniteLine(resultsToMarkdown(s, r)); !line.empty()) {
            failures << what + ": Markdown prints " + QString::fromStdString(line);
        }
    };
    // One key at a time in the design case (every preset would take ~20 s), and in every
    // preset all such keys at once.
    const bool one_at_a_time = file == "book-design-48.json";
    int keys = 0;
    for (const char* tiny : {"5e-324", "1e-300"}) {
        Scenario together = base;
        for (const ParamSpec& spec : paramSpecs()) {
            if (spec.type != ParamType::Real || spec.min != 0 || spec.min_open) {
                continue;
            }
            ++keys;
            Scenario s = base;
            if (setFromText(s, spec, tiny) || !validate(s).empty()) {
                continue;  // refused with the key named: nothing is printed
            }
            setFromText(together, spec, tiny);
            if (one_at_a_time) {
                check(s, QString("%1=%2").arg(spec.path.c_str(), tiny));
            }
        }
        if (validate(together).empty()) {
            check(together, QString("all at %1").arg(tiny));
        }
    }
    QVERIFY(keys > 40);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 10).join('\n')));
}

// 6ND with a typed N (1 M) below the shape's embedding parameters: no weights are left per layer.
void TestFiniteOutput::layerGatherIsNeverNegative() {
    Scenario s = test::preset("book-design-48.json");
    QVERIFY(!setFromText(s, *findParam("model.params"), "1000000"));
    QVERIFY(!setFromText(s, *findParam("training.flops_model"), "6nd"));
    QVERIFY(validate(s).empty());
    const Results r = evaluate(s);
    QCOMPARE(r.comm.layer_gather_bytes, 0.0);
    QCOMPARE(r.comm.layer_gather_s, 0.0);
}

// 10^6 cards of the design case: jobs fail every 29 s, the exact (Poisson) overhead is 1e26,
// and the first-order finish of 118.5 days was printed as the forecast.
void TestFiniteOutput::unreachableFinishIsSaid() {
    Scenario s = test::preset("book-design-48.json");
    QVERIFY(!setFromText(s, *findParam("cluster.cards"), "1000000"));
    QVERIFY(validate(s).empty());
    const Results r = evaluate(s);
    QVERIFY(!finishReachable(r));
    // The model's verdict and the derivations agree with the report.
    QVERIFY(!r.good("plan.finish_reachable"));
    QVERIFY(!r.good("plan.meets_deadline"));
    const Derivation* finish = r.derivation("plan.finish_days");
    QVERIFY(finish != nullptr);
    QVERIFY2(finish->substituted.find("not reachable (plan.finish_reachable)") != std::string::npos,
             finish->substituted.c_str());
    const Derivation* verdict = r.derivation("plan.finish_reachable");
    QVERIFY(verdict != nullptr && verdict->value < 0);
    const std::string md = resultsToMarkdown(s, r);
    QVERIFY2(md.find("| finish | not reachable") != std::string::npos, md.substr(0, 1500).c_str());
    QVERIFY(md.find("| finish | 118.") == std::string::npos);
    const auto json = nlohmann::json::parse(resultsToJson(r));
    QCOMPARE(json["plan"]["finish_reachable"].get<bool>(), false);
    QVERIFY(json["plan"]["poisson_finish_days"].get<double>() > kUnreachableFinishDays);
    // The shipped presets all finish.
    for (const QString& f : test::presetFiles()) {
        const Scenario p = test::preset(f.toStdString());
        const Results pr = evaluate(p);
        QVERIFY2(finishReachable(pr) && pr.good("plan.finish_reachable"), qPrintable(f));
    }
}

// poissonOverheadFraction() caps at 1e300: the report says so instead of printing 1e+300.
void TestFiniteOutput::clampedValuesAreLabelled() {
    Scenario s = test::preset("book-design-48.json");
    QVERIFY(!setFromText(s, *findParam("cluster.cards"), "1000000"));
    QVERIFY(!setFromText(s, *findParam("checkpoint.interval_s"), "86400"));
    QVERIFY(validate(s).empty());
    const Results r = evaluate(s);
    const Derivation* d = r.derivation("checkpoint.poisson_overhead_fraction");
    QVERIFY(d != nullptr);
    QCOMPARE(d->value, kClampedMagnitude);
    const std::string md = resultsToMarkdown(s, r);
    QVERIFY2(md.find(">= 1e300 (clamped") != std::string::npos, "no clamped label");
    QVERIFY(md.find("1e+300**") == std::string::npos);
    const auto json = nlohmann::json::parse(resultsToJson(r));
    bool labelled = false;
    for (const auto& e : json["derivations"]) {
        if (e["id"] == "checkpoint.poisson_overhead_fraction") {
            labelled = e.value("clamped", false);
        }
    }
    QVERIFY(labelled);
}

QTEST_MAIN(TestFiniteOutput)
#include "tst_finite_output.moc"
