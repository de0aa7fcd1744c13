#pragma once

#include "core/board/position.h"

#include <QColor>
#include <QGraphicsObject>
#include <QList>

namespace ui {

class PieceArt;
struct Theme;

/// One board: squares, coordinates, pieces, last-move and check marks, the marks of a held
/// piece's legal targets and the keyboard cursors. It only draws; the input layer handles the
/// hands and the core decides.
class BoardItem : public QGraphicsObject
{
    Q_OBJECT

public:
    /// Side of a square in scene units.
    static constexpr qreal SquareSize = 100;

    /// A board item drawing `position` (not owned; must outlive the item or be replaced).
    BoardItem(const Theme *theme, PieceArt *art, bool flipped, QGraphicsItem *parent = nullptr);

    /// The position to draw (null: an empty board).
    void setPosition(const core::Position *position);
    /// Marks the last move (none: a default Move).
    void setLastMove(core::Move move);
    /// With this set, the last move also gets an arrow (a drop: a ring), visible from afar.
    void setArrow(bool arrow);
    bool hasArrow() const { return m_arrow; }
    /// An engine's suggested move, as an arrow of its own colour (a drop: a ring round the
    /// `dropped` piece drawn faint); none: a default Move.
    void setSuggestion(core::Move move, core::Piece dropped = core::Piece::None);
    core::Move suggestion() const { return m_suggestion; }
    /// Draws the coordinates `scale` times their normal size (the Size setting; at most 1.75).
    void setTextScale(qreal scale);
    /// The coordinates' font, in scene units.
    QFont coordinateFont() const;
    /// Rank 1 at the top.
    bool isFlipped() const { return m_flipped; }
    /// Where the file letter and the rank digit of the corner square a1 (h8 when flipped) are
    /// drawn.
    QRectF fileLabelRect(int file) const;
    QRectF rankLabelRect(int rank) const;
    /// Marks a held piece: its origin (Square::None for a pocket piece), its targets, whether
    /// the piece is being dragged (then it is not drawn on its square), and the square under a
    /// finger (ringed, since the finger hides it).
    void setHeld(core::Square from, core::Bitboard targets, bool dragging,
                 core::Square over = core::Square::None);
    /// Clears the held-piece marks.
    void clearHeld() { setHeld(core::Square::None, 0, false); }

    /// A keyboard block's cursor.
    struct KeyCursor
    {
        core::Square square;
        QColor color;
        friend bool operator==(const KeyCursor &, const KeyCursor &) = default;
    };
    /// The keyboard cursors to draw (none, one, or two in crazyhouse).
    void setKeyCursors(const QList<KeyCursor> &cursors);
    const QList<KeyCursor> &keyCursors() const { return m_cursors; }

    /// A premove waiting to be played: its squares tinted, its piece faint on the target.
    struct Ghost
    {
        core::Square from; ///< Square::None for a drop
        core::Square to;
        core::Piece piece;
        friend bool operator==(const Ghost &, const Ghost &) = default;
    };
    void setGhosts(const QList<Ghost> &ghosts);
    const QList<Ghost> &ghosts() const { return m_ghosts; }

    /// The square under `point` (item coordinates), or Square::None.
    core::Square squareAt(QPointF point) const;
    /// The rectangle of `square` in item coordinates.
    QRectF squareRect(core::Square square) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintArrow(QPainter *painter, core::Move move, const QColor &color) const;

    const Theme *m_theme;
    PieceArt *m_art;
    const core::Position *m_position = nullptr;
    bool m_flipped;
    core::Move m_lastMove;
    bool m_arrow = false;
    core::Move m_suggestion;
    core::Piece m_suggestedPiece = core::Piece::None;
    qreal m_textScale = 1;
    core::Square m_heldFrom = core::Square::None;
    core::Bitboard m_targets = 0;
    bool m_dragging = false;
    core::Square m_over = core::Square::None;
    QList<KeyCursor> m_cursors;
    QList<Ghost> m_ghosts;
};

} // namespace ui
