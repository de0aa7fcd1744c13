#pragma once

#include <QByteArray>
#include <QFileDevice>
#include <QString>

namespace ui {

/// Writes all of `bytes` to the open `file`; false if it could not, `file.errorString()` then
/// naming the cause (a write that fills the disk is short without one: the next write says why).
bool writeAll(QFileDevice &file, const QByteArray &bytes);

/// Writes `bytes` as the whole new content of `fileName`: into a temporary file that replaces the
/// old one only once every byte is written (QSaveFile), so a full disk never leaves an empty or
/// partial file in place of a good one. False, with `*error`, if it could not be written.
bool writeFileSafely(const QString &fileName, const QByteArray &bytes, QString *error = nullptr);

/// Renames a damaged `fileName` ("dir/name.ext") to "dir/name-damaged-<date>-<time>.ext" (with a
/// number if that is taken), so that it is kept for a look but never read again. The new name, or
/// empty if it could not be renamed (then it is removed).
QString keepDamagedAside(const QString &fileName);

} // namespace ui
