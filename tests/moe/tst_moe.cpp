// MoE capacity factor (worked-examples §7.6): dropped and padded shares for a load
// distribution, and causal attention pairs for a sequence-length mix (§7.7).
#include <QTest>

#include "fuzzy.h"
#include "model/evaluate/validate.h"
#include "model/moe/attention.h"
#include "model/moe/moe.h"
#include "model/shape/catalog.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

Scenario twoExperts() {
    // E = 2, k = 1, 128 dispatches: one expert gets 96 (1.5 x the mean 64), the other 32.
    Scenario s = preset("book-design-48.json");
    s.model.experts = 2;
    s.model.top_k = 1;
    s.moe->tokens = 128;
    s.moe->hot_expert_fraction = 0.5;
    s.moe->hot_load_ratio = 1.5;
    return s;
}

}  // namespace

class TestMoe : public QObject {
    Q_OBJECT
private slots:
    void twoExpertTable_data();
    void twoExpertTable();
    void qwen3Table_data();
    void qwen3Table();
    void balancing();
    void anyDistribution();
    void curveIsMonotone();
    void denseModelHasNoMoe();
    void loadRuleIsValidated();
    void attentionPairs_data();
    void attentionPairs();
    void badMix_data();
    void badMix();
    void lengthListCheckMatchesParse_data();
    void lengthListCheckMatchesParse();
};

void TestMoe::twoExpertTable_data() {
    QTest::addColumn<double>("c");
    QTest::addColumn<int>("capacity");
    QTest::addColumn<int>("dropped");
    QTest::addColumn<int>("padded");
    // §7.6 two-expert table: c = 1 drops a quarter; from c = 1.5 nothing drops but a third of
    // the executed rows are padding.
    QTest::newRow("c = 1.0") << 1.0 << 64 << 32 << 32;
    QTest::newRow("c = 1.25") << 1.25 << 80 << 16 << 48;
    QTest::newRow("c = 1.5") << 1.5 << 96 << 0 << 64;
    QTest::newRow("c = 2.0") << 2.0 << 128 << 0 << 128;
}

void TestMoe::twoExpertTable() {
    QFETCH(double, c);
    QFETCH(int, capacity);
    QFETCH(int, dropped);
    QFETCH(int, padded);
    Scenario s = twoExperts();
    s.moe->capacity_factor = c;
    const Results r = evaluate(s);
    QVERIFY2(r.ok(), formatIssues(r.issues).c_str());
    const CapacityPoint& p = r.moe->at_capacity;
    QCOMPARE(p.capacity, std::int64_t{capacity});
    QCOMPARE(p.dropped, std::int64_t{dropped});
    QCOMPARE(p.padded, std::int64_t{padded});
    SB_COMPARE_REL(p.dropped_share, dropped / 128.0, 1e-12);
    SB_COMPARE_REL(p.padded_share, padded / (2.0 * capacity), 1e-12);
    if (c == 1.0) {
        SB_COMPARE_REL(p.dropped_share, 0.25, 1e-12);
    }
    if (c == 1.5) {
        SB_COMPARE_REL(p.padded_share, 1.0 / 3.0, 1e-12);
    }
}

void TestMoe::qwen3Table_data() {
    QTest::addColumn<double>("c");
    QTest::addColumn<int>("capacity");
    QTest::addColumn<double>("dropped_pct");
    QTest::addColumn<double>("padded_pct");
    QTest::addColumn<int>("hot_dropped_each");
    // §7.6 Qwen3-235B-A22B: 8,192 tokens, k = 8, E = 128 -> 65,536 dispatches, mean 512;
    // 64 experts at 768, 64 at 256.
    QTest::newRow("c = 1.0") << 1.0 << 512 << 25.0 << 25.0 << 256;
    QTest::newRow("c = 1.25") << 1.25 << 640 << 12.5 << 30.0 << 128;
    QTest::newRow("c = 1.5") << 1.5 << 768 << 0.0 << 100.0 / 3 << 0;
    QTest::newRow("c = 2.0") << 2.0 << 1024 << 0.0 << 50.0 << 0;
}

