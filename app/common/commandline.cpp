#include "commandline.h"

#include "core/base/quote.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <istream>
#include <ostream>

namespace cli {

// O_NONBLOCK so that opening a FIFO without a writer returns at once (it is then refused as
// not a regular file); the size is checked before reading, so /dev/zero or a huge file is never
// read into memory.
std::optional<std::string> readFile(const std::string &path, std::ostream &err)
{
    const auto fail = [&](const std::string &why) {
        err << "cannot read " << core::quoted(path) << ": " << why << "\n";
        return std::nullopt;
    };
    const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return fail(std::strerror(errno));
    struct stat info;
    std::string why;
    if (fstat(fd, &info) != 0)
        why = std::strerror(errno);
    else if (!S_ISREG(info.st_mode))
        why = S_ISDIR(info.st_mode) ? "a directory, not a file" : "not a regular file";
    else if (std::uint64_t(info.st_size) > MaxFileSize)
        why = "larger than " + std::to_string(MaxFileSize >> 20) + " MiB";
    std::string text;
    if (why.empty()) {
        text.resize(std::size_t(info.st_size));
        std::size_t done = 0;
        // A file that grows while it is read is read up to the size it had.
        while (done < text.size()) {
            const ssize_t n = read(fd, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) why = std::strerror(errno);
            if (n <= 0) break;
            done += std::size_t(n);
        }
        text.resize(done);
    }
    close(fd);
    if (!why.empty()) return fail(why);
    return text;
}

bool writeFile(const std::string &path, const std::string &text, std::ostream &err)
{
    const std::string part = path + ".part";
    std::FILE *file = std::fopen(part.c_str(), "wb");
    if (!file) {
        err << "cannot write " << core::quoted(path) << ": " << std::strerror(errno) << "\n";
        return false;
    }
    bool failed = std::fwrite(text.data(), 1, text.size(), file) != text.size();
    int error = errno;
    if (std::fclose(file) != 0 && !failed) {
        failed = true;
        error = errno;
    }
    if (!failed && std::rename(part.c_str(), path.c_str()) == 0) return true;
    if (!failed) error = errno;
    std::remove(part.c_str());
    err << "cannot write " << core::quoted(path) << ": " << std::strerror(error) << "\n";
    return false;
}

// Byte by byte: std::getline() would hold an endless line (`< /dev/zero`) until memory ran out.
LineRead readLine(std::istream &in, std::string &line)
{
    line.clear();
    for (char c; in.get(c);) {
        if (c == '\n') {
            if (line.ends_with('\r')) line.pop_back();
            return LineRead::Line;
        }
        if (line.size() == MaxLineLength) return LineRead::TooLong;
        line += c;
    }
    return line.empty() ? LineRead::End : LineRead::Line;
}

std::string tooLongLine(int number)
{
    return "line " + std::to_string(number) + " is longer than " +
           std::to_string(MaxLineLength >> 20) + " MiB";
}

std::optional<int> readCount(const std::string &text)
{
    if (text.empty() || text.size() > 9 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    return std::stoi(text);
}

} // namespace cli
