// The section views (activations, offload, MoE, RL, scaling, ...) show exactly what the model
// computed, refill rather than rebuild, never print nan/inf on any preset; the catalog pickers
// change the scenario in one undo step.
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QXYSeries>
#include <cmath>
#include <memory>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/param_panel.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "model/memory/activation.h"
#include "model/memory/offload.h"
#include "model/moe/moe.h"
#include "model/rl/rl.h"
#include "model/step/collectives.h"
#include "model/step/scaling.h"
#include "presets.h"
#include "views/common/example_banner.h"
#include "views/memory/activation_view.h"
#include "views/memory/offload_view.h"
#include "views/moe/moe_view.h"
#include "views/rl/rl_view.h"
#include "views/step/bucket_view.h"
#include "views/step/scaling_view.h"

using namespace stepbudget;
using namespace stepbudget::test;
using units::kGiB;
using units::kMiB;

class TestBreadthViews : public QObject {
    Q_OBJECT
private slots:
    void activationTermsAndModes_data();
    void activationTermsAndModes();
    void offloadCastPaths_data();
    void offloadCastPaths();
    void moeCapacityShares_data();
    void moeCapacityShares();
    void moeDenseModelShowsPlaceholder();
    void rlPipelineAndHandoff_data();
    void rlPipelineAndHandoff();
    void bucketTimeline_data();
    void bucketTimeline();
    void scalingCurvesAndTable();
    void catalogPickersChangeScenario_data();
    void catalogPickersChangeScenario();
    void unknownCatalogNameIsShown();
    void sectionTitlesForBreadth();
    void oneGroupPerSection();
    void viewsAreRefilledNotRebuilt();
    void noNanOrInfOnAnyPreset();
    void noNanOrInfAtEdges_data();
    void noNanOrInfAtEdges();
    void chartClicksHaveDerivations();
    void mainWindowHasBreadthTabs();
    void exampleBannerBackToPlan();
    void activationsExampleBackToPlan();
    void activationsNameTheSimulatedPeak();
    void activationConventionsInChinese();
    void typedActivationsAreOnePeak();
    void bucketDrawingIsBounded_data();
    void bucketDrawingIsBounded();
};

namespace {

// Every string a view shows: labels, table cells, chart titles, series names, axis labels.
QStringList visibleTexts(QWidget* view) {
    QStringList out;
    for (QLabel* l : view->findChildren<QLabel*>()) {
        out << l->text();
    }
    for (QTableWidget* t : view->findChildren<QTableWidget*>()) {
        for (int r = 0; r < t->rowCount(); ++r) {
            for (int c = 0; c < t->columnCount(); ++c) {
                if (t->item(r, c) != nullptr) {
                    out << t->item(r, c)->text();
                }
            }
        }
    }
    for (QChartView* v : view->findChildren<QChartView*>()) {
        QChart* chart = v->chart();
        out << chart->title();
        for (QAbstractSeries* s : chart->series()) {
            out << s->name();
        }
        for (QAbstractAxis* axis : chart->axes()) {
            out << axis->titleText();
            if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis)) {
                out << bars->categories();
            }
            if (auto* cats = qobject_cast<QCategoryAxis*>(axis)) {
                out << cats->categoriesLabels();
            }
        }
    }
    return out;
}

// Every number a view draws, for the finiteness check.
bool allPointsFinite(QWidget* view, QString* where) {
    for (QChartView* v : view->findChildren<QChartView*>()) {
        for (QAbstractSeries* s : v->chart()->series()) {
            if (auto* xy = qobject_cast<QXYSeries*>(s)) {
                for (const QPointF& p : xy->points()) {
                    if (!std::isfinite(p.x()) || !std::isfinite(p.y())) {
                        *where = s->name();
                        return false;
                    }
                }
            }
        }
    }
    for (QBarSet* set : view->findChildren<QBarSet*>()) {
        for (int i = 0; i < set->count(); ++i) {
            if (!std::isfinite(set->at(i))) {
                *where = set->label();
                return false;
            }
        }
    }
    return true;
}

}  // namespace

void TestBreadthViews::activationTermsAndModes_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("set");  // one edit, "path=value", or empty
    QTest::newRow("Qwen3-8B design case") << "book-design-48.json"
                                          << "";
    QTest::newRow("Qwen3-8B flash attention, selective") << "book-design-48.json"
                                                         << "activations.flash_attention=true";
    QTest::newRow("Qwen3-235B MoE TP8 PP8") << "moe-capacity-qwen3-235b.json"
                                            << "";
    QTest::newRow("Llama 3 405B") << "llama3-405b-h100.json"
                                  << "";
}

void TestBreadthViews::activationTermsAndModes() {
    QFETCH(QString, file);
    QFETCH(QString, set);
    Scenario s = preset(file.toStdString());
    if (!set.isEmpty()) {
        Controller c;
        c.setScenario(s);
        const QStringList kv = set.split('=');
        QVERIFY(!c.setValue(kv[0], kv[1]).has_value());
        QVERIFY(!c.setValue("parallel.recompute", "selective").has_value());
        s = c.scenario();
    }
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    ActivationView view;
    view.setResults(s, r);
    const auto& terms = r.activation->terms;
    QCOMPARE(view.termRows(), static_cast<int>(terms.size()));
    for (int i = 0; i < view.termRows(); ++i) {
        const ActivationTerm& t = terms[static_cast<std::size_t>(i)];
        SB_COMPARE_REL(view.termMiB(i), t.bytes / kMiB, 1e-12);
        QCOMPARE(view.termKeptBySelective(i), t.kept_by_selective);
    }
    for (int k = 0; k < 3; ++k) {
        SB_COMPARE_REL(view.modeGiB(k), r.activation->modes[k].stage_peak_bytes / kGiB, 1e-12);
    }
    QCOMPARE(view.highlightedMode(), static_cast<int>(s.parallel.recompute));
    // The note names the conventions the model used (the English UI says them the same way).
    QVERIFY2(view.noteText().contains(QString::fromStdString(r.activation->conventions)),
             qPrintable(view.noteText()));
    QVERIFY(view.noteText().contains(QString::number(r.activation->peak_bytes / kGiB, 'f', 2)));
}

