#include "model/base/scenario.h"

#include <initializer_list>

namespace stepbudget {

namespace {

// The value whose toString() is `text`: the one loop every choice key's parser shares.
template <typename E>
bool parseByName(const std::string& text, std::initializer_list<E> values, E* out) {
    for (E v : values) {
        if (text == toString(v)) {
            *out = v;
            return true;
        }
    }
    return false;
}

}  // namespace

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
    return parseByName(text, {TpOverlap::None, TpOverlap::Bulk, TpOverlap::Pipelined}, out);
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
    return parseByName(text, {Recompute::None, Recompute::Selective, Recompute::Full}, out);
}

bool parseSchedule(const std::string& text, Schedule* out) {
    return parseByName(text,
                       {Schedule::FillDrain, Schedule::OneFOneB, Schedule::Interleaved,
                        Schedule::ZbH1, Schedule::ZbH2, Schedule::DualPipe},
                       out);
}

bool parseFlopsModel(const std::string& text, FlopsModel* out) {
    return parseByName(text, {FlopsModel::Exact, FlopsModel::SixND}, out);
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
    return parseByName(text,
                       {StateConvention::Fields, StateConvention::Book16,
                        StateConvention::Fp32Grads18, StateConvention::DistributedOptimizer},
                       out);
}

const char* toString(PipelineSource p) {
    return p == PipelineSource::Example ? "example" : "plan";
}

bool parsePipelineSource(const std::string& text, PipelineSource* out) {
    return parseByName(text, {PipelineSource::Plan, PipelineSource::Example}, out);
}

bool parseActivationSource(const std::string& text, ActivationSource* out) {
    return parseByName(text, {ActivationSource::Budget, ActivationSource::Architecture}, out);
}

const char* toString(EfficiencySource e) {
    return e == EfficiencySource::Predicted ? "predicted" : "typed";
}

const char* toString(AttentionFlops a) {
    return a == AttentionFlops::Full ? "full" : "causal";
}

bool parseEfficiencySource(const std::string& text, EfficiencySource* out) {
    return parseByName(text, {EfficiencySource::Typed, EfficiencySource::Predicted}, out);
}

bool parseAttentionFlops(const std::string& text, AttentionFlops* out) {
    return parseByName(text, {AttentionFlops::Causal, AttentionFlops::Full}, out);
}

const char* toString(ComputePrecision c) {
    return c == ComputePrecision::FP8 ? "fp8" : "bf16";
}

bool parseComputePrecision(const std::string& text, ComputePrecision* out) {
    return parseByName(text, {ComputePrecision::BF16, ComputePrecision::FP8}, out);
}

const char* toString(LossKernel k) {
    return k == LossKernel::Fused ? "fused" : "fp32";
}

bool parseLossKernel(const std::string& text, LossKernel* out) {
    return parseByName(text, {LossKernel::Fp32, LossKernel::Fused}, out);
}

}  // namespace stepbudget
