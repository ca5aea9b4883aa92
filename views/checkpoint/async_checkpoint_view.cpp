#include "views/checkpoint/async_checkpoint_view.h"
#include "views/common/example_banner.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "model/base/units.h"
#include "model/checkpoint/async_checkpoint.h"
#include "model/evaluate/results.h"
#include "views/checkpoint/async_timeline.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

// Round ticks at least every fifth of the axis: niceRange's 0-80 in steps of 20 for a 56.5 s
// story reads better as 0-60 in steps of 10. The sticky range still decides when to move.
AxisRange finer(AxisRange axis, double data_hi) {
    if (axis.step > 0 && (axis.hi - axis.lo) / axis.step <= 4.5) {
        axis.step /= 2;
        axis.hi =
            std::min(axis.hi, axis.lo + std::ceil((data_hi - axis.lo) / axis.step) * axis.step);
    }
    return axis;
}

// A 10,000-capture run stays responsive: the table shows the first rows, the timeline all.
constexpr int kMaxTableRows = 50;
constexpr int kMaxListedCommits = 8;

QString gb(double bytes) {
    return QString::number(bytes / units::kGB, 'g', 4);
}

QString seconds(double s) {
    return timelineSeconds(s);
}

}  // namespace

AsyncCheckpointView::AsyncCheckpointView(QWidget* parent) : ChartPanel(parent) {
    m_timeline = new AsyncTimeline(this);
    addPaintedExport(m_timeline, tr("Async checkpoint timeline"));
    connect(m_timeline, &AsyncTimeline::failureDragStarted, this,
            &AsyncCheckpointView::failureDragStarted);
    connect(m_timeline, &AsyncTimeline::failureTimeRequested, this,
            &AsyncCheckpointView::failureTimeRequested);
    connect(m_timeline, &AsyncTimeline::derivationRequested, this,
            &ChartPanel::derivationRequested);
    connect(m_timeline, &AsyncTimeline::failureDragFinished, this, [this] {
        // The axis was held still under the mouse; now it may grow to the new failure.
        const AsyncCheckpointResults& r = m_timeline->timeline();
        const double hi = std::max(r.end_s, 1.04 * r.failure_at_s);
        m_axis = finer(m_time_range.update(0, hi), hi);
        m_timeline->setTimeline(r, m_axis, m_timeline->baselineCommits());
    });

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::RichText);
    m_note->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableWidget(0, 6, this);
    m_table->setHorizontalHeaderLabels({tr("Snapshot"), tr("Captured (s)"),
                                        tr("Training resumes (s)"), tr("Upload starts (s)"),
                                        tr("Committed (s)"), tr("At the failure")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* layout = new QVBoxLayout(this);
    m_banner = new ExampleBanner(QStringLiteral("§9"), QStringLiteral("checkpoint.snapshot_gb"),
                                 QStringLiteral("0"), this);
    layout->insertWidget(0, m_banner);
    layout->addWidget(m_timeline, 3);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 2);
    layout->addStretch(1);
}

