#include "views/common/example_banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace stepbudget {

ExampleBanner::ExampleBanner(const QString& section, const QString& key, const QString& plan_value,
                             QWidget* parent)
    : QFrame(parent), m_key(key), m_plan_value(plan_value) {
    setObjectName(QStringLiteral("exampleBanner"));
    // Amber, as the headline's warnings: seen first, not mistaken for an error.
    setStyleSheet(
        QStringLiteral("#exampleBanner { background: #fff3cd; border: 1px solid "
                       "#e0b000; border-radius: 3px; }"));
    // No switch to the plan (key empty): the inputs are the section's own, typed; the strip
    // says so and has no button.
    m_label = new QLabel(
        key.isEmpty()
            ? tr("Book example %1 — typed inputs, not derived from your plan").arg(section)
            : tr("Book example %1 — not your plan").arg(section),
        this);
    QFont bold = m_label->font();
    bold.setBold(true);
    m_label->setFont(bold);
    m_button = new QPushButton(tr("Show my plan"), this);
    m_button->setToolTip(tr("Sets %1 to %2 (undoable)").arg(key, plan_value));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 8, 4);
    row->addWidget(m_label, 1);
    row->addWidget(m_button);
    connect(m_button, &QPushButton::clicked, this, &ExampleBanner::requestPlan);
    m_button->setVisible(!key.isEmpty());
    setVisible(false);
}

void ExampleBanner::setExample(bool example) {
    setVisible(example);
}

void ExampleBanner::setMessage(const QString& text, const QString& button) {
    m_label->setText(text);
    m_label->setWordWrap(true);
    m_button->setText(button);
}

QString ExampleBanner::text() const {
    return m_label->text();
}

}  // namespace stepbudget
