<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Choice</name>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="22"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="22"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="23"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="23"/>
        <source>fill-drain</source>
        <translation>填满排空</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="24"/>
        <source>1f1b</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="24"/>
        <source>interleaved</source>
        <translation>交错式 1F1B</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="25"/>
        <source>zb-h1</source>
        <translation>零气泡 ZB-H1</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="25"/>
        <source>zb-h2</source>
        <translation>零气泡 ZB-H2</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="26"/>
        <source>dualpipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="26"/>
        <source>exact</source>
        <translation>精确（逐序列）</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="27"/>
        <source>6nd</source>
        <translation>6ND 估算</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../../app/gui/controller.cpp" line="41"/>
        <source>Set %1 to %2</source>
        <translation>把%1设为 %2</translation>
    </message>
    <message>
        <location filename="../../app/gui/controller.cpp" line="144"/>
        <source>Swap A and B</source>
        <translation>交换 A 与 B</translation>
    </message>
    <message>
        <location filename="../../app/gui/controller.cpp" line="236"/>
        <source>Cancel simulation</source>
        <translation>取消模拟</translation>
    </message>
</context>
<context>
    <name>EvaluationProgress</name>
    <message>
        <location filename="../../app/gui/evaluation_progress.cpp" line="16"/>
        <source>Simulating the pipeline…</source>
        <translation>正在模拟流水线…</translation>
    </message>
    <message>
        <location filename="../../app/gui/evaluation_progress.cpp" line="25"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/gui/evaluation_progress.cpp" line="26"/>
        <source>Stop the simulation and return to the inputs of the results shown</source>
        <translation>停止模拟，回到当前所示结果对应的输入</translation>
    </message>