void TestMoe::qwen3Table() {
    QFETCH(double, c);
    QFETCH(int, capacity);
    QFETCH(double, dropped_pct);
    QFETCH(double, padded_pct);
    QFETCH(int, hot_dropped_each);
    const Results r = evaluatePreset("moe-capacity-qwen3-235b.json");
    QVERIFY(r.moe->enabled);
    QCOMPARE(r.moe->dispatches, std::int64_t{65536});
    QCOMPARE(r.moe->mean_load, 512.0);
    QCOMPARE(r.moe->loads.size(), std::size_t{2});
    QCOMPARE(r.moe->loads[0], (std::pair<std::int64_t, std::int64_t>{768, 64}));
    QCOMPARE(r.moe->loads[1], (std::pair<std::int64_t, std::int64_t>{256, 64}));
    // The book's four rows are the table; the same numbers come from the curve's function.
    const CapacityPoint* row = nullptr;
    for (const CapacityPoint& p : r.moe->table) {
        if (p.capacity_factor == c) {
            row = &p;
        }
    }
    QVERIFY(row != nullptr);
    QCOMPARE(row->capacity, std::int64_t{capacity});
    QVERIFY(closeEnough(100 * row->dropped_share, dropped_pct, 1e-12, 1e-12));
    SB_COMPARE_REL(100 * row->padded_share, padded_pct, 1e-12);
    QCOMPARE(row->max_dropped_per_expert, std::int64_t{hot_dropped_each});
    // The preset's own c = 1.25 row is the at-capacity point.
    QCOMPARE(r.moe->at_capacity.capacity, std::int64_t{640});
}

void TestMoe::balancing() {
    // 96 and 32 dispatches: balancing to 64/64 cuts the slowest expert's time by one third.
    const Results r = evaluate(twoExperts());
    QCOMPARE(r.moe->max_load, std::int64_t{96});
    SB_COMPARE_REL(r.moe->balance_saving, 1.0 / 3.0, 1e-12);
}

void TestMoe::anyDistribution() {
    // A hand-made histogram: 3 experts at 10, 1 at 2 (E = 4, 32 dispatches, mean 8), c = 1:
    // C = 8, dropped 3 x 2 = 6, padded 6 -> 6/32 dropped, 6/32 padded.
    const ExpertLoads loads = {{10, 3}, {2, 1}};
    const CapacityPoint p = capacityPoint(loads, 4, 32, 1.0);
    QCOMPARE(p.capacity, std::int64_t{8});
    QCOMPARE(p.dropped, std::int64_t{6});
    QCOMPARE(p.padded, std::int64_t{6});
    // hotColdLoads keeps every dispatch: 10 experts, 100 dispatches, 30 % hot at 2x.
    const ExpertLoads h = hotColdLoads(10, 100, 0.3, 2.0);
    std::int64_t total = 0;
    std::int64_t experts = 0;
    for (const auto& [load, count] : h) {
        total += load * count;
        experts += count;
    }
    QCOMPARE(total, std::int64_t{100});
    QCOMPARE(experts, std::int64_t{10});
    QCOMPARE(h.front(), (std::pair<std::int64_t, std::int64_t>{20, 3}));
}

void TestMoe::curveIsMonotone() {
    const MoeResults m = evaluatePreset("moe-capacity-qwen3-235b.json").moe;
    QCOMPARE(m.curve.size(), std::size_t{71});
    SB_COMPARE_REL(m.curve.front().capacity_factor, 0.5, 1e-12);
    SB_COMPARE_REL(m.curve.back().capacity_factor, 4.0, 1e-12);
    for (std::size_t i = 1; i < m.curve.size(); ++i) {
        QVERIFY(m.curve[i].dropped_share <= m.curve[i - 1].dropped_share);
        QVERIFY(m.curve[i].capacity >= m.curve[i - 1].capacity);
    }
    // c = 1 on the curve (0.5 + 10 x 0.05) must not floor one row short.
    QCOMPARE(m.curve[10].capacity, std::int64_t{512});
}

void TestMoe::denseModelHasNoMoe() {
    const Results r = evaluatePreset("book-design-48.json");
    QVERIFY(!r.moe->enabled);
    QVERIFY(r.moe->curve.empty());
    QVERIFY(r.derivation("moe.capacity") == nullptr);
}

