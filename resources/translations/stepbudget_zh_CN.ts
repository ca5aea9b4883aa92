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
</context>
<context>
    <name>Derivation</name>
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
        <translation>checkpoint 大小</translation>
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
        <location filename="../../model/plan.cpp" line="216"/>
        <source>MFU needed to meet the deadline</source>
        <translation>按期完成所需的 MFU</translation>
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
        <location filename="../../model/activation.cpp" line="341"/>
        <source>Activations on the first pipeline stage</source>
        <translation>第一流水阶段的激活</translation>
    </message>
    <message>
        <location filename="../../model/activation.cpp" line="347"/>
        <source>Activations on the last pipeline stage</source>
        <translation>最后流水阶段的激活</translation>
    </message>
    <message>
        <location filename="../../model/activation.cpp" line="361"/>
        <source>Selective recompute: extra FLOPs share</source>
        <translation>选择性重计算：额外 FLOPs 占比</translation>
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
        <location filename="../../model/attention.cpp" line="79"/>
        <source>Attention work vs the reference mix</source>
        <translation>注意力计算量相对对照组合</translation>
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
        <translation>checkpoint 内容大小</translation>
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
        <location filename="../../model/collectives.cpp" line="130"/>
        <source>Gradient of the token mean</source>
        <translation>token 平均的梯度</translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="135"/>
        <source>Gradient of the per-answer mean</source>
        <translation>先按回答平均的梯度</translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="140"/>
        <source>Token mean divided by the answers again</source>
        <translation>token 平均后又除以回答数</translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="143"/>
        <source>Reduction behind a busy link</source>
        <translation>链路繁忙时的归约</translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="150"/>
        <source>Ring AllReduce of the whole bucket</source>
        <translation>整桶环形 AllReduce</translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="155"/>
        <source>Ring AllReduce of one sub-bucket</source>
        <translation>单个子桶的环形 AllReduce</translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="160"/>
        <source>Exposed: whole bucket vs split</source>
        <translation>暴露时间：整桶 vs 切分</translation>
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
        <location filename="../../model/interruption.cpp" line="49"/>
        <source>Job cost per hour</source>
        <translation>作业每小时成本</translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="51"/>
        <source>Money spent on interruptions</source>
        <translation>中断花费</translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="55"/>
        <source>Share of runtime (and money) wasted</source>
        <translation>浪费的运行时间（与费用）占比</translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="61"/>
        <source>Money spent on interruptions and rollbacks</source>
        <translation>中断与回滚花费</translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="64"/>
        <source>What removing interruptions saves</source>
        <translation>减少中断能省下的</translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="74"/>
        <source>Expected time lost to jitter</source>
        <translation>抖动造成的期望损失时间</translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="77"/>
        <source>Expected lost time</source>
        <translation>期望损失时间</translation>
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
        <location filename="../../model/moe.cpp" line="90"/>
        <source>Dropped share of dispatches</source>
        <translation>被丢弃的 dispatch 占比</translation>
    </message>
    <message>
        <location filename="../../model/moe.cpp" line="93"/>
        <source>Padded share of executed rows</source>
        <translation>执行行中的补零占比</translation>
    </message>
    <message>
        <location filename="../../model/moe.cpp" line="97"/>
        <source>Expert time saved by perfect balance</source>
        <translation>完全均衡可省的专家时间</translation>
    </message>
    <message>
        <location filename="../../model/offload.cpp" line="62"/>
        <source>Offload wait for the gradient</source>
        <translation>梯度卸载的等待</translation>
    </message>
    <message>
        <location filename="../../model/offload.cpp" line="64"/>
        <source>Cast on the CPU</source>
        <translation>在 CPU 上转换</translation>
    </message>
    <message>
        <location filename="../../model/offload.cpp" line="68"/>
        <source>Cast on the GPU</source>
        <translation>在 GPU 上转换</translation>
    </message>
    <message>
        <location filename="../../model/offload.cpp" line="79"/>
        <source>GPU memory of the GPU cast</source>
        <translation>GPU 转换时的显存</translation>
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
        <translation>该矩阵的全部 checkpoint 状态</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="63"/>
        <source>Fewest steps at any batch (S_min)</source>
        <translation>任意 batch 下的最少步数 S_min</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="66"/>
        <source>Fewest tokens at any batch (E_min)</source>
        <translation>任意 batch 下的最少 token 数 E_min</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="68"/>
        <source>Batch relative to the noise scale</source>
        <translation>batch 相对噪声尺度</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="70"/>
        <source>Most that weak scaling can shorten the run</source>
        <translation>弱扩展最多能缩短的倍数</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="73"/>
        <source>Weak scaling at 32x the cards</source>
        <translation>32 倍卡数的弱扩展</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="78"/>
        <source>Strong scaling at 32x the cards</source>
        <translation>32 倍卡数的强扩展</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="83"/>
        <source>Fixed share of the strong-scaling step</source>
        <translation>强扩展每步中的固定部分占比</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="87"/>
        <source>Scaling efficiency of the measured pair</source>
        <translation>实测两点的扩展效率</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="92"/>
        <source>Speed-up of the measured pair</source>
        <translation>实测两点的加速比</translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="94"/>
        <source>Time above ideal scaling</source>
        <translation>高出理想扩展的时间</translation>
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
        <location filename="../../model/straggler.cpp" line="142"/>
        <source>Expected maximum of N normals E[Z_(N)]</source>
        <translation>N 个正态样本最大值的期望 E[Z_(N)]</translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="146"/>
        <source>Expected step with jitter</source>
        <translation>含抖动的期望每步时间</translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="156"/>
        <source>Share of the step margin jitter uses</source>
        <translation>抖动占用的每步余量比例</translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="161"/>
        <source>Wait: extra wait for a card at mu + k sigma</source>
        <translation>等待：μ + kσ 慢卡带来的额外等待</translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="166"/>
        <source>Redistribute: step over N-1 cards</source>
        <translation>重分配：N−1 张卡的每步时间</translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="173"/>
        <source>Evict: restart from the last checkpoint</source>
        <translation>驱逐：从上个 checkpoint 重启</translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="176"/>
        <source>Evict cost in steps</source>
        <translation>驱逐代价（折合步数）</translation>
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
        <source>Embedding on the first stage</source>
        <translation>首个流水线阶段的嵌入层</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>LM head and loss on the last stage</source>
        <translation>末个流水线阶段的输出头与损失</translation>
    </message>
    <message>
        <location filename="../../model/efficiency/layer_time.cpp" line="0"/>
        <source>Predicted compute efficiency</source>
        <translation>预测的计算效率</translation>
    </message>
