#include "model/reliability/straggler.h"
#include "model/base/param_builders.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>

#include "model/base/text_concat.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/reliability/max_normal.h"

namespace stepbudget {
namespace {

// The book's first-order response model (§10.3), for one N. others = E[Z_(N-1)].
struct ResponseSteps {
    double baseline = 0;
    double wait = 0;
    double redistribute = 0;  // 0 when N < 2
};

ResponseSteps responseSteps(double n, double e_max, double e_others, double mu, double sigma,
                            double k, double fixed) {
    ResponseSteps s;
    s.baseline = mu + sigma * e_max + fixed;
    // With N = 1 there are no others: the step is the slow card itself.
    const double others = n >= 2 ? e_others : -1e300;
    s.wait = mu + sigma * std::max(k, others) + fixed;
    // The slow card's share is spread over the other N-1; no migration cost (book).
    s.redistribute = n >= 2 ? mu * n / (n - 1) + sigma * e_others + fixed : 0.0;
    return s;
}

}  // namespace

StragglerResults computeStraggler(const Scenario& sc, const PlanResults& plan, Derivations* out) {
    StragglerResults r;
    const StragglerConfig& c = sc.straggler;
    const auto n_int = sc.cluster.cards;
    const double n = static_cast<double>(n_int);
    r.cards = n;
    // The plan's mu is the part of its step the cards' speed sets, the pipeline part (compute,
    // recompute, TP collectives; first order, its bubble counted with them), so the no-jitter
    // step is the plan's own (t_s = pipeline + exposed DP comm + input wait). It was the
    // compute alone: GPT-3 (8 stages, full recompute) read a 19.99 s step with jitter against
    // the plan's 30.73 s without. One stage without recompute: the same (the book's 52.224 s).
    r.mean_compute_s = c.mean_compute_s > 0 ? c.mean_compute_s : plan.pipeline_s;
    const double mu = r.mean_compute_s;
    r.sigma_fraction = c.sigma_fraction;
    r.sigma_s = c.sigma_fraction * mu;
    const double sigma = r.sigma_s;
    r.fixed_s = plan.exposed_comm_s + plan.input_wait_s;
    r.no_jitter_step_s = mu + r.fixed_s;
    r.expected_max_sigmas = expectedMaxStdNormal(n_int);
    r.jitter_s = sigma * r.expected_max_sigmas;
    r.step_time_s = mu + r.jitter_s + r.fixed_s;
    r.mean_card_wait_s = r.jitter_s;
    r.margin_s = plan.margin_s;
    r.margin_used_fraction = plan.margin_s > 0 ? r.jitter_s / plan.margin_s : 0.0;

    const double k = c.slow_sigmas;
    r.slow_sigmas = k;
    r.slow_card_s = mu + k * sigma;
    r.others_expected_max_sigmas = n_int >= 2 ? expectedMaxStdNormal(n_int - 1) : 0.0;
    const double e_others = r.others_expected_max_sigmas;
    const ResponseSteps steps =
        responseSteps(n, r.expected_max_sigmas, e_others, mu, sigma, k, r.fixed_s);
    r.slow_card_wait_s = n_int >= 2 ? sigma * std::max(0.0, e_others - k) : 0.0;
    r.wait_extra_s = n_int >= 2 ? sigma * std::max(0.0, k - e_others) : 0.0;
    r.wait_step_s = steps.wait;
    r.redistribute_possible = n_int >= 2;
    r.redistribute_step_s = steps.redistribute;
    r.baseline_step_s = steps.baseline;
    const CheckpointCost ck = checkpointCost(sc);
    r.evict_interval_s = c.evict_interval_s > 0 ? c.evict_interval_s : ck.interval_s;
    r.evict_cost_s = r.evict_interval_s / 2.0 + ck.restore_s;
    r.evict_steps = r.evict_cost_s / r.no_jitter_step_s;

    // First-order: E[max(k, Z_(N-1))] is taken as max(k, E[Z_(N-1)]), which can fall a hair
    // below E[Z_(N)] when the others already outrun the slow card; the true cost is >= 0.
    r.wait_cost_per_step_s = std::max(0.0, steps.wait - steps.baseline);
    r.redistribute_cost_per_step_s =
        r.redistribute_possible ? steps.redistribute - steps.baseline : r.wait_cost_per_step_s;
    const double cheaper = std::min(r.wait_cost_per_step_s, r.redistribute_cost_per_step_s);
    r.persist_steps = c.persist_steps;
    r.evict_can_pay = cheaper > 0;
    r.evict_break_even_steps = r.evict_can_pay ? r.evict_cost_s / cheaper : 0.0;
    const double persist_cost = cheaper * c.persist_steps;
    if (r.evict_can_pay && persist_cost > r.evict_cost_s) {
        r.best_response = "evict";
    } else {
        r.best_response =
            r.redistribute_possible && r.redistribute_cost_per_step_s < r.wait_cost_per_step_s
                ? "redistribute"
                : "wait";
    }

    // Curves over N on the shared grid, up to 16384 or 4x this N (the book's 8 to 1024 inside).
    std::size_t count = 0;
    const MaxNormalGridPoint* grid = maxNormalGrid(&count);
    const double n_max = std::max(16384.0, 4.0 * n);
    std::vector<double> sigmas = {c.sigma_fraction};
    for (double s : {0.02, 0.05}) {
        if (std::fabs(s - c.sigma_fraction) > 1e-12) {
            sigmas.push_back(s);
        }
    }
    for (double s : sigmas) {
        r.step_vs_cards.push_back({s, {}});
        r.step_vs_cards.back().points.reserve(count);
    }
    r.expected_max_vs_cards.reserve(count);
    r.response_vs_cards.reserve(count);
    r.response_vs_persistence.reserve(40);
    for (std::size_t i = 0; i < count && static_cast<double>(grid[i].n) <= n_max; ++i) {
        const MaxNormalGridPoint& g = grid[i];
        const double gn = static_cast<double>(g.n);
        r.expected_max_vs_cards.push_back({gn, g.expected_max});
        for (StragglerStepSeries& series : r.step_vs_cards) {
            series.points.push_back(
                {gn, mu + series.sigma_fraction * mu * g.expected_max + r.fixed_s});
        }
        if (g.n < 2) {
            continue;
        }
        const ResponseSteps rs =
            responseSteps(gn, g.expected_max, g.expected_max_others, mu, sigma, k, r.fixed_s);
        StragglerResponsePoint p;
        p.cards = gn;
        p.baseline_step_s = rs.baseline;
        p.wait_step_s = rs.wait;
        p.redistribute_step_s = rs.redistribute;
        p.wait_extra_s = std::max(0.0, rs.wait - rs.baseline);
        p.redistribute_extra_s = rs.redistribute - rs.baseline;
        p.evict_extra_s = r.evict_cost_s / c.persist_steps;
        r.response_vs_cards.push_back(p);
    }
    // Persistence from 1 step to 10x the break-even (or 10^5 steps), 40 log-spaced points.
    const double p_max = std::max(10.0 * std::max(r.evict_break_even_steps, c.persist_steps), 10.0);
    for (int i = 0; i < 40; ++i) {
        const double steps_p = std::pow(p_max, i / 39.0);
        r.response_vs_persistence.push_back({steps_p, steps_p * r.wait_cost_per_step_s,
                                             steps_p * r.redistribute_cost_per_step_s,
                                             r.evict_cost_s});
    }

    if (out == nullptr) {
        return r;
    }
    const std::string sig = fixed(sigma, 4);
    out->push_back({"straggler.expected_max_sigmas",
                    QT_TRANSLATE_NOOP("Derivation", "Expected maximum of N normals E[Z_(N)]"),
                    "E[Z_(N)] = integral z N phi(z) Phi(z)^(N-1) dz",
                    concat("N = ", fmt(n, 12), " (Gauss-Legendre, 72 points)"),
                    r.expected_max_sigmas, "sigma"});
    out->push_back({"straggler.mean_compute_s",
                    QT_TRANSLATE_NOOP("Derivation", "Per-card work the cards' speed sets (mu)"),
                    c.mean_compute_s > 0
                        ? "mu = straggler.mean_compute_s (typed)"
                        : "mu = t_pipeline = t_s - t_exposed - t_input (the plan's)",
                    c.mean_compute_s > 0
                        ? fixed(mu, 3)
                        : concat(fixed(plan.step_time_s, 3), " - ", fixed(plan.exposed_comm_s, 4),
                                 " - ", fixed(plan.input_wait_s, 4)),
                    mu, "s"});
    out->push_back({"straggler.step_time_s",
                    QT_TRANSLATE_NOOP("Derivation", "Expected step with jitter"),
                    "mu + sigma E[Z_(N)] + t_exposed + t_input",
                    concat(fixed(mu, 3), " + ", sig, " * ", fixed(r.expected_max_sigmas, 4), " + ",
                           fixed(r.fixed_s, 4)),
                    r.step_time_s, "s"});
    out->push_back(
        {"straggler.jitter_s",
         QT_TRANSLATE_NOOP("Derivation", "Jitter cost per step (= mean card's AllReduce wait)"),
         "sigma E[Z_(N)], sigma = sigma_fraction mu",
         concat(fmt(c.sigma_fraction), " * ", fixed(mu, 3), " * ", fixed(r.expected_max_sigmas, 4)),
         r.jitter_s, "s"});
    out->push_back({"straggler.margin_used_fraction",
                    QT_TRANSLATE_NOOP("Derivation", "Share of the step margin jitter uses"),
                    "sigma E[Z_(N)] / margin",
                    plan.margin_s > 0 ? fixed(r.jitter_s, 3) + " / " + fixed(plan.margin_s, 3)
                                      : "no margin left: 0",
                    r.margin_used_fraction, ""});
    out->push_back({"straggler.wait_extra_s",
                    QT_TRANSLATE_NOOP("Derivation", "Wait: extra wait for a card at mu + k sigma"),
                    "sigma max(0, k - E[Z_(N-1)])",
                    n_int >= 2 ? sig + " * max(0, " + fmt(k) + " - " + fixed(e_others, 4) + ")"
                               : "one card: nobody waits",
                    r.wait_extra_s, "s"});
    out->push_back({"straggler.redistribute_step_s",
                    QT_TRANSLATE_NOOP("Derivation", "Redistribute: step over N-1 cards"),
                    "mu N/(N-1) + sigma E[Z_(N-1)] + t_exposed + t_input",
                    r.redistribute_possible
                        ? fixed(mu, 3) + " * " + fmt(n, 12) + "/" + fmt(n - 1, 12) + " + " + sig +
                              " * " + fixed(e_others, 4) + " + " + fixed(r.fixed_s, 4)
                        : "one card: nothing to redistribute to",
                    r.redistribute_step_s, "s"});
    out->push_back({"straggler.evict_cost_s",
                    QT_TRANSLATE_NOOP("Derivation", "Evict: restart from the last checkpoint"),
                    "tau/2 + r", concat(fmt(r.evict_interval_s), "/2 + ", fmt(ck.restore_s)),
                    r.evict_cost_s, "s"});
    out->push_back({"straggler.evict_steps", QT_TRANSLATE_NOOP("Derivation", "Evict cost in steps"),
                    "(tau/2 + r) / (mu + fixed)",
                    concat(fmt(r.evict_cost_s), " / ", fixed(r.no_jitter_step_s, 3)), r.evict_steps,
                    "steps"});
    out->push_back(
        {"straggler.evict_break_even_steps", QT_TRANSLATE_NOOP("Derivation", "Evicting pays after"),
         "(tau/2 + r) / min(wait cost, redistribute cost) per step",
         r.evict_can_pay
             ? fmt(r.evict_cost_s) + " / " +
                   fixed(std::min(r.wait_cost_per_step_s, r.redistribute_cost_per_step_s), 4)
             : "waiting costs nothing per step: never",
         r.evict_break_even_steps, "steps"});
    return r;
}

// The section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> stragglerParamSpecs() {
    using namespace param_rows;
    using S = Scenario;
    static const SliderRange ranges[] = {
        {"straggler.sigma_fraction", 0, 0.2}, {"straggler.mean_compute_s", 0, 600},
        {"straggler.slow_sigmas", 0, 6},      {"straggler.evict_interval_s", 0, 7200},
        {"straggler.persist_steps", 1, 1e5},
    };
    static const KeyHelp help[] = {
        {"straggler.sigma_fraction", "§10.4.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Spread of per-card compute time, as sigma / mu.")},
        {"straggler.mean_compute_s", "§10.4.5",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Mean per-card compute time mu; 0 uses the plan's step less its exposed "
                           "communication and input wait.")},
        {"straggler.slow_sigmas", "§10.4.5",
         QT_TRANSLATE_NOOP("ParamHelp", "How slow the one slow card is: mu + k sigma.")},
        {"straggler.evict_interval_s", "§10.4.5",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Checkpoint interval an eviction restarts from; 0 uses the checkpoint interval.")},
        {"straggler.persist_steps", "§10.4.5",
         QT_TRANSLATE_NOOP("ParamHelp", "How many steps the slow card stays slow.")},
    };
    std::vector<ParamSpec> v;
    v.push_back(number("straggler.sigma_fraction", &S::straggler, &StragglerConfig::sigma_fraction,
                       {0, 1}, "", QT_TRANSLATE_NOOP("Param", "Compute-time sigma / mu")));
    v.push_back(number("straggler.mean_compute_s", &S::straggler, &StragglerConfig::mean_compute_s,
                       {0, 1e7}, "s", QT_TRANSLATE_NOOP("Param", "Mean compute mu (0 = plan)")));
    v.push_back(number("straggler.slow_sigmas", &S::straggler, &StragglerConfig::slow_sigmas,
                       {0, 20}, "sigma", QT_TRANSLATE_NOOP("Param", "Slow card at mu + k sigma")));
    v.push_back(number(
        "straggler.evict_interval_s", &S::straggler, &StragglerConfig::evict_interval_s, {0, 1e8},
        "s", QT_TRANSLATE_NOOP("Param", "Eviction restarts from interval (0 = checkpoint)")));
    v.push_back(number("straggler.persist_steps", &S::straggler, &StragglerConfig::persist_steps,
                       {0, 1e9, true, true}, "steps",
                       QT_TRANSLATE_NOOP("Param", "Slow card persists for")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

// The section's JSON fields in output order (model/io/failure_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<StragglerResults>>& stragglerResultFields() {
    using R = StragglerResults;
    static const std::vector<ResultField<R>> fields = {
        real("cards", &R::cards),
        real("mean_compute_s", &R::mean_compute_s),
        real("sigma_fraction", &R::sigma_fraction),
        real("sigma_s", &R::sigma_s),
        real("fixed_s", &R::fixed_s),
        real("no_jitter_step_s", &R::no_jitter_step_s),
        real("expected_max_sigmas", &R::expected_max_sigmas),
        real("jitter_s", &R::jitter_s),
        real("step_time_s", &R::step_time_s),
        real("mean_card_wait_s", &R::mean_card_wait_s),
        real("margin_used_fraction", &R::margin_used_fraction),
        real("slow_sigmas", &R::slow_sigmas),
        real("slow_card_s", &R::slow_card_s),
        real("others_expected_max_sigmas", &R::others_expected_max_sigmas),
        real("slow_card_wait_s", &R::slow_card_wait_s),
        real("wait_extra_s", &R::wait_extra_s),
        real("wait_step_s", &R::wait_step_s),
        field("redistribute_possible", &R::redistribute_possible),
        real("redistribute_step_s", &R::redistribute_step_s),
        real("baseline_step_s", &R::baseline_step_s),
        real("evict_interval_s", &R::evict_interval_s),
        real("evict_cost_s", &R::evict_cost_s),
        real("evict_steps", &R::evict_steps),
        real("wait_cost_per_step_s", &R::wait_cost_per_step_s),
        real("redistribute_cost_per_step_s", &R::redistribute_cost_per_step_s),
        real("persist_steps", &R::persist_steps),
        field("evict_can_pay", &R::evict_can_pay),
        real("evict_break_even_steps", &R::evict_break_even_steps),
        field("best_response", &R::best_response),
        nested<R>("expected_max_vs_cards"),
        nested<R>("step_vs_cards"),
        nested<R>("response_vs_cards"),
        nested<R>("response_vs_persistence"),
    };
    return fields;
}

}  // namespace stepbudget
