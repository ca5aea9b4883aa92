#include "app/gui/report.h"

#include "model/evaluate/plan_chain.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QTabWidget>
#include <QTextDocument>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include "app/gui/comparison.h"
#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/search_runner.h"
#include "model/base/text.h"
#include "model/base/units.h"
#include "views/common/chart_panel.h"
#include "views/common/derivation_panel.h"
#include "views/common/file_write.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

QByteArray pngBytes(const QImage& image) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

}  // namespace

// The layout size of a report chart in logical pixels: wide enough that legends and axis
// titles fit whole (tst_layout's rule), the aspect of a page-width figure.
constexpr QSize kReportChartSize(1000, 620);

QList<ReportChart> collectCharts(MainWindow* window) {
    QList<ReportChart> charts;
    QTabWidget* tabs = window->tabs();
    const int current = tabs->currentIndex();
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);  // refreshes a stale view
        // A shown Search tab asks for its front after a debounce: wait for it, or the report's
        // Pareto chart would hold the current plan alone.
        window->searchRunner()->flush();
        auto* panel = qobject_cast<ChartPanel*>(tabs->widget(i));
        if (panel == nullptr) {
            continue;
        }
        for (const ExportItem& item : panel->exportItems()) {
            const QSize size = reportLayoutSize(item, kReportChartSize);
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            {
                QPainter painter(&image);
                renderExportItem(item, &painter, QRectF(QPointF(0, 0), QSizeF(size)), QSizeF(size));
            }
            const QString title = item.chart != nullptr && !item.chart->chart()->title().isEmpty()
                                      ? item.chart->chart()->title()
                                      : item.title;
            charts.append({title, image, tabs->tabText(i), item});
        }
    }
    tabs->setCurrentIndex(current);
    return charts;
}

QHash<QString, QList<ReportTable>> collectTables(MainWindow* window) {
    QHash<QString, QList<ReportTable>> tables;
    QTabWidget* tabs = window->tabs();
    for (int i = 0; i < tabs->count(); ++i) {
        if (auto* panel = qobject_cast<ChartPanel*>(tabs->widget(i))) {
            tables.insert(tabs->tabText(i), panel->reportTables());
        }
    }
    return tables;
}

