#include "gamerecord.h"

#include "core/base/quote.h"
#include "core/board/notation.h"

#include <algorithm>
#include <cstdlib>

namespace core {

namespace {

const char *const SeatTags[] = {"WhiteA", "BlackA", "WhiteB", "BlackB"};
const char *const ColorTags[] = {"White", "Black"};

// The tag holding the name of `seat`'s player.
const char *nameTag(MatchMode mode, Seat seat)
{
    return mode == MatchMode::Bughouse ? SeatTags[int(seat)] : ColorTags[int(colorOf(seat))];
}

int boardCount(MatchMode mode)
{
    return mode == MatchMode::Bughouse ? 2 : 1;
}

// The rules of a record without rule tags: the servers' (chess.com, FICS, lichess).
Rules rulesFor(MatchMode mode)
{
    Rules rules;
    rules.variant = mode == MatchMode::Bughouse ? Variant::Bughouse : Variant::Crazyhouse;
    rules.mateRule = mode == MatchMode::Bughouse ? MateRule::Bughouse : MateRule::Standard;
    return rules;
}

// The yes/no rule tags and the option each sets.
struct FlagTag
{
    const char *name;
    bool Rules::*option;
};
constexpr FlagTag FlagTags[] = {{"DropMate", &Rules::dropMate},
                                {"DropCheck", &Rules::dropCheck},
                                {"Stalemate", &Rules::stalemate},
                                {"Repetition", &Rules::repetitionPerBoard},
                                {"RepetitionAcrossBoards", &Rules::repetitionAcrossBoards},
                                {"PoisonedPiece", &Rules::poisonedPiece},
                                {"SimultaneousEnd", &Rules::simultaneousEnd},
                                {"ClockMove", &Rules::clockMove},
                                {"Premoves", &Rules::premoves}};

std::string lowered(std::string_view text)
{
    std::string s(text);
    for (char &c : s)
        if (c >= 'A' && c <= 'Z') c = char(c | 0x20);
    return s;
}

bool contains(std::string_view text, std::string_view word)
{
    return text.find(word) != std::string_view::npos;
}

std::optional<Team> teamOfResult(std::string_view result)
{
    if (result == "1-0") return Team::One;
    if (result == "0-1") return Team::Two;
    return std::nullopt;
}

// What a closing comment (or a Termination tag) says. `decided` is set when the text alone settles
// the outcome: a draw, an abort, or a seat named as winner or loser.
struct Verdict
{
    Ending ending = Ending::Unknown;
    std::optional<Team> winner;
    bool decided = false;
};

// The team of the player the text starts with, if the names tell it: the longest name that opens
// the text (crazyhouse also takes "White" and "Black"); none if such names are on both teams.
std::optional<Team> subjectTeam(const GameRecord &record, std::string_view text,
                                std::size_t *length)
{
    std::optional<Team> team;
    bool ambiguous = false;
    *length = 0;
    auto consider = [&](std::string_view name, Seat seat) {
        if (name.empty() || name.size() < *length || text.substr(0, name.size()) != name) return;
        if (name.size() < text.size() && text[name.size()] != ' ') return;
        if (name.size() > *length) ambiguous = false, team.reset();
        ambiguous |= team && *team != teamOf(seat);
        team = teamOf(seat);
        *length = name.size();
    };
    for (int s = 0; s < 2 * boardCount(record.mode); ++s) {
        const Seat seat = Seat(s);
        consider(record.tag(nameTag(record.mode, seat)), seat);
        if (record.mode == MatchMode::Crazyhouse) consider(ColorTags[s], seat);
    }
    return ambiguous ? std::nullopt : team;
}

// Reads the servers' phrasings: FICS `X checkmated`, `X resigns`, `X forfeits on time`,
// `Game aborted on move 1`; chess.com `X won by checkmate`, `X won on time`; lichess
// `White wins by checkmate.`, `Black ran out of time`, Termination `Time forfeit`.
Verdict judge(const GameRecord &record, std::string_view text)
{
    std::size_t length = 0;
    const auto team = subjectTeam(record, text, &length);
    // Words are looked for after the name: a player may well be called "Drawson".
    const std::string rest = lowered(text.substr(length));
    if (contains(rest, "abort")) return {Ending::Abort, std::nullopt, true};
    for (const char *word : {"draw", "stalemate", "repetition", "no material"})
        if (contains(rest, word)) return {Ending::Draw, std::nullopt, true};
    Verdict v;
    if (contains(rest, "checkmate"))
        v.ending = Ending::Checkmate;
    else if (contains(rest, "resign"))
        v.ending = Ending::Resignation;
    else if (contains(rest, "time"))
        v.ending = Ending::TimeForfeit;
    if (rest.starts_with(" mates")) v.ending = Ending::Checkmate;
    if (team) {
        const bool won =
            rest.starts_with(" won") || rest.starts_with(" wins") || rest.starts_with(" mates");
        v.winner = won ? *team : otherTeam(*team);
        v.decided = true;
    }
    return v;
}

// The summary of the first `plies` plies of `record`, after which the game stands at `boards`.
GameSummary summarize(const GameRecord &record, const std::array<Position, 2> &boards, int plies)
{
    GameSummary s;
    s.plies = plies;
    Verdict v = judge(record, record.ending);
    if (!v.decided && v.ending == Ending::Unknown) v = judge(record, record.tag("Termination"));
    if (plies > 0) {
        const Board b = record.plies[std::size_t(plies - 1)].board();
        const Position &pos = boards[int(b)];
        const Status status = pos.status();
        // The board is proof: a comment or marker that says otherwise is wrong.
        if (status == Status::Checkmate) {
            v = {Ending::Checkmate, otherTeam(teamOf(seatAt(b, pos.sideToMove()))), true};
        } else if (status == Status::Stalemate && !v.decided && v.ending == Ending::Unknown) {
            v = {Ending::Draw, std::nullopt, true};
        }
    }
    if (!v.decided) {
        v.winner = teamOfResult(record.result);
        if (v.ending == Ending::Unknown && record.result == "1/2-1/2") v.ending = Ending::Draw;
        // lichess writes Termination "Normal" for mates, resignations and agreed draws alike; a
        // decisive game that did not end in mate was resigned.
        if (v.ending == Ending::Unknown && v.winner && record.tag("Termination") == "Normal")
            v.ending = Ending::Resignation;
    }
    if (v.winner)
        s.result = *v.winner == Team::One ? "1-0" : "0-1";
    else if (v.ending == Ending::Draw)
        s.result = "1/2-1/2";
    s.winner = v.winner;
    s.ending = v.ending;
    return s;
}

// `12A.` in bughouse, `12.` or `12...` in crazyhouse: the move number on the mover's board.
std::string moveLabel(MatchMode mode, Seat seat, int fullmove)
{
    std::string label = std::to_string(fullmove);
    if (mode == MatchMode::Bughouse) return label + "AaBb"[int(seat)] + '.';
    return label + (colorOf(seat) == Color::White ? "." : "...");
}

const char *colorName(Color c)
{
    return c == Color::White ? "White" : "Black";
}

// The decimals of `ms` milliseconds as seconds: "", ".5", ".051".
std::string fraction(Milliseconds ms)
{
    std::string digits = std::to_string(1000 + ms % 1000).substr(1);
    while (!digits.empty() && digits.back() == '0') digits.pop_back();
    return digits.empty() ? digits : "." + digits;
}

} // namespace

bool operator==(const Ply &a, const Ply &b)
{
    return a.seat == b.seat && a.san == b.san && a.move == b.move && a.clock == b.clock &&
           a.comments == b.comments && a.eval == b.eval && a.best == b.best &&
           a.bestMove == b.bestMove;
}

std::string GameRecord::tag(std::string_view name) const
{
    for (const Tag &t : tags)
        if (t.name == name) return t.value;
    return {};
}

void GameRecord::setTag(std::string_view name, std::string value)
{
    for (Tag &t : tags)
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    tags.push_back({std::string(name), std::move(value)});
}

std::optional<TimeControl> GameRecord::timeControl() const
{
    return parseTimeControl(tag("TimeControl"));
}

std::optional<Milliseconds> parseSeconds(std::string_view text)
{
    const bool negative = !text.empty() && text[0] == '-';
    if (negative) text.remove_prefix(1);
    const std::size_t dot = std::min(text.find('.'), text.size());
    const std::string_view whole = text.substr(0, dot);
    const std::string_view part = text.substr(std::min(dot + 1, text.size()));
    auto digits = [](std::string_view s) {
        return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    // Nine digits of seconds are 31 years: plenty, and no overflow.
    if (whole.empty() || whole.size() > 9 || !digits(whole) || !digits(part) ||
        (dot < text.size() && part.empty()))
        return std::nullopt;
    Milliseconds ms = std::stoll(std::string(whole)) * 1000;
    Milliseconds scale = 100;
    for (std::size_t i = 0; i < part.size() && i < 4; ++i, scale /= 10) {
        if (i == 3)
            ms += part[i] >= '5'; // round on the fourth decimal
        else
            ms += (part[i] - '0') * scale;
    }
    return negative ? -ms : ms;
}

std::string formatSeconds(Milliseconds ms)
{
    const std::string sign = ms < 0 ? "-" : "";
    const Milliseconds a = ms < 0 ? -ms : ms;
    return sign + std::to_string(a / 1000) + fraction(a);
}

// Float.toString of the pawns, as lichess writes them: at least one decimal, at most two.
std::string formatEvaluation(const Evaluation &eval)
{
    if (eval.mate != 0) return '#' + std::to_string(eval.mate);
    const long long a = std::llabs(eval.centipawns);
    std::string decimals = std::to_string(100 + a % 100).substr(1);
    if (decimals[1] == '0') decimals.pop_back();
    std::string text = eval.centipawns < 0 ? "-" : "";
    return text + std::to_string(a / 100) + '.' + decimals;
}

std::optional<Evaluation> parseEvaluation(std::string_view text)
{
    auto digits = [](std::string_view s) {
        return !s.empty() &&
               std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (const std::size_t comma = text.find(','); comma != std::string_view::npos) {
        if (!digits(text.substr(comma + 1))) return std::nullopt;
        text = text.substr(0, comma);
    }
    const bool mate = text.starts_with('#');
    if (mate) text.remove_prefix(1);
    const bool negative = text.starts_with('-');
    if (negative || text.starts_with('+')) text.remove_prefix(1);
    // Nine digits cannot overflow; the limits come after.
    const std::size_t dot = mate ? text.size() : std::min(text.find('.'), text.size());
    const std::string_view whole = text.substr(0, dot);
    const std::string_view part = dot < text.size() ? text.substr(dot + 1) : "00";
    if (!digits(whole) || whole.size() > 9 || !digits(part)) return std::nullopt;
    long long value = std::stoll(std::string(whole));
    Evaluation eval;
    if (mate) {
        // Mate in 0 is no evaluation but the mate itself, which the position shows.
        if (value == 0 || value > MaxEvalMate) return std::nullopt;
        eval.mate = int(negative ? -value : value);
        return eval;
    }
    value = value * 100 + (part[0] - '0') * 10;
    if (part.size() > 1) value += part[1] - '0';
    if (part.size() > 2) value += part[2] >= '5'; // round on the third decimal
    if (value > MaxEvalCentipawns) return std::nullopt;
    eval.centipawns = int(negative ? -value : value);
    return eval;
}

std::optional<TimeControl> parseTimeControl(std::string_view text)
{
    const std::size_t split = std::min(text.find_first_of("+db"), text.size());
    TimeControl time;
    const auto base = parseSeconds(text.substr(0, split));
    if (!base || *base <= 0) return std::nullopt;
    time.base = *base;
    time.bonus = 0;
    if (split == text.size()) return time;
    const auto bonus = parseSeconds(text.substr(split + 1));
    if (!bonus || *bonus < 0) return std::nullopt;
    time.bonus = *bonus;
    time.kind = text[split] == '+'   ? TimingKind::Increment
                : text[split] == 'd' ? TimingKind::SimpleDelay
                                     : TimingKind::Bronstein;
    return time;
}

std::string formatTimeControl(const TimeControl &time)
{
    const char mark = time.kind == TimingKind::Increment     ? '+'
                      : time.kind == TimingKind::SimpleDelay ? 'd'
                                                             : 'b';
    return formatSeconds(time.base) + mark + formatSeconds(time.bonus);
}

std::string joinFens(MatchMode mode, const std::array<std::string, 2> &fens)
{
    return mode == MatchMode::Bughouse ? fens[0] + " | " + fens[1] : fens[0];
}

const char *describe(Ending e)
{
    switch (e) {
    case Ending::Unknown: return "unknown";
    case Ending::Checkmate: return "checkmate";
    case Ending::Resignation: return "resignation";
    case Ending::TimeForfeit: return "time forfeit";
    case Ending::Abort: return "abort";
    case Ending::Draw: return "draw";
    }
    return "";
}

Result<Rules> recordRules(const GameRecord &record)
{
    using R = Result<Rules>;
    Rules rules = rulesFor(record.mode);
    for (const FlagTag &t : FlagTags) {
        const std::string value = record.tag(t.name);
        if (value == "yes")
            rules.*t.option = true;
        else if (value == "no")
            rules.*t.option = false;
        else if (!value.empty())
            return R::failure(std::string("tag ") + t.name + ": \"" + value +
                              "\" is neither yes nor no");
    }
    if (const std::string value = record.tag("MateRule"); value == "standard")
        rules.mateRule = MateRule::Standard;
    else if (value == "bughouse")
        rules.mateRule = MateRule::Bughouse;
    else if (!value.empty())
        return R::failure("tag MateRule: \"" + value + "\" is neither standard nor bughouse");
    if (const std::string value = record.tag("Promotions"); !value.empty()) {
        rules.promotions = 0;
        for (char c : value) {
            const PieceType t = pieceTypeFromLetter(c);
            if (t < PieceType::Knight || t > PieceType::Queen)
                return R::failure("tag Promotions: \"" + value +
                                  "\" holds other letters than Q, R, B and N");
            rules.promotions |= std::uint8_t(1 << int(t));
        }
    }
    return rules;
}

void setRuleTags(GameRecord &record, const Rules &rules)
{
    const Rules servers = rulesFor(record.mode);
    if (rules.mateRule != servers.mateRule)
        record.setTag("MateRule", rules.mateRule == MateRule::Bughouse ? "bughouse" : "standard");
    for (const FlagTag &t : FlagTags)
        if (rules.*t.option != servers.*t.option)
            record.setTag(t.name, rules.*t.option ? "yes" : "no");
    if (rules.promotions != servers.promotions) {
        std::string letters;
        for (PieceType t : promotion::Order)
            if (rules.allowsPromotion(t)) letters += pieceTypeLetter(t);
        record.setTag("Promotions", letters);
    }
}

Result<std::array<Position, 2>> startBoards(const GameRecord &record)
{
    using R = Result<std::array<Position, 2>>;
    const auto recorded = recordRules(record);
    if (!recorded) return R::failure(recorded.error());
    std::array<Position, 2> boards{Position(*recorded), Position(*recorded)};
    for (int b = 0; b < boardCount(record.mode); ++b) {
        if (record.startFen[b].empty()) continue;
        auto pos = Position::fromFen(record.startFen[b], *recorded);
        if (!pos)
            return R::failure(std::string("start position of board ") + "AB"[b] + ": " +
                              pos.error());
        boards[b] = *pos;
    }
    return boards;
}

Result<Replay> replay(const GameRecord &record, int plies)
{
    using R = Result<Replay>;
    const int total = int(record.plies.size());
    if (plies == AllPlies) plies = total;
    if (plies < 0 || plies > total)
        return R::failure("ply " + std::to_string(plies) + " is not in 0.." +
                          std::to_string(total));
    const auto start = startBoards(record);
    if (!start) return R::failure(start.error());
    Replay r{*start, {}, {}, {}};
    // A mate on either board ends the game: what a record has after it (a server that let a
    // board play on, moves typed after the end) is not played, however legal.
    bool mated = false;
    for (int i = 0; i < plies && !mated; ++i) {
        const Ply &ply = record.plies[i];
        const std::string at =
            ply.line > 0 ? "line " + std::to_string(ply.line) : "ply " + std::to_string(i + 1);
        if (int(ply.board()) >= boardCount(record.mode))
            return R::failure(at + ": " + quoted(ply.san) + " is on board B in a crazyhouse game");
        Position &pos = r.boards[int(ply.board())];
        const std::string onBoard = record.mode == MatchMode::Bughouse
                                        ? std::string(" on board ") + "AB"[int(ply.board())]
                                        : "";
        // As the record numbers it; else, out of turn, as the mover's previous or next one would.
        const bool white = colorOf(ply.seat) == Color::White;
        const int number = ply.number > 0
                               ? ply.number
                               : pos.fullmoveNumber() + (pos.sideToMove() == colorOf(ply.seat) ? 0
                                                         : white                               ? 1
                                                                 : -1);
        const std::string move = moveLabel(record.mode, ply.seat, number) + ' ' + escaped(ply.san);
        // bughousedb writes a whole game on one line: the move says where.
        const std::string where = at + ", move " + move + ": ";
        if (pos.sideToMove() != colorOf(ply.seat))
            return R::failure(where + quoted(ply.san) + " by " + colorName(colorOf(ply.seat)) +
                              ": it is " + colorName(pos.sideToMove()) + "'s turn" + onBoard);
        const auto m = parseSan(pos, ply.san);
        if (!m) return R::failure(where + m.error());
        Position::Undo undo;
        pos.makeMove(*m, undo);
        if (record.mode == MatchMode::Bughouse && undo.earned() != PieceType::None) {
            const Seat partner = partnerOf(ply.seat);
            Position &other = r.boards[int(boardOf(partner))];
            // Only a made-up start position can overfill a board.
            if (!other.addToPocket(colorOf(partner), undo.earned()))
                return R::failure(where + "board " + "AB"[int(boardOf(partner))] +
                                  " would hold more than 64 pieces");
        }
        r.moves.push_back(*m);
        r.bestMoves.emplace_back();
        if (!ply.best.empty()) {
            const auto best = parseSan(pos, ply.best);
            if (!best)
                return R::failure(where + "[%best " + escaped(ply.best) + "]: " + best.error());
            r.bestMoves.back() = *best;
        }
        mated = pos.inCheck() && pos.status() == Status::Checkmate;
    }
    if (plies == total || mated) {
        r.summary = summarize(record, r.boards, int(r.moves.size()));
        r.summary.afterMate = total - int(r.moves.size());
    } else {
        r.summary.plies = plies;
    }
    return r;
}

GameRecord recordOf(const Match &match, const std::array<std::string, 4> &names)
{
    const MatchConfig &config = match.config();
    GameRecord r;
    r.mode = config.mode;
    const bool bughouse = r.mode == MatchMode::Bughouse;
    r.tags = {{"Event", bughouse ? "Bughouse match" : "Crazyhouse game"},
              {"Site", "?"},
              {"Date", "????.??.??"}};
    for (const Seat seat : match.seats())
        r.tags.push_back(
            {nameTag(r.mode, seat), names[int(seat)].empty() ? "?" : names[int(seat)]});
    r.tags.push_back({"TimeControl", formatTimeControl(config.time)});
    r.tags.push_back({"Variant", bughouse ? "Bughouse" : "Crazyhouse"});
    setRuleTags(r, config.rules);
    if (config.startFen[0].size() + config.startFen[1].size() > 0) {
        // A FEN tag holds every board: a board left at the standard start is written out.
        const Rules rules = rulesFor(r.mode);
        for (int b = 0; b < boardCount(r.mode); ++b)
            r.startFen[b] = config.startFen[b].empty() ? Position(rules).fen() : config.startFen[b];
        r.tags.push_back({"SetUp", "1"});
        r.tags.push_back({"FEN", joinFens(r.mode, r.startFen)});
    }
    for (const MatchEvent &e : match.events())
        if (e.kind == MatchEvent::Kind::Move) {
            Ply &ply = r.plies.emplace_back();
            ply.seat = e.seat;
            ply.san = e.san;
            ply.move = e.move;
            ply.clock = e.clock;
        }
    if (const auto &result = match.result()) {
        const std::string name = r.tag(nameTag(r.mode, result->seat));
        switch (result->reason) {
        case EndReason::Checkmate: r.ending = name + " checkmated"; break;
        case EndReason::Flag: r.ending = name + " forfeits on time"; break;
        case EndReason::RepetitionAcrossBoards:
            r.ending = "Game drawn by repetition across both boards";
            break;
        case EndReason::PoisonedPiece:
            r.ending = "Game drawn: " + name + " checkmated by a poisoned piece";
            break;
        case EndReason::Resignation: r.ending = name + " resigns"; break;
        case EndReason::Abort: r.ending = "Game aborted by mutual agreement"; break;
        case EndReason::Stalemate: r.ending = "Game drawn by stalemate"; break;
        case EndReason::Repetition: r.ending = "Game drawn by repetition"; break;
        case EndReason::MoveLimit:
            r.ending =
                "Game drawn by the " + std::to_string(Match::plyLimit(r.mode)) + "-ply limit";
            break;
        }
        if (result->alsoFlagged) {
            // R01: both boards ended at once.
            r.ending += ", and " + r.tag(nameTag(r.mode, *result->alsoFlagged)) +
                        " forfeits on time at the same moment";
            if (!result->winner()) r.ending = "Game drawn: " + r.ending;
        }
        switch (result->outcome) {
        case MatchResult::Outcome::TeamOneWins: r.result = "1-0"; break;
        case MatchResult::Outcome::TeamTwoWins: r.result = "0-1"; break;
        case MatchResult::Outcome::Draw: r.result = "1/2-1/2"; break;
        case MatchResult::Outcome::Aborted: r.result = "*"; break;
        }
    }
    r.tags.push_back({"Result", r.result});
    return r;
}

Result<MatchConfig> matchConfigOf(const GameRecord &record)
{
    using R = Result<MatchConfig>;
    MatchConfig config;
    config.mode = record.mode;
    const auto time = record.timeControl();
    if (!time)
        return R::failure("no time control: TimeControl " + quoted(record.tag("TimeControl")));
    config.time = *time;
    const auto rules = recordRules(record);
    if (!rules) return R::failure(rules.error());
    config.rules = *rules;
    config.startFen = record.startFen;
    if (std::string why = config.validate(); !why.empty()) return R::failure(why);
    return config;
}

} // namespace core
