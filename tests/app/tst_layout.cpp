// The main window at the smallest supported size (1366 x 768) in English and Chinese, alone and
// comparing A with B: every tab is shown and nothing a reader needs is cut. A headline card's
// label is cut when its text is wider (or, wrapped, taller) than the label; a chart's legend
// entry, axis label or title is cut when Qt Charts elided it ("…" or "..." appended to the text
// item it draws). The test fails on the cut texts it lists.
#include <QFontMetrics>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QMenu>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>

#include "app/gui/app_shell.h"
#include "app/gui/comparison.h"
#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/param_editor.h"
#include "app/gui/param_panel.h"
#include "app/gui/search_runner.h"
#include "app/gui/view_groups.h"
#include "model/moe/moe.h"
#include "presets.h"
#include "views/common/chart_panel.h"
#include "views/common/elided_label.h"
#include "views/common/headline_strip.h"
#include "views/search/search_view.h"

using namespace stepbudget;

namespace {

bool elided(const QString& text) {
    return text.endsWith(QChar(0x2026)) || text.endsWith(QLatin1String("..."));
}

// Plain-text labels only: the cards show plain text, and fontMetrics measures plain text.
QString cutLabel(const QLabel* label) {
    if (!label->isVisible() || label->text().isEmpty()) {
        return QString();
    }
    const QRect box = label->contentsRect();
    if (label->wordWrap()) {
        const int needed = label->heightForWidth(label->width());
        return needed > label->height() ? QStringLiteral("wrapped label needs %1 px of %2: \"%3\"")
                                              .arg(needed)
                                              .arg(label->height())
                                              .arg(label->text())
                                        : QString();
    }
    int widest = 0;
    for (const QString& line : label->text().split(QLatin1Char('\n'))) {
        widest = std::max(widest, label->fontMetrics().horizontalAdvance(line));
    }
    return widest > box.width() ? QStringLiteral("label needs %1 px of %2: \"%3\"")
                                      .arg(widest)
                                      .arg(box.width())
                                      .arg(label->text())
                                : QString();
}

// Every text Qt Charts drew for `view` (legend labels, axis labels and titles, chart title) that
// it had to elide.
QStringList cutChartTexts(QChartView* view) {
    QStringList cut;
    for (QGraphicsItem* item : view->scene()->items()) {
        auto* text = dynamic_cast<QGraphicsTextItem*>(item);
        if (text != nullptr && text->isVisible() && elided(text->toPlainText())) {
            cut << QStringLiteral("\"%1\"").arg(text->toPlainText());
        }
    }
    return cut;
}

// Installs the translator of `language` for its lifetime ("en": none).
class ScopedLanguage {
public:
    explicit ScopedLanguage(const QString& language) {
        if (language != QLatin1String("en")) {
            m_ok = m_translator.load(QStringLiteral(":/i18n/stepbudget_%1.qm").arg(language));
            QCoreApplication::installTranslator(&m_translator);
        }
    }
    ~ScopedLanguage() { QCoreApplication::removeTranslator(&m_translator); }
    ScopedLanguage(const ScopedLanguage&) = delete;
    ScopedLanguage& operator=(const ScopedLanguage&) = delete;
    bool ok() const { return m_ok; }

private:
    QTranslator m_translator;
    bool m_ok = true;
};

// Opens `preset` in `window` at the smallest supported size and waits until it shows.
bool showAt1366(MainWindow& window, const QString& preset = QStringLiteral("gpt3-175b-a100.json")) {
    if (!window.openPreset(QString::fromStdString(test::presetPath(preset.toStdString())))) {
        return false;
    }
    window.resize(1366, 768);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

}  // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void nothingIsCut_data();
    void nothingIsCut();
    void detectorSeesACutLegend();
    void defaultWindowFitsTheScreen();
    void everyTabIsOneClickAway_data();
    void everyTabIsOneClickAway();
    void headlineHoldsStillWhileDragging();
    void comparisonShowsItsDifferenceColumn_data();
    void comparisonShowsItsDifferenceColumn();
    void searchRowsKeepTheirStatus_data();
    void searchRowsKeepTheirStatus();
};

