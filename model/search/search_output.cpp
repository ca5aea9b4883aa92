#include "model/search/search_output.h"

#include <nlohmann/json.hpp>
#include <sstream>

#include "model/base/derivation.h"
#include "model/base/units.h"

namespace stepbudget {

namespace {

nlohmann::ordered_json layoutJson(const SearchLayout& l) {
    nlohmann::ordered_json j;
    j["tp"] = l.tp;
    j["pp"] = l.pp;
    j["cp"] = l.cp;
    j["ep"] = l.ep;
    j["dp"] = l.dp;
    j["micro_batch"] = l.micro_batch;
    j["zero_stage"] = l.zero_stage;
    j["recompute"] = toString(l.recompute);
    j["recompute_layers"] = l.recompute_layers;
    j["sequence_parallel"] = l.sequence_parallel;
    j["schedule"] = toString(l.schedule);
    j["chunks"] = l.chunks;
    j["compute"] = toString(l.compute);
    return j;
}

nlohmann::ordered_json pointJson(const SearchPoint& p, bool cost) {
    nlohmann::ordered_json j;
    j["cards"] = p.layout.cards;
    j["finish_days"] = p.finish_days;
    j["step_time_s"] = p.step_time_s;
    j["peak_bytes_per_card"] = p.peak_bytes_per_card;
    j["meets_deadline"] = p.meets_deadline;
    j["headroom_bytes"] = p.headroom_bytes;
    // The band the app colours the point by (memory_room.h: tight at 90 % of the card or more,
    // where the plan warns that its step may be optimistic).
    j["memory_room"] = toString(memoryRoom(p));
    if (cost) {
        j["cost_dollars"] = p.cost_dollars;
    }
    j["layout"] = layoutJson(p.layout);
    return j;
}

const char* kCsvHeader =
    "set,cards,finish_days,step_time_s,peak_bytes_per_card,headroom_bytes,cost_dollars,"
    "meets_deadline,tp,pp,cp,ep,dp,micro_batch,zero_stage,recompute,recompute_layers,"
    "sequence_parallel,schedule,chunks,compute,reason\n";

void csvLayout(std::ostream& out, const SearchLayout& l) {
    out << l.tp << ',' << l.pp << ',' << l.cp << ',' << l.ep << ',' << l.dp << ',' << l.micro_batch
        << ',' << l.zero_stage << ',' << toString(l.recompute) << ',' << l.recompute_layers << ','
        << (l.sequence_parallel ? "true" : "false") << ',' << toString(l.schedule) << ','
        << l.chunks << ',' << toString(l.compute);
}

void csvPoint(std::ostream& out, const char* set, const SearchPoint& p) {
    out << set << ',' << p.layout.cards << ',' << fmt(p.finish_days, 8) << ','
        << fmt(p.step_time_s, 8) << ',' << fmt(p.peak_bytes_per_card, 12) << ','
        << fmt(p.headroom_bytes, 12) << ',' << fmt(p.cost_dollars, 10) << ','
        << (p.meets_deadline ? "true" : "false") << ',';
    csvLayout(out, p.layout);
    out << ",\n";
}

std::string csvQuoted(const std::string& s) {
    std::string q = "\"";
    for (char c : s) {
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return q + "\"";
}

void mdTable(std::ostream& out, const std::vector<SearchPoint>& points, bool cost) {
    out << "| finish (days) | step (s) | cards | " << (cost ? "cost ($) | " : "")
        << "peak / card (GiB) | headroom (GiB) | deadline | layout |\n"
        << "|---:|---:|---:|" << (cost ? "---:|" : "") << "---:|---:|:-:|:--|\n";
    for (const SearchPoint& p : points) {
        out << "| " << fixed(p.finish_days, 3) << " | " << fixed(p.step_time_s, 3) << " | "
            << p.layout.cards << " | " << (cost ? fixed(p.cost_dollars, 0) + " | " : "")
            << fixed(p.peak_bytes_per_card / units::kGiB, 2) << " | "
            << fixed(p.headroom_bytes / units::kGiB, 2)
            // A tight point (memory_room.h) says so, as the app's table does.
            << (memoryRoom(p) == MemoryRoom::Tight ? " tight" : "") << " | "
            << (p.meets_deadline ? "meets" : "misses") << " | " << describeLayout(p.layout)
            << " |\n";
    }
}

const char* standingName(PlanStanding s) {
    switch (s) {
        case PlanStanding::OnFront:
            return "on_front";
        case PlanStanding::Dominated:
            return "dominated";
        case PlanStanding::Tied:
            return "tied";
        case PlanStanding::DoesNotFit:
            return "does_not_fit";
        case PlanStanding::OutsideSpace:
            break;
    }
    return "outside_space";
}

}  // namespace

void writeSearchJson(const SearchResults& r, std::ostream& out) {
    nlohmann::ordered_json j;
    j["front"] = nlohmann::ordered_json::array();
    for (const SearchPoint& p : r.front) {
        j["front"].push_back(pointJson(p, r.cost_objective));
    }
    j["top"] = nlohmann::ordered_json::array();
    for (const SearchPoint& p : r.top) {
        j["top"].push_back(pointJson(p, r.cost_objective));
    }
    j["considered"] = r.considered;
    j["evaluated"] = r.evaluated;
    j["infeasible"] = r.infeasible;
    j["pruned"] = r.pruned;
    j["objective"] = r.cost_objective ? "finish_days,cost_dollars,headroom_bytes"
                                      : "finish_days,cards,headroom_bytes";
    j["seconds"] = r.seconds;
    j["activations"] = r.activations_typed ? "typed" : "architecture";
    if (r.plan.placed) {
        nlohmann::ordered_json plan = pointJson(r.plan.point, r.cost_objective);
        plan["standing"] = standingName(r.plan.standing);
        if (r.plan.standing == PlanStanding::Dominated || r.plan.standing == PlanStanding::Tied) {
            plan["dominated_by"] = pointJson(r.front[r.plan.dominated_by], r.cost_objective);
        }
        if (!r.plan.outside_reason.empty()) {
            plan["outside_space"] = r.plan.outside_reason;
        }
        plan["words"] = r.plan.words;
        j["plan"] = plan;
    }
    std::string head = j.dump(2);
    if (r.rejected.empty()) {
        out << head << "\n";
        return;
    }
    // The rejections are written one by one, as the tree would print them: a tree of millions
    // of them plus its text took ~1.8 KB of memory per layout (14 GB at --cards 8:2048).
    head.resize(head.size() - 2);  // "\n}"
    out << head << ",\n  \"rejected\": [";
    bool first = true;
    for (const SearchRejection& x : r.rejected) {
        nlohmann::ordered_json e;
        e["cards"] = x.layout.cards;
        e["layout"] = layoutJson(x.layout);
        e["reason"] = x.reason;
        std::string text = e.dump(2);
        // Indent the element's lines by four spaces (its depth in the document).
        std::string indented = "    ";
        for (const char c : text) {
            indented += c;
            if (c == '\n') {
                indented += "    ";
            }
        }
        out << (first ? "\n" : ",\n") << indented;
        first = false;
    }
    out << "\n  ]\n}\n";
}

std::string searchToJson(const SearchResults& r) {
    std::ostringstream out;
    writeSearchJson(r, out);
    return out.str();
}

void writeSearchCsv(const SearchResults& r, std::ostream& out) {
    out << kCsvHeader;
    for (const SearchPoint& p : r.front) {
        csvPoint(out, "front", p);
    }
    for (const SearchPoint& p : r.top) {
        csvPoint(out, "top", p);
    }
    if (r.plan.placed) {
        csvPoint(out, "plan", r.plan.point);
    }
    for (const SearchRejection& x : r.rejected) {
        out << "rejected," << x.layout.cards << ",,,,,,,";
        csvLayout(out, x.layout);
        out << ',' << csvQuoted(x.reason) << '\n';
    }
}

std::string searchToCsv(const SearchResults& r) {
    std::ostringstream out;
    writeSearchCsv(r, out);
    return out.str();
}

void writeSearchMarkdown(const SearchResults& r, std::ostream& out) {
    out << "## Pareto front (finish days, " << (r.cost_objective ? "cost" : "cards")
        << ", memory headroom)\n\n";
    mdTable(out, r.front, r.cost_objective);
    out << "\n## Top " << r.top.size() << " by finish days\n\n";
    mdTable(out, r.top, r.cost_objective);
    out << "\n"
        << r.considered << " layouts considered, " << r.infeasible << " infeasible, " << r.evaluated
        << " evaluated, " << r.pruned << " skipped by the bounds, in " << fixed(r.seconds, 3)
        << " s.\n";
    if (r.plan.placed) {
        out << "\n**Current plan:** " << r.plan.words << "\n";
    }
    if (r.activations_typed) {
        out << "\nActivations are typed (parallel.extra_memory_gib): every layout is given the "
               "same activation memory; set activations.source = architecture for memory that "
               "follows the layout.\n";
    }
    if (!r.rejected.empty()) {
        out << "\n## Not on the front\n\n| layout | reason |\n|:--|:--|\n";
        for (const SearchRejection& x : r.rejected) {
            out << "| " << describeLayout(x.layout) << " | " << x.reason << " |\n";
        }
    }
}

std::string searchToMarkdown(const SearchResults& r) {
    std::ostringstream out;
    writeSearchMarkdown(r, out);
    return out.str();
}

}  // namespace stepbudget
