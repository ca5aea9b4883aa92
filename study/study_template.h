// Whole-sentence templates for study texts: "With {cards} cards and {zero}, ..." in each
// language, the values computed by the code. A translator may reorder, repeat or drop nothing but
// the words around the placeholders; the loader checks every placeholder has a value.
#pragma once

#include <map>
#include <set>
#include <string>

#include "model/base/issue.h"

namespace stepbudget::study {

enum class Language { En, Zh };

// A text in both languages; every study text a user sees is one of these.
struct LocalText {
    std::string en;
    std::string zh;
    const std::string& in(Language language) const { return language == Language::Zh ? zh : en; }
};

// Placeholder values by name. Most are the same in both languages (numbers, "ZeRO-3"); a few
// are not (an answer "965 cards" / "965 张").
struct TemplateValues {
    std::map<std::string, LocalText> values;
    void set(const std::string& name, const std::string& both) { values[name] = {both, both}; }
    void set(const std::string& name, LocalText text) { values[name] = std::move(text); }
};

// Texts chosen by a key the code computes ("generate" -> "generation" / "生成"), by placeholder
// name: a placeholder named in `choices` shows choices[name][value] instead of the raw value.
using Choices = std::map<std::string, std::map<std::string, LocalText>>;

// The placeholder names `text` uses: "{cards} of {gpu}" -> {cards, gpu}. "{{" and "}}" are a
// literal brace. A brace that opens no placeholder is an issue, named with `where`.
std::set<std::string> placeholders(const std::string& text, const std::string& where,
                                   Issues& issues);

// `text` with each placeholder replaced; a placeholder without a value (or a choice without the
// value's case) stays as written and adds an issue naming `where`.
std::string render(const std::string& text, Language language, const TemplateValues& values,
                   const Choices& choices, const std::string& where, Issues& issues);

}  // namespace stepbudget::study
