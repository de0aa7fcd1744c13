// libFuzzer: the BPGN/PGN reader. Every game it reads is replayed, written and read again: the
// second reading must equal the first (a game cut off by the end of the text as the moves it has).
#include "core/records/bpgn.h"
#include "core/records/gamerecord.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    for (const auto &game : core::readGames(text)) {
        if (!game) continue;
        (void)core::replay(*game);
        const auto again = core::readGames(core::writeGame(*game));
        if (again.size() != 1 || !again[0]) __builtin_trap();
        core::GameRecord read = *again[0], first = *game;
        first.incomplete.clear();
        for (auto *record : {&read, &first})
            for (auto &ply : record->plies) ply.line = 0; // where a move stands may differ
        if (!(read == first)) __builtin_trap();
    }
    return 0;
}
