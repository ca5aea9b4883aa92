#include "model/io/published_memory_json.h"

#include <nlohmann/json.hpp>

#include "model/io/data_file.h"
#include "model/io/scenario_json.h"

namespace stepbudget {
namespace {

using json = nlohmann::json;

std::string text(const json& row, const char* key, const std::string& path, Issues& issues,
                 bool required = true) {
    const auto it = row.find(key);
    if (it == row.end()) {
        if (required) {
            issues.push_back({path + "." + key, "missing"});
        }
        return {};
    }
    if (!it->is_string()) {
        issues.push_back({path + "." + key, "must be a string"});
        return {};
    }
    return it->get<std::string>();
}

MeasuredMemoryRow readRow(const json& row, const std::string& path, Issues& issues) {
    MeasuredMemoryRow r;
    r.id = text(row, "id", path, issues);
    r.label = text(row, "label", path, issues);
    r.source = text(row, "source", path, issues);
    r.table = text(row, "table", path, issues);
    r.note = text(row, "note", path, issues, false);
    const std::string outcome = text(row, "outcome", path, issues);
    if (outcome == "oom") {
        r.oom = true;
    } else if (outcome != "ran" && !outcome.empty()) {
        issues.push_back({path + ".outcome", "must be \"ran\" or \"oom\""});
    }
    if (const auto it = row.find("measured_reserved_gib"); it != row.end()) {
        if (!it->is_number() || !(it->get<double>() > 0)) {
            issues.push_back({path + ".measured_reserved_gib", "must be a positive number"});
        } else {
            r.measured_gib = it->get<double>();
        }
    }
    if (const auto it = row.find("fit"); it != row.end()) {
        if (!it->is_boolean()) {
            issues.push_back({path + ".fit", "must be true or false"});
        } else {
            r.fit = it->get<bool>();
        }
    }
    if (const auto it = row.find("exact"); it != row.end()) {
        if (!it->is_boolean()) {
            issues.push_back({path + ".exact", "must be true or false"});
        } else {
            r.exact = it->get<bool>();
        }
    }
    if (r.fit && (r.measured_gib <= 0 || !r.exact)) {
        issues.push_back({path + ".fit", "a fitted row needs measured_reserved_gib and exact"});
    }
    const auto scenario = row.find("scenario");
    if (scenario == row.end() || !scenario->is_object()) {
        issues.push_back({path + ".scenario", "missing or not an object"});
        return r;
    }
    // Checked like a preset file: every key known and in range, the cross-key rules.
    const LoadResult loaded = scenarioFromJson(scenario->dump());
    for (const Issue& issue : loaded.issues) {
        issues.push_back({path + ".scenario." + issue.path, issue.message});
    }
    r.scenario = loaded.scenario;
    return r;
}

}  // namespace

PublishedMemoryLoad publishedMemoryFromJson(std::string_view text_in) {
    PublishedMemoryLoad out;
    const json doc = json::parse(text_in.begin(), text_in.end(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        out.issues.push_back({"", "not a JSON object"});
        return out;
    }
    const auto rows = doc.find("rows");
    if (rows == doc.end() || !rows->is_array()) {
        out.issues.push_back({"rows", "missing or not an array"});
        return out;
    }
    for (std::size_t i = 0; i < rows->size(); ++i) {
        const std::string path = "rows[" + std::to_string(i) + "]";
        if (!(*rows)[i].is_object()) {
            out.issues.push_back({path, "not an object"});
            continue;
        }
        out.rows.push_back(readRow((*rows)[i], path, out.issues));
    }
    return out;
}

PublishedMemoryLoad loadPublishedMemory(const std::string& path) {
    std::string s;
    PublishedMemoryLoad out;
    if (!readDataFile(path, &s, &out.issues)) {
        return out;
    }
    return publishedMemoryFromJson(s);
}

}  // namespace stepbudget
