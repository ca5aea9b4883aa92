// A section's JSON written from its topic's field table (model/base/result_fields.h), in table
// order. Only model/io includes this (nlohmann stays out of the topics).
#pragma once

#include <cmath>
#include <nlohmann/json.hpp>
#include <type_traits>
#include <variant>
#include <vector>

#include "model/base/result_fields.h"

namespace stepbudget {

// JSON has no infinity or NaN; a non-finite value becomes null.
inline nlohmann::ordered_json finiteOrNull(double v) {
    return std::isfinite(v) ? nlohmann::ordered_json(v) : nlohmann::ordered_json(nullptr);
}

// `fill(key)` writes a row the table leaves to model/io (nested(), an object or an array).
template <class R, class Fill>
nlohmann::ordered_json fieldsJson(const std::vector<ResultField<R>>& fields, const R& section,
                                  Fill&& fill) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (const ResultField<R>& f : fields) {
        if (f.present != nullptr && !f.present(section)) {
            continue;
        }
        if (!f.get) {
            j[f.key] = fill(f.key);
            continue;
        }
        std::visit(
            [&](const auto& v) {
                using T = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<T, double>) {
                    j[f.key] = finiteOrNull(v);
                } else {
                    j[f.key] = v;
                }
            },
            f.get(section));
    }
    return j;
}

template <class R>
nlohmann::ordered_json fieldsJson(const std::vector<ResultField<R>>& fields, const R& section) {
    return fieldsJson(fields, section, [](const char*) { return nlohmann::ordered_json(nullptr); });
}

}  // namespace stepbudget
