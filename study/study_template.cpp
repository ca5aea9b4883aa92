#include "study/study_template.h"

namespace stepbudget::study {
namespace {

bool isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// Walks `text`, calling literal(piece) for text and name(placeholder) for each placeholder.
template <class Literal, class Name>
void scan(const std::string& text, const std::string& where, Issues& issues, Literal literal,
          Name name) {
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if ((c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
            literal(std::string(1, c));
            i += 2;
            continue;
        }
        if (c == '}') {
            issues.push_back({where, "has a '}' without '{' (write '}}' for a brace)"});
            literal("}");
            ++i;
            continue;
        }
        if (c != '{') {
            const std::size_t next = text.find_first_of("{}", i);
            const std::size_t end = next == std::string::npos ? text.size() : next;
            literal(text.substr(i, end - i));
            i = end;
            continue;
        }
        std::size_t j = i + 1;
        while (j < text.size() && isNameChar(text[j])) {
            ++j;
        }
        if (j == i + 1 || j >= text.size() || text[j] != '}') {
            issues.push_back({where,
                              "has a '{' that opens no placeholder: a placeholder is "
                              "{name} with a-z, 0-9 and _ (write '{{' for a brace)"});
            literal("{");
            ++i;
            continue;
        }
        name(text.substr(i + 1, j - i - 1));
        i = j + 1;
    }
}

}  // namespace

std::set<std::string> placeholders(const std::string& text, const std::string& where,
                                   Issues& issues) {
    std::set<std::string> out;
    scan(
        text, where, issues, [](const std::string&) {},
        [&](const std::string& name) { out.insert(name); });
    return out;
}

std::string render(const std::string& text, Language language, const TemplateValues& values,
                   const Choices& choices, const std::string& where, Issues& issues) {
    std::string out;
    scan(
        text, where, issues, [&](const std::string& piece) { out += piece; },
        [&](const std::string& name) {
            const auto value = values.values.find(name);
            if (value == values.values.end()) {
                issues.push_back({where, "has no value for {" + name + "}"});
                out += "{" + name + "}";
                return;
            }
            const std::string& raw = value->second.in(language);
            const auto choice = choices.find(name);
            if (choice == choices.end()) {
                out += raw;
                return;
            }
            const auto text_case = choice->second.find(raw);
            if (text_case == choice->second.end()) {
                issues.push_back({where, "has no text for {" + name + "} = \"" + raw + "\""});
                out += raw;
                return;
            }
            out += text_case->second.in(language);
        });
    return out;
}

}  // namespace stepbudget::study
