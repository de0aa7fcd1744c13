#include "overlayitem.h"

#include "theme.h"

#include <QPainter>

namespace ui {

OverlayItem::OverlayItem(const Theme *theme, QGraphicsItem *parent) : QGraphicsObject(parent), m_theme(theme)
{
    setVisible(false);
    setAcceptedMouseButtons(Qt::NoButton);
}

void OverlayItem::showMessage(const QRectF &rect, const QString &title, const QString &detail, const QString &hint)
{
    prepareGeometryChange();
    m_rect = rect;
    m_title = title;
    m_detail = detail;
    m_hint = hint;
    setVisible(!title.isEmpty());
    update();
}

QRectF OverlayItem::boundingRect() const
{
    return m_rect;
}

void OverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal bandHeight = 360;
    const QRectF band(m_rect.left(), m_rect.center().y() - bandHeight / 2, m_rect.width(), bandHeight);
    QColor shade = m_theme->background;
    shade.setAlpha(110);
    painter->fillRect(m_rect, shade);
    shade.setAlpha(225);
    painter->fillRect(band, shade);

    QFont font = Theme::font();
    font.setBold(true);
    font.setPixelSize(92);
    painter->setFont(font);
    painter->setPen(m_theme->text);
    painter->drawText(band.adjusted(40, 30, -40, 0), Qt::AlignHCenter | Qt::AlignTop, m_title);
    font.setBold(false);
    font.setPixelSize(50);
    painter->setFont(font);
    painter->drawText(band.adjusted(40, 160, -40, 0), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_detail);
    font.setPixelSize(30);
    painter->setFont(font);
    painter->setPen(m_theme->mutedText);
    painter->drawText(band.adjusted(40, 0, -40, -24), Qt::AlignHCenter | Qt::AlignBottom, m_hint);
}

} // namespace ui
