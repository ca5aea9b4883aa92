#include "model/base/text.h"

#include <algorithm>
#include <cstdint>

namespace stepbudget {
namespace {

// Decodes one code point at text[i]; returns its byte length, 0 when the bytes are not UTF-8.
// RFC 3629 ranges: overlong forms, surrogates (U+D800..DFFF) and values above U+10FFFF are
// refused, as nlohmann's lexer refuses them in preset files.
std::size_t decode(std::string_view text, std::size_t i, std::uint32_t* out) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80) {
        *out = b0;
        return 1;
    }
    std::size_t n = 0;
    std::uint32_t cp = 0;
    std::uint32_t lowest = 0;
    if ((b0 & 0xE0) == 0xC0) {
        n = 2, cp = b0 & 0x1F, lowest = 0x80;
    } else if ((b0 & 0xF0) == 0xE0) {
        n = 3, cp = b0 & 0x0F, lowest = 0x800;
    } else if ((b0 & 0xF8) == 0xF0) {
        n = 4, cp = b0 & 0x07, lowest = 0x10000;
    } else {
        return 0;
    }
    if (i + n > text.size()) {
        return 0;
    }
    for (std::size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) {
            return 0;
        }
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    if (cp < lowest || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        return 0;
    }
    *out = cp;
    return n;
}

std::vector<std::uint32_t> codePoints(std::string_view text) {
    std::vector<std::uint32_t> out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        std::uint32_t cp = 0;
        const std::size_t n = decode(text, i, &cp);
        out.push_back(n ? cp : 0xFFFD);  // a stray byte counts as one replacement character
        i += n ? n : 1;
    }
    return out;
}

}  // namespace

bool isValidUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        std::uint32_t cp = 0;
        const std::size_t n = decode(text, i, &cp);
        if (n == 0) {
            return false;
        }
        i += n;
    }
    return true;
}

std::size_t utf8Length(std::string_view text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

namespace {

constexpr const char* kHex = "0123456789ABCDEF";

void appendByteEscape(unsigned char b, std::string& out) {
    out += "\\x";
    out += kHex[b >> 4];
    out += kHex[b & 0xF];
}

void appendCodePointEscape(std::uint32_t cp, std::string& out) {
    std::string digits;
    for (std::uint32_t v = cp; v != 0 || digits.empty(); v >>= 4) {
        digits.insert(digits.begin(), kHex[v & 0xF]);
    }
    while (digits.size() < 4) {
        digits.insert(digits.begin(), '0');
    }
    out += "\\u{" + digits + "}";
}

}  // namespace

std::string printableText(std::string_view text, std::size_t max_chars) {
    std::string out;
    std::size_t chars = 0;
    std::size_t i = 0;
    for (; i < text.size() && chars < max_chars; ++chars) {
        std::uint32_t cp = 0;
        const std::size_t n = decode(text, i, &cp);
        if (n == 0) {
            appendByteEscape(static_cast<unsigned char>(text[i]), out);
            ++i;
            continue;
        }
        i += n;
        if (cp >= 0x20 && cp < 0x7F) {
            out += static_cast<char>(cp);
            continue;
        }
        appendCodePointEscape(cp, out);
    }
    if (i < text.size()) {
        out += "\xE2\x80\xA6(" + std::to_string(text.size()) + " bytes)";  // "…"
    }
    return out;
}

std::string terminalSafeText(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        std::uint32_t cp = 0;
        const std::size_t n = decode(text, i, &cp);
        if (n == 0) {
            appendByteEscape(static_cast<unsigned char>(text[i]), out);
            ++i;
            continue;
        }
        // C0 controls but line feed and tab, DEL, and the C1 controls (U+0080..U+009F, of which
        // U+009B is a one-character CSI): a terminal acts on them instead of showing them.
        const bool control =
            (cp < 0x20 && cp != '\n' && cp != '\t') || cp == 0x7F || (cp >= 0x80 && cp < 0xA0);
        if (control) {
            appendCodePointEscape(cp, out);
        } else {
            out.append(text.substr(i, n));
        }
        i += n;
    }
    return out;
}

std::string quotedValue(std::string_view text) {
    return "\"" + printableText(text, 24) + "\"";
}

std::size_t editDistance(std::string_view a, std::string_view b) {
    const std::vector<std::uint32_t> x = codePoints(a);
    const std::vector<std::uint32_t> y = codePoints(b);
    // Two rows of the Wagner-Fischer table: O(|x|·|y|) time, O(|y|) memory.
    std::vector<std::size_t> prev(y.size() + 1);
    std::vector<std::size_t> row(y.size() + 1);
    for (std::size_t j = 0; j <= y.size(); ++j) {
        prev[j] = j;
    }
    for (std::size_t i = 1; i <= x.size(); ++i) {
        row[0] = i;
        for (std::size_t j = 1; j <= y.size(); ++j) {
            row[j] = std::min(
                {prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)});
        }
        std::swap(prev, row);
    }
    return prev[y.size()];
}

std::string nearestOf(std::string_view wrong, const std::vector<std::string>& candidates) {
    // A key a few hundred characters long is no typo; skip the quadratic distance.
    if (wrong.size() > 256) {
        return {};
    }
    const std::size_t allowed = std::max<std::size_t>(2, utf8Length(wrong) / 3);
    std::string best;
    std::size_t best_distance = allowed + 1;
    for (const std::string& candidate : candidates) {
        const std::size_t d = editDistance(wrong, candidate);
        if (d < best_distance) {
            best_distance = d;
            best = candidate;
        }
    }
    return best;
}

}  // namespace stepbudget
