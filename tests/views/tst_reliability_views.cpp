// The failure views show exactly what the model computed: the async commit timeline
// (worked-examples §9), the interval optima (§10.1-10.2), the straggler curves and responses
// (§10.3) and the expected-lost-time headline; dragging the failure marker changes the scenario
// through the app, views refill rather than rebuild, and no "nan"/"inf" ever reaches the screen.
#include <QDir>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QValueAxis>
#include <QtCharts/QXYSeries>
#include <cmath>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/param_panel.h"
#include "fuzzy.h"
#include "model/checkpoint/async_checkpoint.h"
#include "model/checkpoint/interval.h"
#include "model/reliability/interruption.h"
#include "model/reliability/straggler.h"
#include "presets.h"
#include "views/checkpoint/async_checkpoint_view.h"
#include "views/checkpoint/async_timeline.h"
#include "views/checkpoint/checkpoint_view.h"
#include "views/checkpoint/interval_chart.h"
#include "views/common/headline_strip.h"
#include "views/common/time_map.h"
#include "views/reliability/straggler_view.h"

using namespace stepbudget;
using namespace stepbudget::test;

Q_DECLARE_METATYPE(QList<double>)

class TestFailureViews : public QObject {
    Q_OBJECT
private slots:
    void timeMapRoundTrip_data();
    void timeMapRoundTrip();
    void asyncTimelineMatchesModel_data();
    void asyncTimelineMatchesModel();
    void dragEmitsRequestedTime();
    void keysMoveTheFailure();
    void dragThroughAppMovesRecoveryPoint();
    void intervalMarkers_data();
    void intervalMarkers();
    void stragglerCurves_data();
    void stragglerCurves();
    void headlineLostTime_data();
    void headlineLostTime();
    void unreachableFinishInTheHeadline();
    void sectionTitles();
    void viewsAreRefilledNotRebuilt();
    void noNanOrInfText_data();
    void noNanOrInfText();
};

