<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the interruption topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>Derivation</name>
    <message>
        <source>Job cost per hour</source>
        <translation>作业每小时成本</translation>
    </message>
    <message>
        <source>Money spent on interruptions</source>
        <translation>中断花费</translation>
    </message>
    <message>
        <source>Share of runtime (and money) wasted</source>
        <translation>浪费的运行时间（与费用）占比</translation>
    </message>
    <message>
        <source>Money spent on interruptions and rollbacks</source>
        <translation>中断与回滚花费</translation>
    </message>
    <message>
        <source>What removing interruptions saves</source>
        <translation>减少中断能省下的</translation>
    </message>
    <message>
        <source>Expected time lost to jitter</source>
        <translation>抖动造成的期望损失时间</translation>
    </message>
    <message>
        <source>Expected lost time</source>
        <translation>期望损失时间</translation>
    </message>
    <message>
        <source>Expected interruptions in the run</source>
        <translation>整个训练的期望中断次数</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>Job cost per second</source>
        <translation>作业每秒成本</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重启次数</translation>
    </message>
    <message>
        <source>Interruption hours</source>
        <translation>中断小时数</translation>
    </message>
    <message>
        <source>Rolled-back hours</source>
        <translation>回滚小时数</translation>
    </message>
    <message>
        <source>Total runtime</source>
        <translation>总运行时间</translation>
    </message>
    <message>
        <source>Interruptions removed (what-if)</source>
        <translation>消除的中断比例（假设）</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>What the whole job costs per second of wall clock.</source>
        <translation>整个任务每秒墙钟时间的成本。</translation>
    </message>
    <message>
        <source>Restarts during the run.</source>
        <translation>训练期间的重启次数。</translation>
    </message>
    <message>
        <source>Hours lost to interruptions (detection, restart, reload).</source>
        <translation>因中断（发现、重启、重新加载）损失的小时数。</translation>
    </message>
    <message>
        <source>Hours of training redone after rollbacks.</source>
        <translation>回滚后重做的训练小时数。</translation>
    </message>
    <message>
        <source>Total wall-clock runtime of the job.</source>
        <translation>任务的总墙钟运行时间。</translation>
    </message>
    <message>
        <source>Share of interruptions removed in the what-if.</source>
        <translation>假设情形中消除的中断比例。</translation>
    </message>
</context>
</TS>
