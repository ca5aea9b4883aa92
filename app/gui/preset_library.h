// The built-in presets (embedded under :/presets) with their names and descriptions, for the
// Presets menu and the start page.
#pragma once

#include <QList>
#include <QString>

namespace stepbudget {

struct PresetInfo {
    QString path;  // ":/presets/book-design-48.json"
    QString name;
    QString description;
};

QList<PresetInfo> builtinPresets();

}  // namespace stepbudget
