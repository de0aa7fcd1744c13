#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace core {

/// How many bytes of someone's input an error message shows at most.
constexpr std::size_t QuoteLimit = 80;

/// `text` made safe for a message: control bytes, quotes, backslashes and invalid UTF-8 escaped
/// (`\n`, `\"`, `\x00`), cut after QuoteLimit bytes of input with `...` and the full length.
std::string escaped(std::string_view text);
/// escaped(text) in double quotes; a cut text ends `"..." (N bytes)`.
std::string quoted(std::string_view text);

} // namespace core
