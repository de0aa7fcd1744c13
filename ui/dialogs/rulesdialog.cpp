#include "rulesdialog.h"

#include "ui/match/matchcontroller.h"
#include "ui/settings/language.h"
#include "ui/settings/uisize.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ui {

RulesDialog::RulesDialog(QWidget *parent) : QDialog(parent), m_text(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &RulesDialog::reject);
    layout->addWidget(buttons);
    resize(UiSize::scaled(QSize(760, 820), this));
    retranslate();
}

void RulesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void RulesDialog::retranslate()
{
    setWindowTitle(tr("Rules"));
    m_text->setHtml(html());
}

QString RulesDialog::html()
{
    const auto h = [](const QString &t) {
        return QStringLiteral("<h2>%1</h2>").arg(t.toHtmlEscaped());
    };
    const auto p = [](const QString &t) {
        return QStringLiteral("<p>%1</p>").arg(t.toHtmlEscaped());
    };
    const auto li = [](const QString &t) {
        return QStringLiteral("<li>%1</li>").arg(t.toHtmlEscaped());
    };
    QString s;
    s += h(tr("Bughouse"));
    s += p(tr(
        "Bughouse is chess for four players in two teams, played on two boards at the same time. "
        "White on board A and Black on board B are partners, and so are Black on board A and White "
        "on "
        "board B. Each board has its own pair of clocks."));
    s += p(tr(
        "On each board the usual rules of chess apply: castling, en passant, promotion to a queen, "
        "rook, bishop or knight, check and checkmate."));
    s += h(tr("Passing pieces"));
    s += p(tr(
        "A piece you capture goes to your partner, in your partner's colour. Instead of a move, a "
        "player may drop a piece from their pocket onto the board."));
    s += QStringLiteral("<ul>");
    s += li(tr("Pieces are dropped on empty squares only."));
    s += li(tr(
        "Pawns cannot be dropped on the first or last rank. A pawn dropped on its second rank may "
        "still advance two squares."));
    s += li(tr("A drop may give check, and checkmate unless the match forbids it."));
    s += li(tr("A rook dropped on its corner does not give back the right to castle."));
    s += li(tr("A promoted pawn stays a pawn at heart: when it is captured, the partner receives a "
               "pawn."));
    s += QStringLiteral("</ul>");
    s += h(tr("End of the match"));
    s += p(tr(
        "Checkmate, running out of time or resigning on either board ends the whole match, and the "
        "other team wins. A match can also be aborted when a player of each team agrees. There is "
        "no threefold repetition and no fifty-move rule, unless the rule set says otherwise "
        "(below)."));
    s += p(tr("A match that reaches %1 moves, both boards together, is drawn: no record holds "
              "more.")
               .arg(QLocale().toString(core::Match::MaxPlies)));
    s += h(tr("Options of a match"));
    s += QStringLiteral("<ul>");
    s += li(tr("Checkmate by a drop: allowed (the default) or forbidden. When forbidden, a drop "
               "that would "
               "mate is not a legal move; other checks by a drop are fine."));
    s += li(tr(
        "Mate rule \"standard\": a player in check without any legal reply, with the "
        "pockets as they are, is checkmated. A player without a legal move who is not in check is "
        "stalemated, and the match is drawn."));
    s += li(tr("Mate rule \"bughouse\" (the default, as on internet servers): a check that a "
               "dropped piece could "
               "block is "
               "not mate yet. The player waits, with the clock running, until the partner sends a "
               "piece."));
    s += QStringLiteral("</ul>");
    s += h(tr("Rule sets"));
    s += p(tr("Every match is played by a rule set, chosen in the new-match dialog and shown "
              "beside the boards "
              "during play. Its options can also be changed one by one; the rules are then called "
              "custom."));
    s += QStringLiteral("<ul>");
    s += li(tr("Internet (chess.com, FICS): the rules described above, as the internet servers "
               "play them: the "
               "bughouse mate rule, checkmate by a drop allowed, no repetition rule."));
    s += li(tr("Doorgeefschaak (Dutch \"passing chess\"): bughouse, except that a dropped piece "
               "may not give "
               "check, and so cannot mate either."));
    s += li(tr("Czech club rules: the short rules that Czech clubs play by at the board, with the "
               "standard mate "
               "rule. The options they set carry their numbers from those rules (R00 to R8); the "
               "rest (R000, R1, "
               "R2, R4, R5) is about the boards, clocks and hands at a real table:"));
    s += QStringLiteral("</ul><ul>");
    s +=
        li(tr("R00: a pawn that reaches the last rank becomes a queen or a knight, nothing else."));
    s += li(tr("R01: the match ends as soon as one board ends. When both boards end at the same "
               "moment (to the "
               "millisecond, for example two flags), the team that won on both boards wins; "
               "otherwise the match "
               "is drawn."));
    s += li(tr(
        "R0, clock-move (optional): until you press your clock you may play whatever move you "
        "like; "
        "touch-move does not apply. Your move is shown on the board and made when you click your "
        "clock; "
        "click the board to take it back and play another. Your clock runs until you press it."));
    s += li(
        tr("R3: no premoves. You may not move or touch the pieces on the board while it is not "
           "your turn "
           "(your clock is not running); in this program nobody can prepare a move in advance."));
    s += li(tr("R6: threefold repetition is a draw: the same position of a board, with the same "
               "side to move and "
               "the same pockets, for the third time. This also counts across both boards: the "
               "same position of "
               "both boards and all four pockets for the third time, as when the same pieces are "
               "dropped on the "
               "same squares again and again."));
    s += li(tr("R7: a poisoned piece is one whose capture leaves your opponent a mate in one. If "
               "you take a "
               "poisoned piece and your partner gives checkmate by dropping it, the match is "
               "drawn. The piece "
               "stays poisoned until your opponent makes a move or the piece is dropped; pieces of "
               "one kind in a "
               "pocket look alike, so a drop takes a clean one while there is one."));
    s += li(tr("R8: there is no stalemate. A player without a legal move who is not in check "
               "waits, with the "
               "clock running, for a piece from the partner."));
    s += li(tr(
        "R1 to R5 are about passing captured pieces at once, keeping the pocket in view, not "
        "touching "
        "pieces out of turn, moving with one hand, and claiming on either board; on one screen the "
        "program sees to all of that."));
    s += QStringLiteral("</ul>");
    s += h(tr("Clocks"));
    s += p(tr(
        "All four clocks start together. A match may add an increment after every move, or give a "
        "delay: with a simple delay the clock waits that long before it starts running; with a "
        "Bronstein delay the time used is given back after the move, up to the delay."));
    s += h(tr("Signals"));
    s += p(tr("Partners may talk. The signals bar sends short messages to your partner, who sees "
              "them in "
              "large letters for a few seconds; the last ones stay in your team's list. On the "
              "keyboard "
              "each player opens their own signals bar with their block's key for their side (%1 "
              "lists "
              "the keys), chooses with the cursor keys and sends with the pick-up key.")
               .arg(Language::menuPath("&Help", "&Controls")));
    s += QStringLiteral("<ul>");
    const QString explanations[core::PartnerSignalCount] = {
        tr("wait, don't move (for example while your partner is about to be mated)"),
        tr("play on, move quickly"),
        tr("keep your pieces, don't trade now"),
        tr("please capture a pawn and pass it"),
        tr("please capture a knight and pass it"),
        tr("please capture a bishop and pass it"),
        tr("please capture a rook and pass it"),
        tr("please capture a queen and pass it"),
        tr("understood"),
        tr("an apology"),
        tr("thank you")};
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const auto signal = core::PartnerSignal(i);
        s += QStringLiteral("<li><b>%1</b>: %2</li>")
                 .arg(MatchController::signalText(signal).toHtmlEscaped(),
                      explanations[i].toHtmlEscaped());
    }
    s += QStringLiteral("</ul>");
    s += h(tr("Crazyhouse"));
    s += p(
        tr("Crazyhouse is bughouse for two on one board: a captured piece goes into your own hand. "
           "The game is drawn by stalemate, by the same position (with the same pieces in hand) "
           "occurring three times, and after 600 moves in all."));
    s += h(tr("Playing with this program"));
    s += p(tr(
        "Drag a piece to its square, or click the piece and then the square. Drag a piece from a "
        "pocket onto the board to drop it. While you hold a piece its legal squares are marked. "
        "Press Space or click to start the clocks, Ctrl+P to pause them."));
    s += p(
        tr("Both boards can be played at the same moment: with fingers on a touch screen, with the "
           "two keyboard blocks (the left-hand block plays board A, the right-hand block board B) "
           "and with the mouse, all at once. %1 lists the keys.")
            .arg(Language::menuPath("&Help", "&Controls")));
    return s;
}

} // namespace ui
