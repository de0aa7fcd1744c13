#include "rulespanelitem.h"

#include "theme.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

constexpr int LargestPixels = 28; // the title's, at Normal
constexpr QSizeF Margin(8, 8);    // around the text
const QString Separator = QStringLiteral(" · ");

} // namespace

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

void RulesPanelItem::setSize(QSizeF size)
{
    prepareGeometryChange();
    m_size = size;
}

qreal RulesPanelItem::neededHeight(qreal width) const
{
    const int flags = Qt::AlignHCenter | Qt::TextWordWrap;
    QFont title = Theme::font(), text = Theme::font();
    title.setBold(true);
    title.setPixelSize(m_theme->textPixels(LargestPixels));
    text.setPixelSize(title.pixelSize() - 2);
    const QRectF room(0, 0, width - 2 * Margin.width(), 1e6);
    const qreal body =
        m_lines.isEmpty()
            ? 0
            : QFontMetricsF(text).boundingRect(room, flags, m_lines.join(Separator)).height();
    return QFontMetricsF(title).boundingRect(room, flags, m_title).height() + 4 + body +
           2 * Margin.height();
}

QRectF RulesPanelItem::textRect() const
{
    return boundingRect().adjusted(Margin.width(), Margin.height(), -Margin.width(),
                                   -Margin.height());
}

RulesPanelItem::Lettering RulesPanelItem::lettering(qreal scale) const
{
    const QRectF room = textRect();
    const int smallest = std::max(7, int(std::ceil(ReadablePixels / std::max(scale, 0.01)))) + 2;
    Lettering l{Theme::font(), Theme::font(), {}, {}, 0};
    l.title.setBold(true);
    // `size` is the title's; the options are a little smaller. A word of the title wider than
    // the panel ("(chess.com,") is elided at the smallest size, rather than lose the options.
    const auto fits = [&](int size, const QString &body) {
        l.title.setPixelSize(
            size > smallest ? size : size - 2); // at the smallest, as small as the options
        l.text.setPixelSize(size - 2);
        l.body = body;
        l.titleText = size > smallest ? m_title : Theme::elideWords(m_title, l.title, room.width());
        const QRectF title = QFontMetricsF(l.title).boundingRect(room, BodyFlags, l.titleText);
        const QRectF text =
            body.isEmpty() ? QRectF() : QFontMetricsF(l.text).boundingRect(room, BodyFlags, body);
        l.titleHeight = title.height();
        return title.height() + 4 + text.height() <= room.height() &&
               title.width() <= room.width() && text.width() <= room.width();
    };
    for (int size = std::max(m_theme->textPixels(LargestPixels), smallest); size >= smallest;
         --size)
        if (fits(size, m_lines.join(Separator))) return l;
    // Rather readable and cut than complete and too small: the Rules page has them all.
    for (qsizetype n = m_lines.size() - 1; n > 0; --n)
        if (fits(smallest, m_lines.first(n).join(Separator) + QStringLiteral(" …"))) return l;
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
    const QRectF room = textRect();
    painter->setFont(l.title);
    painter->setPen(m_theme->text);
    painter->drawText(room, BodyFlags | Qt::AlignTop, l.titleText);
    painter->setFont(l.text);
    painter->setPen(m_theme->mutedText);
    painter->drawText(room.adjusted(0, l.titleHeight + 4, 0, 0), BodyFlags | Qt::AlignTop, l.body);
}

} // namespace ui
