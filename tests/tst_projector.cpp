// The Size setting on the screens a club uses (a 1280x800 laptop, a 1920x1080 and a 3840x2160
// projector, side by side on the offscreen platform): every size lays out without overlap, the
// whole program follows at once, and Automatic makes the status line readable on 4K.
#include "modal.h"
#include "testutil.h"
#include "textprobe.h"

#include "ui/dialogs/controlsdialog.h"
#include "ui/dialogs/movelist.h"
#include "ui/dialogs/newmatchdialog.h"
#include "ui/dialogs/replaywindow.h"
#include "ui/dialogs/rulesdialog.h"
#include "ui/evening/scoreboarditem.h"
#include "ui/review/timelinewidget.h"
#include "ui/scene/boarditem.h"
#include "ui/scene/clockitem.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"
#include "ui/scene/messageitem.h"
#include "ui/scene/pocketitem.h"
#include "ui/scene/rulespanelitem.h"
#include "ui/scene/seatitem.h"
#include "ui/scene/signalbaritem.h"
#include "ui/scene/teamleaditem.h"
#include "ui/scene/teamlogitem.h"
#include "ui/scene/theme.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/uisize.h"
#include "ui/window/eveningshow.h"
#include "ui/window/mainwindow.h"
#include "ui/window/matchsetup.h"
#include "ui/window/recordfiles.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollBar>
#include <QStatusBar>
#include <QStyleOption>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QTreeView>

#include <memory>

using core::Board;
using core::Seat;

class TestProjector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void sizesLayOut_data();
    void sizesLayOut();
    void dialogsFit_data();
    void dialogsFit();
    void automaticOn4k_data();
    void automaticOn4k();
    void sizeAppliesAtOnce();
    void teamLogShowsTheNewest_data();
    void teamLogShowsTheNewest();
    void centreNamesWhole_data();
    void centreNamesWhole();
    void rulesPanelReadable_data();
    void rulesPanelReadable();
    void rulesTitleNeverBroken();
    void styleFollowsSize_data();
    void styleFollowsSize();
    void fileDialogFits();
    void aboutIsWide();
    void boardTextsOn4k_data();
    void boardTextsOn4k();
    void messagesFit_data();
    void messagesFit();
    void messageBoxesReadable_data();
    void messageBoxesReadable();
    void signalLabelsWhole_data();
    void signalLabelsWhole();
    void replayWindowPlaced();
    void reviewReadableOn4k_data();
    void reviewReadableOn4k();
    void dockButtonsGrow_data();
    void dockButtonsGrow();
    void keyFieldsWhole_data();
    void keyFieldsWhole();
    void sizesGrow_data();
    void sizesGrow();
    void desktopScaleCounted_data();
    void desktopScaleCounted();

private:
    QScreen *screenOf(const QSize &size) const;
    void showOn(const QSize &screenSize, const QString &sizeId, bool fullScreen);
    void showOn(QScreen *screen, const QString &sizeId, bool fullScreen);
    void chooseSize(const QString &id);

    QTemporaryDir m_dir;
    QFont m_baseFont;
    QFont m_baseToolTip;
    std::unique_ptr<ui::AppSettings> m_settings;
    std::unique_ptr<ui::MainWindow> m_window;
};

void TestProjector::initTestCase()
{
    m_baseFont = QApplication::font();
    m_baseToolTip = QToolTip::font();
    QVERIFY(m_baseFont.pointSizeF() > 0 && m_baseToolTip.pointSizeF() > 0);
    QCOMPARE(QGuiApplication::screens().size(), 5);
}

void TestProjector::init()
{
    QFile::remove(m_dir.filePath("settings.ini"));
    m_settings = std::make_unique<ui::AppSettings>(m_dir.filePath("settings.ini"));
    m_settings->setMuted(true);
}

void TestProjector::cleanup()
{
    m_window.reset();
    m_settings.reset();
    ui::UiSize::apply(1);
}

QScreen *TestProjector::screenOf(const QSize &size) const
{
    for (QScreen *screen : QGuiApplication::screens())
        if (screen->geometry().size() == size) return screen;
    return nullptr;
}

// Picks the choice from View -> Size, as a user does.
void TestProjector::chooseSize(const QString &id)
{
    for (QAction *menu : m_window->menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->menu())
                for (QAction *choice : a->menu()->actions())
                    if (choice->data().toString() == id && choice->isCheckable()) {
                        choice->trigger();
                        return;
                    }
    QFAIL(qPrintable("no size choice " + id));
}

void TestProjector::showOn(const QSize &screenSize, const QString &sizeId, bool fullScreen)
{
    QScreen *screen = screenOf(screenSize);
    QVERIFY2(screen, "the offscreen platform has no such screen");
    showOn(screen, sizeId, fullScreen);
}

void TestProjector::showOn(QScreen *screen, const QString &sizeId, bool fullScreen)
{
    m_settings->setSize(sizeId);
    m_window = std::make_unique<ui::MainWindow>(m_settings.get(), m_dir.filePath("data"));
    m_window->setScreen(screen);
    m_window->setGeometry(screen->availableGeometry());
    if (fullScreen)
        m_window->showFullScreen();
    else
        m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTRY_COMPARE(m_window->screen(), screen);
    QTRY_COMPARE(m_window->size(),
                 fullScreen ? screen->geometry().size() : screen->availableGeometry().size());
}

namespace {

const QSize Laptop(1280, 800), FullHd(1920, 1080), Uhd(3840, 2160);

// The screen of that name in main()'s list, or null.
QScreen *screenNamed(const QString &name)
{
    for (QScreen *screen : QGuiApplication::screens())
        if (screen->name() == name) return screen;
    return nullptr;
}

void addScreenRows(bool withSizes)
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("size");
    const std::pair<const char *, QSize> screens[] = {
        {"1280x800", Laptop}, {"1920x1080", FullHd}, {"3840x2160", Uhd}};
    for (const auto &[name, screen] : screens)
        for (const char *size : {"automatic", "normal", "large", "huge"})
            if (withSizes || QLatin1String(size) == QLatin1String("automatic"))
                QTest::addRow("%s-%s", name, size) << screen << QString(size);
}

