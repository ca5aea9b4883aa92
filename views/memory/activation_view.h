// Activation view (Korthikanti et al. 2022, Table 2; worked-examples §3.2, §4): one layer's stored
// tensors term by term, split by whether selective recompute keeps them; the busiest pipeline
// stage's activations per card under no / selective / full recompute; the conventions in force.
// The plan's s, b, t, p by default; activations.inputs = example shows the book's common case
// (128-token FP32 micro-batches, 4 stages of 9 layers) under a "book example" banner, with the
// §4 selective-rebuild numbers in the note. Each bar answers a hover with its own value and a
// click with its own derivation (activationElementDerivation).
#pragma once

#include <QStringList>

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QBarCategoryAxis;
class QBarSet;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace stepbudget {

class ExampleBanner;

class ActivationView : public ChartPanel {
    Q_OBJECT
public:
    explicit ActivationView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;
    // The "book example, not your plan" strip (hidden while the tab shows the plan).
    ExampleBanner* exampleBanner() const { return m_banner; }
    ExampleBanner* typedActivationsBanner() const { return m_typed_banner; }
    // The derivation id a click on term `row` (forward order) or on mode bar `mode` asks for.
    QString termDerivationId(int row) const;
    static QString modeDerivationId(int mode);

    // For tests: rows in forward-pass order (row 0 = the model's first term).
    int termRows() const;
    double termMiB(int row) const;  // kept + recomputed: one of them is zero
    bool termKeptBySelective(int row) const;
    double modeGiB(int mode) const;  // 0 none, 1 selective, 2 full
    int highlightedMode() const;     // the bar drawn as the current mode
    QString noteText() const;

private:
    ExampleBanner* m_banner = nullptr;
    ExampleBanner* m_typed_banner = nullptr;
    QStringList m_term_ids;  // bar order (bottom-up), the model's term ids
    int m_zero_stage = 0;
    QBarSet* m_kept;
    QBarSet* m_recomputed;
    QBarCategoryAxis* m_term_rows;
    QValueAxis* m_term_axis;
    StickyRange m_term_range;

    QBarSet* m_modes;    // the modes not in force
    QBarSet* m_current;  // the mode in force, same value, stronger colour
    QBarCategoryAxis* m_mode_axis;
    QValueAxis* m_mode_y;
    QLineSeries* m_budget;    // parallel.extra_memory_gib when the peak uses it
    QLineSeries* m_baseline;  // A's stage peak per mode
    StickyRange m_mode_range;
    QLabel* m_note;
};

}  // namespace stepbudget
