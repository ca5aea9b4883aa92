// Async checkpoint commit timeline: worked-examples §9. Commit times, the recovery point and the
// redone work for the 7 GB/s and 20 GB/s storage tiers; the cadence check; failures before any
// commit; the full-buffer policy (training waits for a slot); bad inputs.
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/checkpoint/async_checkpoint.h"
#include "model/checkpoint/checkpoint.h"
#include "model/evaluate/param_registry.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

AsyncCheckpointResults bookCase(double gb_per_s, double failure_at_s) {
    Scenario s = preset("async-checkpoint.json");
    s.checkpoint->write_gb_per_s = gb_per_s;
    s.checkpoint->failure_at_s = failure_at_s;
    const Results r = evaluate(s);
    if (!r.ok()) {
        qWarning("%s", formatIssues(r.issues).c_str());
    }
    return r.async_checkpoint;
}

AsyncCheckpointInput input(double every_s, std::int64_t slot_count, std::int64_t captures,
                           double gb_per_s = 7, double pause_s = 0.5) {
    AsyncCheckpointInput in;
    in.snapshot_bytes = 112e9;
    in.write_bytes_per_s = gb_per_s * 1e9;
    in.capture_every_s = every_s;
    in.staging_pause_s = pause_s;
    in.buffer_slots = slot_count;
    in.captures = captures;
    in.failure_at_s = 1e6;
    return in;
}

}  // namespace

class TestAsyncCheckpoint : public QObject {
    Q_OBJECT
private slots:
    void bookTimeline_data();
    void bookTimeline();
    void cadence_data();
    void cadence();
    void failureTiming_data();
    void failureTiming();
    void fullBufferWaits_data();
    void fullBufferWaits();
    void stagingSlowerThanCadence();
    void defaultSnapshotIsTheCheckpoint();
    void badInput_data();
    void badInput();
};

void TestAsyncCheckpoint::bookTimeline_data() {
    QTest::addColumn<double>("gb_per_s");
    QTest::addColumn<double>("upload");
    QTest::addColumn<double>("commit1");
    QTest::addColumn<double>("commit2");
    QTest::addColumn<double>("recovered");
    QTest::addColumn<double>("redo");
    QTest::newRow("7 GB/s failure at 50 s") << 7.0 << 16.0 << 36.5 << 56.5 << 20.0 << 30.0;
    QTest::newRow("20 GB/s failure at 50 s") << 20.0 << 5.6 << 26.1 << 46.1 << 40.0 << 10.0;
}

void TestAsyncCheckpoint::bookTimeline() {
    QFETCH(double, gb_per_s);
    QFETCH(double, upload);
    QFETCH(double, commit1);
    QFETCH(double, commit2);
    QFETCH(double, recovered);
    QFETCH(double, redo);
    const AsyncCheckpointResults a = bookCase(gb_per_s, 50);
    QCOMPARE(a.snapshots.size(), std::size_t{2});
    SB_COMPARE_PRINTED(a.upload_s, upload, 1);
    SB_COMPARE_PRINTED(a.snapshots[0].capture_s, 20, 6);
    SB_COMPARE_PRINTED(a.snapshots[1].capture_s, 40, 6);
    SB_COMPARE_PRINTED(a.snapshots[0].staging_end_s, 20.5, 6);
    SB_COMPARE_PRINTED(a.snapshots[0].commit_s, commit1, 1);
    SB_COMPARE_PRINTED(a.snapshots[1].commit_s, commit2, 1);
    QVERIFY(a.has_recovery_point);
    SB_COMPARE_PRINTED(a.recovery_point_s, recovered, 6);
    SB_COMPARE_PRINTED(a.redo_s, redo, 6);
    // The foreground pause is the same 2 x 0.5 = 1 s for both tiers: the difference in redo
    // is entirely when the background write finishes.
    SB_COMPARE_PRINTED(a.foreground_pause_s, 1.0, 6);
    SB_COMPARE_PRINTED(a.stall_s, 0.0, 6);
    SB_COMPARE_PRINTED(a.sync_foreground_pause_s, 2 * upload, 6);
    QCOMPARE(a.in_flight_at_failure, std::int64_t{gb_per_s == 7 ? 1 : 0});
}

