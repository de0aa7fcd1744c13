#include "history.h"

#include <algorithm>
#include <cstring>

namespace core::engine {

// Four megabytes: cleared in place, as a temporary would not fit a worker thread's stack.
void History::clear()
{
    std::memset(m_butterfly, 0, sizeof m_butterfly);
    std::memset(m_continuation, 0, sizeof m_continuation);
    std::memset(m_capture, 0, sizeof m_capture);
    std::fill(std::begin(m_counter), std::end(m_counter), Move());
}

} // namespace core::engine