namespace {

// Presses, drags and releases with the left button, as a user would on the failure marker.
void drag(QWidget* w, QPointF from, QPointF to) {
    QTest::mousePress(w, Qt::LeftButton, {}, from.toPoint());
    const int steps = 6;
    for (int i = 1; i <= steps; ++i) {
        const QPointF p = from + (to - from) * (double(i) / steps);
        QMouseEvent move(QEvent::MouseMove, p, w->mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(w, &move);
    }
    QTest::mouseRelease(w, Qt::LeftButton, {}, to.toPoint());
}

Scenario asyncPreset(double write_gb_per_s, double failure_at_s = 50) {
    Scenario s = preset("async-checkpoint.json");
    test::setKeyNumber(s, "checkpoint.write_gb_per_s", write_gb_per_s);
    test::setKeyNumber(s, "checkpoint.failure_at_s", failure_at_s);
    return s;
}

// Every piece of text a view shows: labels, table cells, chart titles, series, axis titles.
QStringList visibleText(QWidget* root) {
    QStringList out;
    for (QLabel* label : root->findChildren<QLabel*>()) {
        out << label->text();
    }
    for (QTableWidget* table : root->findChildren<QTableWidget*>()) {
        for (int r = 0; r < table->rowCount(); ++r) {
            for (int c = 0; c < table->columnCount(); ++c) {
                if (table->item(r, c) != nullptr) {
                    out << table->item(r, c)->text();
                }
            }
        }
    }
    for (QChartView* view : root->findChildren<QChartView*>()) {
        QChart* chart = view->chart();
        out << chart->title();
        for (QAbstractSeries* s : chart->series()) {
            out << s->name();
        }
        for (QAbstractAxis* a : chart->axes()) {
            out << a->titleText();
        }
    }
    for (AsyncTimeline* t : root->findChildren<AsyncTimeline*>()) {
        out << t->accessibleDescription();
    }
    return out;
}

}  // namespace

void TestFailureViews::timeMapRoundTrip_data() {
    QTest::addColumn<double>("t1");
    QTest::addColumn<double>("resolution");
    QTest::newRow("60 s axis (7 GB/s preset)") << 60.0 << 0.1;
    QTest::newRow("600 s axis") << 600.0 << 1.0;
    QTest::newRow("4000 s axis") << 4000.0 << 10.0;
}

void TestFailureViews::timeMapRoundTrip() {
    QFETCH(double, t1);
    QFETCH(double, resolution);
    const TimeMap m{0, t1, 120, 920};
    QCOMPARE(m.toX(0), 120.0);
    QCOMPARE(m.toX(t1), 920.0);
    SB_COMPARE_REL(m.toX(t1 / 4), 320.0, 1e-12);
    SB_COMPARE_REL(m.toTime(m.toX(0.37 * t1)), 0.37 * t1, 1e-12);
    QCOMPARE(m.toTime(0), 0.0);    // left of the axis: clamped
    QCOMPARE(m.toTime(5000), t1);  // right of it
    SB_COMPARE_REL(m.resolution(), resolution, 1e-12);
    SB_COMPARE_REL(m.snap(0.4321 * t1), std::round(0.4321 * t1 / resolution) * resolution, 1e-12);
}

void TestFailureViews::asyncTimelineMatchesModel_data() {
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<double>("failure");
    QTest::addColumn<QList<double>>("commits");
    QTest::addColumn<double>("recovery");
    QTest::addColumn<double>("redo");
    QTest::addColumn<QString>("lost");  // the table's status of snapshot 2
    // worked-examples §9.
    QTest::newRow("7 GB/s preset, failure at 50 s")
        << 7.0 << 50.0 << QList<double>{36.5, 56.5} << 20.0 << 30.0 << "lost (uploading)";
    QTest::newRow("20 GB/s Better tier")
        << 20.0 << 50.0 << QList<double>{26.1, 46.1} << 40.0 << 10.0 << "durable";
    QTest::newRow("failure before any commit")
        << 7.0 << 30.0 << QList<double>{36.5, 56.5} << 0.0 << 30.0 << "after the failure";
}

void TestFailureViews::asyncTimelineMatchesModel() {
    QFETCH(double, bandwidth);
    QFETCH(double, failure);
    QFETCH(QList<double>, commits);
    QFETCH(double, recovery);
    QFETCH(double, redo);
    QFETCH(QString, lost);
    const Scenario s = asyncPreset(bandwidth, failure);
    const Results r = evaluate(s);
    AsyncCheckpointView view;
    view.setResults(s, r);
    const QList<double> drawn = view.commitMarkers();
    QCOMPARE(drawn.size(), commits.size());
    for (int i = 0; i < drawn.size(); ++i) {
        SB_COMPARE_PRINTED(drawn[i], commits[i], 1);
    }
    SB_COMPARE_PRINTED(view.recoveryPoint(), recovery, 1);
    SB_COMPARE_PRINTED(view.redoSpanStart(), recovery, 1);
    SB_COMPARE_PRINTED(view.redoSpanEnd(), failure, 1);
    SB_COMPARE_PRINTED(view.redoSpanEnd() - view.redoSpanStart(), redo, 1);
    // The note and the table carry the same numbers, as printed.
    const QString note = view.note()->text();
    QVERIFY2(note.contains(QStringLiteral("%1, %2 s.").arg(commits[0]).arg(commits[1])),
             qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("redoes <b>%1 s</b>").arg(redo)), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("<b>Foreground pause</b> 1 s")), qPrintable(note));
    QVERIFY2(note.contains(bandwidth == 7 ? "utilisation 80 %" : "utilisation 28 %"),
             qPrintable(note));
    QCOMPARE(view.table()->rowCount(), 2);
    QCOMPARE(view.table()->item(0, 4)->text(), QString::number(commits[0]));
    QCOMPARE(view.table()->item(1, 5)->text(), lost);
    // The drawn axis covers the whole story: every commit and the failure.
    const TimeMap map = view.timeline()->timeMap();
    QVERIFY(map.t0 <= 0 && map.t1 >= commits.back() && map.t1 >= failure);
}

