// A text Gantt chart of one simulated schedule: one row per GPU, for terminals and docs
// (`stepbudget-cli schedule ... --format ascii`, docs/pipeline.md).
#pragma once

#include <string>

#include "model/pipeline/pipeline.h"

namespace stepbudget {

// Each compute op fills the columns of its time span with its label: kind letter and
// micro-batch ("F3", "X12"), padded with '-'; '.' is idle. Lower-case letters mark
// interleaved chunks >= 1 and DualPipe's direction 1. `ms_per_char` <= 0 picks a round scale
// that keeps the chart within about 140 columns. Needs a Full-detail result.
std::string scheduleAscii(const ScheduleResult& result, double ms_per_char = 0);

}  // namespace stepbudget
