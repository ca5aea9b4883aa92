// How full a card is: the one rule the plan's near-full warning (evaluate/plan_warnings.cpp), the
// validation's "Time error by memory use" bands (evaluate/memory_pressure.h) and the plan
// search's marker colours use, so that no two places call a plan "tight" by different measures.
#pragma once

namespace stepbudget {

// Peak / usable memory at or above which a plan is tight: its step time may be optimistic (the
// time model has no cost for the caching allocator's retries near a full card). 0.90: held out,
// the published runs at 90 % or more ran a mean 6.9 % slower than predicted, those below ~1 %
// (docs/validation.md, "Time error by memory use"); a disclosure threshold, never used by a
// prediction.
inline constexpr double kTightMemoryFraction = 0.90;
// Below this a plan is roomy: held out, the runs under 80 % kept their predicted speed (mean
// -1.5 %, median +0.1 %), and a fifth of the card is left for a longer sequence or batch.
inline constexpr double kRoomyMemoryFraction = 0.80;

// In this order (the Search tab indexes its colours and series by it).
enum class MemoryRoom { Tight, Snug, Roomy };

// The band of a peak on a card of `usable_bytes` (a plan that does not fit is Tight too; the
// fits verdict says the rest).
constexpr MemoryRoom memoryRoom(double peak_bytes, double usable_bytes) {
    if (!(usable_bytes > 0) || peak_bytes >= kTightMemoryFraction * usable_bytes) {
        return MemoryRoom::Tight;
    }
    return peak_bytes >= kRoomyMemoryFraction * usable_bytes ? MemoryRoom::Snug : MemoryRoom::Roomy;
}

constexpr const char* toString(MemoryRoom r) {
    return r == MemoryRoom::Tight ? "tight" : r == MemoryRoom::Snug ? "snug" : "roomy";
}

}  // namespace stepbudget
