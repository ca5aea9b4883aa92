// Base of the chart views: owns its QChartViews (antialiased, no animation), turns a click on a
// chart into a derivation request, and lists its charts for export.
#pragma once

#include <QHash>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <functional>
#include <optional>
#include <utility>

#include "views/common/chart_export.h"

class QChart;
class QChartView;
class QValueAxis;
class QLineSeries;
class QAreaSeries;
class QXYSeries;
class QLogValueAxis;
class QColor;
class QPointF;

namespace stepbudget {

struct Results;
struct Scenario;
struct Derivation;

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget* parent = nullptr);
    virtual void setResults(const Scenario& scenario, const Results& results) = 0;
    // Baseline "A" to overlay (muted) on the next setResults; null pointers clear it.
    void setBaseline(const Scenario* scenario, const Results* results) {
        m_baseline_scenario = scenario;
        m_baseline_results = results;
    }
    const QList<QChartView*>& chartViews() const { return m_views; }
    // Every chart of the tab in screen order, the painted ones (Gantt, timeline) included.
    const QList<ExportItem>& exportItems() const { return m_exports; }
    // Tables the paged report prints after this tab's charts; none by default.
    virtual QList<ReportTable> reportTables() const { return {}; }
    // A report draws every chart at its full extent: while `whole` is set a zoomable chart (the
    // Gantt) shows its whole span, then returns to the user's zoom.
    virtual void setWholeExtent(bool whole) { (void)whole; }
    // Why this view does not apply to the plan in one line (translated, from a model verdict:
    // model/evaluate/view_applicability.h), or "" when it does. Such a view shows the line
    // instead of empty charts and is left out of the report.
    virtual QString notApplicable(const Scenario& scenario, const Results& results) const {
        (void)scenario;
        (void)results;
        return QString();
    }

    // A derivation id this view's elements ask for that evaluate() does not publish (a segment
    // of a stacked bar, a point of a curve): computed on request from today's scenario.
    virtual std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                        const Results& results) const;

    // The element under the mouse, as its tooltip says it ("Adam m, ZeRO-1: 5.722 GiB per card")
    // and the derivation a click on it asks for; empty when the mouse is over no element.
    QString hoverText() const { return m_hover_text; }
    QString hoverDerivationId() const { return m_hover_id; }

signals:
    void derivationRequested(const QString& id);

protected:
    // A click on element `index` of `series_or_set` (a QXYSeries or a QBarSet of this panel's
    // charts) asks for derivation `id_of(index)`; empty falls back to the chart's derivation.
    void setElementDerivation(QObject* series_or_set, std::function<QString(int index)> id_of);
    // Wraps `chart` in a view; a click on it requests `derivation_id`.
    QChartView* makeChartView(QChart* chart, const QString& derivation_id);
    bool eventFilter(QObject* watched, QEvent* event) override;
    // `charts` in a frameless vertical scroll area: a stack of charts taller than the tab scrolls
    // instead of squeezing each chart until its labels are elided.
    QWidget* scrollingCharts(QLayout* charts);
    // A painted widget (not a QChartView) that export and the report treat as a chart.
    void addPaintedExport(QWidget* widget, const QString& title, QSize report_size = {}) {
        m_exports.append({title, nullptr, widget, report_size});
    }
    // For a series whose points are not its elements (many rectangles drawn as one area):
    // `lookup` gets the hovered point in the series' value coordinates and returns the element's
    // index (passed to setElementDerivation's id_of) and its hover text, or nullopt over none.
    using ElementLookup = std::function<std::optional<std::pair<int, QString>>(const QPointF& at)>;
    void setElementLookup(QObject* series, ElementLookup lookup) {
        m_lookups.insert(series, std::move(lookup));
    }
    // A hover on a painted element (not a series) of `view` at value `at`, answered by the
    // lookup registered for `element` (setElementLookup).
    void hoverLookedUp(QChartView* view, QObject* element, const QPointF& at, bool on) {
        lookupElement(view, element, at, on);
    }
    // The unit a hover shows after the value of `series_or_set`; by default the title of the
    // value axis (e.g. "GiB per card", "Days").
    void setElementUnit(QObject* series_or_set, const QString& unit) {
        m_units.insert(series_or_set, unit);
    }
    // The whole hover text of bar `index` of `set` (rich text), instead of label, category and
    // value; an empty text marks no element there (a transparent base bar).
    void setElementText(QObject* set, std::function<QString(int index)> text_of) {
        m_texts.insert(set, std::move(text_of));
    }

    // A line whose points are read from the results on every refillResultLines(): created,
    // added to `chart` and attached to its axes here, so a new chart line is one call in the
    // view's constructor (docs/architecture.md, "A chart line"). `points` reads result fields
    // only; the legend text comes translated (tr()) from the caller.
    using ResultLinePoints = std::function<QList<QPointF>(const Scenario&, const Results&)>;
    QLineSeries* addResultLine(QChart* chart, const QString& name, ResultLinePoints points);
    // Refills every addResultLine() series; a view calls it from setResults() once its axes
    // are set.
    void refillResultLines(const Scenario& scenario, const Results& results);
    const Scenario* baselineScenario() const { return m_baseline_scenario; }
    const Results* baselineResults() const { return m_baseline_results; }

private:
    void watchElements(QChartView* view);
    void hoverElement(QChartView* view, QObject* element, int index, const QString& text);
    // A custom lookup's answer for `series` (true: handled, whether or not it hit an element).
    bool lookupElement(QChartView* view, QObject* series, const QPointF& at, bool on);

    QList<QChartView*> m_views;
    QList<ExportItem> m_exports;
    QHash<QObject*, std::function<QString(int)>> m_element_ids;
    QHash<QObject*, QString> m_units;
    QHash<QObject*, ElementLookup> m_lookups;
    QHash<QObject*, std::function<QString(int)>> m_texts;
    QPointer<QChartView> m_hover_view;
    QString m_hover_text;
    QString m_hover_id;
    const Scenario* m_baseline_scenario = nullptr;
    const Results* m_baseline_results = nullptr;
    QList<QPair<QLineSeries*, ResultLinePoints>> m_result_lines;
};

// The data point of `series` nearest on screen to `at` (hovered() gives the mouse position on
// the line, not a data point); -1 for an empty series.
int nearestIndex(QChart* chart, QXYSeries* series, const QPointF& at);

// Shared look: light theme, legend at the bottom, no animation (replot latency, toolchain.md).
QChart* newChart(const QString& title);
// A muted, dashed series for the pinned baseline "A", attached to the chart's two axes.
QLineSeries* addBaselineSeries(QChart* chart, const QString& name);
// The card-count axis of the memory, plan and scaling charts: log base 2, whole-number labels.
QLogValueAxis* newCardsAxis(const QString& title);
// One band of a stacked area chart between two line series (the L(τ) charts by cause).
QAreaSeries* stackedBand(QLineSeries* upper, QLineSeries* lower, const QString& name,
                         const QColor& color);

// Puts the legend where its labels fit whole at this chart width (bottom row or right column).
void fitLegend(QChart* chart, double width);
// Shrinks an axis title's font (to 60 % at most) so the title fits along its axis.
void fitAxisTitles(QChart* chart);
// Widens a horizontal value axis's tick interval until its labels fit between the ticks.
void fitTickLabels(QChart* chart);

// Sets range and round tick interval together, so ticks land on 0, 5, 10 rather than 0, 37.5.
void applyAxisRange(QValueAxis* axis, const struct AxisRange& range);

}  // namespace stepbudget
