// Causal attention pairs for a mix of sequence lengths (worked-examples §7.7): a sequence of s
// tokens has s (s+1)/2 query-key pairs, so the same tokens packed as one long and one short
// sequence cost more attention than two equal halves (4096 + 4096: 16,781,312 pairs;
// 7168 + 1024: 26,218,496, +56 %).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct AttentionConfig {
    std::string mix = "7168,1024";            // sequence lengths packed together
    std::string reference_mix = "4096,4096";  // the same tokens split another way
};

constexpr double causalPairs(double s) {
    return s * (s + 1.0) / 2.0;
}
static_assert(causalPairs(4096) * 2 == 16781312.0, "book: two 4096-token sequences");

struct AttentionResults {
    std::vector<std::int64_t> lengths;            // attention.mix
    std::vector<std::int64_t> reference_lengths;  // attention.reference_mix
    double tokens = 0;
    double reference_tokens = 0;
    double pairs = 0;
    double reference_pairs = 0;
    double ratio = 0;  // pairs / reference pairs (1.5624)
};

// "7168,1024" -> {7168, 1024}; nullopt unless every entry is a whole number in
// [1, 16777216] and there are 1..4096 of them.
std::optional<std::vector<std::int64_t>> parseLengths(const std::string& text);
// Whether parseLengths(text) would succeed, without building the list.
bool isLengthList(std::string_view text);

AttentionResults computeAttention(const Scenario& scenario, Derivations* out = nullptr);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<AttentionResults>>& attentionResultFields();

}  // namespace stepbudget
