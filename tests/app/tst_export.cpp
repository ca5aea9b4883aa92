// Every export produces a valid, non-empty file: PNG decodes (at the asked scale), SVG parses,
// PDF has a page, CSV has the series, HTML/Markdown contain every headline number; printing
// to a PDF printer produces pages.
#include <QFile>
#include <QImage>
#include <QPrinter>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChartView>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/report.h"
#include "design_window.h"
#include "presets.h"
#include "views/common/chart_export.h"
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

private:
    QChartView* firstChart() const;
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

QTEST_MAIN(TestExport)
#include "tst_export.moc"
