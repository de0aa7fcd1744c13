#include "messageitem.h"

#include "theme.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace ui {

namespace {

constexpr qreal Padding = 14;
constexpr int LeastPixels = 18;

} // namespace

MessageItem::MessageItem(const Theme *theme, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
    m_timer.setSingleShot(true);
    m_timer.setInterval(ShowMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { setVisible(false); });
}

// The text wraps within the plate's width; a long one takes smaller type until it fits the room.
// A word too long for a line even then (a long name) is broken anywhere rather than cut off.
void MessageItem::showText(const QRectF &plate, const QRectF &room, const QString &text)
{
    prepareGeometryChange();
    m_text = text;
    m_font = Theme::font();
    m_font.setBold(true);
    m_flags = Qt::AlignCenter | Qt::TextWordWrap;
    const QSizeF space(plate.width() - 2 * Padding, room.height() - 2 * Padding);
    QRectF bounds;
    for (int pixels = m_theme->textPixels(36, 52);; pixels -= 2) {
        m_font.setPixelSize(pixels);
        bounds = QFontMetricsF(m_font).boundingRect(QRectF(QPointF(0, 0), space), m_flags, text);
        if (bounds.width() <= space.width() && bounds.height() <= space.height()) break;
        if (pixels <= LeastPixels) {
            m_flags |= Qt::TextWrapAnywhere;
            bounds =
                QFontMetricsF(m_font).boundingRect(QRectF(QPointF(0, 0), space), m_flags, text);
            break;
        }
    }
    const qreal height = std::clamp(bounds.height() + 2 * Padding, plate.height(), room.height());
    const bool growsUp = plate.top() > room.top();
    m_box = QRectF(plate.left(), growsUp ? plate.bottom() - height : plate.top(), plate.width(),
                   height);
    m_textRect = m_box.adjusted(Padding, Padding, -Padding, -Padding);
    setVisible(true);
    update();
    m_timer.start();
}

QRectF MessageItem::boundingRect() const
{
    return m_box;
}

void MessageItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QColor back = m_theme->background;
    back.setAlpha(235);
    painter->setPen(QPen(m_theme->clockLow, 4));
    painter->setBrush(back);
    painter->drawRoundedRect(m_box.adjusted(2, 2, -2, -2), 12, 12);
    painter->setFont(m_font);
    painter->setPen(m_theme->text);
    painter->drawText(m_textRect, m_flags, m_text);
}

} // namespace ui
