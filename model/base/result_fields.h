// A topic's result fields as a table: JSON key, documentation and how to read the value. The JSON
// writer (model/io/results_json.cpp) writes a section's fields from its table, `stepbudget-cli
// results` lists them with their documentation (the reference docs/cli.md points to), and
// tst_translations checks every documentation string has zh_CN text. A new result is one row in
// its topic's .cpp next to the code that computes it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace stepbudget {

// What a field is written as: a JSON number (non-finite: null), a whole number, true/false or
// a string. Whole numbers and doubles print differently ("48" vs "48.0"), so the kind is kept.
using ResultValue = std::variant<double, std::int64_t, bool, std::string>;

template <class R>
struct ResultField {
    const char* key;  // JSON key inside the section: "save_s"
    // English, QT_TRANSLATE_NOOP("ResultDoc", ...): formula or meaning. nullptr: a field
    // documented by hand in docs/cli.md, left out of the generated reference.
    const char* doc;
    // Empty: a nested value (an object or an array) the section's JSON writer in model/io fills
    // in at this place, so the table still gives the section's whole key order.
    std::function<ResultValue(const R&)> get;
    bool (*present)(const R&) = nullptr;  // nullptr: always written; else only when true
};

// A row from a member pointer: field("save_s", &CheckpointResults::save_s, "c = size / speed").
template <class R, class T>
ResultField<R> field(const char* key, T R::*member, const char* doc = nullptr) {
    return {key, doc, [member](const R& r) -> ResultValue {
                if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, std::string>) {
                    return r.*member;
                } else if constexpr (std::is_integral_v<T>) {
                    return static_cast<std::int64_t>(r.*member);
                } else {
                    return static_cast<double>(r.*member);
                }
            }};
}

// A row written as a JSON double whatever the member's type (a count held as an integer prints
// "48.0", as the section's JSON always printed it).
template <class R, class T>
ResultField<R> real(const char* key, T R::*member, const char* doc = nullptr) {
    return {key, doc,
            [member](const R& r) -> ResultValue { return static_cast<double>(r.*member); }};
}

// A row whose nested value (object, array) the section's JSON writer in model/io fills in.
template <class R>
ResultField<R> nested(const char* key, const char* doc = nullptr) {
    return {key, doc, {}};
}

// The same row, written only when `present` holds (a disabled section writes fewer keys).
template <class R>
ResultField<R> when(bool (*present)(const R&), ResultField<R> row) {
    row.present = present;
    return row;
}

// One documented field of the whole result tree, for the reference table: "checkpoint.save_s".
struct ResultFieldDoc {
    std::string path;
    std::string doc;
};

}  // namespace stepbudget
