<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the collectives topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>Derivation</name>
    <message>
        <source>Gradient of the token mean</source>
        <translation>token 平均的梯度</translation>
    </message>
    <message>
        <source>Gradient of the per-answer mean</source>
        <translation>先按回答平均的梯度</translation>
    </message>
    <message>
        <source>Token mean divided by the answers again</source>
        <translation>token 平均后又除以回答数</translation>
    </message>
    <message>
        <source>Reduction behind a busy link</source>
        <translation>链路繁忙时的归约</translation>
    </message>
    <message>
        <source>Ring AllReduce of the whole bucket</source>
        <translation>整桶环形 AllReduce</translation>
    </message>
    <message>
        <source>Ring AllReduce of one sub-bucket</source>
        <translation>单个子桶的环形 AllReduce</translation>
    </message>
    <message>
        <source>Exposed: whole bucket vs split</source>
        <translation>暴露时间：整桶 vs 切分</translation>
    </message>
    <message>
        <source>Backward compute ends</source>
        <translation>反向计算结束</translation>
    </message>
    <message>
        <source>Idle link window %1</source>
        <translation>链路空闲时段 %1</translation>
    </message>
    <message>
        <source>Whole-bucket AllReduce call</source>
        <translation>整桶 AllReduce 调用</translation>
    </message>
    <message>
        <source>Sub-bucket AllReduce call %1</source>
        <translation>子桶 AllReduce 调用 %1</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>Buckets tab shows</source>
        <translation>分桶页显示</translation>
    </message>
    <message>
        <source>Short answers</source>
        <translation>短回答数</translation>
    </message>
    <message>
        <source>Tokens per short answer</source>
        <translation>短回答 token 数</translation>
    </message>
    <message>
        <source>Per-token gradient, short answers</source>
        <translation>短回答每 token 梯度</translation>
    </message>
    <message>
        <source>Long answers</source>
        <translation>长回答数</translation>
    </message>
    <message>
        <source>Tokens per long answer</source>
        <translation>长回答 token 数</translation>
    </message>
    <message>
        <source>Per-token gradient, long answers</source>
        <translation>长回答每 token 梯度</translation>
    </message>
    <message>
        <source>Overlap: reduction time</source>
        <translation>重叠：归约时间</translation>
    </message>
    <message>
        <source>Overlap: independent compute</source>
        <translation>重叠：独立计算</translation>
    </message>
    <message>
        <source>Overlap: link booked until</source>
        <translation>重叠：链路占用至</translation>
    </message>
    <message>
        <source>Gradient bucket</source>
        <translation>梯度桶</translation>
    </message>
    <message>
        <source>Ring members n</source>
        <translation>环成员数 n</translation>
    </message>
    <message>
        <source>Start-up per collective (alpha)</source>
        <translation>每次集合通信启动开销 α</translation>
    </message>
    <message>
        <source>Sub-buckets</source>
        <translation>子桶数</translation>
    </message>
    <message>
        <source>Idle link windows</source>
        <translation>链路空闲窗口数</translation>
    </message>
    <message>
        <source>Idle window length</source>
        <translation>空闲窗口长度</translation>
    </message>
    <message>
        <source>Busy link between windows</source>
        <translation>窗口之间的链路占用</translation>
    </message>
