<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the scaling topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>Derivation</name>
    <message>
        <source>Fewest steps at any batch (S_min)</source>
        <translation>任意 batch 下的最少步数 S_min</translation>
    </message>
    <message>
        <source>Fewest tokens at any batch (E_min)</source>
        <translation>任意 batch 下的最少 token 数 E_min</translation>
    </message>
    <message>
        <source>Batch relative to the noise scale</source>
        <translation>batch 相对噪声尺度</translation>
    </message>
    <message>
        <source>Most that weak scaling can shorten the run</source>
        <translation>弱扩展最多能缩短的倍数</translation>
    </message>
    <message>
        <source>Weak scaling at 32x the cards</source>
        <translation>32 倍卡数的弱扩展</translation>
    </message>
    <message>
        <source>Strong scaling at 32x the cards</source>
        <translation>32 倍卡数的强扩展</translation>
    </message>
    <message>
        <source>Fixed share of the strong-scaling step</source>
        <translation>强扩展每步中的固定部分占比</translation>
    </message>
    <message>
        <source>Scaling efficiency of the measured pair</source>
        <translation>实测两点的扩展效率</translation>
    </message>
    <message>
        <source>Speed-up of the measured pair</source>
        <translation>实测两点的加速比</translation>
    </message>
    <message>
        <source>Time above ideal scaling</source>
        <translation>高出理想扩展的时间</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>Critical batch B_crit</source>
        <translation>临界 batch B_crit</translation>
    </message>
    <message>
        <source>Measured: base cards</source>
        <translation>实测：基准卡数</translation>
    </message>
    <message>
        <source>Measured: base step</source>
        <translation>实测：基准每步</translation>
    </message>
    <message>
        <source>Measured: scaled cards</source>
        <translation>实测：扩展后卡数</translation>
    </message>
    <message>
        <source>Measured: scaled step</source>
        <translation>实测：扩展后每步</translation>
    </message>
</context>
<context>
    <name>stepbudget::ScalingView</name>
    <message>
        <source>Days to the target: weak vs strong scaling</source>
        <translation>达到目标的天数：弱扩展 vs 强扩展</translation>
    </message>
    <message>
        <source>Weak scaling</source>
        <translation>弱扩展</translation>
    </message>
    <message>
        <source>Strong scaling</source>
        <translation>强扩展</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>A: weak</source>
        <translation>A：弱扩展</translation>
    </message>
    <message>
        <source>A: strong</source>
        <translation>A：强扩展</translation>
    </message>
    <message>
        <source>Tokens/step
(weak)</source>
        <translation>每步 token
（弱）</translation>
    </message>
    <message>
        <source>Steps
(weak)</source>
        <translation>步数
（弱）</translation>
    </message>
    <message>
        <source>Days
(weak)</source>
        <translation>天数
（弱）</translation>
    </message>
    <message>
        <source>Step, s
(strong)</source>
        <translation>每步 s
（强）</translation>
    </message>
    <message>
        <source>Days
(strong)</source>
        <translation>天数
（强）</translation>
    </message>
    <message>
        <source>Fixed
share</source>
        <translation>固定
占比</translation>
    </message>
    <message>
        <source>Exposed communication and input wait as a share of the strong-scaling step</source>
        <translation>暴露的通信与输入等待占强扩展每步的比例</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weak vs strong scaling&lt;/b&gt; from this plan (no T0, no redo):&lt;br/&gt;weak: S(B) = S_min (1 + B_crit / B), step time fixed;&lt;br/&gt;strong: S fixed, step = t_pipeline p0/p + t_comm+input</source>
        <translation>&lt;b&gt;弱扩展 vs 强扩展&lt;/b&gt;（基于本计划，不含 T0 与重做）：&lt;br/&gt;弱扩展：S(B) = S_min (1 + B_crit / B)，每步时间不变；&lt;br/&gt;强扩展：S 不变，每步 = t_pipeline p0/p + t_comm+input</translation>
    </message>
    <message>
        <source>Critical batch B_crit = %1 tokens (declared); this plan&apos;s batch B = %2 tokens = %3 B_noise over %4 steps. S_min = %5 steps, E_min = %6 B tokens. Weak scaling can shorten the run at most %7× (S / S_min) however many cards; strong scaling keeps %8 s of exposed communication and input wait in every %9 s step.</source>
        <translation>临界 batch B_crit = %1 token（声明值）；本计划 batch B = %2 token = %3 B_noise，共 %4 步。S_min = %5 步，E_min = %6 B token。无论加多少卡，弱扩展最多把训练缩短到 1/%7（S / S_min）；强扩展每个 %9 s 的步里始终留着 %8 s 的暴露通信与输入等待。</translation>
    </message>
    <message>
        <source>&lt;i&gt;Measured example, not your plan&lt;/i&gt; (MegaScale, §7.5; scaling.base_* and scaling.scaled_*, fixed global batch): %1 → %2 cards, step %3 s → %4 s; ideal %5 s, speed-up %6×, efficiency %7 %, %8 s extra per step.</source>
        <translation>&lt;i&gt;实测示例，不是你的方案&lt;/i&gt;（MegaScale，§7.5；scaling.base_* 与 scaling.scaled_*，全局 batch 不变）：%1 → %2 卡，每步 %3 s → %4 s；理想 %5 s，加速 %6 倍，效率 %7 %，每步多出 %8 s。</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>Critical batch B_crit in tokens: beyond it a larger batch buys few fewer steps.</source>
        <translation>临界批量 B_crit（token）：超过它再增大批量几乎不再减少步数。</translation>
    </message>
    <message>
        <source>Cards of the measured baseline run.</source>
        <translation>实测基线运行的卡数。</translation>
    </message>
    <message>
        <source>Step time measured at the base card count.</source>
        <translation>基线卡数下实测的步时间。</translation>
    </message>
    <message>
        <source>Cards of the measured scaled-up run.</source>
        <translation>实测扩展运行的卡数。</translation>
    </message>
    <message>
        <source>Step time measured at the scaled card count.</source>
        <translation>扩展卡数下实测的步时间。</translation>
    </message>
</context>
</TS>
