// The meeting report: headline numbers (A and B side by side when comparing), the derivation
// chain of the plan, and every chart — as HTML (charts embedded) or Markdown (charts written as
// PNG files beside it), in the interface language; printed or as PDF it is laid out in pages:
// a table of contents with page numbers, every chart scaled to the page width and drawn as
// vectors, each heading kept on the page of its chart.
#pragma once

#include <QHash>
#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

#include "views/common/chart_export.h"

class QPrinter;
class QPagedPaintDevice;

namespace stepbudget {

class MainWindow;
class Controller;

struct ReportChart {
    QString title;
    QImage image;     // for HTML and Markdown
    QString section;  // the tab it comes from
    ExportItem item;  // for the paged report (drawn as vectors)
};

// Where each entry of the paged report landed: the table of contents, and what a test checks.
struct ReportPageEntry {
    QString title;
    int page = 0;         // 1-based
    int level = 0;        // 0 section, 1 chart
    QRectF heading_rect;  // device pixels on that page
    QRectF chart_rect;    // empty for sections
};

// Every chart of every view, refreshed and rendered at a fixed size.
QList<ReportChart> collectCharts(MainWindow* window);
// The views' report tables by tab title (ChartPanel::reportTables()); after collectCharts().
QHash<QString, QList<ReportTable>> collectTables(MainWindow* window);
// While it lives, every view draws its charts at their full extent (the Gantt unzoomed).
class WholeExtent {
public:
    explicit WholeExtent(MainWindow* window);
    ~WholeExtent();
    WholeExtent(const WholeExtent&) = delete;
    WholeExtent& operator=(const WholeExtent&) = delete;

private:
    MainWindow* m_window;
};
// The views left out because they do not apply to the plan: "MoE: Not for this plan: …".
QStringList reportOmissions(MainWindow* window);
// The scenario's name, with "(modified)" when its inputs differ from its preset or file.
QString reportTitle(const Controller& controller);
// The scenario's description, said to be the preset's once the inputs differ from it.
QString reportDescription(const Controller& controller);
// "Changed from the preset" (input, key, preset, current) as a report table; "" when nothing
// changed; a sentence when the preset is unknown (a crash restore without its file).
QString changesHtml(const Controller& controller);
// The inputs B changes from A when comparing, as a report table; "" without a baseline.
QString differencesHtml(const Controller& controller);
QString reportHtml(const Controller& controller, const QList<ReportChart>& charts,
                   const QList<ReportTable>& tables = {}, const QStringList& omissions = {});
// `image_names`: file names the Markdown links to (written by writeReport).
QString reportMarkdown(const Controller& controller, const QStringList& image_names);
// Writes .html, .md or .pdf by the suffix; Markdown also writes <name>-chart-N.png beside it.
bool writeReport(MainWindow* window, const Controller& controller, const QString& path,
                 QString* error);
void printReport(MainWindow* window, const Controller& controller, QPrinter* printer);
// The paged report on any paged device (printer, PDF writer); returns where each entry went.
QList<ReportPageEntry> paintReport(MainWindow* window, const Controller& controller,
                                   QPagedPaintDevice* device);

}  // namespace stepbudget
