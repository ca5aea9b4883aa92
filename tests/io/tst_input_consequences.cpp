// A changed input implies its consequences or is flagged (docs/one-plan.md, "Inputs and their
// consequences"), through the paths users take: the CLI's --set list, a preset file and the
// model function the app's fields share. Each case failed before: N moved without its shape
// (GPT-3 at 350e9: memory doubled, the step barely moved, achieved MFU 66.5 % above the compute
// efficiency), a new card kept the old card's peak and links, TP across hosts went unflagged, and
// an efficiency above 100 % was printed as needed ("201.99 %" at 10^6 cards).
#include <QJsonDocument>
#include <QTest>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/evaluate/input_consequences.h"
#include "model/shape/catalog.h"
#include "model/shape/shape_scaling.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

QJsonObject evalJson(const QStringList& sets, const char* file = "gpt3-175b-a100.json") {
    QStringList args{QStringLiteral("eval"), presetFile(file)};
    for (const QString& s : sets) {
        args << QStringLiteral("--set") << s;
    }
    const Run run = cli(args);
    if (run.exit_code != 0) {
        qWarning("%s", run.err.constData());
        return {};
    }
    return QJsonDocument::fromJson(run.out).object();
}

QString warningAt(const QJsonObject& j, const QString& key) {
    for (const QJsonValue& w : j.value("warnings").toArray()) {
        if (w.toObject().value("key").toString() == key) {
            return w.toObject().value("message").toString();
        }
    }
    return {};
}

}  // namespace

class TestInputConsequences : public QObject {
    Q_OBJECT
private slots:
    // --set model.params alone scales the shape as the model-size slider does: the shape then
    // counts the typed N (within 1 %), and the achieved MFU stays below the compute efficiency.
    void parametersAloneScaleTheShape() {
        const QJsonObject j = evalJson({"model.params=350e9"});
        QVERIFY(!j.isEmpty());
        const double from_shape = jsonAt(j, "shape.params_from_shape");
        QVERIFY2(closeEnough(from_shape, 350e9, 0.01), qPrintable(QString::number(from_shape)));
        QVERIFY(jsonAt(j, "plan.achieved_mfu") < jsonAt(j, "plan.predicted_mfu"));
        QVERIFY(warningAt(j, "model.params").isEmpty());
        // The same through the model function the app's field uses.
        const Scenario before = preset("gpt3-175b-a100.json");
        Scenario after = before;
        after.model.params = 350000000000;
        applyInputConsequences(before, after, {"model.params"});
        QVERIFY(after.model.layers > before.model.layers);
        QVERIFY(closeEnough(shapeParams(after.model), 350e9, 0.01));
    }

