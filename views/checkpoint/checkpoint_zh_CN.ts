<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the checkpoint topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>ResultDoc</name>
    <message>
        <source>Checkpoint size: bytes_per_param × N</source>
        <translation>检查点大小：bytes_per_param × N</translation>
    </message>
    <message>
        <source>c = size / write speed</source>
        <translation>c = 大小 / 写入速度</translation>
    </message>
    <message>
        <source>λ_hw = cards / MTBF_card</source>
        <translation>λ_hw = 卡数 / 单卡 MTBF</translation>
    </message>
    <message>
        <source>λ_spike = 1 / T_spike (0 without loss spikes)</source>
        <translation>λ_spike = 1 / T_spike（无损失尖峰时为 0）</translation>
    </message>
    <message>
        <source>λ = λ_hw + λ_spike</source>
        <translation>λ = λ_hw + λ_spike</translation>
    </message>
    <message>
        <source>1 / λ</source>
        <translation>1 / λ</translation>
    </message>
    <message>
        <source>τ* = √(2c/λ)</source>
        <translation>τ* = √(2c/λ)</translation>
    </message>
    <message>
        <source>L(τ) = c/τ + λτ/2 + λr at checkpoint.interval_s</source>
        <translation>在 checkpoint.interval_s 处的 L(τ) = c/τ + λτ/2 + λr</translation>
    </message>
    <message>
        <source>c/τ, the save term of L</source>
        <translation>c/τ，L 的保存项</translation>
    </message>
    <message>
        <source>λτ/2, the redo term of L</source>
        <translation>λτ/2，L 的重算项</translation>
    </message>
    <message>
        <source>λr, the recovery term of L</source>
        <translation>λr，L 的恢复项</translation>
    </message>
    <message>
        <source>L(τ*)</source>
        <translation>L(τ*)</translation>
    </message>
    <message>
        <source>size / interval</source>
        <translation>大小 / 间隔</translation>
    </message>
</context>
</TS>
