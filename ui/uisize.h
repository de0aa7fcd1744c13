#pragma once

#include <QSize>
#include <QString>

class QScreen;
class QWidget;

namespace ui {

/// The user's choice for the size of the program's own texts and controls.
enum class SizeChoice { Automatic, Normal, Large, Huge };

/// How big menus, the status line, dialogs, tool tips, move lists and board coordinates are drawn,
/// so that they can be read from afar; the scene itself always follows the window. A factor over
/// the desktop's own sizes, applied to the whole application at once.
class UiSize
{
public:
    /// The factor for `choice` on `screen`: Normal 1, Large 1.5, Huge 2.5; Automatic is Normal on
    /// screens up to 1080 lines and grows to 4 on a 2160-line screen (a scale the desktop already
    /// applies through DPI is counted in). Never more than lets a dialog of 960x560 units fit the
    /// screen.
    static qreal factor(SizeChoice choice, const QScreen *screen);
    /// Scales the application font, the tool tips' font and the style's metrics by `factor`; every
    /// widget follows at once.
    static void apply(qreal factor);
    /// The factor applied last (1 before any).
    static qreal current();
    /// `base` (a size at factor 1) at the current factor, no larger than the available geometry
    /// of `widget`'s screen.
    static QSize scaled(QSize base, const QWidget *widget);

    /// The settings' names of the choices, and back (Automatic for anything else).
    static QString id(SizeChoice choice);
    static SizeChoice fromId(const QString &id);
};

} // namespace ui
