<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>Choice</name>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="22" />
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="22" />
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="23" />
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="23" />
        <source>fill-drain</source>
        <translation>填满排空</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="24" />
        <source>1f1b</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="24" />
        <source>interleaved</source>
        <translation>交错式 1F1B</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="25" />
        <source>zb-h1</source>
        <translation>零气泡 ZB-H1</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="25" />
        <source>zb-h2</source>
        <translation>零气泡 ZB-H2</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="26" />
        <source>dualpipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="26" />
        <source>exact</source>
        <translation>精确（逐序列）</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="27" />
        <source>6nd</source>
        <translation>6ND 估算</translation>
    </message>
</context>
<context>
    <name>Derivation</name>
    <message>
        <location filename="../../model/checkpoint.cpp" line="35" />
        <source>Checkpoint size</source>
        <translation>checkpoint 大小</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="38" />
        <source>Save time c</source>
        <translation>保存耗时 c</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="40" />
        <source>Interruption rate lambda</source>
        <translation>中断率 λ</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="48" />
        <source>Optimal interval tau*</source>
        <translation>最优保存间隔 τ*</translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="51" />
        <source>Checkpoint + failure overhead L</source>
        <translation>保存与故障附加比例 L</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="67" />
        <source>One ZeRO-3 collective per card</source>
        <translation>每卡一次 ZeRO-3 集合通信量</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="70" />
        <source>ZeRO-3 traffic per step per card</source>
        <translation>每卡每步 ZeRO-3 通信量</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="74" />
        <source>Exposed: first gather + last reduce-scatter</source>
        <translation>暴露部分：首次 AllGather + 末次 ReduceScatter</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="80" />
        <source>Data-parallel traffic per step per card</source>
        <translation>每卡每步数据并行通信量</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="84" />
        <source>Link time per step</source>
        <translation>每步链路时间</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="87" />
        <source>Link time per micro-batch vs its compute</source>
        <translation>每个 micro-batch 的链路时间与计算时间</translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="92" />
        <source>Exposed communication per step</source>
        <translation>每步暴露的通信</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="79" />
        <source>Matrix weights</source>
        <translation>矩阵权重参数</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="85" />
        <source>FLOPs of one sequence</source>
        <translation>单条序列的 FLOPs</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="92" />
        <source>Task FLOPs</source>
        <translation>任务总 FLOPs</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="98" />
        <source>Task FLOPs (6ND)</source>
        <translation>任务总 FLOPs（6ND）</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="101" />
        <source>Steps</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="104" />
        <source>FLOPs per step</source>
        <translation>每步 FLOPs</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="107" />
        <source>Per-card compute per step</source>
        <translation>每步单卡计算时间</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="111" />
        <source>Micro-batches per card per step</source>
        <translation>每卡每步 micro-batch 数</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="116" />
        <source>Required throughput (training days)</source>
        <translation>所需吞吐（训练天数内）</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="121" />
        <source>Throughput per card</source>
        <translation>单卡吞吐</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="124" />
        <source>Device lower bound (compute)</source>
        <translation>设备下界（计算）</translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="129" />
        <source>Device lower bound (capacity)</source>
        <translation>设备下界（容量）</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="73" />
        <source>Resident state per parameter</source>
        <translation>每参数常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="78" />
        <source>Unsharded resident state</source>
        <translation>未分片的常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="80" />
        <source>FP8 operand copy of the weights</source>
        <translation>FP8 权重操作数副本</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="83" />
        <source>ZeRO-0 resident state per card</source>
        <translation>ZeRO-0 每卡常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="84" />
        <source>ZeRO-1 resident state per card</source>
        <translation>ZeRO-1 每卡常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="85" />
        <source>ZeRO-2 resident state per card</source>
        <translation>ZeRO-2 每卡常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="86" />
        <source>ZeRO-3 resident state per card</source>
        <translation>ZeRO-3 每卡常驻状态</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="110" />
        <source>Peak memory per card</source>
        <translation>每卡显存峰值</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="114" />
        <source>Memory margin per card</source>
        <translation>每卡显存余量</translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="118" />
        <source>Fewest cards that fit (this ZeRO stage)</source>
        <translation>装得下的最少卡数（当前 ZeRO 阶段）</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="193" />
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="197" />
        <source>Per-step budget</source>
        <translation>每步预算</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="201" />
        <source>Per-step cap with overhead</source>
        <translation>含附加成本的每步上限</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="204" />
        <source>Margin per step</source>
        <translation>每步余量</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="206" />
        <source>Base training days</source>
        <translation>基础训练天数</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="209" />
        <source>Completion time</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="213" />
        <source>MFU needed to meet the deadline</source>
        <translation>按期完成所需的 MFU</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="221" />
        <source>Room for communication wait</source>
        <translation>可容纳的通信等待</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="224" />
        <source>Step if no communication overlaps</source>
        <translation>通信完全不重叠时的每步时间</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="230" />
        <source>Amdahl: compute twice as slow</source>
        <translation>Amdahl：计算慢一倍</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="231" />
        <source>Amdahl: communication bandwidth halved</source>
        <translation>Amdahl：通信带宽减半</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="232" />
        <source>Amdahl: input twice as slow</source>
        <translation>Amdahl：输入慢一倍</translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="241" />
        <source>Cards that meet the deadline</source>
        <translation>按期完成所需卡数</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="27" />
        <source>RL effective rate</source>
        <translation>RL 有效速率</translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="31" />
        <source>Async break-even keep ratio</source>
        <translation>异步盈亏平衡保留比例</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <location filename="../../model/params.cpp" line="158" />
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="160" />
        <source>Parameters N</source>
        <translation>参数量 N</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="161" />
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="163" />
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="165" />
        <source>FFN intermediate size</source>
        <translation>FFN 中间维度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="167" />
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="168" />
        <source>Query heads</source>
        <translation>查询头数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="170" />
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="172" />
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="174" />
        <source>Tied embeddings</source>
        <translation>共享输入输出嵌入</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="176" />
        <source>Experts (0 = dense)</source>
        <translation>专家数（0 = 稠密）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="178" />
        <source>Experts per token</source>
        <translation>每 token 专家数 top-k</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="181" />
        <source>Weight bytes</source>
        <translation>权重字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="183" />
        <source>Gradient bytes</source>
        <translation>梯度字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="185" />
        <source>Master-weight bytes</source>
        <translation>主权重字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="187" />
        <source>Optimizer bytes</source>
        <translation>优化器状态字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="189" />
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="191" />
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="193" />
        <source>Cards per host</source>
        <translation>每台主机卡数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="195" />
        <source>Dense BF16 peak</source>
        <translation>稠密 BF16 峰值</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="197" />
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="199" />
        <source>Usable memory per card</source>
        <translation>每卡可用显存</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="202" />
        <source>Collective bandwidth</source>
        <translation>集合通信带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="204" />
        <source>NIC bandwidth per card</source>
        <translation>每卡网卡带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="206" />
        <source>HBM bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="209" />
        <source>Host memory bandwidth</source>
        <translation>主机内存带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="211" />
        <source>Host link bandwidth</source>
        <translation>主机链路带宽</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="214" />
        <source>Training tokens D</source>
        <translation>训练 token 数 D</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="216" />
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="218" />
        <source>Global batch</source>
        <translation>全局 batch</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="220" />
        <source>Micro-batch</source>
        <translation>micro-batch</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="222" />
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="224" />
        <source>Reserved days T0</source>
        <translation>预留天数 T0</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="226" />
        <source>Input wait per step</source>
        <translation>每步输入等待</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="229" />
        <source>FLOPs model</source>
        <translation>FLOPs 计算方式</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="232" />
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="233" />
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="235" />
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="237" />
        <source>Activations + buffers</source>
        <translation>激活与缓冲</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="240" />
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="245" />
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="247" />
        <source>Stages p</source>
        <translation>阶段数 p</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="249" />
        <source>Micro-batches m</source>
        <translation>micro-batch 数 m</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="251" />
        <source>Chunks v (interleaved)</source>
        <translation>分块数 v（交错式）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="253" />
        <source>Forward per stage</source>
        <translation>每阶段前向</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="255" />
        <source>Backward per stage</source>
        <translation>每阶段反向</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="258" />
        <source>Weight-gradient share of backward</source>
        <translation>反向中权重梯度的占比</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="260" />
        <source>Boundary transfer</source>
        <translation>边界传输</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="262" />
        <source>Parameter update</source>
        <translation>参数更新</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="264" />
        <source>Layers per stage</source>
        <translation>每阶段层数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="267" />
        <source>Saved activations per micro-batch</source>
        <translation>每个 micro-batch 保存的激活</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="270" />
        <source>Last-stage extra (head + loss)</source>
        <translation>最后阶段额外（输出头与损失）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="273" />
        <source>Activation message</source>
        <translation>激活消息</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="276" />
        <source>Gradient message</source>
        <translation>梯度消息</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="280" />
        <source>Checkpoint bytes per parameter</source>
        <translation>checkpoint 每参数字节数</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="283" />
        <source>Checkpoint write speed</source>
        <translation>checkpoint 写入速度</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="285" />
        <source>Checkpoint interval</source>
        <translation>保存间隔</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="287" />
        <source>Restore time</source>
        <translation>恢复耗时</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="290" />
        <source>Card MTBF</source>
        <translation>单卡平均故障间隔</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="293" />
        <source>Loss spike every (0 = none)</source>
        <translation>损失尖峰间隔（0 = 无）</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="296" />
        <source>Compute-time sigma / mu</source>
        <translation>计算时间 σ / μ</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="299" />
        <source>Generation rate</source>
        <translation>生成速率</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="301" />
        <source>Verification rate</source>
        <translation>验证速率</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="303" />
        <source>Learning rate</source>
        <translation>学习速率</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="305" />
        <source>Kept after verification q</source>
        <translation>验证后保留比例 q</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="307" />
        <source>Generation per batch</source>
        <translation>每批生成耗时</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="309" />
        <source>Learning per batch</source>
        <translation>每批学习耗时</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="310" />
        <source>Weight sync</source>
        <translation>权重同步</translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="313" />
        <source>Capacity factor c</source>
        <translation>容量因子 c</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="17" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="18" />
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="19" />
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="20" />
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="21" />
        <source>Parallelism</source>
        <translation>并行</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="22" />
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="23" />
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="24" />
        <source>Stragglers</source>
        <translation>掉队者</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="25" />
        <source>RL</source>
        <translation>RL</translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="26" />
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <location filename="../../views/value_format.cpp" line="13" />
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="13" />
        <source>cards</source>
        <translation>张卡</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="14" />
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="14" />
        <source>seq</source>
        <translation>条序列</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="15" />
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="15" />
        <source>token/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="16" />
        <source>traj/s</source>
        <translation>条/s</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="16" />
        <source>params</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="17" />
        <source>B/param</source>
        <translation>B/参数</translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="17" />
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
</context>
<context>
    <name>stepbudget::AmdahlView</name>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="25" />
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="28" />
        <source>Exposed communication</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="30" />
        <source>Input wait</source>
        <translation>输入等待</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="36" />
        <source>Finish days when one input is halved or doubled</source>
        <translation>单项输入减半或翻倍时的完成天数</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="38" />
        <source>× ½</source>
        <translation>× ½</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="40" />
        <source>× 2</source>
        <translation>× 2</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="51" />
        <source>Change in finish days</source>
        <translation>完成天数的变化</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="56" />
        <source>Amdahl: T'/T = 1 − f + f/r</source>
        <translation>Amdahl：T'/T = 1 − f + f/r</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="61" />
        <source>Resource made r times faster</source>
        <translation>该资源提速 r 倍</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="63" />
        <source>Step time ratio T'/T</source>
        <translation>每步耗时之比 T'/T</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="113" />
        <source>%1&lt;br&gt;×½: %2 d, ×2: %3 d</source>
        <translation>%1&lt;br&gt;×½：%2 天，×2：%3 天</translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="142" />
        <source>Shares of the %1 s step: compute f = %2 %, exposed communication f = %3 %, input wait f = %4 %. Halving the bandwidth gives %5 s; compute decides whether the plan finishes.</source>
        <translation>每步 %1 s 中：计算占 f = %2 %，暴露通信占 f = %3 %，输入等待占 f = %4 %。带宽减半后每步 %5 s；能否按期完成取决于单卡计算。</translation>
    </message>
