// Selective recompute, the book's example (worked-examples §4): which saved GEMM inputs of a
// layer can be rebuilt cheaply in backward, what that saves per layer, per pipeline stage and
// over the micro-batches waiting for their backward, and the small workspace it needs instead.
//
// Backward of Y = X W needs X (dW = X^T dY). In the FFN, h = a (.) u is the down projection's
// input; with a and u kept for the activation's backward, h is one multiply away:
// [tokens, f] multiplications, [tokens, f] values. The two normalised outputs [tokens, h]
// (attention and FFN norm) are rebuilt from their kept inputs the same way.
#pragma once

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct RebuildResults {
    double tokens = 0;                   // activations.rebuild_tokens (one micro-batch)
    double value_bytes = 0;              // activations.rebuild_value_bytes (FP32 = 4)
    double product_bytes = 0;            // h = a (.) u: tokens x f x value (6 MiB)
    double product_multiplications = 0;  // tokens x f (1,572,864)
    double norm_output_bytes = 0;        // one normalised output: tokens x hidden x value (2 MiB)
    double rebuilt_per_layer_bytes = 0;  // product + 2 norm outputs (10 MiB)
    double attention_bytes = 0;          // Q, K, V and the attention output (5 MiB with GQA)
    double saved_inputs_per_layer_bytes = 0;  // all saved GEMM inputs (15 MiB)
    double stage_layers = 0;                  // pipeline.layers_per_stage (9)
    double stage_before_bytes = 0;            // 135 MiB
    double stage_after_bytes = 0;             // 45 MiB
    double stage_saved_bytes = 0;             // 90 MiB
    double workspace_bytes = 0;       // the largest rebuilt tensor, reused layer by layer (6 MiB)
    double waiting_microbatches = 0;  // 1F1B stage 0: min(pipeline.stages, microbatches) (4)
    double waiting_saved_bytes = 0;   // 360 MiB
};

RebuildResults computeRebuild(const Scenario& scenario, Derivations* out = nullptr);

}  // namespace stepbudget
