#include "model/pipeline/op_wait.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace stepbudget {

namespace {

bool isTransferKind(OpKind k) {
    return k == OpKind::Activation || k == OpKind::Gradient;
}
bool isBackwardKind(OpKind k) {
    return k == OpKind::Backward || k == OpKind::InputGrad || k == OpKind::WeightGrad;
}

// The latest-ending op before `start` (within `eps`) that `match` accepts; -1 when none.
template <class Match>
int latestBefore(const SharedVector<PipelineOp>& ops, std::size_t self, double start, double eps,
                 Match match) {
    int best = -1;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        const PipelineOp& o = ops[i];
        if (i == self || o.start_ms > start + eps || o.end_ms > start + eps || !match(o)) {
            continue;
        }
        if (best < 0 || o.end_ms > ops[static_cast<std::size_t>(best)].end_ms) {
            best = static_cast<int>(i);
        }
    }
    return best;
}

}  // namespace

OpWait opWait(const SharedVector<PipelineOp>& ops, std::size_t index) {
    const PipelineOp& op = ops[index];
    OpWait w;
    w.start_ms = op.start_ms;
    w.duration_ms = op.end_ms - op.start_ms;
    // A relative tolerance: event times are sums of durations, equal up to rounding.
    const double eps = 1e-9 * std::max(1.0, std::abs(op.end_ms));
    const bool transfer = isTransferKind(op.kind);
    // The GPU's previous op (for a transfer: the previous message on the same link).
    w.previous = latestBefore(ops, index, op.start_ms, eps, [&](const PipelineOp& o) {
        return transfer
                   ? isTransferKind(o.kind) && o.from_gpu == op.from_gpu && o.to_gpu == op.to_gpu
                   : !isTransferKind(o.kind) && o.gpu == op.gpu;
    });
    if (w.previous >= 0) {
        w.gpu_free_ms = ops[static_cast<std::size_t>(w.previous)].end_ms;
    }
    const auto same_batch = [&](const PipelineOp& o) {
        return o.microbatch == op.microbatch && o.direction == op.direction;
    };
    int input = -1;
    OpWaitCause input_cause = OpWaitCause::OwnOp;
    switch (op.kind) {
        case OpKind::Forward:
            input_cause = OpWaitCause::Activation;
            input = latestBefore(ops, index, op.start_ms, eps, [&](const PipelineOp& o) {
                return o.kind == OpKind::Activation && o.to_gpu == op.gpu && same_batch(o) &&
                       o.stage == op.stage - 1;
            });
            break;
        case OpKind::Backward:
        case OpKind::InputGrad:
            input_cause = OpWaitCause::Gradient;
            input = latestBefore(ops, index, op.start_ms, eps, [&](const PipelineOp& o) {
                return o.kind == OpKind::Gradient && o.to_gpu == op.gpu && same_batch(o) &&
                       o.stage == op.stage;
            });
            if (input < 0) {  // the last stage: the loss is its own forward's
                input_cause = OpWaitCause::OwnOp;
                input = latestBefore(ops, index, op.start_ms, eps, [&](const PipelineOp& o) {
                    return o.kind == OpKind::Forward && o.gpu == op.gpu && same_batch(o) &&
                           o.stage == op.stage;
                });
            }
            break;
        case OpKind::WeightGrad:
            input = latestBefore(ops, index, op.start_ms, eps, [&](const PipelineOp& o) {
                return o.kind == OpKind::InputGrad && o.gpu == op.gpu && same_batch(o) &&
                       o.stage == op.stage;
            });
            break;
        case OpKind::Activation:
        case OpKind::Gradient:
            // Sent when its producer (the sender's F, or B / X) ends.
            input = latestBefore(ops, index, op.start_ms, eps, [&](const PipelineOp& o) {
                return !isTransferKind(o.kind) && o.gpu == op.from_gpu && same_batch(o);
            });
            break;
        case OpKind::Update:
            input_cause = OpWaitCause::Backward;
            input = latestBefore(ops, index, op.start_ms, eps,
                                 [&](const PipelineOp& o) { return isBackwardKind(o.kind); });
            break;
    }
    if (input >= 0) {
        const PipelineOp& in = ops[static_cast<std::size_t>(input)];
        w.input_ms = in.end_ms;
        w.input_gpu = isTransferKind(in.kind) ? in.from_gpu : in.gpu;
    }
    if (input >= 0 && w.input_ms >= w.gpu_free_ms - eps && w.input_ms > eps) {
        w.cause = input_cause;
    } else if (w.previous >= 0 && w.gpu_free_ms > eps) {
        w.cause = OpWaitCause::Gpu;
    } else {
        w.cause = OpWaitCause::Nothing;
    }
    return w;
}

Derivation opDerivation(const SharedVector<PipelineOp>& ops, std::size_t index) {
    const PipelineOp& op = ops[index];
    const OpWait w = opWait(ops, index);
    Derivation d;
    d.id = "pipeline.op";
    d.formula = "start = max(GPU free after its previous op, its input there)";
    d.substituted = "max(" + fixed(w.gpu_free_ms, 3) + ", " + fixed(w.input_ms, 3) + ")";
    d.value = w.start_ms;
    d.unit = "ms";
    // The op's English names; the app translates each word in the "Derivation" context.
    const char* kind = "op";
    switch (op.kind) {
        case OpKind::Forward:
            kind = "Forward (F)";
            break;
        case OpKind::Backward:
            kind = "Backward (B)";
            break;
        case OpKind::InputGrad:
            kind = "Input gradient (X)";
            break;
        case OpKind::WeightGrad:
            kind = "Weight gradient (W)";
            break;
        case OpKind::Activation:
            kind = "Activation transfer (A)";
            break;
        case OpKind::Gradient:
            kind = "Gradient transfer (G)";
            break;
        case OpKind::Update:
            kind = "Optimizer update (U)";
            break;
    }
    const char* why = "nothing: it is the step's first op";
    switch (w.cause) {
        case OpWaitCause::Nothing:
            break;
        case OpWaitCause::Gpu:
            why = "its GPU, busy with the previous op";
            break;
        case OpWaitCause::Activation:
            why = "the activations from the stage before";
            break;
        case OpWaitCause::Gradient:
            why = "the gradient from the stage after";
            break;
        case OpWaitCause::OwnOp:
            why = "the op it depends on";
            break;
        case OpWaitCause::Backward:
            why = "every backward of the step";
            break;
    }
    const std::string from =
        w.cause == OpWaitCause::Gpu
            ? std::to_string(op.gpu)
            : (w.input_gpu >= 0 ? std::to_string(w.input_gpu) : std::to_string(op.gpu));
    setTitle(d,
             "%1, micro-batch %2, stage %3 on GPU %4: starts at %5 ms, lasts %6 ms; waited for "
             "%7 (GPU %8, ready at %9 ms)",
             {kind, std::to_string(op.microbatch), std::to_string(op.stage), std::to_string(op.gpu),
              fixed(w.start_ms, 3), fixed(w.duration_ms, 3), why, from,
              fixed(std::max(w.gpu_free_ms, w.input_ms), 3)});
    return d;
}

}  // namespace stepbudget
