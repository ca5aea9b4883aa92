#include "app/cli/progress.h"

#include <unistd.h>

#include <cmath>
#include <iostream>

namespace stepbudget::cli {

TerminalProgress::TerminalProgress(std::ostream& err, std::string label)
    : m_err(err), m_label(std::move(label)) {
    m_enabled = &err == &std::cerr && ::isatty(STDERR_FILENO) == 1;
}

TerminalProgress::~TerminalProgress() {
    if (m_drawn) {
        m_err << "\r" << std::string(m_label.size() + 12, ' ') << "\r" << std::flush;
    }
}

void TerminalProgress::update(double fraction) {
    if (!m_enabled) {
        return;
    }
    const auto now = std::chrono::steady_clock::now();
    if (m_drawn && now - m_last < std::chrono::milliseconds(100)) {
        return;
    }
    m_last = now;
    m_drawn = true;
    const double percent = std::floor(100.0 * std::min(1.0, std::max(0.0, fraction)));
    m_err << "\r" << m_label << ": " << static_cast<int>(percent) << " %" << std::flush;
}

}  // namespace stepbudget::cli
