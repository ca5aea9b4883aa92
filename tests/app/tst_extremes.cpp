// Extremes in the GUI: every numeric slider pushed to both ends, every typed range end,
// every combo value and check box state, offscreen. After each step no visible text (labels,
// tables, the derivation chain, the headline, value boxes) and no chart axis or point is NaN or
// infinite, and the recompute returns within a generous limit (the app does not hang).
#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSlider>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <QtCharts/QXYSeries>
#include <cmath>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/param_editor.h"
#include "app/gui/param_panel.h"
#include "model/base/derivation.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "presets.h"
#include "views/common/derivation_panel.h"
#include "views/common/headline_strip.h"

using namespace stepbudget;

namespace {

// Not-a-number spelled as Qt and C print it, as whole words: "nan", "inf", "infinity", "∞"
// match; "information", "infeasible", "Nancy" do not.
const QRegularExpression kNonFinite(
    QStringLiteral("(?<![\\p{L}\\p{N}_])(nan|inf|infinity)(?![\\p{L}\\p{N}_])|∞"),
    QRegularExpression::CaseInsensitiveOption);

// Per step (one edit, its recompute, the tab's refill): a hang, not a timing target. The
// benchmarks measure speed (bench_ui); this only proves the app comes back.
constexpr qint64 kStepLimitMs = 2000;

void checkText(const QString& where, const QString& text, QStringList& problems) {
    const auto match = kNonFinite.match(text);
    if (match.hasMatch()) {
        const qsizetype at = std::max<qsizetype>(0, match.capturedStart() - 40);
        problems << where + ": \"" + text.mid(at, 80).simplified() + "\"";
    }
}

void checkNumber(const QString& where, double v, QStringList& problems) {
    if (!std::isfinite(v)) {
        problems << where + " = " + QString::number(v);
    }
}

// Everything a user can read in `root` right now: visible labels, value boxes, text browsers,
// item views (cells and headers) and charts (titles, axis ranges, points, bars).
QStringList visibleProblems(QWidget* root) {
    QStringList problems;
    for (auto* label : root->findChildren<QLabel*>()) {
        if (label->isVisible()) {
            checkText(QStringLiteral("label"), label->text(), problems);
        }
    }
    for (auto* edit : root->findChildren<QLineEdit*>()) {
        if (edit->isVisible()) {
            checkText(QStringLiteral("value box ") + edit->accessibleName(), edit->text(),
                      problems);
        }
    }
    for (auto* browser : root->findChildren<QTextBrowser*>()) {
        if (browser->isVisible()) {
            checkText(QStringLiteral("text"), browser->toPlainText(), problems);
        }
    }
    for (auto* view : root->findChildren<QAbstractItemView*>()) {
        const QAbstractItemModel* model = view->model();
        if (!view->isVisible() || model == nullptr) {
            continue;
        }
        for (int c = 0; c < model->columnCount(); ++c) {
            checkText(QStringLiteral("table header"),
                      model->headerData(c, Qt::Horizontal).toString(), problems);
        }
        for (int r = 0; r < model->rowCount(); ++r) {
            checkText(QStringLiteral("table row header"),
                      model->headerData(r, Qt::Vertical).toString(), problems);
            for (int c = 0; c < model->columnCount(); ++c) {
                checkText(QStringLiteral("table cell"), model->index(r, c).data().toString(),
                          problems);
            }
        }
    }
    for (auto* chart_view : root->findChildren<QChartView*>()) {
        QChart* chart = chart_view->chart();
        if (!chart_view->isVisible() || chart == nullptr) {
            continue;
        }
        const QString name = QStringLiteral("chart \"") + chart->title() + "\"";
        checkText(name, chart->title(), problems);
        for (QAbstractAxis* axis : chart->axes()) {
            checkText(name + " axis", axis->titleText(), problems);
            if (auto* v = qobject_cast<QValueAxis*>(axis)) {
                checkNumber(name + " axis min", v->min(), problems);
                checkNumber(name + " axis max", v->max(), problems);
            } else if (auto* lv = qobject_cast<QLogValueAxis*>(axis)) {
                checkNumber(name + " log axis min", lv->min(), problems);
                checkNumber(name + " log axis max", lv->max(), problems);
            }
        }
        for (QAbstractSeries* series : chart->series()) {
            checkText(name + " series", series->name(), problems);
            if (auto* xy = qobject_cast<QXYSeries*>(series)) {
                for (const QPointF& pt : xy->points()) {
                    checkNumber(name + " " + series->name() + " x", pt.x(), problems);
                    checkNumber(name + " " + series->name() + " y", pt.y(), problems);
                }
            } else if (auto* bars = qobject_cast<QBarSeries*>(series)) {
                for (QBarSet* set : bars->barSets()) {
                    for (int i = 0; i < set->count(); ++i) {
                        checkNumber(name + " bar " + set->label(), set->at(i), problems);
                    }
                }
            }
        }
    }
    return problems;
}

}  // namespace

class TestExtremes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void detectorMatchesWholeWords();
    void everyEditorToItsEnds_data();
    void everyEditorToItsEnds();

