// A label of a fixed number of lines whatever its text: each line is elided to the label's
// width and the whole text goes to the tooltip. A headline card or a hint under a slider that
// grew with its text pushed the tabs, or the slider under the cursor, while dragging.
#pragma once

#include <QLabel>
#include <QString>

namespace stepbudget {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    // `lines` >= 1: the label is always that tall. A text of more lines shares the first row
    // ("a · b"), so the last lines (a comparison with A) keep their own rows.
    explicit ElidedLabel(int lines, QWidget* parent = nullptr);
    void setFullText(const QString& text);
    QString fullText() const { return m_full; }
    // Shown after the text in the tooltip (e.g. "Click to show the derivation").
    void setToolTipSuffix(const QString& suffix);
    int lines() const { return m_lines; }
    // Another fixed height (e.g. the headline's detail while comparing with A).
    void setLines(int lines);
    // A one-line label whose text is wider than the label shrinks its font down to `min_scale`
    // of its parent's before it elides (a headline card's title in five narrow cards).
    void setShrinkToFit(double min_scale);
    // The text lines as they are laid out before eliding (exactly lines() of them, some empty).
    static QStringList fold(const QString& text, int lines);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void relayout();
    void shrinkToFit();
    int m_lines;
    double m_min_scale = 1.0;
    QString m_full;
    QString m_suffix;
};

}  // namespace stepbudget
