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
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(file.errorString());
    }
    // QSaveFile buffers: a full disk may accept write() and fail only at flush, and commit()
    // would still rename the short temporary over the original. Check each step ourselves.
    if (file.write(bytes) != bytes.size()) {
        return fail(file.errorString());
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
