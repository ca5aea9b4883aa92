// Curves behind the explorer's charts (worked-examples §6, §10.1, §12.3): per-card memory against
// card count, L(tau) with its three terms against the interval, and Amdahl's T'/T against the
// speed-up r of each step resource. Sampled here so the views never compute a model number.
#pragma once

#include <string>
#include <vector>

#include "model/base/curve.h"
#include "model/base/scenario.h"
#include "model/checkpoint/overhead_terms.h"
#include "model/memory/memory.h"
#include "model/step/plan.h"

namespace stepbudget {

struct CheckpointCost;

struct OverheadPoint {
    double interval_s = 0;
    OverheadTerms terms;  // save, redo, recovery fractions at this interval
};

struct AmdahlCurve {
    std::string resource;    // as in AmdahlItem
    Curve ratio_vs_speedup;  // (r, T'/T)
};

struct Curves {
    Curve peak_vs_cards;                  // (cards, peak bytes per card) at the current ZeRO stage
    Curve resident_vs_cards;              // (cards, resident bytes per card)
    std::vector<OverheadPoint> overhead;  // L(tau) on a log grid around tau*
    std::vector<AmdahlCurve> amdahl;      // r from 1/8 to 8
};

Curves computeCurves(const Scenario& scenario, const MemoryResults& memory,
                     const CheckpointCost& checkpoint, const PlanResults& plan);

}  // namespace stepbudget