void TestBreadthViews::offloadCastPaths_data() {
    QTest::addColumn<double>("link_gb_per_s");
    QTest::addColumn<double>("cpu_ms");  // book, 2 decimals
    QTest::addColumn<double>("gpu_ms");
    QTest::addColumn<bool>("gpu_faster");
    QTest::newRow("PCIe 4.0 x16, 32 GB/s: CPU 4.13 ms, GPU 6.59 ms")
        << 32.0 << 4.13 << 6.59 << false;
    QTest::newRow("NVLink-C2C 450 GB/s: CPU 1.21 ms, GPU 0.75 ms") << 450.0 << 1.21 << 0.75 << true;
}

void TestBreadthViews::offloadCastPaths() {
    QFETCH(double, link_gb_per_s);
    QFETCH(double, cpu_ms);
    QFETCH(double, gpu_ms);
    QFETCH(bool, gpu_faster);
    Scenario s = preset("book-design-48.json");
    s.cluster.host_link_gb_per_s = link_gb_per_s;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    OffloadView view;
    view.setResults(s, r);
    QVERIFY(matchesPrinted(view.transferMs(0) + view.castMs(0), cpu_ms, 2));
    QVERIFY(matchesPrinted(view.transferMs(1) + view.castMs(1), gpu_ms, 2));
    SB_COMPARE_REL(view.transferMs(0), r.offload->cpu.transfer_s * 1e3, 1e-12);
    SB_COMPARE_REL(view.castMs(1), r.offload->gpu.cast_s * 1e3, 1e-12);
    QCOMPARE(view.curvePointCount(), static_cast<int>(r.offload->cpu_curve.size()));
    // B* = 1 / (3 (1/C_c - 1/C_g)) = 147.3 GB/s, the same for both links.
    QVERIFY(matchesPrinted(view.breakEvenMarker(), 147.2877, 4));
    SB_COMPARE_REL(view.currentCpuPoint().x(), link_gb_per_s, 1e-12);
    QCOMPARE(r.offload->faster == "gpu", gpu_faster);
    QCOMPARE(view.pathLabel(1).contains("faster"), gpu_faster);
    QCOMPARE(view.pathLabel(0).contains("faster"), !gpu_faster);
    QVERIFY(view.noteText().contains(QString::number(gpu_ms, 'f', 2)));
}

void TestBreadthViews::moeCapacityShares_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("experts");  // 0: keep the preset's
    QTest::addColumn<qint64>("top_k");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<QList<double>>("dropped");  // at c = 1, 1.25, 1.5, 2 (percent)
    QTest::addColumn<QList<double>>("padded");
    QTest::addColumn<double>("capacity");  // rows per expert at c = 1.25
    QTest::newRow("Qwen3-235B-A22B 128 experts top-8")
        << "moe-capacity-qwen3-235b.json" << qint64(0) << qint64(0) << qint64(0)
        << QList<double>{25, 12.5, 0, 0} << QList<double>{25, 30, 100.0 / 3, 50} << 640.0;
    QTest::newRow("two experts 96/32 (book)")
        << "moe-capacity-qwen3-235b.json" << qint64(2) << qint64(1) << qint64(128)
        << QList<double>{25, 12.5, 0, 0} << QList<double>{25, 30, 100.0 / 3, 50} << 80.0;
}

void TestBreadthViews::moeCapacityShares() {
    QFETCH(QString, file);
    QFETCH(qint64, experts);
    QFETCH(qint64, top_k);
    QFETCH(qint64, tokens);
    QFETCH(QList<double>, dropped);
    QFETCH(QList<double>, padded);
    QFETCH(double, capacity);
    Scenario s = preset(file.toStdString());
    if (experts > 0) {
        s.model.experts = experts;
        s.model.top_k = top_k;
        s.moe->tokens = tokens;
    }
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    MoeView view;
    view.setResults(s, r);
    QCOMPARE(view.curvePointCount(), static_cast<int>(r.moe->curve.size()));
    const double cs[4] = {1.0, 1.25, 1.5, 2.0};
    for (int i = 0; i < 4; ++i) {
        SB_COMPARE_REL(view.droppedPercentAt(cs[i]) + 1, dropped[i] + 1, 1e-9);
        SB_COMPARE_REL(view.paddedPercentAt(cs[i]) + 1, padded[i] + 1, 1e-9);
    }
    SB_COMPARE_REL(view.currentCapacityFactor(), 1.25, 1e-12);
    SB_COMPARE_REL(view.capacityLine(), capacity, 1e-12);
    // The load profile is the model's histogram: each load is a step as wide as its experts.
    const QList<QPointF> profile = view.loadProfile();
    QCOMPARE(profile.size(), 2 * static_cast<int>(r.moe->loads.size()));
    for (std::size_t i = 0; i < r.moe->loads.size(); ++i) {
        const QPointF a = profile[2 * static_cast<int>(i)];
        const QPointF b = profile[2 * static_cast<int>(i) + 1];
        QCOMPARE(b.x() - a.x(), static_cast<double>(r.moe->loads[i].second));
        QCOMPARE(a.y(), static_cast<double>(r.moe->loads[i].first));
    }
    QCOMPARE(profile.back().x(), static_cast<double>(r.moe->experts));
    QVERIFY(view.chartsShown());
    // The §7.7 attention-pair mix is no plan's: it is in the study material, not on this tab.
    QString note = view.noteText();
    QVERIFY2(!note.remove(',').contains("26218496"), qPrintable(note));
}

