#include "views/search/search_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>

#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "model/memory/activation_cost.h"
#include "views/common/axis_range.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

// The marker colour is the model's memory band (model/memory/memory_room.h: the rule the plan's
// near-full warning uses): tight red, snug amber, roomy green.
const QColor kBandColours[3] = {QColor("#e15759"), QColor("#f2a93b"), QColor("#59a14f")};

// 0 tight, 1 snug, 2 roomy: the enum's order, the colours' and the series'.
int bandOf(const SearchPoint& p) {
    return static_cast<int>(memoryRoom(p));
}

// "90 %", the band edges as the legend prints them.
QString percentOfCard(double fraction) {
    return QLocale().toString(100.0 * fraction, 'f', 0) + QStringLiteral(" %");
}

QString gib(double bytes) {
    return QLocale().toString(bytes / units::kGiB, 'f', 1) + QStringLiteral(" GiB");
}

QString days(double d) {
    return QLocale().toString(d, 'f', 2);
}

QTableWidgetItem* cell(const QString& text, bool number) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setTextAlignment(number ? (Qt::AlignRight | Qt::AlignVCenter)
                                  : (Qt::AlignLeft | Qt::AlignVCenter));
    return item;
}

}  // namespace

SearchView::SearchView(QWidget* parent) : ChartPanel(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // The space: TP beyond a host and the card range, then the run's progress and Cancel.
    auto* controls = new QHBoxLayout;
    m_tp_beyond = new QCheckBox(tr("TP beyond a host"), this);
    m_tp_beyond->setToolTip(
        tr("Also try tensor-parallel groups larger than one host (their "
           "collectives then cross the slower inter-host links)"));
    m_vary_cards = new QCheckBox(tr("Vary cards"), this);
    m_vary_cards->setToolTip(tr("Search card counts from … to … as well as the layout"));
    m_cards_lo = new QSpinBox(this);
    m_cards_hi = new QSpinBox(this);
    for (QSpinBox* box : {m_cards_lo, m_cards_hi}) {
        box->setRange(1, 1'000'000);
        box->setGroupSeparatorShown(true);
        box->setEnabled(false);
        box->setKeyboardTracking(false);
    }
    m_cards_lo->setPrefix(tr("from "));
    m_cards_hi->setPrefix(tr("to "));
    m_cards_step = new QComboBox(this);
    m_cards_step->addItem(tr("doubling"));
    m_cards_step->addItem(tr("every host"));
    m_cards_step->setEnabled(false);
    m_cards_step->setToolTip(
        tr("Card counts between the two: from, 2 × from, 4 × from, … or "
           "every whole host"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setFormat(tr("Searching… %p%"));
    m_progress->setMaximumWidth(180);
    m_progress->setVisible(false);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("searchStatus"));
    m_status->setWordWrap(true);
    for (QWidget* w : std::initializer_list<QWidget*>{m_tp_beyond, m_vary_cards, m_cards_lo,
                                                      m_cards_hi, m_cards_step}) {
        controls->addWidget(w);
    }
    controls->addStretch(1);
    auto* run_row = new QHBoxLayout;
    run_row->addWidget(m_progress);
    run_row->addWidget(m_cancel);
    run_row->addWidget(m_status, 1);
    layout->addLayout(controls);
    layout->addLayout(run_row);

    auto wanted = [this] {
        const bool vary = m_vary_cards->isChecked();
        m_cards_lo->setEnabled(vary);
        m_cards_hi->setEnabled(vary);
        m_cards_step->setEnabled(vary);
        emit searchWanted();
    };
    connect(m_tp_beyond, &QCheckBox::toggled, this, wanted);
    connect(m_vary_cards, &QCheckBox::toggled, this, wanted);
    connect(m_cards_lo, qOverload<int>(&QSpinBox::valueChanged), this, [this, wanted] {
        if (m_vary_cards->isChecked()) {
            wanted();
        }
    });
    connect(m_cards_hi, qOverload<int>(&QSpinBox::valueChanged), this, [this, wanted] {
        if (m_vary_cards->isChecked()) {
            wanted();
        }
    });
    connect(m_cards_step, qOverload<int>(&QComboBox::currentIndexChanged), this, wanted);
    connect(m_cancel, &QPushButton::clicked, this, &SearchView::cancelRequested);

    // The scatter: one series per headroom band (the legend explains the colours), the
    // current plan, A's front, the deadline.
    QChart* chart = newChart(tr("Pareto front by cards"));
    const QString band_names[3] = {
        tr("Peak %1 of the card or more").arg(percentOfCard(kTightMemoryFraction)),
        tr("Peak %1–%2 of the card")
            .arg(percentOfCard(kRoomyMemoryFraction), percentOfCard(kTightMemoryFraction)),
        tr("Peak below %1 of the card").arg(percentOfCard(kRoomyMemoryFraction))};
    m_baseline = new QScatterSeries;
    m_baseline->setName(tr("A: its front"));
    m_baseline->setMarkerSize(13);
    m_baseline->setColor(QColor(0, 0, 0, 0));
    m_baseline->setBorderColor(QColor(110, 110, 110));
    m_baseline->setPen(QPen(QColor(110, 110, 110), 1.5, Qt::DashLine));
    chart->addSeries(m_baseline);
    for (int b = 0; b < 3; ++b) {
        m_bands[b] = new QScatterSeries;
        m_bands[b]->setName(band_names[b]);
        m_bands[b]->setMarkerSize(10);
        m_bands[b]->setColor(kBandColours[b]);
        m_bands[b]->setBorderColor(kBandColours[b].darker(140));
        chart->addSeries(m_bands[b]);
    }
    m_current = new QScatterSeries;
    m_current->setName(tr("Current plan"));
    m_current->setMarkerShape(QScatterSeries::MarkerShapeStar);
    m_current->setMarkerSize(18);
    m_current->setColor(QColor("#1f3b73"));
    m_current->setBorderColor(QColor("#1f3b73"));
    chart->addSeries(m_current);
    m_deadline = new QLineSeries;
    m_deadline->setName(tr("Deadline"));
    m_deadline->setPen(QPen(QColor("#7a7a7a"), 1.5, Qt::DashLine));
    chart->addSeries(m_deadline);
    m_cards_axis = newCardsAxis(tr("Cards"));
    m_cost_axis = new QValueAxis;
    m_cost_axis->setTitleText(tr("Cost (USD)"));
    m_cost_axis->setLabelFormat(QStringLiteral("%.3g"));
    m_headroom_axis = new QValueAxis;
    m_headroom_axis->setTitleText(tr("Memory headroom (GiB per card)"));
    m_headroom_axis->setLabelFormat(QStringLiteral("%.0f"));
    m_y = new QValueAxis;
    m_y->setTitleText(tr("Finish (days)"));
    chart->addAxis(m_cards_axis, Qt::AlignBottom);
    chart->addAxis(m_cost_axis, Qt::AlignBottom);
    chart->addAxis(m_headroom_axis, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    m_cost_axis->setVisible(false);
    m_cards_axis->setVisible(false);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_headroom_axis);
        s->attachAxis(m_y);
        // The read-out is this view's own (layout, finish, step, memory), not the panel's
        // generic "x, y" tooltip.
        s->setProperty("hoverWatched", true);
    }
    for (QScatterSeries* s : {m_bands[0], m_bands[1], m_bands[2], m_current, m_baseline}) {
        connect(s, &QScatterSeries::hovered, this,
                [this, s](const QPointF& at, bool on) { pointHovered(s, at, on); });
        connect(s, &QScatterSeries::clicked, this,
                [this, s](const QPointF& at) { pointClicked(s, at); });
    }
    m_view = makeChartView(chart, QString());
    m_view->setMinimumSize(300, 240);
    // The legend as a wrapping line under the chart: six entries do not fit one chart-legend
    // row at the tab's width, and a right-hand legend column would halve the plot.
    chart->legend()->setVisible(false);
    m_legend = new QLabel(this);
    m_legend->setWordWrap(true);
    m_legend->setObjectName(QStringLiteral("searchLegend"));
    auto* plot = new QWidget(this);
    auto* plot_layout = new QVBoxLayout(plot);
    plot_layout->setContentsMargins(0, 0, 0, 0);
    plot_layout->addWidget(m_view, 1);
    plot_layout->addWidget(m_legend);

    // Beside it: the ranked top-K, each off-front layout with its reason.
    auto* side = new QWidget(this);
    auto* side_layout = new QVBoxLayout(side);
    side_layout->setContentsMargins(0, 0, 0, 0);
    m_table_title = new QLabel(side);
    m_table_title->setWordWrap(true);
    // Three columns, so the table stays readable beside the chart at 1366 x 768: the layout
    // with, on its second line, whether it is on the front or why not; finish; headroom.
    m_table = new QTableWidget(0, 3, side);
    m_table->setHorizontalHeaderLabels({tr("Layout"), tr("Days"), tr("Headroom")});
    m_table->setTextElideMode(Qt::ElideNone);
    // Wrapped rows take the height their text needs at the column's width of the moment.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, &SearchView::fitRows);
    // The rows' heights can bring the vertical scroll bar, which narrows the viewport and the
    // stretched layout column: measured again at the new width.
    m_table->viewport()->installEventFilter(this);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->setWordWrap(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(tr("Double-click a row to load its layout into the scenario"));
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row >= 0 && row < static_cast<int>(m_top.size())) {
            emit layoutRequested(m_top[static_cast<std::size_t>(row)].layout);
        }
    });
    side_layout->addWidget(m_table_title);
    side_layout->addWidget(m_table, 1);

    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->addWidget(plot);
    m_split->addWidget(side);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(false);
    side->setMinimumWidth(280);
    layout->addWidget(m_split, 1);
    rebuild();
}

