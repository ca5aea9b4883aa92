<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the offload topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>Derivation</name>
    <message>
        <source>Offload wait for the gradient</source>
        <translation>梯度卸载的等待</translation>
    </message>
    <message>
        <source>Cast on the CPU</source>
        <translation>在 CPU 上转换</translation>
    </message>
    <message>
        <source>Cast on the GPU</source>
        <translation>在 GPU 上转换</translation>
    </message>
    <message>
        <source>GPU memory of the GPU cast</source>
        <translation>GPU 转换时的显存</translation>
    </message>
    <message>
        <source>Link bandwidth where both casts tie</source>
        <translation>两种转换耗时相等时的链路带宽</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>Offload tab shows</source>
        <translation>卸载页显示</translation>
    </message>
    <message>
        <source>Transfer window W</source>
        <translation>传输窗口 W</translation>
    </message>
</context>
<context>
    <name>stepbudget::OffloadView</name>
    <message>
        <source>Cast to FP32 on the way to the host</source>
        <translation>在去主机的路上转成 FP32</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>转换</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Both paths against the link bandwidth</source>
        <translation>两条路径 vs 链路带宽</translation>
    </message>
    <message>
        <source>CPU cast</source>
        <translation>CPU 转换</translation>
    </message>
    <message>
        <source>GPU cast</source>
        <translation>GPU 转换</translation>
    </message>
    <message>
        <source>This link</source>
        <translation>当前链路</translation>
    </message>
    <message>
        <source>Link bandwidth B (GB/s per direction)</source>
        <translation>链路带宽 B（单向 GB/s）</translation>
    </message>
    <message>
        <source>Time per gradient (ms)</source>
        <translation>每个梯度的耗时（ms）</translation>
    </message>
    <message>
        <source>A: CPU cast</source>
        <translation>A：CPU 转换</translation>
    </message>
    <message>
        <source>CPU cast&lt;br&gt;%1 ms</source>
        <translation>CPU 转换&lt;br&gt;%1 ms</translation>
    </message>
    <message>
        <source>GPU cast&lt;br&gt;%1 ms</source>
        <translation>GPU 转换&lt;br&gt;%1 ms</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>B* = %1 GB/s</source>
        <translation>B* = %1 GB/s</translation>
    </message>
    <message>
        <source>No break-even: the CPU cast always wins</source>
        <translation>没有平衡点：CPU 转换总是更快</translation>
    </message>
    <message>
        <source>Gate-projection gradient G = %1 MiB in BF16 (%2 MiB in FP32) over a %3 GB/s link. CPU cast: send G, then the host reads G and writes 2G at %4 GB/s = %5 ms. GPU cast: cast in HBM at %6 GB/s, then send 2G = %7 ms, and the GPU holds %8 MiB instead of %9 MiB.</source>
        <translation>gate 投影梯度 G = %1 MiB（BF16；FP32 为 %2 MiB），链路 %3 GB/s。CPU 转换：先发送 G，主机再以 %4 GB/s 读 G、写 2G = %5 ms。GPU 转换：在 HBM 中以 %6 GB/s 转换，再发送 2G = %7 ms，GPU 上要占 %8 MiB 而不是 %9 MiB。</translation>
    </message>
    <message>
        <source>Above B* = %1 GB/s the GPU cast wins; below it the CPU cast.</source>
        <translation>链路高于 B* = %1 GB/s 时 GPU 转换更快，低于它时 CPU 转换更快。</translation>
    </message>
    <message>
        <source>The host memory is at least as fast as HBM: the CPU cast always wins.</source>
        <translation>主机内存不比 HBM 慢：CPU 转换总是更快。</translation>
    </message>
    <message>
        <source>Offload wait: max(0, G/B − W) = max(0, %1 − %2) ms = %3 ms.</source>
        <translation>卸载等待：max(0, G/B − W) = max(0, %1 − %2) ms = %3 ms。</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>Whether the Offload tab uses the plan&apos;s largest weight gradient on one card (plan) or the book&apos;s unsharded gate-projection gradient (example).</source>
        <translation>卸载页使用方案中单卡上最大的权重梯度（plan），还是书中未切分的门控投影梯度（example）。</translation>
    </message>
    <message>
        <source>Time between the moment a transfer may start and the moment the operator needs the data.</source>
        <translation>从传输可以开始到算子需要数据之间的时间窗口。</translation>
    </message>
</context>
</TS>
