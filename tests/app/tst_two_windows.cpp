// Two windows on one file: A saves, B saves, and A's edit was gone without a word. Now each
// document remembers what it last read or wrote; a file watcher says when someone else changed
// it, and Save checks first and offers Reload / Overwrite / Save As / Cancel (Cancel the
// default), so the other window's save is never replaced silently.
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/main_window.h"
#include "model/io/scenario_json.h"

using namespace stepbudget;

namespace {

// Presses the button whose text starts with `button` in the next message box ("" = Enter, the
// default button) and records the box's title.
class BoxAnswer {
public:
    explicit BoxAnswer(QString button) : m_button(std::move(button)) {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box == nullptr) {
                return;
            }
            m_timer.stop();
            title = box->windowTitle();
            if (m_button.isEmpty()) {
                QTest::keyClick(box, Qt::Key_Return);
                return;
            }
            for (QAbstractButton* b : box->buttons()) {
                if (b->text().remove('&').startsWith(m_button)) {
                    b->click();
                    return;
                }
            }
            box->reject();
        });
        m_timer.start();
    }
    QString title;

private:
    QString m_button;
    QTimer m_timer;
};

std::int64_t cardsIn(const QString& path) {
    return loadPresetFile(path).scenario.cluster.cards;
}

}  // namespace

class TestTwoWindows : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void secondSaveAsksBeforeReplacing_data();
    void secondSaveAsksBeforeReplacing();
    void watcherSaysWhenTheFileChanges();
    void ownSavesAreNoConflict();
};

void TestTwoWindows::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestTwoWindows::secondSaveAsksBeforeReplacing_data() {
    QTest::addColumn<QString>("answer");
    QTest::addColumn<std::int64_t>("cards_on_disk");
    QTest::addColumn<std::int64_t>("cards_in_b");
    QTest::newRow("enter-cancels") << "" << std::int64_t{32} << std::int64_t{40};
    QTest::newRow("cancel") << "Cancel" << std::int64_t{32} << std::int64_t{40};
    QTest::newRow("overwrite") << "Overwrite" << std::int64_t{40} << std::int64_t{40};
    QTest::newRow("reload") << "Reload" << std::int64_t{32} << std::int64_t{32};
}

void TestTwoWindows::secondSaveAsksBeforeReplacing() {
    QFETCH(QString, answer);
    QFETCH(std::int64_t, cards_on_disk);
    QFETCH(std::int64_t, cards_in_b);
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.json");
    QString error;
    {
        Controller seed;
        Document d(&seed);
        QVERIFY(d.saveAs(path, &error));
    }
    Controller a_controller;
    MainWindow a(&a_controller);
    Controller b_controller;
    MainWindow b(&b_controller);
    QVERIFY(a.openPreset(path));
    QVERIFY(b.openPreset(path));
    QVERIFY(!a_controller.setValue("cluster.cards", "32"));
    QVERIFY(!b_controller.setValue("cluster.cards", "40"));
    QVERIFY(a.saveCurrent());  // A saves first: no conflict
    QCOMPARE(cardsIn(path), std::int64_t{32});
    QVERIFY(b.document()->changedOnDisk());
    QVERIFY(!b.document()->save(&error));  // the document refuses by itself
    QVERIFY2(error.contains("changed on disk"), qPrintable(error));
    BoxAnswer box(answer);
    b.saveCurrent();
    QCOMPARE(box.title, QString("File changed on disk"));
    QCOMPARE(cardsIn(path), cards_on_disk);  // A's edit survives unless B chose to overwrite
    QCOMPARE(b_controller.scenario().cluster.cards, cards_in_b);
}

void TestTwoWindows::watcherSaysWhenTheFileChanges() {
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.json");
    QString error;
    Controller a_controller;
    Document a(&a_controller);
    QVERIFY(a.saveAs(path, &error));
    Controller b_controller;
    Document b(&b_controller);
    QVERIFY(b.open(path, &error));
    QSignalSpy changed(&b, &Document::fileChangedOnDisk);
    QVERIFY(!a_controller.setValue("cluster.cards", "32"));
    QVERIFY(a.save(&error));
    QVERIFY(changed.wait(5000));
    QVERIFY(b.changedOnDisk());
    // Revert reloads it, even without edits of B's own.
    QVERIFY(b.revert(&error));
    QCOMPARE(b_controller.scenario().cluster.cards, std::int64_t{32});
    QVERIFY(!b.changedOnDisk());
    // A second change is seen too (an atomic save replaces the watched file).
    changed.clear();
    QVERIFY(!a_controller.setValue("cluster.cards", "64"));
    QVERIFY(a.save(&error));
    QVERIFY(changed.wait(5000));
}

void TestTwoWindows::ownSavesAreNoConflict() {
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.json");
    QString error;
    Controller controller;
    Document d(&controller);
    QVERIFY(d.saveAs(path, &error));
    for (const char* cards : {"16", "24", "32"}) {
        QVERIFY(!controller.setValue("cluster.cards", cards));
        QVERIFY2(d.save(&error), qPrintable(error));
        QVERIFY(!d.changedOnDisk());
    }
    QFile::remove(path);  // a removed file is recreated, nothing lost
    QVERIFY(!d.changedOnDisk());
    QVERIFY(d.save(&error));
}

QTEST_MAIN(TestTwoWindows)
#include "tst_two_windows.moc"