void TestFailureViews::dragEmitsRequestedTime() {
    const Scenario s = asyncPreset(7);
    AsyncCheckpointView view;
    view.resize(1000, 600);
    view.setResults(s, evaluate(s));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    AsyncTimeline* t = view.timeline();
    QSignalSpy started(&view, &AsyncCheckpointView::failureDragStarted);
    QSignalSpy requested(&view, &AsyncCheckpointView::failureTimeRequested);
    QSignalSpy derivation(&view, &ChartPanel::derivationRequested);
    const TimeMap map = t->timeMap();
    // Grab the marker on the training lane at 50 s and drag it to 30 s.
    drag(t, QPointF(map.toX(50), t->trainingLaneY()), QPointF(map.toX(30), t->trainingLaneY()));
    QCOMPARE(started.count(), 1);
    QVERIFY(requested.count() >= 2);  // follows the mouse, not only the release
    const double last = requested.last().at(0).toDouble();
    QVERIFY2(std::fabs(last - 30.0) <= map.resolution() + 1 / map.pixelsPerSecond(),
             qPrintable(QString::number(last)));
    QVERIFY(!t->isDragging());
    QVERIFY(derivation.count() >= 1);
    QCOMPARE(derivation.first().at(0).toString(), QString("checkpoint.async.redo_s"));
    // Without the app nothing changed the model: the drawn recovery point is still the model's.
    QCOMPARE(view.recoveryPoint(), 20.0);

    // A click on an upload box asks for that snapshot's commit derivation instead.
    derivation.clear();
    started.clear();
    QTest::mouseClick(t, Qt::LeftButton, {}, QPointF(map.toX(30), t->uploadLaneY()).toPoint());
    QCOMPARE(started.count(), 0);
    QCOMPARE(derivation.count(), 1);
    QCOMPARE(derivation.first().at(0).toString(), QString("checkpoint.async.snapshots.0.commit_s"));
}

void TestFailureViews::keysMoveTheFailure() {
    const Scenario s = asyncPreset(7);
    AsyncCheckpointView view;
    view.resize(1000, 600);
    view.setResults(s, evaluate(s));
    QSignalSpy requested(&view, &AsyncCheckpointView::failureTimeRequested);
    QTest::keyClick(view.timeline(), Qt::Key_Right);
    QTest::keyClick(view.timeline(), Qt::Key_Left, Qt::ShiftModifier);
    QCOMPARE(requested.count(), 2);
    const double step = view.timeline()->timeMap().resolution();
    SB_COMPARE_REL(requested.at(0).at(0).toDouble(), 50 + 10 * step, 1e-12);
    SB_COMPARE_REL(requested.at(1).at(0).toDouble(), 50 - step, 1e-12);
}

void TestFailureViews::dragThroughAppMovesRecoveryPoint() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(presetPath("async-checkpoint.json"))));
    controller.flush();
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* view = window.view<AsyncCheckpointView>();
    QVERIFY(view != nullptr);
    window.tabs()->setCurrentWidget(view);
    QCOMPARE(view->recoveryPoint(), 20.0);
    const int undo_before = controller.undoStack()->count();

    // Past the second commit (56.5 s): snapshot 2 becomes the recovery point.
    AsyncTimeline* t = view->timeline();
    const TimeMap map = t->timeMap();
    drag(t, QPointF(map.toX(50), t->trainingLaneY()), QPointF(map.toX(58), t->trainingLaneY()));
    controller.flush();
    QVERIFY(std::fabs(test::keyNumber(controller.scenario(), "checkpoint.failure_at_s") - 58) <=
            0.2);
    SB_COMPARE_PRINTED(controller.results().async_checkpoint->recovery_point_s, 40.0, 1);
    SB_COMPARE_PRINTED(view->recoveryPoint(), 40.0, 1);
    SB_COMPARE_REL(view->redoSpanEnd(),
                   test::keyNumber(controller.scenario(), "checkpoint.failure_at_s"), 1e-12);
    QVERIFY(view->note()->text().contains("recovers to its capture at <b>40 s</b>"));
    // The whole drag is one undo step, and undoing it brings the book's 20 s back.
    QCOMPARE(controller.undoStack()->count(), undo_before + 1);
    controller.undoStack()->undo();
    controller.flush();
    QCOMPARE(test::keyNumber(controller.scenario(), "checkpoint.failure_at_s"), 50.0);
    QCOMPARE(view->recoveryPoint(), 20.0);
}

