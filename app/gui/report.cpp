#include "app/gui/report.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QPrinter>
#include <QTabWidget>
#include <QTextDocument>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include "app/gui/comparison.h"
#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "model/base/units.h"
#include "views/common/derivation_panel.h"
#include "views/common/file_write.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

const char* const kChain[] = {
    "plan.steps",
    "plan.step_budget_s",
    "memory.state_bytes_per_param",
    "memory.persistent_bytes",
    "memory.peak_bytes_per_card",
    "memory.margin_bytes",
    "compute.task_flops",
    "plan.flops_per_step",
    "plan.compute_s",
    "comm.step_bytes_per_card",
    "comm.link_time_s",
    "comm.exposed_s",
    "plan.step_time_s",
    "checkpoint.size_bytes",
    "checkpoint.save_s",
    "checkpoint.failure_rate_per_s",
    "checkpoint.overhead_fraction",
    "checkpoint.optimal_interval_s",
    "plan.step_cap_s",
    "plan.margin_s",
    "plan.train_days",
    "plan.finish_days",
    "plan.required_mfu",
};

QByteArray pngBytes(const QImage& image) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

}  // namespace

QList<ReportChart> collectCharts(MainWindow* window) {
    QList<ReportChart> charts;
    QTabWidget* tabs = window->tabs();
    const int current = tabs->currentIndex();
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);  // refreshes a stale view
        auto* panel = qobject_cast<ChartPanel*>(tabs->widget(i));
        if (panel == nullptr) {
            continue;
        }
        for (QChartView* view : panel->chartViews()) {
            const QSize size(1000, 620);
            const QSize old = view->size();
            view->resize(size);  // a fixed size, whatever the window's
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            {
                QPainter painter(&image);
                painter.setRenderHint(QPainter::Antialiasing);
                view->scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)),
                                      view->sceneRect());
            }
            view->resize(old);
            charts.append({view->chart()->title(), image});
        }
    }
    tabs->setCurrentIndex(current);
    return charts;
}

