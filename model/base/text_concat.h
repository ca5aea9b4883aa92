// concat(a, b, c, ...): text pieces joined into one string that is sized once. An operator+
// chain (a + " * " + b + ...) reallocates each time the growing string outgrows its capacity
// (15 bytes in place, then 30, 60, 120): two or three heap allocations and copies for a typical
// substituted formula of 20-80 characters, ~300 per evaluate() on the design case.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace stepbudget {

// Each piece is anything a std::string_view is made from (std::string, a literal, a
// const char*, LiteralText); evaluated before the join, like the operands of a chain.
template <typename... Pieces>
std::string concat(const Pieces&... pieces) {
    if constexpr (sizeof...(Pieces) == 0) {
        return {};
    } else {
        const std::string_view views[] = {std::string_view(pieces)...};
        std::size_t size = 0;
        for (const std::string_view v : views) {
            size += v.size();
        }
        // Sized once, then filled: append() would re-check the capacity piece by piece.
        std::string out(size, '\0');
        char* at = out.data();
        for (const std::string_view v : views) {
            std::char_traits<char>::copy(at, v.data(), v.size());
            at += v.size();
        }
        return out;
    }
}

}  // namespace stepbudget
