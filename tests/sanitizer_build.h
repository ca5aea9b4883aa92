// Whether this test runs in the sanitizer build (ASan + UBSan + fuzzer coverage, scripts/sanitize):
// about 20x slower and with ASan's shadow memory and quarantine in every RSS. GCC says
// __SANITIZE_ADDRESS__, clang __has_feature(address_sanitizer).
#pragma once

namespace stepbudget::test {

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STEPBUDGET_TEST_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(STEPBUDGET_TEST_ASAN)
inline constexpr bool kSanitizerBuild = true;
#else
inline constexpr bool kSanitizerBuild = false;
#endif

}  // namespace stepbudget::test
