// Derivations of the memory chart's segments: each kind of resident state (weights, gradients,
// FP32 master, Adam m, Adam v), the activation budget and the FP8 weight copy, at each ZeRO stage —
// what a click on one segment of the stacked bars explains. Computed on request (not part of
// evaluate()'s derivation list, so the result JSON stays as it was).
#pragma once

#include <optional>
#include <string>

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

// The parts of one bar, as they appear in the id "memory.zero<k>.<part>": the five kinds of
// resident state, the activations, the FP8 weight copy (precision.compute = fp8, 0 otherwise)
// the routed experts' weights (MoE; the view draws them right above the dense weights) and the
// memory beyond the tensors (memory.runtime_overheads; 0 when off).
inline constexpr int kStackPartCount = 9;
inline constexpr const char* kStackParts[kStackPartCount] = {
    "weights_bytes", "grads_bytes",    "master_bytes",         "adam_m_bytes",  "adam_v_bytes",
    "extra_bytes",   "fp8_copy_bytes", "expert_weights_bytes", "overhead_bytes"};

std::string memoryStackId(int stage, int part);
struct MemoryResults;

// The derivation of `part` (index into kStackParts) at ZeRO `stage` (0..3); nullopt for an
// index out of range. `memory`, when given, is evaluate()'s memory for the scenario: the part
// beyond the tensors then reads the very bar the view drew (with a simulated pipeline peak as
// the activation term); without it computeMemory() is run on the closed form.
std::optional<Derivation> memoryStackDerivation(const Scenario& scenario, int stage, int part,
                                                const MemoryResults* memory = nullptr);
// By id ("memory.zero1.adam_m_bytes"); nullopt when the id is not a stack segment.
std::optional<Derivation> memoryStackDerivation(const Scenario& scenario, const std::string& id,
                                                const MemoryResults* memory = nullptr);

}  // namespace stepbudget
