// The export dialog: which chart of the tab, the format, the size in pixels and the DPI; then
// the file (or, exporting every chart, the folder). Sizes are remembered for the session.
#pragma once

#include <QDialog>
#include <QList>

#include "views/common/chart_export.h"

class QComboBox;
class QSpinBox;

namespace stepbudget {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `items` empty: "every chart" mode (format, size and DPI only).
    ExportDialog(const QList<ExportItem>& items, int selected, QWidget* parent = nullptr);
    int selectedItem() const;
    QString suffix() const;  // "png", "svg", "pdf", "csv"
    ExportOptions options() const;

private:
    QComboBox* m_item = nullptr;
    QComboBox* m_format;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QSpinBox* m_dpi;
};

// Runs the dialog, then the save dialog; writes the file. False when cancelled or failed (a
// failure is shown in a message box).
bool exportWithDialog(QWidget* parent, const QList<ExportItem>& items, int selected);
// Writes every item into `folder` as <prefix><n>-<title>.<suffix>; returns the paths written.
QStringList exportAll(const QList<ExportItem>& items, const QString& folder, const QString& prefix,
                      const QString& suffix, const ExportOptions& options, QString* error);

}  // namespace stepbudget
