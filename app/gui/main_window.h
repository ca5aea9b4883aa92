// The main window only lays out and wires: parameter panel left, headline strip and view tabs
// in the centre, derivation panel right; menus in main_window_menus.cpp. Each panel is its own
// class; the scenario lives in the Controller, the file state in the Document.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QMainWindow>
#include <QSet>

#include "views/common/chart_panel.h"

class QTabWidget;
class QMenu;

namespace stepbudget {

class Controller;
class DerivationPanel;
class Document;
class HeadlineStrip;
class ParamPanel;
class PlanNotesButton;
class SearchRunner;
class SearchView;
class StudyPanel;
class ViewGroupBar;

// The View menu's shortcut of tab `tab`: Ctrl+1 … Ctrl+9, then Alt+1 … Alt+9.
QKeySequence viewShortcut(int tab);

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `document` may be null: the window then keeps its own (tests, benchmarks).
    explicit MainWindow(Controller* controller, Document* document = nullptr,
                        QWidget* parent = nullptr);

    Controller* controller() const { return m_controller; }
    ParamPanel* paramPanel() const { return m_params; }
    HeadlineStrip* headline() const { return m_headline; }
    DerivationPanel* derivations() const { return m_derivations; }
    QTabWidget* tabs() const { return m_tabs; }
    ViewGroupBar* viewGroups() const { return m_view_groups; }
    PlanNotesButton* planNotes() const { return m_plan_notes; }
    Document* document() const { return m_document; }
    const QList<ChartPanel*>& views() const { return m_views; }
    template <class View>
    View* view() const {
        for (ChartPanel* v : m_views) {
            if (auto* typed = qobject_cast<View*>(v)) {
                return typed;
            }
        }
        return nullptr;
    }
    StudyPanel* study() const { return m_study; }
    SearchRunner* searchRunner() const { return m_search_runner; }
    void showView(const QString& key);
    int currentTab() const;
    void setCurrentTab(int index);
    void saveUiState() const;  // geometry and docks into the settings
    // Brings the A-vs-B table up in front of its tabbed neighbours (at once when the window is
    // on screen, else when it is first shown: tabs cannot be raised before they exist).
    void showComparison();
    bool comparisonShown() const;  // the table is on screen, not behind another tab

    // Opens a preset file; a bad file leaves the scenario untouched and lists every problem
    // (in `error` when given, else in a dialog). A file that only breaks cross-key rules opens
    // "needs fixing" (true) with its problems listed the same way.
    bool openPreset(const QString& path, QString* error = nullptr);
    // Asks to save unsaved edits; false when the user cancels.
    bool maybeSave();
    // File > Save: Save As when untitled or read-only; asks first when the file changed on disk
    // (reload, overwrite, save as, cancel). False when nothing was saved.
    bool saveCurrent();
    // Saving a scenario that breaks cross-key rules asks first; true = go ahead.
    bool confirmSave();

signals:
    void languageRequested(const QString& code);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    bool m_comparison_pending = false;  // showComparison() before the window was shown
    void buildMenus();
    void buildFileMenu(QMenu* menu);
    void buildCompareMenu(QMenu* menu);
    void rebuildRecentMenu();
    void onResults();
    void updateTitle();
    // `key` names the view for showView() and study mode ("memory", "pipeline", ...).
    void addView(ChartPanel* view, const QString& title, const QString& key = QString());
    void refreshCurrentView();
    bool saveAsDialog();
    void exportReportDialog(const QString& suffix);
    void exportAllChartsDialog();

    Controller* m_controller;
    Document* m_document;
    ParamPanel* m_params;
    HeadlineStrip* m_headline;
    DerivationPanel* m_derivations;
    QTabWidget* m_tabs;
    ViewGroupBar* m_view_groups = nullptr;
    PlanNotesButton* m_plan_notes = nullptr;
    QList<ChartPanel*> m_views;
    QSet<ChartPanel*> m_stale;  // views whose tab was hidden at the last recompute
    QMenu* m_recent_menu = nullptr;
    StudyPanel* m_study = nullptr;
    SearchRunner* m_search_runner = nullptr;
};

}  // namespace stepbudget
