// libFuzzer: the autosave reader. Whatever the file holds, reading it and replaying what it gives
// must end in a match or a message.
#include "ui/autosave.h"

#include <QBuffer>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    QString error;
    const auto saved = ui::Autosave::readFrom(buffer, &error);
    if (!saved) {
        if (error.isEmpty()) __builtin_trap();
        return 0;
    }
    const auto match = core::Match::replay(saved->config, saved->events);
    if (match) (void)match->nextFlagTime();
    return 0;
}
