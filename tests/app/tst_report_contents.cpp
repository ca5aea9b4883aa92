// What a handed-out report says about the scenario, on GPT-3 175B (presets/gpt3-175b-a100.json):
// every chart at its full extent whatever the on-screen zoom (a zoomed Gantt says so on itself),
// "(modified)" in the window title and on the cover once the inputs differ from the preset, a
// "Changed from the preset" table and the inputs that differ between A and B, and a view that
// does not apply to the plan (MoE on a dense model) left out with its reason instead of empty
// chart pages.
#include <QBuffer>
#include <QPdfWriter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "app/gui/comparison.h"
#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/import_actions.h"
#include "app/gui/main_window.h"
#include "app/gui/report.h"
#include "presets.h"
#include "views/common/value_format.h"
#include "views/moe/moe_view.h"
#include "views/pipeline/gantt_widget.h"
#include "views/pipeline/pipeline_view.h"

using namespace stepbudget;

class TestReportContents : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void reportDrawsTheWholeGantt();
    void titleAndCoverSayModified_data();
    void titleAndCoverSayModified();
    void comparisonListsTheInputsThatDiffer();
    void viewThatDoesNotApplyIsLeftOut();
    void reportKeepsThePlanNotes();

private:
    QList<ReportPageEntry> pdfEntries() {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setResolution(72);  // layout only: the entries, not the pixels
        return paintReport(m_window, *m_controller, &pdf);
    }
    static bool hasEntry(const QList<ReportPageEntry>& entries, const QString& title) {
        return std::any_of(entries.begin(), entries.end(),
                           [&](const ReportPageEntry& e) { return e.title == title; });
    }
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    QString m_gpt3;
};

void TestReportContents::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    m_gpt3 = QString::fromStdString(test::presetPath("gpt3-175b-a100.json"));
    m_controller = new Controller;
    m_window = new MainWindow(m_controller);
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestReportContents::cleanupTestCase() {
    delete m_window;
    delete m_controller;
}

void TestReportContents::init() {
    m_controller->clearBaseline();
    QVERIFY(m_window->openPreset(m_gpt3));
    m_controller->flush();
}

// Zoomed to a middle third on screen, the report draws the Gantt whole (its window goes to
// [0, end] while the report paints) and the user's zoom comes back afterwards.
void TestReportContents::reportDrawsTheWholeGantt() {
    auto* pipeline = m_window->view<PipelineView>();
    m_window->tabs()->setCurrentWidget(pipeline);
    QCoreApplication::processEvents();
    GanttWidget* gantt = pipeline->gantt();
    const double end = gantt->endMs();
    QVERIFY(end > 0);
    const TimeWindow zoom{end / 3, 2 * end / 3};
    gantt->setTimeWindow(zoom);
    // Exported alone, a zoomed Gantt states its window on the chart.
    QVERIFY2(gantt->zoomNote().contains(QStringLiteral("Zoomed")), qPrintable(gantt->zoomNote()));
    QSignalSpy windows(gantt, &GanttWidget::timeWindowChanged);
    QVERIFY(!pdfEntries().isEmpty());
    bool whole_drawn = false;
    for (const QList<QVariant>& args : std::as_const(windows)) {
        const auto w = args.front().value<TimeWindow>();
        whole_drawn = whole_drawn || (w.t0 <= 0 && w.t1 >= end);
    }
    QVERIFY2(whole_drawn, "the report drew the Gantt at the on-screen zoom");
    QVERIFY(gantt->timeWindow() == zoom);  // the user's zoom is back
    QVERIFY(gantt->zoomNote().contains(QStringLiteral("Zoomed")));
    gantt->resetZoom();
    QVERIFY(gantt->zoomNote().isEmpty());
}

void TestReportContents::titleAndCoverSayModified_data() {
    QTest::addColumn<QString>("how");
    QTest::newRow("cards to 2048") << "cards";
    QTest::newRow("Hugging Face import") << "import";
    QTest::newRow("crash restore") << "restore";
}

