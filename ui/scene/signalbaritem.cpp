#include "signalbaritem.h"

#include "pieceart.h"
#include "theme.h"

#include "ui/match/matchcontroller.h"

#include <QCursor>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ui {

using core::PartnerSignal;

namespace {

constexpr qreal Gap = 6;
constexpr qreal LabelPadding = 2; // left and right of a label in its button
constexpr int TextButtons = 6, PieceButtons = 5;

QFont lettering(const Theme *theme, int base, bool bold)
{
    QFont font = Theme::font();
    font.setPixelSize(theme->textPixels(base));
    font.setBold(bold);
    return font;
}

// The widest label in the language shown, and room around it.
qreal labelRoom(const QFont &font)
{
    qreal widest = 0;
    for (int i = 0; i < core::PartnerSignalCount; ++i)
        if (core::neededPiece(PartnerSignal(i)) == core::PieceType::None)
            widest = std::max(widest, QFontMetricsF(font).horizontalAdvance(
                                          MatchController::signalText(PartnerSignal(i))));
    return widest + 8;
}

// One row while the labels fit beside the pieces at the letters' size.
bool inTwoRows(const Theme *theme, qreal width)
{
    if (theme->textGrowth <= 1) return false;
    return TextButtons * labelRoom(lettering(theme, 20, true)) +
               PieceButtons * SignalBarItem::Height + (core::PartnerSignalCount - 1) * Gap >
           width;
}

// In two rows the buttons are wider: their letters a little larger.
constexpr int TwoRowsPixels = 22;

// A row as tall as two lines of the labels' size, so that the pieces below stay large.
qreal rowHeight(const Theme *theme)
{
    return std::ceil(2 * QFontMetricsF(lettering(theme, TwoRowsPixels, true)).height() + 8);
}

} // namespace

SignalBarItem::SignalBarItem(const Theme *theme, PieceArt *art, qreal width, core::Color own,
                             QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art), m_width(width), m_own(own),
      m_twoRows(inTwoRows(theme, width)), m_height(height(theme, width))
{
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
}

qreal SignalBarItem::height(const Theme *theme, qreal width)
{
    return inTwoRows(theme, width) ? 2 * rowHeight(theme) + Gap : Height;
}

QFont SignalBarItem::labelFont() const
{
    if (!m_twoRows) return lettering(m_theme, 20, true);
    // As large as the widest label lets it be in its button.
    QFont font = lettering(m_theme, TwoRowsPixels, true);
    const qreal button = buttonRect(PartnerSignal::Sit).width() - 2 * LabelPadding;
    while (font.pixelSize() > 12 && labelRoom(font) - 8 > button)
        font.setPixelSize(font.pixelSize() - 1);
    return font;
}

QRectF SignalBarItem::boundingRect() const
{
    return QRectF(0, 0, m_width, m_height);
}

// Text buttons are wider than the piece buttons; in two rows the words above, the pieces below.
QRectF SignalBarItem::buttonRect(PartnerSignal signal) const
{
    const bool piece = core::neededPiece(signal) != core::PieceType::None;
    if (m_twoRows) {
        const qreal row = rowHeight(m_theme);
        int index = 0;
        for (int i = 0; i < int(signal); ++i)
            index += (core::neededPiece(PartnerSignal(i)) != core::PieceType::None) == piece;
        const int count = piece ? PieceButtons : TextButtons;
        const qreal w = (m_width - (count - 1) * Gap) / count;
        return QRectF(index * (w + Gap), piece ? row + Gap : 0, w, row);
    }
    const qreal pieceWidth = Height;
    const qreal textWidth =
        (m_width - PieceButtons * pieceWidth - (core::PartnerSignalCount - 1) * Gap) / TextButtons;
    qreal x = 0;
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const qreal w =
            core::neededPiece(PartnerSignal(i)) == core::PieceType::None ? textWidth : pieceWidth;
        if (i == int(signal)) return QRectF(x, 0, w, Height);
        x += w + Gap;
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

void SignalBarItem::setChosen(std::optional<PartnerSignal> signal, const QColor &color)
{
    if (m_chosen == signal && (!signal || m_chosenColor == color)) return;
    m_chosen = signal;
    m_chosenColor = color;
    update();
}

void SignalBarItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QFont font = labelFont();
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const PartnerSignal signal = PartnerSignal(i);
        const QRectF r = buttonRect(signal).adjusted(1, 1, -1, -1);
        const bool chosen = m_chosen == signal;
        painter->setPen(chosen ? QPen(m_chosenColor, 4) : QPen(Qt::NoPen));
        painter->setBrush(i == m_hovered || chosen ? m_theme->panelActive : buttonColor(signal));
        painter->drawRoundedRect(chosen ? r.adjusted(2, 2, -2, -2) : r, 10, 10);
        const core::Piece piece = iconPiece(signal);
        if (piece != core::Piece::None) {
            const QRectF room = r.adjusted(6, 4, -6, -4);
            const qreal side = std::min(room.width(), room.height());
            m_art->paint(painter, piece,
                         QRectF(room.center() - QPointF(side, side) / 2, QSizeF(side, side)));
        } else {
            painter->setFont(font);
            painter->setPen(m_theme->text);
            const QString text = QFontMetricsF(font).elidedText(
                MatchController::signalText(signal), Qt::ElideRight, r.width() - 2 * LabelPadding);
            painter->drawText(r, Qt::AlignCenter, text);
        }
    }
}

void SignalBarItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    const int i = buttonAt(event->pos());
    if (i == m_hovered) return;
    m_hovered = i;
    setToolTip(i < 0 ? QString() : MatchController::signalText(PartnerSignal(i)));
    update();
}

void SignalBarItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = -1;
    update();
}

} // namespace ui
