// Numbers with units and suffixes as typed into a value field or --set (model/base/quantity_parse)
// and the display that parses back to them.
#include <QTest>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/base/quantity_parse.h"
#include "model/evaluate/param_registry.h"

using namespace stepbudget;

class TestQuantityParse : public QObject {
    Q_OBJECT
private slots:
    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
    void displayed_data();
    void displayed();
    void displayParsesBack_data();
    void displayParsesBack();
    void setFromTextConverts_data();
    void setFromTextConverts();
    void setFromTextNamesKeyAndRange();
};

void TestQuantityParse::accepted_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<bool>("binary_k");
    QTest::addColumn<double>("value");
    QTest::newRow("plain integer") << "48"
                                   << "cards" << false << 48.0;
    QTest::newRow("plain with spaces") << "  0.4 "
                                       << "" << false << 0.4;
    QTest::newRow("exponent") << "1e11"
                              << "tokens" << false << 1e11;
    QTest::newRow("8B parameters") << "8B"
                                   << "" << false << 8e9;
    QTest::newRow("8.19 B with space") << "8.19 B"
                                       << "" << false << 8.19e9;
    QTest::newRow("lower-case b") << "70b"
                                  << "" << false << 70e9;
    QTest::newRow("1.5T tokens") << "1.5T"
                                 << "tokens" << false << 1.5e12;
    QTest::newRow("100B tokens with the word") << "100B tokens"
                                               << "tokens" << false << 1e11;
    QTest::newRow("8k decimal") << "8k"
                                << "cards" << false << 8000.0;
    QTest::newRow("8k context is binary") << "8k"
                                          << "tokens" << true << 8192.0;
    QTest::newRow("128K context") << "128K"
                                  << "tokens" << true << 131072.0;
    QTest::newRow("8Ki always binary") << "8Ki"
                                       << "" << false << 8192.0;
    QTest::newRow("2M") << "2M"
                        << "seq" << false << 2e6;
    QTest::newRow("unit word singular") << "1 card"
                                        << "cards" << false << 1.0;
    QTest::newRow("30% MFU") << "30%"
                             << "" << false << 0.30;
    QTest::newRow("30 % with space") << "30 %"
                                     << "" << false << 0.30;
    QTest::newRow("full-width percent") << "45\xEF\xBC\x85"
                                        << "" << false << 0.45;
    QTest::newRow("thousands separators") << "1,024"
                                          << "" << false << 1024.0;
    QTest::newRow("million with separators") << "1,000,000"
                                             << "tokens" << false << 1e6;
    QTest::newRow("25 GB/s") << "25 GB/s"
                             << "GB/s" << false << 25.0;
    QTest::newRow("7 GB/s no space") << "7GB/s"
                                     << "GB/s" << false << 7.0;
    QTest::newRow("200 Gbit/s NIC") << "200 Gbit/s"
                                    << "GB/s" << false << 25.0;
    QTest::newRow("400 Gbps") << "400 Gbps"
                              << "GB/s" << false << 50.0;
    QTest::newRow("1.2 TB/s") << "1.2 TB/s"
                              << "GB/s" << false << 1200.0;
    QTest::newRow("500 MB/s") << "500 MB/s"
                              << "GB/s" << false << 0.5;
    QTest::newRow("24 GB into GiB") << "24 GB"
                                    << "GiB" << false << 24e9 / 1073741824.0;
    QTest::newRow("80 GiB") << "80 GiB"
                            << "GiB" << false << 80.0;
    QTest::newRow("512 MiB into GiB") << "512 MiB"
                                      << "GiB" << false << 0.5;
    QTest::newRow("230 MiB into bytes") << "230 MiB"
                                        << "B" << false << 230.0 * 1048576.0;
    QTest::newRow("16 min into s") << "16 min"
                                   << "s" << false << 960.0;
    QTest::newRow("2 h into s") << "2h"
                                << "s" << false << 7200.0;
    QTest::newRow("500 ms into s") << "500 ms"
                                   << "s" << false << 0.5;
    QTest::newRow("0.3 s into ms") << "0.3 s"
                                   << "ms" << false << 300.0;
    QTest::newRow("45 days into h") << "45 days"
                                    << "h" << false << 1080.0;
    QTest::newRow("36 h into days") << "36 h"
                                    << "days" << false << 1.5;
    QTest::newRow("Seconds capitalised") << "30 Seconds"
                                         << "s" << false << 30.0;
    QTest::newRow("2 PFLOP/s into TFLOP/s") << "2 PFLOP/s"
                                            << "TFLOP/s" << false << 2000.0;
    QTest::newRow("989 TFLOPS") << "989 TFLOPS"
                                << "TFLOP/s" << false << 989.0;
    QTest::newRow("negative") << "-3.25"
                              << "nat" << false << -3.25;
}

void TestQuantityParse::accepted() {
    QFETCH(QString, text);
    QFETCH(QString, unit);
    QFETCH(bool, binary_k);
    QFETCH(double, value);
    QuantityOptions options;
    options.binary_k = binary_k;
    const QuantityParse p = parseQuantity(text.toStdString(), unit.toStdString(), options);
    QVERIFY2(p.ok, p.error.c_str());
    SB_COMPARE_REL(p.value, value, 1e-12);
}

