#pragma once

#include "core/types.h"

#include <QGraphicsObject>

namespace ui {

class PieceArt;
struct Theme;

/// The promotion chooser: queen, rook, bishop and knight in a column over the promotion square.
class PromotionItem : public QGraphicsObject
{
    Q_OBJECT

public:
    static constexpr qreal Cell = 100;

    PromotionItem(const Theme *theme, PieceArt *art, QGraphicsItem *parent = nullptr);

    /// Opens for `color` with the column at `topLeft` growing `downwards` (or upwards).
    void open(core::Color color, QPointF topLeft, bool downwards);
    /// The piece under `scenePoint`, or PieceType::None.
    core::PieceType choiceAt(QPointF scenePoint) const;
    /// The scene rectangle of a choice (for tests).
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
};

} // namespace ui
