// Never lose work: the current scenario is written (atomically) to the application data folder
// at most half a second after an edit; a clean exit removes it. Each running instance writes its
// own file named by its process id, so a file whose process is gone is a crash to recover from.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <optional>

#include "model/base/scenario.h"

namespace stepbudget {

class Controller;
class Document;

struct RecoveredSession {
    QString autosave_path;  // the orphaned autosave file
    QString document_path;  // the file the edits belonged to ("" = untitled)
    Scenario scenario;
};

class Autosave : public QObject {
    Q_OBJECT
public:
    static constexpr int kDelayMs = 500;

    Autosave(Controller* controller, Document* document, QObject* parent = nullptr);
    ~Autosave() override;

    // The folder (QStandardPaths::AppDataLocation, i.e. $XDG_DATA_HOME/StepBudget/StepBudget).
    static QString folder();
    // An autosave left by an instance that is no longer running, if any (newest first).
    static std::optional<RecoveredSession> findOrphan();
    static void discard(const QString& autosave_path);

    QString filePath() const;
    void writeNow();
    void removeFile();  // clean exit

private:
    Controller* m_controller;
    Document* m_document;
    QTimer m_timer;
};

}  // namespace stepbudget
