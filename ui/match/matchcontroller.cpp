#include "matchcontroller.h"

#include "core/board/notation.h"

#include <QLocale>

namespace ui {

using core::Board;
using core::Seat;

MatchController::MatchController(QObject *parent) : QObject(parent)
{
    connect(&m_clocks, &ClockModel::flagFell, this, [this] { checkEnded(false); });
}

MatchController::~MatchController() = default;

void MatchController::newMatch(const core::MatchConfig &config, const std::array<QString, 4> &names)
{
    m_match = std::make_unique<core::Match>(config);
    m_names = names;
    m_signalLog = {};
    m_premoves = {};
    m_clocks.setMatch(m_match.get());
    m_pending = {};
    emit matchReset();
}

void MatchController::rename(const std::array<QString, 4> &names)
{
    m_names = names;
    emit namesChanged();
}

void MatchController::restore(core::Match match, const std::array<QString, 4> &names,
                              qint64 aliveAt, const QList<SignalEntry> &sent)
{
    m_match = std::make_unique<core::Match>(std::move(match));
    m_names = names;
    m_signalLog = {};
    for (const SignalEntry &e : sent) logSignal(e);
    qint64 last = m_match->events().empty() ? 0 : m_match->events().back().at;
    const bool wasOver = m_match->isOver();
    const bool running = m_match->isStarted() && !wasOver && !m_match->isPaused();
    if (running) last = std::max(last, aliveAt);
    m_clocks.continueFrom(last);
    if (running) m_match->pause(last);
    m_premoves = {};
    m_clocks.setMatch(m_match.get());
    m_pending = {};
    emit matchReset();
    checkEnded(wasOver);
}

void MatchController::start()
{
    if (!m_match || m_match->isStarted()) return;
    m_match->start(m_clocks.now());
    m_clocks.refresh();
    emit stateChanged();
}

Seat MatchController::seatToMove(Board board) const
{
    return core::seatAt(board, m_match ? m_match->board(board).sideToMove() : core::Color::White);
}

bool MatchController::canMove(Board board) const
{
    return m_match && m_match->isStarted() && !m_match->isOver() && !m_match->isPaused() &&
           int(board) < m_match->boardCount();
}

QList<core::Move> MatchController::legalMoves(Board board) const
{
    QList<core::Move> moves;
    if (!canMove(board)) return moves;
    core::MoveList list;
    m_match->board(board).legalMoves(list);
    for (const core::Move &m : list) moves.append(m);
    return moves;
}

QString MatchController::proposeMove(Board board, core::Move move)
{
    if (!m_match) return refusalText(core::Refusal::NotStarted, core::MoveError::None);
    if (m_match->config().rules.clockMove && isHuman(seatToMove(board)))
        return holdMove(board, move);
    return play(board, move, m_clocks.now());
}

// R0: the move is checked now but made only when the clock is pressed; the clock keeps running.
QString MatchController::holdMove(Board board, core::Move move)
{
    const bool wasOver = m_match->isOver();
    m_match->update(m_clocks.now());
    checkEnded(wasOver);
    if (!m_match->isStarted()) return refusalText(core::Refusal::NotStarted, core::MoveError::None);
    if (m_match->isOver()) return refusalText(core::Refusal::Over, core::MoveError::None);
    if (m_match->isPaused()) return refusalText(core::Refusal::Paused, core::MoveError::None);
    if (const core::MoveError e = core::checkMove(m_match->board(board), move);
        e != core::MoveError::None)
        return refusalText(core::Refusal::IllegalMove, e);
    setPending(board, move);
    return {};
}

void MatchController::setPending(Board board, std::optional<core::Move> move)
{
    m_pending[int(board)] = move;
    if (move) {
        m_shown[int(board)] = m_match->board(board);
        core::Position::Undo undo;
        m_shown[int(board)].makeMove(*move, undo);
    }
    emit pendingChanged(board);
}

const core::Position &MatchController::shownBoard(Board board) const
{
    return m_pending[int(board)] ? m_shown[int(board)] : m_match->board(board);
}

QString MatchController::pressClock(Seat seat)
{
    if (!m_match) return refusalText(core::Refusal::NotStarted, core::MoveError::None);
    const Board board = core::boardOf(seat);
    if (int(board) >= m_match->boardCount() || seatToMove(board) != seat || !m_pending[int(board)])
        return tr("Make your move first, then press your clock.");
    const core::Move move = *m_pending[int(board)];
    setPending(board, std::nullopt);
    return play(board, move, m_clocks.now());
}

void MatchController::takeBack(Seat seat)
{
    const Board board = core::boardOf(seat);
    if (m_match && int(board) < m_match->boardCount() && seatToMove(board) == seat &&
        m_pending[int(board)])
        setPending(board, std::nullopt);
}

QString MatchController::play(Board board, core::Move move, qint64 at)
{
    const core::Position &pos = m_match->board(board);
    const bool capture =
        move.kind == core::MoveKind::EnPassant ||
        (move.kind != core::MoveKind::Drop && pos.pieceAt(move.to) != core::Piece::None);
    const bool wasOver = m_match->isOver();
    const core::Match::PlayOutcome outcome = m_match->play(seatToMove(board), move, at);
    m_clocks.refresh();
    if (!outcome.ok()) {
        checkEnded(wasOver);
        return refusalText(outcome.refusal, outcome.moveError);
    }
    // A capture changed the other board's pockets: show its pending move on the new position.
    const Board other = Board(1 - int(board));
    if (m_pending[int(other)]) setPending(other, m_pending[int(other)]);
    emit moveMade(board, move, capture, m_match->board(board).inCheck());
    checkEnded(wasOver);
    playPremove(board, at);
    return {};
}

bool MatchController::canPremove(Seat seat) const
{
    const Board board = core::boardOf(seat);
    return m_match && m_match->config().rules.premoves && isHuman(seat) && canMove(board) &&
           !m_match->isToMove(seat);
}

bool MatchController::setPremove(Seat seat, const Premove &premove)
{
    if (!canPremove(seat) || premove.to == core::Square::None) return false;
    m_premoves[int(seat)] = premove;
    emit premovesChanged();
    return true;
}

void MatchController::clearPremove(Seat seat)
{
    if (!m_premoves[int(seat)]) return;
    m_premoves[int(seat)].reset();
    emit premovesChanged();
}

void MatchController::clearPremoves()
{
    m_premoves = {};
    emit premovesChanged();
}

// The seat now to move on `board` plays its premove, if it has one, at the time the opponent's
// move landed.
void MatchController::playPremove(Board board, qint64 at)
{
    const Seat seat = seatToMove(board);
    if (!m_premoves[int(seat)]) return;
    const Premove p = *m_premoves[int(seat)];
    m_premoves[int(seat)].reset();
    emit premovesChanged();
    if (!canMove(board) || !isHuman(seat)) return;
    const core::Position &pos = m_match->board(board);
    const bool promotes = p.drop == core::PieceType::None &&
                          core::typeOf(pos.pieceAt(p.from)) == core::PieceType::Pawn &&
                          (core::rankOf(p.to) == 0 || core::rankOf(p.to) == 7);
    const core::Move move =
        p.drop != core::PieceType::None
            ? core::Move::drop(p.drop, p.to)
            : core::moveFromSquares(pos, p.from, p.to,
                                    promotes ? core::PieceType::Queen : core::PieceType::None);
    const QString refusal = play(board, move, at);
    if (!refusal.isEmpty()) emit premoveDropped(seat, refusal);
}

void MatchController::resign(Seat seat)
{
    if (!m_match) return;
    const bool wasOver = m_match->isOver();
    m_match->resign(seat, m_clocks.now());
    m_clocks.refresh();
    checkEnded(wasOver);
}

void MatchController::requestAbort(Seat seat)
{
    if (!m_match) return;
    const bool wasOver = m_match->isOver();
    m_match->requestAbort(seat, m_clocks.now());
    m_clocks.refresh();
    emit stateChanged();
    checkEnded(wasOver);
}

void MatchController::setPaused(bool paused)
{
    if (!m_match || paused == m_match->isPaused()) return;
    const bool wasOver = m_match->isOver();
    if (paused)
        m_match->pause(m_clocks.now());
    else
        m_match->resume(m_clocks.now());
    m_clocks.refresh();
    emit stateChanged();
    checkEnded(wasOver);
}

void MatchController::sendSignal(Seat from, core::PartnerSignal signal)
{
    logSignal({from, signal, m_clocks.now()});
    emit signalSent(from, signal);
}

void MatchController::logSignal(const SignalEntry &entry)
{
    QList<SignalEntry> &log = m_signalLog[int(core::teamOf(entry.from))];
    log.append(entry);
    while (log.size() > 5) log.removeFirst();
}

void MatchController::checkEnded(bool wasOver)
{
    if (!wasOver && m_match && m_match->isOver()) {
        clearPremoves();
        for (Board b : {Board::A, Board::B})
            if (m_pending[int(b)]) setPending(b, std::nullopt);
        emit stateChanged();
        emit matchEnded();
    }
}

QString MatchController::waitingText(Board board) const
{
    if (!m_match || m_match->isOver() || int(board) >= m_match->boardCount() ||
        m_match->status(board) != core::Status::Wait)
        return {};
    const QString name = m_names[int(seatToMove(board))];
    return m_match->board(board).inCheck()
               ? tr("Not mate: a piece from the partner can block. %1 waits for one.").arg(name)
               : tr("%1 has no move and waits for a piece from the partner.").arg(name);
}

QString MatchController::resultText() const
{
    if (!m_match || !m_match->result()) return {};
    const core::MatchResult &r = *m_match->result();
    const bool bughouse = m_match->config().mode == core::MatchMode::Bughouse;
    const QString who = m_names[int(r.seat)];
    const QString board = r.board == Board::A ? tr("board A") : tr("board B");
    QString winners;
    if (const auto team = r.winner()) {
        const Seat first = *team == core::Team::One ? Seat::WhiteA : Seat::BlackA;
        winners =
            bughouse
                ? tr("%1 and %2 win").arg(m_names[int(first)], m_names[int(core::partnerOf(first))])
                : tr("%1 wins").arg(m_names[int(first)]);
    }
    if (r.alsoFlagged) {
        const QString also = m_names[int(*r.alsoFlagged)];
        return r.winner() ? tr("%1: both boards ended at the same moment, %2 and %3 lost on both.")
                                .arg(winners, who, also)
                          : tr("Draw: both boards ended at the same moment, each team won one (%1 "
                               "and %2).")
                                .arg(who, also);
    }
    switch (r.reason) {
    case core::EndReason::Checkmate:
        return bughouse ? tr("%1: %2 is checkmated on %3.").arg(winners, who, board)
                        : tr("%1: %2 is checkmated.").arg(winners, who);
    case core::EndReason::Flag:
        return bughouse ? tr("%1: %2 ran out of time on %3.").arg(winners, who, board)
                        : tr("%1: %2 ran out of time.").arg(winners, who);
    case core::EndReason::Resignation:
        return bughouse ? tr("%1: %2 resigned on %3.").arg(winners, who, board)
                        : tr("%1: %2 resigned.").arg(winners, who);
    case core::EndReason::Abort: return tr("Match aborted by agreement.");
    case core::EndReason::Stalemate:
        return bughouse ? tr("Draw: %1 is stalemated on %2.").arg(who, board)
                        : tr("Draw: %1 is stalemated.").arg(who);
    case core::EndReason::Repetition: return tr("Draw by threefold repetition.");
    case core::EndReason::MoveLimit:
        return bughouse ? tr("Draw: %1 moves have been played, the most a record holds.")
                              .arg(QLocale().toString(core::Match::MaxPlies))
                        : tr("Draw: 600 moves have been played.");
    case core::EndReason::RepetitionAcrossBoards:
        return tr("Draw by threefold repetition across both boards.");
    case core::EndReason::PoisonedPiece:
        return tr("Draw: %1 is checkmated on %2 by a poisoned piece.").arg(who, board);
    }
    return {};
}

QString MatchController::seatLabel(Seat seat, bool bughouse)
{
    const bool white = core::colorOf(seat) == core::Color::White;
    if (!bughouse) return white ? tr("White") : tr("Black");
    if (core::boardOf(seat) == Board::A)
        return white ? tr("White · board A") : tr("Black · board A");
    return white ? tr("White · board B") : tr("Black · board B");
}

QString MatchController::signalText(core::PartnerSignal signal)
{
    switch (signal) {
    case core::PartnerSignal::Sit: return tr("Sit", "partner signal: wait, don't move");
    case core::PartnerSignal::Go: return tr("Go", "partner signal: play on");
    case core::PartnerSignal::Hold:
        return tr("Hold", "partner signal: keep your pieces, don't trade");
    case core::PartnerSignal::NeedPawn: return tr("Need pawn");
    case core::PartnerSignal::NeedKnight: return tr("Need knight");
    case core::PartnerSignal::NeedBishop: return tr("Need bishop");
    case core::PartnerSignal::NeedRook: return tr("Need rook");
    case core::PartnerSignal::NeedQueen: return tr("Need queen");
    case core::PartnerSignal::Ok: return tr("OK", "partner signal");
    case core::PartnerSignal::Sorry: return tr("Sorry", "partner signal");
    case core::PartnerSignal::Thanks: return tr("Thanks", "partner signal");
    }
    return {};
}

QString MatchController::refusalText(core::Refusal refusal, core::MoveError error)
{
    switch (refusal) {
    case core::Refusal::None: return {};
    case core::Refusal::NotStarted: return tr("The match has not started yet.");
    case core::Refusal::Paused: return tr("The clocks are paused.");
    case core::Refusal::Over: return tr("The match is over.");
    case core::Refusal::NotYourTurn: return tr("It is not your turn.");
    case core::Refusal::NotInMatch: return tr("This seat does not play in this match.");
    case core::Refusal::IllegalMove: break;
    }
    switch (error) {
    case core::MoveError::None: return {};
    case core::MoveError::NoPieceToMove: return tr("There is no piece of yours on that square.");
    case core::MoveError::NotInPocket: return tr("That piece is not in your pocket.");
    case core::MoveError::PawnOnBackRank:
        return tr("Pawns cannot be dropped on the first or last rank.");
    case core::MoveError::SquareOccupied: return tr("Pieces can only be dropped on empty squares.");
    case core::MoveError::DropMate: return tr("Checkmate by a drop is not allowed in this match.");
    case core::MoveError::CannotMoveThere: return tr("That piece cannot move there.");
    case core::MoveError::CannotCastle: return tr("You cannot castle now.");
    case core::MoveError::KingInCheck: return tr("Your king would be in check.");
    case core::MoveError::BadPromotion: return tr("Choose a queen, rook, bishop or knight.");
    case core::MoveError::DropCheck: return tr("A drop may not give check in this match.");
    case core::MoveError::PromotionNotAllowed:
        return tr("This match allows promotion only to the pieces offered.");
    }
    return {};
}

} // namespace ui
