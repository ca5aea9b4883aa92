// Problems of a preset or scenario, listed in a dialog that fits the screen whatever their number
// (one mailed file had 129): the list scrolls, the buttons stay visible. Used for files that do
// not open, files that open "needs fixing", restored autosaves and saving a broken scenario.
#pragma once

#include <QDialog>
#include <QDialogButtonBox>

#include "model/base/issue.h"

class QLabel;
class QPlainTextEdit;

namespace stepbudget {

class ProblemsDialog : public QDialog {
    Q_OBJECT
public:
    ProblemsDialog(QWidget* parent, const QString& title, const QString& intro,
                   const QString& details,
                   QDialogButtonBox::StandardButtons buttons = QDialogButtonBox::Ok);

    QLabel* intro() const { return m_intro; }
    QPlainTextEdit* details() const { return m_details; }
    QDialogButtonBox* buttons() const { return m_buttons; }
    QDialogButtonBox::StandardButton clicked() const { return m_clicked; }

private:
    QLabel* m_intro;
    QPlainTextEdit* m_details;
    QDialogButtonBox* m_buttons;
    QDialogButtonBox::StandardButton m_clicked = QDialogButtonBox::NoButton;
};

// Runs the dialog modally and returns the button pressed (NoButton when closed).
QDialogButtonBox::StandardButton showProblems(
    QWidget* parent, const QString& title, const QString& intro, const QString& details,
    QDialogButtonBox::StandardButtons buttons = QDialogButtonBox::Ok);
// A message whose first paragraph says what happened and whose rest lists the problems (what
// Document::open and revert return): the paragraph on top, the list scrolling below it.
void showMessageAndList(QWidget* parent, const QString& title, const QString& message);
// formatIssues as one string for the dialog.
QString issuesText(const Issues& issues);

}  // namespace stepbudget
