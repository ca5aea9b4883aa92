// The derivation panel: the formula behind a number, the same formula with today's values
// substituted, and the result with its unit. "Teach" mode shows the whole chain of the plan.
#pragma once

#include <QString>
#include <QWidget>

class QTextBrowser;
class QCheckBox;

namespace stepbudget {

struct Results;
struct Derivation;

class DerivationPanel : public QWidget {
    Q_OBJECT
public:
    explicit DerivationPanel(QWidget* parent = nullptr);
    void setResults(const Results& results);
    void showDerivation(const QString& id);
    QString currentId() const { return m_id; }
    QString text() const;  // plain text shown, for tests and copy
    bool teaching() const;
    void setTeaching(bool on);

private:
    void refresh();
    QString derivationHtml(const Derivation& d) const;

    const Results* m_results = nullptr;
    QString m_id;
    QTextBrowser* m_browser;
    QCheckBox* m_teach;
};

// The translated title of a derivation id (falls back to the model's English title).
QString derivationTitle(const Derivation& d);

}  // namespace stepbudget
