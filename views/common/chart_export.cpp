#include "views/common/chart_export.h"

#include <algorithm>

#include <QBuffer>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTextStream>
#include <QWidget>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QXYSeries>

#include "views/common/chart_panel.h"
#include "views/common/file_write.h"

namespace stepbudget {

namespace {

QString csvField(QString text) {
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
        text.contains(QLatin1Char('\n'))) {
        text.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

void relayout(QChart* chart) {
    if (QGraphicsLayout* layout = chart->layout()) {
        layout->invalidate();
        layout->activate();
    }
}

QString cannotWrite(const QString& path) {
    return QObject::tr("Cannot write %1").arg(path);
}

}  // namespace

QSize reportLayoutSize(const ExportItem& item, const QSize& fallback) {
    if (!item.report_size.isEmpty()) {
        return item.report_size;
    }
    QSize size = fallback;
    if (auto* sized = dynamic_cast<SizedPainting*>(item.painted)) {
        const int content = sized->contentHeight(size.width());
        if (content > 0) {
            size.setHeight(std::min(size.height(), content));
        }
    }
    return size;
}

void renderExportItem(const ExportItem& item, QPainter* painter, const QRectF& target,
                      const QSizeF& logical) {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    if (item.chart != nullptr) {
        // Lay the chart out at the export size: legend side and axis-title fonts are chosen for
        // that width, exactly as on a screen of that size; then restore the view's layout.
        QChart* chart = item.chart->chart();
        const QRectF old = chart->geometry();
        chart->setGeometry(QRectF(QPointF(0, 0), logical));
        // The fits only invalidate the layout; it must hold before the next step reads it.
        fitLegend(chart, logical.width());
        relayout(chart);
        fitAxisTitles(chart);
        fitTickLabels(chart);
        relayout(chart);
        item.chart->scene()->render(painter, target, QRectF(QPointF(0, 0), logical));
        chart->setGeometry(old);
        fitLegend(chart, old.width());
        relayout(chart);
        fitAxisTitles(chart);
        fitTickLabels(chart);
        relayout(chart);
    } else if (item.painted != nullptr) {
        // A painted widget paints itself at the export size, scaled into the target: through
        // SizedPainting when a scroll area would undo a resize, else resized for one render
        // (no screen involved).
        QWidget* w = item.painted;
        const QSize size = logical.toSize();
        const auto paintWidget = [w, size](QPainter* p) {
            if (auto* sized = dynamic_cast<SizedPainting*>(w)) {
                sized->paintAtSize(p, size);
            } else {
                const QSize old = w->size();
                w->resize(size);
                w->render(p, QPoint(), QRegion(QRect(QPoint(), size)), QWidget::DrawChildren);
                w->resize(old);
            }
        };
        const int device_dpi = painter->device() != nullptr ? painter->device()->logicalDpiY() : 0;
        if (device_dpi > 0 && device_dpi != w->logicalDpiY()) {
            // A widget lays its text out with its own font metrics (the screen's DPI), but a
            // point-sized font is drawn at the device's DPI: on a 300 dpi PDF or a printer the
            // text came out ~3-12x too large over the layout (the report's Gantt legend ran over
            // its time axis). So such a device gets the widget painted into an image at up to
            // 300 dpi (96-dpi layout, scaled pixels), drawn into the target.
            constexpr double kMaxScale = 300.0 / 96.0;
            const double scale = std::min(
                kMaxScale, painter->deviceTransform().m11() * target.width() / logical.width());
            QImage image((logical * std::max(1.0, scale)).toSize(),
                         QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(std::max(1.0, scale));
            image.fill(Qt::white);
            {
                QPainter image_painter(&image);
                image_painter.setRenderHint(QPainter::Antialiasing);
                image_painter.setRenderHint(QPainter::TextAntialiasing);
                paintWidget(&image_painter);
            }
            painter->setRenderHint(QPainter::SmoothPixmapTransform);
            painter->drawImage(target, image);
        } else {
            painter->translate(target.topLeft());
            painter->scale(target.width() / logical.width(), target.height() / logical.height());
            paintWidget(painter);
        }
    }
    painter->restore();
}

bool exportPng(const ExportItem& item, const QString& path, const ExportOptions& options,
               QString* error) {
    const double scale = options.dpi / 96.0;
    const QSize pixels = (QSizeF(options.size) * scale).toSize();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        renderExportItem(item, &painter, QRectF(QPointF(0, 0), QSizeF(pixels)),
                         QSizeF(options.size));
    }
    // The DPI goes into the file only after painting: set before, text in points would be
    // scaled twice (once by the DPI, once by the target rectangle).
    const int dots_per_meter = qRound(options.dpi / 0.0254);
    image.setDotsPerMeterX(dots_per_meter);
    image.setDotsPerMeterY(dots_per_meter);
    // Encoded in memory, then written checked and atomically (views/common/file_write.h).
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        *error = cannotWrite(path);
        return false;
    }
    return writeFileAtomically(path, buffer.data(), error);
}

bool exportSvg(const ExportItem& item, const QString& path, const ExportOptions& options,
               QString* error) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(options.size);
    svg.setViewBox(QRect(QPoint(0, 0), options.size));
    svg.setResolution(qRound(options.dpi));
    svg.setTitle(item.title);
    QPainter painter;
    if (!painter.begin(&svg)) {
        *error = cannotWrite(path);
        return false;
    }
    renderExportItem(item, &painter, QRectF(QPointF(0, 0), QSizeF(options.size)),
                     QSizeF(options.size));
    painter.end();
    return writeFileAtomically(path, buffer.data(), error);
}