void AsyncCheckpointView::setResults(const Scenario& /*scenario*/, const Results& results) {
    if (!results.ok()) {
        return;
    }
    m_banner->setExample(results.async_checkpoint->example);
    const AsyncCheckpointResults& r = results.async_checkpoint;
    std::vector<double> a_commits;
    const AsyncCheckpointResults* a = nullptr;
    if (const Results* base = baselineResults(); base != nullptr && base->ok()) {
        a = &*base->async_checkpoint;
        for (const SnapshotTimeline& s : a->snapshots) {
            a_commits.push_back(s.commit_s);
        }
    }
    // Held still while the failure marker is dragged, so the second under the mouse stays put;
    // a little headroom past the failure lets the next drag go further right.
    if (!m_timeline->isDragging()) {
        const double hi = std::max(r.end_s, 1.04 * r.failure_at_s);
        m_axis = finer(m_time_range.update(0, hi), hi);
    }
    m_timeline->setTimeline(r, m_axis, a_commits);

    // Note: the numbers behind the picture.
    QStringList commits;
    for (std::size_t i = 0; i < r.snapshots.size() && i < kMaxListedCommits; ++i) {
        commits << seconds(r.snapshots[i].commit_s);
    }
    QString commit_list = commits.join(QStringLiteral(", "));
    if (r.snapshots.size() > kMaxListedCommits) {
        commit_list += tr(", … (%1 in all)").arg(r.snapshots.size());
    }
    QStringList lines;
    lines << tr("<b>Commits</b> (durable, usable for recovery): %1 s.").arg(commit_list);
    if (r.has_recovery_point) {
        const SnapshotTimeline& s = r.snapshots[static_cast<std::size_t>(r.recovery_snapshot - 1)];
        lines << tr("<b>Failure at %1 s</b>: the latest commit before it is snapshot %2 (committed "
                    "at %3 s), so training recovers to its capture at <b>%4 s</b> and redoes "
                    "<b>%5 s</b>.")
                     .arg(seconds(r.failure_at_s))
                     .arg(s.index)
                     .arg(seconds(s.commit_s), seconds(r.recovery_point_s), seconds(r.redo_s));
    } else {
        lines << tr("<b>Failure at %1 s</b>: no snapshot has committed yet, so training restarts "
                    "from the beginning and redoes <b>%2 s</b>.")
                     .arg(seconds(r.failure_at_s), seconds(r.redo_s));
    }
    if (r.in_flight_at_failure > 0) {
        lines << tr("Snapshots still uploading at the failure, and lost: %1.")
                     .arg(r.in_flight_at_failure);
    }
    lines << tr("<b>Foreground pause</b> %1 s over %2 captures (%3 s of it waiting for a free "
                "slot); saving synchronously would pause training %4 s.")
                 .arg(seconds(r.foreground_pause_s))
                 .arg(r.snapshots.size())
                 .arg(seconds(r.stall_s), seconds(r.sync_foreground_pause_s));
    QString cadence =
        tr("<b>Cadence</b>: %1 GB every %2 s demands %3 GB/s of the storage's "
           "%4 GB/s, utilisation %5 %.")
            .arg(gb(r.snapshot_bytes), seconds(r.capture_every_s), gb(r.demand_bytes_per_s),
                 gb(r.write_bytes_per_s), QString::number(100 * r.utilisation, 'f', 0));
    cadence += QLatin1Char(' ');
    cadence += r.cadence_sustainable
                   ? tr("Sustainable.")
                   : tr("<span style='color:#c62828'>Not sustainable: the queue grows %1 GB/s "
                        "and captures wait for buffer slots.</span>")
                         .arg(gb(r.queue_growth_bytes_per_s));
    lines << cadence;
    if (a != nullptr) {
        QStringList a_list;
        for (std::size_t i = 0; i < a->snapshots.size() && i < kMaxListedCommits; ++i) {
            a_list << seconds(a->snapshots[i].commit_s);
        }
        lines << tr("A: commits %1 s; failure at %2 s redoes %3 s.")
                     .arg(a_list.join(QStringLiteral(", ")), seconds(a->failure_at_s),
                          seconds(a->redo_s));
    }
    m_note->setText(lines.join(QStringLiteral("<br/>")));

    // Table: refilled in place.
    const int rows = static_cast<int>(std::min<std::size_t>(r.snapshots.size(), kMaxTableRows));
    m_table->setRowCount(rows);
    // A two-capture run gets a two-row table; the spare height goes below it, not into it.
    m_table->setMaximumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              std::max(rows, 3) * m_table->verticalHeader()->defaultSectionSize() +
                              2 * m_table->frameWidth() +
                              m_table->horizontalScrollBar()->sizeHint().height());
    for (int row = 0; row < rows; ++row) {
        const SnapshotTimeline& s = r.snapshots[static_cast<std::size_t>(row)];
        const QString status = s.durable_at_failure        ? tr("durable")
                               : s.captured_before_failure ? tr("lost (uploading)")
                                                           : tr("after the failure");
        const QString cells[6] = {QString::number(s.index), seconds(s.capture_s),
                                  seconds(s.staging_end_s), seconds(s.upload_start_s),
                                  seconds(s.commit_s),      status};
        for (int col = 0; col < 6; ++col) {
            QTableWidgetItem* item = m_table->item(row, col);
            if (item == nullptr) {
                item = new QTableWidgetItem;
                item->setTextAlignment(col == 5 ? Qt::AlignLeft | Qt::AlignVCenter
                                                : Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(row, col, item);
            }
            item->setText(cells[col]);
            item->setForeground(col == 5 && !s.durable_at_failure && s.captured_before_failure
                                    ? QColor("#c62828")
                                    : palette().text().color());
        }
    }
}

QList<double> AsyncCheckpointView::commitMarkers() const {
    return m_timeline->commitTimes();
}
double AsyncCheckpointView::recoveryPoint() const {
    return m_timeline->recoveryPoint();
}
double AsyncCheckpointView::redoSpanStart() const {
    return m_timeline->redoStart();
}
double AsyncCheckpointView::redoSpanEnd() const {
    return m_timeline->redoEnd();
}

}  // namespace stepbudget
