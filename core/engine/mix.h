#pragma once

#include <cstdint>

namespace core::engine {

/// The splitmix64 finaliser: spreads every bit of `z` over the whole result, for keys and seeds.
constexpr std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace core::engine
