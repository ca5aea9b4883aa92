#include "model/io/scenario_json.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/params.h"
#include "model/base/text.h"
#include "model/evaluate/input_consequences.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"

namespace stepbudget {
namespace {

using nlohmann::json;

// Walks the text for the parser and counts the bytes it has consumed, so the SAX handler knows
// where a key ends (its line) without the parser exposing a position.
struct CountingIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    const char* p = nullptr;
    std::size_t* consumed = nullptr;

    reference operator*() const { return *p; }
    CountingIterator& operator++() {
        ++p;
        ++*consumed;
        return *this;
    }
    CountingIterator operator++(int) {
        CountingIterator before = *this;
        ++*this;
        return before;
    }
    bool operator==(const CountingIterator& o) const { return p == o.p; }
    bool operator!=(const CountingIterator& o) const { return p != o.p; }
};

// Line and column (1-based, the column in characters) of a byte offset; offsets only grow while
// parsing, so lines are counted once over the whole text.
class LineCounter {
public:
    explicit LineCounter(std::string_view text) : m_text(text) {}
    std::size_t line(std::size_t offset) {
        advance(offset);
        return m_line;
    }
    std::pair<std::size_t, std::size_t> at(std::size_t offset) {
        advance(offset);
        offset = std::min(offset, m_text.size());
        return {m_line, utf8Length(m_text.substr(m_line_start, offset - m_line_start)) + 1};
    }

private:
    void advance(std::size_t offset) {
        offset = std::min(offset, m_text.size());
        if (offset < m_pos) {  // a parse error may point back: count again from the start
            m_pos = 0, m_line = 1, m_line_start = 0;
        }
        for (; m_pos < offset; ++m_pos) {
            if (m_text[m_pos] == '\n') {
                ++m_line;
                m_line_start = m_pos + 1;
            }
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_line = 1;
    std::size_t m_line_start = 0;
};

// Builds the document like nlohmann's own DOM parser, but refuses nesting beyond kMaxJsonDepth
// and non-finite numbers as they arrive, and records duplicate keys with both lines.
class PresetSax {
public:
    PresetSax(std::string_view text, const std::size_t* consumed, Issues* issues)
        : m_lines(text), m_consumed(consumed), m_issues(issues) {}

    json root;
    bool aborted = false;  // a problem that stops parsing was recorded

    bool null() { return add(json(nullptr)); }
    bool boolean(bool v) { return add(json(v)); }
    bool number_integer(json::number_integer_t v) { return add(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return add(json(v)); }
    bool number_float(json::number_float_t v, const json::string_t&) {
        if (!std::isfinite(v)) {  // 1e999: the lexer's strtod overflowed
            return fail(path(), "must be a finite number" + where());
        }
        return add(json(v));
    }
    bool string(json::string_t& v) { return add(json(std::move(v))); }
    bool binary(json::binary_t&) { return add(json(nullptr)); }  // not produced by JSON text
    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(json::string_t& k) {
        Level& level = m_stack.back();
        // The line only: a column would count the whole line again for every key.
        const std::size_t line = m_lines.line(*m_consumed);
        const auto [it, inserted] = level.lines.emplace(k, line);
        if (!inserted) {
            // A trailing duplicate would silently win; name both places instead. A key repeated
            // thousands of times is one problem with a count, not a page of identical lines.
            const std::string p = joined(k);
            auto [dup, first] =
                m_duplicates.try_emplace(p, Duplicate{m_issues->size(), it->second, line, 1});
            if (first) {
                record(p, "");
            }
            ++dup->second.count;
            dup->second.last_line = line;
            (*m_issues)[dup->second.issue].message = dup->second.message();
        }
        level.key = std::move(k);
        return true;
    }
    bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& e) {
        // byte is 1-based and points at the offending character.
        const auto [line, column] = m_lines.at(byte == 0 ? 0 : byte - 1);
        if (e.id == 406) {  // 1e999: the lexer's number overflowed
            return fail(path(), "must be a finite number (line " + std::to_string(line) +
                                    ", column " + std::to_string(column) + ")");
        }
        return fail(path(), "malformed JSON at line " + std::to_string(line) + ", column " +
                                std::to_string(column) + ": " + syntaxReason(e.what()));
    }

    std::string path() const {
        std::string out;
        for (const Level& level : m_stack) {
            if (level.is_object && !level.key.empty()) {
                out += (out.empty() ? "" : ".") + level.key;
            }
        }
        return out;
    }

private:
    struct Level {
        json* value;
        bool is_object;
        std::string key;                           // the key whose value comes next
        std::map<std::string, std::size_t> lines;  // keys seen in this object, at which line
    };

    // The library's message without its "last read: '…'" part, which echoes the input.
    static std::string syntaxReason(const std::string& what) {
        // "[json.exception.parse_error.101] parse error at line 3, column 7: syntax error …":
        // drop the id and the library's own position (ours counts characters, not bytes).
        std::string reason = what.substr(std::min(what.size(), what.find("] ") + 2));
        const std::size_t position = reason.find("column ");
        if (position != std::string::npos && reason.find(": ", position) != std::string::npos) {
            reason = reason.substr(reason.find(": ", position) + 2);
        }
        const std::size_t last_read = reason.find("; last read:");
        if (last_read != std::string::npos) {
            const std::size_t expected = reason.find("; expected", last_read);
            reason = reason.substr(0, last_read) +
                     (expected == std::string::npos ? "" : reason.substr(expected));
        }
        return printableText(reason, 200);
    }
    std::string where() {
        const auto [line, column] = m_lines.at(*m_consumed);
        return " (line " + std::to_string(line) + ", column " + std::to_string(column) + ")";
    }
    // The path of key `k` of the innermost object: its parents' keys, then k.
    std::string joined(const std::string& k) const {
        std::string out;
        for (std::size_t i = 0; i + 1 < m_stack.size(); ++i) {
            if (m_stack[i].is_object && !m_stack[i].key.empty()) {
                out += m_stack[i].key + ".";
            }
        }
        return out + k;
    }
    void record(std::string p, std::string message) {
        m_issues->push_back({std::move(p), std::move(message)});
    }
    bool fail(std::string p, std::string message) {
        record(std::move(p), std::move(message));
        aborted = true;
        return false;
    }
    json* slot(json value) {
        if (m_stack.empty()) {
            root = std::move(value);
            return &root;
        }
        Level& level = m_stack.back();
        if (level.is_object) {
            json& target = (*level.value)[level.key];
            target = std::move(value);
            return &target;
        }
        level.value->push_back(std::move(value));
        return &level.value->back();
    }
    bool add(json value) {
        slot(std::move(value));
        return true;
    }
    bool open(json container) {
        if (m_stack.size() >= static_cast<std::size_t>(kMaxJsonDepth)) {
            return fail(path(), "is nested deeper than " + std::to_string(kMaxJsonDepth) +
                                    " levels" + where() + "; a preset nests 2");
        }
        const bool is_object = container.is_object();
        json* value = slot(std::move(container));
        m_stack.push_back({value, is_object, {}, {}});
        return true;
    }
    bool close() {
        m_stack.pop_back();
        return true;
    }

    struct Duplicate {
        std::size_t issue;  // its entry in m_issues
        std::size_t first_line;
        std::size_t last_line;
        std::size_t count;  // occurrences so far
        std::string message() const {
            if (count == 2) {
                return "appears twice, on lines " + std::to_string(first_line) + " and " +
                       std::to_string(last_line) + "; a preset names each key once";
            }
            return "appears " + std::to_string(count) + " times, first on line " +
                   std::to_string(first_line) + ", last on line " + std::to_string(last_line) +
                   "; a preset names each key once";
        }
    };

    LineCounter m_lines;
    const std::size_t* m_consumed;
    Issues* m_issues;
    std::vector<Level> m_stack;
    std::map<std::string, Duplicate> m_duplicates;  // by key path
};

// What a value is, for a message: its type and, for short scalars, a short escaped prefix.
std::string describeValue(const json& j) {
    switch (j.type()) {
        case json::value_t::null:
            return "null";
        case json::value_t::object:
            return "an object";
        case json::value_t::array:
            return "an array";
        case json::value_t::string:
            return "the string " + quotedValue(j.get_ref<const std::string&>());
        case json::value_t::boolean:
            return j.get<bool>() ? "true" : "false";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
        case json::value_t::number_float:
            return "the number " + fmt(j.get<double>(), 10);
        default:
            return "an unsupported value";
    }
}

const char* expectedName(ParamType type) {
    switch (type) {
        case ParamType::Real:
        case ParamType::Integer:
            return "a number";
        case ParamType::Boolean:
            return "true or false";
        case ParamType::Text:
        case ParamType::Choice:
            return "a string";
    }
    return "a value";
}

void applyValue(const ParamSpec& spec, const json& value, Scenario& scenario, Issues& issues) {
    const auto wrongType = [&] {
        issues.push_back({spec.path, std::string("must be ") + expectedName(spec.type) + ", not " +
                                         describeValue(value) + "; allowed " +
                                         describeRange(spec)});
    };
    switch (spec.type) {
        case ParamType::Boolean:
            if (!value.is_boolean()) {
                return wrongType();
            }
            spec.set_number(scenario, value.get<bool>() ? 1 : 0);
            return;
        case ParamType::Real:
        case ParamType::Integer: {
            if (!value.is_number()) {
                return wrongType();
            }
            const double v = value.get<double>();
            if (auto issue = checkNumber(spec, v)) {
                issues.push_back(*issue);
                return;
            }
            spec.set_number(scenario, v);
            return;
        }
        case ParamType::Text:
        case ParamType::Choice:
            if (!value.is_string()) {
                return wrongType();
            }
            if (auto issue = setFromText(scenario, spec, value.get<std::string>())) {
                issues.push_back(*issue);
            }
            return;
    }
}

void readTopText(const json& root, const char* key, std::string& out, std::size_t max_chars,
                 Issues& issues) {
    auto it = root.find(key);
    if (it == root.end()) {
        return;
    }
    if (!it->is_string()) {
        issues.push_back({key, "must be a string, not " + describeValue(*it)});
        return;
    }
    const auto& text = it->get_ref<const std::string&>();
    // The limit is in characters (code points), as the message says: 70 Chinese characters
    // are 210 bytes and fit a 200-character name.
    if (utf8Length(text) > max_chars) {
        issues.push_back({key, "is " + std::to_string(utf8Length(text)) +
                                   " characters long; allowed at most " +
                                   std::to_string(max_chars) + " characters"});
        return;
    }
    out = text;
}

// Keeps a flood of problems (a megabyte of unknown keys) to one readable message and bounded
// time: the "did you mean" search runs only for issues that are shown.
void capIssues(Issues& issues, std::size_t more) {
    if (issues.size() > kMaxReportedIssues || more > 0) {
        const std::size_t extra =
            more + (issues.size() > kMaxReportedIssues ? issues.size() - kMaxReportedIssues : 0);
        issues.resize(std::min(issues.size(), kMaxReportedIssues));
        issues.push_back({"", "… and " + std::to_string(extra) + " more problems"});
    }
}

}  // namespace

std::string displayPath(const std::string& path) {
    bool printable = isValidUtf8(path);
    for (const char c : path) {
        printable = printable && (static_cast<unsigned char>(c) >= 0x20 && c != 0x7F);
    }
    return printable ? path : printableText(path, 200);
}

LoadResult scenarioFromJson(std::string_view text) {
    LoadResult result;
    Issues& issues = result.issues;
    if (text.size() > kMaxPresetBytes) {
        issues.push_back({"",
                          "the file is larger than 1 MiB (1048576 bytes), the limit for a "
                          "preset"});
        return result;
    }
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        issues.push_back({"", "the file is empty; a preset is a JSON object"});
        return result;
    }
    // nlohmann's lexer takes a NUL byte for the end of the input: a valid preset followed by
    // "\0" and anything at all validated. JSON text never holds a raw NUL (inside a string it
    // must be written \u0000), so any NUL makes the file not JSON.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        const auto [line, column] = LineCounter(text).at(nul);
        issues.push_back({"", "malformed JSON at line " + std::to_string(line) + ", column " +
                                  std::to_string(column) +
                                  ": a NUL byte; a preset is UTF-8 text (is this a binary "
                                  "file, or text after the preset?)"});
        return result;
    }
    std::size_t consumed = 0;
    PresetSax sax(text, &consumed, &issues);
    const CountingIterator begin{text.data(), &consumed};
    const CountingIterator end{text.data() + text.size(), &consumed};
    try {
        // The SAX parser is iterative: depth costs no stack, and the handler stops at the cap.
        json::sax_parse(begin, end, &sax);
    } catch (const std::exception& e) {  // the handler does not throw; the library may (OOM)
        issues.push_back({sax.path(), std::string("cannot be read: ") + e.what()});
    }
    if (!issues.empty()) {  // syntax, depth, overflow or duplicate keys: the file is not whole
        capIssues(issues, 0);
        return result;
    }
    const json& root = sax.root;
    if (!root.is_object()) {
        issues.push_back({"", "a preset must be a JSON object, not " + describeValue(root)});
        return result;
    }

