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
    /// One stored result; 16 bytes, four to a 64-byte cache line.
    struct Entry
    {
        std::uint64_t key = 0;
        Move move;
        std::int16_t score = 0;
        std::uint8_t depth = 0;
        std::uint8_t ageAndBound = 0; // the search generation (6 bits) and the Bound (2 bits)

        Bound bound() const { return Bound(ageAndBound & 3); }
        std::uint8_t generation() const { return ageAndBound >> 2; }
    };

    /// A table of about `megabytes` MiB (rounded down to a power of two buckets, at least one).
    explicit TranspositionTable(std::size_t megabytes);

    /// Empties every slot.
    void clear();
    /// Marks the start of a new search: older entries become the first to be replaced.
    void newSearch() { m_generation = (m_generation + 1) & GenerationMask; }
    /// The entry stored for `key`, or nullptr. The pointer is valid until the next store().
    const Entry *probe(std::uint64_t key) const;
    /// Stores a result for `key`, replacing the same key's entry or the shallowest, oldest one.
    /// A null `move` keeps the move already stored for the same key.
    void store(std::uint64_t key, Move move, int score, int depth, Bound bound);

private:
    static constexpr std::size_t BucketSize = 4;
    static constexpr int GenerationMask = 63;
    struct alignas(64) Bucket
    {
        Entry entries[BucketSize];
    };
    Bucket &bucketFor(std::uint64_t key) { return m_buckets[key & (m_buckets.size() - 1)]; }
    const Bucket &bucketFor(std::uint64_t key) const
    {
        return m_buckets[key & (m_buckets.size() - 1)];
    }

    static_assert(sizeof(Entry) == 16 && sizeof(Bucket) == 64);

    std::vector<Bucket> m_buckets;
    std::uint8_t m_generation = 0;
};

} // namespace core::engine
