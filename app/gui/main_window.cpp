#include "app/gui/main_window.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMimeData>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "app/gui/comparison.h"
#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/evaluation_progress.h"
#include "app/gui/param_panel.h"
#include "app/gui/plan_notes.h"
#include "app/gui/preset_library.h"
#include "app/gui/search_runner.h"
#include "app/gui/settings.h"
#include "app/gui/study_panel.h"
#include "app/gui/view_groups.h"
#include "model/base/derivation.h"
#include "views/checkpoint/async_checkpoint_view.h"
#include "views/checkpoint/checkpoint_view.h"
#include "views/common/derivation_panel.h"
#include "views/common/example_banner.h"
#include "views/common/headline_strip.h"
#include "views/memory/activation_view.h"
#include "views/memory/memory_view.h"
#include "views/memory/offload_view.h"
#include "views/moe/moe_view.h"
#include "views/pipeline/pipeline_view.h"
#include "views/reliability/straggler_view.h"
#include "views/rl/rl_view.h"
#include "views/search/search_view.h"
#include "views/step/amdahl_view.h"
#include "views/step/bucket_view.h"
#include "views/step/plan_view.h"
#include "views/step/scaling_view.h"
#include "views/step/waterfall_view.h"

namespace stepbudget {

MainWindow::MainWindow(Controller* controller, Document* document, QWidget* parent)
    : QMainWindow(parent),
      m_controller(controller),
      m_document(document ? document : new Document(controller, this)) {
    setMinimumSize(1024, 640);
    setAcceptDrops(true);

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
    m_params->setMinimumWidth(300);
    addDockWidget(Qt::LeftDockWidgetArea, params_dock);

    m_derivations = new DerivationPanel(this);
    auto* derivation_dock = new QDockWidget(tr("Derivation"), this);
    derivation_dock->setObjectName(QStringLiteral("derivationDock"));
    derivation_dock->setWidget(m_derivations);
    m_derivations->setMinimumWidth(260);
    addDockWidget(Qt::RightDockWidgetArea, derivation_dock);
    auto* compare_dock = new QDockWidget(tr("A vs B"), this);
    compare_dock->setObjectName(QStringLiteral("compareDock"));
    compare_dock->setWidget(new ComparisonTable(controller, compare_dock));
    addDockWidget(Qt::RightDockWidgetArea, compare_dock);
    tabifyDockWidget(derivation_dock, compare_dock);
    compare_dock->hide();
    // Pinning a baseline brings the table up, wide enough for its four columns; the user may
    // close it again.
    connect(controller, &Controller::baselineChanged, compare_dock, [this, compare_dock] {
        if (m_controller->hasBaseline() && !comparisonShown()) {
            showComparison();
        } else if (!m_controller->hasBaseline()) {
            m_comparison_pending = false;
            compare_dock->hide();  // nothing to compare: no empty A column left open
        }
    });
    m_study = new StudyPanel(controller, this);
    auto* study_dock = new QDockWidget(tr("Study"), this);
    study_dock->setObjectName(QStringLiteral("studyDock"));
    study_dock->setWidget(m_study);
    addDockWidget(Qt::RightDockWidgetArea, study_dock);
    tabifyDockWidget(derivation_dock, study_dock);
    derivation_dock->raise();
    connect(m_study, &StudyPanel::viewRequested, this, &MainWindow::showView);
    resizeDocks({params_dock, derivation_dock}, {310, 270}, Qt::Horizontal);

    addView(new MemoryView(m_tabs), tr("Memory"), QStringLiteral("memory"));
    auto* pipeline = new PipelineView(m_tabs);
    addView(pipeline, tr("Pipeline"), QStringLiteral("pipeline"));
    connect(pipeline, &PipelineView::scheduleRequested, this, [this](const QString& name) {
        m_controller->setValue(QStringLiteral("pipeline.schedule"), name);
    });
    addView(new CheckpointView(m_tabs), tr("Checkpoint"), QStringLiteral("checkpoint"));
    addView(new AmdahlView(m_tabs), tr("Amdahl"), QStringLiteral("amdahl"));
    addView(new PlanView(m_tabs), tr("Plan"), QStringLiteral("plan"));
    addView(new WaterfallView(m_tabs), tr("MFU waterfall"), QStringLiteral("waterfall"));
    auto* async_view = new AsyncCheckpointView(m_tabs);
    addView(async_view, tr("Async checkpoint"), QStringLiteral("async"));
    addView(new StragglerView(m_tabs), tr("Stragglers"), QStringLiteral("stragglers"));
    // Dragging the failure marker edits the scenario like a slider: one undo step per drag.
    connect(async_view, &AsyncCheckpointView::failureDragStarted, controller,
            &Controller::beginDrag);
    connect(async_view, &AsyncCheckpointView::failureTimeRequested, controller,
            [controller](double seconds) {
                controller->setValue(QStringLiteral("checkpoint.failure_at_s"),
                                     QString::number(seconds, 'g', 12), /*continuing_drag=*/true);
            });
    addView(new ActivationView(m_tabs), tr("Activations"), QStringLiteral("activations"));
    addView(new OffloadView(m_tabs), tr("Offload"), QStringLiteral("offload"));
    addView(new MoeView(m_tabs), tr("MoE"), QStringLiteral("moe"));
    addView(new RlView(m_tabs), tr("RL"), QStringLiteral("rl"));
    addView(new BucketView(m_tabs), tr("Buckets"), QStringLiteral("buckets"));
    addView(new ScalingView(m_tabs), tr("Scaling"), QStringLiteral("scaling"));
    auto* search = new SearchView(m_tabs);
    addView(search, tr("Search"), QStringLiteral("search"));
    m_search_runner = new SearchRunner(this);
    wireSearchTab(search, m_search_runner, controller);

    // Fifteen tabs do not fit 1366 px: the views in groups, each name on screen (view_groups.h).
    QStringList keys;
    for (ChartPanel* view : std::as_const(m_views)) {
        keys << view->objectName().mid(5);  // "view.memory" -> "memory"
    }
    m_tabs->tabBar()->hide();
    m_view_groups = new ViewGroupBar(m_tabs, mainViewGroups(keys), centre);
    layout->insertWidget(1, m_view_groups);
    // The plan runs, but not as typed: the model's notes (plan_notes.h), in the group row so
    // that they show at 1366 px without moving the headline or the views.
    m_plan_notes = new PlanNotesButton(m_view_groups);
    m_view_groups->addTrailingWidget(m_plan_notes);
    connect(m_plan_notes, &PlanNotesButton::parameterRequested, this, [this](const QString& key) {
        if (m_params->revealParameter(key)) {
            activateWindow();  // from the notes window: the field takes the keyboard
        }
    });

    // Every tab that can show a book example: its banner's button sets the section's switch back
    // to the plan, one undo step like any other edit.
    for (ExampleBanner* banner : m_tabs->findChildren<ExampleBanner*>()) {
        connect(banner, &ExampleBanner::planRequested, controller,
                [controller](const QString& key, const QString& value) {
                    controller->setValue(key, value);
                });
    }
    // A chart element's own derivation (a ZeRO-1 Adam segment, the 16-card point) is computed
    // by the view that drew it, from the scenario in force.
    m_derivations->setLookup([this](const QString& id) -> std::optional<Derivation> {
        for (ChartPanel* view : std::as_const(m_views)) {
            if (auto d = view->elementDerivation(id, m_controller->scenario(),
                                                 m_controller->results())) {
                return d;
            }
        }
        return std::nullopt;
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::refreshCurrentView);
    connect(m_headline, &HeadlineStrip::derivationRequested, m_derivations,
            &DerivationPanel::showDerivation);
    connect(controller, &Controller::resultsChanged, this, &MainWindow::onResults);
    // A deep pipeline is evaluated on a worker thread (Controller): say so, with its progress
    // and a Cancel button, while the numbers on screen still belong to an earlier step.
    statusBar()->addPermanentWidget(new EvaluationProgress(controller, this));
    connect(controller, &Controller::baselineChanged, this, &MainWindow::onResults);
    connect(m_document, &Document::stateChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::fileChangedOnDisk, this, [this] {
        statusBar()->showMessage(
            tr("%1 was changed on disk by another window or program. File > Revert reloads it; "
               "Save asks before replacing it.")
                .arg(m_document->displayName()),
            30000);
    });
    buildMenus();
    onResults();
    updateTitle();
}

int MainWindow::currentTab() const {
    return m_tabs->currentIndex();
}

void MainWindow::setCurrentTab(int index) {
    m_tabs->setCurrentIndex(index);
}

void MainWindow::showComparison() {
    auto* compare = findChild<QDockWidget*>(QStringLiteral("compareDock"));
    auto* derivation = findChild<QDockWidget*>(QStringLiteral("derivationDock"));
    if (!isVisible()) {
        m_comparison_pending = true;  // --baseline at start: raised in showEvent()
        return;
    }
    m_comparison_pending = false;
    compare->show();
    compare->raise();
    resizeDocks({derivation}, {400}, Qt::Horizontal);  // wide enough for its four columns
}

bool MainWindow::comparisonShown() const {
    const auto* compare = findChild<QDockWidget*>(QStringLiteral("compareDock"));
    // A dock raised before its tabs existed can be "visible" with nothing of it on screen.
    return compare != nullptr && compare->isVisible() && !compare->visibleRegion().isEmpty();
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (m_comparison_pending) {
        // After the layout has built its dock tabs.
        QTimer::singleShot(0, this, [this] {
            if (m_comparison_pending) {
                showComparison();
            }
        });
    }
}

void MainWindow::saveUiState() const {
    AppSettings settings;
    settings.setGeometry(saveGeometry());
    settings.setWindowState(saveState());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveUiState();
    // A normal quit: the next start reopens this file (a crash leaves the autosave instead).
    AppSettings().setLastFile(m_document->source());
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile() &&
        urls.front().toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = event->mimeData()->urls().front().toLocalFile();
    if (maybeSave()) {
        openPreset(path);
    }
    event->acceptProposedAction();
}

void MainWindow::refreshCurrentView() {
    auto* view = qobject_cast<ChartPanel*>(m_tabs->currentWidget());
    if (view != nullptr && m_stale.remove(view)) {
        view->setResults(m_controller->scenario(), m_controller->results());
    }
}

void MainWindow::showView(const QString& key) {
    for (ChartPanel* view : std::as_const(m_views)) {
        if (view->objectName() == QLatin1String("view.") + key) {
            m_tabs->setCurrentWidget(view);
            return;
        }
    }
}

void MainWindow::addView(ChartPanel* view, const QString& title, const QString& key) {
    if (!key.isEmpty()) {
        view->setObjectName(QStringLiteral("view.") + key);
    }
    m_views.append(view);
    m_tabs->addTab(view, title);
    connect(view, &ChartPanel::derivationRequested, m_derivations,
            &DerivationPanel::showDerivation);
}

void MainWindow::onResults() {
    const Scenario& scenario = m_controller->scenario();
    const Results& results = m_controller->results();
    m_headline->setBaseline(m_controller->baselineScenario(), m_controller->baselineResults());
    m_headline->setResults(scenario, results);
    // The visible view refills now; hidden ones when their tab is shown (a drag then costs one
    // view, not all of them — bench/bench_ui.cpp).
    m_stale.clear();
    for (ChartPanel* view : std::as_const(m_views)) {
        view->setBaseline(m_controller->baselineScenario(), m_controller->baselineResults());
        if (view == m_tabs->currentWidget()) {
            view->setResults(scenario, results);
        } else {
            m_stale.insert(view);
        }
    }
    m_derivations->setResults(results);
    m_plan_notes->setNotes(results.warnings, results.ok());
    updateTitle();
}

void MainWindow::updateTitle() {
    // "[*]" is where Qt shows the modified marker.
    // A scenario that breaks a cross-key rule (opened that way, restored or mid-edit) says so.
    // "(modified)": the inputs differ from the preset or file the scenario came from (an edit,
    // an import, a restored session), saved or not; "[*]" marks unsaved edits.
    QString name = scenarioTitle(m_controller->scenario().name);
    if (m_controller->modifiedFromOrigin()) {
        name = tr("%1 (modified)").arg(name);
    }
    setWindowTitle(
        m_controller->results().ok()
            ? tr("%1 — %2[*] — StepBudget").arg(name, m_document->displayName())
            : tr("%1 — %2[*] (needs fixing) — StepBudget").arg(name, m_document->displayName()));
    setWindowModified(m_document->isModified());
    if (m_document->isReadOnly()) {
        setWindowTitle(windowTitle().replace(QStringLiteral("[*]"), tr("[*] (read-only)")));
    }
}

}  // namespace stepbudget
