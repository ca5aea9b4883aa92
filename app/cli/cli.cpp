#include "app/cli/cli.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <ostream>

#include "app/cli/file_output.h"
#include "app/cli/progress.h"
#include "model/base/params.h"
#include "model/base/quantity_parse.h"
#include "model/base/units.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/efficiency/published_runs.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/input_consequences.h"
#include "model/evaluate/memory_pressure.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/io/hf_config.h"
#include "model/io/published_memory_json.h"
#include "model/io/published_runs_json.h"
#include "model/io/results_json.h"
#include "model/io/scenario_json.h"
#include "model/io/sweep_metrics.h"
#include "model/memory/overheads.h"
#include "model/pipeline/pipeline.h"
#include "model/pipeline/pipeline_ascii.h"
#include "model/search/search.h"
#include "model/search/search_output.h"
#include "model/shape/catalog.h"

namespace stepbudget::cli {
namespace {

constexpr const char* kUsage =
    "usage:\n"
    "  stepbudget-cli eval PRESET.json [--model NAME] [--gpu NAME] [--set section.key=value]...\n"
    "                 [--hf-config config.json] [--format json|md]\n"
    "  stepbudget-cli sweep PRESET.json --vary section.key=LO:HI:N[:log] --metric RESULT.path...\n"
    "                 [--set section.key=value]... [--format csv|json]\n"
    "  stepbudget-cli schedule PRESET.json [--schedule NAME] [--set section.key=value]...\n"
    "                 [--format json|ascii] [--ms-per-char MS]   # one schedule's op timeline\n"
    "  stepbudget-cli search PRESET.json [--cards LO:HI] [--set section.key=value]... [--top K]\n"
    "                 [--tp-beyond-host] [--explain] [--format json|csv|md]\n"
    "                 # the Pareto front of layouts (docs/search.md); --explain lists every\n"
    "                 # other layout with its reason\n"
    "  stepbudget-cli validate PRESET.json [--model NAME] [--gpu NAME] [--hf-config FILE] [--set "
    "...]\n"
    "  --hf-config FILE: the model section from a Hugging Face config.json (Llama, Mistral,\n"
    "                 Mixtral, Qwen2/3, DeepSeek-V2/V3, GPT-NeoX); PRESET.json may then be left\n"
    "                 out (the book's design case supplies the rest)\n"
    "  stepbudget-cli validate-model [--data FILE] [--write FILE.md] [--fit] [--cross-validate]\n"
    "                 [--memory-data FILE] [--memory-fit] [--gemm-tile-overhead K]\n"
    "                 # the per-operation time model vs published runs (docs/validation.md);\n"
    "                 # --cross-validate: each source predicted by constants fitted without it;\n"
    "                 # the memory peak vs published measured peaks and OOM outcomes\n"
    "                 # (--memory-data, default data/published_memory.json when present);\n"
    "                 # --memory-fit: the fitted fragmentation fraction;\n"
    "                 # --gemm-tile-overhead K: --fit and --cross-validate with a GEMM tile\n"
    "                 # overhead of K reduction steps (0-4096) instead of the shipped one\n"
    "  stepbudget-cli catalog                   # the GPU and model presets (--model, --gpu)\n"
    "  stepbudget-cli keys [--format tsv|md]    # every preset key with its range and unit\n"
    "  stepbudget-cli results [--format tsv|md] # the documented result fields\n"
    "  stepbudget-cli defaults                  # the default scenario as a complete preset\n"
    "exit codes: 0 ok, 2 invalid input (the message names the key path), 1 internal error\n";

struct Options {
    std::string command;
    std::string preset;
    std::vector<std::string> sets;
    std::string format;
    std::string vary;
    std::vector<std::string> metrics;
    std::string ms_per_char;  // schedule --format ascii: chart scale, empty = automatic
    std::string model;        // catalog entries applied before --set
    std::string gpu;
    std::string data;          // validate-model: published runs, default data/published_runs.json
    std::string write;         // validate-model: Markdown report path
    bool write_given = false;  // --write '' is an error, not "no report"
    bool fit = false;          // validate-model: print the best-fitting matmul fraction
    bool cross_validate = false;     // validate-model: leave-one-source-out errors
    std::string memory_data;         // validate-model: measured peaks, data/published_memory.json
    bool memory_fit = false;         // validate-model: print the fitted fragmentation fraction
    std::string gemm_tile_overhead;  // validate-model: K for --fit / --cross-validate
    std::string hf_config;           // Hugging Face config.json: replaces the model section
    std::string cards;               // search: LO:HI card range
    std::string top;                 // search: K
    bool tp_beyond_host = false;
    bool explain = false;  // search: every layout off the front with its reason
};

bool parseArgs(const std::vector<std::string>& args, Options& o, std::ostream& err) {
    if (args.empty()) {
        err << kUsage;
        return false;
    }
    o.command = args[0];
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool has_value = i + 1 < args.size();
        if (a == "--set" && has_value) {
            o.sets.push_back(args[++i]);
        } else if (a.rfind("--set=", 0) == 0) {
            o.sets.push_back(a.substr(6));
        } else if (a == "--vary" && has_value) {
            o.vary = args[++i];
        } else if (a.rfind("--vary=", 0) == 0) {
            o.vary = a.substr(7);
        } else if (a == "--metric" && has_value) {
            o.metrics.push_back(args[++i]);
        } else if (a.rfind("--metric=", 0) == 0) {
            o.metrics.push_back(a.substr(9));
        } else if (a == "--schedule" && has_value) {
            // The same as --set pipeline.schedule=NAME, so a bad name is reported by key path.
            o.sets.push_back("pipeline.schedule=" + args[++i]);
        } else if (a.rfind("--schedule=", 0) == 0) {
            o.sets.push_back("pipeline.schedule=" + a.substr(11));
        } else if (a == "--ms-per-char" && has_value) {
            o.ms_per_char = args[++i];
        } else if (a == "--model" && has_value) {
            o.model = args[++i];
        } else if (a == "--hf-config" && has_value) {
            o.hf_config = args[++i];
        } else if (a.rfind("--hf-config=", 0) == 0) {
            o.hf_config = a.substr(12);
        } else if (a == "--gpu" && has_value) {
            o.gpu = args[++i];
        } else if (a == "--data" && has_value) {
            o.data = args[++i];
        } else if (a == "--write" && has_value) {
            o.write = args[++i];
            o.write_given = true;
        } else if (a == "--cards" && has_value) {
            o.cards = args[++i];
        } else if (a == "--top" && has_value) {
            o.top = args[++i];
        } else if (a == "--tp-beyond-host") {
            o.tp_beyond_host = true;
        } else if (a == "--explain") {
            o.explain = true;
        } else if (a == "--fit") {
            o.fit = true;
        } else if (a == "--cross-validate") {
            o.cross_validate = true;
        } else if (a == "--memory-data" && has_value) {
            o.memory_data = args[++i];
        } else if (a == "--memory-fit") {
            o.memory_fit = true;
        } else if (a == "--gemm-tile-overhead" && has_value) {
            o.gemm_tile_overhead = args[++i];
        } else if (a == "--format" && has_value) {
            o.format = args[++i];
        } else if (a.rfind("--format=", 0) == 0) {
            o.format = a.substr(9);
        } else if (!a.empty() && a[0] != '-' && o.preset.empty()) {
            o.preset = a;
        } else {
            err << "stepbudget-cli: unexpected argument \"" << a << "\"\n" << kUsage;
            return false;
        }
    }
    return true;
}

// Loads the preset and applies --set overrides; all problems are reported together.
bool loadScenario(const Options& o, Scenario& scenario, std::ostream& err) {
    if (o.preset.empty() && o.hf_config.empty()) {
        err << "stepbudget-cli: " << o.command << " needs a PRESET.json\n" << kUsage;
        return false;
    }
    Issues issues;
    if (!o.preset.empty()) {
        LoadResult loaded = loadScenarioFile(o.preset);
        issues = loaded.issues;
        scenario = loaded.scenario;
    } else {
        scenario = Scenario{};  // the book's design case around the imported model
    }
    if (!o.hf_config.empty()) {
        const HfImport import = loadHfConfigFile(o.hf_config);
        for (const Issue& issue : import.issues) {
            issues.push_back({issue.path.empty() ? "--hf-config" : issue.path,
                              issue.message + " (" + o.hf_config + ")"});
        }
        if (applyHfImport(scenario, import)) {
            scenario.name = import.model.name + (o.preset.empty() ? "" : " in " + scenario.name);
            err << "imported " << import.model.name << " (" << import.family
                << "): " << import.model.params << " parameters from the shape\n";
            for (const std::string& note : import.notes) {
                err << "note: " << note << "\n";
            }
        }
    }
    if (!o.model.empty() && !applyModel(scenario, o.model)) {
        issues.push_back(
            {"--model", "unknown model \"" + o.model + "\" (see `stepbudget-cli catalog`)"});
    }
    if (!o.gpu.empty() && !applyGpu(scenario, o.gpu)) {
        issues.push_back({"--gpu", "unknown GPU \"" + o.gpu + "\" (see `stepbudget-cli catalog`)"});
    }
    // The --set list is one edit: the keys it leaves out follow the ones it types (a new card
    // brings its figures, a new N its shape; docs/one-plan.md).
    const Issues set_issues = applySetList(scenario, o.sets);
    issues.insert(issues.end(), set_issues.begin(), set_issues.end());
    if (issues.empty()) {
        issues = validate(scenario);
    }
    if (!issues.empty()) {
        err << displayPath(o.preset.empty() ? o.hf_config : o.preset) << ": invalid input\n"
            << formatIssues(issues);
        return false;
    }
    return true;
}

// A sweep estimated above this is announced before it starts (with rows streamed and progress
// on a terminal): the user learns at once that N = 10,000 of a deep pipeline is hours.
constexpr double kQuietSweepS = 60.0;

std::string durationText(double s) {
    if (s < 120) {
        return fmt(s, 3) + " s";
    }
    if (s < 7200) {
        return fixed(s / 60.0, 0) + " min";
    }
    return fixed(s / 3600.0, 1) + " h";
}

int commandSweep(const Options& o, std::ostream& out, std::ostream& err) {
    const std::string format = o.format.empty() ? "csv" : o.format;
    if (format != "csv" && format != "json") {
        err << "stepbudget-cli: sweep --format must be csv or json, not \"" << format << "\"\n";
        return kExitInvalid;
    }
    if (o.vary.empty() || o.metrics.empty()) {
        err << "stepbudget-cli: sweep needs --vary section.key=LO:HI:N[:log] and at least one "
               "--metric\n"
            << kUsage;
        return kExitInvalid;
    }
    Scenario scenario;
    if (!loadScenario(o, scenario, err)) {
        return kExitInvalid;
    }
    Issues issues;
    const std::optional<SweepSpec> spec = parseSweepSpec(o.vary, &issues);
    // A metric must name a number in the results of the preset itself. The base's evaluate()
    // also prices one point for the budget below.
    const auto started = std::chrono::steady_clock::now();
    const Results base = evaluate(scenario);
    const double point_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    for (const std::string& metric : o.metrics) {
        double v = 0;
        if (!metricValue(base, metric, &v)) {
            issues.push_back({metric, "is not a numeric result path (see docs/cli.md)"});
        }
    }
    if (!spec || !issues.empty()) {
        err << formatIssues(issues);
        return kExitInvalid;
    }
    const std::size_t total = sweepGrid(*spec).size();
    // Said before the work starts: a 64 x 1024 pipeline at N = 10,000 is hours of evaluate().
    if (static_cast<double>(total) * point_s > kQuietSweepS) {
        err << "stepbudget-cli: sweep: " << total << " points at about " << fmt(point_s, 2)
            << " s each, about " << durationText(static_cast<double>(total) * point_s)
            << " of work (beyond the " << fmt(kQuietSweepS)
            << " s budget for a quiet run); rows are written as each point finishes\n";
    }
    TerminalProgress progress(err, "sweep");
    std::size_t done = 0;
    auto flushed = std::chrono::steady_clock::now();
    const auto streamed = [&] {
        progress.update(static_cast<double>(++done) / static_cast<double>(total));
        // Rows reach a pipe or a terminal while the sweep runs, a few times a second.
        if (std::chrono::steady_clock::now() - flushed > std::chrono::milliseconds(200)) {
            out.flush();
            flushed = std::chrono::steady_clock::now();
        }
    };
    const auto number = [](double v) { return std::isfinite(v) ? fmt(v, 12) : std::string(); };
    if (format == "csv") {
        out << spec->key;
        for (const std::string& m : o.metrics) {
            out << "," << m;
        }
        out << "\n";
        sweepMetricsEach(scenario, *spec, o.metrics, [&](const SweepPoint& p) {
            out << fmt(p.x, 12);
            for (std::size_t i = 0; i < o.metrics.size(); ++i) {
                out << "," << (p.ok ? number(p.values[i]) : std::string());
            }
            out << "\n";
            streamed();
        });
        return kExitOk;
    }
    out << "{\n  \"vary\": \"" << spec->key << "\",\n  \"metrics\": [";
    for (std::size_t i = 0; i < o.metrics.size(); ++i) {
        out << (i ? ", " : "") << "\"" << o.metrics[i] << "\"";
    }
    out << "],\n  \"points\": [\n";
    bool first = true;
    sweepMetricsEach(scenario, *spec, o.metrics, [&](const SweepPoint& p) {
        out << (first ? "" : ",\n") << "    {\"x\": " << fmt(p.x, 12);
        first = false;
        for (std::size_t m = 0; m < o.metrics.size(); ++m) {
            const std::string v = p.ok ? number(p.values[m]) : std::string();
            out << ", \"" << o.metrics[m] << "\": " << (v.empty() ? "null" : v);
        }
        if (!p.ok) {
            out << ", \"invalid\": \"" << p.issue << "\"";
        }
        out << "}";
        streamed();
    });
    out << (first ? "" : "\n") << "  ]\n}\n";
    return kExitOk;
}

// Whole number in [lo, hi] from text, or false.
bool parseCount(const std::string& text, std::int64_t lo, std::int64_t hi, std::int64_t* out) {
    char* end = nullptr;
    const long long v = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || end == nullptr || *end != '\0' || v < lo || v > hi) {
        return false;
    }
    *out = static_cast<std::int64_t>(v);
    return true;
}