void TestReportContents::titleAndCoverSayModified() {
    QFETCH(QString, how);
    const QString preset_name = QString::fromStdString(m_controller->scenario().name);
    QVERIFY(!m_window->windowTitle().contains(QStringLiteral("modified")));
    QVERIFY(!reportTitle(*m_controller).contains(QStringLiteral("modified")));
    QString changed_key = QStringLiteral("cluster.cards");
    QTemporaryDir dir;
    if (how == QLatin1String("cards")) {
        m_controller->setValue(QStringLiteral("cluster.cards"), QStringLiteral("2048"));
    } else if (how == QLatin1String("import")) {
        const QString path = dir.filePath(QStringLiteral("config.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336,
            "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
            "vocab_size": 128256, "tie_word_embeddings": false})");
        f.close();
        QString error;
        QVERIFY2(importHfConfig(m_window, path, &error), qPrintable(error));
        changed_key = QStringLiteral("model.layers");
    } else {
        // Restored edits of a file that is gone: what they changed is unknown.
        Scenario edited = m_controller->scenario();
        edited.cluster.cards = 2048;
        m_controller->setScenario(edited);
        m_window->document()->adoptRestored(dir.filePath(QStringLiteral("gone.json")));
        changed_key.clear();
    }
    m_controller->flush();
    QVERIFY2(m_window->windowTitle().contains(preset_name + QStringLiteral(" (modified)")),
             qPrintable(m_window->windowTitle()));
    QCOMPARE(reportTitle(*m_controller), preset_name + QStringLiteral(" (modified)"));
    const QString changes = changesHtml(*m_controller);
    if (!changed_key.isEmpty()) {
        QVERIFY2(changes.contains(changed_key), qPrintable(changes));
        if (how == QLatin1String("cards")) {
            QVERIFY(changes.contains(QStringLiteral(">1024<")));
            QVERIFY(changes.contains(QStringLiteral(">2048<")));
        }
    } else {
        QVERIFY2(changes.contains(QStringLiteral("not known")), qPrintable(changes));
    }
    if (how == QLatin1String("cards")) {  // laid out once: a paged report takes a second
        const QList<ReportPageEntry> entries = pdfEntries();
        QVERIFY(hasEntry(entries, QStringLiteral("Changed from the preset")));
        QCOMPARE(entries.at(1).page, 1);  // on the cover, under the headline table
    }
    if (how != QLatin1String("restore")) {
        // Undone, the scenario is the preset again: no "(modified)", no table.
        m_controller->undoStack()->undo();
        m_controller->flush();
        QVERIFY2(!m_window->windowTitle().contains(QStringLiteral("modified")),
                 qPrintable(m_window->windowTitle()));
        QVERIFY(changesHtml(*m_controller).isEmpty());
    }
}

void TestReportContents::comparisonListsTheInputsThatDiffer() {
    m_controller->pinBaseline();
    m_controller->setValue(QStringLiteral("cluster.cards"), QStringLiteral("2048"));
    m_controller->setValue(QStringLiteral("cluster.mfu"), QStringLiteral("0.5"));
    m_controller->setValue(QStringLiteral("parallel.recompute"), QStringLiteral("none"));
    m_controller->setValue(QStringLiteral("parallel.dp_overlap"), QStringLiteral("false"));
    m_controller->flush();
    auto* table = m_window->findChild<ComparisonTable*>();
    QVERIFY(table != nullptr);
    table->refresh();
    // A heading row and one row per input.
    QCOMPARE(
        table->inputRowCount(),
        1 + static_cast<int>(
                inputChanges(*m_controller->baselineScenario(), m_controller->scenario()).size()));
    QStringList keys;
    const int first = table->table()->rowCount() - table->inputRowCount() + 1;
    for (int row = first; row < table->table()->rowCount(); ++row) {
        keys << table->table()->item(row, 0)->toolTip();
    }
    QVERIFY2(keys.contains(QStringLiteral("cluster.cards")), qPrintable(keys.join(',')));
    const int cards_row = first + static_cast<int>(keys.indexOf(QStringLiteral("cluster.cards")));
    QCOMPARE(table->table()->item(cards_row, 1)->text(), QStringLiteral("2048"));  // B
    QCOMPARE(table->table()->item(cards_row, 2)->text(), QStringLiteral("1024"));  // A
    // A choice and a switch read as the parameter panel shows them, not as preset ids.
    const auto cell = [&](const char* key, int column) {
        const int row = first + static_cast<int>(keys.indexOf(QString::fromLatin1(key)));
        return table->table()->item(row, column)->text();
    };
    QVERIFY2(keys.contains(QStringLiteral("parallel.recompute")), qPrintable(keys.join(',')));
    QCOMPARE(cell("parallel.recompute", 1), choiceLabel("none"));
    QVERIFY(cell("parallel.recompute", 1) != QStringLiteral("none"));
    QCOMPARE(cell("parallel.dp_overlap", 1), QStringLiteral("off"));
    QCOMPARE(cell("parallel.dp_overlap", 2), QStringLiteral("on"));
    const QString html = differencesHtml(*m_controller);
    QVERIFY(html.contains(QStringLiteral("cluster.cards")));
    QVERIFY(hasEntry(pdfEntries(), QStringLiteral("Inputs that differ (A vs B)")));
    m_controller->clearBaseline();
    table->refresh();
    QCOMPARE(table->inputRowCount(), 0);
}

