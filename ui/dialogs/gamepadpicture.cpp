#include "gamepadpicture.h"

#include "ui/settings/uisize.h"

#include <QPainter>
#include <QPainterPath>

namespace ui {

GamepadPicture::GamepadPicture(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(sizeHint());
}

QSize GamepadPicture::sizeHint() const
{
    return QSize(640, 330) * UiSize::current();
}

// Drawn in a 640x330 frame, scaled to the widget; the texts are drawn at the widget's font size
// (the frame's scale already holds the Size setting's).
void GamepadPicture::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal scale = qMin(width() / 640.0, height() / 330.0);
    p.translate((width() - 640 * scale) / 2, (height() - 330 * scale) / 2);
    p.scale(scale, scale);
    const QColor body = palette().color(QPalette::Mid), ink = palette().color(QPalette::WindowText);
    const QColor layer(0xc0, 0x50, 0xd0);

    // The pad: two grips joined by a bar.
    QPainterPath pad;
    pad.setFillRule(Qt::WindingFill); // the outline of the union, not of each part
    pad.addRoundedRect(QRectF(190, 95, 260, 120), 50, 50);
    pad.addEllipse(QRectF(165, 110, 120, 150));
    pad.addEllipse(QRectF(355, 110, 120, 150));
    p.setPen(QPen(ink, 2));
    p.setBrush(body);
    p.drawPath(pad.simplified());
    p.setBrush(palette().color(QPalette::Button));
    p.drawRoundedRect(QRectF(195, 78, 60, 18), 6, 6); // LB
    p.drawRoundedRect(QRectF(385, 78, 60, 18), 6, 6); // RB
    p.drawRoundedRect(QRectF(205, 58, 40, 18), 6, 6); // LT
    p.drawRoundedRect(QRectF(395, 58, 40, 18), 6, 6); // RT
    // D-pad and left stick.
    p.drawRect(QRectF(212, 142, 16, 48));
    p.drawRect(QRectF(196, 158, 48, 16));
    p.drawEllipse(QPointF(270, 205), 16, 16);
    // Face buttons: Y top, X left, B right, A bottom.
    const struct
    {
        const char *name;
        QPointF at;
    } faces[] = {{"Y", {420, 138}}, {"X", {398, 160}}, {"B", {442, 160}}, {"A", {420, 182}}};
    const auto unscaled = [this] {
        QFont f = font();
        if (f.pointSizeF() > 0) f.setPointSizeF(f.pointSizeF() / UiSize::current());
        return f;
    };
    QFont small = unscaled();
    small.setBold(true);
    p.setFont(small);
    for (const auto &f : faces) {
        p.setBrush(palette().color(QPalette::Button));
        p.drawEllipse(f.at, 11, 11);
        p.drawText(QRectF(f.at.x() - 11, f.at.y() - 11, 22, 22), Qt::AlignCenter,
                   QLatin1String(f.name));
    }
    p.drawRoundedRect(QRectF(296, 150, 20, 10), 4, 4); // Back
    p.drawRoundedRect(QRectF(326, 150, 20, 10), 4, 4); // Start

    // Labels: what each control does; in the second colour, with a trigger held.
    QFont text = unscaled();
    p.setFont(text);
    const auto label = [&p](QRectF box, int flags, const QString &plain, const QString &withTrigger,
                            QColor second) {
        p.setPen(p.pen().color());
        const QRectF first = p.boundingRect(box, flags | Qt::TextWordWrap, plain);
        p.drawText(box, flags | Qt::TextWordWrap, plain);
        if (withTrigger.isEmpty()) return;
        const QPen saved = p.pen();
        p.setPen(second);
        p.drawText(box.adjusted(0, first.height(), 0, 0), flags | Qt::TextWordWrap, withTrigger);
        p.setPen(saved);
    };
    p.setPen(ink);
    label(QRectF(170, 0, 300, 40), Qt::AlignHCenter | Qt::AlignTop,
          tr("LT or RT held: the signals, in this colour"), QString(), layer);
    label(QRectF(0, 62, 188, 60), Qt::AlignRight | Qt::AlignTop, tr("LB: previous pocket piece"),
          tr("Hold"), layer);
    label(QRectF(452, 62, 188, 60), Qt::AlignLeft | Qt::AlignTop, tr("RB: next pocket piece"),
          tr("Thanks"), layer);
    label(QRectF(0, 140, 160, 110), Qt::AlignRight | Qt::AlignTop,
          tr("D-pad, left stick: move the cursor"),
          tr("Need a queen (up), rook (right), bishop (left), knight (down)"), layer);
    label(QRectF(482, 140, 158, 120), Qt::AlignLeft | Qt::AlignTop,
          tr("A: pick up / put down\nB: put back"), tr("Y sit, X go, A OK, B sorry"), layer);
    label(QRectF(180, 268, 200, 50), Qt::AlignHCenter | Qt::AlignTop, tr("Back"), tr("Need a pawn"),
          layer);
    label(QRectF(390, 268, 250, 50), Qt::AlignLeft | Qt::AlignTop,
          tr("Start: press the clock (clock-move rule)"), QString(), layer);
    p.setPen(QPen(ink, 1, Qt::DotLine));
    p.drawLine(QPointF(188, 72), QPointF(195, 86));   // LB
    p.drawLine(QPointF(452, 72), QPointF(445, 86));   // RB
    p.drawLine(QPointF(225, 58), QPointF(260, 38));   // LT
    p.drawLine(QPointF(415, 58), QPointF(380, 38));   // RT
    p.drawLine(QPointF(162, 150), QPointF(196, 160)); // d-pad
    p.drawLine(QPointF(480, 160), QPointF(454, 160)); // face buttons
    p.drawLine(QPointF(306, 161), QPointF(285, 266)); // back
    p.drawLine(QPointF(340, 161), QPointF(400, 266)); // start
}

} // namespace ui
