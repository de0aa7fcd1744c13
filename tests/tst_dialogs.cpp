// The dialogs and questions: new match, rule sets, keyboard controls, gamepads, settings, language.
#include "modal.h"
#include "testutil.h"
#include "uifixture.h"

#include "ui/dialogs/controlsdialog.h"
#include "ui/dialogs/gamepadsdialog.h"
#include "ui/dialogs/newmatchdialog.h"
#include "ui/input/inputlayer.h"
#include "ui/input/keyboardinput.h"
#include "ui/window/demoloop.h"
#include "ui/window/matchkeeper.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

class TestDialogs : public UiFixture
{
    Q_OBJECT

private slots:
    void init() { UiFixture::init(); }
    void cleanup() { UiFixture::cleanup(); }
    void ruleSetChooser_data();
    void ruleSetChooser();
    void namedSetIsExact();
    void newMatchDialogRemembers_data();
    void newMatchDialogRemembers();
    void brokenSettingsFallBack();
    void firstDialogShowsInternetSet();
    void keyBindingsEdited();
    void keyBindingsProblems_data();
    void keyBindingsProblems();
    void keyControlsDialogSafe_data();
    void keyControlsDialogSafe();
    void brokenKeyBindingsFallBack();
    // Gamepads, with events pushed into SDL's queue.
    void gamepadsDialogAssignsSeats();
    // What players hit in a real session (issue 11).
    void saveWhileRunning();
    void resignQuestionStopsClocks_data();
    void resignQuestionStopsClocks();
    void resignAfterTheEndSaysWhy();
    void newMatchAsksWhileRunning_data();
    void newMatchAsksWhileRunning();
    void rematchAsksWhileRunning_data();
    void rematchAsksWhileRunning();
    void demoAsksWhileRunning();
    void quitAsksWhileRunning_data();
    void quitAsksWhileRunning();
    void newMatchDialogTimes();
    void newMatchDialogCrazyhouseRules();
    void languageNumbersAndNames();

private:
    QAction *action(const QKeySequence &shortcut) const;
};

void TestDialogs::ruleSetChooser_data()
{
    QTest::addColumn<int>("downs"); // Down-arrow presses on the rule-set chooser, from Internet
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QStringList>("checked");
    QTest::addRow("internet") << 0 << "internet"
                              << QStringList{"dropCheck", "dropMate", "premoves"};
    QTest::addRow("czech") << 1 << "czech" << QStringList{"dropCheck",
                                                          "dropMate",
                                                          "noStalemate",
                                                          "repetitionPerBoard",
                                                          "repetitionAcrossBoards",
                                                          "poisonedPiece",
                                                          "simultaneousEnd"};
    // No check by a drop, so no mate by a drop: shown unticked.
    QTest::addRow("doorgeefschaak") << 2 << "doorgeefschaak" << QStringList{"premoves"};
}

