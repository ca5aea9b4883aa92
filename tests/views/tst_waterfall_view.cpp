// The MFU waterfall tab in the running window (offscreen), with predicted efficiency on the
// design case: one bar per loss with the results' own MFU points, a hover names the bar with its
// MFU points and seconds per step, a click on a bar shows that bar's derivation (not the
// chart's), the MFU slider shows the predicted value until it is dragged and is then marked as
// an override, the pinned baseline A is drawn through its own bars, and in Chinese every text
// of the tab is translated.
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/param_editor.h"
#include "app/gui/param_panel.h"
#include "design_window.h"
#include "fuzzy.h"
#include "model/base/params.h"
#include "model/step/compute.h"
#include "views/common/derivation_panel.h"
#include "views/common/elided_label.h"
#include "views/common/slider_scale.h"
#include "views/common/value_format.h"
#include "views/step/waterfall_view.h"

using namespace stepbudget;

namespace {

QAbstractBarSeries* barSeries(QChartView* view) {
    for (QAbstractSeries* s : view->chart()->series()) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(s)) {
            return bars;
        }
    }
    return nullptr;
}

QLineSeries* baselineSeries(QChartView* view) {
    for (QAbstractSeries* s : view->chart()->series()) {
        if (auto* line = qobject_cast<QLineSeries*>(s)) {
            return line;
        }
    }
    return nullptr;
}

// Every text the tab shows, in screen order: chart title, axis titles, categories, legend,
// each category's hover text and the note under the chart.
QStringList shownTexts(WaterfallView* view) {
    QStringList out;
    QChartView* chart_view = view->chartViews().front();
    QChart* chart = chart_view->chart();
    out << chart->title();
    for (QAbstractAxis* axis : chart->axes()) {
        if (!axis->titleText().isEmpty()) {
            out << axis->titleText();
        }
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) {
            out << categories->categories();
        }
    }
    for (QLegendMarker* marker : chart->legend()->markers()) {
        if (marker->isVisible() && !marker->label().isEmpty()) {
            out << marker->label();
        }
    }
    for (int i = 0; i < view->barCount(); ++i) {
        out << view->hoverTextAt(i);
    }
    for (QLabel* label : view->findChildren<QLabel*>()) {
        if (!label->text().isEmpty()) {
            out << label->text();
        }
    }
    return out;
}

// Latin words of three or more letters outside the key names, units and the "A:" of the
// baseline: what is left of English in a translated text.
QStringList englishWords(const QString& text) {
    static const QSet<QString> kept = {
        "MFU", "cluster", "efficiency_source", "predicted", "wave", "tile", "TP", "DP"};
    QString plain = text;
    plain.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    QStringList out;
    const QRegularExpression word(QStringLiteral("[A-Za-z_]{3,}"));
    for (auto it = word.globalMatch(plain); it.hasNext();) {
        const QString w = it.next().captured();
        if (!kept.contains(w)) {
            out << w;
        }
    }
    return out;
}

}  // namespace

class TestWaterfallView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void barsAreTheResults();
    void hoverAndClickEveryBar();
    void mfuSliderShowsThePrediction();
    void baselineOverlay();
    void bothLanguages();

private:
    WaterfallView* showWaterfall();
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
};

void TestWaterfallView::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    m_controller = new Controller;
    m_window = test::openDesignCaseWindow(m_controller);
    QVERIFY(m_window != nullptr);
    // A typed MFU far from the prediction (the design case's 0.40 is within 0.3 % of the
    // predicted 39.7 %), so that the slider test can tell which one is shown.
    QVERIFY(!m_controller->setValue("cluster.mfu", "0.3"));
    QVERIFY(!m_controller->setValue("cluster.efficiency_source", "predicted"));
    m_controller->flush();
    QVERIFY(m_controller->results().waterfall.predicted);
}

void TestWaterfallView::cleanupTestCase() {
    delete m_window;
    delete m_controller;
}

WaterfallView* TestWaterfallView::showWaterfall() {
    m_window->showView(QStringLiteral("waterfall"));
    QCoreApplication::processEvents();
    return m_window->view<WaterfallView>();
}

