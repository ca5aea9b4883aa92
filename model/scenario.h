// Scenario: every input of the cost model, one plain value type per preset section.
// Field names are the preset keys of ../shared/spec/contract.md (snake_case, unit in the name);
// defaults are the chapter's design case (Qwen3-8B, 100 B tokens, 48 x RTX 4090, ZeRO-3).
#pragma once

#include <cstdint>
#include <string>

namespace stepbudget {

enum class Recompute { None, Selective, Full };
enum class Schedule { FillDrain, OneFOneB, Interleaved, ZbH1, ZbH2, DualPipe };
// How task FLOPs are counted: the exact per-sequence formula (worked-examples "FLOPs of one
// sequence") or the 6ND rule of thumb (§12.4), which needs no architecture.
enum class FlopsModel { Exact, SixND };

struct ModelSpec {
    std::string name = "Qwen3-8B";
    std::int64_t params = 8190735360;  // total parameters N
    std::int64_t layers = 36;
    std::int64_t hidden = 4096;
    std::int64_t intermediate = 12288;
    std::int64_t vocab = 151936;
    std::int64_t heads = 32;
    std::int64_t kv_heads = 8;
    std::int64_t head_dim = 128;
    bool tied_embeddings = false;
    std::int64_t experts = 0;  // 0 = dense
    std::int64_t top_k = 0;
};

struct Precision {  // bytes per parameter of each resident state
    double weight_bytes = 2;
    double grad_bytes = 2;
    double master_bytes = 4;
    double optimizer_bytes = 8;  // Adam m + v
};

struct Cluster {
    std::string gpu = "RTX 4090";
    std::int64_t cards = 48;
    std::int64_t cards_per_host = 8;
    double peak_tflops = 165.2;  // dense BF16 per card
    double mfu = 0.40;
    double usable_memory_gib = 22;
    double collective_gb_per_s = 32;  // per card, what the ZeRO collectives run on (PCIe 4.0 x16)
    double nic_gb_per_s = 25;         // per card (200 Gbit/s)
    double hbm_gb_per_s = 1008;
    double host_memory_gb_per_s = 307.2;  // 8 x DDR5-4800
    double host_link_gb_per_s = 32;
};

struct Training {
    double tokens = 1e11;
    std::int64_t seq_len = 8192;
    std::int64_t global_batch = 384;  // sequences per step
    std::int64_t micro_batch = 1;     // sequences per micro-batch
    double deadline_days = 30;
    double reserved_days = 5;  // start-up, evaluation, planned stops (T0)
    double input_wait_s = 0.5;
    FlopsModel flops_model = FlopsModel::Exact;
};

struct Parallel {
    std::int64_t zero_stage = 3;
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    double extra_memory_gib = 10;  // activations + buffers per card
    Recompute recompute = Recompute::None;
};

struct PipelineConfig {
    Schedule schedule = Schedule::OneFOneB;
    std::int64_t stages = 4;
    std::int64_t microbatches = 8;
    std::int64_t chunks = 2;
    double forward_ms = 10;
    double backward_ms = 20;
    double weight_grad_fraction = 0.5;  // share of backward that is dW (split schedules)
    double link_ms = 1;
    double update_ms = 1;
    std::int64_t layers_per_stage = 9;
    std::int64_t activation_bytes = 240915456;       // saved per micro-batch per stage
    std::int64_t last_stage_extra_bytes = 79888896;  // head + loss on the last stage
    std::int64_t activation_message_bytes = 1048576;
    std::int64_t gradient_message_bytes = 2097152;
};

struct CheckpointConfig {
    double bytes_per_param = 14;  // weights 2 + master 4 + Adam 8
    double write_gb_per_s = 7;
    double interval_s = 1800;  // useful training between saves
    double restore_s = 120;
    double card_mtbf_hours = 8089.6;  // 1024 x 7.9 h (Meta cluster)
    double spike_every_days = 0;      // 0 = no loss-spike rollbacks
    // Async commit timeline (worked-examples §9). Captures every capture_every_s of wall clock;
    // each pauses training staging_pause_s; one background upload path at write_gb_per_s, FIFO.
    double snapshot_gb = 0;            // decimal GB per snapshot; 0 = size_bytes (bytes_per_param N)
    double capture_every_s = 20;
    double staging_pause_s = 0.5;
    std::int64_t buffer_slots = 2;     // a slot is held from capture until the upload commits
    std::int64_t async_captures = 2;   // snapshots simulated (t = 20, 40 s in the book)
    double failure_at_s = 50;          // wall-clock time of the failure marker
    // Resharding on restore (§8): the [intermediate, hidden] gate weight moved TP from -> TP to.
    std::int64_t reshard_from_tp = 4;
    std::int64_t reshard_to_tp = 8;
};

struct StragglerConfig {
    double sigma_fraction = 0.02;
    // §10.3. The book rounds the per-card compute to mu = 52.2 s; 0 = the plan's compute_s.
    double mean_compute_s = 0;
    double slow_sigmas = 3;        // the slow card runs at mu + k sigma
    double evict_interval_s = 0;   // checkpoint interval the eviction restarts from; 0 = interval_s
    double persist_steps = 100;    // how long the slow card stays slow (response comparison)
};

struct RlConfig {
    double generate_per_s = 12;
    double verify_per_s = 6;
    double learn_per_s = 8;
    double keep_fraction = 0.75;
    double generate_s = 40;
    double learn_s = 16;
    double sync_s = 4;
};

struct MoeConfig {
    double capacity_factor = 1.25;
};

// Data input and resumable loader state (worked-examples §8).
struct InputConfig {
    std::int64_t workers = 4;         // CPU preparation workers
    double worker_seq_per_s = 2;      // sequences one worker prepares per second
    std::int64_t token_id_bytes = 8;  // int64 token ids
    std::int64_t trained_batches = 100;   // batches fully trained when the checkpoint was taken
    std::int64_t prefetch_batches = 8;    // batches the loader had dispatched beyond those
    std::int64_t packer_remainder_tokens = 2000;  // tokens left in the packer at the checkpoint
};

// An observed interruption account (worked-examples §10.4, MiMo-V2.6 dashboard) and the price
// of lost time. Defaults: no cost rate and no observed log, so the design case prices nothing.
struct InterruptionConfig {
    double dollars_per_s = 0;        // what the whole job costs per second of wall clock
    std::int64_t restarts = 0;
    double interruption_hours = 0;   // summed interruption intervals
    double rollback_hours = 0;       // finished work discarded by a late-detected error
    double runtime_hours = 0;        // wall clock of the whole run, interruptions included
    double reduction_fraction = 0.5; // what-if: share of the interruption hours removed
};

struct Scenario {
    std::string schema = "stepbudget/1";
    std::string name = "Design case: Qwen3-8B on 48 x RTX 4090";
    std::string description;
    ModelSpec model;
    Precision precision;
    Cluster cluster;
    Training training;
    Parallel parallel;
    PipelineConfig pipeline;
    CheckpointConfig checkpoint;
    StragglerConfig straggler;
    RlConfig rl;
    MoeConfig moe;
    InputConfig input;
    InterruptionConfig interruptions;
};

inline constexpr const char* kSchema = "stepbudget/1";

const char* toString(Recompute r);
const char* toString(Schedule s);
const char* toString(FlopsModel f);
bool parseRecompute(const std::string& text, Recompute* out);
bool parseSchedule(const std::string& text, Schedule* out);
bool parseFlopsModel(const std::string& text, FlopsModel* out);

}  // namespace stepbudget
