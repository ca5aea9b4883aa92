#include "model/io/scenario_json.h"

#include <cmath>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <vector>

#include "model/base/params.h"
#include "model/evaluate/validate.h"

namespace stepbudget {
namespace {

using nlohmann::json;

const char* typeName(const json& j) {
    switch (j.type()) {
        case json::value_t::null:
            return "null";
        case json::value_t::object:
            return "an object";
        case json::value_t::array:
            return "an array";
        case json::value_t::string:
            return "a string";
        case json::value_t::boolean:
            return "a boolean";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
        case json::value_t::number_float:
            return "a number";
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
                                         typeName(value) + "; allowed " + describeRange(spec)});
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

void readTopText(const json& root, const char* key, std::string& out, std::size_t max_length,
                 Issues& issues) {
    auto it = root.find(key);
    if (it == root.end()) {
        return;
    }
    if (!it->is_string()) {
        issues.push_back({key, std::string("must be a string, not ") + typeName(*it)});
        return;
    }
    const auto text = it->get<std::string>();
    if (text.size() > max_length) {
        issues.push_back({key, "is longer than " + std::to_string(max_length) + " characters"});
        return;
    }
    out = text;
}

}  // namespace

LoadResult scenarioFromJson(std::string_view text) {
    LoadResult result;
    Issues& issues = result.issues;
    if (text.size() > kMaxPresetBytes) {
        issues.push_back({"", "the file is " + std::to_string(text.size()) +
                                  " bytes; presets are at most 1 MiB (1048576 bytes)"});
        return result;
    }
    // Track the key path while parsing, so a syntax or overflow error can name where it is.
    std::vector<std::string> keys;
    std::string last_key;
    const json::parser_callback_t track = [&](int, json::parse_event_t event, json& parsed) {
        switch (event) {
            case json::parse_event_t::key:
                last_key = parsed.get<std::string>();
                break;
            case json::parse_event_t::object_start:
                keys.push_back(last_key);
                last_key.clear();
                break;
            case json::parse_event_t::object_end:
                if (!keys.empty()) {
                    keys.pop_back();
                }
                last_key.clear();
                break;
            default:
                break;
        }
        return true;
    };
    json root;
    try {
        // The JSON library reports syntax errors by exception; it never leaves this function.
        root = json::parse(text.begin(), text.end(), track);
    } catch (const json::exception& e) {
        std::string path;
        for (std::size_t i = 1; i < keys.size(); ++i) {
            path += keys[i] + ".";
        }
        path += last_key;
        if (e.id == 406) {  // number overflow: 1e999 and the like
            issues.push_back({path, "must be a finite number"});
        } else {
            const auto* parse_error = dynamic_cast<const json::parse_error*>(&e);
            issues.push_back(
                {"", "malformed JSON" +
                         (parse_error ? " at byte " + std::to_string(parse_error->byte)
                                      : std::string()) +
                         (path.empty() ? std::string() : " (after key \"" + path + "\")")});
        }
        return result;
    }
    if (!root.is_object()) {
        issues.push_back(
            {"", std::string("a preset must be a JSON object, not ") + typeName(root)});
        return result;
    }

    Scenario& scenario = result.scenario;
    auto schema = root.find("schema");
    if (schema == root.end()) {
        issues.push_back({"schema", std::string("is missing; allowed \"") + kSchema + "\""});
    } else if (!schema->is_string() || schema->get<std::string>() != kSchema) {
        issues.push_back(
            {"schema", std::string("must be \"") + kSchema + "\", got " + schema->dump()});
    }
    readTopText(root, "name", scenario.name, 200, issues);
    readTopText(root, "description", scenario.description, 20000, issues);

    std::set<std::string> sections;
    for (const ParamSpec& spec : paramSpecs()) {
        sections.insert(spec.section());
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        const std::string& key = it.key();
        if (key == "schema" || key == "name" || key == "description") {
            continue;
        }
        if (sections.count(key) == 0) {
            issues.push_back({key, "unknown key"});
            continue;
        }
        if (!it->is_object()) {
            issues.push_back({key, std::string("must be an object, not ") + typeName(*it)});
            continue;
        }
        for (auto field = it->begin(); field != it->end(); ++field) {
            const std::string path = key + "." + field.key();
            const ParamSpec* spec = findParam(path);
            if (spec == nullptr) {
                issues.push_back({path, "unknown key"});
                continue;
            }
            applyValue(*spec, *field, scenario, issues);
        }
    }
    if (issues.empty()) {
        issues = validate(scenario);
    }
    return result;
}

bool readFileHead(const std::string& path, std::size_t max_bytes, std::string* text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return false;
    }
    text->assign(max_bytes + 1, '\0');
    in.read(text->data(), static_cast<std::streamsize>(text->size()));
    text->resize(static_cast<std::size_t>(in.gcount()));
    return true;
}

LoadResult loadScenarioFile(const std::string& path) {
    std::string text;
    if (!readFileHead(path, kMaxPresetBytes, &text)) {
        LoadResult result;
        result.issues.push_back({"", "cannot open " + path});
        return result;
    }
    return scenarioFromJson(text);  // refuses a text over the limit
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
