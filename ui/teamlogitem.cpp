#include "teamlogitem.h"

#include "theme.h"

#include <QPainter>

#include <algorithm>

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

QFont TeamLogItem::font(bool bold) const
{
    QFont f = Theme::font();
    f.setPixelSize(22);
    f.setBold(bold);
    return f;
}

QRectF TeamLogItem::inner() const
{
    return boundingRect().adjusted(16, 12, -16, -12);
}

QRectF TeamLogItem::titleRect() const
{
    return QFontMetricsF(font(true)).boundingRect(inner(), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_title);
}

// A line takes at most two lines of text.
qreal TeamLogItem::lineHeight(const QString &line) const
{
    const QFontMetricsF metrics(font(false));
    return std::min(metrics.height() * 2, metrics.boundingRect(QRectF(0, 0, inner().width(), 1e6), Qt::TextWordWrap, line).height());
}

QStringList TeamLogItem::shownLines() const
{
    qreal room = inner().bottom() - titleRect().bottom() - 14;
    qsizetype first = m_lines.size();
    for (; first > 0 && lineHeight(m_lines[first - 1]) <= room; --first) room -= lineHeight(m_lines[first - 1]) + 10;
    return m_lines.mid(first);
}

void TeamLogItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(2, 2, -2, -2);
    painter->setPen(QPen(m_color, 3));
    painter->setBrush(m_theme->panel);
    painter->drawRoundedRect(r, 12, 12);
    const QRectF room = inner();
    painter->setFont(font(true));
    painter->setPen(m_color);
    painter->drawText(room, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_title);
    painter->setFont(font(false));
    qreal y = titleRect().bottom() + 14;
    if (m_lines.isEmpty()) {
        painter->setPen(m_theme->mutedText);
        painter->drawText(QRectF(room.left(), y, room.width(), room.bottom() - y),
                          Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_placeholder);
        return;
    }
    painter->setPen(m_theme->text);
    for (const QString &line : shownLines()) {
        const qreal height = lineHeight(line);
        painter->drawText(QRectF(room.left(), y, room.width(), height), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line);
        y += height + 10;
    }
}

} // namespace ui
