// Every file the app writes (presets, autosave, reports, chart exports) goes through one checked,
// atomic write: the bytes go to a temporary file next to the target, which replaces the target
// only after every write, the flush and fsync succeeded. A full disk, a quota or a killed
// process leave the old file as it was, and the caller gets the OS reason to show.
#pragma once

#include <QByteArray>
#include <QString>

namespace stepbudget {

// False with `error` set ("Cannot save /x/plan.json: No space left on device. The file on disk
// is unchanged.") when any step fails; the temporary file is removed.
// "" when `path` is a regular file or does not exist; else why it cannot be a save target ("it
// is a named pipe (FIFO), not a regular file"): FIFOs, devices, folders, sockets.
QString nonRegularTargetReason(const QString& path);

// Refuses targets that are not regular files (nonRegularTargetReason) without touching them.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

}  // namespace stepbudget