// Columns: the peak, the ten losses with the achieved MFU after the input wait, the goodput;
// each drawn with the results' own MFU points and tied to its own derivation.
void TestWaterfallView::barsAreTheResults() {
    WaterfallView* view = showWaterfall();
    QVERIFY(view != nullptr);
    const Results& r = m_controller->results();
    const MfuWaterfall& w = r.waterfall;
    QCOMPARE(w.bars.size(), std::size_t{12});  // + the paced stage and the optimizer step
    QCOMPARE(view->barCount(), static_cast<int>(w.bars.size()) + 3);
    QCOMPARE(view->lossAt(0), 100.0);
    QCOMPARE(view->derivationAt(0), QStringLiteral("plan.achieved_mfu"));
    int column = 1;
    for (const WaterfallBar& b : w.bars) {
        // Drawn as its length; a gain (the design case's paced stage, whose LM head runs above
        // the layers' efficiency) floats the other way.
        SB_COMPARE_REL(view->lossAt(column), 100 * std::abs(b.mfu_before - b.mfu_after), 1e-12);
        QCOMPARE(view->derivationAt(column), "waterfall." + QString::fromStdString(b.id));
        QVERIFY(r.derivation(view->derivationAt(column).toStdString()) != nullptr);
        ++column;
        if (b.id == "input_wait") {
            SB_COMPARE_REL(view->lossAt(column), 100 * r.plan.achieved_mfu, 1e-9);
            QCOMPARE(view->derivationAt(column), QStringLiteral("plan.achieved_mfu"));
            ++column;
        }
    }
    SB_COMPARE_REL(view->lossAt(column), 100 * w.goodput_mfu, 1e-12);
    QCOMPARE(view->derivationAt(column), QStringLiteral("waterfall.goodput_mfu"));
    // Predicted: the compute loss is split in three (typed shows one bar).
    QCOMPARE(w.bars[0].id, std::string("achievable_matmul"));
    QCOMPARE(w.bars[1].id, std::string("shape"));
    QCOMPARE(w.bars[2].id, std::string("memory_bound"));
    QVERIFY(w.bars[0].loss() > 0.05);
}

// The middle of every bar wide enough to point at: its hover says its name, MFU points and
// seconds per step; a click shows its own derivation with the number the bar drew.
void TestWaterfallView::hoverAndClickEveryBar() {
    WaterfallView* view = showWaterfall();
    QChartView* chart_view = view->chartViews().front();
    QAbstractBarSeries* series = barSeries(chart_view);
    QVERIFY(series != nullptr);
    QCOMPARE(series->barSets().size(), 4);  // base, loss, gain, level
    QBarSet* base = series->barSets()[0];
    const Results& r = m_controller->results();
    int checked = 0;
    for (int i = 0; i < view->barCount(); ++i) {
        const double start = base->at(i);
        const double length = view->lossAt(i);
        // Horizontal bars: x is the MFU, y the category.
        const QPointF left = chart_view->chart()->mapToPosition(QPointF(start, i), series);
        const QPointF right =
            chart_view->chart()->mapToPosition(QPointF(start + length, i), series);
        if (right.x() - left.x() < 6) {
            continue;  // a sliver: the mouse cannot tell it from its neighbour's edge
        }
        test::hoverChart(chart_view, (left + right) / 2);
        const QString text = view->hoverText();
        QCOMPARE(text, view->hoverTextAt(i));
        const QString id = view->derivationAt(i);
        QCOMPARE(view->hoverDerivationId(), id);
        QTest::mouseClick(chart_view->viewport(), Qt::LeftButton, {},
                          chart_view->viewport()->mapFromGlobal(QCursor::pos()));
        QCOMPARE(m_window->derivations()->currentId(), id);
        const Derivation* d = r.derivation(id.toStdString());
        QVERIFY(d != nullptr);
        const QString shown = m_window->derivations()->text();
        QVERIFY2(shown.contains(QString::fromUtf8(d->formula.c_str()).left(20)), qPrintable(shown));
        if (id.startsWith(QLatin1String("waterfall.")) && id != "waterfall.goodput_mfu") {
            // A loss: MFU points and seconds per step, the very numbers of the results.
            const auto bar = std::find_if(
                r.waterfall.bars.begin(), r.waterfall.bars.end(),
                [&](const WaterfallBar& b) { return "waterfall." + b.id == id.toStdString(); });
            QVERIFY(bar != r.waterfall.bars.end());
            SB_COMPARE_REL(d->value, bar->loss(), 1e-12);
            QVERIFY2(text.contains(formatNumber(100 * std::abs(bar->loss()), 4) + " MFU points"),
                     qPrintable(text));
            QVERIFY2(text.contains(formatNumber(bar->seconds, 4) + " s per step"),
                     qPrintable(text));
            QVERIFY2(text.contains(QCoreApplication::translate("Waterfall", bar->label.c_str())),
                     qPrintable(text));
        }
        ++checked;
    }
    // The peak, achieved and goodput columns and the widest losses (on the design case: the
    // achievable matmul rate, memory-bound kernels, stragglers) are wide enough.
    QVERIFY2(checked >= 6, qPrintable(QString::number(checked)));
    // The transparent base of a floating bar is no element: the chart's derivation there.
    const int shape_column = 2;
    const QPointF in_base = chart_view->chart()->mapToPosition(
        QPointF(base->at(shape_column) / 2, shape_column), series);
    test::hoverChart(chart_view, in_base);
    QVERIFY(view->hoverText().isEmpty());
}

