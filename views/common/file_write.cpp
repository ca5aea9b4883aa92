#include "views/common/file_write.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace stepbudget {

QString nonRegularTargetReason(const QString& path) {
#ifdef Q_OS_UNIX
    // stat, not lstat: a symbolic link to a regular file is saved through (QSaveFile writes the
    // link's target); a link to a FIFO or a device is refused like the node itself.
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        return QString();  // missing (a new file) or unreadable: the write itself says why
    }
    const char* kind = nullptr;
    if (S_ISREG(st.st_mode)) {
        return QString();
    }
    if (S_ISFIFO(st.st_mode)) {
        kind = QT_TRANSLATE_NOOP("FileWrite", "a named pipe (FIFO)");
    } else if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) {
        kind = QT_TRANSLATE_NOOP("FileWrite", "a device");
    } else if (S_ISDIR(st.st_mode)) {
        kind = QT_TRANSLATE_NOOP("FileWrite", "a folder");
    } else if (S_ISSOCK(st.st_mode)) {
        kind = QT_TRANSLATE_NOOP("FileWrite", "a socket");
    } else {
        kind = QT_TRANSLATE_NOOP("FileWrite", "a special file");
    }
    return QCoreApplication::translate("FileWrite", "it is %1, not a regular file")
        .arg(QCoreApplication::translate("FileWrite", kind));
#else
    Q_UNUSED(path);
    return QString();
#endif
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    // The atomic rename would replace a FIFO or a device node (as root, /dev/full itself) with a
    // regular file: refuse such targets before anything is written.
    const QString special = nonRegularTargetReason(path);
    if (!special.isEmpty()) {
        *error =
            QCoreApplication::translate("FileWrite", "Cannot save %1: %2. Nothing was written.")
                .arg(path, special);
        return false;
    }
    QSaveFile file(path);
    const auto fail = [&](const QString& reason) {
        file.cancelWriting();  // commit() then removes the temporary and keeps the old file
        file.commit();
        *error = QCoreApplication::translate("FileWrite",
                                             "Cannot save %1: %2. The file on disk is unchanged.")
                     .arg(path, reason);
        return false;
    };
    // Unbuffered: each write reaches the OS at once and reports its error (a buffered QSaveFile
    // accepts the bytes, fails only at flush, and commit() would still rename the short
    // temporary over the original).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return fail(file.errorString());
    }
    // A short write (the disk filled up mid-way) is written on: the next write then fails with
    // the OS reason (ENOSPC, EFBIG, EDQUOT) instead of a bare count.
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            return fail(file.errorString());
        }
        written += n;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        return fail(file.errorString());
    }
#ifdef Q_OS_UNIX
    // Filesystems that allocate late (ext4, XFS, network) report a full disk only here; commit()
    // calls fsync too but ignores its result. EINVAL: the file cannot be synced (a pipe).
    if (::fsync(file.handle()) != 0 && errno != EINVAL) {
        return fail(QString::fromLocal8Bit(std::strerror(errno)));
    }
#endif
    if (!file.commit()) {
        *error = QCoreApplication::translate("FileWrite",
                                             "Cannot save %1: %2. The file on disk is unchanged.")
                     .arg(path, file.errorString());
        return false;
    }
    return true;
}

}  // namespace stepbudget
