// The preset reader on the inputs a mailed file can carry, in process: where a problem is
// (duplicate keys with both lines, syntax errors as line:column), what is never done (recurse
// on depth, echo a value, block on a FIFO), and that --set takes exactly a preset's notation.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <thread>

#include "model/base/params.h"
#include "model/base/text.h"
#include "model/evaluate/param_registry.h"
#include "model/io/scenario_json.h"

using namespace stepbudget;

namespace {

std::string joined(const Issues& issues) {
    return formatIssues(issues);
}

std::string presetWith(const std::string& section, const std::string& key, const std::string& raw) {
    return R"({"schema": "stepbudget/1", ")" + section + R"(": {")" + key + R"(": )" + raw + "}}";
}

}  // namespace

class TestPresetReader : public QObject {
    Q_OBJECT
private slots:
    void duplicateKeysNameBothLines();
    void syntaxErrorsGiveLineAndColumn();
    void deepNestingNeverRecurses();
    void valuesAreNotEchoed();
    void fifoNeverBlocks();
    void openFailuresGiveTheOsReason();
    void setAcceptsWhatAPresetAccepts_data();
    void setAcceptsWhatAPresetAccepts();
    void textLimitsCountCharacters();
    void keyPathsAreEscapedWithSuggestions();
    void utf8Helpers();
    void floodsOfProblemsAreCapped();
    void ruleOnlyFailuresAreEditable();
};

void TestPresetReader::duplicateKeysNameBothLines() {
    const std::string text =
        "{\n"
        "  \"schema\": \"stepbudget/1\",\n"
        "  \"cluster\": {\n"
        "    \"cards\": 48,\n"
        "    \"cards\": 1024\n"
        "  },\n"
        "  \"cluster\": {\"mfu\": 0.3}\n"
        "}\n";
    const LoadResult r = scenarioFromJson(text);
    QVERIFY(!r.ok());
    QVERIFY(!r.keys_valid);
    const std::string out = joined(r.issues);
    QVERIFY2(out.find("cluster.cards: appears twice, on lines 4 and 5") != std::string::npos,
             out.c_str());
    QVERIFY2(out.find("cluster: appears twice, on lines 3 and 7") != std::string::npos,
             out.c_str());
}

void TestPresetReader::syntaxErrorsGiveLineAndColumn() {
    const LoadResult colon = scenarioFromJson("{\n  \"schema\": \"stepbudget/1\",\n  \"a\" 2\n}");
    QCOMPARE(colon.issues.size(), std::size_t{1});
    const std::string message = colon.issues.front().message;
    QVERIFY2(message.find("line 3, column 7") != std::string::npos, message.c_str());
    QVERIFY2(message.find("expected ':'") != std::string::npos, message.c_str());
    QCOMPARE(colon.issues.front().path, std::string("a"));  // the key it followed
    // Columns count characters: two Chinese characters before the error are two columns.
    const LoadResult wide = scenarioFromJson("{\"name\": \"\xe4\xb8\xad\xe4\xb8\xad\" x}");
    QVERIFY2(wide.issues.front().message.find("line 1, column 15") != std::string::npos,
             wide.issues.front().message.c_str());
}

void TestPresetReader::deepNestingNeverRecurses() {
    // 80,000 levels once overflowed the stack; the whole 1 MiB as '[' is the deepest possible.
    for (const std::size_t depth : {std::size_t{17}, std::size_t{80000}, kMaxPresetBytes - 20}) {
        const std::string text =
            "{\"schema\": " + std::string(depth, '[') + std::string(depth, ']') + "}";
        QElapsedTimer timer;
        timer.start();
        const LoadResult r = scenarioFromJson(text.substr(0, kMaxPresetBytes));
        QVERIFY(timer.elapsed() < 1000);
        QCOMPARE(r.issues.size(), std::size_t{1});
        QCOMPARE(r.issues.front().path, std::string("schema"));
        QVERIFY(r.issues.front().message.find("nested deeper than 16 levels") != std::string::npos);
    }
    // 16 levels are parsed (and then refused as the wrong type, not as too deep).
    const LoadResult ok_depth =
        scenarioFromJson("{\"schema\": " + std::string(15, '[') + std::string(15, ']') + "}");
    QVERIFY(joined(ok_depth.issues).find("nested") == std::string::npos);
}

