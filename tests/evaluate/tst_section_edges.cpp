// Edge rows for the section keys (activations, offload, collectives, attention, scaling, MoE and
// the shape and RL keys they added): every key at both ends of its slider range (on the dense and
// the MoE preset) evaluates without NaN or infinity anywhere in the results, and
// docs/cli.md documents every result section and points to the generated key and result
// reference; every key and table-written result has its documentation text.
#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <vector>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/io/results_json.h"
#include "model/memory/activation_cost.h"
#include "model/moe/moe.h"
#include "model/shape/catalog.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

bool sectionKey(const std::string& path) {
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
            out += QString::fromUtf8(d.id.c_str()) + " ";
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

// The scenario of one edge row: `key` = `value` on the preset, with the companion keys a rule
// between keys ties it to moved along so the edge itself is evaluated: the hot-expert share and
// its load ratio stay within "fraction x ratio <= 1", and a new expert FFN size brings
// model.params to the shape's own count. Sets *skip when no companion makes the row valid.
Scenario edgeScenario(const QString& file, const QString& key, double value, std::string* skip) {
    Scenario s = preset(file.toStdString());
    const ParamSpec* spec = findParam(key.toStdString());
    if (spec == nullptr) {
        *skip = "unknown key";
        return s;
    }
    spec->set_number(s, value);
    if (key == "moe.hot_expert_fraction" && value > 0) {
        s.moe->hot_load_ratio = std::min(s.moe->hot_load_ratio, 1.0 / value);
    } else if (key == "moe.hot_load_ratio" && value > 0) {
        s.moe->hot_expert_fraction = std::min(s.moe->hot_expert_fraction, 1.0 / value);
    } else if (key == "model.expert_intermediate") {
        s.model.params = static_cast<std::int64_t>(parameterCountFromShape(shapeOf(s.model)));
    }
    activationSettings(s).source =
        ActivationSource::Architecture;  // exercise the estimate in the peak
    const Issues issues = validate(s);
    if (!issues.empty()) {
        *skip = formatIssue(issues.front());
    }
    return s;
}

struct EdgeRow {
    QString file;
    QString key;
    double value = 0;
};

// Both ends of every section key's slider and its largest allowed value (once when they
// coincide), on the dense book design and the MoE preset.
std::vector<EdgeRow> edgeRows() {
    std::vector<EdgeRow> rows;
    for (const char* file : {"book-design-48.json", "moe-capacity-qwen3-235b.json"}) {
        for (const ParamSpec& spec : paramSpecs()) {
            if (!spec.isNumeric() || !sectionKey(spec.path)) {
                continue;
            }
            std::vector<double> values;
            for (double v : {spec.slider_min, spec.slider_max, spec.max}) {
                if ((spec.min_open && v <= spec.min) ||
                    std::find(values.begin(), values.end(), v) != values.end()) {
                    continue;
                }
                values.push_back(v);
                rows.push_back({file, QString::fromStdString(spec.path), v});
            }
        }
    }
    return rows;
}

// Rows that cannot apply: MoE-only keys on the dense preset; model.dense_layers at its allowed
// maximum 1024, which needs more than model.layers' maximum of 1024 layers; and a 1M-wide expert
// FFN on Qwen3-235B, whose 128 x 94 experts then hold more than model.params' maximum.
bool expectedNotToApply(const EdgeRow& row, const std::string& skip) {
    return skip.find("must be 0 for a dense model") != std::string::npos ||
           (row.key == "model.dense_layers" && row.value >= 1024) ||
           (row.key == "model.expert_intermediate" && skip.rfind("model.params", 0) == 0 &&
            skip.find("out of range") != std::string::npos);
}
constexpr int kRowsThatDoNotApply = 6;

}  // namespace

class TestSectionEdges : public QObject {
    Q_OBJECT
private slots:
    void sliderEnds_data();
    void sliderEnds();
    void fewRowsDoNotApply();
    void everyKeyDocumented();
    void sliderRangesUsable();
};

