// Loader of study/content: each file is parsed with nlohmann::json (its parse error caught and
// turned into an issue) and read field by field with type checks, so a teacher's typo becomes an
// issue naming the file and the field, never an exception or a half-read walkthrough.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "study/practice_registry.h"
#include "study/study_content.h"

namespace stepbudget::study {
namespace {

using Json = nlohmann::ordered_json;

std::string list(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& name : names) {
        out += (out.empty() ? "{" : ", {") + name + "}";
    }
    return out.empty() ? "nothing" : out;
}

// Reads one JSON object; every issue is named "<file> <field path>".
class Reader {
public:
    Reader(std::string file, Issues& issues) : m_file(std::move(file)), m_issues(issues) {}

    void fail(const std::string& where, const std::string& message) {
        m_issues.push_back({m_file + (where.empty() ? "" : " " + where), message});
        ++m_failures;
    }
    int failures() const { return m_failures; }

    // Every key of `object` must be one of `allowed`, so a misspelt field is not silently ignored.
    void onlyKeys(const Json& object, const std::string& where,
                  std::initializer_list<const char*> allowed) {
        for (const auto& item : object.items()) {
            const bool known = std::any_of(allowed.begin(), allowed.end(),
                                           [&](const char* key) { return item.key() == key; });
            if (!known) {
                std::string names;
                for (const char* key : allowed) {
                    names += (names.empty() ? "" : ", ") + std::string(key);
                }
                fail(join(where, item.key()), "is not a field here; allowed: " + names);
            }
        }
    }

    const Json* field(const Json& object, const std::string& where, const char* key,
                      bool required) {
        const auto it = object.find(key);
        if (it == object.end()) {
            if (required) {
                fail(join(where, key), "is missing");
            }
            return nullptr;
        }
        return &*it;
    }

    std::string string(const Json& object, const std::string& where, const char* key,
                       bool required = true) {
        const Json* value = field(object, where, key, required);
        if (value == nullptr) {
            return {};
        }
        if (!value->is_string() || value->get_ref<const std::string&>().empty()) {
            fail(join(where, key), "must be a non-empty string");
            return {};
        }
        return value->get<std::string>();
    }

    // {"en": "...", "zh": "..."}: both languages, nothing else.
    LocalText text(const Json& object, const std::string& where, const char* key) {
        const Json* value = field(object, where, key, true);
        if (value == nullptr) {
            return {};
        }
        return text(*value, join(where, key));
    }
    LocalText text(const Json& value, const std::string& where) {
        if (!value.is_object()) {
            fail(where, "must be an object with \"en\" and \"zh\" texts");
            return {};
        }
        onlyKeys(value, where, {"en", "zh"});
        return {string(value, where, "en"), string(value, where, "zh")};
    }

    // {"key": "value as typed", ...} in order.
    KeyOverrides overrides(const Json& object, const std::string& where, const char* key) {
        KeyOverrides out;
        const Json* value = field(object, where, key, false);
        if (value == nullptr) {
            return out;
        }
        if (!value->is_object()) {
            fail(join(where, key), "must be an object of preset keys and values as text");
            return out;
        }
        for (const auto& item : value->items()) {
            if (!item.value().is_string()) {
                fail(join(join(where, key), item.key()),
                     "must be a string: the value as typed in the panel, e.g. \"16\"");
                continue;
            }
            out.emplace_back(item.key(), item.value().get<std::string>());
        }
        return out;
    }

    Choices choices(const Json& object, const std::string& where) {
        Choices out;
        const Json* value = field(object, where, "choices", false);
        if (value == nullptr) {
            return out;
        }
        const std::string at = join(where, "choices");
        if (!value->is_object()) {
            fail(at, "must be an object: placeholder -> {value -> text}");
            return out;
        }
        for (const auto& name : value->items()) {
            if (!name.value().is_object() || name.value().empty()) {
                fail(join(at, name.key()), "must be an object: value -> {\"en\", \"zh\"}");
                continue;
            }
            for (const auto& option : name.value().items()) {
                out[name.key()][option.key()] =
                    text(option.value(), join(join(at, name.key()), option.key()));
            }
        }
        return out;
    }

