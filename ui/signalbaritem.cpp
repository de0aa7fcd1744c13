#include "signalbaritem.h"

#include "matchcontroller.h"
#include "pieceart.h"
#include "theme.h"

#include <QCursor>
#include <QGraphicsSceneHoverEvent>
#include <QKeySequence>
#include <QPainter>

namespace ui {

using core::PartnerSignal;

namespace {

// Keyboard letters (with Shift), the same in every language (shown in the tool tips).
constexpr Qt::Key Keys[core::PartnerSignalCount] = {Qt::Key_S, Qt::Key_G, Qt::Key_H, Qt::Key_P, Qt::Key_N, Qt::Key_B,
                                                    Qt::Key_R, Qt::Key_Q, Qt::Key_O, Qt::Key_Y, Qt::Key_T};

} // namespace

Qt::Key SignalBarItem::shortcutKey(PartnerSignal signal)
{
    return Keys[int(signal)];
}

QString SignalBarItem::shortcutText(PartnerSignal signal)
{
    return QKeySequence(Qt::SHIFT | shortcutKey(signal)).toString(QKeySequence::NativeText);
}

SignalBarItem::SignalBarItem(const Theme *theme, PieceArt *art, qreal width, core::Color partnerColor,
                             QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art), m_width(width), m_partnerColor(partnerColor)
{
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
}

QRectF SignalBarItem::boundingRect() const
{
    return QRectF(0, 0, m_width, Height);
}

// Text buttons are wider than the piece buttons.
QRectF SignalBarItem::buttonRect(PartnerSignal signal) const
{
    const qreal gap = 6;
    const qreal pieceWidth = Height;
    const qreal textWidth = (m_width - 5 * pieceWidth - (core::PartnerSignalCount - 1) * gap) / 6;
    qreal x = 0;
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const qreal w = core::neededPiece(PartnerSignal(i)) == core::PieceType::None ? textWidth : pieceWidth;
        if (i == int(signal)) return QRectF(x, 0, w, Height);
        x += w + gap;
    }
    return {};
}

int SignalBarItem::buttonAt(QPointF point) const
{
    for (int i = 0; i < core::PartnerSignalCount; ++i)
        if (buttonRect(PartnerSignal(i)).contains(point)) return i;
    return -1;
}

void SignalBarItem::retranslate()
{
    if (m_hovered >= 0) setToolTip(QString());
    update();
}

void SignalBarItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = Theme::font();
    font.setPixelSize(20);
    font.setBold(true);
    painter->setFont(font);
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const PartnerSignal signal = PartnerSignal(i);
        const QRectF r = buttonRect(signal).adjusted(1, 1, -1, -1);
        painter->setPen(Qt::NoPen);
        painter->setBrush(i == m_hovered ? m_theme->panelActive : m_theme->panel);
        painter->drawRoundedRect(r, 10, 10);
        const core::PieceType piece = core::neededPiece(signal);
        if (piece != core::PieceType::None) {
            m_art->paint(painter, core::makePiece(m_partnerColor, piece), r.adjusted(5, 5, -5, -5));
        } else {
            painter->setPen(m_theme->text);
            const QString text = QFontMetricsF(font).elidedText(MatchController::signalText(signal), Qt::ElideRight,
                                                                r.width() - 8);
            painter->drawText(r, Qt::AlignCenter, text);
        }
    }
}

void SignalBarItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    const int i = buttonAt(event->pos());
    if (i == m_hovered) return;
    m_hovered = i;
    setToolTip(i < 0 ? QString()
                     : tr("%1 (key %2)").arg(MatchController::signalText(PartnerSignal(i)), shortcutText(PartnerSignal(i))));
    update();
}

void SignalBarItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = -1;
    update();
}

} // namespace ui
