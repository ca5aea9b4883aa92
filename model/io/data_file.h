// Reading a data file of the validation (data/published_runs.json, data/published_memory.json)
// the way a preset is read: never blocking on a FIFO, saying why a file cannot be read (the OS
// reason, or what kind of file it is) and refusing one over 1 MiB.
#pragma once

#include <string>

#include "model/base/issue.h"

namespace stepbudget {

// False, with the reason appended to `issues`, when the file cannot be read whole.
bool readDataFile(const std::string& path, std::string* text, Issues* issues);

}  // namespace stepbudget
