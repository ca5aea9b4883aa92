// One parameter row: slider (log scale where the range spans decades) + typed value + unit for
// numbers, a check box for booleans, a combo box for choices, a line edit for text. Typed values
// outside the allowed range are refused with a visible hint, never clamped.
#pragma once

#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;

namespace stepbudget {

class Controller;
struct ParamSpec;

class ParamEditor : public QWidget {
    Q_OBJECT
public:
    ParamEditor(const ParamSpec& spec, Controller* controller, QWidget* parent = nullptr);

    QString path() const;
    QSlider* slider() const { return m_slider; }
    QLineEdit* edit() const { return m_edit; }
    QComboBox* combo() const { return m_combo; }
    QCheckBox* check() const { return m_check; }
    QLabel* hint() const { return m_hint; }

    void refresh();  // re-read the value from the controller's scenario

private:
    void commitText(const QString& text, bool continuing_drag = false);
    void showIssue(const QString& message);

    const ParamSpec& m_spec;
    Controller* m_controller;
    QSlider* m_slider = nullptr;
    QLineEdit* m_edit = nullptr;
    QComboBox* m_combo = nullptr;
    QCheckBox* m_check = nullptr;
    QLabel* m_hint = nullptr;
    bool m_updating = false;
};

}  // namespace stepbudget