// Widgets laid out side by side must not overlap; a layout squeezed below its minimum does. (A
// tab bar lies over its pages' frame by design.)
void verifySiblingsApart(const QWidget *parent)
{
    QList<const QWidget *> shown;
    if (qobject_cast<const QTabWidget *>(parent)) {
        for (const QObject *child : parent->children())
            if (const auto *w = qobject_cast<const QWidget *>(child); w && w->isVisible())
                verifySiblingsApart(w);
        return;
    }
    for (const QObject *child : parent->children())
        if (const auto *w = qobject_cast<const QWidget *>(child);
            w && w->isVisible() && !w->isWindow())
            shown << w;
    for (int i = 0; i < shown.size(); ++i) {
        for (int j = i + 1; j < shown.size(); ++j)
            QVERIFY2(!shown[i]->geometry().intersects(shown[j]->geometry()),
                     qPrintable(QStringLiteral("%1 overlaps %2 in %3")
                                    .arg(shown[i]->metaObject()->className(),
                                         shown[j]->metaObject()->className(),
                                         parent->metaObject()->className())));
        verifySiblingsApart(shown[i]);
    }
}

} // namespace

void TestProjector::sizesLayOut_data()
{
    addScreenRows(true);
}

// Menu bar, boards, move lists and status line side by side inside the window; the menu bar and
// status line grow with the size; the board coordinates stay inside their squares, apart.
void TestProjector::sizesLayOut()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    showOn(screen, size, false);
    const qreal factor = ui::UiSize::factor(ui::UiSize::fromId(size), screenOf(screen));
    QCOMPARE(ui::UiSize::current(), factor);
    // Text and tool tips at the size chosen (widgets follow the application's font as events
    // arrive).
    QLabel *status = m_window->statusLabel();
    QTRY_COMPARE(status->font().pointSizeF(), m_baseFont.pointSizeF() * factor);
    QCOMPARE(QToolTip::font().pointSizeF(), m_baseToolTip.pointSizeF() * factor);
    // The status line holds a line of its text; the menu bar its titles.
    QTRY_VERIFY(status->height() >= QFontMetrics(status->font()).height());
    QTRY_VERIFY(m_window->menuBar()->height() >=
                QFontMetrics(m_window->menuBar()->font()).height());

    const QRect window = m_window->rect();
    const QList<QWidget *> parts = {m_window->menuBar(), m_window->view(),
                                    m_window->moveListPanel(), m_window->statusBar()};
    for (int i = 0; i < parts.size(); ++i) {
        QVERIFY2(parts[i]->isVisible(), parts[i]->metaObject()->className());
        QVERIFY2(window.contains(parts[i]->geometry()), parts[i]->metaObject()->className());
        for (int j = i + 1; j < parts.size(); ++j)
            QVERIFY2(!parts[i]->geometry().intersects(parts[j]->geometry()),
                     qPrintable(QStringLiteral("%1 overlaps %2")
                                    .arg(parts[i]->metaObject()->className(),
                                         parts[j]->metaObject()->className())));
    }
    verifySiblingsApart(m_window.get());
    // Every board's moves in view: the list's four columns fit without scrolling sideways, each
    // wide enough for a long move and its clock, in a font at least MinFontScale of the asked one.
    ui::MoveList *list = m_window->moveList();
    QTRY_VERIFY(!list->horizontalScrollBar()->isVisible());
    QCOMPARE(list->columnCount(), 4);
    const QFontMetrics listFont(list->font());
    for (int c = 0; c < list->columnCount(); ++c)
        QVERIFY2(list->columnWidth(c) >= listFont.horizontalAdvance("Q@h8+ 2:59"),
                 qPrintable(QString::number(c)));
    QVERIFY(list->font().pointSizeF() >=
            ui::MoveList::MinFontScale * QApplication::font().pointSizeF() - 0.01);
    // The boards are shown whole, and each coordinate sits in its square, clear of the other one.
    ui::MatchScene *scene = m_window->scene();
    const QRect viewport = m_window->view()->viewport()->rect();
    for (Board b : {Board::A, Board::B}) {
        ui::BoardItem *board = scene->boardItem(b);
        QVERIFY(viewport.contains(
            m_window->view()->mapFromScene(board->sceneBoundingRect()).boundingRect()));
        for (int i = 0; i < 8; ++i) {
            const QRectF file = board->fileLabelRect(i), rank = board->rankLabelRect(i);
            QVERIFY(board->boundingRect().contains(file) && board->boundingRect().contains(rank));
            QVERIFY(!file.intersects(rank));
            QVERIFY(file.width() > 0 && file.height() <= ui::BoardItem::SquareSize / 2);
        }
    }
}

void TestProjector::dialogsFit_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("language");
    const std::pair<const char *, QSize> screens[] = {
        {"1280x800", Laptop}, {"1920x1080", FullHd}, {"3840x2160", Uhd}};
    for (const auto &[name, screen] : screens)
        for (const char *size : {"automatic", "normal", "large", "huge"})
            for (const char *language : {"en", "nl", "cs"})
                QTest::addRow("%s-%s-%s", name, size, language)
                    << screen << QString(size) << QString(language);
}