</context>
<context>
    <name>stepbudget::ChartPanel</name>
    <message>
        <location filename="../../views/chart_panel.cpp" line="21" />
        <source>Click to show the derivation</source>
        <translation>点击查看推导</translation>
    </message>
</context>
<context>
    <name>stepbudget::CheckpointView</name>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="31" />
        <source>Checkpoint + failure overhead L(τ)</source>
        <translation>保存与故障的附加成本 L(τ)</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="36" />
        <source>Save c/τ</source>
        <translation>保存 c/τ</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="37" />
        <source>Redo λτ/2</source>
        <translation>重做 λτ/2</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="38" />
        <source>Recovery λr</source>
        <translation>恢复 λr</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="40" />
        <source>τ* = √(2c/λ)</source>
        <translation>τ* = √(2c/λ)</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="43" />
        <source>Current interval</source>
        <translation>当前间隔</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="54" />
        <source>Useful training between saves τ (s)</source>
        <translation>两次保存之间的有用训练 τ（秒）</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="57" />
        <source>Overhead (% of useful time)</source>
        <translation>附加成本（占有用训练时间的 %）</translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="101" />
        <source>c = %1 s to save, λ = 1/%2 s, r = %3 s. τ* = %4 s gives L = %5 %; the current %6 s gives L = %7 % (save %8 %, redo %9 %, recovery %10 %).</source>
        <translation>每次保存 c = %1 s，λ = 1/%2 s，恢复 r = %3 s。τ* = %4 s 时 L = %5 %；当前 %6 s 时 L = %7 %（保存 %8 %，重做 %9 %，恢复 %10 %）。</translation>
    </message>