void TestAsyncCheckpoint::cadence_data() {
    QTest::addColumn<double>("every_s");
    QTest::addColumn<double>("demand_gb_per_s");
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<bool>("sustainable");
    QTest::newRow("every 10 s: 11.2 GB/s > 7, queue grows") << 10.0 << 11.2 << 1.6 << false;
    QTest::newRow("every 20 s: 5.6 GB/s, utilisation 4/5") << 20.0 << 5.6 << 0.8 << true;
}

void TestAsyncCheckpoint::cadence() {
    QFETCH(double, every_s);
    QFETCH(double, demand_gb_per_s);
    QFETCH(double, utilisation);
    QFETCH(bool, sustainable);
    Scenario s = preset("async-checkpoint.json");
    s.checkpoint->capture_every_s = every_s;
    const AsyncCheckpointResults a = evaluate(s).async_checkpoint;
    SB_COMPARE_PRINTED(a.demand_bytes_per_s / 1e9, demand_gb_per_s, 1);
    SB_COMPARE_REL(a.utilisation, utilisation, 1e-12);
    QCOMPARE(a.cadence_sustainable, sustainable);
    SB_COMPARE_PRINTED(a.queue_growth_bytes_per_s / 1e9, sustainable ? 0.0 : 4.2, 6);
}

void TestAsyncCheckpoint::failureTiming_data() {
    QTest::addColumn<double>("failure");
    QTest::addColumn<bool>("recoverable");
    QTest::addColumn<double>("recovered");
    QTest::addColumn<double>("redo");
    QTest::addColumn<qint64>("in_flight");
    QTest::newRow("failure before the first capture") << 10.0 << false << 0.0 << 10.0 << qint64(0);
    QTest::newRow("failure a millisecond in") << 0.001 << false << 0.0 << 0.001 << qint64(0);
    // 0 places the failure 2.5 capture intervals in: the book's 50 s at its 20 s cadence.
    QTest::newRow("failure 0: 2.5 captures in") << 0.0 << true << 20.0 << 30.0 << qint64(1);
    QTest::newRow("failure before the first commit") << 30.0 << false << 0.0 << 30.0 << qint64(1);
    QTest::newRow("failure exactly at the first commit")
        << 36.5 << true << 20.0 << 16.5 << qint64(0);
    QTest::newRow("failure after both commits") << 60.0 << true << 40.0 << 20.0 << qint64(0);
}

void TestAsyncCheckpoint::failureTiming() {
    QFETCH(double, failure);
    QFETCH(bool, recoverable);
    QFETCH(double, recovered);
    QFETCH(double, redo);
    QFETCH(qint64, in_flight);
    Scenario s = preset("async-checkpoint.json");
    s.checkpoint->failure_at_s = failure;
    const Results r = evaluate(s);
    const AsyncCheckpointResults& a = r.async_checkpoint;
    QCOMPARE(a.has_recovery_point, recoverable);
    QCOMPARE(a.recovery_snapshot, std::int64_t{recoverable ? (recovered == 20 ? 1 : 2) : 0});
    SB_COMPARE_PRINTED(a.recovery_point_s, recovered, 6);
    SB_COMPARE_PRINTED(a.redo_s, redo, 6);
    QCOMPARE(a.in_flight_at_failure, std::int64_t{in_flight});
    QVERIFY(std::isfinite(a.redo_s));
    const Derivation* d = r.derivation("checkpoint.async.redo_s");
    QVERIFY(d != nullptr);
    QCOMPARE(
        d->substituted.find("no durable checkpoint yet: redo from the start") != std::string::npos,
        !recoverable);
}

void TestAsyncCheckpoint::fullBufferWaits_data() {
    // Capture every 10 s at 7 GB/s (16 s uploads). Hand-computed timelines:
    // 1 slot:  #1 10 -> 10.5 -> 26.5; #2 waits to 26.5 -> 27 -> 43; #3 waits to 43 -> 43.5 -> 59.5.
    // 2 slots: #1 10 -> 10.5 -> 26.5; #2 20 -> 20.5, queued -> 42.5; #3 30 -> 30.5, queued -> 58.5;
    //          #4 due at 40 waits for #2's slot (42.5) -> 43 -> 74.5.
    QTest::addColumn<qint64>("slot_count");
    QTest::addColumn<QList<double>>("captures");
    QTest::addColumn<QList<double>>("commits");
    QTest::addColumn<double>("pause");
    QTest::newRow("1 slot: every capture waits")
        << qint64(1) << QList<double>{10, 26.5, 43} << QList<double>{26.5, 43, 59.5} << 21.0;
    QTest::newRow("2 slots: the 4th capture waits") << qint64(2) << QList<double>{10, 20, 30, 42.5}
                                                    << QList<double>{26.5, 42.5, 58.5, 74.5} << 4.5;
}

