// The status bar's report of a worker evaluation (Controller: a deep pipeline near the op
// limit): "Simulating the pipeline…", how far its simulations are, and a Cancel button that
// stops it and returns to the scenario of the results on screen. Hidden while nothing runs.
#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace stepbudget {

class Controller;

class EvaluationProgress : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationProgress(Controller* controller, QWidget* parent = nullptr);

private:
    void onBusy(bool busy);
    void poll();

    Controller* m_controller;
    QLabel* m_label;
    QProgressBar* m_bar;
    QToolButton* m_cancel;
    QTimer m_poll;
};

}  // namespace stepbudget
