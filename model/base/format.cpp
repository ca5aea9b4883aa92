#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/issue.h"
#include "model/base/text.h"

namespace stepbudget {

namespace {

// Significant decimal digits of a finite, non-zero double: digits[0..count), no trailing zeros,
// d0 at 10^exponent (value = d0.d1d2... x 10^exponent).
struct Digits {
    char digits[24];
    int count = 0;
    int exponent = 0;
    bool negative = false;
};

// The digits of a whole number n >= 1, exact, trailing zeros dropped; d0 at 10^(digits - 1 -
// shift), i.e. the digits of n x 10^-shift. Written from the last digit back, two at a time.
Digits wholeDigits(std::uint64_t n, bool negative, int shift) {
    static constexpr char kPairs[] =
        "0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243"
        "4445464748495051525354555657585960616263646566676869707172737475767778798081828384858687"
        "888990919293949596979899";
    static constexpr std::array<std::uint64_t, 20> kPowers = [] {
        std::array<std::uint64_t, 20> p{};
        p[0] = 1;
        for (std::size_t i = 1; i < p.size(); ++i) {
            p[i] = p[i - 1] * 10;  // 10^19 < 2^64
        }
        return p;
    }();
    Digits d;
    d.negative = negative;
    // Decimal digits from the bit length: floor(log10 n) is t = floor(bits log10 2) (1233/4096
    // is log10 2 from below, exact enough up to 2^64) or t - 1, one comparison with 10^t
    // telling which (the bit-twiddling "integer log base 10"); no division loop.
    const int bits = 64 - __builtin_clzll(n | 1);
    const int t = (bits * 1233) >> 12;
    const int count = t + (n >= kPowers[static_cast<std::size_t>(t)] ? 1 : 0);
    // Trailing zeros off the number before any digit is written (most derivation numbers are a
    // few digits rounded to 5 or 8 places: 52.8 -> 52800 at 5, three zeros): two at a time.
    int zeros = 0;
    while (n % 100 == 0) {
        n /= 100;
        zeros += 2;
    }
    if (n % 10 == 0) {
        n /= 10;
        ++zeros;
    }
    char* p = d.digits + (count - zeros);
    // Dividing a 64-bit number by 100 is a 128-bit multiply; below 2^32 a 32-bit one does.
    while (n > 0xFFFFFFFFULL) {
        const auto pair = static_cast<std::size_t>(n % 100) * 2;
        n /= 100;
        *--p = kPairs[pair + 1];
        *--p = kPairs[pair];
    }
    auto m = static_cast<std::uint32_t>(n);
    while (m >= 100) {
        const auto pair = static_cast<std::size_t>(m % 100) * 2;
        m /= 100;
        *--p = kPairs[pair + 1];
        *--p = kPairs[pair];
    }
    if (m >= 10) {
        const auto pair = static_cast<std::size_t>(m) * 2;
        *--p = kPairs[pair + 1];
        *--p = kPairs[pair];
    } else {
        *--p = static_cast<char>('0' + m);
    }
    d.exponent = count - 1 - shift;
    d.count = count - zeros;
    return d;
}

// The shortest digits that read back as `value` (std::to_chars' shortest form: one Ryu pass).
Digits shortestDigits(double value) {
    const double mag = std::fabs(value);
    if (mag < 1e15 && mag >= 1 && mag == std::floor(mag)) {
        // A whole number below 1e15: its decimal digits are exact, and with an ulp of at most
        // 1/8 no shorter decimal reads back as it, so they are the shortest digits too.
        return wholeDigits(static_cast<std::uint64_t>(mag), value < 0, 0);
    }
    char sci[40];
    const auto r = std::to_chars(sci, sci + sizeof sci, value, std::chars_format::scientific);
    // "[-]d[.ddd]e(+|-)xx[x]": the exponent is the last 2-3 digits after the 'e'.
    Digits d;
    const char* c = sci;
    d.negative = *c == '-';
    c += d.negative ? 1 : 0;
    const char* e = r.ptr - 1;
    while (*e != 'e') {
        --e;
    }
    for (const char* x = e + 2; x < r.ptr; ++x) {
        d.exponent = d.exponent * 10 + (*x - '0');
    }
    d.exponent = e[1] == '-' ? -d.exponent : d.exponent;
    d.digits[0] = c[0];
    d.count = 1;
    if (e - c > 2) {  // "d.ddd"
        const auto more = static_cast<int>(e - (c + 2));
        std::copy(c + 2, e, d.digits + 1);
        d.count += more;
    }
    while (d.count > 1 && d.digits[d.count - 1] == '0') {
        --d.count;
    }
    return d;
}

constexpr double kPow10[] = {
    1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};  // all exact

// printf's rounding of mag x 10^k (|k| <= 22, mag > 0) to a whole number, from one
// multiplication (or division) by the exact power. That operation is correctly rounded, and
// below 2^51 every midpoint N + 1/2 is itself a double: rounding to nearest never carries the
// product across one, at worst onto it. So the computed product rounds like the exact one
// unless its fraction is exactly 1/2 — then (and for products of 1e15 and more) false, and the
// caller takes the slower exact paths.
bool roundScaled(double mag, int k, std::uint64_t* n) {
    if (k > 22 || k < -22) {
        return false;
    }
    const double scaled = k >= 0 ? mag * kPow10[k] : mag / kPow10[-k];
    if (!(scaled < 1e15)) {
        return false;
    }
    const double whole = std::floor(scaled);
    const double fraction = scaled - whole;  // exact below 2^52
    if (fraction == 0.5) {
        return false;
    }
    *n = static_cast<std::uint64_t>(whole) + (fraction > 0.5 ? 1 : 0);
    return true;
}

// `value` (finite, non-zero) rounded as printf rounds it to `keep` significant digits
// (1..15), without Ryu: 10^E <= |value| < 10^(E+1) is estimated from the binary exponent
// (E or E - 1) and the rounded whole number must come out with keep digits (or be 10^keep, the
// carry into the next power). false when it cannot decide.
bool directDigits(double value, int keep, Digits* out) {
    if (keep < 1 || keep > 15) {
        return false;
    }
    const double mag = std::fabs(value);
    // mag = f 2^b, f in [0.5, 1): b is the biased exponent field - 1022 for a normal double,
    // read from the bits (frexp is a library call; a subnormal takes it).
    std::uint64_t bits = 0;
    std::memcpy(&bits, &mag, sizeof bits);
    int binary_exponent = static_cast<int>(bits >> 52) - 1022;
    if ((bits >> 52) == 0) {
        std::frexp(mag, &binary_exponent);
    }
    // log10(mag) lies in [(b - 1) log10 2, b log10 2): E is this floor or one more.
    int exponent = static_cast<int>(std::floor((binary_exponent - 1) * 0.30102999566398119521));
    if (exponent >= -1 && exponent < 22 && mag >= kPow10[exponent + 1]) {
        ++exponent;  // an exact comparison settles it for 1 <= 10^E <= 10^22
    }
    const auto low = static_cast<std::uint64_t>(kPow10[keep - 1]);
    const auto high = static_cast<std::uint64_t>(kPow10[keep]);
    std::uint64_t n = 0;
    for (int attempt = 0; attempt < 2; ++attempt, ++exponent) {
        const int k = keep - 1 - exponent;
        if (!roundScaled(mag, k, &n)) {
            return false;
        }
        if (n >= low && n <= high && !(n == high && attempt == 0)) {
            *out = wholeDigits(n, value < 0, k);
            return true;
        }
        if (n < low) {
            return false;
        }
        // n >= 10^keep: the exponent was one too small (or an exact carry, which the next
        // exponent rounds the same way), one digit coarser.
    }
    return false;
}

// Rounds the shortest digits S of a value to `keep` >= 1 significant digits, giving exactly
// printf's rounding of the binary value, or returns false when S cannot tell. Why it is exact:
// (a) S has <= keep digits and keep <= 15: S lies on the keep-digit grid within half an ulp of
// the value while that grid's spacing exceeds 4 ulps, so S is the nearest grid point; (b) S has
// more digits: a rounding midpoint M strictly between the value and S would read back as the
// value with no more digits than S (and be closer), which the shortest form excludes, so both
// round the same way — except M == S (S ends in a single 5 right after the kept digits), where
// only the binary value decides: false. tst_format checks it against std::to_chars' exact
// precision on a million values.
bool roundTo(Digits* d, int keep) {
    if (keep < 1) {
        return false;
    }
    if (d->count <= keep) {
        return keep <= 15;
    }
    const char next = d->digits[keep];
    if (next == '5' && d->count == keep + 1) {
        return false;
    }
    d->count = keep;
    if (next >= '5') {
        int i = keep - 1;
        while (i >= 0 && d->digits[i] == '9') {
            d->digits[i--] = '0';
        }
        if (i < 0) {
            d->digits[0] = '1';  // 9.99 -> 10.0: the next power of ten
            d->count = 1;
            ++d->exponent;
        } else {
            ++d->digits[i];
        }
    }
    while (d->count > 1 && d->digits[d->count - 1] == '0') {
        --d->count;
    }
    return true;
}

// printf's exponent: "e+05", "e-123" (at least two digits).
char* writeExponent(char* p, int exponent) {
    *p++ = 'e';
    *p++ = exponent < 0 ? '-' : '+';
    const int e = exponent < 0 ? -exponent : exponent;
    if (e >= 100) {
        *p++ = static_cast<char>('0' + e / 100);
    }
    *p++ = static_cast<char>('0' + e / 10 % 10);
    *p++ = static_cast<char>('0' + e % 10);
    return p;
}

// Positional notation with exactly `decimals` digits after the point (zero-padded).
char* writePositional(char* p, const Digits& d, int decimals) {
    if (d.negative) {
        *p++ = '-';
    }
    if (d.exponent < 0) {
        *p++ = '0';
    }
    for (int i = 0; i <= d.exponent; ++i) {
        *p++ = i < d.count ? d.digits[i] : '0';
    }
    if (decimals > 0) {
        *p++ = '.';
        for (int k = 1; k <= decimals; ++k) {
            const int i = d.exponent + k;  // the digit at 10^-k
            *p++ = i >= 0 && i < d.count ? d.digits[i] : '0';
        }
    }
    return p;
}

// printf("%.*e", sig - 1, value).
std::string scientificText(double value, int sig) {
    char buf[64];
    Digits d;
    if (directDigits(value, sig, &d) || (d = shortestDigits(value), roundTo(&d, sig))) {
        char* p = buf;
        if (d.negative) {
            *p++ = '-';
        }
        *p++ = d.digits[0];
        if (sig > 1) {
            *p++ = '.';
            for (int i = 1; i < sig; ++i) {
                *p++ = i < d.count ? d.digits[i] : '0';
            }
        }
        return std::string(buf, writeExponent(p, d.exponent));
    }
    const auto r =
        std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific, sig - 1);
    return std::string(buf, r.ptr);
}

// printf("%.*g", precision, value).
std::string generalText(double value, int precision) {
    char buf[64];
    Digits d;
    if (directDigits(value, precision, &d) || (d = shortestDigits(value), roundTo(&d, precision))) {
        if (d.exponent >= -4 && d.exponent < precision) {
            // %g's positional style drops trailing zeros: only the significant decimals.
            const int decimals = std::max(0, d.count - 1 - d.exponent);
            return std::string(buf, writePositional(buf, d, decimals));
        }
        char* p = buf;
        if (d.negative) {
            *p++ = '-';
        }
        *p++ = d.digits[0];
        if (d.count > 1) {
            *p++ = '.';
            p = std::copy(d.digits + 1, d.digits + d.count, p);
        }
        return std::string(buf, writeExponent(p, d.exponent));
    }
    const auto r =
        std::to_chars(buf, buf + sizeof buf, value, std::chars_format::general, precision);
    return std::string(buf, r.ptr);
}

}  // namespace

