#include "journallines.h"

#include <QIODevice>

#include <charconv>

#include <zlib.h>

namespace ui {

namespace {

// By hand: QJsonDocument took most of the time of resuming a long match.
class LineParser
{
public:
    explicit LineParser(std::string_view text) : m_text(text) {}

    std::optional<JournalLines::Fields> object()
    {
        JournalLines::Fields f;
        if (!eat('{')) return std::nullopt;
        if (!eat('}')) {
            do {
                const auto key = string();
                if (!key || !eat(':') || !value(*key, f)) return std::nullopt;
            } while (eat(','));
            if (!eat('}')) return std::nullopt;
        }
        space();
        if (m_pos != m_text.size()) return std::nullopt;
        return f;
    }

private:
    bool value(std::string_view key, JournalLines::Fields &f)
    {
        space();
        if (m_pos < m_text.size() && m_text[m_pos] == '"') {
            const auto text = string();
            if (key == "san") f.san = text;
            return text.has_value();
        }
        if (eat('[')) {
            std::array<std::optional<double>, 4> list;
            if (!eat(']')) {
                std::size_t i = 0;
                do {
                    const auto n = number();
                    if (!n) return false;
                    if (i < list.size()) list[i++] = n;
                } while (eat(','));
                if (!eat(']')) return false;
            }
            if (key == "move") f.move = list;
            return true;
        }
        const auto n = number();
        if (!n) return false;
        if (std::optional<double> *field = numberField(key, f)) *field = n;
        return true;
    }
    static std::optional<double> *numberField(std::string_view key, JournalLines::Fields &f)
    {
        if (key == "at") return &f.at;
        if (key == "clock") return &f.clock;
        if (key == "kind") return &f.kind;
        if (key == "seat") return &f.seat;
        if (key == "wall") return &f.wall;
        if (key == "alive") return &f.alive;
        if (key == "signal") return &f.signal;
        return nullptr;
    }
    std::optional<std::string_view> string()
    {
        if (!eat('"')) return std::nullopt;
        const std::size_t start = m_pos;
        for (; m_pos < m_text.size() && m_text[m_pos] != '"'; ++m_pos)
            if (m_text[m_pos] == '\\' || static_cast<unsigned char>(m_text[m_pos]) < 0x20)
                return std::nullopt;
        if (m_pos == m_text.size()) return std::nullopt;
        return m_text.substr(start, m_pos++ - start);
    }
    std::optional<double> number()
    {
        space();
        const char *begin = m_text.data() + m_pos, *last = m_text.data() + m_text.size();
        // Whole numbers, as the journal writes them, are read much faster as such.
        long long whole = 0;
        auto [end, ec] = std::from_chars(begin, last, whole);
        if (ec == std::errc() && (end == last || (*end != '.' && *end != 'e' && *end != 'E'))) {
            m_pos = std::size_t(end - m_text.data());
            return double(whole);
        }
        double d = 0;
        const auto read = std::from_chars(begin, last, d);
        if (read.ec != std::errc()) return std::nullopt;
        m_pos = std::size_t(read.ptr - m_text.data());
        return d;
    }
    bool eat(char c)
    {
        space();
        if (m_pos == m_text.size() || m_text[m_pos] != c) return false;
        ++m_pos;
        return true;
    }
    void space()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' ||
                                         m_text[m_pos] == '\r' || m_text[m_pos] == '\n'))
            ++m_pos;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

constexpr std::size_t SealSize = 9; // the tab and eight hex digits

quint32 crcOf(std::string_view text)
{
    return quint32(
        crc32_z(crc32_z(0, nullptr, 0), reinterpret_cast<const Bytef *>(text.data()), text.size()));
}

} // namespace

QByteArray JournalLines::seal(const QByteArray &text)
{
    const quint32 crc = crcOf(std::string_view(text.constData(), std::size_t(text.size())));
    return text + '\t' + QByteArray::number(crc, 16).rightJustified(8, '0') + '\n';
}

// Only lowercase digits: 'a' and 'A' differ in one bit, and both would read as ten.
std::optional<std::string_view> JournalLines::unseal(std::string_view line)
{
    if (!line.empty() && line.back() == '\n') line.remove_suffix(1);
    if (line.size() < SealSize || line[line.size() - SealSize] != '\t') return std::nullopt;
    const std::string_view digits = line.substr(line.size() - SealSize + 1);
    quint32 crc = 0;
    for (const char c : digits) {
        if (c >= '0' && c <= '9')
            crc = crc << 4 | quint32(c - '0');
        else if (c >= 'a' && c <= 'f')
            crc = crc << 4 | quint32(c - 'a' + 10);
        else
            return std::nullopt;
    }
    const std::string_view text = line.substr(0, line.size() - SealSize);
    if (crcOf(text) != crc) return std::nullopt;
    return text;
}

// In large blocks: QIODevice::readLine() per line is slow for millions.
JournalLines::Status JournalLines::next(qsizetype limit, std::string_view &line)
{
    for (;;) {
        const qsizetype end = m_buffer.indexOf('\n', m_pos);
        const qsizetype length = end < 0 ? m_buffer.size() - m_pos : end + 1 - m_pos;
        if (length > limit) return Status::TooLong;
        if (end >= 0) {
            line = std::string_view(m_buffer.constData() + m_pos, std::size_t(length));
            m_pos = end + 1;
            return Status::Line;
        }
        m_buffer.remove(0, m_pos);
        m_pos = 0;
        const QByteArray block = m_device.read(1 << 20);
        if (block.isEmpty() && m_buffer.isEmpty()) return Status::End;
        if (block.isEmpty()) {
            line = std::string_view(m_buffer.constData(), std::size_t(m_buffer.size()));
            return Status::Torn;
        }
        m_buffer += block;
    }
}

std::optional<JournalLines::Fields> JournalLines::fields(std::string_view line)
{
    return LineParser(line).object();
}

} // namespace ui
