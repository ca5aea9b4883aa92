#include "views/common/export_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QMessageBox>
#include <QSpinBox>

namespace stepbudget {

namespace {
// The last choice, so a series of exports for one slide deck keeps its size.
ExportOptions g_last;
QString g_last_suffix = QStringLiteral("png");
}  // namespace

ExportDialog::ExportDialog(const QList<ExportItem>& items, int selected, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(items.isEmpty() ? tr("Export every chart") : tr("Export chart"));
    auto* form = new QFormLayout(this);
    if (!items.isEmpty()) {
        m_item = new QComboBox(this);
        for (const ExportItem& item : items) {
            m_item->addItem(item.title);
        }
        m_item->setCurrentIndex(std::clamp(selected, 0, static_cast<int>(items.size()) - 1));
        form->addRow(tr("Chart"), m_item);
    }
    m_format = new QComboBox(this);
    m_format->addItem(tr("PNG image"), QStringLiteral("png"));
    m_format->addItem(tr("SVG drawing"), QStringLiteral("svg"));
    m_format->addItem(tr("PDF, one full page"), QStringLiteral("pdf"));
    if (!items.isEmpty()) {
        m_format->addItem(tr("CSV data"), QStringLiteral("csv"));
    }
    m_format->setCurrentIndex(std::max(0, m_format->findData(g_last_suffix)));
    form->addRow(tr("Format"), m_format);
    const auto spin = [this](int lo, int hi, int value, const QString& suffix) {
        auto* s = new QSpinBox(this);
        s->setRange(lo, hi);
        s->setValue(value);
        s->setSuffix(suffix);
        return s;
    };
    m_width = spin(200, 8000, g_last.size.width(), tr(" px"));
    m_height = spin(150, 8000, g_last.size.height(), tr(" px"));
    m_dpi = spin(48, 1200, qRound(g_last.dpi), tr(" dpi"));
    form->addRow(tr("Width"), m_width);
    form->addRow(tr("Height"), m_height);
    form->addRow(tr("Resolution"), m_dpi);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int ExportDialog::selectedItem() const {
    return m_item != nullptr ? m_item->currentIndex() : -1;
}

QString ExportDialog::suffix() const {
    return m_format->currentData().toString();
}

ExportOptions ExportDialog::options() const {
    ExportOptions o;
    o.size = QSize(m_width->value(), m_height->value());
    o.dpi = m_dpi->value();
    return o;
}

bool exportWithDialog(QWidget* parent, const QList<ExportItem>& items, int selected) {
    if (items.isEmpty()) {
        return false;
    }
    ExportDialog dialog(items, selected, parent);
    if (dialog.exec() != QDialog::Accepted) {
        return false;
    }
    g_last = dialog.options();
    g_last_suffix = dialog.suffix();
    const ExportItem& item = items[dialog.selectedItem()];
    const QString suffix = dialog.suffix();
    const QString path =
        QFileDialog::getSaveFileName(parent, ExportDialog::tr("Export chart"),
                                     exportFileStem(item.title) + QLatin1Char('.') + suffix,
                                     QStringLiteral("%1 (*.%2)").arg(suffix.toUpper(), suffix));
    if (path.isEmpty()) {
        return false;
    }
    QString error;
    if (!exportItem(item, path, dialog.options(), &error)) {
        QMessageBox::warning(parent, ExportDialog::tr("Export failed"), error);
        return false;
    }
    return true;
}

QStringList exportAll(const QList<ExportItem>& items, const QString& folder, const QString& prefix,
                      const QString& suffix, const ExportOptions& options, QString* error) {
    QStringList written;
    const QDir dir(folder);
    for (int i = 0; i < items.size(); ++i) {
        const QString name = QStringLiteral("%1%2-%3.%4")
                                 .arg(prefix)
                                 .arg(i + 1, 2, 10, QLatin1Char('0'))
                                 .arg(exportFileStem(items[i].title), suffix);
        if (!exportItem(items[i], dir.filePath(name), options, error)) {
            return written;
        }
        written << dir.filePath(name);
    }
    return written;
}

}  // namespace stepbudget
