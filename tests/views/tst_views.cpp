// Each chart view shows exactly what the model computed, and refills (not rebuilds) on change.
#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QtCharts/QChartView>

#include "fuzzy.h"
#include "model/base/units.h"
#include "presets.h"
#include "views/checkpoint/checkpoint_view.h"
#include "views/memory/memory_view.h"
#include "views/step/amdahl_view.h"
#include "views/step/plan_view.h"

using namespace stepbudget;
using namespace stepbudget::test;

class TestViews : public QObject {
    Q_OBJECT
private slots:
    void memoryBarsMatchModel_data();
    void memoryBarsMatchModel();
    void memoryNoteWhenNoCardCountFits();
    void checkpointMarkers();
    void amdahlTornadoMatchesModel();
    void planCurveAndTable();
    void viewsAreRefilledNotRebuilt();
};

void TestViews::memoryBarsMatchModel_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("48 cards") << "book-design-48.json";
    QTest::newRow("8 cards over budget") << "rtx4090-zero3-8.json";
}

void TestViews::memoryBarsMatchModel() {
    QFETCH(QString, file);
    const Scenario s = preset(file.toStdString());
    const Results r = evaluate(s);
    MemoryView view;
    view.setResults(s, r);
    for (int k = 0; k < 4; ++k) {
        SB_COMPARE_REL(view.barTotalGiB(k), r.memory.zero_stacks[k].total() / units::kGiB, 1e-9);
    }
    SB_COMPARE_REL(view.usableLineGiB(), 22.0, 1e-12);
    QVERIFY(view.curvePointCount() > 20);
}

// Over the card with nothing more cards would shard (DeepSeek-V3 with the attention core as its
// only recompute: 254 GiB of activations a card): the model finds no card count that fits
// (memory.min_cards_to_fit = 0), and the note says so instead of "use at least 0 cards".
void TestViews::memoryNoteWhenNoCardCountFits() {
    Scenario s = preset("deepseek-v3-ep-h100.json");
    s.parallel.recompute = Recompute::Selective;
    const Results r = evaluate(s);
    QVERIFY(r.ok() && !r.good("memory.fits"));
    QCOMPARE(r.memory.min_cards_to_fit, std::int64_t{0});
    MemoryView view;
    view.setResults(s, r);
    QString all;
    for (const QLabel* l : view.findChildren<QLabel*>()) {
        all += l->text() + QLatin1Char('\n');
    }
    QVERIFY2(all.contains(QStringLiteral("no card count fits at this ZeRO stage")),
             qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("at least 0 cards")), qPrintable(all));
    // A plan more cards would fix keeps the card count (the 8-card RTX 4090 preset over budget).
    const Scenario over = preset("rtx4090-zero3-8.json");
    const Results ro = evaluate(over);
    QVERIFY(!ro.good("memory.fits") && ro.memory.min_cards_to_fit > 0);
    view.setResults(over, ro);
    all.clear();
    for (const QLabel* l : view.findChildren<QLabel*>()) {
        all += l->text() + QLatin1Char('\n');
    }
    QVERIFY2(
        all.contains(QStringLiteral("or use at least %1 cards.").arg(ro.memory.min_cards_to_fit)),
        qPrintable(all));
}

void TestViews::checkpointMarkers() {
    const Scenario s = preset("checkpoint-interval-1024.json");
    const Results r = evaluate(s);
    CheckpointView view;
    view.setResults(s, r);
    SB_COMPARE_REL(view.optimumMarkerX(), 965.29, 1e-4);
    SB_COMPARE_REL(view.intervalMarkerX(), 900.0, 1e-12);
    QCOMPARE(view.curvePointCount(), static_cast<int>(r.curves.overhead.size()));
}

void TestViews::amdahlTornadoMatchesModel() {
    const Scenario s = preset("book-design-48.json");
    const Results r = evaluate(s);
    AmdahlView view;
    view.setResults(s, r);
    QCOMPARE(view.tornadoRows(), static_cast<int>(r.plan.tornado.size()));
    for (int i = 0; i < view.tornadoRows(); ++i) {
        const TornadoItem& t = r.plan.tornado[static_cast<std::size_t>(i)];
        SB_COMPARE_REL(view.tornadoDelta(i, false) + r.plan.finish_days, t.finish_at_half_days,
                       1e-9);
        SB_COMPARE_REL(view.tornadoDelta(i, true) + r.plan.finish_days, t.finish_at_double_days,
                       1e-9);
    }
    QCOMPARE(view.curveCount(), 3);
}

void TestViews::planCurveAndTable() {
    const Scenario s = preset("six-nd-1t.json");
    const Results r = evaluate(s);
    PlanView view;
    view.setResults(s, r);
    QCOMPARE(view.currentPoint(), QPointF(16384, r.plan.finish_days));
    QVERIFY(view.curvePointCount() > 10);
    // The B200 40 % row: 94.2 days, 17,147 cards (worked-examples §12.4).
    QCOMPARE(view.sixNdTable()->item(7, 3)->text(), QString("94.2"));
    QVERIFY(view.sixNdTable()->item(7, 4)->text().remove(',').remove(' ').contains("17147"));
}

void TestViews::viewsAreRefilledNotRebuilt() {
    Scenario s = preset("book-design-48.json");
    MemoryView view;
    view.setResults(s, evaluate(s));
    const auto series_before = view.chartViews().front()->chart()->series();
    s.cluster.cards = 32;
    view.setResults(s, evaluate(s));
    QCOMPARE(view.chartViews().front()->chart()->series(), series_before);
    SB_COMPARE_REL(view.barTotalGiB(3), (16.0 * 8190735360.0 / 32 + 10 * units::kGiB) / units::kGiB,
                   1e-9);
}

QTEST_MAIN(TestViews)
#include "tst_views.moc"
