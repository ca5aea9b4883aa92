// stepbudget: the desktop app. With no display (no DISPLAY/WAYLAND_DISPLAY and no
// QT_QPA_PLATFORM) it renders the main window offscreen to a PNG and prints the headline
// report instead of aborting, so `scripts/run` works on a headless machine too.
#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QTimer>
#include <cerrno>
#include <clocale>
#include <cstdio>
#include <cstring>

#include "app/gui/app_shell.h"
#include "app/gui/autosave.h"
#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/import_actions.h"
#include "app/gui/main_window.h"
#include "app/gui/problems_dialog.h"
#include "app/gui/report.h"
#include "app/gui/search_runner.h"
#include "app/gui/start_page.h"
#include "app/gui/study_panel.h"
#include "model/io/hf_config.h"
#include "model/io/results_json.h"
#include "model/io/scenario_json.h"
#include "study/study.h"
#include "views/common/chart_export.h"
#include "views/common/chart_panel.h"
#include "views/common/file_write.h"

namespace {

using namespace stepbudget;

bool headless() {
    return qEnvironmentVariableIsEmpty("DISPLAY") &&
           qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
           qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

// Test hook for atomic saving: alternately writes two different scenarios to `path` through the
// app's own save path until killed. A reader must only ever see one of the two, whole.
[[noreturn]] void stressSave(const QString& path) {
    Scenario a;
    Scenario b;
    b.cluster.cards = 32;
    b.description = std::string(15000, 'b');  // large enough that a write takes a while
    QString error;
    for (unsigned i = 0;; ++i) {
        if (!writePresetFile(path, (i % 2) ? b : a, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            std::exit(1);
        }
        if (i == 0) {
            std::puts("saving");
            std::fflush(stdout);
        }
    }
}

// Batch output is the product: a full disk or `> /dev/full` must not exit 0.
int checkedStdout(int code) {
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "stepbudget: cannot write the output: %s\n",
                     errno ? std::strerror(errno) : "write error");
        return 1;
    }
    return code;
}

}  // namespace

