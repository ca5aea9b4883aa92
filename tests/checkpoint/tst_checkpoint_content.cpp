// What a checkpoint holds and how it is read back: worked-examples §8. Payload 14 B/param, the
// resumable-state checklist, the prefetch and packer traps, the TP resharding row map, and the
// input pipeline rates.
#include <QTest>
#include <set>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint.h"
#include "model/checkpoint/checkpoint_content.h"
#include "model/checkpoint/reshard.h"
#include "model/evaluate/param_registry.h"
#include "model/step/input_pipeline.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

// Every new rank's pieces must tile its global rows in order, each inside its old shard.
void checkTiling(const std::vector<ReshardTarget>& targets, std::int64_t rows,
                 std::int64_t from_tp) {
    std::int64_t next_global = 0;
    for (const ReshardTarget& t : targets) {
        QCOMPARE(t.global_row_begin, next_global);
        std::int64_t row = t.global_row_begin;
        for (const ReshardPiece& p : t.pieces) {
            const RowRange old = shardRows(rows, from_tp, p.old_rank);
            QCOMPARE(p.global_row_begin, row);
            QCOMPARE(old.begin + p.old_row_begin, p.global_row_begin);
            QVERIFY(p.rows > 0);
            QVERIFY(p.old_row_begin + p.rows <= old.rows);
            row += p.rows;
        }
        QCOMPARE(row, t.global_row_begin + t.rows);
        next_global = row;
    }
    QCOMPARE(next_global, rows);
}

}  // namespace

class TestCheckpointContent : public QObject {
    Q_OBJECT
private slots:
    void payload();
    void checklist();
    void prefetch_data();
    void prefetch();
    void packer_data();
    void packer();
    void bookReshard();
    void reshardRowMaps_data();
    void reshardRowMaps();
    void inputPipeline();
    void inputDemandFollowsThePlansStep_data();
    void inputDemandFollowsThePlansStep();
    void badInput_data();
    void badInput();
};

void TestCheckpointContent::payload() {
    const Results r = evaluatePreset("book-design-48.json");
    const CheckpointContentResults& c = r.checkpoint_content;
    SB_COMPARE_REL(c.payload_bytes_per_param, 14.0, 0);  // weights 2 + master 4 + Adam 8
    SB_COMPARE_REL(c.payload_bytes, 114670295040.0, 0);
    SB_COMPARE_PRINTED(c.payload_bytes / 1e9, 115, 0);
    // The same as the size the interval model saves (checkpoint.bytes_per_param = 14).
    SB_COMPARE_REL(c.payload_bytes, r.checkpoint->size_bytes, 0);
    // FP8-era precision changes move the payload with the state, not the key.
    Scenario s = preset("book-design-48.json");
    s.precision.master_bytes = 0;
    SB_COMPARE_REL(evaluate(s).checkpoint_content->payload_bytes_per_param, 10.0, 0);
}

void TestCheckpointContent::checklist() {
    const CheckpointContentResults c = evaluatePreset("book-design-48.json").checkpoint_content;
    std::set<std::string> ids;
    double tensors = 0;
    for (const CheckpointStateItem& item : c.items) {
        ids.insert(item.id);
        QVERIFY(!item.label.empty());
        QVERIFY(!item.why.empty());
        tensors += item.bytes_per_param;
    }
    // Book §5.1: weights, both moments, step, LR state, RNG state, next batch, packer remainder.
    for (const char* id : {"weights", "master_weights", "adam_m", "adam_v", "step", "lr_scheduler",
                           "rng", "data_position", "packer_remainder"}) {
        QVERIFY2(ids.count(id) == 1, id);
    }
    SB_COMPARE_REL(tensors, 14.0, 0);
    for (const CheckpointStateItem& item : c.items) {
        if (item.id == "adam_m" || item.id == "adam_v") {
            SB_COMPARE_REL(item.bytes, 4.0 * 8190735360.0, 0);
        }
        if (item.id == "data_position") {
            SB_COMPARE_REL(item.bytes, 384.0 * 8, 0);  // one int64 index per sequence
        }
        if (item.id == "packer_remainder") {
            SB_COMPARE_REL(item.bytes, 2000.0 * 8, 0);  // 2,000 int64 token ids
        }
    }
    QVERIFY(c.items_bytes > c.payload_bytes);  // the small items add a few kilobytes
    QVERIFY(c.items_bytes - c.payload_bytes < 1e5);
}

void TestCheckpointContent::prefetch_data() {
    QTest::addColumn<qint64>("trained");
    QTest::addColumn<qint64>("ahead");
    QTest::addColumn<qint64>("resume");
    QTest::addColumn<qint64>("naive");
    QTest::addColumn<qint64>("skipped");
    QTest::newRow("loader at 108, trained 100: resume at 101")
        << qint64(100) << qint64(8) << qint64(101) << qint64(109) << qint64(8);
    QTest::newRow("no prefetch: nothing skipped")
        << qint64(100) << qint64(0) << qint64(101) << qint64(101) << qint64(0);
    QTest::newRow("checkpoint before any batch")
        << qint64(0) << qint64(4) << qint64(1) << qint64(5) << qint64(4);
}

