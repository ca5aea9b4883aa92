#include "views/common/chart_export.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextStream>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QXYSeries>

#include "views/common/file_write.h"

namespace stepbudget {

namespace {

void renderChart(QChartView* view, QPainter* painter, const QRectF& target) {
    painter->setRenderHint(QPainter::Antialiasing);
    view->scene()->render(painter, target, view->sceneRect());
}

QString csvField(QString text) {
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
        text.contains(QLatin1Char('\n'))) {
        text.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

}  // namespace

bool exportChartPng(QChartView* view, const QString& path, double scale, QString* error) {
    const QSize size = (QSizeF(view->size()) * scale).toSize();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        renderChart(view, &painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    // Encoded in memory, then written checked and atomically (views/common/file_write.h).
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        *error = QObject::tr("Cannot write %1").arg(path);
        return false;
    }
    return writeFileAtomically(path, buffer.data(), error);
}

bool exportChartSvg(QChartView* view, const QString& path, QString* error) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(view->size());
    svg.setViewBox(QRect(QPoint(0, 0), view->size()));
    svg.setTitle(view->chart()->title());
    QPainter painter;
    if (!painter.begin(&svg)) {
        *error = QObject::tr("Cannot write %1").arg(path);
        return false;
    }
    renderChart(view, &painter, QRectF(QPointF(0, 0), QSizeF(view->size())));
    painter.end();
    return writeFileAtomically(path, buffer.data(), error);
}

bool exportChartPdf(QChartView* view, const QString& path, QString* error) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(view->chart()->title());
        pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape,
                                      QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
        pdf.setResolution(300);
        QPainter painter;
        if (!painter.begin(&pdf)) {
            *error = QObject::tr("Cannot write %1").arg(path);
            return false;
        }
        // Fit the chart into the printable area, keeping its aspect ratio.
        const QRectF page = pdf.pageLayout().paintRectPixels(pdf.resolution());
        QSizeF size = QSizeF(view->size());
        size.scale(page.size(), Qt::KeepAspectRatio);
        renderChart(view, &painter, QRectF(QPointF(0, 0), size));
        painter.end();
    }  // the writer finishes the document when it goes
    return writeFileAtomically(path, buffer.data(), error);
}

bool exportChartCsv(QChartView* view, const QString& path, QString* error) {
    QString text;
    QTextStream out(&text);
    out << "series,x,y\n";
    for (QAbstractSeries* series : view->chart()->series()) {
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

bool exportChart(QChartView* view, const QString& path, double png_scale, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        return exportChartPng(view, path, png_scale, error);
    }
    if (suffix == QLatin1String("svg")) {
        return exportChartSvg(view, path, error);
    }
    if (suffix == QLatin1String("pdf")) {
        return exportChartPdf(view, path, error);
    }
    if (suffix == QLatin1String("csv")) {
        return exportChartCsv(view, path, error);
    }
    *error = QObject::tr("Unknown export format .%1 (use .png, .svg, .pdf or .csv)").arg(suffix);
    return false;
}

}  // namespace stepbudget
