#include "model/reliability/failure_rules.h"

#include "model/base/derivation.h"
#include "model/checkpoint/checkpoint.h"

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
    // Every TP rank of the resharded gate weight owns at least one of its rows.
    for (const auto& [path, tp] :
         {std::pair{"checkpoint.reshard_from_tp", s.checkpoint->reshard_from_tp},
          std::pair{"checkpoint.reshard_to_tp", s.checkpoint->reshard_to_tp}}) {
        if (tp > s.model.intermediate) {
            issues.push_back(
                {path, num(static_cast<double>(tp)) +
                           " exceeds the rows of the gate weight (model.intermediate = " +
                           num(static_cast<double>(s.model.intermediate)) +
                           "); allowed [1, model.intermediate]"});
        }
    }
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
