#include "safefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace ui {

bool writeAll(QFileDevice &file, const QByteArray &bytes)
{
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) return false;
        done += n;
    }
    return true;
}

// Unbuffered: QSaveFile::commit() does not notice a write that fails only when its buffer is
// flushed on close (it would rename an empty file over the old one), so nothing may be buffered.
bool writeFileSafely(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && writeAll(file, bytes) &&
        file.commit())
        return true;
    if (error) *error = file.errorString();
    return false; // the temporary file goes with `file`, the old file stays as it was
}

QString keepDamagedAside(const QString &fileName)
{
    const QFileInfo info(fileName);
    const QString stem = info.dir().filePath(
        info.completeBaseName() + QStringLiteral("-damaged-") +
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss")));
    const QString suffix = info.suffix().isEmpty() ? QString() : u'.' + info.suffix();
    QString kept = stem + suffix;
    for (int n = 2; QFile::exists(kept); ++n) kept = stem + QStringLiteral("-%1").arg(n) + suffix;
    if (QFile::rename(fileName, kept)) return kept;
    QFile::remove(fileName);
    return {};
}

} // namespace ui
