#include "app/gui/evaluation_progress.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>
#include <cmath>

#include "app/gui/controller.h"

namespace stepbudget {

EvaluationProgress::EvaluationProgress(Controller* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel(tr("Simulating the pipeline…"), this);
    m_label->setObjectName(QStringLiteral("busyLabel"));
    m_bar = new QProgressBar(this);
    m_bar->setObjectName(QStringLiteral("busyProgress"));
    m_bar->setRange(0, 100);
    m_bar->setMaximumWidth(160);
    m_cancel = new QToolButton(this);
    m_cancel->setObjectName(QStringLiteral("busyCancel"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the simulation and return to the inputs of the results shown"));
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, controller, &Controller::cancelEvaluation);
    connect(controller, &Controller::busyChanged, this, &EvaluationProgress::onBusy);
    // A few updates per second: the simulations report per finished schedule.
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &EvaluationProgress::poll);
    onBusy(controller->busy());
}

void EvaluationProgress::onBusy(bool busy) {
    setVisible(busy);
    m_cancel->setEnabled(busy);
    if (busy) {
        poll();
        m_poll.start();
    } else {
        m_poll.stop();
    }
}

void EvaluationProgress::poll() {
    m_bar->setValue(static_cast<int>(std::lround(100.0 * m_controller->progress())));
}

}  // namespace stepbudget
