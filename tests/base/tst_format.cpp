// fmt() and fixed() (model/base/format.cpp) print exactly what printf's %.*e / %.*g / %.*f
// print. They round the shortest round-trip digits instead of the binary value, which is only
// right when no rounding midpoint falls between the two; these rows hold them to the exact
// path (std::to_chars with a precision, what fmt() called before) on values built to sit on
// and beside those midpoints, on random bit patterns and on the numbers derivations print.
#include <QTest>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>

#include "model/base/derivation.h"

using namespace stepbudget;

namespace {

// The reference: fmt() as it was, std::to_chars with an explicit precision (printf-exact).
std::string exactFmt(double value, int sig) {
    if (!std::isfinite(value)) {
        return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan");
    }
    char buf[128];
    const double mag = std::fabs(value);
    if (mag != 0 && (mag >= 1e15 || mag < 1e-4)) {
        const auto r =
            std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific, sig - 1);
        return std::string(buf, r.ptr);
    }
    const int digits_before = mag >= 1 ? static_cast<int>(std::floor(std::log10(mag))) + 1 : 1;
    const int precision = digits_before > sig ? digits_before : sig;
    const auto r =
        std::to_chars(buf, buf + sizeof buf, value, std::chars_format::general, precision);
    return std::string(buf, r.ptr);
}

std::string exactFixed(double value, int decimals) {
    if (!std::isfinite(value)) {
        return exactFmt(value, 5);
    }
    char buf[512];
    const auto r = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, decimals);
    return std::string(buf, r.ptr);
}

// Counts the values checked and reports the first that differs.
struct Checker {
    long checked = 0;
    std::string first_failure;
    void check(double v) {
        for (int sig = 1; sig <= 17; ++sig) {
            compare("fmt", v, sig, fmt(v, sig), exactFmt(v, sig));
        }
        if (std::fabs(v) < 1e22) {
            for (int decimals = 0; decimals <= 12; ++decimals) {
                compare("fixed", v, decimals, fixed(v, decimals), exactFixed(v, decimals));
            }
        }
    }
    void compare(const char* what, double v, int digits, const std::string& got,
                 const std::string& want) {
        ++checked;
        if (got != want && first_failure.empty()) {
            char bits[64];
            std::snprintf(bits, sizeof bits, "%.17g", v);
            first_failure = std::string(what) + "(" + bits + ", " + std::to_string(digits) +
                            ") = " + got + ", printf: " + want;
        }
    }
    void checkAround(double v) {
        check(v);
        check(-v);
        check(std::nextafter(v, 0.0));
        check(std::nextafter(v, INFINITY));
    }
};

}  // namespace

