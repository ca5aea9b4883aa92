// Text in presets: limits count characters, not bytes, everywhere (validate() counted bytes for
// model.name: 67 x 中 = 201 bytes was "over 200 characters"); a NUL byte and junk after a valid
// preset is refused (the JSON lexer took the NUL for the end); control characters in the name
// and description (ANSI escapes) are neutralised before a report reaches a terminal.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli_runner.h"
#include "model/base/text.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

QByteArray designWith(const QString& section, const QString& key, const QString& value) {
    QFile f(presetFile("book-design-48.json"));
    f.open(QIODevice::ReadOnly);
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    if (section.isEmpty()) {
        root[key] = value;
    } else {
        QJsonObject s = root[section].toObject();
        s[key] = value;
        root[section] = s;
    }
    return QJsonDocument(root).toJson();
}

QString saved(QTemporaryDir& dir, const QByteArray& bytes) {
    const QString path = dir.filePath("p.json");
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return path;
}

}  // namespace

class TestPresetText : public QObject {
    Q_OBJECT
private slots:
    void limitsCountCharacters_data();
    void limitsCountCharacters();
    void nulAfterAValidPresetIsRefused_data();
    void nulAfterAValidPresetIsRefused();
    void controlCharactersNeverReachTheTerminal();
    void terminalSafeTextKeepsPrintableText();
};

void TestPresetText::limitsCountCharacters_data() {
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("limit");
    QTest::newRow("model.name") << "model"
                                << "name" << 200;
    QTest::newRow("name") << ""
                          << "name" << 200;
}

void TestPresetText::limitsCountCharacters() {
    QFETCH(QString, section);
    QFETCH(QString, key);
    QFETCH(int, limit);
    QTemporaryDir dir;
    const QString path_key = section.isEmpty() ? key : section + "." + key;
    for (const int n : {67, limit}) {  // 201 and 600 bytes, within the limit in characters
        const Run r =
            cli({"validate", saved(dir, designWith(section, key, QString(n, QChar(0x4E2D))))});
        QVERIFY2(r.exit_code == 0, qPrintable(QString("%1 x 中: %2").arg(n).arg(QString(r.err))));
    }
    const Run over =
        cli({"validate", saved(dir, designWith(section, key, QString(limit + 1, QChar(0x4E2D))))});
    QCOMPARE(over.exit_code, 2);
    QVERIFY2(over.err.contains(path_key.toUtf8()), over.err.constData());
}

void TestPresetText::nulAfterAValidPresetIsRefused_data() {
    QTest::addColumn<QByteArray>("tail");
    QTest::newRow("nul-junk") << QByteArray("\0garbage {{{", 12);
    QTest::newRow("nul-only") << QByteArray("\0", 1);
    QTest::newRow("nul-second-preset") << QByteArray("\0{\"schema\": 1}", 15);
}

void TestPresetText::nulAfterAValidPresetIsRefused() {
    QFETCH(QByteArray, tail);
    QFile f(presetFile("book-design-48.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QTemporaryDir dir;
    const Run r = cli({"validate", saved(dir, f.readAll() + tail)});
    QCOMPARE(r.exit_code, 2);
    QVERIFY2(r.err.contains("NUL byte"), r.err.constData());
    QVERIFY2(r.err.contains("line "), r.err.constData());
}

void TestPresetText::controlCharactersNeverReachTheTerminal() {
    QTemporaryDir dir;
    // Colour, carriage-return overwrite, bell, C1 CSI (U+009B) "clear screen"; a title escape.
    QJsonObject root =
        QJsonDocument::fromJson(designWith("", "name", "Plan \x1b]0;title\x07")).object();
    root["description"] = QString("\x1b[31mRED\x1b[0m \r overwritten \x07 \u009b2J end");
    const QString both = saved(dir, QJsonDocument(root).toJson());
    const Run md = cli({"eval", both, "--format", "md"});
    QCOMPARE(md.exit_code, 0);
    for (const char c : md.out) {
        const auto u = static_cast<unsigned char>(c);
        QVERIFY2(u >= 0x20 || c == '\n' || c == '\t',
                 qPrintable(QString("control byte %1").arg(u)));
    }
    QVERIFY(!md.out.contains("\xc2\x9b"));  // C1 CSI
    QVERIFY2(md.out.contains("\\u{001B}[31mRED\\u{001B}[0m"), md.out.left(300).constData());
    QVERIFY2(md.out.contains("# Plan \\u{001B}]0;title\\u{0007}"), md.out.left(300).constData());
    // JSON escapes them by itself (\u001b), so its output holds no control byte either.
    const Run json = cli({"eval", both});
    QCOMPARE(json.exit_code, 0);
    QVERIFY(!json.out.contains('\x1b'));
}

void TestPresetText::terminalSafeTextKeepsPrintableText() {
    QCOMPARE(terminalSafeText("中文 plan\n\tline"), std::string("中文 plan\n\tline"));
    QCOMPARE(terminalSafeText("a\x1b"
                              "b"),
             std::string("a\\u{001B}b"));
    QCOMPARE(terminalSafeText("\xff"), std::string("\\xFF"));
    QCOMPARE(terminalSafeText("\x7f"), std::string("\\u{007F}"));
}

QTEST_MAIN(TestPresetText)
#include "tst_preset_text.moc"