// The dialogs at every size and in every language fit the screen and lay out without overlap.
void TestProjector::dialogsFit()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    QFETCH(QString, language);
    showOn(screen, size, false);
    m_window->setLanguage(language);
    const auto english = qScopeGuard([this] { m_window->setLanguage("en"); });
    const QRect available = screenOf(screen)->availableGeometry();
    ui::NewMatchDialog newMatch(m_settings.get(), m_window.get());
    ui::RulesDialog rules(m_window.get());
    const std::array<QColor, 2> colors = {QColor(Qt::magenta), QColor(Qt::cyan)};
    ui::ControlsDialog controls(ui::input::KeyBindings::defaults(), ui::ControlsDialog::Mode::Show,
                                colors, nullptr, m_window.get());
    ui::ControlsDialog keys(ui::input::KeyBindings::defaults(), ui::ControlsDialog::Mode::Edit,
                            colors, nullptr, m_window.get());
    for (QDialog *dialog : {static_cast<QDialog *>(&newMatch), static_cast<QDialog *>(&rules),
                            static_cast<QDialog *>(&controls), static_cast<QDialog *>(&keys)}) {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY2(dialog->minimumSizeHint().height() <= available.height() &&
                     dialog->minimumSizeHint().width() <= available.width(),
                 qPrintable(QStringLiteral("%1: %2x%3")
                                .arg(dialog->metaObject()->className())
                                .arg(dialog->minimumSizeHint().width())
                                .arg(dialog->minimumSizeHint().height())));
        QVERIFY2(dialog->width() <= available.width() && dialog->height() <= available.height(),
                 qPrintable(QStringLiteral("%1: %2x%3")
                                .arg(dialog->metaObject()->className())
                                .arg(dialog->width())
                                .arg(dialog->height())));
        verifySiblingsApart(dialog);
        dialog->hide();
    }
}

void TestProjector::automaticOn4k_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addRow("3840x2160") << Uhd;
}

// Full screen on 4K, Automatic: the status text is at least a third as tall as a clock digit.
void TestProjector::automaticOn4k()
{
    QFETCH(QSize, screen);
    showOn(screen, "automatic", true);
    QTRY_COMPARE(m_window->statusLabel()->font().pointSizeF(), QApplication::font().pointSizeF());
    m_window->statusLabel()->setText("Player 1 played e4 on board A.");
    QFont digits = ui::Theme::font(true);
    digits.setPixelSize(72); // ClockItem's
    const qreal scale = m_window->view()->transform().m11();
    const qreal digit = QFontMetricsF(digits).capHeight() * scale;
    const qreal status = QFontMetricsF(m_window->statusLabel()->font()).capHeight();
    QVERIFY2(status >= digit / 3,
             qPrintable(QStringLiteral("status %1 px, clock digit %2 px").arg(status).arg(digit)));
    // And the clock is drawn at that digit size: its item spans the height the digit needs.
    const QRect clock =
        m_window->view()
            ->mapFromScene(m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect())
            .boundingRect();
    QVERIFY(clock.height() >= digit);
}

// From Normal to Huge and back, without a restart: fonts, the menu bar and the scene's
// coordinates follow; the choice is kept.
void TestProjector::sizeAppliesAtOnce()
{
    showOn(Uhd, "normal", false);
    const qreal normal = ui::UiSize::factor(ui::SizeChoice::Normal, screenOf(Uhd));
    const qreal huge = ui::UiSize::factor(ui::SizeChoice::Huge, screenOf(Uhd));
    QVERIFY(huge >= 2 * normal);
    QTRY_COMPARE(m_window->statusLabel()->font().pointSizeF(), m_baseFont.pointSizeF() * normal);
    QTRY_VERIFY(m_window->menuBar()->height() >=
                QFontMetrics(m_window->menuBar()->font()).height());
    const int normalBar = m_window->menuBar()->height();
    const int normalCoordinates =
        m_window->scene()->boardItem(Board::A)->coordinateFont().pixelSize();
    chooseSize("huge");
    QCOMPARE(m_settings->size(), QString("huge"));
    QCOMPARE(ui::UiSize::current(), huge);
    QCOMPARE(QApplication::font().pointSizeF(), m_baseFont.pointSizeF() * huge);
    QTRY_COMPARE(m_window->statusLabel()->font().pointSizeF(), m_baseFont.pointSizeF() * huge);
    QTRY_VERIFY(m_window->menuBar()->height() >= 1.8 * normalBar);
    QVERIFY(m_window->scene()->boardItem(Board::A)->coordinateFont().pixelSize() >
            normalCoordinates);
    chooseSize("normal");
    QCOMPARE(QApplication::font().pointSizeF(), m_baseFont.pointSizeF() * normal);
    QTRY_COMPARE(m_window->menuBar()->height(), normalBar);
}

void TestProjector::teamLogShowsTheNewest_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("rules");
    QTest::addRow("laptop-huge-czech") << Laptop << "huge"
                                       << "czech";
    QTest::addRow("laptop-normal-internet") << Laptop << "normal"
                                            << "internet";
    QTest::addRow("4k-huge-czech") << Uhd << "huge"
                                   << "czech";
}

// Whatever room the rules leave the partner box, the newest signal is in it.
void TestProjector::teamLogShowsTheNewest()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    QFETCH(QString, rules);
    showOn(screen, size, false);
    core::MatchConfig config;
    config.rules = testutil::rulesFrom(rules);
    m_window->matchSetup()->setUpMatch(config, ui::AppSettings::defaultNames());
    m_window->controller()->start();
    for (core::PartnerSignal signal :
         {core::PartnerSignal::NeedKnight, core::PartnerSignal::Hold, core::PartnerSignal::Sorry})
        m_window->controller()->sendSignal(Seat::WhiteA, signal);
    ui::TeamLogItem *log = m_window->scene()->teamLog(core::Team::One);
    const QStringList shown = log->shownLines();
    QVERIFY(!shown.isEmpty());
    QCOMPARE(shown.last(), log->lines().last());
}

void TestProjector::centreNamesWhole_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("name"); // White-A's, partner of "LSS"
    QTest::addColumn<bool>("whole");
    QTest::addRow("laptop-huge-czech") << Laptop << "huge"
                                       << "cs"
                                       << "LINDEGREN" << true;
    QTest::addRow("laptop-normal-dutch") << Laptop << "normal"
                                         << "nl"
                                         << "LINDEGREN" << true;
    QTest::addRow("4k-huge-czech") << Uhd << "huge"
                                   << "cs"
                                   << "LINDEGREN" << true;
    QTest::addRow("laptop-huge-one-word-of-forty") << Laptop << "huge"
                                                   << "en" << QString(40, 'W') << false;
}

