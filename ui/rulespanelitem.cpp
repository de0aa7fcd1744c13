#include "rulespanelitem.h"

#include "theme.h"

#include <QPainter>

namespace ui {

RulesPanelItem::RulesPanelItem(const Theme *theme, QSizeF size, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_size(size)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void RulesPanelItem::setText(const QString &title, const QStringList &lines)
{
    m_title = title;
    m_lines = lines;
    update();
}

QRectF RulesPanelItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void RulesPanelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(2, 2, -2, -2);
    painter->setPen(QPen(m_theme->mutedText, 2));
    painter->setBrush(m_theme->panel);
    painter->drawRoundedRect(r, 12, 12);
    const QRectF inner = r.adjusted(10, 6, -10, -6);
    const QString body = m_lines.join(QStringLiteral(" · "));
    // The largest size at which title and paragraph fit (a long custom list gets small letters).
    QFont title = Theme::font(), text = Theme::font();
    title.setBold(true);
    qreal titleHeight = 0;
    for (int size = 22; size >= 9; --size) {
        title.setPixelSize(size);
        text.setPixelSize(size - 2);
        const int flags = Qt::AlignHCenter | Qt::TextWordWrap;
        titleHeight = QFontMetricsF(title).boundingRect(inner, flags, m_title).height();
        const qreal bodyHeight = QFontMetricsF(text).boundingRect(inner, flags, body).height();
        if (titleHeight + 4 + bodyHeight <= inner.height()) break;
    }
    painter->setFont(title);
    painter->setPen(m_theme->text);
    painter->drawText(inner, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_title);
    painter->setFont(text);
    painter->setPen(m_theme->mutedText);
    painter->drawText(inner.adjusted(0, titleHeight + 4, 0, 0), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                      body);
}

} // namespace ui
