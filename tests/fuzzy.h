// Relative-tolerance comparison for doubles (raw QCOMPARE on doubles fails near zero and hides
// how close is close enough). `rel` is relative to the expected value; `abs` guards zero.
#pragma once

#include <QTest>
#include <cmath>
#include <string>

namespace stepbudget::test {

inline bool closeEnough(double actual, double expected, double rel, double abs = 0.0) {
    if (!std::isfinite(actual) || !std::isfinite(expected)) {
        return false;
    }
    return std::fabs(actual - expected) <= std::max(abs, rel * std::fabs(expected));
}

// Printed-precision check: |actual - expected| <= half a unit of the last printed digit.
// printed(52.800, 3) accepts 52.7995 .. 52.8005.
inline bool matchesPrinted(double actual, double expected, int decimals) {
    return std::isfinite(actual) &&
           std::fabs(actual - expected) <= 0.5 * std::pow(10.0, -decimals) + 1e-12;
}

}  // namespace stepbudget::test

#define SB_COMPARE_REL(actual, expected, rel)                                    \
    do {                                                                         \
        const double sb_a = (actual);                                            \
        const double sb_e = (expected);                                          \
        if (!stepbudget::test::closeEnough(sb_a, sb_e, (rel))) {                 \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3 (rel tol %4)") \
                                 .arg(QStringLiteral(#actual))                   \
                                 .arg(sb_a, 0, 'g', 17)                          \
                                 .arg(sb_e, 0, 'g', 17)                          \
                                 .arg(double(rel))));                            \
        }                                                                        \
    } while (false)

// Compares to a number as the book prints it, to its printed decimals.
#define SB_COMPARE_PRINTED(actual, expected, decimals)                               \
    do {                                                                             \
        const double sb_a = (actual);                                                \
        const double sb_e = (expected);                                              \
        if (!stepbudget::test::matchesPrinted(sb_a, sb_e, (decimals))) {             \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, book prints %3 (%4 decimals)") \
                                 .arg(QStringLiteral(#actual))                       \
                                 .arg(sb_a, 0, 'g', 17)                              \
                                 .arg(sb_e, 0, 'g', 17)                              \
                                 .arg(int(decimals))));                              \
        }                                                                            \
    } while (false)
