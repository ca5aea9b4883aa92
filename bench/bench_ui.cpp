// Slider step -> model -> every visible view repainted, offscreen (issue 4). One iteration moves
// the card count (as a slider drag does), lets the controller recompute, refills every view and
// forces a synchronous repaint of the whole window. Reports the median and p95 per step.
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <clocale>
#include <vector>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "model/scenario_json.h"

namespace {

using namespace stepbudget;

void runSliderSteps(benchmark::State& state, const char* preset, const char* key, double a, double b,
                    int tab) {
    Controller controller;
    MainWindow window(&controller);
    QString error;
    if (!window.openPreset(QString::fromLatin1(preset), &error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    controller.flush();
    window.resize(1600, 1000);
    window.setCurrentTab(tab);
    window.show();
    QApplication::processEvents();
    std::vector<double> samples;
    bool flip = false;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        controller.setNumber(QString::fromLatin1(key), flip ? a : b);
        flip = !flip;
        controller.flush();
        window.repaint();  // synchronous paint of the window and every visible child
        samples.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(samples.begin(), samples.end());
    if (!samples.empty()) {
        state.counters["median_ms"] = samples[samples.size() / 2];
        state.counters["p95_ms"] = samples[std::min(samples.size() - 1, samples.size() * 95 / 100)];
    }
}

void BM_SliderToRepaintMemoryTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "cluster.cards", 48, 49, 0);
}
BENCHMARK(BM_SliderToRepaintMemoryTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintCheckpointTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "checkpoint.write_gb_per_s", 7, 7.5, 1);
}
BENCHMARK(BM_SliderToRepaintCheckpointTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintPlanTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "cluster.mfu", 0.4, 0.41, 3);
}
BENCHMARK(BM_SliderToRepaintPlanTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintPipelineTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "pipeline.forward_ms", 10, 11, 1);
}
BENCHMARK(BM_SliderToRepaintPipelineTab)->Unit(benchmark::kMillisecond)->Iterations(200);

// 64 stages x 512 micro-batches: a pipeline slider re-simulates all six schedules.
void BM_SliderToRepaintPipeline64x512(benchmark::State& state) {
    runSliderSteps(state, ":/presets/pipeline-64x512.json", "pipeline.forward_ms", 10, 11, 1);
}
BENCHMARK(BM_SliderToRepaintPipeline64x512)->Unit(benchmark::kMillisecond)->Iterations(10);

// The same deep pipeline while the user drags a non-pipeline slider (the pipeline is reused).
void BM_SliderToRepaintPipeline64x512Cards(benchmark::State& state) {
    runSliderSteps(state, ":/presets/pipeline-64x512.json", "cluster.cards", 48, 49, 1);
}
BENCHMARK(BM_SliderToRepaintPipeline64x512Cards)->Unit(benchmark::kMillisecond)->Iterations(50);
// Issue 6 tabs: Activations 7, Offload 8, MoE 9, RL 10, Buckets 11, Scaling 12.
void BM_SliderToRepaintActivationsTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/moe-capacity-qwen3-235b.json", "activations.value_bytes", 2,
                   2.5, 7);
}
BENCHMARK(BM_SliderToRepaintActivationsTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintMoeTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/moe-capacity-qwen3-235b.json", "moe.capacity_factor", 1.25,
                   1.3, 9);
}
BENCHMARK(BM_SliderToRepaintMoeTab)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_SliderToRepaintBucketsTab(benchmark::State& state) {
    runSliderSteps(state, ":/presets/book-design-48.json", "collectives.bucket_mib", 72, 80, 11);
}
BENCHMARK(BM_SliderToRepaintBucketsTab)->Unit(benchmark::kMillisecond)->Iterations(200);

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
