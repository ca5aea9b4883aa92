// Every export produces a valid, non-empty file: PNG decodes (at the asked scale), SVG parses,
// PDF has a page, CSV has the series, HTML/Markdown contain every headline number; printing
// to a PDF printer produces pages.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChartView>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/report.h"
#include "app/gui/search_runner.h"
#include "design_window.h"
#include "presets.h"
#include "views/common/chart_export.h"
#include "views/common/export_dialog.h"
#include "views/memory/memory_view.h"
#include "views/step/plan_view.h"

using namespace stepbudget;

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void chartFormats_data();
    void chartFormats();
    void unknownFormatIsRefused();
    void reports_data();
    void reports();
    void printToPdf();
    void sizeAndDpiAreTheFilesNotTheWindows_data();
    void sizeAndDpiAreTheFilesNotTheWindows();
    void paintedChartsExport();
    void paintedChartsKeepTheirLayoutAtAnyDpi();
    void hiddenPaintedChartsFillTheirBox();
    void everyChartOneFile();
    void pagedReportKeepsHeadingsWithCharts();

private:
    QChartView* firstChart() const;
    // Every painted export item (Gantt, memory strip, async timeline), each tab shown once
    // first so that its view holds today's results.
    QList<ExportItem> paintedItems() {
        QList<ExportItem> items;
        for (ChartPanel* panel : m_window->views()) {
            m_window->tabs()->setCurrentWidget(panel);
            QCoreApplication::processEvents();
            for (const ExportItem& item : panel->exportItems()) {
                if (item.painted != nullptr) {
                    items << item;
                }
            }
        }
        return items;
    }
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    QTemporaryDir m_dir;
};

void TestExport::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    m_controller = new Controller;
    m_window = test::openDesignCaseWindow(m_controller);
    QVERIFY(m_window != nullptr);
}

void TestExport::cleanupTestCase() {
    delete m_window;
    delete m_controller;
}

QChartView* TestExport::firstChart() const {
    return m_window->view<MemoryView>()->chartViews().front();
}

void TestExport::chartFormats_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("scale");
    QTest::newRow("PNG at 1x") << "chart.png" << 1.0;
    QTest::newRow("PNG at 2x") << "chart2.png" << 2.0;
    QTest::newRow("SVG") << "chart.svg" << 1.0;
    QTest::newRow("PDF") << "chart.pdf" << 1.0;
    QTest::newRow("CSV") << "chart.csv" << 1.0;
}

void TestExport::chartFormats() {
    QFETCH(QString, file);
    QFETCH(double, scale);
    const QString path = m_dir.filePath(file);
    QString error;
    QVERIFY2(exportChart(firstChart(), path, scale, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.size() > 200);
    if (file.endsWith(".png")) {
        QImage image;
        QVERIFY(image.loadFromData(bytes, "PNG"));
        QCOMPARE(image.width(), qRound(firstChart()->width() * scale));
    } else if (file.endsWith(".svg")) {
        QSvgRenderer svg(bytes);
        QVERIFY(svg.isValid());
        QVERIFY(bytes.contains("<svg"));
    } else if (file.endsWith(".pdf")) {
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("/Type /Page") || bytes.contains("/Type/Page"));
    } else {
        QVERIFY(bytes.startsWith("series,x,y\n"));
        QVERIFY(bytes.contains("Weights,ZeRO-3,"));
    }
}

void TestExport::unknownFormatIsRefused() {
    QString error;
    QVERIFY(!exportChart(firstChart(), m_dir.filePath("chart.bmp"), 1, &error));
    QVERIFY(error.contains(".bmp"));
}

void TestExport::reports_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("compare");
    QTest::newRow("HTML") << "report.html" << false;
    QTest::newRow("Markdown") << "report.md" << false;
    QTest::newRow("HTML comparing A and B") << "compare.html" << true;
}

