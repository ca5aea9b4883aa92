#include "app/gui/comparison.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QHeaderView>
#include <QResizeEvent>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <vector>

#include "app/gui/controller.h"
#include "model/base/units.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/scenario_diff.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

QString fixedText(double v, int decimals) {
    return QString::number(v, 'f', decimals);
}

}  // namespace

QList<ComparisonRow> comparisonRows(const Controller& c) {
    using units::kGiB;
    const Results& r = c.results();
    const Results* a = c.baselineResults();
    struct Item {
        QString label;
        double (*get)(const Results&);
        int decimals;
        QString unit;
    };
    const Item items[] = {
        {QCoreApplication::translate("Report", "Peak memory per card"),
         [](const Results& x) { return x.memory.peak_bytes_per_card / units::kGiB; }, 3,
         QStringLiteral("GiB")},
        {QCoreApplication::translate("Report", "Usable memory per card"),
         [](const Results& x) { return x.memory.usable_bytes_per_card / units::kGiB; }, 3,
         QStringLiteral("GiB")},
        {QCoreApplication::translate("Report", "Memory margin per card"),
         [](const Results& x) { return x.memory.margin_bytes / units::kGiB; }, 3,
         QStringLiteral("GiB")},
        {QCoreApplication::translate("Report", "Step time"),
         [](const Results& x) { return x.plan.step_time_s; }, 3, QStringLiteral("s")},
        // What a step costs on average once checkpoints and failures are counted (plan.phases),
        // and the efficiency the whole step reaches (model FLOPs / (t_s cards peak)).
        {QCoreApplication::translate("Report", "Wall clock per step, on average"),
         [](const Results& x) { return x.plan.phases.wall_s; }, 3, QStringLiteral("s")},
        {QCoreApplication::translate("Report", "Achieved MFU"),
         [](const Results& x) { return 100 * x.plan.achieved_mfu; }, 2, QStringLiteral("%")},
        {QCoreApplication::translate("Report", "Per-step cap"),
         [](const Results& x) { return x.plan.step_cap_s; }, 3, QStringLiteral("s")},
        {QCoreApplication::translate("Report", "Margin per step"),
         [](const Results& x) { return x.plan.margin_s; }, 3, QStringLiteral("s")},
        {QCoreApplication::translate("Report", "Finish"),
         [](const Results& x) { return x.plan.finish_days; }, 3,
         QCoreApplication::translate("Report", "days")},
        {QCoreApplication::translate("Report", "Overhead L"),
         [](const Results& x) { return 100 * x.plan.overhead_fraction; }, 3, QStringLiteral("%")},
        {QCoreApplication::translate("Report", "Optimal checkpoint interval"),
         [](const Results& x) { return x.checkpoint_cost.optimal_interval_s; }, 0,
         QStringLiteral("s")},
        {QCoreApplication::translate("Report", "Cards that meet the deadline"),
         [](const Results& x) { return static_cast<double>(x.plan.cards_for_deadline); }, 0,
         QString()},
    };
    QList<ComparisonRow> rows;
    rows.append({QCoreApplication::translate("Report", "Fits in memory?"),
                 r.memory.fits ? QCoreApplication::translate("Report", "yes")
                               : QCoreApplication::translate("Report", "no"),
                 a ? (a->memory.fits ? QCoreApplication::translate("Report", "yes")
                                     : QCoreApplication::translate("Report", "no"))
                   : QString(),
                 QString()});
    rows.append({QCoreApplication::translate("Report", "Meets the deadline?"),
                 r.plan.meets_deadline ? QCoreApplication::translate("Report", "yes")
                                       : QCoreApplication::translate("Report", "no"),
                 a ? (a->plan.meets_deadline ? QCoreApplication::translate("Report", "yes")
                                             : QCoreApplication::translate("Report", "no"))
                   : QString(),
                 QString()});
    for (const Item& item : items) {
        const QString unit = item.unit.isEmpty() ? QString() : QLatin1Char(' ') + item.unit;
        ComparisonRow row{item.label, fixedText(item.get(r), item.decimals) + unit, QString(),
                          QString()};
        if (a != nullptr && a->ok()) {
            const double d = item.get(r) - item.get(*a);
            row.a = fixedText(item.get(*a), item.decimals) + unit;
            // A difference that rounds to zero at the row's precision reads "0", not "+0.000"
            // or "-0.000": the two plans agree to what the table prints.
            const QString delta = fixedText(d, item.decimals);
            const bool zero = delta.toDouble() == 0.0;
            row.delta = zero ? QStringLiteral("0") + unit
                             : (d > 0 ? QStringLiteral("+") : QString()) + delta + unit;
        }
        rows.append(row);
    }
    // The compute efficiency the deadline needs, or "not reachable" with the model's reason
    // (plan.required_mfu_reachable): above 100 % of the peak, or no room left in the cap.
    const auto needed = [](const Results& x) {
        if (x.plan.required_mfu_reachable) {
            return fixedText(100 * x.plan.required_mfu, 2) + QStringLiteral(" %");
        }
        return x.plan.required_mfu > 0
                   ? QCoreApplication::translate("Report", "not reachable: needs %1 % of the peak")
                         .arg(fixedText(100 * x.plan.required_mfu, 2))
                   : QCoreApplication::translate(
                         "Report",
                         "not reachable: exposed communication and input wait fill "
                         "the cap");
    };
    ComparisonRow row{
        QCoreApplication::translate("Report", "Compute efficiency needed for the deadline"),
        needed(r), QString(), QString()};
    if (a != nullptr && a->ok()) {
        row.a = needed(*a);
        const bool both = r.plan.required_mfu_reachable && a->plan.required_mfu_reachable;
        const double d = 100 * (r.plan.required_mfu - a->plan.required_mfu);
        const QString delta = fixedText(d, 2);
        row.delta = !both ? QStringLiteral("—")
                    : delta.toDouble() == 0.0
                        ? QStringLiteral("0 %")
                        : (d > 0 ? QStringLiteral("+") : QString()) + delta + QStringLiteral(" %");
    }
    rows.insert(rows.size() - 1, row);  // before "Cards that meet the deadline", as before
    return rows;
}