</context>
<context>
    <name>stepbudget::BucketView</name>
    <message>
        <source>Gradient bucket AllReduce against the link&apos;s idle windows</source>
        <translation>梯度桶 AllReduce 与链路空闲时段</translation>
    </message>
    <message>
        <source>Link busy</source>
        <translation>链路忙</translation>
    </message>
    <message>
        <source>Link idle</source>
        <translation>链路空闲</translation>
    </message>
    <message>
        <source>In a window</source>
        <translation>在空闲时段内</translation>
    </message>
    <message>
        <source>Exposed (after the compute)</source>
        <translation>暴露（落到计算之后）</translation>
    </message>
    <message>
        <source>Compute ends</source>
        <translation>计算结束</translation>
    </message>
    <message>
        <source>Time from the first window (ms)</source>
        <translation>自第一个空闲时段起的时间（ms）</translation>
    </message>
    <message>
        <source>Loss gradient: three ways to average</source>
        <translation type="vanished">损失梯度：三种平均方式</translation>
    </message>
    <message>
        <source>dL/dθ</source>
        <translation type="vanished">dL/dθ</translation>
    </message>
    <message>
        <source>Token&lt;br&gt;mean</source>
        <translation type="vanished">按 token&lt;br&gt;平均</translation>
    </message>
    <message>
        <source>Per-answer&lt;br&gt;mean</source>
        <translation type="vanished">先按回答&lt;br&gt;平均</translation>
    </message>
    <message>
        <source>Divided&lt;br&gt;twice</source>
        <translation type="vanished">重复&lt;br&gt;除两次</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation type="vanished">梯度</translation>
    </message>
    <message>
        <source>Whole: %1 MiB&lt;br&gt;%2 ms, %3 ms exposed</source>
        <translation>整桶：%1 MiB&lt;br&gt;%2 ms，暴露 %3 ms</translation>
    </message>
    <message>
        <source>Split: %1 × %2 MiB&lt;br&gt;%3 ms each, %4 ms exposed</source>
        <translation>切分：%1 × %2 MiB&lt;br&gt;每桶 %3 ms，暴露 %4 ms</translation>
    </message>
    <message>
        <source>Ring AllReduce of %1 MiB over %2 members: each card sends %3 MiB at %4 GB/s, plus %5 ms start-up per call = %6 ms. </source>
        <translation>%1 MiB 在 %2 个成员间做 Ring AllReduce：每卡以 %4 GB/s 发送 %3 MiB，加上每次调用 %5 ms 的启动开销 = %6 ms。</translation>
    </message>
    <message>
        <source>It fits an idle window: nothing exposed.</source>
        <translation>能放进一个空闲时段：没有暴露。</translation>
    </message>
    <message>
        <source>No %1 ms window holds it, so it runs after the compute: %2 ms exposed.</source>
        <translation>放不进任何 %1 ms 的空闲时段，于是落到计算之后：暴露 %2 ms。</translation>
    </message>
    <message>
        <source>Split into %1: %2 ms each, %3 ms of link time in all, %4 ms exposed.</source>
        <translation>切成 %1 个子桶：每桶 %2 ms，链路总时间 %3 ms，暴露 %4 ms。</translation>
    </message>
    <message>
        <source>Overlap on a busy link: a %1 ms reduction behind %2 ms of compute on a link booked until %3 ms runs %4–%5 ms, %6 ms exposed.</source>
        <translation type="vanished">忙链路上的重叠：%1 ms 的归约躲在 %2 ms 计算后面，但链路被占用到 %3 ms，于是在 %4–%5 ms 运行，暴露 %6 ms。</translation>
    </message>
    <message>
        <source>Scaling efficiency (MegaScale pair, fixed global batch): %1 → %2 cards, step %3 s → %4 s; ideal %5 s, speed-up %6×, efficiency %7 %, %8 s extra per step.</source>
        <translation type="vanished">扩展效率（MegaScale 实测，全局 batch 不变）：%1 → %2 卡，每步 %3 s → %4 s；理想 %5 s，加速 %6 倍，效率 %7 %，每步多出 %8 s。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Link busy&lt;/b&gt;&lt;br&gt;backward compute, 0–%1 ms</source>
        <translation>&lt;b&gt;链路忙&lt;/b&gt;&lt;br&gt;反向计算，0–%1 ms</translation>
    </message>
    <message>
        <source>&lt;b&gt;Link idle&lt;/b&gt; · window %1 of %2&lt;br&gt;%3–%4 ms: %5 ms</source>
        <translation>&lt;b&gt;链路空闲&lt;/b&gt; · 第 %1 个时段（共 %2 个）&lt;br&gt;%3–%4 ms：%5 ms</translation>
    </message>
    <message>
        <source>Whole bucket</source>
        <translation>整桶</translation>
    </message>
    <message>
        <source>Sub-bucket %1 of %2</source>
        <translation>子桶 %1/%2</translation>
    </message>
    <message>
        <source>in idle window %1</source>
        <translation>位于空闲时段 %1</translation>
    </message>
    <message>
        <source>after the compute: exposed</source>
        <translation>在计算之后：暴露</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2–%3 ms: %4 ms, %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2–%3 ms：%4 ms，%5</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>Whether the Buckets tab uses the plan (one layer&apos;s gradients, the data-parallel ring on the collective link, one layer&apos;s backward as each idle window) or the typed book example.</source>
        <translation>分桶页使用方案（一层的梯度作为桶、集合通信链路上的数据并行环、一层的反向时间作为每个空闲窗口），还是书中例题的输入。</translation>
    </message>
    <message>
        <source>Short answers in the token-mean example.</source>
        <translation>token 均值算例中的短回答数量。</translation>
    </message>
    <message>
        <source>Tokens per short answer.</source>
        <translation>每个短回答的 token 数。</translation>
    </message>
    <message>
        <source>Per-token gradient of the short answers.</source>
        <translation>短回答的每 token 梯度。</translation>
    </message>
    <message>
        <source>Long answers in the token-mean example.</source>
        <translation>token 均值算例中的长回答数量。</translation>
    </message>
    <message>
        <source>Tokens per long answer.</source>
        <translation>每个长回答的 token 数。</translation>
    </message>
    <message>
        <source>Per-token gradient of the long answers.</source>
        <translation>长回答的每 token 梯度。</translation>
    </message>
    <message>
        <source>A reduction that is ready at t = 0 in the overlap example.</source>
        <translation>重叠算例中在 t = 0 就绪的一次归约的时长。</translation>
    </message>
    <message>
        <source>Independent compute the reduction could hide behind.</source>
        <translation>归约可以藏在其后的独立计算时长。</translation>
    </message>
    <message>
        <source>The link is already booked until this time.</source>
        <translation>链路已被占用到这个时刻。</translation>
    </message>
    <message>
        <source>Size of one gradient bucket reduced in one collective call.</source>
        <translation>一次集合通信归约的梯度桶大小。</translation>
    </message>
    <message>
        <source>Ring members n of the AllReduce.</source>
        <translation>AllReduce 环上的成员数 n。</translation>
    </message>
    <message>
        <source>Start-up latency alpha of one collective call.</source>
        <translation>一次集合通信调用的启动延迟 α。</translation>
    </message>
    <message>
        <source>Pieces the bucket is split into so it fits into idle windows.</source>
        <translation>把桶切成多少块以塞进空闲窗口。</translation>
    </message>
    <message>
        <source>Idle link windows available during the backward.</source>
        <translation>反向期间可用的链路空闲窗口数。</translation>
    </message>
    <message>
        <source>Length of each idle link window.</source>
        <translation>每个链路空闲窗口的长度。</translation>
    </message>
    <message>
        <source>Busy link between two idle windows.</source>
        <translation>两个空闲窗口之间链路忙碌的时长。</translation>
    </message>
</context>
</TS>