void TestExport::reports() {
    QFETCH(QString, file);
    QFETCH(bool, compare);
    if (compare) {
        QVERIFY(!m_controller->setValue("cluster.cards", "32"));
        m_controller->flush();
        m_controller->pinBaseline();
        m_controller->undoStack()->undo();
        m_controller->flush();
    }
    const QString path = m_dir.filePath(file);
    QString error;
    QVERIFY2(writeReport(m_window, *m_controller, path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    // Every headline number of the design case.
    for (const char* number : {"12.543 GiB", "22.000 GiB", "9.457 GiB", "52.800 s", "67.221 s",
                               "14.421 s", "24.637", "1.078 %"}) {
        QVERIFY2(text.contains(number), number);
    }
    QVERIFY(text.contains("T0 + S t_s (1 + L) / 86400"));
    // The Search tab's best layouts, as in the paged report.
    QVERIFY(text.contains(QStringLiteral(" by finish")));
    QVERIFY(text.contains(QStringLiteral("on the front")));
    if (file.endsWith(".md")) {
        QVERIFY(text.contains("![](report-chart-1.png)"));
        QImage chart;
        QVERIFY(chart.load(m_dir.filePath("report-chart-1.png")));
    } else {
        QVERIFY(text.count("data:image/png;base64,") >= 5);  // every chart of every view
    }
    if (compare) {
        QVERIFY(text.contains("A (baseline)"));
        QVERIFY(text.contains("34.331"));  // A: 32 cards
        QVERIFY(text.contains("-9.695"));  // B − A
        m_controller->clearBaseline();
    }
}

void TestExport::printToPdf() {
    QPrinter printer(QPrinter::ScreenResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString path = m_dir.filePath("printed.pdf");
    printer.setOutputFileName(path);
    printReport(m_window, *m_controller, &printer);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.count("/Type /Page") + bytes.count("/Type/Page") >= 2);
}

void TestExport::sizeAndDpiAreTheFilesNotTheWindows_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("PNG") << "sized.png";
    QTest::newRow("SVG") << "sized.svg";
}

// The same chart exported from a small and a large window gives the same file: the size and
// DPI asked for, the chart laid out at that size, not a copy of the widget.
void TestExport::sizeAndDpiAreTheFilesNotTheWindows() {
    QFETCH(QString, file);
    m_window->showView(QStringLiteral("memory"));
    const ExportItem item = m_window->view<MemoryView>()->exportItems().front();
    ExportOptions options;
    options.size = QSize(800, 500);
    options.dpi = 192;
    QByteArray files[2];
    const QSize windows[2] = {QSize(1100, 700), QSize(1900, 1060)};
    for (int i = 0; i < 2; ++i) {
        m_window->resize(windows[i]);
        QCoreApplication::processEvents();
        QString error;
        const QString path = m_dir.filePath(QString::number(i) + file);
        QVERIFY2(exportItem(item, path, options, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        files[i] = f.readAll();
    }
    if (file.endsWith(".png")) {
        QImage a;
        QImage b;
        QVERIFY(a.loadFromData(files[0], "PNG"));
        QVERIFY(b.loadFromData(files[1], "PNG"));
        QCOMPARE(a.size(), QSize(1600, 1000));  // 800 x 500 logical at 2x (192 dpi)
        QCOMPARE(qRound(a.dotsPerMeterX() * 0.0254), 192);
        QVERIFY(a == b);
    } else {
        QCOMPARE(files[0], files[1]);
        QVERIFY(files[0].contains("viewBox=\"0 0 800 500\""));
    }
    m_window->resize(1400, 900);
}

// The Gantt, the memory strip and the async timeline are painted widgets: they export too, at
// the asked size, with something drawn.
void TestExport::paintedChartsExport() {
    int painted = 0;
    for (const ExportItem& item : paintedItems()) {
        ++painted;
        ExportOptions options;
        options.size = QSize(900, 400);
        const QString path = m_dir.filePath(QStringLiteral("painted-%1.png").arg(painted));
        QString error;
        QVERIFY2(exportItem(item, path, options, &error), qPrintable(error));
        QImage image(path);
        QCOMPARE(image.size(), QSize(900, 400));
        int coloured = 0;
        int right = 0;  // in the last third: drawn across the asked width, not the widget's
        for (int y = 0; y < image.height(); y += 4) {
            for (int x = 0; x < image.width(); x += 4) {
                const bool c = image.pixelColor(x, y).saturation() > 60;
                coloured += c ? 1 : 0;
                right += c && x > 2 * image.width() / 3 ? 1 : 0;
            }
        }
        QVERIFY2(coloured > 200, qPrintable(item.title));  // boxes or bands, not a blank
        QVERIFY2(right > 30, qPrintable(item.title));
        QString csv_error;
        QVERIFY(!exportItem(item, m_dir.filePath("painted.csv"), options, &csv_error));
        QVERIFY(!csv_error.isEmpty());
    }
    QCOMPARE(painted, 3);  // Gantt, memory strip, async timeline
}

// A painted widget lays its text out with the screen's font metrics; on a device of another DPI
// (a 300 dpi PDF, a printer) point-sized text used to come out ~3x larger than that layout (the
// report's Gantt legend ran over its time axis). Painted on a 300 dpi device, each painted chart
// must look as on a 96 dpi one.
void TestExport::paintedChartsKeepTheirLayoutAtAnyDpi() {
    int painted = 0;
    for (const ExportItem& item : paintedItems()) {
        ++painted;
        const QSize size(900, 300);
        auto render = [&](double dpi) {
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            image.setDotsPerMeterX(qRound(dpi / 0.0254));
            image.setDotsPerMeterY(qRound(dpi / 0.0254));
            image.fill(Qt::white);
            QPainter painter(&image);
            renderExportItem(item, &painter, QRectF(QPointF(0, 0), QSizeF(size)), QSizeF(size));
            return image;
        };
        const QImage screen = render(96);
        const QImage print = render(300);
        int differ = 0;
        int samples = 0;
        for (int y = 0; y < size.height(); y += 3) {
            for (int x = 0; x < size.width(); x += 3) {
                ++samples;
                const QColor a = screen.pixelColor(x, y);
                const QColor b = print.pixelColor(x, y);
                differ += std::abs(a.lightness() - b.lightness()) > 60 ? 1 : 0;
            }
        }
        // Anti-aliased edges differ a little; text three times too large differs a lot.
        QVERIFY2(differ < samples / 50, qPrintable(QStringLiteral("%1: %2 of %3 samples differ")
                                                       .arg(item.title)
                                                       .arg(differ)
                                                       .arg(samples)));
    }
    QCOMPARE(painted, 3);
}

// The report paints every tab's charts after it has switched back to the current tab, so the
// painted widgets are hidden then; the memory strip kept its on-screen height there and left
// the lower part of its report box blank.
void TestExport::hiddenPaintedChartsFillTheirBox() {
    QList<ExportItem> items;
    for (const ExportItem& item : paintedItems()) {  // each shown once: today's memory
        if (item.title.contains(QStringLiteral("Memory"))) {
            items << item;
        }
    }
    QCOMPARE(items.size(), 1);             // the pipeline's memory strip
    m_window->tabs()->setCurrentIndex(0);  // the Memory tab: the Pipeline tab is hidden
    QCoreApplication::processEvents();
    QVERIFY(!items.front().painted->isVisible());
    const QSize size(900, 400);  // taller than the strip on screen
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        renderExportItem(items.front(), &painter, QRectF(QPointF(0, 0), QSizeF(size)),
                         QSizeF(size));
    }
    int low = 0;  // coloured samples in the lowest quarter, where the steps start from 0 bytes
    for (int y = 3 * size.height() / 4; y < size.height(); y += 4) {
        for (int x = 0; x < size.width(); x += 4) {
            low += image.pixelColor(x, y).saturation() > 60 ? 1 : 0;
        }
    }
    QVERIFY2(low > 500, qPrintable(QString::number(low)));
}

void TestExport::everyChartOneFile() {
    for (ChartPanel* panel : m_window->views()) {
        m_window->tabs()->setCurrentWidget(panel);
        QCoreApplication::processEvents();
        QTemporaryDir dir;
        QString error;
        ExportOptions options;
        options.size = QSize(600, 400);
        const QStringList written =
            exportAll(panel->exportItems(), dir.path(), QStringLiteral("tab-"),
                      QStringLiteral("svg"), options, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(written.size(), panel->exportItems().size());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), written.size());
        for (const QString& path : written) {
            QSvgRenderer svg(path);
            QVERIFY2(svg.isValid(), qPrintable(path));
        }
    }
}

// The paged report: a cover with the headline, the contents, then every chart of every tab at
// the page width, each heading on the page of its chart and above it, and far fewer pages than
// one per chart.
void TestExport::pagedReportKeepsHeadingsWithCharts() {
    const QString path = m_dir.filePath("paged.pdf");
    QPdfWriter pdf(path);
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                  QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    pdf.setResolution(150);
    const QList<ReportPageEntry> entries = paintReport(m_window, *m_controller, &pdf);
    const QRect page = pdf.pageLayout().paintRectPixels(150);
    // The Search tab's front was searched for the report, not left to its debounce (the
    // report's Pareto chart held the current plan alone).
    const SearchRunner* search = m_window->searchRunner();
    QVERIFY(!search->pending() && !search->running());
    QVERIFY(search->finishedCount() > 0);
    QVERIFY(!search->results().front.empty());
    // The Search tab's best layouts follow its Pareto chart as a table (what a meeting asks:
    // which layout is best), listed in the contents.
    int pareto_page = 0;
    int table_page = 0;
    for (const ReportPageEntry& e : entries) {
        if (e.title.startsWith(QStringLiteral("Pareto front"))) {
            pareto_page = e.page;
        } else if (e.title.startsWith(QStringLiteral("Top ")) &&
                   e.title.endsWith(QStringLiteral(" by finish"))) {
            table_page = e.page;
        }
    }
    QVERIFY(pareto_page > 0);
    QVERIFY(table_page >= pareto_page);
    int charts = 0;
    int expected = 0;
    for (ChartPanel* panel : m_window->views()) {
        // A view that does not apply to the plan (MoE on the dense design case) is left out.
        if (panel->notApplicable(m_controller->scenario(), m_controller->results()).isEmpty()) {
            expected += static_cast<int>(panel->exportItems().size());
        }
    }
    int last_page = 0;
    for (const ReportPageEntry& e : entries) {
        QVERIFY(e.page >= last_page);  // the contents lists them in page order
        last_page = e.page;
        if (e.chart_rect.isEmpty()) {
            continue;
        }
        ++charts;
        QVERIFY2(e.heading_rect.bottom() <= e.chart_rect.top() + 1, qPrintable(e.title));
        QVERIFY2(e.chart_rect.bottom() <= page.height() + 1, qPrintable(e.title));
        QVERIFY2(e.chart_rect.width() <= page.width() + 1, qPrintable(e.title));
        // Scaled to the page width (down only when a page could not hold it).
        QVERIFY2(e.chart_rect.width() > 0.8 * page.width(), qPrintable(e.title));
    }
    QCOMPARE(charts, expected);
    // Page 1 is the cover: the title, then the headline table under it (not a page left blank
    // by a contents too long to fit under the title); the contents follow on page 2, so the
    // next entry starts on page 3 or later.
    QCOMPARE(entries.front().title, QStringLiteral("Headline"));
    QCOMPARE(entries.front().page, 1);
    QVERIFY(entries.front().heading_rect.top() > 0);
    QVERIFY(entries.front().heading_rect.bottom() < page.height() / 2);
    QVERIFY(entries.at(1).page >= 3);
    QVERIFY2(last_page < expected, "two charts share a page");
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QCOMPARE(
        bytes.count("/Type /Page\n") + bytes.count("/Type /Page ") + bytes.count("/Type/Page\n"),
        last_page);
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
