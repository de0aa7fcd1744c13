#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace core {

/// Splits a byte stream (an engine's output) into lines in linear time: every byte is looked at
/// once, and at most one line of `maxLine` bytes plus the last chunk is held. A longer line is
/// dropped whole, as it arrives, and counted.
class LineBuffer
{
public:
    /// Longest line kept by default; a UCI line is a few kilobytes at most.
    static constexpr std::size_t DefaultMaxLine = 64 * 1024;

    explicit LineBuffer(std::size_t maxLine = DefaultMaxLine) : m_maxLine(maxLine) {}

    /// Appends bytes as read.
    void append(std::string_view bytes);
    /// The next whole line without its `\n` or `\r\n`, or nothing until one is complete.
    std::optional<std::string> next();
    /// Lines dropped for being longer than `maxLine`.
    std::size_t dropped() const { return m_dropped; }
    /// Bytes held (for tests: bounded however long a line is).
    std::size_t held() const { return m_data.size(); }

private:
    std::size_t m_maxLine;
    std::string m_data;
    std::size_t m_start = 0;   // first byte not yet returned
    std::size_t m_scanned = 0; // bytes from m_start on known to hold no newline
    bool m_skipping = false;   // inside an over-long line: drop up to its newline
    std::size_t m_dropped = 0;
};

} // namespace core