// GPT-3 is dense: the MoE tab says why in one line, shows no empty chart, and the report
// leaves it out and names it with the reason.
void TestReportContents::viewThatDoesNotApplyIsLeftOut() {
    auto* moe = m_window->view<MoeView>();
    m_window->tabs()->setCurrentWidget(moe);
    QCoreApplication::processEvents();
    const QString why = moe->notApplicable(m_controller->scenario(), m_controller->results());
    QVERIFY(!why.isEmpty());
    QCOMPARE(moe->denseText(), why);
    QVERIFY(!why.contains(QLatin1Char('\n')) && !why.contains(QStringLiteral("<br")));
    QVERIFY(!moe->chartsShown());
    const QString tab = m_window->tabs()->tabText(m_window->tabs()->indexOf(moe));
    for (const ReportChart& chart : collectCharts(m_window)) {
        QVERIFY2(chart.section != tab, qPrintable(chart.title));
    }
    const QStringList left_out = reportOmissions(m_window);
    QCOMPARE(left_out.size(), 1);
    QVERIFY(left_out.front().startsWith(tab));
    const QList<ReportPageEntry> entries = pdfEntries();
    QVERIFY(!hasEntry(entries, tab));
    QVERIFY(hasEntry(entries, QStringLiteral("Left out: views that do not apply")));
    // A MoE model: the view applies again, charts and all.
    m_controller->setValue(QStringLiteral("model.experts"), QStringLiteral("8"));
    m_controller->setValue(QStringLiteral("model.top_k"), QStringLiteral("2"));
    m_controller->flush();
    QCoreApplication::processEvents();
    if (m_controller->results().ok()) {
        QVERIFY(moe->notApplicable(m_controller->scenario(), m_controller->results()).isEmpty());
        QVERIFY(moe->chartsShown());
    }
}

// Llama 3 405B runs, but not as typed (an uneven stage split, a card 96.6 % full): a report read
// away from the app keeps the plan's notes under the keys they concern; GPT-3 has none, and its
// report has no empty section.
void TestReportContents::reportKeepsThePlanNotes() {
    QVERIFY(reportMarkdown(*m_controller, {}).indexOf(QStringLiteral("Notes on this plan")) < 0);
    QVERIFY(
        m_window->openPreset(QString::fromStdString(test::presetPath("llama3-405b-h100.json"))));
    m_controller->flush();
    QVERIFY(m_controller->results().warnings.size() >= 2);
    const QString md = reportMarkdown(*m_controller, {});
    QVERIFY(md.contains(QStringLiteral("## Notes on this plan")));
    for (const Issue& w : m_controller->results().warnings) {
        QVERIFY2(md.contains(QString::fromStdString("- " + w.path + ": " + w.message)),
                 w.path.c_str());
    }
    QVERIFY(md.contains(QStringLiteral("parallel.pp")));
    QVERIFY(md.contains(QStringLiteral("cluster.usable_memory_gib")));
    QVERIFY(hasEntry(pdfEntries(), QStringLiteral("Notes on this plan")));
}

QTEST_MAIN(TestReportContents)
#include "tst_report_contents.moc"
