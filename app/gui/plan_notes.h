// Notes on a plan that runs, but not as typed (the model's Results::warnings, built by
// planWarnings: an uneven layer split, a peak close to the card, a save longer than its
// interval, ...): an amber button in the view-group row, "2 notes on this plan", hidden when
// there are none or the scenario is not valid (the headline lists its errors then). Its tooltip
// lists every note as "key: message"; a click opens a window that lists them, stays open while
// sliders move and links each key to its editor in the parameter panel.
//
// The button never moves the layout: it sits between a stretch and the all-views button and
// ignores its own height (the row is as tall as the group tabs), so showing or hiding it while
// dragging changes no widget's height. Each note is translated from the template the model keeps
// beside its English message (Issue::message_template, the "Warning" context) with its numbers
// and names filled in; a note without one is shown as the model wrote it.
#pragma once

#include <QDialog>
#include <QPointer>
#include <QToolButton>

#include "model/base/issue.h"

class QLabel;
class QTextBrowser;

namespace stepbudget {

class PlanNotesWindow;

// "Notes on this plan", translated: the window's title and the reports' section.
QString planNotesTitle();
// The notes as HTML paragraphs, the key bold (a link "param:KEY" when `links`), escaped.
QString planNotesHtml(const Issues& notes, bool links);
// One "key: message" line per note (formatIssue, the message translated), as the tooltip and the
// Markdown report list.
QStringList planNoteLines(const Issues& notes);

class PlanNotesButton : public QToolButton {
    Q_OBJECT
public:
    explicit PlanNotesButton(QWidget* parent = nullptr);
    // The notes of the results on screen; `valid` false (the scenario breaks a rule) hides them.
    void setNotes(const Issues& notes, bool valid);
    const Issues& notes() const { return m_notes; }
    // "parallel.pp: 126 layers ..." one line per note, as the tooltip and the window list them.
    QStringList noteLines() const;
    // The open notes window, or null before the first click.
    PlanNotesWindow* notesWindow() const { return m_window; }
    void showWindow();

signals:
    // A note's key was chosen: show its editor ("parallel.pp").
    void parameterRequested(const QString& key);

private:
    Issues m_notes;
    bool m_valid = false;
    QPointer<PlanNotesWindow> m_window;
};

// The notes listed in full, each key a link to its parameter. Not modal: it follows the results
// while the user drags a slider to clear a note.
class PlanNotesWindow : public QDialog {
    Q_OBJECT
public:
    explicit PlanNotesWindow(QWidget* parent = nullptr);
    void setNotes(const Issues& notes, bool valid);
    QLabel* intro() const { return m_intro; }
    QTextBrowser* list() const { return m_list; }

signals:
    void parameterRequested(const QString& key);

private:
    QLabel* m_intro;
    QTextBrowser* m_list;
    QString m_html;  // what m_list shows: unchanged notes are not re-laid out on every drag step
};

}  // namespace stepbudget
