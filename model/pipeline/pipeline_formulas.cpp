#include "model/pipeline/pipeline_formulas.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"

namespace stepbudget {

PipelineFormulas pipelineFormulas(const PipelineConfig& c, Derivations* out) {
    const double p = static_cast<double>(c.stages);
    const double m = static_cast<double>(c.microbatches);
    const double v = static_cast<double>(c.chunks);
    const double tf = c.forward_ms;
    const double tb = c.backward_ms;
    const double tw = c.weight_grad_fraction * tb;
    const double tx = tb - tw;
    PipelineFormulas f;
    f.ideal_makespan_ms = idealMakespanMs(p, m, tf, tb);
    f.ideal_utilisation = idealUtilisation(p, m);
    f.bubble_fraction = bubbleFraction(p, m);
    f.fill_drain_bubble_ms = oneFOneBBubbleMs(p, tf, tb);
    f.one_f_one_b_bubble_ms = oneFOneBBubbleMs(p, tf, tb);
    f.interleaved_bubble_fraction = interleavedBubbleFraction(p, m, v);
    f.interleaved_bubble_ms = interleavedBubbleMs(p, v, tf, tb);
    f.zb_h1_bubble_ms = zbH1BubbleMs(p, tf, tx, tw);
    f.zb_h2_bubble_ms = zbH2BubbleMs(p, tf, tx, tw);
    f.dualpipe_bubble_ms = dualPipeBubbleMs(p, tf, tb, tw);
    if (out == nullptr) {
        return f;
    }
    const std::string P = fmt(p);
    const std::string M = fmt(m);
    const std::string TF = fmt(tf);
    const std::string TB = fmt(tb);
    const std::string TX = fmt(tx);
    const std::string TW = fmt(tw);
    out->push_back(
        {"pipeline.ideal_makespan_ms",
         QT_TRANSLATE_NOOP("Derivation", "Ideal pipeline step (no transfers, no update)"),
         "T = (m + p - 1)(t_f + t_b)", concat("(", M, " + ", P, " - 1)(", TF, " + ", TB, ")"),
         f.ideal_makespan_ms, "ms"});
    out->push_back({"pipeline.ideal_utilisation",
                    QT_TRANSLATE_NOOP("Derivation", "Ideal pipeline utilisation"),
                    "u = m / (m + p - 1)", concat(M, " / (", M, " + ", P, " - 1)"),
                    f.ideal_utilisation, ""});
    out->push_back({"pipeline.bubble_fraction",
                    QT_TRANSLATE_NOOP("Derivation", "Bubble fraction (fill-drain, 1F1B)"),
                    "(p - 1) / m", concat("(", P, " - 1) / ", M), f.bubble_fraction, ""});
    out->push_back({"pipeline.bubble.fill_drain_ms",
                    QT_TRANSLATE_NOOP("Derivation", "Fill-drain bubble"), "(p - 1)(t_f + t_b)",
                    concat("(", P, " - 1)(", TF, " + ", TB, ")"), f.fill_drain_bubble_ms, "ms"});
    out->push_back({"pipeline.bubble.1f1b_ms", QT_TRANSLATE_NOOP("Derivation", "1F1B bubble"),
                    "(p - 1)(T_F + T_B + T_W)",
                    concat("(", P, " - 1)(", TF, " + ", TX, " + ", TW, ")"),
                    f.one_f_one_b_bubble_ms, "ms"});
    out->push_back({"pipeline.bubble.interleaved_fraction",
                    QT_TRANSLATE_NOOP("Derivation", "Interleaved bubble fraction"),
                    "(1 / v)(p - 1) / m", concat("(1 / ", fmt(v), ")(", P, " - 1) / ", M),
                    f.interleaved_bubble_fraction, ""});
    out->push_back({"pipeline.bubble.interleaved_ms",
                    QT_TRANSLATE_NOOP("Derivation", "Interleaved bubble"),
                    "(1 / v)(p - 1)(t_f + t_b)",
                    concat("(1 / ", fmt(v), ")(", P, " - 1)(", TF, " + ", TB, ")"),
                    f.interleaved_bubble_ms, "ms"});
    out->push_back({"pipeline.bubble.zb_h1_ms", QT_TRANSLATE_NOOP("Derivation", "ZB-H1 bubble"),
                    "(p - 1)(T_F + T_B - T_W)",
                    concat("(", P, " - 1)(", TF, " + ", TX, " - ", TW, ")"), f.zb_h1_bubble_ms,
                    "ms"});
    out->push_back({"pipeline.bubble.zb_h2_ms", QT_TRANSLATE_NOOP("Derivation", "ZB-H2 bubble"),
                    "max(0, (p - 1)(T_F + T_B - 2 T_W))",
                    concat("max(0, (", P, " - 1)(", TF, " + ", TX, " - 2 * ", TW, "))"),
                    f.zb_h2_bubble_ms, "ms"});
    out->push_back(
        {"pipeline.bubble.dualpipe_ms", QT_TRANSLATE_NOOP("Derivation", "DualPipe bubble"),
         "max(0, (p/2 - 1)(F&B + B - 3W)), F&B = t_f + t_b, B = t_b, W = f t_b",
         concat("max(0, (", P, "/2 - 1)((", TF, " + ", TB, ") + ", TB, " - 3 * ", TW, "))"),
         f.dualpipe_bubble_ms, "ms"});
    return f;
}

}  // namespace stepbudget
