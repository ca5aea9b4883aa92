// The Search tab driven through its widgets, offscreen, on the design case (48 cards, a space
// small enough for a test): the tab shows the search's front, hovering a point names its
// layout, a click loads it and one Undo restores the previous layout, Cancel stops a run, a
// headline slider recomputes the front, and the current-plan marker is the plan's own point.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QtCharts/QScatterSeries>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/param_editor.h"
#include "app/gui/param_panel.h"
#include "app/gui/search_runner.h"
#include "design_window.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "model/io/scenario_json.h"
#include "model/memory/activation_cost.h"
#include "model/memory/memory_room.h"
#include "model/search/search.h"
#include "views/search/search_view.h"

using namespace stepbudget;

namespace {

bool sameLayoutKeys(const Scenario& sc, const SearchLayout& l) {
    return sc.cluster.cards == l.cards && sc.parallel.tp == l.tp && sc.parallel.pp == l.pp &&
           sc.training.micro_batch == l.micro_batch && sc.parallel.zero_stage == l.zero_stage &&
           sc.parallel.recompute == l.recompute && sc.parallel.cp == l.cp &&
           sc.parallel.ep == l.ep && sc.precision.compute == l.compute &&
           activationSettings(sc).sequence_parallel == l.sequence_parallel;
}

}  // namespace

class TestSearchTab : public QObject {
    Q_OBJECT
private slots:
    void init() {
        m_controller = new Controller;
        m_window = test::openDesignCaseWindow(m_controller);
        QVERIFY(m_window != nullptr);
        // Memory that follows the layout: the design case types 10 GiB of activations, which
        // every layout is given, and its front is the plan alone.
        m_controller->setValue(QStringLiteral("activations.source"),
                               QStringLiteral("architecture"));
        m_controller->flush();
        m_view = m_window->view<SearchView>();
        QVERIFY(m_view != nullptr);
        m_window->showView(QStringLiteral("search"));
        QCOMPARE(m_window->tabs()->currentWidget(), m_view);
        m_window->searchRunner()->flush();
    }
    void cleanup() {
        delete m_window;
        delete m_controller;
    }

    // The front on screen is the search's front of the scenario in force, point for point.
    void showsTheFront() {
        SearchOptions o = m_view->options();
        const SearchResults expected = searchLayouts(m_controller->scenario(), o);
        QVERIFY(expected.front.size() > 2);
        QCOMPARE(m_view->frontPointCount(), static_cast<int>(expected.front.size()));
        int drawn = 0;
        for (QScatterSeries* s : m_view->frontSeries()) {
            drawn += s->count();
        }
        QCOMPARE(drawn, static_cast<int>(expected.front.size()));
        for (int i = 0; i < m_view->frontPointCount(); ++i) {
            QCOMPARE(m_view->frontPoint(i).y(),
                     expected.front[static_cast<std::size_t>(i)].finish_days);
        }
        QCOMPARE(m_view->table()->rowCount(), static_cast<int>(expected.top.size()));
        // Every row says whether it is on the front, and why not.
        for (int r = 0; r < m_view->table()->rowCount(); ++r) {
            const QString why = m_view->rowReason(r);
            QVERIFY(why == QStringLiteral("on the front") ||
                    why.startsWith(QStringLiteral("dominated by ")));
        }
        QVERIFY(m_view->statusLabel()->text().contains(QStringLiteral("on the front")));
        // Colours and marks are the model's memory band (memory_room.h), the rule the plan's
        // near-full warning uses: each point in its band's series, each tight row marked.
        const QList<QScatterSeries*> bands = m_view->frontSeries();
        QVector<int> per_band(3, 0);
        for (const SearchPoint& p : expected.front) {
            const MemoryRoom room = memoryRoom(p);
            ++per_band[room == MemoryRoom::Tight ? 0 : room == MemoryRoom::Snug ? 1 : 2];
        }
        for (int b = 0; b < 3; ++b) {
            QCOMPARE(bands[b]->count(), per_band[b]);
        }
        int tight_rows = 0;
        for (int r = 0; r < m_view->table()->rowCount(); ++r) {
            const SearchPoint& p = expected.top[static_cast<std::size_t>(r)];
            const bool tight = memoryRoom(p) == MemoryRoom::Tight;
            tight_rows += tight ? 1 : 0;
            QCOMPARE(m_view->table()->item(r, 2)->text().startsWith(QStringLiteral("⚠")), tight);
        }
        QVERIFY(tight_rows > 0);  // the design case's fastest layouts fill the card
    }

