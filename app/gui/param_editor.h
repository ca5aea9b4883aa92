// One parameter row: slider (round stops, log scale where the range spans decades) + typed value
// + unit for numbers, a check box for booleans, a combo box for choices, a line edit for text.
// Typed values outside the allowed range are refused with a visible hint, never clamped.
//
// A value field never holds text the model is not using: it shows the value rounded for reading
// ("8.19 B") and the exact value while being edited; only text the user typed is committed
// (Return or focus-out), Escape drops it, and Ctrl+Z / Ctrl+Shift+Z inside the field go to the
// app's undo stack (the field's own text undo would show a value the model does not use).
#pragma once

#include <optional>

#include "views/common/slider_scale.h"

#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;

namespace stepbudget {

class ElidedLabel;

class Controller;
struct ParamSpec;

class ParamEditor : public QWidget {
    Q_OBJECT
public:
    ParamEditor(const ParamSpec& spec, Controller* controller, QWidget* parent = nullptr);

    QString path() const;
    const ParamSpec& spec() const { return m_spec; }
    QSlider* slider() const { return m_slider; }
    QLineEdit* edit() const { return m_edit; }
    QComboBox* combo() const { return m_combo; }
    QCheckBox* check() const { return m_check; }
    QLabel* hint() const { return m_hint; }
    ElidedLabel* marker() const { return m_marker; }  // cluster.mfu only: predicted / override

    void refresh();  // re-read the value from the controller's scenario

    // The parameter explained: label, a sentence with its unit, the book section, the key and
    // the allowed range (rich text; the tooltip and F1 show it).
    QString helpText() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void commitText(const QString& text, bool continuing_drag = false);
    void commitTyped();
    void showIssue(const QString& message);
    void showValue();  // the field's text from the model: exact while focused, rounded otherwise
    // cluster.mfu with predicted efficiency and no override: the field shows the prediction.
    bool predictedMfuShown() const;
    // Beside the predicted MFU: whether the card's time-model constants were fitted (empty when
    // they were, on a measured card), from predictedEfficiencyWarnings' facts, translated.
    QString efficiencyCaveat() const;

    const ParamSpec& m_spec;
    Controller* m_controller;
    QSlider* m_slider = nullptr;
    QLineEdit* m_edit = nullptr;
    QComboBox* m_combo = nullptr;
    QCheckBox* m_check = nullptr;
    QLabel* m_hint = nullptr;
    ElidedLabel* m_marker = nullptr;
    bool m_updating = false;
    std::optional<SliderScale> m_scale;  // the slider's stops, from the spec's range
    const SliderScale& scale();
};

}  // namespace stepbudget
