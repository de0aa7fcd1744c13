#include "safefile.h"

#include <QSaveFile>

namespace ui {

// Unbuffered: QSaveFile::commit() does not notice a write that fails only when its buffer is
// flushed on close (it would rename an empty file over the old one), so nothing may be buffered.
bool writeFileSafely(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error) *error = file.errorString();
    return false; // the temporary file goes with `file`, the old file stays as it was
}

} // namespace ui
