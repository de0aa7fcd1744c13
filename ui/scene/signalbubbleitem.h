#pragma once

#include "core/board/types.h"
#include "core/match/partnersignal.h"

#include <QGraphicsObject>
#include <QPropertyAnimation>
#include <QTimer>

namespace ui {

class PieceArt;
struct Theme;

/// A partner's signal shown big over the receiving seat's name plate for a few seconds: beside
/// the board and its clock, covering neither a square nor a clock.
class SignalBubbleItem : public QGraphicsObject
{
    Q_OBJECT

public:
    /// How long a signal stays fully visible.
    static constexpr int ShowMs = 4000;

    /// A bubble of `size` (scene units).
    SignalBubbleItem(const Theme *theme, PieceArt *art, QSizeF size,
                     QGraphicsItem *parent = nullptr);

    /// Shows `text` from `sender` in `teamColor`, with a piece (Piece::None for none).
    void showSignal(const QString &sender, const QString &text, const QColor &teamColor,
                    core::Piece piece);
    /// The text shown (empty when hidden).
    QString text() const { return isVisible() ? m_text : QString(); }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Theme *m_theme;
    PieceArt *m_art;
    QSizeF m_size;
    QString m_sender;
    QString m_text;
    QColor m_color;
    core::Piece m_piece = core::Piece::None;
    QTimer m_hideTimer;
    QPropertyAnimation m_fade;
};

} // namespace ui
