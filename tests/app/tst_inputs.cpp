// Inputs that do not fight the planner: value fields and the app's undo stack, units typed in,
// rounded display, round slider stops, display names, the catalog picker, help on every
// parameter, undoable revert and import, drops anywhere, the start page.
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>
#include <QWheelEvent>

#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/help_menu.h"
#include "app/gui/import_actions.h"
#include "app/gui/main_window.h"
#include "app/gui/param_editor.h"
#include "app/gui/param_panel.h"
#include "app/gui/preset_library.h"
#include "app/gui/start_page.h"
#include "fuzzy.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/io/scenario_json.h"
#include "model/shape/catalog.h"
#include "model/shape/catalog_match.h"

using namespace stepbudget;

namespace {

const char* const kLlama3_8B = R"({"model_type": "llama", "hidden_size": 4096,
  "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32,
  "num_key_value_heads": 8, "vocab_size": 128256, "tie_word_embeddings": false})";

void typeInto(QLineEdit* edit, const QString& text) {
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

void dropFile(QWidget* target, const QString& path) {
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint at(target->width() / 2, target->height() / 2);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QVERIFY2(enter.isAccepted(), "the drag was refused");
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    QVERIFY(drop.isAccepted());
}

}  // namespace

class TestInputs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void fieldUndoGoesToTheAppStack();
    void focusOutNeverCommitsStaleText();
    void escapeDropsTheTyping();
    void roundedDisplayExactWhileEditing();
    void unitsAndSuffixesTyped_data();
    void unitsAndSuffixesTyped();
    void sliderReturnsToItsValue();
    void wheelScrollsThePanelNotTheValue();
    void choicesShowDisplayNames();
    void modelPickerSaysCustom();
    void typedCardBringsItsFigures();
    void tooltipExplainsTheParameter();
    void f1ExplainsTheFocusedParameter();
    void helpMenuPages();
    void revertIsUndoable();
    void dropOnAChartOpensThePreset();
    void dropConfigOnAFieldImportsIt();
    void importFindsTheCatalogModelByShape();
    void startPageRecentFirstAndWholeWords();

private:
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
};

void TestInputs::init() {
    m_controller = new Controller;
    m_window = new MainWindow(m_controller);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestInputs::cleanup() {
    delete m_window;
    delete m_controller;
}

void TestInputs::fieldUndoGoesToTheAppStack() {
    QLineEdit* cards = m_window->paramPanel()->editor("cluster.cards")->edit();
    typeInto(cards, "64");
    QTest::keyClick(cards, Qt::Key_Return);
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{64});
    QTest::keyClick(cards, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{48});  // the edit undone
    QCOMPARE(cards->text(), QString("48"));  // and the field shows what the model uses
    QTest::keyClick(cards, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{64});
    QCOMPARE(cards->text(), QString("64"));
}

void TestInputs::focusOutNeverCommitsStaleText() {
    ParamEditor* editor = m_window->paramPanel()->editor("cluster.cards");
    QLineEdit* cards = editor->edit();
    typeInto(cards, "64");
    QTest::keyClick(cards, Qt::Key_Return);
    typeInto(cards, "1000");                                 // typed, not applied ...
    QTest::keyClick(cards, Qt::Key_Z, Qt::ControlModifier);  // ... then undo
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{48});
    QCOMPARE(cards->text(), QString("48"));
    m_window->paramPanel()->editor("cluster.mfu")->edit()->setFocus();  // focus leaves
    QApplication::processEvents();
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{48});  // not 1000
    QVERIFY(m_controller->undoStack()->canRedo());                       // redo not lost
    QCOMPARE(m_controller->undoStack()->count(), 1);
}

void TestInputs::escapeDropsTheTyping() {
    QLineEdit* mfu = m_window->paramPanel()->editor("cluster.mfu")->edit();
    typeInto(mfu, "0.9");
    QTest::keyClick(mfu, Qt::Key_Escape);
    QCOMPARE(mfu->text(), QString("0.4"));
    m_window->paramPanel()->editor("cluster.cards")->edit()->setFocus();
    QApplication::processEvents();
    QCOMPARE(m_controller->scenario().cluster.mfu, 0.4);
    QCOMPARE(m_controller->undoStack()->count(), 0);
}