void TestCheckpointContent::prefetch() {
    QFETCH(qint64, trained);
    QFETCH(qint64, ahead);
    QFETCH(qint64, resume);
    QFETCH(qint64, naive);
    QFETCH(qint64, skipped);
    Scenario s = preset("book-design-48.json");
    s.input.trained_batches = trained;
    s.input.prefetch_batches = ahead;
    const Results r = evaluate(s);
    QCOMPARE(r.checkpoint_content->dispatched_batches, std::int64_t{trained + ahead});
    QCOMPARE(r.checkpoint_content->resume_batch, std::int64_t{resume});
    QCOMPARE(r.checkpoint_content->naive_resume_batch, std::int64_t{naive});
    QCOMPARE(r.checkpoint_content->skipped_batches, std::int64_t{skipped});
    SB_COMPARE_REL(r.derivation("checkpoint.resume.skipped_batches")->value,
                   static_cast<double>(skipped), 0);
}

void TestCheckpointContent::packer_data() {
    QTest::addColumn<qint64>("seq_len");
    QTest::addColumn<qint64>("remainder");
    QTest::addColumn<qint64>("fresh");
    QTest::newRow("2,000 leftover + 6,192 new = 8,192")
        << qint64(8192) << qint64(2000) << qint64(6192);
    QTest::newRow("empty packer") << qint64(8192) << qint64(0) << qint64(8192);
    QTest::newRow("one token short") << qint64(4096) << qint64(4095) << qint64(1);
}

void TestCheckpointContent::packer() {
    QFETCH(qint64, seq_len);
    QFETCH(qint64, remainder);
    QFETCH(qint64, fresh);
    Scenario s = preset("book-design-48.json");
    s.training.seq_len = seq_len;
    s.input.packer_remainder_tokens = remainder;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    QCOMPARE(r.checkpoint_content->packer_new_tokens, std::int64_t{fresh});
    QCOMPARE(
        r.checkpoint_content->packer_remainder_tokens + r.checkpoint_content->packer_new_tokens,
        std::int64_t{seq_len});
}

void TestCheckpointContent::bookReshard() {
    using units::kMiB;
    const ReshardResults r = evaluatePreset("book-design-48.json").reshard;
    QCOMPARE(r.rows, std::int64_t{12288});
    QCOMPARE(r.cols, std::int64_t{4096});
    SB_COMPARE_REL(r.matrix_bytes / kMiB, 96, 0);
    QCOMPARE(r.old_shards.size(), std::size_t{4});
    QCOMPARE(r.old_rows_per_shard, std::int64_t{3072});
    SB_COMPARE_REL(r.old_shard_bytes / kMiB, 24, 0);
    QCOMPARE(r.targets.size(), std::size_t{8});
    QCOMPARE(r.new_rows_per_shard, std::int64_t{1536});
    SB_COMPARE_REL(r.new_shard_bytes / kMiB, 12, 0);
    SB_COMPARE_REL(r.state_multiple, 1 + 2 + 2 + 2, 0);
    SB_COMPARE_REL(r.state_bytes / kMiB, 672, 0);
    // Target rank r reads old shard floor(r/2): even ranks its first half, odd its second.
    for (const ReshardTarget& t : r.targets) {
        QCOMPARE(t.pieces.size(), std::size_t{1});
        QCOMPARE(t.pieces[0].old_rank, t.new_rank / 2);
        QCOMPARE(t.pieces[0].old_row_begin, std::int64_t{t.new_rank % 2 == 0 ? 0 : 1536});
        QCOMPARE(t.pieces[0].rows, std::int64_t{1536});
        SB_COMPARE_REL(t.bytes / kMiB, 12, 0);
    }
    checkTiling(r.targets, r.rows, r.from_tp);
}

void TestCheckpointContent::reshardRowMaps_data() {
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<qint64>("max_pieces");
    QTest::newRow("TP8 -> TP4: each rank reads two old shards")
        << qint64(12288) << qint64(8) << qint64(4) << qint64(2);
    QTest::newRow("TP4 -> TP4: identity") << qint64(12288) << qint64(4) << qint64(4) << qint64(1);
    QTest::newRow("TP1 -> TP8") << qint64(12288) << qint64(1) << qint64(8) << qint64(1);
    QTest::newRow("TP3 -> TP4, 10 rows: uneven shards")
        << qint64(10) << qint64(3) << qint64(4) << qint64(2);
    QTest::newRow("TP5 -> TP7, 12288 rows") << qint64(12288) << qint64(5) << qint64(7) << qint64(2);
    QTest::newRow("TP7 -> TP3, 100 rows") << qint64(100) << qint64(7) << qint64(3) << qint64(3);
}

