#pragma once

#include <QSize>
#include <QString>

class QScreen;
class QWidget;

namespace ui {

/// The user's choice for the size of the program's own texts and controls.
enum class SizeChoice
{
    Automatic,
    Normal,
    Large,
    Huge
};

/// How big menus, the status line, dialogs, tool tips, move lists and board coordinates are drawn,
/// so that they can be read from afar; the scene itself always follows the window. A factor over
/// the desktop's own sizes, applied to the whole application at once.
class UiSize
{
public:
    /// The factor for `choice` on `screen`. Sizes grow with the screen: Normal is 1 on screens up
    /// to 1080 lines and 2 on a 2160-line (4K) screen (a scale the desktop applies through DPI is
    /// counted in). Huge is 2.5 times Normal but no more than lets a dialog of 900x440 units fit
    /// the screen, and at least 1.25 times Normal; Large is 1.5 times Normal, at most halfway to
    /// Huge. So Normal < Large < Huge on every screen. Automatic is automaticChoice()'s factor.
    static qreal factor(SizeChoice choice, const QScreen *screen);
    /// What Automatic stands for on `screen`: Normal up to 1080 lines; on bigger screens, watched
    /// from further away, the choice nearest the square of the screen's growth (Huge on 4K).
    static SizeChoice automaticChoice(const QScreen *screen);
    /// Scales the application font, the tool tips' font and the style's metrics by `factor`; every
    /// widget follows at once. `normal` is the Normal factor of the same screen.
    static void apply(qreal factor, qreal normal = 1);
    /// The factor applied last (1 before any).
    static qreal current();
    /// The factor applied last over the screen's Normal: for texts in a scene, which grows with the
    /// window anyway (board coordinates, messages).
    static qreal overNormal();
    /// `base` (a size at factor 1) at the current factor, no larger than the available geometry
    /// of `widget`'s screen.
    static QSize scaled(QSize base, const QWidget *widget);
    /// `size`, no larger than the available geometry of `widget`'s screen with room for the
    /// window's frame (frameReserve()): a window of that size fits the screen, title bar included.
    static QSize onScreen(QSize size, const QWidget *widget);
    /// Moves `window` (not shown yet) so that it opens centred on the window of its parent, frame
    /// included, and whole inside the available geometry of that screen. A QDialog does this by
    /// itself; a window of its own (Qt::Window) would be placed by the window manager.
    static void placeOver(QWidget *window);
    /// What a window manager's frame adds to a window: that of `widget`'s window (or of a
    /// window above it) once it is framed, and at least room for a title bar and borders.
    static QSize frameReserve(const QWidget *widget);

    /// The settings' names of the choices, and back (Automatic for anything else).
    static QString id(SizeChoice choice);
    static SizeChoice fromId(const QString &id);
};

} // namespace ui
