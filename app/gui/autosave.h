// Never lose work: the current scenario is written (checked and atomically) to the application
// data folder at most half a second after an edit; a clean exit removes it. Each running
// instance owns files named by a random session id (autosave-ID.json, .path, .lock), never by
// process id: in a PID namespace (Flatpak, containers) or after PID reuse a restarted app has
// the crashed one's PID. The session holds autosave-ID.lock with QLockFile, which also takes an
// OS lock (flock) on it; the kernel drops that lock when the process dies however it dies, so
// "is the lock held?" is the one liveness test, and an autosave whose lock nobody holds is a
// crashed session's to recover.
#pragma once

#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>
#include <optional>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

class Controller;
class Document;

struct RecoveredSession {
    QString autosave_path;  // the orphaned autosave file
    QString document_path;  // the file the edits belonged to ("" = untitled)
    Scenario scenario;
    Issues problems;  // cross-key rules it breaks: restored anyway, "needs fixing"
    // Held OS lock on the orphan's lock file: no other instance restores or removes it while
    // this one decides. Released (and the orphan kept) when the session object goes.
    std::shared_ptr<int> claim;
};

class Autosave : public QObject {
    Q_OBJECT
public:
    static constexpr int kDelayMs = 500;

    Autosave(Controller* controller, Document* document, QObject* parent = nullptr);
    ~Autosave() override;

    // The folder (QStandardPaths::AppDataLocation, i.e. $XDG_DATA_HOME/StepBudget/StepBudget).
    static QString folder();
    // An autosave left by an instance that is no longer running, if any (newest first). One
    // that parses but breaks cross-key rules is returned with its problems; one that cannot be
    // read at all is left in place (and named in `unreadable`).
    static std::optional<RecoveredSession> findOrphan(QStringList* unreadable = nullptr);
    // Removes a recovered session's files (after its edits are safe in this session's own
    // autosave, or when the user declined them).
    static void discard(const RecoveredSession& session);

    QString sessionId() const { return m_id; }
    QString filePath() const;
    // Writes now; false (and writeFailed) when the disk refused. Nothing to do when clean.
    bool writeNow();
    void removeFile();  // clean exit
    QString lastError() const { return m_error; }

signals:
    // An autosave could not be written (full disk, no permission): the reason, once per run of
    // failures; writeRecovered when one succeeds again.
    void writeFailed(const QString& reason);
    void writeRecovered();

private:
    QString pathFor(const char* suffix) const;
    bool ensureOwned();

    Controller* m_controller;
    Document* m_document;
    QTimer m_timer;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    bool m_created = false;  // this session wrote autosave-ID.json (only then may it replace it)
    QString m_error;
    bool m_failing = false;  // the last write failed (writeFailed was emitted for this run)
};

}  // namespace stepbudget
