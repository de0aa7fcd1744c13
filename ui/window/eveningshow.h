#pragma once

#include "ui/evening/scoreboard.h"
#include "ui/evening/scoreboarditem.h"

#include <QObject>
#include <QPointer>

class QGraphicsView;
class QTimer;
class QWidget;

namespace ui {

class DemoLoop;
class DialogPause;
class MatchController;
class MatchScene;
class MatchSetup;
class RecordFiles;
class ScoreboardItem;

/// The club evening on the screen: every finished match counted on the evening's scoreboard (the
/// demo's apart, in memory), the scoreboard shown after the result banner and on demand, cleared
/// for a new evening, and exported as a table or a picture.
class EveningShow : public QObject
{
    Q_OBJECT

public:
    /// The evening is kept in `fileName`; the scoreboard is drawn over `scene`, dismissed by input
    /// on `view`; dialogs open over `window`.
    EveningShow(const QString &fileName, MatchController *controller, MatchSetup *setup,
                const DemoLoop *demo, RecordFiles *files, DialogPause *pause, MatchScene *scene,
                QGraphicsView *view, QWidget *window, QObject *parent = nullptr);

    /// After a match the scene shows the final positions, then the result banner
    /// (MatchScene::resultShown()); the banner is read this long before the scoreboard comes.
    static constexpr int ResultBannerMs = 4000;
    /// Reads the evening's file; a damaged one is kept aside and said on the status line and in a
    /// box.
    void load();
    const Scoreboard &evening() const { return m_evening; }
    /// The scoreboard over the scene, or null; hidden once dismissed or when the clocks run.
    ScoreboardItem *scoreboardItem() const { return m_scoreboard; }
    /// The `match` that ended, with `names` and who played (`players`, AppSettings::players()
    /// form) by seat, goes onto the club's scoreboard (once, by its `id`), or the demo's.
    void countMatch(const core::Match &match, const std::array<QString, 4> &names,
                    const std::array<QString, 4> &players, const QString &id, bool demo);
    /// Shows the scoreboard (or hides it if shown); only between matches, never over running
    /// clocks.
    void showScoreboard();
    void hideScoreboard();
    /// Clears the evening's scoreboard after asking.
    void newEvening();
    /// Asks for a file and writes the scoreboard there (writeCsv(), writePicture()).
    void exportTable();
    void exportPicture();
    /// Writes the evening's table as CSV (Scoreboard::csv()) or as a PNG picture 1920 pixels wide;
    /// false (status line, `*error`) if it cannot be written.
    bool writeCsv(const QString &fileName, QString *error = nullptr);
    bool writePicture(const QString &fileName, QString *error = nullptr);
    /// The texts of a scoreboard shown, in the language now shown.
    void retranslate();

signals:
    void statusMessage(const QString &text);
    /// The scoreboard came after a match's result.
    void shownAfterMatch();

private:
    // The scoreboard of the match on the boards: the demo's while the demo plays.
    bool showsDemoEvening() const;
    // Shows or refreshes the scoreboard over the scene.
    void display();
    // "This evening: 5 matches" (or the demo's).
    QString title(bool demo) const;
    // A save-file dialog for the scoreboard; empty if cancelled.
    QString askFile(const QString &title, const QString &suffix, const QString &filter);

    MatchController *m_controller;
    MatchSetup *m_setup;
    const DemoLoop *m_demo;
    RecordFiles *m_files;
    DialogPause *m_pause;
    MatchScene *m_scene;
    QGraphicsView *m_view;
    QWidget *m_window;
    Scoreboard m_evening;
    Scoreboard m_demoEvening;
    QTimer *m_delay;                       // from the end of a match to the scoreboard
    QPointer<ScoreboardItem> m_scoreboard; // owned by the scene (gone when it is rebuilt)
};

} // namespace ui