QString SearchView::layoutText(const SearchLayout& l, bool with_cards, bool compact) {
    const QLocale locale;
    QStringList parts{QStringLiteral("TP %1").arg(l.tp), QStringLiteral("PP %1").arg(l.pp)};
    // Context and expert parallelism and FP8 compute only where the layout uses them.
    if (l.cp > 1) {
        parts << QStringLiteral("CP %1").arg(l.cp);
    }
    if (l.ep > 1) {
        parts << QStringLiteral("EP %1").arg(l.ep);
    }
    parts << QStringLiteral("DP %1").arg(l.dp)
          << (compact ? tr("mb %1").arg(l.micro_batch) : tr("micro-batch %1").arg(l.micro_batch))
          << QStringLiteral("ZeRO-%1").arg(l.zero_stage);
    if (l.compute == ComputePrecision::FP8) {
        parts << QStringLiteral("FP8");
    }
    if (compact) {
        parts << (l.recompute == Recompute::None ? tr("no recompute")
                                                 : choiceLabel(toString(l.recompute)));
    } else {
        parts << (l.recompute == Recompute::None
                      ? tr("no recompute")
                      : tr("%1 recompute").arg(choiceLabel(toString(l.recompute))));
    }
    if (l.recompute == Recompute::Full && l.recompute_layers > 0) {
        // Full recompute of some layers (the plan's parallel.recompute_layers).
        parts.last() += compact ? QStringLiteral(" ×%1").arg(l.recompute_layers)
                                : tr(" (%1 layers per stage)").arg(l.recompute_layers);
    }
    if (l.sequence_parallel) {
        parts << tr("SP");
    }
    if (l.pp > 1) {
        QString schedule = choiceLabel(toString(l.schedule));
        if (l.schedule == Schedule::Interleaved) {
            schedule += QStringLiteral(" ") + (compact ? QStringLiteral("×%1").arg(l.chunks)
                                                       : tr("× %1 chunks").arg(l.chunks));
        }
        parts << schedule;
    }
    if (with_cards) {
        parts << tr("%1 cards").arg(locale.toString(static_cast<qlonglong>(l.cards)));
    }
    return parts.join(QStringLiteral(" · "));
}

