#include "clockitem.h"

#include "theme.h"

#include <QFontMetricsF>
#include <QPainter>

namespace ui {

namespace {

QFont digitsFont()
{
    QFont font = Theme::font(true);
    font.setPixelSize(72);
    font.setBold(true);
    return font;
}

// Where the digits are drawn: inside the plate's rounded corners.
QRectF digitsArea()
{
    return QRectF(12, 0, ClockItem::Width - 24, ClockItem::Height);
}

} // namespace

ClockItem::ClockItem(const Theme *theme, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme)
{}

void ClockItem::setState(const QString &text, const QString &description, bool running, bool low,
                         bool paused)
{
    if (text == m_text && running == m_running && low == m_low && paused == m_paused &&
        toolTip() == description)
        return;
    const bool digitsOnly = running == m_running && low == m_low && paused == m_paused;
    setToolTip(description);
    m_text = text;
    m_running = running;
    m_low = low;
    m_paused = paused;
    if (!digitsOnly) {
        update();
        return;
    }
    // A tick repaints the line of digits only. The view widens what it repaints by a margin for
    // antialiasing; from the whole plate that reached the name plate beside it, painted again
    // with every tick.
    const qreal line = QFontMetricsF(digitsFont()).height();
    const QRectF area = digitsArea();
    update(area.adjusted(0, (area.height() - line) / 2, 0, -(area.height() - line) / 2));
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
    painter->setFont(digitsFont());
    painter->setPen(foreground);
    if (m_paused) painter->setOpacity(0.55);
    painter->drawText(digitsArea(), Qt::AlignRight | Qt::AlignVCenter, m_text);
}

} // namespace ui
