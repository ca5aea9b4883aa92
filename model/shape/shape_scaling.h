// The model-size slider moves the shape, not only N (one-plan.md "Model size slider"): the
// current shape's family scaled so that its parameter count matches the slider.
#pragma once

#include <cstdint>

#include "model/base/scenario.h"

namespace stepbudget {

// `from` scaled to about `target_params` in its own proportions: layers and heads grow as
// N^(1/3) each (N ~ 12 L h^2 for a dense transformer, so each takes a third of the growth),
// hidden keeps its ratio to heads x head_dim, the FFN (and expert FFN) width its ratio to
// hidden, rounded to 128; head_dim, vocab, experts and the GQA group size stay. Heads stay a
// multiple of the group size and of `tp`, layers at least `pp` and above the dense layers, so
// the scaled plan stays valid. Of the (layers, heads) rounding steps, the one whose count is
// nearest the target is taken; params is then the target itself (the slider's value), and the
// shape's own count (computeShape) is within a rounding step of it.
ModelSpec scaledShape(const ModelSpec& from, std::int64_t target_params, std::int64_t tp = 1,
                      std::int64_t pp = 1);

// The shape's own parameter count (catalog formula: embeddings, attention, FFN, norms).
double shapeParams(const ModelSpec& model);

}  // namespace stepbudget
