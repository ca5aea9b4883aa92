#include "study/study.h"

#include <cmath>
#include <fstream>
#include <iterator>
#include <locale>
#include <sstream>

#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/io/scenario_json.h"
#include "study/study_content.h"
#include "study/study_format.h"

namespace stepbudget {

const char* toString(StudyView view) {
    switch (view) {
        case StudyView::Memory:
            return "memory";
        case StudyView::Checkpoint:
            return "checkpoint";
        case StudyView::Amdahl:
            return "amdahl";
        case StudyView::Plan:
            return "plan";
        case StudyView::Pipeline:
            return "pipeline";
        case StudyView::Stragglers:
            return "stragglers";
        case StudyView::Rl:
            return "rl";
    }
    return "plan";
}

const char* toString(WalkthroughKind kind) {
    switch (kind) {
        case WalkthroughKind::Interview:
            return "interview";
        case WalkthroughKind::SelfTest:
            return "self-test";
        case WalkthroughKind::WorkedExample:
            return "worked-example";
    }
    return "interview";
}

const std::vector<Walkthrough>& walkthroughs() {
    return study::content().walkthroughs;
}

const Walkthrough* findWalkthrough(std::string_view id) {
    for (const Walkthrough& w : walkthroughs()) {
        if (w.id == id) {
            return &w;
        }
    }
    return nullptr;
}

PresetReader presetFolderReader(std::string folder) {
    return
        [folder = std::move(folder)](const std::string& file_name) -> std::optional<std::string> {
            std::ifstream in(folder + "/" + file_name, std::ios::binary);
            if (!in) {
                return std::nullopt;
            }
            // One byte past the limit is enough for scenarioFromJson to report the file as too
            // large.
            std::string text(kMaxPresetBytes + 1, '\0');
            in.read(text.data(), static_cast<std::streamsize>(text.size()));
            text.resize(static_cast<std::size_t>(in.gcount()));
            return text;
        };
}

namespace {

// setFromText parses numbers with strtod, which follows LC_NUMERIC, and Qt applications run under
// the user's locale (QCoreApplication calls setlocale on Unix): in de_DE "0.3" stops at the dot.
// Overrides are written in C notation, so numbers are parsed here with the classic locale and
// then checked and stored exactly as setFromText would.
std::optional<Issue> setOverride(Scenario& scenario, const ParamSpec& spec,
                                 const std::string& text) {
    if (spec.type != ParamType::Real && spec.type != ParamType::Integer) {
        return setFromText(scenario, spec, text);
    }
    double value = 0;
    std::istringstream in(text);
    in.imbue(std::locale::classic());
    in >> value;
    if (text.empty() || in.fail() || !in.eof()) {
        return Issue{spec.path, "\"" + text + "\" is not a number, allowed " + describeRange(spec)};
    }
    if (auto issue = checkNumber(spec, value)) {
        return issue;
    }
    spec.set_number(scenario, value);
    return std::nullopt;
}

}  // namespace

StudyScenario applyOverrides(const Scenario& base, const KeyOverrides& overrides) {
    StudyScenario out;
    out.scenario = base;
    for (const auto& [key, text] : overrides) {
        const ParamSpec* spec = findParam(key);
        if (spec == nullptr) {
            out.issues.push_back({key, "is not a preset key"});
            continue;
        }
        if (auto issue = setOverride(out.scenario, *spec, text)) {
            out.issues.push_back(*issue);
        }
    }
    if (out.ok()) {
        out.issues = validate(out.scenario);
    }
    return out;
}

StudyScenario scenarioFor(const Walkthrough& walkthrough, const PresetReader& read_preset) {
    StudyScenario out;
    std::optional<std::string> text;
    if (read_preset) {
        text = read_preset(walkthrough.preset);
    }
    if (!text) {
        out.issues.push_back({"", "cannot read preset " + walkthrough.preset});
        return out;
    }
    LoadResult loaded = scenarioFromJson(*text);
    if (!loaded.ok()) {
        for (Issue& issue : loaded.issues) {
            issue.message = walkthrough.preset + ": " + issue.message;
            out.issues.push_back(std::move(issue));
        }
        return out;
    }
    return applyOverrides(loaded.scenario, walkthrough.overrides);
}

StudyScenario stepScenario(const Scenario& walkthrough_scenario, const WalkthroughStep& step) {
    return applyOverrides(walkthrough_scenario, step.what_if);
}

const Derivation* stepDerivation(const WalkthroughStep& step, const Results& results) {
    if (step.derivation_id.empty()) {
        return nullptr;
    }
    return results.derivation(step.derivation_id);
}

std::vector<const PracticeGenerator*> practiceGeneratorsFor(const Walkthrough& walkthrough) {
    std::vector<const PracticeGenerator*> out;
    for (const std::string& id : walkthrough.practice) {
        if (const PracticeGenerator* g = findPracticeGenerator(id)) {
            out.push_back(g);
        }
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Typed answers

namespace {

using study::Language;
using study::LocalText;

// A shared practice text (study/content/practice.json) with its placeholders filled in. The loader
// checked that each text uses exactly the placeholders its call site sets here.
LocalText say(const LocalText& text, const study::TemplateValues& values = {}) {
    Issues unused;
    return {study::render(text.en, Language::En, values, {}, "", unused),
            study::render(text.zh, Language::Zh, values, {}, "", unused)};
}

const study::PracticeCommon& common() {
    return study::content().common;
}

enum class Dimension { Bytes, Time, Ratio, Cards, Rate };

struct UnitDef {
    const char* name;  // lower case; matched case-insensitively for ASCII
    Dimension dimension;
    double factor;  // in the dimension's base unit (B, s, 1, card, 1/s)
};

// The book's convention: GB/TB decimal, GiB/MiB binary; time as typed in either language.
constexpr UnitDef kUnits[] = {
    {"b", Dimension::Bytes, 1},
    {"byte", Dimension::Bytes, 1},
    {"bytes", Dimension::Bytes, 1},
    {"kb", Dimension::Bytes, 1e3},
    {"mb", Dimension::Bytes, 1e6},
    {"gb", Dimension::Bytes, 1e9},
    {"tb", Dimension::Bytes, 1e12},
    {"kib", Dimension::Bytes, 1024.0},
    {"mib", Dimension::Bytes, 1024.0 * 1024.0},
    {"gib", Dimension::Bytes, 1024.0 * 1024.0 * 1024.0},
    {"tib", Dimension::Bytes, 1024.0 * 1024.0 * 1024.0 * 1024.0},
    {"ms", Dimension::Time, 1e-3},
    {"s", Dimension::Time, 1},
    {"sec", Dimension::Time, 1},
    {"secs", Dimension::Time, 1},
    {"second", Dimension::Time, 1},
    {"seconds", Dimension::Time, 1},
    {"秒", Dimension::Time, 1},
    {"min", Dimension::Time, 60},
    {"mins", Dimension::Time, 60},
    {"minute", Dimension::Time, 60},
    {"minutes", Dimension::Time, 60},
    {"分钟", Dimension::Time, 60},
    {"h", Dimension::Time, 3600},
    {"hr", Dimension::Time, 3600},
    {"hrs", Dimension::Time, 3600},
    {"hour", Dimension::Time, 3600},
    {"hours", Dimension::Time, 3600},
    {"小时", Dimension::Time, 3600},
    {"d", Dimension::Time, 86400},
    {"day", Dimension::Time, 86400},
    {"days", Dimension::Time, 86400},
    {"天", Dimension::Time, 86400},
    {"%", Dimension::Ratio, 0.01},
    {"percent", Dimension::Ratio, 0.01},
    {"card", Dimension::Cards, 1},
    {"cards", Dimension::Cards, 1},
    {"gpu", Dimension::Cards, 1},
    {"gpus", Dimension::Cards, 1},
    {"张", Dimension::Cards, 1},
    {"张卡", Dimension::Cards, 1},
    {"卡", Dimension::Cards, 1},
    {"traj/s", Dimension::Rate, 1},
    {"trajectories/s", Dimension::Rate, 1},
    {"/s", Dimension::Rate, 1},
    {"条/s", Dimension::Rate, 1},
    {"条/秒", Dimension::Rate, 1},
};

std::string lowerAscii(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<char>(c - 'A' + 'a');
        }
    }
    return out;
}

const UnitDef* findUnit(std::string_view name) {
    const std::string key = lowerAscii(name);
    for (const UnitDef& unit : kUnits) {
        if (key == unit.name) {
            return &unit;
        }
    }
    return nullptr;
}

// Full-width digits and punctuation (Chinese input methods), the Unicode minus and exotic spaces
// mapped to ASCII, so the parser below only sees ASCII around the number.
std::string normalise(std::string_view text) {
    static const struct {
        const char* from;
        const char* to;
    } kMap[] = {
        {"\xEF\xBC\x8E", "."}, {"\xEF\xBC\x8C", ","}, {"\xEF\xBC\x85", "%"}, {"\xE2\x88\x92", "-"},
        {"\xEF\xBC\x8D", "-"}, {"\xEF\xBC\x8B", "+"}, {"\xE3\x80\x80", " "}, {"\xC2\xA0", " "},
        {"\xE2\x80\x89", " "}, {"\xE2\x80\xAF", " "}, {"\xEF\xBC\x8F", "/"}, {"\t", " "},
    };
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        // Full-width digits U+FF10..U+FF19 are EF BC 90..99.
        if (i + 2 < text.size() && static_cast<unsigned char>(text[i]) == 0xEF &&
            static_cast<unsigned char>(text[i + 1]) == 0xBC) {
            const unsigned char third = static_cast<unsigned char>(text[i + 2]);
            if (third >= 0x90 && third <= 0x99) {
                out += static_cast<char>('0' + (third - 0x90));
                i += 3;
                continue;
            }
        }
        bool mapped = false;
        for (const auto& m : kMap) {
            const std::string_view from(m.from);
            if (text.substr(i, from.size()) == from) {
                out += m.to;
                i += from.size();
                mapped = true;
                break;
            }
        }
        if (!mapped) {
            out += text[i++];
        }
    }
    return out;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && text.front() == ' ') {
        text.remove_prefix(1);
    }
    while (!text.empty() && text.back() == ' ') {
        text.remove_suffix(1);
    }
    return text;
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

ParsedNumber fail(const LocalText& error) {
    ParsedNumber out;
    out.error_en = error.en;
    out.error_zh = error.zh;
    return out;
}

// "{text}" of a typing error: the answer as typed.
study::TemplateValues typed(std::string_view text) {
    study::TemplateValues values;
    values.set("text", std::string(text));
    return values;
}

}  // namespace