// A set fills in its options; a changed option makes the rules "Custom"; the choice is remembered.
void TestDialogs::ruleSetChooser()
{
    QFETCH(int, downs);
    QFETCH(QString, expected);
    QFETCH(QStringList, checked);
    core::Rules wanted = testutil::rulesFrom(expected);
    wanted.variant = core::Variant::Bughouse; // the dialog's match
    bool clockMoveOn = false;
    {
        ui::NewMatchDialog dialog(m_settings.get());
        dialog.show();
        QComboBox *set = dialog.findChild<QComboBox *>("ruleSet");
        set->setFocus();
        QTest::keyClick(set, Qt::Key_Home);
        for (int i = 0; i < downs; ++i) QTest::keyClick(set, Qt::Key_Down);
        QCOMPARE(set->currentData().toInt(), int(core::ruleSetOf(wanted)));
        QStringList on;
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>())
            if (box->isChecked() && box->objectName() != "clockMove" &&
                !box->text().contains("odds"))
                on << box->objectName();
        on.sort();
        checked.sort();
        QCOMPARE(on, checked);
        QCOMPARE(dialog.findChild<QCheckBox *>("dropMate")->isEnabled(), wanted.dropCheck);
        core::Rules got = dialog.config().rules;
        got.variant = wanted.variant;
        got.clockMove = wanted.clockMove; // as the last row left it: the sets do not set it
        QVERIFY(got == wanted);
        if (!wanted.dropCheck) {
            // Checks by a drop allowed again: so are mates by a drop; and back.
            QCheckBox *dropCheck = dialog.findChild<QCheckBox *>("dropCheck");
            QCheckBox *dropMate = dialog.findChild<QCheckBox *>("dropMate");
            QTest::mouseClick(dropCheck, Qt::LeftButton, {}, QPoint(8, dropCheck->height() / 2));
            QVERIFY(dropMate->isEnabled() && dropMate->isChecked());
            core::Rules withChecks = wanted;
            withChecks.dropCheck = withChecks.dropMate = true;
            QVERIFY(dialog.config().rules.dropMate);
            QCOMPARE(set->currentData().toInt(), int(core::ruleSetOf(withChecks)));
            QTest::mouseClick(dropCheck, Qt::LeftButton, {}, QPoint(8, dropCheck->height() / 2));
            QVERIFY(!dropMate->isEnabled() && !dropMate->isChecked());
            QCOMPARE(set->currentData().toInt(), int(core::ruleSetOf(wanted)));
        }
        // The clock-move rule may be added to the Czech club rules; any other set is then custom.
        QCheckBox *clockMove = dialog.findChild<QCheckBox *>("clockMove");
        clockMoveOn = !clockMove->isChecked();
        QTest::mouseClick(clockMove, Qt::LeftButton, {}, QPoint(8, clockMove->height() / 2));
        QCOMPARE(clockMove->isChecked(), clockMoveOn);
        wanted.clockMove = clockMoveOn;
        QCOMPARE(set->currentData().toInt(), int(core::ruleSetOf(wanted)));
        dialog.accept();
    }
    {
        ui::NewMatchDialog again(m_settings.get());
        again.show();
        QComboBox *set = again.findChild<QComboBox *>("ruleSet");
        QCOMPARE(set->currentData().toInt(), int(core::ruleSetOf(wanted)));
        QCOMPARE(again.config().rules.clockMove, clockMoveOn);
        // One option changed by a click: custom rules.
        QCheckBox *poison = again.findChild<QCheckBox *>("poisonedPiece");
        QTest::mouseClick(poison, Qt::LeftButton, {}, QPoint(8, poison->height() / 2));
        QCOMPARE(set->currentData().toInt(), int(core::RuleSet::Custom));
        QCOMPARE(again.config().rules.poisonedPiece, !wanted.poisonedPiece);
    }
}

// Czech club rules with R0, then Internet again: exactly the internet's rules, R0 gone.
void TestDialogs::namedSetIsExact()
{
    ui::NewMatchDialog dialog(m_settings.get());
    dialog.show();
    QComboBox *set = dialog.findChild<QComboBox *>("ruleSet");
    QCheckBox *clockMove = dialog.findChild<QCheckBox *>("clockMove");
    set->setFocus();
    QTest::keyClick(set, Qt::Key_Home);
    QTest::keyClick(set, Qt::Key_Down);
    QCOMPARE(set->currentData().toInt(), int(core::RuleSet::CzechClub));
    QTest::mouseClick(clockMove, Qt::LeftButton, {}, QPoint(8, clockMove->height() / 2));
    QVERIFY(clockMove->isChecked());
    QCOMPARE(set->currentData().toInt(), int(core::RuleSet::CzechClub));
    set->setFocus();
    QTest::keyClick(set, Qt::Key_Home);
    QCOMPARE(set->currentData().toInt(), int(core::RuleSet::Internet));
    QVERIFY(!clockMove->isChecked());
    core::Rules got = dialog.config().rules;
    got.variant = core::Rules{}.variant;
    QVERIFY(got == core::rulesOf(core::RuleSet::Internet));
}

