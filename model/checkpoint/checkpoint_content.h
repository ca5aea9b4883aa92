// What a resumable checkpoint holds (worked-examples §8, book §5.1): weights alone can run
// inference but do not determine the next update. The payload by state, the checklist of
// everything tied to the same training progress, and the two loader traps: prefetch (resume at
// the first untrained batch, not after the last dispatched one) and the packer remainder.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

// One line of the checklist. bytes: what it adds to the checkpoint (0 = a few bytes to
// kilobytes: counters and generator states, negligible next to the tensors).
struct CheckpointStateItem {
    std::string id;              // stable, e.g. "adam_m"; the app translates label and why by id
    std::string label;           // English
    double bytes_per_param = 0;  // for the per-parameter tensors, else 0
    double bytes = 0;
    std::string why;  // what goes wrong on resume without it
};

struct CheckpointContentResults {
    // Payload by state (precision.*): weights 2 + master 4 + Adam m, v 8 = 14 B/param.
    double weight_bytes_per_param = 0;
    double master_bytes_per_param = 0;
    double optimizer_bytes_per_param = 0;
    double payload_bytes_per_param = 0;
    double payload_bytes = 0;  // 114,670,295,040 B for Qwen3-8B
    std::vector<CheckpointStateItem> items;
    double items_bytes = 0;  // sum of the checklist
    // Prefetch: the loader ran ahead of training.
    std::int64_t trained_batches = 0;     // last batch whose update finished (100)
    std::int64_t dispatched_batches = 0;  // last batch the loader handed out (108)
    std::int64_t resume_batch = 0;        // correct: trained + 1 (101)
    std::int64_t naive_resume_batch = 0;  // dispatched + 1 (109)
    std::int64_t skipped_batches = 0;     // naive - correct (8): never trained on
    // Packer: the next sequence = remainder + new tokens.
    std::int64_t packer_remainder_tokens = 0;  // 2,000
    std::int64_t packer_new_tokens = 0;        // 6,192
    std::int64_t sequence_tokens = 0;          // 8,192
};

CheckpointContentResults computeCheckpointContent(const Scenario& scenario,
                                                  Derivations* out = nullptr);

}  // namespace stepbudget
