// The GUI tests' fixture: the main window on the design-case preset (book-design-48.json),
// 1400 x 900, shown offscreen with its results computed.
#pragma once

#include <QTest>
#include <QtCharts/QChartView>
#include <memory>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "presets.h"

namespace stepbudget::test {

// nullptr when the preset does not open or the window is not exposed (the caller QVERIFYs).
inline MainWindow* openDesignCaseWindow(Controller* controller) {
    auto window = std::make_unique<MainWindow>(controller);
    if (!window->openPreset(QString::fromStdString(presetPath("book-design-48.json")))) {
        return nullptr;
    }
    controller->flush();
    window->resize(1400, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) {
        return nullptr;
    }
    return window.release();
}

// Moves the mouse to `scene_pos` of `view` and back, so hover enter fires even when the mouse
// was already there.
inline void hoverChart(QChartView* view, const QPointF& scene_pos) {
    QTest::mouseMove(view->viewport(), QPoint(2, 2));
    QTest::qWait(20);
    QTest::mouseMove(view->viewport(), view->mapFromScene(scene_pos));
    QTest::qWait(20);
}

}  // namespace stepbudget::test
