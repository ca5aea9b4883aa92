// Slider step -> model -> every visible view repainted, offscreen. One iteration moves
// one key (as a slider drag does), lets the controller recompute, refills the visible view and
// forces a synchronous repaint of the whole window. Reports the median and p95 per step.
// The deep-pipeline rows also report how long the window was unable to answer: there the
// controller evaluates on a worker thread (app/gui/controller.h).
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QThread>
#include <algorithm>
#include <clocale>
#include <ctime>
#include <initializer_list>
#include <utility>
#include <vector>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "model/io/scenario_json.h"

namespace {

using namespace stepbudget;

void reportPercentiles(benchmark::State& state, std::vector<double> samples, const char* prefix) {
    std::sort(samples.begin(), samples.end());
    if (!samples.empty()) {
        state.counters[std::string(prefix) + "median_ms"] = samples[samples.size() / 2];
        state.counters[std::string(prefix) + "p95_ms"] =
            samples[std::min(samples.size() - 1, samples.size() * 95 / 100)];
    }
}

// CPU time of the calling thread, ms (load-independent, unlike the wall times above).
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// A drag that never repeats the last value: iteration i sets start + step * (i % count), so no
// result of the previous step (the controller's or the pipeline's single-entry memo) is reused
// unless the moved key truly does not reach it. `setup` edits the preset before timing.
void runSliderSweep(benchmark::State& state, const char* preset, const char* key, double start,
                    double step, int count, const char* view,
                    std::initializer_list<std::pair<const char*, const char*>> setup = {}) {
    Controller controller;
    MainWindow window(&controller);
    QString error;
    if (!window.openPreset(QString::fromLatin1(preset), &error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    for (const auto& [k, v] : setup) {
        if (controller.setValue(QString::fromLatin1(k), QString::fromLatin1(v))) {
            state.SkipWithError(k);
            return;
        }
    }
    controller.flush();
    window.resize(1600, 1000);
    window.showView(QString::fromLatin1(view));
    window.show();
    QApplication::processEvents();
    std::vector<double> samples;
    int i = 1;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        controller.setNumber(QString::fromLatin1(key), start + step * (i++ % count));
        controller.flush();
        window.repaint();
        samples.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    reportPercentiles(state, samples, "");
}

// A drag back and forth between a and b (runSliderSweep with two values: b, a, b, ...).
void runSliderSteps(benchmark::State& state, const char* preset, const char* key, double a,
                    double b, const char* view,
                    std::initializer_list<std::pair<const char*, const char*>> setup = {}) {
    runSliderSweep(state, preset, key, a, b - a, 2, view, setup);
}

// GPT-3 175B (TP 8, PP 8, 1,024 A100): each of the five headline sliders on the Pipeline tab.
void BM_Gpt3PipelineParams(benchmark::State& state) {
    runSliderSweep(state, ":/presets/gpt3-175b-a100.json", "model.params", 150e9, 0.5e9, 100,
                   "pipeline");
}
BENCHMARK(BM_Gpt3PipelineParams)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_Gpt3PipelineCards(benchmark::State& state) {
    // Multiples of TP x PP = 64, 1,024 .. 2,048.
    runSliderSweep(state, ":/presets/gpt3-175b-a100.json", "cluster.cards", 1024, 64, 17,
                   "pipeline");
}
BENCHMARK(BM_Gpt3PipelineCards)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_Gpt3PipelineMfu(benchmark::State& state) {
    runSliderSweep(state, ":/presets/gpt3-175b-a100.json", "cluster.mfu", 0.25, 0.002, 150,
                   "pipeline");
}
BENCHMARK(BM_Gpt3PipelineMfu)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_Gpt3PipelineBandwidth(benchmark::State& state) {
    runSliderSweep(state, ":/presets/gpt3-175b-a100.json", "cluster.collective_gb_per_s", 1.6, 0.25,
                   150, "pipeline");
}
BENCHMARK(BM_Gpt3PipelineBandwidth)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_Gpt3PipelineCheckpoint(benchmark::State& state) {
    runSliderSweep(state, ":/presets/gpt3-175b-a100.json", "checkpoint.write_gb_per_s", 1, 0.25,
                   150, "pipeline");
}
BENCHMARK(BM_Gpt3PipelineCheckpoint)->Unit(benchmark::kMillisecond)->Iterations(200);

// The Buckets tab at its extremes: 1,024 idle windows (the book's 2 ms every 7 ms) and 1,024
// sub-buckets while the bucket size moves. Drawn as Qt Charts area series these 1,024 disjoint
// rectangles took seconds per repaint; painted (RectLayer) and merged below a pixel they do not.
void BM_SliderToRepaintBuckets1024Windows(benchmark::State& state) {
    runSliderSweep(state, ":/presets/book-design-48.json", "collectives.bucket_mib", 64, 0.5, 150,
                   "buckets",
                   {{"collectives.idle_windows", "1024"}, {"collectives.sub_buckets", "1024"}});
}
BENCHMARK(BM_SliderToRepaintBuckets1024Windows)->Unit(benchmark::kMillisecond)->Iterations(200);

// The same on the plan's timeline: 1,024 back-to-back windows of one layer's backward.
void BM_SliderToRepaintBuckets1024WindowsPlan(benchmark::State& state) {
    runSliderSweep(state, ":/presets/gpt3-175b-a100.json", "cluster.collective_gb_per_s", 1.6, 0.25,
                   150, "buckets",
                   {{"collectives.idle_windows", "1024"}, {"collectives.sub_buckets", "1024"}});
}
BENCHMARK(BM_SliderToRepaintBuckets1024WindowsPlan)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintMemoryTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "cluster.cards", 48, 49, "memory");
}
BENCHMARK(BM_SliderToRepaintMemoryTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintCheckpointTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "checkpoint.write_gb_per_s", 7, 7.5,
                   "checkpoint");
}
BENCHMARK(BM_SliderToRepaintCheckpointTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintPlanTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "cluster.mfu", 0.4, 0.41, "plan");
}
BENCHMARK(BM_SliderToRepaintPlanTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintPipelineTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "pipeline.forward_ms", 10, 11,
                   "pipeline");
}
BENCHMARK(BM_SliderToRepaintPipelineTab)->Unit(benchmark::kMillisecond)->Iterations(200);

