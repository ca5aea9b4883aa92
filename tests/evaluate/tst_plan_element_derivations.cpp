// The derivations the Amdahl, Scaling and RL charts' elements ask for on click agree with the
// numbers those charts draw: a tornado bar is its input's change in finish days, an Amdahl point
// is 1 - f + f/r at its r, a weak/strong point or table marker is the curve's days at its card
// count, an RL stage bar its rate, a point of the async curve its ratio, a hand-off bar the bytes
// on the card after that step; ids that name no element give nothing.
#include <QTest>

#include "fuzzy.h"
#include "model/evaluate/chart_elements.h"
#include "model/evaluate/evaluate.h"
#include "model/rl/rl.h"
#include "model/step/scaling.h"
#include "presets.h"

using namespace stepbudget;

class TestPlanElementDerivations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void tornadoBars();
    void amdahlPoints();
    void scalingPointsAndRows();
    void rlElements();
    void unknownIdsGiveNothing_data();
    void unknownIdsGiveNothing();

private:
    Scenario m_sc;
    Results m_r;
    std::optional<Derivation> at(const std::string& id) const {
        return chartElementDerivation(m_sc, m_r, id);
    }
};

void TestPlanElementDerivations::initTestCase() {
    m_sc = test::preset("book-design-48.json");
    m_r = evaluate(m_sc);
    QVERIFY(m_r.ok());
}

void TestPlanElementDerivations::tornadoBars() {
    QCOMPARE(m_r.plan.tornado.size(), std::size_t{6});
    for (const TornadoItem& t : m_r.plan.tornado) {
        for (const bool doubled : {false, true}) {
            const auto d = at(tornadoBarId(t.key, doubled));
            QVERIFY2(d.has_value(), t.key.c_str());
            const double finish = doubled ? t.finish_at_double_days : t.finish_at_half_days;
            SB_COMPARE_REL(d->value + m_r.plan.finish_days, finish, 1e-12);
            QCOMPARE(d->unit, std::string("days"));
            QVERIFY2(d->formula.find(t.key) != std::string::npos, d->formula.c_str());
            QCOMPARE(d->id, tornadoBarId(t.key, doubled));
        }
    }
}

void TestPlanElementDerivations::amdahlPoints() {
    QCOMPARE(m_r.curves.amdahl.size(), std::size_t{3});
    for (std::size_t k = 0; k < m_r.curves.amdahl.size(); ++k) {
        const AmdahlCurve& c = m_r.curves.amdahl[k];
        const double f = m_r.plan.amdahl[k].fraction;
        for (std::size_t i = 0; i < c.ratio_vs_speedup.size(); ++i) {
            const auto d = at(amdahlPointId(c.resource, static_cast<int>(i)));
            QVERIFY(d.has_value());
            SB_COMPARE_REL(d->value, c.ratio_vs_speedup[i].y, 1e-12);
            SB_COMPARE_REL(d->value, amdahlRatio(f, c.ratio_vs_speedup[i].x), 1e-12);
        }
    }
}

void TestPlanElementDerivations::scalingPointsAndRows() {
    const ScalingResults& s = m_r.scaling;
    for (const bool weak : {true, false}) {
        const Curve& curve = weak ? s.weak_curve : s.strong_curve;
        QVERIFY(curve.size() > 10);
        for (std::size_t i = 0; i < curve.size(); ++i) {
            const auto d = at(scalingPointId(weak, static_cast<int>(i)));
            QVERIFY(d.has_value());
            SB_COMPARE_REL(d->value, curve[i].y, 1e-12);
            QCOMPARE(d->unit, std::string("days"));
        }
        for (std::size_t i = 0; i < s.rows.size(); ++i) {
            const auto d = at(scalingRowId(weak, static_cast<int>(i)));
            QVERIFY(d.has_value());
            SB_COMPARE_REL(d->value, weak ? s.rows[i].weak_days : s.rows[i].strong_days, 1e-12);
            // The row's card count is in the title's arguments ("Weak scaling at 384 cards").
            QCOMPARE(d->title_args.front(), fmt(s.rows[i].cards, 4));
        }
    }
}

void TestPlanElementDerivations::rlElements() {
    const RlResults& rl = m_r.rl;
    for (int k = 0; k < 3; ++k) {
        const auto own = at(rlStageId(k, false));
        const auto passed = at(rlStageId(k, true));
        QVERIFY(own.has_value() && passed.has_value());
        SB_COMPARE_REL(own->value, rl.stages[static_cast<std::size_t>(k)].capacity_per_s, 1e-12);
        SB_COMPARE_REL(passed->value, rl.stages[static_cast<std::size_t>(k)].delivered_per_s,
                       1e-12);
    }
    SB_COMPARE_REL(at(rlStageId(2, true))->value, rl.effective_per_s, 1e-12);
    for (std::size_t i = 0; i < rl.async_ratio_curve.size(); ++i) {
        const auto d = at(rlRatioPointId(static_cast<int>(i)));
        QVERIFY(d.has_value());
        SB_COMPARE_REL(d->value, rl.async_ratio_curve[i].y, 1e-12);
    }
    for (const bool restore : {true, false}) {
        const std::vector<HandoffStep>& steps = restore ? rl.restore_first : rl.weights_first;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const auto d = at(rlHandoffId(restore, static_cast<int>(i)));
            QVERIFY(d.has_value());
            SB_COMPARE_REL(d->value, steps[i].bytes, 1e-12);
            // Over the card or not is the model's verdict on that very step.
            QCOMPARE(d->verdict,
                     std::string(steps[i].over_card ? "over the card" : "fits the card"));
        }
    }
    // The design case's restore-first ordering goes over its 74.5 GiB card at step 2 only.
    QVERIFY(!rl.restore_first[0].over_card && rl.restore_first[1].over_card);
}

void TestPlanElementDerivations::unknownIdsGiveNothing_data() {
    QTest::addColumn<QString>("id");
    QTest::newRow("tornado of an input it does not scale") << "plan.tornado.model.params.half";
    QTest::newRow("tornado without direction") << "plan.tornado.cluster.mfu";
    QTest::newRow("Amdahl point past the curve") << "plan.amdahl_curve.compute.9999";
    QTest::newRow("Amdahl point of no resource") << "plan.amdahl_curve.memory.1";
    QTest::newRow("scaling point not a number") << "scaling.weak_curve.1x";
    QTest::newRow("scaling row past the table") << "scaling.rows.5.weak_days";
    QTest::newRow("scaling row without column") << "scaling.rows.0";
    QTest::newRow("RL stage of no name") << "rl.stages.sample.capacity_per_s";
    QTest::newRow("hand-off step past the ordering") << "rl.restore_first.3";
    QTest::newRow("a published id") << "plan.finish_days";
}

void TestPlanElementDerivations::unknownIdsGiveNothing() {
    QFETCH(QString, id);
    QVERIFY(!at(id.toStdString()).has_value());
}

QTEST_APPLESS_MAIN(TestPlanElementDerivations)
#include "tst_plan_element_derivations.moc"
