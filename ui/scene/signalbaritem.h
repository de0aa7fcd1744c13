#pragma once

#include "core/match/partnersignal.h"

#include <QGraphicsObject>

#include <optional>

namespace ui {

class PieceArt;
struct Theme;

/// A seat's signals bar: sit, go, hold, need P/N/B/R/Q, OK, sorry, thanks, as a row of buttons.
/// When the Size makes the letters too big for one row, the words take one row and the pieces
/// another. A keyboard block's cursor on the bar is drawn round its button. It only draws: presses
/// reach it through the input layer like any other spot.
class SignalBarItem : public QGraphicsObject
{
    Q_OBJECT

public:
    /// The height of a bar in one row, at Normal.
    static constexpr qreal Height = 56;
    /// The height of a bar `width` wide with the letters of `theme`.
    static qreal height(const Theme *theme, qreal width);

    /// A bar `width` wide for a seat of colour `own`: "need" buttons show pieces of that colour
    /// (what the partner's captures bring the seat), on a square colour that sets them off.
    SignalBarItem(const Theme *theme, PieceArt *art, qreal width, core::Color own,
                  QGraphicsItem *parent = nullptr);

    /// The button rectangle of `signal`.
    QRectF buttonRect(core::PartnerSignal signal) const;
    /// The piece a "need" button shows (none for the others).
    core::Piece iconPiece(core::PartnerSignal signal) const;
    /// The button's colour when not hovered.
    QColor buttonColor(core::PartnerSignal signal) const;
    /// The index of the button under `point` (item coordinates), or -1.
    int buttonAt(QPointF point) const;
    /// Re-reads the translated labels.
    void retranslate();
    /// Marks `signal` as the one a keyboard cursor of `color` points at; none: no cursor here.
    void setChosen(std::optional<core::PartnerSignal> signal, const QColor &color);
    std::optional<core::PartnerSignal> chosen() const { return m_chosen; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    // The letters of the labels.
    QFont labelFont() const;

    const Theme *m_theme;
    PieceArt *m_art;
    qreal m_width;
    core::Color m_own;
    // Decided when the bar is made, as the scene's layout is: asking again for every button and
    // every repaint measured all the labels each time.
    bool m_twoRows;
    qreal m_height;
    int m_hovered = -1;
    std::optional<core::PartnerSignal> m_chosen;
    QColor m_chosenColor;
};

} // namespace ui
