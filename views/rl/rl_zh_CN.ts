<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the rl topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>ResultDoc</name>
    <message>
        <source>min(r_l, q · min(r_g, r_v)) trajectories per second</source>
        <translation>min(r_l, q · min(r_g, r_v))，每秒轨迹数</translation>
    </message>
    <message>
        <source>the limiting stage: generate, verify or learn</source>
        <translation>瓶颈阶段：generate、verify 或 learn</translation>
    </message>
    <message>
        <source>generate + learn + sync</source>
        <translation>生成 + 学习 + 同步</translation>
    </message>
    <message>
        <source>max(generate, learn) + sync</source>
        <translation>max(生成, 学习) + 同步</translation>
    </message>
    <message>
        <source>q* = async cycle / sync cycle</source>
        <translation>q* = 异步周期 / 同步周期</translation>
    </message>
    <message>
        <source>(q B / async cycle) / (B / sync cycle) at rl.keep_fraction</source>
        <translation>在 rl.keep_fraction 处的 (q B / 异步周期) / (B / 同步周期)</translation>
    </message>
    <message>
        <source>true while the stage rates, keep ratio and cycle times are the book&apos;s §10.5 example (typed rl.* inputs, not the plan&apos;s)</source>
        <translation>当各阶段速率、保留比例与周期时间为书中 §10.5 的示例值时为 true（手动输入的 rl.* 参数，并非由本方案推出）</translation>
    </message>
</context>
</TS>
