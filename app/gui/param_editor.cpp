#include "app/gui/param_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>

#include "app/gui/controller.h"
#include "model/base/params.h"
#include "views/common/slider_scale.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

// Choice values as lupdate should see them (stored strings stay English in presets).
[[maybe_unused]] const char* const kChoiceNames[] = {
    QT_TRANSLATE_NOOP("Choice", "none"),
    QT_TRANSLATE_NOOP("Choice", "selective"),
    QT_TRANSLATE_NOOP("Choice", "full"),
    QT_TRANSLATE_NOOP("Choice", "fill-drain"),
    QT_TRANSLATE_NOOP("Choice", "1f1b"),
    QT_TRANSLATE_NOOP("Choice", "interleaved"),
    QT_TRANSLATE_NOOP("Choice", "zb-h1"),
    QT_TRANSLATE_NOOP("Choice", "zb-h2"),
    QT_TRANSLATE_NOOP("Choice", "dualpipe"),
    QT_TRANSLATE_NOOP("Choice", "exact"),
    QT_TRANSLATE_NOOP("Choice", "6nd"),
    QT_TRANSLATE_NOOP("Choice", "fields"),
    QT_TRANSLATE_NOOP("Choice", "book-16"),
    QT_TRANSLATE_NOOP("Choice", "fp32-grads-18"),
    QT_TRANSLATE_NOOP("Choice", "distributed-optimizer"),
    QT_TRANSLATE_NOOP("Choice", "budget"),
    QT_TRANSLATE_NOOP("Choice", "architecture"),
    QT_TRANSLATE_NOOP("Choice", "causal"),
    QT_TRANSLATE_NOOP("Choice", "plan"),
    QT_TRANSLATE_NOOP("Choice", "example"),
    QT_TRANSLATE_NOOP("Choice", "typed"),
    QT_TRANSLATE_NOOP("Choice", "predicted"),
};

SliderScale scaleFor(const ParamSpec& spec) {
    return SliderScale(spec.slider_min, spec.slider_max, spec.log_scale,
                       spec.type == ParamType::Integer);
}

}  // namespace

ParamEditor::ParamEditor(const ParamSpec& spec, Controller* controller, QWidget* parent)
    : QWidget(parent), m_spec(spec), m_controller(controller) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 2);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(1);
    const QString label = QCoreApplication::translate("Param", spec.label.c_str());
    auto* name = new QLabel(label, this);
    name->setToolTip(QString::fromStdString(spec.path) + QStringLiteral("\n") +
                     tr("allowed: %1").arg(QString::fromStdString(describeRange(spec))));
    grid->addWidget(name, 0, 0, 1, 3);
    setAccessibleName(label);

    switch (spec.type) {
        case ParamType::Real:
        case ParamType::Integer: {
            m_slider = new QSlider(Qt::Horizontal, this);
            m_slider->setRange(0, SliderScale::kSteps);
            m_slider->setAccessibleName(label);
            m_edit = new QLineEdit(this);
            m_edit->setMaximumWidth(110);
            m_edit->setAccessibleName(label);
            name->setBuddy(m_edit);
            grid->addWidget(m_slider, 1, 0);
            grid->addWidget(m_edit, 1, 1);
            auto* unit = new QLabel(unitText(spec.unit), this);
            unit->setMinimumWidth(44);
            grid->addWidget(unit, 1, 2);
            grid->setColumnStretch(0, 1);
            connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
                if (m_updating) {
                    return;
                }
                const double v = scaleFor(m_spec).toValue(position);
                commitText(QString::number(v, 'g', 12), m_slider->isSliderDown());
            });
            connect(m_slider, &QSlider::sliderPressed, m_controller, &Controller::beginDrag);
            connect(m_edit, &QLineEdit::editingFinished, this,
                    [this] { commitText(m_edit->text().trimmed()); });
            break;
        }
        case ParamType::Boolean:
            m_check = new QCheckBox(this);
            grid->addWidget(m_check, 1, 0);
            connect(m_check, &QCheckBox::toggled, this, [this](bool on) {
                if (!m_updating) {
                    commitText(on ? QStringLiteral("true") : QStringLiteral("false"));
                }
            });
            break;
        case ParamType::Choice:
            m_combo = new QComboBox(this);
            for (const std::string& choice : spec.choices) {
                m_combo->addItem(QCoreApplication::translate("Choice", choice.c_str()),
                                 QString::fromStdString(choice));
            }
            m_combo->setAccessibleName(label);
            name->setBuddy(m_combo);
            grid->addWidget(m_combo, 1, 0, 1, 3);
            connect(m_combo, qOverload<int>(&QComboBox::currentIndexChanged), this,
                    [this](int index) {
                        if (!m_updating && index >= 0) {
                            commitText(m_combo->itemData(index).toString());
                        }
                    });
            break;
        case ParamType::Text:
            m_edit = new QLineEdit(this);
            name->setBuddy(m_edit);
            grid->addWidget(m_edit, 1, 0, 1, 3);
            connect(m_edit, &QLineEdit::editingFinished, this,
                    [this] { commitText(m_edit->text()); });
            break;
    }
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_hint->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_hint->hide();
    grid->addWidget(m_hint, 2, 0, 1, 3);
    refresh();
}

QString ParamEditor::path() const {
    return QString::fromStdString(m_spec.path);
}

void ParamEditor::commitText(const QString& text, bool continuing_drag) {
    if (auto issue = m_controller->setValue(path(), text, continuing_drag)) {
        showIssue(QString::fromStdString(issue->message));
        return;
    }
    m_hint->hide();
    if (m_edit) {
        m_edit->setStyleSheet(QString());
    }
}

void ParamEditor::showIssue(const QString& message) {
    // Refuse, keep the typed text visible so the user can fix it, and say what is allowed.
    m_hint->setText(message);
    m_hint->show();
    if (m_edit) {
        m_edit->setStyleSheet(QStringLiteral("border: 1px solid #c62828;"));
    }
}

void ParamEditor::refresh() {
    m_updating = true;
    const Scenario& s = m_controller->scenario();
    const QString text = QString::fromStdString(valueAsText(s, m_spec));
    if (m_slider && !m_slider->isSliderDown()) {  // never fight the user's drag
        m_slider->setValue(scaleFor(m_spec).toPosition(m_spec.get_number(s)));
    }
    if (m_edit && !(m_hint->isVisible() && m_edit->hasFocus())) {
        if (m_edit->text() != text) {
            m_edit->setText(text);
        }
    }
    if (m_check) {
        m_check->setChecked(m_spec.get_number(s) != 0);
    }
    if (m_combo) {
        m_combo->setCurrentIndex(m_combo->findData(text));
    }
    m_updating = false;
}

}  // namespace stepbudget
