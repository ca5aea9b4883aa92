#include "app/gui/plan_notes.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace stepbudget {

namespace {

QString noteKey(const Issue& note) {
    return QString::fromStdString(note.path);
}

// The note in the interface's language: its template translated in the "Warning" context and
// filled in one pass (an argument such as a typed GPU name may hold "%2" itself). An argument
// that is itself one of the model's sentences (an unfitted card's reason, marked
// QT_TRANSLATE_NOOP("Warning", ...) where it is written) is translated too; any other argument
// (numbers, names) has no entry and stays as it is.
QString noteMessage(const Issue& note) {
    if (note.message_template.empty()) {
        return QString::fromStdString(note.message);
    }
    const QString translated =
        QCoreApplication::translate("Warning", note.message_template.c_str());
    std::vector<std::string> args;
    args.reserve(note.args.size());
    for (const std::string& arg : note.args) {
        args.push_back(QCoreApplication::translate("Warning", arg.c_str()).toStdString());
    }
    return QString::fromStdString(fillPlaceholders(translated.toStdString().c_str(), args));
}

QString introText() {
    return PlanNotesButton::tr("The plan runs, but not quite as typed:");
}

}  // namespace

QString planNotesTitle() {
    return PlanNotesButton::tr("Notes on this plan");
}

// Escaped: a message may hold "<" or "&".
QString planNotesHtml(const Issues& notes, bool links) {
    QString html;
    for (const Issue& note : notes) {
        const QString key = noteKey(note).toHtmlEscaped();
        QString head = QStringLiteral("<b>%1</b>").arg(key);
        if (links && !key.isEmpty()) {
            head = QStringLiteral("<a href=\"param:%1\">%2</a>").arg(key, head);
        }
        html += QStringLiteral("<p>%1%2%3</p>")
                    .arg(head, key.isEmpty() ? QString() : QStringLiteral(": "),
                         noteMessage(note).toHtmlEscaped());
    }
    return html;
}

QStringList planNoteLines(const Issues& notes) {
    QStringList lines;
    for (const Issue& note : notes) {
        Issue shown = note;
        shown.message = noteMessage(note).toStdString();
        lines << QString::fromStdString(formatIssue(shown));
    }
    return lines;
}

PlanNotesButton::PlanNotesButton(QWidget* parent) : QToolButton(parent) {
    setObjectName(QStringLiteral("planNotesButton"));
    // Amber, as the example banners and the headline's warnings: seen, not taken for an error.
    // The style's warning icon rather than a glyph: no font can miss it.
    setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setAutoRaise(true);
    setStyleSheet(
        QStringLiteral("#planNotesButton { background: #fff3cd; color: #3d2e00; border: 1px solid "
                       "#e0b000; border-radius: 3px; padding: 0px 6px; margin: 2px 4px; }"
                       "#planNotesButton:hover { background: #ffe8a1; }"));
    // The row is as tall as the group tabs whatever this button holds: showing it while a slider
    // is dragged moves nothing (tst_plan_notes).
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    connect(this, &QToolButton::clicked, this, &PlanNotesButton::showWindow);
    setVisible(false);
}

void PlanNotesButton::setNotes(const Issues& notes, bool valid) {
    m_notes = notes;
    m_valid = valid;
    const auto n = static_cast<int>(notes.size());
    const bool shown = valid && n > 0;
    if (shown) {
        setText(n == 1 ? tr("1 note on this plan") : tr("%1 notes on this plan").arg(n));
        setToolTip(QStringLiteral("<p>%1</p>%2")
                       .arg(introText().toHtmlEscaped(), planNotesHtml(notes, /*links=*/false)));
        setAccessibleName(text());
        setAccessibleDescription(noteLines().join(QLatin1Char('\n')));
    }
    setVisible(shown);
    if (m_window != nullptr) {
        m_window->setNotes(notes, valid);
    }
}

QStringList PlanNotesButton::noteLines() const {
    return planNoteLines(m_notes);
}

void PlanNotesButton::showWindow() {
    if (m_window == nullptr) {
        m_window = new PlanNotesWindow(window());
        connect(m_window, &PlanNotesWindow::parameterRequested, this,
                &PlanNotesButton::parameterRequested);
    }
    m_window->setNotes(m_notes, m_valid);
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
}

PlanNotesWindow::PlanNotesWindow(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("planNotesWindow"));
    setWindowTitle(planNotesTitle());
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_list = new QTextBrowser(this);
    m_list->setObjectName(QStringLiteral("planNotesList"));
    m_list->setOpenLinks(false);
    layout->addWidget(m_list, 1);
    auto* hint = new QLabel(PlanNotesButton::tr("Click a key to show its parameter."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    connect(m_list, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("param")) {
            emit parameterRequested(url.path());
        }
    });
    // Beside the window, not over most of it: wide enough for a note on two lines.
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize available = screen ? screen->availableGeometry().size() : QSize(1024, 768);
    resize(qMin(560, available.width() * 9 / 10), qMin(360, available.height() * 7 / 10));
}

void PlanNotesWindow::setNotes(const Issues& notes, bool valid) {
    if (!valid) {
        m_intro->setText(
            PlanNotesButton::tr("The scenario is not valid: the headline lists what to fix."));
    } else if (notes.empty()) {
        m_intro->setText(PlanNotesButton::tr("No notes: the plan runs as typed."));
    } else {
        m_intro->setText(introText());
    }
    const QString html = valid ? planNotesHtml(notes, /*links=*/true) : QString();
    if (html != m_html) {
        m_html = html;
        const int scrolled = m_list->verticalScrollBar()->value();
        m_list->setHtml(html);
        m_list->verticalScrollBar()->setValue(scrolled);  // a drag keeps the reader's place
    }
}

}  // namespace stepbudget