std::string fmt(double value, int sig) {
    if (!std::isfinite(value)) {
        return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan");
    }
    // printf's %.*e / %.*g. evaluate() formats about a thousand numbers into derivations on
    // every slider tick: rounding the shortest digits (roundTo) costs a fraction of to_chars'
    // exact-precision path, which prints the same and stays the fallback (and prints zero).
    const double mag = std::fabs(value);
    if (mag != 0 && (mag >= 1e15 || mag < 1e-4)) {
        return scientificText(value, sig);
    }
    // %g drops trailing zeros and never switches to exponent below 1e15 with enough precision.
    // Below half of 10^sig, log10 is under sig - 0.3 and the precision is sig: no log10 needed.
    static constexpr double kHalfPowers[] = {0.5,  5.0,  5e1,  5e2,  5e3,  5e4,  5e5,
                                             5e6,  5e7,  5e8,  5e9,  5e10, 5e11, 5e12,
                                             5e13, 5e14, 5e15, 5e16, 5e17};
    if (mag >= 1 && mag < 1e15) {
        // A whole number (cards, layers, batch sizes): precision >= its digit count below, so
        // %g prints its exact digits, no point, no exponent; the integer conversion is exact.
        const auto whole = static_cast<std::int64_t>(value);
        if (static_cast<double>(whole) == value) {
            char buf[24];
            const auto r = std::to_chars(buf, buf + sizeof buf, whole);
            return std::string(buf, r.ptr);
        }
    }
    const bool small = sig >= 0 && sig < 19 && mag < kHalfPowers[sig];
    const int digits_before =
        small || mag < 1 ? 1 : static_cast<int>(std::floor(std::log10(mag))) + 1;
    const int precision = digits_before > sig ? digits_before : sig;
    if (mag == 0) {
        char buf[64];
        const auto r =
            std::to_chars(buf, buf + sizeof buf, value, std::chars_format::general, precision);
        return std::string(buf, r.ptr);
    }
    return generalText(value, precision);
}

