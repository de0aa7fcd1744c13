#include "history.h"

#include "mix.h"

#include <algorithm>
#include <cstring>

namespace core::engine {

namespace {

// A correction is at most this many centipawns, and an error counts up to this many.
constexpr int MaxCorrection = 390;
constexpr int MaxError = 400;
// The step towards the error is depth + 1 in 256, at most this many.
constexpr int MaxStep = 16;

} // namespace

// Four megabytes: cleared in place, as a temporary would not fit a worker thread's stack.
void History::clear()
{
    std::memset(m_butterfly, 0, sizeof m_butterfly);
    std::memset(m_continuation, 0, sizeof m_continuation);
    std::memset(m_capture, 0, sizeof m_capture);
    std::memset(m_correction, 0, sizeof m_correction);
    std::fill(std::begin(m_counter), std::end(m_counter), Move());
}

// The fitted evaluation errs the same way in positions that share their pawns (a weak king
// shelter, a locked centre) or their hands (what can be dropped decides most attacks): the
// tables learn that error during the game and take it off later evaluations.
int History::correctionIndex(const Position &pos, int kind)
{
    std::uint64_t key = 0;
    if (kind == 0) {
        key = mix(pos.pieces(Color::White, PieceType::Pawn)) ^
              mix(pos.pieces(Color::Black, PieceType::Pawn) + 0x9E3779B97F4A7C15ull);
    } else {
        for (Color c : {Color::White, Color::Black})
            for (int t = 0; t < PocketTypes; ++t)
                key = key * 16 + std::uint64_t(std::min(15, pos.pocketCount(c, PieceType(t))));
        key = mix(key);
    }
    return int(key & (CorrectionSize - 1));
}

int History::correction(const Position &pos) const
{
    const int side = int(pos.sideToMove());
    int sum = 0;
    for (int kind = 0; kind < CorrectionKinds; ++kind)
        sum += m_correction[kind][side][correctionIndex(pos, kind)];
    return sum / CorrectionGrain;
}

void History::learnCorrection(const Position &pos, int error, int depth)
{
    const int side = int(pos.sideToMove());
    const int step = std::min(depth + 1, MaxStep);
    const int target = std::clamp(error, -MaxError, MaxError) * CorrectionGrain;
    for (int kind = 0; kind < CorrectionKinds; ++kind) {
        std::int16_t &entry = m_correction[kind][side][correctionIndex(pos, kind)];
        entry = std::int16_t(std::clamp((entry * (256 - step) + target * step) / 256,
                                        -MaxCorrection * CorrectionGrain,
                                        MaxCorrection * CorrectionGrain));
    }
}

} // namespace core::engine
