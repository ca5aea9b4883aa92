// Exporting a chart: each chart of a tab — a Qt Charts view or a painted widget (the Gantt, the
// memory strip, the async timeline) — is laid out afresh at the size asked for and rendered into
// the target, never grabbed from the window: PNG at a DPI, SVG, a full-page PDF, and CSV of a
// chart's series. The window's size and its cut labels never reach the file.
#pragma once

#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>

class QChartView;
class QPainter;
class QWidget;

namespace stepbudget {

// A painted widget that can paint itself at any size without being resized (the Gantt lives in
// a scroll area, which sizes it back to its viewport on every resize).
class SizedPainting {
public:
    virtual ~SizedPainting() = default;
    virtual void paintAtSize(QPainter* painter, const QSize& size) = 0;
    // The height its content needs at `width` (logical px), or 0 for "fill any height": a
    // report lays a short painting out that tall rather than leave the rest of its box blank.
    virtual int contentHeight(int width) {
        (void)width;
        return 0;
    }
};

// One exportable chart: exactly one of `chart` and `painted` is set.
struct ExportItem {
    QString title;
    QChartView* chart = nullptr;
    QWidget* painted = nullptr;
    // The report's layout size when it differs from a chart's (a short strip); empty: default.
    QSize report_size;
};

// A table a view adds to the paged report after its charts (the Search tab's best layouts):
// rich text at the page width, under its own heading.
struct ReportTable {
    QString title;
    QString html;
};

// The layout size of `item` in a report whose charts default to `fallback`: its own report
// size if it has one, else the fallback, no taller than a painted item's content needs.
QSize reportLayoutSize(const ExportItem& item, const QSize& fallback);

struct ExportOptions {
    QSize size{1200, 750};  // logical pixels (1/96 inch): what the layout sees
    double dpi = 96;        // PNG pixels per inch; 192 doubles the pixels, not the layout
};

// The item laid out at `logical` size and painted into `target` (any painter: image, SVG, PDF,
// printer); the item's on-screen geometry is restored afterwards.
void renderExportItem(const ExportItem& item, QPainter* painter, const QRectF& target,
                      const QSizeF& logical);

bool exportPng(const ExportItem& item, const QString& path, const ExportOptions& options,
               QString* error);
bool exportSvg(const ExportItem& item, const QString& path, const ExportOptions& options,
               QString* error);
// A4 landscape, the chart laid out at the page's aspect ratio and filling the printable area.
bool exportPdf(const ExportItem& item, const QString& path, const ExportOptions& options,
               QString* error);
// Long format: series,x,y (XY series) and series,category,value (bar sets); charts only.
bool exportCsv(const ExportItem& item, const QString& path, QString* error);
// Chooses the format by the file's suffix (.png .svg .pdf .csv).
bool exportItem(const ExportItem& item, const QString& path, const ExportOptions& options,
                QString* error);
// A file name from a title: "Per-card memory by ZeRO stage" -> "per-card-memory-by-zero-stage".
QString exportFileStem(const QString& title);

// Kept for callers with a chart view in hand: PNG at `png_scale` times its on-screen size.
bool exportChart(QChartView* view, const QString& path, double png_scale, QString* error);

}  // namespace stepbudget