// The centre column's team boxes show a name whole, in smaller type if need be, or elided at its
// end, never cut at both edges; the team lead's "level" is whole in every language.
void TestProjector::centreNamesWhole()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    QFETCH(QString, language);
    QFETCH(QString, name);
    QFETCH(bool, whole);
    showOn(screen, size, false);
    m_window->setLanguage(language);
    m_window->matchSetup()->setUpMatch({}, {name, "Marta Nováková", "Jaroslava Dvořáková", "LSS"});
    ui::TeamLogItem *log = m_window->scene()->teamLog(core::Team::One);
    QVERIFY(log->title().contains(name));
    if (whole)
        QCOMPARE(log->shownTitle(), log->title());
    else
        QVERIFY2(log->shownTitle().contains(u'…'), qPrintable(log->shownTitle()));
    const QString level = QCoreApplication::translate("ui::TeamLeadItem", "level",
                                                      "the teams have the same time in all");
    QCOMPARE(m_window->scene()->teamLead()->lines().last(), level);
    m_window->setLanguage("en");
}

void TestProjector::rulesPanelReadable_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QSize>("window"); // the whole screen if empty
    QTest::addColumn<QString>("rules");
    QTest::addColumn<bool>("whole"); // every option shown
    QTest::addRow("laptop-internet") << Laptop << "automatic" << QSize() << "internet" << true;
    QTest::addRow("laptop-czech") << Laptop << "automatic" << QSize() << "czech" << true;
    QTest::addRow("laptop-czech-clock-move")
        << Laptop << "automatic" << QSize() << "czech,clock-move" << true;
    // Every option there is: the centre column is wider at Huge, wide enough for them all.
    QTest::addRow("laptop-custom-long")
        << Laptop << "huge" << QSize() << "czech,clock-move,no-drop-check,promotions=QRN" << true;
    // Its title's "(chess.com," is wider than the panel at the smallest letters: broken, not the
    // mate rule lost.
    QTest::addRow("laptop-huge-internet") << Laptop << "huge" << QSize() << "internet" << true;
    // A smaller window: more is cut.
    QTest::addRow("small-window-czech")
        << Laptop << "normal" << QSize(1000, 700) << "czech" << false;
    QTest::addRow("4k-czech") << Uhd << "huge" << QSize() << "czech,clock-move" << true;
    QTest::addRow("4k-internet") << Uhd << "huge" << QSize() << "internet" << true;
}

// The rules between the boards are lettered no smaller than can be read on the screen, inside the
// panel; on a laptop the Czech club rules show whole.
void TestProjector::rulesPanelReadable()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    QFETCH(QSize, window);
    QFETCH(QString, rules);
    QFETCH(bool, whole);
    showOn(screen, size, false);
    if (window.isValid()) {
        m_window->resize(window);
        QTRY_COMPARE(m_window->size(), window);
    }
    core::MatchConfig config;
    config.rules = testutil::rulesFrom(rules);
    m_window->matchSetup()->setUpMatch(config, ui::AppSettings::defaultNames());
    ui::RulesPanelItem *panel = m_window->scene()->rulesPanel();
    QVERIFY(panel);
    const qreal scale = m_window->view()->transform().m22();
    const ui::RulesPanelItem::Lettering l = panel->lettering(scale);
    QVERIFY2(l.text.pixelSize() * scale >= ui::RulesPanelItem::ReadablePixels - 0.01,
             qPrintable(QStringLiteral("%1 px").arg(l.text.pixelSize() * scale)));
    const QString all = panel->lines().join(QStringLiteral(" · "));
    if (whole)
        QCOMPARE(l.body, all);
    else
        QVERIFY2(l.body.endsWith("…") && l.body.size() > 3, qPrintable(l.body));
    const QRectF room = panel->textRect();
    // No word broken in the middle ("chess.c" / "om,"): whole, or elided at its end.
    const QStringList words = panel->title().split(' ');
    for (const QString &word : l.titleText.split(' '))
        QVERIFY2(words.contains(word) || word.endsWith(u'…'), qPrintable(l.titleText));
    const QRectF title =
        QFontMetricsF(l.title).boundingRect(room, ui::RulesPanelItem::BodyFlags, l.titleText);
    const QRectF body =
        QFontMetricsF(l.text).boundingRect(room, ui::RulesPanelItem::BodyFlags, l.body);
    QVERIFY(title.height() + 4 + body.height() <= room.height());
    QVERIFY2(title.width() <= room.width() && body.width() <= room.width(),
             qPrintable(QStringLiteral("%1 and %2 in %3")
                            .arg(title.width())
                            .arg(body.width())
                            .arg(room.width())));
}

// A panel as narrow as the replay window's at Huge: "(chess.com," does not fit even in the
// smallest letters, and is elided at its end ("(chess.c…"), not broken into "chess.c" and "om,".
void TestProjector::rulesTitleNeverBroken()
{
    const ui::Theme theme = ui::Theme::classic();
    ui::RulesPanelItem panel(&theme, QSizeF(80, 200));
    panel.setText("Internet (chess.com, FICS)", {"Bughouse mate rule"});
    const ui::RulesPanelItem::Lettering l = panel.lettering(1.0);
    QVERIFY2(l.titleText != panel.title(), qPrintable(l.titleText)); // the narrow case
    const QStringList words = panel.title().split(' ');
    for (const QString &word : l.titleText.split(' '))
        QVERIFY2(words.contains(word) || word.endsWith(u'…'), qPrintable(l.titleText));
}

void TestProjector::styleFollowsSize_data()
{
    QTest::addColumn<int>("element");
    QTest::addRow("combo-box-arrow") << int(QStyle::PE_IndicatorArrowDown);
    QTest::addRow("sub-menu-arrow") << int(QStyle::PE_IndicatorArrowRight);
}

