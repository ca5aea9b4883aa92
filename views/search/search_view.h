// Search tab (docs/search.md): the plan search's Pareto front as a scatter — finish days
// against cards (or cost, when cluster.dollars_per_card_hour is set), the memory headroom as
// the marker's colour — with the current plan marked, the baseline A's front overlaid in
// compare mode, a read-out on hover and a click that asks to load the layout; beside it the
// ranked top-K with, for a layout off the front, the reason in words. The search itself runs
// in app/gui (SearchRunner); this view only shows SearchResults and collects the space options.
#pragma once

#include <QList>
#include <QPointF>
#include <vector>

#include "model/search/search.h"
#include "views/common/chart_panel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLogValueAxis;
class QProgressBar;
class QPushButton;
class QScatterSeries;
class QLineSeries;
class QSpinBox;
class QSplitter;
class QTableWidget;
class QValueAxis;

namespace stepbudget {

class SearchView : public ChartPanel {
    Q_OBJECT
public:
    // What x shows: cards when the front spans several card counts, cost with a price per
    // card-hour, else (one card count, no price: cards would be a single column) the memory
    // headroom in GiB, the objective the layouts then trade finish days against.
    enum class XAxis { Cards, Cost, Headroom };
    XAxis xAxis() const { return m_x_mode; }
    explicit SearchView(QWidget* parent = nullptr);
    // The scenario in force and its plan: the current-plan marker and the card controls'
    // defaults; asks for a search of it (searchWanted).
    void setResults(const Scenario& scenario, const Results& results) override;
    // The report's "Top N by finish" table: the table's rows with their reasons, the step time
    // and the deadline, the current plan's row in bold, under the status line.
    QList<ReportTable> reportTables() const override;
    // A finished search (and the baseline's, in compare mode, or null).
    void setSearch(const SearchResults& results, const SearchResults* baseline);
    void setRecomputing(bool on);
    void setProgress(double done);  // 0..1
    void setCancelled();
    // The space as the controls say (TP beyond a host, card range).
    SearchOptions options() const;

    // Read by tests and by the screenshot check.
    int frontPointCount() const { return static_cast<int>(m_front.size()); }
    int baselinePointCount() const;
    QPointF frontPoint(int i) const;  // chart coordinates: (cards or cost, finish days)
    QPointF currentMarker() const;    // the current plan's point; (0, 0) before a plan
    QString pointText(int i) const;   // the hover read-out of front point i (plain text)
    QString pointText(const SearchPoint& p) const;
    // Why a tight point (memory_room.h: the plan's near-full warning) may be slower than shown.
    static QString tightText(const SearchPoint& p);
    // The "on the front" / "dominated by #2; bubble 38 %" line of top-K row `row`.
    QString rowReason(int row) const;
    QString hoverReadout() const { return m_hover; }
    const SearchPoint& frontAt(int i) const { return m_front[static_cast<std::size_t>(i)]; }
    // The scatter series that show front points (one per headroom band).
    QList<QScatterSeries*> frontSeries() const;
    QTableWidget* table() const { return m_table; }
    QProgressBar* progressBar() const { return m_progress; }
    QPushButton* cancelButton() const { return m_cancel; }
    QLabel* statusLabel() const { return m_status; }
    QCheckBox* tpBeyondHostBox() const { return m_tp_beyond; }
    QCheckBox* cardRangeBox() const { return m_vary_cards; }
    QSpinBox* cardsFromBox() const { return m_cards_lo; }
    QSpinBox* cardsToBox() const { return m_cards_hi; }
    QComboBox* cardsStepBox() const { return m_cards_step; }
    bool recomputing() const { return m_recomputing; }

    // The layout's keys in display names: "TP 8 · PP 8 · DP 16 · micro-batch 1 · ZeRO-1 ·
    // selective recompute · SP · 1F1B · 1,024 cards".
    // `compact` (the table): "mb 1", "Selective", "Interleaved ×4".
    static QString layoutText(const SearchLayout& layout, bool with_cards = true,
                              bool compact = false);

signals:
    void searchWanted();  // the scenario or the space changed: the front must follow
    void cancelRequested();
    void layoutRequested(const stepbudget::SearchLayout& layout);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void fillTable();
    void fitRows();
    void pointHovered(QScatterSeries* series, const QPointF& at, bool on);
    void pointClicked(QScatterSeries* series, const QPointF& at);
    int frontIndexOf(QScatterSeries* series, const QPointF& at) const;
    double xOf(const SearchPoint& p) const;
    QString reasonText(const SearchPoint& p) const;
    QString planStandingText(const PlanPlacement& plan) const;

    QCheckBox* m_tp_beyond;
    QCheckBox* m_vary_cards;
    QSpinBox* m_cards_lo;
    QSpinBox* m_cards_hi;
    QComboBox* m_cards_step;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_status;
    QSplitter* m_split;
    QChartView* m_view = nullptr;
    QScatterSeries* m_bands[3];        // memory_room.h: tight, snug, roomy
    std::vector<int> m_band_index[3];  // front index of each band point
    QScatterSeries* m_current;
    QScatterSeries* m_baseline;
    QLineSeries* m_deadline;
    QLogValueAxis* m_cards_axis;
    QValueAxis* m_cost_axis;
    QValueAxis* m_headroom_axis;
    XAxis m_x_mode = XAxis::Headroom;
    QValueAxis* m_y;
    QTableWidget* m_table = nullptr;  // null until built (ChartPanel filters events earlier)
    QLabel* m_table_title;
    QLabel* m_legend;
    bool m_cards_vary = false;  // the top-K spans several card counts: the table names them

    std::vector<SearchPoint> m_front;
    std::vector<SearchPoint> m_top;
    std::vector<SearchPoint> m_baseline_front;
    bool m_cost = false;
    bool m_have_search = false;
    bool m_recomputing = false;
    double m_price = 0;
    double m_deadline_days = 0;
    std::int64_t m_cards = 0;
    std::int64_t m_cards_per_host = 8;
    bool m_have_plan = false;
    SearchLayout m_plan_layout;
    double m_plan_finish_days = 0;
    double m_plan_headroom_bytes = 0;
    SearchResults m_last;  // counts for the status line
    QString m_hover;
};

}  // namespace stepbudget
