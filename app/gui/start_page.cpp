#include "app/gui/start_page.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/gui/preset_library.h"

namespace stepbudget {

// At most `limit` characters, cut at a word boundary with an ellipsis: never "…Qwen3-8B full-pa".
QString shortenAtWord(const QString& text, int limit) {
    if (text.size() <= limit) {
        return text;
    }
    int cut = text.lastIndexOf(QLatin1Char(' '), limit - 1);
    if (cut < limit / 2) {
        cut = limit - 1;  // one very long word: cut it rather than show almost nothing
    }
    QString out = text.left(cut).trimmed();
    while (!out.isEmpty() && QStringLiteral(",;:(").contains(out.back())) {
        out.chop(1);
    }
    return out + QStringLiteral("…");
}

StartPage::StartPage(const QStringList& recent_files, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Start"));
    resize(720, 520);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("<h3>StepBudget</h3><p>A training plan is a per-step budget divided by the work each "
           "step must do. Pick a case from the book or one of your files.</p>"),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QListWidget(this);
    m_list->setWordWrap(true);
    m_list->setSpacing(3);
    // What the user worked on last comes first; the book's cases follow.
    for (const QString& file : recent_files) {
        auto* item =
            new QListWidgetItem(tr("Recent: %1\n%2").arg(QFileInfo(file).fileName(), file), m_list);
        item->setData(Qt::UserRole, file);
        item->setToolTip(file);
    }
    for (const PresetInfo& preset : builtinPresets()) {
        auto* item = new QListWidgetItem(
            QStringLiteral("%1\n%2").arg(preset.name, shortenAtWord(preset.description, 220)),
            m_list);
        item->setData(Qt::UserRole, preset.path);
        item->setToolTip(preset.description);
    }
    m_list->setCurrentRow(0);
    layout->addWidget(m_list, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    m_browse = buttons->addButton(tr("Browse…"), QDialogButtonBox::ActionRole);
    m_browse->setToolTip(tr("Open a preset or a Hugging Face config.json from disk"));
    layout->addWidget(buttons);
    const auto accept_current = [this] {
        if (QListWidgetItem* item = m_list->currentItem()) {
            m_chosen = item->data(Qt::UserRole).toString();
            accept();
        }
    };
    connect(buttons, &QDialogButtonBox::accepted, this, accept_current);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, accept_current);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open preset or config.json"), QString(),
                                         tr("Presets and Hugging Face configs (*.json)"));
        if (!path.isEmpty()) {
            m_chosen = path;
            accept();
        }
    });
}

QString StartPage::pathAt(int row) const {
    QListWidgetItem* item = m_list->item(row);
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString StartPage::textAt(int row) const {
    QListWidgetItem* item = m_list->item(row);
    return item ? item->text() : QString();
}

int StartPage::count() const {
    return m_list->count();
}

}  // namespace stepbudget