    Scenario& scenario = result.scenario;
    std::size_t unshown = 0;
    const auto full = [&] { return issues.size() >= kMaxReportedIssues; };
    auto schema = root.find("schema");
    if (schema == root.end()) {
        issues.push_back({"schema", std::string("is missing; allowed \"") + kSchema + "\""});
    } else if (!schema->is_string() || schema->get_ref<const std::string&>() != kSchema) {
        issues.push_back(
            {"schema", std::string("must be \"") + kSchema + "\", not " + describeValue(*schema)});
    }
    readTopText(root, "name", scenario.name, 200, issues);
    readTopText(root, "description", scenario.description, 20000, issues);

    std::set<std::string> sections;
    TypedKeys typed;  // what the file types; the rest follows it (applyInputConsequences)
    for (const ParamSpec& spec : paramSpecs()) {
        sections.insert(spec.section());
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        const std::string& key = it.key();
        if (key == "schema" || key == "name" || key == "description") {
            continue;
        }
        if (sections.count(key) == 0) {
            full() ? void(++unshown) : issues.push_back({key, unknownKeyMessage(key)});
            continue;
        }
        if (!it->is_object()) {
            issues.push_back({key, "must be an object, not " + describeValue(*it)});
            continue;
        }
        for (auto field = it->begin(); field != it->end(); ++field) {
            const std::string path = key + "." + field.key();
            if (full()) {
                ++unshown;
                continue;
            }
            const ParamSpec* spec = findParam(path);
            if (spec == nullptr) {
                issues.push_back({path, unknownKeyMessage(path)});
                continue;
            }
            applyValue(*spec, *field, scenario, issues);
            typed.insert(path);
        }
    }
    if (!issues.empty()) {
        capIssues(issues, unshown);
        return result;
    }
    // Every key is in range; only cross-key rules remain. A file that breaks them is still a
    // whole scenario (the app saves such states mid-edit), so the GUI can open it for fixing.
    result.keys_valid = true;
    // A card the file names brings its catalog figures the file leaves out; a parameter count
    // without a shape scales the default shape's family (docs/one-plan.md).
    applyInputConsequences(Scenario{}, scenario, typed);
    issues = validate(scenario);
    capIssues(issues, 0);
    return result;
}

