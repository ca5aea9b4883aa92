// A row of charts that becomes a column when the row is too narrow: side by side each chart
// needs `min_item_width` pixels for its legend and axis labels (Qt Charts elides what does not
// fit), so below count × min_item_width the charts stack and each gets the full width.
#pragma once

#include <QBoxLayout>

namespace stepbudget {

// Width a chart with a legend of four or five entries needs before Qt elides them (measured with
// tst_layout at 1366 x 768 in English and Chinese).
inline constexpr int kChartMinWidth = 440;

// Height of a chart in a stack that scrolls: room for a title, a legend row and an axis title.
inline constexpr int kStackedChartHeight = 300;

class ReflowLayout : public QBoxLayout {
public:
    explicit ReflowLayout(int min_item_width, QWidget* parent = nullptr)
        : QBoxLayout(QBoxLayout::LeftToRight, parent), m_min_item_width(min_item_width) {}

    // The direction the layout takes at `width`: a pure rule, so a test can check it.
    static Direction directionFor(int width, int items, int min_item_width) {
        return width >= items * min_item_width ? LeftToRight : TopToBottom;
    }

    void setGeometry(const QRect& rect) override {
        const Direction want = directionFor(rect.width(), count(), m_min_item_width);
        if (want != direction()) {
            setDirection(want);
        }
        QBoxLayout::setGeometry(rect);
    }

private:
    int m_min_item_width;
};

}  // namespace stepbudget
