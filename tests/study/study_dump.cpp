// Prints every walkthrough and practice problem (fixed seeds) in both languages, with the checked
// feedback for a few answers, so a content change can be reviewed as a text diff:
//   build/tests/study_dump > before.txt; (edit study/content/...); build/tests/study_dump | diff
//   before.txt -
#include <cstdio>
#include <iostream>
#include <string>

#include "study/study.h"
#include "study/study_content.h"

using namespace stepbudget;

namespace {

std::string num(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

void derivation(const std::string& indent, const Derivation& d) {
    std::cout << indent << "derivation " << d.id << " | " << d.title << " | " << d.formula << " | "
              << d.substituted << " | " << num(d.value) << " " << d.unit << "\n";
}

void solution(const std::vector<SolutionStep>& steps) {
    for (const SolutionStep& s : steps) {
        std::cout << "    step en: " << s.text_en << "\n    step zh: " << s.text_zh << "\n";
        if (s.derivation) {
            derivation("      ", *s.derivation);
        }
    }
}

void check(const PracticeCheck& c) {
    std::cout << "    answered " << c.answered << " correct " << c.correct << " user "
              << num(c.user_value) << " rel " << num(c.relative_error) << " unit " << c.unit
              << "\n    feedback en: " << c.feedback_en << "\n    feedback zh: " << c.feedback_zh
              << "\n    hint en: " << c.hint_en << "\n    hint zh: " << c.hint_zh << "\n";
}

void problem(const PracticeProblem& p) {
    std::cout << "  problem " << p.generator_id << " walkthrough " << p.walkthrough_id << " seed "
              << p.seed << " scenario " << p.scenario.name << "\n";
    std::cout << "    question en: " << p.question_en << "\n    question zh: " << p.question_zh
              << "\n";
    for (const PracticeGiven& g : p.givens) {
        std::cout << "    given " << g.label_en << " | " << g.label_zh << " | " << g.value_text
                  << "\n";
    }
    std::cout << "    unit " << p.unit << " integer " << p.integer_answer << " expected "
              << num(p.expected) << " rel " << num(p.rel_tolerance) << " abs "
              << num(p.abs_tolerance) << "\n    tolerance en: " << p.tolerance_en
              << "\n    tolerance zh: " << p.tolerance_zh << "\n";
    solution(p.solution);
    for (const Issue& i : p.issues) {
        std::cout << "    issue " << i.path << ": " << i.message << "\n";
    }
    const double gib_per_gb = 1024.0 * 1024.0 * 1024.0 / 1e9;
    for (double factor : {1.0, 1.5, gib_per_gb, 1.0 / gib_per_gb, 0.01, 100.0, 1.0 / 60.0, 10.0,
                          1.41421356, 0.001}) {
        check(checkAnswer(p, p.expected * factor));
    }
    check(checkAnswer(p, p.expected - 1));
    for (const char* typed : {"", "abc", "1,23", "5 parsecs", "5 s", "5 GiB", "5 张", "3.8%"}) {
        check(checkTypedAnswer(p, typed));
    }
}

// Loads `folder` like the embedded content and checks it against the presets; 1 on any issue.
int check(const std::string& folder, const std::string& presets) {
    Issues issues;
    const std::vector<ContentFile> files = study::readContentFolder(folder, issues);
    const study::Content content = study::loadContent(files);
    issues.insert(issues.end(), content.issues.begin(), content.issues.end());
    const Issues model = study::checkContent(content, presetFolderReader(presets));
    issues.insert(issues.end(), model.begin(), model.end());
    for (const Issue& issue : issues) {
        std::cout << issue.path << ": " << issue.message << "\n";
    }
    std::cout << files.size() << " files, " << content.walkthroughs.size() << " walkthroughs, "
              << content.practice.size() << " practice texts, " << issues.size() << " issues\n";
    return issues.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 3 && std::string(argv[1]) == "--check") {
        return check(argv[2], argc >= 4 ? argv[3] : std::string(argv[2]) + "/../../presets");
    }
    if (argc > 1) {
        std::cerr << "usage: study_dump [--check <content folder> [<presets folder>]]\n";
        return 2;
    }
    for (const Walkthrough& w : walkthroughs()) {
        std::cout << "walkthrough " << w.id << " kind " << toString(w.kind) << " number "
                  << w.number << " source " << w.source << " preset " << w.preset << " view "
                  << toString(w.view) << "\n";
        std::cout << "  title en: " << w.title_en << "\n  title zh: " << w.title_zh << "\n";
        std::cout << "  question en: " << w.question_en << "\n  question zh: " << w.question_zh
                  << "\n";
        for (const auto& [k, v] : w.overrides) {
            std::cout << "  override " << k << " = " << v << "\n";
        }
        int n = 0;
        for (const WalkthroughStep& s : w.steps) {
            std::cout << "  step " << ++n << " derivation " << s.derivation_id << " pending "
                      << s.derivation_pending << "\n    en: " << s.text_en
                      << "\n    zh: " << s.text_zh << "\n";
            for (const auto& [k, v] : s.what_if) {
                std::cout << "    what-if " << k << " = " << v << "\n";
            }
            if (s.quoted) {
                std::cout << "    quotes " << num(s.quoted->value) << " decimals "
                          << s.quoted->decimals << " scale " << num(s.quoted->unit_scale)
                          << " unit " << s.quoted->unit << "\n";
            }
        }
        std::cout << "  takeaway en: " << w.takeaway_en << "\n  takeaway zh: " << w.takeaway_zh
                  << "\n";
        for (const std::string& id : w.practice) {
            std::cout << "  practice " << id << "\n";
        }
        for (std::uint64_t seed = 0; seed < 3; ++seed) {
            problem(drawPractice(w, seed));
        }
    }
    for (const PracticeGenerator& g : practiceGenerators()) {
        std::cout << "generator " << g.id << " | " << g.title_en << " | " << g.title_zh << " | "
                  << g.unit << " | " << g.integer_answer << "\n";
        for (std::uint64_t seed :
             {0ULL, 1ULL, 2ULL, 3ULL, 5ULL, 7ULL, 42ULL, 1234ULL, 0xDEADBEEFULL, ~0ULL}) {
            problem(drawPractice(g.id, seed));
        }
    }
    problem(drawPractice("no.such.generator", 1));
    for (const char* typed : {"≈ 965", "１，０２４", "4096 MiB", "1,2345", "e5", "16 min"}) {
        const ParsedNumber n = parseUserNumber(typed, "GiB");
        std::cout << "parse " << typed << " ok " << n.ok << " " << num(n.value) << " | "
                  << n.error_en << " | " << n.error_zh << "\n";
    }
}
