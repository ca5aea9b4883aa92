// The plan's notes in the main window (app/gui/plan_notes.h): every warning the model lists for
// a plan that runs, but not as typed, is on screen behind one amber button in the group row;
// none on a clean plan or an invalid scenario; showing or hiding the button moves nothing; the
// button's own words are translated; a note's key shows its parameter.
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QUrl>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/param_editor.h"
#include "app/gui/param_panel.h"
#include "app/gui/plan_notes.h"
#include "app/gui/view_groups.h"
#include "presets.h"
#include "views/common/headline_strip.h"

using namespace stepbudget;

namespace {

const char* const kNoted = "llama3-405b-h100.json";  // 126 layers over 16 stages, peak near 80 GB
const char* const kClean = "gpt3-175b-a100.json";

bool open(MainWindow& window, const char* preset) {
    const bool ok =
        window.openPreset(QString::fromStdString(test::presetPath(std::string(preset))));
    window.controller()->flush();
    QCoreApplication::processEvents();
    return ok;
}

// Opens `preset` in `window` at `size` and waits until it shows.
bool openShown(MainWindow& window, const char* preset, QSize size = QSize(1366, 768)) {
    if (!open(window, preset)) {
        return false;
    }
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

// Where the headline, the group row and the views are, in window coordinates.
struct Layout {
    QRect headline, groups, group_tabs, view_tabs, views;
    bool operator==(const Layout& o) const {
        return headline == o.headline && groups == o.groups && group_tabs == o.group_tabs &&
               view_tabs == o.view_tabs && views == o.views;
    }
};

QRect inWindow(const QWidget* w, const QWidget* window) {
    return QRect(w->mapTo(window, QPoint(0, 0)), w->size());
}

Layout layoutOf(const MainWindow& window) {
    return {inWindow(window.headline(), &window), inWindow(window.viewGroups(), &window),
            inWindow(window.viewGroups()->groupBar(), &window),
            inWindow(window.viewGroups()->viewBar(), &window), inWindow(window.tabs(), &window)};
}

QString describe(const Layout& l) {
    const auto r = [](const QRect& q) {
        return QStringLiteral("(%1,%2 %3x%4)").arg(q.x()).arg(q.y()).arg(q.width()).arg(q.height());
    };
    return QStringLiteral("headline %1 groups %2 group tabs %3 view tabs %4 views %5")
        .arg(r(l.headline), r(l.groups), r(l.group_tabs), r(l.view_tabs), r(l.views));
}

}  // namespace

class TestPlanNotes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyWarningIsListed();
    void cleanPlanShowsNone();
    void invalidScenarioShowsNone();
    void showingTheNotesMovesNothing_data();
    void showingTheNotesMovesNothing();
    void chineseLabel();
    void unfittedCardReasonInChinese();
    void aNoteShowsItsParameter();
};

// Llama 3 405B on 16,384 H100s: the model's notes (today the uneven split and the memory
// margin) are all in the button's count and tooltip, each as "key: message".
void TestPlanNotes::everyWarningIsListed() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(openShown(window, kNoted));
    const Issues& warnings = controller.results().warnings;
    QVERIFY(controller.results().ok());
    PlanNotesButton* notes = window.planNotes();
    QVERIFY(notes != nullptr);
    QVERIFY(notes->isVisible());
    QCOMPARE(notes->text(),
             QStringLiteral("%1 notes on this plan").arg(static_cast<int>(warnings.size())));
    const QString tip = notes->toolTip();
    QVERIFY2(tip.contains(QLatin1String("The plan runs, but not quite as typed:")),
             qPrintable(tip));
    // The two keys this plan is noted for, whatever the lead words the messages as.
    for (const char* key : {"parallel.pp", "cluster.usable_memory_gib"}) {
        QVERIFY2(tip.contains(QStringLiteral("<b>%1</b>: ").arg(QLatin1String(key))),
                 qPrintable(tip));
    }
    QStringList lines = notes->noteLines();
    QCOMPARE(lines.size(), static_cast<int>(warnings.size()));
    for (const Issue& w : warnings) {
        const QString key = QString::fromStdString(w.path);
        const QString message = QString::fromStdString(w.message);
        QVERIFY2(tip.contains(message.toHtmlEscaped()), qPrintable(message));
        QVERIFY(lines.contains(key + QStringLiteral(": ") + message));
    }
    // One note is singular.
    notes->setNotes({warnings.front()}, true);
    QCOMPARE(notes->text(), QStringLiteral("1 note on this plan"));
}

