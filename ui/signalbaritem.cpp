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

SignalBarItem::SignalBarItem(const Theme *theme, PieceArt *art, qreal width, core::Color own, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art), m_width(width), m_own(own)
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

core::Piece SignalBarItem::iconPiece(PartnerSignal signal) const
{
    const core::PieceType piece = core::neededPiece(signal);
    return piece == core::PieceType::None ? core::Piece::None : core::makePiece(m_own, piece);
}

// Pieces stand out as on the board: white ones on the dark square colour, black on the light.
QColor SignalBarItem::buttonColor(PartnerSignal signal) const
{
    if (core::neededPiece(signal) == core::PieceType::None) return m_theme->panel;
    return m_own == core::Color::White ? m_theme->darkSquare : m_theme->lightSquare;
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
    QFont keyFont = font;
    keyFont.setPixelSize(12);
    keyFont.setBold(false);
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const PartnerSignal signal = PartnerSignal(i);
        const QRectF r = buttonRect(signal).adjusted(1, 1, -1, -1);
        painter->setPen(Qt::NoPen);
        painter->setBrush(i == m_hovered ? m_theme->panelActive : buttonColor(signal));
        painter->drawRoundedRect(r, 10, 10);
        // The key at the foot of the button, the label or piece above it.
        const QRectF keyRect(r.left(), r.bottom() - 15, r.width(), 14);
        const QRectF top = r.adjusted(0, 0, 0, -13);
        const core::Piece piece = iconPiece(signal);
        if (piece != core::Piece::None) {
            m_art->paint(painter, piece, top.adjusted(9, 3, -9, -1));
        } else {
            painter->setFont(font);
            painter->setPen(m_theme->text);
            const QString text = QFontMetricsF(font).elidedText(MatchController::signalText(signal), Qt::ElideRight,
                                                                r.width() - 8);
            painter->drawText(top, Qt::AlignCenter, text);
        }
        painter->setFont(keyFont);
        painter->setPen(piece == core::Piece::None      ? m_theme->mutedText
                        : m_own == core::Color::White ? m_theme->lightSquare
                                                      : m_theme->darkSquare.darker(170));
        const QString key = QFontMetricsF(keyFont).elidedText(shortcutText(signal), Qt::ElideRight, r.width() - 4);
        painter->drawText(keyRect, Qt::AlignCenter, key);
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