private:
    // One edit: apply it, recompute, show the next tab (so every view meets the extremes), and
    // check the whole window.
    template <class Edit>
    void step(const QString& what, Edit edit);

    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    Scenario m_base;
    int m_steps = 0;
    qint64 m_slowest_ms = 0;
    QString m_slowest;
};

void TestExtremes::initTestCase() {
    m_base = test::preset("book-design-48.json");
    m_controller = new Controller;
    m_window = new MainWindow(m_controller);
    m_controller->setScenario(m_base);
    m_controller->flush();
    m_window->derivations()->setTeaching(true);  // the whole derivation chain is on screen
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestExtremes::init() {
    // Each key starts from the book's design case, so one key's extreme does not mask another's.
    m_controller->setScenario(m_base);
    m_controller->flush();
}

void TestExtremes::cleanupTestCase() {
    qInfo("%d steps; slowest %lld ms (%s)", m_steps, static_cast<long long>(m_slowest_ms),
          qPrintable(m_slowest));
    delete m_window;
    delete m_controller;
}

void TestExtremes::detectorMatchesWholeWords() {
    // The detector itself: a test that cannot see "nan" would pass with every view broken.
    for (const char* bad :
         {"nan", "NaN GiB", "inf", "-inf days", "1.5 / inf", "Infinity", "∞", "(nan)"}) {
        QVERIFY2(kNonFinite.match(QString::fromUtf8(bad)).hasMatch(), bad);
    }
    for (const char* fine : {"information", "infeasible", "Nancy", "finance", "infinite loop?",
                             "bnan", "inference", "12.5 GiB"}) {
        QVERIFY2(!kNonFinite.match(QString::fromUtf8(fine)).hasMatch(), fine);
    }
    auto* label = new QLabel(QStringLiteral("step nan s"), m_window);
    label->show();
    QVERIFY(!visibleProblems(m_window).isEmpty());
    delete label;
    QVERIFY2(visibleProblems(m_window).isEmpty(),
             qPrintable(visibleProblems(m_window).join(QStringLiteral("\n"))));
}

void TestExtremes::everyEditorToItsEnds_data() {
    QTest::addColumn<QString>("path");
    for (const ParamSpec& spec : paramSpecs()) {
        if (spec.type != ParamType::Text) {
            QTest::newRow(spec.path.c_str()) << QString::fromStdString(spec.path);
        }
    }
}

template <class Edit>
void TestExtremes::step(const QString& what, Edit edit) {
    QElapsedTimer timer;
    timer.start();
    edit();
    m_controller->flush();
    QTabWidget* tabs = m_window->tabs();
    tabs->setCurrentIndex(m_steps++ % tabs->count());
    QCoreApplication::processEvents();
    const qint64 ms = timer.elapsed();
    if (ms > m_slowest_ms) {
        m_slowest_ms = ms;
        m_slowest = what;
    }
    QVERIFY2(ms < kStepLimitMs, qPrintable(QStringLiteral("%1 took %2 ms").arg(what).arg(ms)));
    const QStringList problems = visibleProblems(m_window);
    QVERIFY2(problems.isEmpty(), qPrintable(what + " (tab " + tabs->tabText(tabs->currentIndex()) +
                                            "): " + problems.mid(0, 5).join(QStringLiteral("; "))));
}

void TestExtremes::everyEditorToItsEnds() {
    QFETCH(QString, path);
    ParamEditor* editor = m_window->paramPanel()->editor(path);
    QVERIFY2(editor != nullptr, qPrintable(path));
    const ParamSpec* spec = findParam(path.toStdString());
    QVERIFY(spec != nullptr);
    if (QSlider* slider = editor->slider()) {
        // Slider ends (the practical range), then the whole allowed range typed in.
        for (const int position : {slider->maximum(), slider->minimum(), slider->maximum()}) {
            step(path + QStringLiteral(" slider at %1").arg(position),
                 [&] { slider->setValue(position); });
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        QStringList typed{QString::number(spec->max, 'g', 17)};
        if (!spec->min_open) {
            typed << QString::number(spec->min, 'g', 17);
        }
        for (const QString& text : typed) {
            step(path + " typed " + text, [&] {
                editor->edit()->setText(text);
                editor->edit()->setModified(true);  // as typed: only typed text is committed
                emit editor->edit()->editingFinished();
            });
            if (QTest::currentTestFailed()) {
                return;
            }
            // The typed end is in the allowed range, so it must have been taken.
            QCOMPARE(QString::fromStdString(valueAsText(m_controller->scenario(), *spec)),
                     QString::fromStdString(fmt(text.toDouble(), 15)));
        }
    } else if (QComboBox* combo = editor->combo()) {
        for (int i = 0; i < combo->count(); ++i) {
            step(path + " = " + combo->itemData(i).toString(), [&] { combo->setCurrentIndex(i); });
            if (QTest::currentTestFailed()) {
                return;
            }
        }
    } else if (QCheckBox* check = editor->check()) {
        for (const bool on : {!check->isChecked(), check->isChecked()}) {
            step(path + (on ? " on" : " off"), [&] { check->setChecked(on); });
            if (QTest::currentTestFailed()) {
                return;
            }
        }
    } else {
        QFAIL(qPrintable(path + " has no slider, combo or check box"));
    }
}

QTEST_MAIN(TestExtremes)
#include "tst_extremes.moc"
