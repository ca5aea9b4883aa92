#include "app/cli/file_output.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

namespace stepbudget::cli {
namespace {

// "" for a regular file or a path that does not exist yet; else what the target is.
std::string specialKind(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode)) {
        return "";
    }
    if (S_ISFIFO(st.st_mode)) {
        return "a named pipe (FIFO)";
    }
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) {
        return "a device";
    }
    if (S_ISDIR(st.st_mode)) {
        return "a folder";
    }
    return S_ISSOCK(st.st_mode) ? "a socket" : "a special file";
}

}  // namespace

std::string outputTargetProblem(const std::string& path) {
    if (path.empty()) {
        return "the output file name is empty";
    }
    const auto cannot = [&](const std::string& reason) {
        return "cannot write " + path + ": " + reason + "; the file on disk is unchanged";
    };
    const std::string kind = specialKind(path);
    if (!kind.empty()) {
        return cannot("it is " + kind + ", not a regular file");
    }
    // The folder the temporary file and the rename need: there and writable (the OS reason).
    const std::size_t slash = path.find_last_of('/');
    const std::string folder =
        slash == std::string::npos ? std::string(".") : path.substr(0, slash == 0 ? 1 : slash);
    struct stat st {};
    if (::stat(folder.c_str(), &st) != 0) {
        return cannot(std::strerror(errno));
    }
    if (!S_ISDIR(st.st_mode)) {
        return cannot(std::strerror(ENOTDIR));
    }
    if (::access(folder.c_str(), W_OK) != 0) {
        return cannot(std::strerror(errno));
    }
    return {};
}

bool writeOutputFile(const std::string& path, const std::string& text, std::string* error) {
    const auto fail = [&](const std::string& reason) {
        *error = "cannot write " + path + ": " + reason + "; the file on disk is unchanged";
        return false;
    };
    if (std::string problem = outputTargetProblem(path); !problem.empty()) {
        *error = std::move(problem);
        return false;
    }
    std::vector<char> temp(path.begin(), path.end());
    for (const char c : std::string(".XXXXXX")) {
        temp.push_back(c);
    }
    temp.push_back('\0');
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        return fail(std::strerror(errno));
    }
    const auto abandon = [&](int err) {
        ::close(fd);
        ::unlink(temp.data());
        return fail(std::strerror(err));
    };
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return abandon(n < 0 ? errno : ENOSPC);
        }
        written += static_cast<std::size_t>(n);
    }
    // ext4 and XFS report a full disk as late as fsync.
    if (::fsync(fd) != 0) {
        return abandon(errno);
    }
    ::fchmod(
        fd, 0644 & ~[] {
            const mode_t mask = ::umask(0);
            ::umask(mask);
            return mask;
        }());
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(temp.data());
        return fail(std::strerror(err));
    }
    if (std::rename(temp.data(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(temp.data());
        return fail(std::strerror(err));
    }
    return true;
}

}  // namespace stepbudget::cli