ParsedNumber parseUserNumber(std::string_view text, std::string_view asked_unit) {
    const std::string normal = normalise(text);
    std::string_view rest = trim(normal);
    if (rest.empty()) {
        return fail(say(common().type_a_number));
    }
    // "≈ 965", "~965", "约 965", "= 965": the student marks the answer as approximate.
    static const char* const kPrefixes[] = {
        "\xE2\x89\x88", "~",      "\xEF\xBD\x9E", "\xE7\xBA\xA6", "\xE5\xA4\xA7\xE7\xBA\xA6", "=",
        "about",        "approx."};
    for (bool stripped = true; stripped;) {
        stripped = false;
        for (const char* prefix : kPrefixes) {
            const std::string_view p(prefix);
            if (lowerAscii(rest.substr(0, p.size())) == p) {
                rest = trim(rest.substr(p.size()));
                stripped = true;
            }
        }
    }

    std::string number;  // ASCII digits, sign, '.', exponent; separators removed
    std::size_t i = 0;
    if (i < rest.size() && (rest[i] == '+' || rest[i] == '-')) {
        number += rest[i++];
    }
    // Integer part, with "," "_" or "'" as thousands separators in groups of three.
    std::size_t group_digits = 0;
    bool grouped = false;
    bool bad_group = false;
    std::size_t int_digits = 0;
    while (i < rest.size()) {
        const char c = rest[i];
        if (isDigit(c)) {
            number += c;
            ++group_digits;
            ++int_digits;
            ++i;
        } else if ((c == ',' || c == '_' || c == '\'') && i + 1 < rest.size() &&
                   isDigit(rest[i + 1]) && int_digits > 0) {
            if ((grouped && group_digits != 3) || (!grouped && group_digits > 3)) {
                bad_group = true;
            }
            grouped = true;
            group_digits = 0;
            ++i;
        } else {
            break;
        }
    }
    if (grouped && group_digits != 3) {
        bad_group = true;
    }
    std::size_t frac_digits = 0;
    if (i < rest.size() && rest[i] == '.') {
        number += '.';
        ++i;
        while (i < rest.size() && isDigit(rest[i])) {
            number += rest[i++];
            ++frac_digits;
        }
    }
    if (int_digits + frac_digits == 0) {
        return fail(say(common().not_a_number, typed(text)));
    }
    if (bad_group) {
        return fail(say(common().bad_grouping, typed(text)));
    }
    // An exponent only when digits follow, so "5 e" is not swallowed.
    if (i < rest.size() && (rest[i] == 'e' || rest[i] == 'E')) {
        std::size_t j = i + 1;
        std::string exponent = "e";
        if (j < rest.size() && (rest[j] == '+' || rest[j] == '-')) {
            exponent += rest[j++];
        }
        if (j < rest.size() && isDigit(rest[j])) {
            while (j < rest.size() && isDigit(rest[j])) {
                exponent += rest[j++];
            }
            number += exponent;
            i = j;
        }
    }
    const std::string_view unit_text = trim(rest.substr(i));

    double value = 0;
    std::istringstream in(number);
    in.imbue(std::locale::classic());
    in >> value;
    if (in.fail() || !in.eof() || !std::isfinite(value)) {
        return fail(say(common().unusable, typed(text)));
    }

    ParsedNumber out;
    out.ok = true;
    out.value = value;
    if (unit_text.empty()) {
        return out;  // a bare number is in the asked unit
    }
    const UnitDef* typed_unit = findUnit(unit_text);
    const UnitDef* asked = findUnit(asked_unit);
    if (typed_unit != nullptr && (asked_unit.empty() || asked == nullptr)) {
        return out;  // nothing to convert to: the number as typed
    }
    // {unit} as typed, {asked} the unit the question asks for ("a plain number" for none).
    study::TemplateValues units;
    units.set("unit", std::string(unit_text));
    units.set("asked", asked_unit.empty()
                           ? common().plain_number
                           : LocalText{std::string(asked_unit), std::string(asked_unit)});
    if (typed_unit == nullptr) {
        return fail(say(common().unknown_unit, units));
    }
    if (typed_unit->dimension != asked->dimension) {
        return fail(say(common().wrong_unit, units));
    }
    out.value = value * typed_unit->factor / asked->factor;
    return out;
}

