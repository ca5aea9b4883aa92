// The Help menu: a getting-started page, the keyboard shortcuts (read from the menus, so the
// list cannot drift from them), About (version, licence, the book chapter and the papers the
// formulas come from), and F1: the focused parameter explained, else the getting-started page.
#pragma once

#include <QString>

class QDialog;
class QMainWindow;
class QWidget;

namespace stepbudget {

class ParamEditor;

// Appends the Help menu to the window's menu bar and binds F1.
void addHelpMenu(QMainWindow* window);

// The parameter editor holding the keyboard focus, if any (what F1 explains).
ParamEditor* focusedParamEditor();
// F1: the focused parameter's explanation as a What's This popup, else the getting-started
// page. Returns the page when it opened one.
QDialog* showContextHelp(QWidget* window);

QString gettingStartedHtml();
QString shortcutsHtml(const QWidget* window);
QString aboutHtml();

}  // namespace stepbudget
