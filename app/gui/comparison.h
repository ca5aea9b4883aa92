// The headline results side by side: B (current), A (pinned baseline) and B − A. Shared by the
// comparison table in the window and the exported report, so both list the same rows.
#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QTableWidget;

namespace stepbudget {

class Controller;

struct ComparisonRow {
    QString label;
    QString b;
    QString a;      // empty without a baseline
    QString delta;  // empty without a baseline (or for yes/no rows)
};

QList<ComparisonRow> comparisonRows(const Controller& controller);

class ComparisonTable : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonTable(Controller* controller, QWidget* parent = nullptr);
    void refresh();
    QTableWidget* table() const { return m_table; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The number columns take what their text needs; the labels get the rest and wrap, so the
    // B − A column stays on screen in a narrow dock (1366 x 768) instead of behind a scroll bar.
    void fitColumns();
    Controller* m_controller;
    QTableWidget* m_table;
};

}  // namespace stepbudget
