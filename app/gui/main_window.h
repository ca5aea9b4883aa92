// The main window only lays out and wires: parameter panel left, headline strip and view tabs
// in the centre, derivation panel right. Each panel is its own class.
#pragma once

#include <QMainWindow>

class QTabWidget;

namespace stepbudget {

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

    // Opens a preset file; a bad file leaves the scenario untouched and lists every problem.
    bool openPreset(const QString& path, QString* error = nullptr);

private:
    void buildMenus();
    void onResults();

    Controller* m_controller;
    ParamPanel* m_params;
    HeadlineStrip* m_headline;
    DerivationPanel* m_derivations;
    QTabWidget* m_tabs;
};

}  // namespace stepbudget
