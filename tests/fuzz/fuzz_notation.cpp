// libFuzzer: SAN and UCI move reading. The input's first line is a FEN (the start position if it
// is not one), the rest a move; a move read must be legal and be read back from its own SAN and
// UCI.
#include "core/board/notation.h"
#include "core/board/position.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const std::size_t eol = text.find('\n');
    const std::string_view move = eol == std::string_view::npos ? text : text.substr(eol + 1);
    const auto given = eol == std::string_view::npos ? core::Result<core::Position>::failure("")
                                                     : core::Position::fromFen(text.substr(0, eol));
    const core::Position pos = given ? *given : core::Position();
    for (const auto &m : {core::parseSan(pos, move), core::parseUci(pos, move)}) {
        if (!m) continue;
        if (!pos.isLegal(*m)) __builtin_trap();
        const auto san = core::parseSan(pos, core::toSan(pos, *m));
        const auto uci = core::parseUci(pos, core::toUci(*m));
        if (!san || !(*san == *m) || !uci || !(*uci == *m)) __builtin_trap();
    }
    return 0;
}
