// The strip at the top of a tab whose numbers come from one of the book's worked examples
// rather than from the plan (one-plan.md): "Book example §7.3 — not your plan" and one button
// back to the plan. Whether it shows is the model's verdict (the section's `example` field);
// the button asks the app to set the section's switch to `plan` (views never edit: the app
// does it through the controller, one undo step).
#pragma once

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;

namespace stepbudget {

class ExampleBanner : public QFrame {
    Q_OBJECT
public:
    // `section`: the book's section ("§7.3"); `key`: the switch, e.g. "collectives.source";
    // `plan_value`: what the key takes for the plan ("plan", or "0" for checkpoint.snapshot_gb).
    // An empty key: a section with typed inputs of its own and no plan to go back to (RL): the
    // strip names the example and has no button.
    ExampleBanner(const QString& section, const QString& key, const QString& plan_value,
                  QWidget* parent = nullptr);
    void setExample(bool example);
    // Another message and button caption (a labelled input rather than a book example, e.g.
    // typed activations on the Activations tab).
    void setMessage(const QString& text, const QString& button);
    QString text() const;
    QString key() const { return m_key; }
    QString planValue() const { return m_plan_value; }
    void requestPlan() { emit planRequested(m_key, m_plan_value); }

signals:
    void planRequested(const QString& key, const QString& value);

private:
    QString m_key;
    QString m_plan_value;
    QLabel* m_label;
    QPushButton* m_button;
};

}  // namespace stepbudget
