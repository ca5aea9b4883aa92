// A battery of bad presets, generated here from the shipped design case and the registry (not
// committed as files), one per row across every class of damage a mailed file can carry:
// nesting, duplicate keys, syntax, wrong types, ranges, unknown and look-alike keys, text limits,
// sizes, file kinds, cross-key rules and --set text. Each runs through the real CLI and must exit
// 2 within 2 s with a message naming its key path or its file-level reason, echo no long
// untrusted value, and stay short.
#include <sys/stat.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "presets.h"

using nlohmann::ordered_json;
using namespace stepbudget;

namespace {

// A run of this marker inside a value must never reach a message (values are quoted at most
// 24 characters).
const std::string kCanary = std::string(40, 'Z');

enum class Kind { Bytes, Fifo, Folder, Device, Missing, DanglingLink };

struct BadCase {
    QByteArray bytes;  // the file (Kind::Bytes)
    Kind kind = Kind::Bytes;
    QStringList args;  // extra CLI arguments (--set ...)
    QString expect;    // the key path or file-level reason the message must contain
};

ordered_json designCase() {
    QFile f(QString::fromStdString(test::presetPath("book-design-48.json")));
    f.open(QIODevice::ReadOnly);
    return ordered_json::parse(f.readAll().toStdString());
}

QByteArray dump(const ordered_json& j) {
    return QByteArray::fromStdString(j.dump(2));
}

// Registry keys spread over the sections: every `step`-th one.
std::vector<const ParamSpec*> sampleKeys(std::size_t step,
                                         bool (*want)(const ParamSpec&) = nullptr) {
    std::vector<const ParamSpec*> out;
    std::size_t i = 0;
    for (const ParamSpec& spec : paramSpecs()) {
        if ((want == nullptr || want(spec)) && i++ % step == 0) {
            out.push_back(&spec);
        }
    }
    return out;
}

QString nested(const char* open, const char* close, int depth) {
    QString s;
    s.reserve(depth * 8);
    for (int i = 0; i < depth; ++i) {
        s += QLatin1String(open);
    }
    s += QStringLiteral("1");
    for (int i = 0; i < depth; ++i) {
        s += QLatin1String(close);
    }
    return s;
}

// The design case with `path`'s value replaced by raw JSON text.
QByteArray withRaw(const std::string& path, const QString& raw) {
    ordered_json j = designCase();
    const std::string marker = "@@RAW@@";
    if (path.find('.') == std::string::npos) {
        j[path] = marker;
    } else {
        j[path.substr(0, path.find('.'))][path.substr(path.find('.') + 1)] = marker;
    }
    QByteArray text = dump(j);
    return text.replace(QByteArray("\"" + QByteArray::fromStdString(marker) + "\""), raw.toUtf8());
}

void addRow(const QString& name, const BadCase& c) {
    QTest::newRow(qPrintable(name)) << c.bytes << static_cast<int>(c.kind) << c.args << c.expect;
}

}  // namespace

class TestBadPresets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rejected_data();
    void rejected();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    int m_rows = 0;
    qint64 m_slowest_ms = 0;
};

void TestBadPresets::initTestCase() {
    QVERIFY(m_dir.isValid());
}