</context>
<context>
    <name>Param</name>
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
        <location filename="../../model/params.cpp" line="243"/>
        <source>MFU</source>
        <translation>MFU</translation>
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
        <translation>checkpoint 每参数字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="329"/>
        <source>Checkpoint write speed</source>
        <translation>checkpoint 写入速度</translation>
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
        <translation>异步快照大小（0 = checkpoint 大小）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="344"/>
        <source>Async capture every</source>
        <translation>异步捕获间隔</translation>
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
        <location filename="../../model/params.cpp" line="354"/>
        <source>Failure at</source>
        <translation>故障时刻</translation>
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
        <location filename="../../model/params.cpp" line="363"/>
        <source>Compute-time sigma / mu</source>
        <translation>计算时间 σ / μ</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="366"/>
        <source>Mean compute mu (0 = plan)</source>
        <translation>平均计算 μ（0 = 方案值）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="368"/>
        <source>Slow card at mu + k sigma</source>
        <translation>慢卡位于 μ + kσ</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="371"/>
        <source>Eviction restarts from interval (0 = checkpoint)</source>
        <translation>驱逐后按此间隔重启（0 = checkpoint 间隔）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="374"/>
        <source>Slow card persists for</source>
        <translation>慢卡持续步数</translation>
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
        <location filename="../../model/params.cpp" line="410"/>
        <source>Capacity factor c</source>
        <translation>容量因子 c</translation>
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
        <translation>checkpoint 时已训练的 batch</translation>
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
        <location filename="../../model/params.cpp" line="428"/>
        <source>Job cost per second</source>
        <translation>作业每秒成本</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="430"/>
        <source>Restarts</source>
        <translation>重启次数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="433"/>
        <source>Interruption hours</source>
        <translation>中断小时数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="436"/>
        <source>Rolled-back hours</source>
        <translation>回滚小时数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="439"/>
        <source>Total runtime</source>
        <translation>总运行时间</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="442"/>
        <source>Interruptions removed (what-if)</source>
        <translation>消除的中断比例（假设）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="444"/>
        <source>Tokens routed per batch</source>
        <translation>每批路由 token 数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="446"/>
        <source>Share of hot experts</source>
        <translation>热点专家比例</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="448"/>
        <source>Hot-expert load / mean</source>
        <translation>热点专家负载 / 平均</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="452"/>
        <source>Peak uses</source>
        <translation>峰值采用</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="455"/>
        <source>Bytes per stored activation</source>
        <translation>每个保存激活的字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="458"/>
        <source>Count dropout masks</source>
        <translation>计入 dropout 掩码</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="461"/>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="464"/>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="467"/>
        <source>Full-recompute checkpoint sharded over t</source>
        <translation>完全重计算的检查点按 t 分片</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="470"/>
        <source>Interleaved chunks v</source>
        <translation>交错分块数 v</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="473"/>
        <source>Rebuild example: tokens per micro-batch</source>
        <translation>重建算例：每 micro-batch token 数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="476"/>
        <source>Rebuild example: bytes per value</source>
        <translation>重建算例：每值字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="479"/>
        <source>Transfer window W</source>
        <translation>传输窗口 W</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="483"/>
        <source>Short answers</source>
        <translation>短回答数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="486"/>
        <source>Tokens per short answer</source>
        <translation>短回答 token 数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="489"/>
        <source>Per-token gradient, short answers</source>
        <translation>短回答每 token 梯度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="492"/>
        <source>Long answers</source>
        <translation>长回答数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="494"/>
        <source>Tokens per long answer</source>
        <translation>长回答 token 数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="497"/>
        <source>Per-token gradient, long answers</source>
        <translation>长回答每 token 梯度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="499"/>
        <source>Overlap: reduction time</source>
        <translation>重叠：归约时间</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="501"/>
        <source>Overlap: independent compute</source>
        <translation>重叠：独立计算</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="504"/>
        <source>Overlap: link booked until</source>
        <translation>重叠：链路占用至</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="506"/>
        <source>Gradient bucket</source>
        <translation>梯度桶</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="508"/>
        <source>Ring members n</source>
        <translation>环成员数 n</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="511"/>
        <source>Start-up per collective (alpha)</source>
        <translation>每次集合通信启动开销 α</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="514"/>
        <source>Sub-buckets</source>
        <translation>子桶数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="517"/>
        <source>Idle link windows</source>
        <translation>链路空闲窗口数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="520"/>
        <source>Idle window length</source>
        <translation>空闲窗口长度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="523"/>
        <source>Busy link between windows</source>
        <translation>窗口之间的链路占用</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="526"/>
        <source>Sequence lengths (comma-separated)</source>
        <translation>序列长度（逗号分隔）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="528"/>
        <source>Reference lengths (comma-separated)</source>
        <translation>对照长度（逗号分隔）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="532"/>
        <source>Critical batch B_crit</source>
        <translation>临界 batch B_crit</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="535"/>
        <source>Measured: base cards</source>
        <translation>实测：基准卡数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="538"/>
        <source>Measured: base step</source>
        <translation>实测：基准每步</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="541"/>
        <source>Measured: scaled cards</source>
        <translation>实测：扩展后卡数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="544"/>
        <source>Measured: scaled step</source>
        <translation>实测：扩展后每步</translation>
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
</context>
<context>
    <name>QObject</name>
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
    <message numerus="yes">
        <location filename="../../app/gui/main.cpp"/>
        <source>They break %n rule(s); the scenario opens for fixing.</source>
        <translation>
            <numerusform>这些修改违反了 %n 条规则；场景将以待修正状态打开。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/main.cpp"/>
        <source>The restored scenario needs fixing: it breaks the %n rule(s) below.</source>
        <translation>
            <numerusform>恢复的场景需要修正：它违反了下列 %n 条规则。</numerusform>
        </translation>
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
        <location filename="../../app/gui/comparison.cpp" line="40"/>
        <source>MFU needed for the deadline</source>
        <translation>按期所需 MFU</translation>
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
        <translation>Checkpoint</translation>
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
</context>
<context>
    <name>stepbudget::ActivationView</name>
    <message>
        <location filename="../../views/activation_view.cpp" line="31"/>
        <source>Attention norm input</source>
        <translation>注意力 norm 输入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="32"/>
        <source>Q/K/V input</source>
        <translation>Q/K/V 投影输入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="33"/>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="34"/>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="35"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="36"/>
        <source>Softmax log-sum-exp</source>
        <translation>Softmax log-sum-exp</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="37"/>
        <source>Softmax output</source>
        <translation>Softmax 输出</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="39"/>
        <source>Softmax dropout mask</source>
        <translation>Softmax dropout 掩码</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="41"/>
        <source>Dropout output</source>
        <translation>Dropout 输出</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="42"/>
        <source>Out projection input</source>
        <translation>输出投影输入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="44"/>
        <source>Attention dropout mask</source>
        <translation>注意力 dropout 掩码</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="45"/>
        <source>FFN norm input</source>
        <translation>FFN norm 输入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="46"/>
        <source>FFN input</source>
        <translation>FFN 输入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="47"/>
        <source>Gate output</source>
        <translation>Gate 输出</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="48"/>
        <source>Up output</source>
        <translation>Up 输出</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="49"/>
        <source>Down input (gate × up)</source>
        <translation>Down 输入（gate × up）</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="50"/>
        <source>GeLU input</source>
        <translation>GeLU 输入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="51"/>
        <source>Router probabilities</source>
        <translation>路由概率</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="53"/>
        <source>Expert inputs (k copies)</source>
        <translation>专家输入（k 份）</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="55"/>
        <source>Expert gate outputs</source>
        <translation>专家 gate 输出</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="56"/>
        <source>Expert up outputs</source>
        <translation>专家 up 输出</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="58"/>
        <source>Expert down inputs</source>
        <translation>专家 down 输入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="60"/>
        <source>Expert GeLU inputs</source>
        <translation>专家 GeLU 输入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="61"/>
        <source>FFN dropout mask</source>
        <translation>FFN dropout 掩码</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="74"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="84"/>
        <source>%1 B values; dropout masks %2; %3; sequence parallel %4; full-recompute checkpoint %5; t = %6, p = %7, v = %8</source>
        <translation>数值 %1 B；dropout 掩码%2；%3；序列并行%4；完全重计算的检查点%5；t = %6，p = %7，v = %8</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="88"/>
        <source>counted</source>
        <translation>计入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="88"/>
        <source>not counted</source>
        <translation>不计入</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="89"/>
        <source>flash attention (no s x s scores)</source>
        <translation>flash attention（不存 s×s 分数）</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="90"/>
        <source>scores stored</source>
        <translation>保存注意力分数</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="91"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="91"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="92"/>
        <source>sharded over t</source>
        <translation>按 t 分片</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="93"/>
        <source>replicated over t</source>
        <translation>在 t 上复制</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="102"/>
        <source>One layer&apos;s stored activations, per micro-batch</source>
        <translation>一层保存的激活（每个 micro-batch）</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="104"/>
        <source>Kept by selective</source>
        <translation>选择性重计算保留</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="106"/>
        <source>Recomputed by selective</source>
        <translation>选择性重计算重建</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="120"/>
        <source>MiB per layer and micro-batch</source>
        <translation>每层每 micro-batch 的 MiB</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="124"/>
        <source>Busiest stage&apos;s activations by recompute mode</source>
        <translation>最忙阶段的激活：按重计算方式</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="126"/>
        <source>Per card</source>
        <translation>每卡</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="128"/>
        <source>Mode in force</source>
        <translation>当前方式</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="140"/>
        <location filename="../../views/activation_view.cpp" line="199"/>
        <source>None</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="140"/>
        <location filename="../../views/activation_view.cpp" line="199"/>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="140"/>
        <location filename="../../views/activation_view.cpp" line="199"/>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="144"/>
        <source>GiB per card</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="148"/>
        <source>Declared budget</source>
        <translation>声明的预算</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="153"/>
        <source>A: per mode</source>
        <translation>A：各方式</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="189"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="209"/>
        <source>%1&lt;br&gt;%2 GiB</source>
        <translation>%1&lt;br&gt;%2 GiB</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="211"/>
        <source>&lt;br&gt;+%1 % FLOPs</source>
        <translation>&lt;br&gt;FLOPs +%1 %</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="240"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="240"/>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="241"/>
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="244"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="247"/>
        <source>Per layer and micro-batch (s b = %1 tokens, t = %2): %3 = %4 s b h with %5 (%6).</source>
        <translation>每层每个 micro-batch（s b = %1 token，t = %2）：%5时为 %3 = %4 s b h（%6）。</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="254"/>
        <source>The first stage holds %1 layers × %2 micro-batches × %3 (interleaving).</source>
        <translation>第一阶段保存 %1 层 × %2 个 micro-batch × %3（交错）。</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="257"/>
        <source>The first stage holds %1 layers × %2 micro-batches.</source>
        <translation>第一阶段保存 %1 层 × %2 个 micro-batch。</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="260"/>
        <source>First stage %1 GiB, last stage %2 GiB (output layer and FP32 logits): peak %3 GiB per card.</source>
        <translation>第一阶段 %1 GiB，最后阶段 %2 GiB（输出层与 FP32 logits）：每卡峰值 %3 GiB。</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="266"/>
        <source>The memory peak uses this estimate.</source>
        <translation>显存峰值采用这一估算。</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="267"/>
        <source>The memory peak uses the declared budget of %1 GiB (set activations.source to architecture to use this estimate).</source>
        <translation>显存峰值采用声明的 %1 GiB 预算（把 activations.source 设为 architecture 即改用这一估算）。</translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="270"/>
        <source>In force: %1.</source>
        <translation>当前约定：%1。</translation>
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
        <translation>每步耗时之比 T&apos;/T</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="75"/>
        <source>A: compute</source>
        <translation>A：计算</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="114"/>
        <source>%1&lt;br&gt;×½: %2 d, ×2: %3 d</source>
        <translation>%1&lt;br&gt;×½：%2 天，×2：%3 天</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="151"/>
        <source>Shares of the %1 s step: compute f = %2 %, exposed communication f = %3 %, input wait f = %4 %. Halving the bandwidth gives %5 s; compute decides whether the plan finishes.</source>
        <translation>每步 %1 s 中：计算占 f = %2 %，暴露通信占 f = %3 %，输入等待占 f = %4 %。带宽减半后每步 %5 s；能否按期完成取决于单卡计算。</translation>
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
    <name>stepbudget::BucketView</name>
    <message>
        <location filename="../../views/bucket_view.cpp" line="68"/>
        <source>Gradient bucket AllReduce against the link&apos;s idle windows</source>
        <translation>梯度桶 AllReduce 与链路空闲时段</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="73"/>
        <source>Link busy</source>
        <translation>链路忙</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="74"/>
        <source>Link idle</source>
        <translation>链路空闲</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="87"/>
        <source>In a window</source>
        <translation>在空闲时段内</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="89"/>
        <source>Exposed (after the compute)</source>
        <translation>暴露（落到计算之后）</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="97"/>
        <source>Compute ends</source>
        <translation>计算结束</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="102"/>
        <source>Time from the first window (ms)</source>
        <translation>自第一个空闲时段起的时间（ms）</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="117"/>
        <source>Loss gradient: three ways to average</source>
        <translation>损失梯度：三种平均方式</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="119"/>
        <source>dL/dθ</source>
        <translation>dL/dθ</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="135"/>
        <source>Token&lt;br&gt;mean</source>
        <translation>按 token&lt;br&gt;平均</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="135"/>
        <source>Per-answer&lt;br&gt;mean</source>
        <translation>先按回答&lt;br&gt;平均</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="135"/>
        <source>Divided&lt;br&gt;twice</source>
        <translation>重复&lt;br&gt;除两次</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="139"/>
        <source>Gradient</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="197"/>
        <source>Whole: %1 MiB&lt;br&gt;%2 ms, %3 ms exposed</source>
        <translation>整桶：%1 MiB&lt;br&gt;%2 ms，暴露 %3 ms</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="201"/>
        <source>Split: %1 × %2 MiB&lt;br&gt;%3 ms each, %4 ms exposed</source>
        <translation>切分：%1 × %2 MiB&lt;br&gt;每桶 %3 ms，暴露 %4 ms</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="224"/>
        <source>Ring AllReduce of %1 MiB over %2 members: each card sends %3 MiB at %4 GB/s, plus %5 ms start-up per call = %6 ms. </source>
        <translation>%1 MiB 在 %2 个成员间做 Ring AllReduce：每卡以 %4 GB/s 发送 %3 MiB，加上每次调用 %5 ms 的启动开销 = %6 ms。</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="230"/>
        <source>It fits an idle window: nothing exposed.</source>
        <translation>能放进一个空闲时段：没有暴露。</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="231"/>
        <source>No %1 ms window holds it, so it runs after the compute: %2 ms exposed.</source>
        <translation>放不进任何 %1 ms 的空闲时段，于是落到计算之后：暴露 %2 ms。</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="235"/>
        <source>Split into %1: %2 ms each, %3 ms of link time in all, %4 ms exposed.</source>
        <translation>切成 %1 个子桶：每桶 %2 ms，链路总时间 %3 ms，暴露 %4 ms。</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="239"/>
        <source>Overlap on a busy link: a %1 ms reduction behind %2 ms of compute on a link booked until %3 ms runs %4–%5 ms, %6 ms exposed.</source>
        <translation>忙链路上的重叠：%1 ms 的归约躲在 %2 ms 计算后面，但链路被占用到 %3 ms，于是在 %4–%5 ms 运行，暴露 %6 ms。</translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="247"/>
        <source>Scaling efficiency (MegaScale pair, fixed global batch): %1 → %2 cards, step %3 s → %4 s; ideal %5 s, speed-up %6×, efficiency %7 %, %8 s extra per step.</source>
        <translation>扩展效率（MegaScale 实测，全局 batch 不变）：%1 → %2 卡，每步 %3 s → %4 s；理想 %5 s，加速 %6 倍，效率 %7 %，每步多出 %8 s。</translation>
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
        <location filename="../../views/gantt_widget.cpp" line="186"/>
        <source>%1 → %2 ms (%3 ms)</source>
        <translation>%1 → %2 ms（%3 ms）</translation>
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
        <source>A: %1 %3 (Δ %2 %3)</source>
        <translation>A：%1 %3（Δ %2 %3）</translation>
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
        <location filename="../../views/headline_strip.cpp" line="139"/>
        <source>cap %1 s per step</source>
        <translation>每步上限 %1 s</translation>
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
    <message numerus="yes">
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>%1 opened, but it needs fixing: it breaks the %n rule(s) below. Edit the keys named; saving asks first while problems remain.</source>
        <translation>
            <numerusform>%1 已打开，但需要修正：它违反了下列 %n 条规则。请修改其中列出的键；在问题解决之前，保存时会先询问。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>Preset needs fixing</source>
        <translation>预设需要修正</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/main_window_menus.cpp"/>
        <source>The scenario breaks the %n rule(s) below. It can be saved and opened again to fix it, but the command line refuses it until then. Save anyway?</source>
        <translation>
            <numerusform>该场景违反了下列 %n 条规则。可以保存并在之后重新打开修正，但在修正之前命令行工具会拒绝它。仍然保存吗？</numerusform>
        </translation>
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
        <translation>Checkpoint</translation>
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
        <location filename="../../app/gui/main_window.cpp" line="125"/>
        <source>Simulating the pipeline…</source>
        <translation>正在模拟流水线…</translation>
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
</context>
<context>
    <name>stepbudget::MemoryStrip</name>
    <message>
        <location filename="../../views/memory_strip.cpp" line="89"/>
        <source>GPU %1 memory: peak %2 MiB at %3 ms</source>
        <translation>GPU %1 显存：峰值 %2 MiB（%3 ms 时）</translation>
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
        <location filename="../../views/memory_view.cpp" line="177"/>
        <source>%1 GiB over: recompute that much, or use at least %2 cards.</source>
        <translation>超出 %1 GiB：用重计算省下这部分，或至少用 %2 张卡。</translation>
    </message>
