// Exporting a chart: PNG (with a scale factor), SVG, PDF (the chart's scene rendered into the
// page, not the widget, so it never overflows — toolchain.md), and CSV of its series.
#pragma once

#include <QString>

class QChartView;

namespace stepbudget {

bool exportChartPng(QChartView* view, const QString& path, double scale, QString* error);
bool exportChartSvg(QChartView* view, const QString& path, QString* error);
bool exportChartPdf(QChartView* view, const QString& path, QString* error);
// Long format: series,x,y (XY series) and series,category,value (bar sets).
bool exportChartCsv(QChartView* view, const QString& path, QString* error);
// Chooses the format by the file's suffix (.png .svg .pdf .csv).
bool exportChart(QChartView* view, const QString& path, double png_scale, QString* error);

}  // namespace stepbudget