</context>
<context>
    <name>Derivation</name>
    <message>
        <source>FP8: linear-layer share of the FLOPs</source>
        <translation>FP8：线性层在 FLOPs 中的占比</translation>
    </message>
    <message>
        <source>FP8: compute time against BF16 (typed)</source>
        <translation>FP8：相对 BF16 的计算时间（手填 MFU）</translation>
    </message>
    <message>
        <source>FP8 linear-GEMM rate the time model uses</source>
        <translation>时间模型使用的 FP8 线性层 GEMM 速率</translation>
    </message>
    <message>
        <source>FP8 casts per layer (F + B)</source>
        <translation>每层 FP8 类型转换（前向 + 反向）</translation>
    </message>
    <message>
        <source>Achieved MFU (FP8 peak)</source>
        <translation>达成的 MFU（按 FP8 峰值）</translation>
    </message>
    <message>
        <source>FP8 weight copy per card</source>
        <translation>每卡 FP8 权重副本</translation>
    </message>
    <message>
        <source>FP8 weight copy per card at this ZeRO stage</source>
        <translation>该 ZeRO 阶段下每卡的 FP8 权重副本</translation>
    </message>
    <message>
        <source>FP8 casts</source>
        <translation>FP8 类型转换</translation>
    </message>
    <message>
        <source>FP8 linear layers (gain)</source>
        <translation>FP8 线性层（收益）</translation>
    </message>
    <message>
        <source>Activations: heaviest stage, simulated</source>
        <translation>激活：最重的流水线阶段（模拟）</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Achievable matmul throughput</source>
        <translation>可达矩阵乘吞吐</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Shape penalty</source>
        <translation>形状损失</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Memory-bound operations</source>
        <translation>访存受限算子</translation>
    </message>
    <message>
        <source>Compute below peak (typed efficiency)</source>
        <translation>计算低于峰值（键入的计算效率）</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Exposed TP communication</source>
        <translation>暴露的 TP 通信</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Exposed DP communication</source>
        <translation>暴露的 DP 通信</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Input wait</source>
        <translation>输入等待</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Stragglers</source>
        <translation>慢节点</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Failures and checkpoints</source>
        <translation>故障与检查点</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>MFU after every loss</source>
        <translation>扣除全部损失后的 MFU</translation>
    </message>
    <message>
        <source>Predicted compute efficiency</source>
        <translation>预测的计算效率</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Optimizer step</source>
        <translation>优化器步</translation>
    </message>
    <message>
        <source>Completion time at this card count</source>
        <translation>该卡数下的完成时间</translation>
    </message>
    <message>
        <source>Activations and buffers per card</source>
        <translation>每卡的激活与缓冲</translation>
    </message>
    <message>
        <source>Adam second moment v per card at this ZeRO stage</source>
        <translation>该 ZeRO 阶段每卡的 Adam 二阶矩 v</translation>
    </message>
    <message>
        <source>Adam first moment m per card at this ZeRO stage</source>
        <translation>该 ZeRO 阶段每卡的 Adam 一阶矩 m</translation>
    </message>
    <message>
        <source>FP32 master weights per card at this ZeRO stage</source>
        <translation>该 ZeRO 阶段每卡的 FP32 主权重</translation>
    </message>
    <message>
        <source>Gradients per card at this ZeRO stage</source>
        <translation>该 ZeRO 阶段每卡的梯度</translation>
    </message>
    <message>
        <source>Weights per card at this ZeRO stage</source>
        <translation>该 ZeRO 阶段每卡的权重</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="35"/>
        <source>Checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="38"/>
        <source>Save time c</source>
        <translation>保存耗时 c</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="40"/>
        <source>Interruption rate lambda</source>
        <translation>中断率 λ</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="48"/>
        <source>Optimal interval tau*</source>
        <translation>最优保存间隔 τ*</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="51"/>
        <source>Checkpoint + failure overhead L</source>
        <translation>保存与故障附加比例 L</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="69"/>
        <source>One ZeRO-3 collective per card</source>
        <translation>每卡一次 ZeRO-3 集合通信量</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="72"/>
        <source>ZeRO-3 traffic per step per card</source>
        <translation>每卡每步 ZeRO-3 通信量</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="76"/>
        <source>Exposed: first gather + last reduce-scatter</source>
        <translation>暴露部分：首次 AllGather + 末次 ReduceScatter</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="82"/>
        <source>Data-parallel traffic per step per card</source>
        <translation>每卡每步数据并行通信量</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="86"/>
        <source>Link time per step</source>
        <translation>每步链路时间</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="89"/>
        <source>Link time per micro-batch vs its compute</source>
        <translation>每个 micro-batch 的链路时间与计算时间</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="94"/>
        <source>Exposed communication per step</source>
        <translation>每步暴露的通信</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="94"/>
        <source>Matrix weights</source>
        <translation>矩阵权重参数</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="100"/>
        <source>FLOPs of one sequence</source>
        <translation>单条序列的 FLOPs</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="107"/>
        <source>Task FLOPs</source>
        <translation>任务总 FLOPs</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="113"/>
        <source>Task FLOPs (6ND)</source>
        <translation>任务总 FLOPs（6ND）</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="117"/>
        <source>Steps</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="120"/>
        <source>FLOPs per step</source>
        <translation>每步 FLOPs</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="123"/>
        <source>Per-card compute per step</source>
        <translation>每步单卡计算时间</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="127"/>
        <source>Micro-batches per card per step</source>
        <translation>每卡每步 micro-batch 数</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="132"/>
        <source>Required throughput (training days)</source>
        <translation>所需吞吐（训练天数内）</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="137"/>
        <source>Throughput per card</source>
        <translation>单卡吞吐</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="140"/>
        <source>Device lower bound (compute)</source>
        <translation>设备下界（计算）</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="145"/>
        <source>Device lower bound (capacity)</source>
        <translation>设备下界（容量）</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="81"/>
        <source>Resident state per parameter</source>
        <translation>每参数常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="86"/>
        <source>Unsharded resident state</source>
        <translation>未分片的常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="88"/>
        <source>FP8 operand copy of the weights</source>
        <translation>FP8 权重操作数副本</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="91"/>
        <source>ZeRO-0 resident state per card</source>
        <translation>ZeRO-0 每卡常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="92"/>
        <source>ZeRO-1 resident state per card</source>
        <translation>ZeRO-1 每卡常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="93"/>
        <source>ZeRO-2 resident state per card</source>
        <translation>ZeRO-2 每卡常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="94"/>
        <source>ZeRO-3 resident state per card</source>
        <translation>ZeRO-3 每卡常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="124"/>
        <source>Peak memory per card</source>
        <translation>每卡显存峰值</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="129"/>
        <source>Memory margin per card</source>
        <translation>每卡显存余量</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="133"/>
        <source>Fewest cards that fit (this ZeRO stage)</source>
        <translation>装得下的最少卡数（当前 ZeRO 阶段）</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="196"/>
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="200"/>
        <source>Per-step budget</source>
        <translation>每步预算</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="204"/>
        <source>Per-step cap with overhead</source>
        <translation>含附加成本的每步上限</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="207"/>
        <source>Margin per step</source>
        <translation>每步余量</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="209"/>
        <source>Base training days</source>
        <translation>基础训练天数</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="212"/>
        <source>Completion time</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <source>Compute efficiency needed to meet the deadline</source>
        <translation>按期完成所需的计算效率</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="224"/>
        <source>Room for communication wait</source>
        <translation>可容纳的通信等待</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="227"/>
        <source>Step if no communication overlaps</source>
        <translation>通信完全不重叠时的每步时间</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="233"/>
        <source>Amdahl: compute twice as slow</source>
        <translation>Amdahl：计算慢一倍</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="234"/>
        <source>Amdahl: communication bandwidth halved</source>
        <translation>Amdahl：通信带宽减半</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="235"/>
        <source>Amdahl: input twice as slow</source>
        <translation>Amdahl：输入慢一倍</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="244"/>
        <source>Cards that meet the deadline</source>
        <translation>按期完成所需卡数</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="126"/>
        <source>RL effective rate</source>
        <translation>RL 有效速率</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="130"/>
        <source>Async break-even keep ratio</source>
        <translation>异步盈亏平衡保留比例</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="141"/>
        <source>Shared card memory</source>
        <translation>共享卡显存</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="144"/>
        <source>Hand-off: restore weights and KV first</source>
        <translation>切换：先恢复权重与 KV</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="150"/>
        <source>Hand-off: weights, release, then KV</source>
        <translation>切换：先载权重、释放，再分配 KV</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="155"/>
        <source>Weight sync per receiver</source>
        <translation>每个接收方的权重同步量</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="160"/>
        <source>Ratio with a recomputed behaviour log-prob</source>
        <translation>误用重算 logprob 时的概率比</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="164"/>
        <source>Routing-replay record (uint16 ids)</source>
        <translation>路由重放记录（uint16 ID）</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="168"/>
        <source>KV cache of one sequence</source>
        <translation>单条序列的 KV 缓存</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="173"/>
        <source>A trajectory survives its generation</source>
        <translation>轨迹在生成期间不被中断的概率</translation>
    </message>
    <message>
        <location filename="../../model/async_checkpoint.cpp" line="84"/>
        <source>Background upload per snapshot</source>
        <translation>每份快照的后台上传</translation>
    </message>
    <message>
        <location filename="../../model/async_checkpoint.cpp" line="87"/>
        <source>Write rate the cadence demands</source>
        <translation>保存节奏所需写入速率</translation>
    </message>
    <message>
        <location filename="../../model/async_checkpoint.cpp" line="91"/>
        <source>Upload path utilisation</source>
        <translation>上传路径利用率</translation>
    </message>
    <message>
        <location filename="../../model/async_checkpoint.cpp" line="105"/>
        <source>Training paused by captures</source>
        <translation>捕获造成的训练停顿</translation>
    </message>
    <message>
        <location filename="../../model/catalog.cpp" line="318"/>
        <source>Parameters from the shape</source>
        <translation>由结构计算的参数量</translation>
    </message>
    <message>
        <location filename="../../model/catalog.cpp" line="327"/>
        <source>Parameters active per token</source>
        <translation>每 token 激活参数量</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint_content.cpp" line="62"/>
        <source>Checkpoint payload</source>
        <translation>检查点内容大小</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint_content.cpp" line="64"/>
        <source>Resume at batch</source>
        <translation>从该 batch 恢复</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint_content.cpp" line="68"/>
        <source>Batches skipped by a naive resume</source>
        <translation>直接恢复会跳过的 batch</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint_content.cpp" line="73"/>
        <source>New tokens for the next packed sequence</source>
        <translation>下一条打包序列需要的新 token</translation>
    </message>
    <message>
        <location filename="../../model/input_pipeline.cpp" line="34"/>
        <source>Sequences per second for the deadline</source>
        <translation>按期所需的每秒序列数</translation>
    </message>
    <message>
        <location filename="../../model/input_pipeline.cpp" line="42"/>
        <source>Sequences per second the cards consume</source>
        <translation>卡每秒消耗的序列数</translation>
    </message>
    <message>
        <location filename="../../model/input_pipeline.cpp" line="47"/>
        <source>Sequences per second the workers prepare</source>
        <translation>worker 每秒准备的序列数</translation>
    </message>
    <message>
        <location filename="../../model/input_pipeline.cpp" line="51"/>
        <source>Workers that keep the cards fed</source>
        <translation>喂饱卡所需的 worker 数</translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="122"/>
        <source>tau* without loss spikes</source>
        <translation>不含损失尖峰的 τ*</translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="126"/>
        <source>Daly&apos;s higher-order interval</source>
        <translation>Daly 高阶最优间隔</translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="133"/>
        <source>Poisson retry optimum</source>
        <translation>泊松重试模型最优间隔</translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="137"/>
        <source>Poisson retry overhead</source>
        <translation>泊松重试模型附加比例</translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="142"/>
        <source>Overhead from loss spikes</source>
        <translation>损失尖峰带来的附加比例</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="34"/>
        <source>Ideal pipeline step (no transfers, no update)</source>
        <translation>理想流水线每步（无传输、无更新）</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="38"/>
        <source>Ideal pipeline utilisation</source>
        <translation>理想流水线利用率</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="41"/>
        <source>Bubble fraction (fill-drain, 1F1B)</source>
        <translation>气泡比例（填满排空、1F1B）</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="43"/>
        <source>Fill-drain bubble</source>
        <translation>填满排空的气泡</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="45"/>
        <source>1F1B bubble</source>
        <translation>1F1B 气泡</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="48"/>
        <source>Interleaved bubble fraction</source>
        <translation>交错式气泡比例</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="51"/>
        <source>Interleaved bubble</source>
        <translation>交错式气泡</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="55"/>
        <source>ZB-H1 bubble</source>
        <translation>ZB-H1 气泡</translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="58"/>
        <source>ZB-H2 bubble</source>
        <translation>ZB-H2 气泡</translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="53"/>
        <source>Multiplications to rebuild h</source>
        <translation>重建 h 所需乘法次数</translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="55"/>
        <source>Rebuilt per layer</source>
        <translation>每层重建量</translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="59"/>
        <source>Saved GEMM inputs per layer</source>
        <translation>每层保存的 GEMM 输入</translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="64"/>
        <source>Saved per pipeline stage</source>
        <translation>每个流水阶段省下的</translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="69"/>
        <source>Saved GEMM inputs per stage after rebuild</source>
        <translation>重建后每阶段保存的 GEMM 输入</translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="73"/>
        <source>Saved while micro-batches wait for backward</source>
        <translation>micro-batch 等待反向时省下的</translation>
    </message>
    <message>
        <location filename="../../model/reshard.cpp" line="95"/>
        <source>All checkpoint state of this matrix</source>
        <translation>该矩阵的全部检查点状态</translation>
    </message>
    <message>
        <location filename="../../model/sharding.cpp" line="56"/>
        <source>FSDP2 2 -&gt; 4 processes: state halves, peak does not</source>
        <translation>FSDP2 2 → 4 进程：常驻减半，峰值不减半</translation>
    </message>
    <message>
        <location filename="../../model/sharding.cpp" line="63"/>
        <source>This plan with twice the shards</source>
        <translation>本方案分片数翻倍时</translation>
    </message>
    <message>
        <location filename="../../model/memory/memory.cpp" line="132"/>
        <source>Resident bytes per parameter per card (%1, ZeRO-%2)</source>
        <translation>每卡每参数常驻字节（%1，ZeRO-%2）</translation>
    </message>
    <message>
        <location filename="../../model/rl/rl.cpp" line="139"/>
        <source>Async vs sync effective throughput</source>
        <translation>异步与同步的有效吞吐之比</translation>
    </message>
    <message>
        <location filename="../../model/pipeline/pipeline_formulas.cpp" line="71"/>
        <source>DualPipe bubble</source>
        <translation>DualPipe 气泡</translation>
    </message>
    <message>
        <location filename="../../model/pipeline/pipeline.cpp" line="209"/>
        <source>Idle per GPU (GPU 0, %1)</source>
        <translation>单卡空闲时间（GPU 0，%1）</translation>
    </message>
    <message>
        <location filename="../../model/pipeline/pipeline.cpp" line="214"/>
        <source>Pipeline step (%1)</source>
        <translation>流水线每步时间（%1）</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint/checkpoint_content.cpp" line="59"/>
        <source>Checkpoint payload per parameter</source>
        <translation>每参数检查点内容大小</translation>
    </message>
    <message>
        <location filename="../../model/base/derivation.h" line="20"/>
        <source>Gate weight %1</source>
        <translation>门控投影权重 %1</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint/reshard.cpp" line="91"/>
        <source>Old shard (TP %1)</source>
        <translation>原分片（TP %1）</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint/reshard.cpp" line="97"/>
        <source>New shard (TP %1)</source>
        <translation>新分片（TP %1）</translation>
    </message>
    <message>
        <location filename="../../model/step/input_pipeline.cpp" line="40"/>
        <source>Token-id bandwidth</source>
        <translation>token ID 带宽</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint/async_checkpoint.cpp" line="106"/>
        <source>Snapshot %1 durable at</source>
        <translation>快照 %1 写完（持久化）的时刻</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint/async_checkpoint.cpp" line="118"/>
        <source>Work redone after the failure</source>
        <translation>故障后需重做的工作</translation>
    </message>
    <message>
        <location filename="../../model/memory/recompute.cpp" line="51"/>
        <source>Rebuildable FFN product h = a (.) u</source>
        <translation>可重建的 FFN 乘积 h = a ⊙ u</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>One layer forward (predicted, per shard)</source>
        <translation>单层前向（预测，每个分片）</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>One layer input gradients (predicted)</source>
        <translation>单层输入梯度（预测）</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>One layer weight gradients (predicted)</source>
        <translation>单层权重梯度（预测）</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>One layer recompute (predicted)</source>
        <translation>单层重计算（预测）</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>One layer exposed TP communication</source>
        <translation>单层暴露的张量并行通信</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>Matmul rate the time model uses</source>
        <translation>时间模型采用的矩阵乘速率</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>Attention-core rate the time model uses</source>
        <translation>时间模型采用的注意力核心速率</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>Share of the matmul rate the layer&apos;s GEMMs keep</source>
        <translation>该层 GEMM 保留的矩阵乘速率比例</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>Embedding on the first stage</source>
        <translation>首个流水线阶段的嵌入层</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>LM head and loss on the last stage</source>
        <translation>末个流水线阶段的输出头与损失</translation>
    </message>
    <message>
        <location filename="../../model/step/layout.cpp" line="107"/>
        <source>Data-parallel degree</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <location filename="../../model/step/layout.cpp" line="111"/>
        <source>Micro-batches per pipeline per step</source>
        <translation>每条流水线每步的 micro-batch 数</translation>
    </message>
    <message>
        <location filename="../../model/step/layout.cpp" line="117"/>
        <source>Forward of the paced stage</source>
        <translation>最慢流水阶段的前向时间</translation>
    </message>
    <message>
        <location filename="../../model/step/layout.cpp" line="124"/>
        <source>Backward of the paced stage</source>
        <translation>最慢流水阶段的反向时间</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="90"/>
        <source>Compute part of the step (one stage)</source>
        <translation>每步的计算部分（单个阶段）</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="98"/>
        <source>Pipeline makespan of the plan&apos;s schedule</source>
        <translation>本方案调度的流水线总时长</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="106"/>
        <source>Pipeline bubble per step</source>
        <translation>每步流水线气泡</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="112"/>
        <source>Recompute per step</source>
        <translation>每步重计算时间</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="116"/>
        <source>Tensor-parallel collectives per step</source>
        <translation>每步张量并行集合通信</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="123"/>
        <source>Exposed tensor-parallel communication</source>
        <translation>暴露的张量并行通信</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="127"/>
        <source>Pipeline messages per step</source>
        <translation>每步流水线消息传输</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="132"/>
        <source>Achieved MFU</source>
        <translation>实际达到的 MFU</translation>
    </message>
    <message>
        <location filename="../../model/step/plan.cpp" line="137"/>
        <source>Hardware FLOPs utilisation</source>
        <translation>硬件 FLOPs 利用率（HFU）</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>是否放得下显存</translation>
    </message>
    <message>
        <source>How full the card is</source>
        <translation>显存占用程度</translation>
    </message>
    <message>
        <source>tight: the step may be optimistic</source>
        <translation>偏紧：每步时间可能偏乐观</translation>
    </message>
    <message>
        <source>snug</source>
        <translation>适中</translation>
    </message>
    <message>
        <source>roomy</source>
        <translation>宽裕</translation>
    </message>
    <message>
        <source>Step within its cap</source>
        <translation>单步是否在上限内</translation>
    </message>
    <message>
        <source>Meets the deadline</source>
        <translation>是否赶上截止日期</translation>
    </message>
    <message>
        <source>Finish reachable</source>
        <translation>能否完成</translation>
    </message>
    <message>
        <source>Straggler jitter within the slack</source>
        <translation>掉队抖动是否在余量内</translation>
    </message>
    <message>
        <source>What decides the finish</source>
        <translation>决定完成时间的因素</translation>
    </message>
    <message>
        <source>6ND on %1 at %2 MFU: deadline</source>
        <translation>6ND：%1，MFU %2，对照截止日期</translation>
    </message>
    <message>
        <source>Hand-off, restore first: fits the card</source>
        <translation>交接（先恢复）：是否放得下</translation>
    </message>
    <message>
        <source>Hand-off, weights first: fits the card</source>
        <translation>交接（先加载权重）：是否放得下</translation>
    </message>
    <message>
        <source>Async cadence sustainable</source>
        <translation>异步保存节奏是否可持续</translation>
    </message>
    <message>
        <source>Faster cast path</source>
        <translation>更快的类型转换路径</translation>
    </message>
    <message>
        <source>Best response to a slow card</source>
        <translation>慢卡的最佳应对</translation>
    </message>
    <message>
        <source>Finish change with %1 halved</source>
        <translation>%1 减半时完成时间的变化</translation>
    </message>
    <message>
        <source>Finish change with %1 doubled</source>
        <translation>%1 加倍时完成时间的变化</translation>
    </message>
    <message>
        <source>Amdahl: %1 made %2 times faster</source>
        <translation>Amdahl：%1 提速 %2 倍</translation>
    </message>
    <message>
        <source>Weak scaling at %1 cards</source>
        <translation>弱扩展：%1 张卡</translation>
    </message>
    <message>
        <source>Strong scaling at %1 cards</source>
        <translation>强扩展：%1 张卡</translation>
    </message>
    <message>
        <source>RL %1: own rate</source>
        <translation>RL %1：自身速率</translation>
    </message>
    <message>
        <source>RL %1: passed on</source>
        <translation>RL %1：向下游输出</translation>
    </message>
    <message>
        <source>Async / sync throughput at q = %1</source>
        <translation>q = %1 时异步 / 同步吞吐比</translation>
    </message>
    <message>
        <source>Hand-off, restore first: after step %1</source>
        <translation>交接（先恢复）：第 %1 步之后</translation>
    </message>
    <message>
        <source>Hand-off, weights first: after step %1</source>
        <translation>交接（先加载权重）：第 %1 步之后</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>within the cap</source>
        <translation>在上限内</translation>
    </message>
    <message>
        <source>over the cap</source>
        <translation>超过上限</translation>
    </message>
    <message>
        <source>meets the deadline</source>
        <translation>赶上截止日期</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>赶不上截止日期</translation>
    </message>
    <message>
        <source>reachable</source>
        <translation>可完成</translation>
    </message>
    <message>
        <source>not reachable: failures outrun the checkpoints</source>
        <translation>无法完成：故障快于检查点推进</translation>
    </message>
    <message>
        <source>jitter fits in the slack</source>
        <translation>抖动在余量之内</translation>
    </message>
    <message>
        <source>jitter eats the slack</source>
        <translation>抖动吃掉了余量</translation>
    </message>
    <message>
        <source>compute decides</source>
        <translation>由计算决定</translation>
    </message>
    <message>
        <source>communication decides</source>
        <translation>由通信决定</translation>
    </message>
    <message>
        <source>input wait decides</source>
        <translation>由输入等待决定</translation>
    </message>
    <message>
        <source>checkpoint writes decide</source>
        <translation>由检查点写入决定</translation>
    </message>
    <message>
        <source>failures decide</source>
        <translation>由故障决定</translation>
    </message>
    <message>
        <source>sustainable</source>
        <translation>可持续</translation>
    </message>
    <message>
        <source>not sustainable</source>
        <translation>不可持续</translation>
    </message>
    <message>
        <source>the GPU cast is faster</source>
        <translation>GPU 转换更快</translation>
    </message>
    <message>
        <source>the CPU cast is faster</source>
        <translation>CPU 转换更快</translation>
    </message>
    <message>
        <source>evict</source>
        <translation>驱逐</translation>
    </message>
    <message>
        <source>redistribute</source>
        <translation>重分配</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>over the card</source>
        <translation>超出显存</translation>
    </message>
    <message>
        <source>fits the card</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>the cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>the collective bandwidth</source>
        <translation>集合通信带宽</translation>
    </message>
    <message>
        <source>the input wait</source>
        <translation>输入等待</translation>
    </message>
    <message>
        <source>the checkpoint write speed</source>
        <translation>检查点写入速度</translation>
    </message>
    <message>
        <source>the card MTBF</source>
        <translation>单卡 MTBF</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <source>input wait</source>
        <translation>输入等待</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>学习</translation>
    </message>
    <message>
        <source>DP collectives hidden under compute</source>
        <translation>被计算掩盖的数据并行通信</translation>
    </message>
    <message>
        <source>Input wait per step</source>
        <translation>每步输入等待</translation>
    </message>
    <message>
        <source>Checkpoint saves per step (amortised)</source>
        <translation>每步检查点保存（摊销）</translation>
    </message>
    <message>
        <source>Failure losses per step (amortised)</source>
        <translation>每步故障损失（摊销）</translation>
    </message>
    <message>
        <source>Wall clock per step, on average</source>
        <translation>平均每步墙钟时间</translation>
    </message>
    <message>
        <source>the compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <source>Longest tornado bar</source>
        <translation>最长的龙卷风图条</translation>
    </message>
    <message>
        <source>an input halved</source>
        <translation>某输入减半</translation>
    </message>
    <message>
        <source>an input doubled</source>
        <translation>某输入加倍</translation>
    </message>
    <message>
        <source>Paced stage vs the average card</source>
        <translation>节拍阶段与平均卡之差</translation>
    </message>
    <message>
        <source>Routed-expert parameters per card</source>
        <translation>每卡路由专家参数</translation>
    </message>
    <message>
        <source>Expert data-parallel group</source>
        <translation>专家数据并行组</translation>
    </message>
    <message>
        <source>Dense and attention parameters per card</source>
        <translation>每卡稠密与注意力参数</translation>
    </message>
    <message>
        <source>Routed-expert weights per card at this ZeRO stage</source>
        <translation>该 ZeRO 阶段每卡的路由专家权重</translation>
    </message>
    <message>
        <source>KV exchange per layer (one collective)</source>
        <translation>每层 KV 交换（一次集合通信）</translation>
    </message>
    <message>
        <source>KV exchange: one collective&apos;s link time</source>
        <translation>KV 交换：一次集合通信的链路时间</translation>
    </message>
    <message>
        <source>KV exchange exposed per layer and micro-batch</source>
        <translation>每层每微批次暴露的 KV 交换</translation>
    </message>
    <message>
        <source>Expert all-to-all per MoE layer (one)</source>
        <translation>每个 MoE 层的专家 all-to-all（一次）</translation>
    </message>
    <message>
        <source>Remote hosts one token is sent to</source>
        <translation>一个令牌发往的远端主机数</translation>
    </message>
    <message>
        <source>Expert all-to-all: one&apos;s link time</source>
        <translation>专家 all-to-all：一次的链路时间</translation>
    </message>
    <message>
        <source>All-to-all exposed per MoE layer and micro-batch</source>
        <translation>每个 MoE 层每微批次暴露的 all-to-all</translation>
    </message>
    <message>
        <source>Slowest expert rank over the mean</source>
        <translation>最慢专家 rank 与平均之比</translation>
    </message>
    <message>
        <source>Wait for the slowest expert rank per MoE layer</source>
        <translation>每个 MoE 层等待最慢专家 rank 的时间</translation>
    </message>
    <message>
        <source>Exposed KV exchange per step</source>
        <translation>每步暴露的 KV 交换</translation>
    </message>
    <message>
        <source>KV exchange link time per step</source>
        <translation>每步 KV 交换链路时间</translation>
    </message>
    <message>
        <source>Exposed expert all-to-all per step</source>
        <translation>每步暴露的专家 all-to-all</translation>
    </message>
    <message>
        <source>Expert all-to-all link time per step</source>
        <translation>每步专家 all-to-all 链路时间</translation>
    </message>
    <message>
        <source>Wait for the slowest expert rank per step</source>
        <translation>每步等待最慢专家 rank 的时间</translation>
    </message>
    <message>
        <source>Exposed KV exchange (context parallel)</source>
        <translation>暴露的 KV 交换（上下文并行）</translation>
    </message>
    <message>
        <source>Exposed expert all-to-all</source>
        <translation>暴露的专家 all-to-all</translation>
    </message>
    <message>
        <source>Routed experts: slowest rank</source>
        <translation>路由专家：最慢的 rank</translation>
    </message>
    <message>
        <source>Typed activations spread over the schedule</source>
        <translation>输入的激活预算按调度分布</translation>
    </message>
    <message>
        <source>%1, micro-batch %2, stage %3 on GPU %4: starts at %5 ms, lasts %6 ms; waited for %7 (GPU %8, ready at %9 ms)</source>
        <translation>%1，微批次 %2，阶段 %3，GPU %4：%5 ms 开始，持续 %6 ms；等待%7（GPU %8，%9 ms 就绪）</translation>
    </message>
    <message>
        <source>Forward (F)</source>
        <translation>前向（F）</translation>
    </message>
    <message>
        <source>Backward (B)</source>
        <translation>反向（B）</translation>
    </message>
    <message>
        <source>Input gradient (X)</source>
        <translation>输入梯度（X）</translation>
    </message>
    <message>
        <source>Weight gradient (W)</source>
        <translation>权重梯度（W）</translation>
    </message>
    <message>
        <source>Activation transfer (A)</source>
        <translation>激活传输（A）</translation>
    </message>
    <message>
        <source>Gradient transfer (G)</source>
        <translation>梯度传输（G）</translation>
    </message>
    <message>
        <source>Optimizer update (U)</source>
        <translation>优化器更新（U）</translation>
    </message>
    <message>
        <source>nothing: it is the step's first op</source>
        <translation>无：它是本步的第一个操作</translation>
    </message>
    <message>
        <source>its GPU, busy with the previous op</source>
        <translation>其 GPU 忙完前一个操作</translation>
    </message>
    <message>
        <source>the activations from the stage before</source>
        <translation>前一阶段的激活</translation>
    </message>
    <message>
        <source>the gradient from the stage after</source>
        <translation>后一阶段的梯度</translation>
    </message>
    <message>
        <source>the op it depends on</source>
        <translation>它所依赖的操作</translation>
    </message>
    <message>
        <source>every backward of the step</source>
        <translation>本步的全部反向</translation>
    </message>
    <message>
        <source>fill-drain</source>
        <translation>填满排空</translation>
    </message>
    <message>
        <source>1f1b</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交错式 1F1B</translation>
    </message>
    <message>
        <source>zb-h1</source>
        <translation>零气泡 ZB-H1</translation>
    </message>
    <message>
        <source>zb-h2</source>
        <translation>零气泡 ZB-H2</translation>
    </message>
    <message>
        <source>dualpipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Runtime context and library workspace</source>
        <translation>运行时上下文与库工作区</translation>
    </message>
    <message>
        <source>FP32 loss buffers on the last stage</source>
        <translation>最后一级的 FP32 损失缓冲</translation>
    </message>
    <message>
        <source>Fused loss gradient on the last stage</source>
        <translation>最后一级的融合损失梯度</translation>
    </message>
    <message>
        <source>Temporary buffers of the largest op</source>
        <translation>最大算子的临时缓冲</translation>
    </message>
    <message>
        <source>Allocator fragmentation</source>
        <translation>分配器碎片</translation>
    </message>
    <message>
        <source>Memory beyond the tensors per card</source>
        <translation>每卡张量之外的显存</translation>
    </message>
    <message>
        <source>Memory beyond the tensors per card at this ZeRO stage</source>
        <translation>该 ZeRO 阶段每卡张量之外的显存</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>Typed compute efficiency overrides the prediction</source>
        <translation>键入的计算效率覆盖预测值</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="190"/>
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="192"/>
        <source>Parameters N</source>
        <translation>参数量 N</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="193"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="195"/>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="197"/>
        <source>FFN intermediate size</source>
        <translation>FFN 中间维度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="199"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="200"/>
        <source>Query heads</source>
        <translation>查询头数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="202"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="204"/>
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="206"/>
        <source>Tied embeddings</source>
        <translation>共享输入输出嵌入</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="208"/>
        <source>Experts (0 = dense)</source>
        <translation>专家数（0 = 稠密）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="210"/>
        <source>Experts per token</source>
        <translation>每 token 专家数 top-k</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="212"/>
        <source>Gated FFN (SwiGLU)</source>
        <translation>门控 FFN（SwiGLU）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="215"/>
        <source>Expert FFN size (0 = FFN size)</source>
        <translation>专家 FFN 维度（0 = FFN 维度）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="217"/>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="219"/>
        <source>Leading dense layers (MoE)</source>
        <translation>前置稠密层数（MoE）</translation>
    </message>
    <message>
        <source>MLA query rank (0 = none)</source>
        <translation>MLA 查询低秩维度（0 = 不压缩）</translation>
    </message>
    <message>
        <source>MLA KV rank (0 = standard attention)</source>
        <translation>MLA KV 低秩维度（0 = 标准注意力）</translation>
    </message>
    <message>
        <source>MLA rotary head dimension</source>
        <translation>MLA 旋转位置头维度</translation>
    </message>
    <message>
        <source>MLA value head dimension</source>
        <translation>MLA 值头维度</translation>
    </message>
    <message>
        <source>Matmul precision</source>
        <translation>矩阵乘精度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="222"/>
        <source>Weight bytes</source>
        <translation>权重字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="224"/>
        <source>Gradient bytes</source>
        <translation>梯度字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="226"/>
        <source>Master-weight bytes</source>
        <translation>主权重字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="228"/>
        <source>Optimizer bytes</source>
        <translation>优化器状态字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="233"/>
        <source>Bytes-per-parameter convention</source>
        <translation>每参数字节数约定</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="235"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="237"/>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="239"/>
        <source>Cards per host</source>
        <translation>每台主机卡数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="241"/>
        <source>Dense BF16 peak</source>
        <translation>稠密 BF16 峰值</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="245"/>
        <source>Usable memory per card</source>
        <translation>每卡可用显存</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="248"/>
        <source>Collective bandwidth</source>
        <translation>集合通信带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="250"/>
        <source>NIC bandwidth per card</source>
        <translation>每卡网卡带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="252"/>
        <source>HBM bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="255"/>
        <source>Host memory bandwidth</source>
        <translation>主机内存带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="257"/>
        <source>Host link bandwidth</source>
        <translation>主机链路带宽</translation>
    </message>
    <message>
        <source>Price per card-hour</source>
        <translation>每卡每小时价格</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="260"/>
        <source>Training tokens D</source>
        <translation>训练 token 数 D</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="262"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="264"/>
        <source>Global batch</source>
        <translation>全局 batch</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="266"/>
        <source>Micro-batch</source>
        <translation>micro-batch</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="268"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="270"/>
        <source>Reserved days T0</source>
        <translation>预留天数 T0</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="272"/>
        <source>Input wait per step</source>
        <translation>每步输入等待</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="275"/>
        <source>FLOPs model</source>
        <translation>FLOPs 计算方式</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="278"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="279"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="281"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="283"/>
        <source>Activations + buffers</source>
        <translation>激活与缓冲</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="286"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="291"/>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="293"/>
        <source>Stages p</source>
        <translation>阶段数 p</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="295"/>
        <source>Micro-batches m</source>
        <translation>micro-batch 数 m</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="297"/>
        <source>Chunks v (interleaved)</source>
        <translation>分块数 v（交错式）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="299"/>
        <source>Forward per stage</source>
        <translation>每阶段前向</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="301"/>
        <source>Backward per stage</source>
        <translation>每阶段反向</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="304"/>
        <source>Weight-gradient share of backward</source>
        <translation>反向中权重梯度的占比</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="306"/>
        <source>Boundary transfer</source>
        <translation>边界传输</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="308"/>
        <source>Parameter update</source>
        <translation>参数更新</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="310"/>
        <source>Layers per stage</source>
        <translation>每阶段层数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="313"/>
        <source>Saved activations per micro-batch</source>
        <translation>每个 micro-batch 保存的激活</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="316"/>
        <source>Last-stage extra (head + loss)</source>
        <translation>最后阶段额外（输出头与损失）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="319"/>
        <source>Activation message</source>
        <translation>激活消息</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="322"/>
        <source>Gradient message</source>
        <translation>梯度消息</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="326"/>
        <source>Checkpoint bytes per parameter</source>
        <translation>检查点每参数字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="329"/>
        <source>Checkpoint write speed</source>
        <translation>检查点写入速度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="331"/>
        <source>Checkpoint interval</source>
        <translation>保存间隔</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="333"/>
        <source>Restore time</source>
        <translation>恢复耗时</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="336"/>
        <source>Card MTBF</source>
        <translation>单卡平均故障间隔</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="339"/>
        <source>Loss spike every (0 = none)</source>
        <translation>损失尖峰间隔（0 = 无）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="341"/>
        <source>Async snapshot size (0 = checkpoint size)</source>
        <translation>异步快照大小（0 = 检查点大小）</translation>
    </message>
    <message>
        <source>Async capture every (0 = interval)</source>
        <translation>异步捕获间隔（0 = 检查点间隔）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="347"/>
        <source>Staging pause per capture</source>
        <translation>每次捕获的暂存停顿</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="349"/>
        <source>Snapshot buffer slots</source>
        <translation>快照缓冲槽数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="352"/>
        <source>Captures simulated</source>
        <translation>模拟的捕获次数</translation>
    </message>
    <message>
        <source>Failure at (0 = 2.5 captures)</source>
        <translation>故障时刻（0 = 第 2.5 个捕获间隔）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="357"/>
        <source>Reshard from TP</source>
        <translation>重分片前 TP</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="360"/>
        <source>Reshard to TP</source>
        <translation>重分片后 TP</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="377"/>
        <source>Generation rate</source>
        <translation>生成速率</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="379"/>
        <source>Verification rate</source>
        <translation>验证速率</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="381"/>
        <source>Learning rate</source>
        <translation>学习速率</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="383"/>
        <source>Kept after verification q</source>
        <translation>验证后保留比例 q</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="385"/>
        <source>Generation per batch</source>
        <translation>每批生成耗时</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="387"/>
        <source>Learning per batch</source>
        <translation>每批学习耗时</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="388"/>
        <source>Weight sync</source>
        <translation>权重同步</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="390"/>
        <source>Shared card memory</source>
        <translation>共享卡显存</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="392"/>
        <source>Training state released at hand-off</source>
        <translation>切换时释放的训练状态</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="394"/>
        <source>Generation KV pool</source>
        <translation>生成 KV 池</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="396"/>
        <source>Memory common to both phases</source>
        <translation>两阶段共用显存</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="398"/>
        <source>Weight-sync receivers (EP)</source>
        <translation>权重同步接收方（EP）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="400"/>
        <source>Token log-prob under the policy</source>
        <translation>策略下的 token logprob</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="403"/>
        <source>Recomputed log-prob used as mu</source>
        <translation>被误当作 μ 的重算 logprob</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="405"/>
        <source>KV cache bytes per value</source>
        <translation>KV 缓存每值字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="407"/>
        <source>Trajectory generation time</source>
        <translation>轨迹生成时长</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="413"/>
        <source>Input workers</source>
        <translation>输入 worker 数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="415"/>
        <source>Sequences per worker</source>
        <translation>每个 worker 的序列速率</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="417"/>
        <source>Token id bytes</source>
        <translation>token id 字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="419"/>
        <source>Batches trained at checkpoint</source>
        <translation>检查点时已训练的 batch</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="421"/>
        <source>Loader prefetch depth</source>
        <translation>加载器预取深度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="424"/>
        <source>Packer remainder tokens</source>
        <translation>打包器剩余 token</translation>
    </message>
    <message>
        <location filename="../../model/base/params.cpp" line="0"/>
        <source>Efficiency source</source>
        <translation>效率来源</translation>
    </message>
    <message>
        <location filename="../../model/base/params.cpp" line="0"/>
        <source>Attention FLOPs counted</source>
        <translation>注意力 FLOPs 计法</translation>
    </message>
    <message>
        <location filename="../../model/base/params.cpp" line="370"/>
        <source>Pipeline shows</source>
        <translation>流水线视图显示</translation>
    </message>
    <message>
        <location filename="../../model/base/params.cpp" line="323"/>
        <source>Scale-up link per card (inside a host)</source>
        <translation>每卡 scale-up 链路（机内）</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Expert tensor parallel</source>
        <translation>专家张量并行</translation>
    </message>
    <message>
        <source>KV exchange overlapped</source>
        <translation>KV 交换与计算重叠</translation>
    </message>
    <message>
        <source>All-to-all overlapped</source>
        <translation>All-to-all 与计算重叠</translation>
    </message>
    <message>
        <source>Dispatch once per host</source>
        <translation>按主机分发一次</translation>
    </message>
    <message>
        <source>Hosts per token (0 = any)</source>
        <translation>每令牌主机数（0 = 不限）</translation>
    </message>
    <message>
        <source>TP comm overlap</source>
        <translation>TP 通信重叠</translation>
    </message>
    <message>
        <source>DP comm overlap</source>
        <translation>DP 通信重叠</translation>
    </message>
    <message>
        <source>PP message overlap</source>
        <translation>PP 消息重叠</translation>
    </message>
    <message>
        <source>Runtime memory overheads</source>
        <translation>运行时显存开销</translation>
    </message>
    <message>
        <source>Loss kernel</source>
        <translation>损失内核</translation>
    </message>
    <message>
        <source>Selective: recompute attention core</source>
        <translation>选择性：重算注意力核心</translation>
    </message>
    <message>
        <source>Selective: recompute norms</source>
        <translation>选择性：重算归一化</translation>
    </message>
    <message>
        <source>Full: layers recomputed per stage</source>
        <translation>完全重算：每段重算的层数</translation>
    </message>
    <message>
        <source>Selective: recompute dense MLP</source>
        <translation>选择性：重算稠密 MLP</translation>
    </message>
    <message>
        <source>Selective: recompute expert activation</source>
        <translation>选择性：重算专家激活函数</translation>
    </message>
    <message>
        <source>Selective: recompute MLA up-projections</source>
        <translation>选择性：重算 MLA 上投影</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/gui/main.cpp"/>
        <source>Cannot save %1: unknown image format &quot;%2&quot;.</source>
        <translation>无法保存 %1：未知的图像格式“%2”。</translation>
    </message>
    <message>
        <source>%1 is painted, not a chart of series: export it as PNG, SVG or PDF</source>
        <translation>%1 是绘制的图，没有数据序列：请导出为 PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp"/>
        <source>Unreadable autosave</source>
        <translation>无法读取的自动保存</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp"/>
        <source>StepBudget did not close normally, but its unsaved edits cannot be read. The files are kept for inspection:</source>
        <translation>StepBudget 上次没有正常退出，但其未保存的修改无法读取。这些文件保留在原处以供检查：</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp"/>
        <source>Restored scenario needs fixing</source>
        <translation>恢复的场景需要修正</translation>
    </message>
    <message>
        <location filename="../../views/chart_export.cpp" line="47"/>
        <location filename="../../views/chart_export.cpp" line="61"/>
        <location filename="../../views/chart_export.cpp" line="77"/>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location filename="../../views/chart_export.cpp" line="92"/>
        <location filename="../../views/chart_export.cpp" line="122"/>
        <location filename="../../app/gui/document.cpp" line="20"/>
        <location filename="../../app/gui/document.cpp" line="26"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../../views/chart_export.cpp" line="142"/>
        <source>Unknown export format .%1 (use .png, .svg, .pdf or .csv)</source>
        <translation>不支持的导出格式 .%1（请用 .png、.svg、.pdf 或 .csv）</translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="35"/>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="143"/>
        <source>Restore unsaved edits?</source>
        <translation>恢复未保存的修改？</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="144"/>
        <source>StepBudget did not close normally. Restore the unsaved edits of “%1”?</source>
        <translation>StepBudget 上次没有正常退出。要恢复“%1”未保存的修改吗？</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../app/gui/report.cpp"/>
        <source>Cannot write %1: unknown report format &quot;%2&quot; (use .html, .md or .pdf)</source>
        <translation>无法写入 %1：未知的报告格式“%2”（请使用 .html、.md 或 .pdf）</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="31"/>
        <source>Peak memory per card</source>
        <translation>每卡显存峰值</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="32"/>
        <source>Usable memory per card</source>
        <translation>每卡可用显存</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="33"/>
        <source>Memory margin per card</source>
        <translation>每卡显存余量</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="34"/>
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="35"/>
        <source>Per-step cap</source>
        <translation>每步上限</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="36"/>
        <source>Margin per step</source>
        <translation>每步余量</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="37"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="37"/>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="38"/>
        <source>Overhead L</source>
        <translation>附加比例 L</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="39"/>
        <source>Optimal checkpoint interval</source>
        <translation>最优保存间隔</translation>
    </message>
    <message>
        <source>Compute efficiency needed for the deadline</source>
        <translation>按期所需的计算效率</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="41"/>
        <source>Cards that meet the deadline</source>
        <translation>按期完成所需卡数</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="44"/>
        <source>Fits in memory?</source>
        <translation>显存装得下？</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="44"/>
        <location filename="../../app/gui/comparison.cpp" line="45"/>
        <location filename="../../app/gui/comparison.cpp" line="46"/>
        <location filename="../../app/gui/comparison.cpp" line="47"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="44"/>
        <location filename="../../app/gui/comparison.cpp" line="45"/>
        <location filename="../../app/gui/comparison.cpp" line="46"/>
        <location filename="../../app/gui/comparison.cpp" line="47"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="46"/>
        <source>Meets the deadline?</source>
        <translation>能按期完成？</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="81"/>
        <location filename="../../app/gui/report.cpp" line="87"/>
        <location filename="../../app/gui/report.cpp" line="125"/>
        <location filename="../../app/gui/report.cpp" line="126"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="82"/>
        <location filename="../../app/gui/report.cpp" line="87"/>
        <location filename="../../app/gui/report.cpp" line="125"/>
        <source>B (current)</source>
        <translation>B（当前）</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="83"/>
        <location filename="../../app/gui/report.cpp" line="87"/>
        <location filename="../../app/gui/report.cpp" line="126"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="85"/>
        <location filename="../../app/gui/report.cpp" line="89"/>
        <location filename="../../app/gui/report.cpp" line="125"/>
        <source>A (baseline)</source>
        <translation>A（基准）</translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="86"/>
        <location filename="../../app/gui/report.cpp" line="89"/>
        <location filename="../../app/gui/report.cpp" line="125"/>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="87"/>
        <location filename="../../app/gui/report.cpp" line="123"/>
        <source>Headline</source>
        <translation>核心结果</translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="99"/>
        <location filename="../../app/gui/report.cpp" line="131"/>
        <source>How the plan is derived</source>
        <translation>方案的推导</translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="109"/>
        <location filename="../../app/gui/report.cpp" line="139"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="115"/>
        <source>Made with StepBudget. Formulas and worked examples: chapter 10, training systems.</source>
        <translation>由 StepBudget 生成。公式与算例：第 10 章 训练系统。</translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="156"/>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="167"/>
        <location filename="../../app/gui/report.cpp" line="172"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Wall clock per step, on average</source>
        <translation>平均每步墙钟时间</translation>
    </message>
    <message>
        <source>Achieved MFU</source>
        <translation>实际达到的 MFU</translation>
    </message>
    <message>
        <source>not reachable: needs %1 % of the peak</source>
        <translation>无法达到：需要峰值的 %1 %</translation>
    </message>
    <message>
        <source>not reachable: exposed communication and input wait fill the cap</source>
        <translation>无法达到：暴露的通信和输入等待已占满上限</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>Changed from the preset</source>
        <translation>相对预设的改动</translation>
    </message>
    <message>
        <source>Inputs that differ (A vs B)</source>
        <translation>A 与 B 不同的输入</translation>
    </message>
    <message>
        <source>Inputs that differ (B − A)</source>
        <translation>不同的输入（B − A）</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>A and B have the same inputs.</source>
        <translation>A 与 B 的输入相同。</translation>
    </message>
    <message>
        <source>The preset these inputs came from is not known (edits restored after a crash, without their file): every input is as shown below.</source>
        <translation>这些输入来自哪个预设已无从得知（崩溃后恢复的修改，原文件不在）：各输入以下文所示为准。</translation>
    </message>
    <message>
        <source>Left out: views that do not apply</source>
        <translation>未列入：不适用于本方案的视图</translation>
    </message>
    <message>
        <source>The preset's description (before the changes listed below): %1</source>
        <translation>预设的说明（下表所列改动之前）：%1</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="20"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="21"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="22"/>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="23"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="24"/>
        <source>Parallelism</source>
        <translation>并行</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="25"/>
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="26"/>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="27"/>
        <source>Stragglers</source>
        <translation>掉队者</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="28"/>
        <source>RL</source>
        <translation>RL</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="29"/>
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="30"/>
        <source>Input pipeline</source>
        <translation>输入流水线</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="31"/>
        <source>Interruptions</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="32"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="33"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="34"/>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="35"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="36"/>
        <source>Scaling</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <location filename="../../views/value_format.cpp" line="13"/>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="13"/>
        <source>cards</source>
        <translation>张卡</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="14"/>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="14"/>
        <source>seq</source>
        <translation>条序列</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="15"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="15"/>
        <source>token/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="16"/>
        <source>traj/s</source>
        <translation>条/s</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="16"/>
        <source>params</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="17"/>
        <source>B/param</source>
        <translation>B/参数</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="17"/>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <location filename="../../model/base/params.cpp" line="486"/>
        <source>seq/s</source>
        <translation>条序列/s</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint/checkpoint_content.cpp" line="71"/>
        <source>batch</source>
        <translation>批</translation>
    </message>
    <message>
        <location filename="../../model/base/params.cpp" line="490"/>
        <source>batches</source>
        <translation>个 batch</translation>
    </message>
    <message>
        <location filename="../../model/moe/moe.cpp" line="91"/>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../model/moe/attention.cpp" line="76"/>
        <source>pairs</source>
        <translation>对</translation>
    </message>
    <message>
        <location filename="../../model/step/input_pipeline.cpp" line="59"/>
        <source>workers</source>
        <translation>个 worker</translation>
    </message>
    <message>
        <location filename="../../model/reliability/straggler.cpp" line="146"/>
        <source>sigma</source>
        <translation>σ</translation>
    </message>