void TestPresetReader::valuesAreNotEchoed() {
    const std::string huge(100000, 'Q');
    for (const std::string& text :
         {R"({"schema": ")" + huge + R"("})", presetWith("cluster", "gpu", "\"" + huge + "\""),
          presetWith("cluster", "cards", "\"" + huge + "\""),
          presetWith("cluster", "cards", "[\"" + huge + "\"]")}) {
        const std::string out = joined(scenarioFromJson(text).issues);
        QVERIFY2(out.size() < 2000, out.substr(0, 300).c_str());
        QVERIFY(out.find(std::string(30, 'Q')) == std::string::npos);
    }
    // A short prefix is shown, escaped.
    const std::string out =
        joined(scenarioFromJson(presetWith("pipeline", "schedule", "\"A\\u200bB\"")).issues);
    QVERIFY2(out.find("\"A\\u{200B}B\"") != std::string::npos, out.c_str());
}

void TestPresetReader::fifoNeverBlocks() {
    QTemporaryDir dir;
    const std::string fifo = dir.filePath("pipe.json").toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    // Should the reader block, a writer unblocks it after 3 s and the time check fails.
    std::thread unblock([&] {
        std::this_thread::sleep_for(std::chrono::seconds(3));
        const int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0) {
            ::close(fd);
        }
    });
    QElapsedTimer timer;
    timer.start();
    const LoadResult r = loadScenarioFile(fifo);
    const qint64 ms = timer.elapsed();
    unblock.join();
    QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
    QVERIFY(joined(r.issues).find("is a named pipe (FIFO), not a regular file") !=
            std::string::npos);
    const std::string folder = joined(loadScenarioFile(dir.path().toStdString()).issues);
    QVERIFY2(folder.find("is a folder, not a regular file") != std::string::npos, folder.c_str());
}

void TestPresetReader::openFailuresGiveTheOsReason() {
    QTemporaryDir dir;
    QCOMPARE(
        joined(loadScenarioFile(dir.filePath("none.json").toStdString()).issues),
        dir.filePath("none.json").toStdString() + ": cannot open: No such file or directory\n");
    std::ofstream(dir.filePath("file").toStdString()) << "{}";
    const std::string under =
        joined(loadScenarioFile(dir.filePath("file/x.json").toStdString()).issues);
    QVERIFY2(under.find("cannot open: Not a directory") != std::string::npos, under.c_str());
    // A path that is not printable is shown escaped.
    const std::string odd =
        joined(loadScenarioFile(dir.filePath("a\nb.json").toStdString()).issues);
    QVERIFY2(odd.find("a\\u{000A}b.json") != std::string::npos, odd.c_str());
}

void TestPresetReader::setAcceptsWhatAPresetAccepts_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    const char* numbers[] = {"48", "48.0",  "4.8e1", "4.8E+1", "480e-1", "0x30", "+48", "048",
                             ".5", "4.",    "1e999", "inf",    "nan",    "-1",   "1_0", "0,5",
                             "",   "48abc", "true",  "1",      "0",      "4.8e"};
    // (Spaces around a literal are JSON whitespace in a file, not part of the value; --set
    // refuses them, tst_bad_presets.)
    for (const char* path : {"cluster.cards", "cluster.mfu", "model.tied_embeddings"}) {
        for (const char* text : numbers) {
            QTest::newRow(qPrintable(QStringLiteral("%1=%2").arg(path, text)))
                << QString::fromLatin1(path) << QString::fromLatin1(text);
        }
    }
}

// The --set text and the same literal in a preset file are accepted or refused together.
void TestPresetReader::setAcceptsWhatAPresetAccepts() {
    QFETCH(QString, path);
    QFETCH(QString, text);
    const ParamSpec* spec = findParam(path.toStdString());
    QVERIFY(spec != nullptr);
    Scenario scenario;
    const bool by_set = !setFromText(scenario, *spec, text.toStdString()).has_value();
    const LoadResult loaded =
        scenarioFromJson(presetWith(spec->section(), spec->key(), text.toStdString()));
    QCOMPARE(by_set, loaded.ok());
    if (by_set) {
        QCOMPARE(spec->get_number(scenario), spec->get_number(loaded.scenario));
    }
}