    // Calls each(object, "key[i]") for every element of the array `key`, which must hold objects
    // (`shape` names their fields for the message); `non_empty` refuses an empty array.
    template <class Each>
    void objects(const Json& parent, const char* key, const char* shape, bool non_empty,
                 Each each) {
        const Json* array = field(parent, "", key, true);
        if (array == nullptr) {
            return;
        }
        if (!array->is_array() || (non_empty && array->empty())) {
            fail(key, std::string("must be ") + (non_empty ? "a non-empty" : "an") +
                          " array of objects " + shape);
            return;
        }
        for (std::size_t i = 0; i < array->size(); ++i) {
            const std::string at = std::string(key) + "[" + std::to_string(i) + "]";
            if (!(*array)[i].is_object()) {
                fail(at, std::string("must be an object ") + shape);
                continue;
            }
            each((*array)[i], at);
        }
    }

    // The placeholders of a template; a stray brace fails the file.
    std::set<std::string> names(const std::string& text, const std::string& where) {
        Issues syntax;
        std::set<std::string> out = placeholders(text, where, syntax);
        for (const Issue& issue : syntax) {
            fail(where, issue.message);
        }
        return out;
    }

    static std::string join(const std::string& where, const std::string& key) {
        return where.empty() ? key : where + "." + key;
    }

private:
    std::string m_file;
    Issues& m_issues;
    int m_failures = 0;
};

std::optional<Json> parse(const ContentFile& file, Issues& issues) {
    try {
        Json json = Json::parse(file.text);
        if (!json.is_object()) {
            issues.push_back({file.path, "must hold one JSON object"});
            return std::nullopt;
        }
        return json;
    } catch (const Json::exception& e) {
        issues.push_back({file.path, std::string("is not valid JSON: ") + e.what()});
        return std::nullopt;
    }
}

// "walkthroughs/interview.zero-stages.json" -> "interview.zero-stages".
std::string stem(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    std::string name = path.substr(slash == std::string::npos ? 0 : slash + 1);
    if (name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0) {
        name.resize(name.size() - 5);
    }
    return name;
}

bool startsWith(const std::string& text, const char* prefix) {
    return text.rfind(prefix, 0) == 0;
}

constexpr struct {
    const char* name;
    StudyView view;
} kViews[] = {{"memory", StudyView::Memory},
              {"checkpoint", StudyView::Checkpoint},
              {"amdahl", StudyView::Amdahl},
              {"plan", StudyView::Plan},
              {"pipeline", StudyView::Pipeline},
              {"stragglers", StudyView::Stragglers},
              {"rl", StudyView::Rl}};

constexpr struct {
    const char* name;
    WalkthroughKind kind;
} kKinds[] = {{"interview", WalkthroughKind::Interview},
              {"self-test", WalkthroughKind::SelfTest},
              {"worked-example", WalkthroughKind::WorkedExample}};

// Named scales of a quoted figure: the derivation's value divided by the scale is in the unit.
constexpr struct {
    const char* name;
    double scale;
} kScales[] = {
    {"GB", units::kGB}, {"GiB", units::kGiB}, {"MiB", units::kMiB}, {"%", 0.01}, {"ms", 1e-3}};

std::optional<QuotedFigure> quotes(Reader& in, const Json& step, const std::string& where) {
    const Json* q = in.field(step, where, "quotes", false);
    if (q == nullptr) {
        return std::nullopt;
    }
    const std::string at = Reader::join(where, "quotes");
    if (!q->is_object()) {
        in.fail(at, "must be an object {value, decimals, scale, unit}");
        return std::nullopt;
    }
    in.onlyKeys(*q, at, {"value", "decimals", "scale", "unit"});
    QuotedFigure f;
    const int before = in.failures();
    if (const Json* v = in.field(*q, at, "value", true)) {
        if (v->is_number()) {
            f.value = v->get<double>();
        } else {
            in.fail(at + ".value", "must be a number, as the text prints it");
        }
    }
    if (const Json* d = in.field(*q, at, "decimals", true)) {
        if (d->is_number_integer() && d->get<int>() >= -1 && d->get<int>() <= 6) {
            f.decimals = d->get<int>();
        } else {
            in.fail(at + ".decimals", "must be a whole number from -1 (tens) to 6");
        }
    }
    if (const Json* s = in.field(*q, at, "scale", false)) {
        bool known = false;
        for (const auto& named : kScales) {
            if (s->is_string() && s->get<std::string>() == named.name) {
                f.unit_scale = named.scale;
                known = true;
            }
        }
        if (s->is_number() && s->get<double>() > 0) {
            f.unit_scale = s->get<double>();
            known = true;
        }
        if (!known) {
            in.fail(at + ".scale", "must be GB, GiB, MiB, %, ms or a positive number");
        }
    }
    if (const Json* u = in.field(*q, at, "unit", true)) {
        if (u->is_string()) {
            f.unit = u->get<std::string>();
        } else {
            in.fail(at + ".unit", "must be a string (may be empty)");
        }
    }
    if (in.failures() != before) {
        return std::nullopt;
    }
    return f;
}

WalkthroughStep readStep(Reader& in, const Json& s, const std::string& at) {
    in.onlyKeys(s, at, {"text", "shows", "pending", "what_if", "quotes"});
    WalkthroughStep step;
    const LocalText text = in.text(s, at, "text");
    step.text_en = text.en;
    step.text_zh = text.zh;
    step.derivation_id = in.string(s, at, "shows", false);
    if (const Json* pending = in.field(s, at, "pending", false)) {
        if (pending->is_boolean()) {
            step.derivation_pending = pending->get<bool>();
        } else {
            in.fail(at + ".pending", "must be true or false");
        }
    }
    step.what_if = in.overrides(s, at, "what_if");
    step.quoted = quotes(in, s, at);
    if (step.quoted && step.derivation_id.empty()) {
        in.fail(at + ".quotes", "needs \"shows\": the derivation that reproduces it");
    }
    return step;
}

std::optional<Walkthrough> readWalkthrough(const ContentFile& file, const Json& json,
                                           Issues& issues) {
    Reader in(file.path, issues);
    in.onlyKeys(json, "",
                {"id", "kind", "number", "source", "title", "question", "preset", "overrides",
                 "view", "steps", "takeaway", "practice"});
    Walkthrough w;
    w.id = in.string(json, "", "id");
    if (!w.id.empty() && w.id != stem(file.path)) {
        in.fail("id", "\"" + w.id + "\" must match the file name " + stem(file.path) + ".json");
    }
    const std::string kind = in.string(json, "", "kind");
    if (!kind.empty()) {
        const auto k = std::find_if(std::begin(kKinds), std::end(kKinds),
                                    [&](const auto& x) { return kind == x.name; });
        if (k == std::end(kKinds)) {
            in.fail("kind", "\"" + kind + "\" must be interview, self-test or worked-example");
        } else {
            w.kind = k->kind;
        }
    }
    if (const Json* n = in.field(json, "", "number", true)) {
        if (n->is_number_integer() && n->get<int>() >= 1) {
            w.number = n->get<int>();
        } else {
            in.fail("number", "must be a whole number from 1: the position in the chapter");
        }
    }
    w.source = in.string(json, "", "source");
    const LocalText title = in.text(json, "", "title");
    const LocalText question = in.text(json, "", "question");
    const LocalText takeaway = in.text(json, "", "takeaway");
    w.title_en = title.en;
    w.title_zh = title.zh;
    w.question_en = question.en;
    w.question_zh = question.zh;
    w.takeaway_en = takeaway.en;
    w.takeaway_zh = takeaway.zh;
    w.preset = in.string(json, "", "preset");
    w.overrides = in.overrides(json, "", "overrides");
    const std::string view = in.string(json, "", "view");
    if (!view.empty()) {
        const auto v = std::find_if(std::begin(kViews), std::end(kViews),
                                    [&](const auto& x) { return view == x.name; });
        if (v == std::end(kViews)) {
            in.fail("view", "\"" + view +
                                "\" must be memory, checkpoint, amdahl, plan, pipeline, "
                                "stragglers or rl");
        } else {
            w.view = v->view;
        }
    }
    if (const Json* practice = in.field(json, "", "practice", false)) {
        if (!practice->is_array()) {
            in.fail("practice", "must be an array of practice generator ids");
        } else {
            for (std::size_t i = 0; i < practice->size(); ++i) {
                const Json& id = (*practice)[i];
                const std::string at = "practice[" + std::to_string(i) + "]";
                const auto& slots = practiceSlots();
                if (!id.is_string()) {
                    in.fail(at, "must be a string");
                } else if (std::none_of(slots.begin(), slots.end(), [&](const PracticeSlots& s) {
                               return s.id == id.get<std::string>();
                           })) {
                    in.fail(at, "\"" + id.get<std::string>() + "\" is not a practice generator");
                } else {
                    w.practice.push_back(id.get<std::string>());
                }
            }
        }
    }
    in.objects(json, "steps", "{text, shows, pending, what_if, quotes}", true,
               [&](const Json& step, const std::string& at) {
                   w.steps.push_back(readStep(in, step, at));
               });
    if (in.failures() > 0) {
        return std::nullopt;
    }
    return w;
}

// Checks a practice text's placeholders against what the generator's code provides.
void checkPlaceholders(const PracticeText& t, const PracticeSlots& slots, Reader& in) {
    const std::set<std::string> provided(slots.values.begin(), slots.values.end());
    // Per language: every placeholder used must be provided, every provided one used somewhere.
    for (const Language language : {Language::En, Language::Zh}) {
        const std::string lang = language == Language::En ? "en" : "zh";
        std::set<std::string> used;
        const auto scan = [&](const std::string& text, const std::string& where) {
            for (const std::string& name : in.names(text, where)) {
                used.insert(name);
                if (provided.count(name) == 0) {
                    in.fail(where, "uses {" + name + "}, which " + t.id +
                                       " does not compute; it computes: " + list(slots.values));
                }
            }
        };
        scan(t.question.in(language), "question." + lang);
        for (std::size_t i = 0; i < t.solution.size(); ++i) {
            const std::string at = "solution[" + std::to_string(i) + "]";
            scan(t.solution[i].text.in(language), at + ".text." + lang);
            if (language == Language::En) {
                scan(t.solution[i].shows, at + ".shows");
            } else {
                Issues ignored;  // reported once, for en
                for (const std::string& name : placeholders(t.solution[i].shows, "", ignored)) {
                    used.insert(name);
                }
            }
        }
        const std::set<std::string> in_question = [&] {
            Issues ignored;
            return placeholders(t.question.in(language), "", ignored);
        }();
        for (std::size_t i = 0; i < t.givens.size(); ++i) {
            const std::string& name = t.givens[i].value;
            used.insert(name);
            const std::string at = "givens[" + std::to_string(i) + "].value";
            if (provided.count(name) == 0) {
                in.fail(at, "\"" + name + "\" is not a value " + t.id + " computes");
            } else if (in_question.count(name) == 0) {
                in.fail("question." + lang, "does not name the given {" + name + "}");
            }
        }
        for (const std::string& name : slots.values) {
            if (used.count(name) == 0) {
                in.fail(lang, t.id + " computes {" + name + "}, which no " + lang +
                                  " text of the question or solution uses");
            }
        }
    }
}

std::optional<PracticeText> readPractice(const ContentFile& file, const Json& json,
                                         Issues& issues) {
    Reader in(file.path, issues);
    in.onlyKeys(json, "", {"id", "title", "question", "givens", "solution", "choices"});
    PracticeText t;
    t.id = in.string(json, "", "id");
    if (!t.id.empty() && t.id != stem(file.path)) {
        in.fail("id", "\"" + t.id + "\" must match the file name " + stem(file.path) + ".json");
    }
    const auto& registry = practiceSlots();
    const auto slots = std::find_if(registry.begin(), registry.end(),
                                    [&](const PracticeSlots& s) { return s.id == t.id; });
    if (!t.id.empty() && slots == registry.end()) {
        in.fail("id", "\"" + t.id + "\" is not a practice generator of study_practice.cpp");
    }
    t.title = in.text(json, "", "title");
    t.question = in.text(json, "", "question");
    in.objects(json, "givens", "{label, value}", false, [&](const Json& g, const std::string& at) {
        in.onlyKeys(g, at, {"label", "value"});
        t.givens.push_back({in.text(g, at, "label"), in.string(g, at, "value")});
    });
    in.objects(json, "solution", "{text, shows}", false, [&](const Json& s, const std::string& at) {
        in.onlyKeys(s, at, {"text", "shows"});
        t.solution.push_back({in.text(s, at, "text"), in.string(s, at, "shows", false)});
    });
    t.choices = in.choices(json, "");
    if (slots != registry.end() && in.failures() == 0) {
        checkPlaceholders(t, *slots, in);
    }
    if (in.failures() > 0) {
        return std::nullopt;
    }
    return t;
}

std::optional<PracticeCommon> readCommon(const ContentFile& file, const Json& json,
                                         Issues& issues) {
    Reader in(file.path, issues);
    PracticeCommon c;
    // Each text with the group it sits in and exactly the placeholders the code fills in.
    const struct {
        const char* group;  // "" = top level
        const char* key;
        LocalText* text;
        std::set<std::string> names;
    } texts[] = {
        {"", "answer", &c.answer, {"answer"}},
        {"tolerance", "exact", &c.exact, {}},
        {"tolerance", "within", &c.within, {}},
        {"tolerance", "within_or_absolute", &c.within_or_absolute, {"abs"}},
        {"feedback", "correct", &c.correct, {"yours", "model", "tolerance"}},
        {"feedback", "too_high", &c.too_high, {"yours", "model", "off", "tolerance"}},
        {"feedback", "too_low", &c.too_low, {"yours", "model", "off", "tolerance"}},
        {"feedback", "not_drawn", &c.not_drawn, {"issues"}},
        {"feedback", "type_a_number", &c.type_a_number, {}},
        {"hints", "gb_gib", &c.hint_gb_gib, {"unit"}},
        {"hints", "fraction_percent", &c.hint_fraction_percent, {}},
        {"hints", "minutes", &c.hint_minutes, {}},
        {"hints", "sqrt2", &c.hint_sqrt2, {}},
        {"hints", "one_short", &c.hint_one_short, {}},
        {"hints", "power_of_ten", &c.hint_power_of_ten, {"k"}},
        {"typing", "not_a_number", &c.not_a_number, {"text"}},
        {"typing", "bad_grouping", &c.bad_grouping, {"text"}},
        {"typing", "unusable", &c.unusable, {"text"}},
        {"typing", "unknown_unit", &c.unknown_unit, {"unit", "asked"}},
        {"typing", "wrong_unit", &c.wrong_unit, {"unit", "asked"}},
        {"typing", "plain_number", &c.plain_number, {}},
    };
    in.onlyKeys(json, "",
                {"answer", "tolerance", "feedback", "hints", "typing", "unit_suffix", "choices"});
    for (const char* group : {"tolerance", "feedback", "hints", "typing"}) {
        const Json* object = in.field(json, "", group, true);
        if (object == nullptr) {
            continue;
        }
        if (!object->is_object()) {
            in.fail(group, "must be an object of texts");
            continue;
        }
        for (const auto& item : object->items()) {
            const bool known = std::any_of(std::begin(texts), std::end(texts), [&](const auto& t) {
                return group == std::string(t.group) && item.key() == t.key;
            });
            if (!known) {
                in.fail(Reader::join(group, item.key()), "is not a text the code shows");
            }
        }
    }
    for (const auto& t : texts) {
        const Json* object = *t.group == '\0' ? &json : in.field(json, "", t.group, false);
        if (object != nullptr && object->is_object()) {
            *t.text = in.text(*object, t.group, t.key);
        }
    }
    if (const Json* suffixes = in.field(json, "", "unit_suffix", false)) {
        if (!suffixes->is_object()) {
            in.fail("unit_suffix", "must be an object: unit -> {\"en\", \"zh\"}");
        } else {
            for (const auto& item : suffixes->items()) {
                c.unit_suffix[item.key()] =
                    in.text(item.value(), Reader::join("unit_suffix", item.key()));
            }
        }
    }
    c.choices = in.choices(json, "");
    if (in.failures() == 0) {
        for (const auto& t : texts) {
            for (const Language language : {Language::En, Language::Zh}) {
                const std::string where = Reader::join(Reader::join(t.group, t.key),
                                                       language == Language::En ? "en" : "zh");
                if (in.names(t.text->in(language), where) != t.names) {
                    const std::vector<std::string> names(t.names.begin(), t.names.end());
                    in.fail(where, t.names.empty() ? "must have no placeholder"
                                                   : "must use exactly " + list(names));
                }
            }
        }
    }
    if (in.failures() > 0) {
        return std::nullopt;
    }
    return c;
}

int kindRank(WalkthroughKind kind) {
    return static_cast<int>(kind);
}

}  // namespace

