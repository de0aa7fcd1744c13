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
    /// At the end of a match: how it ended for this seat, shown instead of the label, in the
    /// colour of a win, a loss or neither (an empty text shows the label again).
    enum class Outcome
    {
        Won,
        Lost,
        Neither
    };
    void setResult(const QString &text, Outcome outcome);
    /// How far this seat's clock is ahead of its opponent's ("+0:42"), drawn large at the plate's
    /// end beside the clock, in the team colour; empty: none. A change of its digits repaints only
    /// that end (it comes with the clock's ticks).
    void setLead(const QString &lead);
    QString lead() const { return m_lead; }
    /// Where the lead is drawn (item coordinates).
    QRectF leadRect() const;
    QString result() const { return m_result; }
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
    QString m_result;
    Outcome m_outcome = Outcome::Neither;
    QString m_lead;

    QRectF textArea() const;
    QFont leadFont() const;
};

} // namespace ui