</context>
<context>
    <name>stepbudget::MoeView</name>
    <message>
        <location filename="../../views/moe_view.cpp" line="49"/>
        <source>Dropped and padded vs capacity factor</source>
        <translation>丢弃与填充 vs 容量因子</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="51"/>
        <source>Dropped, % of dispatches</source>
        <translation>丢弃（占 dispatch 的 %）</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="54"/>
        <source>Padding, % of rows</source>
        <translation>填充（占执行行的 %）</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="57"/>
        <source>c in force</source>
        <translation>当前 c</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="69"/>
        <source>Capacity factor c</source>
        <translation>容量因子 c</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="76"/>
        <source>Percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="86"/>
        <source>A: dropped</source>
        <translation>A：丢弃</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="88"/>
        <source>Expert loads, hottest first</source>
        <translation>专家负载（从最热开始）</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="93"/>
        <source>Executed</source>
        <translation>执行</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="94"/>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="95"/>
        <source>Dropped</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="97"/>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="100"/>
        <source>Capacity C</source>
        <translation>容量 C</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="103"/>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="109"/>
        <source>Experts, hottest first</source>
        <translation>专家（从最热开始）</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="112"/>
        <source>Dispatches (rows)</source>
        <translation>dispatch 数（行）</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="130"/>
        <source>This model is dense (model.experts = 0): no tokens are routed to experts, so there is no capacity to drop or pad.&lt;br&gt;Pick a MoE model such as Qwen3-235B-A22B, or set model.experts and model.top_k.</source>
        <translation>这是稠密模型（model.experts = 0）：没有 token 被路由到专家，也就谈不上容量、丢弃或填充。&lt;br&gt;请选一个 MoE 模型（如 Qwen3-235B-A22B），或设置 model.experts 与 model.top_k。</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="224"/>
        <source>%1 experts, top-%2, %3 tokens → %4 dispatches, mean %5 per expert, hottest %6. At c = %7: capacity %8 rows per expert; %9 % of dispatches dropped (hottest expert drops %10), %11 % of executed rows are padding. Perfect balance would cut expert time by %12 %.</source>
        <translation>%1 个专家，top-%2，%3 个 token → %4 次 dispatch，每个专家平均 %5，最热 %6。c = %7 时：每个专家容量 %8 行；%9 % 的 dispatch 被丢弃（最热专家丢 %10），执行行中 %11 % 是填充。完全均衡可把专家耗时减少 %12 %。</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="239"/>
        <source>Dense model (model.experts = 0): no expert routing, nothing dropped or padded.</source>
        <translation>稠密模型（model.experts = 0）：没有专家路由，没有丢弃或填充。</translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="250"/>
        <source>Causal attention: %1 tokens → %2 query-key pairs, %3× the %4 pairs of %5.</source>
        <translation>因果注意力：%1 个 token → %2 个 query-key 对，是 %5 的 %4 对的 %3 倍。</translation>
    </message>
