#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>

#include "app/cli/cli.h"

namespace {

// The output is the product: a result cut short by a full disk or `> /dev/full` must not exit 0.
// std::cout writes through stdio (synced), so the last buffered bytes fail only at fflush.
int checkedExit(int code) {
    errno = 0;
    std::cout.flush();
    const bool failed = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
    if (failed) {
        const int err = errno;
        std::cerr << "stepbudget-cli: cannot write the output: "
                  << (err ? std::strerror(err) : "write error") << "\n";
        return stepbudget::cli::kExitInternal;
    }
    return code;
}

}  // namespace

int main(int argc, char** argv) {
    // One large buffer: most outputs reach the OS in the final fflush, whose errno is the reason
    // reported (a write that fails earlier leaves only stdio's sticky error flag).
    static char buffer[1 << 22];
    std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        return checkedExit(stepbudget::cli::run(args, std::cout, std::cerr));
    } catch (const std::exception& e) {
        std::cerr << "stepbudget-cli: internal error: " << e.what() << "\n";
        return stepbudget::cli::kExitInternal;
    }
}
