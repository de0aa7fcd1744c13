#include "rulespanelitem.h"

#include "theme.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

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

QRectF RulesPanelItem::inner() const
{
    return boundingRect().adjusted(12, 8, -12, -8);
}

RulesPanelItem::Lettering RulesPanelItem::lettering(qreal scale) const
{
    const QRectF room = inner();
    const int flags = Qt::AlignHCenter | Qt::TextWordWrap;
    Lettering l{Theme::font(), Theme::font(), {}, 0};
    l.title.setBold(true);
    // `size` is the title's; the options are a little smaller.
    const auto fits = [&](int size, const QString &body) {
        l.title.setPixelSize(size);
        l.text.setPixelSize(size - 2);
        l.body = body;
        l.titleHeight = QFontMetricsF(l.title).boundingRect(room, flags, m_title).height();
        const qreal bodyHeight = body.isEmpty() ? 0 : QFontMetricsF(l.text).boundingRect(room, flags, body).height();
        return l.titleHeight + 4 + bodyHeight <= room.height();
    };
    const QString separator = QStringLiteral(" · ");
    const int smallest = std::max(7, int(std::ceil(ReadablePixels / std::max(scale, 0.01)))) + 2;
    for (int size = 28; size >= smallest; --size)
        if (fits(size, m_lines.join(separator))) return l;
    // Rather readable and cut than complete and too small: the Rules page has them all.
    for (qsizetype n = m_lines.size() - 1; n > 0; --n)
        if (fits(smallest, m_lines.first(n).join(separator) + QStringLiteral(" …"))) return l;
    fits(smallest, QStringLiteral("…"));
    return l;
}

void RulesPanelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(2, 2, -2, -2);
    painter->setPen(QPen(m_theme->mutedText, 2));
    painter->setBrush(m_theme->panel);
    painter->drawRoundedRect(r, 12, 12);
    const Lettering l = lettering(painter->worldTransform().m22());
    const QRectF room = inner();
    painter->setFont(l.title);
    painter->setPen(m_theme->text);
    painter->drawText(room, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_title);
    painter->setFont(l.text);
    painter->setPen(m_theme->mutedText);
    painter->drawText(room.adjusted(0, l.titleHeight + 4, 0, 0), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                      l.body);
}

} // namespace ui
