#include "movetext.h"

#include <QCoreApplication>

namespace ui {

QString displaySan(const QString &san, bool localized)
{
    if (!localized) return san;
    static const QString english = QStringLiteral("KQRBN");
    const QString letters = QCoreApplication::translate(
        "ui::MoveText", "KQRBN", "piece letters in move lists: king, queen, rook, bishop, knight");
    if (letters.size() != english.size()) return san; // a broken translation keeps English letters
    QString out = san.startsWith(QLatin1String("P@")) ? san.mid(1) : san;
    // In SAN, upper-case K Q R B N are piece letters only (files are lower case, castling is O-O).
    for (QChar &c : out)
        if (const qsizetype i = english.indexOf(c); i >= 0) c = letters.at(i);
    return out;
}

} // namespace ui
