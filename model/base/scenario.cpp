#include "model/base/scenario.h"

namespace stepbudget {

const char* toString(Recompute r) {
    switch (r) {
        case Recompute::None:
            return "none";
        case Recompute::Selective:
            return "selective";
        case Recompute::Full:
            return "full";
    }
    return "none";
}

const char* toString(TpOverlap o) {
    switch (o) {
        case TpOverlap::Bulk:
            return "bulk";
        case TpOverlap::Pipelined:
            return "pipelined";
        case TpOverlap::None:
            break;
    }
    return "none";
}

bool parseTpOverlap(const std::string& text, TpOverlap* out) {
    for (TpOverlap o : {TpOverlap::None, TpOverlap::Bulk, TpOverlap::Pipelined}) {
        if (text == toString(o)) {
            *out = o;
            return true;
        }
    }
    return false;
}

const char* toString(Schedule s) {
    switch (s) {
        case Schedule::FillDrain:
            return "fill-drain";
        case Schedule::OneFOneB:
            return "1f1b";
        case Schedule::Interleaved:
            return "interleaved";
        case Schedule::ZbH1:
            return "zb-h1";
        case Schedule::ZbH2:
            return "zb-h2";
        case Schedule::DualPipe:
            return "dualpipe";
    }
    return "1f1b";
}

const char* toString(FlopsModel f) {
    return f == FlopsModel::SixND ? "6nd" : "exact";
}

// Enum strings are checked by hand: nlohmann's enum macro maps an unknown string to the first
// enumerator silently (style.md), which would half-apply a bad preset.
bool parseRecompute(const std::string& text, Recompute* out) {
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        if (text == toString(r)) {
            *out = r;
            return true;
        }
    }
    return false;
}

bool parseSchedule(const std::string& text, Schedule* out) {
    for (Schedule s : {Schedule::FillDrain, Schedule::OneFOneB, Schedule::Interleaved,
                       Schedule::ZbH1, Schedule::ZbH2, Schedule::DualPipe}) {
        if (text == toString(s)) {
            *out = s;
            return true;
        }
    }
    return false;
}

bool parseFlopsModel(const std::string& text, FlopsModel* out) {
    for (FlopsModel f : {FlopsModel::Exact, FlopsModel::SixND}) {
        if (text == toString(f)) {
            *out = f;
            return true;
        }
    }
    return false;
}

}  // namespace stepbudget

namespace stepbudget {

const char* toString(StateConvention c) {
    switch (c) {
        case StateConvention::Fields:
            return "fields";
        case StateConvention::Book16:
            return "book-16";
        case StateConvention::Fp32Grads18:
            return "fp32-grads-18";
        case StateConvention::DistributedOptimizer:
            return "distributed-optimizer";
    }
    return "fields";
}

const char* toString(ActivationSource a) {
    return a == ActivationSource::Architecture ? "architecture" : "budget";
}

bool parseStateConvention(const std::string& text, StateConvention* out) {
    for (StateConvention c :
         {StateConvention::Fields, StateConvention::Book16, StateConvention::Fp32Grads18,
          StateConvention::DistributedOptimizer}) {
        if (text == toString(c)) {
            *out = c;
            return true;
        }
    }
    return false;
}

const char* toString(PipelineSource p) {
    return p == PipelineSource::Example ? "example" : "plan";
}

bool parsePipelineSource(const std::string& text, PipelineSource* out) {
    for (PipelineSource p : {PipelineSource::Plan, PipelineSource::Example}) {
        if (text == toString(p)) {
            *out = p;
            return true;
        }
    }
    return false;
}

bool parseActivationSource(const std::string& text, ActivationSource* out) {
    for (ActivationSource a : {ActivationSource::Budget, ActivationSource::Architecture}) {
        if (text == toString(a)) {
            *out = a;
            return true;
        }
    }
    return false;
}

const char* toString(EfficiencySource e) {
    return e == EfficiencySource::Predicted ? "predicted" : "typed";
}

const char* toString(AttentionFlops a) {
    return a == AttentionFlops::Full ? "full" : "causal";
}

bool parseEfficiencySource(const std::string& text, EfficiencySource* out) {
    for (EfficiencySource e : {EfficiencySource::Typed, EfficiencySource::Predicted}) {
        if (text == toString(e)) {
            *out = e;
            return true;
        }
    }
    return false;
}

bool parseAttentionFlops(const std::string& text, AttentionFlops* out) {
    for (AttentionFlops a : {AttentionFlops::Causal, AttentionFlops::Full}) {
        if (text == toString(a)) {
            *out = a;
            return true;
        }
    }
    return false;
}

const char* toString(ComputePrecision c) {
    return c == ComputePrecision::FP8 ? "fp8" : "bf16";
}

bool parseComputePrecision(const std::string& text, ComputePrecision* out) {
    for (ComputePrecision c : {ComputePrecision::BF16, ComputePrecision::FP8}) {
        if (text == toString(c)) {
            *out = c;
            return true;
        }
    }
    return false;
}

const char* toString(LossKernel k) {
    return k == LossKernel::Fused ? "fused" : "fp32";
}

bool parseLossKernel(const std::string& text, LossKernel* out) {
    for (LossKernel k : {LossKernel::Fp32, LossKernel::Fused}) {
        if (text == toString(k)) {
            *out = k;
            return true;
        }
    }
    return false;
}

}  // namespace stepbudget