int main(int argc, char** argv) {
    const bool no_display = headless();
    if (no_display) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    // Qt sets the C locale from the environment; the model parses and prints numbers with the C
    // library, and presets are C-notation JSON: keep numbers in C notation under any locale.
    std::setlocale(LC_NUMERIC, "C");
    QApplication::setApplicationName(QStringLiteral("StepBudget"));
    QApplication::setOrganizationName(QStringLiteral("StepBudget"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("What-if explorer for LLM training systems"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("preset"),
                                 QStringLiteral("Scenario preset (JSON) to open"));
    const QCommandLineOption grab_option(
        QStringLiteral("grab"), QStringLiteral("Render the main window to FILE.png and exit"),
        QStringLiteral("file"));
    const QCommandLineOption report_option(QStringLiteral("report"),
                                           QStringLiteral("Print the headline report and exit"));
    const QCommandLineOption size_option(QStringLiteral("size"),
                                         QStringLiteral("Window size for --grab, WxH"),
                                         QStringLiteral("size"), QStringLiteral("1600x1000"));
    const QCommandLineOption tab_option(QStringLiteral("tab"),
                                        QStringLiteral("Open on view tab N (0 = first)"),
                                        QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption lang_option(
        QStringLiteral("lang"), QStringLiteral("Interface language for this run: en or zh_CN"),
        QStringLiteral("code"));
    const QCommandLineOption set_option(
        QStringLiteral("set"), QStringLiteral("Edit section.key=value after opening (repeatable)"),
        QStringLiteral("key=value"));
    const QCommandLineOption restore_option(
        QStringLiteral("restore"),
        QStringLiteral("Unsaved edits from a crashed session: yes, no or ask (default ask)"),
        QStringLiteral("mode"), QStringLiteral("ask"));
    const QCommandLineOption scenario_option(
        QStringLiteral("print-scenario"),
        QStringLiteral("Print the scenario as a preset and exit"));
    const QCommandLineOption export_option(
        QStringLiteral("export-report"),
        QStringLiteral("Write the report to FILE (.html, .md or a paged .pdf) and exit"),
        QStringLiteral("file"));
    const QCommandLineOption chart_option(
        QStringLiteral("export-chart"),
        QStringLiteral("Write chart K of tab N (--tab, --chart) to FILE (.png .svg .pdf .csv) at "
                       "--chart-size and --dpi, and exit"),
        QStringLiteral("file"));
    const QCommandLineOption chart_index_option(
        QStringLiteral("chart"),
        QStringLiteral("Chart K of the tab for --export-chart (0 = first)"), QStringLiteral("k"),
        QStringLiteral("0"));
    const QCommandLineOption chart_size_option(
        QStringLiteral("chart-size"), QStringLiteral("Chart size for --export-chart, WxH pixels"),
        QStringLiteral("size"), QStringLiteral("1200x750"));
    const QCommandLineOption dpi_option(QStringLiteral("dpi"),
                                        QStringLiteral("PNG resolution for --export-chart"),
                                        QStringLiteral("dpi"), QStringLiteral("96"));
    const QCommandLineOption baseline_option(
        QStringLiteral("baseline"), QStringLiteral("Pin PRESET as baseline A for comparison"),
        QStringLiteral("preset"));
    const QCommandLineOption study_option(
        QStringLiteral("study"),
        QStringLiteral("Open study walkthrough ID with N steps shown (ID:N)"),
        QStringLiteral("id:n"));
    QCommandLineOption stress_option(
        QStringLiteral("stress-save"),
        QStringLiteral("Test hook: save to FILE in a loop until killed"), QStringLiteral("file"));
    stress_option.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({grab_option, report_option, size_option, tab_option, lang_option, set_option,
                       restore_option, scenario_option, export_option, chart_option,
                       chart_index_option, chart_size_option, dpi_option, baseline_option,
                       study_option, stress_option});
    parser.process(app);

    if (parser.isSet(stress_option)) {
        stressSave(parser.value(stress_option));
    }

    AppShell shell;
    const QString language = parser.value(lang_option);
    if (!language.isEmpty()) {
        shell.setLanguage(language, /*persist=*/false);
    }
    Controller& controller = *shell.controller();
    MainWindow& window = *shell.createWindow();

    QString grab_path = parser.value(grab_option);
    const bool batch = parser.isSet(report_option) || parser.isSet(scenario_option) ||
                       parser.isSet(export_option) || parser.isSet(chart_option) ||
                       !grab_path.isEmpty() || no_display;
    const QStringList positional = parser.positionalArguments();
    const QString kDefaultPreset = QStringLiteral(":/presets/book-design-48.json");
    // A normal quit remembered its file: the next interactive start opens it again.
    QString preset = startupPresetPath(positional, batch, kDefaultPreset);

    // Crash recovery: an autosave whose session is gone (its lock released) holds unsaved edits.
    const QString restore = parser.value(restore_option);
    QStringList unreadable;
    std::optional<RecoveredSession> orphan = Autosave::findOrphan(&unreadable);
    // Never dropped silently: an autosave that cannot be read is kept where it is and named.
    for (const QString& path : unreadable) {
        std::fprintf(stderr, "autosave %s cannot be read; left in place\n", qPrintable(path));
    }
    if (!unreadable.isEmpty() && !batch) {
        showProblems(&window, QObject::tr("Unreadable autosave"),
                     QObject::tr("StepBudget did not close normally, but its unsaved edits "
                                 "cannot be read. The files are kept for inspection:"),
                     unreadable.join(QLatin1Char('\n')));
    }
    bool restored = false;
    if (orphan && restore != QLatin1String("no")) {
        // Batch runs (grab, report) never answer for the user: the file stays for the next start.
        const bool ask = restore != QLatin1String("yes") && !batch;
        bool accept = restore == QLatin1String("yes");
        bool declined = false;
        if (ask) {
            QString question = QObject::tr(
                                   "StepBudget did not close normally. Restore the "
                                   "unsaved edits of “%1”?")
                                   .arg(QString::fromStdString(orphan->scenario.name));
            if (!orphan->problems.empty()) {
                question += QStringLiteral("\n\n") +
                            QObject::tr("They break %n rule(s); the scenario opens for fixing.",
                                        nullptr, static_cast<int>(orphan->problems.size()));
            }
            accept = QMessageBox::question(nullptr, QObject::tr("Restore unsaved edits?"),
                                           question) == QMessageBox::Yes;
            declined = !accept;
        }
        if (accept) {
            controller.setScenario(orphan->scenario);
            shell.document()->adoptRestored(orphan->document_path);
            restored = true;
            // The orphan goes only once this session's own autosave holds the same edits: a
            // crash right after restoring (a crash loop) must not lose them.
            if (shell.autosave()->writeNow()) {
                Autosave::discard(*orphan);
            }
            if (!orphan->problems.empty()) {
                const QString intro = QObject::tr(
                    "The restored scenario needs fixing: it breaks the %n rule(s) "
                    "below.",
                    nullptr, static_cast<int>(orphan->problems.size()));
                if (batch) {
                    std::fprintf(stderr, "%s\n%s\n", qPrintable(intro),
                                 qPrintable(issuesText(orphan->problems)));
                } else {
                    showProblems(&window, QObject::tr("Restored scenario needs fixing"), intro,
                                 issuesText(orphan->problems));
                }
            }
        } else if (declined) {
            Autosave::discard(*orphan);
        }
    }
    orphan.reset();  // releases the claim on an orphan kept for later
    if (parser.isSet(baseline_option)) {
        QString error;
        if (!shell.openBaseline(parser.value(baseline_option), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
    }
    if (!restored) {
        const bool first_run = !QSettings().contains(QStringLiteral("ui/startShown"));
        QString hf_config;
        if (positional.isEmpty() && first_run && !batch) {
            QSettings().setValue(QStringLiteral("ui/startShown"), true);
            StartPage page({}, &window);
            if (page.exec() == QDialog::Accepted) {
                // A config.json browsed to is imported into the default case.
                (isHfConfigFile(page.chosenPath().toStdString()) ? hf_config : preset) =
                    page.chosenPath();
            }
        }
        // Interactive (a double-click): a bad file gets the File > Open dialog, then the
        // default preset opens. Batch runs report it and exit 2.
        QString error;
        if (!shell.openStartupPreset(preset, kDefaultPreset, batch ? &error : nullptr) ||
            (!hf_config.isEmpty() && !importHfConfig(&window, hf_config, &error))) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
        if (!error.isEmpty()) {  // opened "needs fixing" in a batch run
            std::fprintf(stderr, "%s\n", qPrintable(error));
        }
    }
    for (const QString& set : parser.values(set_option)) {
        const int eq = set.indexOf(QLatin1Char('='));
        if (auto issue = controller.setValue(set.left(eq), set.mid(eq + 1))) {
            std::fprintf(stderr, "--set %s: %s\n", qPrintable(set), issue->message.c_str());
            return 2;
        }
    }
    controller.flush();
    window.tabs()->setCurrentIndex(parser.value(tab_option).toInt());
    if (parser.isSet(study_option)) {
        const QStringList parts = parser.value(study_option).split(QLatin1Char(':'));
        int index = 0;
        for (const Walkthrough& w : walkthroughs()) {
            if (QString::fromStdString(w.id) == parts.value(0)) {
                window.study()->parentWidget()->show();
                window.study()->parentWidget()->raise();
                window.study()->openWalkthrough(index);
                for (int i = 0; i < parts.value(1, QStringLiteral("0")).toInt(); ++i) {
                    window.study()->revealNextStep();
                }
                controller.flush();
                break;
            }
            ++index;
        }
    }

    if (parser.isSet(export_option)) {
        window.resize(1600, 1000);
        window.show();
        QApplication::processEvents();
        QString error;
        if (!writeReport(&window, controller, parser.value(export_option), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("report written to %s\n", qPrintable(parser.value(export_option)));
        return checkedStdout(0);
    }
    if (parser.isSet(chart_option)) {
        window.show();
        QApplication::processEvents();
        auto* panel = qobject_cast<ChartPanel*>(window.tabs()->currentWidget());
        const int k = parser.value(chart_index_option).toInt();
        if (panel == nullptr || k < 0 || k >= panel->exportItems().size()) {
            std::fprintf(stderr, "no chart %d on tab %s\n", k,
                         qPrintable(parser.value(tab_option)));
            return 2;
        }
        const QStringList wh = parser.value(chart_size_option).split('x');
        ExportOptions options;
        options.size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        options.dpi = parser.value(dpi_option).toDouble();
        QString error;
        if (!exportItem(panel->exportItems()[k], parser.value(chart_option), options, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("chart written to %s\n", qPrintable(parser.value(chart_option)));
        return 0;
    }
    if (parser.isSet(scenario_option)) {
        std::fputs(scenarioToJson(controller.scenario()).c_str(), stdout);
        return checkedStdout(0);
    }
    const bool report = parser.isSet(report_option) || no_display;
    if (no_display && grab_path.isEmpty()) {
        grab_path = QDir::current().absoluteFilePath(QStringLiteral("stepbudget-main.png"));
    }
    if (report) {
        const std::string md =
            resultsToMarkdown(controller.scenario(), controller.results(), /*derivations=*/false);
        std::fputs(md.c_str(), stdout);
        if (checkedStdout(0) != 0) {
            return 1;
        }
    }
    if (!grab_path.isEmpty()) {
        const QStringList wh = parser.value(size_option).split('x');
        window.resize(wh.value(0).toInt(), wh.value(1).toInt());
        window.show();
        // Grab after the first paint so charts and layouts have their final geometry.
        QTimer::singleShot(0, &window, [&] {
            QApplication::processEvents();
            window.searchRunner()->flush();  // the Search tab's front, when it is shown
            QApplication::processEvents();
            // Through the checked, atomic write: the OS reason on failure, never onto a FIFO.
            QBuffer png;
            png.open(QIODevice::WriteOnly);
            const QString suffix = QFileInfo(grab_path).suffix();
            const QByteArray format = suffix.isEmpty() ? QByteArray("PNG") : suffix.toLatin1();
            QString error = QObject::tr("Cannot save %1: unknown image format \"%2\".")
                                .arg(grab_path, QString::fromLatin1(format));
            const bool saved = window.grab().save(&png, format.constData()) &&
                               writeFileAtomically(grab_path, png.data(), &error);
            if (saved) {
                std::printf("main window written to %s\n", qPrintable(grab_path));
            } else {
                std::fprintf(stderr, "%s\n", qPrintable(error));
            }
            QApplication::exit(saved ? 0 : 1);
        });
        return QApplication::exec();
    }
    if (report) {
        return checkedStdout(0);
    }
    window.show();
    return QApplication::exec();
}
