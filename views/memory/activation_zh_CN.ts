<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the activation topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>Derivation</name>
    <message>
        <source>Activations on the first pipeline stage</source>
        <translation>第一流水阶段的激活</translation>
    </message>
    <message>
        <source>Activations on the last pipeline stage</source>
        <translation>最后流水阶段的激活</translation>
    </message>
    <message>
        <source>Selective recompute: extra FLOPs share</source>
        <translation>选择性重计算：额外 FLOPs 占比</translation>
    </message>
    <message>
        <source>Activations per layer (Korthikanti), recompute none</source>
        <translation>每层激活（Korthikanti），不重计算</translation>
    </message>
    <message>
        <source>Activations per layer (Korthikanti), recompute selective</source>
        <translation>每层激活（Korthikanti），选择性重计算</translation>
    </message>
    <message>
        <source>Activations per layer (Korthikanti), recompute full</source>
        <translation>每层激活（Korthikanti），完全重计算</translation>
    </message>
    <message>
        <source>Activation memory per card (architecture)</source>
        <translation>每卡激活显存（按模型结构）</translation>
    </message>
    <message>
        <source>Stored activation: %1</source>
        <translation>保存的激活：%1</translation>
    </message>
    <message>
        <source>Busiest stage&apos;s activations, recompute %1</source>
        <translation>最忙阶段的激活，重计算 %1</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>Peak uses</source>
        <translation>峰值采用</translation>
    </message>
    <message>
        <source>Bytes per stored activation</source>
        <translation>每个保存激活的字节数</translation>
    </message>
    <message>
        <source>Count dropout masks</source>
        <translation>计入 dropout 掩码</translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Full-recompute checkpoint sharded over t</source>
        <translation>完全重计算的检查点按 t 分片</translation>
    </message>
    <message>
        <source>Interleaved chunks v</source>
        <translation>交错分块数 v</translation>
    </message>
    <message>
        <source>Rebuild example: tokens per micro-batch</source>
        <translation>重建算例：每 micro-batch token 数</translation>
    </message>
    <message>
        <source>Rebuild example: bytes per value</source>
        <translation>重建算例：每值字节数</translation>
    </message>
    <message>
        <source>Activations tab shows</source>
        <translation>激活页显示</translation>
    </message>