Content loadContent(const std::vector<ContentFile>& files) {
    Content out;
    bool have_common = false;
    std::map<std::string, PracticeText> practice;
    for (const ContentFile& file : files) {
        const bool walkthrough = startsWith(file.path, "walkthroughs/");
        const bool generator = startsWith(file.path, "practice/");
        const bool common = file.path == "practice.json";
        if (!walkthrough && !generator && !common) {
            out.issues.push_back(
                {file.path,
                 "is not a content file: walkthroughs/<id>.json, practice/<id>.json or "
                 "practice.json"});
            continue;
        }
        const std::optional<Json> json = parse(file, out.issues);
        if (!json) {
            continue;
        }
        if (walkthrough) {
            if (auto w = readWalkthrough(file, *json, out.issues)) {
                out.walkthroughs.push_back(std::move(*w));
            }
        } else if (generator) {
            if (auto t = readPractice(file, *json, out.issues)) {
                practice[t->id] = std::move(*t);
            }
        } else if (auto c = readCommon(file, *json, out.issues)) {
            out.common = std::move(*c);
            have_common = true;
        }
    }
    if (!have_common) {
        out.issues.push_back({"practice.json", "is missing or unusable"});
    }
    // Interview questions first, then self-tests, then worked examples, each by number: the
    // panel lists them in the chapter's order.
    std::stable_sort(out.walkthroughs.begin(), out.walkthroughs.end(),
                     [](const Walkthrough& a, const Walkthrough& b) {
                         return std::make_pair(kindRank(a.kind), a.number) <
                                std::make_pair(kindRank(b.kind), b.number);
                     });
    // Two walkthroughs at one position: the later file is reported and left out.
    for (std::size_t i = 1; i < out.walkthroughs.size();) {
        const Walkthrough& a = out.walkthroughs[i - 1];
        const Walkthrough& b = out.walkthroughs[i];
        if (a.kind != b.kind || a.number != b.number) {
            ++i;
            continue;
        }
        out.issues.push_back({"walkthroughs/" + b.id + ".json number",
                              "is " + std::to_string(b.number) + " as in " + a.id + ": two " +
                                  toString(a.kind) + " walkthroughs"});
        out.walkthroughs.erase(out.walkthroughs.begin() + static_cast<std::ptrdiff_t>(i));
    }
    for (const PracticeSlots& slots : practiceSlots()) {
        const auto it = practice.find(slots.id);
        if (it == practice.end()) {
            out.issues.push_back({"practice/" + slots.id + ".json", "is missing"});
            continue;
        }
        out.practice.push_back(std::move(it->second));
    }
    return out;
}

