// libFuzzer: the FEN reader. A position it accepts must be consistent, write back to itself,
// and every legal move must make and unmake cleanly, keeping the key right.
#include "core/board/position.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    for (const core::Variant variant : {core::Variant::Bughouse, core::Variant::Crazyhouse}) {
        core::Rules rules;
        rules.variant = variant;
        auto read = core::Position::fromFen(text, rules);
        if (!read) continue;
        core::Position pos = *read;
        if (!pos.isConsistent() || pos.key() != pos.computeKey()) __builtin_trap();
        const auto again = core::Position::fromFen(pos.fen(), rules);
        if (!again || !(*again == pos)) __builtin_trap();
        core::MoveList moves;
        pos.legalMoves(moves);
        if (moves.size() != pos.countLegalMoves()) __builtin_trap();
        (void)pos.status();
        for (const core::Move &m : moves) {
            const std::uint64_t key = pos.key();
            core::Position::Undo undo;
            (void)pos.givesCheck(m);
            pos.makeMove(m, undo);
            if (!pos.isConsistent() || pos.key() != pos.computeKey()) __builtin_trap();
            pos.unmakeMove(m, undo);
            if (pos.key() != key || !(pos == *read)) __builtin_trap();
        }
    }
    return 0;
}
