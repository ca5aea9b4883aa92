#include "model/memory/overhead_derivations.h"

#include "model/base/parallel_groups.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/memory/activation_cost.h"
#include "model/memory/loss_memory.h"
#include "model/memory/state_bytes.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

namespace {

std::string gib(double bytes) {
    return fixed(bytes / units::kGiB, 3) + " GiB";
}

std::string mib(double bytes) {
    return fmt(bytes / units::kMiB) + " MiB";
}

}  // namespace

void appendOverheadDerivations(const Scenario& sc, const MemoryResults& r, Derivations& out) {
    const MemoryOverheads& o = r.overheads;
    const OverheadPeak& p = r.overhead;
    const ModelSpec& m = sc.model;
    const ParallelGroups groups = parallelGroups(sc);
    const std::string t = fmt(sc.parallel.tp);
    // s b / cp: one card's tokens of a micro-batch.
    const std::string tokens = concat("(", fmt(sc.training.seq_len), " * ",
                                      fmt(sc.training.micro_batch), " / ", fmt(groups.cp), ")");
    out.push_back(
        {"memory.runtime_context_bytes",
         QT_TRANSLATE_NOOP("Derivation", "Runtime context and library workspace"),
         concat("CUDA context + cuBLAS/cuDNN workspace + NCCL buffers (", o.context.family,
                " values for cluster.gpu; docs/memory.md)"),
         concat(mib(o.context.cuda_context_bytes), " + ", mib(o.context.library_workspace_bytes),
                " + ", mib(o.context.nccl_bytes), " = ", gib(p.context_bytes)),
         p.context_bytes, "B"});
    const bool fused = sc.memory.loss_kernel == LossKernel::Fused;
    out.push_back(
        {"memory.loss_buffer_bytes",
         fused ? QT_TRANSLATE_NOOP("Derivation", "Fused loss gradient on the last stage")
               : QT_TRANSLATE_NOOP("Derivation", "FP32 loss buffers on the last stage"),
         concat(lossBackwardFormula(sc),
                fused ? ": the fused cross entropy's 16-bit gradient of the logits, beside the "
                      : ": FP32 gradients of the log-probabilities and of the logits, beside the ",
                lossSavedFormula(sc),
                " the activations save (memory.loss_kernel = ", toString(sc.memory.loss_kernel),
                "); the peak holds max(heaviest stage, last stage + loss)"),
         concat(fmt(lossKernelBytes(sc.memory.loss_kernel).backward_per_logit), " * ", tokens,
                " * ", fmt(m.vocab), " / ", t, " = ", gib(o.loss_bytes), " (adds ",
                gib(p.loss_extra_bytes), " to the peak)"),
         o.loss_bytes, "B"});
    const bool moe = m.experts > 0;
    const double expert_f =
        static_cast<double>(m.expert_intermediate > 0 ? m.expert_intermediate : m.intermediate);
    const double width = moe ? static_cast<double>(m.top_k + m.shared_experts) * expert_f
                             : static_cast<double>(m.intermediate);
    const std::string ffn = concat(m.gated_mlp ? "3" : "2", " * 2 * ", tokens, " * ", fmt(width),
                                   " / ", moe ? fmt(groups.etp) : t);
    const bool flash = activationSettings(sc).flash_attention;
    const std::string attention = flash
                                      ? concat("4 * ", tokens, " * ", fmt(queryWidth(m)), " / ", t)
                                      : concat("2 * 2 * ", fmt(m.heads), " * ", tokens, " * ",
                                               fmt(sc.training.seq_len), " / ", t);
    const Precision precision = effectivePrecision(sc);
    const std::string gather = o.zero3_gather_bytes > 0
                                   ? concat("(2 * 2 + ", fmt(precision.grad_bytes), ") * ",
                                            fmt(zero3LayerParamsPerCard(sc), 12))
                                   : std::string("0");
    out.push_back(
        {"memory.largest_op_bytes",
         QT_TRANSLATE_NOOP("Derivation", "Temporary buffers of the largest op"),
         concat(
             "max(FFN backward gradients ", m.gated_mlp ? "3" : "2",
             " x 2 B x s b f / t, attention backward ",
             flash ? "4 B dQ x s b heads head_dim / t" : "2 x 2 B x heads s^2 b / t",
             ") + layer rebuilt by full recompute + ZeRO-3 gather (2 w16 + g) N_layer, N_layer the "
             "largest layer on a card: (attention + FFN) / t, or for MoE (attention + shared "
             "experts + router) / t + E / ep routed experts / t_e"),
         concat("max(", ffn, ", ", attention, ") + ", gib(o.recompute_layer_bytes), " + ", gather,
                " = ", gib(o.largest_op_bytes)),
         o.largest_op_bytes, "B"});
    out.push_back(
        {"memory.fragmentation_bytes", QT_TRANSLATE_NOOP("Derivation", "Allocator fragmentation"),
         "phi (activation term with the loss + largest op), phi fitted to published measured "
         "peaks (PyTorch caching allocator; docs/memory.md)",
         concat(fmt(o.fragmentation_fraction), " * (", gib(p.activation_bytes), " + ",
                gib(p.largest_op_bytes), ") = ", gib(p.fragmentation_bytes)),
         p.fragmentation_bytes, "B"});
    out.push_back({"memory.overhead_bytes_per_card",
                   QT_TRANSLATE_NOOP("Derivation", "Memory beyond the tensors per card"),
                   "loss on the last stage + largest op + fragmentation + runtime context",
                   concat(gib(p.loss_extra_bytes), " + ", gib(p.largest_op_bytes), " + ",
                          gib(p.fragmentation_bytes), " + ", gib(p.context_bytes)),
                   r.overhead_bytes_per_card, "B"});
}

}  // namespace stepbudget