namespace {

// Reads at most max_bytes + 1 bytes of a regular file (one past the limit, so a huge file is
// neither read whole nor accepted). Empty return: `text` holds the bytes; else the reason, with
// the OS's words. O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer
// forever; a FIFO, folder or device is refused by kind.
std::string readRegularFile(const std::string& path, std::size_t max_bytes, std::string* text) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        return std::string("cannot open: ") + std::strerror(errno);
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        return std::string("cannot open: ") + std::strerror(err);
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        const char* kind = S_ISDIR(st.st_mode)    ? "a folder"
                           : S_ISFIFO(st.st_mode) ? "a named pipe (FIFO)"
                           : S_ISCHR(st.st_mode)  ? "a character device"
                           : S_ISBLK(st.st_mode)  ? "a block device"
                           : S_ISSOCK(st.st_mode) ? "a socket"
                                                  : "not a file";
        return std::string("is ") + kind + ", not a regular file";
    }
    text->assign(max_bytes + 1, '\0');
    std::size_t got = 0;
    while (got < text->size()) {
        const ssize_t n = ::read(fd, text->data() + got, text->size() - got);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            return std::string("cannot read: ") + std::strerror(err);
        }
        if (n == 0) {
            break;
        }
        got += static_cast<std::size_t>(n);
    }
    ::close(fd);
    text->resize(got);
    return {};
}

}  // namespace

