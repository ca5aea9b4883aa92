#include "model/moe/attention.h"
#include "model/base/param_builders.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"

#include <string_view>

namespace stepbudget {

namespace {

// Walks a comma-separated length list, handing each entry to `each`; false as soon as one entry
// is not a whole number in [1, 16777216] (spaces around it allowed) or a 4097th entry appears.
// No allocation: validate() checks both attention mixes at every point of the what-if sweeps.
template <class Each>
bool scanLengths(std::string_view text, Each each) {
    const std::size_t n = text.size();
    std::size_t i = 0;
    std::size_t count = 0;
    while (true) {
        while (i < n && text[i] == ' ') {
            ++i;
        }
        int digits = 0;
        std::int64_t v = 0;  // at most 9 digits: no overflow
        for (; i < n && text[i] >= '0' && text[i] <= '9'; ++i) {
            if (++digits > 9) {
                return false;
            }
            v = v * 10 + (text[i] - '0');
        }
        while (i < n && text[i] == ' ') {
            ++i;
        }
        // An entry is digits with spaces around them, then a comma or the end.
        if (digits == 0 || (i < n && text[i] != ',') || v < 1 || v > 16777216 || count >= 4096) {
            return false;
        }
        each(v);
        ++count;
        if (i == n) {
            return true;
        }
        ++i;  // the comma
    }
}

}  // namespace

std::optional<std::vector<std::int64_t>> parseLengths(const std::string& text) {
    std::vector<std::int64_t> out;
    if (!scanLengths(text, [&out](std::int64_t v) { out.push_back(v); })) {
        return std::nullopt;
    }
    return out;
}

bool isLengthList(std::string_view text) {
    return scanLengths(text, [](std::int64_t) {});
}

namespace {

std::string join(const std::vector<std::int64_t>& v) {
    std::string s;
    for (std::size_t i = 0; i < v.size() && i < 16; ++i) {
        s += (i ? " + " : "") + fmt(static_cast<double>(v[i]));
    }
    return v.size() > 16 ? s + " + ..." : s;
}

std::string pairsText(const std::vector<std::int64_t>& v) {
    std::string s;
    for (std::size_t i = 0; i < v.size() && i < 16; ++i) {
        const std::string x = fmt(static_cast<double>(v[i]));
        s += (i ? " + " : "") + x + "*" + fmt(static_cast<double>(v[i] + 1)) + "/2";
    }
    return v.size() > 16 ? s + " + ..." : s;
}

}  // namespace

AttentionResults computeAttention(const Scenario& sc, Derivations* out) {
    AttentionResults r;
    // validate() has checked both lists; an empty result only on a scenario that was not.
    r.lengths = parseLengths(sc.attention->mix).value_or(std::vector<std::int64_t>{});
    r.reference_lengths =
        parseLengths(sc.attention->reference_mix).value_or(std::vector<std::int64_t>{});
    for (std::int64_t s : r.lengths) {
        r.tokens += static_cast<double>(s);
        r.pairs += causalPairs(static_cast<double>(s));
    }
    for (std::int64_t s : r.reference_lengths) {
        r.reference_tokens += static_cast<double>(s);
        r.reference_pairs += causalPairs(static_cast<double>(s));
    }
    r.ratio = r.reference_pairs > 0 ? r.pairs / r.reference_pairs : 0.0;
    if (out == nullptr) {
        return r;
    }
    const char* const pairs = QT_TRANSLATE_NOOP("Derivation", "Causal attention pairs (%1)");
    out->push_back(
        {"attention.pairs", "", "sum s (s+1)/2", pairsText(r.lengths), r.pairs, "pairs"});
    setTitle(out->back(), pairs, {join(r.lengths)});
    out->push_back({"attention.reference_pairs", "", "sum s (s+1)/2",
                    pairsText(r.reference_lengths), r.reference_pairs, "pairs"});
    setTitle(out->back(), pairs, {join(r.reference_lengths)});
    out->push_back({"attention.ratio",
                    QT_TRANSLATE_NOOP("Derivation", "Attention work vs the reference mix"),
                    "pairs / reference pairs",
                    concat(fmt(r.pairs, 12), " / ", fmt(r.reference_pairs, 12)), r.ratio, ""});
    return r;
}

// The section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> attentionParamSpecs() {
    using namespace param_rows;
    using S = Scenario;
    static const KeyHelp help[] = {
        {"attention.mix", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Sequence lengths packed into one sample; attention work grows with the "
                           "sum of their squares.")},
        {"attention.reference_mix", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Reference lengths the packed mix is compared with.")},
    };
    std::vector<ParamSpec> v;
    v.push_back(text("attention.mix", &S::attention, &AttentionConfig::mix,
                     QT_TRANSLATE_NOOP("Param", "Sequence lengths (comma-separated)"), 20000));
    v.push_back(text("attention.reference_mix", &S::attention, &AttentionConfig::reference_mix,
                     QT_TRANSLATE_NOOP("Param", "Reference lengths (comma-separated)"), 20000));
    for (ParamSpec& spec : v) {
        spec.slider_min = spec.min;
        spec.slider_max = spec.max;
    }
    applyHelp(v, help);
    return v;
}

// The section's JSON fields in output order (model/io/section_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<AttentionResults>>& attentionResultFields() {
    using R = AttentionResults;
    static const std::vector<ResultField<R>> fields = {
        nested<R>("lengths"),       nested<R>("reference_lengths"),
        real("tokens", &R::tokens), real("reference_tokens", &R::reference_tokens),
        real("pairs", &R::pairs),   real("reference_pairs", &R::reference_pairs),
        real("ratio", &R::ratio),
    };
    return fields;
}

}  // namespace stepbudget