// The style's arrows and the message boxes' icons grow with the Size, as its metrics do.
void TestProjector::styleFollowsSize()
{
    QFETCH(int, element);
    const auto inked = [element] {
        QImage image(300, 300, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        QStyleOption option;
        option.rect = image.rect();
        option.palette = QApplication::palette();
        option.fontMetrics = QFontMetrics(QApplication::font());
        option.state = QStyle::State_Enabled;
        QApplication::style()->drawPrimitive(QStyle::PrimitiveElement(element), &option, &painter);
        painter.end();
        QRect ink;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (qAlpha(image.pixel(x, y)) > 0) ink |= QRect(x, y, 1, 1);
        return ink.size();
    };
    ui::UiSize::apply(1);
    const QSize normal = inked();
    QVERIFY(!normal.isEmpty());
    ui::UiSize::apply(4, 2);
    const QSize huge = inked();
    QVERIFY2(huge.width() >= 3 * normal.width() && huge.height() >= 3 * normal.height(),
             qPrintable(QStringLiteral("%1x%2 at 1, %3x%4 at 4")
                            .arg(normal.width())
                            .arg(normal.height())
                            .arg(huge.width())
                            .arg(huge.height())));
    const int iconSize = QApplication::style()->pixelMetric(QStyle::PM_MessageBoxIconSize);
    QCOMPARE(
        QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize).width(),
        iconSize);
}

// On 4K at Huge the file dialog is sized for its texts: the suggested name, the file type and
// the folder show whole.
void TestProjector::fileDialogFits()
{
    showOn(Uhd, "huge", true);
    QAction *exportAction = nullptr;
    for (QAction *menu : m_window->menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->text() == "&Export scoreboard…") exportAction = a;
    QVERIFY(exportAction);
    QStringList cut;
    bool seen = false;
    testutil::onNextModal<QFileDialog>([&](QFileDialog *dialog) {
        seen = true;
        for (const char *name : {"fileNameEdit", "fileTypeCombo", "lookInCombo"}) {
            auto *field = dialog->findChild<QWidget *>(name);
            if (!field) {
                cut << QString("no %1").arg(name);
                continue;
            }
            QString text;
            if (auto *edit = qobject_cast<QLineEdit *>(field))
                text = edit->text();
            else if (auto *combo = qobject_cast<QComboBox *>(field))
                text = combo->currentText();
            // The text and room for the frame and, on a combo box, its arrow.
            const int needed =
                field->fontMetrics().horizontalAdvance(text) + 2 * field->fontMetrics().height();
            if (field->width() < needed)
                cut << QString("%1: \"%2\" needs %3 px, has %4")
                           .arg(name, text)
                           .arg(needed)
                           .arg(field->width());
        }
        // The details' columns (size, type, date) as wide as their headings and contents.
        if (auto *tree = dialog->findChild<QTreeView *>("treeView")) {
            const QHeaderView *header = tree->header();
            for (int c = 1; c < header->count(); ++c)
                if (header->sectionSize(c) < header->sectionSizeHint(c))
                    cut << QString("column %1: %2 px of %3")
                               .arg(c)
                               .arg(header->sectionSize(c))
                               .arg(header->sectionSizeHint(c));
        } else {
            cut << "no details view";
        }
        dialog->reject();
    });
    exportAction->trigger();
    QVERIFY(seen);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join("; ")));
}

// Full screen on 4K at Huge, the texts that players read during a match have capitals at least
// 30 pixels high (readable from 10 m): plates, pockets, partner box and bubble, rules, the start
// banner, the signal bars (in two rows then), the leads on time, the evening's scoreboard.
void TestProjector::boardTextsOn4k_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<core::RuleSet>("ruleSet");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("expected");
    const QStringList shortNames{"Ann", "Bob", "Cid", "Dee"};
    // What is looked at is there, whole: a seat's label, a pocket's count, the partner box, the
    // bubble's sender, the rules panel, the start banner's hint, a signal, the board's and the
    // team's leads on time.
    QTest::newRow("english, internet rules")
        << "en" << core::RuleSet::Internet << shortNames
        << QStringList{"White · board A", "|1|",
                       "Ann &",           "Ann:",
                       "|Internet|",      "Click or press Space to start",
                       "|Thanks|",        "|+1:00|",
                       "|Team lead|"};
    QTest::newRow("english, czech club rules") << "en" << core::RuleSet::CzechClub << shortNames
                                               << QStringList{"|Czech club|", "|Team lead|"};
    QTest::newRow("czech, czech club rules, long names")
        << "cs" << core::RuleSet::CzechClub
        << QStringList{"Magdalena", "Bartoloměj", "Kristýna", "Maxmilián"}
        << QStringList{"|Magdalena|", "|Magdalena:|", "|Česká|"};
    QTest::newRow("dutch, doorgeefschaak, long names")
        << "nl" << core::RuleSet::Doorgeefschaak
        << QStringList{"Wilhelmina", "Bartholomeus", "Geertruida", "Maximiliaan"}
        << QStringList{"|Wilhelmina|", "|Wilhelmina:|", "|Doorgeef\u00ad|schaak|"};
}

void TestProjector::boardTextsOn4k()
{
    QFETCH(QString, language);
    QFETCH(core::RuleSet, ruleSet);
    QFETCH(QStringList, names);
    QFETCH(QStringList, expected);
    showOn(Uhd, "huge", true);
    m_window->setLanguage(language);
    const auto english = qScopeGuard([this] { m_window->setLanguage("en"); });
    core::MatchConfig config;
    config.startFen = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NPp] w KQkq - 0 1", ""};
    config.seatBase[int(Seat::WhiteA)] = 240'000; // time odds: a lead on A and for the team
    config.rules = core::rulesOf(ruleSet);
    m_window->matchSetup()->setUpMatch(config, {names[0], names[1], names[2], names[3]});
    m_window->controller()->sendSignal(Seat::WhiteA, core::PartnerSignal::NeedKnight);
    // The texts drawn, and those of them too small.
    const auto look = [this](QStringList *seen) {
        QStringList small;
        for (const auto &t : testutil::textsDrawn(m_window->view())) {
            *seen << t.text;
            if (t.capHeight < 30)
                small << QStringLiteral("\"%1\" %2 px").arg(t.text).arg(t.capHeight, 0, 'f', 1);
        }
        return small;
    };
    QStringList seen;
    QStringList small = look(&seen);
    for (const QString &text : expected)
        QVERIFY2(('|' + seen.join('|') + '|').contains(text),
                 qPrintable(text + " not in " + seen.join('|')));
    QVERIFY2(small.isEmpty(), qPrintable(small.join("; ")));

    // The evening's scoreboard (View -> Scoreboard) over the boards, with its hint.
    if (language != "en") return;
    for (QAction *menu : m_window->menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->text() == "Score&board") a->trigger();
    QTRY_VERIFY(m_window->eveningShow()->scoreboardItem() &&
                m_window->eveningShow()->scoreboardItem()->isVisible());
    seen.clear();
    small = look(&seen);
    QVERIFY2(seen.join('|').contains("Press a key or click to go on"), qPrintable(seen.join('|')));
    QVERIFY2(small.isEmpty(), qPrintable(small.join("; ")));
}

