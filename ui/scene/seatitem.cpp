#include "seatitem.h"

#include "theme.h"

#include <QPainter>
#include <QPainterPath>

namespace ui {

SeatItem::SeatItem(const Theme *theme, qreal width, bool stripeLeft, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_width(width), m_stripeLeft(stripeLeft)
{}

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

void SeatItem::setLead(const QString &lead)
{
    if (lead == m_lead) return;
    const qreal width = leadRect().width();
    m_lead = lead;
    // The name gives way to a lead as wide as its text: a change of width lays the plate out again.
    if (qFuzzyCompare(width + 1, leadRect().width() + 1))
        update(leadRect());
    else
        update();
}

QRectF SeatItem::boundingRect() const
{
    return QRectF(0, 0, m_width, Height);
}

namespace {

constexpr qreal Stripe = 18;
constexpr qreal LeadGap = 24;

} // namespace

QRectF SeatItem::textArea() const
{
    const QRectF r = boundingRect().adjusted(2, 2, -2, -2);
    return r.adjusted(m_stripeLeft ? Stripe + 22 : 22, 6, m_stripeLeft ? -16 : -Stripe - 16, -6);
}

QFont SeatItem::leadFont() const
{
    QFont font = Theme::font();
    font.setPixelSize(m_theme->textPixels(40, 52));
    font.setBold(true);
    return font;
}

// At the end away from the stripe, which is the clock's end.
QRectF SeatItem::leadRect() const
{
    const QRectF text = textArea();
    const qreal width =
        m_lead.isEmpty() ? 0 : QFontMetricsF(leadFont()).horizontalAdvance(m_lead) + 4;
    return m_stripeLeft ? QRectF(text.right() - width, text.top(), width, text.height())
                        : QRectF(text.left(), text.top(), width, text.height());
}

void SeatItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(2, 2, -2, -2);
    painter->setPen(m_toMove ? QPen(m_team, 5) : Qt::NoPen);
    painter->setBrush(m_toMove ? m_theme->panelActive : m_theme->panel);
    painter->drawRoundedRect(r, 12, 12);

    const QRectF stripeRect = m_stripeLeft
                                  ? QRectF(r.left(), r.top(), Stripe, r.height())
                                  : QRectF(r.right() - Stripe, r.top(), Stripe, r.height());
    QPainterPath clip;
    clip.addRoundedRect(r, 12, 12);
    painter->save();
    painter->setClipPath(clip);
    painter->fillRect(stripeRect, m_team);
    painter->restore();

    const QRectF lead = leadRect();
    if (!m_lead.isEmpty()) {
        painter->setFont(leadFont());
        painter->setPen(m_team);
        painter->drawText(lead, Qt::AlignCenter, m_lead);
    }
    // The name and the label keep clear of the clock's end and the lead there.
    QRectF text = textArea();
    const qreal reserve = m_lead.isEmpty() ? 40 : lead.width() + LeadGap;
    if (m_stripeLeft)
        text.setRight(text.right() - reserve);
    else
        text.setLeft(text.left() + reserve);
    const Qt::Alignment align = (m_stripeLeft ? Qt::AlignLeft : Qt::AlignRight);
    QFont font = Theme::font();
    font.setPixelSize(40);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(m_theme->text);
    const QString name = QFontMetricsF(font).elidedText(m_name, Qt::ElideRight, text.width());
    painter->drawText(text, align | Qt::AlignTop, name);
    // Under the name, in the plate's height.
    font.setPixelSize(m_theme->textPixels(m_result.isEmpty() ? 24 : 30, 36));
    font.setBold(!m_result.isEmpty());
    painter->setFont(font);
    if (m_result.isEmpty()) {
        painter->setPen(m_toMove ? m_team : m_theme->mutedText);
        painter->drawText(text, align | Qt::AlignBottom,
                          QFontMetricsF(font).elidedText(m_label, Qt::ElideRight, text.width()));
        return;
    }
    painter->setPen(m_outcome == Outcome::Won    ? m_theme->resultWon
                    : m_outcome == Outcome::Lost ? m_theme->resultLost
                                                 : m_theme->text);
    painter->drawText(text, align | Qt::AlignBottom,
                      QFontMetricsF(font).elidedText(m_result, Qt::ElideRight, text.width()));
}

} // namespace ui
