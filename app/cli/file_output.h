// The CLI's file output (validate-model --write): checked and atomic like the app's saves, and
// never onto a FIFO, a device or a folder (the rename would replace the node; opening a FIFO for
// writing blocks until a reader comes).
#pragma once

#include <string>

namespace stepbudget::cli {

// Writes `text` to a temporary file next to `path`, fsyncs it and renames it over `path`. False
// with `error` naming the path and the OS reason (strerror) or the kind of non-regular target;
// the old file is then unchanged and no temporary is left.
bool writeOutputFile(const std::string& path, const std::string& text, std::string* error);

// What writeOutputFile() would refuse before writing a byte (an empty name, a FIFO, a device, a
// folder), as its error text; "" when the target may be written. Checked before a long
// computation, so that a refused target is said at once.
std::string outputTargetProblem(const std::string& path);

}  // namespace stepbudget::cli