</context>
<context>
    <name>stepbudget::DerivationPanel</name>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="36" />
        <source>Teach: show the whole chain of the plan</source>
        <translation>教学：显示整套方案的推导链</translation>
    </message>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="76" />
        <source>&lt;i&gt;No results: the scenario is not valid.&lt;/i&gt;</source>
        <translation>&lt;i&gt;无结果：场景参数无效。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="89" />
        <source>&lt;i&gt;Click a number or a chart to see how it is derived.&lt;/i&gt;</source>
        <translation>&lt;i&gt;点击任一数字或图表，查看它的推导。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>stepbudget::HeadlineCard</name>
    <message>
        <location filename="../../views/headline_strip.cpp" line="34" />
        <source>Click to show the derivation</source>
        <translation>点击查看推导</translation>
    </message>
</context>
<context>
    <name>stepbudget::HeadlineStrip</name>
    <message>
        <location filename="../../views/headline_strip.cpp" line="100" />
        <source>The scenario is not valid:</source>
        <translation>场景参数无效：</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="111" />
        <source>Fits in memory?</source>
        <translation>显存装得下？</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="111" />
        <source>Yes</source>
        <translation>能</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="111" />
        <source>No</source>
        <translation>不能</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="112" />
        <source>peak %1 of %2 GiB per card</source>
        <translation>每卡峰值 %1 / %2 GiB</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="117" />
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="117" />
        <location filename="../../views/headline_strip.cpp" line="126" />
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="118" />
        <source>cap %1 s per step</source>
        <translation>每步上限 %1 s</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="121" />
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="121" />
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="122" />
        <source>deadline %1 days, overhead %2 %</source>
        <translation>期限 %1 天，附加成本 %2 %</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="126" />
        <source>Margin</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="127" />
        <source>per step; %1 days of slack</source>
        <translation>每步；余 %1 天</translation>
    </message>
