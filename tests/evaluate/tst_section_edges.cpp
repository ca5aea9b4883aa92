// Edge rows for the issue-6 keys: every key at both ends of its slider range (and the dense
// and MoE presets around it) evaluates without NaN or infinity anywhere in the results, and
// docs/cli.md documents every preset key and every new result section.
#include <QFile>
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/evaluate/validate.h"
#include "model/io/results_json.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

bool newKey(const std::string& path) {
    static const char* const sections[] = {"activations.", "offload.", "collectives.",
                                           "attention.",   "scaling.", "moe."};
    for (const char* s : sections) {
        if (path.rfind(s, 0) == 0) {
            return true;
        }
    }
    static const char* const keys[] = {"model.gated_mlp",      "model.expert_intermediate",
                                       "model.shared_experts", "model.dense_layers",
                                       "precision.convention", "rl.card_memory_gb",
                                       "rl.train_state_gib",   "rl.kv_pool_gib",
                                       "rl.common_gib",        "rl.expert_parallel",
                                       "rl.policy_logprob",    "rl.recomputed_logprob",
                                       "rl.kv_value_bytes",    "rl.trajectory_s"};
    for (const char* k : keys) {
        if (path == k) {
            return true;
        }
    }
    return false;
}

// Every number in the results is finite: the JSON has no null outside the two documented
// "does not exist" keys, and every derivation value is finite.
QString problems(const Results& r) {
    QString out;
    for (const Derivation& d : r.derivations) {
        if (!std::isfinite(d.value)) {
            out += QString::fromStdString(d.id) + " ";
        }
    }
    std::string json = resultsToJson(r);
    for (const char* allowed : {"\"cards_for_deadline\": null", "\"required_mfu\": null"}) {
        for (std::size_t at = json.find(allowed); at != std::string::npos;
             at = json.find(allowed)) {
            json.erase(at, std::string(allowed).size());
        }
    }
    if (json.find("null") != std::string::npos) {
        out += "null in JSON near " + QString::fromStdString(json.substr(
                                          json.find("null") > 80 ? json.find("null") - 80 : 0, 90));
    }
    return out;
}

}  // namespace

class TestBreadthEdges : public QObject {
    Q_OBJECT
private slots:
    void sliderEnds_data();
    void sliderEnds();
    void everyKeyDocumented();
    void sliderRangesUsable();
};

void TestBreadthEdges::sliderEnds_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    for (const char* file : {"book-design-48.json", "moe-capacity-qwen3-235b.json"}) {
        for (const ParamSpec& spec : paramSpecs()) {
            if (!spec.isNumeric() || !newKey(spec.path)) {
                continue;
            }
            for (double v : {spec.slider_min, spec.slider_max, spec.max}) {
                if (spec.min_open && v <= spec.min) {
                    continue;
                }
                const QString row =
                    QString("%1 %2=%3").arg(file, QString::fromStdString(spec.path)).arg(v);
                QTest::newRow(qPrintable(row)) << file << QString::fromStdString(spec.path) << v;
            }
        }
    }
}

void TestBreadthEdges::sliderEnds() {
    QFETCH(QString, file);
    QFETCH(QString, key);
    QFETCH(double, value);
    Scenario s = preset(file.toStdString());
    const ParamSpec* spec = findParam(key.toStdString());
    QVERIFY(spec != nullptr);
    spec->set_number(s, value);
    if (!validate(s).empty()) {
        return;  // a rule between keys rejects it: nothing to evaluate (and nothing crashes)
    }
    s.activations.source = ActivationSource::Architecture;  // exercise the estimate in the peak
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const QString p = problems(r);
    QVERIFY2(p.isEmpty(), qPrintable(p));
}

void TestBreadthEdges::everyKeyDocumented() {
    QFile f(QString(STEPBUDGET_PRESETS_DIR) + "/../docs/cli.md");
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(f.readAll());
    for (const ParamSpec& spec : paramSpecs()) {
        QVERIFY2(doc.contains("`" + QString::fromStdString(spec.path) + "`"), spec.path.c_str());
    }
    for (const char* section :
         {"### `activation`", "### `recompute`", "### `offload`", "### `sharding`",
          "### `collectives`", "### `moe`", "### `attention`", "### `scaling`", "### `shape`",
          "### `memory` additions"}) {
        QVERIFY2(doc.contains(section), section);
    }
}

void TestBreadthEdges::sliderRangesUsable() {
    // A slider range inside the allowed one, positive where the slider is logarithmic, and
    // narrower than the allowed one wherever that spans more than 10^6.
    for (const ParamSpec& spec : paramSpecs()) {
        if (!spec.isNumeric() || !newKey(spec.path) || spec.type == ParamType::Boolean) {
            continue;
        }
        QVERIFY2(spec.slider_min < spec.slider_max, spec.path.c_str());
        QVERIFY2(spec.slider_min >= spec.min && spec.slider_max <= spec.max, spec.path.c_str());
        QVERIFY2(!spec.log_scale || spec.slider_min > 0, spec.path.c_str());
        QVERIFY2(spec.slider_max < spec.max || spec.max - spec.min <= 1e6, spec.path.c_str());
    }
}

QTEST_APPLESS_MAIN(TestBreadthEdges)
#include "tst_section_edges.moc"