void TestDialogs::newMatchDialogRemembers_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("preset");
    QTest::addColumn<core::MatchMode>("expectedMode");
    QTest::addColumn<qint64>("base");
    QTest::addColumn<qint64>("bonus");
    QTest::addRow("bughouse-1+0") << 0 << 0 << core::MatchMode::Bughouse << qint64(60'000)
                                  << qint64(0);
    QTest::addRow("bughouse-5+0") << 0 << 3 << core::MatchMode::Bughouse << qint64(300'000)
                                  << qint64(0);
    QTest::addRow("crazyhouse-2+12")
        << 1 << 4 << core::MatchMode::Crazyhouse << qint64(120'000) << qint64(12'000);
}

void TestDialogs::newMatchDialogRemembers()
{
    QFETCH(int, mode);
    QFETCH(int, preset);
    QFETCH(core::MatchMode, expectedMode);
    QFETCH(qint64, base);
    QFETCH(qint64, bonus);
    {
        ui::NewMatchDialog dialog(m_settings.get());
        dialog.findChild<QComboBox *>("mode")->setCurrentIndex(mode);
        dialog.findChild<QComboBox *>("timeControl")->setCurrentIndex(preset);
        dialog.findChild<QLineEdit *>("name0")->setText("Eva");
        QComboBox *player1 = dialog.findChild<QComboBox *>("player1");
        player1->setCurrentIndex(player1->findData("builtin:3"));
        QCOMPARE(dialog.findChild<QLineEdit *>("name2")->isVisibleTo(&dialog),
                 mode == 0); // board B: bughouse only
        dialog.findChild<QCheckBox *>("dropMate")->setChecked(false);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.config().mode, expectedMode);
        QCOMPARE(dialog.config().time.base, base);
        QCOMPARE(dialog.config().time.bonus, bonus);
    }
    // A new dialog starts from the remembered choices.
    ui::NewMatchDialog again(m_settings.get());
    QCOMPARE(again.config().mode, expectedMode);
    QCOMPARE(again.config().time.base, base);
    QCOMPARE(again.config().rules.dropMate, false);
    QCOMPARE(again.names()[0], QString("Eva"));
    QCOMPARE(again.players()[1], QString("builtin:3"));
    QCOMPARE(again.players()[0], QString("human"));
}

