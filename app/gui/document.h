// The open document: which file the scenario came from, whether it has unsaved edits (the undo
// stack's clean state), recent files, and atomic saving. Never half-applies a bad preset.
#pragma once

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QStringList>

#include "model/base/issue.h"
#include "model/base/scenario.h"
#include "model/io/scenario_json.h"

namespace stepbudget {

class Controller;

// Writes a preset atomically and checked (writeFileAtomically: a crash or a full disk leaves the
// old file whole; `error` then says why).
bool writePresetFile(const QString& path, const Scenario& scenario, QString* error);
// Reads a preset file or a built-in ":/presets/..." one (see LoadResult::keys_valid).
LoadResult loadPresetFile(const QString& path);
// Reads and validates; on failure `issues` lists every problem and `scenario` is untouched.
bool readPresetFile(const QString& path, Scenario* scenario, Issues* issues);

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(Controller* controller, QObject* parent = nullptr);

    QString path() const { return m_path; }  // "" = untitled (or a built-in preset)
    // Where the scenario was last opened from or saved to, built-in presets (":/presets/...")
    // included; "" for a new scenario. The next start reopens it (AppSettings::lastFile).
    QString source() const { return m_source; }
    QString displayName() const;
    bool isModified() const;

    void newScenario();
    // Opens `path`; on a bad preset returns false, fills `error` with every problem and keeps
    // the current scenario. Built-in presets (":/presets/...") open as untitled copies. A file
    // whose keys are all valid but which breaks cross-key rules opens "needs fixing": true, with
    // its rule problems in `problems`.
    bool open(const QString& path, QString* error, Issues* problems = nullptr);
    // The current scenario's broken cross-key rules ("" = none): saving then asks first.
    Issues problems() const;
    // False when untitled or read-only (use saveAs), and when the file changed on disk since it
    // was opened or saved here (changedOnDisk(): another window or program saved it; the caller
    // asks and then calls saveAs(path) to overwrite).
    bool save(QString* error);
    bool saveAs(const QString& path, QString* error);
    // A shipped preset (a file in one of shippedPresetFolders()) or a file the user cannot write:
    // it opens read-only, Save becomes Save As, and save() never writes it.
    bool isReadOnly() const { return m_read_only; }
    // True when the file's bytes differ from what this document last read or wrote (a file
    // removed since is not a conflict: saving recreates it, losing nothing).
    bool changedOnDisk() const;
    // Folders whose presets ship with the app: <app>/../share/stepbudget/presets (the install)
    // and the source tree's presets/ (a build run in place). Tests replace them.
    static QStringList shippedPresetFolders();
    static void setShippedPresetFolders(const QStringList& folders);
    bool revert(QString* error);
    // Marks the document as holding unsaved edits of `path` (restored autosave).
    void adoptRestored(const QString& path);

    QStringList recentFiles() const;

signals:
    void stateChanged();  // path, modified flag or recent files changed
    // The open file was changed by someone else (file watcher); changedOnDisk() is true.
    void fileChangedOnDisk();

private:
    void setPath(const QString& path);
    void addRecent(const QString& path);
    void remember(const QByteArray& bytes);  // what is on disk now, as this document knows it

    Controller* m_controller;
    QString m_path;
    bool m_read_only = false;
    QByteArray m_disk_hash;  // SHA-256 of the bytes last read or written here
    QFileSystemWatcher m_watcher;
    QString m_source;
};

}  // namespace stepbudget
