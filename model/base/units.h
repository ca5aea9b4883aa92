// Unit constants. The book mixes decimal GB (storage, links) and binary GiB/MiB (memory, tensors)
// on purpose; its numbers only reproduce when the model keeps the same mix (worked-examples,
// Units).
#pragma once

namespace stepbudget::units {

inline constexpr double kKiB = 1024.0;
inline constexpr double kMiB = 1024.0 * 1024.0;
inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kGB = 1e9;
inline constexpr double kTB = 1e12;
inline constexpr double kTera = 1e12;
inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kSecondsPerDay = 86400.0;

static_assert(kGiB > kGB, "a GiB is 7.4 % larger than a GB");

}  // namespace stepbudget::units