</context>
<context>
    <name>stepbudget::OffloadView</name>
    <message>
        <location filename="../../views/offload_view.cpp" line="35"/>
        <source>Cast to FP32 on the way to the host</source>
        <translation>在去主机的路上转成 FP32</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="37"/>
        <source>Transfer</source>
        <translation>传输</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="39"/>
        <source>Cast</source>
        <translation>转换</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="54"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="58"/>
        <source>Both paths against the link bandwidth</source>
        <translation>两条路径 vs 链路带宽</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="60"/>
        <source>CPU cast</source>
        <translation>CPU 转换</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="63"/>
        <source>GPU cast</source>
        <translation>GPU 转换</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="68"/>
        <source>This link</source>
        <translation>当前链路</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="80"/>
        <source>Link bandwidth B (GB/s per direction)</source>
        <translation>链路带宽 B（单向 GB/s）</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="85"/>
        <source>Time per gradient (ms)</source>
        <translation>每个梯度的耗时（ms）</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="92"/>
        <source>A: CPU cast</source>
        <translation>A：CPU 转换</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="119"/>
        <source>CPU cast&lt;br&gt;%1 ms</source>
        <translation>CPU 转换&lt;br&gt;%1 ms</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="120"/>
        <source>GPU cast&lt;br&gt;%1 ms</source>
        <translation>GPU 转换&lt;br&gt;%1 ms</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="122"/>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="154"/>
        <source>B* = %1 GB/s</source>
        <translation>B* = %1 GB/s</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="157"/>
        <source>No break-even: the CPU cast always wins</source>
        <translation>没有平衡点：CPU 转换总是更快</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="173"/>
        <source>Gate-projection gradient G = %1 MiB in BF16 (%2 MiB in FP32) over a %3 GB/s link. CPU cast: send G, then the host reads G and writes 2G at %4 GB/s = %5 ms. GPU cast: cast in HBM at %6 GB/s, then send 2G = %7 ms, and the GPU holds %8 MiB instead of %9 MiB.</source>
        <translation>gate 投影梯度 G = %1 MiB（BF16；FP32 为 %2 MiB），链路 %3 GB/s。CPU 转换：先发送 G，主机再以 %4 GB/s 读 G、写 2G = %5 ms。GPU 转换：在 HBM 中以 %6 GB/s 转换，再发送 2G = %7 ms，GPU 上要占 %8 MiB 而不是 %9 MiB。</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="185"/>
        <source>Above B* = %1 GB/s the GPU cast wins; below it the CPU cast.</source>
        <translation>链路高于 B* = %1 GB/s 时 GPU 转换更快，低于它时 CPU 转换更快。</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="187"/>
        <source>The host memory is at least as fast as HBM: the CPU cast always wins.</source>
        <translation>主机内存不比 HBM 慢：CPU 转换总是更快。</translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="189"/>
        <source>Offload wait: max(0, G/B − W) = max(0, %1 − %2) ms = %3 ms.</source>
        <translation>卸载等待：max(0, G/B − W) = max(0, %1 − %2) ms = %3 ms。</translation>
    </message>
