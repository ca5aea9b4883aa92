// Shipped presets (the install's share/stepbudget/presets, the source tree's presets/) open
// read-only: Save becomes Save As and the document never writes them; the unsaved-changes
// prompt's default button (Enter) writes nothing and discards nothing.
#include <QApplication>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/main_window.h"
#include "presets.h"

using namespace stepbudget;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Records the next modal dialog's kind and default button text, then closes it (Escape).
class ModalProbe {
public:
    ModalProbe() {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal == nullptr) {
                return;
            }
            m_timer.stop();
            seen = true;
            is_file_dialog = qobject_cast<QFileDialog*>(modal) != nullptr;
            if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                title = box->windowTitle();
                if (box->defaultButton() != nullptr) {
                    default_button = box->defaultButton()->text().remove('&');
                }
                for (QAbstractButton* b : box->buttons()) {
                    buttons << b->text().remove('&');
                }
                QTest::keyClick(box, Qt::Key_Return);  // what a hurried Enter does
                return;
            }
            modal->close();
        });
        m_timer.start();
    }
    bool seen = false;
    bool is_file_dialog = false;
    QString title;
    QString default_button;
    QStringList buttons;

private:
    QTimer m_timer;
};

}  // namespace

class TestShippedPresets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shippedPresetOpensReadOnly();
    void saveOnAShippedPresetAsksWhere();
    void unsavedPromptDefaultWritesNothing();
};

void TestShippedPresets::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestShippedPresets::shippedPresetOpensReadOnly() {
    QTemporaryDir install;
    const QString shipped = install.filePath("share/stepbudget/presets");
    QVERIFY(QDir().mkpath(shipped));
    const QString preset = shipped + "/book-design-48.json";
    QVERIFY(QFile::copy(QString::fromStdString(test::presetPath("book-design-48.json")), preset));
    const QStringList saved_folders = Document::shippedPresetFolders();
    Document::setShippedPresetFolders({shipped});
    Controller controller;
    Document document(&controller);
    QString error;
    QVERIFY(document.open(preset, &error));
    QVERIFY(document.isReadOnly());
    QVERIFY(!controller.setValue("cluster.cards", "32"));
    const QByteArray before = readAll(preset);
    QVERIFY(!document.save(&error));
    QVERIFY2(error.contains("read-only"), qPrintable(error));
    QCOMPARE(readAll(preset), before);
    // Save As elsewhere makes the copy the user's own, writable document.
    QVERIFY(document.saveAs(install.filePath("mine.json"), &error));
    QVERIFY(!document.isReadOnly());
    QVERIFY(!controller.setValue("cluster.cards", "40"));
    QVERIFY(document.save(&error));
    QCOMPARE(readAll(preset), before);
    // The source tree's presets (a build run in place) are shipped presets by default.
    Document::setShippedPresetFolders(saved_folders);
    QVERIFY(document.open(QString::fromStdString(test::presetPath("book-design-32.json")), &error));
    QVERIFY(document.isReadOnly());
}

void TestShippedPresets::saveOnAShippedPresetAsksWhere() {
    Controller controller;
    MainWindow window(&controller);
    const QString preset = QString::fromStdString(test::presetPath("book-design-48.json"));
    const QByteArray before = readAll(preset);
    QVERIFY(window.openPreset(preset));
    QVERIFY(window.windowTitle().contains("read-only"));
    QVERIFY(!controller.setValue("cluster.cards", "32"));
    ModalProbe probe;
    QVERIFY(!window.saveCurrent());  // the Save As dialog came, and was closed
    QVERIFY(probe.seen);
    QVERIFY(probe.is_file_dialog);
    QCOMPARE(readAll(preset), before);
}

void TestShippedPresets::unsavedPromptDefaultWritesNothing() {
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.json");
    Controller controller;
    MainWindow window(&controller);
    QString error;
    QVERIFY(window.document()->saveAs(path, &error));
    const QByteArray before = readAll(path);
    QVERIFY(!controller.setValue("cluster.cards", "32"));
    {
        ModalProbe probe;
        QVERIFY(!window.maybeSave());  // Enter = the default = Cancel: nothing written or lost
        QCOMPARE(probe.title, QString("Unsaved changes"));
        QCOMPARE(probe.default_button, QString("Cancel"));
    }
    QCOMPARE(readAll(path), before);
    QVERIFY(window.document()->isModified());
    // A shipped preset: the prompt offers Save As, not Save, and Enter still writes nothing.
    Controller shipped_controller;
    MainWindow shipped(&shipped_controller);
    const QString preset = QString::fromStdString(test::presetPath("book-design-32.json"));
    const QByteArray shipped_before = readAll(preset);
    QVERIFY(shipped.openPreset(preset));
    QVERIFY(!shipped_controller.setValue("cluster.cards", "48"));
    ModalProbe probe;
    QVERIFY(!shipped.maybeSave());
    QVERIFY2(probe.buttons.contains("Save As…") && !probe.buttons.contains("Save"),
             qPrintable(probe.buttons.join(", ")));
    QCOMPARE(probe.default_button, QString("Cancel"));
    QCOMPARE(readAll(preset), shipped_before);
}

QTEST_MAIN(TestShippedPresets)
#include "tst_shipped_presets.moc"