</context>
<context>
    <name>Warning</name>
    <message>
        <source>budget: parallel.extra_memory_gib is used as typed; the context-parallel split of the activations (1/%1 of the sequence per card) applies only with activations.source = architecture</source>
        <translation>预算：parallel.extra_memory_gib 按输入使用；上下文并行对激活的切分（每卡 1/%1 的序列）仅在 activations.source = architecture 时生效</translation>
    </message>
    <message>
        <source>%1: the expert tensor-parallel all-gather and reduce-scatter of the dispatched tokens inside each expert are not modelled (only the expert-parallel all-to-all is)</source>
        <translation>%1：每个专家内部对分发令牌的专家张量并行 all-gather 与 reduce-scatter 未建模（只建模了专家并行 all-to-all）</translation>
    </message>
    <message>
        <source>%1: the limit changes no byte while parallel.ep_host_dispatch is false (every routed copy crosses the network once either way)</source>
        <translation>%1：parallel.ep_host_dispatch 为 false 时该上限不改变任何字节（每个路由副本无论如何都经网络传输一次）</translation>
    </message>
    <message>
        <source>the per-operation model prices the experts as one dense FFN of the k + shared experts&apos; width: routing, token permutation and grouped-GEMM shapes are not modelled</source>
        <translation>逐算子模型把专家按 k 个路由专家加共享专家宽度的一个稠密 FFN 计价：路由、令牌重排和分组 GEMM 形状未建模</translation>
    </message>
    <message>
        <source>%1 sequences per step are fewer than DP x micro-batch (%2 x %3 = %4): some data-parallel replicas have nothing to train on</source>
        <translation>每步 %1 个序列少于 DP x 微批次（%2 x %3 = %4）：部分数据并行副本无数据可训</translation>
    </message>
    <message>
        <source>micro-batches per pipeline B / (d b) = %1 / (%2 x %3) = %4 is not whole; the pipeline runs %5</source>
        <translation>每条流水线的微批次数 B / (d b) = %1 / (%2 x %3) = %4 不是整数；流水线按 %5 个运行</translation>
    </message>
    <message>
        <source>%1 micro-batches per pipeline is below the pipeline depth p = %2: the bubble dominates the step</source>
        <translation>每条流水线 %1 个微批次，低于流水线深度 p = %2：气泡主导这一步</translation>
    </message>
    <message>
        <source>%1 layers do not split evenly over %2 stages; the heaviest stage sets the pace</source>
        <translation>%1 层无法均分到 %2 个阶段；最重的阶段决定节奏</translation>
    </message>
    <message>
        <source>%1 cannot run this layout; the step uses %2</source>
        <translation>%1 无法运行此布局；这一步改用 %2</translation>
    </message>
    <message>
        <source>model.params = %1 parameters, but the shape (%2 layers, hidden %3, FFN %4, vocab %5) counts %6 (%7 %): memory, checkpoint and model FLOPs use model.params, per-layer times and activations the shape; set model.params alone to scale the shape to it</source>
        <translation>model.params = %1 个参数，但形状（%2 层，hidden %3，FFN %4，词表 %5）计得 %6（%7 %）：内存、检查点和模型 FLOPs 用 model.params，逐层时间和激活用形状；只设置 model.params 可把形状缩放到该值</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a catalog card and the plan runs on %2&apos;s figures (peak %3 TFLOP/s, HBM %4 GB/s, %5 GiB usable); name a catalog card to bring its own%6, or set its figures</source>
        <translation>“%1”不是目录中的卡，方案按 %2 的参数运行（峰值 %3 TFLOP/s，HBM %4 GB/s，可用 %5 GiB）；填写目录中的卡名以使用其自身参数%6，或设置这些参数</translation>
    </message>
    <message>
        <source>TP %1 is wider than a host (cluster.cards_per_host = %2): its collectives run on the NIC (cluster.nic_gb_per_s = %3 GB/s per card), not on the scale-up link (cluster.scale_up_gb_per_s = %4 GB/s)</source>
        <translation>TP %1 超出一台主机（cluster.cards_per_host = %2）：其集合通信走网卡（cluster.nic_gb_per_s = 每卡 %3 GB/s），而不是机内互联（cluster.scale_up_gb_per_s = %4 GB/s）</translation>
    </message>
    <message>
        <source>the FP8 efficiency for &quot;%1&quot; (%2) is the H100 SXM&apos;s fit; no FP8 run on this card was fitted</source>
        <translation>“%1”的 FP8 效率（%2）沿用 H100 SXM 的拟合；没有拟合过这张卡上的 FP8 运行</translation>
    </message>
    <message>
        <source>a save takes %1 s, longer than the interval between saves (%2 s)</source>
        <translation>一次保存耗时 %1 s，长于两次保存的间隔（%2 s）</translation>
    </message>
    <message>
        <source>peak memory is %1 % of the card, within 5 % (margin %2 GiB): the step time has no cost for the allocator&apos;s retries near a full card, and published runs at %3 % or more ran slower than predicted on average (docs/validation.md, &quot;Time error by memory use&quot;)</source>
        <translation>峰值内存为卡的 %1 %，在 5 % 以内（余量 %2 GiB）：步时未计入接近满卡时分配器重试的开销，而已发表的运行在 %3 % 及以上时平均比预测更慢（docs/validation.md，“Time error by memory use”）</translation>
    </message>
    <message>
        <source>peak memory is %1 % of the card (margin %2 GiB): the step time has no cost for the allocator&apos;s retries near a full card, and published runs at %3 % or more ran slower than predicted on average (docs/validation.md, &quot;Time error by memory use&quot;)</source>
        <translation>峰值内存为卡的 %1 %（余量 %2 GiB）：步时未计入接近满卡时分配器重试的开销，而已发表的运行在 %3 % 及以上时平均比预测更慢（docs/validation.md，“Time error by memory use”）</translation>
    </message>
    <message>
        <source>no published achievable-matmul measurement for &quot;%1&quot;: the predicted efficiency assumes %2 % of the peak</source>
        <translation>“%1”没有已发表的可达矩阵乘测量：预测效率假定为峰值的 %2 %</translation>
    </message>
    <message>
        <source>the time model&apos;s constants for &quot;%1&quot; are the %2&apos;s fit; no published run on this card was fitted</source>
        <translation>时间模型对“%1”的常数沿用 %2 的拟合；没有拟合过这张卡上的已发表运行</translation>
    </message>
    <message>
        <source>the time model&apos;s constants for &quot;%1&quot; are defaults, not fitted to a published run</source>
        <translation>时间模型对“%1”的常数为默认值，未拟合到已发表的运行</translation>
    </message>
    <message>
        <source>the time model&apos;s constants for &quot;%1&quot; are defaults, not fitted to a published run: %2</source>
        <translation>时间模型对“%1”的常数为默认值，未拟合到已发表的运行：%2</translation>
    </message>
    <message>
        <source>%1 = %2 changes nothing: the module keys apply only with parallel.recompute = selective (it is %3)</source>
        <translation>%1 = %2 不起作用：这些模块键只在 parallel.recompute = selective 时生效（当前为 %3）</translation>
    </message>
    <message>
        <source>parallel.recompute_layers = %1 changes nothing: it applies only with parallel.recompute = full (it is %2)</source>
        <translation>parallel.recompute_layers = %1 不起作用：它只在 parallel.recompute = full 时生效（当前为 %2）</translation>
    </message>
    <message>
        <source>parallel.recompute_layers = %1 covers all %2 layers of a pipeline stage: every layer is recomputed, as with 0</source>
        <translation>parallel.recompute_layers = %1 覆盖一个流水线段的全部 %2 层：所有层都重算，与 0 相同</translation>
    </message>
    <message>
        <source>%1 has no multi-head latent attention: recomputing the MLA up-projections changes nothing</source>
        <translation>%1 没有多头潜在注意力（MLA）：重算 MLA 上投影不起作用</translation>
    </message>
    <message>
        <source>%1 has no dense-FFN layer (every layer is MoE, which Megatron&apos;s mlp module skips): recomputing the dense MLP changes nothing</source>
        <translation>%1 没有稠密 FFN 层（每层都是 MoE，Megatron 的 mlp 模块跳过它们）：重算稠密 MLP 不起作用</translation>
    </message>
    <message>
        <source>%1 has no MoE layer: recomputing the experts&apos; activation function changes nothing</source>
        <translation>%1 没有 MoE 层：重算专家激活函数不起作用</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/efficiency_constants.cpp" line="0"/>
        <source>no BF16 pre-training throughput for MI300X was found with its configuration (layout, batch, sequence) stated beside it</source>
        <translation>未找到附有完整配置（并行布局、批量、序列长度）的 MI300X BF16 预训练吞吐数据</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/efficiency_constants.cpp" line="0"/>
        <source>no published BF16 pre-training run on H100 PCIe was found</source>
        <translation>未找到 H100 PCIe 上已发表的 BF16 预训练运行</translation>
    </message>
</context>
<context>
    <name>stepbudget::AmdahlView</name>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="25"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="28"/>
        <source>Exposed communication</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="30"/>
        <source>Input wait</source>
        <translation>输入等待</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="36"/>
        <source>Finish days when one input is halved or doubled</source>
        <translation>单项输入减半或翻倍时的完成天数</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="38"/>
        <source>× ½</source>
        <translation>× ½</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="40"/>
        <source>× 2</source>
        <translation>× 2</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="51"/>
        <source>Change in finish days</source>
        <translation>完成天数的变化</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="56"/>
        <source>Amdahl: T&apos;/T = 1 − f + f/r</source>
        <translation>Amdahl：T&apos;/T = 1 − f + f/r</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="61"/>
        <source>Resource made r times faster</source>
        <translation>该资源提速 r 倍</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="63"/>
        <source>Step time ratio T&apos;/T</source>
        <translation>步时比 T&apos;/T</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="75"/>
        <source>A: compute</source>
        <translation>A：计算</translation>
    </message>
    <message>
        <source>%1: ×%2 %3 d, ×%4 %5 d</source>
        <translation>%1：×%2 %3 天，×%4 %5 天</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="151"/>
        <source>Shares of the %1 s step: compute f = %2 %, exposed communication f = %3 %, input wait f = %4 %. Halving the bandwidth gives %5 s; compute decides whether the plan finishes.</source>
        <translation>每步 %1 s 中：计算占 f = %2 %，暴露通信占 f = %3 %，输入等待占 f = %4 %。带宽减半后每步 %5 s；能否按期完成取决于单卡计算。</translation>
    </message>
    <message>
        <source>Shares of the %1 s step: compute f = %2 %, exposed communication f = %3 %, input wait f = %4 %. %5: made twice as slow it adds %6 days, the most of the five resources (compute, communication, input, checkpoints, failures). %7 The plan %8 by %9 days.</source>
        <translation>%1 s 的一步中各部分占比：计算 f = %2 %，暴露的通信 f = %3 %，输入等待 f = %4 %。%5：它慢一倍时完成时间增加 %6 天，在五种资源（计算、通信、输入、检查点、故障）中最多。%7 该计划%8，相差 %9 天。</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;×%2 %3 d, ×%4 %5 d</source>
        <translation>%1&lt;br&gt;×%2 %3 天，×%4 %5 天</translation>
    </message>
    <message>
        <source>The longest bar is %1 ×½: %2 days.</source>
        <translation>最长的条是 %1 ×½：%2 天。</translation>
    </message>
    <message>
        <source>The longest bar is %1 ×2: %2 days.</source>
        <translation>最长的条是 %1 ×2：%2 天。</translation>
    </message>