SearchOptions SearchView::options() const {
    SearchOptions o;
    o.tp_beyond_host = m_tp_beyond->isChecked();
    o.top_k = 10;
    // The tab shows the search's own numbers: for every layout they agree with evaluate() to
    // 1e-9 (tst_search), so the front is not re-evaluated (a third of the search's time).
    o.exact_front = false;
    if (m_vary_cards->isChecked()) {
        o.cards_lo = std::min(m_cards_lo->value(), m_cards_hi->value());
        o.cards_hi = std::max(m_cards_lo->value(), m_cards_hi->value());
        o.cards_doubling = m_cards_step->currentIndex() == 0;
    }
    return o;
}

void SearchView::setResults(const Scenario& scenario, const Results& results) {
    m_price = scenario.cluster.dollars_per_card_hour;
    m_deadline_days = scenario.training.deadline_days;
    m_cards = scenario.cluster.cards;
    m_cards_per_host = std::max<std::int64_t>(1, scenario.cluster.cards_per_host);
    if (!m_vary_cards->isChecked()) {
        // Defaults for when the range is switched on: a quarter of the plan's cards to them.
        const QSignalBlocker lo(m_cards_lo);
        const QSignalBlocker hi(m_cards_hi);
        m_cards_lo->setValue(static_cast<int>(std::max<std::int64_t>(1, m_cards / 4)));
        m_cards_hi->setValue(static_cast<int>(std::min<std::int64_t>(m_cards, 1'000'000)));
    }
    m_have_plan = results.ok();
    if (m_have_plan) {
        m_plan_layout = planLayout(scenario);
        m_plan_finish_days = results.plan.finish_days;
        m_plan_headroom_bytes = results.memory.margin_bytes;
    }
    rebuild();
    emit searchWanted();
}

