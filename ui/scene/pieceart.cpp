#include "pieceart.h"

#include <QImage>
#include <QPainter>

namespace ui {

namespace {

int indexOf(core::Piece piece)
{
    return int(core::colorOf(piece)) * 6 + int(core::typeOf(piece));
}

} // namespace

PieceArt::PieceArt()
{
    for (int i = 0; i < 12; ++i) {
        const QString name =
            QStringLiteral(":/pieces/%1%2.svg").arg(i < 6 ? 'w' : 'b').arg(QChar("PNBRQK"[i % 6]));
        m_renderers[i] = std::make_unique<QSvgRenderer>(name);
    }
}

PieceArt::~PieceArt() = default;

QPixmap PieceArt::pixmap(core::Piece piece, int pixels)
{
    const quint32 key = quint32(indexOf(piece)) << 16 | quint32(pixels);
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd()) return *it;
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    m_renderers[indexOf(piece)]->render(&p, QRectF(0, 0, pixels, pixels));
    p.end();
    // A few sizes are in use at a time (board, pockets, drag); resizing the window makes new ones.
    if (m_cache.size() > 96) m_cache.clear();
    return *m_cache.insert(key, QPixmap::fromImage(image));
}

void PieceArt::paint(QPainter *painter, core::Piece piece, const QRectF &rect, qreal opacity)
{
    if (piece == core::Piece::None) return;
    const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const int pixels = qMax(1, qRound(painter->worldTransform().mapRect(rect).width() * scale));
    const qreal oldOpacity = painter->opacity();
    painter->setOpacity(oldOpacity * opacity);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawPixmap(rect, pixmap(piece, pixels), QRectF(0, 0, pixels, pixels));
    painter->setOpacity(oldOpacity);
}

} // namespace ui
