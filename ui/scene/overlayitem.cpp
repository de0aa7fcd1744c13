#include "overlayitem.h"

#include "theme.h"

#include <QFontMetricsF>
#include <QPainter>

namespace ui {

OverlayItem::OverlayItem(const Theme *theme, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme)
{
    setVisible(false);
    setAcceptedMouseButtons(Qt::NoButton);
}

void OverlayItem::showMessage(const QRectF &rect, const QString &title, const QString &detail,
                              const QString &hint)
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

namespace {

constexpr int TextFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;

// The largest pixel size from `size` down to `smallest` at which `text` fits `box` (wrapped).
QFont fitted(QFont font, int size, int smallest, const QRectF &box, const QString &text)
{
    for (;; size -= 2) {
        font.setPixelSize(size);
        const QFontMetricsF metrics(font);
        const QRectF needed = metrics.boundingRect(box, TextFlags, text);
        // One line if it can be: a title only wraps when even the smallest size is too wide.
        const bool oneLine = metrics.horizontalAdvance(text) <= box.width();
        if (size <= smallest || (needed.height() <= box.height() && needed.width() <= box.width() &&
                                 (oneLine || size <= smallest + 2)))
            return font;
    }
}

} // namespace

OverlayItem::Layout OverlayItem::layout() const
{
    Layout l;
    const qreal bandHeight = 360;
    l.band =
        QRectF(m_rect.left(), m_rect.center().y() - bandHeight / 2, m_rect.width(), bandHeight);
    const QRectF inner = l.band.adjusted(40, 24, -40, -20);
    l.hintFont = Theme::font();
    l.hintFont.setPixelSize(m_theme->textPixels(30, 40));
    const qreal hintHeight = QFontMetricsF(l.hintFont).height();
    l.hint = QRectF(inner.left(), inner.bottom() - hintHeight, inner.width(), hintHeight);
    l.title = QRectF(inner.left(), inner.top(), inner.width(), 130);
    l.detail = QRectF(inner.left(), l.title.bottom() + 6, inner.width(),
                      l.hint.top() - l.title.bottom() - 12);
    QFont bold = Theme::font();
    bold.setBold(true);
    l.titleFont = fitted(bold, 92, 36, l.title, m_title);
    l.detailFont = fitted(Theme::font(), 50, 20, l.detail, m_detail);
    l.titleText = QFontMetricsF(l.titleFont).boundingRect(l.title, TextFlags, m_title);
    l.detailText = QFontMetricsF(l.detailFont).boundingRect(l.detail, TextFlags, m_detail);
    return l;
}

void OverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const Layout l = layout();
    QColor shade = m_theme->background;
    shade.setAlpha(110);
    painter->fillRect(m_rect, shade);
    shade.setAlpha(225);
    painter->fillRect(l.band, shade);

    painter->setPen(m_theme->text);
    painter->setFont(l.titleFont);
    painter->drawText(l.title, TextFlags, m_title);
    painter->setFont(l.detailFont);
    painter->drawText(l.detail, TextFlags, m_detail);
    painter->setFont(l.hintFont);
    painter->setPen(m_theme->mutedText);
    painter->drawText(l.hint, Qt::AlignHCenter | Qt::AlignBottom, m_hint);
}

} // namespace ui
