#include "app/gui/app_shell.h"

#include <QApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>

#include "app/gui/autosave.h"
#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/main_window.h"
#include "app/gui/settings.h"
#include "app/gui/study_panel.h"

namespace stepbudget {

QString resolveLanguage(const QString& code) {
    if (code == QLatin1String("en") || code == QLatin1String("zh_CN")) {
        return code;
    }
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                            : QStringLiteral("en");
}

QSize defaultWindowSize(const QSize& available) {
    // The layouts are checked down to 1366 x 768 (tst_layout); fill a screen of that size, and
    // stop at 1600 x 1000 on larger ones, where wider charts only add empty plot area.
    return available.boundedTo(QSize(1600, 1000)).expandedTo(QSize(1024, 640));
}

AppShell::AppShell(QObject* parent)
    : QObject(parent),
      m_controller(new Controller(this)),
      m_document(new Document(m_controller, this)),
      m_autosave(new Autosave(m_controller, m_document, this)) {
    // One number notation in every view whatever the system locale: views that format with
    // QLocale() and spin boxes would print "1.024" (German thousands) beside "4.105" (a C
    // decimal from the model's text) in the same table. The C locale has no group separator.
    QLocale::setDefault(QLocale::c());
    installTranslators(resolveLanguage(AppSettings().language()));
    // A failed autosave is said once per run of failures, without blocking the edit going on.
    connect(m_autosave, &Autosave::writeFailed, this, [this](const QString& reason) {
        if (!m_window) {
            return;
        }
        auto* box = new QMessageBox(
            QMessageBox::Warning, tr("Autosave failed"),
            tr("Unsaved edits could not be autosaved: %1\n\nSave the scenario somewhere with "
               "space (File > Save As) to keep them.")
                .arg(reason),
            QMessageBox::Ok, m_window.get());
        box->setObjectName(QStringLiteral("autosaveFailed"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        m_window->statusBar()->showMessage(tr("Autosave failed: %1").arg(reason));
    });
    connect(m_autosave, &Autosave::writeRecovered, this, [this] {
        if (m_window) {
            m_window->statusBar()->showMessage(tr("Autosave works again"), 5000);
        }
    });
}

bool AppShell::openStartupPreset(const QString& path, const QString& fallback, QString* error) {
    if (error != nullptr) {
        return m_window->openPreset(path, error);
    }
    if (m_window->openPreset(path)) {  // a bad file: the File > Open dialog
        return true;
    }
    return path != fallback && m_window->openPreset(fallback);
}

// A normal exit leaves nothing to recover; a crash or kill skips this and keeps the autosave.
AppShell::~AppShell() {
    m_window.reset();
    m_autosave->removeFile();
}

void AppShell::installTranslators(const QString& code) {
    QCoreApplication::removeTranslator(&m_app_translator);
    QCoreApplication::removeTranslator(&m_qt_translator);
    m_language = code;
    qApp->setProperty(kLanguageProperty, code);
    if (code == QLatin1String("en")) {
        return;  // the source strings are English
    }
    if (m_app_translator.load(QStringLiteral(":/i18n/stepbudget_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(&m_app_translator);
    }
    // Qt's own dialogs and buttons (qt6-translations-l10n).
    if (m_qt_translator.load(QStringLiteral("qtbase_%1").arg(code),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(&m_qt_translator);
    }
}

MainWindow* AppShell::createWindow() {
    m_window = std::make_unique<MainWindow>(m_controller, m_document);
    connect(m_window.get(), &MainWindow::languageRequested, this,
            [this](const QString& code) { setLanguage(code); });
    AppSettings settings;
    if (!settings.geometry().isEmpty()) {
        m_window->restoreGeometry(settings.geometry());
        m_window->restoreState(settings.windowState());
    } else {
        m_window->resize(defaultWindowSize(m_window->screen()->availableGeometry().size()));
    }
    return m_window.get();
}

bool AppShell::openBaseline(const QString& path, QString* error) {
    if (!m_window->openPreset(path, error)) {
        return false;
    }
    m_controller->pinBaseline();
    m_window->showComparison();  // already asked by the pin; explicit for a saved layout
    return true;
}

void AppShell::setLanguage(const QString& code, bool persist) {
    if (persist) {
        AppSettings().setLanguage(code);
    }
    const QString resolved = resolveLanguage(code);
    if (resolved == m_language && m_window) {
        return;
    }
    installTranslators(resolved);
    if (!m_window) {
        return;
    }
    // Rebuild after the menu action that asked for it has returned.
    QMetaObject::invokeMethod(
        this,
        [this] {
            const bool visible = m_window->isVisible();
            const int tab = m_window->currentTab();
            // The open walkthrough, its revealed steps and a practice problem in progress
            // carry over: switching language mid-exercise must not lose it.
            const StudyPanel::State study = m_window->study()->state();
            m_window->saveUiState();
            m_window.reset();
            createWindow();
            m_window->setCurrentTab(tab);
            m_window->study()->restoreState(study);
            if (visible) {
                m_window->show();
            }
        },
        Qt::QueuedConnection);
}

QString startupPresetPath(const QStringList& positional, bool batch, const QString& fallback) {
    if (!positional.isEmpty()) {
        return positional.front();
    }
    // Batch runs (grab, report, screenshots) are reproducible: never yesterday's file.
    const QString last = batch ? QString() : AppSettings().lastFile();
    return !last.isEmpty() && QFileInfo::exists(last) ? last : fallback;
}

}  // namespace stepbudget