void TestBreadthViews::moeDenseModelShowsPlaceholder() {
    const Scenario s = preset("book-design-48.json");
    const Results r = evaluate(s);
    QVERIFY(!r.moe->enabled);
    MoeView view;
    view.setResults(s, r);
    QVERIFY(!view.chartsShown());
    QCOMPARE(view.curvePointCount(), 0);
    QVERIFY(view.noteText().contains("Dense model"));
    // Switching to a MoE scenario brings the charts back.
    const Scenario moe = preset("moe-capacity-qwen3-235b.json");
    view.setResults(moe, evaluate(moe));
    QVERIFY(view.chartsShown());
}

void TestBreadthViews::rlPipelineAndHandoff_data() {
    QTest::addColumn<double>("verify");
    QTest::addColumn<int>("bottleneck");
    QTest::addColumn<double>("effective");
    QTest::newRow("book: verify-bound at 4.5 traj/s") << 6.0 << 1 << 4.5;
    QTest::newRow("verification doubled: learner-bound at 8") << 12.0 << 2 << 8.0;
}

void TestBreadthViews::rlPipelineAndHandoff() {
    QFETCH(double, verify);
    QFETCH(int, bottleneck);
    QFETCH(double, effective);
    Scenario s = preset("rl-pipeline.json");
    s.rl->verify_per_s = verify;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    RlView view;
    view.setResults(s, r);
    for (int i = 0; i < 3; ++i) {
        SB_COMPARE_REL(view.stageCapacity(i), r.rl->stages[i].capacity_per_s, 1e-12);
        SB_COMPARE_REL(view.stageDelivered(i), r.rl->stages[i].delivered_per_s, 1e-12);
    }
    QCOMPARE(view.highlightedStage(), bottleneck);
    // The book's rates say so on the tab (a typed example, not the plan); another verify rate
    // is the user's own RL system and the strip goes.
    QCOMPARE(r.rl->example, verify == 6.0);
    QCOMPARE(view.exampleBanner()->isVisibleTo(&view), verify == 6.0);
    SB_COMPARE_REL(view.stageDelivered(2), effective, 1e-12);
    SB_COMPARE_REL(view.breakEvenMarkerX(), 44.0 / 60.0, 1e-12);
    QVERIFY(QString::number(view.breakEvenMarkerX(), 'f', 4) == "0.7333");
    SB_COMPARE_REL(view.currentKeepPoint().x(), 0.75, 1e-12);
    SB_COMPARE_REL(view.currentKeepPoint().y(), 0.75 * 60 / 44, 1e-12);
    QCOMPARE(view.asyncCurvePointCount(), static_cast<int>(r.rl->async_ratio_curve.size()));
    // Hand-off (§11): 44, 83.256, 43.256 GiB restoring first; 44, 59.256, 19.256, 43.256 GiB
    // loading the weights first; only 83.256 exceeds the 74.506 GiB card.
    const double expected[7] = {44, 83.256, 43.256, 44, 59.256, 19.256, 43.256};
    QCOMPARE(view.handoffRows(), 7);
    for (int i = 0; i < 7; ++i) {
        QVERIFY2(matchesPrinted(view.handoffGiB(i), expected[i], 3),
                 qPrintable(QString::number(view.handoffGiB(i), 'g', 10)));
        QCOMPARE(view.handoffOverCard(i), i == 1);
    }
    QVERIFY(matchesPrinted(view.cardMemoryLineGiB(), 74.506, 3));
}

void TestBreadthViews::bucketTimeline_data() {
    QTest::addColumn<double>("nic_gb_per_s");
    QTest::addColumn<double>("whole_ms");
    QTest::addColumn<double>("each_ms");
    QTest::newRow("book: 25 GB/s, whole 4.55 ms vs 3 x 1.53 ms") << 25.0 << 4.55 << 1.53;
    QTest::newRow("400 Gbit/s: whole 2.28 ms still exposed") << 50.0 << 2.28 << 0.775;
}

