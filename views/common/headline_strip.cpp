#include "views/common/headline_strip.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include "model/base/scenario.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint.h"
#include "model/evaluate/results.h"
#include "model/reliability/interruption.h"
#include "views/common/elided_label.h"

namespace stepbudget {

HeadlineCard::HeadlineCard(QString derivation_id, QWidget* parent)
    : QFrame(parent), m_id(std::move(derivation_id)) {
    setObjectName(QStringLiteral("headlineCard"));
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(2);
    // Fixed lines, each elided to the card with the whole text in the tooltip: a card that grew
    // with its text (3-5 wrapped lines at 1366 px) pushed the tabs down while dragging.
    // The value is never elided: it sets the card's narrowest width.
    m_title = new ElidedLabel(1, this);
    // Five cards at 1366 px while comparing: "Expected lost time" a little smaller, not cut.
    m_title->setShrinkToFit(0.8);
    m_value = new QLabel(this);
    m_value->setTextFormat(Qt::PlainText);
    m_detail = new ElidedLabel(2, this);  // the detail and, comparing, the delta to A
    QFont big = m_value->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_value->setFont(big);
    layout->addWidget(m_title);
    layout->addWidget(m_value);
    layout->addWidget(m_detail);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    for (ElidedLabel* label : {m_title, m_detail}) {
        label->setToolTipSuffix(tr("Click to show the derivation"));
    }
    m_value->setToolTip(tr("Click to show the derivation"));
}

void HeadlineCard::setContent(const QString& title, const QString& value, const QString& detail,
                              bool good) {
    m_title->setFullText(title);
    m_value->setText(value);
    m_detail->setFullText(detail);
    // A style sheet re-polishes the card and its labels: set only when the verdict flips, not
    // on every slider step (it was the largest cost of the headline's refresh).
    if (!m_styled || good != m_good) {
        const char* color = good ? "#1b7f3b" : "#c62828";
        m_value->setStyleSheet(QStringLiteral("color: %1;").arg(QLatin1String(color)));
        setStyleSheet(QStringLiteral("#headlineCard { border: 1px solid %1; border-radius: 6px; }")
                          .arg(QLatin1String(good ? "#8fc9a0" : "#e59a9a")));
        m_styled = true;
    }
    m_good = good;
    setAccessibleName(title + QStringLiteral(": ") + value);
}

void HeadlineCard::setDetailRows(int rows) {
    m_detail->setLines(rows);
}

QString HeadlineCard::valueText() const {
    return m_value->text();
}

void HeadlineCard::appendDetail(const QString& line) {
    m_detail->setFullText(m_detail->fullText() + QLatin1Char('\n') + line);
}

QString HeadlineCard::fullText() const {
    return m_value->text() + QLatin1Char(' ') + m_detail->fullText();
}

void HeadlineCard::mousePressEvent(QMouseEvent* event) {
    emit clicked(m_id);
    QFrame::mousePressEvent(event);
}

void HeadlineCard::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
        event->key() == Qt::Key_Space) {
        emit clicked(m_id);
        return;
    }
    QFrame::keyPressEvent(event);
}

HeadlineStrip::HeadlineStrip(QWidget* parent) : QFrame(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (const char* id : {"memory.peak_bytes_per_card", "plan.step_time_s", "plan.finish_days",
                           "plan.margin_s", "interruptions.expected_lost_s"}) {
        auto* card = new HeadlineCard(QString::fromLatin1(id), this);
        connect(card, &HeadlineCard::clicked, this, &HeadlineStrip::derivationRequested);
        layout->addWidget(card, 1);
        m_cards.push_back(card);
    }
    m_invalid = new QLabel(this);
    m_invalid->setWordWrap(true);
    m_invalid->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_invalid->hide();
    layout->addWidget(m_invalid, 4);
}

HeadlineCard* HeadlineStrip::card(const QString& derivation_id) const {
    for (HeadlineCard* c : m_cards) {
        if (c->derivationId() == derivation_id) {
            return c;
        }
    }
    return nullptr;
}

void HeadlineStrip::setBaseline(const Scenario* scenario, const Results* results) {
    m_baseline_scenario = scenario;
    m_baseline = results != nullptr && results->ok() ? results : nullptr;
    // Comparing, every card has a second line (the change against A), and the A vs B table
    // narrows the cards (1366 px): five rows, shared by need (the detail takes three where it
    // wraps that far, the change two), so that neither is cut off.
    for (HeadlineCard* c : m_cards) {
        c->setDetailRows(m_baseline != nullptr ? 5 : 2);
    }
}

namespace {

QString delta(double b, double a, int decimals, const QString& unit) {
    const double d = b - a;
    // The difference first: in a narrow card the line is elided from its end.
    return HeadlineStrip::tr("Δ %2 %3 vs A: %1 %3")
        .arg(QString::number(a, 'f', decimals),
             (d >= 0 ? QStringLiteral("+") : QString()) + QString::number(d, 'f', decimals), unit);
}

}  // namespace