void TestProjector::messageBoxesReadable_data()
{
    addScreenRows(true);
}

// A question box's text runs about 40 letters a line, not the word or two Qt's 500 pixels give
// it at Huge, and the box stays on the screen.
void TestProjector::messageBoxesReadable()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    showOn(screen, size, false);
    QMessageBox box(QMessageBox::Question, "Match in progress",
                    "The match in progress ends without a result and is kept under Recent "
                    "matches. Set up the new match?",
                    QMessageBox::Yes | QMessageBox::No, m_window.get());
    box.show();
    QVERIFY(QTest::qWaitForWindowExposed(&box));
    auto *label = box.findChild<QLabel *>("qt_msgbox_label");
    QVERIFY(label);
    const int letters = label->width() / QFontMetrics(label->font()).averageCharWidth();
    QVERIFY2(letters >= 25, qPrintable(QString::number(letters)));
    QVERIFY(box.width() <= screenOf(screen)->availableGeometry().width());
}

void TestProjector::messagesFit_data()
{
    addScreenRows(true);
}

// The longest messages, in Czech and Dutch, on all four plates at once: each is read whole (its
// lines fit its box, no word cut), covers no square, pocket, clock or other message, stays in the
// scene, and is as readable as the plates (capitals at least 30 pixels on 4K at Huge).
void TestProjector::messagesFit()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    showOn(screen, size, screen == Uhd);
    m_window->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    const QString name = "Computer (level 8)";
    const std::array<QString, 4> texts{
        QStringLiteral("Předtah hráče %1 byl zrušen: Tím tahem by váš král zůstal v šachu.")
            .arg(name),
        QStringLiteral("Niet mat: een stuk van de partner kan de schaak blokkeren. %1 wacht erop.")
            .arg(name),
        QStringLiteral("Šachovnice B je obsazená: figuru tam drží jiná ruka."),
        QStringLiteral("De voorzet van %1 is vervallen: er staat geen stuk van u op dat veld.")
            .arg(name)};
    ui::MatchScene *scene = m_window->scene();
    for (int s = 0; s < 4; ++s) scene->showMessage(Seat(s), texts[s]);
    QList<QRectF> boxes;
    for (int s = 0; s < 4; ++s) {
        ui::MessageItem *message = scene->messageItem(Seat(s));
        QVERIFY(message->isVisible());
        QCOMPARE(message->text(), texts[s]);
        const QRectF drawn = QFontMetricsF(message->font())
                                 .boundingRect(message->textRect(), message->textFlags(), texts[s]);
        QVERIFY2(message->textRect().adjusted(-1, -1, 1, 1).contains(drawn), qPrintable(texts[s]));
        QVERIFY2(!(message->textFlags() & Qt::TextWrapAnywhere),
                 qPrintable(texts[s])); // no word is cut
        const QRectF box = message->sceneBoundingRect();
        QVERIFY(scene->sceneRect().contains(box));
        for (Board b : {Board::A, Board::B})
            QVERIFY(!box.intersects(scene->boardItem(b)->sceneBoundingRect()));
        for (int o = 0; o < 4; ++o) {
            QVERIFY(!box.intersects(scene->pocketItem(Seat(o))->sceneBoundingRect()));
            QVERIFY(!box.intersects(scene->clockItem(Seat(o))->sceneBoundingRect()));
        }
        for (const QRectF &other : std::as_const(boxes)) QVERIFY(!box.intersects(other));
        boxes << box;
    }
    if (screen != Uhd || size != "huge") return;
    QStringList small;
    for (const auto &t : testutil::textsDrawn(m_window->view()))
        if (t.capHeight < 30)
            small << QStringLiteral("\"%1\" %2 px").arg(t.text).arg(t.capHeight, 0, 'f', 1);
    QVERIFY2(small.isEmpty(), qPrintable(small.join("; ")));
}

// At Huge on 4K the About box is laid out in lines, not a column of a word or two a line.
void TestProjector::aboutIsWide()
{
    showOn(Uhd, "huge", false);
    QAction *about = nullptr;
    for (QAction *menu : m_window->menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->text() == "&About Bughouse") about = a;
    QVERIFY(about);
    QSize seen;
    testutil::onNextModal<QDialog>([&seen](QDialog *dialog) {
        seen = dialog->size();
        dialog->accept();
    });
    about->trigger();
    QVERIFY2(seen.width() >= 2 * seen.height() &&
                 seen.width() <= screenOf(Uhd)->availableGeometry().width(),
             qPrintable(QStringLiteral("%1x%2").arg(seen.width()).arg(seen.height())));
}

void TestProjector::signalLabelsWhole_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("language");
    QTest::addRow("laptop-normal-en") << Laptop << "normal"
                                      << "en";
    QTest::addRow("laptop-huge-en") << Laptop << "huge"
                                    << "en";
    QTest::addRow("laptop-huge-nl") << Laptop << "huge"
                                    << "nl";
    QTest::addRow("laptop-huge-cs") << Laptop << "huge"
                                    << "cs";
    QTest::addRow("4k-huge-nl") << Uhd << "huge"
                                << "nl";
}

