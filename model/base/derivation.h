// Derivation: a published number with the formula that produced it, the same formula with
// today's values substituted, the value and its unit. The GUI's teaching mode and the CLI's
// Markdown report both print these; ids are stable, titles are English and translated by the app:
// the app looks up titleSource() in the "Derivation" context and fills in title_args.
#pragma once

#include <string>
#include <vector>

#include "model/base/literal_text.h"

namespace stepbudget {

// id, title, formula and title_template are literals nearly everywhere: LiteralText keeps a
// literal's pointer instead of a heap copy (model/base/literal_text.h).
struct Derivation {
    LiteralText id;           // stable, e.g. "plan.finish_days"
    LiteralText title;        // English; the app translates by id
    LiteralText formula;      // symbolic, e.g. "T0 + S * t_s * (1 + L) / 86400"
    std::string substituted;  // the same with values, e.g. "5 + 31790 * 52.800 * ..."
    double value = 0;
    std::string unit;  // "s", "days", "GiB", "" for ratios
    // A title with a varying part ("Gate weight [12288, 4096]") keeps its translatable template
    // ("Gate weight %1") and the arguments; empty when `title` itself is the source.
    LiteralText title_template{};
    std::vector<std::string> title_args{};
    // A verdict's answer in words ("fits", "compute decides"; evaluate/verdicts.h), translated by
    // the app in the "Derivation" context; empty for an ordinary number.
    std::string verdict{};
};

// The string a translator translates: the template when there is one, else the title.
inline const LiteralText& titleSource(const Derivation& d) {
    return d.title_template.empty() ? d.title : d.title_template;
}

// Sets d's title to `tmpl` with %1, %2, ... replaced by `args` (the English the CLI prints) and
// keeps both for the app. Mark `tmpl` with QT_TRANSLATE_NOOP("Derivation", ...).
Derivation& setTitle(Derivation& d, const char* tmpl, std::vector<std::string> args);

using Derivations = std::vector<Derivation>;

// Number formatting for substituted formulas: `sig` significant digits, no exponent for
// ordinary magnitudes, grouping left off so the text stays copy-pasteable into a calculator.
std::string fmt(double value, int sig = 5);
// Fixed decimals, e.g. fixed(52.8, 3) == "52.800".
std::string fixed(double value, int decimals);

}  // namespace stepbudget
