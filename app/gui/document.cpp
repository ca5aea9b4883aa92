#include "app/gui/document.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
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

QStringList& shippedFolders() {
    static QStringList folders = [] {
        QStringList f{QCoreApplication::applicationDirPath() +
                      QStringLiteral("/../share/stepbudget/presets")};
#ifdef STEPBUDGET_SOURCE_PRESETS_DIR
        f << QStringLiteral(STEPBUDGET_SOURCE_PRESETS_DIR);
#endif
        return f;
    }();
    return folders;
}

QByteArray fileHash(const QString& path, bool* exists) {
    QFile file(path);
    *exists = file.exists();
    // The preset reader's limit: a bigger file is no preset this document wrote.
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        return QByteArray();
    }
    return QCryptographicHash::hash(file.read(static_cast<qint64>(kMaxPresetBytes) + 1),
                                    QCryptographicHash::Sha256);
}

bool isShipped(const QString& path) {
    const QString folder = QFileInfo(QFileInfo(path).absolutePath()).canonicalFilePath();
    for (const QString& shipped : shippedFolders()) {
        const QString canonical = QFileInfo(shipped).canonicalFilePath();
        if (!canonical.isEmpty() && canonical == folder) {
            return true;
        }
    }
    return false;
}

}  // namespace

QStringList Document::shippedPresetFolders() {
    return shippedFolders();
}

void Document::setShippedPresetFolders(const QStringList& folders) {
    shippedFolders() = folders;
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
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString& path) {
        // An atomic save (ours or another window's) replaces the file: watch the new one.
        if (!m_watcher.files().contains(path) && QFile::exists(path)) {
            m_watcher.addPath(path);
        }
        if (path == m_path && changedOnDisk()) {
            emit fileChangedOnDisk();
        }
    });
}

void Document::remember(const QByteArray& bytes) {
    m_disk_hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

bool Document::changedOnDisk() const {
    if (m_path.isEmpty()) {
        return false;
    }
    bool exists = false;
    const QByteArray now = fileHash(m_path, &exists);
    return exists && now != m_disk_hash;
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
        m_read_only = false;
        setPath(QString());  // a built-in preset: saving asks where
    } else {
        bool exists = false;
        m_disk_hash = fileHash(path, &exists);
        m_read_only = isShipped(path) || !QFileInfo(path).isWritable();
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
    if (m_read_only) {
        *error = tr("%1 is read-only (a preset shipped with StepBudget, or a file you cannot "
                    "write); save a copy with Save As.")
                     .arg(m_path);
        return false;
    }
    // Two windows on one file: the other window's save must not vanish under this one.
    if (changedOnDisk()) {
        *error = tr("%1 changed on disk since it was opened or saved here (another window or "
                    "program saved it).")
                     .arg(m_path);
        return false;
    }
    return saveAs(m_path, error);
}

bool Document::saveAs(const QString& path, QString* error) {
    // Only the scenario is written, and it is current after every edit; no need to wait for a
    // deep pipeline still evaluating.
    const QByteArray bytes = QByteArray::fromStdString(scenarioToJson(m_controller->scenario()));
    if (!writeFileAtomically(path, bytes, error)) {
        return false;
    }
    remember(bytes);
    // A path the user chose: written, so it is theirs (a Save As into the shipped folder too).
    m_read_only = false;
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
    if (!isModified() && !changedOnDisk()) {
        return true;  // nothing to discard, nothing new on disk
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
    bool exists = false;
    m_disk_hash = fileHash(m_path, &exists);
    m_controller->replaceScenario(scenario, tr("Revert to %1").arg(displayName()));
    m_controller->undoStack()->setClean();
    m_controller->setOrigin(scenario);
    emit stateChanged();
    return true;
}

void Document::adoptRestored(const QString& path) {
    bool exists = false;
    m_disk_hash = path.isEmpty() ? QByteArray() : fileHash(path, &exists);
    m_read_only = !path.isEmpty() && (isShipped(path) || !QFileInfo(path).isWritable());
    setPath(path);
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
    if (!m_watcher.files().isEmpty()) {
        m_watcher.removePaths(m_watcher.files());
    }
    m_path = path;
    if (!m_path.isEmpty() && QFile::exists(m_path)) {
        m_watcher.addPath(m_path);
    }
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
