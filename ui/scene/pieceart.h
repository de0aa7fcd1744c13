#pragma once

#include "core/board/types.h"

#include <QHash>
#include <QPixmap>
#include <QSvgRenderer>

#include <array>
#include <memory>

class QPainter;

namespace ui {

/// The project's vector piece set (resources/pieces), drawn crisply at any size: each piece is
/// rendered once per device-pixel size and cached.
class PieceArt
{
public:
    PieceArt();
    ~PieceArt();

    /// Draws `piece` (coloured) into `rect` in item coordinates, with `opacity`.
    void paint(QPainter *painter, core::Piece piece, const QRectF &rect, qreal opacity = 1.0);

private:
    QPixmap pixmap(core::Piece piece, int pixels);

    std::array<std::unique_ptr<QSvgRenderer>, 12> m_renderers;
    QHash<quint32, QPixmap> m_cache;
};

} // namespace ui