</context>
<context>
    <name>stepbudget::ParamEditor</name>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="46"/>
        <source>allowed: %1</source>
        <translation>允许范围：%1</translation>
    </message>
</context>
<context>
    <name>stepbudget::ParamPanel</name>
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
        <location filename="../../views/pipeline_view.cpp" line="76"/>
        <source>Largest per-GPU peak (MiB)</source>
        <translation>单卡最大峰值（MiB）</translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="113"/>
        <source>makespan %1 ms, idle up to %2 ms per GPU, peak %3 MiB, %4 forward messages (free links: %5 ms)</source>
        <translation>完成时间 %1 ms，单卡空闲最多 %2 ms，峰值 %3 MiB，前向消息 %4 次（传输免费时 %5 ms）</translation>
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
        <location filename="../../views/pipeline_view.cpp" line="160"/>
        <source>Ideal (no transfers): T = (m+p−1)(t&lt;sub&gt;f&lt;/sub&gt;+t&lt;sub&gt;b&lt;/sub&gt;) = %1 ms, u = m/(m+p−1) = %2 %.&lt;br&gt;Bubbles: 1F1B (p−1)(T&lt;sub&gt;F&lt;/sub&gt;+T&lt;sub&gt;B&lt;/sub&gt;+T&lt;sub&gt;W&lt;/sub&gt;) = %3 ms; interleaved %4 ms; ZB-H1 %5 ms; ZB-H2 %6 ms; DualPipe %7 ms.</source>
        <translation>理想情况（无传输）：T = (m+p−1)(t&lt;sub&gt;f&lt;/sub&gt;+t&lt;sub&gt;b&lt;/sub&gt;) = %1 ms，u = m/(m+p−1) = %2 %。&lt;br&gt;气泡：1F1B (p−1)(T&lt;sub&gt;F&lt;/sub&gt;+T&lt;sub&gt;B&lt;/sub&gt;+T&lt;sub&gt;W&lt;/sub&gt;) = %3 ms；交错式 %4 ms；ZB-H1 %5 ms；ZB-H2 %6 ms；DualPipe %7 ms。</translation>
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
        <source>MFU</source>
        <translation>MFU</translation>
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
</context>
<context>
    <name>stepbudget::ScalingView</name>
    <message>
        <location filename="../../views/scaling_view.cpp" line="37"/>
        <source>Days to the target: weak vs strong scaling</source>
        <translation>达到目标的天数：弱扩展 vs 强扩展</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="39"/>
        <source>Weak scaling</source>
        <translation>弱扩展</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="42"/>
        <source>Strong scaling</source>
        <translation>强扩展</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="55"/>
        <location filename="../../views/scaling_view.cpp" line="71"/>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="57"/>
        <source>Days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="67"/>
        <source>A: weak</source>
        <translation>A：弱扩展</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="68"/>
        <source>A: strong</source>
        <translation>A：强扩展</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="71"/>
        <source>Tokens/step