void TestPresetReader::textLimitsCountCharacters() {
    const std::string zhong = "\xe4\xb8\xad";  // 中, three bytes
    std::string name200;
    for (int i = 0; i < 200; ++i) {
        name200 += zhong;
    }
    QVERIFY(scenarioFromJson(R"({"schema": "stepbudget/1", "name": ")" + name200 + "\"}").ok());
    const LoadResult over =
        scenarioFromJson(R"({"schema": "stepbudget/1", "name": ")" + name200 + zhong + "\"}");
    QCOMPARE(joined(over.issues),
             std::string("name: is 201 characters long; allowed at most 200 characters\n"));
    const ParamSpec* model_name = findParam("model.name");
    Scenario s;
    std::string long_name;
    for (std::size_t i = 0; i < model_name->max_length; ++i) {
        long_name += zhong;
    }
    QVERIFY(!setFromText(s, *model_name, long_name));
    QVERIFY(setFromText(s, *model_name, long_name + zhong));
    QVERIFY(setFromText(s, *model_name, "bad \xff utf-8"));  // a JSON file could not hold it
}

void TestPresetReader::keyPathsAreEscapedWithSuggestions() {
    const std::string zero_width =
        "cluster.c\xe2\x80\x8b"
        "ards";
    const std::string cyrillic = "cluster.c\xd0\xb0rds";  // Cyrillic а
    const LoadResult r =
        scenarioFromJson(R"({"schema": "stepbudget/1", "cluster": {")" + zero_width.substr(8) +
                         R"(": 1, ")" + cyrillic.substr(8) + R"(": 2}})");
    const std::string out = joined(r.issues);
    QVERIFY2(out.find("cluster.c\\u{200B}ards: unknown key; did you mean \"cluster.cards\"?") !=
                 std::string::npos,
             out.c_str());
    QVERIFY2(out.find("cluster.c\\u{0430}rds: unknown key; did you mean \"cluster.cards\"?") !=
                 std::string::npos,
             out.c_str());
    QCOMPARE(unknownKeyMessage("zzz.qqq"), std::string("unknown key"));  // nothing near
    QCOMPARE(unknownKeyMessage("clustr"), std::string("unknown key; did you mean \"cluster\"?"));
}

void TestPresetReader::utf8Helpers() {
    QVERIFY(isValidUtf8("a\xe4\xb8\xad"));
    QVERIFY(!isValidUtf8("\xc0\xaf"));          // overlong '/'
    QVERIFY(!isValidUtf8("\xed\xa0\x80"));      // a surrogate
    QVERIFY(!isValidUtf8("\xf4\x90\x80\x80"));  // above U+10FFFF
    QVERIFY(!isValidUtf8("\xe4\xb8"));          // cut short
    QCOMPARE(utf8Length("a\xe4\xb8\xad"
                        "b"),
             std::size_t{3});
    QCOMPARE(printableText("a\tb\xff"), std::string("a\\u{0009}b\\xFF"));
    QCOMPARE(printableText(std::string(100, 'x'), 4), std::string("xxxx\xe2\x80\xa6(100 bytes)"));
    QCOMPARE(editDistance("cards", "crads"), std::size_t{2});
    QCOMPARE(nearestOf("cluster.crads", {"cluster.cards", "cluster.mfu"}),
             std::string("cluster.cards"));
}

void TestPresetReader::floodsOfProblemsAreCapped() {
    std::string text = R"({"schema": "stepbudget/1", "cluster": {)";
    for (int i = 0; i < 20000; ++i) {
        text += (i ? ", \"" : "\"") + std::to_string(i) + "cards\": 1";
    }
    text += "}}";
    QElapsedTimer timer;
    timer.start();
    const LoadResult r = scenarioFromJson(text);
    QVERIFY(timer.elapsed() < 2000);
    QCOMPARE(r.issues.size(), kMaxReportedIssues + 1);
    QVERIFY2(r.issues.back().message.find("and 19800 more problems") != std::string::npos,
             r.issues.back().message.c_str());
}

void TestPresetReader::ruleOnlyFailuresAreEditable() {
    const LoadResult rule = scenarioFromJson(presetWith("model", "kv_heads", "7"));
    QVERIFY(!rule.ok());
    QVERIFY(rule.keys_valid);  // a whole scenario: the GUI opens it "needs fixing"
    QCOMPARE(rule.scenario.model.kv_heads, std::int64_t{7});
    QCOMPARE(rule.issues.front().path, std::string("model.kv_heads"));
    const LoadResult range = scenarioFromJson(presetWith("cluster", "mfu", "4"));
    QVERIFY(!range.keys_valid);
    QVERIFY(scenarioFromJson(R"({"schema": "stepbudget/1"})").keys_valid);
}

QTEST_GUILESS_MAIN(TestPresetReader)
#include "tst_preset_reader.moc"