// 64 stages x 512 micro-batches: a pipeline slider re-simulates all six schedules.
void BM_SliderToRepaintPipeline64x512(benchmark::State& state) {
    runSliderSteps(state, ":/presets/pipeline-64x512.json", "pipeline.forward_ms", 10, 11,
                   "pipeline");
}
BENCHMARK(BM_SliderToRepaintPipeline64x512)->Unit(benchmark::kMillisecond)->Iterations(10);

// The same deep pipeline while the user drags a non-pipeline slider (the pipeline is reused).
void BM_SliderToRepaintPipeline64x512Cards(benchmark::State& state) {
    runSliderSteps(state, ":/presets/pipeline-64x512.json", "cluster.cards", 48, 49, "pipeline");
}
BENCHMARK(BM_SliderToRepaintPipeline64x512Cards)->Unit(benchmark::kMillisecond)->Iterations(50);
void BM_SliderToRepaintActivationsTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/moe-capacity-qwen3-235b.json", "activations.value_bytes", 2,
                   2.5, "activations");
}
BENCHMARK(BM_SliderToRepaintActivationsTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintMoeTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/moe-capacity-qwen3-235b.json", "moe.capacity_factor", 1.25,
                   1.3, "moe");
}
BENCHMARK(BM_SliderToRepaintMoeTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintBucketsTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "collectives.bucket_mib", 72, 80,
                   "buckets");
}
BENCHMARK(BM_SliderToRepaintBucketsTab)->Unit(benchmark::kMillisecond)->Iterations(200);

// Every bucket key at the end of its slider: the most windows, members and sub-buckets.
void BM_SliderToRepaintBucketsTabExtreme(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "collectives.bucket_mib", 4000, 4096,
                   "buckets",
                   {{"collectives.source", "example"},
                    {"collectives.members", "1024"},
                    {"collectives.sub_buckets", "16"},
                    {"collectives.idle_windows", "16"},
                    {"collectives.window_gap_ms", "50"}});
}
BENCHMARK(BM_SliderToRepaintBucketsTabExtreme)->Unit(benchmark::kMillisecond)->Iterations(50);

// The MFU waterfall, typed efficiency (peak to the typed MFU) and predicted (every loss from the
// per-operation model).
void BM_SliderToRepaintWaterfallTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "cluster.mfu", 0.4, 0.41, "waterfall");
}
BENCHMARK(BM_SliderToRepaintWaterfallTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintWaterfallTabPredicted(benchmark::State& state) {
    runSliderSteps(state, ":/presets/llama3-405b-h100.json", "cluster.scale_up_gb_per_s", 450, 460,
                   "waterfall", {{"cluster.efficiency_source", "predicted"}});
}
BENCHMARK(BM_SliderToRepaintWaterfallTabPredicted)->Unit(benchmark::kMillisecond)->Iterations(200);

// The remaining tabs, so every tab has a row.
void BM_SliderToRepaintAmdahlTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "cluster.cards", 48, 49, "amdahl");
}
BENCHMARK(BM_SliderToRepaintAmdahlTab)->Unit(benchmark::kMillisecond)->Iterations(200);

