#include "app/gui/param_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QUndoStack>
#include <algorithm>

#include "app/gui/controller.h"
#include "model/base/params.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/shape/catalog.h"
#include "model/step/compute.h"
#include "views/common/elided_label.h"
#include "views/common/slider_scale.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

SliderScale scaleFor(const ParamSpec& spec) {
    return SliderScale(spec.slider_min, spec.slider_max, spec.log_scale,
                       spec.type == ParamType::Integer);
}

bool isUndo(const QKeyEvent* key) {
    return key->matches(QKeySequence::Undo);
}

// Ctrl+Shift+Z on every platform, and the platform's own redo (Ctrl+Y on Windows).
bool isRedo(const QKeyEvent* key) {
    return key->matches(QKeySequence::Redo) ||
           (key->key() == Qt::Key_Z &&
            key->modifiers() == (Qt::ControlModifier | Qt::ShiftModifier));
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
    grid->addWidget(name, 0, 0, 1, 3);
    setAccessibleName(label);

    switch (spec.type) {
        case ParamType::Real:
        case ParamType::Integer: {
            m_slider = new QSlider(Qt::Horizontal, this);
            m_slider->setRange(0, scale().steps());
            // PgUp/PgDn move a tenth of the range (a decade of parameters is ~10 stops).
            m_slider->setPageStep(std::max(1, m_slider->maximum() / 10));
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
                const double v = scale().toValue(position);
                commitText(QString::number(v, 'g', 15), m_slider->isSliderDown());
            });
            connect(m_slider, &QSlider::sliderPressed, m_controller, &Controller::beginDrag);
            break;
        }
        case ParamType::Boolean:
            m_check = new QCheckBox(this);
            m_check->setAccessibleName(label);
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
                m_combo->addItem(choiceLabel(choice), QString::fromStdString(choice));
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
            m_edit->setAccessibleName(label);
            name->setBuddy(m_edit);
            grid->addWidget(m_edit, 1, 0, 1, 3);
            break;
    }
    // Scrolling the panel must never edit the plan: a slider or list the wheel passes over
    // takes the wheel only once it has focus (clicked or tabbed to); before, the wheel scrolls
    // the panel (eventFilter).
    for (QWidget* w : {static_cast<QWidget*>(m_slider), static_cast<QWidget*>(m_combo)}) {
        if (w) {
            w->setFocusPolicy(Qt::StrongFocus);
            w->installEventFilter(this);
        }
    }
    if (m_edit) {
        // Only typed text is committed: a field whose text came from the model (or was put back
        // by undo) has nothing to commit when focus leaves.
        connect(m_edit, &QLineEdit::editingFinished, this, &ParamEditor::commitTyped);
        m_edit->installEventFilter(this);
    }
    const QString help = helpText();
    for (QWidget* w : {static_cast<QWidget*>(name), static_cast<QWidget*>(m_slider),
                       static_cast<QWidget*>(m_edit), static_cast<QWidget*>(m_combo),
                       static_cast<QWidget*>(m_check)}) {
        if (w) {
            w->setToolTip(help);
            w->setWhatsThis(help);
        }
    }
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_hint->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_hint->hide();
    grid->addWidget(m_hint, 2, 0, 1, 3);
    if (m_spec.path == "cluster.mfu") {
        // Predicted efficiency: the MFU field shows the prediction and says whether the typed
        // value overrides it (cluster.mfu_override).
        // Two fixed lines, elided, the whole text in the tooltip: wrapping to a third line when
        // the drag turned "predicted" into "override" moved the sliders under the cursor.
        m_marker = new ElidedLabel(2, this);
        m_marker->setObjectName(QStringLiteral("mfu_marker"));
        m_marker->setStyleSheet(QStringLiteral("color: #4e79a7;"));
        m_marker->hide();
        grid->addWidget(m_marker, 3, 0, 1, 3);
    }
    refresh();
}

bool ParamEditor::predictedMfuShown() const {
    const Scenario& s = m_controller->scenario();
    return m_marker != nullptr && s.cluster.efficiency_source == EfficiencySource::Predicted &&
           !s.cluster.mfu_override;
}