void TestAsyncCheckpoint::fullBufferWaits() {
    QFETCH(qint64, slot_count);
    QFETCH(QList<double>, captures);
    QFETCH(QList<double>, commits);
    QFETCH(double, pause);
    const AsyncCheckpointResults a =
        simulateAsyncCheckpoint(input(10, slot_count, static_cast<std::int64_t>(captures.size())));
    QCOMPARE(a.snapshots.size(), static_cast<std::size_t>(captures.size()));
    for (int i = 0; i < captures.size(); ++i) {
        const SnapshotTimeline& s = a.snapshots[static_cast<std::size_t>(i)];
        SB_COMPARE_PRINTED(s.capture_s, captures[i], 6);
        SB_COMPARE_PRINTED(s.commit_s, commits[i], 6);
        SB_COMPARE_PRINTED(s.stall_s, captures[i] - s.scheduled_s, 6);
        QVERIFY(s.upload_start_s >= s.staging_end_s);
    }
    SB_COMPARE_PRINTED(a.foreground_pause_s, pause, 6);
    QVERIFY(!a.cadence_sustainable);
}

void TestAsyncCheckpoint::stagingSlowerThanCadence() {
    // A 15 s staging copy every 10 s: the one staging path is the bottleneck, captures queue.
    const AsyncCheckpointResults a = simulateAsyncCheckpoint(input(10, 8, 3, 1000, 15));
    SB_COMPARE_PRINTED(a.snapshots[1].capture_s, 25, 6);
    SB_COMPARE_PRINTED(a.snapshots[2].capture_s, 40, 6);
    SB_COMPARE_PRINTED(a.foreground_pause_s, 3 * 15 + 5 + 10, 6);
}

void TestAsyncCheckpoint::defaultSnapshotIsTheCheckpoint() {
    const Results r = evaluatePreset("book-design-48.json");
    SB_COMPARE_REL(r.async_checkpoint->snapshot_bytes, 114670295040.0, 1e-15);
    SB_COMPARE_PRINTED(r.async_checkpoint->upload_s, 16.381, 3);
    SB_COMPARE_PRINTED(r.async_checkpoint->snapshots[0].commit_s, 20.5 + 16.381, 3);
}

void TestAsyncCheckpoint::badInput_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("zero bandwidth") << "checkpoint.write_gb_per_s" << 0.0 << "(0, 1000000]";
    QTest::newRow("capture every -1 s") << "checkpoint.capture_every_s" << -1.0 << "[0, 100000000]";
    QTest::newRow("no buffer slot") << "checkpoint.buffer_slots" << 0.0 << "[1, 64]";
    QTest::newRow("no capture") << "checkpoint.async_captures" << 0.0 << "[1, 10000]";
    QTest::newRow("failure before time 0")
        << "checkpoint.failure_at_s" << -1.0 << "[0, 1000000000]";
    QTest::newRow("negative staging pause")
        << "checkpoint.staging_pause_s" << -0.5 << "[0, 1000000]";
    QTest::newRow("negative snapshot") << "checkpoint.snapshot_gb" << -112.0 << "[0, 1000000000]";
}

void TestAsyncCheckpoint::badInput() {
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, fragment);
    Scenario s = preset("async-checkpoint.json");
    findParam(key.toStdString())->set_number(s, value);
    const Results r = evaluate(s);
    SB_VERIFY_FIRST_ISSUE(r, key, fragment);
    QVERIFY(r.async_checkpoint->snapshots.empty());  // nothing computed for an invalid scenario
}

QTEST_APPLESS_MAIN(TestAsyncCheckpoint)
#include "tst_async_checkpoint.moc"