void TestSectionEdges::sliderEnds_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    for (const EdgeRow& row : edgeRows()) {
        const QString name = QString("%1 %2=%3").arg(row.file, row.key).arg(row.value);
        QTest::newRow(qPrintable(name)) << row.file << row.key << row.value;
    }
}

void TestSectionEdges::sliderEnds() {
    QFETCH(QString, file);
    QFETCH(QString, key);
    QFETCH(double, value);
    std::string skip;
    const Scenario s = edgeScenario(file, key, value, &skip);
    if (!skip.empty()) {
        // Not applicable (counted and limited in fewRowsDoNotApply); the scenario is still
        // rejected the documented way: issues, no numbers.
        const Results r = evaluate(s);
        QVERIFY(!r.ok());
        QVERIFY(r.derivations.empty());
        QSKIP(skip.c_str());
    }
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const QString p = problems(r);
    QVERIFY2(p.isEmpty(), qPrintable(p));
}

void TestSectionEdges::fewRowsDoNotApply() {
    int skipped = 0;
    int rows = 0;
    for (const EdgeRow& row : edgeRows()) {
        std::string skip;
        edgeScenario(row.file, row.key, row.value, &skip);
        ++rows;
        if (!skip.empty()) {
            ++skipped;
            QVERIFY2(expectedNotToApply(row, skip), qPrintable(QString("%1 %2=%3: %4")
                                                                   .arg(row.file, row.key)
                                                                   .arg(row.value)
                                                                   .arg(skip.c_str())));
        }
    }
    QVERIFY(rows > 250);
    QCOMPARE(skipped, kRowsThatDoNotApply);
}

// docs/cli.md points to the reference tables generated from the registry and the result-field
// tables (`stepbudget-cli keys --format md`, `results --format md`), so what must not be missing
// is each row's own text: a key's label, help sentence and book section, a result's formula.
void TestSectionEdges::everyKeyDocumented() {
    QFile f(QString(STEPBUDGET_PRESETS_DIR) + "/../docs/cli.md");
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(f.readAll());
    QVERIFY(doc.contains("`stepbudget-cli keys --format md`"));
    QVERIFY(doc.contains("`stepbudget-cli results --format md`"));
    for (const ParamSpec& spec : paramSpecs()) {
        QVERIFY2(!spec.label.empty() && !spec.help.empty() && !spec.book_section.empty(),
                 spec.path.c_str());
    }
    const std::vector<ResultFieldDoc> results = resultFieldDocs();
    QVERIFY(!results.empty());
    for (const ResultFieldDoc& d : results) {
        QVERIFY2(!d.doc.empty(), d.path.c_str());
    }
    for (const char* section :
         {"### `activation`", "### `recompute`", "### `offload`", "### `sharding`",
          "### `collectives`", "### `moe`", "### `attention`", "### `scaling`", "### `shape`",
          "### `memory` conventions"}) {
        QVERIFY2(doc.contains(section), section);
    }
}

void TestSectionEdges::sliderRangesUsable() {
    // A slider range inside the allowed one, positive where the slider is logarithmic, and
    // narrower than the allowed one wherever that spans more than 10^6.
    for (const ParamSpec& spec : paramSpecs()) {
        if (!spec.isNumeric() || !sectionKey(spec.path) || spec.type == ParamType::Boolean) {
            continue;
        }
        QVERIFY2(spec.slider_min < spec.slider_max, spec.path.c_str());
        QVERIFY2(spec.slider_min >= spec.min && spec.slider_max <= spec.max, spec.path.c_str());
        QVERIFY2(!spec.log_scale || spec.slider_min > 0, spec.path.c_str());
        QVERIFY2(spec.slider_max < spec.max || spec.max - spec.min <= 1e6, spec.path.c_str());
    }
}

QTEST_APPLESS_MAIN(TestSectionEdges)
#include "tst_section_edges.moc"