void TestFailureViews::intervalMarkers_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("spike_days");
    QTest::addColumn<double>("young");
    QTest::addColumn<double>("poisson");
    QTest::addColumn<double>("current");
    QTest::addColumn<bool>("hardware_only_shown");
    // worked-examples §10.1: tau* 965.29 s, Poisson 954.40 s (footnote), at 900 s.
    QTest::newRow("1024 cards") << "checkpoint-interval-1024.json" << 0.0 << 965.29 << 954.40
                                << 900.0 << false;
    // §10.2: one loss spike per 7 days on the 48-card rate moves tau* from 4,458 to 3,150 s.
    QTest::newRow("48 cards, spike every 7 days")
        << "book-design-48.json" << 7.0 << 3150.0 << 0.0 << 1800.0 << true;
}

void TestFailureViews::intervalMarkers() {
    QFETCH(QString, file);
    QFETCH(double, spike_days);
    QFETCH(double, young);
    QFETCH(double, poisson);
    QFETCH(double, current);
    QFETCH(bool, hardware_only_shown);
    Scenario s = preset(file.toStdString());
    test::setKeyNumber(s, "checkpoint.spike_every_days", spike_days);
    const Results r = evaluate(s);
    CheckpointView view;
    view.setResults(s, r);
    IntervalChart* chart = view.intervalChart();
    SB_COMPARE_REL(chart->markerX("young"), young, 5e-4);
    if (poisson > 0) {
        SB_COMPARE_REL(chart->markerX("poisson"), poisson, 1e-5);
        SB_COMPARE_REL(chart->markerX("daly"), poisson, 1e-5);  // 954.3964 vs 954.3966
    }
    SB_COMPARE_REL(chart->markerX("current"), current, 1e-12);
    QCOMPARE(chart->markerVisible("young_hardware_only"), hardware_only_shown);
    if (hardware_only_shown) {
        SB_COMPARE_REL(chart->markerX("young_hardware_only"), 4458.0, 5e-4);
    }
    // The stack is the model's curve, band by band.
    QCOMPARE(chart->curvePointCount(), static_cast<int>(r.interval->curve.size()));
    for (int i = 0; i < chart->curvePointCount(); ++i) {
        const IntervalCurvePoint& p = r.interval->curve[static_cast<std::size_t>(i)];
        SB_COMPARE_REL(chart->totalPercentAt(i), 100 * p.total_fraction, 1e-9);
        QVERIFY(std::fabs(chart->hardwarePercentAt(i) -
                          100 * (p.redo_hardware_fraction + p.recovery_hardware_fraction)) < 1e-9);
        QVERIFY(std::fabs(chart->spikePercentAt(i) -
                          100 * (p.redo_spike_fraction + p.recovery_spike_fraction)) < 1e-9);
        SB_COMPARE_REL(chart->poissonPercentAt(i), 100 * p.poisson_fraction, 1e-9);
    }
    // The first chart of the tab is untouched by the second.
    SB_COMPARE_REL(view.optimumMarkerX(), r.checkpoint_cost.optimal_interval_s, 1e-12);
}

