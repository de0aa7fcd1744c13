#pragma once

#include <QByteArray>

#include <array>
#include <optional>
#include <string_view>

class QIODevice;

namespace ui {

/// The lines of an autosave journal, read fast enough for millions: from the device in large
/// blocks, and an event, signal or heartbeat line's fields by hand. A sealed line (the journal's
/// format from version 4 on) is its text, a tab, the CRC-32 of the text in eight lowercase hex
/// digits and '\n': any single flipped bit of it, the '\n' too, makes it fail unseal().
class JournalLines
{
public:
    /// `text` (without tabs or line ends) as a sealed line.
    static QByteArray seal(const QByteArray &text);
    /// The text of the sealed `line` (with or without its '\n'), or nothing if its check fails.
    static std::optional<std::string_view> unseal(std::string_view line);

    enum class Status
    {
        Line,   ///< a whole line, with its '\n'
        End,    ///< nothing more
        Torn,   ///< a last line without its end
        TooLong ///< a line longer than the limit
    };

    /// The fields of an event, signal or heartbeat line; other keys are passed over.
    struct Fields
    {
        std::optional<double> at, clock, kind, seat, wall, alive, signal;
        std::array<std::optional<double>, 4> move; ///< from, to, kind, piece (more are passed over)
        std::optional<std::string_view> san;
    };

    explicit JournalLines(QIODevice &device) : m_device(device) {}

    /// The next line, of at most `limit` bytes, in `line` (until the next call); a torn one too.
    Status next(qsizetype limit, std::string_view &line);
    /// The fields of `line`, a flat JSON object of numbers, strings without escapes and arrays of
    /// numbers; nothing if it is not one.
    static std::optional<Fields> fields(std::string_view line);

private:
    QIODevice &m_device;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
};

} // namespace ui