QString ParamEditor::efficiencyCaveat() const {
    // The same three facts as predictedEfficiencyWarnings (model/efficiency/layer_time.cpp),
    // worded for the panel: a prediction on unfitted constants must not read as a fitted one.
    const Scenario& s = m_controller->scenario();
    QStringList out;
    const GpuSpec* gpu = findGpu(s.cluster.gpu);
    if (gpu == nullptr || gpu->achievable_matmul_tflops <= 0) {
        out << tr("No published matmul measurement for this card: %1 % of its peak is assumed.")
                   .arg(100 * kUnmeasuredMatmulFraction, 0, 'f', 1);
    }
    const EfficiencyConstants& k = efficiencyConstants(s.cluster.gpu);
    if (!k.shared_from.empty()) {
        out << tr("The time model's constants are the %1's fit; no published run on this card "
                  "was fitted.")
                   .arg(QString::fromStdString(k.shared_from));
    } else if (!k.fitted) {
        out << tr(
            "The time model's constants are defaults, not fitted to a published run on "
            "this card.");
    }
    return out.join(QLatin1Char(' '));
}

QString ParamEditor::path() const {
    return QString::fromStdString(m_spec.path);
}

QString ParamEditor::helpText() const {
    QString out =
        QStringLiteral("<b>%1</b>")
            .arg(QCoreApplication::translate("Param", m_spec.label.c_str()).toHtmlEscaped());
    if (!m_spec.help.empty()) {
        out += QStringLiteral("<br>") +
               QCoreApplication::translate("ParamHelp", m_spec.help.c_str()).toHtmlEscaped();
    }
    QStringList facts;
    if (!m_spec.unit.empty()) {
        facts << tr("Unit: %1").arg(unitText(m_spec.unit).toHtmlEscaped());
    }
    if (!m_spec.book_section.empty()) {
        facts << tr("Book: ch. 10 %1").arg(QString::fromStdString(m_spec.book_section));
    }
    if (!facts.isEmpty()) {
        out += QStringLiteral("<br><i>%1</i>").arg(facts.join(QStringLiteral(" · ")));
    }
    out += QStringLiteral("<br><span style='color:#777'>%1 — %2</span>")
               .arg(QString::fromStdString(m_spec.path),
                    tr("allowed: %1")
                        .arg(QString::fromStdString(describeRange(m_spec)))
                        .toHtmlEscaped());
    if (m_spec.isNumeric() && m_spec.type != ParamType::Boolean) {
        out +=
            QStringLiteral("<br><span style='color:#777'>%1</span>")
                .arg(
                    tr("Type units and suffixes: 8B, 1.5T, 30%, 25 GB/s, 16 min.").toHtmlEscaped());
    }
    return out;
}

bool ParamEditor::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Wheel && watched != m_edit) {
        auto* w = qobject_cast<QWidget*>(watched);
        if (w != nullptr && !w->hasFocus()) {
            // Unaccepted and filtered: Qt hands the wheel to the parents, the panel scrolls.
            event->ignore();
            return true;
        }
        return QWidget::eventFilter(watched, event);
    }
    if (watched != m_edit) {
        return QWidget::eventFilter(watched, event);
    }
    switch (event->type()) {
        case QEvent::ShortcutOverride: {
            // Claim undo/redo before the window's Edit menu sees them, so the key press below
            // reaches this filter instead of QLineEdit's own text undo.
            auto* key = static_cast<QKeyEvent*>(event);
            if (isUndo(key) || isRedo(key) || key->key() == Qt::Key_Escape) {
                event->accept();
                return true;
            }
            break;
        }
        case QEvent::KeyPress: {
            auto* key = static_cast<QKeyEvent*>(event);
            if (isUndo(key) || isRedo(key)) {
                // Typing not yet committed is dropped; then the app's history moves.
                m_edit->setModified(false);
                m_hint->hide();
                m_edit->setStyleSheet(QString());
                QUndoStack* stack = m_controller->undoStack();
                isUndo(key) ? stack->undo() : stack->redo();
                showValue();
                return true;
            }
            if (key->key() == Qt::Key_Escape && m_edit->isModified()) {
                m_edit->setModified(false);
                m_hint->hide();
                m_edit->setStyleSheet(QString());
                showValue();
                return true;
            }
            break;
        }
        case QEvent::FocusIn:
        case QEvent::FocusOut:
            // Exact while editing ("8190735360"), rounded for reading ("8.19 B") otherwise; a
            // refused value stays visible so it can be fixed.
            if (!m_edit->isModified() && !m_hint->isVisible()) {
                QMetaObject::invokeMethod(this, &ParamEditor::showValue, Qt::QueuedConnection);
            }
            break;
        default:
            break;
    }
    return QWidget::eventFilter(watched, event);
}

