// A seedable random source for the property tests, the same on every platform and standard
// library (unlike std::uniform_real_distribution).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>

namespace stepbudget::test {

// splitmix64 (Steele, Lea, Flood 2014): tiny, seedable, identical on every platform and
// standard library, unlike std::uniform_real_distribution.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }  // [0, 1)
    double uniform(double lo, double hi) { return lo + uniform() * (hi - lo); }
    std::int64_t below(std::int64_t n) {
        return static_cast<std::int64_t>(next() % std::uint64_t(n));
    }
    bool coin() { return (next() >> 63) != 0; }
    // One of `values`, uniformly.
    template <typename T>
    T pick(std::initializer_list<T> values) {
        return *(values.begin() + static_cast<std::ptrdiff_t>(next() % values.size()));
    }

private:
    std::uint64_t m_state;
};

}  // namespace stepbudget::test
