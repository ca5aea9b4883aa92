#include "model/pipeline/pipeline_orders.h"

#include <algorithm>

namespace stepbudget {
namespace {

using Items = std::vector<OrderItem>;

void push(Items& items, OpKind kind, std::int32_t stage, std::int32_t microbatch) {
    items.push_back({kind, stage, microbatch});
}

// Fill-drain (GPipe): all forwards, then all backwards in reverse micro-batch order.
Items fillDrainOrder(std::int32_t stage, std::int32_t m) {
    Items items;
    items.reserve(2 * static_cast<std::size_t>(m));
    for (std::int32_t i = 0; i < m; ++i) {
        push(items, OpKind::Forward, stage, i);
    }
    for (std::int32_t i = m - 1; i >= 0; --i) {
        push(items, OpKind::Backward, stage, i);
    }
    return items;
}

// 1F1B: min(p-1-s, m) warm-up forwards, pairs (F(i+w), B(i)), then the remaining backwards.
Items oneFOneBOrder(std::int32_t p, std::int32_t stage, std::int32_t m) {
    const std::int32_t w = std::min(p - 1 - stage, m);
    Items items;
    items.reserve(2 * static_cast<std::size_t>(m));
    for (std::int32_t i = 0; i < w; ++i) {
        push(items, OpKind::Forward, stage, i);
    }
    for (std::int32_t i = 0; i + w < m; ++i) {
        push(items, OpKind::Forward, stage, i + w);
        push(items, OpKind::Backward, stage, i);
    }
    for (std::int32_t i = std::max(m - w, 0); i < m; ++i) {
        push(items, OpKind::Backward, stage, i);
    }
    return items;
}

// Split-backward 1F1B at position `pos` of a p-stage direction: the 1F1B order with X for B,
// W(i) right after X(i + deferral), leftover W's at the end. ZB-H1 (Zero Bubble paper Fig. 3
// top, as the book's model declares it) uses deferral = s; each DualPipe direction uses
// deferral = p - 1 - pos.
Items splitOrder(std::int32_t p, std::int32_t pos, std::int32_t stage, std::int32_t m,
                 std::int32_t deferral) {
    const std::int32_t w = std::min(p - 1 - pos, m);
    Items items;
    items.reserve(3 * static_cast<std::size_t>(m));
    std::int32_t next_w = 0;
    auto inputGrad = [&](std::int32_t i) {
        push(items, OpKind::InputGrad, stage, i);
        if (i - deferral >= 0) {
            push(items, OpKind::WeightGrad, stage, next_w++);
        }
    };
    for (std::int32_t i = 0; i < w; ++i) {
        push(items, OpKind::Forward, stage, i);
    }
    for (std::int32_t i = 0; i + w < m; ++i) {
        push(items, OpKind::Forward, stage, i + w);
        inputGrad(i);
    }
    for (std::int32_t i = std::max(m - w, 0); i < m; ++i) {
        inputGrad(i);
    }
    while (next_w < m) {
        push(items, OpKind::WeightGrad, stage, next_w++);
    }
    return items;
}

// ZB-H2, built from the Zero Bubble paper's schedule (Qi et al. 2023, Fig. 3 bottom and the
// authors' manual order "fffffffbfbfb...wbwb...wwww"): stage s warms up with 2(p-1-s)+1
// forwards so the first gradient finds the stage still busy; the steady phase runs (X, F) and
// defers every W until 2p-1 micro-batches are in flight on the stage (F started, W not done),
// then inserts the oldest W before each new F; in the drain a W fills the wait before every X
// after the first, and the remaining W's close the stage.
Items zbH2Order(std::int32_t p, std::int32_t stage, std::int32_t m) {
    const std::int32_t cap = 2 * p - 1;
    const std::int32_t w = std::min(2 * (p - 1 - stage) + 1, m);
    Items items;
    items.reserve(3 * static_cast<std::size_t>(m));
    std::int32_t next_f = 0;
    std::int32_t next_w = 0;
    for (; next_f < w; ++next_f) {
        push(items, OpKind::Forward, stage, next_f);
    }
    std::int32_t i = 0;
    for (; next_f < m; ++i) {
        push(items, OpKind::InputGrad, stage, i);
        if (next_f - next_w >= cap) {
            push(items, OpKind::WeightGrad, stage, next_w++);
        }
        push(items, OpKind::Forward, stage, next_f++);
    }
    for (bool first = true; i < m; ++i, first = false) {
        if (!first && next_w < i) {
            push(items, OpKind::WeightGrad, stage, next_w++);
        }
        push(items, OpKind::InputGrad, stage, i);
    }
    while (next_w < m) {
        push(items, OpKind::WeightGrad, stage, next_w++);
    }
    return items;
}

// Interleaved 1F1B (Megatron rule): GPU g runs virtual stages c * p + g; its k-th forward is
// chunk (k / p) mod v of micro-batch (k / (p v)) p + k mod p, backwards mirror with chunks
// reversed; warm-up (p - g - 1) * 2 + (v - 1) p forwards, then 1F1B pairs.
Items interleavedOrder(std::int32_t p, std::int32_t g, std::int32_t m, std::int32_t v) {
    const std::int32_t total = m * v;
    const std::int32_t w = std::min((p - g - 1) * 2 + (v - 1) * p, total);
    auto microbatch = [&](std::int32_t k) { return (k / (p * v)) * p + k % p; };
    auto forward = [&](Items& items, std::int32_t k) {
        push(items, OpKind::Forward, ((k / p) % v) * p + g, microbatch(k));
    };
    auto backward = [&](Items& items, std::int32_t k) {
        push(items, OpKind::Backward, (v - 1 - (k / p) % v) * p + g, microbatch(k));
    };
    Items items;
    items.reserve(2 * static_cast<std::size_t>(total));
    for (std::int32_t k = 0; k < w; ++k) {
        forward(items, k);
    }
    for (std::int32_t k = 0; k + w < total; ++k) {
        forward(items, k + w);
        backward(items, k);
    }
    for (std::int32_t k = std::max(total - w, 0); k < total; ++k) {
        backward(items, k);
    }
    return items;
}

}  // namespace

const char* toString(OpKind kind) {
    switch (kind) {
        case OpKind::Forward:
            return "F";
        case OpKind::Backward:
            return "B";
        case OpKind::InputGrad:
            return "X";
        case OpKind::WeightGrad:
            return "W";
        case OpKind::Activation:
            return "A";
        case OpKind::Gradient:
            return "G";
        case OpKind::Update:
            return "U";
    }
    return "?";
}

PipelineLayout pipelineLayout(const PipelineConfig& c, Schedule schedule) {
    const auto p = static_cast<std::int32_t>(c.stages);
    const auto m = static_cast<std::int32_t>(c.microbatches);
    PipelineLayout layout;
    layout.schedule = schedule;
    layout.gpus = p;
    layout.stages = p;
    layout.microbatches = m;
    layout.split =
        schedule == Schedule::ZbH1 || schedule == Schedule::ZbH2 || schedule == Schedule::DualPipe;
    layout.backward_after_last_forward = schedule == Schedule::FillDrain;
    if (schedule == Schedule::Interleaved) {
        layout.chunks = static_cast<std::int32_t>(c.chunks);
        layout.stages = p * layout.chunks;
    }
    if (schedule == Schedule::DualPipe) {
        layout.directions = 2;
        layout.microbatches = m / 2;
    }
    for (std::int32_t d = 0; d < layout.directions; ++d) {
        for (std::int32_t j = 0; j < layout.stages; ++j) {
            // Direction 1 of DualPipe runs on a second parameter copy: its stage s on GPU p-1-s.
            layout.gpu_of.push_back(d == 0 ? j % p : p - 1 - j);
        }
    }
    for (std::int32_t j = 0; j < layout.stages; ++j) {
        layout.chunk_of.push_back(j / p);
    }
    const std::int32_t mb = layout.microbatches;
    for (std::int32_t g = 0; g < p; ++g) {
        switch (schedule) {
            case Schedule::FillDrain:
                layout.lanes.push_back({g, 0, fillDrainOrder(g, mb)});
                break;
            case Schedule::OneFOneB:
                layout.lanes.push_back({g, 0, oneFOneBOrder(p, g, mb)});
                break;
            case Schedule::Interleaved:
                layout.lanes.push_back({g, 0, interleavedOrder(p, g, mb, layout.chunks)});
                break;
            case Schedule::ZbH1:
                layout.lanes.push_back({g, 0, splitOrder(p, g, g, mb, g)});
                break;
            case Schedule::ZbH2:
                layout.lanes.push_back({g, 0, zbH2Order(p, g, mb)});
                break;
            case Schedule::DualPipe:
                layout.lanes.push_back({g, 0, splitOrder(p, g, g, mb, p - 1 - g)});
                layout.lanes.push_back({g, 1, splitOrder(p, p - 1 - g, p - 1 - g, mb, g)});
                break;
        }
    }
    return layout;
}

}  // namespace stepbudget