// --explain keeps every layout's reason until the search ends (they are listed sorted), so its
// memory grows with the space: the budget keeps a run under ~1 GB (docs/hardening.md).
constexpr std::int64_t kExplainBudgetRows = 1000000;
constexpr std::int64_t kExplainBytesPerRow = 700;  // measured peak RSS per listed layout
// A card-range search visits at most this many card counts without an estimate first.
constexpr std::int64_t kUnsampledCardCounts = 5;

// The card counts of a range as the search walks them (lo, every whole host between, hi).
std::vector<std::int64_t> rangeCardCounts(const Scenario& s, const SearchOptions& o) {
    if (o.cards_lo <= 0) {
        return {s.cluster.cards};
    }
    const std::int64_t host = std::max<std::int64_t>(1, s.cluster.cards_per_host);
    std::vector<std::int64_t> v{o.cards_lo};
    for (std::int64_t c = (o.cards_lo / host + 1) * host; c < o.cards_hi; c += host) {
        v.push_back(c);
    }
    if (o.cards_hi != o.cards_lo) {
        v.push_back(o.cards_hi);
    }
    return v;
}

// Layouts --explain would list, estimated before the search: the mean of five evenly spaced
// card counts searched alone (no reasons kept), times the number of card counts.
std::int64_t estimateExplainRows(const Scenario& s, const SearchOptions& o, std::int64_t* counts) {
    const std::vector<std::int64_t> cards = rangeCardCounts(s, o);
    *counts = static_cast<std::int64_t>(cards.size());
    if (*counts <= kUnsampledCardCounts) {
        return 0;
    }
    SearchOptions sample = o;
    sample.keep_rejections = false;
    sample.exact_front = false;
    double considered = 0;
    for (std::int64_t k = 0; k < kUnsampledCardCounts; ++k) {
        const std::int64_t c =
            cards[static_cast<std::size_t>(k * (*counts - 1) / (kUnsampledCardCounts - 1))];
        sample.cards_lo = c;
        sample.cards_hi = c;
        considered += static_cast<double>(searchLayouts(s, sample).considered);
    }
    return static_cast<std::int64_t>(considered / kUnsampledCardCounts *
                                     static_cast<double>(*counts));
}

