// The headline strip: fits in memory?, step time vs cap, finish days vs deadline, margin,
// expected lost time — green when the plan holds, red when it does not. Clicking a card asks
// for its derivation.
#pragma once

#include <QFrame>
#include <QString>
#include <vector>

class QLabel;

namespace stepbudget {

class ElidedLabel;
struct Results;
struct Scenario;

class HeadlineCard : public QFrame {
    Q_OBJECT
public:
    HeadlineCard(QString derivation_id, QWidget* parent = nullptr);
    void setContent(const QString& title, const QString& value, const QString& detail, bool good);
    QString derivationId() const { return m_id; }
    QString valueText() const;
    bool good() const { return m_good; }  // drawn green (the model's verdict), else red
    QString fullText() const;             // value and detail line, as read aloud
    void appendDetail(const QString& line);
    void setDetailRows(int rows);  // the detail's fixed height in text rows (2; 4 comparing)

signals:
    void clicked(const QString& derivation_id);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QString m_id;
    bool m_good = false;
    bool m_styled = false;  // the style sheet of m_good is set
    ElidedLabel* m_title;
    QLabel* m_value;
    ElidedLabel* m_detail;
};

class HeadlineStrip : public QFrame {
    Q_OBJECT
public:
    explicit HeadlineStrip(QWidget* parent = nullptr);
    // Baseline "A" for comparison; deltas B − A appear under each number. Set before setResults.
    void setBaseline(const Scenario* scenario, const Results* results);
    void setResults(const Scenario& scenario, const Results& results);
    const std::vector<HeadlineCard*>& cards() const { return m_cards; }
    HeadlineCard* card(const QString& derivation_id) const;

signals:
    void derivationRequested(const QString& derivation_id);

private:
    std::vector<HeadlineCard*> m_cards;
    QLabel* m_invalid;
    const Scenario* m_baseline_scenario = nullptr;
    const Results* m_baseline = nullptr;
};

}  // namespace stepbudget
