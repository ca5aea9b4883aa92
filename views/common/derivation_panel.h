// The derivation panel: the formula behind a number, the same formula with today's values
// substituted, and the result with its unit. "Teach" mode shows the whole chain of the plan.
#pragma once

#include <QString>
#include <QWidget>
#include <functional>
#include <optional>

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
    // Where to find a derivation the results do not publish (a chart element's own: a stacked
    // segment, a curve point); asked again on every recompute, so it never shows stale numbers.
    using Lookup = std::function<std::optional<Derivation>(const QString& id)>;
    void setLookup(Lookup lookup) { m_lookup = std::move(lookup); }

private:
    void refresh();
    QString derivationHtml(const Derivation& d) const;

    const Results* m_results = nullptr;
    Lookup m_lookup;
    QString m_id;
    QTextBrowser* m_browser;
    QCheckBox* m_teach;
};

// The translated title of a derivation id (falls back to the model's English title).
// The formula as the interface shows it: the few formulas with words in them ("event
// simulation") have a translation in the "Formula" context; symbols stay as they are.
QString derivationFormula(const Derivation& d);
QString derivationTitle(const Derivation& d);
// A derivation's result as the panel and the report print it: the value with its unit, and for
// a verdict its answer after an arrow ("10.154 GiB → fits").
QString derivationResult(const Derivation& d);
// The translated answer of verdict `id` ("fits", "compute decides"; model/evaluate/verdicts.h),
// empty when the results have none. Views print this, never a judgement of their own.
QString verdictText(const Results& results, const char* id);

}  // namespace stepbudget
