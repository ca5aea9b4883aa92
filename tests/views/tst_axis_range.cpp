// Nice axis ranges and their hysteresis (views/axis_range.h).
#include <QTest>

#include "fuzzy.h"
#include "views/common/axis_range.h"

using namespace stepbudget;

class TestAxisRange : public QObject {
    Q_OBJECT
private slots:
    void nice_data();
    void nice();
    void smallChangesKeepTheAxis();
    void leavingTheRangeMovesIt();
    void shrinkingFarMovesIt();
    void shrinkingToUnderHalfMovesIt();
    void outAndBackRestoresTheAxis_data();
    void outAndBackRestoresTheAxis();
    void freshRangeIsNotLoose();
    void degenerateInput();
};

void TestAxisRange::nice_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<double>("nice_lo");
    QTest::addColumn<double>("nice_hi");
    QTest::addColumn<double>("step");
    QTest::newRow("memory 0..131 GiB") << 0.0 << 131.0 << 0.0 << 150.0 << 50.0;
    QTest::newRow("days 0..34.3") << 0.0 << 34.3 << 0.0 << 40.0 << 10.0;
    QTest::newRow("overhead 0..3.1 %") << 0.0 << 3.1 << 0.0 << 4.0 << 1.0;
    QTest::newRow("negative deltas -9.7..19.4") << -9.7 << 19.4 << -10.0 << 20.0 << 10.0;
    QTest::newRow("ratio 0.12..7.9") << 0.12 << 7.9 << 0.0 << 8.0 << 2.0;
}

void TestAxisRange::nice() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(double, nice_lo);
    QFETCH(double, nice_hi);
    QFETCH(double, step);
    const AxisRange r = niceRange(lo, hi);
    SB_COMPARE_REL(r.lo, nice_lo, 1e-12);
    SB_COMPARE_REL(r.hi, nice_hi, 1e-12);
    SB_COMPARE_REL(r.step, step, 1e-12);
}

void TestAxisRange::smallChangesKeepTheAxis() {
    StickyRange sticky;
    const AxisRange first = sticky.update(0, 24.6);
    for (double hi : {24.0, 25.1, 23.5, 26.0}) {
        const AxisRange r = sticky.update(0, hi);
        QCOMPARE(r.hi, first.hi);
    }
}

void TestAxisRange::leavingTheRangeMovesIt() {
    StickyRange sticky;
    const AxisRange first = sticky.update(0, 24.6);
    const AxisRange moved = sticky.update(0, first.hi * 1.5);
    QVERIFY(moved.hi >= first.hi * 1.5);
}

void TestAxisRange::shrinkingFarMovesIt() {
    StickyRange sticky;
    sticky.update(0, 100);
    const AxisRange r = sticky.update(0, 10);
    QVERIFY(r.hi <= 20);
}

void TestAxisRange::shrinkingToUnderHalfMovesIt() {
    // 0..45 on a 0..125 axis: 36 %, less than half of it used; the axis shrinks to fit.
    StickyRange sticky;
    QCOMPARE(sticky.update(0, 95).hi, 125.0);
    const AxisRange r = sticky.update(0, 45);
    QVERIFY2(r.hi <= 60, qPrintable(QString::number(r.hi)));
}

void TestAxisRange::outAndBackRestoresTheAxis_data() {
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("out");
    QTest::newRow("days 24.6 out to 60") << 24.6 << 60.0;
    QTest::newRow("days 24.6 out to 49") << 24.6 << 49.0;
    QTest::newRow("memory 13.4 GiB out to 131") << 13.4 << 131.0;
    QTest::newRow("step 52.8 s out to 1000") << 52.8 << 1000.0;
    QTest::newRow("small 0.031 out to 0.09") << 0.031 << 0.09;
}

void TestAxisRange::outAndBackRestoresTheAxis() {
    // A slider dragged so the value doubles or more, then back: the axis returns to where it
    // started instead of keeping the widest range it ever saw.
    QFETCH(double, start);
    QFETCH(double, out);
    StickyRange sticky;
    const AxisRange first = sticky.update(0, start);
    const AxisRange wide = sticky.update(0, out);
    QVERIFY(wide.hi >= out);
    const AxisRange back = sticky.update(0, start);
    SB_COMPARE_REL(back.hi, first.hi, 1e-12);
    SB_COMPARE_REL(back.step, first.step, 1e-12);
}

void TestAxisRange::freshRangeIsNotLoose() {
    // A new range is filled to more than the shrink threshold, so the same data never resets
    // it again (no flicker between two ranges).
    for (double hi = 0.01; hi < 1e6; hi *= 1.013) {
        const AxisRange r = niceRange(0, hi * 1.08);
        QVERIFY2(hi / (r.hi - r.lo) > StickyRange::kShrinkBelow, qPrintable(QString::number(hi)));
    }
}

void TestAxisRange::degenerateInput() {
    const AxisRange flat = niceRange(5, 5);
    QVERIFY(flat.hi > flat.lo);
    const AxisRange nan = niceRange(std::nan(""), 1);
    QVERIFY(nan.hi > nan.lo);
}

QTEST_APPLESS_MAIN(TestAxisRange)
#include "tst_axis_range.moc"