void TestBreadthViews::bucketTimeline() {
    QFETCH(double, nic_gb_per_s);
    QFETCH(double, whole_ms);
    QFETCH(double, each_ms);
    Scenario s = preset("book-design-48.json");
    s.cluster.nic_gb_per_s = nic_gb_per_s;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    BucketView view;
    view.setResults(s, r);
    // Windows 0-2, 7-9, 14-16 ms; the compute ends with the last one.
    const QList<QPair<double, double>> windows = view.idleWindows();
    QCOMPARE(windows.size(), 3);
    for (int w = 0; w < 3; ++w) {
        SB_COMPARE_REL(windows[w].first + 1, 7.0 * w + 1, 1e-12);
        SB_COMPARE_REL(windows[w].second, 7.0 * w + 2, 1e-12);
    }
    SB_COMPARE_REL(view.computeEndMarker(), 16.0, 1e-12);
    // The whole bucket is ready at 14 ms, fits no 2 ms window and runs after the compute.
    const QList<QPair<double, double>> whole = view.calls(0);
    QCOMPARE(whole.size(), 1);
    SB_COMPARE_REL(whole[0].first, 16.0, 1e-12);
    QVERIFY(matchesPrinted(whole[0].second - whole[0].first, whole_ms, 2));
    SB_COMPARE_REL(whole[0].second, r.collectives->whole.finish_s * 1e3, 1e-12);
    // Each sub-bucket runs in its own window as soon as it opens.
    const QList<QPair<double, double>> split = view.calls(1);
    QCOMPARE(split.size(), 3);
    for (int j = 0; j < 3; ++j) {
        SB_COMPARE_REL(split[j].first + 1, 7.0 * j + 1, 1e-12);
        QVERIFY(matchesPrinted(split[j].second - split[j].first, each_ms, 2));
    }
    QVERIFY2(view.laneLabel(0).contains(QString::number(whole_ms, 'f', 2)),
             qPrintable(view.laneLabel(0)));
    QVERIFY2(view.laneLabel(1).contains(QString::number(r.collectives->split_each_s * 1e3, 'f', 2)),
             qPrintable(view.laneLabel(1)));
    // The toys no plan has are off the plan's tab: no §7.2 overlap, no MegaScale pair (the
    // study material and the Scaling tab show them).
    const QString note = view.noteText();
    QVERIFY2(!note.contains("busy link") && !note.contains("MegaScale"), qPrintable(note));
}

void TestBreadthViews::scalingCurvesAndTable() {
    const Scenario s = preset("book-design-48.json");
    const Results r = evaluate(s);
    ScalingView view;
    view.setResults(s, r);
    QCOMPARE(view.curvePointCount(), static_cast<int>(r.scaling->weak_curve.size()));
    // worked-examples §1.3: cards, weak days, strong days.
    const double cards[5] = {48, 96, 192, 384, 1536};
    const char* weak[5] = {"19.4", "15.7", "13.8", "12.8", "12.1"};
    const char* strong[5] = {"19.4", "9.8", "5.0", "2.6", "0.8"};
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(view.weakPoint(i).x(), cards[i]);
        SB_COMPARE_REL(view.weakPoint(i).y(), r.scaling->rows[i].weak_days, 1e-12);
        SB_COMPARE_REL(view.strongPoint(i).y(), r.scaling->rows[i].strong_days, 1e-12);
        QCOMPARE(view.table()->item(i, 0)->text().remove(',').remove(' '),
                 QString::number(cards[i]));
        QCOMPARE(view.table()->item(i, 3)->text(), QString(weak[i]));
        QCOMPARE(view.table()->item(i, 5)->text(), QString(strong[i]));
    }
    QCOMPARE(view.table()->item(1, 1)->text().remove(',').remove(' '), QString("6291456"));
    QCOMPARE(view.table()->item(4, 6)->text(), QString("26.1 %"));
    QVERIFY2(view.noteText().contains("1.6358") && view.noteText().contains("1.5729"),
             qPrintable(view.noteText()));
    // MegaScale (§7.5), labelled as a measured example: 3.73x, 93.3 %, 0.425 s.
    const QString note = view.noteText();
    QVERIFY2(note.contains("MegaScale") && note.contains("not your plan") &&
                 note.contains("3.73") && note.contains("93.3") && note.contains("0.425"),
             qPrintable(note));
}

void TestBreadthViews::catalogPickersChangeScenario_data() {
    QTest::addColumn<bool>("gpu");  // false: the model combo
    QTest::addColumn<QString>("name");
    QTest::newRow("GPU H100 SXM") << true << "H100 SXM";
    QTest::newRow("GPU MI300X") << true << "MI300X";
    QTest::newRow("model Qwen3-235B-A22B") << false << "Qwen3-235B-A22B";
    QTest::newRow("model Llama-3-70B") << false << "Llama-3-70B";
}

void TestBreadthViews::catalogPickersChangeScenario() {
    QFETCH(bool, gpu);
    QFETCH(QString, name);
    Controller controller;
    controller.setScenario(preset("book-design-48.json"));
    ParamPanel panel(&controller);
    QComboBox* combo = gpu ? panel.gpuCombo() : panel.modelCombo();
    QCOMPARE(combo->currentText(), gpu ? QString("RTX 4090") : QString("Qwen3-8B"));
    const Scenario before = controller.scenario();
    Scenario expected = before;
    QVERIFY(gpu ? applyGpu(expected, name.toStdString())
                : applyModel(expected, name.toStdString()));

    const int index = combo->findText(name);
    QVERIFY(index >= 0);
    const int steps = controller.undoStack()->count();
    combo->setCurrentIndex(index);
    emit combo->activated(index);  // what a pick in the drop-down sends
    controller.flush();
    QCOMPARE(controller.undoStack()->count(), steps + 1);
    QCOMPARE(controller.undoStack()->undoText(), QString("Use %1").arg(name));
    const Scenario& now = controller.scenario();
    if (gpu) {
        QCOMPARE(QString::fromStdString(now.cluster.gpu), name);
        QCOMPARE(now.cluster.peak_tflops, expected.cluster.peak_tflops);
        QCOMPARE(now.cluster.usable_memory_gib, expected.cluster.usable_memory_gib);
        QCOMPARE(now.cluster.hbm_gb_per_s, expected.cluster.hbm_gb_per_s);
        QVERIFY(now.cluster.peak_tflops != before.cluster.peak_tflops);
    } else {
        QCOMPARE(QString::fromStdString(now.model.name), name);
        QCOMPARE(now.model.params, expected.model.params);
        QCOMPARE(now.model.layers, expected.model.layers);
        QCOMPARE(now.model.experts, expected.model.experts);
        QVERIFY(now.model.params != before.model.params);
    }
    QCOMPARE(combo->currentText(), name);
    // Everything else is untouched.
    QCOMPARE(now.cluster.cards, before.cluster.cards);
    QCOMPARE(now.training.tokens, before.training.tokens);

    controller.undoStack()->undo();
    controller.flush();
    QCOMPARE(controller.scenario().cluster.gpu, before.cluster.gpu);
    QCOMPARE(controller.scenario().cluster.peak_tflops, before.cluster.peak_tflops);
    QCOMPARE(controller.scenario().model.name, before.model.name);
    QCOMPARE(controller.scenario().model.params, before.model.params);
    QCOMPARE(combo->currentText(), gpu ? QString("RTX 4090") : QString("Qwen3-8B"));
}

