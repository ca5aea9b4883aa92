#include "views/common/value_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

#include "model/base/params.h"
#include "model/base/quantity_parse.h"

namespace stepbudget {

namespace {

// Units the model names in words; symbols (s, GB/s, GiB) read the same in every language.
[[maybe_unused]] const char* const kUnitWords[] = {
    QT_TRANSLATE_NOOP("Unit", "days"),    QT_TRANSLATE_NOOP("Unit", "cards"),
    QT_TRANSLATE_NOOP("Unit", "steps"),   QT_TRANSLATE_NOOP("Unit", "seq"),
    QT_TRANSLATE_NOOP("Unit", "tokens"),  QT_TRANSLATE_NOOP("Unit", "token/s"),
    QT_TRANSLATE_NOOP("Unit", "traj/s"),  QT_TRANSLATE_NOOP("Unit", "params"),
    QT_TRANSLATE_NOOP("Unit", "B/param"), QT_TRANSLATE_NOOP("Unit", "FLOP"),
    QT_TRANSLATE_NOOP("Unit", "seq/s"),   QT_TRANSLATE_NOOP("Unit", "batch"),
    QT_TRANSLATE_NOOP("Unit", "batches"), QT_TRANSLATE_NOOP("Unit", "rows"),
    QT_TRANSLATE_NOOP("Unit", "pairs"),   QT_TRANSLATE_NOOP("Unit", "workers"),
    QT_TRANSLATE_NOOP("Unit", "sigma"),
};

// Display names of the choice ids (model/base/scenario.cpp toString).
const char* const kChoiceLabels[][2] = {
    {"none", QT_TRANSLATE_NOOP("ChoiceLabel", "None")},
    {"selective", QT_TRANSLATE_NOOP("ChoiceLabel", "Selective")},
    {"full", QT_TRANSLATE_NOOP("ChoiceLabel", "Full")},
    {"bulk", QT_TRANSLATE_NOOP("ChoiceLabel", "Bulk (backward)")},
    {"pipelined", QT_TRANSLATE_NOOP("ChoiceLabel", "Pipelined")},
    {"fill-drain", QT_TRANSLATE_NOOP("ChoiceLabel", "Fill-drain (GPipe)")},
    {"1f1b", QT_TRANSLATE_NOOP("ChoiceLabel", "1F1B")},
    {"interleaved", QT_TRANSLATE_NOOP("ChoiceLabel", "Interleaved 1F1B")},
    {"zb-h1", QT_TRANSLATE_NOOP("ChoiceLabel", "Zero Bubble H1")},
    {"zb-h2", QT_TRANSLATE_NOOP("ChoiceLabel", "Zero Bubble H2")},
    {"dualpipe", QT_TRANSLATE_NOOP("ChoiceLabel", "DualPipe")},
    {"exact", QT_TRANSLATE_NOOP("ChoiceLabel", "Exact (per sequence)")},
    {"6nd", QT_TRANSLATE_NOOP("ChoiceLabel", "6ND rule of thumb")},
    {"fields", QT_TRANSLATE_NOOP("ChoiceLabel", "As set in the fields")},
    {"book-16", QT_TRANSLATE_NOOP("ChoiceLabel", "Book: 16 B/param")},
    {"fp32-grads-18", QT_TRANSLATE_NOOP("ChoiceLabel", "FP32 gradients: 18 B/param")},
    {"distributed-optimizer", QT_TRANSLATE_NOOP("ChoiceLabel", "Distributed optimizer (6 + 12/d)")},
    {"budget", QT_TRANSLATE_NOOP("ChoiceLabel", "Declared budget")},
    {"architecture", QT_TRANSLATE_NOOP("ChoiceLabel", "Estimate from the architecture")},
    {"causal", QT_TRANSLATE_NOOP("ChoiceLabel", "Causal: s(s+1)/2 pairs")},
    {"plan", QT_TRANSLATE_NOOP("ChoiceLabel", "The plan's own pipeline")},
    {"example", QT_TRANSLATE_NOOP("ChoiceLabel", "The typed book example")},
    {"typed", QT_TRANSLATE_NOOP("ChoiceLabel", "Typed compute efficiency")},
    {"predicted", QT_TRANSLATE_NOOP("ChoiceLabel", "Predicted by the time model")},
    {"bf16", QT_TRANSLATE_NOOP("ChoiceLabel", "BF16")},
    {"fp8", QT_TRANSLATE_NOOP("ChoiceLabel", "FP8 (linear layers)")},
    {"fp32", QT_TRANSLATE_NOOP("ChoiceLabel", "Cross entropy on FP32 logits")},
    {"fused", QT_TRANSLATE_NOOP("ChoiceLabel", "Fused, on 16-bit logits")},
};

}  // namespace

QString choiceLabel(const std::string& id) {
    for (const auto& c : kChoiceLabels) {
        if (id == c[0]) {
            return QCoreApplication::translate("ChoiceLabel", c[1]);
        }
    }
    return QString::fromStdString(id);
}

QString paramDisplayText(const ParamSpec& spec, const Scenario& scenario) {
    switch (spec.type) {
        case ParamType::Choice:
            return choiceLabel(spec.get_text(scenario));
        case ParamType::Text:
            return QString::fromStdString(spec.get_text(scenario));
        case ParamType::Boolean:
            return spec.get_number(scenario) != 0 ? QCoreApplication::translate("Value", "on")
                                                  : QCoreApplication::translate("Value", "off");
        case ParamType::Integer:
        case ParamType::Real:
            break;
    }
    return QString::fromStdString(
        formatQuantity(spec.get_number(scenario), spec.unit, spec.type == ParamType::Integer));
}

QString formatMs(double ms) {
    if (!std::isfinite(ms)) {
        return QStringLiteral("—");
    }
    return QStringLiteral("%1 ms").arg(formatNumber(ms, 4));
}

QString formatDuration(double ms) {
    if (!std::isfinite(ms) || std::fabs(ms) < 1000) {
        return formatMs(ms);
    }
    return QStringLiteral("%1 s").arg(formatNumber(ms / 1000, 4));
}

QString unitText(const std::string& unit) {
    return QCoreApplication::translate("Unit", unit.c_str());
}

QString formatNumber(double value, int significant) {
    if (!std::isfinite(value)) {
        return QStringLiteral("—");
    }
    const double mag = std::fabs(value);
    if (mag != 0 && (mag >= 1e9 || mag < 1e-3)) {
        return QString::number(value, 'e', significant - 1);
    }
    const int before = mag >= 1 ? static_cast<int>(std::floor(std::log10(mag))) + 1 : 1;
    const int decimals = std::max(0, significant - before);
    return QLocale::c().toString(value, 'f', decimals);
}

QString formatBytes(double bytes) {
    const double gib = bytes / (1024.0 * 1024.0 * 1024.0);
    if (std::fabs(gib) >= 0.1) {
        return QStringLiteral("%1 GiB (%2 GB)")
            .arg(QString::number(gib, 'f', 3), QString::number(bytes / 1e9, 'f', 2));
    }
    return QStringLiteral("%1 MiB").arg(QString::number(bytes / (1024.0 * 1024.0), 'f', 2));
}

QString formatValue(double value, const std::string& unit) {
    if (!std::isfinite(value)) {
        return QStringLiteral("—");
    }
    if (unit == "B") {
        return formatBytes(value);
    }
    if (unit.empty()) {
        // Dimensionless results are fractions (L, MFU, keep ratios) or counts.
        if (std::fabs(value) < 1.0 && value != 0) {
            return QStringLiteral("%1 %").arg(QString::number(100.0 * value, 'f', 3));
        }
        return formatNumber(value);
    }
    if (unit == "s" || unit == "days") {
        return QStringLiteral("%1 %2").arg(QString::number(value, 'f', 3), unitText(unit));
    }
    return QStringLiteral("%1 %2").arg(formatNumber(value), unitText(unit));
}

}  // namespace stepbudget