// ---------------------------------------------------------------------------------------------
// Checking

namespace {

bool near(double ratio, double target, double rel) {
    return std::fabs(ratio - target) <= rel * std::fabs(target);
}

std::string valueText(double value, bool integer) {
    return integer ? study::grouped(value, 0) : study::sig(value, 4);
}

void hint(PracticeCheck& c, const LocalText& text) {
    c.hint_en = text.en;
    c.hint_zh = text.zh;
}

// The slips students make most with these numbers; only suggested when the ratio fits closely.
void addHint(const PracticeProblem& p, PracticeCheck& c) {
    if (c.expected == 0 || c.user_value == 0) {
        return;
    }
    const double ratio = c.user_value / c.expected;
    const double gib_per_gb = 1024.0 * 1024.0 * 1024.0 / 1e9;
    if ((p.unit == "GiB" && near(ratio, gib_per_gb, 0.01)) ||
        (p.unit == "GB" && near(ratio, 1.0 / gib_per_gb, 0.01))) {
        study::TemplateValues unit;
        unit.set("unit", p.unit);
        hint(c, say(common().hint_gb_gib, unit));
        return;
    }
    if (p.unit == "%" && (near(ratio, 0.01, 0.02) || near(ratio, 100, 0.02))) {
        hint(c, say(common().hint_fraction_percent));
        return;
    }
    if (p.unit == "s" && near(ratio, 1.0 / 60.0, 0.02)) {
        hint(c, say(common().hint_minutes));
        return;
    }
    if (p.generator_id == "checkpoint.optimal_interval" &&
        (near(ratio, std::sqrt(2.0), 0.01) || near(ratio, 1.0 / std::sqrt(2.0), 0.01))) {
        hint(c, say(common().hint_sqrt2));
        return;
    }
    if (p.integer_answer && c.user_value == c.expected - 1) {
        hint(c, say(common().hint_one_short));
        return;
    }
    for (int k : {-3, -2, -1, 1, 2, 3}) {
        if (near(ratio, std::pow(10.0, k), 0.02)) {
            study::TemplateValues power;
            power.set("k", std::to_string(k));
            hint(c, say(common().hint_power_of_ten, power));
            return;
        }
    }
}

void feedback(PracticeCheck& c, const LocalText& text) {
    c.feedback_en = text.en;
    c.feedback_zh = text.zh;
}

}  // namespace

