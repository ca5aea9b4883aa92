// Progress of long CLI work on a terminal: "\rsearch: 42 %" on stderr, only when stderr is a
// terminal (never in a pipe, a file or a test's captured stream), at most ten times a second.
#pragma once

#include <chrono>
#include <ostream>
#include <string>

namespace stepbudget::cli {

class TerminalProgress {
public:
    // Shown only when `err` is std::cerr and stderr is a terminal.
    TerminalProgress(std::ostream& err, std::string label);
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

    bool shown() const { return m_enabled; }
    void update(double fraction);  // 0..1

private:
    std::ostream& m_err;
    std::string m_label;
    bool m_enabled = false;
    bool m_drawn = false;
    std::chrono::steady_clock::time_point m_last;
};

}  // namespace stepbudget::cli