(weak)</source>
        <translation>每步 token
（弱）</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="71"/>
        <source>Steps
(weak)</source>
        <translation>步数
（弱）</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="72"/>
        <source>Days
(weak)</source>
        <translation>天数
（弱）</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="72"/>
        <source>Step, s
(strong)</source>
        <translation>每步 s
（强）</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="73"/>
        <source>Days
(strong)</source>
        <translation>天数
（强）</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="73"/>
        <source>Fixed
share</source>
        <translation>固定
占比</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="75"/>
        <source>Exposed communication and input wait as a share of the strong-scaling step</source>
        <translation>暴露的通信与输入等待占强扩展每步的比例</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="91"/>
        <source>&lt;b&gt;Weak vs strong scaling&lt;/b&gt; from this plan (no T0, no redo):&lt;br/&gt;weak: S(B) = S_min (1 + B_crit / B), step time fixed;&lt;br/&gt;strong: S fixed, step = t_compute p0/p + t_comm+input</source>
        <translation>&lt;b&gt;弱扩展 vs 强扩展&lt;/b&gt;（基于本计划，不含 T0 与重做）：&lt;br/&gt;弱扩展：S(B) = S_min (1 + B_crit / B)，每步时间不变；&lt;br/&gt;强扩展：S 不变，每步 = t_compute p0/p + t_comm+input</translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="174"/>
        <source>Critical batch B_crit = %1 tokens (declared); this plan&apos;s batch B = %2 tokens = %3 B_noise over %4 steps. S_min = %5 steps, E_min = %6 B tokens. Weak scaling can shorten the run at most %7× (S / S_min) however many cards; strong scaling keeps %8 s of exposed communication and input wait in every %9 s step.</source>
        <translation>临界 batch B_crit = %1 token（声明值）；本计划 batch B = %2 token = %3 B_noise，共 %4 步。S_min = %5 步，E_min = %6 B token。无论加多少卡，弱扩展最多把训练缩短到 1/%7（S / S_min）；强扩展每个 %9 s 的步里始终留着 %8 s 的暴露通信与输入等待。</translation>
    </message>
