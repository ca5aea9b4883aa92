// Resharding a tensor-parallel checkpoint on restore (worked-examples §8, book §5.1): the
// weights' content and order do not change, only which global rows each rank owns, so the map
// is an intersection of row ranges. Shown on the gate projection [intermediate, hidden].
#pragma once

#include <cstdint>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

// Shard i of tp owns global rows [floor(i R / tp), floor((i+1) R / tp)): equal when tp divides
// R, otherwise sizes differ by at most one row.
struct RowRange {
    std::int64_t begin = 0;
    std::int64_t rows = 0;
};
RowRange shardRows(std::int64_t rows, std::int64_t tp, std::int64_t shard);

// A piece a new rank reads: `rows` rows starting at old_row_begin inside old shard old_rank.
struct ReshardPiece {
    std::int64_t old_rank = 0;
    std::int64_t old_row_begin = 0;  // local row inside the old shard
    std::int64_t global_row_begin = 0;
    std::int64_t rows = 0;
};

struct ReshardTarget {
    std::int64_t new_rank = 0;
    std::int64_t global_row_begin = 0;
    std::int64_t rows = 0;
    double bytes = 0;  // weight bytes of its rows
    std::vector<ReshardPiece> pieces;
};

// The row map from from_tp to to_tp shards of `rows` rows; pieces in global row order.
std::vector<ReshardTarget> reshardRowMap(std::int64_t rows, std::int64_t from_tp,
                                         std::int64_t to_tp, double bytes_per_row = 0);

struct ReshardResults {
    std::int64_t rows = 0;  // model.intermediate (12,288)
    std::int64_t cols = 0;  // model.hidden (4,096)
    std::int64_t from_tp = 0;
    std::int64_t to_tp = 0;
    double weight_bytes = 0;              // per element (BF16: 2)
    double matrix_bytes = 0;              // 96 MiB
    std::int64_t old_rows_per_shard = 0;  // largest old shard (3,072)
    std::int64_t new_rows_per_shard = 0;  // largest new shard (1,536)
    double old_shard_bytes = 0;           // 24 MiB
    double new_shard_bytes = 0;           // 12 MiB
    // Everything the checkpoint keeps for this matrix, in units of its weight size:
    // (weight + master + optimizer) / weight = 1 + 2 + 2 + 2 for BF16 + FP32 master, m, v.
    double state_multiple = 0;
    double state_bytes = 0;            // 672 MiB
    std::vector<RowRange> old_shards;  // old layout, for drawing
    std::vector<ReshardTarget> targets;
};

ReshardResults computeReshard(const Scenario& scenario, Derivations* out = nullptr);

// Validation (model/reliability/failure_rules.cpp calls it): checkpoint.reshard_from_tp and
// reshard_to_tp that exceed the gate weight's rows (model.intermediate).
void appendReshardIssues(const Scenario& scenario, Issues& issues);

}  // namespace stepbudget
