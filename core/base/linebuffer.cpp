#include "linebuffer.h"

namespace core {

void LineBuffer::append(std::string_view bytes)
{
    if (m_skipping) {
        const std::size_t eol = bytes.find('\n');
        if (eol == std::string_view::npos) return;
        m_skipping = false;
        bytes.remove_prefix(eol + 1);
    }
    m_data.append(bytes);
}

std::optional<std::string> LineBuffer::next()
{
    for (;;) {
        const std::size_t eol = m_data.find('\n', m_start + m_scanned);
        if (eol == std::string::npos) {
            m_scanned = m_data.size() - m_start;
            if (m_scanned > m_maxLine) { // the rest of this line is dropped as it comes
                ++m_dropped;
                m_skipping = true;
                m_data.clear();
                m_start = m_scanned = 0;
            }
            return std::nullopt;
        }
        const std::size_t begin = m_start, length = eol - begin;
        m_start = eol + 1;
        m_scanned = 0;
        // A plain string, not an optional filled in a branch: GCC's -Wmaybe-uninitialized
        // misreads that under the sanitizers.
        const bool kept = length <= m_maxLine;
        std::string line = kept ? m_data.substr(begin, length) : std::string();
        if (!kept) ++m_dropped;
        // Returned bytes are let go once they are half the buffer: amortized linear.
        if (m_start * 2 >= m_data.size()) {
            m_data.erase(0, m_start);
            m_start = 0;
        }
        if (!kept) continue;
        if (line.ends_with('\r')) line.pop_back();
        return line;
    }
}

} // namespace core