// Every word button of the four signal bars shows its label whole, in every language and size.
void TestProjector::signalLabelsWhole()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    QFETCH(QString, language);
    showOn(screen, size, false);
    m_window->setLanguage(language);
    QCoreApplication::processEvents();
    QStringList drawn;
    for (const auto &t : testutil::textsDrawn(m_window->view())) drawn << t.text;
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const auto signal = core::PartnerSignal(i);
        if (core::neededPiece(signal) != core::PieceType::None) continue;
        const QString label = ui::MatchController::signalText(signal);
        QVERIFY2(drawn.count(label) == 4, qPrintable(label + " in " + drawn.join('|')));
    }
    m_window->setLanguage("en");
}

// The replay window opens over the main window, centred, and whole on its screen (its frame too:
// offscreen, the room kept for one).
void TestProjector::replayWindowPlaced()
{
    QScreen *hd = screenOf(FullHd);
    showOn(FullHd, "normal", false);
    m_window->setGeometry(
        QRect(hd->availableGeometry().topLeft() + QPoint(300, 100), QSize(1500, 900)));
    QTRY_COMPARE(m_window->size(), QSize(1500, 900));
    const QString file = m_dir.filePath("replay.bpgn");
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Event \"q\"]\n[WhiteA \"Wa\"]\n[BlackA \"Ba\"]\n[WhiteB \"Wb\"]\n[BlackB \"Bb\"]\n"
            "1A. e4 1B. d4 1a. e5 *\n");
    f.close();
    m_window->recordFiles()->openFile(file);
    QWidget *replay = nullptr;
    QTRY_VERIFY((replay = m_window->findChild<ui::ReplayWindow *>()) != nullptr);
    QTRY_VERIFY(replay->isVisible());
    const QRect frame(replay->pos(), replay->size() + ui::UiSize::frameReserve(replay));
    QVERIFY2(hd->availableGeometry().contains(frame), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                     .arg(frame.x())
                                                                     .arg(frame.y())
                                                                     .arg(frame.width())
                                                                     .arg(frame.height())));
    const QPoint off = frame.center() - m_window->frameGeometry().center();
    // Centred as far as the screen lets it be.
    const QRect room = hd->availableGeometry();
    QVERIFY2(std::abs(off.x()) <= 1 || frame.left() == room.left() || frame.right() == room.right(),
             qPrintable(QString::number(off.x())));
    QVERIFY2(std::abs(off.y()) <= 1 || frame.top() == room.top() || frame.bottom() == room.bottom(),
             qPrintable(QString::number(off.y())));
}

void TestProjector::reviewReadableOn4k_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("english") << "en";
    QTest::newRow("dutch") << "nl";
    QTest::newRow("czech") << "cs";
}

// The review: the boards, the timeline and the side panel's texts as large as a match's, in a
// window inside the screen, in every language.
void TestProjector::reviewReadableOn4k()
{
    QFETCH(QString, language);
    showOn(Uhd, "huge", true);
    m_window->setLanguage(language);
    const auto english = qScopeGuard([this] { m_window->setLanguage("en"); });
    const QString file = m_dir.filePath("review.bpgn");
    QFile::remove(file);
    QVERIFY(QFile::copy(BUGHOUSE_TEST_DATA_DIR "/review/bughouse-121.bpgn", file));
    m_window->recordFiles()->openFile(file);
    ui::ReplayWindow *replay = nullptr;
    QTRY_VERIFY((replay = m_window->findChild<ui::ReplayWindow *>()) != nullptr);
    QTRY_VERIFY(replay->isVisible());
    replay->setPly(60);
    const QRect frame(replay->pos(), replay->size() + ui::UiSize::frameReserve(replay));
    QVERIFY2(screenOf(Uhd)->availableGeometry().contains(frame),
             qPrintable(QStringLiteral("%1x%2").arg(frame.width()).arg(frame.height())));
    // Its buttons and panels need no more room than the screen has (a window manager would let
    // a wider window leave the screen).
    QVERIFY2(replay->minimumSizeHint().width() <= screenOf(Uhd)->availableGeometry().width(),
             qPrintable(QString::number(replay->minimumSizeHint().width())));
    QStringList small;
    for (const auto &t : testutil::textsDrawn(replay->findChild<ui::MatchView *>()))
        if (t.capHeight < 30)
            small << QStringLiteral("\"%1\" %2 px").arg(t.text).arg(t.capHeight, 0, 'f', 1);
    const qreal chart = QFontMetricsF(replay->timeline()->chartFont()).capHeight();
    if (chart < 30) small << QStringLiteral("timeline %1 px").arg(chart, 0, 'f', 1);
    for (const char *name : {"replayInfo", "reviewText", "turningPoints", "analyseButton"}) {
        auto *w = replay->findChild<QWidget *>(name);
        QVERIFY2(w, name);
        const qreal cap = QFontMetricsF(w->font()).capHeight();
        if (cap < 30) small << QStringLiteral("%1 %2 px").arg(name).arg(cap, 0, 'f', 1);
    }
    QVERIFY2(small.isEmpty(), qPrintable(small.join("; ")));
}

void TestProjector::sizesGrow_data()
{
    QTest::addColumn<QString>("screen");
    QTest::addColumn<QString>("automatic");
    QTest::addRow("laptop-1280x800") << "laptop"
                                     << "normal";
    QTest::addRow("full-hd") << "hd"
                             << "normal";
    QTest::addRow("4k") << "uhd"
                        << "huge";
    QTest::addRow("4k-scaled-by-the-desktop") << "uhd-scaled"
                                              << "normal";
    QTest::addRow("4k-dpi-192") << "uhd-dpi"
                                << "normal";
}