void TestCheckpointContent::reshardRowMaps() {
    QFETCH(qint64, rows);
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(qint64, max_pieces);
    const std::vector<ReshardTarget> map = reshardRowMap(rows, from, to);
    QCOMPARE(map.size(), static_cast<std::size_t>(to));
    checkTiling(map, rows, from);
    std::size_t most = 0;
    for (const ReshardTarget& t : map) {
        most = std::max(most, t.pieces.size());
    }
    QCOMPARE(most, static_cast<std::size_t>(max_pieces));
    if (rows == 10) {
        // Old [0,3) [3,6) [6,10); new [0,2) [2,5) [5,7) [7,10): rank 1 = old0[2,3) + old1[0,2).
        QCOMPARE(map[1].pieces.size(), std::size_t{2});
        QCOMPARE(map[1].pieces[0].old_rank, std::int64_t{0});
        QCOMPARE(map[1].pieces[0].old_row_begin, std::int64_t{2});
        QCOMPARE(map[1].pieces[1].old_rank, std::int64_t{1});
        QCOMPARE(map[1].pieces[1].rows, std::int64_t{2});
    }
}

// The cards consume one global batch per plan step less its input wait. It was compute +
// exposed communication, which leaves out a pipeline's bubble, recompute and TP collectives:
// GPT-3 (8 stages, full recompute) seemed to eat a batch every 18.8 s instead of 30.7 s.
void TestCheckpointContent::inputDemandFollowsThePlansStep_data() {
    addPlanStepPresetRows();
}

void TestCheckpointContent::inputDemandFollowsThePlansStep() {
    QFETCH(QString, file);
    const Results r = evaluatePreset(file.toStdString());
    QVERIFY(r.ok());
    SB_COMPARE_REL(r.input.step_without_input_s, r.plan.step_time_s - r.plan.input_wait_s, 1e-12);
    SB_COMPARE_REL(r.input.demand_seq_per_s,
                   static_cast<double>(preset(file.toStdString()).training.global_batch) /
                       r.input.step_without_input_s,
                   1e-12);
}

void TestCheckpointContent::inputPipeline() {
    const Results r = evaluatePreset("book-design-48.json");
    const InputPipelineResults& in = r.input;
    SB_COMPARE_PRINTED(in.required_tokens_per_s / 100, 463, 0);  // ≈46,300 tokens/s
    SB_COMPARE_PRINTED(in.required_seq_per_s, 5.65, 2);
    SB_COMPARE_PRINTED(in.token_id_bytes_per_s / 1e6, 0.37, 2);
    SB_COMPARE_PRINTED(in.step_without_input_s, 52.3, 1);
    SB_COMPARE_PRINTED(in.demand_seq_per_s, 7.3, 1);  // 384 / 52.3
    SB_COMPARE_REL(in.supply_seq_per_s, 8, 0);        // 4 workers x 2 seq/s
    QVERIFY(in.keeps_up);
    QCOMPARE(in.workers_needed, std::int64_t{4});
    QCOMPARE(in.workers_for_deadline, std::int64_t{3});  // 3 x 2 = 6 > 5.65 but < 7.3
    Scenario s = preset("book-design-48.json");
    s.input.workers = 3;
    const InputPipelineResults three = evaluate(s).input;
    SB_COMPARE_REL(three.supply_seq_per_s, 6, 0);
    QVERIFY(!three.keeps_up);
    s.input.workers = 0;
    QVERIFY(!evaluate(s).input.keeps_up);
}

void TestCheckpointContent::badInput_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("packer remainder a whole sequence")
        << "input.packer_remainder_tokens" << 8192.0 << "training.seq_len (8192)";
    QTest::newRow("reshard to more ranks than rows") << "checkpoint.reshard_to_tp" << 1024.0 << "";
    QTest::newRow("reshard from TP 0") << "checkpoint.reshard_from_tp" << 0.0 << "[1, 1024]";
    QTest::newRow("zero-rate workers") << "input.worker_seq_per_s" << 0.0 << "(0, 1000000]";
    QTest::newRow("negative prefetch") << "input.prefetch_batches" << -8.0 << "[0, 1000000]";
}

void TestCheckpointContent::badInput() {
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, fragment);
    Scenario s = preset("book-design-48.json");
    if (key == "checkpoint.reshard_to_tp") {
        s.model.intermediate = 512;  // fewer rows than ranks
    }
    findParam(key.toStdString())->set_number(s, value);
    SB_VERIFY_FIRST_ISSUE(evaluate(s), key, fragment);
}

QTEST_APPLESS_MAIN(TestCheckpointContent)
#include "tst_checkpoint_content.moc"
