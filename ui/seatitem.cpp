#include "seatitem.h"

#include "theme.h"

#include <QPainter>
#include <QPainterPath>

namespace ui {

SeatItem::SeatItem(const Theme *theme, qreal width, bool stripeLeft, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_width(width), m_stripeLeft(stripeLeft)
{
}

void SeatItem::setName(const QString &name)
{
    m_name = name;
    update();
}

void SeatItem::setLabel(const QString &label)
{
    m_label = label;
    update();
}

void SeatItem::setTeamColor(const QColor &color)
{
    m_team = color;
    update();
}

void SeatItem::setToMove(bool toMove)
{
    if (toMove == m_toMove) return;
    m_toMove = toMove;
    update();
}

void SeatItem::setResult(const QString &text, Outcome outcome)
{
    m_result = text;
    m_outcome = outcome;
    update();
}

QRectF SeatItem::boundingRect() const
{
    return QRectF(0, 0, m_width, Height);
}

void SeatItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(2, 2, -2, -2);
    painter->setPen(m_toMove ? QPen(m_team, 5) : Qt::NoPen);
    painter->setBrush(m_toMove ? m_theme->panelActive : m_theme->panel);
    painter->drawRoundedRect(r, 12, 12);

    const qreal stripe = 18;
    const QRectF stripeRect = m_stripeLeft ? QRectF(r.left(), r.top(), stripe, r.height())
                                           : QRectF(r.right() - stripe, r.top(), stripe, r.height());
    QPainterPath clip;
    clip.addRoundedRect(r, 12, 12);
    painter->save();
    painter->setClipPath(clip);
    painter->fillRect(stripeRect, m_team);
    painter->restore();

    const QRectF text = r.adjusted(m_stripeLeft ? stripe + 22 : 22, 6, m_stripeLeft ? -16 : -stripe - 16, -6);
    const Qt::Alignment align = (m_stripeLeft ? Qt::AlignLeft : Qt::AlignRight);
    QFont font = Theme::font();
    font.setPixelSize(40);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(m_theme->text);
    const QString name = QFontMetricsF(font).elidedText(m_name, Qt::ElideRight, text.width() - 40);
    painter->drawText(text, align | Qt::AlignTop, name);
    // Under the name, in the plate's height.
    font.setPixelSize(m_theme->textPixels(m_result.isEmpty() ? 24 : 30, 34));
    font.setBold(!m_result.isEmpty());
    painter->setFont(font);
    if (m_result.isEmpty()) {
        painter->setPen(m_toMove ? m_team : m_theme->mutedText);
        painter->drawText(text, align | Qt::AlignBottom, m_label);
        return;
    }
    painter->setPen(m_outcome == Outcome::Won    ? m_theme->resultWon
                    : m_outcome == Outcome::Lost ? m_theme->resultLost
                                                 : m_theme->text);
    painter->drawText(text, align | Qt::AlignBottom,
                      QFontMetricsF(font).elidedText(m_result, Qt::ElideRight, text.width()));
}

} // namespace ui
