#pragma once

#include "core/board/move.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace core::engine {

/// How a stored score relates to the true value of its position.
enum class Bound : std::uint8_t
{
    None,  ///< an empty slot
    Upper, ///< the true value is at most the score (every move failed low)
    Lower, ///< the true value is at least the score (a move failed high)
    Exact  ///< the score is the true value at the stored depth
};

/// A fixed-size hash table of search results keyed by Position::key(), four entries per bucket.
/// Not thread-safe: one search uses it at a time.
class TranspositionTable
{
public:
    /// One stored result; 24 bytes, so a bucket spans two cache lines (a 16-byte entry was
    /// measured and left out: docs/strength-history.md, "Strength and time").
    struct Entry
    {
        std::uint64_t key = 0;
        Move move;
        std::int16_t score = 0;
        std::uint8_t depth = 0;
        std::uint8_t generation = 0;
        Bound bound = Bound::None;
    };

    /// A table of about `megabytes` MiB (rounded down to a power of two buckets, at least one).
    explicit TranspositionTable(std::size_t megabytes);

    /// Empties every slot.
    void clear();
    /// Marks the start of a new search: older entries become the first to be replaced.
    void newSearch() { ++m_generation; }
    /// The entry stored for `key`, or nullptr. The pointer is valid until the next store().
    const Entry *probe(std::uint64_t key) const;
    /// Stores a result for `key`, replacing the same key's entry or the shallowest, oldest one.
    /// A null `move` keeps the move already stored for the same key. A bound (not an exact
    /// score) more than KeptDepth plies shallower than the same key's entry only replaces its move.
    void store(std::uint64_t key, Move move, int score, int depth, Bound bound);

    static constexpr int KeptDepth = 3;

private:
    static constexpr std::size_t BucketSize = 4;
    struct Bucket
    {
        Entry entries[BucketSize];
    };
    Bucket &bucketFor(std::uint64_t key) { return m_buckets[key & (m_buckets.size() - 1)]; }
    const Bucket &bucketFor(std::uint64_t key) const
    {
        return m_buckets[key & (m_buckets.size() - 1)];
    }

    std::vector<Bucket> m_buckets;
    std::uint8_t m_generation = 0;
};

} // namespace core::engine