void TestFailureViews::stragglerCurves_data() {
    QTest::addColumn<double>("cards");
    QTest::addColumn<double>("sigma");
    QTest::addColumn<double>("expected_max");  // E[Z_(N)], worked-examples §10.3
    QTest::addColumn<double>("step");
    QTest::addColumn<int>("sigma_curves");
    QTest::addColumn<double>("persist");
    QTest::addColumn<QString>("best");
    // The book's step column holds the fixed part at the 48-card 0.576 s; the model takes the
    // exposed comm at each N, so at 8 and 1024 cards only E[Z_(N)] is the book's (step 0: skip).
    QTest::newRow("48 cards sigma 2 %") << 48.0 << 0.02 << 2.2331 << 55.108 << 2 << 100.0 << "wait";
    QTest::newRow("8 cards sigma 2 %") << 8.0 << 0.02 << 1.4236 << 0.0 << 2 << 100.0 << "wait";
    QTest::newRow("1024 cards sigma 2 %")
        << 1024.0 << 0.02 << 3.2482 << 0.0 << 2 << 100.0 << "wait";
    // At 5 % the slow card's lead over the others' max grows: spreading its work is cheaper.
    QTest::newRow("48 cards sigma 5 %")
        << 48.0 << 0.05 << 2.2331 << 58.605 << 2 << 100.0 << "redistribute";
    QTest::newRow("48 cards sigma 3 %")
        << 48.0 << 0.03 << 2.2331 << 0.0 << 3 << 100.0 << "redistribute";
    // Slow for 1,000 steps: waiting 0.81 s a step costs more than one 420 s restart.
    QTest::newRow("48 cards slow for 1000 steps")
        << 48.0 << 0.02 << 2.2331 << 55.108 << 2 << 1000.0 << "evict";
}

void TestFailureViews::stragglerCurves() {
    QFETCH(double, cards);
    QFETCH(double, sigma);
    QFETCH(double, expected_max);
    QFETCH(double, step);
    QFETCH(int, sigma_curves);
    QFETCH(double, persist);
    QFETCH(QString, best);
    Scenario s = preset("straggler.json");
    s.cluster.cards = static_cast<std::int64_t>(cards);
    s.straggler->sigma_fraction = sigma;
    s.straggler->persist_steps = persist;
    const Results r = evaluate(s);
    const StragglerResults& st = r.straggler;
    StragglerView view;
    view.setResults(s, r);
    // The current N sits on the E[max] curve at the book's value.
    QCOMPARE(view.currentExpectedMax().x(), cards);
    SB_COMPARE_PRINTED(view.currentExpectedMax().y(), expected_max, 4);
    const QList<QPointF> curve = view.expectedMaxCurve();
    QCOMPARE(curve.size(), static_cast<int>(st.expected_max_vs_cards.size()));
    for (int i = 0; i < curve.size(); ++i) {
        QCOMPARE(curve[i], QPointF(st.expected_max_vs_cards[i].x, st.expected_max_vs_cards[i].y));
    }
    QCOMPARE(view.currentStep(), QPointF(cards, st.step_time_s));
    if (step > 0) {
        SB_COMPARE_PRINTED(view.currentStep().y(), step, 3);
    }
    QCOMPARE(view.stepCurveCount(), sigma_curves);
    for (int k = 0; k < sigma_curves; ++k) {
        QCOMPARE(view.stepCurve(k).size(), static_cast<int>(st.step_vs_cards[k].points.size()));
        QCOMPARE(view.stepCurve(k).back().y(), st.step_vs_cards[k].points.back().y);
    }
    // Responses vs N and vs persistence are the model's, with the current choices marked.
    const QList<QPointF> wait = view.responseVsCards(0);
    const QList<QPointF> redistribute = view.responseVsCards(1);
    const QList<QPointF> evict = view.responseVsCards(2);
    QCOMPARE(wait.size(), static_cast<int>(st.response_vs_cards.size()));
    for (int i = 0; i < wait.size(); ++i) {
        const StragglerResponsePoint& p = st.response_vs_cards[static_cast<std::size_t>(i)];
        QCOMPARE(wait[i].y(), p.wait_extra_s);
        QCOMPARE(redistribute[i].y(), p.redistribute_extra_s);
        QCOMPARE(evict[i].y(), p.evict_extra_s);
    }
    const QList<QPointF> evict_p = view.responseVsPersistence(2);
    QCOMPARE(evict_p.size(), static_cast<int>(st.response_vs_persistence.size()));
    SB_COMPARE_PRINTED(evict_p.front().y(), 420.0, 6);  // tau/2 + r = 300 + 120 s
    QCOMPARE(view.cardsMarkerX(), cards);
    QCOMPARE(view.persistenceMarkerX(), persist);
    QCOMPARE(QString::fromStdString(st.best_response), best);
    QVERIFY2(view.noteText().contains(QStringLiteral("steps: %1.</b>").arg(best)),
             qPrintable(view.noteText()));
}

