// Translation coverage: every string the shipped presets put on screen has zh_CN text in the
// .qm the app embeds (lrelease merges resources/translations/stepbudget_zh_CN.ts and the topics'
// views/<topic>/<topic>_zh_CN.ts into it): derivation titles (their template when they have
// varying parts), section titles, slider labels and help, choice names, unit words and the
// documentation of every table-written result. QTranslator::translate() returns an empty string
// for a source it does not know, so a missing message fails here instead of showing English.
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include "app/gui/app_shell.h"
#include "app/gui/controller.h"
#include "app/gui/param_panel.h"
#include "app/gui/study_panel.h"
#include "model/base/params.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/input_consequences.h"
#include "model/evaluate/param_registry.h"
#include "model/io/results_json.h"
#include "model/pipeline/op_wait.h"
#include "presets.h"
#include "study/study.h"
#include "views/common/derivation_panel.h"
#include "views/common/value_format.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

// Unit symbols that read the same in Chinese (value_format.cpp translates only unit words).
const QRegularExpression kCjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));

const QSet<QString> kSymbols = {"",        "s",   "ms", "B",   "B/s", "GB/s",
                                "TFLOP/s", "1/s", "$",  "$/h", "x"};

QStringList placeholders(const QString& s) {
    QStringList out;
    const QRegularExpression re("%[1-9]");
    for (auto it = re.globalMatch(s); it.hasNext();) {
        out << it.next().captured();
    }
    out.sort();
    return out;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private:
    QTranslator m_zh;

    QString zh(const char* context, const LiteralText& source) const {
        return m_zh.translate(context, source.c_str());
    }

private slots:
    void initTestCase() { QVERIFY(m_zh.load(":/i18n/stepbudget_zh_CN.qm")); }

    // As shipped and with predicted efficiency (the per-operation model's derivations), the
    // MFU waterfall's bars included.
    void derivationTitles_data() { addPresetRowsBothEfficiencies(); }
    void derivationTitles() {
        QFETCH(QString, file);
        QFETCH(bool, predicted);
        const Results r = evaluate(preset(file.toStdString(), predicted));
        QVERIFY(r.ok());
        QVERIFY(r.derivations.size() > 100);
        const Derivations all = clickableDerivations(r);
        QStringList missing;
        for (const Derivation& d : all) {
            const QString source = QString::fromUtf8(titleSource(d).c_str());
            // Without a translator the app shows exactly the title the CLI prints.
            QCOMPARE(derivationTitle(d), QString::fromUtf8(d.title.c_str()));
            QCOMPARE(placeholders(source).size(), static_cast<qsizetype>(d.title_args.size()));
            const QString text = zh("Derivation", titleSource(d));
            if (text.isEmpty()) {
                missing << QString::fromUtf8(d.id.c_str()) + ": " + source;
            } else if (placeholders(text) != placeholders(source)) {
                missing << QString::fromUtf8(d.id.c_str()) + ": placeholders differ in " + text;
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable("\n  " + missing.join("\n  ")));
    }

    // With the translator installed the title is the Chinese text with the arguments filled in.
    void translatedTitleFillsArguments() {
        const Results r = evaluatePreset("book-design-48.json");
        const Derivation* d = r.derivation("memory.bytes_per_param_per_card");
        QVERIFY(d != nullptr);
        QCOMPARE(d->title_args.size(), std::size_t{2});
        QVERIFY(QCoreApplication::installTranslator(&m_zh));
        const QString title = derivationTitle(*d);
        QCoreApplication::removeTranslator(&m_zh);
        QCOMPARE(title, zh("Derivation", d->title_template)
                            .arg(QString::fromStdString(d->title_args[0]),
                                 QString::fromStdString(d->title_args[1])));
        QVERIFY(title.contains("ZeRO-3"));
        QVERIFY(!title.contains("Resident"));
    }

    void sectionTitles() {
        QStringList missing;
        QSet<QString> seen;
        for (const ParamSpec& spec : paramSpecs()) {
            const QString section = QString::fromStdString(spec.section());
            if (seen.contains(section)) {
                continue;
            }
            seen.insert(section);
            const QString english = sectionTitle(section);  // no translator installed
            if (english == section) {
                missing << section + " has no title in sectionTitle()";
            } else if (zh("Section", english.toStdString()).isEmpty()) {
                missing << english;
            }
        }
        QVERIFY(seen.size() >= 15);
        QVERIFY2(missing.isEmpty(), qPrintable("\n  " + missing.join("\n  ")));
    }

    void paramLabelsAndChoices() {
        QStringList missing;
        for (const ParamSpec& spec : paramSpecs()) {
            if (zh("Param", spec.label).isEmpty()) {
                missing << QString::fromStdString(spec.path + ": " + spec.label);
            }
            for (const std::string& choice : spec.choices) {
                // The combo shows choiceLabel(): a display name, translated in "ChoiceLabel".
                const QString english = choiceLabel(choice);  // no translator installed
                if (zh("ChoiceLabel", english.toStdString()).isEmpty()) {
                    missing << QString::fromStdString(spec.path + " choice " + choice + ": ") +
                                   english;
                }
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable("\n  " + missing.join("\n  ")));
    }

    // The generated key and result reference (`stepbudget-cli keys / results --format md`) in
    // Chinese: every key's help and every table-written result's documentation
    // (tst_section_edges::everyKeyDocumented checks the English text exists).
    void keyHelp() {
        QStringList missing;
        for (const ParamSpec& spec : paramSpecs()) {
            if (zh("ParamHelp", spec.help).isEmpty()) {
                missing << QString::fromStdString(spec.path + ": " + spec.help);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable("\n  " + missing.join("\n  ")));
    }

    void resultDocs() {
        QStringList missing;
        const std::vector<ResultFieldDoc> docs = resultFieldDocs();
        QVERIFY(docs.size() >= 19);  // checkpoint's 13 and rl's 6 at least
        for (const ResultFieldDoc& d : docs) {
            if (zh("ResultDoc", d.doc).isEmpty()) {
                missing << QString::fromStdString(d.path + ": " + d.doc);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable("\n  " + missing.join("\n  ")));
    }

    // Every plan warning the notes button lists has Chinese text with the same placeholders, and
    // the filled text keeps none: each row provokes one warning (its key) from a preset.
    void warningTemplates_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<QString>("key");
        const auto row = [](const char* name, const char* file, QStringList sets, const char* key) {
            QTest::newRow(name) << file << sets << key;
        };
        row("fewer sequences than replicas", "book-design-48.json",
            {"training.global_batch=2", "training.micro_batch=1"}, "training.global_batch");
        row("micro-batches not whole", "book-design-48.json", {"training.global_batch=100"},
            "training.global_batch");
        row("fewer micro-batches than stages", "gpt3-175b-a100.json", {"training.global_batch=64"},
            "training.global_batch");
        row("uneven stages", "deepseek-v3-ep-h100.json", {}, "parallel.pp");
        row("shape and count disagree", "book-design-48.json",
            {"model.layers=30", "model.params=70000000000"}, "model.params");
        row("unknown card name", "gpt3-175b-a100.json", {"cluster.gpu=A100"}, "cluster.gpu");
        row("TP beyond a host", "gpt3-175b-a100.json", {"parallel.tp=16"}, "parallel.tp");
        row("FP8 efficiency borrowed", "llama3-70b-h100-fp8.json", {"cluster.gpu=H200 SXM"},
            "precision.compute");
        row("save longer than interval", "gpt3-175b-a100.json", {"checkpoint.interval_s=1"},
            "checkpoint.interval_s");
        row("near-full card, within 5 %", "llama3-405b-h100.json", {}, "cluster.usable_memory_gib");
        row("near-full card", "llama3-405b-h100.json", {"cluster.usable_memory_gib=84"},
            "cluster.usable_memory_gib");
        row("schedule that cannot run", "gpt3-175b-a100.json",
            {"pipeline.schedule=dualpipe", "training.global_batch=1000"}, "pipeline.schedule");
        row("card without a matmul measurement", "gpt3-175b-a100.json",
            {"cluster.gpu=A100", "cluster.efficiency_source=predicted"}, "cluster.gpu");
        row("card without a fit", "llama3-70b-h100.json",
            {"cluster.gpu=MI300X", "cluster.efficiency_source=predicted"}, "cluster.gpu");
        row("card sharing a fit", "llama3-70b-h100.json",
            {"cluster.gpu=H200 SXM", "cluster.efficiency_source=predicted"}, "cluster.gpu");
        row("typed budget with CP", "llama3-405b-128k-cp.json", {"activations.source=budget"},
            "activations.source");
        row("expert TP", "deepseek-v3-ep-h100.json", {"parallel.tp=2"}, "parallel.etp");
        row("host limit without per-host dispatch", "deepseek-v3-ep-h100.json",
            {"parallel.ep_host_dispatch=false"}, "moe.max_hosts_per_token");
        row("experts as one FFN", "deepseek-v3-ep-h100.json",
            {"cluster.efficiency_source=predicted"}, "parallel.ep");
        row("recompute module outside selective", "deepseek-v3-ep-h100.json",
            {"parallel.recompute_norms=true"}, "parallel.recompute_norms");
        row("MLA module without MLA", "llama3-70b-h100.json",
            {"parallel.recompute_mla_up_proj=true"}, "parallel.recompute_mla_up_proj");
        row("MoE module without MoE", "llama3-70b-h100.json", {"parallel.recompute_moe_act=true"},
            "parallel.recompute_moe_act");
        row("dense-MLP module without a dense layer", "deepseek-v3-ep-h100.json",
            {"parallel.recompute=selective", "model.dense_layers=0", "parallel.recompute_mlp=true"},
            "parallel.recompute_mlp");
    }
    void warningTemplates() {
        QFETCH(QString, file);
        QFETCH(QStringList, sets);
        QFETCH(QString, key);
        Scenario sc = preset(file.toStdString());
        std::vector<std::string> list;
        for (const QString& s : sets) {
            list.push_back(s.toStdString());
        }
        const Issues bad = applySetList(sc, list);
        QVERIFY2(bad.empty(), formatIssues(bad).c_str());
        const Results r = evaluate(sc);
        QVERIFY2(r.ok(), formatIssues(r.issues).c_str());
        bool seen = false;
        for (const Issue& w : r.warnings) {
            QVERIFY2(!w.message_template.empty(), w.message.c_str());
            const QString zh_text = m_zh.translate("Warning", w.message_template.c_str());
            const QString source = QString::fromStdString(w.message_template);
            QVERIFY2(!zh_text.isEmpty(), w.message_template.c_str());
            QVERIFY2(kCjk.match(zh_text).hasMatch(), qPrintable(zh_text));
            QCOMPARE(placeholders(zh_text), placeholders(source));
            const std::string filled = fillPlaceholders(zh_text.toStdString().c_str(), w.args);
            QVERIFY2(!QString::fromStdString(filled).contains(QRegularExpression("%[1-9]")),
                     filled.c_str());
            seen = seen || w.path == key.toStdString();
        }
        QVERIFY2(seen, qPrintable("no warning on " + key + ": " +
                                  QString::fromStdString(formatIssues(r.warnings))));
    }

    // A verdict's answer ("fits", "compute decides") is shown translated wherever it appears.
    void verdictWords_data() { addPresetRows(); }
    void verdictWords() {
        QFETCH(QString, file);
        const Results r = evaluatePreset(file.toStdString());
        QStringList missing;
        for (const Verdict& v : r.verdicts) {
            const Derivation* d = r.derivation(v.id);
            QVERIFY2(d != nullptr && !d->verdict.empty(), v.id.c_str());
            if (zh("Derivation", d->verdict).isEmpty()) {
                missing << QString::fromStdString(v.id + ": " + d->verdict);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable("\n  " + missing.join("\n  ")));
    }

    void unitWords() {
        QSet<QString> missing;
        for (const QString& f : presetFiles()) {
            for (const Derivation& d : evaluatePreset(f.toStdString()).derivations) {
                const QString unit = QString::fromStdString(d.unit);
                if (!kSymbols.contains(unit) && zh("Unit", d.unit).isEmpty()) {
                    missing.insert(unit + " (" + QString::fromUtf8(d.id.c_str()) + ")");
                }
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringList(missing.values()).join(", ")));
    }

    // One language per screen: every built-in preset's title has Chinese (the Presets menu, the
    // window title and the report's cover show it), and the Chinese interface has no English
    // leftovers where a user reads them (a key label, a formula's words, a schedule's id, a
    // Gantt box's story).
    void presetTitlesHaveChinese() {
        QStringList missing;
        for (const QString& f : presetFiles()) {
            const std::string name = test::preset(f.toStdString()).name;
            const QString title = m_zh.translate("Preset", name.c_str());
            if (!title.contains(kCjk)) {
                missing << QString::fromStdString(name);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(", ")));
    }

    void noEnglishLeftoversInChinese() {
        QCoreApplication::installTranslator(&m_zh);
        QStringList leftovers;
        // The words the report named (the book keeps "micro-batch" and "token" in its Chinese
        // text, and so do the labels), and for a Gantt box's story every English word of it.
        static const QRegularExpression named(
            QStringLiteral("(?<![\\w.])(checkpoint|event simulation)(?![\\w.])"),
            QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression story(
            QStringLiteral("(?<![\\w.])(checkpoint|micro-batch|waited|stage|starts at|lasts|"
                           "ready|Forward|Backward|previous|nothing)(?![\\w.])"),
            QRegularExpression::CaseInsensitiveOption);
        // A schedule's id ("1f1b", "zb-h1") reads as its name ("1F1B", "零气泡 ZB-H1").
        static const QRegularExpression schedule_id(QStringLiteral(
            "(?<![\\w-])(fill-drain|1f1b|interleaved|zb-h1|zb-h2|dualpipe)(?![\\w-])"));
        const auto check = [&](const QString& where, const QString& text,
                               const QRegularExpression& english) {
            if (english.match(text).hasMatch()) {
                leftovers << where + QStringLiteral(": ") + text;
            }
        };
        for (const ParamSpec& spec : paramSpecs()) {
            check(QString::fromStdString(spec.path),
                  QCoreApplication::translate("Param", spec.label.c_str()), named);
        }
        for (const QString& f : presetFiles()) {
            const Results r = evaluatePreset(f.toStdString());
            for (const Derivation& d : r.derivations) {
                check(QString::fromUtf8(d.id.c_str()), derivationFormula(d), named);
                check(QString::fromUtf8(d.id.c_str()), derivationTitle(d), schedule_id);
            }
            const SharedVector<PipelineOp>& ops = r.pipeline.configured.ops;
            const std::size_t every = std::max<std::size_t>(1, ops.size() / 7);
            for (std::size_t i = 0; i < ops.size(); i += every) {
                const Derivation d = opDerivation(ops, i);
                check(QStringLiteral("Gantt box"), derivationTitle(d) + derivationFormula(d),
                      story);
            }
        }
        QCoreApplication::removeTranslator(&m_zh);
        QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(QLatin1Char('\n'))));
    }

    // The English study panel names the chapter's sections in English (常见面试问法 was shown
    // in English text); the Chinese one keeps the chapter's headings.
    void studySourcesInOneLanguage() {
        Controller controller;
        StudyPanel panel(&controller);
        const QVariant before = qApp->property(kLanguageProperty);
        qApp->setProperty(kLanguageProperty, QStringLiteral("en"));
        QStringList mixed;
        for (const Walkthrough& w : walkthroughs()) {
            const QString shown = panel.sourceText(w.source);
            if (shown.contains(kCjk)) {
                mixed << shown;
            }
        }
        QVERIFY2(mixed.isEmpty(), qPrintable(mixed.join(QLatin1Char('\n'))));
        qApp->setProperty(kLanguageProperty, QStringLiteral("zh_CN"));
        QCOMPARE(panel.sourceText("§2.1; 常见面试问法 Q2"),
                 QStringLiteral("§2.1; 常见面试问法 Q2"));
        qApp->setProperty(kLanguageProperty, before);
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