int commandSearch(const Options& o, std::ostream& out, std::ostream& err) {
    const std::string format = o.format.empty() ? "json" : o.format;
    if (format != "json" && format != "csv" && format != "md") {
        err << "stepbudget-cli: search --format must be json, csv or md, not \"" << format
            << "\"\n";
        return kExitInvalid;
    }
    SearchOptions options;
    options.tp_beyond_host = o.tp_beyond_host;
    options.keep_rejections = o.explain;
    if (!o.top.empty()) {
        std::int64_t k = 0;
        if (!parseCount(o.top, 0, 10000, &k)) {
            err << "--top: \"" << o.top << "\" is not a whole number in [0, 10000]\n";
            return kExitInvalid;
        }
        options.top_k = static_cast<std::size_t>(k);
    }
    if (!o.cards.empty()) {
        const std::size_t colon = o.cards.find(':');
        const std::string lo = o.cards.substr(0, colon);
        const std::string hi = colon == std::string::npos ? lo : o.cards.substr(colon + 1);
        if (!parseCount(lo, 1, 65536, &options.cards_lo) ||
            !parseCount(hi, options.cards_lo, 65536, &options.cards_hi)) {
            err << "--cards: \"" << o.cards
                << "\" must be LO:HI, whole numbers with 1 <= LO <= HI <= 65536\n";
            return kExitInvalid;
        }
    }
    Scenario scenario;
    if (!loadScenario(o, scenario, err)) {
        return kExitInvalid;
    }
    if (o.explain && validate(scenario).empty()) {
        std::int64_t counts = 0;
        const std::int64_t rows = estimateExplainRows(scenario, options, &counts);
        if (rows > kExplainBudgetRows) {
            err << "--explain: about " << rows << " layouts over " << counts
                << " card counts to list, beyond the budget of " << kExplainBudgetRows
                << " (each is kept until the search ends, ~" << kExplainBytesPerRow
                << " bytes); narrow --cards, or leave out --explain for the front alone\n";
            return kExitInvalid;
        }
    }
    TerminalProgress progress(err, "search");
    const SearchResults results =
        searchLayouts(scenario, options, nullptr, [&](double f) { progress.update(f); });
    if (!results.issues.empty()) {
        err << formatIssues(results.issues);
        return kExitInvalid;
    }
    if (format == "csv") {
        writeSearchCsv(results, out);
    } else if (format == "md") {
        writeSearchMarkdown(results, out);
    } else {
        writeSearchJson(results, out);
    }
    return kExitOk;
}