void TestLayout::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestLayout::nothingIsCut_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("comparing");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("preset");
    const QString design = QStringLiteral("book-design-48.json");
    QTest::newRow("English at 1366x768") << "en" << false << QSize(1366, 768) << design;
    QTest::newRow("Chinese at 1366x768") << "zh_CN" << false << QSize(1366, 768) << design;
    QTest::newRow("English comparing at 1366x768") << "en" << true << QSize(1366, 768) << design;
    QTest::newRow("Chinese comparing at 1366x768") << "zh_CN" << true << QSize(1366, 768) << design;
    QTest::newRow("Chinese comparing at 1600x1000")
        << "zh_CN" << true << QSize(1600, 1000) << design;
    QTest::newRow("English comparing at 1920x1080") << "en" << true << QSize(1920, 1080) << design;
    QTest::newRow("Chinese at 1920x1080") << "zh_CN" << false << QSize(1920, 1080) << design;
    // Longer numbers on every axis (18 s makespans, 64 GPUs): the scatter's ticks once elided.
    QTest::newRow("English, 64x512 pipeline, at 1366x768")
        << "en" << false << QSize(1366, 768) << "pipeline-64x512.json";
    // GPT-3's longer numbers and a wider A-vs-B table ("Checkpoint write speed" was cut in the
    // sensitivity chart).
    const QString gpt3 = QStringLiteral("gpt3-175b-a100.json");
    QTest::newRow("English, GPT-3, comparing at 1366x768")
        << "en" << true << QSize(1366, 768) << gpt3;
    QTest::newRow("Chinese, GPT-3, comparing at 1366x768")
        << "zh_CN" << true << QSize(1366, 768) << gpt3;
}