void TestBreadthViews::unknownCatalogNameIsShown() {
    Controller controller;
    controller.setScenario(preset("book-design-48.json"));
    ParamPanel panel(&controller);
    const int catalog = panel.gpuCombo()->count();
    QVERIFY(!controller.setValue("cluster.gpu", "Prototype X").has_value());
    QCOMPARE(panel.gpuCombo()->count(), catalog + 1);
    QVERIFY(panel.gpuCombo()->currentText().contains("Prototype X"));
    // Picking the unknown entry changes nothing.
    const int steps = controller.undoStack()->count();
    emit panel.gpuCombo()->activated(0);
    QCOMPARE(controller.undoStack()->count(), steps);
    controller.undoStack()->undo();
    QCOMPARE(panel.gpuCombo()->count(), catalog);
    QCOMPARE(panel.gpuCombo()->currentText(), QString("RTX 4090"));
}

void TestBreadthViews::sectionTitlesForBreadth() {
    for (const char* section : {"activations", "offload", "collectives", "attention", "scaling"}) {
        const QString title = sectionTitle(QString::fromLatin1(section));
        QVERIFY2(title != QLatin1String(section), section);
        QVERIFY(title.at(0).isUpper());
    }
}

void TestBreadthViews::oneGroupPerSection() {
    // moe.* keys sit in two places of the registry; the panel still shows one MoE group.
    Controller controller;
    ParamPanel panel(&controller);
    QStringList titles;
    for (QToolButton* b : panel.findChildren<QToolButton*>()) {
        if (b->isCheckable()) {
            titles << b->text();
        }
    }
    QVERIFY(titles.size() >= 10);
    QCOMPARE(titles.count(sectionTitle("moe")), 1);
    QCOMPARE(QSet<QString>(titles.begin(), titles.end()).size(), titles.size());
    QVERIFY(panel.editor("moe.capacity_factor") != nullptr);
    QVERIFY(panel.editor("moe.tokens") != nullptr);
}

void TestBreadthViews::viewsAreRefilledNotRebuilt() {
    Scenario s = preset("moe-capacity-qwen3-235b.json");
    std::vector<std::unique_ptr<ChartPanel>> views;
    views.emplace_back(new ActivationView);
    views.emplace_back(new OffloadView);
    views.emplace_back(new MoeView);
    views.emplace_back(new RlView);
    views.emplace_back(new BucketView);
    views.emplace_back(new ScalingView);
    QList<QList<QAbstractSeries*>> series;
    QList<QList<QAbstractAxis*>> axes;
    const Results first = evaluate(s);
    for (auto& v : views) {
        v->setResults(s, first);
        for (QChartView* cv : v->chartViews()) {
            series << cv->chart()->series();
            axes << cv->chart()->axes();
        }
    }
    s.moe->capacity_factor = 1.5;
    s.parallel.recompute = Recompute::Selective;
    s.rl->verify_per_s = 12;
    s.collectives->sub_buckets = 4;
    s.cluster.cards = 512;
    s.cluster.host_link_gb_per_s = 450;
    const Results second = evaluate(s);
    int i = 0;
    for (auto& v : views) {
        v->setResults(s, second);
        for (QChartView* cv : v->chartViews()) {
            QCOMPARE(cv->chart()->series(), series[i]);
            QCOMPARE(cv->chart()->axes(), axes[i]);
            ++i;
        }
    }
    // And the refill shows the new numbers.
    auto* moe = static_cast<MoeView*>(views[2].get());
    SB_COMPARE_REL(moe->currentCapacityFactor(), 1.5, 1e-12);
    auto* act = static_cast<ActivationView*>(views[0].get());
    QCOMPARE(act->highlightedMode(), 1);
    auto* rl = static_cast<RlView*>(views[3].get());
    QCOMPARE(rl->highlightedStage(), 2);
    auto* buckets = static_cast<BucketView*>(views[4].get());
    QCOMPARE(buckets->calls(1).size(), 4);
    auto* scaling = static_cast<ScalingView*>(views[5].get());
    QCOMPARE(scaling->weakPoint(0).x(), 512.0);
    auto* offload = static_cast<OffloadView*>(views[1].get());
    SB_COMPARE_REL(offload->currentCpuPoint().x(), 450.0, 1e-12);
}