PracticeCheck checkAnswer(const PracticeProblem& problem, double user_value) {
    PracticeCheck c;
    c.unit = problem.unit;
    c.expected = problem.expected;
    c.user_value = user_value;
    c.solution = problem.solution;
    if (!problem.ok()) {
        study::TemplateValues issues;
        issues.set("issues", formatIssues(problem.issues));
        feedback(c, say(common().not_drawn, issues));
        return c;
    }
    if (!std::isfinite(user_value)) {
        feedback(c, say(common().type_a_number));
        return c;
    }
    c.answered = true;
    const double e = problem.expected;
    c.relative_error = e != 0 ? (user_value - e) / std::fabs(e) : 0.0;
    if (problem.integer_answer) {
        c.correct = user_value == e;
    } else {
        const double allowed =
            std::max(problem.rel_tolerance * std::fabs(e), problem.abs_tolerance);
        c.correct = std::fabs(user_value - e) <= allowed;
    }
    const bool whole = problem.integer_answer && user_value == std::floor(user_value);
    // {yours} and {model} with their unit, {tolerance} as the problem states it.
    study::TemplateValues values;
    values.set("yours", LocalText{valueText(user_value, whole) + study::unitSuffix(c.unit, false),
                                  valueText(user_value, whole) + study::unitSuffix(c.unit, true)});
    values.set("model",
               LocalText{valueText(e, problem.integer_answer) + study::unitSuffix(c.unit, false),
                         valueText(e, problem.integer_answer) + study::unitSuffix(c.unit, true)});
    values.set("tolerance", LocalText{problem.tolerance_en, problem.tolerance_zh});
    if (c.correct) {
        feedback(c, say(common().correct, values));
        return c;
    }
    values.set("off", study::sig(std::fabs(100.0 * c.relative_error), 2));
    feedback(c, say(user_value > e ? common().too_high : common().too_low, values));
    addHint(problem, c);
    return c;
}

PracticeCheck checkTypedAnswer(const PracticeProblem& problem, std::string_view typed) {
    const ParsedNumber parsed = parseUserNumber(typed, problem.unit);
    if (!parsed.ok) {
        PracticeCheck c;
        c.unit = problem.unit;
        c.expected = problem.expected;
        c.solution = problem.solution;
        c.feedback_en = parsed.error_en;
        c.feedback_zh = parsed.error_zh;
        return c;
    }
    return checkAnswer(problem, parsed.value);
}

}  // namespace stepbudget