void TestBadPresets::rejected_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expect");
    const ordered_json base = designCase();
    const QByteArray base_text = dump(base);

    // 1. Nesting beyond the cap, under top-level and section keys, as arrays and objects, up
    //    to the 80,000 levels that once overflowed the stack.
    for (const char* path :
         {"schema", "name", "cluster", "cluster.cards", "model.heads", "pipeline.schedule"}) {
        for (int depth : {17, 200, 80000}) {
            addRow(QStringLiteral("nesting/%1/array-%2").arg(path).arg(depth),
                   {withRaw(path, nested("[", "]", depth)),
                    Kind::Bytes,
                    {},
                    QStringLiteral("%1: is nested deeper than 16 levels").arg(path)});
            addRow(QStringLiteral("nesting/%1/object-%2").arg(path).arg(depth),
                   {withRaw(path, nested("{\"k\":", "}", depth)),
                    Kind::Bytes,
                    {},
                    QStringLiteral("nested deeper than 16 levels")});
        }
    }
    // 2. Duplicate keys: a section repeated at the end (the trailing "cluster" that turned the
    //    H100 preset into RTX 4090 defaults), and a key repeated inside its section.
    for (auto it = base.begin(); it != base.end(); ++it) {
        QByteArray text = base_text;
        text.chop(2);  // "\n}"
        text += ",\n  \"" + QByteArray::fromStdString(it.key()) +
                "\": " + QByteArray::fromStdString(it.value().dump()) + "\n}";
        addRow(
            QStringLiteral("duplicate/section-%1").arg(QString::fromStdString(it.key())),
            {text,
             Kind::Bytes,
             {},
             QStringLiteral("%1: appears twice, on lines").arg(QString::fromStdString(it.key()))});
    }
    for (const ParamSpec* spec : sampleKeys(5)) {
        ordered_json j = base;
        const std::string marker = "@@DUP@@";
        // The key once with its own value (or a placeholder when the preset leaves it out), then
        // again: the value does not matter, the second occurrence does.
        if (!j[spec->section()].contains(spec->key())) {
            j[spec->section()][spec->key()] = 1;
        }
        const std::string value = j[spec->section()][spec->key()].dump();
        j[spec->section()][marker] = 0;
        QByteArray text = dump(j);
        text.replace(QByteArray("\"" + QByteArray::fromStdString(marker) + "\": 0"),
                     QByteArray::fromStdString("\"" + spec->key() + "\": " + value));
        addRow(QStringLiteral("duplicate/key-%1").arg(QString::fromStdString(spec->path)),
               {text,
                Kind::Bytes,
                {},
                QStringLiteral("%1: appears twice").arg(QString::fromStdString(spec->path))});
    }
    // 3. Syntax: the file cut short at 24 places, and 14 typical hand-edit slips.
    for (int i = 1; i <= 24; ++i) {
        const int cut = static_cast<int>(static_cast<qint64>(base_text.size()) * i / 25);
        addRow(QStringLiteral("syntax/truncated-at-%1").arg(cut),
               {base_text.left(cut), Kind::Bytes, {}, QStringLiteral("malformed JSON at line")});
    }
    const auto edited = [&](const char* from, const char* to) {
        return QByteArray(base_text).replace(from, to);
    };
    const std::pair<const char*, QByteArray> slips[] = {
        {"missing-colon", edited("\"cards\": 48", "\"cards\" 48")},
        {"missing-comma", edited("\"cards\": 48,", "\"cards\": 48")},
        {"trailing-comma", edited("\"mfu\": 0.4,", "\"mfu\": 0.4,,")},
        {"single-quotes", edited("\"RTX 4090\"", "'RTX 4090'")},
        {"nan-literal", edited("\"mfu\": 0.4", "\"mfu\": NaN")},
        {"infinity-literal", edited("\"mfu\": 0.4", "\"mfu\": Infinity")},
        {"hex-number", edited("\"cards\": 48", "\"cards\": 0x30")},
        {"leading-zero", edited("\"cards\": 48", "\"cards\": 048")},
        {"comment", edited("\"cards\": 48,", "\"cards\": 48, // cards")},
        {"tab-in-string", edited("RTX 4090", "RTX\t4090")},
        {"bad-escape", edited("RTX 4090", "RTX \\q4090")},
        {"invalid-utf8", edited("RTX 4090", "RTX \xff\xfe 4090")},
        {"two-documents", base_text + "\n" + base_text},
        {"unclosed-string", edited("\"RTX 4090\"", "\"RTX 4090")},
    };
    for (const auto& [name, text] : slips) {
        addRow(QStringLiteral("syntax/%1").arg(name),
               {text, Kind::Bytes, {}, QStringLiteral("malformed JSON at line")});
    }
    // 4. Wrong types: every third key given a value of another type, cycling through them.
    const char* wrong[] = {"\"text\"", "[1, 2]", "{\"a\": 1}", "null", "true", "12"};
    int w = 0;
    for (const ParamSpec* spec : sampleKeys(3)) {
        QString raw = QString::fromLatin1(wrong[w++ % 6]);
        if ((spec->isNumeric() && spec->type != ParamType::Boolean && raw == "12") ||
            (spec->type == ParamType::Boolean && raw == "true") ||
            (!spec->isNumeric() && raw == "\"text\"")) {
            raw = QStringLiteral("[\"%1\"]").arg(QString::fromStdString(kCanary));
        }
        addRow(QStringLiteral("type/%1").arg(QString::fromStdString(spec->path)),
               {withRaw(spec->path, raw),
                Kind::Bytes,
                {},
                QStringLiteral("%1: must be").arg(QString::fromStdString(spec->path))});
    }
    // 5. Numbers out of range: above the maximum, below the minimum, overflowing to infinity.
    const auto numeric = [](const ParamSpec& s) {
        return s.isNumeric() && s.type != ParamType::Boolean;
    };
    for (const ParamSpec* spec : sampleKeys(3, numeric)) {
        const QString path = QString::fromStdString(spec->path);
        addRow(QStringLiteral("range/%1/above").arg(path),
               {withRaw(spec->path, QString::number(spec->max * 10 + 1, 'g', 17)),
                Kind::Bytes,
                {},
                path + QStringLiteral(": ")});
        addRow(QStringLiteral("range/%1/below").arg(path),
               {withRaw(spec->path, QString::number(spec->min - 1, 'g', 17)),
                Kind::Bytes,
                {},
                path + QStringLiteral(": ")});
    }
    for (const char* path : {"cluster.mfu", "training.tokens", "model.params"}) {
        addRow(QStringLiteral("range/%1/overflow").arg(path),
               {withRaw(path, QStringLiteral("1e999")),
                Kind::Bytes,
                {},
                QStringLiteral("%1: must be a finite number").arg(path)});
    }
    // 6. Unknown keys: typos (a letter dropped), a zero-width space, a Cyrillic look-alike,
    //    unknown sections, and a 100,000-character key.
    for (const ParamSpec* spec : sampleKeys(7)) {
        const std::string key = spec->key();
        if (key.size() < 5) {
            continue;  // "pp" less a letter is as near "tp": no one answer to suggest
        }
        const std::string typo = key.substr(0, key.size() / 2) + key.substr(key.size() / 2 + 1);
        ordered_json j = base;
        j[spec->section()][typo] = 1;
        addRow(QStringLiteral("unknown/typo-%1").arg(QString::fromStdString(spec->path)),
               {dump(j),
                Kind::Bytes,
                {},
                QStringLiteral("did you mean \"%1\"").arg(QString::fromStdString(spec->path))});
    }
    for (const char* key : {"cards", "mfu", "gpu", "nic_gb_per_s"}) {
        ordered_json zw = base;
        zw["cluster"][std::string(key, 1) + "\u200B" + std::string(key + 1)] = 1;
        addRow(QStringLiteral("unknown/zero-width-%1").arg(key),
               {dump(zw),
                Kind::Bytes,
                {},
                QStringLiteral("cluster.%1\\u{200B}%2: unknown key; did you mean \"cluster.%3\"")
                    .arg(QChar(key[0]))
                    .arg(QString::fromLatin1(key + 1), QString::fromLatin1(key))});
        ordered_json cyr = base;
        std::string look = key;
        look.replace(look.find_first_of("ac") == std::string::npos ? 0 : look.find_first_of("ac"),
                     1, look.find('a') != std::string::npos ? "\u0430" : "\u0441");
        cyr["cluster"][look] = 1;
        addRow(QStringLiteral("unknown/look-alike-%1").arg(key),
               {dump(cyr),
                Kind::Bytes,
                {},
                QStringLiteral("did you mean \"cluster.%1\"").arg(QString::fromLatin1(key))});
    }
    for (const char* section : {"clustr", "modle", "trainig", "pipelines", "Cluster"}) {
        ordered_json j = base;
        j[section] = ordered_json::object();
        addRow(QStringLiteral("unknown/section-%1").arg(section),
               {dump(j),
                Kind::Bytes,
                {},
                QStringLiteral("%1: unknown key; did you mean").arg(section)});
    }
    {
        ordered_json j = base;
        // The key's first 80 characters are shown (escaped), the rest is not.
        j["cluster"][std::string(100, 'k') + kCanary + std::string(100000, 'k')] = 1;
        addRow(QStringLiteral("unknown/huge-key"),
               {dump(j), Kind::Bytes, {}, QStringLiteral("bytes): unknown key")});
    }
    // 7. Text: limits counted in characters, choices, schema.
    {
        ordered_json j = base;
        j["name"] = QString(201, QChar(0x4E2D)).toStdString();  // 中 × 201 (603 bytes)
        addRow(QStringLiteral("text/name-201-chinese"),
               {dump(j), Kind::Bytes, {}, QStringLiteral("name: is 201 characters long")});
        j = base;
        j["description"] = std::string(20001, 'd');
        addRow(QStringLiteral("text/description-20001"),
               {dump(j), Kind::Bytes, {}, QStringLiteral("description: is 20001 characters")});
        j = base;
        j["model"]["name"] = std::string(1000, 'n');
        addRow(QStringLiteral("text/model-name-1000"),
               {dump(j), Kind::Bytes, {}, QStringLiteral("model.name: is 1000 characters")});
    }
    for (const ParamSpec& spec : paramSpecs()) {
        if (spec.type != ParamType::Choice) {
            continue;
        }
        ordered_json j = base;
        j[spec.section()][spec.key()] = spec.choices.front() + " " + kCanary;
        addRow(QStringLiteral("choice/%1").arg(QString::fromStdString(spec.path)),
               {dump(j),
                Kind::Bytes,
                {},
                QStringLiteral("%1: \"").arg(QString::fromStdString(spec.path))});
    }
    for (const auto& [name, raw] : std::initializer_list<std::pair<const char*, QString>>{
             {"wrong", "\"stepbudget/2\""},
             {"number", "1"},
             {"huge-string",
              QString::fromStdString("\"" + kCanary + std::string(500000, 's') + "\"")},
             {"object", "{}"}}) {
        addRow(QStringLiteral("schema/%1").arg(name),
               {withRaw("schema", raw),
                Kind::Bytes,
                {},
                QStringLiteral("schema: must be \"stepbudget/1\"")});
    }
    {
        ordered_json j = base;
        j.erase("schema");
        addRow(QStringLiteral("schema/missing"),
               {dump(j), Kind::Bytes, {}, QStringLiteral("schema: is missing")});
    }
    // 8. Whole-file problems: size, emptiness, the root's type, encodings.
    addRow(QStringLiteral("file/over-1-MiB"), {base_text + QByteArray(1024 * 1024, ' '),
                                               Kind::Bytes,
                                               {},
                                               QStringLiteral("larger than 1 MiB")});
    addRow(QStringLiteral("file/empty"), {QByteArray(), Kind::Bytes, {}, "the file is empty"});
    addRow(QStringLiteral("file/whitespace"),
           {QByteArray("  \n\t\n"), Kind::Bytes, {}, "the file is empty"});
    for (const auto& [name, text] : std::initializer_list<std::pair<const char*, QByteArray>>{
             {"array", "[1, 2]"}, {"string", "\"preset\""}, {"number", "48"}, {"null", "null"}}) {
        addRow(QStringLiteral("file/root-%1").arg(name),
               {text, Kind::Bytes, {}, QStringLiteral("a preset must be a JSON object")});
    }
    addRow(QStringLiteral("file/utf16"),
           {QByteArray("\xff\xfe{\0\"\0}\0", 8), Kind::Bytes, {}, "malformed JSON at line 1"});
    addRow(QStringLiteral("file/binary"), {QByteArray("\x7f"
                                                      "ELF\x02\x01\x01",
                                                      7),
                                           Kind::Bytes,
                                           {},
                                           "malformed JSON at line 1, column 1"});
    // 9. Not a regular file, or no file.
    addRow(QStringLiteral("kind/fifo"),
           {{}, Kind::Fifo, {}, QStringLiteral("is a named pipe (FIFO), not a regular file")});
    addRow(QStringLiteral("kind/folder"),
           {{}, Kind::Folder, {}, QStringLiteral("is a folder, not a regular file")});
    addRow(QStringLiteral("kind/device"),
           {{}, Kind::Device, {}, QStringLiteral("is a character device, not a regular file")});
    addRow(QStringLiteral("kind/missing"),
           {{}, Kind::Missing, {}, QStringLiteral("cannot open: No such file or directory")});
    addRow(QStringLiteral("kind/dangling-link"),
           {{}, Kind::DanglingLink, {}, QStringLiteral("cannot open: No such file or directory")});
    // 10. Cross-key rules: each key valid alone, the file not.
    for (const auto& [name, key, raw] :
         std::initializer_list<std::tuple<const char*, const char*, const char*>>{
             {"kv-heads-divide-heads", "model.kv_heads", "7"},
             {"micro-batch-above-global", "training.micro_batch", "100000"},
             {"reserved-above-deadline", "training.reserved_days", "1000"}}) {
        addRow(QStringLiteral("rule/%1").arg(name), {withRaw(key, QString::fromLatin1(raw)),
                                                     Kind::Bytes,
                                                     {},
                                                     QStringLiteral("%1: ").arg(key)});
    }
    // 11. --set text a preset would refuse.
    const QByteArray good = base_text;
    for (const char* text : {"0x30", "1e999", "inf", "nan", " 48", "48 ", "+48", ".5", "4.", "",
                             "48abc", "0,5", "1_000", "Infinity", "0x1p4"}) {
        addRow(QStringLiteral("set/cluster.cards=%1").arg(text),
               {good,
                Kind::Bytes,
                {"--set", QStringLiteral("cluster.cards=%1").arg(text)},
                QStringLiteral("cluster.cards: ")});
    }
    for (const char* text : {"1", "0", "yes", "TRUE", "on", ""}) {
        addRow(QStringLiteral("set/model.tied_embeddings=%1").arg(text),
               {good,
                Kind::Bytes,
                {"--set", QStringLiteral("model.tied_embeddings=%1").arg(text)},
                QStringLiteral("model.tied_embeddings: ")});
    }
    for (const char* text : {"0,4", "4e-1x", "--0.4"}) {
        addRow(QStringLiteral("set/cluster.mfu=%1").arg(text),
               {good,
                Kind::Bytes,
                {"--set", QStringLiteral("cluster.mfu=%1").arg(text)},
                QStringLiteral("cluster.mfu: ")});
    }
    addRow(QStringLiteral("set/typo"), {good,
                                        Kind::Bytes,
                                        {"--set", "cluster.crads=32"},
                                        QStringLiteral("did you mean \"cluster.cards\"")});
    addRow(QStringLiteral("set/name-201-chinese"),
           {good,
            Kind::Bytes,
            {"--set", "model.name=" + QString(201, QChar(0x4E2D))},
            QStringLiteral("model.name: is 201 characters long")});
}