// Normal < Large < Huge on every screen; Automatic is one of them, and its menu entry says which.
void TestProjector::sizesGrow()
{
    QFETCH(QString, screen);
    QFETCH(QString, automatic);
    QScreen *found = screenNamed(screen);
    QVERIFY(found);
    const qreal normal = ui::UiSize::factor(ui::SizeChoice::Normal, found);
    const qreal large = ui::UiSize::factor(ui::SizeChoice::Large, found);
    const qreal huge = ui::UiSize::factor(ui::SizeChoice::Huge, found);
    QVERIFY2(normal < large && large < huge,
             qPrintable(QStringLiteral("%1 %2 %3").arg(normal).arg(large).arg(huge)));
    QCOMPARE(ui::UiSize::automaticChoice(found), ui::UiSize::fromId(automatic));
    QCOMPARE(ui::UiSize::factor(ui::SizeChoice::Automatic, found),
             ui::UiSize::factor(ui::UiSize::fromId(automatic), found));

    showOn(found, "automatic", false);
    QAction *automaticEntry = nullptr, *same = nullptr;
    for (QAction *menu : m_window->menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->menu())
                for (QAction *choice : a->menu()->actions()) {
                    if (choice->data().toString() == "automatic") automaticEntry = choice;
                    if (choice->data().toString() == automatic) same = choice;
                }
    QVERIFY(automaticEntry && same);
    QVERIFY2(automaticEntry->text().contains(same->text().remove('&')),
             qPrintable(automaticEntry->text()));
}

void TestProjector::dockButtonsGrow_data()
{
    addScreenRows(true);
}

// The Moves panel's close and float buttons grow with the text: their crosses are drawn at the
// buttons' size, not left at a 10-pixel image.
void TestProjector::dockButtonsGrow()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    showOn(screen, size, false);
    m_window->moveListPanel()->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    for (const char *name : {"qt_dockwidget_closebutton", "qt_dockwidget_floatbutton"}) {
        auto *button = m_window->moveListPanel()->findChild<QAbstractButton *>(name);
        QVERIFY(button);
        const int text = QFontMetrics(QApplication::font()).capHeight();
        const QSize drawn = button->icon().actualSize(button->iconSize());
        QVERIFY2(drawn.height() >= text, qPrintable(QStringLiteral("%1: %2 px, capitals %3 px")
                                                        .arg(name)
                                                        .arg(drawn.height())
                                                        .arg(text)));
    }
}

void TestProjector::keyFieldsWhole_data()
{
    addScreenRows(true);
}

// Settings > Keyboard controls: each key field shows its keys whole ("Return, Num+Enter, Num+5")
// beside a clear button that fits in its line, not a blob blown up past it.
void TestProjector::keyFieldsWhole()
{
    QFETCH(QSize, screen);
    QFETCH(QString, size);
    showOn(screen, size, false);
    ui::ControlsDialog keys(ui::input::KeyBindings::defaults(), ui::ControlsDialog::Mode::Edit,
                            {QColor(Qt::magenta), QColor(Qt::cyan)}, nullptr, m_window.get());
    keys.show();
    QVERIFY(QTest::qWaitForWindowExposed(&keys));
    const auto edits = keys.findChildren<QKeySequenceEdit *>();
    QVERIFY(!edits.isEmpty());
    for (QKeySequenceEdit *edit : edits) {
        auto *line = edit->findChild<QLineEdit *>();
        auto *clear = line ? line->findChild<QToolButton *>() : nullptr;
        QVERIFY(line && clear);
        QVERIFY2(clear->height() <= line->height(),
                 qPrintable(QStringLiteral("clear %1 px in a line of %2 px")
                                .arg(clear->height())
                                .arg(line->height())));
        const int text = line->fontMetrics().horizontalAdvance(line->text());
        QVERIFY2(text + clear->width() <= line->width(),
                 qPrintable(QStringLiteral("\"%1\" %2 px + clear %3 px in %4 px")
                                .arg(line->text())
                                .arg(text)
                                .arg(clear->width())
                                .arg(line->width())));
    }
}

void TestProjector::desktopScaleCounted_data()
{
    QTest::addColumn<QString>("screen");
    QTest::addColumn<QString>("size");
    QTest::addColumn<qreal>("factor");
    // Huge, as large as lets the New match dialog fit: 3840 / 900.
    QTest::addRow("4k-unscaled-automatic") << "uhd"
                                           << "automatic" << 3840 / 900.0;
    QTest::addRow("4k-unscaled-normal") << "uhd"
                                        << "normal" << 2.0;
    // The desktop doubles everything already (device pixels, or DPI for fonts): 1080 lines of its
    // own.
    QTest::addRow("4k-scaled-automatic") << "uhd-scaled"
                                         << "automatic" << 1.0;
    QTest::addRow("4k-scaled-large") << "uhd-scaled"
                                     << "large" << 1.5;
    QTest::addRow("4k-dpi-automatic") << "uhd-dpi"
                                      << "automatic" << 1.0;
    QTest::addRow("4k-dpi-normal") << "uhd-dpi"
                                   << "normal" << 1.0;
}

// A scale the desktop applies itself is not applied twice.
void TestProjector::desktopScaleCounted()
{
    QFETCH(QString, screen);
    QFETCH(QString, size);
    QFETCH(qreal, factor);
    QScreen *found = screenNamed(screen);
    QVERIFY(found);
    QCOMPARE(ui::UiSize::factor(ui::UiSize::fromId(size), found), factor);
}

// Screens side by side, as a club's laptop and projectors (two 4K ones scaled by their desktop);
// set before the application.
int main(int argc, char **argv)
{
    QTemporaryDir dir;
    const QString config = dir.filePath("screens.json");
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) return 2;
    file.write(R"({"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96, "dpr": 1},
        {"name": "hd", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "dpr": 1},
        {"name": "uhd", "x": 3200, "y": 0, "width": 3840, "height": 2160, "logicalDpi": 96, "dpr": 1},
        {"name": "uhd-scaled", "x": 7040, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "dpr": 2},
        {"name": "uhd-dpi", "x": 8960, "y": 0, "width": 3840, "height": 2160, "logicalDpi": 192, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestProjector test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_projector.moc"
