<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- zh_CN text of the attention topic's own strings, kept beside its view and merged with
     resources/translations/stepbudget_zh_CN.ts into one .qm at build (app/gui/CMakeLists.txt). -->
<context>
    <name>Derivation</name>
    <message>
        <source>Attention work vs the reference mix</source>
        <translation>注意力计算量相对对照组合</translation>
    </message>
    <message>
        <source>Causal attention pairs (%1)</source>
        <translation>因果注意力对数（%1）</translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <source>Sequence lengths (comma-separated)</source>
        <translation>序列长度（逗号分隔）</translation>
    </message>
    <message>
        <source>Reference lengths (comma-separated)</source>
        <translation>对照长度（逗号分隔）</translation>
    </message>
</context>
<context>
    <name>ParamHelp</name>
    <message>
        <source>Sequence lengths packed into one sample; attention work grows with the sum of their squares.</source>
        <translation>打包进一个样本的各序列长度；注意力工作量随它们平方和增长。</translation>
    </message>
    <message>
        <source>Reference lengths the packed mix is compared with.</source>
        <translation>与打包组合对比的参考长度。</translation>
    </message>
</context>
</TS>
