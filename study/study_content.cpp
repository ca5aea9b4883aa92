// Study content: one walkthrough per interview question (常见面试问法 Q1–Q8) and per self-test
// exercise (自测 1–5) of training-systems-ch10.zh.md, plus the two worked examples they lean on
// (§7 design case, §7 6ND). Step texts follow the chapter's reasoning; every number a step quotes
// is also declared in `quoted` so tst_study checks the model reproduces it.
#include "study/study.h"

#include "model/base/units.h"

namespace stepbudget {
namespace {

constexpr double kGB = units::kGB;
constexpr double kGiB = units::kGiB;
constexpr double kPercent = 0.01;
constexpr double kMiB = units::kMiB;
constexpr double kMs = 1e-3;

// Builder so each step reads as text first, then what it shows.
struct Step {
    WalkthroughStep s;
    Step(std::string en, std::string zh) {
        s.text_en = std::move(en);
        s.text_zh = std::move(zh);
    }
    Step& shows(const char* id) {
        s.derivation_id = id;
        return *this;
    }
    Step& whatIf(KeyOverrides overrides) {
        s.what_if = std::move(overrides);
        return *this;
    }
    Step& quotes(double value, int decimals, double unit_scale, const char* unit) {
        s.quoted = QuotedFigure{value, decimals, unit_scale, unit};
        return *this;
    }
    operator WalkthroughStep() const { return s; }  // NOLINT: builder
};

Walkthrough trainingMemory() {
    Walkthrough w;
    w.id = "interview.training-memory";
    w.kind = WalkthroughKind::Interview;
    w.number = 1;
    w.source = "§1; 常见面试问法 Q1";
    w.title_en = "How much memory does training an 8B model take?";
    w.title_zh = "训练 8B 模型要多少显存？";
    w.question_en =
        "How much memory does training an 8B model need? Why can a single card run "
        "inference but not training?";
    w.question_zh = "训练一个 8B 模型要多少显存？为什么单卡能推理不能训练？";
    w.preset = "book-design-48.json";
    w.view = StudyView::Memory;
    w.steps = {
        Step("Count what one parameter keeps between steps under mixed-precision Adam: the BF16 "
             "weight (2 B) and its BF16 gradient (2 B), the FP32 master weight (4 B) the update "
             "is applied to, and Adam's first and second moments (4 B each). Five copies, "
             "16 bytes. This is the number to remember: the rest of the chapter is built on it.",
             "先数混合精度 Adam 下一个参数在两步之间要留下什么：BF16 权重 2 bytes、BF16 梯度 "
             "2 bytes、更新真正作用的 FP32 主权重 4 bytes，以及 Adam 的一阶矩、二阶矩各 4 bytes。"
             "五份状态，合计 16 bytes —— 这是全篇最该记住的一个数，后面的账都从它算起。")
            .shows("memory.state_bytes_per_param")
            .quotes(16, 0, 1, "B/param"),
        Step("Multiply by N = 8.19 B parameters: 16N ≈ 131.1 GB (122.1 GiB). That is the "
             "unsharded state alone, before a single activation is stored.",
             "乘以参数量 N = 8.19B：16N ≈ 131.1 GB（122.1 GiB）。这还只是不分片的常驻状态，"
             "一个激活都还没存。")
            .shows("memory.persistent_bytes")
            .quotes(131.1, 1, kGB, "GB"),
        Step("Inference needs only the BF16 weights, 2N ≈ 16.4 GB; training keeps about eight "
             "such copies. That is why a card that serves the model is far from enough to train "
             "it. FP8 does not change this: it shrinks the copy fed to the matrix units to about "
             "8.2 GB, while master weights, gradients and optimizer state stay in high precision "
             "— the 16 bytes per parameter do not fall to 1.",
             "推理只需要 BF16 权重，2N ≈ 16.4 GB；训练却要留约八份这么大的状态 —— 这就是「单卡"
             "能推理 ≠ 单卡能训练」的根源。FP8 也改变不了这一点：它缩小的是送入矩阵单元的那份"
             "权重副本（约 8.2 GB），主权重、梯度与优化器状态仍以高精度保存，每参数 16 bytes "
             "的常驻状态不会降到 1 byte。")
            .shows("memory.fp8_operand_bytes")
            .quotes(8.2, 1, kGB, "GB"),
        Step("First detail to add: 'mixed precision' does not fix the gradient format. Keep "
             "gradients in FP32 and the state is 18 bytes per parameter (about 147 GB here) — a "
             "choice of data format, not part of the definition.",
             "第一处要补的细节：「混合精度」并不规定梯度格式。梯度改用 FP32，每参数就是 "
             "18 bytes（本模型约 147 GB）—— 这是数据格式的选择，不是混合精度定义的一部分。")
            .shows("memory.state_bytes_per_param")
            .whatIf({{"precision.grad_bytes", "4"}})
            .quotes(18, 0, 1, "B/param"),
        Step("Second detail: the peak is not the sum of the components but the largest overlap "
             "at one moment, M_peak = max_t [persistent + activation + temporary]. 8 GiB of "
             "activations and a 4 GiB gather buffer alive together need 12 GiB; free the "
             "activations before gathering parameters and the same space is reused. So capacity "
             "work has two levers: smaller tensors, or fewer of them alive at once. In the design "
             "case (ZeRO-3 on 48 cards) that is 2.5 GiB resident plus a 10 GiB budget for "
             "activations and buffers: 12.5 GiB of the 22 GiB usable.",
             "第二处细节：峰值不等于各分量之和，而是同一时刻的最大重叠，M_peak = max_t[常驻 + "
             "激活 + 临时]。8 GiB 激活与 4 GiB 收集缓冲同时出现要 12 GiB；先释放激活再收集参数，"
             "同一片空间就能复用。所以容量优化只有两条路：减小张量本身，或减少同时驻留的数量。"
             "设计案例（48 卡 ZeRO-3）里，每卡常驻 2.5 GiB，再给激活与缓冲区留 10 GiB，合计 "
             "12.5 GiB，可用 22 GiB。")
            .shows("memory.peak_bytes_per_card")
            .quotes(12.5, 1, kGiB, "GiB"),
    };
    w.takeaway_en =
        "Resident training state is 16 bytes per parameter, about eight BF16 copies of "
        "the weights: 16.4 GB serves an 8B model, 131 GB trains it. FP32 gradients make "
        "it 18; FP8 changes only the operand copy. The peak is the largest overlap at "
        "one moment, not the sum of the parts.";
    w.takeaway_zh =
        "常驻训练状态每参数 16 bytes，约等于八份 BF16 权重：8B 模型推理 16.4 GB，训练 "
        "131 GB。梯度用 FP32 就是 18 bytes；FP8 只改变送入矩阵单元的副本。峰值看同一"
        "时刻的最大重叠，不是各项之和。";
    w.practice = {"memory.training_state", "memory.zero_resident"};
    return w;
}

Walkthrough zeroStages() {
    Walkthrough w;
    w.id = "interview.zero-stages";
    w.kind = WalkthroughKind::Interview;
    w.number = 2;
    w.source = "§2.1; 常见面试问法 Q2";
    w.title_en = "ZeRO stages: what is sharded, and do more cards cut memory?";
    w.title_zh = "ZeRO 各阶段分片什么？加卡能降显存吗？";
    w.question_en =
        "What does each of the three ZeRO stages shard? Can adding cards bring memory "
        "down?";
    w.question_zh = "ZeRO 的三个阶段各分片什么？加卡能把显存降下来吗？";
    w.preset = "rtx4090-zero3-8.json";
    w.view = StudyView::Memory;
    w.steps = {
        Step("Start from plain data parallelism (ZeRO-0): each of the d = 8 cards keeps the full "
             "16N, 122.1 GiB per card. Without sharding it fits on no card at all.",
             "从普通数据并行（ZeRO-0）出发：d = 8 张卡每张都存完整的 16N，每卡 122.1 GiB —— "
             "不分片，哪张卡都放不下。")
            .shows("memory.zero0_resident_bytes_per_card")
            .quotes(122.1, 1, kGiB, "GiB"),
        Step("ZeRO-1 shards what only the update needs: the FP32 master weights and both Adam "
             "moments, 12 bytes per parameter. M1 = 4N + 12N/d = 42.0 GiB; the BF16 weights and "
             "gradients are still replicated.",
             "ZeRO-1 分片只有更新才用到的部分：FP32 主权重与两份 Adam 状态，每参数 12 bytes。"
             "M1 = 4N + 12N/d = 42.0 GiB；BF16 权重和梯度仍然每卡一份。")
            .shows("memory.zero1_resident_bytes_per_card")
            .quotes(42.0, 1, kGiB, "GiB"),
        Step("ZeRO-2 also shards the gradients: after ReduceScatter each card keeps only the "
             "slice it updates. M2 = 2N + 14N/d = 28.6 GiB; only the BF16 weights remain fully "
             "replicated.",
             "ZeRO-2 再分梯度：ReduceScatter 之后每卡只留自己负责更新的那一片。"
             "M2 = 2N + 14N/d = 28.6 GiB，只剩 BF16 权重完整复制。")
            .shows("memory.zero2_resident_bytes_per_card")
            .quotes(28.6, 1, kGiB, "GiB"),
        Step("ZeRO-3 shards the weights too: M3 = 16N/d = 15.3 GiB. The price is paid in "
             "communication: each module first AllGathers its full parameters, runs forward and "
             "backward, ReduceScatters the gradients, and each card updates its own shard.",
             "ZeRO-3 连权重也分：M3 = 16N/d = 15.3 GiB。代价落在通信上：每个模块先 AllGather "
             "取回完整参数 → 前向/反向 → ReduceScatter 汇总梯度并分片 → 各卡更新自己负责的参数。")
            .shows("memory.zero3_resident_bytes_per_card")
            .quotes(15.3, 1, kGiB, "GiB"),
        Step("Now the trap: doubling the shards does not halve the peak. Sharding shrinks only "
             "the resident part; while a module runs, its full-weight buffer coexists with the "
             "shards, and that buffer's size is set by the module, not by the card count. Here "
             "15.3 GiB resident plus 10 GiB of activations and buffers is 25.3 GiB per card.",
             "然后是最大的坑：分片数翻倍，显存峰值并不减半。分片只缩小常驻的那部分；模块执行时，"
             "完整权重缓冲区与原有分片同时存在，而缓冲区大小由模块本身决定，与卡数无关。这里常驻 "
             "15.3 GiB，加上 10 GiB 激活与缓冲区，每卡 25.3 GiB。")
            .shows("memory.peak_bytes_per_card")
            .quotes(25.3, 1, kGiB, "GiB"),
        Step("Double to 16 cards: resident state halves to 7.6 GiB, but the peak only drops from "
             "25.3 to 17.6 GiB, because the 10 GiB does not shrink.",
             "翻到 16 卡：常驻减半到 7.6 GiB，峰值却只从 25.3 降到 17.6 GiB，因为那 10 GiB 不随"
             "卡数缩小。")
            .shows("memory.peak_bytes_per_card")
            .whatIf({{"cluster.cards", "16"}})
            .quotes(17.6, 1, kGiB, "GiB"),
        Step("The FSDP2 CPU experiment measured the same shape: from 2 to 4 processes the "
             "resident state halved (18 → 9 MiB) while the peak fell only 23 % (39 → 30 MiB), "
             "since about 21 MiB of other tensors and buffers stayed. 'Will more cards make it "
             "fit?' must be answered with the peak, not with the resident state.",
             "FSDP2 的 CPU 小实验量到的是同一个形状：进程从 2 增到 4，常驻状态 18 → 9 MiB"
             "（减半），执行峰值只从 39 → 30 MiB（减 23%），因为执行中还有约 21 MiB 其他张量与"
             "缓冲区。所以「加卡能不能装下」必须按峰值算，不能按常驻状态算。")
            .shows("sharding.experiment_peak_reduction")
            .quotes(23, 0, kPercent, "%"),
    };
    w.takeaway_en =
        "M0 = 16N, M1 = 4N + 12N/d, M2 = 2N + 14N/d, M3 = 16N/d: 122.1 / 42.0 / 28.6 / "
        "15.3 GiB at d = 8. Sharding shrinks only the resident part; the execution "
        "buffers do not scale with d, so judge 'more cards' by the peak.";
    w.takeaway_zh =
        "M0 = 16N、M1 = 4N + 12N/d、M2 = 2N + 14N/d、M3 = 16N/d；d = 8 时每卡 "
        "122.1 / 42.0 / 28.6 / 15.3 GiB。分片只缩小常驻部分，执行时的缓冲区与卡数无关，"
        "所以加卡能否装下要按峰值判断。";
    w.practice = {"memory.zero_resident"};
    return w;
}

Walkthrough outOfMemory() {
    Walkthrough w;
    w.id = "interview.out-of-memory";
    w.kind = WalkthroughKind::Interview;
    w.number = 3;
    w.source = "§2.2–2.4; 常见面试问法 Q3";
    w.title_en = "Out of memory: more cards, recompute or offload?";
    w.title_zh = "显存不够：加卡、重计算还是卸载？";
    w.question_en = "Memory does not fit. Do you first add cards, add recomputation, or offload?";
    w.question_zh = "显存不够，你会先加卡、加重计算，还是卸载？";
    w.preset = "rtx4090-zero3-8.json";
    w.view = StudyView::Memory;
    w.steps = {
        Step("Size the gap before choosing a remedy. An RTX 4090 has 22 GiB usable; ZeRO-3 on "
             "8 cards leaves 15.3 GiB of resident state per card, and activations plus buffers "
             "need another 10 GiB: 25.3 GiB, 3.3 GiB over.",
             "先把缺口算清楚，再挑办法。RTX 4090 每卡可用 22 GiB；ZeRO-3 八卡每卡常驻 "
             "15.3 GiB，激活与缓冲区还要 10 GiB，合计 25.3 GiB，超出 3.3 GiB。")
            .shows("memory.margin_bytes")
            .quotes(-3.3, 1, kGiB, "GiB"),
        Step("The three remedies remove different things and add different work. Sharding "
             "removes state stored more than once and adds gathers and reductions; "
             "recomputation removes intermediates kept from forward to backward and adds rebuild "
             "compute; offloading moves state not needed right now to host memory and adds "
             "transfers. So filter by capacity first, then compare step time.",
             "三种办法减少的东西不同，增加的工作也不同：分片减少重复保存的状态，多了收集与归约；"
             "重计算减少从前向留到反向的中间值，多了重建计算；卸载把暂时不用的状态挪到主机内存，"
             "多了传输。所以先按容量筛出可行方案，再比每步耗时。"),
        Step("Option A, recompute: rebuild 3.3 GiB of activations instead of storing them; the "
             "peak comes to 22.0 GiB, at the cost of rebuild compute in every step.",
             "方案一，重计算：把 3.3 GiB 激活改为用时重建，峰值降到 22.0 GiB，代价是每步多出"
             "重建计算。")
            .shows("memory.peak_bytes_per_card")
            .whatIf({{"parallel.extra_memory_gib", "6.7"}})
            .quotes(22.0, 1, kGiB, "GiB"),
        Step("What recompute saves depends on lifetimes. In Qwen3-8B's MLP, rebuilding "
             "h = a ⊙ u before the down-projection's backward saves 10 MiB per layer "
             "(135 → 45 MiB for a nine-layer stage) with one 6 MiB workspace reused layer by "
             "layer, whereas keeping h costs one copy per micro-batch waiting for backward (four "
             "waiting: 360 MiB). Recompute and pipeline scheduling are two sides of one thing.",
             "重计算能省多少取决于生命周期：Qwen3-8B 的 MLP 里，在下投影反向前重新计算 "
             "h = a ⊙ u，每层省 10 MiB（九层阶段 135 → 45 MiB），重建只需一块 6 MiB 工作区逐层"
             "复用；而保留 h，每个等待反向的 micro-batch 都要各留一份（四个同时等待就是 "
             "360 MiB）。所以重计算和流水调度是同一件事的两面。")
            .shows("recompute.rebuilt_per_layer_bytes")
            .quotes(10, 0, kMiB, "MiB"),
        Step("Option B, more cards: solving 16N/d + 10 GiB ≤ 22 GiB for the smallest d gives "
             "11 cards; in practice you go to 16 (two 8-card hosts), resident 7.6 GiB, 17.6 GiB "
             "in total. The cost is more cards and a different communication group — the "
             "collectives now cross hosts.",
             "方案二，加卡：解 16N/d + 10 GiB ≤ 22 GiB 的最小 d，得 11 张；实际会按整机加到 "
             "16 张（两台 8 卡主机），常驻降到 7.6 GiB，总计 17.6 GiB。代价是卡数增加、通信组"
             "改变 —— 集合通信要跨主机了。")
            .shows("memory.min_cards_to_fit")
            .quotes(11, 0, 1, "cards"),
        Step("Option C, offload: the criterion is T_wait = max(0, V/B − W) — state of size V "
             "over a link of bandwidth B is free only if it arrives within the W seconds before "
             "it is needed. A neat case: cast a 96 MiB BF16 gradient to FP32 on the CPU or on "
             "the GPU? The CPU path moves less data, the GPU casts faster; they break even at "
             "B* = 1/(3(1/C_c − 1/C_g)) ≈ 147 GB/s. That is above PCIe 5.0 x16's 64 GB/s, so "
             "PCIe-attached cards should send BF16 and cast on the CPU; only a link like GH200's "
             "NVLink-C2C (450 GB/s) lets the GPU cast win.",
             "方案三，卸载：判据是 T_wait = max(0, V/B − W) —— 大小为 V 的状态经带宽 B 的链路"
             "传输，只有在需要它之前的 W 秒内传完才不花时间。一个漂亮的例子：96 MiB 的 BF16 "
             "梯度该在 CPU 还是 GPU 上转 FP32？CPU 路径传得少，GPU 路径转得快，两者相等时 "
             "B* = 1/(3(1/C_c − 1/C_g)) ≈ 147 GB/s，高于 PCIe 5.0 x16 的 64 GB/s —— 所以经 "
             "PCIe 连接的卡都该先传 BF16、在 CPU 上转；只有 GH200 的 NVLink-C2C（450 GB/s）"
             "这种链路才轮到 GPU 转换赢。")
            .shows("offload.break_even_gb_per_s")
            .quotes(147, 0, 1, "GB/s"),
    };
    w.takeaway_en =
        "Filter by capacity first, then compare step time. Sharding adds "
        "communication, recompute adds compute, offload adds transfers; 3.3 GiB over "
        "on 8 RTX 4090s is fixed either by recomputing 3.3 GiB or by going to 16 cards "
        "(7.6 GiB resident).";
    w.takeaway_zh =
        "先按容量筛出可行方案，再比每步耗时：分片多了通信，重计算多了计算，卸载多了"
        "传输。8 张 RTX 4090 超 3.3 GiB，可以用重计算省下这 3.3 GiB，也可以加到 16 卡"
        "（常驻 7.6 GiB）。";
    w.practice = {"memory.over_budget", "memory.min_cards", "offload.break_even"};
    return w;
}

Walkthrough pipelineBubble() {
    Walkthrough w;
    w.id = "interview.pipeline-bubble";
    w.kind = WalkthroughKind::Interview;
    w.number = 4;
    w.source = "§3.1–3.2; 常见面试问法 Q4";
    w.title_en = "Pipeline bubbles: is 1F1B always better than fill-drain?";
    w.title_zh = "流水线气泡怎么算？1F1B 一定更好吗？";
    w.question_en =
        "How do you compute the pipeline bubble? Is 1F1B always better than "
        "fill-drain?";
    w.question_zh = "流水线并行的气泡怎么算？1F1B 是不是一定比填满排空好？";
    // The design case's pipeline section is the book's common case (4 x 9 layers, 8 micro-batches).
    w.preset = "book-design-48.json";
    w.overrides = {{"pipeline.schedule", "fill-drain"}};
    w.view = StudyView::Pipeline;
    w.steps = {
        Step("With p balanced stages, forward t_f and backward t_b per stage and m micro-batches, "
             "fill-drain takes T = (m + p − 1)(t_f + t_b): the m terms are real work, the p − 1 "
             "terms are filling and draining. Utilisation u = m/(m + p − 1); for p = 4, m = 8 "
             "that is 8/11 ≈ 72.7 %.",
             "p 个平衡阶段、每阶段前向 t_f、反向 t_b、m 个 micro-batch，填满排空需要 "
             "T = (m + p − 1)(t_f + t_b)：m 项是真实工作，p − 1 项是填充与排空的浪费。利用率 "
             "u = m/(m + p − 1)，p = 4、m = 8 时为 8/11 ≈ 72.7%。")
            .shows("pipeline.ideal_utilisation")
            .quotes(72.7, 1, kPercent, "%"),
        Step("The book's common case: Qwen3-8B's 36 layers as four nine-layer stages, 8 "
             "micro-batches, 10 ms forward and 20 ms backward per stage, 1 ms per boundary "
             "message and 1 ms for the update. Fill-drain takes 337 ms: the formula's 330 ms plus "
             "3 ms to fill, 3 ms to drain and 1 ms of update.",
             "再看书里的同一算例：Qwen3-8B 的 36 层分成四个九层阶段，8 个 micro-batch，每阶段"
             "前向 10 ms、反向 20 ms，边界传输 1 ms，参数更新 1 ms。填满排空 337 ms：公式的 "
             "330 ms，加前向填充 3 ms、反向排空 3 ms、更新 1 ms。")
            .shows("pipeline.makespan_ms")
            .quotes(337, 0, 1, "ms"),
        Step("1F1B takes 347 ms — about 3 % slower, because interleaving forwards and backwards "
             "adds dependency waits. What it wins is memory: the peak of activations and "
             "send/receive buffers falls from 2.57 GB to 0.97 GB (−62 %). So '1F1B beats "
             "fill-drain' holds on the memory axis only. Decide first whether time or capacity "
             "binds: with only 1 GB for intermediates, only early-backward schedules can run at "
             "all; with memory to spare, fill-drain finishes first.",
             "1F1B 要 347 ms，慢了约 3%，因为前向与反向交错引入了依赖等待。它赢的是显存：激活与"
             "收发缓冲峰值从 2.57 GB 降到 0.97 GB（−62%）。所以「1F1B 优于填满排空」只在显存这根"
             "轴上成立。先确定约束在时间还是容量：只给中间结果留 1 GB 时，只有提前反向的调度能"
             "跑完；容量充裕时，填满排空反而更早完成。")
            .shows("pipeline.makespan_ms")
            .whatIf({{"pipeline.schedule", "1f1b"}})
            .quotes(347, 0, 1, "ms"),
        Step("Three ways to shrink the bubble, each with a price. Interleaved 1F1B splits each "
             "card's layers into v chunks, bubble fraction (p − 1)/m → (1/v)(p − 1)/m: 298 ms, "
             "but forward messages grow from 24 to 56. Zero bubble (ZB-H1) splits backward into "
             "dX (on the critical path) and dW (deferred into the gaps): 283 ms, but the last "
             "stage's peak rises from 308 to about 1,226 MiB. DualPipe feeds micro-batches from "
             "both ends: 306 ms, but every card holds two copies of its parameters. None wins on "
             "both axes: zero bubble is fastest, 1F1B has the lowest largest per-stage peak.",
             "压气泡的三种手段各有代价：交错式 1F1B 把每卡的层拆成 v 段，气泡比例从 "
             "(p − 1)/m 降到 (1/v)·(p − 1)/m，298 ms，但前向消息从 24 次增到 56 次；零气泡 "
             "ZB-H1 把反向拆成 dX（在关键路径上）和 dW（延后填空隙），283 ms，但阶段 3 的峰值"
             "从 308 升到约 1,226 MiB；DualPipe 从两端相向注入，306 ms，但每卡要存两份参数。"
             "没有一种在两轴上同时占优：时间最短的是零气泡，最大单阶段峰值最低的是 1F1B。")
            .shows("pipeline.makespan_ms")
            .whatIf({{"pipeline.schedule", "zb-h1"}})
            .quotes(283, 0, 1, "ms"),
        Step("And the larger m, the less a smaller bubble is worth: at 16 micro-batches the 1F1B "
             "bubble fraction (p − 1)/m has already fallen from 37.5 % to 18.8 %, while "
             "interleaving's extra messages, zero bubble's extra resident activations and "
             "DualPipe's extra parameters do not shrink with m.",
             "而且 m 越大，压气泡越不值：16 个 micro-batch 时，1F1B 的气泡占比 (p − 1)/m 已从 "
             "37.5% 降到 18.8%，而交错式多出的通信次数、零气泡多出的激活驻留、DualPipe 多出的"
             "参数量都不随 m 缩小。")
            .shows("pipeline.bubble_fraction")
            .whatIf({{"pipeline.microbatches", "16"}})
            .quotes(18.8, 1, kPercent, "%"),
    };
    w.takeaway_en =
        "Fill-drain: bubble (p − 1)(t_f + t_b), u = m/(m + p − 1) (72.7 % at p = 4, "
        "m = 8). 1F1B is 3 % slower (347 vs 337 ms) but cuts the activation peak 62 %; "
        "no schedule wins on both time and memory, so first ask which constraint binds.";
    w.takeaway_zh =
        "填满排空气泡 (p − 1)(t_f + t_b)，u = m/(m + p − 1)（p = 4、m = 8 时 72.7%）。"
        "1F1B 慢约 3%（347 vs 337 ms），却把激活峰值降了 62%；没有一种调度在时间和显存"
        "两轴上同时占优，先问约束在哪根轴上。";
    w.practice = {"pipeline.ideal_utilisation"};
    return w;
}

Walkthrough communication() {
    Walkthrough w;
    w.id = "interview.communication";
    w.kind = WalkthroughKind::Interview;
    w.number = 5;
    w.source = "§3.3, §7; 常见面试问法 Q5";
    w.title_en = "Is communication the main bottleneck?";
    w.title_zh = "通信是训练的主要瓶颈吗？";
    w.question_en = "Is communication the main bottleneck in training?";
    w.question_zh = "通信是不是训练的主要瓶颈？";
    w.preset = "book-design-48.json";
    w.view = StudyView::Amdahl;
    w.steps = {
        Step("Count the traffic first. ZeRO-3 runs three collectives per micro-batch — AllGather "
             "before forward, again before backward, ReduceScatter after backward — each moving "
             "(d − 1)/d · 2N per card, 16.0 GB at 48 cards. With m = 8 micro-batches per card, a "
             "step moves V = 3m · (d − 1)/d · 2N ≈ 385 GB per card.",
             "先算流量。ZeRO-3 每个 micro-batch 三次集合通信：前向前一遍 AllGather、反向前再一遍、"
             "反向后 ReduceScatter，每次每卡收发 (d − 1)/d · 2N，48 卡时约 16.0 GB。每卡 8 个 "
             "micro-batch，一步 V = 3m · (d − 1)/d · 2N ≈ 385 GB。")
            .shows("comm.step_bytes_per_card")
            .quotes(385, 0, kGB, "GB"),
        Step("Over PCIe 4.0 x16 (32 GB/s) that is 12.0 s of link time in a 52.8 s step. It "
             "sounds like a lot — but what matters is how much of it is exposed, not how long "
             "the link is busy.",
             "经 PCIe 4.0 x16（32 GB/s），每步链路时间约 12.0 s，而每步是 52.8 s。听上去不少 —— "
             "但要看的是暴露了多少，而不是链路忙了多久。")
            .shows("comm.link_time_s")
            .quotes(12.0, 1, 1, "s"),
        Step("Most of it hides behind compute: per micro-batch the link needs about 1.50 s "
             "against 6.53 s of compute, and gathering one layer (≈0.39 GB) takes about 12 ms, "
             "far less than that layer's compute. Prefetching parameters layer by layer and "
             "reducing gradients as soon as each layer's backward ends keeps the link under the "
             "compute.",
             "大部分能藏在计算里：每个 micro-batch 链路约 1.50 s，计算约 6.53 s；收集一层参数"
             "约 0.39 GB、约 12 ms，远短于这一层的计算。逐层预取参数、每层反向一结束就归约梯度，"
             "链路时间就落在计算之下。")
            .shows("comm.link_per_microbatch_s")
            .quotes(1.50, 2, 1, "s"),
        Step("What cannot hide is the first AllGather and the last ReduceScatter, both on the "
             "1.24 GB word embedding (first layer forward, last layer backward): about 0.08 s per "
             "step. That caps any communication work: remove it all and you save 0.08 s. If you "
             "are 0.5 s short, you must shorten something else on the critical path.",
             "真正藏不住的只剩第一步的 AllGather 和最后一步的 ReduceScatter，都作用于约 1.24 GB "
             "的词嵌入（前向第一层、反向最后一层），每步合计约 0.08 s。这给优化划了上限：即使"
             "完全消除也只省 0.08 s；若还差 0.5 s 才能达标，就得去缩短关键路径上别的工作。")
            .shows("comm.exposed_s")
            .quotes(0.08, 2, 1, "s"),
        Step("Amdahl makes it quantitative: T'/T = 1 − f + f/r. Exposed communication is "
             "f ≈ 0.14 % of the step, so halving the bandwidth (r = 1/2) moves the step only from "
             "52.8 to 52.9 s.",
             "用 Amdahl 定量：T'/T = 1 − f + f/r。暴露通信只占每步 f ≈ 0.14%，带宽减半"
             "（r = 1/2）时每步只从 52.8 s 变成 52.9 s。")
            .shows("plan.amdahl.exposed_comm")
            .quotes(52.9, 1, 1, "s"),
        Step("A counter-intuitive corollary: shorter communication does not always mean a "
             "shorter step. A 72 MiB FP32 expert-gradient AllReduce takes about 4.55 ms as one "
             "bucket and does not fit a 2 ms idle window, so it lands after the compute. Split "
             "into three 24 MiB buckets it takes 4.59 ms in total — longer — yet each 1.53 ms "
             "piece finishes inside a window, so the step gets shorter. The step is set by when "
             "communication finishes, not by how long it takes. (A 400 Gbit/s NIC still needs "
             "2.28 ms for the whole bucket: this is not a bandwidth problem.)",
             "一个反直觉的推论：通信处理时间更短，训练步不一定更短。72 MiB 的 FP32 专家梯度整桶 "
             "AllReduce 约 4.55 ms，放不进 2 ms 的空闲时段，只能落到计算之后；切成三个 24 MiB "
             "子桶，总时间反而升到 4.59 ms，但每桶约 1.53 ms，都能在计算结束前传完，于是训练步"
             "更短了。决定训练步的是通信何时完成，不是它花了多久。（换 400 Gbit/s 网卡整桶仍需 "
             "2.28 ms，说明这不是「带宽不够」的问题。）")
            .shows("collectives.whole_bucket_s")
            .quotes(4.55, 2, kMs, "ms"),
    };
    w.takeaway_en =
        "Look at exposed communication, not link time: 12.0 s of link time per step, "
        "only about 0.08 s exposed (the embedding's first gather and last "
        "reduce-scatter), so removing it all saves at most 0.08 s. What sets the step "
        "is when communication finishes, not how long it takes.";
    w.takeaway_zh =
        "要看暴露了多少，而不是链路时间有多长：每步链路时间 12.0 s，真正暴露的只有"
        "约 0.08 s（词嵌入的第一次收集和最后一次归约），消除它最多省 0.08 s。决定"
        "训练步的是通信何时完成，不是它花了多久。";
    w.practice = {"plan.amdahl_bandwidth", "collectives.bucket_allreduce"};
    return w;
}

Walkthrough checkpointInterval() {
    Walkthrough w;
    w.id = "interview.checkpoint-interval";
    w.kind = WalkthroughKind::Interview;
    w.number = 6;
    w.source = "§5.1–5.3; 常见面试问法 Q6";
    w.title_en = "How often should you save a checkpoint?";
    w.title_zh = "checkpoint 该多久存一次？";
    w.question_en = "How often should a checkpoint be saved?";
    w.question_zh = "checkpoint 该多久存一次？";
    w.preset = "checkpoint-interval-1024.json";
    w.view = StudyView::Checkpoint;
    w.steps = {
        Step("Set up the cost. A checkpoint holds everything that determines the next update: "
             "BF16 weights 2 + FP32 master 4 + two Adam moments 8 = 14 bytes per parameter, "
             "about 115 GB for Qwen3-8B. At 7 GB/s one save costs c ≈ 16.4 s.",
             "先把成本立起来。checkpoint 要存能确定下一次更新的全部状态：权重 2 + 主权重 4 + "
             "两份 Adam 状态 8 = 每参数 14 bytes，Qwen3-8B 约 115 GB。按 7 GB/s 写入，一次保存 "
             "c ≈ 16.4 s。")
            .shows("checkpoint.save_s")
            .quotes(16.4, 1, 1, "s"),
        Step("Failure rate: on Meta's research cluster a 1024-card job is interrupted every 7.9 "
             "hours on average, and the rate is proportional to the card count (about one "
             "failure per card every 337 days). Any card failing stops the whole job, so "
             "λ = 1024 / 337 days = 1 / 7.9 h.",
             "故障率：Meta 研究集群上 1024 卡作业平均 7.9 小时中断一次，中断率与卡数成正比"
             "（约每卡 337 天一次故障）。任一卡故障都会中断整个作业，所以 "
             "λ = 1024 / 337 天 = 1 / 7.9 小时。")
            .shows("checkpoint.failure_rate_per_s"),
        Step("The cost per unit of useful training is L(τ) = c/τ + λτ/2 + λr: saving more often "
             "costs c/τ; a failure lands on average mid-interval and loses τ/2; every failure "
             "costs a recovery r. The first term falls with τ and the second rises, so there is "
             "an optimum: setting the derivative to zero gives τ* = √(2c/λ) ≈ 965 s, about 16 "
             "minutes (r = 120 s).",
             "单位有用训练时间的附加成本 L(τ) = c/τ + λτ/2 + λr：第一项是保存频率的代价，第二项"
             "是故障平均落在间隔中点、丢半个间隔，第三项是恢复次数 × 恢复时长。前两项一减一增，"
             "所以有最优点：令导数为零得 τ* = √(2c/λ) ≈ 965 s，约 16 分钟（r = 120 s）。")
            .shows("checkpoint.optimal_interval_s")
            .quotes(965, 0, 1, "s"),
        Step("The minimum is flat: 300 s costs 6.4 % in total, 900 s 3.8 %, 1800 s 4.5 %. Pick "
             "a convenient interval near τ*.",
             "最低点很平缓：300 s 合计 6.4%，900 s 为 3.8%，1800 s 为 4.5%。在 τ* 附近选一个"
             "方便的间隔即可。")
            .shows("checkpoint.overhead_fraction")
            .quotes(3.8, 1, kPercent, "%"),
        Step("Two corollaries: double the cards and λ doubles, so τ* shrinks by 1/√2 "
             "(965 → 683 s); double the save speed and c halves, with the same 1/√2.",
             "两个可导出的推论：卡数翻倍 → λ 翻倍 → τ* 缩短为 1/√2（965 → 683 s）；保存速度"
             "翻倍 → c 减半 → 同样缩短为 1/√2。")
            .shows("checkpoint.optimal_interval_s")
            .whatIf({{"cluster.cards", "2048"}})
            .quotes(683, 0, 1, "s"),
        Step("Then add three points unprompted. ① Loss spikes go through the same model: a "
             "spike breaks no hardware, but it is handled the same way (discard, roll back to a "
             "snapshot), so λ becomes λ_hw + λ_spike. On the 48-card design case one rollback a "
             "week takes τ* from about 4,458 s to about 3,150 s; when λ_spike ≫ λ_hw the save "
             "period is set by numerical stability, not by hardware.",
             "然后主动补三点。① 损失尖峰走同一个模型：尖峰不损坏硬件，但处理方式相同（丢弃"
             "参数、回到快照），λ 换成 λ_hw + λ_spike。在 48 卡设计案例上，每周一次尖峰回滚就让 "
             "τ* 从约 4,458 s 缩短到约 3,150 s；λ_spike ≫ λ_hw 时，保存周期几乎只由数值稳定性"
             "决定，而不是硬件可靠性。")
            .shows("checkpoint.optimal_interval_s")
            .whatIf({{"cluster.cards", "48"}, {"checkpoint.spike_every_days", "7"}})
            .quotes(3150, -1, 1, "s"),
        Step("② The recovery point is set by the commit, not by the save call returning. With "
             "asynchronous saves the same 1 s of foreground pause can mean redoing 30 s (112 GB "
             "snapshots at 7 GB/s commit at 36.5 s and 56.5 s, so a failure at 50 s falls back "
             "to 20 s) or 10 s (20 GB/s: commits at 26.1 s and 46.1 s).",
             "② 恢复点由「提交」决定，不由保存调用返回决定：异步保存时，同样 1 秒的前台暂停，"
             "可以对应重做 30 s（112 GB 快照按 7 GB/s 写，两份在 36.5 s、56.5 s 提交，第 50 s "
             "故障只能回到第 20 s），也可以只重做 10 s（20 GB/s，在 26.1 s、46.1 s 提交）—— "
             "差别全在后台写入何时完成。")
            .shows("checkpoint.async.redo_s")
            .whatIf({{"checkpoint.snapshot_gb", "112"}})
            .quotes(30, 0, 1, "s"),
        Step("③ A checkpoint is more than weights: step, learning-rate state, random state, the "
             "next batch's composition and the tokens left in the packer. The packer holds 2,000 "
             "tokens that, with the next 6,192, make the next 8,192-token sequence; lose them and "
             "that sequence gets a different prefix, attention pattern and labels.",
             "③ checkpoint 不只有权重：还要步数、学习率状态、随机状态、下一批数据的组成，以及"
             "打包器里剩余的 token。打包器里留着 2,000 个 token，和下一份数据的 6,192 个拼成下一"
             "条 8,192 的序列；丢了它们，就只能从后续数据里补齐，改变了这条序列的前缀、注意力"
             "关系和标签。")
            .shows("checkpoint.packer.new_tokens")
            .quotes(6192, 0, 1, "tokens"),
    };
    w.takeaway_en =
        "τ* = √(2c/λ): 115 GB at 7 GB/s (c ≈ 16.4 s), a 1024-card job failing every "
        "7.9 h, r = 120 s → τ* ≈ 965 s, about 16 minutes; the minimum is flat. Add "
        "loss spikes (λ_hw + λ_spike), commit vs return, and what a checkpoint must "
        "hold.";
    w.takeaway_zh =
        "τ* = √(2c/λ)：115 GB 按 7 GB/s 保存（c ≈ 16.4 s），1024 卡作业 7.9 小时中断"
        "一次，r = 120 s → τ* ≈ 965 s，约 16 分钟，而且最低点很平缓。再补三点：损失"
        "尖峰（λ_hw + λ_spike）、提交而不是返回、checkpoint 要存哪些状态。";
    w.practice = {"checkpoint.optimal_interval", "checkpoint.overhead"};
    return w;
}

Walkthrough straggler() {
    Walkthrough w;
    w.id = "interview.straggler";
    w.kind = WalkthroughKind::Interview;
    w.number = 7;
    w.source = "§5.4; 常见面试问法 Q7";
    w.title_en = "One card is always slow: what do you do?";
    w.title_zh = "某张卡一直慢，怎么处理？";
    w.question_en = "During training one card is persistently slow. How do you handle it?";
    w.question_zh = "训练时某张卡一直慢，你怎么处理？";
    w.preset = "book-design-48.json";
    w.view = StudyView::Stragglers;
    w.steps = {
        Step("Start from the right statistic: synchronous data parallelism waits for the slowest "
             "card, so the compute part of a step is the maximum of N samples, not their mean. "
             "For N independent normal samples E[max] ≈ μ + σ·E[Z_(N)], with E[Z_(N)] about "
             "1.42, 2.23 and 3.25 for N = 8, 48 and 1024.",
             "先找对统计量：同步数据并行每步要等最慢的卡，所以步时间的计算部分是 N 个样本的"
             "最大值，不是均值。N 个独立正态样本最大值的期望约为 μ + σ·E[Z_(N)]，N = 8/48/1024 "
             "时 E[Z_(N)] 约为 1.42/2.23/3.25。")
            .shows("straggler.expected_max_sigmas")
            .quotes(2.23, 2, 1, "σ"),
        Step("Without jitter the design case runs 52.8 s per step. With σ = 5 % of the 52.2 s "
             "compute on 48 cards the expected step is about 58.6 s, 5.8 s more — four tenths of "
             "the 14.4 s margin. The more cards, the larger the expected maximum.",
             "无波动时设计案例每步约 52.8 s。48 卡、σ 取 52.2 s 计算时间的 5% 时，每步期望约 "
             "58.6 s，多出约 5.8 s，吃掉 14.4 s 余量的四成。卡越多，最大值的期望越大。")
            .shows("straggler.step_time_s")
            .whatIf({{"straggler.sigma_fraction", "0.05"}})
            .quotes(58.6, 1, 1, "s"),
        Step("A slow card shows up in the communication wait: the time a card waits at the "
             "gradient-bucket AllReduce = step end − the moment it finished its own compute. The "
             "card that never waits is the one everyone else waits for.",
             "慢卡可以从通信等待里检出来：一张卡在梯度桶 AllReduce 上等待的时间 = 步结束时刻 − "
             "自己算完的时刻。从来不用等的那张卡，就是大家都在等的那张。"),
        Step("Response ① wait. With σ = 2 %, a card at μ + 3σ makes the others wait about 1.72 s "
             "on 8 cards and 0.81 s on 48; on 1024 cards the maximum of the other cards already "
             "exceeds it, so the extra wait is zero.",
             "响应 ① 等待：σ = 2% 时，一张 μ + 3σ 的卡让其余卡 8 卡时多等约 1.72 s、48 卡约 "
             "0.81 s；1024 卡时其余卡的最大值本身已超过它，多等为零。")
            .shows("straggler.wait_extra_s")
            .quotes(0.81, 2, 1, "s"),
        Step("Response ② redistribute its work over the other N − 1 cards: about 56.2 s per step "
             "on 48 cards and 61.6 s on 8, both worse than waiting (55.1 / 54.3 s). Each card's "
             "extra 1/(N − 1) of the work costs more than one slow card's delay — and the fewer "
             "the cards, the worse the trade.",
             "响应 ② 重分配：把它的活摊给其余 N − 1 张，48 卡约 56.2 s/步、8 卡约 61.6 s/步，"
             "都高于等待（55.1 / 54.3 s）—— 每卡多做 1/(N − 1) 的增量，超过了一张慢卡带来的"
             "等待，卡越少越不划算。")
            .shows("straggler.redistribute_step_s")
            .quotes(56.2, 1, 1, "s"),
        Step("Response ③ evict it and restart from the last checkpoint: the cost is about τ/2 + r "
             "— with a 600 s interval and a 120 s restore, 420 s, roughly eight steps. A one-off "
             "μ + 3σ hiccup costs only seconds, so eviction pays only when the card stays slow "
             "for many steps.",
             "响应 ③ 驱逐：从上一个 checkpoint 重启，代价约 τ/2 + r —— 600 s 间隔加 120 s 恢复"
             "约 420 s，相当于八步。一次 μ + 3σ 的抖动只损失几秒，只有慢卡持续多步才值得驱逐。")
            .shows("straggler.evict_cost_s")
            .whatIf({{"straggler.evict_interval_s", "600"}})
            .quotes(420, 0, 1, "s"),
        Step("Scale to keep in mind: on Meta's cluster 1024-card jobs run 7.9 hours between "
             "failures while 8-card jobs run 47.7 days; MegaScale reports about 0.5 % of "
             "machines noticeably slow. At a thousand cards, slow and failed cards are the normal "
             "state, not an incident.",
             "规模感：Meta 集群上 1024 卡作业平均无故障 7.9 小时，8 卡作业 47.7 天；MegaScale "
             "报告约 0.5% 的机器明显变慢。到了千卡规模，慢卡和坏卡是常态，不是事故。"),
    };
    w.takeaway_en =
        "The step is the maximum over cards, not the mean: E[max] − μ ≈ 2.23σ at 48 "
        "cards. Detect slow cards from the AllReduce wait. Waiting usually beats "
        "redistributing (the others each take 1/(N − 1) more), and eviction "
        "(≈ τ/2 + r) pays only for a card that stays slow.";
    w.takeaway_zh =
        "步时间由最大值决定，不是均值：48 卡时 E[max] − μ ≈ 2.23σ。慢卡从 AllReduce "
        "等待里检出。等待通常比重分配划算（其余卡每张多做 1/(N − 1)），驱逐的代价约 "
        "τ/2 + r，只有慢卡持续多步才值得。";
    w.practice = {"straggler.step_time"};
    return w;
}

Walkthrough rlSlow() {
    Walkthrough w;
    w.id = "interview.rl-slow";
    w.kind = WalkthroughKind::Interview;
    w.number = 8;
    w.source = "§6.1–6.3; 常见面试问法 Q8";
    w.title_en = "RL training is slow: add generation?";
    w.title_zh = "RL 训练慢，该加生成资源吗？";
    w.question_en = "RL training is slow. Should you add generation resources?";
    w.question_zh = "RL 训练慢，是不是该加生成资源？";
    w.preset = "book-design-48.json";
    w.view = StudyView::Rl;
    w.steps = {
        Step("Find the slowest stage first. Generate → verify → learn run in series, so "
             "r_eff = min(r_l, q · min(r_g, r_v)). Generating 12 trajectories/s, verifying 6/s, "
             "learning 8/s and keeping 75 % after verification gives 6 × 0.75 = 4.5 "
             "trajectories/s into the learner.",
             "先找出最慢的那道工序。生成 → 验证 → 学习是首尾相接的三道工序："
             "r_eff = min(r_l, q · min(r_g, r_v))。生成 12 条/s、验证 6 条/s、学习 8 条/s、"
             "验证后保留 75% → 进学习的只有 6 × 0.75 = 4.5 条/s。")
            .shows("rl.effective_per_s")
            .quotes(4.5, 1, 1, "traj/s"),
        Step("Double generation to 24/s: still 4.5/s. Verification is the bottleneck, so the new "
             "generation capacity only queues in front of it.",
             "把生成翻倍到 24 条/s：仍是 4.5 条/s。瓶颈在验证，新增的生成能力只会排队等在它前面。")
            .shows("rl.effective_per_s")
            .whatIf({{"rl.generate_per_s", "24"}})
            .quotes(4.5, 1, 1, "traj/s"),
        Step("Double verification instead: 12 × 0.75 = 9/s could reach the learner, which takes "
             "only 8/s — the bottleneck has moved to learning. The first diagnosis of slow RL is "
             "not 'not enough cards' but 'which stage is slowest right now'.",
             "改为把验证翻倍到 12 条/s：能送到学习端的是 12 × 0.75 = 9 条/s，而学习端只能处理 "
             "8 条/s —— 瓶颈移到了学习端。所以 RL 训练慢的第一诊断不是「卡不够」，而是先找出"
             "当前最慢的那道工序。")
            .shows("rl.effective_per_s")
            .whatIf({{"rl.verify_per_s", "12"}})
            .quotes(8, 0, 1, "traj/s"),
        Step("A purely system-side problem is train–inference consistency. Three policies are "
             "involved — μ (the behaviour policy that actually sampled), π_old (this round's "
             "starting point) and π_θ (being optimised) — and the ratio must be split as "
             "π_θ/π_old · π_old/μ. Using a recomputed logprob (−3.25) instead of the one recorded "
             "at sampling (−3) turns a ratio of 1 into exp(0.25) ≈ 1.28: parameters unchanged, "
             "sample weight inflated 28 %, and in PPO the clip fires wrongly as well.",
             "一个纯系统侧的问题是训推一致性。涉及三个策略版本：μ（实际采样的行为分布）、π_old"
             "（本轮优化起点）、π_θ（当前被优化的策略），概率比要分解成 π_θ/π_old · π_old/μ。"
             "若误用重新算出的 logprob（−3.25）代替行为策略记录的值（−3），比值就从 1 变成 "
             "exp(0.25) ≈ 1.28 —— 参数没变，样本权重却放大了约 28%，在 PPO 里还会错误触发裁剪。")
            .shows("rl.importance_ratio")
            .quotes(1.28, 2, 1, ""),
        Step("Asynchrony has a break-even point. Generating for 40 s, learning 16 s and syncing "
             "4 s is a 60 s synchronous cycle; overlapping generation with learning gives "
             "max(40, 16) + 4 = 44 s. But generating earlier means older weights, so only a "
             "fraction q of samples is kept: throughput goes from B/60 to qB/44, and async wins "
             "only when q > 44/60 ≈ 73.3 %.",
             "异步有盈亏平衡点。生成 40 s、学习 16 s、同步 4 s，同步周期 60 s；让生成与学习重叠，"
             "异步稳态周期 max(40, 16) + 4 = 44 s。但生成得更早意味着样本可能来自较旧的权重，"
             "只保留比例 q：有效吞吐从 B/60 变成 qB/44，异步更快要求 q > 44/60 ≈ 73.3%。")
            .shows("rl.async_break_even_keep")
            .quotes(73.3, 1, kPercent, "%"),
        Step("At q = 0.8 effective throughput rises about 9 %; at q = 0.7 each batch finishes "
             "earlier yet effective throughput falls about 5 %. Async is not better by default.",
             "q = 0.8 时有效样本吞吐提高约 9%；q = 0.7 时虽然每批更早结束，有效吞吐反而减少约 "
             "5%。异步不是默认更优。")
            .shows("rl.async_throughput_ratio")
            .whatIf({{"rl.keep_fraction", "0.7"}})
            .quotes(95, 0, kPercent, "%"),
    };
    w.takeaway_en =
        "Find the slowest stage: r_eff = min(r_l, q · min(r_g, r_v)) — 4.5/s with "
        "verification as the bottleneck, so doubling generation changes nothing. Keep "
        "the behaviour policy's logprobs (ratio 1 vs 1.28), and go async only when the "
        "kept fraction beats the cycle ratio (44/60 ≈ 73.3 %).";
    w.takeaway_zh =
        "先找最慢的工序：r_eff = min(r_l, q · min(r_g, r_v))，本例 4.5 条/s、瓶颈在"
        "验证，生成翻倍毫无作用。要保存行为策略记录的 logprob（比值 1 vs 1.28）；只有"
        "保留比例高于周期之比（44/60 ≈ 73.3%）时，异步才划算。";
    w.practice = {"rl.effective_rate", "rl.async_break_even", "rl.importance_ratio"};
    return w;
}

Walkthrough selfTest80g() {
    Walkthrough w;
    w.id = "selftest.80g-card";
    w.kind = WalkthroughKind::SelfTest;
    w.number = 1;
    w.source = "§1, §2.1, §7; 自测 1";
    w.title_en = "Is one 80 GB card enough to train an 8B model?";
    w.title_zh = "训 8B 模型，单卡 80G 够不够？";
    w.question_en =
        "Someone asks: 'Is a single 80 GB card enough to train an 8B model?' Give a "
        "complete capacity analysis and explain why 'the resident state fits' is not "
        "the same as 'it can train'.";
    w.question_zh =
        "有人问你「训一个 8B 模型，单卡 80G 够不够」。请给出完整的容量分析，并说明"
        "为什么「常驻状态能放下」不等于「能训练」。";
    // H100 SXM 80 GB: 74.5 GiB (the chapter's RL section); two cards, the fewest that fit.
    w.preset = "book-design-48.json";
    w.overrides = {{"cluster.gpu", "H100 SXM"},
                   {"cluster.peak_tflops", "989.4"},
                   {"cluster.usable_memory_gib", "74.5"},
                   {"cluster.cards", "2"}};
    w.view = StudyView::Memory;
    w.steps = {
        Step("Resident state first: 16 bytes per parameter × 8.19 B = 131.1 GB = 122.1 GiB. An "
             "80 GB H100 has about 74.5 GiB, and one card has nothing to shard with, so the "
             "state alone is 1.6 cards' worth. 'One card' is answered before any activation is "
             "counted: no.",
             "先算常驻状态：每参数 16 bytes × 8.19B = 131.1 GB = 122.1 GiB。一张 80 GB 的 H100 "
             "约 74.5 GiB，单卡无从分片，光常驻状态就是整卡的 1.6 倍。「单卡够不够」在算激活"
             "之前就有了答案：不够。")
            .shows("memory.zero0_resident_bytes_per_card")
            .quotes(122.1, 1, kGiB, "GiB"),
        Step("How many then? Under ZeRO-3 the state divides by d, but activations and buffers "
             "(10 GiB here) do not: solving 16N/d + 10 ≤ 74.5 GiB gives d = 2.",
             "那要几张？ZeRO-3 下常驻状态按 d 均分，激活与缓冲区（这里按 10 GiB 计）却不分：解 "
             "16N/d + 10 ≤ 74.5 GiB，得 d = 2。")
            .shows("memory.min_cards_to_fit")
            .quotes(2, 0, 1, "cards"),
        Step("Two cards: 61.0 GiB resident + 10 GiB = 71.0 GiB per card, 3.5 GiB to spare. This "
             "is where 'the resident state fits' and 'it can train' part ways: the peak is the "
             "largest overlap at one moment (persistent + activation + temporary), and ZeRO-3 "
             "adds a full-weight gather buffer for the running module whose size is set by the "
             "module, not by d. A longer sequence, a bigger micro-batch, or a gather that "
             "overlaps with activations not yet freed, and 3.5 GiB is gone.",
             "两张卡：每卡常驻 61.0 GiB，加 10 GiB 共 71.0 GiB，余 3.5 GiB。「常驻状态能放下」"
             "和「能训练」正是在这里分开的：峰值是同一时刻的最大重叠（常驻 + 激活 + 临时），"
             "ZeRO-3 执行时还要为当前模块收集完整权重，这块缓冲区的大小由模块决定、不随 d 缩小。"
             "序列更长、micro-batch 更大，或者收集缓冲与还没释放的激活同时出现，3.5 GiB 很快"
             "就没了。")
            .shows("memory.peak_bytes_per_card")
            .quotes(71.0, 1, kGiB, "GiB"),
        Step("Capacity is only the first gate: fitting says nothing about finishing. At 40 % of "
             "989 TFLOP/s one H100 processes about 7,500 tokens/s, so the two cards that hold "
             "the state would need about 77 days for 100 B tokens; a 30-day deadline needs 6 "
             "cards.",
             "容量只是第一道门：能装下不代表能按期跑完。H100 按 989 TFLOP/s 的 40% 算，每卡约 "
             "7,500 token/s；能装下状态的两张卡跑完 100B token 约需 77 天，要在 30 天内完成"
             "需要 6 张。")
            .shows("compute.min_cards_compute")
            .quotes(6, 0, 1, "cards"),
        Step("So a complete answer has three layers, in this order: resident state (16 bytes per "
             "parameter → at least two 80 GB cards with ZeRO-3), peak (the largest overlap of "
             "persistent, activation and temporary memory at one moment, checked per card), and "
             "time (compute at a realistic MFU against the deadline).",
             "所以完整的回答分三层，按这个顺序讲：常驻状态（每参数 16 bytes → ZeRO-3 下至少两张 "
             "80 GB 卡）、峰值（常驻、激活、临时在同一时刻的最大重叠，按单卡核对）、时间（按"
             "现实的 MFU 算能否按期跑完）。"),
    };
    w.takeaway_en =
        "No: 16N = 122.1 GiB against 74.5 GiB. ZeRO-3 over two cards gives 71.0 GiB "
        "per card with 10 GiB for activations — but the peak, not the resident state, "
        "decides, and two cards would need about 77 days; six meet 30 days.";
    w.takeaway_zh =
        "不够：16N = 122.1 GiB，而卡只有 74.5 GiB。ZeRO-3 两卡、激活按 10 GiB 计，每卡 "
        "71.0 GiB —— 但决定能否训练的是峰值而不是常驻状态；而且两卡要跑约 77 天，"
        "30 天内完成需要 6 张。";
    w.practice = {"memory.training_state", "memory.min_cards"};
    return w;
}

Walkthrough selfTestShort() {
    Walkthrough w;
    w.id = "selftest.short-3gib";
    w.kind = WalkthroughKind::SelfTest;
    w.number = 2;
    w.source = "§2.1–2.4; 自测 2";
    w.title_en = "3.3 GiB short: is doubling the cards enough?";
    w.title_zh = "缺 3.3 GiB：加到两倍卡就行吗？";
    w.question_en =
        "Your training job is about 3.3 GiB short of memory. A colleague says 'just "
        "double the cards'. Give two options and the cost of each.";
    w.question_zh =
        "你的训练任务显存不够，缺约 3.3 GiB。同事说「加到两倍卡就行」。请给出两种"
        "方案并说明各自的代价。";
    w.preset = "rtx4090-zero3-8.json";
    w.view = StudyView::Memory;
    w.steps = {
        Step("Reconstruct the gap: ZeRO-3 on 8 RTX 4090s holds 15.3 GiB of resident state per "
             "card; with 10 GiB for activations and buffers the peak is 25.3 GiB against 22 GiB "
             "usable — 3.3 GiB over.",
             "先还原缺口：8 张 RTX 4090 上 ZeRO-3 每卡常驻 15.3 GiB，再加 10 GiB 激活与缓冲区，"
             "峰值 25.3 GiB，可用 22 GiB —— 超出 3.3 GiB。")
            .shows("memory.margin_bytes")
            .quotes(-3.3, 1, kGiB, "GiB"),
        Step("Option A is the colleague's: 16 cards. Resident state halves to 7.6 GiB and the "
             "peak is 17.6 GiB — it fits, but notice the peak did not halve: the 10 GiB of "
             "activations and buffers does not shrink with d. Cost: twice the cards, and the ZeRO "
             "group now spans two hosts, so every AllGather and ReduceScatter crosses the "
             "network while the per-card volume (d − 1)/d · 2N barely changes.",
             "方案一就是同事说的，加到 16 卡：常驻减半到 7.6 GiB，峰值 17.6 GiB，装得下 —— 但"
             "注意峰值并没有减半，那 10 GiB 激活与缓冲区不随 d 缩小。代价是卡数翻倍，而且 ZeRO "
             "组跨了两台主机，每次 AllGather 与 ReduceScatter 都要走网络，每卡通信量 "
             "(d − 1)/d · 2N 却几乎不变。")
            .shows("memory.peak_bytes_per_card")
            .whatIf({{"cluster.cards", "16"}})
            .quotes(17.6, 1, kGiB, "GiB"),
        Step("Option B, recompute: keep 8 cards and rebuild 3.3 GiB of activations before "
             "backward instead of storing them; the peak comes to 22.0 GiB, right at the limit. "
             "Cost: extra forward compute in every step, on the critical path. Selective "
             "recompute keeps it cheap by rebuilding what is large but cheap to recompute — in "
             "Qwen3-8B's MLP, h = a ⊙ u is 6 MiB per layer for about 1.57 million "
             "multiplications.",
             "方案二，重计算：保持 8 卡，把 3.3 GiB 激活改为在反向前重建，而不是一直保存，峰值"
             "降到 22.0 GiB，刚好卡在上限。代价是每步多出前向计算，而且落在关键路径上。选择性"
             "重计算只重建「占地大、重算便宜」的张量（如 Qwen3-8B MLP 里的 h = a ⊙ u：每层 "
             "6 MiB，只需约 157 万次乘法），把代价压到最低。")
            .shows("memory.peak_bytes_per_card")
            .whatIf({{"parallel.extra_memory_gib", "6.7"}})
            .quotes(22.0, 1, kGiB, "GiB"),
        Step("How to choose: both pass the capacity filter, so compare step time. Recompute adds "
             "compute to every step; more cards shorten each card's share of the compute but "
             "change the communication group. And 'it fits' must be judged on the peak, not on "
             "the resident state — which is exactly what the colleague's 'doubling halves it' "
             "gets wrong.",
             "怎么选：两者都过了容量这一关，接下来比每步耗时。重计算给每步加计算；加卡缩短每卡"
             "的计算份额，但改变了通信组。而且「装得下」要按峰值判断，不能按常驻状态判断 —— "
             "同事「翻倍就减半」的直觉错就错在这里。"),
    };
    w.takeaway_en =
        "Either recompute 3.3 GiB (more compute per step, 8 cards stay) or go to 16 "
        "cards (7.6 GiB resident, 17.6 GiB peak, but a cross-host ZeRO group). "
        "Doubling cards halves the resident state, not the peak.";
    w.takeaway_zh =
        "要么用重计算省下这 3.3 GiB（每步多计算，仍是 8 卡），要么加到 16 卡（常驻 "
        "7.6 GiB、峰值 17.6 GiB，但 ZeRO 组跨主机）。卡数翻倍减半的是常驻状态，"
        "不是峰值。";
    w.practice = {"memory.over_budget", "memory.zero_resident"};
    return w;
}

Walkthrough selfTestZeroBubble() {
    Walkthrough w;
    w.id = "selftest.zero-bubble";
    w.kind = WalkthroughKind::SelfTest;
    w.number = 3;
    w.source = "§3.2; 自测 3";
    w.title_en = "'Zero bubble is fastest, so use it' — your response?";
    w.title_zh = "「零气泡最快，就用它」—— 你怎么回应？";
    w.question_en =
        "Someone argues: 'Use the zero-bubble pipeline schedule, because it has the "
        "shortest completion time.' How do you respond?";
    w.question_zh = "有人主张「流水线用零气泡调度，因为它完成时间最短」。你会怎么回应？";
    w.preset = "book-design-48.json";
    w.overrides = {{"pipeline.schedule", "zb-h1"}};
    w.view = StudyView::Pipeline;
    w.steps = {
        Step("Grant the fact first: in the book's common case (4 stages, 8 micro-batches, 10 ms "
             "forward and 20 ms backward per stage) ZB-H1 finishes in 283 ms, ahead of 1F1B "
             "(347), interleaved (298) and DualPipe (306).",
             "先承认事实：书里的同一算例（四阶段、8 个 micro-batch、每阶段前向 10 ms、反向 "
             "20 ms）中，ZB-H1 用 283 ms，比 1F1B（347）、交错式（298）、DualPipe（306）都快。")
            .shows("pipeline.makespan_ms")
            .quotes(283, 0, 1, "ms"),
        Step("Why it is fast: it splits backward into dX, which is on the critical path and runs "
             "early, and dW, which only accumulates into its own layer and can fill gaps later. "
             "The bubble falls from (p − 1)(T_F + T_B + T_W) = 90 ms for 1F1B to "
             "(p − 1)(T_F + T_B − T_W) = 30 ms; ZB-H2 reaches (p − 1)(T_F + T_B − 2T_W) = 0 "
             "when T_F = T_B = T_W.",
             "快在哪里：它把反向拆成输入梯度 dX（在关键路径上，要尽早算）和权重梯度 dW（只进"
             "本层累积，可以延后填空隙）。1F1B 的气泡是 (p − 1)(T_F + T_B + T_W) = 90 ms，ZB-H1 "
             "降到 (p − 1)(T_F + T_B − T_W) = 30 ms，ZB-H2 在 T_F = T_B = T_W 时再降到 "
             "(p − 1)(T_F + T_B − 2T_W) = 0。")
            .shows("pipeline.bubble.zb_h1_ms")
            .quotes(30, 0, 1, "ms"),
        Step("Then name the price: deferring dW keeps each micro-batch's activations alive until "
             "its weight gradient runs, so the last stage's peak rises from 308 MiB under 1F1B "
             "to about 1,226 MiB. 1F1B has the lowest largest per-stage peak (921 MiB): no "
             "schedule wins on both time and memory.",
             "再点出代价：dW 延后，意味着每个 micro-batch 的激活要一直留到它的权重梯度算完，"
             "阶段 3 的峰值从 1F1B 的 308 MiB 升到约 1,226 MiB。最大单阶段峰值最低的是 1F1B"
             "（921 MiB）—— 没有一种调度在时间和显存两轴上同时占优。"),
        Step("So the answer depends on which constraint binds. If each card has only about 1 GB "
             "for intermediates, a schedule that cannot run does not get to be fastest; with "
             "memory to spare, zero bubble's 64 ms over 1F1B is a real gain. And the larger m, "
             "the less it matters: at 16 micro-batches the order holds (ZB-H1 523 ms, 1F1B "
             "599 ms), but the bubble is a smaller share while the extra activation residency "
             "does not shrink with m.",
             "所以答案取决于哪个约束先起作用：若每卡只给中间结果留约 1 GB，跑不起来的调度谈不上"
             "最快；容量充裕时，零气泡比 1F1B 快的 64 ms 才是真收益。而且 m 越大差距越不值钱："
             "16 个 micro-batch 时排序不变（ZB-H1 523 ms、1F1B 599 ms），但气泡占比已经变小，"
             "多出的激活驻留却不随 m 缩小。")
            .shows("pipeline.makespan_ms")
            .whatIf({{"pipeline.microbatches", "16"}})
            .quotes(523, 0, 1, "ms"),
    };
    w.takeaway_en =
        "Fastest is not best: ZB-H1's 283 ms comes from deferring dW, which raises the "
        "last stage's peak from 308 to about 1,226 MiB. Ask which constraint binds — "
        "time or memory — and remember the gain shrinks as m grows.";
    w.takeaway_zh =
        "最快不等于最好：ZB-H1 的 283 ms 来自延后 dW，代价是阶段 3 峰值从 308 升到约 "
        "1,226 MiB。先问约束在时间还是显存，并且记住 m 越大这点收益越小。";
    w.practice = {"pipeline.ideal_utilisation"};
    return w;
}

Walkthrough selfTestCheckpoint() {
    Walkthrough w;
    w.id = "selftest.checkpoint-model";
    w.kind = WalkthroughKind::SelfTest;
    w.number = 4;
    w.source = "§5.1–5.3; 自测 4";
    w.title_en = "Checkpoint interval: model, example, three details";
    w.title_zh = "checkpoint 间隔：模型、算例与三个细节";
    w.question_en =
        "How often should you checkpoint? Give the model, a worked example at a "
        "realistic scale, and the three details you would add unprompted.";
    w.question_zh =
        "checkpoint 该多久存一次？请给出模型、一个真实量级的算例，以及你会主动补充的"
        "三个细节。";
    w.preset = "checkpoint-interval-1024.json";
    w.view = StudyView::Checkpoint;
    w.steps = {
        Step("The model: per unit of useful training, L(τ) = c/τ + λτ/2 + λr — the cost of "
             "saving, half an interval lost per failure, one recovery per failure. Minimising "
             "gives τ* = √(2c/λ). At a 900 s interval the three terms are 1.8 % + 1.6 % + 0.4 % "
             "= 3.8 %.",
             "模型：单位有用训练时间的附加成本 L(τ) = c/τ + λτ/2 + λr —— 保存的代价、每次故障"
             "平均丢半个间隔、每次故障一次恢复。求极小得 τ* = √(2c/λ)。900 s 间隔时三项分别是 "
             "1.8% + 1.6% + 0.4% = 3.8%。")
            .shows("checkpoint.overhead_fraction")
            .quotes(3.8, 1, kPercent, "%"),
        Step("Realistic inputs: 14 bytes per parameter (weights 2, master 4, Adam 8) makes "
             "Qwen3-8B's checkpoint about 115 GB, c ≈ 16.4 s at 7 GB/s; on Meta's cluster a "
             "1024-card job is interrupted every 7.9 hours, in proportion to the card count.",
             "真实量级的输入：每参数 14 bytes（权重 2、主权重 4、Adam 8），Qwen3-8B 的 checkpoint "
             "约 115 GB，按 7 GB/s 写 c ≈ 16.4 s；Meta 集群上 1024 卡作业平均 7.9 小时中断一次，"
             "中断率与卡数成正比。")
            .shows("checkpoint.save_s")
            .quotes(16.4, 1, 1, "s"),
        Step("With r = 120 s, τ* ≈ 965 s, about 16 minutes. The minimum is flat (300 s: 6.4 %, "
             "900 s: 3.8 %, 1800 s: 4.5 %), so a convenient interval nearby is fine; doubling "
             "the cards or the save speed shrinks τ* by 1/√2.",
             "取 r = 120 s，τ* ≈ 965 s，约 16 分钟。最低点很平缓（300 s 为 6.4%、900 s 为 3.8%、"
             "1800 s 为 4.5%），在附近选个方便的间隔即可；卡数翻倍或保存速度翻倍，τ* 都缩短为 "
             "1/√2。")
            .shows("checkpoint.optimal_interval_s")
            .quotes(965, 0, 1, "s"),
        Step("Detail ① loss spikes: a rollback after a spike costs the same as a failure, so "
             "λ = λ_hw + λ_spike. On the 48-card design case one rollback a week takes τ* from "
             "about 4,458 s to about 3,150 s; when λ_spike ≫ λ_hw, numerical stability — not "
             "hardware — sets the save period.",
             "细节 ① 损失尖峰：尖峰后回滚与故障的代价相同，所以 λ = λ_hw + λ_spike。在 48 卡设计"
             "案例上，每周一次尖峰回滚就让 τ* 从约 4,458 s 缩短到约 3,150 s；λ_spike ≫ λ_hw 时，"
             "保存周期几乎只由数值稳定性决定，而不是硬件可靠性。")
            .shows("checkpoint.optimal_interval_s")
            .whatIf({{"cluster.cards", "48"}, {"checkpoint.spike_every_days", "7"}})
            .quotes(3150, -1, 1, "s"),
        Step("Detail ② commit, not return: an asynchronous save returns once the snapshot is "
             "copied, but only a committed checkpoint can be restored. With a 112 GB snapshot "
             "every 20 s and a 0.5 s copy, 7 GB/s storage commits at 36.5 s and 56.5 s, so a "
             "failure at 50 s redoes 30 s; 20 GB/s commits at 26.1 s and 46.1 s and redoes "
             "10 s. The same 1 s of foreground pause, three times the lost work.",
             "细节 ② 看提交，不看返回：异步保存在快照复制完就返回，但只有写入并提交完成的 "
             "checkpoint 才能用于恢复。112 GB 快照每 20 s 捕获一份、各复制 0.5 s：7 GB/s 的存储"
             "在 36.5 s、56.5 s 提交，第 50 s 故障要重做 30 s；换 20 GB/s，在 26.1 s、46.1 s "
             "提交，只重做 10 s。前台暂停都是 1 秒，重做量却差了三倍。")
            .shows("checkpoint.async.redo_s")
            .whatIf({{"checkpoint.snapshot_gb", "112"}})
            .quotes(30, 0, 1, "s"),
        Step("Detail ③ what it holds: weights can serve but cannot determine the next update. "
             "Save the Adam moments, step, learning-rate state, random state, the next batch's "
             "composition and the tokens left in the packer; and resume from the last trained "
             "batch, not the last prefetched one (loader at batch 108, training at 100: resuming "
             "at 109 skips eight batches).",
             "细节 ③ 存什么：只有权重能推理，但不足以确定下一次更新。还要存 Adam 的两份矩、步数、"
             "学习率状态、随机状态、下一批数据的组成，以及打包器里剩余的 token；恢复时要按已训练"
             "完的 batch 续，而不是按已预取的 batch 续（加载器派到第 108 个、训练只完成第 100 个，"
             "从第 109 个开始就跳过了八个 batch）。")
            .shows("checkpoint.resume.skipped_batches")
            .quotes(8, 0, 1, "batches"),
    };
    w.takeaway_en =
        "L(τ) = c/τ + λτ/2 + λr, τ* = √(2c/λ) ≈ 965 s for 115 GB at 7 GB/s on 1024 "
        "cards failing every 7.9 h; flat minimum, 1/√2 per doubling. Add: loss spikes "
        "join λ, recovery starts from the last commit, and a checkpoint holds far more "
        "than weights.";
    w.takeaway_zh =
        "L(τ) = c/τ + λτ/2 + λr，τ* = √(2c/λ)：115 GB、7 GB/s、1024 卡 7.9 小时中断"
        "一次 → τ* ≈ 965 s；最低点平缓，卡数或保存速度翻倍各缩短为 1/√2。补充三点："
        "尖峰并入 λ、恢复从最后一次提交开始、checkpoint 远不止权重。";
    w.practice = {"checkpoint.optimal_interval", "checkpoint.overhead"};
    return w;
}

Walkthrough selfTestPcie() {
    Walkthrough w;
    w.id = "selftest.pcie-upgrade";
    w.kind = WalkthroughKind::SelfTest;
    w.number = 5;
    w.source = "§7; 自测 5";
    w.title_en = "52.8 s against a 67.2 s budget: upgrade PCIe?";
    w.title_zh = "每步 52.8 s、预算 67.2 s：换 PCIe 值不值？";
    w.question_en =
        "A 48-card training plan has a per-step budget of 67.2 s and measures 52.8 s "
        "per step. Someone proposes upgrading PCIe to a newer interface. Do you "
        "support it? And if you want to save time on this job, where do you start?";
    w.question_zh =
        "一个 48 卡的训练方案，每步预算 67.2 s，实测每步 52.8 s。有人提议把 PCIe 换成"
        "更新的接口。你支持吗？还有，如果要在这个任务上省时间，你会先动哪里？";
    w.preset = "book-design-48.json";
    w.view = StudyView::Amdahl;
    w.steps = {
        Step("Where the budget comes from: 25 training days over 31,790 steps, less the 1.08 % "
             "checkpoint and failure overhead: t_s ≤ 25 × 86400 / (31,790 × 1.0108) ≈ 67.2 s.",
             "先看预算从哪来：25 天训练时间分给 31,790 步，再扣掉 1.08% 的保存与故障附加："
             "t_s ≤ 25 × 86400 / (31,790 × 1.0108) ≈ 67.2 s。")
            .shows("plan.step_cap_s")
            .quotes(67.2, 1, 1, "s"),
        Step("And the step: 52.2 s of per-card compute + 0.08 s of exposed communication + 0.5 s "
             "of input wait = 52.8 s, a 14.4 s margin.",
             "再看每步：单卡计算 52.2 s + 暴露通信 0.08 s + 输入等待 0.5 s = 52.8 s，余量约 "
             "14.4 s。")
            .shows("plan.step_time_s")
            .quotes(52.8, 1, 1, "s"),
        Step("A faster interface speeds up only the communication the step actually waits for: "
             "f ≈ 0.14 %. By Amdahl, T'/T = 1 − f + f/r: even halving PCIe moves the step from "
             "52.8 to 52.9 s, and an infinitely fast link saves at most 0.08 s. So for time, no.",
             "更快的接口只能加速步里真正在等的那部分通信：f ≈ 0.14%。按 Amdahl，"
             "T'/T = 1 − f + f/r —— 即使 PCIe 带宽减半，每步也只从 52.8 s 变成 52.9 s；链路"
             "无限快，最多也只省 0.08 s。所以为了时间，不支持。")
            .shows("plan.amdahl.exposed_comm")
            .quotes(52.9, 1, 1, "s"),
        Step("Bandwidth becomes the large-f item only if prefetch fails and communication is "
             "fully exposed: 52.2 + 12.0 + 0.5 ≈ 64.8 s — still inside 67.2 s. The plan survives "
             "even that.",
             "只有预取失效、通信整段暴露时，带宽才成为 f 较大的那一项：52.2 + 12.0 + 0.5 ≈ "
             "64.8 s —— 仍在 67.2 s 以内。这套方案连这种情况都扛得住。")
            .shows("plan.prefetch_broken_step_s")
            .quotes(64.8, 1, 1, "s"),
        Step("What does decide it is per-card compute efficiency: drop MFU from 40 % to 30 % and "
             "compute becomes 69.6 s, the step about 70.2 s — over the 67.2 s cap. So effort "
             "goes first into keeping MFU up (kernels, micro-batch shape, recompute policy), "
             "then into the other items on the critical path: input wait, straggler jitter "
             "(σ = 5 % costs 5.8 s per step on 48 cards) and the checkpoint and failure overhead.",
             "真正决定成败的是单卡计算效率：MFU 从 40% 降到 30%，计算变成 69.6 s，每步约 "
             "70.2 s，直接超过 67.2 s 的上限。所以要省时间，先动的是 MFU（算子、micro-batch "
             "形状、重计算策略），其次才是关键路径上的其他项：输入等待、掉队者抖动（48 卡 "
             "σ = 5% 时每步多 5.8 s）、保存与故障附加。")
            .shows("plan.step_time_s")
            .whatIf({{"cluster.mfu", "0.3"}})
            .quotes(70.2, 1, 1, "s"),
        Step("The model also tells how far efficiency may fall before the plan fails: the MFU at "
             "which the step equals the cap is about 31 %. Whether a stronger single metric is "
             "worth buying depends on how much completion time or how many cards it saves — "
             "that is Amdahl as a purchasing rule.",
             "模型还能告诉你效率最多能掉到哪里：让每步正好等于上限的 MFU 约为 31%。「更强的单项"
             "指标是否值得买，取决于它能减少多少完成时间或卡数」—— 这就是 Amdahl 在采购决策上的"
             "用法。")
            .shows("plan.required_mfu")
            .quotes(31, 0, kPercent, "%"),
    };
    w.takeaway_en =
        "Not for time: exposed communication is 0.14 % of the step, so halving PCIe "
        "adds about 0.08 s per step and a perfect link saves no more than that; even fully exposed "
        "communication (64.8 s) fits the 67.2 s cap. MFU decides: at 30 % the step is "
        "70.2 s and the plan fails.";
    w.takeaway_zh =
        "为了时间不支持：暴露通信只占每步 0.14%，PCIe 带宽减半每步只多约 0.08 s，链路再快最多省 "
        "0.08 s；即使通信整段暴露（64.8 s）也在 67.2 s 上限内。决定成败的是 MFU："
        "降到 30% 时每步 70.2 s，方案就超期了。";
    w.practice = {"plan.amdahl_bandwidth", "plan.finish_days"};
    return w;
}

Walkthrough designCase() {
    Walkthrough w;
    w.id = "example.design-32-48";
    w.kind = WalkthroughKind::WorkedExample;
    w.number = 1;
    w.source = "§7 把账合起来";
    w.title_en = "Design case: 32 or 48 cards?";
    w.title_zh = "设计案例：32 张卡还是 48 张？";
    w.question_en =
        "Qwen3-8B full-parameter training on 100 B tokens at sequence length 8,192, "
        "with a 30-day deadline of which 5 days are reserved, on RTX 4090s: 32 cards "
        "or 48?";
    w.question_zh =
        "Qwen3-8B 全参、100B token、8,192 序列长，30 天期限、预留 5 天，用 RTX 4090："
        "选 32 张卡还是 48 张？";
    w.preset = "book-design-48.json";
    w.view = StudyView::Plan;
    w.steps = {
        Step("Turn the task into steps: a global batch of 384 sequences × 8,192 tokens is about "
             "3.15 M tokens per step, so 100 B tokens take ⌈10^11 / 3,145,728⌉ = 31,790 steps.",
             "先把任务折成步数：全局 batch 384 条 × 8,192 token ≈ 315 万 token/步，100B token "
             "需要 ⌈10^11 / 3,145,728⌉ = 31,790 步。")
            .shows("plan.steps")
            .quotes(31790, 0, 1, "steps"),
        Step("The per-step budget: 30 days minus the 5 reserved leaves 25 days for 31,790 steps, "
             "about 67.9 s per step before any overhead.",
             "每步预算：30 天减去预留的 5 天，剩 25 天分给 31,790 步，约 67.9 s/步（尚未扣除"
             "附加）。")
            .shows("plan.step_budget_s")
            .quotes(67.9, 1, 1, "s"),
        Step("Capacity first: ZeRO-3 on 48 cards leaves 2.5 GiB of resident state, 12.5 GiB with "
             "activations and buffers; 32 cards give 13.8 GiB. Both fit in 22 GiB, so memory "
             "does not decide this one.",
             "先看容量：48 卡 ZeRO-3 每卡常驻 2.5 GiB，加激活与缓冲区 12.5 GiB；32 卡是 "
             "13.8 GiB。两者都放得进 22 GiB，容量不是这道题的决定因素。")
            .shows("memory.peak_bytes_per_card")
            .quotes(12.5, 1, kGiB, "GiB"),
        Step("Compute: about 1.66 × 10^17 FLOP per step at 40 % of 165.2 TFLOP/s per card is "
             "52.2 s on 48 cards and 78.3 s on 32 — the latter already over the 67.9 s budget.",
             "再看计算：每步约 1.66 × 10^17 FLOP，每卡按 165.2 TFLOP/s 的 40% 算，48 卡 52.2 s，"
             "32 卡 78.3 s —— 后者已经超过 67.9 s 的预算。")
            .shows("plan.compute_s")
            .quotes(52.2, 1, 1, "s"),
        Step("The step adds exposed communication (0.08 s) and input wait (0.5 s): 52.8 s on 48 "
             "cards, 78.9 s on 32.",
             "每步时间再加暴露通信（0.08 s）与输入等待（0.5 s）：48 卡 52.8 s，32 卡 78.9 s。")
            .shows("plan.step_time_s")
            .quotes(52.8, 1, 1, "s"),
        Step("Checkpoint and failure overhead at an 1800 s interval: 1.08 % on 48 cards against "
             "1.02 % on 32. More cards fail more often, but it costs only 0.06 percentage points "
             "— far less than the compute they save.",
             "1800 s 保存间隔下的保存与故障附加：48 卡 1.08%，32 卡 1.02%。卡多了故障也多，但"
             "只多 0.06 个百分点，远小于它们省下的计算。")
            .shows("checkpoint.overhead_fraction")
            .quotes(1.08, 2, kPercent, "%"),
        Step("Completion: T = T0 + S · t_s · (1 + L) = 5 + 19.4 × 1.0108 ≈ 24.6 days, about "
             "5.4 days inside the deadline.",
             "完成时间：T = T0 + S · t_s · (1 + L) = 5 + 19.4 × 1.0108 ≈ 24.6 天，距期限还余约 "
             "5.4 天。")
            .shows("plan.finish_days")
            .quotes(24.6, 1, 1, "days"),
        Step("With 32 cards: 5 + 29.0 × 1.0102 ≈ 34.3 days — past 30. Decision: 48 cards. The "
             "main value of more cards is less work per card; the extra failures offset only a "
             "sliver of it.",
             "换成 32 卡：5 + 29.0 × 1.0102 ≈ 34.3 天，超过 30 天期限。结论：选 48 卡。增加卡数"
             "的主要价值是减少每卡承担的工作，额外的故障成本只抵消很小一部分收益。")
            .shows("plan.finish_days")
            .whatIf({{"cluster.cards", "32"}})
            .quotes(34.3, 1, 1, "days"),
    };
    w.takeaway_en =
        "T = T0 + ⌈D/b⌉ · t_s · (1 + L): 48 cards finish in 24.6 days (52.8 s steps, "
        "L = 1.08 %), 32 cards in 34.3 days. Both fit in memory; the deadline decides, "
        "and the extra failure cost of more cards is only 0.06 points.";
    w.takeaway_zh =
        "T = T0 + ⌈D/b⌉ · t_s · (1 + L)：48 卡 24.6 天（每步 52.8 s、L = 1.08%），"
        "32 卡 34.3 天。两者容量都够，决定因素是期限；多出的卡带来的故障成本只有 0.06 "
        "个百分点。";
    w.practice = {"plan.finish_days"};
    return w;
}

Walkthrough sixNd() {
    Walkthrough w;
    w.id = "example.six-nd-1t";
    w.kind = WalkthroughKind::WorkedExample;
    w.number = 2;
    w.source = "§7 最后一道外推";
    w.title_en = "6ND: 1 T parameters on 16,384 cards in 90 days?";
    w.title_zh = "6ND 外推：16,384 张卡能在 90 天内训完 1T 吗？";
    w.question_en =
        "A dense 1 T-parameter model on 20 T tokens, a 90-day deadline, 16,384 "
        "cards: how many days do A100, H100 and B200 need at 40 % MFU, and what are "
        "10 points of MFU worth?";
    w.question_zh =
        "稠密 1T 参数模型、20T token、90 天期限、16,384 张卡：A100、H100、B200 在 "
        "40% MFU 下各要多少天？MFU 差 10 个百分点意味着什么？";
    w.preset = "six-nd-1t.json";
    w.view = StudyView::Plan;
    w.steps = {
        Step("For a dense model a rough count is F = 6ND: 6 × 10^12 × 2 × 10^13 = "
             "1.2 × 10^26 FLOP.",
             "稠密模型粗略算量 F = 6ND：6 × 10^12 × 2 × 10^13 = 1.2 × 10^26 FLOP。")
            .shows("compute.task_flops")
            .quotes(1.2, 1, 1e26, "× 10^26 FLOP"),
        Step("Time on p cards is T = F / (p · P · η). On 16,384 B200 (2,250 TFLOP/s dense BF16) "
             "at 40 % that is about 94 days; the same number of A100 or H100 would need about "
             "679 and 214 days. All three miss 90 days — even B200, by about 4.",
             "p 张卡的时间 T = F/(p · P · η)。16,384 张 B200（稠密 BF16 2,250 TFLOP/s）按 40% 算"
             "约 94 天；同样张数的 A100、H100 分别约 679 天、214 天。三者都超期，B200 也超约 "
             "4 天。")
            .shows("plan.train_days")
            .quotes(94, 0, 1, "days"),
        Step("Invert it for the cards a deadline needs: p ≥ ⌈6ND / (P · η · T)⌉ = 17,147 B200 at "
             "40 % for 90 days.",
             "反过来求期限需要的卡数：p ≥ ⌈6ND/(P · η · T)⌉，B200 在 40% MFU、90 天下需要 "
             "17,147 张。")
            .shows("compute.min_cards_compute")
            .quotes(17147, 0, 1, "cards"),
        Step("At 50 % MFU the same 16,384 B200 need about 75 days, leaving 15 days for stops and "
             "recovery. Ten points of MFU decide whether 1 T fits in 90 days.",
             "MFU 达到 50% 时，同样 16,384 张 B200 约需 75 天，余下 15 天可分配给停顿与恢复。"
             "MFU 差 10 个百分点，就决定了 16,384 张 B200 能否在 90 天内训完 1T。")
            .shows("plan.train_days")
            .whatIf({{"cluster.mfu", "0.5"}})
            .quotes(75, 0, 1, "days"),
        Step("Mind the scaling: with data fixed, 5 × the parameters is 5 × the compute; if data "
             "grows with the model (D = 20N), F = 120N² and 5 × the parameters is 25 × the "
             "compute. The answer to a scale question depends on model and data together.",
             "注意固定数据量时的尺度：参数量增至五倍 → 计算量增至五倍；若同时取 D = 20N，则 "
             "F = 120N²，参数量增至五倍，计算量增至 25 倍。规模问题的答案由模型和数据共同决定。"),
    };
    w.takeaway_en =
        "F = 6ND = 1.2 × 10^26 FLOP; 16,384 B200 at 40 % need about 94 days (17,147 "
        "cards for 90), at 50 % about 75. MFU, not the GPU list price, decides the "
        "deadline.";
    w.takeaway_zh =
        "F = 6ND = 1.2 × 10^26 FLOP；16,384 张 B200 在 40% MFU 下约 94 天（90 天需要 "
        "17,147 张），50% 时约 75 天。决定能否按期的是 MFU。";
    w.practice = {"plan.six_nd_days", "plan.six_nd_cards"};
    return w;
}

std::vector<Walkthrough> build() {
    return {trainingMemory(),
            zeroStages(),
            outOfMemory(),
            pipelineBubble(),
            communication(),
            checkpointInterval(),
            straggler(),
            rlSlow(),
            selfTest80g(),
            selfTestShort(),
            selfTestZeroBubble(),
            selfTestCheckpoint(),
            selfTestPcie(),
            designCase(),
            sixNd()};
}

}  // namespace

const std::vector<Walkthrough>& walkthroughs() {
    static const std::vector<Walkthrough> all = build();
    return all;
}

}  // namespace stepbudget