void TestFailureViews::headlineLostTime_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("48-card design case") << "book-design-48.json";
    QTest::newRow("1024 cards") << "checkpoint-interval-1024.json";
    QTest::newRow("MiMo interruptions (priced)") << "mimo-interruptions.json";
}

void TestFailureViews::headlineLostTime() {
    QFETCH(QString, file);
    const Scenario s = preset(file.toStdString());
    const Results r = evaluate(s);
    HeadlineStrip strip;
    strip.setResults(s, r);
    HeadlineCard* card = strip.card("interruptions.expected_lost_s");
    QVERIFY(card != nullptr);
    QVERIFY(r.derivation("interruptions.expected_lost_s") != nullptr);
    QCOMPARE(card->valueText(),
             QStringLiteral("%1 days").arg(r.interruptions->expected_lost_days, 0, 'f', 2));
    QVERIFY(card->fullText().contains(
        QString::number(r.interruptions->expected_straggler_lost_s / 86400, 'f', 2)));
    QSignalSpy clicked(&strip, &HeadlineStrip::derivationRequested);
    QTest::mouseClick(card, Qt::LeftButton);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().at(0).toString(), QString("interruptions.expected_lost_s"));
}

// 10^6 cards of the design case: the first-order 118.5 days is no forecast, and the headline
// says what the model's verdict plan.finish_reachable says instead of printing it.
void TestFailureViews::unreachableFinishInTheHeadline() {
    Scenario s = preset("book-design-48.json");
    s.cluster.cards = 1000000;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    QVERIFY(!r.good("plan.finish_reachable"));
    HeadlineStrip strip;
    strip.setResults(s, r);
    HeadlineCard* card = strip.card("plan.finish_days");
    QVERIFY(card != nullptr);
    QCOMPARE(card->valueText(), QStringLiteral("not reachable"));
    QVERIFY(!card->fullText().contains(QStringLiteral("118.")));
    // The design case itself finishes and says its date.
    const Scenario d = preset("book-design-48.json");
    strip.setResults(d, evaluate(d));
    QCOMPARE(card->valueText(), QStringLiteral("24.637 days"));
}

void TestFailureViews::sectionTitles() {
    QCOMPARE(sectionTitle("input"), QString("Input pipeline"));
    QCOMPARE(sectionTitle("interruptions"), QString("Interruptions"));
}

void TestFailureViews::viewsAreRefilledNotRebuilt() {
    Scenario s = preset("straggler.json");
    StragglerView stragglers;
    stragglers.setResults(s, evaluate(s));
    QList<QList<QAbstractSeries*>> before;
    for (QChartView* v : stragglers.chartViews()) {
        before << v->chart()->series();
    }
    s.cluster.cards = 1024;
    stragglers.setResults(s, evaluate(s));
    QList<QList<QAbstractSeries*>> after;
    for (QChartView* v : stragglers.chartViews()) {
        after << v->chart()->series();
    }
    QCOMPARE(after, before);
    QCOMPARE(stragglers.currentExpectedMax().x(), 1024.0);

    Scenario c = preset("checkpoint-interval-1024.json");
    CheckpointView checkpoint;
    checkpoint.setResults(c, evaluate(c));
    const auto interval_series = checkpoint.intervalChart()->chart()->series();
    test::setKeyNumber(c, "checkpoint.write_gb_per_s", 20);
    checkpoint.setResults(c, evaluate(c));
    QCOMPARE(checkpoint.intervalChart()->chart()->series(), interval_series);
    QVERIFY(checkpoint.intervalChart()->markerX("young") < 965.0);

    Scenario a = asyncPreset(7);
    AsyncCheckpointView async;
    async.setResults(a, evaluate(a));
    QTableWidgetItem* item = async.table()->item(0, 4);
    AsyncTimeline* timeline = async.timeline();
    test::setKeyNumber(a, "checkpoint.write_gb_per_s", 20);
    async.setResults(a, evaluate(a));
    QCOMPARE(async.table()->item(0, 4), item);
    QCOMPARE(async.timeline(), timeline);
    QCOMPARE(item->text(), QString("26.1"));
}

