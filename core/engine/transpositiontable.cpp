#include "transpositiontable.h"

#include <algorithm>
#include <bit>

namespace core::engine {

TranspositionTable::TranspositionTable(std::size_t megabytes)
    : m_buckets(std::bit_floor(std::max<std::size_t>(1, (megabytes << 20) / sizeof(Bucket))))
{}

void TranspositionTable::clear()
{
    for (Bucket &b : m_buckets) b = Bucket();
    m_generation = 0;
}

const TranspositionTable::Entry *TranspositionTable::probe(std::uint64_t key) const
{
    for (const Entry &e : bucketFor(key).entries)
        if (e.bound != Bound::None && e.key == key) return &e;
    return nullptr;
}

// The victim is the entry of the same key if present, else the one whose depth, lowered by four
// plies per search generation of age, is smallest: deep results survive a few searches, stale
// ones do not. A bound from a much shallower search (a quiescence search, a reduced one, a
// transposition reached late) does not overwrite a deep result of its key: it would cost the
// next visit a search the table had spared, and it cost this engine most at longer time
// controls (docs/strength-history.md, "Strength and time").
void TranspositionTable::store(std::uint64_t key, Move move, int score, int depth, Bound bound)
{
    Bucket &bucket = bucketFor(key);
    Entry *victim = &bucket.entries[0];
    int victimWorth = 1 << 30;
    for (Entry &e : bucket.entries) {
        if (e.bound == Bound::None || e.key == key) {
            victim = &e;
            break;
        }
        const int age = std::uint8_t(m_generation - e.generation);
        const int worth = e.depth - 4 * age;
        if (worth < victimWorth) {
            victim = &e;
            victimWorth = worth;
        }
    }
    const bool same = victim->key == key && victim->bound != Bound::None;
    if (same && bound != Bound::Exact && depth + KeptDepth < victim->depth) {
        if (move.isValid()) victim->move = move;
        return;
    }
    if (!move.isValid() && same) move = victim->move;
    *victim = {key, move, std::int16_t(score), std::uint8_t(depth), m_generation, bound};
}

} // namespace core::engine
