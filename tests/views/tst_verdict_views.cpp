// What the views print and colour as a verdict is the model's (model/evaluate/verdicts.h): the
// headline cards' green/red follow memory.fits, plan.within_cap, plan.meets_deadline and
// interruptions.jitter_within_slack on both sides of their thresholds; the Amdahl caption names
// the resource plan.decides names — not compute on a communication-bound step, where halving MFU
// changes nothing — and names the longest bar it draws (plan.longest_bar), and the 6ND table's
// colours are the rows' verdicts.
#include <QLabel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "design_window.h"
#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "model/reliability/interruption.h"
#include "views/common/derivation_panel.h"
#include "views/common/headline_strip.h"
#include "views/step/amdahl_view.h"
#include "views/step/plan_view.h"

using namespace stepbudget;

class TestVerdictViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void headlineColours_data();
    void headlineColours();
    void amdahlCaptionIsTheModelsVerdict_data();
    void amdahlCaptionIsTheModelsVerdict();
    void amdahlCaptionNamesTheLongestBar();
    void sixNdColoursAreTheRowsVerdicts();

private:
    void set(const QString& key, double value) {
        QVERIFY(!m_controller->setValue(key, QString::number(value, 'g', 12)).has_value());
        m_controller->flush();
    }
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
};

void TestVerdictViews::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    m_controller = new Controller;
    m_window = test::openDesignCaseWindow(m_controller);
    QVERIFY(m_window != nullptr);
}

void TestVerdictViews::cleanupTestCase() {
    delete m_window;
    delete m_controller;
}

void TestVerdictViews::init() {
    QVERIFY(m_window->openPreset(QString::fromStdString(test::presetPath("book-design-48.json"))));
    m_controller->flush();
}

void TestVerdictViews::headlineColours_data() {
    QTest::addColumn<QString>("card");     // the card's derivation id
    QTest::addColumn<QString>("verdict");  // the model's verdict it is coloured by
    QTest::addColumn<QString>("key");      // the input moved across the threshold
    QTest::addColumn<QString>("threshold");
    QTest::newRow("fits: usable memory around the peak") << "memory.peak_bytes_per_card"
                                                         << "memory.fits"
                                                         << "cluster.usable_memory_gib"
                                                         << "peak";
    QTest::newRow("step: deadline around the finish") << "plan.step_time_s"
                                                      << "plan.within_cap"
                                                      << "training.deadline_days"
                                                      << "finish";
    QTest::newRow("finish: deadline around the finish") << "plan.finish_days"
                                                        << "plan.meets_deadline"
                                                        << "training.deadline_days"
                                                        << "finish";
    QTest::newRow("margin: deadline around the finish") << "plan.margin_s"
                                                        << "plan.within_cap"
                                                        << "training.deadline_days"
                                                        << "finish";
    QTest::newRow("lost time: deadline around finish + jitter")
        << "interruptions.expected_lost_s"
        << "interruptions.jitter_within_slack"
        << "training.deadline_days"
        << "jitter";
}

void TestVerdictViews::headlineColours() {
    QFETCH(QString, card);
    QFETCH(QString, verdict);
    QFETCH(QString, key);
    QFETCH(QString, threshold);
    const Results& r0 = m_controller->results();
    const double at = threshold == "peak" ? r0.memory.peak_bytes_per_card / units::kGiB
                      : threshold == "finish"
                          ? r0.plan.finish_days
                          : r0.plan.finish_days +
                                r0.interruptions->expected_straggler_lost_s / units::kSecondsPerDay;
    HeadlineCard* c = m_window->headline()->card(card);
    QVERIFY(c != nullptr);
    for (const double side : {1.002, 0.998}) {
        set(key, at * side);
        const Results& r = m_controller->results();
        QVERIFY(r.ok());
        QCOMPARE(r.good(verdict.toStdString()), side > 1);  // the threshold is where we put it
        QCOMPARE(c->good(), r.good(verdict.toStdString()));
    }
}

void TestVerdictViews::amdahlCaptionIsTheModelsVerdict_data() {
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<QString>("decides");
    QTest::newRow("compute-bound, 25 GB/s") << 25.0 << "Compute decides";
    QTest::newRow("communication-bound, 2 GB/s") << 2.0 << "Communication decides";
}

