// The GUI tests' fixture: the main window on the design-case preset (book-design-48.json),
// 1400 x 900, shown offscreen with its results computed.
#pragma once

#include <QTest>
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

}  // namespace stepbudget::test