void TestQuantityParse::refused_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << ""
                           << ""
                           << "not a number";
    QTest::newRow("word") << "abc"
                          << ""
                          << "not a number";
    QTest::newRow("decimal comma") << "1,5"
                                   << ""
                                   << "not a number";
    QTest::newRow("bad grouping") << "10,00"
                                  << ""
                                  << "not a number";
    QTest::newRow("bandwidth for a duration") << "25 GB/s"
                                              << "s"
                                              << "a duration";
    QTest::newRow("duration for a bandwidth") << "3 s"
                                              << "GB/s"
                                              << "a bandwidth";
    QTest::newRow("percent on a unit") << "30%"
                                       << "GB/s"
                                       << "unknown unit";
    QTest::newRow("percent on cards") << "30%"
                                      << "cards"
                                      << "percentage";
    QTest::newRow("unknown suffix") << "8X"
                                    << ""
                                    << "k, M, B or T";
    QTest::newRow("wrong word") << "8 GPUs"
                                << "cards"
                                << "the unit cards";
    QTest::newRow("megabit lower case") << "100 mb"
                                        << "GB"
                                        << "unknown unit";
}

void TestQuantityParse::refused() {
    QFETCH(QString, text);
    QFETCH(QString, unit);
    QFETCH(QString, says);
    const QuantityParse p = parseQuantity(text.toStdString(), unit.toStdString());
    QVERIFY(!p.ok);
    QVERIFY2(QString::fromStdString(p.error).contains(says), p.error.c_str());
}

void TestQuantityParse::displayed_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<bool>("integer");
    QTest::addColumn<QString>("shown");
    QTest::newRow("Qwen3-8B N") << 8190735360.0 << "" << true << "8.19 B";
    QTest::newRow("100 B tokens") << 1e11 << "tokens" << false << "100 B";
    QTest::newRow("1.5 T tokens") << 1.5e12 << "tokens" << false << "1.5 T";
    QTest::newRow("16.8 M") << 16777216.0 << "tokens" << true << "16.8 M";
    QTest::newRow("cards below a million exact") << 65536.0 << "cards" << true << "65536";
    QTest::newRow("float noise dropped") << 0.30000000000000004 << "" << false << "0.3";
    QTest::newRow("one third of a ms") << 297.666666667 << "ms" << false << "297.667";
    QTest::newRow("bandwidth keeps decimals") << 307.2 << "GB/s" << false << "307.2";
    QTest::newRow("bytes have no count suffix") << 240915456.0 << "B" << true << "240915456";
}

void TestQuantityParse::displayed() {
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(bool, integer);
    QFETCH(QString, shown);
    QCOMPARE(QString::fromStdString(formatQuantity(value, unit.toStdString(), integer)), shown);
}

void TestQuantityParse::displayParsesBack_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    for (double v : {8190735360.0, 1e11, 2.5e12, 48.0, 0.4, 165.2, 1e8, 123456789.0}) {
        QTest::newRow(qPrintable(QString::number(v, 'g', 12))) << v << "";
    }
}

void TestQuantityParse::displayParsesBack() {
    QFETCH(double, value);
    QFETCH(QString, unit);
    const std::string shown = formatQuantity(value, unit.toStdString(), false);
    const QuantityParse p = parseQuantity(shown, unit.toStdString());
    QVERIFY2(p.ok, shown.c_str());
    SB_COMPARE_REL(p.value, value, 0.005);  // 3 significant digits shown
}

void TestQuantityParse::setFromTextConverts_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("stored");
    QTest::newRow("model.params 8B") << "model.params"
                                     << "8B" << 8e9;
    QTest::newRow("cluster.mfu 30%") << "cluster.mfu"
                                     << "30%" << 0.3;
    QTest::newRow("collective 25 GB/s") << "cluster.collective_gb_per_s"
                                        << "25 GB/s" << 25.0;
    QTest::newRow("checkpoint write 7 GB/s") << "checkpoint.write_gb_per_s"
                                             << "7 GB/s" << 7.0;
    QTest::newRow("seq_len 8k") << "training.seq_len"
                                << "8k" << 8192.0;
    QTest::newRow("tokens 1.5T") << "training.tokens"
                                 << "1.5T" << 1.5e12;
    QTest::newRow("interval 30 min") << "checkpoint.interval_s"
                                     << "30 min" << 1800.0;
    QTest::newRow("cards 1k") << "cluster.cards"
                              << "1k" << 1000.0;
}

void TestQuantityParse::setFromTextConverts() {
    QFETCH(QString, path);
    QFETCH(QString, text);
    QFETCH(double, stored);
    Scenario s;
    const ParamSpec* spec = findParam(path.toStdString());
    QVERIFY(spec != nullptr);
    const auto issue = setFromText(s, *spec, text.toStdString(), TextNotation::Typed);
    QVERIFY2(!issue, issue ? issue->message.c_str() : "");
    SB_COMPARE_REL(spec->get_number(s), stored, 1e-12);
}

void TestQuantityParse::setFromTextNamesKeyAndRange() {
    Scenario s;
    const ParamSpec* mfu = findParam("cluster.mfu");
    const auto wrong_unit = setFromText(s, *mfu, "25 GB/s", TextNotation::Typed);
    QVERIFY(wrong_unit.has_value());
    QCOMPARE(QString::fromStdString(wrong_unit->path), QString("cluster.mfu"));
    QVERIFY2(QString::fromStdString(wrong_unit->message).contains("(0, 1]"),
             wrong_unit->message.c_str());
    const auto too_big =
        setFromText(s, *mfu, "130%", TextNotation::Typed);  // parsed, then range-checked
    QVERIFY(too_big.has_value());
    QVERIFY(too_big->message.find("out of range") != std::string::npos);
    QCOMPARE(s.cluster.mfu, Scenario{}.cluster.mfu);
}

QTEST_APPLESS_MAIN(TestQuantityParse)
#include "tst_quantity_parse.moc"
