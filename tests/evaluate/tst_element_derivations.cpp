// The derivations chart elements ask for on click agree with the numbers evaluate() publishes:
// the five resident parts of each ZeRO bar add up to that stage's resident bytes and the top
// part is the activation budget; a finish-vs-cards point at today's card count is today's finish
// date, and every point equals the curve's y; ids that name no element give nothing.
#include <QTest>

#include "fuzzy.h"
#include "model/evaluate/cards_point.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/finish_vs_cards.h"
#include "model/memory/stack_derivations.h"
#include "presets.h"

using namespace stepbudget;

class TestElementDerivations : public QObject {
    Q_OBJECT
private slots:
    void stackPartsAddUp_data();
    void stackPartsAddUp();
    void curvePointsAreTheCurve_data();
    void curvePointsAreTheCurve();
    void unknownIdsGiveNothing();
};

void TestElementDerivations::stackPartsAddUp_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("book design, 48 cards") << "book-design-48.json";
    QTest::newRow("64 x 512 pipeline") << "pipeline-64x512.json";
}

void TestElementDerivations::stackPartsAddUp() {
    QFETCH(QString, file);
    const Scenario sc = test::preset(file.toStdString());
    const Results r = evaluate(sc);
    QVERIFY(r.ok());
    for (int stage = 0; stage < 4; ++stage) {
        double resident = 0;
        for (int part = 0; part < 5; ++part) {
            const std::optional<Derivation> d = memoryStackDerivation(sc, stage, part);
            QVERIFY(d.has_value());
            QCOMPARE(d->unit, std::string("B"));
            QVERIFY(d->formula.find("ZeRO-" + std::to_string(stage)) == 0);
            resident += d->value;
        }
        SB_COMPARE_REL(resident, r.memory.zero_resident_bytes_per_card[stage], 1e-12);
        const std::optional<Derivation> extra = memoryStackDerivation(sc, stage, 5);
        QVERIFY(extra.has_value());
        SB_COMPARE_REL(extra->value, r.memory.extra_bytes_per_card, 1e-12);
    }
}

void TestElementDerivations::curvePointsAreTheCurve_data() {
    QTest::addColumn<int>("pp");
    QTest::newRow("book design, one stage") << 1;
    // Two stages simulated: the curve anchors the closed form with the plan's pipeline ratio.
    QTest::newRow("book design, two simulated stages") << 2;
}

void TestElementDerivations::curvePointsAreTheCurve() {
    QFETCH(int, pp);
    Scenario sc = test::preset("book-design-48.json");
    sc.parallel.pp = pp;
    sc.pipeline.source = PipelineSource::Plan;
    const Results r = evaluate(sc);
    QVERIFY(r.ok());
    QVERIFY(pp == 1 || r.plan.pipeline_ratio != 1.0);  // the anchoring is exercised
    const double ratio = r.plan.pipeline_ratio;
    const std::optional<Derivation> today = finishAtCards(sc, sc.cluster.cards, ratio);
    QVERIFY(today.has_value());
    SB_COMPARE_REL(today->value, r.plan.finish_days, 1e-12);
    const Curve curve = r.plan.finish_vs_cards;
    QVERIFY(curve.size() > 10);
    for (const CurvePoint& p : curve) {
        const auto cards = static_cast<std::int64_t>(std::llround(p.x));
        const std::optional<Derivation> d = finishAtCards(sc, finishAtCardsId(cards), ratio);
        QVERIFY2(d.has_value(), std::to_string(cards).c_str());
        SB_COMPARE_REL(d->value, p.y, 1e-12);
        QCOMPARE(d->id, finishAtCardsId(cards));
    }
}

void TestElementDerivations::unknownIdsGiveNothing() {
    const Scenario sc = test::preset("book-design-48.json");
    QVERIFY(!memoryStackDerivation(sc, "memory.zero4.adam_m_bytes").has_value());
    QVERIFY(!memoryStackDerivation(sc, "plan.finish_days").has_value());
    QVERIFY(!finishAtCards(sc, std::string("plan.finish_days.at_cards."), 1.0).has_value());
    QVERIFY(!finishAtCards(sc, std::string("plan.finish_days.at_cards.12x"), 1.0).has_value());
    QVERIFY(!finishAtCards(sc, std::string("plan.finish_days.at_cards.0"), 1.0).has_value());
    // A card count the scenario's rules refuse (tp pp does not divide it) is no point.
    Scenario sharded = sc;
    sharded.parallel.tp = 8;
    QVERIFY(!finishAtCards(sharded, 12, 1.0).has_value());
}

QTEST_APPLESS_MAIN(TestElementDerivations)
#include "tst_element_derivations.moc"
