// Working with files as a user does: open -> edit -> undo/redo -> save -> reopen gives the same
// scenario; a bad preset changes nothing and lists every problem; a drag is one undo step named
// after its parameter; pinning a baseline shows deltas.
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "app/gui/comparison.h"
#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/main_window.h"
#include "app/gui/param_editor.h"
#include "app/gui/param_panel.h"
#include "fuzzy.h"
#include "model/io/scenario_json.h"
#include "presets.h"
#include "views/common/headline_strip.h"

using namespace stepbudget;

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void openEditUndoSaveReopen();
    void badPresetChangesNothing();
    void dragIsOneUndoStep();
    void headlineSliderDragIsOneStep_data();
    void headlineSliderDragIsOneStep();
    void titleShowsFileAndModifiedMarker();
    void baselineShowsDelta();
    void savedFileIsPrettyAndStable();
};

void TestDocument::openEditUndoSaveReopen() {
    QTemporaryDir dir;
    Controller controller;
    Document document(&controller);
    QString error;
    QVERIFY(document.open(QString::fromStdString(test::presetPath("book-design-48.json")), &error));
    QVERIFY(!document.isModified());
    QVERIFY(!controller.setValue("cluster.cards", "32"));
    QVERIFY(!controller.setValue("cluster.mfu", "0.35"));
    QVERIFY(!controller.setValue("parallel.recompute", "selective"));
    QVERIFY(document.isModified());
    QUndoStack* undo = controller.undoStack();
    QCOMPARE(undo->count(), 3);
    undo->undo();  // recompute back
    QCOMPARE(controller.scenario().parallel.recompute, Recompute::None);
    undo->undo();  // mfu back
    QCOMPARE(controller.scenario().cluster.mfu, 0.40);
    undo->redo();  // mfu 0.35 again
    QCOMPARE(controller.scenario().cluster.mfu, 0.35);
    const std::string edited = scenarioToJson(controller.scenario());

    const QString path = dir.filePath("plan.json");
    QVERIFY(document.saveAs(path, &error));
    QVERIFY(!document.isModified());
    QCOMPARE(document.path(), path);
    QVERIFY(document.recentFiles().contains(path));

    Controller other;
    Document reopened(&other);
    QVERIFY(reopened.open(path, &error));
    QCOMPARE(scenarioToJson(other.scenario()), edited);
    QCOMPARE(other.scenario().cluster.cards, std::int64_t{32});
    QCOMPARE(other.scenario().cluster.mfu, 0.35);

    // Revert discards edits made after the save.
    QVERIFY(!controller.setValue("cluster.cards", "64"));
    QVERIFY(document.revert(&error));
    QCOMPARE(controller.scenario().cluster.cards, std::int64_t{32});
}

void TestDocument::badPresetChangesNothing() {
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.json");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema": "stepbudget/1", "cluster": {"cards": 0, "mfu": 4, "gpus": 2},
               "training": {"seq_len": "long"}})");
    f.close();
    Controller controller;
    Document document(&controller);
    QString error;
    QVERIFY(document.open(QString::fromStdString(test::presetPath("book-design-32.json")), &error));
    const std::string before = scenarioToJson(controller.scenario());
    QVERIFY(!document.open(bad, &error));
    for (const char* path : {"cluster.cards", "cluster.mfu", "cluster.gpus", "training.seq_len"}) {
        QVERIFY2(error.contains(path), qPrintable(error));
    }
    QVERIFY(error.contains("[1, 1000000]"));  // the allowed range is named
    QCOMPARE(scenarioToJson(controller.scenario()), before);
    QVERIFY(document.path().endsWith("book-design-32.json"));
}

void TestDocument::headlineSliderDragIsOneStep_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("predicted");
    for (const char* key : {"model.params", "cluster.cards", "cluster.mfu",
                            "cluster.collective_gb_per_s", "checkpoint.write_gb_per_s"}) {
        QTest::newRow(key) << key << false;
    }
    // Predicted efficiency: the MFU drag turns the override on and moves the value, one step.
    QTest::newRow("cluster.mfu, predicted") << "cluster.mfu" << true;
}

