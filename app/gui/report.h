// The meeting report: headline numbers (A and B side by side when comparing), the derivation
// chain of the plan, and every chart — as HTML (charts embedded) or Markdown (charts written as
// PNG files beside it), in the interface language; and printing the same report.
#pragma once

#include <QImage>
#include <QList>
#include <QString>

class QPrinter;

namespace stepbudget {

class MainWindow;
class Controller;

struct ReportChart {
    QString title;
    QImage image;
};

// Every chart of every view, refreshed and rendered at a fixed size.
QList<ReportChart> collectCharts(MainWindow* window);
QString reportHtml(const Controller& controller, const QList<ReportChart>& charts);
// `image_names`: file names the Markdown links to (written by writeReport).
QString reportMarkdown(const Controller& controller, const QStringList& image_names);
// Writes .html or .md by the suffix; Markdown also writes <name>-chart-N.png beside it.
bool writeReport(MainWindow* window, const Controller& controller, const QString& path,
                 QString* error);
void printReport(MainWindow* window, const Controller& controller, QPrinter* printer);

}  // namespace stepbudget