    // A sweep over model.params is the same edit at every point: the CLI's sweep prints the step
    // and peak that `eval --set model.params=X` prints (before, the shape stayed at 175 B: the
    // step moved 1.7 % from 175 to 350 B while eval's nearly doubled).
    void sweepOverParametersScalesTheShape() {
        const Run run =
            cli({QStringLiteral("sweep"), presetFile("gpt3-175b-a100.json"),
                 QStringLiteral("--vary"), QStringLiteral("model.params=175e9:350e9:2"),
                 QStringLiteral("--metric"), QStringLiteral("plan.step_time_s"),
                 QStringLiteral("--metric"), QStringLiteral("memory.peak_bytes_per_card")});
        QCOMPARE(run.exit_code, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        const QList<QByteArray> at350 = lines[2].split(',');
        QCOMPARE(at350.size(), 3);
        const QJsonObject j = evalJson({"model.params=350e9"});
        QVERIFY(!j.isEmpty());
        SB_COMPARE_REL(at350[1].toDouble(), jsonAt(j, "plan.step_time_s"), 1e-9);
        SB_COMPARE_REL(at350[2].toDouble(), jsonAt(j, "memory.peak_bytes_per_card"), 1e-9);
    }

    // An MFU typed over a prediction overrides it, as the app's slider does: --set, a sweep and
    // the model function alike (before, GPT-3's predicted plan ignored --set cluster.mfu=0.3
    // silently and a sweep over it printed one step time three times). A preset's own mfu does
    // not: the GPT-3 preset types 0.449 and still runs at its prediction.
    void typedMfuOverridesThePrediction() {
        const QJsonObject predicted = evalJson({});
        const QJsonObject typed = evalJson({"cluster.mfu=0.3"});
        const QJsonObject explicit_override =
            evalJson({"cluster.mfu=0.3", "cluster.mfu_override=true"});
        QVERIFY(!predicted.isEmpty() && !typed.isEmpty() && !explicit_override.isEmpty());
        // 0.3 against the predicted 57 %: the step is far longer.
        QVERIFY(jsonAt(typed, "plan.step_time_s") > 1.5 * jsonAt(predicted, "plan.step_time_s"));
        SB_COMPARE_REL(jsonAt(typed, "plan.step_time_s"),
                       jsonAt(explicit_override, "plan.step_time_s"), 1e-12);
        // Typing the override off in the same edit keeps the prediction.
        const QJsonObject kept = evalJson({"cluster.mfu=0.3", "cluster.mfu_override=false"});
        SB_COMPARE_REL(jsonAt(kept, "plan.step_time_s"), jsonAt(predicted, "plan.step_time_s"),
                       1e-12);
        const Run run = cli({QStringLiteral("sweep"), presetFile("gpt3-175b-a100.json"),
                             QStringLiteral("--vary"), QStringLiteral("cluster.mfu=0.3:0.5:3"),
                             QStringLiteral("--metric"), QStringLiteral("plan.step_time_s")});
        QCOMPARE(run.exit_code, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        SB_COMPARE_REL(lines[1].split(',')[1].toDouble(), jsonAt(typed, "plan.step_time_s"), 1e-9);
        QVERIFY(lines[3].split(',')[1].toDouble() < lines[1].split(',')[1].toDouble());
        // The model function: typed defaults (a preset being read) never override.
        Scenario typed_before;
        Scenario after = typed_before;
        after.cluster.mfu = 0.3;
        applyInputConsequences(typed_before, after, {"cluster.mfu"});
        QVERIFY(!after.cluster.mfu_override);
        QVERIFY(!preset("gpt3-175b-a100.json").cluster.mfu_override);
    }

    // N typed together with a shape key keeps both as typed, and the plan warns with both counts.
    void parametersWithAShapeWarnWithBothCounts() {
        const QJsonObject j = evalJson({"model.params=350e9", "model.layers=96"});
        QVERIFY(!j.isEmpty());
        const QString w = warningAt(j, "model.params");
        QVERIFY2(w.contains("350000000000") && w.contains("174566129664"), qPrintable(w));
    }

    // A catalog card brings its peak, memory, HBM and links; a figure typed in the same edit
    // wins over the card's.
    void newCardBringsItsFigures() {
        const GpuSpec* h100 = findGpu("H100 SXM");
        QVERIFY(h100 != nullptr);
        const QJsonObject j = evalJson({"cluster.gpu=H100 SXM"});
        QVERIFY(!j.isEmpty());
        Scenario card = preset("gpt3-175b-a100.json");
        QVERIFY(applyGpu(card, "H100 SXM"));
        SB_COMPARE_REL(jsonAt(j, "memory.usable_bytes_per_card"),
                       card.cluster.usable_memory_gib * 1073741824.0, 1e-12);
        // The predicted compute runs at H100's peak: the step is far shorter than on A100.
        const QJsonObject a100 = evalJson({});
        QVERIFY(jsonAt(j, "plan.step_time_s") < 0.6 * jsonAt(a100, "plan.step_time_s"));
        // The model function: every catalog figure follows, a typed one stays.
        const Scenario before = preset("gpt3-175b-a100.json");
        Scenario after = before;
        after.cluster.gpu = "H100 SXM";
        after.cluster.peak_tflops = 900;
        applyInputConsequences(before, after, {"cluster.gpu", "cluster.peak_tflops"});
        QCOMPARE(after.cluster.peak_tflops, 900.0);
        QCOMPARE(after.cluster.hbm_gb_per_s, h100->hbm_gb_per_s);
        QCOMPARE(after.cluster.scale_up_gb_per_s, h100->scale_up_gb_per_s);
        QCOMPARE(after.cluster.host_link_gb_per_s, h100->host_link_gb_per_s);
        QCOMPARE(after.cluster.usable_memory_gib, card.cluster.usable_memory_gib);
    }

    // A preset naming a card fills the figures it leaves out from the catalog.
    void presetCardFillsWhatItOmits() {
        const LoadResult loaded = scenarioFromJson(
            R"({"schema": "stepbudget/1", "cluster": {"gpu": "H100 SXM", "cards": 64}})");
        QVERIFY2(loaded.ok(), formatIssues(loaded.issues).c_str());
        QCOMPARE(loaded.scenario.cluster.peak_tflops, findGpu("H100 SXM")->bf16_dense_tflops);
        QCOMPARE(loaded.scenario.cluster.hbm_gb_per_s, findGpu("H100 SXM")->hbm_gb_per_s);
    }

    // A name the catalog does not know keeps its figures; when they are another card's, the plan
    // says whose, and which catalog names would bring their own.
    void unknownCardNamesWhoseFiguresItUses() {
        const QJsonObject j = evalJson({"cluster.gpu=H100"});
        QVERIFY(!j.isEmpty());
        const QString w = warningAt(j, "cluster.gpu");
        QVERIFY2(w.contains("A100 SXM 80GB's figures") && w.contains("H100 SXM"), qPrintable(w));
    }

    // TP wider than a host warns, naming the link its collectives then use.
    void tpAcrossHostsWarnsWithItsLink() {
        const QJsonObject j = evalJson({"parallel.tp=16", "parallel.pp=4"});
        QVERIFY(!j.isEmpty());
        const QString w = warningAt(j, "parallel.tp");
        QVERIFY2(w.contains("wider than a host") && w.contains("NIC") &&
                     w.contains("cluster.nic_gb_per_s = 25 GB/s"),
                 qPrintable(w));
        QVERIFY(warningAt(evalJson({}), "parallel.tp").isEmpty());
    }

    // At 10^6 cards GPT-3 would need 202 % of the peak: not reachable, with the reason.
    void impossibleEfficiencyIsNotReachable() {
        Scenario sc = preset("gpt3-175b-a100.json");
        sc.cluster.cards = 1000000;
        const Results r = evaluate(sc);
        QVERIFY(r.ok());
        QVERIFY(r.plan.required_mfu > 1);
        QVERIFY(!r.plan.required_mfu_reachable);
        const Derivation* d = r.derivation("plan.required_mfu");
        QVERIFY(d != nullptr);
        QVERIFY2(
            d->substituted.find("not reachable: above 1 (100 % of the peak)") != std::string::npos,
            d->substituted.c_str());
        // The result JSON has no number to misread.
        const QJsonObject j = evalJson({"cluster.cards=1000000"});
        QVERIFY(j.value("plan").toObject().value("required_mfu").isNull());
        // Today's plan needs less than 100 %: a number.
        QVERIFY(evaluate(preset("gpt3-175b-a100.json")).plan.required_mfu_reachable);
    }
};

QTEST_GUILESS_MAIN(TestInputConsequences)
#include "tst_input_consequences.moc"