void TestDialogs::brokenSettingsFallBack()
{
    QFile file(m_dir.filePath("broken.ini"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[match]\nmode=7\nbaseMs=-5\nbonusMs=abc\ntiming=9\n[names]\nwhiteA=\n\x01\xff[[[\n["
               "view]\ntheme=neon\n"
               "[sound]\nvolume=400\n");
    file.close();
    ui::AppSettings broken(file.fileName());
    const core::MatchConfig c = broken.matchConfig();
    QVERIFY(c.validate().empty());
    QCOMPARE(c.mode, core::MatchMode::Bughouse);
    QCOMPARE(c.time.base, qint64(180'000));
    QCOMPARE(int(core::ruleSetOf(c.rules)), int(core::RuleSet::Internet));
    QCOMPARE(broken.theme(), QString("classic"));
    QCOMPARE(broken.volume(), 70);
    QCOMPARE(broken.names()[0], ui::AppSettings::defaultNames()[0]);
}

void TestDialogs::firstDialogShowsInternetSet()
{
    ui::AppSettings fresh(m_dir.filePath("fresh.ini"));
    ui::NewMatchDialog dialog(&fresh);
    QCOMPARE(dialog.findChild<QComboBox *>("ruleSet")->currentData().toInt(),
             int(core::RuleSet::Internet));
    QCOMPARE(dialog.findChild<QComboBox *>("mateRule")->currentIndex(),
             1); // the bughouse mate rule
    QVERIFY(dialog.config().rules.dropMate);
}

void TestDialogs::keyBindingsEdited()
{
    setUp();
    {
        ui::ControlsDialog dialog(m_window->input()->keyboard()->bindings(),
                                  ui::ControlsDialog::Mode::Edit, {Qt::red, Qt::blue});
        dialog.keyEdit(0, ui::input::KeyAction::Up)->setKeySequence(QKeySequence(Qt::Key_I));
        dialog.keyEdit(0, ui::input::KeyAction::Select)->setKeySequence(QKeySequence(Qt::Key_K));
        QVERIFY(dialog.problem().isEmpty());
        m_settings->setKeyBindings(dialog.bindings());
        m_window->input()->keyboard()->setBindings(dialog.bindings());
    }
    // The new keys play, the old ones are free; and they are remembered.
    keys({Qt::Key_I, Qt::Key_K, Qt::Key_I, Qt::Key_I, Qt::Key_K}); // e2, pick up, e3, e4, put down
    QCOMPARE(movesOn(Board::A).size(), 1);
    QCOMPARE(movesOn(Board::A).first().second, QString("e2e4"));
    ui::AppSettings again(m_dir.filePath("settings.ini"));
    QString problem;
    const ui::input::KeyBindings read = again.keyBindings(&problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(read.keys(0, ui::input::KeyAction::Up), QKeySequence(Qt::Key_I));
    QVERIFY(read == m_window->input()->keyboard()->bindings());
}

void TestDialogs::keyBindingsProblems_data()
{
    QTest::addColumn<int>("block");
    QTest::addColumn<ui::input::KeyAction>("action");
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<QString>("problem");
    using ui::input::KeyAction;
    QTest::addRow("key-of-the-other-block")
        << 1 << KeyAction::Up << QKeySequence(Qt::Key_W) << "W is bound twice.";
    QTest::addRow("key-twice-in-one-block")
        << 0 << KeyAction::Cancel << QKeySequence(Qt::Key_E) << "E is bound twice.";
    QTest::addRow("signal-key-with-shift")
        << 0 << KeyAction::Up << QKeySequence(Qt::SHIFT | Qt::Key_W)
        << "Shift+W cannot be used: it belongs to the menus.";
    QTest::addRow("space-starts-the-clocks")
        << 1 << KeyAction::Select << QKeySequence(Qt::Key_Space)
        << "Space cannot be used: it belongs to the menus.";
    QTest::addRow("no-key") << 1 << KeyAction::Pocket << QKeySequence()
                            << "Board B (right hand) has no key for \"Next pocket piece to drop\".";
}

void TestDialogs::keyBindingsProblems()
{
    QFETCH(int, block);
    QFETCH(ui::input::KeyAction, action);
    QFETCH(QKeySequence, keys);
    QFETCH(QString, problem);
    ui::ControlsDialog dialog(ui::input::KeyBindings::defaults(), ui::ControlsDialog::Mode::Edit,
                              {Qt::red, Qt::blue});
    QVERIFY(dialog.problem().isEmpty());
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    dialog.keyEdit(block, action)->setKeySequence(keys);
    QCOMPARE(dialog.problem(), problem);
    QVERIFY(!ok->isEnabled());
    QCOMPARE(dialog.findChild<QLabel *>("problem")->text(), problem);
    dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
    QVERIFY(ok->isEnabled());
}

void TestDialogs::keyControlsDialogSafe_data()
{
    QTest::addColumn<bool>("inField"); // Esc pressed in a key field, or where the focus starts
    QTest::addRow("esc-where-the-focus-starts") << false;
    QTest::addRow("esc-in-a-key-field") << true;
}

// The Keyboard controls dialog does not start in a key field (the next key typed would bind it),
// Esc closes it wherever the focus is, and every field shows all its keys.
void TestDialogs::keyControlsDialogSafe()
{
    QFETCH(bool, inField);
    ui::ControlsDialog dialog(ui::input::KeyBindings::defaults(), ui::ControlsDialog::Mode::Edit,
                              {Qt::red, Qt::blue}, nullptr, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QVERIFY(dialog.focusWidget());
    QVERIFY(!qobject_cast<QKeySequenceEdit *>(dialog.focusWidget()) &&
            !qobject_cast<QKeySequenceEdit *>(dialog.focusWidget()->parentWidget()));
    for (int block = 0; block < ui::input::KeyBindings::Blocks; ++block)
        for (int a = 0; a < ui::input::KeyActionCount; ++a) {
            const auto *line =
                dialog.keyEdit(block, ui::input::KeyAction(a))->findChild<QLineEdit *>();
            QVERIFY(line);
            QVERIFY2(line->fontMetrics().horizontalAdvance(line->text()) < line->width(),
                     qPrintable(line->text()));
        }
    QKeySequenceEdit *up = dialog.keyEdit(0, ui::input::KeyAction::Up);
    if (inField) {
        up->setFocus();
        QTRY_VERIFY(up->hasFocus());
    }
    QTest::keyClick(dialog.focusWidget(), Qt::Key_Escape);
    QVERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(up->keySequence(),
             ui::input::KeyBindings::defaults().keys(0, ui::input::KeyAction::Up));
}

void TestDialogs::brokenKeyBindingsFallBack()
{
    QFile file(m_dir.filePath("keys.ini"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[controls]\nblockA\\up=Hyper+Banana\nblockA\\down=S\n");
    file.close();
    ui::AppSettings broken(file.fileName());
    QString problem;
    QVERIFY(broken.keyBindings(&problem) == ui::input::KeyBindings::defaults());
    QVERIFY(!problem.isEmpty());
    ui::MainWindow window(&broken, m_dir.filePath("data"));
    QVERIFY(window.statusText().contains("default keys"));
    QVERIFY(window.input()->keyboard()->bindings() == ui::input::KeyBindings::defaults());
}

#if BUGHOUSE_HAVE_SDL
// Settings -> Gamepads lists the pads with their seats; choosing another seat there moves the pad.
void TestDialogs::gamepadsDialogAssignsSeats()
{
    setUp();
    padsTakeSeats(2);
    ui::ControlsDialog page(ui::input::KeyBindings::defaults(), ui::ControlsDialog::Mode::Show,
                            {Qt::red, Qt::blue}, m_window->input()->gamepads());
    QCOMPARE(
        page.findChild<QLabel *>("gamepadStatus")->text(),
        QString(
            "Gamepads connected: 2. A new pad is offered a free seat at its first button press."));
    ui::GamepadsDialog dialog(m_window->input()->gamepads(), m_window->controller());
    dialog.show();
    QComboBox *second = dialog.findChild<QComboBox *>("pad2");
    QVERIFY(second);
    QCOMPARE(second->currentText(), QString("Bob (Black · board A)"));
    second->setFocus();
    QTest::keyClick(second, Qt::Key_Down); // Cid (White · board B)
    QCOMPARE(m_window->input()->gamepads()->pads().at(1).seat, Seat::WhiteB);
    QCOMPARE(m_window->input()->layer()->ownSeat({ui::input::HandKind::Pad, 2}), Seat::WhiteB);
    QCoreApplication::processEvents(); // the dialog rebuilds its rows
    QCOMPARE(dialog.findChild<QComboBox *>("pad2")->currentText(),
             QString("Cid (White · board B)"));
    // The pad now plays on board B: its cursor is there and it takes White-B's pieces.
    padPress(2, {SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_A});
    QCOMPARE(m_window->input()->layer()->holder(Board::B)->id.index, 2);
}
#else
void TestDialogs::gamepadsDialogAssignsSeats()
{
    QSKIP("built without SDL2");
}
#endif

QAction *TestDialogs::action(const QKeySequence &shortcut) const
{
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->shortcut() == shortcut) return a;
    return nullptr;
}

// Ctrl+S works at any moment of a running match (it opens the save dialog; cancelled here).
void TestDialogs::saveWhileRunning()
{
    setUp();
    m_now = 1000;
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    QCOMPARE(m_window->controller()->match()->plies(), 1);
    QVERIFY(!m_window->controller()->isPaused());
    QVERIFY(action(QKeySequence::Save)->isEnabled());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    bool asked = false;
    testutil::onNextModal<QFileDialog>([&](QFileDialog *dialog) {
        asked = true;
        QVERIFY(m_window->controller()->isPaused()); // no flag falls behind the dialog
        dialog->reject();
    });
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier);
    QVERIFY(asked);
    QVERIFY(!m_window->controller()->isPaused());
}

void TestDialogs::resignQuestionStopsClocks_data()
{
    QTest::addColumn<bool>("yes");
    QTest::addRow("yes-resigns") << true;
    QTest::addRow("no-plays-on") << false;
}

// While "Does Ann really resign?" is open the clocks stand still: no flag falls behind it.
void TestDialogs::resignQuestionStopsClocks()
{
    QFETCH(bool, yes);
    setUp();
    QMenu *resign = nullptr;
    for (QMenu *menu : m_window->findChildren<QMenu *>())
        if (menu->title() == "Res&ign") resign = menu;
    QVERIFY(resign);
    m_now = 170'000;
    bool asked = false;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        asked = true;
        QCOMPARE(box->text(), QString("Does Ann really resign?"));
        QVERIFY(m_window->controller()->isPaused());
        m_now = 400'000; // long past every flag
        m_window->controller()->clocks().refresh();
        QVERIFY(!m_window->controller()->match()->isOver());
        QTest::mouseClick(box->button(yes ? QMessageBox::Yes : QMessageBox::No), Qt::LeftButton);
    });
    resign->actions().first()->trigger();
    QVERIFY(asked);
    const core::Match *match = m_window->controller()->match();
    if (yes) {
        QVERIFY(match->isOver());
        QCOMPARE(match->result()->reason, core::EndReason::Resignation);
        QCOMPARE(match->result()->seat, Seat::WhiteA);
    } else {
        QVERIFY(!match->isOver());
        QVERIFY(!m_window->controller()->isPaused());
        QCOMPARE(match->timeLeft(Seat::WhiteA, m_now), qint64(10'000)); // the question cost nothing
    }
}

// A flag that fell just before the question (the clock display not yet awake): "Yes" says why
// nothing happens.
void TestDialogs::resignAfterTheEndSaysWhy()
{
    setUp();
    QMenu *resign = nullptr;
    for (QMenu *menu : m_window->findChildren<QMenu *>())
        if (menu->title() == "Res&ign") resign = menu;
    QVERIFY(resign);
    m_now = 180'500; // White's flags fell at 180 s; nothing has looked since
    testutil::onNextModal<QMessageBox>(
        [](QMessageBox *box) { QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton); });
    resign->actions().first()->trigger();
    const core::Match *match = m_window->controller()->match();
    QVERIFY(match->isOver());
    QCOMPARE(match->result()->reason, core::EndReason::Flag);
    QVERIFY2(m_window->statusText().startsWith("Ann cannot resign: the match has already ended."),
             qPrintable(m_window->statusText()));
}

void TestDialogs::newMatchAsksWhileRunning_data()
{
    QTest::addColumn<bool>("accept"); // the new-match dialog
    QTest::addColumn<int>("answer");  // to "Set up the new match?", 0 if not asked
    QTest::addColumn<bool>("replaced");
    QTest::addRow("dialog-cancelled") << false << 0 << false;
    QTest::addRow("accepted-then-no") << true << int(QMessageBox::No) << false;
    QTest::addRow("accepted-then-yes") << true << int(QMessageBox::Yes) << true;
}

// Ctrl+N over a running match: the clocks stop while the dialogs are open, and the match ends
// only after a yes (then it is kept under Recent matches).
void TestDialogs::newMatchAsksWhileRunning()
{
    QFETCH(bool, accept);
    QFETCH(int, answer);
    QFETCH(bool, replaced);
    setUp();
    m_now = 1000;
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    const core::Match *before = m_window->controller()->match();
    const QDir kept(m_dir.filePath("data/matches"));
    const int recent = int(kept.entryList(QDir::Files).size());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    bool asked = false;
    testutil::onNextModal<ui::NewMatchDialog>([&](ui::NewMatchDialog *dialog) {
        QVERIFY(m_window->controller()->isPaused());
        QCOMPARE(m_window->statusText(), QString("Clocks paused while the dialog is open."));
        if (answer)
            testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
                asked = true;
                QVERIFY(box->text().contains("Set up the new match?"));
                QTest::mouseClick(box->button(QMessageBox::StandardButton(answer)), Qt::LeftButton);
            });
        accept ? dialog->accept() : dialog->reject();
    });
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(asked, answer != 0);
    QCOMPARE(m_window->controller()->match() != before, replaced);
    QCOMPARE(int(kept.entryList(QDir::Files).size()), recent + (replaced ? 1 : 0));
    if (!replaced) {
        QVERIFY(!m_window->controller()->isPaused());
        QCOMPARE(m_window->controller()->match()->plies(), 1);
    }
}

void TestDialogs::rematchAsksWhileRunning_data()
{
    QTest::addColumn<int>("answer");
    QTest::addRow("no-plays-on") << int(QMessageBox::No);
    QTest::addRow("yes-rematch") << int(QMessageBox::Yes);
}

// Ctrl+R over a running match asks too; the match left is kept under Recent matches.
void TestDialogs::rematchAsksWhileRunning()
{
    QFETCH(int, answer);
    setUp();
    m_now = 1000;
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    bool asked = false;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        asked = true;
        QVERIFY2(box->text().endsWith("Start the rematch?"), qPrintable(box->text()));
        QVERIFY(m_window->controller()->isPaused());
        QTest::mouseClick(box->button(QMessageBox::StandardButton(answer)), Qt::LeftButton);
    });
    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
    QVERIFY(asked);
    const bool yes = answer == QMessageBox::Yes;
    QCOMPARE(m_window->controller()->match()->plies(), yes ? 0 : 1);
    QCOMPARE(m_window->controller()->name(Seat::WhiteA), QString(yes ? "Bob" : "Ann"));
    QCOMPARE(m_window->keeper()->recentMatches().size(), yes ? 1 : 0);
    QCOMPARE(m_window->controller()->isPaused(), false);
    if (!yes) return;
    // New match starts from the seating last played.
    ui::NewMatchDialog dialog(m_settings.get());
    QCOMPARE(dialog.findChild<QLineEdit *>("name0")->text(), QString("Bob"));
    QCOMPARE(dialog.findChild<QLineEdit *>("name1")->text(), QString("Ann"));
}

// Starting the demo over a running match asks for that, not for a new match; No plays on.
void TestDialogs::demoAsksWhileRunning()
{
    setUp();
    m_now = 1000;
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    QString question;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        question = box->text();
        QTest::mouseClick(box->button(QMessageBox::No), Qt::LeftButton);
    });
    m_window->demoLoop()->setRunning(true);
    QVERIFY2(question.endsWith("Start the demo?"), qPrintable(question));
    QVERIFY(!m_window->demoLoop()->isRunning());
    QCOMPARE(m_window->controller()->match()->plies(), 1);
}

void TestDialogs::quitAsksWhileRunning_data()
{
    QTest::addColumn<int>("answer");
    QTest::addRow("no-stays") << int(QMessageBox::No);
    QTest::addRow("yes-quits-paused") << int(QMessageBox::Yes);
}

void TestDialogs::quitAsksWhileRunning()
{
    QFETCH(int, answer);
    setUp();
    m_now = 1000;
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    bool asked = false;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        asked = true;
        QVERIFY(box->text().startsWith("A match is in progress. Quit now?"));
        QTest::mouseClick(box->button(QMessageBox::StandardButton(answer)), Qt::LeftButton);
    });
    QTest::keyClick(m_window.get(), Qt::Key_Q,
                    Qt::ControlModifier); // QKeySequence::Quit has no key here
    QVERIFY(asked);
    const bool quit = answer == QMessageBox::Yes;
    QCOMPARE(m_window->isVisible(), !quit);
    QCOMPARE(m_window->controller()->isPaused(), quit); // kept paused for the next start
}