// Predicted efficiency: the MFU field and slider show the prediction, marked as such; a drag
// makes the typed value an override (cluster.mfu_override), marked as that, and the plan runs
// at it. Undo restores the prediction.
void TestWaterfallView::mfuSliderShowsThePrediction() {
    ParamEditor* mfu = m_window->paramPanel()->editor("cluster.mfu");
    QVERIFY(mfu != nullptr);
    const Scenario& s = m_controller->scenario();
    QVERIFY(!s.cluster.mfu_override);
    const double predicted = m_controller->results().plan.predicted_mfu;
    SB_COMPARE_REL(predicted, predictedComputeMfu(s), 1e-12);
    QVERIFY(std::abs(predicted - s.cluster.mfu) > 0.01);  // the typed 0.30 is not shown
    const ParamSpec& spec = mfu->spec();
    const SliderScale scale(spec.slider_min, spec.slider_max, spec.log_scale,
                            spec.type == ParamType::Integer);
    QCOMPARE(mfu->slider()->value(), scale.toPosition(predicted));
    QCOMPARE(mfu->edit()->text(), QString::number(predicted, 'f', 3));
    QVERIFY(mfu->marker()->isVisibleTo(m_window));
    QVERIFY2(mfu->marker()->fullText().contains(
                 QStringLiteral("Predicted %1 %").arg(100 * predicted, 0, 'f', 1)),
             qPrintable(mfu->marker()->fullText()));
    QVERIFY(!mfu->marker()->fullText().contains("Override"));
    // The design case's RTX 4090 has no fitted time-model constants: the prediction says so
    // where it is shown; on the fitted A100 it does not, on the H200 it names the borrowed fit.
    QVERIFY2(mfu->marker()->fullText().contains("defaults, not fitted"),
             qPrintable(mfu->marker()->fullText()));
    QVERIFY(!m_controller->setValue("cluster.gpu", "A100 SXM 80GB").has_value());
    m_controller->flush();
    QVERIFY2(!mfu->marker()->fullText().contains("not fitted") &&
                 mfu->marker()->fullText().contains("Predicted"),
             qPrintable(mfu->marker()->fullText()));
    QVERIFY(!m_controller->setValue("cluster.gpu", "H200 SXM").has_value());
    m_controller->flush();
    QVERIFY2(mfu->marker()->fullText().contains("H100 SXM's fit"),
             qPrintable(mfu->marker()->fullText()));
    m_controller->undoStack()->undo();
    m_controller->undoStack()->undo();
    m_controller->flush();
    QCOMPARE(QString::fromStdString(s.cluster.gpu), QStringLiteral("RTX 4090"));
    QVERIFY(mfu->marker()->fullText().contains("defaults, not fitted"));

    // A drag: pressed, moved ten stops down, released.
    const double achieved_before = m_controller->results().plan.achieved_mfu;
    QSlider* slider = mfu->slider();
    const int start = slider->value();
    slider->setSliderDown(true);
    for (int k = 1; k <= 10; ++k) {
        slider->setValue(start - k);
    }
    slider->setSliderDown(false);
    m_controller->flush();
    QVERIFY(s.cluster.mfu_override);
    SB_COMPARE_REL(s.cluster.mfu, scale.toValue(start - 10), 1e-12);
    QVERIFY(s.cluster.mfu < predicted);
    QVERIFY2(mfu->marker()->fullText().contains("Override"), qPrintable(mfu->marker()->fullText()));
    QVERIFY2(
        mfu->marker()->fullText().contains(QStringLiteral("%1 %").arg(100 * predicted, 0, 'f', 1)),
        qPrintable(mfu->marker()->fullText()));
    const Results& overridden = m_controller->results();
    SB_COMPARE_REL(overridden.layout.compute_scale, predicted / s.cluster.mfu, 1e-12);
    QVERIFY(overridden.plan.achieved_mfu < achieved_before);
    // The waterfall follows: its achieved MFU is the overridden plan's.
    WaterfallView* view = showWaterfall();
    int achieved_column = 0;
    while (view->derivationAt(++achieved_column) != "plan.achieved_mfu") {
    }
    SB_COMPARE_REL(view->lossAt(achieved_column), 100 * overridden.plan.achieved_mfu, 1e-9);

    // Undoing the drag (one step: the MFU and the override it switched on) shows the
    // prediction again.
    m_controller->undoStack()->undo();
    m_controller->flush();
    QVERIFY(!s.cluster.mfu_override);
    QCOMPARE(mfu->slider()->value(), scale.toPosition(predicted));
    QVERIFY(!mfu->marker()->fullText().contains("Override"));
}

