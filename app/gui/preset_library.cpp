#include "app/gui/preset_library.h"

#include <QCoreApplication>
#include <QDir>

#include "app/gui/document.h"

namespace stepbudget {

QList<PresetInfo> builtinPresets() {
    QList<PresetInfo> out;
    const QStringList files =
        QDir(QStringLiteral(":/presets")).entryList({QStringLiteral("*.json")});
    for (const QString& file : files) {
        const QString path = QStringLiteral(":/presets/") + file;
        Scenario scenario;
        Issues issues;
        if (readPresetFile(path, &scenario, &issues)) {
            out.append(
                {path, scenarioTitle(scenario.name), QString::fromStdString(scenario.description)});
        }
    }
    // The default first, then by name.
    std::stable_sort(out.begin(), out.end(), [](const PresetInfo& a, const PresetInfo& b) {
        const bool a_default = a.path.endsWith(QLatin1String("book-design-48.json"));
        const bool b_default = b.path.endsWith(QLatin1String("book-design-48.json"));
        return a_default != b_default ? a_default : a.name < b.name;
    });
    return out;
}

QString scenarioTitle(const std::string& name) {
    return QCoreApplication::translate("Preset", name.c_str());
}

}  // namespace stepbudget