QList<InputChange> inputChanges(const Scenario& from, const Scenario& to) {
    QList<InputChange> out;
    for (const KeyChange& k : changedKeys(from, to)) {
        // A choice or a switch reads as the parameter panel shows it ("Example", "on"; translated);
        // a number keeps the exact text a preset holds, so that no difference rounds away.
        const ParamSpec* spec = findParam(k.key);
        const bool named = spec != nullptr &&
                           (spec->type == ParamType::Choice || spec->type == ParamType::Boolean);
        out.append({QCoreApplication::translate("Param", k.label.c_str()),
                    QString::fromStdString(k.key),
                    named ? paramDisplayText(*spec, from) : QString::fromStdString(k.from),
                    named ? paramDisplayText(*spec, to) : QString::fromStdString(k.to)});
    }
    return out;
}

QString inputChangesHtml(const QList<InputChange>& changes, const QString& from_header,
                         const QString& to_header) {
    QString html = QStringLiteral(
                       "<table cellspacing=0 cellpadding=4 border=1 width=100%><tr><th "
                       "align=left width=34%>%1</th><th align=left width=40%>%2</th><th "
                       "align=right width=13%>%3</th><th align=right width=13%>%4</th></tr>")
                       .arg(QCoreApplication::translate("Report", "Input"),
                            QCoreApplication::translate("Report", "Key"),
                            from_header.toHtmlEscaped(), to_header.toHtmlEscaped());
    for (const InputChange& c : changes) {
        html += QStringLiteral(
                    "<tr><td>%1</td><td><tt>%2</tt></td><td align=right>%3</td><td "
                    "align=right>%4</td></tr>")
                    .arg(c.label.toHtmlEscaped(), c.key.toHtmlEscaped(), c.from.toHtmlEscaped(),
                         c.to.toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}

QString inputChangesMarkdown(const QList<InputChange>& changes, const QString& from_header,
                             const QString& to_header) {
    QString md = QStringLiteral("| %1 | %2 | %3 | %4 |\n|---|---|---:|---:|\n")
                     .arg(QCoreApplication::translate("Report", "Input"),
                          QCoreApplication::translate("Report", "Key"), from_header, to_header);
    for (const InputChange& c : changes) {
        md += QStringLiteral("| %1 | `%2` | %3 | %4 |\n").arg(c.label, c.key, c.from, c.to);
    }
    return md;
}

ComparisonTable::ComparisonTable(Controller* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_table);
    connect(controller, &Controller::resultsChanged, this, &ComparisonTable::refresh);
    connect(controller, &Controller::baselineChanged, this, &ComparisonTable::refresh);
    refresh();
}

void ComparisonTable::refresh() {
    const bool comparing = m_controller->hasBaseline();
    const QList<ComparisonRow> rows =
        m_controller->results().ok() ? comparisonRows(*m_controller) : QList<ComparisonRow>{};
    m_table->setColumnCount(comparing ? 4 : 2);
    QStringList headers{QCoreApplication::translate("Report", "Result"),
                        comparing ? QCoreApplication::translate("Report", "B (current)")
                                  : QCoreApplication::translate("Report", "Value")};
    if (comparing) {
        headers << QCoreApplication::translate("Report", "A (baseline)")
                << QCoreApplication::translate("Report", "B − A");
    }
    m_table->setHorizontalHeaderLabels(headers);
    // Comparing: under the results, the inputs that make B differ from A (key as label's
    // tooltip), so the table says why the numbers moved.
    const QList<InputChange> inputs =
        comparing && m_controller->results().ok()
            ? inputChanges(*m_controller->baselineScenario(), m_controller->scenario())
            : QList<InputChange>{};
    m_input_rows = inputs.isEmpty() ? 0 : static_cast<int>(inputs.size()) + 1;
    m_table->clearSpans();
    m_table->setRowCount(static_cast<int>(rows.size()) + m_input_rows);
    for (int i = 0; i < rows.size(); ++i) {
        const QString cells[4] = {rows[i].label, rows[i].b, rows[i].a, rows[i].delta};
        for (int c = 0; c < m_table->columnCount(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                          : Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(i, c, item);
        }
    }
    if (!inputs.isEmpty()) {
        const int head = static_cast<int>(rows.size());
        auto* title = new QTableWidgetItem(
            QCoreApplication::translate("Report", "Inputs that differ (B − A)"));
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
        m_table->setItem(head, 0, title);
        m_table->setSpan(head, 0, 1, m_table->columnCount());
        for (int i = 0; i < inputs.size(); ++i) {
            const InputChange& c = inputs[i];
            const QString cells[4] = {c.label, c.to, c.from, QString()};
            for (int col = 0; col < m_table->columnCount(); ++col) {
                auto* item = new QTableWidgetItem(cells[col]);
                item->setTextAlignment(col == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                                : Qt::AlignRight | Qt::AlignVCenter);
                item->setToolTip(c.key);
                m_table->setItem(head + 1 + i, col, item);
            }
        }
    }
    fitColumns();
}

void ComparisonTable::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitColumns();
}

namespace {

bool isHan(QChar ch) {
    return ch.script() == QChar::Script_Han;
}

bool hasHan(const QString& text) {
    return std::any_of(text.begin(), text.end(), isHan);
}

// The widest piece word wrap cannot break: a run between spaces, where Chinese text may break
// between any two Han characters (as Qt's line breaking does).
int widestUnbreakable(const QString& text, const QFontMetrics& metrics) {
    int widest = 0;
    QString run;
    const auto flush = [&] {
        widest = std::max(widest, metrics.horizontalAdvance(run));
        run.clear();
    };
    for (const QChar ch : text) {
        if (ch.isSpace()) {
            flush();
        } else if (isHan(ch)) {
            flush();
            run = ch;
            flush();
        } else {
            run += ch;
        }
    }
    flush();
    return widest;
}

}  // namespace

void ComparisonTable::fitColumns() {
    QHeaderView* header = m_table->horizontalHeader();
    const QFontMetrics metrics(m_table->font());
    const int columns = m_table->columnCount();
    constexpr int kPadding = 12;  // the cell's margins
    // Per column: the widest cell on one line (wanted) and the least it can wrap to (least): a
    // value of one or two words ("12.543 GiB") stays whole, a longer text (a choice's display
    // name, "The typed book example") may wrap at its widest word.
    // When even that does not fit (GPT-3's 12-digit parameter counts beside the design case),
    // every cell may wrap at its widest unbreakable piece (hard), "12.543 GiB" too.
    std::vector<int> wanted(static_cast<std::size_t>(columns));
    std::vector<int> least(static_cast<std::size_t>(columns));
    std::vector<int> hard(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
        const int head = header->sectionSizeHint(c);
        wanted[static_cast<std::size_t>(c)] = head;
        least[static_cast<std::size_t>(c)] = c == 0 ? 90 : head;
        hard[static_cast<std::size_t>(c)] = least[static_cast<std::size_t>(c)];
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->columnSpan(row, 0) > 1) {
            continue;  // the "Inputs that differ" title spans the table
        }
        for (int c = 0; c < columns; ++c) {
            const QTableWidgetItem* item = m_table->item(row, c);
            if (item == nullptr) {
                continue;
            }
            const QString text = item->text();
            const int line = metrics.horizontalAdvance(text) + kPadding;
            const int piece = widestUnbreakable(text, metrics) + kPadding;
            const int wrapped = c == 0 || hasHan(text) ||
                                        text.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() > 2
                                    ? piece
                                    : line;
            const auto i = static_cast<std::size_t>(c);
            wanted[i] = std::max(wanted[i], line);
            least[i] = std::max(least[i], wrapped);
            hard[i] = std::max(hard[i], piece);
        }
    }
    // Everything on one line if it fits the viewport; else each column its least, and the room
    // left shared in proportion to what each still wants, so the last column stays on screen.
    const int room = m_table->viewport()->width();
    const auto total = [](const std::vector<int>& v) {
        int sum = 0;
        for (int w : v) {
            sum += w;
        }
        return sum;
    };
    if (total(least) > room) {
        least = hard;
    }
    const int sum_wanted = total(wanted);
    const int sum_least = total(least);
    std::vector<int> width = wanted;
    if (sum_wanted > room) {
        const int spare = std::max(0, room - sum_least);
        const int short_by = sum_wanted - sum_least;
        for (int c = 0; c < columns; ++c) {
            const auto i = static_cast<std::size_t>(c);
            width[i] = least[i] + (short_by > 0 ? spare * (wanted[i] - least[i]) / short_by : 0);
        }
    } else {
        width[0] += room - sum_wanted;  // the labels take the slack
    }
    for (int c = 0; c < columns; ++c) {
        header->setSectionResizeMode(c, QHeaderView::Fixed);
        header->resizeSection(c, width[static_cast<std::size_t>(c)]);
    }
    m_table->resizeRowsToContents();
}

}  // namespace stepbudget
