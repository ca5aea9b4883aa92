// The derivations of the memory beyond the tensors (memory.runtime_overheads on): one per part
// of the peak — runtime context, loss buffers, largest op, fragmentation — with today's values.
#pragma once

#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/memory/memory.h"

namespace stepbudget {

void appendOverheadDerivations(const Scenario& scenario, const MemoryResults& memory,
                               Derivations& out);

}  // namespace stepbudget
