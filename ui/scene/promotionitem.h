#pragma once

#include "core/board/rules.h"

#include <QList>

#include <QGraphicsObject>

namespace ui {

class PieceArt;
struct Theme;

/// The promotion chooser: the pieces the match allows (queen, rook, bishop, knight, in that order)
/// in a column over the promotion square.
class PromotionItem : public QGraphicsObject
{
    Q_OBJECT

public:
    static constexpr qreal Cell = 100;

    PromotionItem(const Theme *theme, PieceArt *art, QGraphicsItem *parent = nullptr);

    /// Opens for `color` with the column at `topLeft` growing `downwards` (or upwards), offering
    /// the pieces a pawn may promote to under `promotions` (a core::promotion mask).
    void open(core::Color color, QPointF topLeft, bool downwards,
              std::uint8_t promotions = core::promotion::Any);
    /// The piece under `scenePoint`, or PieceType::None.
    core::PieceType choiceAt(QPointF scenePoint) const;
    /// The scene rectangle of a choice (for tests); empty if it is not offered.
    QRectF choiceRect(core::PieceType type) const;
    /// Rings the keyboard's current choice (PieceType::None: none).
    void setHighlighted(core::PieceType type);
    core::PieceType highlighted() const { return m_highlighted; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Theme *m_theme;
    PieceArt *m_art;
    core::Color m_color = core::Color::White;
    bool m_downwards = true;
    core::PieceType m_highlighted = core::PieceType::None;
    QList<core::PieceType> m_choices;
};

} // namespace ui