void TestBadPresets::rejected() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    QFETCH(QStringList, args);
    QFETCH(QString, expect);
    const QString path = m_dir.filePath(QStringLiteral("case-%1.json").arg(m_rows++));
    switch (static_cast<Kind>(kind)) {
        case Kind::Bytes: {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), bytes.size());
            break;
        }
        case Kind::Fifo:
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
            break;
        case Kind::Folder:
            QVERIFY(QDir().mkdir(path));
            break;
        case Kind::Device:
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
            break;
        case Kind::Missing:
            break;
        case Kind::DanglingLink:
            QVERIFY(QFile::link(m_dir.filePath("nowhere.json"), path));
            break;
    }
    QProcess cli;
    QElapsedTimer timer;
    timer.start();
    cli.start(STEPBUDGET_CLI, QStringList{"validate", path} + args);
    QVERIFY(cli.waitForStarted());
    const bool finished = cli.waitForFinished(10000);
    const qint64 ms = timer.elapsed();
    if (!finished) {
        cli.kill();
        cli.waitForFinished();
    }
    QVERIFY2(finished, "hung");
    m_slowest_ms = std::max(m_slowest_ms, ms);
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);  // no crash
    QVERIFY2(cli.exitCode() == 2, qPrintable(QString::number(cli.exitCode()) + ": " + err));
    QVERIFY2(err.contains(expect), qPrintable("expected \"" + expect + "\" in:\n" + err));
    QVERIFY2(ms < 2000, qPrintable(QStringLiteral("took %1 ms").arg(ms)));
    QVERIFY2(err.size() < 8000, qPrintable(QStringLiteral("%1 characters").arg(err.size())));
    QVERIFY2(!err.contains(QString::fromStdString(kCanary)), "an untrusted value was echoed");
}

void TestBadPresets::cleanupTestCase() {
    qInfo("%d bad presets rejected, slowest %lld ms", m_rows, static_cast<long long>(m_slowest_ms));
    QVERIFY(m_rows >= 200);
}

QTEST_GUILESS_MAIN(TestBadPresets)
#include "tst_bad_presets.moc"
