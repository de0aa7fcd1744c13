#include "preferences.h"

#include "matchsetup.h"

#include "ui/dialogs/movelist.h"
#include "ui/dialogs/replaywindow.h"
#include "ui/input/inputlayer.h"
#include "ui/scene/matchscene.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/uisize.h"
#include "ui/sound/sounds.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>

namespace ui {

Preferences::Preferences(AppSettings *settings, MatchScene *scene, input::InputLayer *hands,
                         Sounds *sounds, QDockWidget *dock, MoveList *list, MatchSetup *setup,
                         QWidget *window)
    : QObject(window), m_settings(settings), m_scene(scene), m_hands(hands), m_sounds(sounds),
      m_dock(dock), m_list(list), m_setup(setup), m_window(window)
{}

void Preferences::addViewEntries(QMenu *view)
{
    m_themeMenu = view->addMenu(QString());
    auto *themes = new QActionGroup(this);
    m_classicAction = m_themeMenu->addAction(QString());
    m_contrastAction = m_themeMenu->addAction(QString());
    for (QAction *a : {m_classicAction, m_contrastAction}) {
        a->setCheckable(true);
        themes->addAction(a);
    }
    (m_settings->theme() == QLatin1String("high-contrast") ? m_contrastAction : m_classicAction)
        ->setChecked(true);
    connect(themes, &QActionGroup::triggered, this, [this](QAction *a) {
        const Theme theme = a == m_contrastAction ? Theme::highContrast() : Theme::classic();
        m_settings->setTheme(theme.id);
        m_scene->setTheme(theme);
    });
    m_sizeMenu = view->addMenu(QString());
    m_sizes = new QActionGroup(this);
    for (SizeChoice c :
         {SizeChoice::Automatic, SizeChoice::Normal, SizeChoice::Large, SizeChoice::Huge}) {
        QAction *a = m_sizeMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(UiSize::id(c));
        a->setChecked(UiSize::fromId(m_settings->size()) == c);
        m_sizes->addAction(a);
    }
    connect(m_sizes, &QActionGroup::triggered, this, [this](QAction *a) {
        m_settings->setSize(a->data().toString());
        applySize();
    });
    QAction *lists = m_dock->toggleViewAction();
    lists->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    view->addAction(lists);
    // Only the user's own choice is kept: the demo shows the lists without changing it.
    connect(lists, &QAction::triggered, this,
            [this](bool shown) { m_settings->setMoveListsShown(shown); });
}

void Preferences::addSettingsEntries(QMenu *settings)
{
    m_queenAction = settings->addAction(QString());
    m_queenAction->setCheckable(true);
    m_queenAction->setChecked(m_settings->alwaysQueen());
    connect(m_queenAction, &QAction::toggled, this, [this](bool on) {
        m_settings->setAlwaysQueen(on);
        m_hands->setAlwaysQueen(on);
    });
    settings->addSeparator();
    m_muteAction = settings->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_M));
    m_muteAction->setCheckable(true);
    m_muteAction->setChecked(m_settings->muted());
    connect(m_muteAction, &QAction::toggled, this, [this](bool on) {
        m_settings->setMuted(on);
        m_sounds->setMuted(on);
        // Said: a shortcut that changes nothing visible would seem not to work.
        emit statusMessage(
            on ? tr("Sounds muted (%1 turns them on again).")
                     .arg(m_muteAction->shortcut().toString(QKeySequence::NativeText))
               : tr("Sounds on."));
    });
    m_louderAction = settings->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Up), this,
                                         [this] { changeVolume(10); });
    m_softerAction = settings->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Down), this,
                                         [this] { changeVolume(-10); });
    settings->addSeparator();
    m_lettersAction = settings->addAction(QString());
    m_lettersAction->setCheckable(true);
    m_lettersAction->setChecked(m_settings->localizedLetters());
    connect(m_lettersAction, &QAction::toggled, this, [this](bool on) {
        m_settings->setLocalizedLetters(on);
        m_list->setLocalizedLetters(on);
    });
    m_paceMenu = settings->addMenu(QString());
    auto *paces = new QActionGroup(this);
    m_relaxedAction = m_paceMenu->addAction(QString());
    m_blitzAction = m_paceMenu->addAction(QString());
    for (QAction *a : {m_relaxedAction, m_blitzAction}) {
        a->setCheckable(true);
        paces->addAction(a);
    }
    (m_settings->demoPace() == QLatin1String("blitz") ? m_blitzAction : m_relaxedAction)
        ->setChecked(true);
    connect(paces, &QActionGroup::triggered, this, [this](QAction *a) {
        m_settings->setDemoPace(a == m_relaxedAction ? QStringLiteral("relaxed")
                                                     : QStringLiteral("blitz"));
        m_setup->applyDemoPace();
    });
}

void Preferences::changeVolume(int delta)
{
    const int volume = qBound(0, m_settings->volume() + delta, 100);
    m_settings->setVolume(volume);
    m_sounds->setVolume(volume);
    emit statusMessage(tr("Volume %1%").arg(volume));
}

// The whole program follows at once.
void Preferences::applySize()
{
    QScreen *screen = m_window->screen();
    UiSize::apply(UiSize::factor(UiSize::fromId(m_settings->size()), screen),
                  UiSize::factor(SizeChoice::Normal, screen));
    m_scene->setTextScale(UiSize::overNormal());
    nameSizes();
    // A dock keeps the title font it was made with unless it has one of its own; the list then
    // needs its own too, or it would inherit the bold.
    QFont title = QApplication::font();
    title.setBold(true);
    m_dock->setFont(title);
    title.setBold(false); // said explicitly: a font like the application's would still inherit
    m_list->setFont(title);
    for (ReplayWindow *replay : m_window->findChildren<ReplayWindow *>())
        replay->scene()->setTextScale(UiSize::overNormal());
}

void Preferences::nameSizes()
{
    const auto name = [](SizeChoice c) {
        switch (c) {
        case SizeChoice::Automatic: break;
        case SizeChoice::Normal: return tr("&Normal");
        case SizeChoice::Large: return tr("&Large");
        case SizeChoice::Huge: return tr("&Huge");
        }
        return QString();
    };
    const QList<QAction *> sizes = m_sizes->actions();
    for (int i = 1; i < sizes.size(); ++i)
        sizes[i]->setText(name(UiSize::fromId(sizes[i]->data().toString())));
    sizes[0]->setText(tr("&Automatic (%1 on this screen)")
                          .arg(name(UiSize::automaticChoice(m_window->screen())).remove(u'&')));
}

void Preferences::retranslate()
{
    m_themeMenu->setTitle(tr("&Theme"));
    m_classicAction->setText(tr("&Classic"));
    m_contrastAction->setText(tr("&High contrast"));
    m_sizeMenu->setTitle(tr("Si&ze"));
    nameSizes();
    m_dock->toggleViewAction()->setText(tr("&Move lists"));
    m_paceMenu->setTitle(tr("&Demo pace"));
    m_relaxedAction->setText(tr("&Relaxed (moves people can follow)"));
    m_blitzAction->setText(tr("Real &blitz"));
    m_queenAction->setText(tr("Always promote to &queen"));
    m_muteAction->setText(tr("&Mute sounds"));
    m_louderAction->setText(tr("Lo&uder"));
    m_softerAction->setText(tr("&Softer"));
    m_lettersAction->setText(tr("Piece le&tters in my language"));
}

} // namespace ui