void HeadlineStrip::setResults(const Scenario& scenario, const Results& r) {
    const bool ok = r.ok();
    for (HeadlineCard* c : m_cards) {
        c->setVisible(ok);
    }
    m_invalid->setVisible(!ok);
    if (!ok) {
        QString text = tr("The scenario is not valid:");
        for (const Issue& issue : r.issues) {
            text +=
                QStringLiteral("\n• %1: %2")
                    .arg(QString::fromStdString(issue.path), QString::fromStdString(issue.message));
        }
        m_invalid->setText(text);
        return;
    }
    using units::kGiB;
    const MemoryResults& m = r.memory;
    // Colours and the yes/no are the model's verdicts (model/evaluate/verdicts.h).
    const bool fits = r.good("memory.fits");
    const bool within_cap = r.good("plan.within_cap");
    m_cards[0]->setContent(tr("Fits in memory?"), fits ? tr("Yes") : tr("No"),
                           // Which memory beyond the tensors the peak holds
                           // (memory.runtime_overheads).
                           (m.overheads.included ? tr("peak %1 of %2 GiB, with overheads")
                                                 : tr("peak %1 of %2 GiB, tensors only"))
                               .arg(QString::number(m.peak_bytes_per_card / kGiB, 'f', 3),
                                    QString::number(m.usable_bytes_per_card / kGiB, 'f', 1)),
                           fits);
    const PlanResults& p = r.plan;
    m_cards[1]->setContent(tr("Step time"), tr("%1 s").arg(QString::number(p.step_time_s, 'f', 3)),
                           // The output, beside the step it comes from: the achieved MFU (the
                           // compute efficiency slider is the input; docs/one-plan.md "Names").
                           tr("achieved MFU %1 %, cap %2 s")
                               .arg(QString::number(100 * p.achieved_mfu, 'f', 1),
                                    QString::number(p.step_cap_s, 'f', 3)),
                           within_cap);
    if (r.good("plan.finish_reachable")) {
        m_cards[2]->setContent(tr("Finish"),
                               tr("%1 days").arg(QString::number(p.finish_days, 'f', 3)),
                               tr("deadline %1 days, overhead %2 %")
                                   .arg(QString::number(scenario.training.deadline_days, 'g', 6),
                                        QString::number(100 * p.overhead_fraction, 'f', 3)),
                               r.good("plan.meets_deadline"));
    } else {
        // The model's verdict (plan.finish_reachable): the first-order date is no forecast.
        m_cards[2]->setContent(tr("Finish"), tr("not reachable"),
                               tr("failures every %1 s outrun the checkpoints")
                                   .arg(QString::number(r.checkpoint->job_mtbf_s, 'g', 3)),
                               false);
    }
    m_cards[3]->setContent(
        tr("Margin"), tr("%1 s").arg(QString::number(p.margin_s, 'f', 2)),
        tr("per step; %1 days of slack").arg(QString::number(p.slack_days, 'f', 2)), within_cap);
    // Expected lost time = failures (L S t_s, already inside the finish date) + straggler jitter
    // (S sigma E[Z_(N)], which the plan's step time leaves out); coloured by the model's
    // interruptions.jitter_within_slack.
    const InterruptionResults& x = r.interruptions;
    QString lost_detail = tr("failures %1 + jitter %2; slack %3 d")
                              .arg(QString::number(x.expected_failure_lost_s / 86400.0, 'f', 2),
                                   QString::number(x.expected_straggler_lost_s / 86400.0, 'f', 2),
                                   QString::number(p.slack_days, 'f', 2));
    if (x.expected_lost_dollars > 0) {
        lost_detail += QLatin1Char('\n') +
                       tr("≈ $%1").arg(QLocale::c().toString(x.expected_lost_dollars, 'f', 0));
    }
    m_cards[4]->setContent(tr("Expected lost time"),
                           tr("%1 days").arg(QString::number(x.expected_lost_days, 'f', 2)),
                           lost_detail, r.good("interruptions.jitter_within_slack"));
    if (m_baseline != nullptr) {
        const MemoryResults& ma = m_baseline->memory;
        const PlanResults& pa = m_baseline->plan;
        m_cards[0]->appendDetail(delta(m.peak_bytes_per_card / kGiB, ma.peak_bytes_per_card / kGiB,
                                       3, QStringLiteral("GiB")));
        m_cards[1]->appendDetail(delta(p.step_time_s, pa.step_time_s, 3, QStringLiteral("s")));
        // A change of an unreachable finish's first-order date is no forecast either.
        if (r.good("plan.finish_reachable") && m_baseline->good("plan.finish_reachable")) {
            m_cards[2]->appendDetail(delta(p.finish_days, pa.finish_days, 3, tr("days")));
        }
        m_cards[3]->appendDetail(delta(p.margin_s, pa.margin_s, 2, QStringLiteral("s")));
        m_cards[4]->appendDetail(delta(
            x.expected_lost_days, m_baseline->interruptions->expected_lost_days, 2, tr("days")));
    }
}

}  // namespace stepbudget