bool readFileHead(const std::string& path, std::size_t max_bytes, std::string* text,
                  std::string* why) {
    std::string reason = readRegularFile(path, max_bytes, text);
    if (why != nullptr) {
        *why = reason;
    }
    return reason.empty();
}

LoadResult loadScenarioFile(const std::string& path) {
    std::string text;
    const std::string why = readRegularFile(path, kMaxPresetBytes, &text);
    if (!why.empty()) {
        LoadResult result;
        const bool not_regular = why.rfind("is ", 0) == 0;
        result.issues.push_back({"", displayPath(path) + ": " + why +
                                         (not_regular ? "; a preset is a .json file" : "")});
        return result;
    }
    return scenarioFromJson(text);
}

std::string scenarioToJson(const Scenario& scenario) {
    nlohmann::ordered_json root;
    root["schema"] = kSchema;
    root["name"] = scenario.name;
    root["description"] = scenario.description;
    for (const ParamSpec& spec : paramSpecs()) {
        auto& section = root[spec.section()];
        const std::string key = spec.key();
        switch (spec.type) {
            case ParamType::Boolean:
                section[key] = spec.get_number(scenario) != 0;
                break;
            case ParamType::Integer:
                section[key] = static_cast<std::int64_t>(std::llround(spec.get_number(scenario)));
                break;
            case ParamType::Real:
                section[key] = spec.get_number(scenario);
                break;
            case ParamType::Text:
            case ParamType::Choice:
                section[key] = spec.get_text(scenario);
                break;
        }
    }
    return root.dump(2) + "\n";
}

}  // namespace stepbudget
