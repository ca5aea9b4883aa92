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
    <name>Controller</name>
    <message>
        <location filename="../../app/gui/controller.cpp" line="41"/>
        <source>Set %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/controller.cpp" line="144"/>
        <source>Swap A and B</source>
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
        <location filename="../../model/comm.cpp" line="69"/>
        <source>One ZeRO-3 collective per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="72"/>
        <source>ZeRO-3 traffic per step per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="76"/>
        <source>Exposed: first gather + last reduce-scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="82"/>
        <source>Data-parallel traffic per step per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="86"/>
        <source>Link time per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="89"/>
        <source>Link time per micro-batch vs its compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/comm.cpp" line="94"/>
        <source>Exposed communication per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="94"/>
        <source>Matrix weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="100"/>
        <source>FLOPs of one sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="107"/>
        <source>Task FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="113"/>
        <source>Task FLOPs (6ND)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="117"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="120"/>
        <source>FLOPs per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="123"/>
        <source>Per-card compute per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="127"/>
        <source>Micro-batches per card per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="132"/>
        <source>Required throughput (training days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="137"/>
        <source>Throughput per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="140"/>
        <source>Device lower bound (compute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/compute.cpp" line="145"/>
        <source>Device lower bound (capacity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="81"/>
        <source>Resident state per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="86"/>
        <source>Unsharded resident state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="88"/>
        <source>FP8 operand copy of the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="91"/>
        <source>ZeRO-0 resident state per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="92"/>
        <source>ZeRO-1 resident state per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="93"/>
        <source>ZeRO-2 resident state per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="94"/>
        <source>ZeRO-3 resident state per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="124"/>
        <source>Peak memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="129"/>
        <source>Memory margin per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/memory.cpp" line="133"/>
        <source>Fewest cards that fit (this ZeRO stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="196"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="200"/>
        <source>Per-step budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="204"/>
        <source>Per-step cap with overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="207"/>
        <source>Margin per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="209"/>
        <source>Base training days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="212"/>
        <source>Completion time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="216"/>
        <source>MFU needed to meet the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="224"/>
        <source>Room for communication wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="227"/>
        <source>Step if no communication overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="233"/>
        <source>Amdahl: compute twice as slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="234"/>
        <source>Amdahl: communication bandwidth halved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="235"/>
        <source>Amdahl: input twice as slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/plan.cpp" line="244"/>
        <source>Cards that meet the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="126"/>
        <source>RL effective rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="130"/>
        <source>Async break-even keep ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="141"/>
        <source>Shared card memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="144"/>
        <source>Hand-off: restore weights and KV first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="150"/>
        <source>Hand-off: weights, release, then KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="155"/>
        <source>Weight sync per receiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="160"/>
        <source>Ratio with a recomputed behaviour log-prob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="164"/>
        <source>Routing-replay record (uint16 ids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="168"/>
        <source>KV cache of one sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/rl.cpp" line="173"/>
        <source>A trajectory survives its generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/activation.cpp" line="341"/>
        <source>Activations on the first pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/activation.cpp" line="347"/>
        <source>Activations on the last pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/activation.cpp" line="361"/>
        <source>Selective recompute: extra FLOPs share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/async_checkpoint.cpp" line="84"/>
        <source>Background upload per snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/async_checkpoint.cpp" line="87"/>
        <source>Write rate the cadence demands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/async_checkpoint.cpp" line="91"/>
        <source>Upload path utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/async_checkpoint.cpp" line="105"/>
        <source>Training paused by captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/attention.cpp" line="79"/>
        <source>Attention work vs the reference mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/catalog.cpp" line="318"/>
        <source>Parameters from the shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/catalog.cpp" line="327"/>
        <source>Parameters active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/checkpoint_content.cpp" line="62"/>
        <source>Checkpoint payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/checkpoint_content.cpp" line="64"/>
        <source>Resume at batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/checkpoint_content.cpp" line="68"/>
        <source>Batches skipped by a naive resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/checkpoint_content.cpp" line="73"/>
        <source>New tokens for the next packed sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="130"/>
        <source>Gradient of the token mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="135"/>
        <source>Gradient of the per-answer mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="140"/>
        <source>Token mean divided by the answers again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="143"/>
        <source>Reduction behind a busy link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="150"/>
        <source>Ring AllReduce of the whole bucket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="155"/>
        <source>Ring AllReduce of one sub-bucket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/collectives.cpp" line="160"/>
        <source>Exposed: whole bucket vs split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/input_pipeline.cpp" line="34"/>
        <source>Sequences per second for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/input_pipeline.cpp" line="42"/>
        <source>Sequences per second the cards consume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/input_pipeline.cpp" line="47"/>
        <source>Sequences per second the workers prepare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/input_pipeline.cpp" line="51"/>
        <source>Workers that keep the cards fed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="49"/>
        <source>Job cost per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="51"/>
        <source>Money spent on interruptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="55"/>
        <source>Share of runtime (and money) wasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="61"/>
        <source>Money spent on interruptions and rollbacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="64"/>
        <source>What removing interruptions saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="74"/>
        <source>Expected time lost to jitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interruption.cpp" line="77"/>
        <source>Expected lost time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="122"/>
        <source>tau* without loss spikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="126"/>
        <source>Daly&apos;s higher-order interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="133"/>
        <source>Poisson retry optimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="137"/>
        <source>Poisson retry overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/interval.cpp" line="142"/>
        <source>Overhead from loss spikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/moe.cpp" line="90"/>
        <source>Dropped share of dispatches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/moe.cpp" line="93"/>
        <source>Padded share of executed rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/moe.cpp" line="97"/>
        <source>Expert time saved by perfect balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/offload.cpp" line="62"/>
        <source>Offload wait for the gradient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/offload.cpp" line="64"/>
        <source>Cast on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/offload.cpp" line="68"/>
        <source>Cast on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/offload.cpp" line="79"/>
        <source>GPU memory of the GPU cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="34"/>
        <source>Ideal pipeline step (no transfers, no update)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="38"/>
        <source>Ideal pipeline utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="41"/>
        <source>Bubble fraction (fill-drain, 1F1B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="43"/>
        <source>Fill-drain bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="45"/>
        <source>1F1B bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="48"/>
        <source>Interleaved bubble fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="51"/>
        <source>Interleaved bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="55"/>
        <source>ZB-H1 bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pipeline_formulas.cpp" line="58"/>
        <source>ZB-H2 bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="53"/>
        <source>Multiplications to rebuild h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="55"/>
        <source>Rebuilt per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="59"/>
        <source>Saved GEMM inputs per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="64"/>
        <source>Saved per pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="69"/>
        <source>Saved GEMM inputs per stage after rebuild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/recompute.cpp" line="73"/>
        <source>Saved while micro-batches wait for backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/reshard.cpp" line="95"/>
        <source>All checkpoint state of this matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="63"/>
        <source>Fewest steps at any batch (S_min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="66"/>
        <source>Fewest tokens at any batch (E_min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="68"/>
        <source>Batch relative to the noise scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="70"/>
        <source>Most that weak scaling can shorten the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="73"/>
        <source>Weak scaling at 32x the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="78"/>
        <source>Strong scaling at 32x the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="83"/>
        <source>Fixed share of the strong-scaling step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="87"/>
        <source>Scaling efficiency of the measured pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="92"/>
        <source>Speed-up of the measured pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling.cpp" line="94"/>
        <source>Time above ideal scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/sharding.cpp" line="56"/>
        <source>FSDP2 2 -&gt; 4 processes: state halves, peak does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/sharding.cpp" line="63"/>
        <source>This plan with twice the shards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="142"/>
        <source>Expected maximum of N normals E[Z_(N)]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="146"/>
        <source>Expected step with jitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="156"/>
        <source>Share of the step margin jitter uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="161"/>
        <source>Wait: extra wait for a card at mu + k sigma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="166"/>
        <source>Redistribute: step over N-1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="173"/>
        <source>Evict: restart from the last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/straggler.cpp" line="176"/>
        <source>Evict cost in steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Param</name>
    <message>
        <location filename="../../model/params.cpp" line="190"/>
        <source>Model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="192"/>
        <source>Parameters N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="193"/>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="195"/>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="197"/>
        <source>FFN intermediate size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="199"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="200"/>
        <source>Query heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="202"/>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="204"/>
        <source>Head dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="206"/>
        <source>Tied embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="208"/>
        <source>Experts (0 = dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="210"/>
        <source>Experts per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="212"/>
        <source>Gated FFN (SwiGLU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="215"/>
        <source>Expert FFN size (0 = FFN size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="217"/>
        <source>Shared experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="219"/>
        <source>Leading dense layers (MoE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="222"/>
        <source>Weight bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="224"/>
        <source>Gradient bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="226"/>
        <source>Master-weight bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="228"/>
        <source>Optimizer bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="233"/>
        <source>Bytes-per-parameter convention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="235"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="237"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="239"/>
        <source>Cards per host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="241"/>
        <source>Dense BF16 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="243"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="245"/>
        <source>Usable memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="248"/>
        <source>Collective bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="250"/>
        <source>NIC bandwidth per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="252"/>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="255"/>
        <source>Host memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="257"/>
        <source>Host link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="260"/>
        <source>Training tokens D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="262"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="264"/>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="266"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="268"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="270"/>
        <source>Reserved days T0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="272"/>
        <source>Input wait per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="275"/>
        <source>FLOPs model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="278"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="279"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="281"/>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="283"/>
        <source>Activations + buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="286"/>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="291"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="293"/>
        <source>Stages p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="295"/>
        <source>Micro-batches m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="297"/>
        <source>Chunks v (interleaved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="299"/>
        <source>Forward per stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="301"/>
        <source>Backward per stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="304"/>
        <source>Weight-gradient share of backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="306"/>
        <source>Boundary transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="308"/>
        <source>Parameter update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="310"/>
        <source>Layers per stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="313"/>
        <source>Saved activations per micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="316"/>
        <source>Last-stage extra (head + loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="319"/>
        <source>Activation message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="322"/>
        <source>Gradient message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="326"/>
        <source>Checkpoint bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="329"/>
        <source>Checkpoint write speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="331"/>
        <source>Checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="333"/>
        <source>Restore time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="336"/>
        <source>Card MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="339"/>
        <source>Loss spike every (0 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="341"/>
        <source>Async snapshot size (0 = checkpoint size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="344"/>
        <source>Async capture every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="347"/>
        <source>Staging pause per capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="349"/>
        <source>Snapshot buffer slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="352"/>
        <source>Captures simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="354"/>
        <source>Failure at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="357"/>
        <source>Reshard from TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="360"/>
        <source>Reshard to TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="363"/>
        <source>Compute-time sigma / mu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="366"/>
        <source>Mean compute mu (0 = plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="368"/>
        <source>Slow card at mu + k sigma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="371"/>
        <source>Eviction restarts from interval (0 = checkpoint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="374"/>
        <source>Slow card persists for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="377"/>
        <source>Generation rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="379"/>
        <source>Verification rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="381"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="383"/>
        <source>Kept after verification q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="385"/>
        <source>Generation per batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="387"/>
        <source>Learning per batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="388"/>
        <source>Weight sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="390"/>
        <source>Shared card memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="392"/>
        <source>Training state released at hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="394"/>
        <source>Generation KV pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="396"/>
        <source>Memory common to both phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="398"/>
        <source>Weight-sync receivers (EP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="400"/>
        <source>Token log-prob under the policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="403"/>
        <source>Recomputed log-prob used as mu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="405"/>
        <source>KV cache bytes per value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="407"/>
        <source>Trajectory generation time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="410"/>
        <source>Capacity factor c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="413"/>
        <source>Input workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="415"/>
        <source>Sequences per worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="417"/>
        <source>Token id bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="419"/>
        <source>Batches trained at checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="421"/>
        <source>Loader prefetch depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="424"/>
        <source>Packer remainder tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="428"/>
        <source>Job cost per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="430"/>
        <source>Restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="433"/>
        <source>Interruption hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="436"/>
        <source>Rolled-back hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="439"/>
        <source>Total runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="442"/>
        <source>Interruptions removed (what-if)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="444"/>
        <source>Tokens routed per batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="446"/>
        <source>Share of hot experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="448"/>
        <source>Hot-expert load / mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="452"/>
        <source>Peak uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="455"/>
        <source>Bytes per stored activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="458"/>
        <source>Count dropout masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="461"/>
        <source>Flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="464"/>
        <source>Sequence parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="467"/>
        <source>Full-recompute checkpoint sharded over t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="470"/>
        <source>Interleaved chunks v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="473"/>
        <source>Rebuild example: tokens per micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="476"/>
        <source>Rebuild example: bytes per value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="479"/>
        <source>Transfer window W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="483"/>
        <source>Short answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="486"/>
        <source>Tokens per short answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="489"/>
        <source>Per-token gradient, short answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="492"/>
        <source>Long answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="494"/>
        <source>Tokens per long answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="497"/>
        <source>Per-token gradient, long answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="499"/>
        <source>Overlap: reduction time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="501"/>
        <source>Overlap: independent compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="504"/>
        <source>Overlap: link booked until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="506"/>
        <source>Gradient bucket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="508"/>
        <source>Ring members n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="511"/>
        <source>Start-up per collective (alpha)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="514"/>
        <source>Sub-buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="517"/>
        <source>Idle link windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="520"/>
        <source>Idle window length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="523"/>
        <source>Busy link between windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="526"/>
        <source>Sequence lengths (comma-separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="528"/>
        <source>Reference lengths (comma-separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="532"/>
        <source>Critical batch B_crit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="535"/>
        <source>Measured: base cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="538"/>
        <source>Measured: base step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="541"/>
        <source>Measured: scaled cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/params.cpp" line="544"/>
        <source>Measured: scaled step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../views/chart_export.cpp" line="47"/>
        <location filename="../../views/chart_export.cpp" line="61"/>
        <location filename="../../views/chart_export.cpp" line="77"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_export.cpp" line="92"/>
        <location filename="../../views/chart_export.cpp" line="122"/>
        <location filename="../../app/gui/document.cpp" line="20"/>
        <location filename="../../app/gui/document.cpp" line="26"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_export.cpp" line="142"/>
        <source>Unknown export format .%1 (use .png, .svg, .pdf or .csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="35"/>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="143"/>
        <source>Restore unsaved edits?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="144"/>
        <source>StepBudget did not close normally. Restore the unsaved edits of “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="31"/>
        <source>Peak memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="32"/>
        <source>Usable memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="33"/>
        <source>Memory margin per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="34"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="35"/>
        <source>Per-step cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="36"/>
        <source>Margin per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="37"/>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="37"/>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="38"/>
        <source>Overhead L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="39"/>
        <source>Optimal checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="40"/>
        <source>MFU needed for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="41"/>
        <source>Cards that meet the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="44"/>
        <source>Fits in memory?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="44"/>
        <location filename="../../app/gui/comparison.cpp" line="45"/>
        <location filename="../../app/gui/comparison.cpp" line="46"/>
        <location filename="../../app/gui/comparison.cpp" line="47"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="44"/>
        <location filename="../../app/gui/comparison.cpp" line="45"/>
        <location filename="../../app/gui/comparison.cpp" line="46"/>
        <location filename="../../app/gui/comparison.cpp" line="47"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="46"/>
        <source>Meets the deadline?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="81"/>
        <location filename="../../app/gui/report.cpp" line="87"/>
        <location filename="../../app/gui/report.cpp" line="125"/>
        <location filename="../../app/gui/report.cpp" line="126"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="82"/>
        <location filename="../../app/gui/report.cpp" line="87"/>
        <location filename="../../app/gui/report.cpp" line="125"/>
        <source>B (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="83"/>
        <location filename="../../app/gui/report.cpp" line="87"/>
        <location filename="../../app/gui/report.cpp" line="126"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="85"/>
        <location filename="../../app/gui/report.cpp" line="89"/>
        <location filename="../../app/gui/report.cpp" line="125"/>
        <source>A (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/comparison.cpp" line="86"/>
        <location filename="../../app/gui/report.cpp" line="89"/>
        <location filename="../../app/gui/report.cpp" line="125"/>
        <source>B − A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="87"/>
        <location filename="../../app/gui/report.cpp" line="123"/>
        <source>Headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="99"/>
        <location filename="../../app/gui/report.cpp" line="131"/>
        <source>How the plan is derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="109"/>
        <location filename="../../app/gui/report.cpp" line="139"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="115"/>
        <source>Made with StepBudget. Formulas and worked examples: chapter 10, training systems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="156"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/report.cpp" line="167"/>
        <location filename="../../app/gui/report.cpp" line="172"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="20"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="21"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="22"/>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="23"/>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="24"/>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="25"/>
        <source>Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="26"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="27"/>
        <source>Stragglers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="28"/>
        <source>RL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="29"/>
        <source>MoE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="30"/>
        <source>Input pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="31"/>
        <source>Interruptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="32"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="33"/>
        <source>Offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="34"/>
        <source>Collectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="35"/>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="36"/>
        <source>Scaling</source>
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
    <name>stepbudget::ActivationView</name>
    <message>
        <location filename="../../views/activation_view.cpp" line="31"/>
        <source>Attention norm input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="32"/>
        <source>Q/K/V input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="33"/>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="34"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="35"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="36"/>
        <source>Softmax log-sum-exp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="37"/>
        <source>Softmax output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="39"/>
        <source>Softmax dropout mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="41"/>
        <source>Dropout output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="42"/>
        <source>Out projection input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="44"/>
        <source>Attention dropout mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="45"/>
        <source>FFN norm input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="46"/>
        <source>FFN input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="47"/>
        <source>Gate output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="48"/>
        <source>Up output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="49"/>
        <source>Down input (gate × up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="50"/>
        <source>GeLU input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="51"/>
        <source>Router probabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="53"/>
        <source>Expert inputs (k copies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="55"/>
        <source>Expert gate outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="56"/>
        <source>Expert up outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="58"/>
        <source>Expert down inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="60"/>
        <source>Expert GeLU inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="61"/>
        <source>FFN dropout mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="74"/>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="84"/>
        <source>%1 B values; dropout masks %2; %3; sequence parallel %4; full-recompute checkpoint %5; t = %6, p = %7, v = %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="88"/>
        <source>counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="88"/>
        <source>not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="89"/>
        <source>flash attention (no s x s scores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="90"/>
        <source>scores stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="91"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="91"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="92"/>
        <source>sharded over t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="93"/>
        <source>replicated over t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="102"/>
        <source>One layer&apos;s stored activations, per micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="104"/>
        <source>Kept by selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="106"/>
        <source>Recomputed by selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="120"/>
        <source>MiB per layer and micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="124"/>
        <source>Busiest stage&apos;s activations by recompute mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="126"/>
        <source>Per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="128"/>
        <source>Mode in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="140"/>
        <location filename="../../views/activation_view.cpp" line="199"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="140"/>
        <location filename="../../views/activation_view.cpp" line="199"/>
        <source>Selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="140"/>
        <location filename="../../views/activation_view.cpp" line="199"/>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="144"/>
        <source>GiB per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="148"/>
        <source>Declared budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="153"/>
        <source>A: per mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="189"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="209"/>
        <source>%1&lt;br&gt;%2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="211"/>
        <source>&lt;br&gt;+%1 % FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="240"/>
        <source>no recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="240"/>
        <source>selective recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="241"/>
        <source>full recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="244"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="247"/>
        <source>Per layer and micro-batch (s b = %1 tokens, t = %2): %3 = %4 s b h with %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="254"/>
        <source>The first stage holds %1 layers × %2 micro-batches × %3 (interleaving).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="257"/>
        <source>The first stage holds %1 layers × %2 micro-batches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="260"/>
        <source>First stage %1 GiB, last stage %2 GiB (output layer and FP32 logits): peak %3 GiB per card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="266"/>
        <source>The memory peak uses this estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="267"/>
        <source>The memory peak uses the declared budget of %1 GiB (set activations.source to architecture to use this estimate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/activation_view.cpp" line="270"/>
        <source>In force: %1.</source>
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
        <location filename="../../views/amdahl_view.cpp" line="75"/>
        <source>A: compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="114"/>
        <source>%1&lt;br&gt;×½: %2 d, ×2: %3 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/amdahl_view.cpp" line="151"/>
        <source>Shares of the %1 s step: compute f = %2 %, exposed communication f = %3 %, input wait f = %4 %. Halving the bandwidth gives %5 s; compute decides whether the plan finishes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::AsyncCheckpointView</name>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="68"/>
        <source>Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="68"/>
        <source>Captured (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="69"/>
        <source>Training resumes (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="69"/>
        <source>Upload starts (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="70"/>
        <source>Committed (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="70"/>
        <source>At the failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="112"/>
        <source>, … (%1 in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="115"/>
        <source>&lt;b&gt;Commits&lt;/b&gt; (durable, usable for recovery): %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="118"/>
        <source>&lt;b&gt;Failure at %1 s&lt;/b&gt;: the latest commit before it is snapshot %2 (committed at %3 s), so training recovers to its capture at &lt;b&gt;%4 s&lt;/b&gt; and redoes &lt;b&gt;%5 s&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="125"/>
        <source>&lt;b&gt;Failure at %1 s&lt;/b&gt;: no snapshot has committed yet, so training restarts from the beginning and redoes &lt;b&gt;%2 s&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="130"/>
        <source>Snapshots still uploading at the failure, and lost: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="133"/>
        <source>&lt;b&gt;Foreground pause&lt;/b&gt; %1 s over %2 captures (%3 s of it waiting for a free slot); saving synchronously would pause training %4 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="139"/>
        <source>&lt;b&gt;Cadence&lt;/b&gt;: %1 GB every %2 s demands %3 GB/s of the storage&apos;s %4 GB/s, utilisation %5 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="145"/>
        <source>Sustainable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="146"/>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;Not sustainable: the queue grows %1 GB/s and captures wait for buffer slots.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="155"/>
        <source>A: commits %1 s; failure at %2 s redoes %3 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="171"/>
        <source>durable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="172"/>
        <source>lost (uploading)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_checkpoint_view.cpp" line="173"/>
        <source>after the failure</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::AsyncTimeline</name>
    <message>
        <location filename="../../views/async_timeline.cpp" line="54"/>
        <source>staging pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="57"/>
        <source>waiting for a free slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="59"/>
        <source>upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="62"/>
        <source>waiting to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="65"/>
        <source>lost at the failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="68"/>
        <source>redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="71"/>
        <source>A: commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="105"/>
        <source>Async checkpoint timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="115"/>
        <source>Failure at %1 s, recovery point %2 s, redo %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="131"/>
        <location filename="../../views/async_timeline.cpp" line="445"/>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="132"/>
        <location filename="../../views/async_timeline.cpp" line="447"/>
        <source>Background upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="133"/>
        <location filename="../../views/async_timeline.cpp" line="608"/>
        <source>wall clock (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="256"/>
        <source>Failure at %1 s. Drag it: the latest snapshot committed before it is the recovery point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="261"/>
        <source>Redo %1 s: the work from the recovery point (%2 s) to the failure (%3 s) is lost and done again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="267"/>
        <source>No snapshot is committed before the failure: recovery starts from the beginning of the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="273"/>
        <source>Recovery point: snapshot %1, captured at %2 s, committed at %3 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="283"/>
        <source>Snapshot %1: training paused %2–%3 s to copy it into a buffer slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="287"/>
        <source>Snapshot %1: due at %2 s, training waited %3 s for a free buffer slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="291"/>
        <source>Snapshot %1 waited %2–%3 s for the upload path (one upload at a time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="296"/>
        <source>Durable before the failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="298"/>
        <source>Still uploading at the failure: lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="299"/>
        <source>Captured after the failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="300"/>
        <source>Snapshot %1: captured at %2 s, uploaded %3–%4 s, committed (durable) at %4 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="431"/>
        <source>No async checkpoint to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="466"/>
        <source>redo %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="515"/>
        <source>snapshot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="537"/>
        <source>commit %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="566"/>
        <source>recovery point %1 s (snapshot %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="569"/>
        <source>no commit yet: recover from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/async_timeline.cpp" line="589"/>
        <source>failure %1 s ⟷ drag</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::BucketView</name>
    <message>
        <location filename="../../views/bucket_view.cpp" line="68"/>
        <source>Gradient bucket AllReduce against the link&apos;s idle windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="73"/>
        <source>Link busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="74"/>
        <source>Link idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="87"/>
        <source>In a window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="89"/>
        <source>Exposed (after the compute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="97"/>
        <source>Compute ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="102"/>
        <source>Time from the first window (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="117"/>
        <source>Loss gradient: three ways to average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="119"/>
        <source>dL/dθ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="135"/>
        <source>Token&lt;br&gt;mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="135"/>
        <source>Per-answer&lt;br&gt;mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="135"/>
        <source>Divided&lt;br&gt;twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="139"/>
        <source>Gradient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="197"/>
        <source>Whole: %1 MiB&lt;br&gt;%2 ms, %3 ms exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="201"/>
        <source>Split: %1 × %2 MiB&lt;br&gt;%3 ms each, %4 ms exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="224"/>
        <source>Ring AllReduce of %1 MiB over %2 members: each card sends %3 MiB at %4 GB/s, plus %5 ms start-up per call = %6 ms. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="230"/>
        <source>It fits an idle window: nothing exposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="231"/>
        <source>No %1 ms window holds it, so it runs after the compute: %2 ms exposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="235"/>
        <source>Split into %1: %2 ms each, %3 ms of link time in all, %4 ms exposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="239"/>
        <source>Overlap on a busy link: a %1 ms reduction behind %2 ms of compute on a link booked until %3 ms runs %4–%5 ms, %6 ms exposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/bucket_view.cpp" line="247"/>
        <source>Scaling efficiency (MegaScale pair, fixed global batch): %1 → %2 cards, step %3 s → %4 s; ideal %5 s, speed-up %6×, efficiency %7 %, %8 s extra per step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::ChartPanel</name>
    <message>
        <location filename="../../views/chart_panel.cpp" line="27"/>
        <source>Click to show the derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="35"/>
        <source>Export chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="36"/>
        <source>Export chart as PNG at 2×…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="37"/>
        <source>Export chart as SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="38"/>
        <source>Export chart as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="39"/>
        <source>Export data as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="55"/>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/chart_panel.cpp" line="62"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::CheckpointView</name>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="32"/>
        <source>Checkpoint + failure overhead L(τ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="37"/>
        <source>Save c/τ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="38"/>
        <source>Redo λτ/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="39"/>
        <source>Recovery λr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="41"/>
        <source>τ* = √(2c/λ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="44"/>
        <source>Current interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="55"/>
        <source>Useful training between saves τ (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="58"/>
        <source>Overhead (% of useful time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="66"/>
        <source>A: total L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/checkpoint_view.cpp" line="126"/>
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
    <name>stepbudget::Document</name>
    <message>
        <location filename="../../app/gui/document.cpp" line="56"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="63"/>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="72"/>
        <source>%1 was not opened; the current scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="88"/>
        <source>The scenario has no file yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/document.cpp" line="108"/>
        <source>The scenario has no file to revert to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::GanttWidget</name>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="27"/>
        <source>forward F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="28"/>
        <source>backward B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="29"/>
        <source>input gradient X (dX)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="30"/>
        <source>weight gradient W (dW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="31"/>
        <source>activation transfer A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="32"/>
        <source>gradient transfer G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="33"/>
        <source>update U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="108"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="177"/>
        <source>micro-batch %1, stage %2, chunk %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="179"/>
        <source>, direction %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="184"/>
        <source>link GPU %1 → GPU %2&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/gantt_widget.cpp" line="186"/>
        <source>%1 → %2 ms (%3 ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::HeadlineCard</name>
    <message>
        <location filename="../../views/headline_strip.cpp" line="35"/>
        <source>Click to show the derivation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::HeadlineStrip</name>
    <message>
        <location filename="../../views/headline_strip.cpp" line="107"/>
        <source>A: %1 %3 (Δ %2 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="121"/>
        <source>The scenario is not valid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="132"/>
        <source>Fits in memory?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="132"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="132"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="133"/>
        <source>peak %1 of %2 GiB per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="138"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="138"/>
        <location filename="../../views/headline_strip.cpp" line="147"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="139"/>
        <source>cap %1 s per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="142"/>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="142"/>
        <location filename="../../views/headline_strip.cpp" line="164"/>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="143"/>
        <source>deadline %1 days, overhead %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="147"/>
        <source>Margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="148"/>
        <source>per step; %1 days of slack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="155"/>
        <source>failures %1 + jitter %2; slack %3 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="161"/>
        <source>≈ $%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="163"/>
        <source>Expected lost time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/headline_strip.cpp" line="172"/>
        <location filename="../../views/headline_strip.cpp" line="175"/>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::IntervalChart</name>
    <message>
        <location filename="../../views/interval_chart.cpp" line="41"/>
        <source>Overhead by cause, and the optimal interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="46"/>
        <source>Save c/τ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="49"/>
        <source>Hardware failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="50"/>
        <source>Loss spikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="53"/>
        <source>Poisson model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="63"/>
        <source>Young</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="64"/>
        <source>Daly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="65"/>
        <source>Poisson optimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="66"/>
        <source>Young (hardware)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="68"/>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="80"/>
        <source>Useful training between saves τ (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="83"/>
        <source>Overhead (% of useful time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="90"/>
        <source>A: total L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="171"/>
        <source>Optimal interval: Young %1 s (first order), Daly %2 s, Poisson retry model %3 s (overhead %4 % there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="177"/>
        <source>At the current %1 s: L = %2 % = save %3 % + hardware %4 % + spikes %5 %; the Poisson model gives %6 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="184"/>
        <source>Ignoring loss spikes, Young would choose %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/interval_chart.cpp" line="189"/>
        <source>Saving takes at least twice the MTBF: Daly&apos;s rule falls back to the MTBF.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="53"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="61"/>
        <source>Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="66"/>
        <source>A vs B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="83"/>
        <source>Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="92"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="94"/>
        <source>Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="98"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="99"/>
        <source>Amdahl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="100"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="102"/>
        <source>Async checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="103"/>
        <source>Stragglers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="112"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="113"/>
        <source>Offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="114"/>
        <source>MoE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="115"/>
        <source>RL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="116"/>
        <source>Buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="117"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="125"/>
        <source>Simulating the pipeline…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="219"/>
        <source>%1 — %2[*] — StepBudget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="26"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="74"/>
        <source>Open preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="75"/>
        <location filename="../../app/gui/main_window_menus.cpp" line="202"/>
        <source>StepBudget presets (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="80"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="81"/>
        <source>&amp;Built-in presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="90"/>
        <source>Start &amp;page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="97"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="102"/>
        <location filename="../../app/gui/main_window_menus.cpp" line="208"/>
        <location filename="../../app/gui/main_window_menus.cpp" line="231"/>
        <source>Save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="105"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="106"/>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="109"/>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="113"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="114"/>
        <source>Report as &amp;HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="115"/>
        <source>Report as &amp;Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="117"/>
        <source>Current chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="118"/>
        <source>Current chart as SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="119"/>
        <source>Current chart as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="120"/>
        <source>Current chart data as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="127"/>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="136"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="155"/>
        <source>&amp;Pin current as baseline A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="157"/>
        <source>&amp;Swap A and B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="158"/>
        <source>&amp;Clear baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="169"/>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="170"/>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="170"/>
        <source>HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="177"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="201"/>
        <source>Save preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="219"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="220"/>
        <source>Save the changes to %1 before closing it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="38"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="28"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="29"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="31"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="36"/>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="49"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="65"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="70"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window_menus.cpp" line="189"/>
        <source>Invalid preset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::MemoryStrip</name>
    <message>
        <location filename="../../views/memory_strip.cpp" line="89"/>
        <source>GPU %1 memory: peak %2 MiB at %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_strip.cpp" line="96"/>
        <source>saved activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_strip.cpp" line="96"/>
        <source>send buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_strip.cpp" line="96"/>
        <source>receive buffers</source>
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
        <location filename="../../views/memory_view.cpp" line="91"/>
        <source>A: total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="92"/>
        <source>A: peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="167"/>
        <source>ZeRO-%1 on %2 cards: resident %3 GiB + activations/buffers %4 GiB = peak %5 GiB of %6 GiB usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/memory_view.cpp" line="177"/>
        <source>%1 GiB over: recompute that much, or use at least %2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::MoeView</name>
    <message>
        <location filename="../../views/moe_view.cpp" line="49"/>
        <source>Dropped and padded vs capacity factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="51"/>
        <source>Dropped, % of dispatches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="54"/>
        <source>Padding, % of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="57"/>
        <source>c in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="69"/>
        <source>Capacity factor c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="76"/>
        <source>Percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="86"/>
        <source>A: dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="88"/>
        <source>Expert loads, hottest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="93"/>
        <source>Executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="94"/>
        <source>Padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="95"/>
        <source>Dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="97"/>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="100"/>
        <source>Capacity C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="103"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="109"/>
        <source>Experts, hottest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="112"/>
        <source>Dispatches (rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="130"/>
        <source>This model is dense (model.experts = 0): no tokens are routed to experts, so there is no capacity to drop or pad.&lt;br&gt;Pick a MoE model such as Qwen3-235B-A22B, or set model.experts and model.top_k.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="224"/>
        <source>%1 experts, top-%2, %3 tokens → %4 dispatches, mean %5 per expert, hottest %6. At c = %7: capacity %8 rows per expert; %9 % of dispatches dropped (hottest expert drops %10), %11 % of executed rows are padding. Perfect balance would cut expert time by %12 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="239"/>
        <source>Dense model (model.experts = 0): no expert routing, nothing dropped or padded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/moe_view.cpp" line="250"/>
        <source>Causal attention: %1 tokens → %2 query-key pairs, %3× the %4 pairs of %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::OffloadView</name>
    <message>
        <location filename="../../views/offload_view.cpp" line="35"/>
        <source>Cast to FP32 on the way to the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="37"/>
        <source>Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="39"/>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="54"/>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="58"/>
        <source>Both paths against the link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="60"/>
        <source>CPU cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="63"/>
        <source>GPU cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="68"/>
        <source>This link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="80"/>
        <source>Link bandwidth B (GB/s per direction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="85"/>
        <source>Time per gradient (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="92"/>
        <source>A: CPU cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="119"/>
        <source>CPU cast&lt;br&gt;%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="120"/>
        <source>GPU cast&lt;br&gt;%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="122"/>
        <source>faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="154"/>
        <source>B* = %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="157"/>
        <source>No break-even: the CPU cast always wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="173"/>
        <source>Gate-projection gradient G = %1 MiB in BF16 (%2 MiB in FP32) over a %3 GB/s link. CPU cast: send G, then the host reads G and writes 2G at %4 GB/s = %5 ms. GPU cast: cast in HBM at %6 GB/s, then send 2G = %7 ms, and the GPU holds %8 MiB instead of %9 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="185"/>
        <source>Above B* = %1 GB/s the GPU cast wins; below it the CPU cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="187"/>
        <source>The host memory is at least as fast as HBM: the CPU cast always wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/offload_view.cpp" line="189"/>
        <source>Offload wait: max(0, G/B − W) = max(0, %1 − %2) ms = %3 ms.</source>
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
        <location filename="../../app/gui/param_panel.cpp" line="54"/>
        <source>&lt;b&gt;What if…&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="64"/>
        <source>%1 TFLOP/s dense BF16, %2 GB, %3 GB/s HBM; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="75"/>
        <source>%1 B parameters, %2 experts, top-%3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="80"/>
        <source>%1 B parameters, dense; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="89"/>
        <source>Fill the cluster&apos;s GPU figures from the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="90"/>
        <source>Fill the model&apos;s shape from the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="95"/>
        <location filename="../../app/gui/param_panel.cpp" line="102"/>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="105"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="106"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/param_panel.cpp" line="177"/>
        <source>%1 (not in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::PipelineView</name>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="37"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="46"/>
        <source>Schedule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="60"/>
        <source>Time vs peak memory: no schedule wins both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="74"/>
        <source>Makespan (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="76"/>
        <source>Largest per-GPU peak (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="113"/>
        <source>makespan %1 ms, idle up to %2 ms per GPU, peak %3 MiB, %4 forward messages (free links: %5 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="121"/>
        <source>Not runnable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="128"/>
        <source>schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="128"/>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="128"/>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="128"/>
        <source>peak MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="138"/>
        <source>not runnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/pipeline_view.cpp" line="160"/>
        <source>Ideal (no transfers): T = (m+p−1)(t&lt;sub&gt;f&lt;/sub&gt;+t&lt;sub&gt;b&lt;/sub&gt;) = %1 ms, u = m/(m+p−1) = %2 %.&lt;br&gt;Bubbles: 1F1B (p−1)(T&lt;sub&gt;F&lt;/sub&gt;+T&lt;sub&gt;B&lt;/sub&gt;+T&lt;sub&gt;W&lt;/sub&gt;) = %3 ms; interleaved %4 ms; ZB-H1 %5 ms; ZB-H2 %6 ms; DualPipe %7 ms.</source>
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
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="48"/>
        <source>A: finish days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="50"/>
        <source>A: choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="59"/>
        <source>Cards for deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="74"/>
        <source>&lt;b&gt;6ND extrapolation&lt;/b&gt; at this model, data, card count and deadline:&lt;br/&gt;days = 6ND / (p P η), cards ≥ ⌈6ND / (P η T)⌉</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="149"/>
        <source>%1 cards finish in %2 days. The fewest cards that meet the %3-day deadline: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/plan_view.cpp" line="154"/>
        <source>%1 cards finish in %2 days. No card count meets the %3-day deadline.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::RlView</name>
    <message>
        <location filename="../../views/rl_view.cpp" line="27"/>
        <location filename="../../views/rl_view.cpp" line="79"/>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="30"/>
        <location filename="../../views/rl_view.cpp" line="79"/>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="33"/>
        <location filename="../../views/rl_view.cpp" line="79"/>
        <source>Learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="41"/>
        <source>training only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="44"/>
        <source>+ weights + KV pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="47"/>
        <source>− training state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="50"/>
        <source>+ weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="53"/>
        <source>+ KV pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="63"/>
        <source>Generate → verify → learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="65"/>
        <source>Own rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="68"/>
        <source>Passed on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="83"/>
        <source>Trajectories per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="87"/>
        <source>Async vs sync throughput against the keep ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="89"/>
        <source>Async ÷ sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="92"/>
        <source>Ratio 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="95"/>
        <source>q*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="98"/>
        <source>q in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="107"/>
        <source>Keep ratio q after async staleness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="110"/>
        <source>Throughput ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="117"/>
        <source>A: ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="119"/>
        <source>Hand-off on one card: memory after each step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="121"/>
        <source>Restore weights and KV first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="124"/>
        <source>Weights, release, then KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="136"/>
        <source>GiB on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="140"/>
        <source>Card memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="175"/>
        <source>%1&lt;br&gt;%2 → %3/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="180"/>
        <source>bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="212"/>
        <source>q* = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="215"/>
        <source>q* &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="227"/>
        <source>Restore first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="230"/>
        <source>Weights first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="257"/>
        <source>%1 · %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="268"/>
        <source>&lt;b&gt;Pipeline.&lt;/b&gt; %1 trajectories/s reach the learner: min(learn %2, q %3 × min(generate %4, verify %5)). The bottleneck is %6; speeding up any other stage changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="278"/>
        <source>&lt;b&gt;Async.&lt;/b&gt; Sync cycle %1 s (generate + learn + sync), async cycle %2 s (max(generate, learn) + sync): async pays off only above q* = %3. At q = %4 it gives %5× the sync throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="286"/>
        <source>&lt;b&gt;Hand-off&lt;/b&gt; on a %1 GiB card: restoring weights and KV before releasing the training state peaks at %2 GiB (%3); loading the weights first peaks at %4 GiB (%5), %6 GiB less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="291"/>
        <location filename="../../views/rl_view.cpp" line="293"/>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/rl_view.cpp" line="291"/>
        <location filename="../../views/rl_view.cpp" line="293"/>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::ScalingView</name>
    <message>
        <location filename="../../views/scaling_view.cpp" line="37"/>
        <source>Days to the target: weak vs strong scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="39"/>
        <source>Weak scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="42"/>
        <source>Strong scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="55"/>
        <location filename="../../views/scaling_view.cpp" line="71"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="57"/>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="67"/>
        <source>A: weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="68"/>
        <source>A: strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="71"/>
        <source>Tokens/step
(weak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="71"/>
        <source>Steps
(weak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="72"/>
        <source>Days
(weak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="72"/>
        <source>Step, s
(strong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="73"/>
        <source>Days
(strong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="73"/>
        <source>Fixed
share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="75"/>
        <source>Exposed communication and input wait as a share of the strong-scaling step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="91"/>
        <source>&lt;b&gt;Weak vs strong scaling&lt;/b&gt; from this plan (no T0, no redo):&lt;br/&gt;weak: S(B) = S_min (1 + B_crit / B), step time fixed;&lt;br/&gt;strong: S fixed, step = t_pipeline p0/p + t_comm+input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling_view.cpp" line="174"/>
        <source>Critical batch B_crit = %1 tokens (declared); this plan&apos;s batch B = %2 tokens = %3 B_noise over %4 steps. S_min = %5 steps, E_min = %6 B tokens. Weak scaling can shorten the run at most %7× (S / S_min) however many cards; strong scaling keeps %8 s of exposed communication and input wait in every %9 s step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::StartPage</name>
    <message>
        <location filename="../../app/gui/start_page.cpp" line="15"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/start_page.cpp" line="19"/>
        <source>&lt;h3&gt;StepBudget&lt;/h3&gt;&lt;p&gt;A training plan is a per-step budget divided by the work each step must do. Pick a case from the book or one of your files.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/start_page.cpp" line="34"/>
        <source>Recent: %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::StragglerView</name>
    <message>
        <location filename="../../views/straggler_view.cpp" line="86"/>
        <source>Slowest of N cards: E[max] − μ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="87"/>
        <source>E[Z₍N₎]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="88"/>
        <location filename="../../views/straggler_view.cpp" line="101"/>
        <location filename="../../views/straggler_view.cpp" line="113"/>
        <source>Current N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="89"/>
        <location filename="../../views/straggler_view.cpp" line="102"/>
        <location filename="../../views/straggler_view.cpp" line="114"/>
        <source>Cards N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="91"/>
        <source>E[max] − μ (σ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="95"/>
        <source>Expected step time vs N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="99"/>
        <source>No jitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="100"/>
        <source>Step cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="104"/>
        <source>Step time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="106"/>
        <source>A: step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="109"/>
        <source>One slow card: extra seconds per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="110"/>
        <location filename="../../views/straggler_view.cpp" line="121"/>
        <source>Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="111"/>
        <location filename="../../views/straggler_view.cpp" line="122"/>
        <source>Redistribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="112"/>
        <location filename="../../views/straggler_view.cpp" line="123"/>
        <source>Evict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="116"/>
        <source>Extra s per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="120"/>
        <source>One slow card: seconds lost vs how long it stays slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="124"/>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="126"/>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="127"/>
        <source>Steps the card stays slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="129"/>
        <source>Seconds lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="184"/>
        <source>σ = %1 % (now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="185"/>
        <source>σ = %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="229"/>
        <source>Evict ÷ %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="274"/>
        <source>%1 cards, per-card work μ = %2 s, σ = %3 % (%4 s): the slowest card is E[max] − μ = %5 σ = %6 s behind the mean, so a step takes &lt;b&gt;%7 s&lt;/b&gt; instead of %8 s without jitter. An average card waits %6 s at the gradient AllReduce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="282"/>
        <source>Jitter uses %1 % of the %2 s margin per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="286"/>
        <source>One card at μ + %1 σ (%2 s) makes the others wait %8 s longer than for their own slowest. Against a healthy step, waiting for it costs %3 s per step, %4 evicting it costs %5 s once (τ/2 + r with τ = %6 s, %7 steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="292"/>
        <source>spreading its work over the other %1 cards %2 s per step;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="294"/>
        <source>there is no other card to take its work;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="300"/>
        <source>Evicting pays once the card stays slow longer than %1 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="302"/>
        <source>Waiting costs nothing per step here, so evicting never pays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="303"/>
        <source>evict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="304"/>
        <source>redistribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="305"/>
        <source>wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/straggler_view.cpp" line="306"/>
        <source>&lt;b&gt;Best response if it stays slow %1 steps: %2.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepbudget::StudyPanel</name>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="41"/>
        <source>Q%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="42"/>
        <source>Self-test %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="43"/>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="47"/>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="48"/>
        <source>Practice: new numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="50"/>
        <source>Your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="51"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="58"/>
        <source>&lt;b&gt;Interview questions and self-tests&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="90"/>
        <source>Study: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="138"/>
        <source>&lt;p&gt;Pick a question. Each opens its scenario and the view that answers it; &lt;i&gt;Next step&lt;/i&gt; reveals the reasoning one step at a time, with the formula and today&apos;s numbers.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="161"/>
        <source>Remember:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="165"/>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="175"/>
        <source>Answer in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/study_panel.cpp" line="187"/>
        <source>Worked solution</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