void TestBreadthViews::noNanOrInfOnAnyPreset() {
    const QStringList files =
        QDir(QStringLiteral(STEPBUDGET_PRESETS_DIR)).entryList({"*.json"}, QDir::Files);
    QVERIFY(files.size() >= 10);
    const QRegularExpression bad(QStringLiteral("\\b(nan|-?inf)\\b"),
                                 QRegularExpression::CaseInsensitiveOption);
    std::vector<std::unique_ptr<ChartPanel>> views;
    views.emplace_back(new ActivationView);
    views.emplace_back(new OffloadView);
    views.emplace_back(new MoeView);
    views.emplace_back(new RlView);
    views.emplace_back(new BucketView);
    views.emplace_back(new ScalingView);
    for (const QString& file : files) {
        const Scenario s = preset(file.toStdString());
        const Results r = evaluate(s);
        QVERIFY2(r.ok(), qPrintable(file));
        for (auto& v : views) {
            v->setResults(s, r);
            for (const QString& text : visibleTexts(v.get())) {
                QVERIFY2(!bad.match(text).hasMatch(),
                         qPrintable(file + ": " + v->metaObject()->className() + ": " + text));
            }
            QString where;
            QVERIFY2(allPointsFinite(v.get(), &where),
                     qPrintable(file + ": " + v->metaObject()->className() + ": " + where));
        }
    }
}

void TestBreadthViews::noNanOrInfAtEdges_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("edits");  // "path=value", applied in order
    QTest::newRow("idle windows of zero length")
        << "book-design-48.json" << QStringList{"collectives.idle_window_ms=0"};
    QTest::newRow("16 sub-buckets, one window")
        << "book-design-48.json"
        << QStringList{"collectives.sub_buckets=16", "collectives.idle_windows=1"};
    QTest::newRow("RL with no time at all")
        << "rl-pipeline.json" << QStringList{"rl.generate_s=0", "rl.learn_s=0", "rl.sync_s=0"};
    QTest::newRow("RL keeping almost nothing")
        << "rl-pipeline.json" << QStringList{"rl.keep_fraction=0.001"};
    QTest::newRow("one expert, top-1")
        << "moe-capacity-qwen3-235b.json" << QStringList{"model.experts=1", "model.top_k=1"};
    QTest::newRow("flash attention, full recompute, interleaved")
        << "moe-capacity-qwen3-235b.json"
        << QStringList{"activations.flash_attention=true", "parallel.recompute=full",
                       "activations.virtual_stages=4", "activations.source=architecture"};
}

void TestBreadthViews::noNanOrInfAtEdges() {
    QFETCH(QString, file);
    QFETCH(QStringList, edits);
    Controller controller;
    controller.setScenario(preset(file.toStdString()));
    for (const QString& edit : edits) {
        const int eq = edit.indexOf('=');
        const auto issue = controller.setValue(edit.left(eq), edit.mid(eq + 1));
        QVERIFY2(!issue.has_value(), qPrintable(edit));
    }
    controller.flush();
    const Results& r = controller.results();
    if (!r.ok()) {
        QSKIP("the model refuses this combination; nothing to show");
    }
    const QRegularExpression bad(QStringLiteral("\\b(nan|-?inf)\\b"),
                                 QRegularExpression::CaseInsensitiveOption);
    std::vector<std::unique_ptr<ChartPanel>> views;
    views.emplace_back(new ActivationView);
    views.emplace_back(new OffloadView);
    views.emplace_back(new MoeView);
    views.emplace_back(new RlView);
    views.emplace_back(new BucketView);
    views.emplace_back(new ScalingView);
    for (auto& v : views) {
        v->setResults(controller.scenario(), r);
        for (const QString& text : visibleTexts(v.get())) {
            QVERIFY2(!bad.match(text).hasMatch(),
                     qPrintable(QString(v->metaObject()->className()) + ": " + text));
        }
        QString where;
        QVERIFY2(allPointsFinite(v.get(), &where),
                 qPrintable(QString(v->metaObject()->className()) + ": " + where));
    }
}

void TestBreadthViews::chartClicksHaveDerivations() {
    // A click on a chart asks for its derivation; every id must be one the model publishes.
    const Scenario s = preset("moe-capacity-qwen3-235b.json");
    const Results r = evaluate(s);
    std::vector<std::unique_ptr<ChartPanel>> views;
    views.emplace_back(new ActivationView);
    views.emplace_back(new OffloadView);
    views.emplace_back(new MoeView);
    views.emplace_back(new RlView);
    views.emplace_back(new BucketView);
    views.emplace_back(new ScalingView);
    int charts = 0;
    for (auto& v : views) {
        for (QChartView* cv : v->chartViews()) {
            const QString id = cv->property("derivationId").toString();
            QVERIFY2(r.derivation(id.toStdString()) != nullptr, qPrintable(id));
            ++charts;
        }
    }
    // 11: the Buckets tab's §7.1 token-means chart moved to the study material.
    QCOMPARE(charts, 11);
}

void TestBreadthViews::mainWindowHasBreadthTabs() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(presetPath("rl-pipeline.json"))));
    controller.flush();
    QStringList tabs;
    for (int i = 0; i < window.tabs()->count(); ++i) {
        tabs << window.tabs()->tabText(i);
    }
    for (const char* title : {"Activations", "Offload", "MoE", "RL", "Buckets", "Scaling"}) {
        QVERIFY2(tabs.contains(QString::fromLatin1(title)), qPrintable(tabs.join(", ")));
    }
    // A hidden view refills when its tab is shown.
    RlView* rl = window.view<RlView>();
    QVERIFY(rl != nullptr);
    window.tabs()->setCurrentWidget(rl);
    QCOMPARE(rl->highlightedStage(), 1);
    SB_COMPARE_REL(rl->stageDelivered(2), 4.5, 1e-12);
}

