<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the straggler topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>Derivation</name>
    <message>
        <source>Expected maximum of N normals E[Z_(N)]</source>
        <translation>N 个正态样本最大值的期望 E[Z_(N)]</translation>
    </message>
    <message>
        <source>Per-card work the cards&apos; speed sets (mu)</source>
        <translation>由卡速决定的每卡工作时间（μ）</translation>
    </message>
    <message>
        <source>Expected step with jitter</source>
        <translation>含抖动的期望每步时间</translation>
    </message>
    <message>
        <source>Share of the step margin jitter uses</source>
        <translation>抖动占用的每步余量比例</translation>
    </message>
    <message>
        <source>Wait: extra wait for a card at mu + k sigma</source>
        <translation>等待：μ + kσ 慢卡带来的额外等待</translation>
    </message>
    <message>
        <source>Redistribute: step over N-1 cards</source>
        <translation>重分配：N−1 张卡的每步时间</translation>
    </message>
    <message>
        <source>Evict: restart from the last checkpoint</source>
        <translation>驱逐：从上个检查点重启</translation>
    </message>
    <message>
        <source>Evict cost in steps</source>
        <translation>驱逐代价（折合步数）</translation>
    </message>
    <message>
        <source>Jitter cost per step (= mean card&apos;s AllReduce wait)</source>
        <translation>每步抖动代价（= 平均每卡的 AllReduce 等待）</translation>
    </message>
    <message>
        <source>Evicting pays after</source>
        <translation>驱逐回本所需步数</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>Compute-time sigma / mu</source>
        <translation>计算时间 σ / μ</translation>
    </message>
    <message>
        <source>Mean compute mu (0 = plan)</source>
        <translation>平均计算 μ（0 = 方案值）</translation>
    </message>
    <message>
        <source>Slow card at mu + k sigma</source>
        <translation>慢卡位于 μ + kσ</translation>
    </message>
    <message>
        <source>Eviction restarts from interval (0 = checkpoint)</source>
        <translation>驱逐后按此间隔重启（0 = 检查点间隔）</translation>
    </message>
    <message>
        <source>Slow card persists for</source>
        <translation>慢卡持续步数</translation>
    </message>
</context>
<context>
    <name>stepbudget::StragglerView</name>
    <message>
        <source>Slowest of N cards: E[max] − μ</source>
        <translation>N 张卡中最慢的一张：E[max] − μ</translation>
    </message>
    <message>
        <source>E[Z₍N₎]</source>
        <translation>E[Z₍N₎]</translation>
    </message>
    <message>
        <source>Current N</source>
        <translation>当前 N</translation>
    </message>
    <message>
        <source>Cards N</source>
        <translation>卡数 N</translation>
    </message>
    <message>
        <source>E[max] − μ (σ)</source>
        <translation>E[max] − μ（σ）</translation>
    </message>
    <message>
        <source>Expected step time vs N</source>
        <translation>期望步时间随 N 的变化</translation>
    </message>
    <message>
        <source>No jitter</source>
        <translation>无波动</translation>
    </message>
    <message>
        <source>Step cap</source>
        <translation>步时间上限</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>步时间 (s)</translation>
    </message>
    <message>
        <source>A: step</source>
        <translation>A：步时间</translation>
    </message>
    <message>
        <source>One slow card: extra seconds per step</source>
        <translation>一张慢卡：每步多花的秒数</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Redistribute</source>
        <translation>重分配</translation>
    </message>
    <message>
        <source>Evict</source>
        <translation>驱逐</translation>
    </message>
    <message>
        <source>Extra s per step</source>
        <translation>每步多花 (s)</translation>
    </message>
    <message>
        <source>One slow card: seconds lost vs how long it stays slow</source>
        <translation>一张慢卡：损失秒数随持续步数的变化</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Steps the card stays slow</source>
        <translation>慢卡持续的步数</translation>
    </message>
    <message>
        <source>Seconds lost</source>
        <translation>损失秒数</translation>
    </message>
    <message>
        <source>σ = %1 % (now)</source>
        <translation>σ = %1 %（当前）</translation>
    </message>
    <message>
        <source>σ = %1 %</source>
        <translation>σ = %1 %</translation>
    </message>
    <message>
        <source>Evict ÷ %1 steps</source>
        <translation>驱逐 ÷ %1 步</translation>
    </message>
    <message>
        <source>%1 cards, per-card work μ = %2 s, σ = %3 % (%4 s): the slowest card is E[max] − μ = %5 σ = %6 s behind the mean, so a step takes &lt;b&gt;%7 s&lt;/b&gt; instead of %8 s without jitter. An average card waits %6 s at the gradient AllReduce.</source>
        <translation>%1 张卡，每卡工作 μ = %2 s，σ = %3 %（%4 s）：最慢的卡比均值慢 E[max] − μ = %5 σ = %6 s，所以每步 &lt;b&gt;%7 s&lt;/b&gt;，无波动时为 %8 s。一张普通的卡在梯度 AllReduce 上平均等待 %6 s。</translation>
    </message>
    <message>
        <source>Jitter uses %1 % of the %2 s margin per step.</source>
        <translation>波动吃掉每步 %2 s 余量的 %1 %。</translation>
    </message>
    <message>
        <source>One card at μ + %1 σ (%2 s) makes the others wait %8 s longer than for their own slowest. Against a healthy step, waiting for it costs %3 s per step, %4 evicting it costs %5 s once (τ/2 + r with τ = %6 s, %7 steps).</source>
        <translation>一张 μ + %1 σ（%2 s）的慢卡让其余卡比等它们自己最慢的一张多等 %8 s。与健康的步相比，等待它每步多花 %3 s，%4 驱逐它一次性花 %5 s（τ/2 + r，τ = %6 s，约 %7 步）。</translation>
    </message>
    <message>
        <source>spreading its work over the other %1 cards %2 s per step;</source>
        <translation>把它的活摊给其余 %1 张卡每步多花 %2 s；</translation>
    </message>
    <message>
        <source>there is no other card to take its work;</source>
        <translation>没有别的卡能接手它的活；</translation>
    </message>
    <message>
        <source>Evicting pays once the card stays slow longer than %1 steps.</source>
        <translation>慢卡持续超过 %1 步时，驱逐才划算。</translation>
    </message>
    <message>
        <source>Waiting costs nothing per step here, so evicting never pays.</source>
        <translation>这里等待每步不花额外时间，驱逐永远不划算。</translation>
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
        <source>&lt;b&gt;Best response if it stays slow %1 steps: %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;若慢卡持续 %1 步，最佳应对：%2。&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>Spread of per-card compute time, as sigma / mu.</source>
        <translation>每卡计算时间的离散程度，以 σ/μ 表示。</translation>
    </message>
    <message>
        <source>Mean per-card compute time mu; 0 uses the plan&apos;s step less its exposed communication and input wait.</source>
        <translation>每卡平均计算时间 μ；0 表示使用计划的每步时间减去暴露的通信与输入等待。</translation>
    </message>
    <message>
        <source>How slow the one slow card is: mu + k sigma.</source>
        <translation>那张慢卡有多慢：μ + kσ。</translation>
    </message>
    <message>
        <source>Checkpoint interval an eviction restarts from; 0 uses the checkpoint interval.</source>
        <translation>驱逐慢卡后从多久前的检查点重来；0 表示使用检查点间隔。</translation>
    </message>
    <message>
        <source>How many steps the slow card stays slow.</source>
        <translation>慢卡持续慢多少步。</translation>
    </message>
</context>
</TS>