void TestLayout::nothingIsCut() {
    QFETCH(QString, language);
    QFETCH(bool, comparing);
    QFETCH(QSize, size);
    QFETCH(QString, preset);
    const ScopedLanguage in(language);
    QVERIFY(in.ok());
    Controller controller;
    {
        MainWindow window(&controller);
        QVERIFY(window.openPreset(QString::fromStdString(test::presetPath(preset.toStdString()))));
        if (comparing) {
            controller.pinBaseline();
            controller.setValue(QStringLiteral("cluster.cards"), QStringLiteral("64"));
        }
        controller.flush();
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList problems;
        for (int tab = 0; tab < window.tabs()->count(); ++tab) {
            window.setCurrentTab(tab);
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();  // charts lay out on the second pass
            const QString where = window.tabs()->tabText(tab);
            for (HeadlineCard* card : window.headline()->cards()) {
                for (const QLabel* label : card->findChildren<QLabel*>()) {
                    const QString cut = cutLabel(label);
                    if (!cut.isEmpty()) {
                        problems << QStringLiteral("%1, headline card: %2").arg(where, cut);
                    }
                }
            }
            auto* panel = qobject_cast<ChartPanel*>(window.tabs()->currentWidget());
            QVERIFY(panel != nullptr);
            for (QChartView* view : panel->chartViews()) {
                if (!view->isVisible()) {
                    continue;
                }
                for (const QString& cut : cutChartTexts(view)) {
                    problems << QStringLiteral("%1, chart \"%2\": %3")
                                    .arg(where, view->chart()->title(), cut);
                }
            }
        }
        for (const QString& problem : std::as_const(problems)) {
            qWarning().noquote() << "cut:" << problem;  // QVERIFY2 truncates long messages
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 cut texts").arg(problems.size())));
    }
}

// The detector itself: a chart far too narrow for its legend must be reported, so a pass above
// means the texts fit rather than that elision went unseen.
void TestLayout::detectorSeesACutLegend() {
    QChart* chart = newChart(QStringLiteral("A title that cannot fit in ninety pixels"));
    QChartView view(chart);
    auto* series = new QLineSeries;
    series->setName(QStringLiteral("A long legend entry that cannot fit"));
    series->append(0, 0);
    series->append(1, 1);
    chart->addSeries(series);
    chart->createDefaultAxes();
    view.resize(90, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QVERIFY(!cutChartTexts(&view).isEmpty());
    QLabel label(QStringLiteral("Fits in memory?"));
    label.resize(30, 20);
    label.show();
    QVERIFY(!cutLabel(&label).isEmpty());
}

// The first window (no saved geometry) is at most the screen and at most 1600 x 1000, never
// smaller than the layouts this test checks on a 1366 x 768 screen.
void TestLayout::defaultWindowFitsTheScreen() {
    QCOMPARE(defaultWindowSize(QSize(1366, 728)), QSize(1366, 728));
    QCOMPARE(defaultWindowSize(QSize(1920, 1040)), QSize(1600, 1000));
    QCOMPARE(defaultWindowSize(QSize(3840, 2100)), QSize(1600, 1000));
}

void TestLayout::everyTabIsOneClickAway_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << "en";
    QTest::newRow("Chinese") << "zh_CN";
}

// At 1366 px every view's name is on screen without scrolling: the views in groups, a bar of
// the groups and a bar of the chosen group's views (app/gui/view_groups.h). A click on a group
// and one on a view's tab shows it; the "All views" list still has every tab.
void TestLayout::everyTabIsOneClickAway() {
    QFETCH(QString, language);
    const ScopedLanguage in(language);
    QVERIFY(in.ok());
    Controller controller;
    {
        MainWindow window(&controller);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTabWidget* tabs = window.tabs();
        ViewGroupBar* groups = window.viewGroups();
        QVERIFY(groups != nullptr && groups->isVisible());
        QVERIFY(!tabs->tabBar()->isVisible());  // the flat bar of fifteen tabs is gone
        QTabBar* group_bar = groups->groupBar();
        QTabBar* view_bar = groups->viewBar();
        int placed = 0;
        for (int g = 0; g < groups->groups().size(); ++g) {
            QVERIFY2(group_bar->tabRect(g).right() < group_bar->width(),
                     qPrintable(group_bar->tabText(g)));
            group_bar->setCurrentIndex(g);  // a click on the group
            QCoreApplication::processEvents();
            const QList<int>& members = groups->groups()[g].tabs;
            QCOMPARE(view_bar->count(), static_cast<int>(members.size()));
            for (int k = 0; k < view_bar->count(); ++k) {
                // Whole on screen: no scroll arrows needed to reach it.
                QVERIFY2(view_bar->tabRect(k).right() < view_bar->width(),
                         qPrintable(view_bar->tabText(k)));
                QCOMPARE(view_bar->tabText(k), tabs->tabText(members[k]));
                view_bar->setCurrentIndex(k);  // a click on the view
                QCOMPARE(tabs->currentIndex(), members[k]);
                ++placed;
            }
        }
        QCOMPARE(placed, tabs->count());
        QToolButton* all = groups->allViewsButton();
        QVERIFY(all->isVisible());
        QList<QAction*> entries;
        for (QAction* a : all->menu()->actions()) {
            if (!a->isSeparator()) {
                entries << a;
            }
        }
        QCOMPARE(entries.size(), tabs->count());
        entries.back()->trigger();
        QCOMPARE(tabs->currentIndex(), entries.back()->data().toInt());
        emit all->menu()->aboutToShow();  // the list marks the tab on show
        QVERIFY(entries.back()->isChecked());
        QVERIFY(!entries.front()->isChecked());
    }
}

// Dragging never moves the layout: the headline cards keep their height whatever their text
// (GPT-3 at 2048 cards longer numbers) and the MFU hint keeps its own when a drag turns
// "predicted" into "override", so the sliders stay under the cursor. Pinning A (a click, not a
// drag) gives every card's detail three more rows (its change against A, and room for the
// detail to wrap once more in a card the A vs B table narrowed), once.
void TestLayout::headlineHoldsStillWhileDragging() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(test::presetPath("gpt3-175b-a100.json"))));
    controller.flush();
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const auto tabs_top = [&] { return window.tabs()->mapTo(&window, QPoint(0, 0)).y(); };
    const int alone = window.headline()->height();
    ParamEditor* mfu = window.paramPanel()->editor(QStringLiteral("cluster.mfu"));
    QVERIFY(mfu != nullptr && mfu->marker() != nullptr);
    const int marker = mfu->marker()->height();
    const int below_mfu =
        window.paramPanel()->editor(QStringLiteral("cluster.collective_gb_per_s"))->y();
    controller.pinBaseline();
    controller.flush();
    QTRY_VERIFY(window.headline()->height() > alone);  // once the comparison is drawn
    const int headline = window.headline()->height();
    const int rows = 3 * QFontMetrics(window.headline()->font()).lineSpacing();
    QVERIFY2(headline > alone && headline <= alone + rows + 4,
             qPrintable(QStringLiteral("%1 -> %2").arg(alone).arg(headline)));
    const int top = tabs_top();
    controller.beginDrag();
    for (const char* cards : {"1536", "2048", "3072"}) {
        controller.setValue(QStringLiteral("cluster.cards"), QString::fromLatin1(cards), true);
        controller.flush();
        QCoreApplication::processEvents();
        QCOMPARE(window.headline()->height(), headline);
        QCOMPARE(tabs_top(), top);
    }
    controller.beginDrag();
    for (const char* value : {"0.5", "0.45", "0.4"}) {
        controller.setValue(QStringLiteral("cluster.mfu"), QString::fromLatin1(value), true);
        controller.flush();
        QCoreApplication::processEvents();
        QCOMPARE(mfu->marker()->height(), marker);
        QCOMPARE(window.paramPanel()->editor(QStringLiteral("cluster.collective_gb_per_s"))->y(),
                 below_mfu);
        QCOMPARE(window.headline()->height(), headline);
    }
    // What the cards elide is in their tooltips.
    for (HeadlineCard* card : window.headline()->cards()) {
        for (const QLabel* label : card->findChildren<QLabel*>()) {
            QVERIFY(!label->wordWrap());
        }
    }
}