void TestPlanNotes::cleanPlanShowsNone() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(openShown(window, kNoted));
    QVERIFY(window.planNotes()->isVisible());
    QVERIFY(open(window, kClean));
    QVERIFY(controller.results().ok());
    QVERIFY(controller.results().warnings.empty());
    QVERIFY(!window.planNotes()->isVisible());
}

// A scenario that breaks a rule: the headline lists its errors, the notes button hides, and an
// open notes window says why it lists nothing.
void TestPlanNotes::invalidScenarioShowsNone() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(openShown(window, kNoted));
    window.planNotes()->click();
    PlanNotesWindow* list = window.planNotes()->notesWindow();
    QVERIFY(list != nullptr && list->isVisible());
    QVERIFY(list->list()->toPlainText().contains(QLatin1String("parallel.pp: ")));
    QVERIFY(!controller.setValue(QStringLiteral("parallel.pp"), QStringLiteral("7")));
    controller.flush();
    QCoreApplication::processEvents();
    QVERIFY(!controller.results().ok());  // 16,384 cards are no multiple of 8 x 7
    QVERIFY(!window.planNotes()->isVisible());
    QVERIFY(list->list()->toPlainText().isEmpty());
    QVERIFY(list->intro()->text().contains(QLatin1String("not valid")));
    controller.undoStack()->undo();
    controller.flush();
    QCoreApplication::processEvents();
    QVERIFY(window.planNotes()->isVisible());
    QVERIFY(list->list()->toPlainText().contains(QLatin1String("parallel.pp: ")));
}

void TestPlanNotes::showingTheNotesMovesNothing_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("comparing");
    QTest::newRow("1366x768") << QSize(1366, 768) << false;
    QTest::newRow("1366x768 comparing") << QSize(1366, 768) << true;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
}

// From a clean plan to a noted one and back: the headline, the group row, both tab bars and the
// views keep their place and size, and the button shows whole beside every group tab.
void TestPlanNotes::showingTheNotesMovesNothing() {
    QFETCH(QSize, size);
    QFETCH(bool, comparing);
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(openShown(window, kClean, size));
    if (comparing) {  // the A vs B table narrows the centre most
        controller.pinBaseline();
        controller.flush();
        QTRY_VERIFY(window.comparisonShown());
    }
    QCoreApplication::processEvents();
    PlanNotesButton* notes = window.planNotes();
    QVERIFY(!notes->isVisible());
    const Layout clean = layoutOf(window);
    for (int round = 0; round < 2; ++round) {
        QVERIFY(open(window, kNoted));
        QVERIFY(notes->isVisible());
        const Layout noted = layoutOf(window);
        QVERIFY2(noted == clean,
                 qPrintable(describe(clean) + QStringLiteral(" -> ") + describe(noted)));
        // Whole: as wide and tall as it asks, and no group tab pushed under it.
        QVERIFY2(notes->width() >= notes->sizeHint().width() &&
                     notes->height() >= notes->sizeHint().height(),
                 qPrintable(QStringLiteral("%1x%2 of %3x%4")
                                .arg(notes->width())
                                .arg(notes->height())
                                .arg(notes->sizeHint().width())
                                .arg(notes->sizeHint().height())));
        QTabBar* groups = window.viewGroups()->groupBar();
        QVERIFY(groups->tabRect(groups->count() - 1).right() < groups->width());
        QVERIFY(inWindow(groups, &window).right() < inWindow(notes, &window).left());
        QVERIFY(open(window, kClean));
        QVERIFY(!notes->isVisible());
        QCOMPARE(describe(layoutOf(window)), describe(clean));
    }
}

