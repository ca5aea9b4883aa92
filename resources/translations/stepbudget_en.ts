<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Choice</name>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="22"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="22"/>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="23"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="23"/>
        <source>fill-drain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="24"/>
        <source>1f1b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="24"/>
        <source>interleaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="25"/>
        <source>zb-h1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="25"/>
        <source>zb-h2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="26"/>
        <source>dualpipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="26"/>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="27"/>
        <source>6nd</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Derivation</name>
    <message>
        <location filename="../../model/checkpoint.cpp" line="35"/>
        <source>Checkpoint size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="38"/>
        <source>Save time c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="40"/>
        <source>Interruption rate lambda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="48"/>
        <source>Optimal interval tau*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/checkpoint.cpp" line="51"/>
        <source>Checkpoint + failure overhead L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="67"/>
        <source>One ZeRO-3 collective per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="70"/>
        <source>ZeRO-3 traffic per step per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="74"/>
        <source>Exposed: first gather + last reduce-scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="80"/>
        <source>Data-parallel traffic per step per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="84"/>
        <source>Link time per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="87"/>
        <source>Link time per micro-batch vs its compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="92"/>
        <source>Exposed communication per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="79"/>
        <source>Matrix weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="85"/>
        <source>FLOPs of one sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="92"/>
        <source>Task FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="98"/>
        <source>Task FLOPs (6ND)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="101"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="104"/>
        <source>FLOPs per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="107"/>
        <source>Per-card compute per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="111"/>
        <source>Micro-batches per card per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="116"/>
        <source>Required throughput (training days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="121"/>
        <source>Throughput per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="124"/>
        <source>Device lower bound (compute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="129"/>
        <source>Device lower bound (capacity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="73"/>
        <source>Resident state per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="78"/>
        <source>Unsharded resident state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="80"/>
        <source>FP8 operand copy of the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="83"/>
        <source>ZeRO-0 resident state per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="84"/>
        <source>ZeRO-1 resident state per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="85"/>
        <source>ZeRO-2 resident state per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="86"/>
        <source>ZeRO-3 resident state per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="110"/>
        <source>Peak memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="114"/>
        <source>Memory margin per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="118"/>
        <source>Fewest cards that fit (this ZeRO stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="193"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="197"/>
        <source>Per-step budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="201"/>
        <source>Per-step cap with overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="204"/>
        <source>Margin per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="206"/>
        <source>Base training days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="209"/>
        <source>Completion time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="213"/>
        <source>MFU needed to meet the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="221"/>
        <source>Room for communication wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="224"/>
        <source>Step if no communication overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="230"/>
        <source>Amdahl: compute twice as slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="231"/>
        <source>Amdahl: communication bandwidth halved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="232"/>
        <source>Amdahl: input twice as slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="241"/>
        <source>Cards that meet the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="27"/>
        <source>RL effective rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="31"/>
        <source>Async break-even keep ratio</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <location filename="../../model/params.cpp" line="158"/>
        <source>Model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="160"/>
        <source>Parameters N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="161"/>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="163"/>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="165"/>
        <source>FFN intermediate size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="167"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="168"/>
        <source>Query heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="170"/>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="172"/>
        <source>Head dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="174"/>
        <source>Tied embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="176"/>
        <source>Experts (0 = dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="178"/>
        <source>Experts per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="181"/>
        <source>Weight bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="183"/>
        <source>Gradient bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="185"/>
        <source>Master-weight bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="187"/>
        <source>Optimizer bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="189"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="191"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="193"/>
        <source>Cards per host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="195"/>
        <source>Dense BF16 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="197"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="199"/>
        <source>Usable memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="202"/>
        <source>Collective bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="204"/>
        <source>NIC bandwidth per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="206"/>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="209"/>
        <source>Host memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="211"/>
        <source>Host link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="214"/>
        <source>Training tokens D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="216"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="218"/>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="220"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="222"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="224"/>
        <source>Reserved days T0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="226"/>
        <source>Input wait per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="229"/>
        <source>FLOPs model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="232"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="233"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="235"/>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="237"/>
        <source>Activations + buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="240"/>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="245"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="247"/>
        <source>Stages p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="249"/>
        <source>Micro-batches m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="251"/>
        <source>Chunks v (interleaved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="253"/>
        <source>Forward per stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="255"/>
        <source>Backward per stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="258"/>
        <source>Weight-gradient share of backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="260"/>
        <source>Boundary transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="262"/>
        <source>Parameter update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="264"/>
        <source>Layers per stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="267"/>
        <source>Saved activations per micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="270"/>
        <source>Last-stage extra (head + loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="273"/>
        <source>Activation message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="276"/>
        <source>Gradient message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="280"/>
        <source>Checkpoint bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="283"/>
        <source>Checkpoint write speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="285"/>
        <source>Checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="287"/>
        <source>Restore time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="290"/>
        <source>Card MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="293"/>
        <source>Loss spike every (0 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="296"/>
        <source>Compute-time sigma / mu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="299"/>
        <source>Generation rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="301"/>
        <source>Verification rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="303"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="305"/>
        <source>Kept after verification q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="307"/>
        <source>Generation per batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="309"/>
        <source>Learning per batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="310"/>
        <source>Weight sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="313"/>
        <source>Capacity factor c</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="17"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="18"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="19"/>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="20"/>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="21"/>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="22"/>
        <source>Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="23"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="24"/>
        <source>Stragglers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="25"/>
        <source>RL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="26"/>
        <source>MoE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <location filename="../../views/value_format.cpp" line="13"/>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="13"/>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="14"/>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="14"/>
        <source>seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="15"/>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="15"/>
        <source>token/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="16"/>
        <source>traj/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="16"/>
        <source>params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="17"/>
        <source>B/param</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/value_format.cpp" line="17"/>
        <source>FLOP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::AmdahlView</name>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="25"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="28"/>
        <source>Exposed communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="30"/>
        <source>Input wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="36"/>
        <source>Finish days when one input is halved or doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="38"/>
        <source>× ½</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="40"/>
        <source>× 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="51"/>
        <source>Change in finish days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="56"/>
        <source>Amdahl: T&apos;/T = 1 − f + f/r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="61"/>
        <source>Resource made r times faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="63"/>
        <source>Step time ratio T&apos;/T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="113"/>
        <source>%1&lt;br&gt;×½: %2 d, ×2: %3 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="142"/>
        <source>Shares of the %1 s step: compute f = %2 %, exposed communication f = %3 %, input wait f = %4 %. Halving the bandwidth gives %5 s; compute decides whether the plan finishes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::ChartPanel</name>
    <message>
        <location filename="../../views/chart_panel.cpp" line="21"/>
        <source>Click to show the derivation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::CheckpointView</name>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="31"/>
        <source>Checkpoint + failure overhead L(τ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="36"/>
        <source>Save c/τ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="37"/>
        <source>Redo λτ/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="38"/>
        <source>Recovery λr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="40"/>
        <source>τ* = √(2c/λ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="43"/>
        <source>Current interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="54"/>
        <source>Useful training between saves τ (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="57"/>
        <source>Overhead (% of useful time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="101"/>
        <source>c = %1 s to save, λ = 1/%2 s, r = %3 s. τ* = %4 s gives L = %5 %; the current %6 s gives L = %7 % (save %8 %, redo %9 %, recovery %10 %).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::DerivationPanel</name>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="36"/>
        <source>Teach: show the whole chain of the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="76"/>
        <source>&lt;i&gt;No results: the scenario is not valid.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/derivation_panel.cpp" line="89"/>
        <source>&lt;i&gt;Click a number or a chart to see how it is derived.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::HeadlineCard</name>
    <message>
        <location filename="../../views/headline_strip.cpp" line="34"/>
        <source>Click to show the derivation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::HeadlineStrip</name>
    <message>
        <location filename="../../views/headline_strip.cpp" line="100"/>
        <source>The scenario is not valid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="111"/>
        <source>Fits in memory?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="111"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="111"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="112"/>
        <source>peak %1 of %2 GiB per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="117"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="117"/>
        <location filename="../../views/headline_strip.cpp" line="126"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="118"/>
        <source>cap %1 s per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="121"/>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="121"/>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="122"/>
        <source>deadline %1 days, overhead %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="126"/>
        <source>Margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="127"/>
        <source>per step; %1 days of slack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="30"/>
        <source>StepBudget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="44"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="52"/>
        <source>Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="59"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="60"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="61"/>
        <source>Amdahl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="62"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="72"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="73"/>
        <source>&amp;Open preset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="74"/>
        <source>Open preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="75"/>
        <source>StepBudget presets (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="81"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="83"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="94"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="129"/>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="134"/>
        <source>%1 was not opened; the current scenario is unchanged.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="142"/>
        <source>Invalid preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="165"/>
        <source>StepBudget — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::MemoryView</name>
    <message>
        <location filename="../../views/memory_view.cpp" line="25"/>
        <source>Per-card memory by ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27"/>
        <source>FP32 master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="27"/>
        <source>Adam m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="28"/>
        <source>Adam v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="28"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43"/>
        <source>ZeRO-0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43"/>
        <source>ZeRO-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43"/>
        <source>ZeRO-2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="43"/>
        <source>ZeRO-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="47"/>
        <location filename="../../views/memory_view.cpp" line="82"/>
        <source>GiB per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="52"/>
        <location filename="../../views/memory_view.cpp" line="65"/>
        <source>Usable memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="59"/>
        <source>Per-card memory vs card count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="61"/>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="63"/>
        <source>Resident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="68"/>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="80"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="147"/>
        <source>ZeRO-%1 on %2 cards: resident %3 GiB + activations/buffers %4 GiB = peak %5 GiB of %6 GiB usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="157"/>
        <source>%1 GiB over: recompute that much, or use at least %2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::ParamEditor</name>
    <message>
        <location filename="../../app/gui/param_editor.cpp" line="46"/>
        <source>allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::ParamPanel</name>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="44"/>
        <source>&lt;b&gt;What if…&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::PlanView</name>
    <message>
        <location filename="../../views/plan_view.cpp" line="21"/>
        <source>Completion time vs card count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="23"/>
        <source>Finish days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="26"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="29"/>
        <source>Current choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="38"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="40"/>
        <location filename="../../views/plan_view.cpp" line="50"/>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50"/>
        <source>TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50"/>
        <source>Cards for deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="65"/>
        <source>&lt;b&gt;6ND extrapolation&lt;/b&gt; at this model, data, card count and deadline:&lt;br/&gt;days = 6ND / (p P η), cards ≥ ⌈6ND / (P η T)⌉</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="123"/>
        <source>%1 cards finish in %2 days. The fewest cards that meet the %3-day deadline: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="128"/>
        <source>%1 cards finish in %2 days. No card count meets the %3-day deadline.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
