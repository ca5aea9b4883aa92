#include "app/gui/autosave.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "views/common/file_write.h"

namespace stepbudget {

namespace {

QString siblingOf(const QString& autosave_path, const char* suffix) {
    return autosave_path.chopped(5) + QLatin1String(suffix);  // autosave-ID.json -> .lock
}

// Takes the OS lock of a session's lock file without waiting. Success means no live process
// holds it: the session that wrote it is gone (the kernel released its lock when it died). The
// returned descriptor keeps the claim until closed. A missing lock file (the session died
// between writing its autosave and its lock, or it predates lock files) is claimed by creating
// it. -1: a live session holds it.
std::shared_ptr<int> claimLock(const QString& lock_path) {
    const QByteArray name = QFile::encodeName(lock_path);
    const int fd = ::open(name.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        return nullptr;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return nullptr;
    }
    return std::shared_ptr<int>(new int(fd), [](int* p) {
        ::close(*p);
        delete p;
    });
}

}  // namespace

Autosave::Autosave(Controller* controller, Document* document, QObject* parent)
    : QObject(parent),
      m_controller(controller),
      m_document(document),
      // 122 random bits from the system generator: unique without knowing the other sessions.
      m_id(QUuid::createUuid().toString(QUuid::Id128)) {
    // Not restarted by further edits: a long drag is still saved every half second.
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::writeNow);
    connect(controller, &Controller::scenarioChanged, this, [this] {
        if (!m_timer.isActive()) {
            m_timer.start();
        }
    });
    connect(document, &Document::stateChanged, this, [this] {
        if (!m_document->isModified()) {
            removeFile();  // saved or reverted: nothing to recover
        }
    });
}

Autosave::~Autosave() = default;

QString Autosave::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::pathFor(const char* suffix) const {
    return folder() + QStringLiteral("/autosave-") + m_id + QLatin1String(suffix);
}

QString Autosave::filePath() const {
    return pathFor(".json");
}

// Holds this session's lock before its first autosave exists, so no other instance ever sees
// the file unlocked while this session lives; and never writes over a file it did not create.
bool Autosave::ensureOwned() {
    if (m_lock && m_created) {
        return true;
    }
    QDir().mkpath(folder());
    for (int attempt = 0; !m_lock && attempt < 4; ++attempt) {
        auto lock = std::make_unique<QLockFile>(pathFor(".lock"));
        // Liveness is the OS lock (claimLock), not the PID and age in the file.
        lock->setStaleLockTime(0);
        if (!QFile::exists(filePath()) && lock->tryLock(0)) {
            m_lock = std::move(lock);
        } else {
            m_id = QUuid::createUuid().toString(QUuid::Id128);  // taken (or unwritable): anew
        }
    }
    if (!m_lock) {
        m_error = tr("cannot create the autosave lock in %1").arg(folder());
        return false;
    }
    return true;
}

bool Autosave::writeNow() {
    m_timer.stop();
    if (!m_document->isModified()) {
        return true;
    }
    QString error;
    bool ok = ensureOwned();
    if (ok) {
        m_created = true;  // from here on the file at filePath() is this session's
        ok = writePresetFile(filePath(), m_controller->scenario(), &error) &&
             writeFileAtomically(pathFor(".path"), m_document->path().toUtf8(), &error);
        if (!ok) {
            m_error = error;
        }
    }
    if (!ok) {
        qWarning("autosave: %s", qPrintable(m_error));
        if (!m_failing) {
            m_failing = true;
            emit writeFailed(m_error);
        }
        return false;
    }
    if (m_failing) {
        m_failing = false;
        emit writeRecovered();
    }
    return true;
}

void Autosave::removeFile() {
    m_timer.stop();
    if (m_created) {
        QFile::remove(filePath());
        QFile::remove(pathFor(".path"));
    }
    if (m_lock) {
        m_lock->unlock();  // removes the lock file
        m_lock.reset();
    }
    m_created = false;
}

std::optional<RecoveredSession> Autosave::findOrphan(QStringList* unreadable) {
    const QFileInfoList files =
        QDir(folder()).entryInfoList({QStringLiteral("autosave-*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        const QString path = info.absoluteFilePath();
        std::shared_ptr<int> claim = claimLock(siblingOf(path, ".lock"));
        if (!claim) {
            continue;  // a running instance's (this one's included)
        }
        const LoadResult loaded = loadPresetFile(path);
        if (!loaded.keys_valid) {
            // Unreadable: leave it for inspection rather than offer garbage, and say so.
            if (unreadable != nullptr) {
                unreadable->append(path);
            }
            continue;
        }
        RecoveredSession session;
        session.autosave_path = path;
        session.scenario = loaded.scenario;
        session.problems = loaded.issues;
        session.claim = claim;
        QFile meta(siblingOf(path, ".path"));
        if (meta.open(QIODevice::ReadOnly)) {
            session.document_path = QString::fromUtf8(meta.readAll());
        }
        return session;
    }
    return std::nullopt;
}

void Autosave::discard(const RecoveredSession& session) {
    QFile::remove(session.autosave_path);
    QFile::remove(siblingOf(session.autosave_path, ".path"));
    // The lock file last, while the claim still holds it: no one restores a half-removed session.
    QFile::remove(siblingOf(session.autosave_path, ".lock"));
}

}  // namespace stepbudget
