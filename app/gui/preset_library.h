// The built-in presets (embedded under :/presets) with their names and descriptions, for the
// Presets menu and the start page.
#pragma once

#include <QList>
#include <QString>
#include <string>

namespace stepbudget {

struct PresetInfo {
    QString path;  // ":/presets/book-design-48.json"
    QString name;
    QString description;
};

QList<PresetInfo> builtinPresets();

// A scenario's name in the interface language: a built-in preset's title has a translation in
// the "Preset" context (resources/translations); any other name is shown as it is.
QString scenarioTitle(const std::string& name);

}  // namespace stepbudget
