// Loads a preset from presets/ for a test; fails the test (not crashes) when it does not load.
#pragma once

#include <QDir>
#include <QStringList>
#include <QTest>
#include <string>

#include "model/evaluate/evaluate.h"
#include "model/evaluate/param_registry.h"
#include "model/io/scenario_json.h"

namespace stepbudget::test {

inline std::string presetPath(const std::string& file) {
    return std::string(STEPBUDGET_PRESETS_DIR) + "/" + file;
}

// Every shipped preset's file name, so a test over "all presets" covers a new one unedited.
inline QStringList presetFiles() {
    return QDir(STEPBUDGET_PRESETS_DIR).entryList({"*.json"}, QDir::Files, QDir::Name);
}

// Data rows for a test over every shipped preset: a QString column "file", one row per preset,
// named after it (at least the 15 that ship today, so an empty folder cannot pass).
inline void addPresetRows() {
    QTest::addColumn<QString>("file");
    const QStringList files = presetFiles();
    QVERIFY(files.size() >= 15);
    for (const QString& f : files) {
        QTest::newRow(qPrintable(f)) << f;
    }
}

// Data rows (QString column "file") for checks that a view follows the plan's own step: the
// design case (one stage, no recompute, where compute and step agree) and pipelined plans
// (where a view that uses the compute alone misses the bubble, recompute and TP collectives).
inline void addPlanStepPresetRows() {
    QTest::addColumn<QString>("file");
    QTest::newRow("design case, one stage") << "book-design-48.json";
    QTest::newRow("GPT-3 175B, TP 8 x PP 8, full recompute, predicted") << "gpt3-175b-a100.json";
    QTest::newRow("Llama-3 70B, TP 8 x PP 4, input wait 0.5 s") << "llama3-70b-h100.json";
    QTest::newRow("Llama-3 405B, TP 8 x PP 16, predicted") << "llama3-405b-h100.json";
}

// A key read or set through the registry, as a preset would: for a test that does not include
// the key's topic header (which changes with every key of that topic).
inline double keyNumber(const Scenario& s, const char* path) {
    return findParam(path)->get_number(s);
}
inline void setKeyNumber(Scenario& s, const char* path, double value) {
    findParam(path)->set_number(s, value);
}

inline Scenario preset(const std::string& file) {
    const LoadResult loaded = loadScenarioFile(presetPath(file));
    if (!loaded.ok()) {
        qWarning("%s: %s", file.c_str(), formatIssues(loaded.issues).c_str());
    }
    return loaded.scenario;
}

// The preset as shipped, or with cluster.efficiency_source = predicted.
inline Scenario preset(const std::string& file, bool predicted) {
    Scenario sc = preset(file);
    // Both ways, whatever the preset ships with (llama3-405b-h100 ships predicted).
    sc.cluster.efficiency_source =
        predicted ? EfficiencySource::Predicted : EfficiencySource::Typed;
    return sc;
}

// Data rows over every shipped preset twice: columns "file" and "predicted" (bool), rows named
// "<file>" (typed) and "<file>, predicted".
inline void addPresetRowsBothEfficiencies() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("predicted");
    const QStringList files = presetFiles();
    QVERIFY(files.size() >= 15);
    for (const QString& f : files) {
        QTest::newRow(qPrintable(f)) << f << false;
        QTest::newRow(qPrintable(f + ", predicted")) << f << true;
    }
}

// What a user can click: the results' derivations and the MFU waterfall's (kept beside them).
inline Derivations clickableDerivations(const Results& r) {
    Derivations all = r.derivations;
    all.insert(all.end(), r.waterfall.derivations.begin(), r.waterfall.derivations.end());
    return all;
}

inline Results evaluatePreset(const std::string& file) {
    return evaluate(preset(file));
}

// The first validation issue of `results` names `key` and contains `fragment`.
#define SB_VERIFY_FIRST_ISSUE(results, key, fragment)                                             \
    do {                                                                                          \
        const stepbudget::Results& sb_r = (results);                                              \
        QVERIFY(!sb_r.ok());                                                                      \
        QCOMPARE(QString::fromStdString(sb_r.issues.front().path), (key));                        \
        QVERIFY2(sb_r.issues.front().message.find((fragment).toStdString()) != std::string::npos, \
                 sb_r.issues.front().message.c_str());                                            \
    } while (false)

}  // namespace stepbudget::test