    // Hovering a point (the series' own hovered signal) gives a read-out naming its layout.
    void hoverNamesTheLayout() {
        QScatterSeries* series = nullptr;
        for (QScatterSeries* s : m_view->frontSeries()) {
            if (s->count() > 0) {
                series = s;
                break;
            }
        }
        QVERIFY(series != nullptr);
        emit series->hovered(series->at(0), true);
        const QString text = m_view->hoverReadout();
        // Which front point that is: the one drawn at that position.
        int index = -1;
        for (int i = 0; i < m_view->frontPointCount(); ++i) {
            if (m_view->frontPoint(i) == series->at(0)) {
                index = i;
            }
        }
        QVERIFY(index >= 0);
        const SearchPoint& p = m_view->frontAt(index);
        QVERIFY2(text.contains(SearchView::layoutText(p.layout)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("TP %1").arg(p.layout.tp)), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("days")));
        QVERIFY(text.contains(QStringLiteral("GiB")));
        QVERIFY(text.contains(QStringLiteral("deadline")));
        emit series->hovered(series->at(0), false);
        QVERIFY(m_view->hoverReadout().isEmpty());
    }

    // A click loads the layout as one undo step; one Undo brings the previous layout back whole.
    void clickLoadsAndUndoRestores() {
        const std::string before = scenarioToJson(m_controller->scenario());
        // A front point whose layout differs from the current plan's.
        QScatterSeries* series = nullptr;
        int k = -1;
        SearchLayout target;
        for (QScatterSeries* s : m_view->frontSeries()) {
            for (int i = 0; i < s->count() && series == nullptr; ++i) {
                for (int f = 0; f < m_view->frontPointCount(); ++f) {
                    if (m_view->frontPoint(f) == s->at(i) &&
                        !sameLayoutKeys(m_controller->scenario(), m_view->frontAt(f).layout)) {
                        series = s;
                        k = i;
                        target = m_view->frontAt(f).layout;
                        break;
                    }
                }
            }
        }
        QVERIFY(series != nullptr);
        const int steps = m_controller->undoStack()->count();
        emit series->clicked(series->at(k));
        QCOMPARE(m_controller->undoStack()->count(), steps + 1);
        QVERIFY(sameLayoutKeys(m_controller->scenario(), target));
        m_controller->flush();
        // The plan now is that point: the marker moves onto it.
        m_window->searchRunner()->flush();
        bool marker_on_point = false;
        for (int f = 0; f < m_view->frontPointCount(); ++f) {
            marker_on_point = marker_on_point || m_view->frontPoint(f) == m_view->currentMarker();
        }
        QVERIFY(marker_on_point);
        m_controller->undoStack()->undo();
        QCOMPARE(scenarioToJson(m_controller->scenario()), before);
    }

    // Cancel stops the run in flight: the runner reports it and the view stops showing it.
    void cancelStopsARun() {
        SearchRunner* runner = m_window->searchRunner();
        // A big space (every whole host from 8 to 2,048 cards: seconds), so the run is still
        // going when Cancel is pressed.
        m_view->cardsStepBox()->setCurrentIndex(1);
        m_view->cardsFromBox()->setValue(8);
        m_view->cardsToBox()->setValue(2048);
        m_view->cardRangeBox()->setChecked(true);
        QTRY_VERIFY(runner->running());
        QVERIFY(m_view->recomputing());
        QVERIFY(m_view->progressBar()->isVisible());
        QVERIFY(m_view->cancelButton()->isEnabled());
        QSignalSpy cancelled(runner, &SearchRunner::cancelled);
        const int finished = runner->finishedCount();
        QTest::mouseClick(m_view->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE(cancelled.count(), 1);
        QVERIFY(!runner->running());
        QCOMPARE(runner->finishedCount(), finished);  // nothing of the stopped run is shown
        QVERIFY(!m_view->recomputing());
        QVERIFY(!m_view->progressBar()->isVisible());
        QVERIFY(m_view->statusLabel()->text().startsWith(QStringLiteral("Cancelled")));
    }

    // A headline slider move recomputes the front: the search of the new scenario lands.
    void headlineSliderRecomputes() {
        SearchRunner* runner = m_window->searchRunner();
        const int finished = runner->finishedCount();
        const double first_before = m_view->frontPoint(0).y();
        QSlider* slider = m_window->paramPanel()->editor(QStringLiteral("cluster.mfu"))->slider();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_PageDown);
        QTRY_VERIFY(runner->finishedCount() > finished);
        QTRY_VERIFY(!runner->running() && !runner->pending());
        const SearchResults expected = searchLayouts(m_controller->scenario(), m_view->options());
        QCOMPARE(m_view->frontPointCount(), static_cast<int>(expected.front.size()));
        QCOMPARE(m_view->frontPoint(0).y(), expected.front.front().finish_days);
        QVERIFY(m_view->frontPoint(0).y() > first_before);  // lower MFU: later finish
    }

    // The star is the plan's own point: its cards and evaluate()'s finish days.
    void currentMarkerIsThePlan() {
        const QPointF marker = m_view->currentMarker();
        // One card count and no price: x is the headroom (GiB), as for the front's points.
        QCOMPARE(m_view->xAxis(), SearchView::XAxis::Headroom);
        QCOMPARE(marker.x(), m_controller->results().memory.margin_bytes / units::kGiB);
        QCOMPARE(marker.y(), m_controller->results().plan.finish_days);
        // With a card range the x axis is the cards, and the star sits at the plan's cards.
        m_view->cardRangeBox()->setChecked(true);
        m_window->searchRunner()->flush();
        QCOMPARE(m_view->xAxis(), SearchView::XAxis::Cards);
        QCOMPARE(m_view->currentMarker().x(),
                 static_cast<double>(m_controller->scenario().cluster.cards));
        QCOMPARE(m_view->currentMarker().y(), m_controller->results().plan.finish_days);
    }

    // Compare mode: A's front is searched too and drawn beside the current one.
    void compareOverlaysTheBaselineFront() {
        QCOMPARE(m_view->baselinePointCount(), 0);
        m_controller->pinBaseline();
        m_controller->setNumber(QStringLiteral("cluster.mfu"), 0.3);
        m_controller->flush();
        m_window->searchRunner()->flush();
        const SearchResults a = searchLayouts(*m_controller->baselineScenario(), m_view->options());
        QCOMPARE(m_view->baselinePointCount(), static_cast<int>(a.front.size()));
        QVERIFY(m_view->baselinePointCount() > 0);
        // The current front is the new scenario's, not A's.
        QVERIFY(m_view->frontPoint(0).y() > a.front.front().finish_days);
    }

private:
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    SearchView* m_view = nullptr;
};

QTEST_MAIN(TestSearchTab)
#include "tst_search_tab.moc"
