#include "app/gui/start_page.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/gui/preset_library.h"

namespace stepbudget {

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
    for (const PresetInfo& preset : builtinPresets()) {
        auto* item = new QListWidgetItem(
            QStringLiteral("%1\n%2").arg(preset.name, preset.description.left(220)), m_list);
        item->setData(Qt::UserRole, preset.path);
        item->setToolTip(preset.description);
    }
    for (const QString& file : recent_files) {
        auto* item =
            new QListWidgetItem(tr("Recent: %1\n%2").arg(QFileInfo(file).fileName(), file), m_list);
        item->setData(Qt::UserRole, file);
    }
    m_list->setCurrentRow(0);
    layout->addWidget(m_list, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
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
}

}  // namespace stepbudget
