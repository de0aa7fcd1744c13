#pragma once

#include <QColor>
#include <QFont>
#include <QString>

namespace ui {

/// Colours of the match scene, and how much its texts grow with the Size; plain data, chosen by
/// name.
struct Theme
{
    /// The texts that players read during a match grow with View -> Size (MatchScene sets it),
    /// up to this much: beyond it they would leave their places.
    static constexpr qreal MaxTextGrowth = 1.6;

    QString id;
    QColor background;
    QColor lightSquare;
    QColor darkSquare;
    QColor lastMove;    ///< translucent tint on the from/to squares of the last move
    QColor lastDrop;    ///< translucent tint on the square of the last drop
    QColor arrow;       ///< the last move's arrow, where one is drawn (the demo)
    QColor suggestion;  ///< an engine's best move in a review
    QColor target;      ///< legal-target marks while a piece is held
    QColor selected;    ///< the held piece's square
    QColor premove;     ///< translucent tint on a premove's squares
    QColor check;       ///< glow under a king in check
    QColor panel;       ///< seat bars and pocket slots
    QColor panelActive; ///< the seat to move
    QColor text;
    QColor mutedText;
    QColor clock;
    QColor clockActive;
    QColor clockText;
    QColor clockActiveText;
    QColor clockLow;
    QColor resultWon;     ///< a name plate's result at the end: won
    QColor resultLost;    ///< lost
    QColor team[2];       ///< team One (White-A + Black-B), team Two
    QColor cursor[2];     ///< the keyboard cursors of block A and block B
    qreal textGrowth = 1; ///< the Size over Normal, at most MaxTextGrowth

    /// Warm wooden board on a dark table (default).
    static Theme classic();
    /// Pure white and mid grey squares, strong outlines: for projectors and low vision.
    static Theme highContrast();
    /// The theme with `id`, or classic().
    static Theme byId(const QString &id);
    /// The scene's font (sizes are set in scene units by each item); `digits` for the clocks.
    static QFont font(bool digits = false);
    /// A text size of `base` scene units at Normal, grown by textGrowth, at most `most`.
    int textPixels(int base, int most = 1000) const;
    /// `font` made smaller, down to `least` pixels, until each word of `text` fits `width`.
    static QFont fitWords(QFont font, int least, const QString &text, qreal width);
    /// `text` with each word that is still wider than `width` in `font` elided at its end.
    static QString elideWords(const QString &text, const QFont &font, qreal width);
};

} // namespace ui
