// The study material as data files (study/content, docs/study.md): every shipped file loads
// without issues and agrees with the model, the embedded copy is the checkout's, and the loader
// turns each kind of broken file (bad JSON, a missing language, a misspelt field, a placeholder
// without a value or a value without a placeholder, a derivation the preset does not compute)
// into an issue naming the file and the field.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <algorithm>
#include <functional>

#include "study/practice_registry.h"
#include "study/study.h"
#include "study/study_content.h"
#include "study/study_template.h"

using namespace stepbudget;
using namespace stepbudget::study;

Q_DECLARE_METATYPE(std::vector<stepbudget::ContentFile>)

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

const std::string kMinimalPath = "walkthroughs/test.minimal.json";

// A valid walkthrough that collides with no shipped one (worked example 99).
QJsonObject minimalWalkthrough() {
    const QByteArray json = R"({
      "id": "test.minimal", "kind": "worked-example", "number": 99, "source": "test",
      "title": {"en": "Title", "zh": "标题"}, "question": {"en": "Question?", "zh": "问题？"},
      "preset": "book-design-48.json", "overrides": {"cluster.cards": "48"}, "view": "plan",
      "steps": [{"text": {"en": "Finish.", "zh": "完成。"}, "shows": "plan.finish_days",
                 "quotes": {"value": 24.637, "decimals": 3, "unit": "days"}}],
      "takeaway": {"en": "Remember.", "zh": "记住。"}, "practice": ["plan.finish_days"]})";
    return QJsonDocument::fromJson(json).object();
}

std::string text(const QJsonObject& object) {
    return QJsonDocument(object).toJson().toStdString();
}

QJsonObject shipped(const std::string& path) {
    for (const ContentFile& f : embeddedStudyFiles()) {
        if (f.path == path) {
            return QJsonDocument::fromJson(QByteArray::fromStdString(f.text)).object();
        }
    }
    qFatal("no embedded %s", path.c_str());
}

// The shipped files with `path` replaced (or added, or with `path` removed when text is empty).
std::vector<ContentFile> shippedWith(const std::string& path, const std::string& replacement) {
    std::vector<ContentFile> files = embeddedStudyFiles();
    files.erase(std::remove_if(files.begin(), files.end(),
                               [&](const ContentFile& f) { return f.path == path; }),
                files.end());
    if (!replacement.empty()) {
        files.push_back({path, replacement});
    }
    return files;
}

// Edits one field of a JSON object by a path of keys and array indices.
QJsonObject edited(QJsonObject object, const QStringList& path, const QJsonValue& value) {
    if (path.size() == 1) {
        if (value.isUndefined()) {
            object.remove(path[0]);
        } else {
            object[path[0]] = value;
        }
        return object;
    }
    const QString key = path[0];
    const QStringList rest = path.mid(1);
    if (object[key].isArray()) {
        QJsonArray array = object[key].toArray();
        const int index = rest[0].toInt();
        array[index] =
            rest.size() == 1 ? value : edited(array[index].toObject(), rest.mid(1), value);
        object[key] = array;
    } else {
        object[key] = edited(object[key].toObject(), rest, value);
    }
    return object;
}

bool hasIssue(const Issues& issues, const std::string& path, const std::string& fragment) {
    return std::any_of(issues.begin(), issues.end(), [&](const Issue& i) {
        return i.path == path && i.message.find(fragment) != std::string::npos;
    });
}

}  // namespace

class TestStudyContent : public QObject {
    Q_OBJECT
private slots:
    void shippedContentLoads();
    void shippedContentMatchesModel();
    void embeddedIsTheCheckout();
    void minimalWalkthroughLoads();
    void brokenFiles_data();
    void brokenFiles();
    void modelMismatches_data();
    void modelMismatches();
    void templates_data();
    void templates();
};

void TestStudyContent::shippedContentLoads() {
    const Content& c = content();
    QVERIFY2(c.ok(), formatIssues(c.issues).c_str());
    const auto count = [](const char* folder) {
        return std::count_if(embeddedStudyFiles().begin(), embeddedStudyFiles().end(),
                             [&](const ContentFile& f) { return f.path.rfind(folder, 0) == 0; });
    };
    // Every file became a walkthrough or a practice text; every generator has its texts.
    QCOMPARE(static_cast<long>(c.walkthroughs.size()), static_cast<long>(count("walkthroughs/")));
    QCOMPARE(static_cast<long>(c.practice.size()), static_cast<long>(count("practice/")));
    QCOMPARE(c.practice.size(), practiceSlots().size());
    QCOMPARE(practiceGenerators().size(), practiceSlots().size());
    QCOMPARE(&walkthroughs(), &c.walkthroughs);
}