void TestInputs::roundedDisplayExactWhileEditing() {
    QLineEdit* n = m_window->paramPanel()->editor("model.params")->edit();
    QCOMPARE(n->text(), QString("8.19 B"));
    n->setFocus();
    QApplication::processEvents();
    QCOMPARE(n->text(), QString("8190735360"));  // the exact value to edit
    m_window->paramPanel()->editor("cluster.cards")->edit()->setFocus();
    QApplication::processEvents();
    QCOMPARE(n->text(), QString("8.19 B"));
    QCOMPARE(m_controller->undoStack()->count(), 0);  // showing it committed nothing
}

void TestInputs::unitsAndSuffixesTyped_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("stored");
    QTest::newRow("N 8B") << "model.params"
                          << "8B" << 8e9;
    QTest::newRow("MFU 30%") << "cluster.mfu"
                             << "30 %" << 0.3;
    QTest::newRow("collective 25 GB/s") << "cluster.collective_gb_per_s"
                                        << "25 GB/s" << 25.0;
    QTest::newRow("write 7 GB/s") << "checkpoint.write_gb_per_s"
                                  << "7 GB/s" << 7.0;
    QTest::newRow("tokens 1.5T") << "training.tokens"
                                 << "1.5T" << 1.5e12;
}

void TestInputs::unitsAndSuffixesTyped() {
    QFETCH(QString, path);
    QFETCH(QString, typed);
    QFETCH(double, stored);
    ParamEditor* editor = m_window->paramPanel()->editor(path);
    typeInto(editor->edit(), typed);
    QTest::keyClick(editor->edit(), Qt::Key_Return);
    QVERIFY2(!editor->hint()->isVisibleTo(m_window), qPrintable(editor->hint()->text()));
    SB_COMPARE_REL(findParam(path.toStdString())->get_number(m_controller->scenario()), stored,
                   1e-12);
}

void TestInputs::sliderReturnsToItsValue() {
    QSlider* slider = m_window->paramPanel()->editor("cluster.cards")->slider();
    slider->setFocus();
    QList<std::int64_t> seen;
    for (Qt::Key key :
         {Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Left, Qt::Key_Left, Qt::Key_Left}) {
        QTest::keyClick(slider, key);
        m_controller->flush();
        seen << m_controller->scenario().cluster.cards;
    }
    QCOMPARE(seen, (QList<std::int64_t>{56, 64, 80, 64, 56, 48}));
}

// Scrolling the parameter panel over a slider or a list leaves the plan alone; once the
// control has focus the wheel moves it.
void TestInputs::wheelScrollsThePanelNotTheValue() {
    QSlider* slider = m_window->paramPanel()->editor("parallel.tp")->slider();
    QComboBox* recompute = m_window->paramPanel()->editor("parallel.recompute")->combo();
    const Scenario before = m_controller->scenario();
    const auto wheel = [](QWidget* w) {
        const QPointF at(w->width() / 2.0, w->height() / 2.0);
        QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(w, &e);
    };
    m_window->paramPanel()->editor("cluster.cards")->edit()->setFocus();
    for (QWidget* w : {static_cast<QWidget*>(slider), static_cast<QWidget*>(recompute)}) {
        QVERIFY(!w->hasFocus());
        wheel(w);
        m_controller->flush();
    }
    QCOMPARE(m_controller->scenario().parallel.tp, before.parallel.tp);
    QCOMPARE(m_controller->scenario().parallel.recompute, before.parallel.recompute);
    QCOMPARE(m_controller->undoStack()->count(), 0);
    // Focused, the wheel is the control's again.
    recompute->setFocus();
    QVERIFY(recompute->hasFocus());
    wheel(recompute);
    m_controller->flush();
    QVERIFY(m_controller->scenario().parallel.recompute != before.parallel.recompute);
}

void TestInputs::choicesShowDisplayNames() {
    QComboBox* schedule = m_window->paramPanel()->editor("pipeline.schedule")->combo();
    QCOMPARE(schedule->currentText(), QString("1F1B"));
    QComboBox* recompute = m_window->paramPanel()->editor("parallel.recompute")->combo();
    QCOMPARE(recompute->itemText(recompute->findData("selective")), QString("Selective"));
    QVERIFY(!m_controller->setValue("pipeline.schedule", "zb-h1"));
    QVERIFY(m_controller->undoStack()->undoText().contains("Zero Bubble H1"));
}