std::vector<ContentFile> readContentFolder(const std::string& folder, Issues& issues) {
    namespace fs = std::filesystem;
    std::vector<ContentFile> out;
    std::error_code error;
    fs::recursive_directory_iterator it(folder, error);
    if (error) {
        issues.push_back({folder, "cannot be read: " + error.message()});
        return out;
    }
    for (const fs::directory_entry& entry : it) {
        if (!entry.is_regular_file() || entry.path().extension() != ".json") {
            continue;
        }
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        out.push_back({fs::relative(entry.path(), folder).generic_string(), text.str()});
    }
    // Directory order differs between file systems; the loader's order must not.
    std::sort(out.begin(), out.end(),
              [](const ContentFile& a, const ContentFile& b) { return a.path < b.path; });
    return out;
}

const Content& content() {
    static const Content loaded = loadContent(embeddedStudyFiles());
    return loaded;
}

Issues checkContent(const Content& c, const PresetReader& read_preset) {
    Issues issues;
    for (const Walkthrough& w : c.walkthroughs) {
        const std::string file = "walkthroughs/" + w.id + ".json";
        const StudyScenario base = scenarioFor(w, read_preset);
        for (const Issue& issue : base.issues) {
            issues.push_back({file + " preset", issue.path + ": " + issue.message});
        }
        if (!base.ok()) {
            continue;
        }
        for (std::size_t i = 0; i < w.steps.size(); ++i) {
            const WalkthroughStep& step = w.steps[i];
            const std::string at = file + " steps[" + std::to_string(i) + "]";
            const StudyScenario s = stepScenario(base.scenario, step);
            for (const Issue& issue : s.issues) {
                issues.push_back({at + ".what_if", issue.path + ": " + issue.message});
            }
            if (!s.ok() || step.derivation_id.empty()) {
                continue;
            }
            const Results r = evaluate(s.scenario);
            const Derivation* d = stepDerivation(step, r);
            if (d == nullptr) {
                if (!step.derivation_pending) {
                    issues.push_back(
                        {at + ".shows", "\"" + step.derivation_id + "\" is not a derivation of " +
                                            w.preset + (step.what_if.empty() ? "" : " (what-if)")});
                }
                continue;
            }
            if (step.quoted) {
                // As printed: |value - quoted| within half a unit of the last printed decimal.
                const QuotedFigure& f = *step.quoted;
                const double model = d->value / f.unit_scale;
                if (!(std::fabs(model - f.value) <= 0.5 * std::pow(10.0, -f.decimals) + 1e-12)) {
                    std::ostringstream message;
                    message << "quotes " << f.value << " " << f.unit << "; the model gives "
                            << model;
                    issues.push_back({at + ".quotes", message.str()});
                }
            }
        }
    }
    return issues;
}

}  // namespace stepbudget::study
