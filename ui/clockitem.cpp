#include "clockitem.h"

#include "theme.h"

#include <QPainter>

namespace ui {

ClockItem::ClockItem(const Theme *theme, QGraphicsItem *parent) : QGraphicsObject(parent), m_theme(theme)
{
}

void ClockItem::setState(const QString &text, const QString &description, bool running, bool low, bool paused)
{
    if (text == m_text && running == m_running && low == m_low && paused == m_paused && toolTip() == description)
        return;
    setToolTip(description);
    m_text = text;
    m_running = running;
    m_low = low;
    m_paused = paused;
    update();
}

QRectF ClockItem::boundingRect() const
{
    return QRectF(0, 0, Width, Height);
}

void ClockItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QColor background = m_running ? m_theme->clockActive : m_theme->clock;
    QColor foreground = m_running ? m_theme->clockActiveText : m_theme->clockText;
    if (m_low) {
        if (m_running) background = m_theme->clockLow;
        foreground = m_running ? Qt::white : m_theme->clockLow;
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(background);
    painter->drawRoundedRect(boundingRect().adjusted(2, 2, -2, -2), 12, 12);
    QFont font = Theme::font(true);
    font.setPixelSize(72);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(foreground);
    if (m_paused) painter->setOpacity(0.55);
    painter->drawText(boundingRect().adjusted(12, 0, -12, 0), Qt::AlignRight | Qt::AlignVCenter, m_text);
}

} // namespace ui