QString reportHtml(const Controller& c, const QList<ReportChart>& charts) {
    const Scenario& s = c.scenario();
    const bool comparing = c.hasBaseline();
    QString html = QStringLiteral(
                       "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>"
                       "<style>body{font-family:sans-serif;max-width:1050px;margin:24px auto;"
                       "color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;"
                       "padding:4px 10px}td.n{text-align:right}code{background:#f4f4f4}"
                       "img{max-width:100%;border:1px solid #ddd}</style></head><body>\n")
                       .arg(QString::fromStdString(s.name).toHtmlEscaped());
    html += QStringLiteral("<h1>%1</h1>\n<p>%2</p>\n")
                .arg(QString::fromStdString(s.name).toHtmlEscaped(),
                     QString::fromStdString(s.description).toHtmlEscaped());
    html += QStringLiteral("<h2>%1</h2>\n<table><tr><th>%2</th><th>%3</th>")
                .arg(QCoreApplication::translate("Report", "Headline"),
                     QCoreApplication::translate("Report", "Result"),
                     comparing ? QCoreApplication::translate("Report", "B (current)")
                               : QCoreApplication::translate("Report", "Value"));
    if (comparing) {
        html += QStringLiteral("<th>%1</th><th>%2</th>")
                    .arg(QCoreApplication::translate("Report", "A (baseline)"),
                         QCoreApplication::translate("Report", "B − A"));
    }
    html += QStringLiteral("</tr>\n");
    for (const ComparisonRow& row : comparisonRows(c)) {
        html += QStringLiteral("<tr><td>%1</td><td class=n>%2</td>")
                    .arg(row.label.toHtmlEscaped(), row.b);
        if (comparing) {
            html += QStringLiteral("<td class=n>%1</td><td class=n>%2</td>").arg(row.a, row.delta);
        }
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</table>\n<h2>%1</h2>\n")
                .arg(QCoreApplication::translate("Report", "How the plan is derived"));
    for (const char* id : kChain) {
        if (const Derivation* d = c.results().derivation(id)) {
            html += QStringLiteral(
                        "<p><b>%1</b><br><code>%2</code><br><code>= %3</code><br>= <b>%4</b></p>\n")
                        .arg(derivationTitle(*d).toHtmlEscaped(),
                             QString::fromStdString(d->formula).toHtmlEscaped(),
                             QString::fromStdString(d->substituted).toHtmlEscaped(),
                             formatValue(d->value, d->unit).toHtmlEscaped());
        }
    }
    html += QStringLiteral("<h2>%1</h2>\n").arg(QCoreApplication::translate("Report", "Charts"));
    for (const ReportChart& chart : charts) {
        html += QStringLiteral("<h3>%1</h3>\n<img alt=\"%1\" src=\"data:image/png;base64,%2\">\n")
                    .arg(chart.title.toHtmlEscaped(),
                         QString::fromLatin1(pngBytes(chart.image).toBase64()));
    }
    html += QStringLiteral("<p style=\"color:#777\">%1</p></body></html>\n")
                .arg(QCoreApplication::translate("Report",
                                                 "Made with StepBudget. Formulas and worked "
                                                 "examples: chapter 10, training systems."));
    return html;
}

QString reportMarkdown(const Controller& c, const QStringList& image_names) {
    const Scenario& s = c.scenario();
    const bool comparing = c.hasBaseline();
    QString md = QStringLiteral("# %1\n\n%2\n\n## %3\n\n")
                     .arg(QString::fromStdString(s.name), QString::fromStdString(s.description),
                          QCoreApplication::translate("Report", "Headline"));
    md += comparing ? QStringLiteral("| %1 | %2 | %3 | %4 |\n|---|---:|---:|---:|\n")
                          .arg(QCoreApplication::translate("Report", "Result"),
                               QCoreApplication::translate("Report", "B (current)"),
                               QCoreApplication::translate("Report", "A (baseline)"),
                               QCoreApplication::translate("Report", "B − A"))
                    : QStringLiteral("| %1 | %2 |\n|---|---:|\n")
                          .arg(QCoreApplication::translate("Report", "Result"),
                               QCoreApplication::translate("Report", "Value"));
    for (const ComparisonRow& row : comparisonRows(c)) {
        md +=
            comparing
                ? QStringLiteral("| %1 | %2 | %3 | %4 |\n").arg(row.label, row.b, row.a, row.delta)
                : QStringLiteral("| %1 | %2 |\n").arg(row.label, row.b);
    }
    md += QStringLiteral("\n## %1\n\n")
              .arg(QCoreApplication::translate("Report", "How the plan is derived"));
    for (const char* id : kChain) {
        if (const Derivation* d = c.results().derivation(id)) {
            md += QStringLiteral("- **%1**: `%2`  \n  = `%3`  \n  = **%4**\n")
                      .arg(derivationTitle(*d), QString::fromStdString(d->formula),
                           QString::fromStdString(d->substituted), formatValue(d->value, d->unit));
        }
    }
    md += QStringLiteral("\n## %1\n\n").arg(QCoreApplication::translate("Report", "Charts"));
    for (const QString& name : image_names) {
        md += QStringLiteral("![](%1)\n\n").arg(name);
    }
    return md;
}

bool writeReport(MainWindow* window, const Controller& controller, const QString& path,
                 QString* error) {
    const QList<ReportChart> charts = collectCharts(window);
    const QFileInfo info(path);
    const bool markdown = info.suffix().compare(QLatin1String("md"), Qt::CaseInsensitive) == 0;
    QString text;
    if (markdown) {
        QStringList names;
        for (int i = 0; i < charts.size(); ++i) {
            const QString name =
                QStringLiteral("%1-chart-%2.png").arg(info.completeBaseName()).arg(i + 1);
            QBuffer png;
            png.open(QIODevice::WriteOnly);
            charts[i].image.save(&png, "PNG");
            if (!writeFileAtomically(info.dir().filePath(name), png.data(), error)) {
                return false;
            }
            names << name;
        }
        text = reportMarkdown(controller, names);
    } else {
        text = reportHtml(controller, charts);
    }
    return writeFileAtomically(path, text.toUtf8(), error);
}

void printReport(MainWindow* window, const Controller& controller, QPrinter* printer) {
    QTextDocument document;
    const QList<ReportChart> charts = collectCharts(window);
    // QTextDocument does not read data: URLs; give it the images as resources instead.
    QString html = reportHtml(controller, {});
    QString images;
    for (int i = 0; i < charts.size(); ++i) {
        const QUrl url(QStringLiteral("chart://%1").arg(i));
        document.addResource(QTextDocument::ImageResource, url, charts[i].image.scaledToWidth(900));
        images += QStringLiteral("<h3>%1</h3><img src=\"%2\">")
                      .arg(charts[i].title.toHtmlEscaped(), url.toString());
    }
    html.replace(QStringLiteral("</body>"), images + QStringLiteral("</body>"));
    document.setHtml(html);
    document.print(printer);
}

}  // namespace stepbudget