std::string fixed(double value, int decimals) {
    if (!std::isfinite(value)) {
        return fmt(value);
    }
    char buf[64];
    if (value != 0 && decimals >= 0 && decimals <= 40) {
        // printf("%.*f"): S rounded at 10^-decimals, i.e. to exponent + 1 + decimals digits
        // (at least one, else the exact path: a value that rounds to 0 or to one unit).
        // Directly: |value| x 10^decimals rounded to a whole number (not 0: the sign of a
        // value that rounds to zero is the exact path's).
        std::uint64_t n = 0;
        if (roundScaled(std::fabs(value), decimals, &n) && n > 0) {
            const Digits d = wholeDigits(n, value < 0, decimals);
            return std::string(buf, writePositional(buf, d, decimals));
        }
        Digits d = shortestDigits(value);
        if (d.exponent < 40 && roundTo(&d, d.exponent + 1 + decimals)) {
            return std::string(buf, writePositional(buf, d, decimals));
        }
    }
    const auto r = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, decimals);
    if (r.ec == std::errc{}) {
        return std::string(buf, r.ptr);
    }
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);  // too long: truncated as before
    return buf;
}

std::string fillPlaceholders(const char* tmpl, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(std::strlen(tmpl) + 16);
    const char* run = tmpl;  // the literal text since the last placeholder
    for (const char* c = tmpl; *c != '\0'; ++c) {
        const bool placeholder = c[0] == '%' && c[1] >= '1' && c[1] <= '9';
        const std::size_t n = placeholder ? static_cast<std::size_t>(c[1] - '1') : 0;
        if (placeholder && n < args.size()) {
            out.append(run, c);
            out += args[n];
            ++c;
            run = c + 1;
        }
    }
    out.append(run);
    return out;
}

Derivation& setTitle(Derivation& d, const char* tmpl, std::vector<std::string> args) {
    d.title = fillPlaceholders(tmpl, args);
    d.title_template = tmpl;
    d.title_args = std::move(args);
    return d;
}

Issue templatedIssue(std::string path, const char* tmpl, std::vector<std::string> args) {
    Issue issue;
    issue.path = std::move(path);
    issue.message = fillPlaceholders(tmpl, args);
    issue.message_template = tmpl;
    issue.args = std::move(args);
    return issue;
}

std::string formatIssue(const Issue& issue) {
    if (issue.path.empty()) {
        return issue.message;
    }
    // The path may come from a mailed file: escape invisible and non-ASCII characters and cut a
    // huge key short, so what is printed is what the file holds and stays one line.
    return printableText(issue.path, 80) + ": " + issue.message;
}

std::string formatIssues(const Issues& issues) {
    std::string out;
    for (const Issue& issue : issues) {
        out += formatIssue(issue);
        out += '\n';
    }
    return out;
}

}  // namespace stepbudget
