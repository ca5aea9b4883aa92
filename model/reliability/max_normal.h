// Order statistics of normals for the straggler model (worked-examples §10.3): a synchronous step
// waits for the slowest of N cards, so its compute part is the maximum of N per-card times.
#pragma once

#include <cstdint>

namespace stepbudget {

// Upper tail Q(z) = 1 - Phi(z) of the standard normal, accurate in both tails.
double normalUpperTail(double z);
// z with Q(z) = q for q in (0, 1) (Acklam's rational approximation, relative error < 1.2e-9);
// clamps to +-40 outside (0, 1). Used for integration windows, not for published numbers.
double inverseNormalUpperTail(double q);

// E[Z_(N)] = integral of z N phi(z) Phi(z)^(N-1) dz, the expected maximum of N iid standard
// normals (§10.3; the book integrates with Simpson on [-12, 12], 24,000 intervals). Here:
// composite Gauss-Legendre on a window fitted to the distribution of the maximum, error
// below 1e-10 for every N in [1, 2^40] with 72 integrand evaluations (a few µs), because
// evaluate() calls it on every slider tick. N <= 1 gives 0 (one card is its own mean).
double expectedMaxStdNormal(std::int64_t n);

// The same for a fixed grid of N (1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 16, ... ~2^(i/4) up to 2^20),
// computed once per process and shared: curves over N cost a table lookup per point.
struct MaxNormalGridPoint {
    std::int64_t n = 0;
    double expected_max = 0;         // E[Z_(n)]
    double expected_max_others = 0;  // E[Z_(n-1)]: the other cards when one is slow
};
const MaxNormalGridPoint* maxNormalGrid(std::size_t* count);

}  // namespace stepbudget
