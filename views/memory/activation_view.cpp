#include "views/memory/activation_view.h"
#include "views/common/example_banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

#include "model/base/derivation.h"
#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "model/memory/activation.h"
#include "model/memory/recompute_modules.h"
#include "model/memory/stack_derivations.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

using units::kGiB;
using units::kMiB;

namespace {

// The model labels its terms in English; the id is the stable key for the translation.
QString termLabel(const ActivationTerm& term) {
    static const char* const names[][2] = {
        {"attn_norm_input",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Attention norm input")},
        {"qkv_input", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Q/K/V input")},
        {"mla_q_latent", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "MLA query latent")},
        {"mla_kv_latent",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "MLA KV latent + rotary key")},
        {"query", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Query")},
        {"key", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Key")},
        {"value", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Value")},
        {"softmax_lse", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Softmax log-sum-exp")},
        {"softmax_output", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Softmax output")},
        {"softmax_dropout_mask",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Softmax dropout mask")},
        {"attention_dropout_output",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Dropout output")},
        {"out_proj_input", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Out projection input")},
        {"attn_dropout_mask",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Attention dropout mask")},
        {"mlp_norm_input", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "FFN norm input")},
        {"mlp_input", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "FFN input")},
        {"gate_output", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Gate output")},
        {"up_output", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Up output")},
        {"down_input", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Down input (gate × up)")},
        {"activation_input", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "GeLU input")},
        {"router_probs", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Router probabilities")},
        {"expert_inputs",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Expert inputs (k copies)")},
        {"expert_gate_output",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Expert gate outputs")},
        {"expert_up_output", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Expert up outputs")},
        {"expert_down_input",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Expert down inputs")},
        {"shared_expert_down_input",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Shared-expert down inputs")},
        {"expert_activation_input",
         QT_TRANSLATE_NOOP("stepbudget::ActivationView", "Expert GeLU inputs")},
        {"mlp_dropout_mask", QT_TRANSLATE_NOOP("stepbudget::ActivationView", "FFN dropout mask")},
    };
    for (const auto& n : names) {
        if (term.id == n[0]) {
            return ActivationView::tr(n[1]);
        }
    }
    return QString::fromStdString(term.label);
}

// MiB with as many decimals as a small term needs to read as a number, not as 0.
QString mib(double bytes) {
    const double v = bytes / kMiB;
    return ActivationView::tr("%1 MiB").arg(v, 0, 'f', v >= 100 ? 0 : (v >= 1 ? 1 : 3));
}

QString numberText(double v) {
    return QString::number(v, 'g', 5);
}

// The same facts as ActivationResults::conventions, in the interface language.
QString conventionsText(const Scenario& s) {
    const ActivationConfig& c = s.activations;
    return ActivationView::tr(
               "%1 B values; dropout masks %2; %3; sequence parallel %4; "
               "full-recompute checkpoint %5; selective recompute modules: %6; t = %7, p = %8, "
               "v = %9")
        .arg(numberText(c.value_bytes),
             c.dropout_masks ? ActivationView::tr("counted") : ActivationView::tr("not counted"),
             c.flash_attention ? ActivationView::tr("flash attention (no s x s scores)")
                               : ActivationView::tr("scores stored"),
             c.sequence_parallel ? ActivationView::tr("on") : ActivationView::tr("off"),
             c.full_checkpoint_sharded ? ActivationView::tr("sharded over t")
                                       : ActivationView::tr("replicated over t"),
             // Megatron-Core's module names, as the keys' help gives them: not translated.
             QString::fromStdString(modulesText(selectiveModules(s))),
             numberText(static_cast<double>(s.parallel.tp)),
             numberText(static_cast<double>(s.parallel.pp)),
             numberText(static_cast<double>(c.virtual_stages)));
}

}  // namespace

ActivationView::ActivationView(QWidget* parent) : ChartPanel(parent) {
    QChart* terms = newChart(tr("One layer's stored activations, per micro-batch"));
    auto* term_series = new QHorizontalStackedBarSeries;
    m_kept = new QBarSet(tr("Kept by selective"));
    m_kept->setColor(QColor("#4e79a7"));
    m_recomputed = new QBarSet(tr("Recomputed by selective"));
    m_recomputed->setColor(QColor("#f28e2b"));
    term_series->append(m_kept);
    term_series->append(m_recomputed);
    term_series->setBarWidth(0.75);
    terms->addSeries(term_series);
    m_term_rows = new QBarCategoryAxis;
    m_term_rows->setTruncateLabels(false);
    QFont small = m_term_rows->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_term_rows->setLabelsFont(small);
    terms->addAxis(m_term_rows, Qt::AlignLeft);
    term_series->attachAxis(m_term_rows);
    m_term_axis = new QValueAxis;
    m_term_axis->setTitleText(tr("MiB per layer and micro-batch"));
    terms->addAxis(m_term_axis, Qt::AlignBottom);
    term_series->attachAxis(m_term_axis);
    // A term's bar explains that tensor (c s b h); the unit after its value is MiB.
    for (QBarSet* set : {m_kept, m_recomputed}) {
        setElementDerivation(set, [this](int bar) { return m_term_ids.value(bar); });
        setElementUnit(set, tr("MiB"));
    }

    QChart* modes = newChart(tr("Busiest stage's activations by recompute mode"));
    auto* mode_series = new QStackedBarSeries;
    m_modes = new QBarSet(tr("Per card"));
    m_modes->setColor(QColor("#a0b7d0"));
    m_current = new QBarSet(tr("Mode in force"));
    m_current->setColor(QColor("#2f5d8a"));
    for (int k = 0; k < 3; ++k) {
        m_modes->append(0.0);
        m_current->append(0.0);
    }
    mode_series->append(m_modes);
    mode_series->append(m_current);
    mode_series->setBarWidth(0.6);
    modes->addSeries(mode_series);
    m_mode_axis = new QBarCategoryAxis;
    m_mode_axis->setTruncateLabels(false);
    m_mode_axis->append({tr("None"), tr("Selective"), tr("Full")});
    modes->addAxis(m_mode_axis, Qt::AlignBottom);
    mode_series->attachAxis(m_mode_axis);
    m_mode_y = new QValueAxis;
    m_mode_y->setTitleText(tr("GiB per card"));
    modes->addAxis(m_mode_y, Qt::AlignLeft);
    mode_series->attachAxis(m_mode_y);
    m_budget = new QLineSeries;
    m_budget->setName(tr("Declared budget"));
    m_budget->setPen(QPen(QColor("#c62828"), 2, Qt::DashLine));
    modes->addSeries(m_budget);
    m_budget->attachAxis(m_mode_axis);
    m_budget->attachAxis(m_mode_y);
    m_baseline = addBaselineSeries(modes, tr("A: per mode"));
    for (QBarSet* set : {m_modes, m_current}) {
        setElementDerivation(set, [](int mode) { return modeDerivationId(mode); });
        setElementUnit(set, tr("GiB per card"));
    }
    // The declared budget is the memory stack's top part at the plan's ZeRO stage.
    setElementDerivation(
        m_budget, [this](int) { return QString::fromStdString(memoryStackId(m_zero_stage, 5)); });

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* charts = new ReflowLayout(kChartMinWidth);
    charts->addWidget(makeChartView(terms, QStringLiteral("activation.per_layer_bytes")), 5);
    charts->addWidget(makeChartView(modes, QStringLiteral("activation.peak_bytes")), 4);
    auto* layout = new QVBoxLayout(this);
    m_banner = new ExampleBanner(QStringLiteral("§3.2, §4"), QStringLiteral("activations.inputs"),
                                 QStringLiteral("plan"), this);
    layout->addWidget(m_banner);
    // Typed activations: the plan's memory uses the typed budget, so the architecture's bars are
    // labelled as not the plan's (one plan, one peak), with one click to use them instead.
    m_typed_banner = new ExampleBanner(QString(), QStringLiteral("activations.source"),
                                       QStringLiteral("architecture"), this);
    m_typed_banner->setObjectName(QStringLiteral("typedActivationsBanner"));
    layout->addWidget(m_typed_banner);
    layout->addLayout(charts, 1);
    layout->addWidget(m_note);
}

void ActivationView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok()) {
        return;
    }
    const ActivationResults& a = r.activation;
    m_banner->setExample(a.example);
    const bool typed = !a.in_force && !a.example;
    if (typed) {
        m_typed_banner->setMessage(
            tr("Your plan types its activations (%1 GiB per card, parallel.extra_memory_gib): "
               "these bars are the architecture's estimate, not your plan's memory.")
                .arg(scenario.parallel.extra_memory_gib, 0, 'g', 6),
            tr("Use the architecture"));
    }
    m_typed_banner->setExample(typed);
    m_zero_stage = static_cast<int>(scenario.parallel.zero_stage);
    // Horizontal bars run bottom-up; reverse so the forward pass reads top-down.
    const int n = static_cast<int>(a.terms.size());
    m_term_ids.clear();
    for (int i = n - 1; i >= 0; --i) {
        m_term_ids << QString::fromStdString(
            activationTermId(a.terms[static_cast<std::size_t>(i)].id));
    }
    if (m_kept->count() != n) {
        m_kept->remove(0, m_kept->count());
        m_recomputed->remove(0, m_recomputed->count());
        for (int i = 0; i < n; ++i) {
            m_kept->append(0.0);
            m_recomputed->append(0.0);
        }
    }
    QStringList rows;
    double top = 0;
    for (int i = 0; i < n; ++i) {
        const ActivationTerm& t = a.terms[static_cast<std::size_t>(i)];
        const int bar = n - 1 - i;
        m_kept->replace(bar, t.kept_by_selective ? t.bytes / kMiB : 0.0);
        m_recomputed->replace(bar, t.kept_by_selective ? 0.0 : t.bytes / kMiB);
        top = std::max(top, t.bytes / kMiB);
        rows.prepend(tr("%1 · %2").arg(termLabel(t), mib(t.bytes)));
    }
    if (m_term_rows->categories() != rows) {
        m_term_rows->clear();
        m_term_rows->append(rows);
    }
    applyAxisRange(m_term_axis, m_term_range.update(0, top));

    const int in_force = static_cast<int>(a.mode);
    const double extra[3] = {0, a.selective_extra_flops_fraction, a.full_extra_flops_fraction};
    // Full recompute of some of a stage's layers (parallel.recompute_layers) says how many.
    const double recomputed = a.full_recompute_share * a.layers_per_stage;
    const QString full = a.full_recompute_share < 1.0
                             ? tr("Full, %1 of %2 layers").arg(recomputed).arg(a.layers_per_stage)
                             : tr("Full");
    const QString names[3] = {tr("None"), tr("Selective"), full};
    QStringList mode_labels;
    double mode_top = 0;
    for (int k = 0; k < 3; ++k) {
        const ActivationMode& m = a.modes[static_cast<std::size_t>(k)];
        const double gib = m.stage_peak_bytes / kGiB;
        m_modes->replace(k, k == in_force ? 0.0 : gib);
        m_current->replace(k, k == in_force ? gib : 0.0);
        mode_top = std::max(mode_top, gib);
        // Short lines: three categories share a narrow chart and long labels get hidden.
        QString label = tr("%1<br>%2 GiB").arg(names[k]).arg(gib, 0, 'f', gib >= 10 ? 1 : 2);
        if (k > 0) {
            label += tr("<br>+%1 % FLOPs").arg(100 * extra[k], 0, 'f', 1);
        }
        mode_labels << label;
    }
    if (m_mode_axis->categories() != mode_labels) {
        m_mode_axis->clear();
        m_mode_axis->append(mode_labels);
    }
    QList<QPointF> budget;
    if (!a.in_force) {
        const double b = scenario.parallel.extra_memory_gib;
        budget = {{-0.5, b}, {2.5, b}};
        mode_top = std::max(mode_top, b);
    }
    m_budget->replace(budget);
    m_budget->setVisible(!budget.isEmpty());
    QList<QPointF> a_modes;
    if (const Results* base = baselineResults(); base != nullptr && base->ok()) {
        for (int k = 0; k < 3; ++k) {
            const double gib =
                base->activation->modes[static_cast<std::size_t>(k)].stage_peak_bytes / kGiB;
            a_modes.append({static_cast<double>(k), gib});
            mode_top = std::max(mode_top, gib);
        }
    }
    m_baseline->replace(a_modes);
    m_baseline->setVisible(!a_modes.isEmpty());
    applyAxisRange(m_mode_y, m_mode_range.update(0, mode_top));

    const QString phrases[3] = {tr("no recompute"), tr("selective recompute"),
                                tr("full recompute")};
    QStringList per_mode;
    for (int k = 0; k < 3; ++k) {
        per_mode << tr("%1 %2").arg(names[k],
                                    mib(a.modes[static_cast<std::size_t>(k)].per_layer_bytes));
    }
    QString note = tr("Per layer and micro-batch (s b = %1 tokens, t = %2): %3 = %4 s b h with %5 "
                      "(%6).")
                       .arg(QLocale().toString(a.tokens_per_microbatch, 'f', 0), numberText(a.tp),
                            mib(a.per_layer_bytes), numberText(a.sbh_coefficient),
                            phrases[in_force], per_mode.join(QStringLiteral(", ")));
    note += QLatin1Char(' ');
    note += a.interleave_factor != 1
                ? tr("The first stage holds %1 layers × %2 micro-batches × %3 (interleaving).")
                      .arg(numberText(a.layers_per_stage), numberText(a.microbatches_in_flight),
                           QString::number(a.interleave_factor, 'f', 3))
                : tr("The first stage holds %1 layers × %2 micro-batches.")
                      .arg(numberText(a.layers_per_stage), numberText(a.microbatches_in_flight));
    note += QLatin1Char(' ');
    note += (a.in_force || a.example
                 ? tr("First stage %1 GiB, last stage %2 GiB (output layer and FP32 logits): peak "
                      "%3 GiB per card.")
                 : tr("Architecture estimate, not used by the plan: first stage %1 GiB, last "
                      "stage %2 GiB (output layer and FP32 logits), peak %3 GiB per card."))
                .arg(a.first_stage_bytes / kGiB, 0, 'f', 2)
                .arg(a.last_stage_bytes / kGiB, 0, 'f', 2)
                .arg(a.peak_bytes / kGiB, 0, 'f', 2);
    if (a.example) {
        // The book's own inputs: the memory peak never uses them; §4's rebuild beside them.
        const RebuildResults& b = r.rebuild;
        note += QLatin1Char(' ') + tr("The memory peak uses your plan, not this example.");
        note += QStringLiteral("<br>") +
                tr("Selective rebuild (§4): of %1 of saved GEMM inputs per layer, %2 are "
                   "rebuildable (h = a ⊙ u, %3, and two normalised outputs); a %4-layer stage "
                   "keeps %5 instead of %6, and %7 micro-batches waiting for backward save %8.")
                    .arg(mib(b.saved_inputs_per_layer_bytes), mib(b.rebuilt_per_layer_bytes),
                         mib(b.product_bytes), numberText(b.stage_layers), mib(b.stage_after_bytes),
                         mib(b.stage_before_bytes), numberText(b.waiting_microbatches),
                         mib(b.waiting_saved_bytes));
    } else if (a.in_force && r.memory.activation_simulated) {
        // The plan's pipeline was simulated (its schedule's own micro-batches in flight): the
        // memory peak holds that stage's peak, not this 1F1B closed form; say which, and how
        // much, so the two tabs never show two activation numbers without a word.
        note += QLatin1Char(' ') +
                tr("The memory peak uses the schedule's simulated peak instead: %1 GiB on stage "
                   "%2 of %3 (%4 as simulated, the Memory tab's figure); this closed form counts "
                   "1F1B's micro-batches in flight.")
                    .arg(r.memory.extra_bytes_per_card / kGiB, 0, 'f', 2)
                    .arg(r.memory.activation_stage + 1)
                    .arg(scenario.parallel.pp)
                    .arg(QString::fromLatin1(toString(r.plan.schedule)));
    } else {
        note += QLatin1Char(' ') +
                (a.in_force ? tr("The memory peak uses this estimate.")
                            : tr("The memory peak uses the declared budget of %1 GiB "
                                 "(set activations.source to architecture to use this estimate).")
                                  .arg(scenario.parallel.extra_memory_gib, 0, 'g', 6));
    }
    note += QStringLiteral("<br>") +
            tr("In force: %1.").arg(conventionsText(activationScenario(scenario)));
    m_note->setText(note);
}

std::optional<Derivation> ActivationView::elementDerivation(const QString& id,
                                                            const Scenario& scenario,
                                                            const Results&) const {
    return activationElementDerivation(scenario, id.toStdString());
}

QString ActivationView::termDerivationId(int row) const {
    return m_term_ids.value(m_term_ids.size() - 1 - row);
}

QString ActivationView::modeDerivationId(int mode) {
    static const Recompute modes[3] = {Recompute::None, Recompute::Selective, Recompute::Full};
    return mode >= 0 && mode < 3 ? QString::fromStdString(activationModeId(modes[mode]))
                                 : QString();
}

int ActivationView::termRows() const {
    return m_kept->count();
}

double ActivationView::termMiB(int row) const {
    const int bar = m_kept->count() - 1 - row;
    return m_kept->at(bar) + m_recomputed->at(bar);
}

bool ActivationView::termKeptBySelective(int row) const {
    return m_kept->at(m_kept->count() - 1 - row) > 0;
}

double ActivationView::modeGiB(int mode) const {
    return m_modes->at(mode) + m_current->at(mode);
}

int ActivationView::highlightedMode() const {
    for (int k = 0; k < 3; ++k) {
        if (m_current->at(k) > 0) {
            return k;
        }
    }
    return -1;
}

QString ActivationView::noteText() const {
    return m_note->text();
}

}  // namespace stepbudget