void SearchView::setSearch(const SearchResults& results, const SearchResults* baseline) {
    m_have_search = results.issues.empty();
    m_cost = results.cost_objective;
    m_front = results.front;
    m_cards_vary = false;
    for (const SearchPoint& p : results.top) {
        m_cards_vary = m_cards_vary || p.layout.cards != results.top.front().layout.cards;
    }
    bool front_cards_vary = false;
    for (const SearchPoint& p : results.front) {
        front_cards_vary = front_cards_vary || p.layout.cards != results.front.front().layout.cards;
    }
    m_x_mode = m_cost ? XAxis::Cost : (front_cards_vary ? XAxis::Cards : XAxis::Headroom);
    m_top = results.top;
    m_baseline_front = baseline != nullptr ? baseline->front : std::vector<SearchPoint>{};
    m_last = SearchResults{};
    m_last.considered = results.considered;
    m_last.evaluated = results.evaluated;
    m_last.pruned = results.pruned;
    m_last.infeasible = results.infeasible;
    m_last.seconds = results.seconds;
    m_last.issues = results.issues;
    m_last.plan = results.plan;
    m_last.activations_typed = results.activations_typed;
    setRecomputing(false);
    rebuild();
}

void SearchView::setRecomputing(bool on) {
    m_recomputing = on;
    m_progress->setVisible(on);
    m_cancel->setEnabled(on);
    if (on) {
        m_progress->setValue(0);
        m_status->setText(tr("Recomputing the front…"));
        m_view->chart()->setOpacity(0.55);  // the points shown belong to the last inputs
    } else {
        m_view->chart()->setOpacity(1.0);
    }
}

void SearchView::setProgress(double done) {
    m_progress->setValue(static_cast<int>(std::lround(100.0 * std::clamp(done, 0.0, 1.0))));
}

void SearchView::setCancelled() {
    setRecomputing(false);
    m_status->setText(m_have_search
                          ? tr("Cancelled: the front shown is from before the last change.")
                          : tr("Cancelled: no front yet."));
}

double SearchView::xOf(const SearchPoint& p) const {
    switch (m_x_mode) {
        case XAxis::Cost:
            return p.cost_dollars;
        case XAxis::Cards:
            return static_cast<double>(p.layout.cards);
        case XAxis::Headroom:
            break;
    }
    return p.headroom_bytes / units::kGiB;
}

int SearchView::baselinePointCount() const {
    return m_baseline->count();
}

QPointF SearchView::frontPoint(int i) const {
    const SearchPoint& p = m_front[static_cast<std::size_t>(i)];
    return {xOf(p), p.finish_days};
}

QPointF SearchView::currentMarker() const {
    return m_current->count() > 0 ? m_current->at(0) : QPointF();
}

QList<QScatterSeries*> SearchView::frontSeries() const {
    return {m_bands[0], m_bands[1], m_bands[2]};
}

QString SearchView::pointText(int i) const {
    return pointText(m_front[static_cast<std::size_t>(i)]);
}

QString SearchView::pointText(const SearchPoint& p) const {
    QStringList lines{layoutText(p.layout),
                      tr("Finish: %1 days (step %2 s)")
                          .arg(days(p.finish_days), QLocale().toString(p.step_time_s, 'f', 3)),
                      tr("Peak memory: %1 per card, headroom %2")
                          .arg(gib(p.peak_bytes_per_card), gib(p.headroom_bytes)),
                      p.meets_deadline ? tr("Meets the deadline") : tr("Misses the deadline")};
    if (memoryRoom(p) == MemoryRoom::Tight) {
        lines << tightText(p);
    }
    if (m_cost) {
        lines.insert(2, tr("Cost: %1 USD").arg(QLocale().toString(p.cost_dollars, 'f', 0)));
    }
    return lines.join(QLatin1Char('\n'));
}

QString SearchView::tightText(const SearchPoint& p) {
    return tr("Peak %1 of the card: the step may be optimistic (the time model has no cost for "
              "the allocator near a full card)")
        .arg(percentOfCard(peakShareOfCard(p)));
}

int SearchView::frontIndexOf(QScatterSeries* series, const QPointF& at) const {
    for (int b = 0; b < 3; ++b) {
        if (series != m_bands[b]) {
            continue;
        }
        const int best = nearestIndex(m_view->chart(), series, at);
        return best < 0 ? -1 : m_band_index[b][static_cast<std::size_t>(best)];
    }
    return -1;
}