void TestLayout::comparisonShowsItsDifferenceColumn_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << "en";
    QTest::newRow("Chinese") << "zh_CN";
}

// At 1366 x 768 the A-vs-B table's B − A column is on screen, with the inputs that differ.
void TestLayout::comparisonShowsItsDifferenceColumn() {
    QFETCH(QString, language);
    const ScopedLanguage in(language);
    QVERIFY(in.ok());
    Controller controller;
    {
        MainWindow window(&controller);
        QVERIFY(showAt1366(window));
        controller.pinBaseline();
        controller.setValue(QStringLiteral("cluster.cards"), QStringLiteral("2048"));
        // A choice whose display names are sentences ("The typed book example"): its cells
        // wrap instead of pushing A and B − A off the dock.
        controller.setValue(QStringLiteral("moe.source"),
                            controller.scenario().moe->source == SectionSource::Plan
                                ? QStringLiteral("example")
                                : QStringLiteral("plan"));
        controller.flush();
        QCoreApplication::processEvents();
        QTRY_VERIFY(window.comparisonShown());
        QCoreApplication::processEvents();
        auto* compare = window.findChild<ComparisonTable*>();
        QVERIFY(compare != nullptr);
        QTableWidget* table = compare->table();
        QCOMPARE(table->columnCount(), 4);
        const int right = table->columnViewportPosition(3) + table->columnWidth(3);
        QVERIFY2(right <= table->viewport()->width(),
                 qPrintable(QStringLiteral("B − A ends at %1 of %2 px")
                                .arg(right)
                                .arg(table->viewport()->width())));
        QVERIFY(compare->inputRowCount() >= 3);
        // Every value of one or two words is whole on its line; longer texts and Chinese
        // sentences wrap inside.
        const QFontMetrics metrics(table->font());
        for (int row = 0; row < table->rowCount(); ++row) {
            for (int c = 1; c < table->columnCount() && table->columnSpan(row, 0) == 1; ++c) {
                const QTableWidgetItem* item = table->item(row, c);
                const QString text = item == nullptr ? QString() : item->text();
                const bool sentence = text.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() > 2 ||
                                      std::any_of(text.begin(), text.end(), [](QChar ch) {
                                          return ch.script() == QChar::Script_Han;
                                      });
                if (item == nullptr || sentence) {
                    continue;  // may wrap
                }
                QVERIFY2(metrics.horizontalAdvance(item->text()) + 8 <= table->columnWidth(c),
                         qPrintable(item->text()));
            }
        }
        // Every headline card's detail and change against A are on screen whole, not cut to
        // "Δ -0.636 GiB v…" (the change sharing two rows with the detail) or to "peak 13.814 of
        // 22.0 GiB, tens…" (four rows shared evenly when the detail needs three).
        for (HeadlineCard* card : window.headline()->cards()) {
            for (const ElidedLabel* label : card->findChildren<ElidedLabel*>()) {
                if (label->lines() == 1) {
                    // The title: shrunk a little if need be ("Expected lost time"), never cut.
                    QVERIFY2(!label->text().contains(QChar(0x2026)), qPrintable(label->text()));
                    continue;
                }
                QCOMPARE(label->lines(), 5);
                QVERIFY2(label->text().contains(QStringLiteral("Δ")) &&
                             !label->text().contains(QChar(0x2026)),
                         qPrintable(label->text()));
            }
        }
    }
}

