#include "model/pipeline/pipeline_time.h"

#include <cmath>
#include <cstdint>

namespace stepbudget {
namespace {

constexpr std::int64_t kGrid = 1'000'000;  // 1e-6 ms (1 ns) for times, 1e-6 for the fraction

// Validation keeps inputs finite and in range; clamping here only guarantees no UB if a caller
// skips validation.
std::int64_t quantise(double value, double max_value) {
    if (!std::isfinite(value) || value <= 0) {
        return 0;
    }
    return std::llround(std::fmin(value, max_value) * kGrid);
}

Tick gcd(Tick a, Tick b) {
    while (b != 0) {
        const Tick r = a % b;
        a = b;
        b = r;
    }
    return a;
}

}  // namespace

std::int64_t chunkLayers(std::int64_t layers_per_stage, std::int64_t chunks, std::int64_t chunk) {
    if (chunks <= 1) {
        return layers_per_stage;
    }
    return layers_per_stage / chunks + (chunk < layers_per_stage % chunks ? 1 : 0);
}

PipelineTimes pipelineTimes(const PipelineConfig& c, std::int64_t chunks) {
    const std::int64_t layers = c.layers_per_stage > 0 ? c.layers_per_stage : 1;
    const std::int64_t v = chunks > 1 ? chunks : 1;
    const Tick f_q = quantise(c.forward_ms, 1e9);
    const Tick b_q = quantise(c.backward_ms, 1e9);
    const Tick w_frac = quantise(c.weight_grad_fraction, 1.0);
    // Numerators over the denominator layers * 1e12 per ms: a chunk of n layers runs n / L of
    // the stage's time, and X / W split B by (1 - fraction) / fraction.
    PipelineTimes t;
    t.chunks.resize(static_cast<std::size_t>(v));
    for (std::int64_t i = 0; i < v; ++i) {
        ChunkTimes& ct = t.chunks[static_cast<std::size_t>(i)];
        ct.layers = chunkLayers(layers, v, i);
        ct.forward = f_q * ct.layers * kGrid;
        ct.backward = b_q * ct.layers * kGrid;
        ct.weight_grad = b_q * ct.layers * w_frac;
        ct.input_grad = ct.backward - ct.weight_grad;
    }
    t.link = quantise(c.link_ms, 1e9) * Tick(layers) * kGrid;
    t.update = quantise(c.update_ms, 1e9) * Tick(layers) * kGrid;
    Tick per_ms = Tick(layers) * kGrid * kGrid;
    Tick g = per_ms;
    for (const ChunkTimes& ct : t.chunks) {
        g = gcd(g, ct.forward);
        g = gcd(g, ct.input_grad);
        g = gcd(g, ct.weight_grad);
    }
    g = gcd(gcd(g, t.link), t.update);
    for (ChunkTimes& ct : t.chunks) {
        ct.forward /= g;
        ct.backward /= g;
        ct.input_grad /= g;
        ct.weight_grad /= g;
    }
    t.link /= g;
    t.update /= g;
    t.ticks_per_ms = per_ms / g;
    return t;
}

TicksToMs::TicksToMs(Tick ticks_per_ms) : m_per_ms(ticks_per_ms) {
    m_memo_r[0] = 0;
    for (std::size_t k = 1; k < kMemo; ++k) {
        m_memo_r[k] = UINT64_MAX;
    }
    if (ticks_per_ms < 1 || ticks_per_ms > (Tick(1) << kBits)) {
        return;
    }
    m_divisor = static_cast<std::uint64_t>(ticks_per_ms);
    m_divisor_ms = static_cast<double>(static_cast<std::int64_t>(ticks_per_ms));
    int l = 0;
    while ((Tick(1) << l) < ticks_per_ms) {
        ++l;
    }
    // m = floor(2^(62 + l) / d) + 1 <= 2^63 + 1 fits 64 bits; m * 4t < 2^127 fits 128.
    const UTick magic =
        ((static_cast<UTick>(1) << (kBits + l)) / static_cast<UTick>(m_divisor)) + 1;
    m_magic = static_cast<std::uint64_t>(magic);
    m_log2 = l;
    m_fast = true;
}

double ticksToMs(Tick ticks, Tick ticks_per_ms) {
    constexpr Tick kInt64Max = INT64_MAX;
    if (ticks >= 0 && ticks <= kInt64Max && ticks_per_ms <= kInt64Max) {
        // The common case; 128-bit division is several times slower.
        const auto t = static_cast<std::int64_t>(ticks);
        const auto d = static_cast<std::int64_t>(ticks_per_ms);
        // NOLINTNEXTLINE(bugprone-integer-division): whole milliseconds, then the remainder exactly
        return static_cast<double>(t / d) + static_cast<double>(t % d) / static_cast<double>(d);
    }
    const Tick whole = ticks / ticks_per_ms;
    const Tick rest = ticks % ticks_per_ms;
    return static_cast<double>(whole) +
           static_cast<double>(rest) / static_cast<double>(ticks_per_ms);
}

}  // namespace stepbudget
