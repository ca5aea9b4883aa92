// The application shell: owns the controller (the scenario outlives windows), the translators
// and the main window. Switching language rebuilds the window from the same controller, so every
// string — chart titles included — comes back translated without a restart.
#pragma once

#include <QObject>
#include <QSize>
#include <QString>
#include <QTranslator>
#include <memory>

namespace stepbudget {

class Autosave;
class Controller;
class Document;
class MainWindow;

class AppShell : public QObject {
    Q_OBJECT
public:
    explicit AppShell(QObject* parent = nullptr);
    ~AppShell() override;

    Controller* controller() const { return m_controller; }
    Document* document() const { return m_document; }
    Autosave* autosave() const { return m_autosave; }
    MainWindow* window() const { return m_window.get(); }
    QString language() const { return m_language; }

    // "en", "zh_CN", or "" for the system locale. Rebuilds the window if one exists;
    // `persist` remembers the choice in the settings (the menu does, --lang does not).
    void setLanguage(const QString& code, bool persist = true);
    // Creates the window (restoring geometry and docks from the settings).
    MainWindow* createWindow();
    // Opens the preset named on the command line (what a double-click does). Interactive: a bad
    // file gets the same dialog as File > Open, then `fallback` opens. Batch (error given): the
    // reason goes to `error` and false is returned.
    bool openStartupPreset(const QString& path, const QString& fallback, QString* error = nullptr);
    // --baseline FILE: opens it, pins it as baseline A and brings the A-vs-B table up when the
    // window is shown. A bad file: false with the reason in `error`.
    bool openBaseline(const QString& path, QString* error);

private:
    void installTranslators(const QString& code);

    Controller* m_controller;
    Document* m_document;
    Autosave* m_autosave;
    std::unique_ptr<MainWindow> m_window;
    QTranslator m_app_translator;
    QTranslator m_qt_translator;
    QString m_language;
};

// The language in force, as an application property the window reads for its menu.
inline constexpr const char* kLanguageProperty = "stepbudgetLanguage";

// The first window's size on a screen with `available` pixels (no saved geometry yet).
QSize defaultWindowSize(const QSize& available);

// What a start opens: the file named on the command line, else (interactive starts only) the
// file open at the last normal quit when it is still there, else `fallback`.
QString startupPresetPath(const QStringList& positional, bool batch, const QString& fallback);

// Resolves "" to the system locale's supported language ("zh_CN" for any Chinese locale).
QString resolveLanguage(const QString& code);

}  // namespace stepbudget
