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
#include <algorithm>

#include "app/gui/comparison.h"
#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/plan_notes.h"
#include "app/gui/preset_library.h"
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
        // A view that does not apply to the plan (MoE on a dense model) has no chart to show:
        // reportOmissions() names it with its reason instead.
        if (panel == nullptr ||
            !panel->notApplicable(window->controller()->scenario(), window->controller()->results())
                 .isEmpty()) {
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

WholeExtent::WholeExtent(MainWindow* window) : m_window(window) {
    for (ChartPanel* view : m_window->views()) {
        view->setWholeExtent(true);
    }
}

WholeExtent::~WholeExtent() {
    for (ChartPanel* view : m_window->views()) {
        view->setWholeExtent(false);
    }
}

QStringList reportOmissions(MainWindow* window) {
    QStringList out;
    QTabWidget* tabs = window->tabs();
    const Controller& c = *window->controller();
    for (int i = 0; i < tabs->count(); ++i) {
        if (auto* panel = qobject_cast<ChartPanel*>(tabs->widget(i))) {
            const QString why = panel->notApplicable(c.scenario(), c.results());
            if (!why.isEmpty()) {
                out << QStringLiteral("%1: %2").arg(tabs->tabText(i), why);
            }
        }
    }
    return out;
}

QString reportTitle(const Controller& c) {
    // Control characters (ANSI escapes) never reach a report.
    const QString name = scenarioTitle(terminalSafeText(c.scenario().name));
    return c.modifiedFromOrigin() ? QCoreApplication::translate("Report", "%1 (modified)").arg(name)
                                  : name;
}

QString reportDescription(const Controller& c) {
    const QString text = QString::fromStdString(terminalSafeText(c.scenario().description));
    // The description is the preset's own: once the inputs differ, its figures are the preset's,
    // not those of the scenario this report shows.
    return c.modifiedFromOrigin() && !text.isEmpty()
               ? QCoreApplication::translate("Report",
                                             "The preset's description (before the changes "
                                             "listed below): %1")
                     .arg(text)
               : text;
}

QString changesHtml(const Controller& c) {
    QString html;
    if (c.origin() == nullptr) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(QCoreApplication::translate(
                        "Report",
                        "The preset these inputs came from is not known (edits restored after a "
                        "crash, without their file): every input is as shown below."));
    } else if (const QList<InputChange> changes = inputChanges(*c.origin(), c.scenario());
               !changes.isEmpty()) {
        html += inputChangesHtml(changes, QCoreApplication::translate("Report", "Preset"),
                                 QCoreApplication::translate("Report", "Current"));
    }
    return html;
}

QString differencesHtml(const Controller& c) {
    if (!c.hasBaseline()) {
        return QString();
    }
    const QList<InputChange> changes = inputChanges(*c.baselineScenario(), c.scenario());
    return changes.isEmpty()
               ? QStringLiteral("<p>%1</p>")
                     .arg(QCoreApplication::translate("Report", "A and B have the same inputs."))
               : inputChangesHtml(changes, QCoreApplication::translate("Report", "A (baseline)"),
                                  QCoreApplication::translate("Report", "B (current)"));
}