void TestFailureViews::noNanOrInfText_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("edit");  // "" or section.key=value applied on top
    const QStringList files =
        QDir(QStringLiteral(STEPBUDGET_PRESETS_DIR)).entryList({"*.json"}, QDir::Files);
    for (const QString& f : files) {
        QTest::newRow(qPrintable(f)) << f << QString();
    }
    // Edge rows: a cadence the storage cannot keep up with, no jitter, one card, a failure at 0.
    QTest::newRow("cadence 1 s, 20 captures") << "async-checkpoint.json"
                                              << "checkpoint.capture_every_s=1";
    QTest::newRow("sigma 0") << "straggler.json"
                             << "straggler.sigma_fraction=0";
    QTest::newRow("one card") << "straggler.json"
                              << "cluster.cards=1";
    QTest::newRow("failure at 0 s") << "async-checkpoint.json"
                                    << "checkpoint.failure_at_s=0";
    QTest::newRow("failure far after the last commit") << "async-checkpoint.json"
                                                       << "checkpoint.failure_at_s=600";
}

void TestFailureViews::noNanOrInfText() {
    QFETCH(QString, file);
    QFETCH(QString, edit);
    Controller controller;
    MainWindow window(&controller);
    QString error;
    QVERIFY2(window.openPreset(QDir(QStringLiteral(STEPBUDGET_PRESETS_DIR)).filePath(file), &error),
             qPrintable(error));
    if (!edit.isEmpty()) {
        const int eq = edit.indexOf('=');
        if (edit.left(eq) == "checkpoint.capture_every_s") {
            QVERIFY(!controller.setValue("checkpoint.async_captures", "20"));
        }
        const auto issue = controller.setValue(edit.left(eq), edit.mid(eq + 1));
        QVERIFY2(!issue, issue ? issue->message.c_str() : "");
    }
    controller.flush();
    QVERIFY(controller.results().ok());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRegularExpression bad(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                 QRegularExpression::CaseInsensitiveOption);
    QWidget* views[] = {window.view<AsyncCheckpointView>(), window.view<CheckpointView>(),
                        window.view<StragglerView>(), window.headline()};
    for (QWidget* v : views) {
        QVERIFY(v != nullptr);
        if (auto* panel = qobject_cast<ChartPanel*>(v)) {
            window.tabs()->setCurrentWidget(panel);  // refills a stale view
        }
        v->grab();  // paint it: the timeline's labels are painted, not widgets
        for (const QString& text : visibleText(v)) {
            QVERIFY2(!bad.match(text).hasMatch(), qPrintable(text));
        }
        // Every drawn point and every axis range is finite (a NaN point silently breaks a chart).
        for (QChartView* cv : v->findChildren<QChartView*>()) {
            for (QAbstractSeries* s : cv->chart()->series()) {
                if (auto* xy = qobject_cast<QXYSeries*>(s)) {
                    for (const QPointF& p : xy->points()) {
                        QVERIFY2(std::isfinite(p.x()) && std::isfinite(p.y()),
                                 qPrintable(cv->chart()->title() + " / " + s->name()));
                    }
                }
            }
            for (QAbstractAxis* a : cv->chart()->axes()) {
                if (auto* va = qobject_cast<QValueAxis*>(a)) {
                    QVERIFY(std::isfinite(va->min()) && std::isfinite(va->max()));
                }
            }
        }
    }
    const TimeMap map = window.view<AsyncCheckpointView>()->timeline()->timeMap();
    QVERIFY(std::isfinite(map.t1) && map.t1 > map.t0);
    const QString lost = window.headline()->card("interruptions.expected_lost_s")->fullText();
    QVERIFY2(!bad.match(lost).hasMatch(), qPrintable(lost));
}

QTEST_MAIN(TestFailureViews)
#include "tst_reliability_views.moc"
