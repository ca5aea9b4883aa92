// Gradient averaging, overlap on a shared link, ring collectives and bucket splitting
// (worked-examples §7.1–7.3).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/ring.h"
#include "model/base/scenario.h"
#include "model/step/layout.h"

namespace stepbudget {

// Gradient averaging, overlap on a busy link and bucket splitting (§7.1–7.3).
struct CollectivesConfig {
    // plan: one layer's gradients on one card as the bucket, the DP ring on the collective link,
    // the plan's backward time of one layer as each idle window; example: the typed §7.3 inputs
    // and the §7.1 / §7.2 toys.
    SectionSource source = SectionSource::Plan;
    std::int64_t short_answers = 4;  // §7.1: answers of each length and their per-token gradient
    std::int64_t short_tokens = 2;
    double short_token_grad = 0.2;
    std::int64_t long_answers = 4;
    std::int64_t long_tokens = 3;
    double long_token_grad = 0.4;
    double reduce_ms = 3;      // §7.2: a reduction that is ready at t = 0 ...
    double compute_ms = 5;     // ... independent compute it could hide behind ...
    double link_busy_ms = 4;   // ... and a link already booked until then
    double bucket_mib = 72;    // §7.3: FP32 gradient bucket
    std::int64_t members = 4;  // ring members n
    double startup_ms = 0.02;  // alpha per collective call
    std::int64_t sub_buckets = 3;
    std::int64_t idle_windows = 3;
    double idle_window_ms = 2;  // idle link time in each window
    double window_gap_ms = 5;   // busy link between windows: places them, exposed time ignores it
};

// Ring collectives: model/base/ring.h.

// §7.1: the same answers, three ways to average the per-token loss gradient.
struct GradientMeans {
    double answers = 0;
    double tokens = 0;
    double token_mean = 0;      // sum over tokens / total tokens (0.32)
    double sample_mean = 0;     // mean per answer, then over answers (0.30)
    double double_divided = 0;  // token mean divided by the answer count again (0.04)
};

// §7.2: a reduction ready at 0 on a link booked until `busy`; compute ends at `compute`.
struct OverlapResult {
    double start_s = 0;
    double end_s = 0;
    double exposed_s = 0;  // max(0, end - compute): what lands after the compute
};

struct IdleWindow {
    double start_s = 0;
    double end_s = 0;
};

// One collective call on the bucket timeline.
struct BucketChunk {
    double bytes = 0;       // gradient bytes in the chunk
    double sent_bytes = 0;  // 2 (n-1)/n bytes per card
    double duration_s = 0;
    double ready_s = 0;  // when its last gradient exists
    double start_s = 0;
    double end_s = 0;
    int window = -1;  // idle window it runs in; -1 = after the compute
};

struct BucketPlan {
    std::vector<BucketChunk> chunks;
    double link_s = 0;     // sum of durations: what the communication costs
    double finish_s = 0;   // when the last chunk ends: what the step sees
    double exposed_s = 0;  // max(0, finish - compute end)
    bool fits_windows = false;
};

struct CollectivesResults {
    // collectives.source = example: the typed §7.1–7.3 inputs. Plan: the bucket is one layer's
    // gradients on one card, the ring the plan's d data-parallel ranks on
    // cluster.collective_gb_per_s, each idle window one layer's backward on the paced stage; the
    // §7.1 / §7.2 toys are computed either way but belong to the example (and the study).
    bool example = false;
    double layer_backward_s = 0;  // plan: one layer's backward per micro-batch (window length)
    GradientMeans means;
    OverlapResult overlap;
    double bucket_bytes = 0;
    double members = 0;
    double link_bytes_per_s = 0;  // example: cluster.nic_gb_per_s; plan: collective_gb_per_s
    double startup_s = 0;
    double whole_sent_bytes = 0;  // 2 (n-1)/n S (108 MiB)
    double whole_s = 0;           // 4.55 ms
    double split_each_s = 0;      // 1.53 ms
    double split_total_s = 0;     // 4.59 ms
    // Timeline: idle windows end with the compute; whole bucket vs split into sub-buckets.
    std::vector<IdleWindow> windows;
    double compute_end_s = 0;
    BucketPlan whole;
    BucketPlan split;
};

GradientMeans gradientMeans(const CollectivesConfig& config);
OverlapResult overlapOnBusyLink(double reduce_s, double compute_s, double link_busy_until_s);
// Places chunks (in order, one link) into the earliest idle window at or after their ready time
// that still has room for the whole call; a call that fits none runs after the compute.
BucketPlan scheduleBuckets(std::vector<BucketChunk> chunks, const std::vector<IdleWindow>& windows,
                           double compute_end_s);

CollectivesResults computeCollectives(const Scenario& scenario, const LayoutResults& layout,
                                      Derivations* out = nullptr);

// What an element of the Buckets timeline asks for on click: "collectives.window.<w>" (idle
// window w, 0-based: its start and length), "collectives.call.<lane>.<j>" (call j of lane 0 =
// the whole bucket or 1 = the split one: when it starts, how long it runs, whether it is
// exposed) and "collectives.compute_end_s" (the backward's end). nullopt for other ids.
std::string collectivesWindowId(std::size_t window);
std::string collectivesCallId(int lane, std::size_t call);
std::optional<Derivation> collectivesElementDerivation(const Scenario& scenario,
                                                       const CollectivesResults& results,
                                                       const std::string& id);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<CollectivesResults>>& collectivesResultFields();

}  // namespace stepbudget