int commandEval(const Options& o, std::ostream& out, std::ostream& err) {
    const std::string format = o.format.empty() ? "json" : o.format;
    if (format != "json" && format != "md") {
        err << "stepbudget-cli: --format must be json or md, not \"" << format << "\"\n";
        return kExitInvalid;
    }
    Scenario scenario;
    if (!loadScenario(o, scenario, err)) {
        return kExitInvalid;
    }
    const Results results = evaluate(scenario);
    if (!results.ok()) {
        err << formatIssues(results.issues);
        return kExitInvalid;
    }
    out << (format == "md" ? resultsToMarkdown(scenario, results) : resultsToJson(results));
    return kExitOk;
}

// One schedule in full: the contract's keys plus the op timeline and memory steps (json), or
// a text Gantt chart (ascii).
int commandSchedule(const Options& o, std::ostream& out, std::ostream& err) {
    const std::string format = o.format.empty() ? "json" : o.format;
    if (format != "json" && format != "ascii") {
        err << "stepbudget-cli: --format must be json or ascii for schedule, not \"" << format
            << "\"\n";
        return kExitInvalid;
    }
    double ms_per_char = 0;
    if (!o.ms_per_char.empty()) {
        // The one number parser of --set and the GUI fields: "2", "2 ms", "0.5 s".
        const QuantityParse parsed = parseQuantity(o.ms_per_char, "ms");
        ms_per_char = parsed.ok ? parsed.value : 0.0;
        if (!(ms_per_char > 0) || !std::isfinite(ms_per_char)) {
            err << "stepbudget-cli: --ms-per-char must be a positive number, not \""
                << o.ms_per_char << "\"\n";
            return kExitInvalid;
        }
    }
    Scenario scenario;
    if (!loadScenario(o, scenario, err)) {
        return kExitInvalid;
    }
    // JSON is streamed as it is simulated (at the op limit the timeline and memory steps
    // would be ~150 MB); the ASCII chart needs the whole timeline.
    const ScheduleResult result =
        format == "ascii"
            ? simulateSchedule(scenario.pipeline, scenario.pipeline.schedule, PipelineDetail::Full)
            : writeSimulatedScheduleJson(scenario.pipeline, scenario.pipeline.schedule, out);
    if (!result.runnable) {  // validation passed, so this is a simulator bug
        err << "stepbudget-cli: internal error: " << result.reason << "\n";
        return kExitInternal;
    }
    if (format == "ascii") {
        out << scheduleAscii(result, ms_per_char);
    }
    return kExitOk;
}

