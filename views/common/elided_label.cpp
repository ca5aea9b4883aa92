#include "views/common/elided_label.h"

#include <QEvent>
#include <QFontMetrics>
#include <QStringList>
#include <algorithm>

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

void ElidedLabel::relayout() {
    const QFontMetrics fm(font());
    const int width = std::max(1, contentsRect().width());
    // Rows left over (a one-line detail in a two-row card) take the rest of a long line, broken
    // after a space or, in Chinese, after any character; what still does not fit is elided.
    QStringList lines = fold(m_full, m_lines);
    while (!lines.isEmpty() && lines.back().isEmpty()) {
        lines.removeLast();  // padding: those rows are free for wrapping
    }
    QStringList shown;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString rest = lines[i];
        const qsizetype later = lines.size() - 1 - i;  // rows the following lines need
        while (fm.horizontalAdvance(rest) > width && m_lines - shown.size() - later > 1) {
            qsizetype cut = rest.size();
            while (cut > 1 && fm.horizontalAdvance(rest.left(cut)) > width) {
                --cut;
            }
            const qsizetype space = rest.left(cut + 1).lastIndexOf(QLatin1Char(' '));
            if (space > cut / 2) {  // a word whole, unless that wastes half the row
                cut = space;
            }
            shown << rest.left(cut).trimmed();
            rest = rest.mid(cut).trimmed();
        }
        shown << fm.elidedText(rest, Qt::ElideRight, width);
    }
    while (!shown.isEmpty() && shown.back().isEmpty()) {
        shown.removeLast();  // the height is fixed anyway; no trailing blank lines in text()
    }
    QLabel::setText(shown.join(QLatin1Char('\n')));
    setFixedHeight(m_lines * fm.lineSpacing() + contentsMargins().top() +
                   contentsMargins().bottom() + 2);
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