bool exportPdf(const ExportItem& item, const QString& path, const ExportOptions& options,
               QString* error) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(item.title);
        pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape,
                                      QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
        pdf.setResolution(300);
        QPainter painter;
        if (!painter.begin(&pdf)) {
            *error = cannotWrite(path);
            return false;
        }
        // The whole printable area, the chart laid out at its aspect ratio and the asked width.
        const QRectF page(QPointF(0, 0), pdf.pageLayout().paintRectPixels(pdf.resolution()).size());
        const double width = options.size.width();
        renderExportItem(item, &painter, page, QSizeF(width, width * page.height() / page.width()));
        painter.end();
    }  // the writer finishes the document when it goes
    return writeFileAtomically(path, buffer.data(), error);
}

bool exportCsv(const ExportItem& item, const QString& path, QString* error) {
    if (item.chart == nullptr) {
        *error = QObject::tr("%1 is painted, not a chart of series: export it as PNG, SVG or PDF")
                     .arg(item.title);
        return false;
    }
    QString text;
    QTextStream out(&text);
    out << "series,x,y\n";
    for (QAbstractSeries* series : item.chart->chart()->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            for (const QPointF& p : xy->points()) {
                out << csvField(xy->name()) << ',' << QString::number(p.x(), 'g', 12) << ','
                    << QString::number(p.y(), 'g', 12) << '\n';
            }
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            QStringList categories;
            for (QAbstractAxis* axis : bars->attachedAxes()) {
                if (auto* cat = qobject_cast<QBarCategoryAxis*>(axis)) {
                    categories = cat->categories();
                }
            }
            for (QBarSet* set : bars->barSets()) {
                for (int i = 0; i < set->count(); ++i) {
                    QString category = categories.value(i, QString::number(i));
                    category.replace(QLatin1String("<br>"), QLatin1String(" "));
                    out << csvField(set->label()) << ',' << csvField(category) << ','
                        << QString::number(set->at(i), 'g', 12) << '\n';
                }
            }
        }
    }
    out.flush();
    return writeFileAtomically(path, text.toUtf8(), error);
}

bool exportItem(const ExportItem& item, const QString& path, const ExportOptions& options,
                QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        return exportPng(item, path, options, error);
    }
    if (suffix == QLatin1String("svg")) {
        return exportSvg(item, path, options, error);
    }
    if (suffix == QLatin1String("pdf")) {
        return exportPdf(item, path, options, error);
    }
    if (suffix == QLatin1String("csv")) {
        return exportCsv(item, path, error);
    }
    *error = QObject::tr("Unknown export format .%1 (use .png, .svg, .pdf or .csv)").arg(suffix);
    return false;
}

QString exportFileStem(const QString& title) {
    QString stem = title.toLower();
    stem.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}]+")), QStringLiteral("-"));
    while (stem.startsWith(QLatin1Char('-'))) {
        stem.remove(0, 1);
    }
    while (stem.endsWith(QLatin1Char('-'))) {
        stem.chop(1);
    }
    return stem.isEmpty() ? QStringLiteral("chart") : stem.left(60);
}

bool exportChart(QChartView* view, const QString& path, double png_scale, QString* error) {
    ExportOptions options;
    options.size = view->size();
    options.dpi = 96.0 * png_scale;
    return exportItem({view->chart()->title(), view, nullptr, QSize()}, path, options, error);
}

}  // namespace stepbudget
