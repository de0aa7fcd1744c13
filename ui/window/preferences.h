#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QWidget;

namespace ui {

class AppSettings;
class MatchScene;
class MatchSetup;
class MoveList;
class Sounds;
namespace input {
class InputLayer;
}

/// The players' choices in the View and Settings menus (theme, Size, move lists, promotion,
/// sounds, piece letters, demo pace), each applied at once and remembered in AppSettings.
class Preferences : public QObject
{
    Q_OBJECT

public:
    /// The choices act on `scene`, the promotions of `hands`, `sounds`, the move lists `list` in
    /// `dock`, the demo's pace of `setup`, and the text size of `window` and its other windows.
    Preferences(AppSettings *settings, MatchScene *scene, input::InputLayer *hands, Sounds *sounds,
                QDockWidget *dock, MoveList *list, MatchSetup *setup, QWidget *window);

    /// Theme, Size and the move lists' entry, added to the View menu.
    void addViewEntries(QMenu *view);
    /// Promotion, sounds, piece letters and the demo pace, added to the Settings menu.
    void addSettingsEntries(QMenu *settings);
    /// Normal text sizes, or bigger for reading from afar, on the window's screen now.
    void applySize();
    /// The entries' texts in the language now shown.
    void retranslate();

signals:
    void statusMessage(const QString &text);

private:
    // Automatic says which of the others it is on this screen.
    void nameSizes();
    void changeVolume(int delta);

    AppSettings *m_settings;
    MatchScene *m_scene;
    input::InputLayer *m_hands;
    Sounds *m_sounds;
    QDockWidget *m_dock;
    MoveList *m_list;
    MatchSetup *m_setup;
    QWidget *m_window;
    QMenu *m_themeMenu = nullptr;
    QAction *m_classicAction = nullptr;
    QAction *m_contrastAction = nullptr;
    QMenu *m_sizeMenu = nullptr;
    QActionGroup *m_sizes = nullptr;
    QAction *m_queenAction = nullptr;
    QAction *m_muteAction = nullptr;
    QAction *m_louderAction = nullptr;
    QAction *m_softerAction = nullptr;
    QAction *m_lettersAction = nullptr;
    QMenu *m_paceMenu = nullptr;
    QAction *m_relaxedAction = nullptr;
    QAction *m_blitzAction = nullptr;
};

} // namespace ui
