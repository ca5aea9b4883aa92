#include "model/reliability/failure_rules.h"

#include "model/base/derivation.h"
#include "model/checkpoint/reshard.h"
#include "model/reliability/interruption.h"

namespace stepbudget {

Issues validateFailures(const Scenario& s) {
    Issues issues;
    const auto num = [](double v) { return fmt(v, 10); };
    // The packer's remainder is the start of the next sequence, so it is shorter than one.
    if (s.input.packer_remainder_tokens >= s.training.seq_len) {
        issues.push_back({"input.packer_remainder_tokens",
                          num(static_cast<double>(s.input.packer_remainder_tokens)) +
                              " is not shorter than training.seq_len (" +
                              num(static_cast<double>(s.training.seq_len)) +
                              "); allowed [0, seq_len - 1]"});
    }
    appendReshardIssues(s, issues);
    const InterruptionConfig& in = s.interruptions;
    const double wasted = in.interruption_hours + in.rollback_hours;
    if (wasted > in.runtime_hours) {
        issues.push_back({"interruptions.runtime_hours",
                          num(in.runtime_hours) +
                              " is shorter than the interruption + rollback "
                              "hours it contains (" +
                              num(wasted) + "); allowed [" + num(wasted) + ", 10000000]"});
    }
    return issues;
}

}  // namespace stepbudget