// A/B: the pinned baseline's MFU after each of its bars, as a dashed line over B's columns.
void TestWaterfallView::baselineOverlay() {
    m_controller->pinBaseline();
    QVERIFY(!m_controller->setValue("cluster.cards", "96"));
    m_controller->flush();
    WaterfallView* view = showWaterfall();
    QVERIFY(view->baselineShown());
    const Results* a = m_controller->baselineResults();
    QVERIFY(a != nullptr);
    QLineSeries* line = baselineSeries(view->chartViews().front());
    QVERIFY(line != nullptr && line->isVisible());
    QCOMPARE(line->count(), view->barCount());
    QCOMPARE(line->at(0).x(), 100.0);
    int column = 1;
    for (const WaterfallBar& b : a->waterfall.bars) {
        SB_COMPARE_REL(line->at(column).x(), 100 * b.mfu_after, 1e-12);
        QCOMPARE(line->at(column).y(), static_cast<double>(column));
        ++column;
        if (b.id == "input_wait") {
            SB_COMPARE_REL(line->at(column++).x(), 100 * a->waterfall.achieved_mfu, 1e-12);
        }
    }
    SB_COMPARE_REL(line->at(column).x(), 100 * a->waterfall.goodput_mfu, 1e-12);
    // A and B differ (twice the cards: more exposed DP communication and stragglers).
    QVERIFY(a->waterfall.goodput_mfu != m_controller->results().waterfall.goodput_mfu);
    // A typed baseline has other columns: nothing to line up, so no line.
    QVERIFY(!m_controller->setValue("cluster.efficiency_source", "typed"));
    m_controller->flush();
    m_controller->pinBaseline();
    QVERIFY(!m_controller->setValue("cluster.efficiency_source", "predicted"));
    m_controller->flush();
    view = showWaterfall();
    QVERIFY(!view->baselineShown());
    m_controller->clearBaseline();
    m_controller->flush();
    view = showWaterfall();
    QVERIFY(!view->baselineShown());
}

// Every text of the tab exists in both languages: in Chinese none is left in English (a
// missing message falls back to its English source), predicted and typed.
void TestWaterfallView::bothLanguages() {
    QTranslator zh;
    QVERIFY(zh.load(":/i18n/stepbudget_zh_CN.qm"));
    for (const char* source : {"predicted", "typed"}) {
        QVERIFY(!m_controller->setValue("cluster.efficiency_source", source));
        m_controller->flush();
        WaterfallView english;
        english.setResults(m_controller->scenario(), m_controller->results());
        const QStringList en = shownTexts(&english);
        QVERIFY(QCoreApplication::installTranslator(&zh));
        WaterfallView chinese;
        chinese.setResults(m_controller->scenario(), m_controller->results());
        const QStringList cn = shownTexts(&chinese);
        QCoreApplication::removeTranslator(&zh);
        QCOMPARE(cn.size(), en.size());
        QVERIFY(en.size() >= 20);
        QStringList untranslated;
        for (int i = 0; i < en.size(); ++i) {
            const bool has_cjk =
                cn[i].contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]")));
            if (cn[i] == en[i] || !has_cjk || !englishWords(cn[i]).isEmpty()) {
                untranslated << en[i] + "  ->  " + cn[i];
            }
        }
        QVERIFY2(untranslated.isEmpty(),
                 qPrintable(QString(source) + ":\n  " + untranslated.join("\n  ")));
    }
}

QTEST_MAIN(TestWaterfallView)
#include "tst_waterfall_view.moc"