</context>
<context>
    <name>stepbudget::StartPage</name>
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
    <name>stepbudget::StragglerView</name>
    <message>
        <location filename="../../views/straggler_view.cpp" line="86"/>
        <source>Slowest of N cards: E[max] − μ</source>
        <translation>N 张卡中最慢的一张：E[max] − μ</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="87"/>
        <source>E[Z₍N₎]</source>
        <translation>E[Z₍N₎]</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="88"/>
        <location filename="../../views/straggler_view.cpp" line="101"/>
        <location filename="../../views/straggler_view.cpp" line="113"/>
        <source>Current N</source>
        <translation>当前 N</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="89"/>
        <location filename="../../views/straggler_view.cpp" line="102"/>
        <location filename="../../views/straggler_view.cpp" line="114"/>
        <source>Cards N</source>
        <translation>卡数 N</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="91"/>
        <source>E[max] − μ (σ)</source>
        <translation>E[max] − μ（σ）</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="95"/>
        <source>Expected step time vs N</source>
        <translation>期望步时间随 N 的变化</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="99"/>
        <source>No jitter</source>
        <translation>无波动</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="100"/>
        <source>Step cap</source>
        <translation>步时间上限</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="104"/>
        <source>Step time (s)</source>
        <translation>步时间 (s)</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="106"/>
        <source>A: step</source>
        <translation>A：步时间</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="109"/>
        <source>One slow card: extra seconds per step</source>
        <translation>一张慢卡：每步多花的秒数</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="110"/>
        <location filename="../../views/straggler_view.cpp" line="121"/>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="111"/>
        <location filename="../../views/straggler_view.cpp" line="122"/>
        <source>Redistribute</source>
        <translation>重分配</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="112"/>
        <location filename="../../views/straggler_view.cpp" line="123"/>
        <source>Evict</source>
        <translation>驱逐</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="116"/>
        <source>Extra s per step</source>
        <translation>每步多花 (s)</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="120"/>
        <source>One slow card: seconds lost vs how long it stays slow</source>
        <translation>一张慢卡：损失秒数随持续步数的变化</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="124"/>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="126"/>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="127"/>
        <source>Steps the card stays slow</source>
        <translation>慢卡持续的步数</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="129"/>
        <source>Seconds lost</source>
        <translation>损失秒数</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="184"/>
        <source>σ = %1 % (now)</source>
        <translation>σ = %1 %（当前）</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="185"/>
        <source>σ = %1 %</source>
        <translation>σ = %1 %</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="229"/>
        <source>Evict ÷ %1 steps</source>
        <translation>驱逐 ÷ %1 步</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="274"/>
        <source>%1 cards, per-card compute μ = %2 s, σ = %3 % (%4 s): the slowest card is E[max] − μ = %5 σ = %6 s behind the mean, so a step takes &lt;b&gt;%7 s&lt;/b&gt; instead of %8 s without jitter. An average card waits %6 s at the gradient AllReduce.</source>
        <translation>%1 张卡，每卡计算 μ = %2 s，σ = %3 %（%4 s）：最慢的卡比均值慢 E[max] − μ = %5 σ = %6 s，所以每步 &lt;b&gt;%7 s&lt;/b&gt;，无波动时为 %8 s。一张普通的卡在梯度 AllReduce 上平均等待 %6 s。</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="282"/>
        <source>Jitter uses %1 % of the %2 s margin per step.</source>
        <translation>波动吃掉每步 %2 s 余量的 %1 %。</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="286"/>
        <source>One card at μ + %1 σ (%2 s) makes the others wait %8 s longer than for their own slowest. Against a healthy step, waiting for it costs %3 s per step, %4 evicting it costs %5 s once (τ/2 + r with τ = %6 s, %7 steps).</source>
        <translation>一张 μ + %1 σ（%2 s）的慢卡让其余卡比等它们自己最慢的一张多等 %8 s。与健康的步相比，等待它每步多花 %3 s，%4 驱逐它一次性花 %5 s（τ/2 + r，τ = %6 s，约 %7 步）。</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="292"/>
        <source>spreading its work over the other %1 cards %2 s per step;</source>
        <translation>把它的活摊给其余 %1 张卡每步多花 %2 s；</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="294"/>
        <source>there is no other card to take its work;</source>
        <translation>没有别的卡能接手它的活；</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="300"/>
        <source>Evicting pays once the card stays slow longer than %1 steps.</source>
        <translation>慢卡持续超过 %1 步时，驱逐才划算。</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="302"/>
        <source>Waiting costs nothing per step here, so evicting never pays.</source>
        <translation>这里等待每步不花额外时间，驱逐永远不划算。</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="303"/>
        <source>evict</source>
        <translation>驱逐</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="304"/>
        <source>redistribute</source>
        <translation>重分配</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="305"/>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="306"/>
        <source>&lt;b&gt;Best response if it stays slow %1 steps: %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;若慢卡持续 %1 步，最佳应对：%2。&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>stepbudget::StudyPanel</name>
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
        <source>Cannot save %1: %2. The file on disk is unchanged.</source>
        <translation>无法保存 %1：%2。磁盘上的文件保持不变。</translation>
    </message>
</context>
</TS>
