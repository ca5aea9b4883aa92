#include "app/gui/problems_dialog.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

namespace stepbudget {

ProblemsDialog::ProblemsDialog(QWidget* parent, const QString& title, const QString& intro,
                               const QString& details, QDialogButtonBox::StandardButtons buttons)
    : QDialog(parent) {
    setObjectName(QStringLiteral("problemsDialog"));
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(intro, this);
    m_intro->setWordWrap(true);
    m_intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_intro);
    m_details = new QPlainTextEdit(details, this);
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_details->setVisible(!details.isEmpty());
    layout->addWidget(m_details, 1);
    m_buttons = new QDialogButtonBox(buttons, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::clicked, this, [this](QAbstractButton* button) {
        m_clicked = m_buttons->standardButton(button);
        const QDialogButtonBox::ButtonRole role = m_buttons->buttonRole(button);
        role == QDialogButtonBox::AcceptRole || role == QDialogButtonBox::YesRole ? accept()
                                                                                  : reject();
    });
    // A size that fits any screen: the list takes what is left and scrolls.
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize available = screen ? screen->availableGeometry().size() : QSize(1024, 768);
    const int lines = details.count(QLatin1Char('\n')) + 1;
    const int wanted = 160 + lines * fontMetrics().lineSpacing();
    resize(qMin(720, available.width() * 9 / 10), qMin(wanted, available.height() * 7 / 10));
    setMaximumHeight(available.height());
}

QDialogButtonBox::StandardButton showProblems(QWidget* parent, const QString& title,
                                              const QString& intro, const QString& details,
                                              QDialogButtonBox::StandardButtons buttons) {
    ProblemsDialog dialog(parent, title, intro, details, buttons);
    dialog.exec();
    return dialog.clicked();
}

void showMessageAndList(QWidget* parent, const QString& title, const QString& message) {
    const int split = message.indexOf(QStringLiteral("\n\n"));
    showProblems(parent, title, message.left(split),
                 split < 0 ? QString() : message.mid(split + 2));
}

QString issuesText(const Issues& issues) {
    return QString::fromStdString(formatIssues(issues)).trimmed();
}

}  // namespace stepbudget
