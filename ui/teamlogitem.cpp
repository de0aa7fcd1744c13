#include "teamlogitem.h"

#include "theme.h"

#include <QPainter>

namespace ui {

TeamLogItem::TeamLogItem(const Theme *theme, QSizeF size, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_size(size)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void TeamLogItem::setLines(const QString &title, const QColor &color, const QStringList &lines,
                           const QString &placeholder)
{
    m_title = title;
    m_placeholder = placeholder;
    m_color = color;
    m_lines = lines;
    update();
}

QRectF TeamLogItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void TeamLogItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(2, 2, -2, -2);
    painter->setPen(QPen(m_color, 3));
    painter->setBrush(m_theme->panel);
    painter->drawRoundedRect(r, 12, 12);
    QFont font = Theme::font();
    font.setPixelSize(22);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(m_color);
    const QRectF inner = r.adjusted(14, 10, -14, -10);
    QRectF titleRect;
    painter->drawText(inner, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_title, &titleRect);
    font.setBold(false);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    qreal y = titleRect.bottom() + 14;
    if (m_lines.isEmpty()) {
        painter->setPen(m_theme->mutedText);
        painter->drawText(QRectF(inner.left(), y, inner.width(), inner.bottom() - y),
                          Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_placeholder);
        return;
    }
    painter->setPen(m_theme->text);
    for (const QString &line : m_lines) {
        const QRectF lineRect(inner.left(), y, inner.width(), metrics.height() * 2.2);
        painter->drawText(lineRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line);
        y += metrics.boundingRect(lineRect, Qt::TextWordWrap, line).height() + 10;
        if (y > inner.bottom()) break;
    }
}

} // namespace ui