</context>
<context>
    <name>stepbudget::MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="30" />
        <source>StepBudget</source>
        <translation>StepBudget</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="44" />
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="52" />
        <source>Derivation</source>
        <translation>推导</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="59" />
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="60" />
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="61" />
        <source>Amdahl</source>
        <translation>Amdahl</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="62" />
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="72" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="73" />
        <source>&amp;Open preset…</source>
        <translation>打开预设(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="74" />
        <source>Open preset</source>
        <translation>打开预设</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="75" />
        <source>StepBudget presets (*.json)</source>
        <translation>StepBudget 预设 (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="81" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="83" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="94" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="129" />
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="134" />
        <source>%1 was not opened; the current scenario is unchanged.

</source>
        <translation>未打开 %1，当前场景保持不变。

</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="142" />
        <source>Invalid preset</source>
        <translation>预设无效</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="165" />
        <source>StepBudget — %1</source>
        <translation>StepBudget — %1</translation>
    </message>
</context>
<context>
    <name>stepbudget::MemoryView</name>
    <message>
        <location filename="../../views/memory_view.cpp" line="25" />
        <source>Per-card memory by ZeRO stage</source>
        <translation>各 ZeRO 阶段的每卡显存</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27" />
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27" />
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27" />
        <source>FP32 master</source>
        <translation>FP32 主权重</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27" />
        <source>Adam m</source>
        <translation>Adam 一阶矩</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="28" />
        <source>Adam v</source>
        <translation>Adam 二阶矩</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="28" />
        <source>Activations</source>
        <translation>激活与缓冲</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43" />
        <source>ZeRO-0</source>
        <translation>ZeRO-0</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43" />
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43" />
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43" />
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="47" />
        <location filename="../../views/memory_view.cpp" line="82" />
        <source>GiB per card</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="52" />
        <location filename="../../views/memory_view.cpp" line="65" />
        <source>Usable memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="59" />
        <source>Per-card memory vs card count</source>
        <translation>每卡显存随卡数变化</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="61" />
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="63" />
        <source>Resident</source>
        <translation>常驻</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="68" />
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="80" />
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="147" />
        <source>ZeRO-%1 on %2 cards: resident %3 GiB + activations/buffers %4 GiB = peak %5 GiB of %6 GiB usable.</source>
        <translation>ZeRO-%1、%2 张卡：常驻 %3 GiB + 激活与缓冲 %4 GiB = 峰值 %5 GiB（可用 %6 GiB）。</translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="157" />
        <source>%1 GiB over: recompute that much, or use at least %2 cards.</source>
        <translation>超出 %1 GiB：用重计算省下这部分，或至少用 %2 张卡。</translation>
    </message>
</context>
<context>
    <name>stepbudget::ParamEditor</name>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="46" />
        <source>allowed: %1</source>
        <translation>允许范围：%1</translation>
    </message>
</context>
<context>
    <name>stepbudget::ParamPanel</name>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="44" />
        <source>&lt;b&gt;What if…&lt;/b&gt;</source>
        <translation>&lt;b&gt;如果……&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>stepbudget::PlanView</name>
    <message>
        <location filename="../../views/plan_view.cpp" line="21" />
        <source>Completion time vs card count</source>
        <translation>完成时间随卡数变化</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="23" />
        <source>Finish days</source>
        <translation>完成天数</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="26" />
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="29" />
        <source>Current choice</source>
        <translation>当前选择</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="38" />
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="40" />
        <location filename="../../views/plan_view.cpp" line="50" />
        <source>Days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50" />
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50" />
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50" />
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50" />
        <source>Cards for deadline</source>
        <translation>按期所需卡数</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="65" />
        <source>&lt;b&gt;6ND extrapolation&lt;/b&gt; at this model, data, card count and deadline:&lt;br/&gt;days = 6ND / (p P η), cards ≥ ⌈6ND / (P η T)⌉</source>
        <translation>&lt;b&gt;6ND 外推&lt;/b&gt;（当前模型、数据量、卡数与期限）：&lt;br/&gt;天数 = 6ND / (p P η)，卡数 ≥ ⌈6ND / (P η T)⌉</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="123" />
        <source>%1 cards finish in %2 days. The fewest cards that meet the %3-day deadline: %4.</source>
        <translation>%1 张卡需 %2 天完成。满足 %3 天期限的最少卡数：%4。</translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="128" />
        <source>%1 cards finish in %2 days. No card count meets the %3-day deadline.</source>
        <translation>%1 张卡需 %2 天完成。没有任何卡数能满足 %3 天期限。</translation>
    </message>
</context>
</TS>