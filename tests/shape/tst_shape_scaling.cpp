// The model-size slider moves the shape (one-plan.md): scaledShape keeps the family's
// proportions and lands within a rounding step of the target parameter count.
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/validate.h"
#include "model/shape/catalog.h"
#include "model/shape/shape_scaling.h"

using namespace stepbudget;

class TestShapeScaling : public QObject {
    Q_OBJECT
private slots:
    void keepsTheFamily_data();
    void keepsTheFamily();
    void identityAtTheFamilysOwnSize();
    void staysValidForTheLayout();
};

void TestShapeScaling::keepsTheFamily_data() {
    QTest::addColumn<QString>("family");
    QTest::addColumn<double>("target");
    QTest::newRow("Qwen3-8B to 77.7 B") << "Qwen3-8B" << 77.7e9;
    QTest::newRow("Qwen3-8B to 1 B") << "Qwen3-8B" << 1e9;
    QTest::newRow("Qwen3-8B to 30 B") << "Qwen3-8B" << 30e9;
    QTest::newRow("GPT-3 175B to 22 B") << "GPT-3 175B" << 22e9;
    QTest::newRow("GPT-3 175B to 1 T") << "GPT-3 175B" << 1e12;
}

void TestShapeScaling::keepsTheFamily() {
    QFETCH(QString, family);
    QFETCH(double, target);
    const ModelShape* shape = findModel(family.toStdString());
    QVERIFY(shape != nullptr);
    const ModelSpec base = modelSpecOf(*shape);
    const ModelSpec m = scaledShape(base, std::llround(target));
    QCOMPARE(m.params, std::llround(target));
    // Within a rounding step: one layer or one head group is a few percent of N at 8 B and up;
    // at 1 B a GQA group of 4 heads is a third of Qwen3's width, so the steps are coarser.
    const double own = shapeParams(m);
    const double step = target < 5e9 ? 0.15 : 0.05;
    QVERIFY2(std::fabs(own / target - 1.0) < step,
             qPrintable(QString("shape has %1 params for %2").arg(own).arg(target)));
    // The proportions: GQA group, head_dim and vocab kept; FFN/hidden ratio within rounding.
    QCOMPARE(m.heads / m.kv_heads, base.heads / base.kv_heads);
    QCOMPARE(m.head_dim, base.head_dim);
    QCOMPARE(m.vocab, base.vocab);
    const double ratio = double(m.intermediate) / double(m.hidden);
    const double base_ratio = double(base.intermediate) / double(base.hidden);
    QVERIFY(std::fabs(ratio / base_ratio - 1.0) < 128.0 / double(m.hidden) + 1e-9);
    // Bigger N, bigger shape: both depth and width move the same way as N.
    if (target > double(base.params)) {
        QVERIFY(m.layers >= base.layers && m.hidden > base.hidden);
    } else {
        QVERIFY(m.layers <= base.layers && m.hidden < base.hidden);
    }
}

void TestShapeScaling::identityAtTheFamilysOwnSize() {
    const ModelShape* shape = findModel("Qwen3-8B");
    QVERIFY(shape != nullptr);
    const ModelSpec base = modelSpecOf(*shape);
    const ModelSpec m = scaledShape(base, base.params);
    QCOMPARE(m.layers, base.layers);
    QCOMPARE(m.hidden, base.hidden);
    QCOMPARE(m.heads, base.heads);
    QCOMPARE(m.intermediate, base.intermediate);
}

void TestShapeScaling::staysValidForTheLayout() {
    // GPT-3 on TP 8 x PP 8 scaled down to 1 B: heads stay a multiple of 8, layers at least 8.
    Scenario s;
    s.model = modelSpecOf(*findModel("GPT-3 175B"));
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    s.cluster.cards = 1024;
    s.model = scaledShape(s.model, 1'000'000'000, 8, 8);
    QCOMPARE(s.model.heads % 8, std::int64_t(0));
    QVERIFY(s.model.layers >= 8);
    QVERIFY2(validate(s).empty(), validate(s).empty() ? "" : validate(s).front().message.c_str());
    QVERIFY(evaluate(s).ok());
}

QTEST_MAIN(TestShapeScaling)
#include "tst_shape_scaling.moc"
