#pragma once

#include <QString>

namespace ui {

/// A move in SAN for display. With `localized`, piece letters follow the user-interface language
/// (Dutch K D T L P, Czech K D V S J) and pawn drops are written `@e4`; files keep English SAN.
QString displaySan(const QString &san, bool localized);

} // namespace ui
