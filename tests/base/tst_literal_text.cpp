// LiteralText (model/base/literal_text.h) keeps a string literal by pointer and anything built
// at run time as its own string; concat() (model/base/text_concat.h) joins pieces into one
// string sized once. Both exist so evaluate() stops copying and regrowing derivation text: these
// rows hold them to the text an std::string and an operator+ chain would give.
#include <QTest>

#include <cstring>
#include <string>
#include <string_view>
#include <utility>

#include "model/base/derivation.h"
#include "model/base/literal_text.h"
#include "model/base/text_concat.h"
#include "model/evaluate/evaluate.h"
#include "tests/presets.h"

using namespace stepbudget;
using stepbudget::test::evaluatePreset;

namespace {

constexpr const char* kLiteral = "plan.tp_comm_exposed_s";  // longer than the 15-byte SSO buffer

}  // namespace

class TestLiteralText : public QObject {
    Q_OBJECT

private slots:
    // A literal is held, not copied: the text is the literal's own bytes, through copies and
    // moves and inside a Derivation (with std::string it would be a heap copy each time).
    void literalKeepsItsPointer() {
        const LiteralText t = kLiteral;
        QCOMPARE(static_cast<const void*>(t.c_str()), static_cast<const void*>(kLiteral));
        QCOMPARE(t.size(), std::strlen(kLiteral));
        const LiteralText copy = t;
        QCOMPARE(static_cast<const void*>(copy.c_str()), static_cast<const void*>(kLiteral));
        Derivation d{kLiteral, "Exposed tensor-parallel communication", "all of it", "0.5", 0.5,
                     "s"};
        const Derivation moved = std::move(d);
        QCOMPARE(static_cast<const void*>(moved.id.c_str()), static_cast<const void*>(kLiteral));
    }

    // Text built at run time is owned: it outlives the string it came from, and a copy is its
    // own (NUL-terminated) text.
    void builtTextIsOwned() {
        LiteralText t;
        QVERIFY(t.empty());
        QCOMPARE(std::string(t.c_str()), std::string());
        {
            std::string built = "waterfall.";
            built += "input_wait";
            t = LiteralText(built);
            built.assign(built.size(), 'x');
        }
        QCOMPARE(t.str(), std::string("waterfall.input_wait"));
        const LiteralText copy = t;
        QVERIFY(copy.c_str() != t.c_str());
        QCOMPARE(std::string(copy.c_str()), std::string("waterfall.input_wait"));
    }

    // The comparisons and joins the readers use (ids looked up, titles and formulas printed).
    void comparesAndJoinsLikeAString() {
        const LiteralText lit = "plan.finish_days";
        const LiteralText own = LiteralText(std::string("plan.finish_days"));
        QVERIFY(lit == own);
        QVERIFY(lit == "plan.finish_days");
        QVERIFY(lit == std::string("plan.finish_days"));
        QVERIFY(std::string_view("plan.finish_days") == lit);
        QVERIFY(lit != "plan.finish");
        QVERIFY(LiteralText("a") < LiteralText("b"));
        QCOMPARE(lit.find("finish"), std::size_t{5});
        QCOMPARE(lit.rfind("_"), std::size_t{11});
        QVERIFY(lit.startsWith("plan."));
        QCOMPARE("id " + lit + " = " + std::string("x"), std::string("id plan.finish_days = x"));
    }

    // concat() gives exactly what the operator+ chain it replaced gives, for every kind of piece
    // (literal, std::string, temporary, string_view, LiteralText, a conditional literal).
    void concatEqualsTheChain() {
        const std::string m = "1024";
        const bool in_host = false;
        const LiteralText formula = "t_F + t_B";
        const std::string chain = m + " * (" + fmt(0.0123456, 8) + " + " + fixed(52.8, 3) + ") " +
                                  (in_host ? "inside a host" : "across hosts") + "; " +
                                  formula.str() + std::string(std::string_view("!"));
        QCOMPARE(concat(m, " * (", fmt(0.0123456, 8), " + ", fixed(52.8, 3), ") ",
                        (in_host ? "inside a host" : "across hosts"), "; ", formula,
                        std::string_view("!")),
                 chain);
        QCOMPARE(concat(), std::string());
        QCOMPARE(concat("", std::string()), std::string());
        QCOMPARE(concat("short"), std::string("short"));
    }

    // The design case: a copy of the results shares its literal ids' bytes with the original
    // (std::string fields would each have made a heap copy), and the text is unchanged.
    void designCaseIdsAreLiterals() {
        const Results r = evaluatePreset("book-design-48.json");
        QVERIFY(r.ok());
        const Results copy = r;
        const Derivation* d = r.derivation("plan.finish_days");
        const Derivation* c = copy.derivation("plan.finish_days");
        QVERIFY(d != nullptr && c != nullptr && d != c);
        QCOMPARE(d->id.str(), std::string("plan.finish_days"));
        QCOMPARE(static_cast<const void*>(c->id.c_str()), static_cast<const void*>(d->id.c_str()));
        QCOMPARE(static_cast<const void*>(c->formula.c_str()),
                 static_cast<const void*>(d->formula.c_str()));
        QCOMPARE(c->substituted, d->substituted);
    }
};

QTEST_APPLESS_MAIN(TestLiteralText)
#include "tst_literal_text.moc"
