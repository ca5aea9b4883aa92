// The open document: which file the scenario came from, whether it has unsaved edits (the undo
// stack's clean state), recent files, and atomic saving. Never half-applies a bad preset.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

class Controller;

// Writes a preset atomically (QSaveFile: a crash leaves the old file or the new one, never a mix).
bool writePresetFile(const QString& path, const Scenario& scenario, QString* error);
// Reads and validates; on failure `issues` lists every problem and `scenario` is untouched.
bool readPresetFile(const QString& path, Scenario* scenario, Issues* issues);

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(Controller* controller, QObject* parent = nullptr);

    QString path() const { return m_path; }  // "" = untitled (or a built-in preset)
    QString displayName() const;
    bool isModified() const;

    void newScenario();
    // Opens `path`; on a bad preset returns false, fills `error` with every problem and keeps
    // the current scenario. Built-in presets (":/presets/...") open as untitled copies.
    bool open(const QString& path, QString* error);
    bool save(QString* error);  // false when untitled: use saveAs
    bool saveAs(const QString& path, QString* error);
    bool revert(QString* error);
    // Marks the document as holding unsaved edits of `path` (restored autosave).
    void adoptRestored(const QString& path);

    QStringList recentFiles() const;

signals:
    void stateChanged();  // path, modified flag or recent files changed

private:
    void setPath(const QString& path);
    void addRecent(const QString& path);

    Controller* m_controller;
    QString m_path;
};

}  // namespace stepbudget
