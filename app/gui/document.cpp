#include "app/gui/document.h"

#include <QFile>
#include <QFileInfo>

#include "app/gui/controller.h"
#include "app/gui/settings.h"
#include "model/evaluate/validate.h"
#include "model/io/scenario_json.h"
#include "views/common/file_write.h"

namespace stepbudget {

namespace {
constexpr int kMaxRecent = 10;
}

bool writePresetFile(const QString& path, const Scenario& scenario, QString* error) {
    return writeFileAtomically(path, QByteArray::fromStdString(scenarioToJson(scenario)), error);
}

LoadResult loadPresetFile(const QString& path) {
    if (!path.startsWith(QLatin1String(":/"))) {
        // The model's reader: never blocks on a FIFO, refuses folders and devices, gives the OS
        // reason when a file cannot be opened.
        return loadScenarioFile(QFile::encodeName(path).toStdString());
    }
    QFile file(path);  // a built-in preset in the resources
    if (!file.open(QIODevice::ReadOnly)) {
        LoadResult result;
        result.issues.push_back(
            {"", QObject::tr("cannot open %1: %2").arg(path, file.errorString()).toStdString()});
        return result;
    }
    // One byte past the limit is enough to reject an oversized file without reading it all.
    const QByteArray bytes = file.read(static_cast<qint64>(kMaxPresetBytes) + 1);
    return scenarioFromJson(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

bool readPresetFile(const QString& path, Scenario* scenario, Issues* issues) {
    LoadResult loaded = loadPresetFile(path);
    if (!loaded.ok()) {
        *issues = loaded.issues;
        return false;
    }
    *scenario = loaded.scenario;
    return true;
}

Document::Document(Controller* controller, QObject* parent)
    : QObject(parent), m_controller(controller) {
    connect(controller->undoStack(), &QUndoStack::cleanChanged, this, &Document::stateChanged);
}

QString Document::displayName() const {
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

Issues Document::problems() const {
    return validate(m_controller->scenario());
}

bool Document::isModified() const {
    return !m_controller->undoStack()->isClean();
}

void Document::newScenario() {
    Scenario fresh;
    fresh.name = tr("New scenario").toStdString();
    m_controller->setScenario(fresh);
    // A new scenario starts a new comparison: A pinned for the old one is not its baseline.
    m_controller->clearBaseline();
    m_source.clear();
    setPath(QString());
}

bool Document::open(const QString& path, QString* error, Issues* problems) {
    const LoadResult loaded = loadPresetFile(path);
    if (!loaded.keys_valid) {
        *error = tr("%1 was not opened; the current scenario is unchanged.").arg(path) +
                 QStringLiteral("\n\n") + QString::fromStdString(formatIssues(loaded.issues));
        return false;
    }
    // Every key is readable and in range; broken cross-key rules (a state the app saves
    // mid-edit) open for fixing instead of locking the user out of their own file.
    if (problems != nullptr) {
        *problems = loaded.issues;
    }
    m_controller->setScenario(loaded.scenario);
    m_source = path.startsWith(QLatin1String(":/")) ? path : QFileInfo(path).absoluteFilePath();
    if (path.startsWith(QLatin1String(":/"))) {
        setPath(QString());  // a built-in preset: saving asks where
    } else {
        setPath(QFileInfo(path).absoluteFilePath());
        addRecent(m_path);
    }
    return true;
}

bool Document::save(QString* error) {
    if (m_path.isEmpty()) {
        *error = tr("The scenario has no file yet.");
        return false;
    }
    return saveAs(m_path, error);
}

bool Document::saveAs(const QString& path, QString* error) {
    // Only the scenario is written, and it is current after every edit; no need to wait for a
    // deep pipeline still evaluating.
    if (!writePresetFile(path, m_controller->scenario(), error)) {
        return false;
    }
    m_controller->undoStack()->setClean();
    m_controller->setOrigin(m_controller->scenario());  // the file now holds what is shown
    setPath(QFileInfo(path).absoluteFilePath());
    m_source = m_path;
    addRecent(m_path);
    return true;
}

bool Document::revert(QString* error) {
    if (m_path.isEmpty()) {
        *error = tr("The scenario has no file to revert to.");
        return false;
    }
    if (!isModified()) {
        return true;  // nothing to discard
    }
    Scenario scenario;
    Issues issues;
    if (!readPresetFile(m_path, &scenario, &issues)) {
        *error = tr("%1 was not opened; the current scenario is unchanged.").arg(m_path) +
                 QStringLiteral("\n\n") + QString::fromStdString(formatIssues(issues));
        return false;
    }
    // One undoable step back to the file, which is then the saved state: undo brings the edits
    // back (shown as unsaved again) instead of losing them and the history.
    m_controller->replaceScenario(scenario, tr("Revert to %1").arg(displayName()));
    m_controller->undoStack()->setClean();
    m_controller->setOrigin(scenario);
    emit stateChanged();
    return true;
}

void Document::adoptRestored(const QString& path) {
    m_path = path;
    m_source = path;
    // The edits were made to what the file holds; without a readable file what they changed is
    // unknown, and the title says "modified" all the same.
    Scenario on_disk;
    Issues issues;
    m_controller->setOrigin(!path.isEmpty() && readPresetFile(path, &on_disk, &issues)
                                ? std::optional<Scenario>(on_disk)
                                : std::nullopt);
    // The restored scenario differs from what is on disk: record it as one unsaved step.
    m_controller->undoStack()->resetClean();
    emit stateChanged();
}

QStringList Document::recentFiles() const {
    return AppSettings().recentFiles();
}

void Document::setPath(const QString& path) {
    m_path = path;
    emit stateChanged();
}

void Document::addRecent(const QString& path) {
    QStringList recent = AppSettings().recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) {
        recent.removeLast();
    }
    AppSettings().setRecentFiles(recent);
    emit stateChanged();
}

}  // namespace stepbudget
