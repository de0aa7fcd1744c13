#include "boarditem.h"

#include "pieceart.h"
#include "theme.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace ui {

using core::Square;

BoardItem::BoardItem(const Theme *theme, PieceArt *art, bool flipped, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art), m_flipped(flipped)
{}

void BoardItem::setPosition(const core::Position *position)
{
    m_position = position;
    update();
}

void BoardItem::setLastMove(core::Move move)
{
    m_lastMove = move;
    update();
}

void BoardItem::setSuggestion(core::Move move, core::Piece dropped)
{
    if (move == m_suggestion && dropped == m_suggestedPiece) return;
    m_suggestion = move;
    m_suggestedPiece = dropped;
    update();
}

void BoardItem::setArrow(bool arrow)
{
    m_arrow = arrow;
    update();
}

void BoardItem::setTextScale(qreal scale)
{
    m_textScale = std::clamp(scale, qreal(1), qreal(1.75));
    update();
}

QFont BoardItem::coordinateFont() const
{
    QFont font = Theme::font();
    font.setPixelSize(int(SquareSize * 0.24 * m_textScale));
    font.setBold(true);
    return font;
}

// The labels sit inside the edge squares: files along the bottom edge at the right, ranks along
// the left edge at the top, so the two in the corner square never meet.
QRectF BoardItem::fileLabelRect(int file) const
{
    const QRectF square = squareRect(core::makeSquare(file, m_flipped ? 7 : 0));
    const QFontMetricsF metrics(coordinateFont());
    const QString label(QChar('a' + file));
    return QRectF(square.right() - 6 - metrics.horizontalAdvance(label),
                  square.bottom() - 3 - metrics.height(), metrics.horizontalAdvance(label),
                  metrics.height());
}

QRectF BoardItem::rankLabelRect(int rank) const
{
    const QRectF square = squareRect(core::makeSquare(m_flipped ? 7 : 0, rank));
    const QFontMetricsF metrics(coordinateFont());
    const QString label(QChar('1' + rank));
    return QRectF(square.left() + 6, square.top() + 3, metrics.horizontalAdvance(label),
                  metrics.height());
}

void BoardItem::setHeld(Square from, core::Bitboard targets, bool dragging, Square over)
{
    if (from == m_heldFrom && targets == m_targets && dragging == m_dragging && over == m_over)
        return;
    m_heldFrom = from;
    m_targets = targets;
    m_dragging = dragging;
    m_over = over;
    update();
}

void BoardItem::setGhosts(const QList<Ghost> &ghosts)
{
    if (ghosts == m_ghosts) return;
    m_ghosts = ghosts;
    update();
}

void BoardItem::setKeyCursors(const QList<KeyCursor> &cursors)
{
    if (cursors == m_cursors) return;
    m_cursors = cursors;
    update();
}

QRectF BoardItem::boundingRect() const
{
    return QRectF(0, 0, 8 * SquareSize, 8 * SquareSize);
}

Square BoardItem::squareAt(QPointF point) const
{
    if (!boundingRect().contains(point)) return Square::None;
    int file = int(point.x() / SquareSize), rank = 7 - int(point.y() / SquareSize);
    if (m_flipped) file = 7 - file, rank = 7 - rank;
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return Square::None;
    return core::makeSquare(file, rank);
}