</context>
<context>
    <name>stepbudget::AsyncCheckpointView</name>
    <message>
        <source>Async checkpoint timeline</source>
        <translation>异步检查点时间线</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="68"/>
        <source>Snapshot</source>
        <translation>快照</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="68"/>
        <source>Captured (s)</source>
        <translation>捕获 (s)</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="69"/>
        <source>Training resumes (s)</source>
        <translation>训练恢复 (s)</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="69"/>
        <source>Upload starts (s)</source>
        <translation>开始上传 (s)</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="70"/>
        <source>Committed (s)</source>
        <translation>提交 (s)</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="70"/>
        <source>At the failure</source>
        <translation>故障时</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="112"/>
        <source>, … (%1 in all)</source>
        <translation>，…（共 %1 份）</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="115"/>
        <source>&lt;b&gt;Commits&lt;/b&gt; (durable, usable for recovery): %1 s.</source>
        <translation>&lt;b&gt;提交时刻&lt;/b&gt;（已持久化，可用于恢复）：%1 s。</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="118"/>
        <source>&lt;b&gt;Failure at %1 s&lt;/b&gt;: the latest commit before it is snapshot %2 (committed at %3 s), so training recovers to its capture at &lt;b&gt;%4 s&lt;/b&gt; and redoes &lt;b&gt;%5 s&lt;/b&gt;.</source>
        <translation>&lt;b&gt;第 %1 s 故障&lt;/b&gt;：此前最后提交的是快照 %2（%3 s 提交），训练恢复到它的捕获时刻 &lt;b&gt;%4 s&lt;/b&gt;，重做 &lt;b&gt;%5 s&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="125"/>
        <source>&lt;b&gt;Failure at %1 s&lt;/b&gt;: no snapshot has committed yet, so training restarts from the beginning and redoes &lt;b&gt;%2 s&lt;/b&gt;.</source>
        <translation>&lt;b&gt;第 %1 s 故障&lt;/b&gt;：还没有任何快照提交，训练只能从头开始，重做 &lt;b&gt;%2 s&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="130"/>
        <source>Snapshots still uploading at the failure, and lost: %1.</source>
        <translation>故障时仍在上传、因而丢失的快照：%1 份。</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="133"/>
        <source>&lt;b&gt;Foreground pause&lt;/b&gt; %1 s over %2 captures (%3 s of it waiting for a free slot); saving synchronously would pause training %4 s.</source>
        <translation>&lt;b&gt;前台暂停&lt;/b&gt;：%2 次捕获共 %1 s（其中等待空闲缓冲槽 %3 s）；同步保存则要暂停训练 %4 s。</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="139"/>
        <source>&lt;b&gt;Cadence&lt;/b&gt;: %1 GB every %2 s demands %3 GB/s of the storage&apos;s %4 GB/s, utilisation %5 %.</source>
        <translation>&lt;b&gt;节奏检查&lt;/b&gt;：每 %2 s 一份 %1 GB，需要 %3 GB/s，存储提供 %4 GB/s，利用率 %5 %。</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="145"/>
        <source>Sustainable.</source>
        <translation>可以持续。</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="146"/>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;Not sustainable: the queue grows %1 GB/s and captures wait for buffer slots.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c62828&apos;&gt;无法持续：队列每秒增长 %1 GB，捕获要等待缓冲槽。&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="155"/>
        <source>A: commits %1 s; failure at %2 s redoes %3 s.</source>
        <translation>A：提交于 %1 s；第 %2 s 故障重做 %3 s。</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="171"/>
        <source>durable</source>
        <translation>已持久化</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="172"/>
        <source>lost (uploading)</source>
        <translation>丢失（上传中）</translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="173"/>
        <source>after the failure</source>
        <translation>故障之后</translation>
    </message>
</context>
<context>
    <name>stepbudget::AsyncTimeline</name>
    <message>
        <location filename="../../views/async_timeline.cpp" line="54"/>
        <source>staging pause</source>
        <translation>暂存复制暂停</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="57"/>
        <source>waiting for a free slot</source>
        <translation>等待空闲缓冲槽</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="59"/>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="62"/>
        <source>waiting to upload</source>
        <translation>排队等待上传</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="65"/>
        <source>lost at the failure</source>
        <translation>故障时丢失</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="68"/>
        <source>redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="71"/>
        <source>A: commits</source>
        <translation>A：提交</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="105"/>
        <source>Async checkpoint timeline</source>
        <translation>异步检查点时间线</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="115"/>
        <source>Failure at %1 s, recovery point %2 s, redo %3 s</source>
        <translation>第 %1 s 故障，恢复点 %2 s，重做 %3 s</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="131"/>
        <location filename="../../views/async_timeline.cpp" line="445"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="132"/>
        <location filename="../../views/async_timeline.cpp" line="447"/>
        <source>Background upload</source>
        <translation>后台上传</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="133"/>
        <location filename="../../views/async_timeline.cpp" line="608"/>
        <source>wall clock (s)</source>
        <translation>墙钟时间 (s)</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="256"/>
        <source>Failure at %1 s. Drag it: the latest snapshot committed before it is the recovery point.</source>
        <translation>第 %1 s 故障。拖动它：在它之前最后提交的快照就是恢复点。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="261"/>
        <source>Redo %1 s: the work from the recovery point (%2 s) to the failure (%3 s) is lost and done again.</source>
        <translation>重做 %1 s：从恢复点（%2 s）到故障（%3 s）之间的训练丢失，要重新做一遍。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="267"/>
        <source>No snapshot is committed before the failure: recovery starts from the beginning of the run.</source>
        <translation>故障前没有任何快照提交：只能从训练开头恢复。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="273"/>
        <source>Recovery point: snapshot %1, captured at %2 s, committed at %3 s.</source>
        <translation>恢复点：快照 %1，%2 s 捕获，%3 s 提交。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="283"/>
        <source>Snapshot %1: training paused %2–%3 s to copy it into a buffer slot.</source>
        <translation>快照 %1：训练在 %2–%3 s 暂停，把它复制进缓冲槽。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="287"/>
        <source>Snapshot %1: due at %2 s, training waited %3 s for a free buffer slot.</source>
        <translation>快照 %1：按计划在 %2 s 捕获，训练为等空闲缓冲槽停了 %3 s。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="291"/>
        <source>Snapshot %1 waited %2–%3 s for the upload path (one upload at a time).</source>
        <translation>快照 %1 在 %2–%3 s 等待上传通道（一次只传一份）。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="296"/>
        <source>Durable before the failure.</source>
        <translation>故障前已持久化。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="298"/>
        <source>Still uploading at the failure: lost.</source>
        <translation>故障时仍在上传：丢失。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="299"/>
        <source>Captured after the failure.</source>
        <translation>在故障之后捕获。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="300"/>
        <source>Snapshot %1: captured at %2 s, uploaded %3–%4 s, committed (durable) at %4 s.</source>
        <translation>快照 %1：%2 s 捕获，%3–%4 s 上传，%4 s 提交（持久化）。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="431"/>
        <source>No async checkpoint to show.</source>
        <translation>没有可显示的异步检查点。</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="466"/>
        <source>redo %1 s</source>
        <translation>重做 %1 s</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="515"/>
        <source>snapshot %1</source>
        <translation>快照 %1</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="537"/>
        <source>commit %1 s</source>
        <translation>提交 %1 s</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="566"/>
        <source>recovery point %1 s (snapshot %2)</source>
        <translation>恢复点 %1 s（快照 %2）</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="569"/>
        <source>no commit yet: recover from the start</source>
        <translation>尚无提交：从头恢复</translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="589"/>
        <source>failure %1 s ⟷ drag</source>
        <translation>故障 %1 s ⟷ 可拖动</translation>
    </message>
</context>
<context>
    <name>stepbudget::ChartPanel</name>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Click for its derivation</source>
        <translation>点击查看它的推导</translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="27"/>
        <source>Click to show the derivation</source>
        <translation>点击查看推导</translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="35"/>
        <source>Export chart as PNG…</source>
        <translation>导出图表为 PNG…</translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="36"/>
        <source>Export chart as PNG at 2×…</source>
        <translation>导出图表为 2× PNG…</translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="37"/>
        <source>Export chart as SVG…</source>
        <translation>导出图表为 SVG…</translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="38"/>
        <source>Export chart as PDF…</source>
        <translation>导出图表为 PDF…</translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="39"/>
        <source>Export data as CSV…</source>
        <translation>导出数据为 CSV…</translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="55"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="62"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>stepbudget::CheckpointView</name>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="32"/>
        <source>Checkpoint + failure overhead L(τ)</source>
        <translation>保存与故障的附加成本 L(τ)</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="37"/>
        <source>Save c/τ</source>
        <translation>保存 c/τ</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="38"/>
        <source>Redo λτ/2</source>
        <translation>重做 λτ/2</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="39"/>
        <source>Recovery λr</source>
        <translation>恢复 λr</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="41"/>
        <source>τ* = √(2c/λ)</source>
        <translation>τ* = √(2c/λ)</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="44"/>
        <source>Current interval</source>
        <translation>当前间隔</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="55"/>
        <source>Useful training between saves τ (s)</source>
        <translation>两次保存之间的有用训练 τ（秒）</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="58"/>
        <source>Overhead (% of useful time)</source>
        <translation>附加成本（占有用训练时间的 %）</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="66"/>
        <source>A: total L</source>
        <translation>A：总附加比例 L</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="126"/>
        <source>c = %1 s to save, λ = 1/%2 s, r = %3 s. τ* = %4 s gives L = %5 %; the current %6 s gives L = %7 % (save %8 %, redo %9 %, recovery %10 %).</source>
        <translation>每次保存 c = %1 s，λ = 1/%2 s，恢复 r = %3 s。τ* = %4 s 时 L = %5 %；当前 %6 s 时 L = %7 %（保存 %8 %，重做 %9 %，恢复 %10 %）。</translation>
    </message>
</context>
<context>
    <name>stepbudget::DerivationPanel</name>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="36"/>
        <source>Teach: show the whole chain of the plan</source>
        <translation>教学：显示整套方案的推导链</translation>
    </message>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="76"/>
        <source>&lt;i&gt;No results: the scenario is not valid.&lt;/i&gt;</source>
        <translation>&lt;i&gt;无结果：场景参数无效。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="89"/>
        <source>&lt;i&gt;Click a number or a chart to see how it is derived.&lt;/i&gt;</source>
        <translation>&lt;i&gt;点击任一数字或图表，查看它的推导。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>stepbudget::Document</name>
    <message>
        <location filename="../../app/gui/document.cpp"/>
        <source>%1 is read-only (a preset shipped with StepBudget, or a file you cannot write); save a copy with Save As.</source>
        <translation>%1 是只读的（StepBudget 自带的预设，或您无权写入的文件）；请用“另存为”保存副本。</translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp"/>
        <source>%1 changed on disk since it was opened or saved here (another window or program saved it).</source>
        <translation>%1 自在此打开或保存后已在磁盘上被修改（另一个窗口或程序保存了它）。</translation>
    </message>
    <message>
        <source>Revert to %1</source>
        <translation>还原为 %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="56"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="63"/>
        <source>New scenario</source>
        <translation>新场景</translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="72"/>
        <source>%1 was not opened; the current scenario is unchanged.</source>
        <translation>未打开 %1，当前场景保持不变。</translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="88"/>
        <source>The scenario has no file yet.</source>
        <translation>该场景尚未保存为文件。</translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="108"/>
        <source>The scenario has no file to revert to.</source>
        <translation>该场景没有可以还原的文件。</translation>
    </message>
</context>
<context>
    <name>stepbudget::GanttWidget</name>
    <message>
        <source>Wheel: zoom the time axis · drag: pan · double-click: the whole step · Shift+wheel: scroll the GPUs · click a row: its memory below</source>
        <translation>滚轮：缩放时间轴 · 拖动：平移 · 双击：整步 · Shift+滚轮：滚动 GPU 行 · 点击一行：下方显示其显存</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="27"/>
        <source>forward F</source>
        <translation>前向 F</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="28"/>
        <source>backward B</source>
        <translation>反向 B</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="29"/>
        <source>input gradient X (dX)</source>
        <translation>输入梯度 X（dX）</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="30"/>
        <source>weight gradient W (dW)</source>
        <translation>权重梯度 W（dW）</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="31"/>
        <source>activation transfer A</source>
        <translation>激活传输 A</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="32"/>
        <source>gradient transfer G</source>
        <translation>梯度传输 G</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="33"/>
        <source>update U</source>
        <translation>参数更新 U</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="108"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="177"/>
        <source>micro-batch %1, stage %2, chunk %3</source>
        <translation>micro-batch %1，阶段 %2，分块 %3</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="179"/>
        <source>, direction %1</source>
        <translation>，方向 %1</translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="184"/>
        <source>link GPU %1 → GPU %2&lt;br&gt;</source>
        <translation>链路 GPU %1 → GPU %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2（%3）</translation>
    </message>
    <message>
        <source>DP link, hidden</source>
        <translation>数据并行通信（被掩盖）</translation>
    </message>
    <message>
        <source>DP link, exposed</source>
        <translation>数据并行通信（暴露）</translation>
    </message>
    <message>
        <source>input wait</source>
        <translation>输入等待</translation>
    </message>
    <message>
        <source>checkpoint saves</source>
        <translation>检查点保存</translation>
    </message>
    <message>
        <source>failure losses</source>
        <translation>故障损失</translation>
    </message>
    <message>
        <source>DP link</source>
        <translation>DP 链路</translation>
    </message>
    <message>
        <source>%1 collectives of %2 each, under the pipeline&apos;s compute&lt;br&gt;</source>
        <translation>%1 次集合通信，每次 %2，被流水线计算掩盖&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <source>Click: its derivation</source>
        <translation>点击：查看推导</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>KV exchange (context parallel)</source>
        <translation>KV 交换（上下文并行）</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Click: why it starts then</source>
        <translation>点击：它为何此时开始</translation>
    </message>
    <message>
        <source>Zoomed: %1 – %2 of %3</source>
        <translation>已放大：%3 中的 %1 – %2</translation>
    </message>
</context>
<context>
    <name>stepbudget::HeadlineCard</name>
    <message>
        <location filename="../../views/headline_strip.cpp" line="35"/>
        <source>Click to show the derivation</source>
        <translation>点击查看推导</translation>
    </message>
</context>
<context>
    <name>stepbudget::HeadlineStrip</name>
    <message>
        <location filename="../../views/headline_strip.cpp" line="107"/>
        <source>Δ %2 %3 vs A: %1 %3</source>
        <translation>Δ %2 %3，A：%1 %3</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="121"/>
        <source>The scenario is not valid:</source>
        <translation>场景参数无效：</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="132"/>
        <source>Fits in memory?</source>
        <translation>显存装得下？</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="132"/>
        <source>Yes</source>
        <translation>能</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="132"/>
        <source>No</source>
        <translation>不能</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="133"/>
        <source>peak %1 of %2 GiB per card</source>
        <translation>每卡峰值 %1 / %2 GiB</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="138"/>
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="138"/>
        <location filename="../../views/headline_strip.cpp" line="147"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>achieved MFU %1 %, cap %2 s</source>
        <translation>实际 MFU %1 %，上限 %2 s</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="142"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="142"/>
        <location filename="../../views/headline_strip.cpp" line="164"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="143"/>
        <source>deadline %1 days, overhead %2 %</source>
        <translation>期限 %1 天，附加成本 %2 %</translation>
    </message>
    <message>
        <source>not reachable</source>
        <translation>无法完成</translation>
    </message>
    <message>
        <source>failures every %1 s outrun the checkpoints</source>
        <translation>每 %1 秒一次故障，快于检查点推进</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="147"/>
        <source>Margin</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="148"/>
        <source>per step; %1 days of slack</source>
        <translation>每步；余 %1 天</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="155"/>
        <source>failures %1 + jitter %2; slack %3 d</source>
        <translation>故障 %1 + 抖动 %2；余量 %3 天</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="161"/>
        <source>≈ $%1</source>
        <translation>≈ $%1</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="163"/>
        <source>Expected lost time</source>
        <translation>期望损失时间</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="172"/>
        <location filename="../../views/headline_strip.cpp" line="175"/>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>peak %1 of %2 GiB, tensors only</source>
        <translation>峰值 %1 / %2 GiB，仅计张量</translation>
    </message>
    <message>
        <source>peak %1 of %2 GiB, with overheads</source>
        <translation>峰值 %1 / %2 GiB，含运行开销</translation>
    </message>
</context>
<context>
    <name>stepbudget::IntervalChart</name>
    <message>
        <location filename="../../views/interval_chart.cpp" line="41"/>
        <source>Overhead by cause, and the optimal interval</source>
        <translation>按成因拆分的附加成本与最优间隔</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="46"/>
        <source>Save c/τ</source>
        <translation>保存 c/τ</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="49"/>
        <source>Hardware failures</source>
        <translation>硬件故障</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="50"/>
        <source>Loss spikes</source>
        <translation>损失尖峰</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="53"/>
        <source>Poisson model</source>
        <translation>泊松模型</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="63"/>
        <source>Young</source>
        <translation>Young</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="64"/>
        <source>Daly</source>
        <translation>Daly</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="65"/>
        <source>Poisson optimum</source>
        <translation>泊松最优</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="66"/>
        <source>Young (hardware)</source>
        <translation>Young（仅硬件）</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="68"/>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="80"/>
        <source>Useful training between saves τ (s)</source>
        <translation>两次保存之间的有用训练 τ（秒）</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="83"/>
        <source>Overhead (% of useful time)</source>
        <translation>附加成本（占有用训练时间的 %）</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="90"/>
        <source>A: total L</source>
        <translation>A：总附加比例 L</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="171"/>
        <source>Optimal interval: Young %1 s (first order), Daly %2 s, Poisson retry model %3 s (overhead %4 % there).</source>
        <translation>最优间隔：Young %1 s（一阶），Daly %2 s，泊松重试模型 %3 s（该处附加成本 %4 %）。</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="177"/>
        <source>At the current %1 s: L = %2 % = save %3 % + hardware %4 % + spikes %5 %; the Poisson model gives %6 %.</source>
        <translation>当前 %1 s：L = %2 % = 保存 %3 % + 硬件 %4 % + 尖峰 %5 %；泊松模型给出 %6 %。</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="184"/>
        <source>Ignoring loss spikes, Young would choose %1 s.</source>
        <translation>若不计损失尖峰，Young 会选 %1 s。</translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="189"/>
        <source>Saving takes at least twice the MTBF: Daly&apos;s rule falls back to the MTBF.</source>
        <translation>保存耗时不少于 MTBF 的两倍：Daly 公式退化为取 MTBF。</translation>
    </message>
