#include "app/gui/main_window.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "app/gui/app_shell.h"
#include "app/gui/controller.h"
#include "app/gui/settings.h"
#include "app/gui/param_panel.h"
#include "model/scenario_json.h"
#include "views/amdahl_view.h"
#include "views/checkpoint_view.h"
#include "views/derivation_panel.h"
#include "views/memory_view.h"
#include "views/plan_view.h"
#include "views/headline_strip.h"

namespace stepbudget {

MainWindow::MainWindow(Controller* controller, QWidget* parent)
    : QMainWindow(parent), m_controller(controller) {
    setWindowTitle(tr("StepBudget"));
    setMinimumSize(1100, 700);

    auto* centre = new QWidget(this);
    auto* layout = new QVBoxLayout(centre);
    layout->setContentsMargins(6, 6, 6, 6);
    m_headline = new HeadlineStrip(centre);
    m_tabs = new QTabWidget(centre);
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_headline);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(centre);

    m_params = new ParamPanel(controller, this);
    auto* params_dock = new QDockWidget(tr("Parameters"), this);
    params_dock->setObjectName(QStringLiteral("parametersDock"));
    params_dock->setWidget(m_params);
    params_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_params->setMinimumWidth(330);
    addDockWidget(Qt::LeftDockWidgetArea, params_dock);

    m_derivations = new DerivationPanel(this);
    auto* derivation_dock = new QDockWidget(tr("Derivation"), this);
    derivation_dock->setObjectName(QStringLiteral("derivationDock"));
    derivation_dock->setWidget(m_derivations);
    m_derivations->setMinimumWidth(260);
    addDockWidget(Qt::RightDockWidgetArea, derivation_dock);
    resizeDocks({params_dock, derivation_dock}, {340, 300}, Qt::Horizontal);

    addView(new MemoryView(m_tabs), tr("Memory"));
    addView(new CheckpointView(m_tabs), tr("Checkpoint"));
    addView(new AmdahlView(m_tabs), tr("Amdahl"));
    addView(new PlanView(m_tabs), tr("Plan"));

    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::refreshCurrentView);
    connect(m_headline, &HeadlineStrip::derivationRequested, m_derivations,
            &DerivationPanel::showDerivation);
    connect(controller, &Controller::resultsChanged, this, &MainWindow::onResults);
    buildMenus();
    onResults();
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open preset…"), QKeySequence::Open, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open preset"), QString(),
                                                          tr("StepBudget presets (*.json)"));
        if (!path.isEmpty()) {
            openPreset(path);
        }
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < m_tabs->count(); ++i) {
        QAction* action = view->addAction(m_tabs->tabText(i), this, [this, i] { m_tabs->setCurrentIndex(i); });
        action->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
    }
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        view->addAction(dock->toggleViewAction());
    }

    // Language names are shown in their own language, so anyone can find theirs.
    QMenu* language = menuBar()->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    const QString current = qApp->property(kLanguageProperty).toString();
    const std::pair<const char*, QString> languages[] = {{"en", QStringLiteral("English")},
                                                         {"zh_CN", QStringLiteral("中文（简体）")}};
    for (const auto& [code, name] : languages) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(current == QLatin1String(code));
        group->addAction(action);
        const QString c = QString::fromLatin1(code);
        connect(action, &QAction::triggered, this, [this, c] { emit languageRequested(c); });
    }
}

int MainWindow::currentTab() const { return m_tabs->currentIndex(); }

void MainWindow::setCurrentTab(int index) { m_tabs->setCurrentIndex(index); }

void MainWindow::saveUiState() const {
    AppSettings settings;
    settings.setGeometry(saveGeometry());
    settings.setWindowState(saveState());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveUiState();
    QMainWindow::closeEvent(event);
}

bool MainWindow::openPreset(const QString& path, QString* error) {
    QFile f(path);
    QString message;
    LoadResult loaded;
    if (!f.open(QIODevice::ReadOnly)) {
        message = tr("Cannot open %1: %2").arg(path, f.errorString());
    } else {
        const QByteArray bytes = f.read(static_cast<qint64>(kMaxPresetBytes) + 1);
        loaded = scenarioFromJson(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        if (!loaded.ok()) {
            message = tr("%1 was not opened; the current scenario is unchanged.\n\n").arg(path) +
                      QString::fromStdString(formatIssues(loaded.issues));
        }
    }
    if (!message.isEmpty()) {
        if (error) {
            *error = message;
        } else {
            QMessageBox::warning(this, tr("Invalid preset"), message);
        }
        return false;
    }
    m_controller->setScenario(loaded.scenario);
    return true;
}

void MainWindow::refreshCurrentView() {
    auto* view = qobject_cast<ChartPanel*>(m_tabs->currentWidget());
    if (view != nullptr && m_stale.remove(view)) {
        view->setResults(m_controller->scenario(), m_controller->results());
    }
}

void MainWindow::addView(ChartPanel* view, const QString& title) {
    m_views.append(view);
    m_tabs->addTab(view, title);
    connect(view, &ChartPanel::derivationRequested, m_derivations, &DerivationPanel::showDerivation);
}

void MainWindow::onResults() {
    const Scenario& scenario = m_controller->scenario();
    const Results& results = m_controller->results();
    m_headline->setResults(scenario, results);
    // The visible view refills now; hidden ones when their tab is shown (a drag then costs one
    // view, not all of them — bench/bench_ui.cpp).
    m_stale.clear();
    for (ChartPanel* view : std::as_const(m_views)) {
        if (view == m_tabs->currentWidget()) {
            view->setResults(scenario, results);
        } else {
            m_stale.insert(view);
        }
    }
    m_derivations->setResults(m_controller->results());
    setWindowTitle(tr("StepBudget — %1").arg(QString::fromStdString(m_controller->scenario().name)));
}

}  // namespace stepbudget