void TestStudyContent::shippedContentMatchesModel() {
    const Issues issues = checkContent(content(), presetFolderReader(STEPBUDGET_PRESETS_DIR));
    QVERIFY2(issues.empty(), formatIssues(issues).c_str());
}

void TestStudyContent::embeddedIsTheCheckout() {
    Issues issues;
    const std::vector<ContentFile> checkout =
        readContentFolder(STEPBUDGET_STUDY_CONTENT_DIR, issues);
    QVERIFY(issues.empty());
    QCOMPARE(checkout.size(), embeddedStudyFiles().size());
    for (std::size_t i = 0; i < checkout.size(); ++i) {
        QCOMPARE(q(checkout[i].path), q(embeddedStudyFiles()[i].path));
        QVERIFY2(checkout[i].text == embeddedStudyFiles()[i].text, checkout[i].path.c_str());
    }
    QVERIFY(!readContentFolder("/no/such/folder", issues).empty() || !issues.empty());
}

void TestStudyContent::minimalWalkthroughLoads() {
    const Content c = loadContent(shippedWith(kMinimalPath, text(minimalWalkthrough())));
    QVERIFY2(c.ok(), formatIssues(c.issues).c_str());
    QCOMPARE(c.walkthroughs.size(), content().walkthroughs.size() + 1);
    const Walkthrough& w = c.walkthroughs.back();  // worked examples sort last, by number
    QCOMPARE(q(w.id), QString("test.minimal"));
    QCOMPARE(w.kind, WalkthroughKind::WorkedExample);
    QCOMPARE(w.view, StudyView::Plan);
    QCOMPARE(q(w.title_zh), QString("标题"));
    QCOMPARE(w.overrides.size(), std::size_t{1});
    QCOMPARE(q(w.steps.at(0).derivation_id), QString("plan.finish_days"));
    QVERIFY(w.steps.at(0).quoted.has_value());
    QCOMPARE(w.steps.at(0).quoted->decimals, 3);
    QVERIFY(checkContent(c, presetFolderReader(STEPBUDGET_PRESETS_DIR)).empty());
}

