// The main window only lays out and wires: parameter panel left, headline strip and view tabs
// in the centre, derivation panel right. Each panel is its own class.
#pragma once

#include <QList>
#include <QSet>
#include <QMainWindow>

#include "views/chart_panel.h"

class QTabWidget;

namespace stepbudget {

class ChartPanel;
class Controller;
class DerivationPanel;
class HeadlineStrip;
class ParamPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Controller* controller, QWidget* parent = nullptr);

    ParamPanel* paramPanel() const { return m_params; }
    HeadlineStrip* headline() const { return m_headline; }
    DerivationPanel* derivations() const { return m_derivations; }
    QTabWidget* tabs() const { return m_tabs; }
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

    int currentTab() const;
    void setCurrentTab(int index);
    void saveUiState() const;  // geometry and docks into the settings

    // Opens a preset file; a bad file leaves the scenario untouched and lists every problem.
    bool openPreset(const QString& path, QString* error = nullptr);

signals:
    void languageRequested(const QString& code);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void onResults();
    void addView(ChartPanel* view, const QString& title);
    void refreshCurrentView();

    Controller* m_controller;
    ParamPanel* m_params;
    HeadlineStrip* m_headline;
    DerivationPanel* m_derivations;
    QTabWidget* m_tabs;
    QList<ChartPanel*> m_views;
    QSet<ChartPanel*> m_stale;  // views whose tab was hidden at the last recompute
};

}  // namespace stepbudget
