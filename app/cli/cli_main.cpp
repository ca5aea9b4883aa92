#include <exception>
#include <iostream>

#include "app/cli/cli.h"

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        return stepbudget::cli::run(args, std::cout, std::cerr);
    } catch (const std::exception& e) {
        std::cerr << "stepbudget-cli: internal error: " << e.what() << "\n";
        return stepbudget::cli::kExitInternal;
    }
}