// The async checkpoint timeline: one label per capture and upload on each repaint.
void BM_SliderToRepaintAsyncTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/async-checkpoint.json", "checkpoint.write_gb_per_s", 7, 7.5,
                   "async");
}
BENCHMARK(BM_SliderToRepaintAsyncTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintStragglersTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/straggler.json", "straggler.sigma_fraction", 0.05, 0.06,
                   "stragglers");
}
BENCHMARK(BM_SliderToRepaintStragglersTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintOffloadTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/rtx4090-zero3-8.json", "cluster.host_link_gb_per_s", 32, 33,
                   "offload");
}
BENCHMARK(BM_SliderToRepaintOffloadTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintRlTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/rl-pipeline.json", "rl.keep_fraction", 0.5, 0.55, "rl");
}
BENCHMARK(BM_SliderToRepaintRlTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintScalingTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "cluster.cards", 48, 49, "scaling");
}
BENCHMARK(BM_SliderToRepaintScalingTab)->Unit(benchmark::kMillisecond)->Iterations(200);

// The Search tab: the slider moves the star and the headline at once. While the drag goes on
// (a step every few ms) the 30 ms debounce holds the new search back, as in the app; the new
// front follows once the drag pauses (bench_search's BM_SearchTabGpt3_MfuSlider times it).
void BM_SliderToRepaintSearchTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/gpt3-175b-a100.json", "cluster.mfu", 0.449, 0.45, "search");
}
BENCHMARK(BM_SliderToRepaintSearchTab)->Unit(benchmark::kMillisecond)->Iterations(200);

// A pipeline slider drag on a deep pipeline as the app lives it: the step goes to the worker and
// the event loop keeps spinning until its results are shown. `step` = edit to repainted results;
// `block` = the longest single event-loop pass meanwhile (taking the results, refilling the
// Gantt, painting), i.e. the longest the window could not answer.
void runDeepPipelineDrag(benchmark::State& state, const char* key, double a, double b) {
    Controller controller;
    MainWindow window(&controller);
    QString error;
    if (!window.openPreset(QStringLiteral(":/presets/pipeline-64x512.json"), &error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    controller.setNumber(QStringLiteral("pipeline.microbatches"), 1024);  // the slider's end
    controller.flush();
    window.resize(1600, 1000);
    window.showView(QStringLiteral("pipeline"));
    window.show();
    QApplication::processEvents();
    std::vector<double> steps;
    std::vector<double> blocks;
    std::vector<double> block_cpu;
    std::vector<double> take_cpu;
    std::vector<double> paint_cpu;
    bool flip = false;
    for (auto _ : state) {
        QElapsedTimer step;
        step.start();
        const int before = controller.recomputeCount();
        controller.setNumber(QString::fromLatin1(key), flip ? a : b);
        flip = !flip;
        double worst = 0;
        double worst_cpu = 0;
        while (controller.recomputeCount() == before || controller.busy()) {
            QElapsedTimer pass;
            pass.start();
            const double cpu0 = threadCpuMs();
            const int seen = controller.recomputeCount();
            QApplication::processEvents();
            const double cpu1 = threadCpuMs();
            if (controller.recomputeCount() != before) {
                window.repaint();
            }
            const double cpu2 = threadCpuMs();
            if (controller.recomputeCount() != seen) {  // this pass took the results
                take_cpu.push_back(cpu1 - cpu0);
                paint_cpu.push_back(cpu2 - cpu1);
            }
            worst = std::max(worst, static_cast<double>(pass.nsecsElapsed()) / 1e6);
            worst_cpu = std::max(worst_cpu, cpu2 - cpu0);
            QThread::usleep(200);  // an idle event loop: the worker has the core
        }
        steps.push_back(static_cast<double>(step.nsecsElapsed()) / 1e6);
        blocks.push_back(worst);
        block_cpu.push_back(worst_cpu);
    }
    reportPercentiles(state, steps, "step_");
    reportPercentiles(state, blocks, "block_");
    // The same pass in CPU time of the GUI thread (what the window itself spent, whatever the
    // machine's load), split into taking the results (refilling the views) and painting.
    reportPercentiles(state, block_cpu, "block_cpu_");
    reportPercentiles(state, take_cpu, "take_cpu_");
    reportPercentiles(state, paint_cpu, "paint_cpu_");
}

// 64 x 1024, a pipeline key: all six schedules re-simulated on the worker.
void BM_DeepPipelineDrag64x1024(benchmark::State& state) {
    runDeepPipelineDrag(state, "pipeline.forward_ms", 10, 11);
}
BENCHMARK(BM_DeepPipelineDrag64x1024)->Unit(benchmark::kMillisecond)->Iterations(20);

// 64 x 1024, a non-pipeline key: the worker's memo answers; the timeline is only copied.
void BM_DeepPipelineDrag64x1024Cards(benchmark::State& state) {
    runDeepPipelineDrag(state, "cluster.cards", 48, 49);
}
BENCHMARK(BM_DeepPipelineDrag64x1024Cards)->Unit(benchmark::kMillisecond)->Iterations(20);

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::setlocale(LC_NUMERIC, "C");  // as the app does
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
