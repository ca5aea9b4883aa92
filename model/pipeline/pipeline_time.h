// Exact time for the pipeline simulator: integer ticks on one common denominator.
//
// Why not doubles: the book's numbers depend on exact ties (DualPipe's two directions meet at
// the same instants; interleaved service times are 10 ms x 5/9) and on releases-before-
// acquisitions at equal times in the memory strip. Doubles resolve those ties by rounding noise
// (pipeline-event-model.md "Arithmetic": P=4, M=8, t_f=7, t_b=13 DualPipe is 205.5 ms exact).
//
// The choice: every input time (ms) is quantised once to a 1e-6 ms grid (1 ns) and the weight-
// gradient fraction to a 1e-6 grid; interleaved chunks scale by layers-in-chunk / layers-per-
// stage. All service times are then exact rationals with denominator L x 1e12 per ms, reduced
// by their common gcd, so one tick is the largest unit that divides every service time. The
// scheduler only adds and compares ticks; doubles appear only when results are written out.
// Ticks are 128-bit: the worst case (1e6 ms ops, L = 1024, 2 million ops) needs ~1e27 ticks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/base/scenario.h"

namespace stepbudget {

__extension__ typedef __int128 Tick;
__extension__ typedef unsigned __int128 UTick;  // 128-bit products and merge keys

// Service times of one chunk (interleaved) or one whole stage (every other schedule).
struct ChunkTimes {
    Tick forward = 0;
    Tick backward = 0;     // full backward (B = X + W)
    Tick input_grad = 0;   // X = dX, (1 - weight_grad_fraction) of B
    Tick weight_grad = 0;  // W = dW, weight_grad_fraction of B
    std::int64_t layers = 0;
};

struct PipelineTimes {
    std::vector<ChunkTimes> chunks;  // index = chunk; one entry unless interleaved
    Tick link = 0;                   // one boundary message, ms grid
    Tick update = 0;
    Tick ticks_per_ms = 1;  // exact: 1 ms = ticks_per_ms ticks
};

// Chunk c of v holds floor(L / v) layers plus one for c < L mod v (pipeline-event-model.md
// "Interleaved chunks"); chunks = 1 gives the whole stage.
std::int64_t chunkLayers(std::int64_t layers_per_stage, std::int64_t chunks, std::int64_t chunk);

// Quantised, exact service times for `chunks` chunks per GPU (1 = no interleaving).
PipelineTimes pipelineTimes(const PipelineConfig& config, std::int64_t chunks);

// Ticks to milliseconds for output only: integer part exactly, remainder as a fraction.
double ticksToMs(Tick ticks, Tick ticks_per_ms);

// ticksToMs() for one fixed ticks_per_ms, bit for bit, without a hardware division per call
// (a 64-bit divide costs 40-90 cycles; a timeline converts two times per op). The quotient
// comes from one 128-bit multiply by a precomputed reciprocal (Granlund & Montgomery 1994,
// Thm. 4.2: for N-bit dividends, l = ceil(log2 d) and m = floor(2^(N+l) / d) + 1,
// floor(t / d) = floor(m t / 2^(N+l)); here N = 62, computed as the high word of m * 4t
// shifted by l, the same number without a variable 128-bit shift). The remainder's fraction
// r / d is kept in a small direct-mapped memo: with a small d (a few ticks per ms, as with
// whole-millisecond inputs) every r repeats, so most conversions need no division. Times
// outside [0, 2^62) and divisors over 2^62 take ticksToMs(). Not for sharing across threads.
class TicksToMs {
public:
    explicit TicksToMs(Tick ticks_per_ms);
    double operator()(Tick ticks) {
        if (!m_fast || ticks < 0 || ticks >= (Tick(1) << kBits)) {
            return ticksToMs(ticks, m_per_ms);
        }
        const auto t = static_cast<std::uint64_t>(ticks);
        const auto high = static_cast<std::uint64_t>((static_cast<UTick>(t << 2) * m_magic) >> 64);
        const std::uint64_t q = high >> m_log2;
        const std::uint64_t r = t - q * m_divisor;
        // q, r < 2^62 convert as signed (one instruction; unsigned takes a branchy sequence),
        // to the same doubles. No test for r = 0: with a few ticks per ms it is as likely as
        // not, and a mispredicted branch costs more than the memo's load.
        const double whole = static_cast<double>(static_cast<std::int64_t>(q));
        const std::size_t slot = static_cast<std::size_t>(r) & (kMemo - 1);
        if (m_memo_r[slot] != r) {
            m_memo_r[slot] = r;
            m_memo_fraction[slot] =
                static_cast<double>(static_cast<std::int64_t>(r)) / m_divisor_ms;
        }
        return whole + m_memo_fraction[slot];
    }

private:
    static constexpr int kBits = 62;
    static constexpr std::size_t kMemo = 64;
    Tick m_per_ms;
    bool m_fast = false;
    std::uint64_t m_divisor = 1;
    double m_divisor_ms = 1;  // m_divisor converted once, as ticksToMs() converts it
    std::uint64_t m_magic = 0;
    int m_log2 = 0;  // l
    // r -> r / d for the last r in each slot; slot 0 starts with r = 0 (0 / d = +0.0), the
    // others with an r no time has (every r < d <= 2^62).
    std::uint64_t m_memo_r[kMemo];
    double m_memo_fraction[kMemo] = {};
};

}  // namespace stepbudget