QString reportHtml(const Controller& c, const QList<ReportChart>& charts,
                   const QList<ReportTable>& tables) {
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
    for (const char* id : kPlanChain) {
        if (const Derivation* d = c.results().derivation(id)) {
            html += QStringLiteral(
                        "<p><b>%1</b><br><code>%2</code><br><code>= %3</code><br>= <b>%4</b></p>\n")
                        .arg(derivationTitle(*d).toHtmlEscaped(),
                             QString::fromUtf8(d->formula.c_str()).toHtmlEscaped(),
                             QString::fromStdString(d->substituted).toHtmlEscaped(),
                             derivationResult(*d).toHtmlEscaped());
        }
    }
    html += QStringLiteral("<h2>%1</h2>\n").arg(QCoreApplication::translate("Report", "Charts"));
    for (const ReportChart& chart : charts) {
        html += QStringLiteral("<h3>%1</h3>\n<img alt=\"%1\" src=\"data:image/png;base64,%2\">\n")
                    .arg(chart.title.toHtmlEscaped(),
                         QString::fromLatin1(pngBytes(chart.image).toBase64()));
    }
    for (const ReportTable& t : tables) {
        html += QStringLiteral("<h3>%1</h3>\n%2\n").arg(t.title.toHtmlEscaped(), t.html);
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
                     .arg(QString::fromStdString(terminalSafeText(s.name)),
                          QString::fromStdString(terminalSafeText(s.description)),
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
    for (const char* id : kPlanChain) {
        if (const Derivation* d = c.results().derivation(id)) {
            md += QStringLiteral("- **%1**: `%2`  \n  = `%3`  \n  = **%4**\n")
                      .arg(derivationTitle(*d), QString::fromUtf8(d->formula.c_str()),
                           QString::fromStdString(d->substituted), derivationResult(*d));
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
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    // The format follows the name; a name the app cannot honour is refused, not written as HTML.
    if (suffix != QLatin1String("html") && suffix != QLatin1String("htm") &&
        suffix != QLatin1String("md") && suffix != QLatin1String("pdf")) {
        *error =
            QCoreApplication::translate(
                "Report", "Cannot write %1: unknown report format \"%2\" (use .html, .md or .pdf)")
                .arg(path, suffix.isEmpty() ? QStringLiteral("no extension")
                                            : QStringLiteral(".") + suffix);
        return false;
    }
    // Refused before the charts are painted (a FIFO or device is never written).
    if (const QString special = nonRegularTargetReason(path); !special.isEmpty()) {
        *error =
            QCoreApplication::translate("FileWrite", "Cannot save %1: %2. Nothing was written.")
                .arg(path, special);
        return false;
    }
    if (suffix == QLatin1String("pdf")) {
        // Laid out in memory, then written checked and atomically like every other file.
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter pdf(&buffer);
            pdf.setTitle(QString::fromStdString(controller.scenario().name));
            pdf.setCreator(QStringLiteral("StepBudget"));
            pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                          QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
            pdf.setResolution(300);
            if (paintReport(window, controller, &pdf).isEmpty()) {
                *error = QCoreApplication::translate("Report", "Cannot write %1").arg(path);
                return false;
            }
        }  // the writer finishes the document when it goes
        return writeFileAtomically(path, buffer.data(), error);
    }
    const QList<ReportChart> charts = collectCharts(window);
    // The views' tables (the Search tab's best layouts) after the charts, in tab order.
    QList<ReportTable> tables;
    {
        const QHash<QString, QList<ReportTable>> by_tab = collectTables(window);
        for (int i = 0; i < window->tabs()->count(); ++i) {
            tables += by_tab.value(window->tabs()->tabText(i));
        }
    }
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
        // Markdown renders HTML tables as they are (GitHub, most viewers).
        for (const ReportTable& t : tables) {
            text += QStringLiteral("### %1\n\n%2\n\n").arg(t.title, t.html);
        }
    } else {
        text = reportHtml(controller, charts, tables);
    }
    return writeFileAtomically(path, text.toUtf8(), error);
}

void printReport(MainWindow* window, const Controller& controller, QPrinter* printer) {
    paintReport(window, controller, printer);
}

namespace {

// The paged report is laid out twice: once to learn on which page every entry lands (the
// table of contents needs the numbers), once to paint. `Pager` does both; with no painter it
// only measures.
class Pager {
public:
    Pager(QPagedPaintDevice* device, QPainter* painter) : m_device(device), m_painter(painter) {
        const QPageLayout layout = device->pageLayout();
        const QRect paint = layout.paintRectPixels(device->logicalDpiX());
        m_page = QRectF(0, 0, paint.width(), paint.height());
        m_mm = device->logicalDpiX() / 25.4;
    }
    double width() const { return m_page.width(); }
    double mm() const { return m_mm; }
    int page() const { return m_page_number; }
    double y() const { return m_y; }
    double room() const { return m_page.height() - m_y; }

    void newPage() {
        if (m_painter != nullptr) {
            m_device->newPage();
        }
        ++m_page_number;
        m_y = 0;
    }
    void space(double mm) { m_y += mm * m_mm; }
    // Starts a new page unless `height` still fits on this one.
    void need(double height) {
        if (height > room() && m_y > 0) {
            newPage();
        }
    }
    // A rich-text block at the page width; returns its rectangle.
    QRectF text(const QString& html, double space_after_mm = 2) {
        QTextDocument doc;
        layOut(&doc, html);
        const QSizeF size = doc.size();
        need(size.height());
        const QRectF rect(0, m_y, width(), size.height());
        if (m_painter != nullptr) {
            m_painter->save();
            m_painter->translate(rect.topLeft());
            doc.drawContents(m_painter);
            m_painter->restore();
        }
        m_y += size.height() + space_after_mm * m_mm;
        return rect;
    }
    double measure(const QString& html) const {
        QTextDocument doc;
        layOut(&doc, html);
        return doc.size().height();
    }
    // 10 pt text measured on the device itself (its DPI), at the page width.
    void layOut(QTextDocument* doc, const QString& html) const {
        doc->documentLayout()->setPaintDevice(m_device);
        doc->setDefaultFont(QFont(QFont().family(), 10));
        doc->setDocumentMargin(0);
        doc->setHtml(html);
        doc->setTextWidth(width());
    }
    // A chart at the page width, its aspect kept; the heading above it stays on its page.
    void chart(const ReportChart& c, const QString& heading_html, ReportPageEntry* entry) {
        const QSizeF logical = QSizeF(reportLayoutSize(c.item, kReportChartSize));
        const double w = width();
        double h = w * logical.height() / logical.width();
        const double heading_h = measure(heading_html) + 1.5 * m_mm;
        // A chart taller than what is left of an empty page is scaled down to fit it.
        h = std::min(h, m_page.height() - heading_h - 4 * m_mm);
        need(heading_h + h);
        entry->page = page();
        entry->heading_rect = text(heading_html, 1.5);
        const double chart_w = h * logical.width() / logical.height();
        const QRectF target((w - chart_w) / 2, m_y, chart_w, h);
        entry->chart_rect = target;
        if (m_painter != nullptr) {
            renderExportItem(c.item, m_painter, target, logical);
        }
        m_y += h + 5 * m_mm;
    }

private:
    QPagedPaintDevice* m_device;
    QPainter* m_painter;
    QRectF m_page;
    double m_mm = 1;
    int m_page_number = 1;
    double m_y = 0;
};

QString tr(const char* text) {
    return QCoreApplication::translate("Report", text);
}

}  // namespace

QList<ReportPageEntry> paintReport(MainWindow* window, const Controller& c,
                                   QPagedPaintDevice* device) {
    const QList<ReportChart> charts = collectCharts(window);
    // Each tab's tables (the Search tab's best layouts), printed after that tab's charts; read
    // after collectCharts(), which brought every view up to date.
    const QHash<QString, QList<ReportTable>> tables = collectTables(window);
    const Scenario& s = c.scenario();
    const bool comparing = c.hasBaseline();
    // The headline table and the derivation chain, as the HTML report has them.
    QString table = QStringLiteral(
                        "<table cellspacing=0 cellpadding=4 border=1 width=100%><tr><th "
                        "align=left>%1</th><th align=right>%2</th>")
                        .arg(tr("Result"), comparing ? tr("B (current)") : tr("Value"));
    if (comparing) {
        table += QStringLiteral("<th align=right>%1</th><th align=right>%2</th>")
                     .arg(tr("A (baseline)"), tr("B − A"));
    }
    table += QStringLiteral("</tr>");
    for (const ComparisonRow& row : comparisonRows(c)) {
        table += QStringLiteral("<tr><td>%1</td><td align=right>%2</td>")
                     .arg(row.label.toHtmlEscaped(), row.b);
        if (comparing) {
            table += QStringLiteral("<td align=right>%1</td><td align=right>%2</td>")
                         .arg(row.a, row.delta);
        }
        table += QStringLiteral("</tr>");
    }
    table += QStringLiteral("</table>");
    QStringList chain;
    for (const char* id : kPlanChain) {
        if (const Derivation* d = c.results().derivation(id)) {
            chain << QStringLiteral(
                         "<p><b>%1</b><br><tt>%2</tt><br><tt>= %3</tt><br>= <b>%4</b></p>")
                         .arg(derivationTitle(*d).toHtmlEscaped(),
                              QString::fromUtf8(d->formula.c_str()).toHtmlEscaped(),
                              QString::fromStdString(d->substituted).toHtmlEscaped(),
                              derivationResult(*d).toHtmlEscaped());
        }
    }
    const auto h2 = [](const QString& text) {
        return QStringLiteral("<h2 style='font-size:16pt'>%1</h2>").arg(text.toHtmlEscaped());
    };
    const auto h3 = [](const QString& text) {
        return QStringLiteral("<p style='font-size:12pt'><b>%1</b></p>").arg(text.toHtmlEscaped());
    };

    QList<ReportPageEntry> entries;
    const auto run = [&](QPainter* painter, const QList<ReportPageEntry>& toc) {
        Pager pager(device, painter);
        QList<ReportPageEntry> out;
        // Page 1, the cover: title, description and the headline table, the page a meeting sees
        // first (the contents alone would not fit under the title and left page 1 blank).
        pager.text(QStringLiteral("<h1 style='font-size:22pt'>%1</h1><p>%2</p>")
                       .arg(QString::fromStdString(s.name).toHtmlEscaped(),
                            QString::fromStdString(s.description).toHtmlEscaped()),
                   4);
        ReportPageEntry headline{tr("Headline"), pager.page(), 0, {}, {}};
        pager.need(pager.measure(h2(headline.title)) + pager.measure(table));
        headline.page = pager.page();
        headline.heading_rect = pager.text(h2(headline.title), 1);
        pager.text(table, 6);
        out << headline;
        // The contents from the next page, with the page numbers of the previous pass: one block
        // per section (its heading and its charts), so a long contents flows onto further pages
        // without splitting a section.
        pager.newPage();
        pager.text(h2(tr("Contents")), 1);
        const auto row = [](const ReportPageEntry& e) {
            return QStringLiteral(
                       "<tr><td style='padding-left:%1px'>%2</td><td align=right>%3</td></tr>")
                .arg(e.level * 24)
                .arg(e.level == 0 ? QStringLiteral("<b>%1</b>").arg(e.title.toHtmlEscaped())
                                  : e.title.toHtmlEscaped())
                .arg(e.page);
        };
        for (qsizetype i = 0; i < toc.size();) {
            QString block = QStringLiteral("<table width=100% cellspacing=0 cellpadding=2>");
            block += row(toc[i++]);
            while (i < toc.size() && toc[i].level > 0) {
                block += row(toc[i++]);
            }
            pager.text(block + QStringLiteral("</table>"), 0);
        }
        pager.newPage();
        ReportPageEntry derived{tr("How the plan is derived"), 0, 0, {}, {}};
        pager.need(pager.measure(h2(derived.title)) + pager.measure(chain.value(0)));
        derived.page = pager.page();
        derived.heading_rect = pager.text(h2(derived.title), 1);
        out << derived;
        for (const QString& block : chain) {
            pager.text(block, 0.5);
        }
        // Charts, a section per tab; a chart starts a new page only when it does not fit. A
        // tab's tables follow its charts, each heading kept with its table.
        pager.space(6);
        QString section;
        const auto flushTables = [&](const QString& of) {
            for (const ReportTable& t : tables.value(of)) {
                ReportPageEntry entry{t.title, 0, 1, {}, {}};
                // Heading and table together (a top-10 table is well under a page).
                pager.need(pager.measure(h3(t.title)) + pager.measure(t.html));
                entry.page = pager.page();
                entry.heading_rect = pager.text(h3(t.title), 1);
                pager.text(t.html, 6);
                out << entry;
            }
        };
        for (const ReportChart& chart : charts) {
            QString heading = h3(chart.title);
            if (chart.section != section) {
                flushTables(section);
                section = chart.section;
                // The section title travels with its first chart.
                ReportPageEntry entry{section, 0, 0, {}, {}};
                ReportPageEntry first{chart.title, 0, 1, {}, {}};
                pager.chart(chart, h2(section) + heading, &first);
                entry.page = first.page;
                entry.heading_rect = first.heading_rect;
                out << entry << first;
                continue;
            }
            ReportPageEntry entry{chart.title, 0, 1, {}, {}};
            pager.chart(chart, heading, &entry);
            out << entry;
        }
        flushTables(section);
        return out;
    };
    // Measuring passes learn the page numbers; the last pass paints with them.
    QList<ReportPageEntry> placeholder = run(nullptr, {});
    placeholder = run(nullptr, placeholder);  // a contents longer than a page moves the rest
    QPainter painter;
    if (!painter.begin(device)) {
        return {};
    }
    entries = run(&painter, placeholder);
    painter.end();
    return entries;
}

}  // namespace stepbudget
