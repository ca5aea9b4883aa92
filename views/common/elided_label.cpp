#include "views/common/elided_label.h"

#include <QEvent>
#include <QFontMetrics>
#include <QStringList>
#include <algorithm>
#include <vector>

namespace stepbudget {

ElidedLabel::ElidedLabel(int lines, QWidget* parent) : QLabel(parent), m_lines(std::max(1, lines)) {
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    // Narrower than its text is fine (it elides); never wider than its column asks for.
    setMinimumWidth(1);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    relayout();
}

void ElidedLabel::setFullText(const QString& text) {
    if (text == m_full) {
        return;
    }
    m_full = text;
    relayout();
}

void ElidedLabel::setLines(int lines) {
    lines = std::max(1, lines);
    if (lines == m_lines) {
        return;
    }
    m_lines = lines;
    relayout();
}

void ElidedLabel::setShrinkToFit(double min_scale) {
    m_min_scale = std::clamp(min_scale, 0.5, 1.0);
    relayout();
}

// The parent's font scaled down just enough for the one line to fit, not below m_min_scale. A
// changed font comes back through changeEvent into relayout, which then finds it unchanged.
void ElidedLabel::shrinkToFit() {
    if (m_min_scale >= 1.0 || m_lines != 1 || parentWidget() == nullptr) {
        return;
    }
    const QFont base = parentWidget()->font();
    const int width = std::max(1, contentsRect().width());
    const int text = QFontMetrics(base).horizontalAdvance(m_full);
    const double scale = text > width ? std::max(m_min_scale, 0.98 * width / text) : 1.0;
    QFont wanted = base;
    wanted.setPointSizeF(base.pointSizeF() * scale);
    wanted.setBold(font().bold());
    if (wanted != font()) {
        setFont(wanted);
    }
}

void ElidedLabel::setToolTipSuffix(const QString& suffix) {
    m_suffix = suffix;
    relayout();
}

QStringList ElidedLabel::fold(const QString& text, int lines) {
    QStringList parts = text.isEmpty() ? QStringList() : text.split(QLatin1Char('\n'));
    if (parts.size() > lines) {
        // The last lines - 1 lines keep their rows; everything before shares the first.
        const qsizetype head = parts.size() - (lines - 1);
        QStringList folded{parts.mid(0, head).join(QStringLiteral(" · "))};
        folded += parts.mid(head);
        parts = folded;
    }
    while (parts.size() < lines) {
        parts << QString();
    }
    return parts;
}

namespace {

// `text` broken into at most `rows` rows of `width` px: after a space or, in Chinese, after any
// character; what still does not fit on the last row is elided.
QStringList wrapped(const QFontMetrics& fm, QString rest, int width, qsizetype rows) {
    QStringList out;
    while (fm.horizontalAdvance(rest) > width && out.size() < rows - 1) {
        qsizetype cut = rest.size();
        while (cut > 1 && fm.horizontalAdvance(rest.left(cut)) > width) {
            --cut;
        }
        // The last place in the second half of the row where a line may break: at a space,
        // or next to a CJK character or full-width punctuation (Chinese has no spaces), so a
        // number like "1.07" or a unit never splits, unless that wastes half the row.
        const auto wide = [](QChar c) { return c.unicode() >= 0x2E80; };
        for (qsizetype k = cut; k > cut / 2; --k) {
            if (rest[k - 1] == QLatin1Char(' ') ||
                (k < rest.size() && rest[k] == QLatin1Char(' ')) || wide(rest[k - 1]) ||
                (k < rest.size() && wide(rest[k]))) {
                cut = k;
                break;
            }
        }
        out << rest.left(cut).trimmed();
        rest = rest.mid(cut).trimmed();
    }
    out << fm.elidedText(rest, Qt::ElideRight, width);
    return out;
}

// How many rows `text` takes at `width` px without eliding (capped at `most`): the greedy
// wrap breaks its first rows in the same places whatever the row limit, so one wrap into `most`
// rows tells (every headline refresh lays out each card's lines).
qsizetype rowsNeeded(const QFontMetrics& fm, const QString& text, int width, qsizetype most) {
    return std::min(most, wrapped(fm, text, width, most).size());
}

}  // namespace

void ElidedLabel::relayout() {
    shrinkToFit();
    const QFontMetrics fm(font());
    const int width = std::max(1, contentsRect().width());
    // Rows left over (a one-line detail in a two-row card) take the rest of a long line. Each
    // line gets one row, then the free rows go one at a time to the line that still lacks the
    // most, a later line first on a tie (the comparison with A after the detail): a five-row
    // card whose detail needs three rows and whose change against A needs two shows both whole.
    QStringList lines = fold(m_full, m_lines);
    while (!lines.isEmpty() && lines.back().isEmpty()) {
        lines.removeLast();  // padding: those rows are free for wrapping
    }
    std::vector<qsizetype> need;
    std::vector<qsizetype> rows(static_cast<std::size_t>(lines.size()), 1);
    for (const QString& line : lines) {
        need.push_back(rowsNeeded(fm, line, width, m_lines));
    }
    for (qsizetype free = m_lines - lines.size(); free > 0; --free) {
        std::size_t pick = rows.size();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const qsizetype lack = need[i] - rows[i];
            if (lack > 0 && (pick == rows.size() || lack >= need[pick] - rows[pick])) {
                pick = i;
            }
        }
        if (pick == rows.size()) {
            break;  // every line fits
        }
        ++rows[pick];
    }
    QStringList shown;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        shown << wrapped(fm, lines[i], width, rows[static_cast<std::size_t>(i)]);
    }
    while (!shown.isEmpty() && shown.back().isEmpty()) {
        shown.removeLast();  // the height is fixed anyway; no trailing blank lines in text()
    }
    QLabel::setText(shown.join(QLatin1Char('\n')));
    // A shrunk font keeps the unshrunk height, so the card's other rows stay level with its
    // neighbours'.
    const QFontMetrics tall(m_min_scale < 1.0 && parentWidget() != nullptr ? parentWidget()->font()
                                                                           : font());
    setFixedHeight(m_lines * std::max(fm.lineSpacing(), tall.lineSpacing()) +
                   contentsMargins().top() + contentsMargins().bottom() + 2);
    QString tip = m_full.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    if (!m_suffix.isEmpty()) {
        tip += (tip.isEmpty() ? QString() : QStringLiteral("<br>")) +
               QStringLiteral("<i>%1</i>").arg(m_suffix.toHtmlEscaped());
    }
    setToolTip(tip);
}

void ElidedLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    relayout();
}

void ElidedLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        relayout();
    }
}

}  // namespace stepbudget