// Each of the five headline sliders: a drag over ten positions is one undo step, and undo
// returns the scenario to where it was.
void TestDocument::headlineSliderDragIsOneStep() {
    QFETCH(QString, key);
    QFETCH(bool, predicted);
    Controller controller;
    MainWindow window(&controller);
    window.show();
    if (predicted) {
        QVERIFY(!controller.setValue(QStringLiteral("cluster.efficiency_source"),
                                     QStringLiteral("predicted")));
        controller.undoStack()->clear();
    }
    controller.flush();
    const std::string before = scenarioToJson(controller.scenario());
    QSlider* slider = window.paramPanel()->editor(key)->slider();
    QVERIFY(slider != nullptr);
    const int start = slider->value();
    slider->setSliderDown(true);
    emit slider->sliderPressed();
    for (int i = 1; i <= 10; ++i) {
        slider->setValue(start > slider->maximum() / 2 ? start - 3 * i : start + 3 * i);
    }
    slider->setSliderDown(false);
    controller.flush();
    QCOMPARE(controller.undoStack()->count(), 1);
    QVERIFY(scenarioToJson(controller.scenario()) != before);
    controller.undoStack()->undo();
    QCOMPARE(scenarioToJson(controller.scenario()), before);
}

void TestDocument::dragIsOneUndoStep() {
    Controller controller;
    MainWindow window(&controller);
    window.show();
    QSlider* slider = window.paramPanel()->editor("cluster.cards")->slider();
    const int start = slider->value();
    slider->setSliderDown(true);  // pressed
    emit slider->sliderPressed();
    for (int i = 1; i <= 10; ++i) {
        slider->setValue(start + 10 * i);
    }
    slider->setSliderDown(false);
    QCOMPARE(controller.undoStack()->count(), 1);
    QVERIFY(controller.undoStack()->undoText().startsWith("Set Cards to"));
    controller.undoStack()->undo();
    QCOMPARE(controller.scenario().cluster.cards, std::int64_t{48});
    // A second drag is a second step.
    slider->setSliderDown(true);
    emit slider->sliderPressed();
    slider->setValue(start + 50);
    slider->setValue(start + 60);
    slider->setSliderDown(false);
    QCOMPARE(controller.undoStack()->count(), 1);  // the undone step was replaced
    QCOMPARE(controller.undoStack()->index(), 1);
}

void TestDocument::titleShowsFileAndModifiedMarker() {
    QTemporaryDir dir;
    Controller controller;
    MainWindow window(&controller);
    QString error;
    const QString path = dir.filePath("meeting.json");
    QVERIFY(window.document()->saveAs(path, &error));
    QVERIFY(window.windowTitle().contains("meeting.json"));
    QVERIFY(!window.isWindowModified());
    QVERIFY(!controller.setValue("cluster.cards", "40"));
    QVERIFY(window.isWindowModified());
    controller.undoStack()->undo();
    QVERIFY(!window.isWindowModified());
}

void TestDocument::baselineShowsDelta() {
    Controller controller;
    MainWindow window(&controller);
    controller.pinBaseline();
    QVERIFY(!controller.setValue("cluster.cards", "32"));
    controller.flush();
    HeadlineCard* finish = window.headline()->card("plan.finish_days");
    // B = 32 cards (34.3314 days), A = 48 cards (24.6366 days): Δ +9.695.
    QVERIFY2(finish->fullText().contains("A: 24.637"), qPrintable(finish->fullText()));
    QVERIFY2(finish->fullText().contains("+9.695"),
             qPrintable(finish->fullText().replace('\n', " | ")));
    // The side-by-side table lists A, B and the delta.
    ComparisonTable table(&controller);
    bool found = false;
    for (int row = 0; row < table.table()->rowCount(); ++row) {
        if (table.table()->item(row, 0)->text() == "Finish") {
            QCOMPARE(table.table()->item(row, 1)->text(), QString("34.331 days"));
            QCOMPARE(table.table()->item(row, 2)->text(), QString("24.637 days"));
            QCOMPARE(table.table()->item(row, 3)->text(), QString("+9.695 days"));
            found = true;
        }
    }
    QVERIFY(found);
    controller.swapWithBaseline();
    controller.flush();
    QCOMPARE(controller.scenario().cluster.cards, std::int64_t{48});
    QVERIFY(finish->fullText().contains("-9.695"));
    controller.clearBaseline();
    QVERIFY(!finish->fullText().contains("A:"));
}

void TestDocument::savedFileIsPrettyAndStable() {
    QTemporaryDir dir;
    Controller controller;
    Document document(&controller);
    QString error;
    QVERIFY(document.saveAs(dir.filePath("a.json"), &error));
    QVERIFY(document.saveAs(dir.filePath("b.json"), &error));
    QFile a(dir.filePath("a.json"));
    QFile b(dir.filePath("b.json"));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray bytes = a.readAll();
    QCOMPARE(bytes, b.readAll());
    QVERIFY(bytes.startsWith("{\n  \"schema\": \"stepbudget/1\",\n  \"name\""));
    QVERIFY(bytes.indexOf("\"model\"") < bytes.indexOf("\"cluster\""));  // registry order
}

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
