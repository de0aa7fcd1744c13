#include "messageitem.h"

#include "theme.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace ui {

MessageItem::MessageItem(const Theme *theme, QGraphicsItem *parent) : QGraphicsObject(parent), m_theme(theme)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
    m_timer.setSingleShot(true);
    m_timer.setInterval(ShowMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { setVisible(false); });
}

// The text wraps within most of the area's width; a long message shrinks its type until it fits
// a third of the area's height.
void MessageItem::showText(const QRectF &area, const QString &text, qreal scale)
{
    prepareGeometryChange();
    m_text = text;
    m_font = Theme::font();
    m_font.setBold(true);
    const qreal maxWidth = area.width() * 0.86;
    const qreal padding = 24;
    QRectF bounds;
    for (int pixels = int(36 * std::clamp(scale, qreal(1), qreal(2))); pixels >= 14; pixels -= 2) {
        m_font.setPixelSize(pixels);
        bounds = QFontMetricsF(m_font).boundingRect(QRectF(0, 0, maxWidth - 2 * padding, 10000),
                                                    Qt::AlignCenter | Qt::TextWordWrap, text);
        if (bounds.height() <= area.height() / 3) break;
    }
    m_box = QRectF(0, 0, bounds.width() + 2 * padding, bounds.height() + 2 * padding);
    m_box.moveCenter(area.center());
    m_textRect = m_box.adjusted(padding, padding, -padding, -padding);
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
    back.setAlpha(225);
    painter->setPen(QPen(m_theme->clockLow, 4));
    painter->setBrush(back);
    painter->drawRoundedRect(m_box.adjusted(2, 2, -2, -2), 16, 16);
    painter->setFont(m_font);
    painter->setPen(m_theme->text);
    painter->drawText(m_textRect, Qt::AlignCenter | Qt::TextWordWrap, m_text);
}

} // namespace ui