// Markdown table cells: a "|" would end the cell.
std::string cell(const std::string& text) {
    std::string out;
    for (const char c : text) {
        out += c == '|' ? std::string("\\|") : std::string(1, c);
    }
    return out;
}

int commandKeys(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.format == "md") {
        // The preset key reference (docs/cli.md points here; CMake writes it to
        // build/docs/keys.md): generated from the registry, so it cannot miss a key.
        out << "| key | allowed | unit | label | book | meaning |\n|---|---|---|---|---|---|\n";
        for (const ParamSpec& spec : paramSpecs()) {
            out << "| `" << spec.path << "` | " << cell(describeRange(spec)) << " | "
                << cell(spec.unit) << " | " << cell(spec.label) << " | " << spec.book_section
                << " | " << cell(spec.help) << " |\n";
        }
        return kExitOk;
    }
    if (!o.format.empty() && o.format != "tsv") {
        err << "stepbudget-cli: keys --format must be tsv or md, not \"" << o.format << "\"\n";
        return kExitInvalid;
    }
    for (const ParamSpec& spec : paramSpecs()) {
        // Columns: key, allowed range, unit, label, book section, what it means.
        out << spec.path << "\t" << describeRange(spec) << "\t" << spec.unit << "\t" << spec.label
            << "\t" << spec.book_section << "\t" << spec.help << "\n";
    }
    return kExitOk;
}

// The result fields written from the topics' field tables with their documentation.
int commandResults(const Options& o, std::ostream& out, std::ostream& err) {
    const bool md = o.format == "md";
    if (!md && !o.format.empty() && o.format != "tsv") {
        err << "stepbudget-cli: results --format must be tsv or md, not \"" << o.format << "\"\n";
        return kExitInvalid;
    }
    if (md) {
        out << "| result | meaning |\n|---|---|\n";
    }
    for (const ResultFieldDoc& d : resultFieldDocs()) {
        if (md) {
            out << "| `" << d.path << "` | " << cell(d.doc) << " |\n";
        } else {
            out << d.path << "\t" << d.doc << "\n";
        }
    }
    return kExitOk;
}

// The preset library as two tab-separated tables (what --model and --gpu accept).
int commandCatalog(std::ostream& out) {
    out << "gpu\tbf16_dense_tflops\tfp8_dense_tflops\tmemory_gb\thbm_gb_per_s\t"
           "scale_up_gb_per_s\thost_link_gb_per_s\n";
    for (const GpuSpec& g : gpuCatalog()) {
        out << g.name << "\t" << g.bf16_dense_tflops << "\t" << g.fp8_dense_tflops << "\t"
            << g.memory_gb << "\t" << g.hbm_gb_per_s << "\t" << g.scale_up_gb_per_s << "\t"
            << g.host_link_gb_per_s << "\n";
    }
    out << "\nmodel\tparams_from_shape\tpublished_params\tactive_params\tlayers\thidden\t"
           "experts\ttop_k\n";
    for (const ModelShape& m : modelCatalog()) {
        const ParamBreakdown p = parameterBreakdown(m);
        out << m.name << "\t" << static_cast<long long>(p.total()) << "\t"
            << static_cast<long long>(m.published_params) << "\t"
            << static_cast<long long>(p.active) << "\t" << m.layers << "\t" << m.hidden << "\t"
            << m.experts << "\t" << m.top_k << "\n";
    }
    return kExitOk;
}

