#include "app/gui/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <cerrno>
#include <csignal>

#include "app/gui/controller.h"
#include "app/gui/document.h"

namespace stepbudget {

namespace {

bool processAlive(qint64 pid) {
    // kill(pid, 0) delivers nothing; it only asks whether the process exists.
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

QString metaPathFor(const QString& autosave_path) {
    return autosave_path.chopped(5) + QStringLiteral(".path");  // autosave-123.json -> .path
}

}  // namespace

Autosave::Autosave(Controller* controller, Document* document, QObject* parent)
    : QObject(parent), m_controller(controller), m_document(document) {
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

QString Autosave::filePath() const {
    return folder() + QStringLiteral("/autosave-%1.json").arg(QCoreApplication::applicationPid());
}

void Autosave::writeNow() {
    m_timer.stop();
    if (!m_document->isModified()) {
        return;
    }
    QDir().mkpath(folder());
    QString error;
    if (!writePresetFile(filePath(), m_controller->scenario(), &error)) {
        qWarning("autosave: %s", qPrintable(error));
        return;
    }
    QSaveFile meta(metaPathFor(filePath()));
    if (meta.open(QIODevice::WriteOnly)) {
        meta.write(m_document->path().toUtf8());
        meta.commit();
    }
}

void Autosave::removeFile() {
    m_timer.stop();
    QFile::remove(filePath());
    QFile::remove(metaPathFor(filePath()));
}

std::optional<RecoveredSession> Autosave::findOrphan() {
    const QFileInfoList files =
        QDir(folder()).entryInfoList({QStringLiteral("autosave-*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        const qint64 pid = info.completeBaseName().mid(9).toLongLong();
        if (pid == QCoreApplication::applicationPid() || processAlive(pid)) {
            continue;
        }
        RecoveredSession session;
        Issues issues;
        if (!readPresetFile(info.absoluteFilePath(), &session.scenario, &issues)) {
            continue;  // unreadable: leave it for inspection rather than offer garbage
        }
        session.autosave_path = info.absoluteFilePath();
        QFile meta(metaPathFor(session.autosave_path));
        if (meta.open(QIODevice::ReadOnly)) {
            session.document_path = QString::fromUtf8(meta.readAll());
        }
        return session;
    }
    return std::nullopt;
}

void Autosave::discard(const QString& autosave_path) {
    QFile::remove(autosave_path);
    QFile::remove(metaPathFor(autosave_path));
}

}  // namespace stepbudget