void TestInputs::modelPickerSaysCustom() {
    QComboBox* model = m_window->paramPanel()->modelCombo();
    QCOMPARE(model->currentText(), QString("Qwen3-8B"));
    QVERIFY(!m_controller->setValue("model.params", "77.7B"));
    QCOMPARE(model->currentText(), QString("custom (scaled from Qwen3-8B)"));
    m_controller->undoStack()->undo();
    QCOMPARE(model->currentText(), QString("Qwen3-8B"));
    QVERIFY(!m_controller->setValue("model.layers", "40"));  // the shape, not just N
    QCOMPARE(model->currentText(), QString("custom (scaled from Qwen3-8B)"));
    QComboBox* gpu = m_window->paramPanel()->gpuCombo();
    QVERIFY(!m_controller->setValue("cluster.peak_tflops", "200"));
    QCOMPARE(gpu->currentText(), QString("custom (from RTX 4090)"));
}

// A catalog name typed into the GPU field brings the card's figures, as the picker does, in one
// undo step (it used to rename the card and keep the RTX 4090's 165.2 TFLOP/s).
void TestInputs::typedCardBringsItsFigures() {
    const Scenario before = m_controller->scenario();
    QVERIFY(!m_controller->setValue("cluster.gpu", "H100 SXM"));
    const Cluster& c = m_controller->scenario().cluster;
    QCOMPARE(c.peak_tflops, 989.4);
    QCOMPARE(c.hbm_gb_per_s, 3350.0);
    QCOMPARE(c.scale_up_gb_per_s, 450.0);
    QCOMPARE(m_window->paramPanel()->gpuCombo()->currentText(), QString("H100 SXM"));
    m_controller->undoStack()->undo();
    QCOMPARE(m_controller->scenario().cluster.peak_tflops, before.cluster.peak_tflops);
    QCOMPARE(m_controller->scenario().cluster.gpu, before.cluster.gpu);
}

void TestInputs::tooltipExplainsTheParameter() {
    ParamEditor* mfu = m_window->paramPanel()->editor("cluster.mfu");
    const QString tip = mfu->slider()->toolTip();
    QVERIFY2(tip.contains("share of the peak"), qPrintable(tip));
    // The input is named for what it is; the help says where the end-to-end figure is read.
    QVERIFY2(tip.contains("Compute efficiency") && tip.contains("achieved MFU"), qPrintable(tip));
    QVERIFY(tip.contains("§10.1.3"));
    QVERIFY(tip.contains("cluster.mfu"));
    QVERIFY(tip.contains("(0, 1]"));
    const QString bw = m_window->paramPanel()->editor("cluster.collective_gb_per_s")->helpText();
    QVERIFY2(bw.contains("Unit: GB/s"), qPrintable(bw));
}

void TestInputs::f1ExplainsTheFocusedParameter() {
    ParamEditor* cards = m_window->paramPanel()->editor("cluster.cards");
    cards->edit()->setFocus();
    QApplication::processEvents();
    QCOMPARE(focusedParamEditor(), cards);
    QVERIFY(showContextHelp(m_window) == nullptr);  // a What's This popup, no page
    m_window->tabs()->currentWidget()->setFocus();
    QApplication::processEvents();
    QVERIFY(focusedParamEditor() == nullptr);
    QDialog* page = showContextHelp(m_window);
    QVERIFY(page != nullptr);
    QCOMPARE(page->objectName(), QString("gettingStarted"));
    page->close();
}

void TestInputs::helpMenuPages() {
    const QString about = aboutHtml();
    for (const char* source : {"ZeRO", "Megatron-LM", "Narayanan", "Korthikanti", "Zero Bubble",
                               "DualPipe", "Young", "Daly", "Licence", "0.1.0"}) {
        QVERIFY2(about.contains(QLatin1String(source)), source);
    }
    QVERIFY(about.contains(QStringLiteral("深入理解 AI Infra")));
    const QString keys = shortcutsHtml(m_window);
    QVERIFY2(keys.contains("Ctrl+S"), qPrintable(keys));  // read from the File menu
    QVERIFY(keys.contains("Ctrl+B"));
    QVERIFY(keys.contains("F1"));
    QVERIFY(gettingStartedHtml().contains("config.json"));
}

void TestInputs::revertIsUndoable() {
    QTemporaryDir dir;
    QString error;
    Document* document = m_window->document();
    QVERIFY(document->saveAs(dir.filePath("plan.json"), &error));
    QVERIFY(!m_controller->setValue("cluster.cards", "64"));
    QVERIFY(document->isModified());
    QVERIFY(document->revert(&error));
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{48});
    QVERIFY(!document->isModified());
    m_controller->undoStack()->undo();  // the edits come back, unsaved
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{64});
    QVERIFY(document->isModified());
}

