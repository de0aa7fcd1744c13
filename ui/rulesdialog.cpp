#include "rulesdialog.h"

#include "matchcontroller.h"
#include "signalbaritem.h"

#include <QDialogButtonBox>
#include <QEvent>
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
    resize(760, 820);
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
    const auto h = [](const QString &t) { return QStringLiteral("<h2>%1</h2>").arg(t.toHtmlEscaped()); };
    const auto p = [](const QString &t) { return QStringLiteral("<p>%1</p>").arg(t.toHtmlEscaped()); };
    const auto li = [](const QString &t) { return QStringLiteral("<li>%1</li>").arg(t.toHtmlEscaped()); };
    QString s;
    s += h(tr("Bughouse"));
    s += p(tr("Bughouse is chess for four players in two teams, played on two boards at the same time. "
              "White on board A and Black on board B are partners, and so are Black on board A and White on "
              "board B. Each board has its own pair of clocks."));
    s += p(tr("On each board the usual rules of chess apply: castling, en passant, promotion to a queen, "
              "rook, bishop or knight, check and checkmate."));
    s += h(tr("Passing pieces"));
    s += p(tr("A piece you capture goes to your partner, in your partner's colour. Instead of a move, a "
              "player may drop a piece from their pocket onto the board."));
    s += QStringLiteral("<ul>");
    s += li(tr("Pieces are dropped on empty squares only."));
    s += li(tr("Pawns cannot be dropped on the first or last rank. A pawn dropped on its second rank may "
               "still advance two squares."));
    s += li(tr("A drop may give check, and checkmate unless the match forbids it."));
    s += li(tr("A rook dropped on its corner does not give back the right to castle."));
    s += li(tr("A promoted pawn stays a pawn at heart: when it is captured, the partner receives a pawn."));
    s += QStringLiteral("</ul>");
    s += h(tr("End of the match"));
    s += p(tr("Checkmate, running out of time or resigning on either board ends the whole match, and the "
              "other team wins. A match can also be aborted when a player of each team agrees. There is "
              "no threefold repetition and no fifty-move rule."));
    s += h(tr("Options of a match"));
    s += QStringLiteral("<ul>");
    s += li(tr("Checkmate by a drop: allowed (the default) or forbidden. When forbidden, a drop that would "
               "mate is not a legal move; other checks by a drop are fine."));
    s += li(tr("Mate rule \"standard\" (the default): a player in check without any legal reply, with the "
               "pockets as they are, is checkmated. A player without a legal move who is not in check is "
               "stalemated, and the match is drawn."));
    s += li(tr("Mate rule \"bughouse\", as on internet servers: a check that a dropped piece could block is "
               "not mate yet. The player waits, with the clock running, until the partner sends a piece."));
    s += QStringLiteral("</ul>");
    s += h(tr("Clocks"));
    s += p(tr("All four clocks start together. A match may add an increment after every move, or give a "
              "delay: with a simple delay the clock waits that long before it starts running; with a "
              "Bronstein delay the time used is given back after the move, up to the delay."));
    s += h(tr("Signals"));
    s += p(tr("Partners may talk. The signals bar sends short messages to your partner, who sees them in "
              "large letters for a few seconds; the last ones stay in your team's list. The keys work "
              "for the player who acted last."));
    s += QStringLiteral("<ul>");
    const QString explanations[core::PartnerSignalCount] = {
        tr("wait, don't move (for example while your partner is about to be mated)"),
        tr("play on, move quickly"),
        tr("keep your pieces, don't trade now"),
        tr("please capture a pawn and pass it"), tr("please capture a knight and pass it"),
        tr("please capture a bishop and pass it"), tr("please capture a rook and pass it"),
        tr("please capture a queen and pass it"),
        tr("understood"), tr("an apology"), tr("thank you")};
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const auto signal = core::PartnerSignal(i);
        s += QStringLiteral("<li><b>%1</b> (%2): %3</li>")
                 .arg(MatchController::signalText(signal).toHtmlEscaped(), SignalBarItem::shortcutText(signal),
                      explanations[i].toHtmlEscaped());
    }
    s += QStringLiteral("</ul>");
    s += h(tr("Crazyhouse"));
    s += p(tr("Crazyhouse is bughouse for two on one board: a captured piece goes into your own hand. "
              "The game is drawn by stalemate, by the same position (with the same pieces in hand) "
              "occurring three times, and after 600 moves in all."));
    s += h(tr("Playing with this program"));
    s += p(tr("Drag a piece to its square, or click the piece and then the square. Drag a piece from a "
              "pocket onto the board to drop it. While you hold a piece its legal squares are marked. "
              "Press Space or click to start the clocks, Ctrl+P to pause them."));
    s += p(tr("Both boards can be played at the same moment: with fingers on a touch screen, with the "
              "two keyboard blocks (the left-hand block plays board A, the right-hand block board B) "
              "and with the mouse, all at once. Help → Controls lists the keys."));
    return s;
}

} // namespace ui
