#pragma once

#include <string>
#include <utility>
#include <variant>

namespace core {

/// A value or a human-readable error message (what was wrong with the input).
template <class T> class Result
{
public:
    /// A success.
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    /// A failure with message `error`.
    static Result failure(std::string error) { return Result(std::move(error), 0); }

    /// True on success.
    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }
    /// The value (precondition: ok()).
    const T &value() const { return std::get<0>(m_data); }
    T &value() { return std::get<0>(m_data); }
    const T &operator*() const { return value(); }
    const T *operator->() const { return &value(); }
    /// The error message (precondition: !ok()).
    const std::string &error() const { return std::get<1>(m_data); }

private:
    Result(std::string error, int) : m_data(std::in_place_index<1>, std::move(error)) {}
    std::variant<T, std::string> m_data;
};

} // namespace core
