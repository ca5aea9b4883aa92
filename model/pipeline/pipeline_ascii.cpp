#include "model/pipeline/pipeline_ascii.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "model/base/derivation.h"

namespace stepbudget {
namespace {

constexpr int kTargetColumns = 140;
constexpr int kMaxColumns = 4000;  // a guard for tiny user scales, not a layout choice

double autoScale(double makespan_ms) {
    const double raw = makespan_ms / kTargetColumns;
    if (!(raw > 0)) {
        return 1;
    }
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double step : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (step * decade >= raw) {
            return step * decade;
        }
    }
    return 10 * decade;
}

}  // namespace

std::string scheduleAscii(const ScheduleResult& r, double ms_per_char) {
    std::string out = std::string(toString(r.schedule)) + ": ";
    if (!r.runnable) {
        return out + "not runnable: " + r.reason + "\n";
    }
    double scale = ms_per_char > 0 ? ms_per_char : autoScale(r.makespan_ms);
    scale = std::max(scale, r.makespan_ms / kMaxColumns);
    const auto columns =
        static_cast<std::size_t>(std::max(1LL, std::llround(r.makespan_ms / scale)));
    const std::size_t gpus = r.idle_ms.size();
    std::vector<std::string> rows(gpus, std::string(columns, '.'));
    auto column = [&](double ms) {
        return std::min(columns, static_cast<std::size_t>(std::llround(ms / scale)));
    };
    for (const PipelineOp& op : r.ops) {
        if (op.kind == OpKind::Activation || op.kind == OpKind::Gradient) {
            continue;
        }
        std::string& row = rows[static_cast<std::size_t>(op.gpu)];
        // Every op keeps at least one column, the last one included.
        const std::size_t from = std::min(column(op.start_ms), columns - 1);
        const std::size_t to = std::max(column(op.end_ms), from + 1);
        std::string label = toString(op.kind);
        if (op.chunk > 0 || op.direction > 0) {
            label[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(label[0])));
        }
        if (op.kind != OpKind::Update) {
            label += std::to_string(op.microbatch);
        }
        for (std::size_t c = from; c < to; ++c) {
            row[c] = c - from < label.size() ? label[c - from] : '-';
        }
    }
    out += "makespan " + fmt(r.makespan_ms, 6) + " ms, 1 column = " + fmt(scale, 3) + " ms\n";
    std::string axis;
    for (std::size_t c = 0; c <= columns; c += 10) {
        axis.resize(c, ' ');
        axis += fmt(static_cast<double>(c) * scale, 4);
    }
    out += "       " + axis + " ms\n";
    for (std::size_t g = 0; g < gpus; ++g) {
        const std::string name = "GPU " + std::to_string(g);
        out += name + std::string(7 - std::min<std::size_t>(7, name.size()), ' ') + rows[g] +
               "  idle " + fmt(r.idle_ms[g], 5) + " ms, peak " +
               fixed(static_cast<double>(r.peak_bytes[g]) / (1024.0 * 1024.0), 1) + " MiB\n";
    }
    return out;
}

}  // namespace stepbudget
