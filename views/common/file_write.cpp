#include "views/common/file_write.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace stepbudget {

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
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
