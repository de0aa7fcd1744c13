#include "teamlogitem.h"

#include "theme.h"

#include <QPainter>

namespace ui {

namespace {

constexpr int TextPixels = 23; // the title's and the lines' at Normal

} // namespace

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

void TeamLogItem::setSize(QSizeF size)
{
    prepareGeometryChange();
    m_size = size;
}

QRectF TeamLogItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

// A name wider than the box is elided (shownTitle()), not made smaller: the letters as large as
// the Size asks are what players read from across the table.
QFont TeamLogItem::titleFont() const
{
    QFont f = Theme::font();
    f.setPixelSize(m_theme->textPixels(TextPixels));
    f.setBold(true);
    return f;
}

QString TeamLogItem::shownTitle() const
{
    return Theme::elideWords(m_title, titleFont(), inner().width());
}

// As large as the title's, or smaller where even the newest line (or the hint for newcomers)
// would not fit under the title, or one of its words not across the box.
QFont TeamLogItem::textFont() const
{
    QFont f = Theme::font();
    f.setPixelSize(m_theme->textPixels(TextPixels));
    const QString &newest = m_lines.isEmpty() ? m_placeholder : m_lines.last();
    const qreal room = inner().bottom() - titleRect().bottom() - 14;
    f = Theme::fitWords(f, 12, newest, inner().width());
    while (f.pixelSize() > 12 && lineHeight(f, newest) > room) f.setPixelSize(f.pixelSize() - 1);
    return f;
}

QRectF TeamLogItem::inner() const
{
    return boundingRect().adjusted(16, 12, -16, -12);
}

QRectF TeamLogItem::titleRect() const
{
    return QFontMetricsF(titleFont())
        .boundingRect(inner(), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, shownTitle());
}

qreal TeamLogItem::lineHeight(const QFont &font, const QString &line) const
{
    return QFontMetricsF(font)
        .boundingRect(QRectF(0, 0, inner().width(), 1e6), Qt::TextWordWrap, line)
        .height();
}

QStringList TeamLogItem::shownLines() const
{
    const QFont font = textFont();
    qreal room = inner().bottom() - titleRect().bottom() - 14;
    qsizetype first = m_lines.size();
    for (; first > 0 && lineHeight(font, m_lines[first - 1]) <= room; --first)
        room -= lineHeight(font, m_lines[first - 1]) + 10;
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
    painter->setFont(titleFont());
    painter->setPen(m_color);
    painter->drawText(room, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, shownTitle());
    const QFont font = textFont();
    painter->setFont(font);
    qreal y = titleRect().bottom() + 14;
    if (m_lines.isEmpty()) {
        painter->setPen(m_theme->mutedText);
        painter->drawText(QRectF(room.left(), y, room.width(), room.bottom() - y),
                          Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_placeholder);
        return;
    }
    painter->setPen(m_theme->text);
    for (const QString &line : shownLines()) {
        const qreal height = lineHeight(font, line);
        painter->drawText(QRectF(room.left(), y, room.width(), height),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line);
        y += height + 10;
    }
}

} // namespace ui