</context>
<context>
    <name>stepbudget::MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>File changed on disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>%1 was changed on disk since you opened or saved it here (another window or program saved it). Saving now would replace those changes.</source>
        <translation>%1 自您在此打开或保存后已在磁盘上被修改（另一个窗口或程序保存了它）。现在保存将覆盖那些修改。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>Reload from disk</source>
        <translation>从磁盘重新载入</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>Reload</source>
        <translation>重新载入</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>%1 is a read-only preset. Save your changes as a new file before closing it?</source>
        <translation>%1 是只读预设。关闭前将您的修改另存为新文件吗？</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>[*] (read-only)</source>
        <translation>[*]（只读）</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>%1 was changed on disk by another window or program. File &gt; Revert reloads it; Save asks before replacing it.</source>
        <translation>%1 已被另一个窗口或程序在磁盘上修改。“文件 &gt; 还原”会重新载入；“保存”会在覆盖前询问。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="0"/>
        <source>MFU waterfall</source>
        <translation>MFU 瀑布图</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>Preset needs fixing</source>
        <translation>预设需要修正</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>Save a scenario with problems?</source>
        <translation>保存有问题的场景？</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp"/>
        <source>%1 — %2[*] (needs fixing) — StepBudget</source>
        <translation>%1 — %2[*]（需要修正）— StepBudget</translation>
    </message>
    <message>
        <source>%1 charts written to %2</source>
        <translation>已写出 %1 张图表到 %2</translation>
    </message>
    <message>
        <source>Export every chart into a folder</source>
        <translation>把全部图表导出到文件夹</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;All charts…</source>
        <translation>全部图表(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Chart…</source>
        <translation>图表(&amp;C)…</translation>
    </message>
    <message>
        <source>Report as &amp;PDF…</source>
        <translation>报告（PDF）(&amp;P)…</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>注：%1。</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>%1 was not imported; the scenario is unchanged.</source>
        <translation>未导入 %1；当前场景保持不变。</translation>
    </message>
    <message>
        <source>Import %1 from config.json</source>
        <translation>从 config.json 导入 %1</translation>
    </message>
    <message>
        <source>Imported %1: %2 parameters from the shape (%3). Undo (Ctrl+Z) brings the previous model back.</source>
        <translation>已导入 %1：按形状计算共 %2 个参数（%3）。撤销（Ctrl+Z）可恢复之前的模型。</translation>
    </message>
    <message>
        <source>&amp;Import Hugging Face config.json…</source>
        <translation>导入 Hugging Face config.json(&amp;I)…</translation>
    </message>
    <message>
        <source>Use a model&apos;s config.json (Llama, Mistral, Mixtral, Qwen2/3, DeepSeek-V2/V3, GPT-NeoX) as the model: its shape and the parameter count computed from it</source>
        <translation>把模型的 config.json（Llama、Mistral、Mixtral、Qwen2/3、DeepSeek-V2/V3、GPT-NeoX）用作模型：读取其形状并据此计算参数量</translation>
    </message>
    <message>
        <source>Import Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json)</source>
        <translation>Hugging Face 配置（config.json *.json）</translation>
    </message>
    <message>
        <source>Reverted to the saved file. Undo (Ctrl+Z) brings your edits back.</source>
        <translation>已还原为保存的文件。撤销（Ctrl+Z）可找回你的修改。</translation>
    </message>
    <message>
        <source>Go back to the saved file; undoable</source>
        <translation>回到保存的文件；可撤销</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="53"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="61"/>
        <source>Derivation</source>
        <translation>推导</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="66"/>
        <source>A vs B</source>
        <translation>A 对比 B</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="83"/>
        <source>Study</source>
        <translation>学习</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="92"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="94"/>
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="98"/>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="99"/>
        <source>Amdahl</source>
        <translation>Amdahl</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="100"/>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="102"/>
        <source>Async checkpoint</source>
        <translation>异步检查点</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="103"/>
        <source>Stragglers</source>
        <translation>掉队者</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="112"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="113"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="114"/>
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="115"/>
        <source>RL</source>
        <translation>RL</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="116"/>
        <source>Buckets</source>
        <translation>通信桶</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="117"/>
        <source>Scaling</source>
        <translation>扩展</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="118"/>
        <source>Search</source>
        <translation>布局搜索</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="219"/>
        <source>%1 — %2[*] — StepBudget</source>
        <translation>%1 — %2[*] — StepBudget</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="26"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="74"/>
        <source>Open preset</source>
        <translation>打开预设</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="75"/>
        <location filename="../../app/gui/main_window_menus.cpp" line="202"/>
        <source>StepBudget presets (*.json)</source>
        <translation>StepBudget 预设 (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="80"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="81"/>
        <source>&amp;Built-in presets</source>
        <translation>内置预设(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="90"/>
        <source>Start &amp;page…</source>
        <translation>开始页(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="97"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="102"/>
        <location filename="../../app/gui/main_window_menus.cpp" line="208"/>
        <location filename="../../app/gui/main_window_menus.cpp" line="231"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="105"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="106"/>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="109"/>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="113"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="114"/>
        <source>Report as &amp;HTML…</source>
        <translation>报告（HTML）(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="115"/>
        <source>Report as &amp;Markdown…</source>
        <translation>报告（Markdown）(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="117"/>
        <source>Current chart as PNG…</source>
        <translation>当前图表为 PNG…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="118"/>
        <source>Current chart as SVG…</source>
        <translation>当前图表为 SVG…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="119"/>
        <source>Current chart as PDF…</source>
        <translation>当前图表为 PDF…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="120"/>
        <source>Current chart data as CSV…</source>
        <translation>当前图表数据为 CSV…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="127"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="136"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="155"/>
        <source>&amp;Pin current as baseline A</source>
        <translation>把当前场景固定为基准 A(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="157"/>
        <source>&amp;Swap A and B</source>
        <translation>交换 A 与 B(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="158"/>
        <source>&amp;Clear baseline</source>
        <translation>清除基准(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="169"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="170"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="170"/>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="177"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="201"/>
        <source>Save preset</source>
        <translation>保存预设</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="219"/>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="220"/>
        <source>Save the changes to %1 before closing it?</source>
        <translation>关闭前保存对 %1 的修改吗？</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="38"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="28"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="29"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="31"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="36"/>
        <source>&amp;Compare</source>
        <translation>对比(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="49"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="65"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="70"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="189"/>
        <source>Invalid preset</source>
        <translation>预设无效</translation>
    </message>
    <message>
        <source>All views</source>
        <translation>全部视图</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1（已修改）</translation>
    </message>
</context>
<context>
    <name>stepbudget::MemoryStrip</name>
    <message>
        <source>GPU %1 activations and buffers: peak %2 at %3</source>
        <translation>GPU %1 激活与缓冲区：峰值 %2，位于 %3</translation>
    </message>
    <message>
        <location filename="../../views/memory_strip.cpp" line="96"/>
        <source>saved activations</source>
        <translation>保存的激活</translation>
    </message>
    <message>
        <location filename="../../views/memory_strip.cpp" line="96"/>
        <source>send buffers</source>
        <translation>发送缓冲</translation>
    </message>
    <message>
        <location filename="../../views/memory_strip.cpp" line="96"/>
        <source>receive buffers</source>
        <translation>接收缓冲</translation>
    </message>
</context>
<context>
    <name>stepbudget::MemoryView</name>
    <message>
        <source>Activations: the simulated peak of pipeline stage %1 of %2, the heaviest.</source>
        <translation>激活：流水线第 %1 段（共 %2 段）的模拟峰值，即最重的一段。</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="25"/>
        <source>Per-card memory by ZeRO stage</source>
        <translation>各 ZeRO 阶段的每卡显存</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27"/>
        <source>FP32 master</source>
        <translation>FP32 主权重</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27"/>
        <source>Adam m</source>
        <translation>Adam 一阶矩</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="28"/>
        <source>Adam v</source>
        <translation>Adam 二阶矩</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="28"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>FP8 weight copy</source>
        <translation>FP8 权重副本</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43"/>
        <source>ZeRO-0</source>
        <translation>ZeRO-0</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="47"/>
        <location filename="../../views/memory_view.cpp" line="82"/>
        <source>GiB per card</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="52"/>
        <location filename="../../views/memory_view.cpp" line="65"/>
        <source>Usable memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="59"/>
        <source>Per-card memory vs card count</source>
        <translation>每卡显存随卡数变化</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="61"/>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="63"/>
        <source>Resident</source>
        <translation>常驻</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="68"/>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="80"/>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="91"/>
        <source>A: total</source>
        <translation>A：合计</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="92"/>
        <source>A: peak</source>
        <translation>A：峰值</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="167"/>
        <source>ZeRO-%1 on %2 cards: resident %3 GiB + activations/buffers %4 GiB = peak %5 GiB of %6 GiB usable.</source>
        <translation>ZeRO-%1、%2 张卡：常驻 %3 GiB + 激活与缓冲 %4 GiB = 峰值 %5 GiB（可用 %6 GiB）。</translation>
    </message>
    <message>
        <source>ZeRO-%1 on %2 cards: resident %3 GiB + FP8 weight copy %4 GiB + activations/buffers %5 GiB = peak %6 GiB of %7 GiB usable.</source>
        <translation>ZeRO-%1、%2 张卡：常驻 %3 GiB + FP8 权重副本 %4 GiB + 激活与缓冲 %5 GiB = 峰值 %6 GiB（可用 %7 GiB）。</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="177"/>
        <source>%1 GiB over: recompute that much, or use at least %2 cards.</source>
        <translation>超出 %1 GiB：用重计算省下这部分，或至少用 %2 张卡。</translation>
    </message>
    <message>
        <source>%1 GiB over, and no card count fits at this ZeRO stage: what more cards do not shard (activations, replicated state) is over the card already; recompute or shard it.</source>
        <translation>超出 %1 GiB，且在此 ZeRO 阶段任何卡数都装不下：加卡也不会切分的部分（激活、复制的状态）本身已超出单卡；需要重计算或切分它们。</translation>
    </message>
    <message>
        <source>Expert weights</source>
        <translation>专家权重</translation>
    </message>
    <message>
        <source>Beyond the tensors</source>
        <translation>张量之外</translation>
    </message>
    <message>
        <source>Tensors only: runtime context, loss buffers, largest-op temporaries and fragmentation are not counted (memory.runtime_overheads off).</source>
        <translation>仅计张量：未计运行时上下文、损失缓冲、最大算子临时缓冲和碎片（memory.runtime_overheads 关闭）。</translation>
    </message>
    <message>
        <source>Loss: a fused kernel on the 16-bit logits, not FP32 cross entropy (memory.loss_kernel).</source>
        <translation>损失：在 16 位 logits 上的融合内核，而非 FP32 交叉熵（memory.loss_kernel）。</translation>
    </message>
    <message>
        <source>Beyond the tensors: loss buffers, largest-op temporaries, allocator fragmentation and the runtime context (memory.runtime_overheads).</source>
        <translation>张量之外：损失缓冲、最大算子临时缓冲、分配器碎片和运行时上下文（memory.runtime_overheads）。</translation>
    </message>
    <message>
        <source>ZeRO-%1 on %2 cards: resident %3 GiB + FP8 weight copy %4 GiB + activations/buffers %5 GiB + beyond the tensors %6 GiB = peak %7 GiB of %8 GiB usable.</source>
        <translation>ZeRO-%1、%2 张卡：常驻 %3 GiB + FP8 权重副本 %4 GiB + 激活与缓冲 %5 GiB + 张量之外 %6 GiB = 峰值 %7 GiB（可用 %8 GiB）。</translation>
    </message>
    <message>
        <source>ZeRO-%1 on %2 cards: resident %3 GiB + activations/buffers %4 GiB + beyond the tensors %5 GiB = peak %6 GiB of %7 GiB usable.</source>
        <translation>ZeRO-%1、%2 张卡：常驻 %3 GiB + 激活与缓冲 %4 GiB + 张量之外 %5 GiB = 峰值 %6 GiB（可用 %7 GiB）。</translation>
    </message>
</context>
<context>
    <name>stepbudget::ParamEditor</name>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="0"/>
        <source>Override: typed %1 % replaces predicted %2 % (cluster.mfu_override)</source>
        <translation>覆盖：键入的 %1 % 替换预测的 %2 %（cluster.mfu_override）</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="0"/>
        <source>Predicted %1 % — drag to override</source>
        <translation>预测值 %1 % — 拖动即覆盖</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="0"/>
        <source>No published matmul measurement for this card: %1 % of its peak is assumed.</source>
        <translation>此卡没有公开的矩阵乘法实测值：按其峰值的 %1 % 估算。</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="0"/>
        <source>The time model&apos;s constants are the %1&apos;s fit; no published run on this card was fitted.</source>
        <translation>时间模型的常数借用 %1 的拟合；此卡没有拟合过任何公开训练记录。</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="0"/>
        <source>The time model&apos;s constants are defaults, not fitted to a published run on this card.</source>
        <translation>时间模型的常数为默认值，未按此卡的公开训练记录拟合。</translation>
    </message>
    <message>
        <source>Unit: %1</source>
        <translation>单位：%1</translation>
    </message>
    <message>
        <source>Book: ch. 10 %1</source>
        <translation>书中：第 10 章 %1</translation>
    </message>
    <message>
        <source>Type units and suffixes: 8B, 1.5T, 30%, 25 GB/s, 16 min.</source>
        <translation>可输入单位和后缀：8B、1.5T、30%、25 GB/s、16 min。</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="46"/>
        <source>allowed: %1</source>
        <translation>允许范围：%1</translation>
    </message>
</context>
<context>
    <name>stepbudget::ParamPanel</name>
    <message>
        <source>custom (from %1)</source>
        <translation>自定义（基于 %1）</translation>
    </message>
    <message>
        <source>custom (scaled from %1)</source>
        <translation>自定义（由 %1 缩放）</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="54"/>
        <source>&lt;b&gt;What if…&lt;/b&gt;</source>
        <translation>&lt;b&gt;如果……&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="64"/>
        <source>%1 TFLOP/s dense BF16, %2 GB, %3 GB/s HBM; %4</source>
        <translation>稠密 BF16 %1 TFLOP/s，显存 %2 GB，HBM %3 GB/s；%4</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="75"/>
        <source>%1 B parameters, %2 experts, top-%3; %4</source>
        <translation>%1 B 参数，%2 个专家，top-%3；%4</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="80"/>
        <source>%1 B parameters, dense; %2</source>
        <translation>%1 B 参数，稠密；%2</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="89"/>
        <source>Fill the cluster&apos;s GPU figures from the catalog</source>
        <translation>用目录中的 GPU 数据填写集群参数</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="90"/>
        <source>Fill the model&apos;s shape from the catalog</source>
        <translation>用目录中的模型结构填写模型参数</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="95"/>
        <location filename="../../app/gui/param_panel.cpp" line="102"/>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="105"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="106"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="177"/>
        <source>%1 (not in the catalog)</source>
        <translation>%1（不在目录中）</translation>
    </message>
    <message>
        <source>%1 (= %2&apos;s shape)</source>
        <translation>%1（与 %2 形状相同）</translation>
    </message>
</context>
<context>
    <name>stepbudget::PipelineView</name>
    <message>
        <source>Memory of one GPU over the step</source>
        <translation>一张 GPU 在一步内的显存</translation>
    </message>
    <message>
        <source>Pipeline schedule (Gantt)</source>
        <translation>流水线调度（甘特图）</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="37"/>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="46"/>
        <source>Schedule:</source>
        <translation>调度：</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="60"/>
        <source>Time vs peak memory: no schedule wins both</source>
        <translation>时间与显存峰值：没有一种调度两轴同时占优</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="74"/>
        <source>Makespan (ms)</source>
        <translation>完成时间（ms）</translation>
    </message>
    <message>
        <source>Peak per GPU (MiB)</source>
        <translation>单卡峰值（MiB）</translation>
    </message>
    <message>
        <source>Pipeline: idle up to %1 per GPU, peak %2, %3 forward messages (free links: %4)</source>
        <translation>流水线：单卡空闲最多 %1，峰值 %2，前向消息 %3 次（传输免费时 %4）</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="121"/>
        <source>Not runnable: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="128"/>
        <source>schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="128"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="128"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="128"/>
        <source>peak MiB</source>
        <translation>峰值 MiB</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="138"/>
        <source>not runnable</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Ideal (no transfers): T = (m+p−1)(t&lt;sub&gt;f&lt;/sub&gt;+t&lt;sub&gt;b&lt;/sub&gt;) = %1, u = m/(m+p−1) = %2 %.&lt;br&gt;Bubbles: 1F1B (p−1)(T&lt;sub&gt;F&lt;/sub&gt;+T&lt;sub&gt;B&lt;/sub&gt;+T&lt;sub&gt;W&lt;/sub&gt;) = %3; interleaved %4; ZB-H1 %5; ZB-H2 %6; DualPipe %7.</source>
        <translation>理想情况（无传输）：T = (m+p−1)(t&lt;sub&gt;f&lt;/sub&gt;+t&lt;sub&gt;b&lt;/sub&gt;) = %1，u = m/(m+p−1) = %2 %。&lt;br&gt;气泡：1F1B (p−1)(T&lt;sub&gt;F&lt;/sub&gt;+T&lt;sub&gt;B&lt;/sub&gt;+T&lt;sub&gt;W&lt;/sub&gt;) = %3；交错式 %4；ZB-H1 %5；ZB-H2 %6；DualPipe %7。</translation>
    </message>
    <message>
        <source>pipeline %1</source>
        <translation>流水线 %1</translation>
    </message>
    <message>
        <source> + exposed DP link %1</source>
        <translation> + 暴露的数据并行通信 %1</translation>
    </message>
    <message>
        <source> + input wait %1</source>
        <translation> + 输入等待 %1</translation>
    </message>
    <message>
        <source>Step %1 = %2. </source>
        <translation>步时 %1 = %2。</translation>
    </message>
    <message>
        <source>With checkpoint saves %1 and failure losses %2: %3 per step on average.</source>
        <translation>计入检查点保存 %1 与故障损失 %2：平均每步 %3。</translation>
    </message>
    <message>
        <source> One stage: %1 micro-batches back to back, peak %2.</source>
        <translation> 单个阶段：%1 个微批次依次执行，峰值 %2。</translation>
    </message>
    <message>
        <source>makespan</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <source>Makespan (s)</source>
        <translation>完成时间（s）</translation>
    </message>
    <message>
        <source>%1: %2 forward messages; with free links %3.</source>
        <translation>%1：前向消息 %2 次；传输免费时 %3。</translation>
    </message>
    <message>
        <source>One stage: T = m (t&lt;sub&gt;F&lt;/sub&gt; + t&lt;sub&gt;B&lt;/sub&gt;) = %1 × (%2 + %3) = %4; no bubble, every schedule runs the micro-batches back to back.</source>
        <translation>单个阶段：T = m (t&lt;sub&gt;F&lt;/sub&gt; + t&lt;sub&gt;B&lt;/sub&gt;) = %1 × (%2 + %3) = %4；没有气泡，每种调度都依次执行各微批次。</translation>
    </message>
    <message>
        <source>from the shape; the Memory tab uses the declared budget of %1</source>
        <translation>按模型形状估算；内存页使用声明的预算 %1</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
</context>
<context>
    <name>stepbudget::PlanView</name>
    <message>
        <location filename="../../views/plan_view.cpp" line="21"/>
        <source>Completion time vs card count</source>
        <translation>完成时间随卡数变化</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="23"/>
        <source>Finish days</source>
        <translation>完成天数</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="26"/>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="29"/>
        <source>Current choice</source>
        <translation>当前选择</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="38"/>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="40"/>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>Days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="48"/>
        <source>A: finish days</source>
        <translation>A：完成天数</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50"/>
        <source>A: choice</source>
        <translation>A：选择</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>Assumed achieved MFU η</source>
        <translation>假设的实际 MFU η</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>Cards for deadline</source>
        <translation>按期所需卡数</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="74"/>
        <source>&lt;b&gt;6ND extrapolation&lt;/b&gt; at this model, data, card count and deadline:&lt;br/&gt;days = 6ND / (p P η), cards ≥ ⌈6ND / (P η T)⌉</source>
        <translation>&lt;b&gt;6ND 外推&lt;/b&gt;（当前模型、数据量、卡数与期限）：&lt;br/&gt;天数 = 6ND / (p P η)，卡数 ≥ ⌈6ND / (P η T)⌉</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="149"/>
        <source>%1 cards finish in %2 days. The fewest cards that meet the %3-day deadline: %4.</source>
        <translation>%1 张卡需 %2 天完成。满足 %3 天期限的最少卡数：%4。</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="154"/>
        <source>%1 cards finish in %2 days. No card count meets the %3-day deadline.</source>
        <translation>%1 张卡需 %2 天完成。没有任何卡数能满足 %3 天期限。</translation>
    </message>
</context>
<context>
    <name>stepbudget::RlView</name>
    <message>
        <location filename="../../views/rl_view.cpp" line="27"/>
        <location filename="../../views/rl_view.cpp" line="79"/>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="30"/>
        <location filename="../../views/rl_view.cpp" line="79"/>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="33"/>
        <location filename="../../views/rl_view.cpp" line="79"/>
        <source>Learn</source>
        <translation>学习</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="41"/>
        <source>training only</source>
        <translation>仅训练</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="44"/>
        <source>+ weights + KV pool</source>
        <translation>+ 权重 + KV 池</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="47"/>
        <source>− training state</source>
        <translation>− 训练状态</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="50"/>
        <source>+ weights</source>
        <translation>+ 权重</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="53"/>
        <source>+ KV pool</source>
        <translation>+ KV 池</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="63"/>
        <source>Generate → verify → learn</source>
        <translation>生成 → 验证 → 学习</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="65"/>
        <source>Own rate</source>
        <translation>自身速率</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="68"/>
        <source>Passed on</source>
        <translation>向下游输出</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="83"/>
        <source>Trajectories per second</source>
        <translation>轨迹/秒</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="87"/>
        <source>Async vs sync throughput against the keep ratio</source>
        <translation>异步/同步吞吐比 vs 保留比例</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="89"/>
        <source>Async ÷ sync</source>
        <translation>异步 ÷ 同步</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="92"/>
        <source>Ratio 1</source>
        <translation>比值 1</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="95"/>
        <source>q*</source>
        <translation>q*</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="98"/>
        <source>q in force</source>
        <translation>当前 q</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="107"/>
        <source>Keep ratio q after async staleness</source>
        <translation>异步陈旧后的保留比例 q</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="110"/>
        <source>Throughput ratio</source>
        <translation>吞吐比</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="117"/>
        <source>A: ratio</source>
        <translation>A：吞吐比</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="119"/>
        <source>Hand-off on one card: memory after each step</source>
        <translation>同卡训推交接：每一步之后的显存</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="121"/>
        <source>Restore weights and KV first</source>
        <translation>先恢复权重和 KV</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="124"/>
        <source>Weights, release, then KV</source>
        <translation>先载权重，释放后再分配 KV</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="136"/>
        <source>GiB on the card</source>
        <translation>卡上 GiB</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="140"/>
        <source>Card memory</source>
        <translation>卡显存</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="175"/>
        <source>%1&lt;br&gt;%2 → %3/s</source>
        <translation>%1&lt;br&gt;%2 → %3/s</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="180"/>
        <source>bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="212"/>
        <source>q* = %1</source>
        <translation>q* = %1</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="215"/>
        <source>q* &gt; 1</source>
        <translation>q* &gt; 1</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="227"/>
        <source>Restore first: %1</source>
        <translation>先恢复：%1</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="230"/>
        <source>Weights first: %1</source>
        <translation>先载权重：%1</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="257"/>
        <source>%1 · %2 GiB</source>
        <translation>%1 · %2 GiB</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="268"/>
        <source>&lt;b&gt;Pipeline.&lt;/b&gt; %1 trajectories/s reach the learner: min(learn %2, q %3 × min(generate %4, verify %5)). The bottleneck is %6; speeding up any other stage changes nothing.</source>
        <translation>&lt;b&gt;流水。&lt;/b&gt;进入学习端的是 %1 条轨迹/s：min(学习 %2, q %3 × min(生成 %4, 验证 %5))。瓶颈是%6；加快其他阶段都没有用。</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="278"/>
        <source>&lt;b&gt;Async.&lt;/b&gt; Sync cycle %1 s (generate + learn + sync), async cycle %2 s (max(generate, learn) + sync): async pays off only above q* = %3. At q = %4 it gives %5× the sync throughput.</source>
        <translation>&lt;b&gt;异步。&lt;/b&gt;同步周期 %1 s（生成 + 学习 + 同步），异步周期 %2 s（max(生成, 学习) + 同步）：只有 q 高于盈亏平衡点 q* = %3 时异步才划算。q = %4 时吞吐是同步的 %5 倍。</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="286"/>
        <source>&lt;b&gt;Hand-off&lt;/b&gt; on a %1 GiB card: restoring weights and KV before releasing the training state peaks at %2 GiB (%3); loading the weights first peaks at %4 GiB (%5), %6 GiB less.</source>
        <translation>&lt;b&gt;交接&lt;/b&gt;（每卡 %1 GiB）：释放训练状态之前先恢复权重和 KV，峰值 %2 GiB（%3）；先只载权重，峰值 %4 GiB（%5），少 %6 GiB。</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="291"/>
        <location filename="../../views/rl_view.cpp" line="293"/>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="291"/>
        <location filename="../../views/rl_view.cpp" line="293"/>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
</context>
<context>
    <name>stepbudget::StartPage</name>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Open a preset or a Hugging Face config.json from disk</source>
        <translation>从磁盘打开预设或 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Open preset or config.json</source>
        <translation>打开预设或 config.json</translation>
    </message>
    <message>
        <source>Presets and Hugging Face configs (*.json)</source>
        <translation>预设与 Hugging Face 配置（*.json）</translation>
    </message>
    <message>
        <location filename="../../app/gui/start_page.cpp" line="15"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../app/gui/start_page.cpp" line="19"/>
        <source>&lt;h3&gt;StepBudget&lt;/h3&gt;&lt;p&gt;A training plan is a per-step budget divided by the work each step must do. Pick a case from the book or one of your files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;StepBudget&lt;/h3&gt;&lt;p&gt;训练方案就是「每步预算 ÷ 每步要做的工作」。从书中的算例或你的文件开始。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/gui/start_page.cpp" line="34"/>
        <source>Recent: %1
%2</source>
        <translation>最近：%1
%2</translation>
    </message>
</context>
<context>
    <name>stepbudget::StudyPanel</name>
    <message>
        <source>This question opened its own scenario; Edit &gt; Undo (Ctrl+Z) brings yours back.</source>
        <translation>本题打开了它自己的场景；“编辑 &gt; 撤销”（Ctrl+Z）可恢复你的场景。</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>查看解答</translation>
    </message>
    <message>
        <source>Show the worked solution of this problem</source>
        <translation>显示本题的完整解答</translation>
    </message>
    <message>
        <source>Start here: %1</source>
        <translation>从这里入手：%1</translation>
    </message>
    <message>
        <source>Try again, or press “Show solution”.</source>
        <translation>再试一次，或点击“查看解答”。</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="41"/>
        <source>Q%1</source>
        <translation>问 %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="42"/>
        <source>Self-test %1</source>
        <translation>自测 %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="43"/>
        <source>Example</source>
        <translation>算例</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="47"/>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="48"/>
        <source>Practice: new numbers</source>
        <translation>练习：换一组数</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="50"/>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="51"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="58"/>
        <source>&lt;b&gt;Interview questions and self-tests&lt;/b&gt;</source>
        <translation>&lt;b&gt;面试问法与自测&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="90"/>
        <source>Study: %1</source>
        <translation>学习：%1</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="138"/>
        <source>&lt;p&gt;Pick a question. Each opens its scenario and the view that answers it; &lt;i&gt;Next step&lt;/i&gt; reveals the reasoning one step at a time, with the formula and today&apos;s numbers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;选一道题。它会打开对应的场景和能回答它的视图；&lt;i&gt;下一步&lt;/i&gt; 逐步展开推理，每一步给出公式和当前数值。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="161"/>
        <source>Remember:</source>
        <translation>记住：</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="165"/>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="175"/>
        <source>Answer in %1</source>
        <translation>以 %1 作答</translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="187"/>
        <source>Worked solution</source>
        <translation>解答过程</translation>
    </message>
</context>
<context>
    <name>stepbudget::ExportDialog</name>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>分辨率</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>CSV data</source>
        <translation>CSV 数据</translation>
    </message>
    <message>
        <source>PDF, one full page</source>
        <translation>PDF（整页）</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 矢量图</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export every chart</source>
        <translation>导出全部图表</translation>
    </message>
</context>
<context>
    <name>stepbudget::AppShell</name>
    <message>
        <location filename="../../app/gui/app_shell.cpp"/>
        <source>Autosave failed</source>
        <translation>自动保存失败</translation>
    </message>
    <message>
        <location filename="../../app/gui/app_shell.cpp"/>
        <source>Unsaved edits could not be autosaved: %1

Save the scenario somewhere with space (File &gt; Save As) to keep them.</source>
        <translation>未保存的修改无法自动保存：%1

请把场景保存到有空间的位置（文件 &gt; 另存为）以保留这些修改。</translation>
    </message>
    <message>
        <location filename="../../app/gui/app_shell.cpp"/>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../../app/gui/app_shell.cpp"/>
        <source>Autosave works again</source>
        <translation>自动保存已恢复</translation>
    </message>
</context>
<context>
    <name>stepbudget::Autosave</name>
    <message>
        <location filename="../../app/gui/autosave.cpp"/>
        <source>cannot create the autosave lock in %1</source>
        <translation>无法在 %1 中创建自动保存锁文件</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <location filename="../../views/common/file_write.cpp"/>
        <source>a named pipe (FIFO)</source>
        <translation>命名管道（FIFO）</translation>
    </message>
    <message>
        <location filename="../../views/common/file_write.cpp"/>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../../views/common/file_write.cpp"/>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../../views/common/file_write.cpp"/>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <location filename="../../views/common/file_write.cpp"/>
        <source>a special file</source>
        <translation>特殊文件</translation>
    </message>
    <message>
        <location filename="../../views/common/file_write.cpp"/>
        <source>it is %1, not a regular file</source>
        <translation>它是%1，不是普通文件</translation>
    </message>
    <message>
        <location filename="../../views/common/file_write.cpp"/>
        <source>Cannot save %1: %2. Nothing was written.</source>
        <translation>无法保存 %1：%2。未写入任何内容。</translation>
    </message>
    <message>
        <location filename="../../views/common/file_write.cpp"/>
        <source>Cannot save %1: %2. The file on disk is unchanged.</source>
        <translation>无法保存 %1：%2。磁盘上的文件保持不变。</translation>
    </message>
</context>
<context>
    <name>ChoiceLabel</name>
    <message>
        <source>BF16</source>
        <translation>BF16（默认）</translation>
    </message>
    <message>
        <source>FP8 (linear layers)</source>
        <translation>FP8（线性层）</translation>
    </message>
    <message>
        <source>Cross entropy on FP32 logits</source>
        <translation>FP32 logits 上的交叉熵</translation>
    </message>
    <message>
        <source>Fused, on 16-bit logits</source>
        <translation>融合内核，基于 16 位 logits</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
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
        <source>Fill-drain (GPipe)</source>
        <translation>填满排空（GPipe）</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>交错式 1F1B</translation>
    </message>
    <message>
        <source>Zero Bubble H1</source>
        <translation>零气泡 ZB-H1</translation>
    </message>
    <message>
        <source>Zero Bubble H2</source>
        <translation>零气泡 ZB-H2</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Exact (per sequence)</source>
        <translation>精确（逐序列）</translation>
    </message>
    <message>
        <source>6ND rule of thumb</source>
        <translation>6ND 估算</translation>
    </message>
    <message>
        <source>As set in the fields</source>
        <translation>按各字段设置</translation>
    </message>
    <message>
        <source>Book: 16 B/param</source>
        <translation>书中约定：16 B/参数</translation>
    </message>
    <message>
        <source>FP32 gradients: 18 B/param</source>
        <translation>FP32 梯度：18 B/参数</translation>
    </message>
    <message>
        <source>Distributed optimizer (6 + 12/d)</source>
        <translation>分布式优化器（6 + 12/d）</translation>
    </message>
    <message>
        <source>Declared budget</source>
        <translation>申报的预算</translation>
    </message>
    <message>
        <source>Estimate from the architecture</source>
        <translation>按架构估算</translation>
    </message>
    <message>
        <location filename="../../views/common/value_format.cpp" line="45"/>
        <source>Causal: s(s+1)/2 pairs</source>
        <translation>因果：s(s+1)/2 对</translation>
    </message>
    <message>
        <location filename="../../views/common/value_format.cpp" line="46"/>
        <source>The plan&apos;s own pipeline</source>
        <translation>本方案自身的流水线</translation>
    </message>
    <message>
        <location filename="../../views/common/value_format.cpp" line="47"/>
        <source>The typed book example</source>
        <translation>手动输入的书中示例</translation>
    </message>
    <message>
        <source>Typed compute efficiency</source>
        <translation>手动输入的计算效率</translation>
    </message>
    <message>
        <location filename="../../views/common/value_format.cpp" line="49"/>
        <source>Predicted by the time model</source>
        <translation>按算子时间模型预测</translation>
    </message>
    <message>
        <source>Bulk (backward)</source>
        <translation>批量（反向）</translation>
    </message>
    <message>
        <source>Pipelined</source>
        <translation>流水</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&lt;h2&gt;Getting started&lt;/h2&gt;&lt;p&gt;StepBudget answers “will this training plan finish in time, and what decides it?” A plan is a per-step time budget divided by the work each step must do.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Pick a case.&lt;/b&gt; File &amp;gt; Start page lists your recent files and the book&apos;s cases; File &amp;gt; Import reads a Hugging Face &lt;code&gt;config.json&lt;/code&gt;. You can also drop a preset or a config.json anywhere on the window.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ask what if.&lt;/b&gt; The five sliders on top of the parameter panel move the headline numbers live. Type values with units: &lt;code&gt;8B&lt;/code&gt;, &lt;code&gt;1.5T&lt;/code&gt;, &lt;code&gt;30%&lt;/code&gt;, &lt;code&gt;25 GB/s&lt;/code&gt;, &lt;code&gt;16 min&lt;/code&gt;. Hover a parameter, or focus it and press F1, for what it means and where the book explains it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ask why.&lt;/b&gt; Click a headline card or a chart element: the Derivation panel shows its formula with today&apos;s numbers.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare.&lt;/b&gt; Compare &amp;gt; Pin current as baseline A (Ctrl+B), change something, and read A against B.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Learn.&lt;/b&gt; The Study panel walks through the chapter&apos;s interview questions step by step and draws practice problems.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Take it out of the room.&lt;/b&gt; File &amp;gt; Export writes the report and the charts; File &amp;gt; Print prints them.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Every edit is one undo step (Ctrl+Z, also inside a value field); File &amp;gt; Revert is undoable too.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;入门&lt;/h2&gt;&lt;p&gt;StepBudget 回答“这个训练方案能否按时完成，由什么决定？”。一个方案就是每步的时间预算除以每步必须完成的工作。&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;选一个算例。&lt;/b&gt;“文件 &amp;gt; 开始页”列出最近的文件和书中的算例；“文件 &amp;gt; 导入”读取 Hugging Face 的 &lt;code&gt;config.json&lt;/code&gt;。也可以把预设或 config.json 拖放到窗口的任何位置。&lt;/li&gt;&lt;li&gt;&lt;b&gt;问“如果……会怎样”。&lt;/b&gt;参数面板顶部的五个滑块会实时改变头条数字。输入数值时可带单位：&lt;code&gt;8B&lt;/code&gt;、&lt;code&gt;1.5T&lt;/code&gt;、&lt;code&gt;30%&lt;/code&gt;、&lt;code&gt;25 GB/s&lt;/code&gt;、&lt;code&gt;16 min&lt;/code&gt;。把鼠标停在参数上，或让它获得焦点后按 F1，可看到它的含义以及书中讲解它的章节。&lt;/li&gt;&lt;li&gt;&lt;b&gt;问“为什么”。&lt;/b&gt;点击头条卡片或图表元素：推导面板会用当前数字显示它的公式。&lt;/li&gt;&lt;li&gt;&lt;b&gt;对比。&lt;/b&gt;“对比 &amp;gt; 将当前固定为基线 A”（Ctrl+B），改动某项，再对照 A 与 B。&lt;/li&gt;&lt;li&gt;&lt;b&gt;学习。&lt;/b&gt;学习面板逐步讲解本章的面试题，并出练习题。&lt;/li&gt;&lt;li&gt;&lt;b&gt;带出会议室。&lt;/b&gt;“文件 &amp;gt; 导出”写出报告和图表；“文件 &amp;gt; 打印”打印它们。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;每次修改都是一个撤销步骤（Ctrl+Z，在数值框里也一样）；“文件 &amp;gt; 还原”同样可以撤销。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Explain the focused parameter (else this help)</source>
        <translation>解释当前焦点所在的参数（否则打开本帮助）</translation>
    </message>
    <message>
        <source>In a value field: undo / redo the last edit (not the field&apos;s text)</source>
        <translation>在数值框中：撤销/重做上一次修改（而不是框内文字）</translation>
    </message>
    <message>
        <source>In a value field: apply the typed value</source>
        <translation>在数值框中：应用输入的值</translation>
    </message>
    <message>
        <source>In a value field: drop the typing, show the value in use</source>
        <translation>在数值框中：放弃输入，显示正在使用的值</translation>
    </message>
    <message>
        <source>On a slider: one stop, a tenth of the range, the ends</source>
        <translation>在滑块上：移动一档、十分之一量程、到两端</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keyboard shortcuts&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;键盘快捷键&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>not chosen yet (the repository has no LICENSE file)</source>
        <translation>尚未确定（仓库中还没有 LICENSE 文件）</translation>
    </message>
    <message>
        <source>&lt;h2&gt;StepBudget %1&lt;/h2&gt;&lt;p&gt;A what-if explorer for LLM training plans: memory, step time, pipeline schedules, checkpoints, stragglers, RL and the completion time, each number with its derivation.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licence:&lt;/b&gt; %2. Built with Qt %3 (LGPL v3).&lt;/p&gt;&lt;p&gt;&lt;b&gt;The book:&lt;/b&gt; 《深入理解 AI Infra》, chapter 10 (training systems): every worked example of the chapter is reproduced by the model and checked by its tests.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Where the formulas come from&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Rajbhandari et al. 2020, &lt;i&gt;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&lt;/i&gt; (SC20) — sharded state.&lt;/li&gt;&lt;li&gt;Narayanan et al. 2021, &lt;i&gt;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&lt;/i&gt; (SC21) — tensor, pipeline, interleaved schedules.&lt;/li&gt;&lt;li&gt;Korthikanti et al. 2022, &lt;i&gt;Reducing Activation Recomputation in Large Transformer Models&lt;/i&gt; — activation memory, selective recompute.&lt;/li&gt;&lt;li&gt;Qi et al. 2023, &lt;i&gt;Zero Bubble Pipeline Parallelism&lt;/i&gt; — ZB-H1, ZB-H2.&lt;/li&gt;&lt;li&gt;DeepSeek-AI 2024, &lt;i&gt;DeepSeek-V3 Technical Report&lt;/i&gt; — DualPipe, MLA.&lt;/li&gt;&lt;li&gt;Young 1974, &lt;i&gt;A first order approximation to the optimum checkpoint interval&lt;/i&gt;; Daly 2006, &lt;i&gt;A higher order estimate of the optimum checkpoint interval for restart dumps&lt;/i&gt; — τ* = √(2c/λ).&lt;/li&gt;&lt;li&gt;Kaplan et al. 2020 (6ND); McCandlish et al. 2018 (critical batch); Huang et al. 2019, GPipe (fill-drain).&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;StepBudget %1&lt;/h2&gt;&lt;p&gt;LLM 训练方案的“如果……会怎样”探索工具：显存、每步时间、流水线调度、检查点、掉队者、RL 与完成时间，每个数字都附带推导。&lt;/p&gt;&lt;p&gt;&lt;b&gt;许可证：&lt;/b&gt;%2。基于 Qt %3（LGPL v3）构建。&lt;/p&gt;&lt;p&gt;&lt;b&gt;本书：&lt;/b&gt;《深入理解 AI Infra》第 10 章（训练系统）：本章的每个算例都由模型复现，并由测试检查。&lt;/p&gt;&lt;p&gt;&lt;b&gt;公式的出处&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Rajbhandari 等 2020，&lt;i&gt;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&lt;/i&gt;（SC20）——状态分片。&lt;/li&gt;&lt;li&gt;Narayanan 等 2021，&lt;i&gt;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&lt;/i&gt;（SC21）——张量并行、流水线并行与交错调度。&lt;/li&gt;&lt;li&gt;Korthikanti 等 2022，&lt;i&gt;Reducing Activation Recomputation in Large Transformer Models&lt;/i&gt;——激活显存与选择性重计算。&lt;/li&gt;&lt;li&gt;Qi 等 2023，&lt;i&gt;Zero Bubble Pipeline Parallelism&lt;/i&gt;——ZB-H1、ZB-H2。&lt;/li&gt;&lt;li&gt;DeepSeek-AI 2024，&lt;i&gt;DeepSeek-V3 Technical Report&lt;/i&gt;——DualPipe、MLA。&lt;/li&gt;&lt;li&gt;Young 1974，&lt;i&gt;A first order approximation to the optimum checkpoint interval&lt;/i&gt;；Daly 2006，&lt;i&gt;A higher order estimate of the optimum checkpoint interval for restart dumps&lt;/i&gt;——τ* = √(2c/λ)。&lt;/li&gt;&lt;li&gt;Kaplan 等 2020（6ND）；McCandlish 等 2018（临界批量）；Huang 等 2019，GPipe（填满排空）。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&amp;About StepBudget</source>
        <translation>关于 StepBudget(&amp;A)</translation>
    </message>
    <message>
        <source>About StepBudget</source>
        <translation>关于 StepBudget</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>Per-card bandwidth of the link inside a host (NVLink, PCIe) that tensor-parallel collectives and pipeline messages use when their group fits in one host.</source>
        <translation>每卡在主机内部链路（NVLink、PCIe）上的带宽：张量并行集合通信和流水线消息的组位于同一主机内时使用它。</translation>
    </message>
    <message>
        <source>Whether the compute efficiency is typed (cluster.mfu) or predicted from the per-operation time model.</source>
        <translation>计算效率取键入值（cluster.mfu），还是由逐算子时间模型预测。</translation>
    </message>
    <message>
        <source>How attention FLOPs count in model FLOPs: the causal s(s+1)/2 pairs or all s² pairs (Megatron-LM&apos;s convention).</source>
        <translation>注意力 FLOPs 在模型 FLOPs 中的计法：因果的 s(s+1)/2 对，或全部 s² 对（Megatron-LM 的约定）。</translation>
    </message>
    <message>
        <source>Whether the Pipeline tab shows the plan&apos;s own pipeline (stages, micro-batches and stage times from the layout) or the typed book example; the step always uses the plan&apos;s.</source>
        <translation>流水线页显示方案自己的流水线（阶段数、微批次和各阶段时间取自布局），还是输入的书中示例；训练步始终使用方案的流水线。</translation>
    </message>
    <message>
        <source>With predicted efficiency: true makes the typed compute efficiency replace the predicted one (typing or dragging it sets this); false ignores the typed value.</source>
        <translation>预测效率下：true 表示用键入的计算效率替换预测值（键入或拖动它即设为 true）；false 表示忽略键入值。</translation>
    </message>
    <message>
        <source>The model&apos;s name; a catalog name fills the shape from the catalog.</source>
        <translation>模型名称；填入目录中的名字即可从目录带入模型形状。</translation>
    </message>
    <message>
        <source>Total parameters N: every byte-per-parameter of the resident state and the 6ND compute scale with it.</source>
        <translation>总参数量 N：常驻状态的每参数字节数和 6ND 计算量都随它线性增长。</translation>
    </message>
    <message>
        <source>Transformer layers L; the exact FLOPs and activation memory are summed over them.</source>
        <translation>Transformer 层数 L；精确 FLOPs 与激活显存按层累加。</translation>
    </message>
    <message>
        <source>Hidden size h, the width of every token&apos;s vector between layers.</source>
        <translation>隐藏维度 h，即层与层之间每个 token 向量的宽度。</translation>
    </message>
    <message>
        <source>Width of the dense feed-forward layer (per matrix of the SwiGLU gate, up and down).</source>
        <translation>稠密前馈层的宽度（SwiGLU 的 gate、up、down 每个矩阵）。</translation>
    </message>
    <message>
        <source>Vocabulary size V; the embedding and the output head each hold V x h weights.</source>
        <translation>词表大小 V；输入嵌入和输出头各有 V×h 个权重。</translation>
    </message>
    <message>
        <source>Query heads of attention.</source>
        <translation>注意力的查询头数。</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention); fewer than the query heads shrink K, V and the KV cache.</source>
        <translation>键/值头数（分组查询注意力）；少于查询头时 K、V 投影和 KV 缓存随之变小。</translation>
    </message>
    <message>
        <source>Dimension of one attention head; with latent attention (MLA) the non-rotary query/key dimension (qk_nope_head_dim).</source>
        <translation>单个注意力头的维度；使用潜在注意力（MLA）时为查询/键中不含旋转位置编码的维度（qk_nope_head_dim）。</translation>
    </message>
    <message>
        <source>MLA: rank of the compressed query (DeepSeek-V3 1536); 0 projects the query directly from the hidden state.</source>
        <translation>MLA：压缩查询的秩（DeepSeek-V3 为 1536）；0 表示直接从隐藏状态投影查询。</translation>
    </message>
    <message>
        <source>MLA: rank of the compressed key/value latent (DeepSeek-V3 512); 0 is standard grouped-query attention. The KV cache holds this latent and the rotary key per token.</source>
        <translation>MLA：压缩键/值潜变量的秩（DeepSeek-V3 为 512）；0 为标准分组查询注意力。KV 缓存中每个 token 保存该潜变量和旋转位置键。</translation>
    </message>
    <message>
        <source>MLA: rotary part of each query/key head (DeepSeek-V3 64), added to the head dimension for QK^T.</source>
        <translation>MLA：每个查询/键头中的旋转位置部分（DeepSeek-V3 为 64），计算 QK^T 时加到头维度上。</translation>
    </message>
    <message>
        <source>MLA: value dimension per head (DeepSeek-V3 128); the attention output is heads x this wide.</source>
        <translation>MLA：每个头的值维度（DeepSeek-V3 为 128）；注意力输出宽度为头数 × 该值。</translation>
    </message>
    <message>
        <source>Number format of the layers&apos; matmuls: bf16, or fp8 (cards with FP8 tensor cores only) — the linear layers run at the FP8 rate times the card&apos;s FP8 efficiency, attention and the other kernels stay 16-bit, and every card keeps an FP8 copy of its weights.</source>
        <translation>各层矩阵乘的数值格式：bf16，或 fp8（仅限具有 FP8 张量核心的显卡）——线性层按 FP8 峰值乘以该卡的 FP8 效率运行，注意力和其他算子仍为 16 位，每张卡另存一份 FP8 权重副本。</translation>
    </message>
    <message>
        <source>The output head reuses the input embedding, so V x h weights are counted once.</source>
        <translation>输出头复用输入嵌入，V×h 个权重只计一次。</translation>
    </message>
    <message>
        <source>Routed experts per MoE layer; 0 is a dense model.</source>
        <translation>每个 MoE 层的路由专家数；0 表示稠密模型。</translation>
    </message>
    <message>
        <source>Experts each token is routed to; only these count toward the active parameters.</source>
        <translation>每个 token 路由到的专家数；只有它们计入激活参数。</translation>
    </message>
    <message>
        <source>A gated FFN (SwiGLU) has three matrices per layer instead of two.</source>
        <translation>门控前馈层（SwiGLU）每层有三个矩阵而不是两个。</translation>
    </message>
    <message>
        <source>One expert&apos;s FFN width; 0 uses the dense FFN width.</source>
        <translation>单个专家的前馈宽度；0 表示沿用稠密前馈宽度。</translation>
    </message>
    <message>
        <source>Experts every token passes through in each MoE layer, in addition to the routed ones.</source>
        <translation>每个 MoE 层中所有 token 都经过的共享专家数，在路由专家之外。</translation>
    </message>
    <message>
        <source>Leading layers of a MoE model that keep a dense FFN.</source>
        <translation>MoE 模型开头保留稠密前馈层的层数。</translation>
    </message>
    <message>
        <source>Bytes per parameter of the working weights (2 for BF16).</source>
        <translation>工作权重的每参数字节数（BF16 为 2）。</translation>
    </message>
    <message>
        <source>Bytes per parameter of the gradients (2 for BF16, 4 for FP32).</source>
        <translation>梯度的每参数字节数（BF16 为 2，FP32 为 4）。</translation>
    </message>
    <message>
        <source>Bytes per parameter of the FP32 master copy of the weights.</source>
        <translation>FP32 主权重副本的每参数字节数。</translation>
    </message>
    <message>
        <source>Bytes per parameter of the optimizer state (Adam&apos;s m and v in FP32: 8).</source>
        <translation>优化器状态的每参数字节数（Adam 的 m、v 用 FP32 时为 8）。</translation>
    </message>
    <message>
        <source>Which bytes-per-parameter split is in force: the fields above or a published convention.</source>
        <translation>采用哪种每参数字节拆分：上面的字段，或某种公开约定。</translation>
    </message>
    <message>
        <source>The accelerator&apos;s name; a catalog name fills its peak, memory and links.</source>
        <translation>加速卡名称；填入目录中的名字即可带入峰值、显存和链路带宽。</translation>
    </message>
    <message>
        <source>Cards in one server; traffic beyond it leaves over the NICs.</source>
        <translation>单台服务器中的卡数；超出部分的通信走网卡。</translation>
    </message>
    <message>
        <source>Dense BF16 peak of one card, without 2:4 sparsity.</source>
        <translation>单卡稠密 BF16 峰值算力，不含 2:4 稀疏。</translation>
    </message>
    <message>
        <source>Compute efficiency: the share of the peak the compute itself runs at (matmuls, attention, memory-bound kernels), before the bubble, exposed communication and input wait the plan adds (0.4 = 40 %). Not a paper's end-to-end MFU, which already holds those losses: the plan reports that as the achieved MFU.</source>
        <translation>计算效率：计算本身（矩阵乘、注意力、访存受限内核）达到的峰值比例，不含计划另加的流水线气泡、暴露的通信和输入等待（0.4 即 40 %）。它不是论文里端到端的 MFU——那个数已含这些损失；计划把它作为"实际 MFU"输出。</translation>
    </message>
    <message>
        <source>Memory per card the training may use, after the runtime and fragmentation.</source>
        <translation>每张卡可供训练使用的显存，已扣除运行时与碎片。</translation>
    </message>
    <message>
        <source>Per-card bandwidth the ZeRO collectives run on (PCIe, NVLink).</source>
        <translation>ZeRO 集合通信所用的每卡带宽（PCIe、NVLink）。</translation>
    </message>
    <message>
        <source>Network bandwidth per card between servers (200 Gbit/s = 25 GB/s).</source>
        <translation>服务器之间每卡的网络带宽（200 Gbit/s = 25 GB/s）。</translation>
    </message>
    <message>
        <source>Device memory bandwidth of one card.</source>
        <translation>单卡显存带宽。</translation>
    </message>
    <message>
        <source>Host DRAM bandwidth that CPU offload reads and writes.</source>
        <translation>CPU 卸载读写所用的主机内存带宽。</translation>
    </message>
    <message>
        <source>Card-to-host link per direction (PCIe) that offloaded state crosses.</source>
        <translation>卡与主机之间的单向链路带宽（PCIe），卸载的状态经由它传输。</translation>
    </message>
    <message>
        <source>Price of one card for one hour; 0 = unused. Plan search then ranks layouts by cost instead of by cards.</source>
        <translation>一张卡一小时的价格；0 表示不使用。设置后，方案搜索按成本而不是按卡数比较布局。</translation>
    </message>
    <message>
        <source>Training tokens D; the work is about 6ND FLOPs.</source>
        <translation>训练 token 数 D；总工作量约为 6ND FLOPs。</translation>
    </message>
    <message>
        <source>Tokens per sequence (context length); 8k means 8192.</source>
        <translation>每条序列的 token 数（上下文长度）；8k 即 8192。</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, over all data-parallel ranks.</source>
        <translation>每个优化器步的序列数，覆盖所有数据并行副本。</translation>
    </message>
    <message>
        <source>Sequences per forward/backward pass on one card; the rest accumulates.</source>
        <translation>单卡每次前向/反向处理的序列数；其余通过梯度累积完成。</translation>
    </message>
    <message>
        <source>The date the run must finish by, counted from its start.</source>
        <translation>训练必须完成的期限，从开始算起。</translation>
    </message>
    <message>
        <source>Days of the deadline not available for training: start-up, evaluation, planned stops (T0).</source>
        <translation>期限中不能用于训练的天数：启动、评估、计划停机（T0）。</translation>
    </message>
    <message>
        <source>Time per step the cards wait for input data.</source>
        <translation>每步中卡等待输入数据的时间。</translation>
    </message>
    <message>
        <source>How task FLOPs are counted: the exact per-sequence formula or the 6ND rule of thumb.</source>
        <translation>任务 FLOPs 的计算方式：逐序列精确公式或 6ND 经验式。</translation>
    </message>
    <message>
        <source>ZeRO stage: 1 shards the optimizer state, 2 also gradients, 3 also weights, over the data-parallel cards.</source>
        <translation>ZeRO 阶段：1 分片优化器状态，2 再分片梯度，3 再分片权重，均在数据并行卡之间。</translation>
    </message>
    <message>
        <source>Tensor-parallel degree: each layer&apos;s matrices split over this many cards.</source>
        <translation>张量并行度：每层矩阵切分到这么多张卡上。</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree: the layers split into this many stages.</source>
        <translation>流水线并行度：层被切分成这么多个阶段。</translation>
    </message>
    <message>
        <source>Activations and buffers per card on top of the resident state (the declared budget).</source>
        <translation>常驻状态之外每卡的激活与缓冲显存（申报的预算）。</translation>
    </message>
    <message>
        <source>Activation recompute: none, selective (the modules chosen below; the attention core by default) or full (each layer&apos;s input only).</source>
        <translation>激活重计算：不重算、选择性（重算下面选中的模块，默认只重算注意力核心）或完全（每层只存输入）。</translation>
    </message>
    <message>
        <source>Pipeline schedule whose timeline and bubble are simulated.</source>
        <translation>被模拟时间线与气泡的流水线调度。</translation>
    </message>
    <message>
        <source>Pipeline stages p, one per GPU in the simulation.</source>
        <translation>流水线阶段数 p，模拟中每阶段一张卡。</translation>
    </message>
    <message>
        <source>Micro-batches m per step; the bubble share falls as (p-1)/(m+p-1).</source>
        <translation>每步的微批数 m；气泡占比按 (p-1)/(m+p-1) 下降。</translation>
    </message>
    <message>
        <source>Model chunks per GPU for the interleaved schedule (v).</source>
        <translation>交错调度中每张卡承担的模型块数（v）。</translation>
    </message>
    <message>
        <source>Forward time of one micro-batch on one stage.</source>
        <translation>一个微批在一个阶段上的前向时间。</translation>
    </message>
    <message>
        <source>Backward time of one micro-batch on one stage (input and weight gradients).</source>
        <translation>一个微批在一个阶段上的反向时间（输入梯度与权重梯度）。</translation>
    </message>
    <message>
        <source>Share of the backward that is the weight gradient, which zero-bubble schedules move into the bubble.</source>
        <translation>反向中权重梯度所占比例，零气泡调度把它挪进气泡。</translation>
    </message>
    <message>
        <source>Transfer time of an activation or gradient between neighbouring stages.</source>
        <translation>相邻阶段之间传一次激活或梯度的时间。</translation>
    </message>
    <message>
        <source>Optimizer update at the end of the step on each stage.</source>
        <translation>每个阶段在步末执行优化器更新的时间。</translation>
    </message>
    <message>
        <source>Transformer layers held by one stage.</source>
        <translation>一个阶段承担的 Transformer 层数。</translation>
    </message>
    <message>
        <source>Activations one micro-batch leaves on a stage until its backward.</source>
        <translation>一个微批在某阶段留下、直到其反向才释放的激活。</translation>
    </message>
    <message>
        <source>Extra memory on the last stage for the output head and the loss.</source>
        <translation>最后一个阶段为输出头和损失额外占用的显存。</translation>
    </message>
    <message>
        <source>Size of one forward activation message between stages.</source>
        <translation>阶段之间一条前向激活消息的大小。</translation>
    </message>
    <message>
        <source>Size of one backward gradient message between stages.</source>
        <translation>阶段之间一条反向梯度消息的大小。</translation>
    </message>
    <message>
        <source>Bytes per parameter a checkpoint stores (weights 2 + master 4 + Adam 8 = 14).</source>
        <translation>检查点每参数保存的字节数（权重 2 + 主权重 4 + Adam 8 = 14）。</translation>
    </message>
    <message>
        <source>Aggregate speed a checkpoint is written at; the save cost c is size / speed.</source>
        <translation>检查点的整体写入速度；保存代价 c = 大小 / 速度。</translation>
    </message>
    <message>
        <source>Useful training between two checkpoints (tau); the optimum is sqrt(2c / lambda).</source>
        <translation>两次检查点之间的有效训练时间（τ）；最优值为 √(2c/λ)。</translation>
    </message>
    <message>
        <source>Time to restart and load the last checkpoint after a failure.</source>
        <translation>故障后重启并加载最近检查点所需的时间。</translation>
    </message>
    <message>
        <source>Mean time between failures of one card; the job fails N times as often.</source>
        <translation>单卡平均无故障时间；整个任务的故障频率是它的 N 倍。</translation>
    </message>
    <message>
        <source>A loss spike that forces a rollback every this many days; 0 means none.</source>
        <translation>每隔多少天出现一次迫使回滚的损失尖峰；0 表示没有。</translation>
    </message>
    <message>
        <source>Size of one asynchronous snapshot; 0 uses the checkpoint size.</source>
        <translation>一次异步快照的大小；0 表示使用检查点大小。</translation>
    </message>
    <message>
        <source>Wall-clock time between two asynchronous captures; 0 captures every checkpoint interval.</source>
        <translation>两次异步捕获之间的墙钟时间；0 表示每个检查点间隔捕获一次。</translation>
    </message>
    <message>
        <source>Training pause while a capture copies the state to host memory.</source>
        <translation>一次捕获把状态拷到主机内存时训练暂停的时间。</translation>
    </message>
    <message>
        <source>Host buffers for snapshots; a slot is held from capture until its upload commits.</source>
        <translation>快照的主机缓冲槽数；一个槽从捕获起占用到上传提交为止。</translation>
    </message>
    <message>
        <source>How many snapshots the commit timeline simulates.</source>
        <translation>提交时间线模拟的快照数量。</translation>
    </message>
    <message>
        <source>When the failure marker strikes (0: 2.5 capture intervals in); only committed snapshots can be restored.</source>
        <translation>故障标记发生的时刻（0：第 2.5 个捕获间隔处）；只有已提交的快照才能恢复。</translation>
    </message>
    <message>
        <source>Tensor-parallel degree the checkpoint was saved with.</source>
        <translation>保存检查点时的张量并行度。</translation>
    </message>
    <message>
        <source>Tensor-parallel degree it is restored into.</source>
        <translation>恢复时使用的张量并行度。</translation>
    </message>
    <message>
        <source>Trajectories per second the generation stage produces.</source>
        <translation>生成阶段每秒产出的轨迹数。</translation>
    </message>
    <message>
        <source>Trajectories per second the verifier checks.</source>
        <translation>验证器每秒检查的轨迹数。</translation>
    </message>
    <message>
        <source>Trajectories per second the learner consumes (not the optimizer&apos;s learning rate).</source>
        <translation>学习器每秒消耗的轨迹数（不是优化器的学习率）。</translation>
    </message>
    <message>
        <source>Share of trajectories kept after verification (q).</source>
        <translation>验证后保留的轨迹比例（q）。</translation>
    </message>
    <message>
        <source>Generation time of one batch.</source>
        <translation>生成一个批次的时间。</translation>
    </message>
    <message>
        <source>Learning time of one batch.</source>
        <translation>学习一个批次的时间。</translation>
    </message>
    <message>
        <source>Time to push new weights to the generators.</source>
        <translation>把新权重推送到生成端的时间。</translation>
    </message>
    <message>
        <source>Memory of a card shared by training and generation.</source>
        <translation>训练与生成共用的一张卡的显存。</translation>
    </message>
    <message>
        <source>Training state released at the hand-off to generation.</source>
        <translation>交接给生成时释放的训练状态。</translation>
    </message>
    <message>
        <source>KV-cache pool the generation phase needs.</source>
        <translation>生成阶段需要的 KV 缓存池。</translation>
    </message>
    <message>
        <source>Runtime and buffers present in both phases.</source>
        <translation>两个阶段都常驻的运行时与缓冲。</translation>
    </message>
    <message>
        <source>Receivers of one weight sync (the expert-parallel degree).</source>
        <translation>一次权重同步的接收方数量（专家并行度）。</translation>
    </message>
    <message>
        <source>Log-probability of a token under the current policy.</source>
        <translation>某个 token 在当前策略下的对数概率。</translation>
    </message>
    <message>
        <source>The recomputed log-probability wrongly used as the behaviour policy mu.</source>
        <translation>被错误当作行为策略 μ 使用的重算对数概率。</translation>
    </message>
    <message>
        <source>Bytes per value of the KV cache (2 for BF16).</source>
        <translation>KV 缓存每个值的字节数（BF16 为 2）。</translation>
    </message>
    <message>
        <source>Generation time of one long trajectory.</source>
        <translation>一条长轨迹的生成时间。</translation>
    </message>
    <message>
        <source>Data-loader workers feeding one card.</source>
        <translation>为一张卡供数的数据加载进程数。</translation>
    </message>
    <message>
        <source>Sequences per second one loader worker prepares.</source>
        <translation>一个加载进程每秒准备的序列数。</translation>
    </message>
    <message>
        <source>Bytes per stored token id (4 for a 32-bit id).</source>
        <translation>每个 token id 的存储字节数（32 位 id 为 4）。</translation>
    </message>
    <message>
        <source>Batches trained when the checkpoint was taken; the loader state must resume there.</source>
        <translation>保存检查点时已训练的批次数；数据加载器状态须从此处恢复。</translation>
    </message>
    <message>
        <source>Batches the loader prepares ahead.</source>
        <translation>加载器提前准备的批次数。</translation>
    </message>
    <message>
        <source>Tokens left in the sequence packer&apos;s buffer at the checkpoint.</source>
        <translation>检查点时序列打包器缓冲中剩余的 token 数。</translation>
    </message>
    <message>
        <source>Context-parallel degree: each sequence&apos;s tokens split over this many cards (attention load-balanced in 2 cp chunks); activations and attention work shrink by cp, K and V are exchanged every layer; the data-parallel degree becomes cards / (TP x PP x CP).</source>
        <translation>上下文并行度：每条序列的 token 切分到这么多张卡上（注意力按 2 cp 块负载均衡）；激活值与注意力计算按 cp 缩小，每层交换 K 和 V；数据并行度变为 卡数 / (TP x PP x CP)。</translation>
    </message>
    <message>
        <source>Expert-parallel degree: the routed experts of each MoE layer split over this many cards; tokens reach them by an all-to-all (dispatch and combine) in every MoE layer. Must divide model.experts.</source>
        <translation>专家并行度：每个 MoE 层的路由专家切分到这么多张卡上；token 在每个 MoE 层通过 all-to-all（分发与合并）到达专家。必须整除 model.experts。</translation>
    </message>
    <message>
        <source>Expert tensor-parallel degree: each expert&apos;s matrices split over this many cards; 0 = the same as TP (Megatron-Core&apos;s default).</source>
        <translation>专家张量并行度：每个专家的矩阵切分到这么多张卡上；0 表示与 TP 相同（Megatron-Core 的默认值）。</translation>
    </message>
    <message>
        <source>Whether the context-parallel KV exchange hides under the attention computation of the same pass (ring attention); off: all of it is exposed.</source>
        <translation>上下文并行的 KV 交换是否隐藏在同一遍的注意力计算之下（环形注意力）；关闭时全部暴露。</translation>
    </message>
    <message>
        <source>Whether the expert all-to-all hides under another micro-batch&apos;s computation (DeepSeek-V3&apos;s DualPipe); off: all of it is exposed.</source>
        <translation>专家 all-to-all 是否隐藏在另一个微批次的计算之下（DeepSeek-V3 的 DualPipe）；关闭时全部暴露。</translation>
    </message>
    <message>
        <source>Whether the expert dispatch sends each token once per destination host, which forwards it to its experts over the scale-up link (DeepEP, DeepSeek-V3); off: one copy per routed expert crosses the network (Megatron&apos;s all-to-all dispatcher).</source>
        <translation>专家分发是否对每个目标主机只发送一次令牌，由该主机经机内互联转发给其专家（DeepEP、DeepSeek-V3）；关闭时每个路由副本都经网络传输（Megatron 的 all-to-all 分发器）。</translation>
    </message>
    <message>
        <source>Node-limited routing: each token&apos;s experts sit on at most this many hosts (DeepSeek-V3: 4); 0 routes anywhere. It limits the network copies of a dispatch sent once per host.</source>
        <translation>节点受限路由：每个令牌的专家至多位于这么多台主机上（DeepSeek-V3 为 4）；0 表示不限。它限制按主机发送一次的分发在网络上的副本数。</translation>
    </message>
    <message>
        <source>Accelerators in the job; the data-parallel degree is cards / (TP x PP x CP).</source>
        <translation>作业中的加速卡数；数据并行度为 卡数 / (TP x PP x CP)。</translation>
    </message>
    <message>
        <source>Tensor-parallel communication overlap: none (every collective on the critical path, Megatron-LM&apos;s default), bulk (the backward&apos;s collectives hide under its GEMMs) or pipelined (every collective split and pipelined with its GEMM, as NeMo with Transformer Engine runs it). Acts on the predicted efficiency.</source>
        <translation>张量并行通信重叠：无（每个集合通信都在关键路径上，Megatron-LM 的默认）、批量（反向的集合通信藏在其 GEMM 之下）或流水（每个集合通信切块，与其 GEMM 流水重叠，NeMo 配合 Transformer Engine 的做法）。作用于预测效率。</translation>
    </message>
    <message>
        <source>Data-parallel gradient reduction overlapped with the backward (on: PyTorch DDP/FSDP and Megatron&apos;s default; off: the whole link time is exposed).</source>
        <translation>数据并行梯度归约与反向重叠（开：PyTorch DDP/FSDP 与 Megatron 的默认；关：整段链路时间都暴露）。</translation>
    </message>
    <message>
        <source>Pipeline messages sent beside the compute (on) or blocking the sending stage until they arrive (off).</source>
        <translation>流水线消息与计算并行发送（开），或阻塞发送阶段直到送达（关）。</translation>
    </message>
    <message>
        <source>Count the memory beyond the tensors: runtime context and library workspace, the loss's FP32 buffers, the largest op's temporary buffers and allocator fragmentation (on for real runs; off for the book's examples).</source>
        <translation>计入张量之外的显存：运行时上下文与库工作区、损失的 FP32 缓冲、最大算子的临时缓冲和分配器碎片（真实训练打开；本书算例关闭）。</translation>
    </message>
    <message>
        <source>How the loss is computed: fp32, PyTorch's cross entropy on FP32 logits (the book; saves 4 s b V / t, its backward needs two more FP32 copies), or fused, a fused kernel on the 16-bit logits (LLM Foundry's default; saves 2 s b V / t, its backward one 16-bit copy).</source>
        <translation>损失的计算方式：fp32 为 PyTorch 在 FP32 logits 上的交叉熵（本书口径；保存 4 s b V / t，反向还需两份 FP32 副本）；fused 为在 16 位 logits 上的融合内核（LLM Foundry 的默认；保存 2 s b V / t，反向只需一份 16 位副本）。</translation>
    </message>
    <message>
        <source>With selective recompute: re-run the attention core (scores, softmax, dropout) instead of storing it (Megatron-Core&apos;s core_attn, its default).</source>
        <translation>选择性重计算时：重算注意力核心（分数、softmax、dropout）而不保存它（Megatron-Core 的 core_attn，其默认值）。</translation>
    </message>
    <message>
        <source>With selective recompute: re-run the two layer norms instead of storing their outputs, the QKV and FFN-up inputs (Megatron-Core&apos;s layernorm).</source>
        <translation>选择性重计算时：重算两个层归一化，不保存其输出（QKV 与 FFN 上投影的输入）（Megatron-Core 的 layernorm）。</translation>
    </message>
    <message>
        <source>With full recompute: how many layers of each pipeline stage are recomputed; the others keep every activation (Megatron&apos;s --recompute-method block --recompute-num-layers, which counts per model chunk: with v interleaved chunks enter it times v). 0: every layer.</source>
        <translation>完全重计算时：每个流水线段中重算的层数；其余层保存全部激活（Megatron 的 --recompute-method block --recompute-num-layers 按模型块计数：交错调度有 v 个块时填它乘以 v）。0：所有层。</translation>
    </message>
    <message>
        <source>With selective recompute: re-run the dense MLP (not the MoE layers) instead of storing its inner tensors (Megatron-Core&apos;s mlp).</source>
        <translation>选择性重计算时：重算稠密 MLP（不含 MoE 层），不保存其内部张量（Megatron-Core 的 mlp）。</translation>
    </message>
    <message>
        <source>With selective recompute: re-run the routed experts&apos; activation function instead of storing its output, the second linear&apos;s input (Megatron-Core&apos;s moe_act).</source>
        <translation>选择性重计算时：重算路由专家的激活函数，不保存其输出（第二个线性层的输入）（Megatron-Core 的 moe_act）。</translation>
    </message>
    <message>
        <source>With selective recompute: re-run MLA&apos;s query and key-value up-projections and rotary instead of storing the per-head q, k and v (Megatron-Core&apos;s mla_up_proj).</source>
        <translation>选择性重计算时：重算 MLA 的 query 与 key-value 上投影及旋转位置编码，不保存每个头的 q、k、v（Megatron-Core 的 mla_up_proj）。</translation>
    </message>
</context>
<context>
    <name>Value</name>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>stepbudget::ExampleBanner</name>
    <message>
        <source>Book example %1 — not your plan</source>
        <translation>书中例题 %1 —— 不是你的方案</translation>
    </message>
    <message>
        <source>Show my plan</source>
        <translation>显示我的方案</translation>
    </message>
    <message>
        <source>Sets %1 to %2 (undoable)</source>
        <translation>将 %1 设为 %2（可撤销）</translation>
    </message>
    <message>
        <source>Book example %1 — typed inputs, not derived from your plan</source>
        <translation>书中例题 %1 —— 手动输入的参数，并非由你的方案推出</translation>
    </message>
</context>
<context>
    <name>Waterfall</name>
    <message>
        <source>FP8 casts</source>
        <translation>FP8 类型转换</translation>
    </message>
    <message>
        <source>FP8 linear layers (gain)</source>
        <translation>FP8 线性层（收益）</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Achievable matmul throughput</source>
        <translation>可达矩阵乘吞吐</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Shape penalty</source>
        <translation>形状损失</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Memory-bound operations</source>
        <translation>访存受限算子</translation>
    </message>
    <message>
        <source>Compute below peak (typed efficiency)</source>
        <translation>计算低于峰值（键入的计算效率）</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Exposed TP communication</source>
        <translation>暴露的 TP 通信</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Exposed DP communication</source>
        <translation>暴露的 DP 通信</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Input wait</source>
        <translation>输入等待</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Stragglers</source>
        <translation>慢节点</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>Failures and checkpoints</source>
        <translation>故障与检查点</translation>
    </message>
    <message>
        <location filename="../../model/evaluate/mfu_waterfall.cpp" line="0"/>
        <source>MFU after every loss</source>
        <translation>扣除全部损失后的 MFU</translation>
    </message>
    <message>
        <source>Paced stage vs the average card</source>
        <translation>节拍阶段与平均卡之差</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器步</translation>
    </message>
    <message>
        <source>Exposed KV exchange (context parallel)</source>
        <translation>暴露的 KV 交换（上下文并行）</translation>
    </message>
    <message>
        <source>Exposed expert all-to-all</source>
        <translation>暴露的专家 all-to-all</translation>
    </message>
    <message>
        <source>Routed experts: slowest rank</source>
        <translation>路由专家：最慢的 rank</translation>
    </message>
</context>
<context>
    <name>stepbudget::WaterfallView</name>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>MFU waterfall: from the peak to what the run delivers</source>
        <translation>MFU 瀑布图：从峰值到实际交付</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>Loss (MFU points)</source>
        <translation>损失（MFU 百分点）</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>MFU level (%)</source>
        <translation>MFU 水平（%）</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>MFU (% of the datasheet peak)</source>
        <translation>MFU（占标称峰值的 %）</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>A: MFU after each bar</source>
        <translation>A：每项之后的 MFU</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>Peak 100 %</source>
        <translation>峰值 100 %</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>%1 −%2 pt</source>
        <translation>%1 −%2 点</translation>
    </message>
    <message>
        <source>%1 +%2 pt</source>
        <translation>%1 +%2 点</translation>
    </message>
    <message>
        <source>+%1 MFU points, %2 s per step (MFU %3 % → %4 %)</source>
        <translation>+%1 个 MFU 百分点，每步 %2 s（MFU %3 % → %4 %）</translation>
    </message>
    <message>
        <source>FP8 compute: the MFU here is against the BF16 peak; against the FP8 peak the achieved MFU is %1 %.</source>
        <translation>FP8 计算：此处 MFU 以 BF16 峰值为基准；以 FP8 峰值为基准，实际 MFU 为 %1 %。</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>Achieved %1 %</source>
        <translation>实际 %1 %</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>Goodput %1 %</source>
        <translation>有效产出 %1 %</translation>
    </message>
    <message>
        <source>Predicted efficiency: the first three bars are the per-operation model's (achievable matmul rate, wave/tile shape penalty, memory-bound kernels) and end at the compute efficiency %1 %; the paced stage's extra work and the optimizer step follow.</source>
        <translation>预测效率：前三项来自逐算子模型（可达矩阵乘速率、wave/tile 形状损失、访存受限内核），止于计算效率 %1 %；其后是节拍阶段多出的工作和优化器步。</translation>
    </message>
    <message>
        <source>Typed efficiency: the compute losses are one bar, ending at the typed compute efficiency %1 %; set cluster.efficiency_source to predicted to split them.</source>
        <translation>键入效率：计算损失合为一项，止于键入的计算效率 %1 %；把 cluster.efficiency_source 设为 predicted 可拆分。</translation>
    </message>
    <message>
        <source>Typed efficiency: the compute losses are one bar, ending at the typed compute efficiency %1 % (a BF16 figure); FP8&apos;s faster linear layers take it to %2 %. Set cluster.efficiency_source to predicted to split them.</source>
        <translation>键入效率：计算损失合为一项，止于键入的计算效率 %1 %（BF16 口径）；FP8 更快的线性层将其提高到 %2 %。把 cluster.efficiency_source 设为 predicted 可拆分。</translation>
    </message>
    <message>
        <source>Gain (MFU points)</source>
        <translation>增益（MFU 百分点）</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>Achieved MFU %1 % (step %2 s), after stragglers and failures %3 %. Click a bar for its derivation.</source>
        <translation>实际 MFU %1 %（每步 %2 s），计入慢节点与故障后为 %3 %。点击条形查看推导。</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>MFU 100 %: the step at the datasheet peak takes %1 s</source>
        <translation>MFU 100 %：按标称峰值，一步需 %1 s</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>−%1 MFU points, %2 s per step (MFU %3 % → %4 %)</source>
        <translation>−%1 个 MFU 百分点，每步 %2 s（MFU %3 % → %4 %）</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>Achieved MFU</source>
        <translation>实际 MFU</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>%1 % of the peak, step %2 s</source>
        <translation>峰值的 %1 %，每步 %2 s</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>Goodput MFU</source>
        <translation>有效产出 MFU</translation>
    </message>
    <message>
        <location filename="../../views/step/waterfall_view.cpp" line="0"/>
        <source>%1 % of the peak after stragglers, failures and checkpoints</source>
        <translation>计入慢节点、故障与检查点后为峰值的 %1 %</translation>
    </message>
</context>
<context>
    <name>stepbudget::SearchView</name>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Pareto front by cost</source>
        <translation>按成本的帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Pareto front by cards</source>
        <translation>按卡数的帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Pareto front on %1 cards</source>
        <translation>%1 张卡上的帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>TP beyond a host</source>
        <translation>TP 跨主机</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Also try tensor-parallel groups larger than one host (their collectives then cross the slower inter-host links)</source>
        <translation>也尝试大于一台主机的张量并行组（其集合通信将跨越较慢的主机间链路）</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Vary cards</source>
        <translation>改变卡数</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Search card counts from … to … as well as the layout</source>
        <translation>除布局外，也在“从…到…”的卡数范围内搜索</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>from </source>
        <translation>从 </translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>to </source>
        <translation>到 </translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>doubling</source>
        <translation>逐次翻倍</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>every host</source>
        <translation>每台主机</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Card counts between the two: from, 2 × from, 4 × from, … or every whole host</source>
        <translation>两者之间的卡数：起点、2 × 起点、4 × 起点……或每个整主机</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Searching… %p%</source>
        <translation>搜索中… %p%</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Peak %1 of the card or more</source>
        <translation>峰值占卡的 %1 及以上</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Peak %1–%2 of the card</source>
        <translation>峰值占卡的 %1–%2</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Peak below %1 of the card</source>
        <translation>峰值低于卡的 %1</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Peak %1 of the card: the step may be optimistic (the time model has no cost for the allocator near a full card)</source>
        <translation>峰值占卡的 %1：每步时间可能偏乐观（时间模型未计入显存接近占满时分配器的开销）</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>A: its front</source>
        <translation>A：其前沿</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Current plan</source>
        <translation>当前方案</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Cost (USD)</source>
        <translation>成本（美元）</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Memory headroom (GiB per card)</source>
        <translation>显存余量（每卡 GiB）</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Finish (days)</source>
        <translation>完成（天）</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Double-click a row to load its layout into the scenario</source>
        <translation>双击一行，将其布局载入场景</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>mb %1</source>
        <translation>微批 %1</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>micro-batch %1</source>
        <translation>微批大小 %1</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>%1 recompute</source>
        <translation>%1重计算</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source> (%1 layers per stage)</source>
        <translation>（每段 %1 层）</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>SP</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>× %1 chunks</source>
        <translation>× %1 块</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>%1 cards</source>
        <translation>%1 张卡</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Recomputing the front…</source>
        <translation>正在重新计算前沿…</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Cancelled: the front shown is from before the last change.</source>
        <translation>已取消：显示的前沿来自上次修改之前。</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Cancelled: no front yet.</source>
        <translation>已取消：尚无前沿。</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Finish: %1 days (step %2 s)</source>
        <translation>完成：%1 天（每步 %2 秒）</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Peak memory: %1 per card, headroom %2</source>
        <translation>峰值显存：每卡 %1，余量 %2</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Meets the deadline</source>
        <translation>满足截止期限</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Misses the deadline</source>
        <translation>错过截止期限</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Cost: %1 USD</source>
        <translation>成本：%1 美元</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Finish: %1 days, headroom %2</source>
        <translation>完成：%1 天，余量 %2</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>A: a layout of its front</source>
        <translation>A：其前沿上的一个布局</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Finish: %1 days</source>
        <translation>完成：%1 天</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Click to load this layout</source>
        <translation>单击载入此布局</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>on the front</source>
        <translation>在前沿上</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>dominated by %1</source>
        <translation>被 %1 支配</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>; bubble %1 %</source>
        <translation>；气泡 %1 %</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>; TP traffic leaves the host</source>
        <translation>；TP 流量离开主机</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Deadline (%1 days)</source>
        <translation>截止期限（%1 天）</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Peak share of the card:</source>
        <translation>峰值占卡显存：</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>current plan</source>
        <translation>当前方案</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>A's front</source>
        <translation>A 的前沿</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>&lt;b&gt;Top %1 by finish&lt;/b&gt; — double-click a row to load it</source>
        <translation>&lt;b&gt;按完成时间的前 %1 名&lt;/b&gt; —— 双击一行即可载入</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>The scenario has problems; nothing was searched: %1</source>
        <translation>场景存在问题，未进行搜索：%1</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>%1 layouts on the front; %2 considered, %3 evaluated, %4 skipped by the bounds, in %5 s.</source>
        <translation>前沿上有 %1 个布局；考察 %2 个，评估 %3 个，被界限跳过 %4 个，用时 %5 秒。</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>The current plan is on the front.</source>
        <translation>当前方案在前沿上。</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>The current plan (★) is not on the front.</source>
        <translation>当前方案（★）不在前沿上。</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Searching the layouts of this scenario…</source>
        <translation>正在搜索此场景的布局…</translation>
    </message>
    <message>
        <location filename="../../views/search/search_view.cpp" line="1"/>
        <source>Load layout %1</source>
        <translation>载入布局 %1</translation>
    </message>
    <message>
        <source>Step (s)</source>
        <translation>每步 (s)</translation>
    </message>
    <message>
        <source>met</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>未满足</translation>
    </message>
    <message>
        <source>the current plan; </source>
        <translation>当前方案；</translation>
    </message>
    <message>
        <source>Top %1 by finish</source>
        <translation>按完成时间的前 %1 名</translation>
    </message>
    <message>
        <source>The current plan (★) is on the front.</source>
        <translation>当前方案（★）在前沿上。</translation>
    </message>
    <message>
        <source>The current plan (★, %1 days, headroom %2) is dominated by %3 (%4 days, headroom %5).</source>
        <translation>当前方案（★，%1 天，余量 %2）被 %3 支配（%4 天，余量 %5）。</translation>
    </message>
    <message>
        <source>The current plan (★) ties with %1 on the front (same finish, cards and headroom).</source>
        <translation>当前方案（★）与前沿上的 %1 持平（完成时间、卡数和余量相同）。</translation>
    </message>
    <message>
        <source>The current plan (★) does not fit: over memory by %1 per card.</source>
        <translation>当前方案（★）放不下：每卡超出显存 %1。</translation>
    </message>
    <message>
        <source>No layout of the front beats the current plan (★).</source>
        <translation>前沿上没有布局优于当前方案（★）。</translation>
    </message>
    <message>
        <source>No layout of the front beats the current plan (★); it is outside the searched space: %1.</source>
        <translation>前沿上没有布局优于当前方案（★）；它不在搜索空间内：%1。</translation>
    </message>
    <message>
        <source>Activations are typed (parallel.extra_memory_gib): every layout is given the same activation memory; set activations.source to architecture for memory that follows the layout.</source>
        <translation>激活显存是输入值（parallel.extra_memory_gib）：每种布局都用同一激活显存；把 activations.source 设为 architecture，显存才随布局变化。</translation>
    </message>
    <message>
        <source>same numbers as %1 (listed instead)</source>
        <translation>与 %1 数值相同（列出的是它）</translation>
    </message>
    <message>
        <source>off the front: no front layout covers it</source>
        <translation>不在前沿上：没有前沿布局覆盖它</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Async checkpoint commit timeline</source>
        <translation>异步检查点提交时间线</translation>
    </message>
    <message>
        <source>Design case: Qwen3-8B on 32 x RTX 4090</source>
        <translation>设计算例：Qwen3-8B，32 张 RTX 4090</translation>
    </message>
    <message>
        <source>Design case: Qwen3-8B on 48 x RTX 4090</source>
        <translation>设计算例：Qwen3-8B，48 张 RTX 4090</translation>
    </message>
    <message>
        <source>Pipeline schedules: the book's common case</source>
        <translation>流水线调度：书中的常见算例</translation>
    </message>
    <message>
        <source>Checkpoint interval: 1024 cards</source>
        <translation>检查点间隔：1024 张卡</translation>
    </message>
    <message>
        <source>GPT-3 175B on 1,024 A100 80GB (Megatron-LM)</source>
        <translation>GPT-3 175B，1,024 张 A100 80GB（Megatron-LM）</translation>
    </message>
    <message>
        <source>Llama-3 405B on 16,384 H100 SXM</source>
        <translation>Llama-3 405B，16,384 张 H100 SXM</translation>
    </message>
    <message>
        <source>Llama-3 70B on 4,096 H100 SXM</source>
        <translation>Llama-3 70B，4,096 张 H100 SXM</translation>
    </message>
    <message>
        <source>Llama-3 70B on 4,096 H100 SXM, FP8</source>
        <translation>Llama-3 70B，4,096 张 H100 SXM，FP8</translation>
    </message>
    <message>
        <source>DeepSeek-V3-style MoE on 2,048 H100 with expert parallelism</source>
        <translation>DeepSeek-V3 式 MoE，2,048 张 H100，专家并行</translation>
    </message>
    <message>
        <source>Llama-3 405B long-context stage: 128K tokens, context parallel 16, on 16,384 H100</source>
        <translation>Llama-3 405B 长上下文阶段：128K token，上下文并行 16，16,384 张 H100</translation>
    </message>
    <message>
        <source>Interruption cost: MiMo-V2.6 Pro RL run</source>
        <translation>中断代价：MiMo-V2.6 Pro 的 RL 训练</translation>
    </message>
    <message>
        <source>MoE capacity: Qwen3-235B-A22B</source>
        <translation>MoE 容量：Qwen3-235B-A22B</translation>
    </message>
    <message>
        <source>Pipeline stress: 64 stages, 512 micro-batches</source>
        <translation>流水线压力测试：64 个阶段，512 个微批次</translation>
    </message>
    <message>
        <source>RL pipeline: generate, verify, learn</source>
        <translation>RL 流水线：生成、验证、学习</translation>
    </message>
    <message>
        <source>Capacity: Qwen3-8B ZeRO-3 on 8 x RTX 4090</source>
        <translation>容量：Qwen3-8B ZeRO-3，8 张 RTX 4090</translation>
    </message>
    <message>
        <source>6ND: 1 T parameters on 16,384 B200</source>
        <translation>6ND：1 T 参数，16,384 张 B200</translation>
    </message>
    <message>
        <source>Stragglers: the step waits for the slowest card</source>
        <translation>掉队者：每步等待最慢的卡</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新场景</translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <source>T = T_gradients_ready + t_update (event simulation)</source>
        <translation>T = T_gradients_ready + t_update（事件模拟）</translation>
    </message>
    <message>
        <source>T = event simulation of the schedule, p stages, m micro-batches</source>
        <translation>T = 调度的事件模拟，p 个阶段，m 个微批次</translation>
    </message>
    <message>
        <source>start = max(GPU free after its previous op, its input there)</source>
        <translation>开始 = max(GPU 上前一个操作结束, 其输入到达)</translation>
    </message>
</context>
<context>
    <name>stepbudget::ViewGroupBar</name>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>布局搜索</translation>
    </message>
    <message>
        <source>All views</source>
        <translation>全部视图</translation>
    </message>
</context>
<context>
    <name>stepbudget::PlanNotesButton</name>
    <message>
        <source>1 note on this plan</source>
        <translation>此方案有 1 条提示</translation>
    </message>
    <message>
        <source>%1 notes on this plan</source>
        <translation>此方案有 %1 条提示</translation>
    </message>
    <message>
        <source>The plan runs, but not quite as typed:</source>
        <translation>此方案可以运行，但与输入不完全一致：</translation>
    </message>
    <message>
        <source>Notes on this plan</source>
        <translation>此方案的提示</translation>
    </message>
    <message>
        <source>Click a key to show its parameter.</source>
        <translation>点击键名即可在参数面板中定位该参数。</translation>
    </message>
    <message>
        <source>The scenario is not valid: the headline lists what to fix.</source>
        <translation>场景参数无效：头条列出了需要修正之处。</translation>
    </message>
    <message>
        <source>No notes: the plan runs as typed.</source>
        <translation>没有提示：此方案按输入运行。</translation>
    </message>
</context>
<context>
    <name>Applicability</name>
    <message>
        <source>Not for this plan: the model is dense (model.experts = 0); no token goes to an expert.</source>
        <translation>不适用于本方案：模型是稠密的（model.experts = 0），没有 token 被路由到专家。</translation>
    </message>
</context>
</TS>