void TestBreadthViews::exampleBannerBackToPlan() {
    // The design case shows the book's §7.3 bucket: the Buckets tab says so first, and its one
    // button sets collectives.source back to plan as one undo step (the verdict is the model's).
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(presetPath("book-design-48.json"))));
    controller.flush();
    BucketView* buckets = window.view<BucketView>();
    QVERIFY(buckets != nullptr);
    window.tabs()->setCurrentWidget(buckets);
    ExampleBanner* banner = buckets->exampleBanner();
    QVERIFY(banner != nullptr);
    QVERIFY(!banner->isHidden());
    QVERIFY2(banner->text().contains(QStringLiteral("§7.3")), qPrintable(banner->text()));
    QVERIFY(controller.results().collectives->example);
    const int steps = controller.undoStack()->count();
    QPushButton* back = banner->findChild<QPushButton*>();
    QVERIFY(back != nullptr);
    back->click();
    controller.flush();
    QCOMPARE(controller.scenario().collectives->source, SectionSource::Plan);
    QCOMPARE(controller.undoStack()->count(), steps + 1);
    QVERIFY(!controller.results().collectives->example);
    window.tabs()->setCurrentWidget(window.view<OffloadView>());
    window.tabs()->setCurrentWidget(buckets);
    QVERIFY(banner->isHidden());
    // GPT-3 shows the plan everywhere the switches reach: no banner on those tabs.
    QVERIFY(window.openPreset(QString::fromStdString(presetPath("gpt3-175b-a100.json"))));
    controller.flush();
    window.tabs()->setCurrentWidget(window.view<OffloadView>());
    QVERIFY(window.view<OffloadView>()->exampleBanner()->isHidden());
}

// Issue case "two peaks for one plan": the design case types 10 GiB of activations; the headline
// said 12.5 of 22 GiB while the Activations tab's bars (402 GiB) read as the plan's. The tab now
// says, where the eye falls first, that the bars are the architecture's estimate and not the
// plan's memory, and one click makes the architecture the plan's (then the banner goes).
void TestBreadthViews::typedActivationsAreOnePeak() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(presetPath("book-design-48.json"))));
    controller.flush();
    ActivationView* view = window.view<ActivationView>();
    QVERIFY(view != nullptr);
    window.tabs()->setCurrentWidget(view);
    ExampleBanner* typed = view->typedActivationsBanner();
    QVERIFY(!typed->isHidden());
    QVERIFY2(typed->text().contains(QStringLiteral("10 GiB")) &&
                 typed->text().contains(QStringLiteral("not your plan")),
             qPrintable(typed->text()));
    QVERIFY(view->exampleBanner()->isHidden());
    const int steps = controller.undoStack()->count();
    QPushButton* use = typed->findChild<QPushButton*>();
    QVERIFY(use != nullptr);
    use->click();
    controller.flush();
    QCOMPARE(controller.undoStack()->count(), steps + 1);
    QVERIFY(controller.results().activation->in_force);
    QVERIFY(typed->isHidden());
    // Now the bars are the plan's: the headline's activation term is the tab's peak.
    SB_COMPARE_REL(controller.results().memory.extra_bytes_per_card,
                   controller.results().activation->peak_bytes, 1e-12);
}

// book-pipeline.json is the book's common case (§3.2, §4): its Activations tab shows that example
// (one 128-token FP32 micro-batch, 4 stages of 9 layers, 4 micro-batches in flight) under the
// banner, with §4's rebuild in the note; one click returns the tab to the plan (8,192 tokens on
// one stage), one undo step. GPT-3 shows its plan without a banner.
// A simulated pipeline (DeepSeek-V3's DualPipe holds more micro-batches than 1F1B's p) puts its
// own stage peak into the memory: the Activations tab says so, with the Memory tab's number,
// instead of claiming its closed form is the one in force.
void TestBreadthViews::activationsNameTheSimulatedPeak() {
    const Scenario s = preset("deepseek-v3-ep-h100.json");
    const Results r = evaluate(s);
    QVERIFY(r.ok() && r.memory.activation_simulated);
    QVERIFY(std::fabs(r.memory.extra_bytes_per_card - r.activation->peak_bytes) > 1e6);
    ActivationView view;
    view.setResults(s, r);
    const QString note = view.noteText();
    QVERIFY2(note.contains(QStringLiteral("simulated peak instead: %1 GiB on stage %2 of 16")
                               .arg(r.memory.extra_bytes_per_card / kGiB, 0, 'f', 2)
                               .arg(r.memory.activation_stage + 1)),
             qPrintable(note));
    QVERIFY(note.contains(QLatin1String("dualpipe")));
    QVERIFY(!note.contains(QLatin1String("The memory peak uses this estimate.")));
    // One stage: nothing simulated, the closed form is the peak's.
    const Scenario one = preset("book-design-48.json");
    Controller c;
    c.setScenario(one);
    QVERIFY(!c.setValue("activations.source", "architecture").has_value());
    const Results r1 = evaluate(c.scenario());
    view.setResults(c.scenario(), r1);
    QVERIFY2(view.noteText().contains(QLatin1String("The memory peak uses this estimate.")),
             qPrintable(view.noteText()));
}

// The Activations tab's "in force" line in the Chinese interface: every convention translated,
// the selective-recompute modules named (Megatron's module names stay as the keys give them).
// Its template gained the modules; a stale translation fell back to the English sentence.
void TestBreadthViews::activationConventionsInChinese() {
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/stepbudget_zh_CN.qm")));
    QCoreApplication::installTranslator(&zh);
    Scenario s = preset("deepseek-v3-ep-h100.json");
    s.parallel.recompute = Recompute::Selective;
    s.parallel.recompute_core_attn = false;
    s.parallel.recompute_norms = true;
    s.parallel.recompute_mla_up_proj = true;
    ActivationView view;
    view.setResults(s, evaluate(s));
    const QString note = view.noteText();
    QCoreApplication::removeTranslator(&zh);
    QVERIFY2(note.contains(QStringLiteral("选择性重计算模块：layernorm, mla_up_proj")),
             qPrintable(note));
    QVERIFY2(!note.contains(QLatin1String("values;")), qPrintable(note));
}

