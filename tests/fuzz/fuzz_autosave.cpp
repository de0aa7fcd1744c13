// libFuzzer: the autosave reader. Whatever the file holds, reading it and replaying what it gives
// must end in a match or a message.
#include "ui/match/autosave.h"

#include <QBuffer>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    QString error;
    // A wall clock late enough for the seeds' times, so that their heartbeats are read.
    const auto saved = ui::Autosave::readFrom(buffer, 4'000'000'000'000, &error);
    if (!saved) {
        if (error.isEmpty()) __builtin_trap();
        return 0;
    }
    (void)saved->match.nextFlagTime();
    return 0;
}
