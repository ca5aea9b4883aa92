<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the moe topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>Derivation</name>
    <message>
        <source>Dropped share of dispatches</source>
        <translation>被丢弃的 dispatch 占比</translation>
    </message>
    <message>
        <source>Padded share of executed rows</source>
        <translation>执行行中的补零占比</translation>
    </message>
    <message>
        <source>Expert time saved by perfect balance</source>
        <translation>完全均衡可省的专家时间</translation>
    </message>
    <message>
        <source>Rows per expert</source>
        <translation>每个专家的容量（行）</translation>
    </message>
    <message>
        <source>Dropped share of dispatches at c = %1</source>
        <translation>c = %1 时被丢弃的分发占比</translation>
    </message>
    <message>
        <source>Padded share of executed rows at c = %1</source>
        <translation>c = %1 时执行行中的填充占比</translation>
    </message>
    <message>
        <source>Executed rows of an expert with %1 dispatches</source>
        <translation>分发数为 %1 的专家的执行行数</translation>
    </message>
    <message>
        <source>Padded rows of an expert with %1 dispatches</source>
        <translation>分发数为 %1 的专家的填充行数</translation>
    </message>
    <message>
        <source>Dropped dispatches of an expert with %1 dispatches</source>
        <translation>分发数为 %1 的专家被丢弃的分发数</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>MoE tab shows</source>
        <translation>MoE 页显示</translation>
    </message>
    <message>
        <source>Capacity factor c</source>
        <translation>容量因子 c</translation>
    </message>
    <message>
        <source>Tokens routed per batch</source>
        <translation>每批路由 token 数</translation>
    </message>
    <message>
        <source>Share of hot experts</source>
        <translation>热点专家比例</translation>
    </message>
    <message>
        <source>Hot-expert load / mean</source>
        <translation>热点专家负载 / 平均</translation>
    </message>
</context>
<context>
    <name>stepbudget::MoeView</name>
    <message>
        <source>Dropped and padded vs capacity factor</source>
        <translation>丢弃与填充 vs 容量因子</translation>
    </message>
    <message>
        <source>Dropped, % of dispatches</source>
        <translation>丢弃（占 dispatch 的 %）</translation>
    </message>
    <message>
        <source>Padding, % of rows</source>
        <translation>填充（占执行行的 %）</translation>
    </message>
    <message>
        <source>c in force</source>
        <translation>当前 c</translation>
    </message>
    <message>
        <source>Capacity factor c</source>
        <translation>容量因子 c</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <source>A: dropped</source>
        <translation>A：丢弃</translation>
    </message>
    <message>
        <source>Expert loads, hottest first</source>
        <translation>专家负载（从最热开始）</translation>
    </message>
    <message>
        <source>Executed</source>
        <translation>执行</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Capacity C</source>
        <translation>容量 C</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Experts, hottest first</source>
        <translation>专家（从最热开始）</translation>
    </message>
    <message>
        <source>Dispatches (rows)</source>
        <translation>dispatch 数（行）</translation>
    </message>
    <message>
        <source>This model is dense (model.experts = 0): no tokens are routed to experts, so there is no capacity to drop or pad.&lt;br&gt;Pick a MoE model such as Qwen3-235B-A22B, or set model.experts and model.top_k.</source>
        <translation>这是稠密模型（model.experts = 0）：没有 token 被路由到专家，也就谈不上容量、丢弃或填充。&lt;br&gt;请选一个 MoE 模型（如 Qwen3-235B-A22B），或设置 model.experts 与 model.top_k。</translation>
    </message>
    <message>
        <source>%1 experts, top-%2, %3 tokens → %4 dispatches, mean %5 per expert, hottest %6. At c = %7: capacity %8 rows per expert; %9 % of dispatches dropped (hottest expert drops %10), %11 % of executed rows are padding. Perfect balance would cut expert time by %12 %.</source>
        <translation>%1 个专家，top-%2，%3 个 token → %4 次 dispatch，每个专家平均 %5，最热 %6。c = %7 时：每个专家容量 %8 行；%9 % 的 dispatch 被丢弃（最热专家丢 %10），执行行中 %11 % 是填充。完全均衡可把专家耗时减少 %12 %。</translation>
    </message>
    <message>
        <source>Dense model (model.experts = 0): no expert routing, nothing dropped or padded.</source>
        <translation>稠密模型（model.experts = 0）：没有专家路由，没有丢弃或填充。</translation>
    </message>
    <message>
        <source>Causal attention: %1 tokens → %2 query-key pairs, %3× the %4 pairs of %5.</source>
        <translation type="vanished">因果注意力：%1 个 token → %2 个 query-key 对，是 %5 的 %4 对的 %3 倍。</translation>
    </message>
    <message>
        <source>rows per expert</source>
        <translation>行/专家</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>Whether the capacity table routes the plan&apos;s tokens per micro-batch (plan) or the typed moe.tokens (example).</source>
        <translation>容量表路由方案中每个微批次的 token（plan），还是输入的 moe.tokens（example）。</translation>
    </message>
    <message>
        <source>Expert capacity c as a multiple of the mean load; tokens beyond it are dropped or rerouted.</source>
        <translation>专家容量 c，以平均负载的倍数表示；超出的 token 被丢弃或改道。</translation>
    </message>
    <message>
        <source>Tokens routed in one batch for the capacity-factor table.</source>
        <translation>容量因子表中一个批次路由的 token 数。</translation>
    </message>
    <message>
        <source>Share of experts that are hot.</source>
        <translation>热点专家所占比例。</translation>
    </message>
    <message>
        <source>Load of a hot expert relative to the mean.</source>
        <translation>热点专家的负载相对平均值的倍数。</translation>
    </message>
</context>
</TS>
