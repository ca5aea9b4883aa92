// Verdicts: the judgements a view prints or colours by ("fits", "meets the deadline", "what
// decides the finish"), made here from the results and never in view code, each with a
// derivation under the same id that states the comparison with today's numbers. The derivation's
// value is the signed quantity whose sign (or maximum) decides, its `verdict` the answer in words.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct Results;

// How a view shows a verdict: green, red, or without a colour (a choice such as what decides).
enum class Tone { Good, Bad, Neutral };

struct Verdict {
    std::string id;      // result key and derivation id, e.g. "memory.fits", "plan.decides"
    std::string choice;  // "yes"/"no" for a yes-no verdict; otherwise a machine word ("compute")
    Tone tone = Tone::Neutral;
    bool good() const { return tone == Tone::Good; }
};

using Verdicts = std::vector<Verdict>;

// The resources plan.decides chooses from, each made twice as slow through one tornado input.
struct Slowdown {
    const char* resource;  // plan.decides choice: "compute", "exposed_comm", ...
    const char* key;       // the tornado input (PlanResults::tornado[].key)
    bool doubled;          // true: the input x 2 slows it (a wait); false: x 1/2 (a rate)
};
inline constexpr Slowdown kSlowdowns[] = {
    {"compute", "cluster.mfu", false},
    {"exposed_comm", "cluster.collective_gb_per_s", false},
    {"input_wait", "training.input_wait_s", true},
    {"checkpoint", "checkpoint.write_gb_per_s", false},
    {"failures", "checkpoint.card_mtbf_hours", false},
};

// Every verdict of `r` (which must be ok()); appends their derivations to `out`.
Verdicts computeVerdicts(const Scenario& scenario, const Results& r, Derivations* out);

// The finish is not reachable when the exact (Poisson retry) finish, T0 + S t_s (1 + L_P) /
// 86400, exceeds this many days (274 years): failures then come faster than checkpoint segments
// complete, and the first-order finish (Young/Daly L) is no forecast. At 1e6 cards of the design
// case L = 35 gave "118.5 days" while L_P = 1e26. The verdict plan.finish_reachable says so, and
// the plan.finish_days derivation, the headline and the report follow it.
inline constexpr double kUnreachableFinishDays = 1e5;
// False when the failures leave the job no reachable finish (kUnreachableFinishDays).
bool finishReachable(const Results& results);
// The finish under the exact Poisson retry overhead, in days (may be huge; finite).
double poissonFinishDays(const Results& results);

const Verdict* findVerdict(const Verdicts& verdicts, std::string_view id);

}  // namespace stepbudget