void ParamEditor::commitTyped() {
    if (!m_edit->isModified()) {
        return;
    }
    const QString text = m_spec.type == ParamType::Text ? m_edit->text() : m_edit->text().trimmed();
    commitText(text);
}

void ParamEditor::commitText(const QString& text, bool continuing_drag) {
    // Moving the predicted MFU makes the value an override: the controller turns
    // cluster.mfu_override on in the same undo step.
    if (auto issue = m_controller->setValue(path(), text, continuing_drag)) {
        showIssue(QString::fromStdString(issue->message));
        return;
    }
    m_hint->hide();
    if (m_edit) {
        m_edit->setStyleSheet(QString());
        m_edit->setModified(false);
        showValue();
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

void ParamEditor::showValue() {
    if (m_edit == nullptr || m_edit->isModified()) {
        return;
    }
    const Scenario& s = m_controller->scenario();
    QString text = m_edit->hasFocus() || m_spec.type == ParamType::Text
                       ? QString::fromStdString(valueAsText(s, m_spec))
                       : paramDisplayText(m_spec, s);
    if (predictedMfuShown()) {
        text = QString::number(predictedComputeMfu(s), 'f', 3);
    }
    if (m_edit->text() != text) {
        const bool updating = m_updating;
        m_updating = true;
        m_edit->setText(text);  // setText clears the modified flag
        m_updating = updating;
        if (m_edit->hasFocus()) {
            m_edit->selectAll();  // typing replaces the value, as in a spreadsheet cell
        }
    }
}

const SliderScale& ParamEditor::scale() {
    // Built once: refresh() asks on every slider step for each of ~100 editors.
    if (!m_scale) {
        m_scale = scaleFor(m_spec);
    }
    return *m_scale;
}

void ParamEditor::refresh() {
    m_updating = true;
    const Scenario& s = m_controller->scenario();
    const bool predicted =
        m_marker != nullptr && s.cluster.efficiency_source == EfficiencySource::Predicted;
    const double predicted_mfu = predicted ? predictedComputeMfu(s) : 0.0;
    if (m_slider && !m_slider->isSliderDown()) {  // never fight the user's drag
        const double shown = predictedMfuShown() ? predicted_mfu : m_spec.get_number(s);
        m_slider->setValue(scale().toPosition(shown));
    }
    if (m_marker != nullptr) {
        m_marker->setVisible(predicted);
        if (predicted) {
            QString text =
                s.cluster.mfu_override
                    ? tr("Override: typed %1 % replaces predicted %2 % (cluster.mfu_override)")
                          .arg(100 * s.cluster.mfu, 0, 'f', 1)
                          .arg(100 * predicted_mfu, 0, 'f', 1)
                    : tr("Predicted %1 % — drag to override").arg(100 * predicted_mfu, 0, 'f', 1);
            const QString caveat = efficiencyCaveat();
            if (!caveat.isEmpty()) {
                text += QLatin1Char('\n') + caveat;
            }
            m_marker->setFullText(text);
        }
    }
    if (m_edit && !m_edit->isModified()) {
        // A refused value being fixed is left alone; anything else shows the model's value.
        if (!(m_hint->isVisible() && m_edit->hasFocus())) {
            m_hint->hide();
            if (!m_edit->styleSheet().isEmpty()) {  // re-polishing costs even when empty
                m_edit->setStyleSheet(QString());
            }
        }
        showValue();
    }
    if (m_check) {
        m_check->setChecked(m_spec.get_number(s) != 0);
    }
    if (m_combo) {
        m_combo->setCurrentIndex(m_combo->findData(QString::fromStdString(valueAsText(s, m_spec))));
    }
    m_updating = false;
}

}  // namespace stepbudget