void SearchView::pointHovered(QScatterSeries* series, const QPointF& at, bool on) {
    if (!on) {
        m_hover.clear();
        QToolTip::hideText();
        return;
    }
    if (series == m_current && m_have_plan) {
        m_hover = tr("Current plan") + QLatin1Char('\n') + layoutText(m_plan_layout) +
                  QLatin1Char('\n') +
                  tr("Finish: %1 days, headroom %2")
                      .arg(days(m_plan_finish_days), gib(m_plan_headroom_bytes));
    } else if (series == m_baseline) {
        m_hover = tr("A: a layout of its front");
        for (const SearchPoint& p : m_baseline_front) {
            if (std::fabs(xOf(p) - at.x()) <= 1e-9 * std::max(1.0, std::fabs(at.x())) &&
                std::fabs(p.finish_days - at.y()) < 1e-6) {
                m_hover += QLatin1Char('\n') + layoutText(p.layout) + QLatin1Char('\n') +
                           tr("Finish: %1 days").arg(days(p.finish_days));
                break;
            }
        }
    } else {
        const int i = frontIndexOf(series, at);
        if (i < 0) {
            return;
        }
        m_hover = pointText(i) + QLatin1Char('\n') + tr("Click to load this layout");
    }
    QToolTip::showText(QCursor::pos(), m_hover, m_view->viewport());
}

void SearchView::pointClicked(QScatterSeries* series, const QPointF& at) {
    const int i = frontIndexOf(series, at);
    if (i >= 0) {
        emit layoutRequested(m_front[static_cast<std::size_t>(i)].layout);
    }
}

bool SearchView::eventFilter(QObject* watched, QEvent* event) {
    if (m_table != nullptr && watched == m_table->viewport() && event->type() == QEvent::Resize) {
        fitRows();
    }
    return ChartPanel::eventFilter(watched, event);
}