void TestVerdictViews::amdahlCaptionIsTheModelsVerdict() {
    QFETCH(double, bandwidth);
    QFETCH(QString, decides);
    set(QStringLiteral("cluster.collective_gb_per_s"), bandwidth);
    m_window->showView(QStringLiteral("amdahl"));
    auto* amdahl = m_window->view<AmdahlView>();
    QVERIFY(amdahl != nullptr);
    const Results& r = m_controller->results();
    const QString caption = amdahl->noteText();
    QVERIFY2(caption.contains(decides), qPrintable(caption));
    QString model = verdictText(r, "plan.decides");
    model[0] = model[0].toUpper();
    QCOMPARE(model, decides);
    // The days it quotes are the model's: the longest tornado bar.
    QVERIFY2(caption.contains(QString::number(r.derivation("plan.decides")->value, 'f', 2)),
             qPrintable(caption));
    if (bandwidth < 5) {
        QVERIFY2(!caption.contains(QStringLiteral("Compute decides")), qPrintable(caption));
        // Its own MFU bar (row 0, halved) is flat: the step is communication-bound.
        QVERIFY(std::abs(amdahl->tornadoDelta(0, false)) < 1e-6);
    }
}

// GPT-3 175B: halving the cards (+32.22 days) outgrows halving the compute efficiency (+31.70
// days, the resource that decides). The caption used to say compute "adds more than any other"
// beside the longer cards bar; now it names the longest bar it draws, with its days.
void TestVerdictViews::amdahlCaptionNamesTheLongestBar() {
    QVERIFY(m_window->openPreset(QString::fromStdString(test::presetPath("gpt3-175b-a100.json"))));
    m_controller->flush();
    m_window->showView(QStringLiteral("amdahl"));
    auto* amdahl = m_window->view<AmdahlView>();
    QVERIFY(amdahl != nullptr);
    const Results& r = m_controller->results();
    int row = -1;
    bool doubled = false;
    double longest = 0;
    for (int i = 0; i < amdahl->tornadoRows(); ++i) {
        for (const bool d : {false, true}) {
            if (std::abs(amdahl->tornadoDelta(i, d)) > std::abs(longest)) {
                longest = amdahl->tornadoDelta(i, d);
                row = i;
                doubled = d;
            }
        }
    }
    QVERIFY(row >= 0);
    QCOMPARE(QString::fromStdString(r.plan.tornado[static_cast<std::size_t>(row)].key),
             QStringLiteral("cluster.cards"));
    QVERIFY(!doubled);
    const QString caption = amdahl->noteText();
    QVERIFY2(caption.contains(
                 QStringLiteral("The longest bar is Cards ×½: %1 days").arg(longest, 0, 'f', 2)),
             qPrintable(caption));
    QVERIFY2(!caption.contains(QStringLiteral("more than any other")), qPrintable(caption));
    // The resource that decides is still named, with its own (shorter) bar.
    QVERIFY(r.derivation("plan.decides")->value < std::abs(longest));
    QVERIFY2(caption.contains(QStringLiteral("Compute decides")), qPrintable(caption));
}

void TestVerdictViews::sixNdColoursAreTheRowsVerdicts() {
    // A deadline between the rows' days: some rows meet it, some miss.
    const Results& r0 = m_controller->results();
    const double mid = (r0.plan.six_nd[0].days + r0.plan.six_nd[8].days) / 2;
    set(QStringLiteral("training.deadline_days"), mid);
    m_window->showView(QStringLiteral("plan"));
    const Results& r = m_controller->results();
    QTableWidget* table = m_window->view<PlanView>()->sixNdTable();
    int meets = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const std::string id = "plan.six_nd." + std::to_string(row) + ".meets_deadline";
        const bool good = r.good(id);
        meets += good ? 1 : 0;
        QCOMPARE(table->item(row, 3)->foreground().color(),
                 good ? QColor("#1b7f3b") : QColor("#c62828"));
        QCOMPARE(table->item(row, 3)->toolTip(), verdictText(r, id.c_str()));
    }
    QVERIFY(meets > 0 && meets < table->rowCount());
}

QTEST_MAIN(TestVerdictViews)
#include "tst_verdict_views.moc"