void TestStudyContent::brokenFiles_data() {
    QTest::addColumn<std::vector<ContentFile>>("files");
    QTest::addColumn<QString>("path");      // Issue::path expected
    QTest::addColumn<QString>("fragment");  // in Issue::message
    const QJsonObject w = minimalWalkthrough();
    const std::string m = kMinimalPath + " ";
    const auto row = [&](const char* name, std::vector<ContentFile> files, const std::string& path,
                         const char* fragment) {
        QTest::newRow(name) << files << q(path) << QString(fragment);
    };
    const auto walk = [&](const QStringList& field, const QJsonValue& value) {
        return shippedWith(kMinimalPath, text(edited(w, field, value)));
    };
    row("not JSON", shippedWith(kMinimalPath, "{\"id\": "), kMinimalPath, "is not valid JSON");
    row("not an object", shippedWith(kMinimalPath, "[1, 2]"), kMinimalPath, "one JSON object");
    row("not a content file", shippedWith("notes.json", "{}"), "notes.json",
        "is not a content file");
    row("step without zh", walk({"steps", "0", "text", "zh"}, QJsonValue::Undefined),
        m + "steps[0].text.zh", "is missing");
    row("empty title en", walk({"title", "en"}, ""), m + "title.en", "non-empty string");
    row("a third language", walk({"question", "fr"}, "Question ?"), m + "question.fr",
        "is not a field here");
    row("misspelt step field", walk({"steps", "0", "show"}, "plan.finish_days"),
        m + "steps[0].show", "is not a field here");
    row("id not the file name", walk({"id"}, "test.other"), m + "id", "must match the file name");
    row("unknown kind", walk({"kind"}, "quiz"), m + "kind", "must be interview");
    row("number zero", walk({"number"}, 0), m + "number", "whole number from 1");
    row("unknown view", walk({"view"}, "charts"), m + "view", "must be memory");
    row("unknown practice", walk({"practice"}, QJsonArray{"plan.no_such"}), m + "practice[0]",
        "is not a practice generator");
    row("no steps", walk({"steps"}, QJsonArray{}), m + "steps", "non-empty array");
    row("override as number", walk({"overrides", "cluster.cards"}, 48),
        m + "overrides.cluster.cards", "must be a string");
    row("quotes without shows", walk({"steps", "0", "shows"}, QJsonValue::Undefined),
        m + "steps[0].quotes", "needs \"shows\"");
    row("quotes unknown scale", walk({"steps", "0", "quotes", "scale"}, "furlongs"),
        m + "steps[0].quotes.scale", "must be GB, GiB");
    row("two worked examples 1", walk({"number"}, 1), m + "number", "two worked-example");

    // Practice texts, edited from the shipped ones.
    const std::string zr = "practice/memory.zero_resident.json";
    const QJsonObject zero = shipped(zr);
    const auto practice = [&](const QStringList& field, const QJsonValue& value) {
        return shippedWith(zr, text(edited(zero, field, value)));
    };
    const QString question_en = zero["question"].toObject()["en"].toString();
    const QString question_zh = zero["question"].toObject()["zh"].toString();
    row("placeholder without value", practice({"question", "en"}, question_en + " On {gpu}?"),
        zr + " question.en", "uses {gpu}, which memory.zero_resident does not compute");
    row("given not in the question",
        practice({"question", "zh"}, QString(question_zh).replace("{cards}", "几")),
        zr + " question.zh", "does not name the given {cards}");
    row("value without placeholder",
        practice({"solution", "0", "shows"}, "memory.zero3_resident_bytes_per_card"), zr + " en",
        "computes {stage}, which no en text");
    row("unbalanced brace", practice({"question", "en"}, question_en + " {cards"),
        zr + " question.en", "opens no placeholder");
    row("given of no value", practice({"givens", "0", "value"}, "size"), zr + " givens[0].value",
        "is not a value memory.zero_resident computes");
    row("missing practice file", shippedWith("practice/rl.importance_ratio.json", ""),
        "practice/rl.importance_ratio.json", "is missing");
    row("practice of no generator",
        shippedWith("practice/no.such.json", text(edited(zero, {"id"}, "no.such"))),
        "practice/no.such.json id", "is not a practice generator");
    const QJsonObject common = shipped("practice.json");
    row("answer without {answer}",
        shippedWith("practice.json", text(edited(common, {"answer", "zh"}, "答案。"))),
        "practice.json answer.zh", "must use exactly {answer}");
    row("verdict without {off}",
        shippedWith("practice.json",
                    text(edited(common, {"feedback", "too_low", "en"},
                                "Not quite: {yours}; the model gives {model} ({tolerance})."))),
        "practice.json feedback.too_low.en",
        "must use exactly {model}, {off}, {tolerance}, {yours}");
    row("hint the code never shows",
        shippedWith("practice.json", text(edited(common, {"hints", "off_by_one"},
                                                 QJsonObject{{"en", "x"}, {"zh", "x"}}))),
        "practice.json hints.off_by_one", "is not a text the code shows");
    row("typing error missing",
        shippedWith("practice.json",
                    text(edited(common, {"typing", "unusable"}, QJsonValue::Undefined))),
        "practice.json typing.unusable", "is missing");
    row("choice without zh",
        shippedWith("practice.json",
                    text(edited(common, {"choices", "zero_step", "3"}, QJsonObject{{"en", "x"}}))),
        "practice.json choices.zero_step.3.zh", "is missing");
}

void TestStudyContent::brokenFiles() {
    QFETCH(std::vector<ContentFile>, files);
    QFETCH(QString, path);
    QFETCH(QString, fragment);
    const Content c = loadContent(files);  // never throws, whatever the files hold
    QVERIFY2(hasIssue(c.issues, path.toStdString(), fragment.toStdString()),
             formatIssues(c.issues).c_str());
    // A broken walkthrough is left out rather than shown half-read.
    if (path.startsWith(q(kMinimalPath))) {
        QVERIFY(std::none_of(c.walkthroughs.begin(), c.walkthroughs.end(),
                             [](const Walkthrough& w) { return w.id == "test.minimal"; }));
    }
}

