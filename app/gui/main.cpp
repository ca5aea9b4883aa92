// stepbudget: the desktop app. With no display (no DISPLAY/WAYLAND_DISPLAY and no
// QT_QPA_PLATFORM) it renders the main window offscreen to a PNG and prints the headline
// report instead of aborting, so `scripts/run` works on a headless machine too.
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>

#include "app/gui/app_shell.h"
#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "model/results_json.h"
#include "model/scenario_json.h"

namespace {

bool headless() {
    return qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
           qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

}  // namespace

int main(int argc, char** argv) {
    const bool no_display = headless();
    if (no_display) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("StepBudget"));
    QApplication::setOrganizationName(QStringLiteral("StepBudget"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("What-if explorer for LLM training systems"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("preset"), QStringLiteral("Scenario preset (JSON) to open"));
    const QCommandLineOption grab_option(QStringLiteral("grab"),
                                         QStringLiteral("Render the main window to FILE.png and exit"),
                                         QStringLiteral("file"));
    const QCommandLineOption report_option(QStringLiteral("report"),
                                           QStringLiteral("Print the headline report and exit"));
    const QCommandLineOption size_option(QStringLiteral("size"),
                                         QStringLiteral("Window size for --grab, WxH"),
                                         QStringLiteral("size"), QStringLiteral("1600x1000"));
    const QCommandLineOption tab_option(QStringLiteral("tab"),
                                        QStringLiteral("Open on view tab N (0 = first)"),
                                        QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption lang_option(QStringLiteral("lang"),
                                         QStringLiteral("Interface language for this run: en or zh_CN"),
                                         QStringLiteral("code"));
    parser.addOptions({grab_option, report_option, size_option, tab_option, lang_option});
    parser.process(app);

    stepbudget::AppShell shell;
    const QString language = parser.value(lang_option);
    if (!language.isEmpty()) {
        shell.setLanguage(language, /*persist=*/false);
    }
    stepbudget::Controller& controller = *shell.controller();
    stepbudget::MainWindow& window = *shell.createWindow();
    const QString preset = parser.positionalArguments().value(
        0, QStringLiteral(":/presets/book-design-48.json"));
    QString error;
    if (!window.openPreset(preset, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    controller.flush();
    window.tabs()->setCurrentIndex(parser.value(tab_option).toInt());

    QString grab_path = parser.value(grab_option);
    const bool report = parser.isSet(report_option) || no_display;
    if (no_display && grab_path.isEmpty()) {
        grab_path = QDir::current().absoluteFilePath(QStringLiteral("stepbudget-main.png"));
    }
    if (report) {
        const std::string md = stepbudget::resultsToMarkdown(controller.scenario(), controller.results(),
                                                             /*derivations=*/false);
        std::fputs(md.c_str(), stdout);
    }
    if (!grab_path.isEmpty()) {
        const QStringList wh = parser.value(size_option).split('x');
        window.resize(wh.value(0).toInt(), wh.value(1).toInt());
        window.show();
        // Grab after the first paint so charts and layouts have their final geometry.
        QTimer::singleShot(0, &window, [&] {
            QApplication::processEvents();
            const bool saved = window.grab().save(grab_path);
            std::fprintf(saved ? stdout : stderr, "%s %s\n",
                         saved ? "main window written to" : "could not write", qPrintable(grab_path));
            QApplication::exit(saved ? 0 : 1);
        });
        return QApplication::exec();
    }
    if (report) {
        return 0;
    }
    window.show();
    return QApplication::exec();
}