void TestInputs::dropOnAChartOpensThePreset() {
    QTemporaryDir dir;
    Scenario s;
    s.cluster.cards = 96;
    const QString path = dir.filePath("ninety-six.json");
    writeFile(path, QByteArray::fromStdString(scenarioToJson(s)));
    auto* chart = m_window->tabs()->currentWidget()->findChild<QChartView*>();
    QVERIFY(chart != nullptr);
    dropFile(chart->viewport(), path);
    QTRY_COMPARE(m_controller->scenario().cluster.cards, std::int64_t{96});
}

void TestInputs::dropConfigOnAFieldImportsIt() {
    QTemporaryDir dir;
    const QString path = dir.filePath("config.json");
    writeFile(path, kLlama3_8B);
    QLineEdit* cards = m_window->paramPanel()->editor("cluster.cards")->edit();
    const QString before = cards->text();
    dropFile(cards, path);
    QTRY_COMPARE(m_controller->scenario().model.params, std::int64_t{8030261248});
    QCOMPARE(cards->text(), before);  // the path was not dropped in as text
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{48});
    QVERIFY(m_controller->undoStack()->undoText().contains("config.json"));
    m_controller->undoStack()->undo();
    QCOMPARE(m_controller->scenario().model.params, std::int64_t{8190735360});
    // An unsupported config is refused by field, the scenario unchanged.
    writeFile(path, R"({"model_type": "bert", "hidden_size": 768})");
    QString error;
    QVERIFY(!importHfConfig(m_window, path, &error));
    QVERIFY2(error.contains("model_type"), qPrintable(error));
}

// A Llama-3-8B config.json in a folder of any name is the catalog's Llama-3-8B: same shape,
// same parameter count, so the model box names it instead of "(not in the catalog)".
void TestInputs::importFindsTheCatalogModelByShape() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("snapshots/0a1b2c")));
    const QString path = dir.filePath(QStringLiteral("snapshots/0a1b2c/config.json"));
    writeFile(path, kLlama3_8B);
    QString error;
    QVERIFY2(importHfConfig(m_window, path, &error), qPrintable(error));
    m_controller->flush();
    const Scenario& s = m_controller->scenario();
    QCOMPARE(s.model.name, std::string("Llama-3-8B"));
    const ModelShape* entry = findModel(s.model.name);
    QVERIFY(entry != nullptr);
    QVERIFY(modelMatchesCatalog(s, *entry));
    QVERIFY(catalogModelByShape(s.model) == entry);
    QComboBox* model_box = m_window->paramPanel()->modelCombo();
    QVERIFY(model_box != nullptr);
    QVERIFY2(!model_box->currentText().contains(QStringLiteral("not in the catalog")) &&
                 !model_box->currentText().contains(QStringLiteral("custom")),
             qPrintable(model_box->currentText()));
    // A shape the catalog does not have keeps the folder's name.
    writeFile(path, R"({"model_type": "llama", "hidden_size": 4096,
      "intermediate_size": 14000, "num_attention_heads": 32, "num_hidden_layers": 30,
      "num_key_value_heads": 8, "vocab_size": 128256, "tie_word_embeddings": false})");
    QVERIFY2(importHfConfig(m_window, path, &error), qPrintable(error));
    QVERIFY(catalogModelByShape(m_controller->scenario().model) == nullptr);
    QVERIFY(m_controller->scenario().model.name != "Llama-3-8B");
    m_controller->undoStack()->undo();
    m_controller->undoStack()->undo();
}

void TestInputs::startPageRecentFirstAndWholeWords() {
    const QString recent = QStringLiteral("/tmp/plans/my-plan.json");
    StartPage page({recent});
    QCOMPARE(page.pathAt(0), recent);
    QVERIFY(page.browseButton() != nullptr);
    const QList<PresetInfo> presets = builtinPresets();
    QCOMPARE(page.count(), presets.size() + 1);
    int cut = 0;
    for (int i = 0; i < presets.size(); ++i) {
        const QString shown = page.textAt(i + 1).section(QLatin1Char('\n'), 1);
        const QString full = presets[i].description;
        if (shown == full) {
            continue;
        }
        ++cut;
        QVERIFY2(shown.endsWith(QStringLiteral("…")), qPrintable(shown));
        const QString kept = shown.chopped(1);
        QVERIFY(full.startsWith(kept));
        const QChar next = full.at(kept.size());
        QVERIFY2(!next.isLetterOrNumber(), qPrintable(shown));  // never mid-word
    }
    QCOMPARE(shortenAtWord("one two three four", 12), QString("one two…"));
    QVERIFY(cut >= 0);
}

QTEST_MAIN(TestInputs)
#include "tst_inputs.moc"
