// Untrusted text in messages and limits: presets are mailed around, so a key or value may hold
// zero-width or look-alike characters, invalid UTF-8 or a megabyte of anything. Messages show
// such text escaped and cut short; text limits count characters (code points), not bytes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace stepbudget {

// True when `text` is well-formed UTF-8 (no overlong forms, no surrogates, at most U+10FFFF).
bool isValidUtf8(std::string_view text);
// Code points in well-formed UTF-8 (each byte that does not continue a sequence counts one).
std::size_t utf8Length(std::string_view text);
// Printable ASCII kept; anything else escaped as \u{200B} (a code point) or \xFF (a byte that is
// not UTF-8), so "cluster.c\u{0430}rds" shows the Cyrillic a. Cut after `max_chars` characters
// of input with "…(N bytes)" appended, so a megabyte key prints as one short line.
std::string printableText(std::string_view text, std::size_t max_chars = 64);
// Text from a preset (name, description) as it may reach a terminal: every character kept but
// control characters (ESC of an ANSI sequence, CR, BEL, C1 controls; line feed and tab stay),
// which are escaped as \u{001B}, and bytes that are not UTF-8, escaped as \xFF.
std::string terminalSafeText(std::string_view text);
// printableText in double quotes, at most 24 characters: how a message quotes a value it got.
std::string quotedValue(std::string_view text);
// Edit distance in code points (insertions, deletions, substitutions; 1 each).
std::size_t editDistance(std::string_view a, std::string_view b);
// The candidate nearest to `wrong` when it is close enough to be a typo (distance at most 2,
// or a third of the length for long keys), else "".
std::string nearestOf(std::string_view wrong, const std::vector<std::string>& candidates);

}  // namespace stepbudget