QRectF BoardItem::squareRect(Square square) const
{
    int col = core::fileOf(square), row = 7 - core::rankOf(square);
    if (m_flipped) col = 7 - col, row = 7 - row;
    return QRectF(col * SquareSize, row * SquareSize, SquareSize, SquareSize);
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        const bool light = (core::fileOf(s) + core::rankOf(s)) % 2 == 1;
        painter->fillRect(squareRect(s), light ? m_theme->lightSquare : m_theme->darkSquare);
    }

    // Last move: origin and target tinted; a drop gets its own colour so it reads differently.
    if (m_lastMove.isValid()) {
        if (m_lastMove.kind == core::MoveKind::Drop) {
            painter->fillRect(squareRect(m_lastMove.to), m_theme->lastDrop);
        } else {
            painter->fillRect(squareRect(m_lastMove.from), m_theme->lastMove);
            painter->fillRect(squareRect(m_lastMove.to), m_theme->lastMove);
        }
    }
    if (m_heldFrom != Square::None) painter->fillRect(squareRect(m_heldFrom), m_theme->selected);
    for (const Ghost &g : m_ghosts) {
        if (g.from != Square::None) painter->fillRect(squareRect(g.from), m_theme->premove);
        painter->fillRect(squareRect(g.to), m_theme->premove);
    }

    // Coordinates inside the edge squares, in the colour of the other square shade.
    painter->setFont(coordinateFont());
    const auto shade = [this](Square s) {
        return (core::fileOf(s) + core::rankOf(s)) % 2 == 1 ? m_theme->darkSquare
                                                            : m_theme->lightSquare;
    };
    for (int i = 0; i < 8; ++i) {
        painter->setPen(shade(core::makeSquare(i, m_flipped ? 7 : 0)));
        painter->drawText(fileLabelRect(i), Qt::AlignLeft | Qt::AlignBottom,
                          QString(QChar('a' + i)));
        painter->setPen(shade(core::makeSquare(m_flipped ? 7 : 0, i)));
        painter->drawText(rankLabelRect(i), Qt::AlignLeft | Qt::AlignTop, QString(QChar('1' + i)));
    }
    if (!m_position) return;

    // A king in check glows red.
    if (m_position->inCheck()) {
        const QRectF r = squareRect(m_position->kingSquare(m_position->sideToMove()));
        QRadialGradient glow(r.center(), SquareSize * 0.7);
        glow.setColorAt(0.0, m_theme->check);
        glow.setColorAt(0.45, m_theme->check);
        QColor edge = m_theme->check;
        edge.setAlpha(0);
        glow.setColorAt(1.0, edge);
        painter->fillRect(r, glow);
    }

    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        if (s == m_heldFrom && m_dragging) continue;
        m_art->paint(painter, m_position->pieceAt(s), squareRect(s));
    }

    // A premove's piece, faint on its target.
    for (const Ghost &g : m_ghosts) {
        painter->setOpacity(0.5);
        m_art->paint(painter, g.piece, squareRect(g.to));
        painter->setOpacity(1.0);
    }

    if (m_arrow && m_lastMove.isValid()) paintArrow(painter, m_lastMove, m_theme->arrow);
    if (m_suggestion.isValid()) {
        if (m_suggestion.kind == core::MoveKind::Drop)
            m_art->paint(painter, m_suggestedPiece, squareRect(m_suggestion.to), 0.5);
        paintArrow(painter, m_suggestion, m_theme->suggestion);
    }

    // Targets: a dot on an empty square, corner wedges on a capture.
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_theme->target);
    for (core::Bitboard b = m_targets; b;) {
        const Square s = core::bitboard::popLsb(b);
        const QRectF r = squareRect(s);
        if (m_position->pieceAt(s) == core::Piece::None) {
            painter->drawEllipse(r.center(), SquareSize * 0.16, SquareSize * 0.16);
        } else {
            QPainterPath square, disc;
            square.addRect(r);
            disc.addEllipse(r.center(), SquareSize * 0.56, SquareSize * 0.56);
            painter->drawPath(square.subtracted(disc));
        }
    }
    if (m_over != Square::None) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_theme->target, SquareSize * 0.08));
        painter->drawEllipse(squareRect(m_over).center(), SquareSize * 0.62, SquareSize * 0.62);
    }

    // Keyboard cursors: a thick frame in the block's colour; a second one on the same square
    // (crazyhouse) sits inside the first.
    painter->setBrush(Qt::NoBrush);
    for (int i = 0; i < m_cursors.size(); ++i) {
        const qreal inset = SquareSize * (0.05 + 0.1 * i);
        painter->setPen(QPen(m_cursors[i].color, SquareSize * 0.08));
        painter->drawRoundedRect(
            squareRect(m_cursors[i].square).adjusted(inset, inset, -inset, -inset), 8, 8);
    }
}

// Over the pieces, so that it reads from across the room: a shaft and a head from the centre of
// the origin to the target; a drop has no origin and gets a ring.
void BoardItem::paintArrow(QPainter *painter, core::Move move, const QColor &color) const
{
    const QPointF to = squareRect(move.to).center();
    painter->setBrush(Qt::NoBrush);
    if (move.kind == core::MoveKind::Drop) {
        painter->setPen(QPen(color, SquareSize * 0.12));
        painter->drawEllipse(to, SquareSize * 0.44, SquareSize * 0.44);
        return;
    }
    const QPointF from = squareRect(move.from).center();
    const QLineF line(from, to);
    const qreal head = SquareSize * 0.45;
    const QPointF unit = (to - from) / line.length();
    const QPointF normal(-unit.y(), unit.x());
    const QPointF base = to - unit * head;
    painter->setPen(QPen(color, SquareSize * 0.16, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(from, base);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawPolygon(QPolygonF({to, base + normal * head * 0.6, base - normal * head * 0.6}));
}

} // namespace ui
