#include "quote.h"

namespace core {

namespace {

// The length of the valid UTF-8 sequence at the start of `s` (2 to 4), or 0.
std::size_t utf8Length(std::string_view s)
{
    const auto lead = static_cast<unsigned char>(s[0]);
    const std::size_t n = lead >= 0xF0 && lead <= 0xF4  ? 4
                          : lead >= 0xE0                ? 3
                          : lead >= 0xC2 && lead < 0xE0 ? 2
                                                        : 0;
    if (n == 0 || s.size() < n) return 0;
    for (std::size_t i = 1; i < n; ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) return 0;
    return n;
}

// The escaped text and whether it had to be cut.
std::string escape(std::string_view text, bool &cut)
{
    static const char hex[] = "0123456789abcdef";
    std::string out;
    std::size_t i = 0;
    while (i < text.size() && i < QuoteLimit) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            if (const std::size_t n = utf8Length(text.substr(i)); n > 0) {
                out.append(text.substr(i, n));
                i += n;
                continue;
            }
        }
        switch (c) {
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        default:
            if (c < 0x20 || c >= 0x7F) {
                out += "\\x";
                out += hex[c >> 4];
                out += hex[c & 15];
            } else {
                out += char(c);
            }
        }
        ++i;
    }
    cut = i < text.size();
    return out;
}

} // namespace

std::string escaped(std::string_view text)
{
    bool cut = false;
    std::string out = escape(text, cut);
    if (cut) out += "...";
    return out;
}

std::string quoted(std::string_view text)
{
    bool cut = false;
    std::string out = '"' + escape(text, cut) + '"';
    if (cut) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

} // namespace core