// Predicts every published run's iteration time with the per-operation model and compares.
int commandValidateModel(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.write_given && o.write.empty()) {
        err << "stepbudget-cli: --write needs a file name, not an empty one\n";
        return kExitInvalid;
    }
    // A target that cannot be written is said before the fits and cross-validations run.
    if (!o.write.empty()) {
        if (const std::string problem = outputTargetProblem(o.write); !problem.empty()) {
            err << "stepbudget-cli: " << problem << "\n";
            return kExitInternal;
        }
    }
    // The GEMM tile overhead the fits and the cross-validation use (< 0: the shipped one).
    double tile_k = -1;
    if (!o.gemm_tile_overhead.empty()) {
        const QuantityParse k = parseQuantity(o.gemm_tile_overhead, "");
        if (!k.ok || !(k.value >= 0 && k.value <= 4096)) {
            err << "stepbudget-cli: --gemm-tile-overhead: \"" << o.gemm_tile_overhead
                << "\" is not allowed, allowed 0 to 4096 (reduction steps)\n";
            return kExitInvalid;
        }
        tile_k = k.value;
    }
    const std::string data = o.data.empty() ? "data/published_runs.json" : o.data;
    const PublishedRunsLoad loaded = loadPublishedRuns(data);
    if (!loaded.ok()) {
        err << data << ": invalid input\n" << formatIssues(loaded.issues);
        return kExitInvalid;
    }
    // The memory rows: --memory-data must load; the default file is read when it is there (a
    // run from another directory says it was not found and validates the times alone).
    const std::string memory_data =
        o.memory_data.empty() ? "data/published_memory.json" : o.memory_data;
    const bool with_memory = !o.memory_data.empty() || std::ifstream(memory_data).good();
    PublishedMemoryLoad memory_rows;
    if (with_memory) {
        memory_rows = loadPublishedMemory(memory_data);
        if (!memory_rows.ok()) {
            err << memory_data << ": invalid input\n" << formatIssues(memory_rows.issues);
            return kExitInvalid;
        }
    }
    const ValidationSummary summary = validateRuns(loaded.runs);
    out << "run\tmeasured_s\tpredicted_s\terror_percent\n";
    for (std::size_t i = 0; i < loaded.runs.size(); ++i) {
        const RunPrediction& p = summary.rows[i];
        out << loaded.runs[i].id << "\t" << fixed(loaded.runs[i].measured_iteration_s, 2) << "\t";
        if (p.problem.empty()) {
            out << fixed(p.iteration_s, 2) << "\t" << fixed(100.0 * p.error, 1) << "\n";
        } else {
            out << "-\t" << p.problem << "\n";
        }
    }
    out << "mean_abs_error_percent\t" << fixed(100.0 * summary.mean_abs_error, 1) << "\n"
        << "max_abs_error_percent\t" << fixed(100.0 * summary.max_abs_error, 1) << "\n";
    for (const GpuErrors& g : summary.per_gpu) {
        out << "gpu\t" << fittedSetLabel(g.gpu) << "\tmean_abs_error_percent\t"
            << fixed(100.0 * g.mean_abs_error, 1) << "\tmax_abs_error_percent\t"
            << fixed(100.0 * g.max_abs_error, 1) << "\trows\t" << g.predicted << "\n";
    }
    for (const auto& [label, groups] :
         {std::pair<const char*, const std::vector<GpuErrors>*>{"fp8_fitted", &summary.fp8_fitted},
          {"fp8_held_out", &summary.fp8_held_out}}) {
        for (const GpuErrors& g : *groups) {
            out << label << "\t" << g.gpu << "\tmean_abs_error_percent\t"
                << fixed(100.0 * g.mean_abs_error, 1) << "\tmax_abs_error_percent\t"
                << fixed(100.0 * g.max_abs_error, 1) << "\trows\t" << g.predicted << "\n";
        }
    }
    if (summary.held_out > 0) {
        // Context / expert parallelism rows not used for fitting (docs/layouts.md).
        out << "held_out_layouts\tmean_abs_error_percent\t"
            << fixed(100.0 * summary.held_out_mean_abs_error, 1) << "\tmax_abs_error_percent\t"
            << fixed(100.0 * summary.held_out_max_abs_error, 1) << "\trows\t" << summary.held_out
            << "\n";
    }
    if (o.cross_validate) {
        // Leave one source out: fit on the others, predict it.
        const CrossValidation cv = crossValidate(loaded.runs, summary, false, nullptr, tile_k);
        out << "held_out_run\tmeasured_s\tpredicted_s\terror_percent\n";
        for (std::size_t i = 0; i < loaded.runs.size(); ++i) {
            const RunPrediction& p = cv.rows[i];
            out << "held_out\t" << loaded.runs[i].id << "\t"
                << fixed(loaded.runs[i].measured_iteration_s, 2) << "\t";
            if (p.problem.empty()) {
                out << fixed(p.iteration_s, 2) << "\t" << fixed(100.0 * p.error, 1) << "\n";
            } else {
                out << "-\t" << p.problem << "\n";
            }
        }
        for (const HeldOutSource& h : cv.sources) {
            out << "held_out_source\t" << h.source << "\trows\t" << h.rows.size()
                << "\tin_sample_mean_percent\t" << fixed(100.0 * h.in_sample_mean_abs_error, 1)
                << "\theld_out_mean_percent\t" << fixed(100.0 * h.mean_abs_error, 1)
                << "\theld_out_max_percent\t" << fixed(100.0 * h.max_abs_error, 1);
            for (std::size_t g = 0; g < h.gpus.size(); ++g) {
                out << "\t" << h.gpus[g] << "\t" << fixed(h.constants[g].matmul_fraction, 3) << "\t"
                    << fixed(h.constants[g].step_overhead_s, 3)
                    << (h.fitted[g] ? "" : " (default)");
            }
            out << "\ttriton_backward_share\t" << fixed(h.triton_backward_share, 3) << "\n";
        }
        out << "held_out_mean_abs_error_percent\t" << fixed(100.0 * cv.mean_abs_error, 1) << "\n"
            << "held_out_max_abs_error_percent\t" << fixed(100.0 * cv.max_abs_error, 1) << "\n"
            << "held_out_rows\t" << cv.predicted << "\nheld_out_sources\t" << cv.sources.size()
            << "\nheld_out_long_context_mean_percent\t" << fixed(100.0 * cv.long_mean_abs_error, 1)
            << "\nheld_out_long_context_max_percent\t" << fixed(100.0 * cv.long_max_abs_error, 1)
            << "\nheld_out_long_context_rows\t" << cv.long_predicted << "\n";
        // The same held-out errors by predicted peak / usable memory (memory_pressure.h).
        const MemoryUseErrors use = timeErrorByMemoryUse(loaded.runs, cv, memory_rows.rows);
        for (const MemoryUseBand& b : use.bands) {
            out << "held_out_by_memory_use\t" << fixed(b.from_fraction, 2) << "\t"
                << (b.to_fraction > 0 ? fixed(b.to_fraction, 2) : std::string("-")) << "\trows\t"
                << b.rows << "\tmean_percent\t" << fixed(100.0 * b.mean_error, 1)
                << "\tmedian_percent\t" << fixed(100.0 * b.median_error, 1)
                << "\tmean_abs_percent\t" << fixed(100.0 * b.mean_abs_error, 1) << "\n";
        }
    }
    if (o.fit) {
        for (const std::string& gpu : gpusOf(loaded.runs)) {
            if (std::any_of(loaded.runs.begin(), loaded.runs.end(), [&](const PublishedRun& r) {
                    return r.mechanism == "ep" && r.fit && sameCatalogName(r.gpu, gpu);
                })) {
                out << "fitted_expert_efficiency\t" << gpu << "\t"
                    << fixed(fitExpertEfficiency(loaded.runs, gpu), 3) << "\n";
            }
        }
    }
    if (o.fit) {
        // One fit per GPU type, over that type's base rows only (bf16Runs).
        const std::vector<PublishedRun> bf16 = bf16Runs(loaded.runs);
        for (const std::string& gpu : gpusOf(bf16)) {
            // The shipped kind: the fraction, the step overhead kept at the shipped value.
            const double overhead = efficiencyConstants(gpu).step_overhead_s;
            FittedConstants f;
            f.matmul_fraction = fitMatmulFraction(loaded.runs, gpu, overhead);
            f.step_overhead_s = overhead;
            const ValidationSummary fitted = validateRuns(runsOn(bf16, gpu), f);
            out << "fitted_matmul_fraction\t" << gpu << "\t" << fixed(f.matmul_fraction, 3)
                << "\tmean\t" << fixed(100.0 * fitted.mean_abs_error, 2) << "\tmax\t"
                << fixed(100.0 * fitted.max_abs_error, 2) << "\n";
            // With a per-step overhead fitted to the small-model rows as well (not shipped:
            // it predicts held-out sources worse, see --cross-validate and efficiency.md).
            const FittedConstants g = fitConstants(loaded.runs, gpu);
            const ValidationSummary with = validateRuns(runsOn(bf16, gpu), g);
            out << "fitted_with_step_overhead\t" << gpu << "\t" << fixed(g.matmul_fraction, 3)
                << "\t" << fixed(g.step_overhead_s, 3) << " s\tmean\t"
                << fixed(100.0 * with.mean_abs_error, 2) << "\tmax\t"
                << fixed(100.0 * with.max_abs_error, 2) << "\n";
        }
        // The Triton kernel's backward share (attention_rates.h), fitted with every card's
        // fraction beside it; and over each card's rows alone, to show the cards agree.
        const BaseFit base = fitBaseConstants(loaded.runs, tile_k);
        out << "fitted_triton_backward_share\t" << fixed(base.triton_backward_share, 3);
        for (std::size_t g = 0; g < base.gpus.size(); ++g) {
            out << "\t" << base.gpus[g] << "\t" << fixed(base.fractions[g], 3);
        }
        out << "\n";
        for (const std::string& gpu : gpusOf(bf16)) {
            const BaseFit alone = fitBaseConstants(runsOn(bf16, gpu), tile_k);
            out << "fitted_triton_backward_share_on\t" << gpu << "\t"
                << fixed(alone.triton_backward_share, 3) << "\n";
        }
        // A set pooled over cards of one chip (EfficiencyConstants::fit_set): each card's rows
        // alone, to show how far apart they pull (not shipped: one set per GPU type).
        std::vector<std::string> cards;
        for (const PublishedRun& run : bf16) {
            if (std::none_of(cards.begin(), cards.end(),
                             [&](const std::string& c) { return sameCatalogName(c, run.gpu); })) {
                cards.push_back(run.gpu);
            }
        }
        for (const std::string& card : cards) {
            if (fittedSetLabel(card) == card) {
                continue;  // a set of one card: its fit is printed above
            }
            std::vector<PublishedRun> own;
            std::copy_if(bf16.begin(), bf16.end(), std::back_inserter(own),
                         [&](const PublishedRun& r) { return sameCatalogName(r.gpu, card); });
            out << "fitted_matmul_fraction_card_alone\t" << card << "\t"
                << fixed(fitMatmulFraction(own, card), 3) << "\n";
        }
        // The FP8 efficiency per GPU type over its fp8_fit rows, the BF16 constants as shipped.
        for (const GpuErrors& g : summary.fp8_fitted) {
            const double eta = fitFp8Efficiency(loaded.runs, g.gpu);
            out << "fitted_fp8_matmul_efficiency\t" << g.gpu << "\t" << fixed(eta, 3) << "\n";
        }
    }
    // The memory peak against measured peaks and OOM outcomes (docs/memory.md).
    std::string memory_markdown;
    if (with_memory) {
        const MemoryValidation memory = validateMemory(memory_rows.rows, fragmentationFraction());
        out << "memory_measured_rows\t" << memory.measured << "\tmean_abs_error_percent\t"
            << fixed(100.0 * memory.mean_abs_error, 1) << "\tmax_abs_error_percent\t"
            << fixed(100.0 * memory.max_abs_error, 1) << "\n"
            << "memory_held_out_rows\t" << memory.held_out << "\tmean_abs_error_percent\t"
            << fixed(100.0 * memory.held_out_mean_abs_error, 1) << "\tmax_abs_error_percent\t"
            << fixed(100.0 * memory.held_out_max_abs_error, 1) << "\n"
            << "memory_cross_validated_mean_abs_error_percent\t"
            << fixed(100.0 * memory.cross_validated_mean_abs_error, 1) << "\n"
            << "memory_oom_agreement\t" << memory.agree << "\tof\t" << memory.outcomes
            << "\ttensors_only\t" << memory.tensors_agree << "\n";
        for (const OutcomeTable& t : memory.outcome_tables) {
            out << "memory_oom_table\t" << t.table << "\trows\t" << t.rows << "\tran\t" << t.ran
                << "\toom\t" << t.oom << "\tagree\t" << t.agree << "\tmin_headroom_gib\t"
                << (t.min_headroom_bytes < 0 ? std::string("-")
                                             : fixed(t.min_headroom_bytes / units::kGiB, 1))
                << "\n";
        }
        if (o.memory_fit) {
            out << "fitted_fragmentation_fraction\t"
                << fixed(fitFragmentationFraction(memory_rows.rows), 4) << "\n";
        }
        memory_markdown = "\n" + memoryValidationMarkdown(memory_rows.rows, memory, memory_data);
    } else {
        out << "memory_data\tnot found: " << memory_data << "\n";
    }
    if (!o.write.empty()) {
        std::string error;
        const CrossValidation cv = crossValidate(loaded.runs, summary);
        if (!writeOutputFile(
                o.write,
                validationMarkdown(loaded.runs, summary, cv,
                                   crossValidate(loaded.runs, summary, true, &cv), data) +
                    "\n" +
                    memoryUseMarkdown(timeErrorByMemoryUse(loaded.runs, cv, memory_rows.rows)) +
                    memory_markdown,
                &error)) {
            err << "stepbudget-cli: " << error << "\n";
            return kExitInternal;
        }
    }
    return kExitOk;
}

}  // namespace

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    Options o;
    if (!parseArgs(args, o, err)) {
        return kExitInvalid;
    }
    if (o.command == "eval") {
        return commandEval(o, out, err);
    }
    if (o.command == "sweep") {
        return commandSweep(o, out, err);
    }
    if (o.command == "schedule") {
        return commandSchedule(o, out, err);
    }
    if (o.command == "search") {
        return commandSearch(o, out, err);
    }
    if (o.command == "validate") {
        Scenario scenario;
        if (!loadScenario(o, scenario, err)) {
            return kExitInvalid;
        }
        out << o.preset << ": valid\n";
        return kExitOk;
    }
    if (o.command == "validate-model") {
        return commandValidateModel(o, out, err);
    }
    if (o.command == "keys") {
        return commandKeys(o, out, err);
    }
    if (o.command == "results") {
        return commandResults(o, out, err);
    }
    if (o.command == "catalog") {
        return commandCatalog(out);
    }
    if (o.command == "defaults") {
        out << scenarioToJson(Scenario{});
        return kExitOk;
    }
    if (o.command == "--help" || o.command == "-h" || o.command == "help") {
        out << kUsage;
        return kExitOk;
    }
    err << "stepbudget-cli: unknown command \"" << o.command << "\"\n" << kUsage;
    return kExitInvalid;
}

}  // namespace stepbudget::cli
