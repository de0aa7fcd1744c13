#pragma once

#include "core/partnersignal.h"

#include <QGraphicsObject>

namespace ui {

class PieceArt;
struct Theme;

/// A seat's signals bar: sit, go, hold, need P/N/B/R/Q, OK, sorry, thanks, as a row of buttons.
class SignalBarItem : public QGraphicsObject
{
    Q_OBJECT

public:
    static constexpr qreal Height = 56;

    /// A bar `width` wide; "need" buttons show pieces of `partnerColor` (what the partner gets).
    SignalBarItem(const Theme *theme, PieceArt *art, qreal width, core::Color partnerColor,
                  QGraphicsItem *parent = nullptr);

    /// The keyboard key that sends `signal` for the seat in focus (the same in every language).
    static QChar shortcutKey(core::PartnerSignal signal);
    /// The button rectangle of `signal`.
    QRectF buttonRect(core::PartnerSignal signal) const;
    /// Re-reads the translated labels.
    void retranslate();

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void signalClicked(core::PartnerSignal signal);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    int buttonAt(QPointF point) const;

    const Theme *m_theme;
    PieceArt *m_art;
    qreal m_width;
    core::Color m_partnerColor;
    int m_hovered = -1;
};

} // namespace ui