void SearchView::fitRows() {
    // Qt's own ResizeToContents measures wrapped text a few pixels wider than the cell draws
    // it and elides the last line; measure at the cell's text width instead.
    // The cell's text rectangle: the column less the style's text margins (focus frame + 1 on
    // each side), less a few pixels more, so a measured row is never a line short (a Chinese
    // row wraps at other points than the measurement did and lost its "on the front" line).
    const int margin =
        m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1;
    // The layout column stretches over what the viewport leaves the other two: its width as it
    // will be drawn, even while the header has not laid the new viewport width out yet.
    const int column =
        std::max(m_table->horizontalHeader()->minimumSectionSize(),
                 m_table->viewport()->width() - m_table->columnWidth(1) - m_table->columnWidth(2));
    const int width = column - 2 * margin - 12;
    if (width <= 0) {
        return;
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* item = m_table->item(row, 0);
        if (item == nullptr) {
            continue;
        }
        const QFontMetrics fm(item->font());
        const QRect box = fm.boundingRect(QRect(0, 0, width, 10'000),
                                          Qt::TextWordWrap | Qt::AlignLeft, item->text());
        m_table->setRowHeight(row, box.height() + 8);
    }
}

QString SearchView::rowReason(int row) const {
    const QTableWidgetItem* item = m_table->item(row, 0);
    return item != nullptr ? item->data(Qt::UserRole).toString() : QString();
}

QString SearchView::planStandingText(const PlanPlacement& plan) const {
    // The standing is the model's (searchLayouts places the plan); this only words it.
    switch (plan.standing) {
        case PlanStanding::OnFront:
            return tr("The current plan (★) is on the front.");
        case PlanStanding::Dominated: {
            const SearchPoint& f = m_front[std::min(plan.dominated_by, m_front.size() - 1)];
            return tr("The current plan (★, %1 days, headroom %2) is dominated by %3 (%4 days, "
                      "headroom %5).")
                .arg(days(plan.point.finish_days), gib(plan.point.headroom_bytes),
                     layoutText(f.layout, m_cards_vary, /*compact=*/true), days(f.finish_days),
                     gib(f.headroom_bytes));
        }
        case PlanStanding::Tied: {
            const SearchPoint& f = m_front[std::min(plan.dominated_by, m_front.size() - 1)];
            return tr("The current plan (★) ties with %1 on the front (same finish, cards and "
                      "headroom).")
                .arg(layoutText(f.layout, m_cards_vary, /*compact=*/true));
        }
        case PlanStanding::DoesNotFit:
            return tr("The current plan (★) does not fit: over memory by %1 per card.")
                .arg(gib(-plan.point.headroom_bytes));
        case PlanStanding::OutsideSpace:
            break;
    }
    return plan.outside_reason.empty()
               ? tr("No layout of the front beats the current plan (★).")
               : tr("No layout of the front beats the current plan (★); it is outside the "
                    "searched space: %1.")
                     .arg(QString::fromStdString(plan.outside_reason));
}

QString SearchView::reasonText(const SearchPoint& p) const {
    for (const SearchPoint& f : m_front) {
        if (sameLayout(f.layout, p.layout)) {
            return tr("on the front");
        }
    }
    // The model's rule (covers: dominated, or tied and listed after); this only words it.
    if (const auto i = dominatingFrontPoint(m_front, p, m_cost)) {
        const SearchPoint& f = m_front[*i];
        // By its rank when the better layout is in the table too, else by its layout.
        QString by = layoutText(f.layout, m_cards_vary, /*compact=*/true);
        for (std::size_t k = 0; k < m_top.size(); ++k) {
            if (sameLayout(m_top[k].layout, f.layout)) {
                by = QStringLiteral("#%1").arg(k + 1);
            }
        }
        if (ties(f, p, m_cost)) {
            return tr("same numbers as %1 (listed instead)").arg(by);
        }
        QString why = tr("dominated by %1").arg(by);
        if (p.bubble_fraction >= 0.1) {
            why += tr("; bubble %1 %").arg(std::lround(100.0 * p.bubble_fraction));
        }
        if (!p.tp_in_host) {
            why += tr("; TP traffic leaves the host");
        }
        return why;
    }
    return tr("off the front: no front layout covers it");
}

QList<ReportTable> SearchView::reportTables() const {
    if (m_top.empty()) {
        return {};
    }
    // The chart's legend first (on screen it is a label under the chart, not part of it).
    QString html = QStringLiteral("<p>%1</p><p>%2</p>")
                       .arg(m_legend->text(), m_status->text().toHtmlEscaped());
    html += QStringLiteral(
                "<table cellspacing=0 cellpadding=3 border=1 width=100%><tr><th>#</th>"
                "<th align=left>%1</th><th align=right>%2</th><th align=right>%3</th>"
                "<th align=right>%4</th><th align=left>%5</th></tr>")
                .arg(tr("Layout"), tr("Days"), tr("Step (s)"), tr("Headroom"), tr("Deadline"));
    for (std::size_t i = 0; i < m_top.size(); ++i) {
        const SearchPoint& p = m_top[i];
        const bool plan = m_have_plan && sameLayout(p.layout, m_plan_layout);
        const auto bold = [plan](const QString& text) {
            return plan ? QStringLiteral("<b>%1</b>").arg(text) : text;
        };
        html +=
            QStringLiteral(
                "<tr><td align=right>%1</td><td>%2<br><i>%3</i></td><td align=right>%4</td>"
                "<td align=right>%5</td><td align=right>%6</td><td>%7</td></tr>")
                .arg(i + 1)
                .arg(bold(layoutText(p.layout, m_cards_vary).toHtmlEscaped()),
                     (plan ? tr("the current plan; ") : QString()) + reasonText(p).toHtmlEscaped(),
                     bold(days(p.finish_days)), bold(QLocale().toString(p.step_time_s, 'f', 2)),
                     bold(gib(p.headroom_bytes)), p.meets_deadline ? tr("met") : tr("missed"));
    }
    html += QStringLiteral("</table>");
    return {{tr("Top %1 by finish").arg(m_top.size()), html}};
}

void SearchView::fillTable() {
    m_table->setRowCount(static_cast<int>(m_top.size()));
    for (std::size_t i = 0; i < m_top.size(); ++i) {
        const SearchPoint& p = m_top[i];
        const int row = static_cast<int>(i);
        const QString why = reasonText(p);
        auto* layout = cell(
            layoutText(p.layout, m_cards_vary, /*compact=*/true) + QStringLiteral("\n↳ ") + why,
            false);
        layout->setData(Qt::UserRole, why);
        layout->setToolTip(pointText(p));
        m_table->setItem(row, 0, layout);
        m_table->setItem(row, 1, cell(days(p.finish_days), true));
        auto* room = cell(gib(p.headroom_bytes), true);
        if (memoryRoom(p) == MemoryRoom::Tight) {
            // Tight (the plan's near-full warning): marked in the table too, not only by colour.
            room->setText(QStringLiteral("⚠ ") + room->text());
            room->setForeground(kBandColours[0].darker(130));
            room->setToolTip(tightText(p));
        }
        m_table->setItem(row, 2, room);
        m_table->setVerticalHeaderItem(row, new QTableWidgetItem(QString::number(row + 1)));
        if (m_have_plan && sameLayout(p.layout, m_plan_layout)) {
            for (int c = 0; c < 3; ++c) {
                QFont f = m_table->item(row, c)->font();
                f.setBold(true);
                m_table->item(row, c)->setFont(f);
            }
        }
    }
}

void SearchView::rebuild() {
    for (int b = 0; b < 3; ++b) {
        m_bands[b]->clear();
        m_band_index[b].clear();
    }
    m_baseline->clear();
    m_current->clear();
    m_deadline->clear();
    // Cards, cost or headroom on x: the series move to the axis in force.
    QAbstractAxis* x = m_x_mode == XAxis::Cost    ? static_cast<QAbstractAxis*>(m_cost_axis)
                       : m_x_mode == XAxis::Cards ? static_cast<QAbstractAxis*>(m_cards_axis)
                                                  : static_cast<QAbstractAxis*>(m_headroom_axis);
    for (QAbstractAxis* other :
         {static_cast<QAbstractAxis*>(m_cost_axis), static_cast<QAbstractAxis*>(m_cards_axis),
          static_cast<QAbstractAxis*>(m_headroom_axis)}) {
        if (other == x) {
            continue;
        }
        for (QAbstractSeries* s : m_view->chart()->series()) {
            if (s->attachedAxes().contains(other)) {
                s->detachAxis(other);
            }
        }
        other->setVisible(false);
    }
    for (QAbstractSeries* s : m_view->chart()->series()) {
        if (!s->attachedAxes().contains(x)) {
            s->attachAxis(x);
        }
    }
    x->setVisible(true);
    // Short titles: the axes name what is plotted, and in compare mode the chart is narrow.
    m_view->chart()->setTitle(m_x_mode == XAxis::Cost ? tr("Pareto front by cost")
                              : m_x_mode == XAxis::Cards
                                  ? tr("Pareto front by cards")
                                  : tr("Pareto front on %1 cards")
                                        .arg(QLocale().toString(static_cast<qlonglong>(m_cards))));

    double x_lo = 0;
    double x_hi = 0;
    double y_lo = 0;
    double y_hi = 0;
    bool any = false;
    auto extend = [&](double px, double py) {
        if (!std::isfinite(px) || !std::isfinite(py) || (m_x_mode == XAxis::Cards && !(px > 0))) {
            return;
        }
        x_lo = any ? std::min(x_lo, px) : px;
        x_hi = any ? std::max(x_hi, px) : px;
        y_lo = any ? std::min(y_lo, py) : py;
        y_hi = any ? std::max(y_hi, py) : py;
        any = true;
    };
    for (std::size_t i = 0; i < m_front.size(); ++i) {
        const SearchPoint& p = m_front[i];
        const int b = bandOf(p);
        m_bands[b]->append(xOf(p), p.finish_days);
        m_band_index[b].push_back(static_cast<int>(i));
        extend(xOf(p), p.finish_days);
    }
    for (const SearchPoint& p : m_baseline_front) {
        m_baseline->append(xOf(p), p.finish_days);
        extend(xOf(p), p.finish_days);
    }
    m_baseline->setVisible(!m_baseline_front.empty());
    if (m_have_plan) {
        const double px = m_x_mode == XAxis::Cost ? static_cast<double>(m_plan_layout.cards) *
                                                        m_plan_finish_days * 24.0 * m_price
                          : m_x_mode == XAxis::Cards ? static_cast<double>(m_plan_layout.cards)
                                                     : m_plan_headroom_bytes / units::kGiB;
        m_current->append(px, m_plan_finish_days);
        extend(px, m_plan_finish_days);
    }
    if (!any) {
        x_lo = m_x_mode == XAxis::Cards ? std::max<double>(1, static_cast<double>(m_cards)) : 0;
        x_hi = m_x_mode == XAxis::Cards ? x_lo : 1;
        y_lo = 0;
        y_hi = std::max(1.0, m_deadline_days);
    }
    // The deadline across the plot when it is near the points (within 1.5x of the latest).
    if (m_deadline_days > 0 && m_deadline_days < 1.5 * y_hi + 1) {
        y_lo = std::min(y_lo, m_deadline_days);
        y_hi = std::max(y_hi, m_deadline_days);
    }
    const double pad = std::max(0.05 * (y_hi - y_lo), 0.02 * std::max(1.0, y_hi));
    applyAxisRange(m_y, niceRange(std::max(0.0, y_lo - pad), y_hi + pad));
    if (m_x_mode != XAxis::Cards) {
        const double xpad = std::max(0.05 * (x_hi - x_lo), 0.05 * std::fabs(x_hi));
        applyAxisRange(m_x_mode == XAxis::Cost ? m_cost_axis : m_headroom_axis,
                       niceRange(std::max(0.0, x_lo - xpad), x_hi + xpad));
    } else {
        // Log 2 cards: half a doubling of room either side, so a single card count sits in
        // the middle with its tick label.
        m_cards_axis->setRange(x_lo / std::sqrt(2.0), x_hi * std::sqrt(2.0));
    }
    if (m_deadline_days > 0) {
        QValueAxis* value_x = m_x_mode == XAxis::Cost ? m_cost_axis : m_headroom_axis;
        const double lo = m_x_mode == XAxis::Cards ? m_cards_axis->min() : value_x->min();
        const double hi = m_x_mode == XAxis::Cards ? m_cards_axis->max() : value_x->max();
        m_deadline->append(lo, m_deadline_days);
        m_deadline->append(hi, m_deadline_days);
        m_deadline->setName(tr("Deadline (%1 days)").arg(days(m_deadline_days)));
    }
    m_deadline->setVisible(m_deadline_days > 0);

    // The legend: colour swatches as HTML, the entries of what is drawn.
    auto swatch = [](const QColor& c, const QString& glyph) {
        return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;").arg(c.name(), glyph);
    };
    QStringList legend{
        tr("Peak share of the card:").toHtmlEscaped(),
        swatch(kBandColours[0], QStringLiteral("●")) +
            QStringLiteral("≥ %1").arg(percentOfCard(kTightMemoryFraction)).toHtmlEscaped(),
        swatch(kBandColours[1], QStringLiteral("●")) +
            QStringLiteral("%1–%2")
                .arg(percentOfCard(kRoomyMemoryFraction), percentOfCard(kTightMemoryFraction))
                .toHtmlEscaped(),
        swatch(kBandColours[2], QStringLiteral("●")) +
            QStringLiteral("< %1").arg(percentOfCard(kRoomyMemoryFraction)).toHtmlEscaped(),
        swatch(QColor("#1f3b73"), QStringLiteral("★")) + tr("current plan").toHtmlEscaped()};
    if (!m_baseline_front.empty()) {
        legend << swatch(QColor(110, 110, 110), QStringLiteral("○")) +
                      tr("A's front").toHtmlEscaped();
    }
    if (m_deadline_days > 0) {
        legend << swatch(QColor("#7a7a7a"), QStringLiteral("- -")) + tr("deadline").toHtmlEscaped();
    }
    // Two lines, the colours on the first and the marks on the second, so no entry is broken
    // (a wrapping label breaks Chinese labels between any two characters).
    const QStringList colours = legend.mid(0, 4);
    const QStringList marks = legend.mid(4);
    m_legend->setText(colours.join(QStringLiteral("&nbsp;&nbsp; ")) + QStringLiteral("<br>") +
                      marks.join(QStringLiteral("&nbsp;&nbsp; ")));

    fillTable();
    fitRows();
    const QLocale locale;
    m_table_title->setText(
        tr("<b>Top %1 by finish</b> — double-click a row to load it").arg(m_top.size()));
    if (!m_recomputing) {
        if (!m_last.issues.empty()) {
            m_status->setText(tr("The scenario has problems; nothing was searched: %1")
                                  .arg(QString::fromStdString(m_last.issues.front().message)));
        } else if (m_have_search) {
            QString text = tr("%1 layouts on the front; %2 considered, %3 evaluated, %4 skipped "
                              "by the bounds, in %5 s.")
                               .arg(m_front.size())
                               .arg(locale.toString(static_cast<qlonglong>(m_last.considered)),
                                    locale.toString(static_cast<qlonglong>(m_last.evaluated)),
                                    locale.toString(static_cast<qlonglong>(m_last.pruned)),
                                    locale.toString(m_last.seconds, 'f', 2));
            if (m_have_plan && m_last.plan.placed) {
                text += QLatin1Char(' ') + planStandingText(m_last.plan);
            }
            if (m_last.activations_typed) {
                text += QLatin1Char(' ') +
                        tr("Activations are typed (parallel.extra_memory_gib): every layout is "
                           "given the same activation memory; set activations.source to "
                           "architecture for memory that follows the layout.");
            }
            m_status->setText(text);
        } else {
            m_status->setText(tr("Searching the layouts of this scenario…"));
        }
    }
}

}  // namespace stepbudget