// Time odds start from the base chosen; a base typed below the minimum says what it is; the
// dialog shrinks back when the odds rows go.
void TestDialogs::newMatchDialogTimes()
{
    ui::NewMatchDialog dialog(m_settings.get(), m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.findChild<QComboBox *>("timeControl")
        ->setCurrentIndex(dialog.findChild<QComboBox *>("timeControl")->count() - 1);
    auto *base = dialog.findChild<QDoubleSpinBox *>("base");
    QVERIFY(base->isEnabled());
    base->setFocus();
    QTest::keyClick(base, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(base, "0.25");
    QTest::keyClick(base, Qt::Key_Tab);
    QCOMPARE(base->value(), 0.25);
    const int height = dialog.height();
    auto *odds = dialog.findChild<QCheckBox *>("odds");
    QTest::mouseClick(odds, Qt::LeftButton, {}, QPoint(8, odds->height() / 2));
    QVERIFY(odds->isChecked());
    // The four odds rows show (the rules beside them may already be taller).
    QTRY_VERIFY(dialog.findChild<QDoubleSpinBox *>("seatBase3")->isVisible());
    QVERIFY(dialog.height() >= height && dialog.height() >= dialog.minimumSizeHint().height());
    for (int s = 0; s < 4; ++s)
        QCOMPARE(dialog.findChild<QDoubleSpinBox *>(QString("seatBase%1").arg(s))->value(), 0.25);
    // Too short: the dialog says what the minimum is.
    auto *hint = dialog.findChild<QLabel *>("timeHint");
    QVERIFY(!hint->isVisible());
    base->setFocus();
    QTest::keyClick(base, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(base, "0.1");
    QVERIFY(hint->isVisible());
    QVERIFY2(hint->text().contains("0.25"), qPrintable(hint->text()));
    auto *start = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!start->isEnabled());
    QTest::keyClicks(base, "5");
    QCOMPARE(base->value(), 0.15);
    QVERIFY(hint->isVisible());
    QTest::keyClick(base, Qt::Key_Backspace);
    QTest::keyClick(base, Qt::Key_Backspace);
    QTest::keyClicks(base, "5");
    QCOMPARE(base->value(), 0.5);
    QVERIFY(!hint->isVisible());
    QVERIFY(start->isEnabled());
    QTest::mouseClick(odds, Qt::LeftButton, {}, QPoint(8, odds->height() / 2));
    QVERIFY(!odds->isChecked());
    QTRY_VERIFY(dialog.height() <= height); // the four odds rows are gone again
}

// Crazyhouse has no partner who could bring a piece: the bughouse mate rule is not offered.
void TestDialogs::newMatchDialogCrazyhouseRules()
{
    ui::NewMatchDialog dialog(m_settings.get(), m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *mateRule = dialog.findChild<QComboBox *>("mateRule");
    mateRule->setCurrentIndex(1);
    QVERIFY(mateRule->isVisible());
    auto *mode = dialog.findChild<QComboBox *>("mode");
    mode->setFocus();
    QTest::keyClick(mode, Qt::Key_Down);
    QCOMPARE(mode->currentIndex(), 1);
    QVERIFY(!mateRule->isVisible());
    QCOMPARE(dialog.config().rules.mateRule, core::MateRule::Standard);
}

// Dutch and Czech write numbers their way, and the default names are theirs too.
void TestDialogs::languageNumbersAndNames()
{
    m_window->setLanguage("nl");
    QCoreApplication::processEvents(); // the LanguageChange events
    QCOMPARE(m_window->controller()->name(Seat::WhiteA), QString("Speler 1"));
    QCOMPARE(m_window->controller()->name(Seat::BlackB), QString("Speler 4"));
    {
        ui::NewMatchDialog dialog(m_settings.get(), m_window.get());
        QCOMPARE(dialog.findChild<QDoubleSpinBox *>("base")->text(), QString("3,00 min"));
        QCOMPARE(dialog.names()[0], QString("Speler 1"));
        dialog.accept(); // default names are not stored in one language
    }
    m_window->setLanguage("cs");
    QCoreApplication::processEvents();
    QCOMPARE(m_window->controller()->name(Seat::WhiteA), QString("Hráč 1"));
    QCOMPARE(m_settings->names()[0], QString("Hráč 1"));
    ui::NewMatchDialog dialog(m_settings.get(), m_window.get());
    QCOMPARE(dialog.findChild<QDoubleSpinBox *>("base")->text(), QString("3,00 min"));
    m_window->setLanguage("en");
    QCoreApplication::processEvents();
    QCOMPARE(m_window->controller()->name(Seat::WhiteA), QString("Player 1"));
}

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