class TestFormat : public QObject {
    Q_OBJECT

private slots:
    void knownTexts_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("sig");
        QTest::addColumn<QString>("text");
        QTest::newRow("design-case step") << 52.8 << 5 << "52.8";
        QTest::newRow("cards") << 48000.0 << 5 << "48000";
        QTest::newRow("rounded up to a power of ten") << 99999.7 << 5 << "1e+05";
        QTest::newRow("flops") << 1.2345678e21 << 5 << "1.2346e+21";
        QTest::newRow("flops one digit") << 3e21 << 1 << "3e+21";
        QTest::newRow("small") << 0.000123456 << 3 << "0.000123";
        QTest::newRow("tiny") << 1.5e-7 << 4 << "1.500e-07";
        QTest::newRow("tie goes to the binary value") << 0.125 << 2 << "0.12";
        QTest::newRow("exact tie, up to even") << 0.375 << 2 << "0.38";
        QTest::newRow("exact tie of a whole number") << 12345.5 << 5 << "12346";
        QTest::newRow("exact tie of a whole number, down") << 12344.5 << 5 << "12344";
        QTest::newRow("negative") << -2.71828 << 3 << "-2.72";
        QTest::newRow("zero") << 0.0 << 5 << "0";
        QTest::newRow("negative zero") << -0.0 << 5 << "-0";
        QTest::newRow("twelve digits") << 175000000000.0 << 12 << "175000000000";
    }
    void knownTexts() {
        QFETCH(double, value);
        QFETCH(int, sig);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(fmt(value, sig)), text);
        QCOMPARE(fmt(value, sig), exactFmt(value, sig));
    }

    void fixedTexts_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("text");
        QTest::newRow("book step") << 52.8 << 3 << "52.800";
        QTest::newRow("book days") << 24.63749 << 3 << "24.637";
        QTest::newRow("carry") << 9.9996 << 3 << "10.000";
        QTest::newRow("rounds to zero") << 0.0004 << 3 << "0.000";
        QTest::newRow("rounds to one unit") << 0.0006 << 3 << "0.001";
        QTest::newRow("negative rounds to zero") << -0.0004 << 3 << "-0.000";
        QTest::newRow("no decimals") << 2.5 << 0 << "2";
        QTest::newRow("exact tie rounds to even, up") << 3.5 << 0 << "4";
        QTest::newRow("exact tie in the decimals") << 0.375 << 2 << "0.38";
        QTest::newRow("exact tie in the decimals, down") << 0.125 << 2 << "0.12";
        QTest::newRow("large") << 123456789.125 << 2 << "123456789.12";
    }
    void fixedTexts() {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(fixed(value, decimals)), text);
    }

    // Decimal numbers of 1-17 digits with a 5 (a midpoint of the digits before it) and without,
    // and their neighbouring doubles: the cases where shortest digits and exact rounding could
    // part.
    void midpointsAndNeighbours() {
        Checker c;
        std::mt19937_64 rng(20261201);
        for (int i = 0; i < 6000; ++i) {
            const int digits = 1 + static_cast<int>(rng() % 16);
            std::string text;
            for (int k = 0; k < digits; ++k) {
                text += static_cast<char>('0' + (k == 0 ? 1 + rng() % 9 : rng() % 10));
            }
            if (rng() % 2 == 0) {
                text += '5';
            }
            const int exponent = static_cast<int>(rng() % 44) - 22;
            const std::string literal =
                text.substr(0, 1) + "." + text.substr(1) + "e" + std::to_string(exponent);
            c.checkAround(std::strtod(literal.c_str(), nullptr));
        }
        QVERIFY2(c.first_failure.empty(), c.first_failure.c_str());
        QVERIFY(c.checked > 100000);
    }

    void randomBitPatterns() {
        Checker c;
        std::mt19937_64 rng(7);
        for (int i = 0; i < 20000; ++i) {
            const std::uint64_t bits = rng();
            double v = 0;
            std::memcpy(&v, &bits, sizeof v);
            if (std::isfinite(v)) {
                c.check(v);
            }
        }
        // Magnitudes derivations print (1e-6 .. 1e22), uniform in log.
        std::uniform_real_distribution<double> log_mag(-6.0, 22.0);
        for (int i = 0; i < 20000; ++i) {
            c.check(std::pow(10.0, log_mag(rng)));
        }
        QVERIFY2(c.first_failure.empty(), c.first_failure.c_str());
    }

    void integersAndPowers() {
        Checker c;
        for (int e = -30; e <= 30; ++e) {
            c.checkAround(std::pow(10.0, e));
            c.checkAround(5 * std::pow(10.0, e));
            c.checkAround(9.5 * std::pow(10.0, e));
        }
        for (double v = 1; v < 5000; v += 1) {
            c.check(v);
        }
        for (int i = 1; i <= 64; ++i) {
            c.checkAround(std::ldexp(1.0, i));
            c.checkAround(std::ldexp(1.0, -i));
        }
        QVERIFY2(c.first_failure.empty(), c.first_failure.c_str());
    }
};

QTEST_APPLESS_MAIN(TestFormat)
#include "tst_format.moc"
