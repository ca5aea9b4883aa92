// The parameter panel: the five headline sliders always on top, then one collapsible group per
// preset section with an editor for every other key (built from the model's registry).
#pragma once

#include <QMap>
#include <QScrollArea>
#include <QString>

class QComboBox;

namespace stepbudget {

class Controller;
class ParamEditor;

class ParamPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit ParamPanel(Controller* controller, QWidget* parent = nullptr);
    ParamEditor* editor(const QString& path) const { return m_editors.value(path); }
    QList<ParamEditor*> headlineEditors() const;
    void setGroupExpanded(const QString& section, bool expanded);
    // Brings `path`'s editor into view (its group opened, scrolled to) and gives it the focus;
    // false when no editor has that key.
    bool revealParameter(const QString& path);
    // Catalog pickers: choosing an entry fills cluster.* or model.* in one undo step.
    QComboBox* gpuCombo() const { return m_gpu; }
    QComboBox* modelCombo() const { return m_model; }

private:
    void refreshCatalogPickers();

    Controller* m_controller;
    QComboBox* m_gpu = nullptr;
    QComboBox* m_model = nullptr;
    QMap<QString, ParamEditor*> m_editors;
    QMap<QString, QWidget*> m_groups;
    QStringList m_headline;
};

// Translated display name of a preset section ("cluster" -> "Cluster").
QString sectionTitle(const QString& section);

}  // namespace stepbudget
