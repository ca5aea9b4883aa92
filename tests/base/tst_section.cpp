// Section<T> (model/base/section.h) behaves like the plain T member it replaced: an untouched
// section reads as T's defaults, a copy is independent of its source (deep copy), a move leaves
// the source at the defaults, and Scenario / Results copies keep their checkpoint sections
// apart (the sweeps and the controller's undo stack copy scenarios all the time).
#include <QTest>
#include <utility>
#include <vector>

#include "model/base/section.h"
#include "model/checkpoint/checkpoint.h"
#include "model/evaluate/results.h"

using namespace stepbudget;

namespace {

struct Point {
    double x = 1.5;
    int hits = 0;
};

}  // namespace

class TestSection : public QObject {
    Q_OBJECT

private slots:
    void untouchedReadsDefaults() {
        const Section<Point> p;
        QCOMPARE(p->x, 1.5);
        QCOMPARE((*p).hits, 0);
        const Point& as_value = p;
        QCOMPARE(as_value.x, 1.5);
    }

    void copyIsIndependent() {
        Section<Point> a;
        a->x = 7;
        Section<Point> b = a;
        b->x = 9;
        QCOMPARE(a->x, 7.0);
        QCOMPARE(b->x, 9.0);
        Section<Point> c;
        c = b;
        b->hits = 3;
        QCOMPARE(c->x, 9.0);
        QCOMPARE(c->hits, 0);
        c = c;  // self-assignment keeps the value
        QCOMPARE(c->x, 9.0);
    }

    // Assigning over a section that holds a value reuses it (the tornado's scratch scenario is
    // reset from the plan twelve times): the result is still an independent copy, and an
    // untouched source makes the target read the defaults again.
    void assignOverAValueStaysIndependent() {
        Section<Point> a;
        a->x = 3;
        Section<Point> b;
        b->x = 8;
        b->hits = 2;
        const Point* storage = &*b;
        b = a;
        QCOMPARE(&*b, storage);  // assigned in place
        QCOMPARE(b->x, 3.0);
        QCOMPARE(b->hits, 0);
        a->x = 5;
        QCOMPARE(b->x, 3.0);
        b = Section<Point>();
        QCOMPARE(std::as_const(b)->x, 1.5);
    }

    void moveInFromValue() {
        Section<std::vector<int>> a;
        std::vector<int> big(1000, 7);
        const int* data = big.data();
        a = std::move(big);
        QCOMPARE(a->data(), data);  // the buffer moved in, not copied
        QCOMPARE(a->size(), std::size_t(1000));
    }

    void moveLeavesDefaults() {
        Section<Point> a;
        a->x = 4;
        Section<Point> b = std::move(a);
        QCOMPARE(b->x, 4.0);
        QCOMPARE(std::as_const(a)->x, 1.5);  // NOLINT(bugprone-use-after-move): documented state
    }

    void assignFromValue() {
        Section<Point> a;
        a = Point{2.5, 1};
        QCOMPARE(a->x, 2.5);
        QCOMPARE(a->hits, 1);
    }

    void scenarioAndResultsCopies() {
        Scenario s;
        QCOMPARE(s.checkpoint->interval_s, 1800.0);  // the design case's default
        Scenario t = s;
        t.checkpoint->interval_s = 900;
        QCOMPARE(s.checkpoint->interval_s, 1800.0);
        QCOMPARE(t.checkpoint->interval_s, 900.0);
        Results r;
        r.checkpoint->save_s = 16;
        const Results copy = r;
        r.checkpoint->save_s = 32;
        QCOMPARE(copy.checkpoint->save_s, 16.0);
    }
};

QTEST_APPLESS_MAIN(TestSection)
#include "tst_section.moc"