QString reportHtml(const Controller& c, const QList<ReportChart>& charts,
                   const QList<ReportTable>& tables, const QStringList& omissions) {
    const bool comparing = c.hasBaseline();
    QString html = QStringLiteral(
                       "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>"
                       "<style>body{font-family:sans-serif;max-width:1050px;margin:24px auto;"
                       "color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;"
                       "padding:4px 10px}td.n{text-align:right}code{background:#f4f4f4}"
                       "img{max-width:100%;border:1px solid #ddd}</style></head><body>\n")
                       .arg(reportTitle(c).toHtmlEscaped());
    html += QStringLiteral("<h1>%1</h1>\n<p>%2</p>\n")
                .arg(reportTitle(c).toHtmlEscaped(), reportDescription(c).toHtmlEscaped());
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
    html += QStringLiteral("</table>\n");
    // The plan's warnings (it runs, but not as typed; none for an invalid scenario), as the
    // app's notes button lists them.
    if (const QString notes = planNotesHtml(c.results().warnings, /*links=*/false);
        !notes.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>\n%2\n").arg(planNotesTitle().toHtmlEscaped(), notes);
    }
    if (const QString changes = changesHtml(c); !changes.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>\n%2\n")
                    .arg(QCoreApplication::translate("Report", "Changed from the preset"), changes);
    }
    if (comparing) {
        html += QStringLiteral("<h2>%1</h2>\n%2\n")
                    .arg(QCoreApplication::translate("Report", "Inputs that differ (A vs B)"),
                         differencesHtml(c));
    }
    html += QStringLiteral("<h2>%1</h2>\n")
                .arg(QCoreApplication::translate("Report", "How the plan is derived"));
    for (const char* id : kPlanChain) {
        if (const Derivation* d = c.results().derivation(id)) {
            html +=
                QStringLiteral(
                    "<p><b>%1</b><br><code>%2</code><br><code>= %3</code><br>= <b>%4</b></p>\n")
                    .arg(derivationTitle(*d).toHtmlEscaped(), derivationFormula(*d).toHtmlEscaped(),
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
    if (!omissions.isEmpty()) {
        html +=
            QStringLiteral("<h3>%1</h3>\n<ul>")
                .arg(QCoreApplication::translate("Report", "Left out: views that do not apply"));
        for (const QString& line : omissions) {
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        }
        html += QStringLiteral("</ul>\n");
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
                     .arg(reportTitle(c), reportDescription(c),
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
    if (const QStringList notes = planNoteLines(c.results().warnings); !notes.isEmpty()) {
        md += QStringLiteral("\n## %1\n\n- %2\n")
                  .arg(planNotesTitle(), notes.join(QStringLiteral("\n- ")));
    }
    if (c.origin() == nullptr) {
        md += QStringLiteral("\n## %1\n\n%2\n")
                  .arg(QCoreApplication::translate("Report", "Changed from the preset"),
                       QCoreApplication::translate(
                           "Report",
                           "The preset these inputs came from is not known (edits restored after "
                           "a crash, without their file): every input is as shown below."));
    } else if (const QList<InputChange> changes = inputChanges(*c.origin(), s);
               !changes.isEmpty()) {
        md +=
            QStringLiteral("\n## %1\n\n%2")
                .arg(QCoreApplication::translate("Report", "Changed from the preset"),
                     inputChangesMarkdown(changes, QCoreApplication::translate("Report", "Preset"),
                                          QCoreApplication::translate("Report", "Current")));
    }
    if (comparing) {
        md += QStringLiteral("\n## %1\n\n%2")
                  .arg(QCoreApplication::translate("Report", "Inputs that differ (A vs B)"),
                       inputChangesMarkdown(inputChanges(*c.baselineScenario(), s),
                                            QCoreApplication::translate("Report", "A (baseline)"),
                                            QCoreApplication::translate("Report", "B (current)")));
    }
    md += QStringLiteral("\n## %1\n\n")
              .arg(QCoreApplication::translate("Report", "How the plan is derived"));
    for (const char* id : kPlanChain) {
        if (const Derivation* d = c.results().derivation(id)) {
            md += QStringLiteral("- **%1**: `%2`  \n  = `%3`  \n  = **%4**\n")
                      .arg(derivationTitle(*d), derivationFormula(*d),
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
    const WholeExtent whole(window);  // every chart at its full extent, whatever the zoom
    if (suffix == QLatin1String("pdf")) {
        // Laid out in memory, then written checked and atomically like every other file.
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter pdf(&buffer);
            pdf.setTitle(reportTitle(controller));
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
        if (const QStringList left_out = reportOmissions(window); !left_out.isEmpty()) {
            text +=
                QStringLiteral("## %1\n\n- %2\n\n")
                    .arg(QCoreApplication::translate("Report", "Left out: views that do not apply"),
                         left_out.join(QStringLiteral("\n- ")));
        }
        // Markdown renders HTML tables as they are (GitHub, most viewers).
        for (const ReportTable& t : tables) {
            text += QStringLiteral("### %1\n\n%2\n\n").arg(t.title, t.html);
        }
    } else {
        text = reportHtml(controller, charts, tables, reportOmissions(window));
    }
    return writeFileAtomically(path, text.toUtf8(), error);
}

void printReport(MainWindow* window, const Controller& controller, QPrinter* printer) {
    const WholeExtent whole(window);
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
    const WholeExtent whole(window);
    const QList<ReportChart> charts = collectCharts(window);
    const QStringList omissions = reportOmissions(window);
    // Each tab's tables (the Search tab's best layouts), printed after that tab's charts; read
    // after collectCharts(), which brought every view up to date.
    const QHash<QString, QList<ReportTable>> tables = collectTables(window);
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
                              derivationFormula(*d).toHtmlEscaped(),
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
                       .arg(reportTitle(c).toHtmlEscaped(), reportDescription(c).toHtmlEscaped()),
                   4);
        ReportPageEntry headline{tr("Headline"), pager.page(), 0, {}, {}};
        pager.need(pager.measure(h2(headline.title)) + pager.measure(table));
        headline.page = pager.page();
        headline.heading_rect = pager.text(h2(headline.title), 1);
        pager.text(table, 6);
        out << headline;
        // What was changed from the preset, and what B changes from A: each heading with its
        // table (a long table flows on).
        const auto inputs_table = [&](const QString& title, const QString& body) {
            if (body.isEmpty()) {
                return;
            }
            ReportPageEntry entry{title, 0, 0, {}, {}};
            pager.need(pager.measure(h2(title)) + std::min(pager.measure(body), pager.room()));
            entry.page = pager.page();
            entry.heading_rect = pager.text(h2(title), 1);
            pager.text(body, 6);
            out << entry;
        };
        inputs_table(planNotesTitle(), planNotesHtml(c.results().warnings, /*links=*/false));
        inputs_table(tr("Changed from the preset"), changesHtml(c));
        if (comparing) {
            inputs_table(tr("Inputs that differ (A vs B)"), differencesHtml(c));
        }
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
        if (!omissions.isEmpty()) {
            const QString title = tr("Left out: views that do not apply");
            QString list = QStringLiteral("<ul>");
            for (const QString& line : omissions) {
                list += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
            }
            list += QStringLiteral("</ul>");
            ReportPageEntry entry{title, 0, 0, {}, {}};
            pager.need(pager.measure(h2(title)) + pager.measure(list));
            entry.page = pager.page();
            entry.heading_rect = pager.text(h2(title), 1);
            pager.text(list, 4);
            out << entry;
        }
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