</context>
<context>
    <name>stepbudget::ActivationView</name>
    <message>
        <source>Attention norm input</source>
        <translation>注意力 norm 输入</translation>
    </message>
    <message>
        <source>Q/K/V input</source>
        <translation>Q/K/V 投影输入</translation>
    </message>
    <message>
        <source>MLA query latent</source>
        <translation>MLA 查询潜变量</translation>
    </message>
    <message>
        <source>MLA KV latent + rotary key</source>
        <translation>MLA KV 潜变量 + 旋转位置键</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询（Q）</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Softmax log-sum-exp</source>
        <translation>Softmax log-sum-exp</translation>
    </message>
    <message>
        <source>Softmax output</source>
        <translation>Softmax 输出</translation>
    </message>
    <message>
        <source>Softmax dropout mask</source>
        <translation>Softmax dropout 掩码</translation>
    </message>
    <message>
        <source>Dropout output</source>
        <translation>Dropout 输出</translation>
    </message>
    <message>
        <source>Out projection input</source>
        <translation>输出投影输入</translation>
    </message>
    <message>
        <source>Attention dropout mask</source>
        <translation>注意力 dropout 掩码</translation>
    </message>
    <message>
        <source>FFN norm input</source>
        <translation>FFN norm 输入</translation>
    </message>
    <message>
        <source>FFN input</source>
        <translation>FFN 输入</translation>
    </message>
    <message>
        <source>Gate output</source>
        <translation>Gate 输出</translation>
    </message>
    <message>
        <source>Up output</source>
        <translation>Up 输出</translation>
    </message>
    <message>
        <source>Down input (gate × up)</source>
        <translation>Down 输入（gate × up）</translation>
    </message>
    <message>
        <source>GeLU input</source>
        <translation>GeLU 输入</translation>
    </message>
    <message>
        <source>Router probabilities</source>
        <translation>路由概率</translation>
    </message>
    <message>
        <source>Expert inputs (k copies)</source>
        <translation>专家输入（k 份）</translation>
    </message>
    <message>
        <source>Expert gate outputs</source>
        <translation>专家 gate 输出</translation>
    </message>
    <message>
        <source>Expert up outputs</source>
        <translation>专家 up 输出</translation>
    </message>
    <message>
        <source>Expert down inputs</source>
        <translation>专家 down 输入</translation>
    </message>
    <message>
        <source>Shared-expert down inputs</source>
        <translation>共享专家 down 输入</translation>
    </message>
    <message>
        <source>Expert GeLU inputs</source>
        <translation>专家 GeLU 输入</translation>
    </message>
    <message>
        <source>FFN dropout mask</source>
        <translation>FFN dropout 掩码</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 B values; dropout masks %2; %3; sequence parallel %4; full-recompute checkpoint %5; selective recompute modules: %6; t = %7, p = %8, v = %9</source>
        <translation>数值 %1 B；dropout 掩码%2；%3；序列并行%4；完全重计算的检查点%5；选择性重计算模块：%6；t = %7，p = %8，v = %9</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>计入</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>不计入</translation>
    </message>
    <message>
        <source>flash attention (no s x s scores)</source>
        <translation>flash attention（不存 s×s 分数）</translation>
    </message>
    <message>
        <source>scores stored</source>
        <translation>保存注意力分数</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>sharded over t</source>
        <translation>按 t 分片</translation>
    </message>
    <message>
        <source>replicated over t</source>
        <translation>在 t 上复制</translation>
    </message>
    <message>
        <source>One layer&apos;s stored activations, per micro-batch</source>
        <translation>一层保存的激活（每个 micro-batch）</translation>
    </message>
    <message>
        <source>Kept by selective</source>
        <translation>选择性重计算保留</translation>
    </message>
    <message>
        <source>Recomputed by selective</source>
        <translation>选择性重计算重建</translation>
    </message>
    <message>
        <source>MiB per layer and micro-batch</source>
        <translation>每层每 micro-batch 的 MiB</translation>
    </message>
    <message>
        <source>Busiest stage&apos;s activations by recompute mode</source>
        <translation>最忙阶段的激活：按重计算方式</translation>
    </message>
    <message>
        <source>Per card</source>
        <translation>每卡</translation>
    </message>
    <message>
        <source>Mode in force</source>
        <translation>当前方式</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Full, %1 of %2 layers</source>
        <translation>完全，%2 层中 %1 层</translation>
    </message>
    <message>
        <source>GiB per card</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <source>Declared budget</source>
        <translation>声明的预算</translation>
    </message>
    <message>
        <source>A: per mode</source>
        <translation>A：各方式</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;%2 GiB</source>
        <translation>%1&lt;br&gt;%2 GiB</translation>
    </message>
    <message>
        <source>&lt;br&gt;+%1 % FLOPs</source>
        <translation>&lt;br&gt;FLOPs +%1 %</translation>
    </message>
    <message>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Per layer and micro-batch (s b = %1 tokens, t = %2): %3 = %4 s b h with %5 (%6).</source>
        <translation>每层每个 micro-batch（s b = %1 token，t = %2）：%5时为 %3 = %4 s b h（%6）。</translation>
    </message>
    <message>
        <source>The first stage holds %1 layers × %2 micro-batches × %3 (interleaving).</source>
        <translation>第一阶段保存 %1 层 × %2 个 micro-batch × %3（交错）。</translation>
    </message>
    <message>
        <source>The first stage holds %1 layers × %2 micro-batches.</source>
        <translation>第一阶段保存 %1 层 × %2 个 micro-batch。</translation>
    </message>
    <message>
        <source>First stage %1 GiB, last stage %2 GiB (output layer and FP32 logits): peak %3 GiB per card.</source>
        <translation>第一阶段 %1 GiB，最后阶段 %2 GiB（输出层与 FP32 logits）：每卡峰值 %3 GiB。</translation>
    </message>
    <message>
        <source>The memory peak uses the schedule&apos;s simulated peak instead: %1 GiB on stage %2 of %3 (%4 as simulated, the Memory tab&apos;s figure); this closed form counts 1F1B&apos;s micro-batches in flight.</source>
        <translation>显存峰值改用流水线调度的模拟峰值：第 %2 段（共 %3 段）%1 GiB（按 %4 模拟，即显存页的数值）；此闭式估算按 1F1B 的在途微批次计算。</translation>
    </message>
    <message>
        <source>The memory peak uses this estimate.</source>
        <translation>显存峰值采用这一估算。</translation>
    </message>
    <message>
        <source>The memory peak uses the declared budget of %1 GiB (set activations.source to architecture to use this estimate).</source>
        <translation>显存峰值采用声明的 %1 GiB 预算（把 activations.source 设为 architecture 即改用这一估算）。</translation>
    </message>
    <message>
        <source>In force: %1.</source>
        <translation>当前约定：%1。</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>The memory peak uses your plan, not this example.</source>
        <translation>内存峰值使用你的方案，而不是这个示例。</translation>
    </message>
    <message>
        <source>Selective rebuild (§4): of %1 of saved GEMM inputs per layer, %2 are rebuildable (h = a ⊙ u, %3, and two normalised outputs); a %4-layer stage keeps %5 instead of %6, and %7 micro-batches waiting for backward save %8.</source>
        <translation>选择性重建（§4）：每层保存的 GEMM 输入 %1 中有 %2 可重建（h = a ⊙ u 占 %3，外加两个归一化输出）；%4 层的一个阶段只需保留 %5 而不是 %6，%7 个等待反向的微批次共省 %8。</translation>
    </message>
    <message>
        <source>Your plan types its activations (%1 GiB per card, parallel.extra_memory_gib): these bars are the architecture's estimate, not your plan's memory.</source>
        <translation>你的方案直接输入激活显存（每卡 %1 GiB，parallel.extra_memory_gib）：这些柱子是按结构的估算，不是你方案的显存。</translation>
    </message>
    <message>
        <source>Use the architecture</source>
        <translation>改用结构估算</translation>
    </message>
    <message>
        <source>Architecture estimate, not used by the plan: first stage %1 GiB, last stage %2 GiB (output layer and FP32 logits), peak %3 GiB per card.</source>
        <translation>结构估算（方案未采用）：第一阶段 %1 GiB，最后阶段 %2 GiB（输出层与 FP32 logits），每卡峰值 %3 GiB。</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>Where the peak&apos;s activation term comes from: the declared budget or the architecture estimate (Korthikanti et al. 2022).</source>
        <translation>峰值中激活项的来源：申报的预算，或按架构估算（Korthikanti 等，2022）。</translation>
    </message>
    <message>
        <source>Bytes per stored activation value (2 for 16-bit).</source>
        <translation>每个保存的激活值的字节数（16 位为 2）。</translation>
    </message>
    <message>
        <source>Count the 1-byte dropout masks, as Korthikanti&apos;s Table 2 does.</source>
        <translation>计入 1 字节的 dropout 掩码，与 Korthikanti 表 2 一致。</translation>
    </message>
    <message>
        <source>Flash attention never stores the attention scores, removing the 5as/h term.</source>
        <translation>Flash attention 不保存注意力分数，去掉 5as/h 项。</translation>
    </message>
    <message>
        <source>Sequence parallelism shards norms, dropout and residuals over the TP cards too.</source>
        <translation>序列并行把归一化、dropout 和残差也切分到张量并行的卡上。</translation>
    </message>
    <message>
        <source>Full recompute keeps its saved layer input sharded over t (2sbh/t instead of 2sbh).</source>
        <translation>完全重计算时保存的层输入也按 t 切分（2sbh/t 而非 2sbh）。</translation>
    </message>
    <message>
        <source>Interleaved pipeline chunks v, which raise the first stage&apos;s in-flight activations.</source>
        <translation>交错流水线的模型块数 v，会增加第一阶段在途的激活。</translation>
    </message>
    <message>
        <source>Tokens of one micro-batch in the selective-recompute example.</source>
        <translation>选择性重计算算例中一个微批的 token 数。</translation>
    </message>
    <message>
        <source>Bytes per saved value in the selective-recompute example (4 for FP32).</source>
        <translation>选择性重计算算例中每个保存值的字节数（FP32 为 4）。</translation>
    </message>
    <message>
        <source>Whether the Activations tab uses the plan (its sequence, micro-batch, TP, PP and recompute) or the book&apos;s common case (one 128-token FP32 micro-batch, 4 stages of 9 layers, 8 micro-batches). The memory peak always uses the plan.</source>
        <translation>激活页使用方案（其序列长度、微批次、TP、PP 与重计算），还是书中的通用示例（每个微批次一条 128 token 的 FP32 序列，4 个阶段各 9 层，8 个微批次）。内存峰值始终使用方案。</translation>
    </message>
</context>
</TS>
