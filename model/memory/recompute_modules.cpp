#include "model/memory/recompute_modules.h"

#include "model/shape/model_flops.h"

namespace stepbudget {

const char* toString(RecomputeModule module) {
    switch (module) {
        case RecomputeModule::None:
            return "";
        case RecomputeModule::CoreAttn:
            return "core_attn";
        case RecomputeModule::Norms:
            return "layernorm";
        case RecomputeModule::Mlp:
            return "mlp";
        case RecomputeModule::MoeAct:
            return "moe_act";
        case RecomputeModule::MlaUpProj:
            return "mla_up_proj";
    }
    return "";
}

bool RecomputeModules::drops(RecomputeModule module) const {
    switch (module) {
        case RecomputeModule::None:
            return false;
        case RecomputeModule::CoreAttn:
            return core_attn;
        case RecomputeModule::Norms:
            return norms;
        case RecomputeModule::Mlp:
            return mlp;
        case RecomputeModule::MoeAct:
            return moe_act;
        case RecomputeModule::MlaUpProj:
            return mla_up_proj;
    }
    return false;
}

bool hasMoeLayer(const ModelSpec& model) {
    return moeLayers(model) > 0;
}

bool hasDenseFfnLayer(const ModelSpec& model) {
    return denseFfnLayers(model) > 0;
}

RecomputeModules selectiveModules(const Scenario& sc) {
    const Parallel& p = sc.parallel;
    const ModelSpec& m = sc.model;
    RecomputeModules r;
    r.core_attn = p.recompute_core_attn;
    r.norms = p.recompute_norms;
    r.mlp = p.recompute_mlp && hasDenseFfnLayer(m);
    r.moe_act = p.recompute_moe_act && hasMoeLayer(m);
    r.mla_up_proj = p.recompute_mla_up_proj && isMla(m);
    return r;
}

RecomputeModules recomputeModulesInForce(const Scenario& sc) {
    return sc.parallel.recompute == Recompute::Selective ? selectiveModules(sc)
                                                         : RecomputeModules::none();
}

RecomputeFlops recomputeForwardFlops(const ModelSpec& m, const RecomputeModules& modules,
                                     double s) {
    RecomputeFlops f;
    if (modules.core_attn) {
        f.every_layer += 2.0 * attentionCoreWidth(m) * s * (s + 1.0);
    }
    if (modules.mla_up_proj) {
        const double heads = static_cast<double>(m.heads);
        const double d = static_cast<double>(m.head_dim);
        const double dqk = d + static_cast<double>(m.qk_rope_head_dim);
        const double dv = static_cast<double>(m.v_head_dim);
        const double q_in = static_cast<double>(m.q_lora_rank > 0 ? m.q_lora_rank : m.hidden);
        f.every_layer +=
            2.0 * s * heads * (q_in * dqk + static_cast<double>(m.kv_lora_rank) * (d + dv));
    }
    if (modules.mlp) {
        f.dense_layer += 2.0 * s * (m.gated_mlp ? 3.0 : 2.0) * static_cast<double>(m.hidden) *
                         static_cast<double>(m.intermediate);
    }
    return f;
}

std::string modulesText(const RecomputeModules& m) {
    std::string text;
    const RecomputeModule all[] = {RecomputeModule::CoreAttn, RecomputeModule::Norms,
                                   RecomputeModule::Mlp, RecomputeModule::MoeAct,
                                   RecomputeModule::MlaUpProj};
    for (RecomputeModule module : all) {
        if (m.drops(module)) {
            text += (text.empty() ? "" : ", ") + std::string(toString(module));
        }
    }
    return text.empty() ? "none" : text;
}

}  // namespace stepbudget
