// The catalog entry a model section describes by its shape, whatever it is named: an imported
// config.json is named after its folder ("meta-llama-3-8b", "snapshot-abc123"), yet the same
// layers, widths, heads, vocabulary and experts as a catalog entry are that entry.
#pragma once

#include "model/base/scenario.h"
#include "model/shape/catalog.h"

namespace stepbudget {

// The catalog model whose applyModel() would give `model` exactly (every shape field and the
// parameter count), or nullptr when none does.
const ModelShape* catalogModelByShape(const ModelSpec& model);

}  // namespace stepbudget