void TestPlanNotes::chineseLabel() {
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/stepbudget_zh_CN.qm")));
    QCoreApplication::installTranslator(&zh);
    {
        Controller controller;
        MainWindow window(&controller);
        QVERIFY(open(window, kNoted));
        const auto n = static_cast<int>(controller.results().warnings.size());
        QCOMPARE(window.planNotes()->text(), QStringLiteral("此方案有 %1 条提示").arg(n));
        QVERIFY(window.planNotes()->toolTip().contains(
            QStringLiteral("此方案可以运行，但与输入不完全一致：")));
        // The notes themselves are Chinese, their numbers the model's: the uneven split of
        // 126 layers over the preset's stages.
        const QStringList lines = window.planNotes()->noteLines();
        QCOMPARE(lines.size(), n);
        for (const QString& line : lines) {
            QVERIFY2(line.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))),
                     qPrintable(line));
        }
        QVERIFY2(lines.join('\n').contains(QStringLiteral("parallel.pp: 126 层无法均分到")),
                 qPrintable(lines.join('\n')));
        QVERIFY(window.planNotes()->toolTip().contains(QStringLiteral("最重的阶段决定节奏")));
        window.planNotes()->setNotes({controller.results().warnings.front()}, true);
        QCOMPARE(window.planNotes()->text(), QStringLiteral("此方案有 1 条提示"));
        window.planNotes()->setNotes(controller.results().warnings, true);
        window.planNotes()->showWindow();
        QCOMPARE(window.planNotes()->notesWindow()->windowTitle(), QStringLiteral("此方案的提示"));
    }
    QCoreApplication::removeTranslator(&zh);
}

// An unfitted card's note carries its reason as an argument (which sources were searched); in
// the Chinese interface the reason is Chinese too, not an English clause inside a Chinese
// sentence.
void TestPlanNotes::unfittedCardReasonInChinese() {
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/stepbudget_zh_CN.qm")));
    QCoreApplication::installTranslator(&zh);
    for (const char* card : {"MI300X", "H100 PCIe"}) {
        Controller controller;
        MainWindow window(&controller);
        QVERIFY(open(window, kClean));
        QVERIFY(!controller.setValue(QStringLiteral("cluster.gpu"), QString::fromLatin1(card)));
        QVERIFY(!controller.setValue(QStringLiteral("cluster.efficiency_source"),
                                     QStringLiteral("predicted")));
        controller.flush();
        QCoreApplication::processEvents();
        const QString all = planNoteLines(controller.results().warnings).join('\n');
        QVERIFY2(all.contains(QStringLiteral("常数为默认值")), qPrintable(all));
        // The English reason is gone: no run of three Latin words is left but the card's name.
        QVERIFY2(!all.contains(QStringLiteral("was found")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("BF16")), qPrintable(all));
    }
    QCoreApplication::removeTranslator(&zh);
}

// A note's key in the notes window opens its group in the parameter panel, scrolls to its
// editor and gives it the focus.
void TestPlanNotes::aNoteShowsItsParameter() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(openShown(window, kNoted));
    ParamEditor* pp = window.paramPanel()->editor(QStringLiteral("parallel.pp"));
    QVERIFY(pp != nullptr && pp->edit() != nullptr);
    QVERIFY(!pp->isVisible());  // in the closed Parallelism group
    window.planNotes()->click();
    PlanNotesWindow* list = window.planNotes()->notesWindow();
    QVERIFY(list != nullptr);
    QVERIFY(list->list()->toHtml().contains(QLatin1String("param:parallel.pp")));
    emit list->list()->anchorClicked(QUrl(QStringLiteral("param:parallel.pp")));
    QCoreApplication::processEvents();
    QVERIFY(pp->isVisible());
    QWidget* viewport = window.paramPanel()->viewport();
    const QRect shown(pp->mapTo(viewport, QPoint(0, 0)), pp->size());
    QVERIFY2(viewport->rect().contains(shown),
             qPrintable(QStringLiteral("editor at y %1 of a %2 px viewport")
                            .arg(shown.y())
                            .arg(viewport->height())));
    QCOMPARE(window.focusWidget(), static_cast<QWidget*>(pp->edit()));
    QVERIFY(!window.paramPanel()->revealParameter(QStringLiteral("no.such_key")));
}

QTEST_MAIN(TestPlanNotes)
#include "tst_plan_notes.moc"
