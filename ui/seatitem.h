#pragma once

#include <QGraphicsObject>

namespace ui {

struct Theme;

/// A seat's name plate: the player's name, a stripe in the team colour, a label ("White · A"),
/// and a bright edge and marker while it is this seat's turn.
class SeatItem : public QGraphicsObject
{
    Q_OBJECT

public:
    static constexpr qreal Height = 100;

    /// A plate `width` wide; `stripeLeft` puts the team stripe on the left edge.
    SeatItem(const Theme *theme, qreal width, bool stripeLeft, QGraphicsItem *parent = nullptr);

    void setName(const QString &name);
    void setLabel(const QString &label);
    void setTeamColor(const QColor &color);
    void setToMove(bool toMove);
    QString name() const { return m_name; }
    QString label() const { return m_label; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Theme *m_theme;
    qreal m_width;
    bool m_stripeLeft;
    QString m_name;
    QString m_label;
    QColor m_team;
    bool m_toMove = false;
};

} // namespace ui
