// Study mode: the chapter's interview questions (常见面试问法) and self-test exercises (自测) as
// step-by-step walkthroughs on a preset, and practice problems with fresh numbers whose answers
// come from evaluate(), so the study panel can never teach a number the explorer contradicts.
// Texts are English and Chinese side by side (the chapter is Chinese), so the panel needs no
// translation files: it shows the *_zh or *_en field for the current language. The texts are
// data files in study/content/ (docs/study.md), embedded at build time and loaded by
// study/study_content.h; this file is the API the panel uses.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/issue.h"
#include "model/base/scenario.h"
#include "model/evaluate/results.h"

namespace stepbudget {

// ---------------------------------------------------------------------------------------------
// Walkthroughs

// The explorer view that answers a walkthrough; toString gives the stable names "memory",
// "checkpoint", "amdahl", "plan", "pipeline", "stragglers", "rl".
enum class StudyView { Memory, Checkpoint, Amdahl, Plan, Pipeline, Stragglers, Rl };
// Where the question comes from: "interview" (常见面试问法), "self-test" (自测), "worked-example"
// (a worked example of the chapter's body that the questions lean on).
enum class WalkthroughKind { Interview, SelfTest, WorkedExample };

const char* toString(StudyView view);
const char* toString(WalkthroughKind kind);

// Preset keys and the text typed for them, applied in order with setFromText.
using KeyOverrides = std::vector<std::pair<std::string, std::string>>;

// A number a step's text quotes, as printed there. Tests check that the step's derivation
// reproduces it, so the prose cannot drift from the model; the panel may show it beside the value.
struct QuotedFigure {
    double value = 0;       // as printed, in `unit`
    int decimals = 0;       // printed decimals; -1 for "about 3,150" (tens)
    double unit_scale = 1;  // derivation value / unit_scale is in `unit` (1e9 GB, 2^30 GiB, 0.01 %)
    std::string unit;       // "GB", "GiB", "s", "%", "days", "cards", ""
};

struct WalkthroughStep {
    std::string text_en;  // the reasoning of this step, in the chapter's spirit
    std::string text_zh;
    std::string derivation_id;  // "" = text only; else shown with formula and substituted values
    // True for an id the model does not compute yet (content may run ahead of the model):
    // stepDerivation() returns nullptr and the panel shows the text alone. Tests require every
    // other id to exist. No step is pending today.
    bool derivation_pending = false;
    // Keys changed for this step only, on top of the walkthrough's scenario (not cumulative):
    // "double the cards" is {"cluster.cards", "16"}. The derivation is read from that scenario.
    KeyOverrides what_if;
    std::optional<QuotedFigure> quoted;
};

struct Walkthrough {
    std::string id;  // stable, e.g. "interview.zero-stages"
    WalkthroughKind kind = WalkthroughKind::Interview;
    int number = 0;        // 1-based position within its kind in the chapter (Q1..Q8, 自测 1..5)
    std::string source;    // chapter section(s) it draws on, e.g. "§2.1; 常见面试问法 Q2"
    std::string title_en;  // short, for a list
    std::string title_zh;
    std::string question_en;  // the question as asked
    std::string question_zh;  // the chapter's own wording
    std::string takeaway_en;  // the one-paragraph answer to remember, shown after the last step
    std::string takeaway_zh;
    std::string preset;      // file name in presets/, e.g. "book-design-48.json"
    KeyOverrides overrides;  // applied to the preset before the first step
    StudyView view = StudyView::Plan;
    std::vector<WalkthroughStep> steps;  // revealed one at a time, in order
    std::vector<std::string> practice;   // practice generator ids; empty = no numeric answer
};

// Every walkthrough (study/content/walkthroughs/*.json): the 8 interview questions, the 5
// self-test exercises, then worked examples. A file with issues is left out (tst_study_content).
const std::vector<Walkthrough>& walkthroughs();
const Walkthrough* findWalkthrough(std::string_view id);

// Returns a preset file's JSON text, or nullopt when there is no such file. The GUI reads Qt
// resources (":/presets/<name>"), the tests and the CLI a folder; see presetFolderReader.
using PresetReader = std::function<std::optional<std::string>(const std::string& file_name)>;
PresetReader presetFolderReader(std::string folder);

// A scenario with what went wrong; nothing here throws. When !ok() the scenario is unusable.
struct StudyScenario {
    Scenario scenario;
    Issues issues;
    bool ok() const { return issues.empty(); }
};

// The walkthrough's preset with its overrides applied and the result validated.
StudyScenario scenarioFor(const Walkthrough& walkthrough, const PresetReader& read_preset);
// `base` with `overrides` applied (unknown keys and bad values become issues) and validated.
StudyScenario applyOverrides(const Scenario& base, const KeyOverrides& overrides);
// The scenario a step is shown on: the walkthrough's scenario plus the step's what_if.
StudyScenario stepScenario(const Scenario& walkthrough_scenario, const WalkthroughStep& step);
// The step's derivation in `results` (evaluated on stepScenario), or nullptr when the step is
// text only or the id is not computed (yet): the panel then shows the text alone.
const Derivation* stepDerivation(const WalkthroughStep& step, const Results& results);
// The pointer points into `results`: keep them alive (stepDerivation(step, evaluate(s)) dangles).
const Derivation* stepDerivation(const WalkthroughStep& step, Results&& results) = delete;

// ---------------------------------------------------------------------------------------------
// Practice

struct PracticeGenerator {
    std::string id;  // stable, e.g. "checkpoint.optimal_interval"
    std::string title_en;
    std::string title_zh;
    std::string unit;  // the unit answers are asked in: "GB", "GiB", "s", "%", "days", ...
    bool integer_answer = false;  // a count (cards): only the exact whole number is correct
};

const std::vector<PracticeGenerator>& practiceGenerators();
const PracticeGenerator* findPracticeGenerator(std::string_view id);
// The generators a walkthrough offers, in its order (unknown ids are skipped).
std::vector<const PracticeGenerator*> practiceGeneratorsFor(const Walkthrough& walkthrough);

// One number the question gives, for a "given" table beside the question text.
struct PracticeGiven {
    std::string label_en;
    std::string label_zh;
    std::string value_text;  // with its unit, exactly as the question text writes it
};

// One step of a worked solution: text, and the model's derivation when there is one.
struct SolutionStep {
    std::string text_en;
    std::string text_zh;
    std::optional<Derivation> derivation;  // from the problem's evaluated Results
};

struct PracticeProblem {
    std::string generator_id;
    std::string walkthrough_id;  // "" when drawn by generator id
    std::uint64_t seed = 0;
    Scenario scenario;  // the drawn inputs; the panel can open it in the explorer
    std::string question_en;
    std::string question_zh;
    std::vector<PracticeGiven> givens;
    std::string unit;  // unit of `expected` and of the answer
    bool integer_answer = false;
    double expected = 0;       // the model's answer in `unit`
    double rel_tolerance = 0;  // |answer - expected| <= max(rel |expected|, abs) is correct
    double abs_tolerance = 0;
    std::string tolerance_en;  // "within 2 %", "the exact whole number"
    std::string tolerance_zh;
    std::vector<SolutionStep> solution;
    Issues issues;  // non-empty: drawing failed and nothing above is meaningful
    bool ok() const { return issues.empty(); }
};

// Draws a problem for one of the walkthrough's generators, practice[seed % size], with fresh
// inputs, so "next problem" = seed + 1 cycles through them. Deterministic: the same seed gives the
// same problem on every platform. A walkthrough without practice gives a problem with an issue.
PracticeProblem drawPractice(const Walkthrough& walkthrough, std::uint64_t seed);
PracticeProblem drawPractice(std::string_view generator_id, std::uint64_t seed);

struct PracticeCheck {
    bool answered = false;  // a number in a compatible unit was given
    bool correct = false;
    double user_value = 0;  // in the problem's unit
    double expected = 0;
    double relative_error = 0;  // (user - expected) / |expected|
    std::string unit;
    std::string feedback_en;  // verdict with both numbers and the tolerance
    std::string feedback_zh;
    std::string hint_en;  // a likely slip when one fits (GB vs GiB, % vs fraction, 10x), else ""
    std::string hint_zh;
    std::vector<SolutionStep> solution;  // the worked solution, to show after answering
};

PracticeCheck checkAnswer(const PracticeProblem& problem, double user_value);
// The same for text as typed ("3.8 GiB", "965", "1,024", "3.82%"), parsed by parseUserNumber.
PracticeCheck checkTypedAnswer(const PracticeProblem& problem, std::string_view typed);

struct ParsedNumber {
    bool ok = false;
    double value = 0;  // in the asked unit
    std::string error_en;
    std::string error_zh;
};

// Lenient number entry: thousands separators ("1,024"), full-width digits and punctuation, a
// leading "≈"/"~"/"约", and an optional unit converted to `asked_unit` ("4096 MiB" asked in GiB
// is 4; "16 min" asked in s is 960; "3.82%" asked in % is 3.82). A bare number is taken in the
// asked unit. Independent of the C locale (the GUI runs under the user's locale).
ParsedNumber parseUserNumber(std::string_view text, std::string_view asked_unit = {});

// ---------------------------------------------------------------------------------------------
// Deterministic draws

// splitmix64 (Steele, Lea, Flood 2014): tiny, and unlike std::uniform_*_distribution it gives the
// same sequence with every standard library.
constexpr std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t firstSplitMix64(std::uint64_t seed) {
    return splitMix64(seed);
}
static_assert(firstSplitMix64(0) == 0xE220A8397B1DCDAFULL, "splitmix64 reference output");

}  // namespace stepbudget
