// The headline results side by side: B (current), A (pinned baseline) and B − A. Shared by the
// comparison table in the window and the exported report, so both list the same rows.
#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QTableWidget;

namespace stepbudget {

class Controller;
struct Scenario;

struct ComparisonRow {
    QString label;
    QString b;
    QString a;      // empty without a baseline
    QString delta;  // empty without a baseline (or for yes/no rows)
};

QList<ComparisonRow> comparisonRows(const Controller& controller);

// One input two scenarios set differently: its label (translated), key and both values.
struct InputChange {
    QString label;
    QString key;
    QString from;
    QString to;
};
// The inputs `to` changes from `from` (model/evaluate/scenario_diff.h), in registry order.
QList<InputChange> inputChanges(const Scenario& from, const Scenario& to);
// The same as a report table: input, key, `from_header`, `to_header`.
QString inputChangesHtml(const QList<InputChange>& changes, const QString& from_header,
                         const QString& to_header);
QString inputChangesMarkdown(const QList<InputChange>& changes, const QString& from_header,
                             const QString& to_header);

class ComparisonTable : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonTable(Controller* controller, QWidget* parent = nullptr);
    void refresh();
    QTableWidget* table() const { return m_table; }
    // Rows of the inputs that differ (after the results' rows), 0 without a baseline.
    int inputRowCount() const { return m_input_rows; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The number columns take what their text needs; the labels get the rest and wrap, so the
    // B − A column stays on screen in a narrow dock (1366 x 768) instead of behind a scroll bar.
    void fitColumns();
    Controller* m_controller;
    QTableWidget* m_table;
    int m_input_rows = 0;
};

}  // namespace stepbudget