void TestBreadthViews::activationsExampleBackToPlan() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(presetPath("book-pipeline.json"))));
    controller.flush();
    ActivationView* view = window.view<ActivationView>();
    QVERIFY(view != nullptr);
    window.tabs()->setCurrentWidget(view);
    ExampleBanner* banner = view->exampleBanner();
    QVERIFY(!banner->isHidden());
    QVERIFY2(banner->text().contains(QStringLiteral("§3.2")), qPrintable(banner->text()));
    const ActivationResults& ex = controller.results().activation;
    QVERIFY(ex.example);
    QVERIFY(!ex.in_force);
    QCOMPARE(ex.tokens_per_microbatch, 128.0);
    QCOMPARE(ex.layers_per_stage, 9.0);
    QCOMPARE(ex.microbatches_in_flight, 4.0);
    QCOMPARE(ex.tp, 1.0);
    // FP32 values: the Q term of one layer is 128 x 4096 x 4 B = 2 MiB.
    for (const ActivationTerm& t : ex.terms) {
        if (t.id == "query") {
            SB_COMPARE_REL(t.bytes, 128.0 * 4096 * 4, 1e-12);
        }
    }
    // §4 in the note: 135 -> 45 MiB per 9-layer stage, 360 MiB while 4 micro-batches wait.
    const QString note = view->noteText();
    QVERIFY2(
        note.contains(QStringLiteral("135 MiB")) && note.contains(QStringLiteral("45.0 MiB")) &&
            note.contains(QStringLiteral("360 MiB")) && note.contains(QStringLiteral("your plan")),
        qPrintable(note));
    const int steps = controller.undoStack()->count();
    QPushButton* back = banner->findChild<QPushButton*>();
    QVERIFY(back != nullptr);
    back->click();
    controller.flush();
    QCOMPARE(controller.scenario().activations->inputs, SectionSource::Plan);
    QCOMPARE(controller.undoStack()->count(), steps + 1);
    const ActivationResults& plan = controller.results().activation;
    QVERIFY(!plan.example);
    QCOMPARE(plan.tokens_per_microbatch, 8192.0);  // the plan's s b
    window.tabs()->setCurrentWidget(window.view<OffloadView>());
    window.tabs()->setCurrentWidget(view);
    QVERIFY(banner->isHidden());
    QVERIFY(!view->noteText().contains(QStringLiteral("Selective rebuild")));
    QVERIFY(window.openPreset(QString::fromStdString(presetPath("gpt3-175b-a100.json"))));
    controller.flush();
    QVERIFY(banner->isHidden());
    QCOMPARE(controller.results().activation->tp, 8.0);
}

void TestBreadthViews::bucketDrawingIsBounded_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<double>("window_ms");
    QTest::addColumn<double>("gap_ms");
    QTest::newRow("typed example, the book's 2 ms every 7 ms") << "example" << 2.0 << 5.0;
    QTest::newRow("typed example, 1 us windows") << "example" << 0.001 << 0.001;
    QTest::newRow("plan, back-to-back layer windows") << "plan" << 2.0 << 5.0;
}

// 1,024 idle windows and 1,024 sub-buckets: the drawing merges what one pixel cannot show, so it
// stays a few hundred points (it was four per window and call, repainted in seconds), while a
// hover still finds each window and call in the model's timeline.
void TestBreadthViews::bucketDrawingIsBounded() {
    QFETCH(QString, source);
    QFETCH(double, window_ms);
    QFETCH(double, gap_ms);
    Scenario s = preset("book-design-48.json");
    s.collectives->source = source == "plan" ? SectionSource::Plan : SectionSource::Example;
    s.collectives->idle_windows = 1024;
    s.collectives->sub_buckets = 1024;
    s.collectives->idle_window_ms = window_ms;
    s.collectives->window_gap_ms = gap_ms;
    s.collectives->startup_ms = 0;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const CollectivesResults& c = r.collectives;
    QCOMPARE(c.windows.size(), std::size_t{1024});
    BucketView view;
    view.resize(700, 450);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResults(s, r);
    // A plot narrower than the 1,024 windows: no series may hold more rectangles than pixels.
    const double plot_px = view.plotWidth();
    QVERIFY2(plot_px > 100 && plot_px < 1024, qPrintable(QString::number(plot_px)));
    QVERIFY2(view.largestLayerRects() <= plot_px,
             qPrintable(QString::number(view.largestLayerRects())));
    QVERIFY2(view.drawnRects() < 1024 + 1 + 1024, qPrintable(QString::number(view.drawnRects())));
    for (std::size_t w : {std::size_t{0}, std::size_t{511}, std::size_t{1023}}) {
        const IdleWindow& win = c.windows[w];
        const auto hit = view.windowAt((win.start_s + win.end_s) / 2 * 1e3);
        QVERIFY(hit.has_value());
        QCOMPARE(hit->first, static_cast<int>(w));
    }
    const BucketChunk& k = c.split.chunks[700];
    const auto call = view.callAt(1, (k.start_s + k.end_s) / 2 * 1e3);
    QVERIFY(call.has_value());
    QCOMPARE(call->first, 700);
    QVERIFY2(call->second.contains(QStringLiteral("701 of 1024")), qPrintable(call->second));
}

QTEST_MAIN(TestBreadthViews)
#include "tst_section_views.moc"