void TestMoe::loadRuleIsValidated() {
    Scenario s = twoExperts();
    s.moe->hot_load_ratio = 2.5;  // 0.5 x 2.5 > 1: hot experts would need more than everything
    const Issues issues = validate(s);
    QCOMPARE(issues.size(), std::size_t{1});
    QCOMPARE(issues[0].path, std::string("moe.hot_load_ratio"));
}

void TestMoe::attentionPairs_data() {
    QTest::addColumn<QString>("mix");
    QTest::addColumn<double>("pairs");
    // §7.7: s (s+1)/2 per sequence.
    QTest::newRow("4096 + 4096") << "4096,4096" << 16781312.0;
    QTest::newRow("7168 + 1024") << "7168,1024" << 26218496.0;
    QTest::newRow("one 8192 sequence (derived)") << "8192" << 8192.0 * 8193 / 2;
    QTest::newRow("spaces allowed") << " 7168 , 1024 " << 26218496.0;
}

void TestMoe::attentionPairs() {
    QFETCH(QString, mix);
    QFETCH(double, pairs);
    Scenario s = preset("book-design-48.json");
    s.attention->mix = mix.toStdString();
    const Results r = evaluate(s);
    QVERIFY2(r.ok(), formatIssues(r.issues).c_str());
    QCOMPARE(r.attention->pairs, pairs);
    QCOMPARE(r.attention->reference_pairs, 16781312.0);
    SB_COMPARE_REL(r.attention->ratio, pairs / 16781312.0, 1e-12);
    if (mix == "7168,1024") {
        SB_COMPARE_PRINTED(100 * (r.attention->ratio - 1), 56.24, 2);  // +56 % (1.5624)
        QCOMPARE(r.attention->tokens, r.attention->reference_tokens);  // same 8,192 tokens
    }
}

void TestMoe::badMix_data() {
    QTest::addColumn<QString>("mix");
    QTest::newRow("empty") << "";
    QTest::newRow("zero") << "0,4096";
    QTest::newRow("negative") << "-5";
    QTest::newRow("not a number") << "long";
    QTest::newRow("trailing comma") << "4096,";
    QTest::newRow("too long a sequence") << "99999999";
}

void TestMoe::badMix() {
    QFETCH(QString, mix);
    Scenario s = preset("book-design-48.json");
    s.attention->reference_mix = mix.toStdString();
    const Issues issues = validate(s);
    QCOMPARE(issues.size(), std::size_t{1});
    QCOMPARE(issues[0].path, std::string("attention.reference_mix"));
    QVERIFY(issues[0].message.find("[1, 16777216]") != std::string::npos);
}

// isLengthList (what validate() asks at every sweep point) accepts exactly what parseLengths
// parses, including the edges of its grammar.
void TestMoe::lengthListCheckMatchesParse_data() {
    QTest::addColumn<QString>("mix");
    QTest::addColumn<bool>("valid");
    QTest::newRow("book mix") << "7168,1024" << true;
    QTest::newRow("spaces around entries") << "  7168 ,  1024  " << true;
    QTest::newRow("leading zeros") << "0007" << true;
    QTest::newRow("largest length") << "16777216" << true;
    QTest::newRow("nine digits over the limit") << "016777217" << false;
    QTest::newRow("ten digits") << "0000000001" << false;
    QTest::newRow("space inside an entry") << "70 68" << false;
    QTest::newRow("tab") << "7168\t" << false;
    QTest::newRow("empty entry") << "7168,,1024" << false;
    QTest::newRow("only spaces") << "   " << false;
    QTest::newRow("trailing comma") << "1," << false;
    QTest::newRow("sign") << "+7" << false;
    QTest::newRow("4096 entries") << QString("1,").repeated(4095) + "1" << true;
    QTest::newRow("4097 entries") << QString("1,").repeated(4096) + "1" << false;
}

void TestMoe::lengthListCheckMatchesParse() {
    QFETCH(QString, mix);
    QFETCH(bool, valid);
    const std::string text = mix.toStdString();
    QCOMPARE(isLengthList(text), valid);
    QCOMPARE(parseLengths(text).has_value(), valid);
}

QTEST_APPLESS_MAIN(TestMoe)
#include "tst_moe.moc"