void TestLayout::searchRowsKeepTheirStatus_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("preset");
    for (const char* preset : {"gpt3-175b-a100.json", "deepseek-v3-ep-h100.json"}) {
        QTest::addRow("English, %s", preset) << "en" << preset;
        QTest::addRow("Chinese, %s", preset) << "zh_CN" << preset;
    }
}

// At 1366 x 768 every Search row shows its whole text, the layout and, on its last line, "on the
// front" or why not: the row is as tall as the text wraps at the width the cell draws it (Qt's
// ResizeToContents measured it wider and cut the status line, in both languages).
void TestLayout::searchRowsKeepTheirStatus() {
    QFETCH(QString, language);
    QFETCH(QString, preset);
    const ScopedLanguage in(language);
    QVERIFY(in.ok());
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(showAt1366(window, preset));
    window.showView(QStringLiteral("search"));
    window.searchRunner()->flush();
    QTest::qWait(200);  // the header lays out its stretched section on a zero timer
    auto* view = window.view<SearchView>();
    QVERIFY(view != nullptr);
    QTableWidget* table = view->table();
    QVERIFY(table->rowCount() >= 3);
    // The cell draws its text inside the column less the style's text margins on each side.
    const int margin =
        table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    const int width = table->columnWidth(0) - 2 * margin;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem* item = table->item(row, 0);
        QVERIFY(item != nullptr);
        QVERIFY(!view->rowReason(row).isEmpty());
        const QRect needed = QFontMetrics(item->font())
                                 .boundingRect(QRect(0, 0, width, 10'000),
                                               Qt::TextWordWrap | Qt::AlignLeft, item->text());
        QVERIFY2(needed.height() <= table->rowHeight(row),
                 qPrintable(QStringLiteral("row %1 needs %2 px of %3: \"%4\"")
                                .arg(row)
                                .arg(needed.height())
                                .arg(table->rowHeight(row))
                                .arg(item->text())));
    }
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