void TestStudyContent::modelMismatches_data() {
    QTest::addColumn<QStringList>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("fragment");
    const QString m = q(kMinimalPath) + " ";
    QTest::newRow("derivation the preset lacks")
        << QStringList{"steps", "0", "shows"} << "plan.no_such_derivation" << m + "steps[0].shows"
        << "\"plan.no_such_derivation\" is not a derivation of book-design-48.json";
    QTest::newRow("quoted figure the model contradicts")
        << QStringList{"steps", "0", "quotes", "value"} << "25" << m + "steps[0].quotes"
        << "quotes 25 days; the model gives 24.63";
    QTest::newRow("missing preset") << QStringList{"preset"} << "no-such.json" << m + "preset"
                                    << "cannot read preset no-such.json";
    QTest::newRow("override of no key")
        << QStringList{"overrides", "cluster.cardz"} << "8" << m + "preset"
        << "cluster.cardz: is not a preset key";
    QTest::newRow("what-if out of range")
        << QStringList{"steps", "0", "what_if", "cluster.mfu"} << "2" << m + "steps[0].what_if"
        << "cluster.mfu";
}

void TestStudyContent::modelMismatches() {
    QFETCH(QStringList, field);
    QFETCH(QString, value);
    QFETCH(QString, path);
    QFETCH(QString, fragment);
    QJsonValue typed = value;
    if (field.last() == "value") {
        typed = value.toDouble();
    }
    const Content c =
        loadContent(shippedWith(kMinimalPath, text(edited(minimalWalkthrough(), field, typed))));
    QVERIFY2(c.ok(), formatIssues(c.issues).c_str());  // well-formed; only the model can tell
    const Issues issues = checkContent(c, presetFolderReader(STEPBUDGET_PRESETS_DIR));
    QVERIFY2(hasIssue(issues, path.toStdString(), fragment.toStdString()),
             formatIssues(issues).c_str());
}

void TestStudyContent::templates_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("zh");
    QTest::addColumn<QString>("rendered");
    QTest::addColumn<QString>("issue");  // "" = none
    QTest::newRow("values in order") << "{cards} cards, {zero}" << false << "48 cards, ZeRO-3"
                                     << "";
    QTest::newRow("reordered, repeated")
        << "{zero}：{cards} 张，{cards}" << true << "ZeRO-3：48 张，48"
        << "";
    QTest::newRow("per-language value") << "= {answer}" << true << "= 48 张"
                                        << "";
    QTest::newRow("choice by value") << "here {bottleneck}." << false << "here generation."
                                     << "";
    QTest::newRow("choice in zh") << "这里是{bottleneck}" << true << "这里是生成"
                                  << "";
    QTest::newRow("literal braces") << "{{x}} {cards}" << false << "{x} 48"
                                    << "";
    QTest::newRow("no value") << "{gpu} x" << false << "{gpu} x"
                              << "has no value for {gpu}";
    QTest::newRow("unclosed") << "{cards" << false << "{cards"
                              << "opens no placeholder";
    QTest::newRow("stray close") << "a } b" << false << "a } b"
                                 << "without '{'";
    QTest::newRow("upper-case name") << "{Cards}" << false << "{Cards}"
                                     << "opens no placeholder";
}

void TestStudyContent::templates() {
    QFETCH(QString, text);
    QFETCH(bool, zh);
    QFETCH(QString, rendered);
    QFETCH(QString, issue);
    TemplateValues values;
    values.set("cards", "48");
    values.set("zero", "ZeRO-3");
    values.set("answer", LocalText{"48 cards", "48 张"});
    values.set("bottleneck", "generate");
    Choices choices;
    choices["bottleneck"]["generate"] = {"generation", "生成"};
    Issues issues;
    const std::string out = render(text.toStdString(), zh ? Language::Zh : Language::En, values,
                                   choices, "here", issues);
    QCOMPARE(q(out), rendered);
    if (issue.isEmpty()) {
        QVERIFY2(issues.empty(), formatIssues(issues).c_str());
    } else {
        QVERIFY2(hasIssue(issues, "here", issue.toStdString()), formatIssues(issues).c_str());
    }
    // A choice value with no case is an issue, not an empty text.
    values.set("bottleneck", "sync");
    Issues missing;
    QCOMPARE(q(render("{bottleneck}", Language::En, values, choices, "c", missing)),
             QString("sync"));
    QVERIFY(hasIssue(missing, "c", "has no text for {bottleneck} = \"sync\""));
}

QTEST_MAIN(TestStudyContent)
#include "tst_study_content.moc"
