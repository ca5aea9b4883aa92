// L(tau) = c/tau + lambda tau/2 + lambda r by term (worked-examples §10.1), in its own header so
// that the curves and the plan can hold the terms without the checkpoint section's layout.
#pragma once

namespace stepbudget {

struct OverheadTerms {
    double save = 0;      // c / tau
    double redo = 0;      // lambda tau / 2
    double recovery = 0;  // lambda r
    double total() const { return save + redo + recovery; }
};

// L(tau) split into its three terms; rate is the total interruption rate (1/s).
constexpr OverheadTerms overheadTerms(double save_s, double rate_per_s, double restore_s,
                                      double interval_s) {
    return {save_s / interval_s, rate_per_s * interval_s / 2.0, rate_per_s * restore_s};
}

}  // namespace stepbudget
