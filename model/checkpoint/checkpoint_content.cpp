#include "model/checkpoint/checkpoint_content.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"

#include <iterator>

namespace stepbudget {

CheckpointContentResults computeCheckpointContent(const Scenario& sc, Derivations* out) {
    CheckpointContentResults r;
    const Precision& p = sc.precision;
    const InputConfig& in = sc.input;
    const double n = static_cast<double>(sc.model.params);
    r.weight_bytes_per_param = p.weight_bytes;
    r.master_bytes_per_param = p.master_bytes;
    r.optimizer_bytes_per_param = p.optimizer_bytes;
    r.payload_bytes_per_param = p.weight_bytes + p.master_bytes + p.optimizer_bytes;
    r.payload_bytes = r.payload_bytes_per_param * n;

    r.trained_batches = in.trained_batches;
    r.dispatched_batches = in.trained_batches + in.prefetch_batches;
    r.resume_batch = in.trained_batches + 1;
    r.naive_resume_batch = r.dispatched_batches + 1;
    r.skipped_batches = r.naive_resume_batch - r.resume_batch;
    r.packer_remainder_tokens = in.packer_remainder_tokens;
    r.sequence_tokens = sc.training.seq_len;
    r.packer_new_tokens = r.sequence_tokens - r.packer_remainder_tokens;

    // Adam keeps two moments of equal size (m and v): optimizer_bytes / 2 each.
    const double half_opt = p.optimizer_bytes / 2.0;
    const double id_bytes = static_cast<double>(in.token_id_bytes);
    // Built in place and moved into the vector (an initializer list would copy every string).
    CheckpointStateItem items[] = {
        {"weights", "Weights", p.weight_bytes, p.weight_bytes * n,
         "the model itself; enough for inference, not for the next update"},
        {"master_weights", "FP32 master weights", p.master_bytes, p.master_bytes * n,
         "BF16 weights round away small updates; resuming from them changes the trajectory"},
        {"adam_m", "Adam first moment m", half_opt, half_opt * n,
         "without it the first updates after resume point in the wrong direction"},
        {"adam_v", "Adam second moment v", half_opt, half_opt * n,
         "without it the first updates after resume take the wrong step size"},
        {"step", "Step counter", 0, 8, "Adam bias correction and the schedule depend on it"},
        {"lr_scheduler", "Learning-rate scheduler state", 0, 0,
         "warm-up and decay would restart from the beginning"},
        {"rng", "Random generator states (every rank)", 0, 0,
         "dropout masks, sampling and shuffling would differ from the uninterrupted run"},
        {"data_position", "Data-loader position: next batch composition", 0,
         static_cast<double>(sc.training.global_batch) * 8.0,
         "resume at the first untrained batch (trained + 1), not after the last prefetched one"},
        {"packer_remainder", "Packer remainder tokens", 0,
         static_cast<double>(in.packer_remainder_tokens) * id_bytes,
         "dropping them changes the next sequence's prefix, attention pairs and labels"},
    };
    r.items.assign(std::make_move_iterator(std::begin(items)),
                   std::make_move_iterator(std::end(items)));
    for (const CheckpointStateItem& item : r.items) {
        r.items_bytes += item.bytes;
    }

    if (out == nullptr) {
        return r;
    }
    out->push_back(
        {"checkpoint.payload_bytes_per_param",
         QT_TRANSLATE_NOOP("Derivation", "Checkpoint payload per parameter"),
         "weights + FP32 master + Adam m, v",
         concat(fmt(p.weight_bytes), " + ", fmt(p.master_bytes), " + ", fmt(p.optimizer_bytes)),
         r.payload_bytes_per_param, "B"});
    out->push_back(
        {"checkpoint.payload_bytes", QT_TRANSLATE_NOOP("Derivation", "Checkpoint payload"),
         "payload bytes/param * N", concat(fmt(r.payload_bytes_per_param), " * ", fmt(n, 12)),
         r.payload_bytes, "B"});
    out->push_back({"checkpoint.resume.resume_batch",
                    QT_TRANSLATE_NOOP("Derivation", "Resume at batch"),
                    "last trained batch + 1 (not last dispatched + 1)",
                    concat(fmt(static_cast<double>(in.trained_batches), 12), " + 1"),
                    static_cast<double>(r.resume_batch), "batch"});
    out->push_back({"checkpoint.resume.skipped_batches",
                    QT_TRANSLATE_NOOP("Derivation", "Batches skipped by a naive resume"),
                    "(dispatched + 1) - (trained + 1) = prefetch depth",
                    concat(fmt(static_cast<double>(r.naive_resume_batch), 12), " - ",
                           fmt(static_cast<double>(r.resume_batch), 12)),
                    static_cast<double>(r.skipped_batches), "batches"});
    out->push_back({"checkpoint.packer.new_tokens",
                    QT_TRANSLATE_NOOP("Derivation", "New tokens for the next packed sequence"),
                    "sequence length - packer remainder",
                    concat(fmt(static_cast<double>(r.sequence_tokens), 12), " - ",
                           fmt(static_cast<double>(r.packer_remainder_tokens), 12)),
                    static_cast<double>(r.packer_new_tokens), "tokens"});
    return r;
}

}  // namespace stepbudget
