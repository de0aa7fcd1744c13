#include "bpgn.h"

#include "core/base/quote.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace core {

namespace {

constexpr std::size_t LineWidth = 80;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
bool isNameChar(char c)
{
    return isDigit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

bool equalNoCase(std::string_view a, std::string_view lower)
{
    return std::equal(a.begin(), a.end(), lower.begin(), lower.end(), [](char x, char y) {
        return (x >= 'A' && x <= 'Z' ? char(x | 0x20) : x) == y;
    });
}

bool isResult(std::string_view w)
{
    return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*";
}

bool hasTag(const GameRecord &record, std::string_view name)
{
    return std::any_of(record.tags.begin(), record.tags.end(),
                       [&](const Tag &t) { return t.name == name; });
}

// A line that opens a tag section: `[` and a tag name character as its first non-blank characters.
// `[%clk ...]` inside a multi-line comment does not qualify.
bool isTagLine(std::string_view line)
{
    line = trimmed(line);
    return line.size() > 1 && line[0] == '[' && isNameChar(line[1]);
}

// `[%clk H:MM:SS.f]` (or `M:SS`) as milliseconds; empty if `value` is not such a time.
std::optional<Milliseconds> parseClock(std::string_view value)
{
    const bool negative = !value.empty() && value[0] == '-';
    if (negative) value.remove_prefix(1);
    Milliseconds minutes = 0;
    int fields = 0;
    std::size_t colon;
    while ((colon = value.find(':')) != std::string_view::npos) {
        const std::string_view field = value.substr(0, colon);
        if (field.empty() || field.size() > 6 || ++fields > 2 ||
            !std::all_of(field.begin(), field.end(), isDigit))
            return std::nullopt;
        minutes = minutes * 60 + std::stoll(std::string(field));
        value.remove_prefix(colon + 1);
    }
    const auto seconds = parseSeconds(value);
    if (fields == 0 || !seconds || *seconds < 0) return std::nullopt;
    const Milliseconds ms = minutes * 60'000 + *seconds;
    return negative ? -ms : ms;
}

// The time of the first `[%clk ...]` command in `text`, with `*rest` set to the text around it.
std::optional<Milliseconds> clockCommand(std::string_view text, std::string *rest)
{
    const std::size_t open = text.find("[%clk");
    const std::size_t close = text.find(']', open);
    if (close == std::string_view::npos) return std::nullopt;
    const auto clock = parseClock(trimmed(text.substr(open + 5, close - open - 5)));
    if (!clock) return std::nullopt;
    const std::string around =
        std::string(text.substr(0, open)) + std::string(text.substr(close + 1));
    *rest = trimmed(around);
    return clock;
}

// Takes the analysis commands `[%eval 0.35]` and `[%best Nf3]` out of `text` into `ply` (the first
// of each kind counts, later ones are dropped); true if there were any. Other `[%...]` commands,
// and ones whose value is not understood, stay. A command taken out leaves one blank, so that the
// text around it cannot join into a new command: `text` is left holding none.
bool takeAnalysis(std::string &text, Ply &ply)
{
    constexpr std::string_view Blanks = " \t\r\n";
    std::string_view from = text;
    std::string rest;
    bool taken = false;
    for (std::size_t open; (open = from.find("[%")) != std::string_view::npos;) {
        const std::size_t close = from.find(']', open);
        if (close == std::string_view::npos) break;
        const std::string_view command = from.substr(open + 2, close - open - 2);
        const std::size_t blank = std::min(command.find_first_of(Blanks), command.size());
        const std::string_view name = command.substr(0, blank);
        const std::string_view value = trimmed(command.substr(blank));
        const auto eval = name == "eval" ? parseEvaluation(value) : std::nullopt;
        const bool best = name == "best" && !value.empty() &&
                          value.find_first_of(Blanks) == std::string_view::npos;
        if (!eval && !best) {
            rest += from.substr(0, close + 1);
            from.remove_prefix(close + 1);
            continue;
        }
        if (eval && !ply.eval) ply.eval = eval;
        if (best && ply.best.empty()) ply.best = value;
        taken = true;
        rest += from.substr(0, open);
        while (!rest.empty() && isSpace(rest.back())) rest.pop_back();
        if (!rest.empty()) rest += ' ';
        from.remove_prefix(close + 1);
        while (!from.empty() && isSpace(from.front())) from.remove_prefix(1);
    }
    if (taken) text = trimmed(rest + std::string(from));
    return taken;
}

std::string formatClock(Milliseconds ms)
{
    const std::string sign = ms < 0 ? "-" : "";
    const Milliseconds a = ms < 0 ? -ms : ms;
    const Milliseconds s = a / 1000;
    auto two = [](Milliseconds n) { return std::to_string(100 + n).substr(1); };
    std::string seconds = formatSeconds(s % 60 * 1000 + a % 1000);
    if (seconds.size() == 1 || seconds[1] == '.') seconds.insert(0, 1, '0');
    return sign + std::to_string(s / 3600) + ':' + two(s / 60 % 60) + ':' + seconds;
}

// Reads the games of one span of lines: tags, then move text.
class GameReader
{
public:
    /// `last`: the text ends the file, so a game cut off there is a truncated file.
    GameReader(std::string_view text, int firstLine, bool last)
        : m_text(text), m_line(firstLine), m_endsFile(last)
    {}

    Result<GameRecord> read();

private:
    enum class Last : std::uint8_t
    {
        Other,
        Comment, ///< a comment that is not a clock stamp, maybe the closing one
        Number   ///< a move number still waiting for its move
    };

    bool fail(int line, std::string what);
    bool readTags();
    bool readTagLine(std::string_view s);
    bool readMoves();
    bool readWord(std::string_view word);
    bool readNumber(std::string_view word, std::size_t digits);
    bool readSan(std::string_view san);
    void readComment(std::string_view text);
    bool skipSideLine();
    bool finish();
    void dropRepeats();
    void takeEnding();
    bool cutOff(std::size_t from) const;
    bool decideMode(std::optional<bool> boardLetter);
    int tagLine(std::string_view name) const;

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line;
    bool m_endsFile;
    std::string m_error;
    GameRecord m_record;
    std::vector<int> m_tagLines;
    std::optional<MatchMode> m_mode;
    Color m_startSide = Color::White;
    std::optional<Seat> m_pendingSeat;
    std::string m_pendingNumber;
    int m_pendingLine = 0;
    Last m_last = Last::Other;
    Last m_beforeNumber = Last::Other; // m_last before the pending move number
    Last m_beforePly = Last::Other;    // m_last before the last ply (and its number)
    bool m_resultRead = false;
    bool m_stampOpen = false;   // no comment yet after the last ply, so one may be its clock stamp
    bool m_lastDropped = false; // the last ply read was a repeat (dropRepeats())
    bool m_tooLong = false;     // more than MaxRecordPlies plies: never a cut-off game
    std::vector<std::string> m_numbers; // each ply's move number as written (`41b.`), or empty
};

// After the last move read, "after 41b. b5" is said too: bughousedb writes a game on one line.
bool GameReader::fail(int line, std::string what)
{
    std::string after;
    if (!m_record.plies.empty()) {
        const std::string &number = m_numbers.back();
        after =
            ", after " + (number.empty() ? "" : number + ' ') + escaped(m_record.plies.back().san);
    }
    m_error = "line " + std::to_string(line) + after + ": " + std::move(what);
    return false;
}

// Whether only blanks follow `from` to the end of the file.
bool GameReader::cutOff(std::size_t from) const
{
    return m_endsFile && m_text.find_first_not_of(" \t\r\n", std::min(from, m_text.size())) ==
                             std::string_view::npos;
}

Result<GameRecord> GameReader::read()
{
    using R = Result<GameRecord>;
    if (!readTags()) return R::failure(m_error);
    if (!readMoves() || !finish()) {
        // A file cut off in its last game: the moves up to the cut are the game.
        if (!cutOff(m_pos) || m_record.plies.empty() || m_resultRead || m_tooLong)
            return R::failure(m_error);
        m_record.incomplete = m_error;
        if (m_last == Last::Number) m_last = m_beforeNumber; // the number's move is cut off
        if (!finish()) return R::failure(m_error);
    }
    dropRepeats();
    if (const auto rules = recordRules(m_record); !rules) {
        const std::string &why = rules.error(); // "tag NAME: ..."
        fail(tagLine(why.substr(4, why.find(':') - 4)), why);
        return R::failure(m_error);
    }
    auto played = replay(m_record);
    // A cut inside the last move ("Nf" for "Nf3") leaves a move that cannot be played (unless
    // that move was a repeat, so that the record's last move is not the last read).
    if (!played && !m_resultRead && !m_lastDropped && cutOff(m_pos) && m_record.plies.size() > 1 &&
        replay(m_record, int(m_record.plies.size()) - 1)) {
        m_record.incomplete = played.error();
        m_record.plies.pop_back();
        m_last = m_beforePly; // as if the text ended before that move
        takeEnding();
        played = replay(m_record);
    }
    if (!played) return R::failure(played.error());
    for (std::size_t i = 0; i < played->moves.size(); ++i) { // none after a checkmate
        m_record.plies[i].move = played->moves[i];
        m_record.plies[i].bestMove = played->bestMoves[i];
    }
    return m_record;
}

bool GameReader::readTags()
{
    while (m_pos < m_text.size()) {
        const std::size_t end = std::min(m_text.find('\n', m_pos), m_text.size());
        const std::string_view line = m_text.substr(m_pos, end - m_pos);
        if (!trimmed(line).empty()) {
            if (!isTagLine(line)) return true;
            if (!readTagLine(line)) return false;
        }
        m_pos = std::min(end + 1, m_text.size());
        if (end < m_text.size()) ++m_line;
    }
    return true;
}

bool GameReader::readTagLine(std::string_view s)
{
    std::size_t i = 0;
    auto skipSpaces = [&] {
        while (i < s.size() && isSpace(s[i])) ++i;
    };
    for (skipSpaces(); i < s.size(); skipSpaces()) {
        if (s[i] != '[') return fail(m_line, "unexpected text after a tag: " + quoted(s.substr(i)));
        ++i;
        skipSpaces();
        const std::size_t nameStart = i;
        while (i < s.size() && isNameChar(s[i])) ++i;
        const std::string name(s.substr(nameStart, i - nameStart));
        if (name.empty()) return fail(m_line, "a tag needs a name after '['");
        skipSpaces();
        if (i == s.size() || s[i] != '"')
            return fail(m_line, "tag " + quoted(name) + ": the value must be in double quotes");
        std::string value;
        for (++i; i < s.size() && s[i] != '"'; ++i) {
            if (s[i] == '\\' && i + 1 < s.size() && (s[i + 1] == '"' || s[i + 1] == '\\')) ++i;
            value += s[i];
        }
        if (i == s.size())
            return fail(m_line, "tag " + quoted(name) + ": value not closed (missing \")");
        ++i;
        skipSpaces();
        if (i == s.size() || s[i] != ']')
            return fail(m_line, "tag " + quoted(name) + ": missing ']'");
        ++i;
        m_record.tags.push_back({name, std::move(value)});
        m_tagLines.push_back(m_line);
    }
    return true;
}

int GameReader::tagLine(std::string_view name) const
{
    for (std::size_t i = 0; i < m_record.tags.size(); ++i)
        if (m_record.tags[i].name == name) return m_tagLines[i];
    return m_line;
}

// The mode is settled by the tags if they tell, else by the first move number (`boardLetter`:
// whether it has one), else it is crazyhouse. The FEN tag is read once the mode is known.
bool GameReader::decideMode(std::optional<bool> boardLetter)
{
    if (m_mode) return true;
    const std::string variant = m_record.tag("Variant");
    const std::string fen = m_record.tag("FEN");
    const bool seatTags = hasTag(m_record, "WhiteA") || hasTag(m_record, "BlackA") ||
                          hasTag(m_record, "WhiteB") || hasTag(m_record, "BlackB");
    if (equalNoCase(variant, "bughouse"))
        m_mode = MatchMode::Bughouse;
    else if (equalNoCase(variant, "crazyhouse"))
        m_mode = MatchMode::Crazyhouse;
    else if (!variant.empty())
        return fail(tagLine("Variant"),
                    "variant " + quoted(variant) + " is not bughouse or crazyhouse");
    else if (seatTags || fen.find('|') != std::string::npos || boardLetter.value_or(false))
        m_mode = MatchMode::Bughouse;
    else
        m_mode = MatchMode::Crazyhouse;
    m_record.mode = *m_mode;

    if (fen.empty()) return true;
    const bool bughouse = m_record.mode == MatchMode::Bughouse;
    const std::size_t bar = fen.find('|');
    if (bughouse && (bar == std::string::npos || fen.find('|', bar + 1) != std::string::npos))
        return fail(tagLine("FEN"), "a bughouse FEN tag holds two boards: \"FEN_A | FEN_B\"");
    if (!bughouse && bar != std::string::npos)
        return fail(tagLine("FEN"), "a crazyhouse FEN tag holds one board");
    Rules rules;
    rules.variant = bughouse ? Variant::Bughouse : Variant::Crazyhouse;
    for (int b = 0; b < (bughouse ? 2 : 1); ++b) {
        const std::string_view part =
            std::string_view(fen).substr(b == 0 ? 0 : bar + 1, b == 0 ? bar : std::string::npos);
        m_record.startFen[b] = std::string(trimmed(part));
        const auto pos = Position::fromFen(m_record.startFen[b], rules);
        if (!pos)
            return fail(tagLine("FEN"),
                        std::string("FEN of board ") + "AB"[b] + ": " + pos.error());
        if (b == 0) m_startSide = pos->sideToMove();
    }
    return true;
}

bool GameReader::readMoves()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == '\n') ++m_line;
        if (isSpace(c)) {
            ++m_pos;
            continue;
        }
        if (c == '%' && (m_pos == 0 || m_text[m_pos - 1] == '\n')) { // an escape line
            m_pos = std::min(m_text.find('\n', m_pos), m_text.size());
            continue;
        }
        const std::size_t end =
            std::min(m_text.find_first_of(" \t\r\n{}();$[", m_pos + 1), m_text.size());
        const std::string_view word = m_text.substr(m_pos, end - m_pos);
        if (m_resultRead)
            return fail(m_line, "text after the result " + m_record.result + ": " + quoted(word));
        switch (c) {
        case '{': {
            const std::size_t close = m_text.find('}', m_pos);
            if (close == std::string_view::npos) {
                const int line = m_line;
                m_pos = m_text.size(); // it runs to the end: a cut there is a truncated file
                return fail(line, "comment not closed (missing '}')");
            }
            const std::string_view text = m_text.substr(m_pos + 1, close - m_pos - 1);
            m_line += int(std::count(text.begin(), text.end(), '\n'));
            m_pos = close + 1;
            readComment(text);
            break;
        }
        case ';': {
            const std::size_t close = std::min(m_text.find('\n', m_pos), m_text.size());
            const std::string_view text = m_text.substr(m_pos + 1, close - m_pos - 1);
            m_pos = close;
            readComment(text);
            break;
        }
        case '(':
            if (!skipSideLine()) return false;
            break;
        case ')': return fail(m_line, "')' without '('");
        case '}': return fail(m_line, "'}' without '{'");
        case '[': return fail(m_line, "'[' in the moves (tags go before the moves)");
        case '$': {
            std::size_t i = m_pos + 1;
            while (i < m_text.size() && isDigit(m_text[i])) ++i;
            if (i == m_pos + 1) return fail(m_line, "'$' needs a number (a NAG like $1)");
            m_pos = i;
            break;
        }
        default:
            m_pos = end;
            if (!readWord(word)) return false;
        }
    }
    return true;
}

// Skips a side line, nested ones and comments (which may hold parentheses) included.
bool GameReader::skipSideLine()
{
    const int startLine = m_line;
    int depth = 0;
    for (; m_pos < m_text.size(); ++m_pos) {
        const char c = m_text[m_pos];
        if (c == '\n') ++m_line;
        if (c == '(') ++depth;
        if (c == ')' && --depth == 0) {
            ++m_pos;
            return true;
        }
        const char *closer = c == '{' ? "}" : c == ';' ? "\n" : nullptr;
        if (!closer) continue;
        const std::size_t close = m_text.find(closer, m_pos);
        if (close == std::string_view::npos) break;
        m_line += int(std::count(m_text.begin() + std::ptrdiff_t(m_pos),
                                 m_text.begin() + std::ptrdiff_t(close), '\n'));
        m_pos = close - (c == ';'); // the newline is counted by the loop
    }
    return fail(startLine, "side line not closed (missing ')')");
}

bool GameReader::readWord(std::string_view word)
{
    if (isResult(word)) {
        if (!finish()) return false;
        m_record.result = std::string(word);
        m_resultRead = true;
        return true;
    }
    if (word.find_first_not_of("!?") == std::string_view::npos) return true; // a glyph: `!?`
    if (word.starts_with("0-0")) return readSan(word);                       // castling
    std::size_t digits = 0;
    while (digits < word.size() && isDigit(word[digits])) ++digits;
    return digits > 0 ? readNumber(word, digits) : readSan(word);
}

// `12A.`, `12.`, `12...`, maybe with the move glued on (`1.e4`).
bool GameReader::readNumber(std::string_view word, std::size_t digits)
{
    std::size_t i = digits;
    const bool letter =
        i < word.size() && std::string_view("AaBb").find(word[i]) != std::string_view::npos;
    i += letter;
    const std::size_t dots = std::min(word.find_first_not_of('.', i), word.size()) - i;
    if (dots == 0 && !letter && i + 1 < word.size() && word[i + 1] == '.' &&
        std::isalpha(static_cast<unsigned char>(word[i])))
        return fail(m_line, "unknown board letter in " + quoted(word) + " (A, a, B or b)");
    if (dots == 0) return fail(m_line, "cannot read " + quoted(word));
    const std::string_view number = word.substr(0, i + dots);
    if (m_last == Last::Number)
        return fail(m_pendingLine, "move number " + quoted(m_pendingNumber) + " without a move");
    if (!decideMode(letter)) return false;
    if (m_record.mode == MatchMode::Bughouse) {
        if (!letter)
            return fail(m_line, "move number " + quoted(number) +
                                    " has no board letter (like 12A. or 12b.)");
        m_pendingSeat = Seat(std::string_view("AaBb").find(word[digits]));
    } else {
        if (letter)
            return fail(m_line, "board letter in " + quoted(number) + " in a crazyhouse game");
        m_pendingSeat = dots == 1 ? Seat::WhiteA : Seat::BlackA;
    }
    m_pendingNumber = std::string(number);
    m_pendingLine = m_line;
    m_beforeNumber = m_last;
    m_last = Last::Number;
    const std::string_view rest = word.substr(i + dots);
    return rest.empty() || readSan(rest);
}

bool GameReader::readSan(std::string_view san)
{
    if (!decideMode(std::nullopt)) return false;
    // A digit starts only `0-0`: glued to its number (`2b.0e5`) a move could otherwise be one
    // that, written on its own, reads as a move number.
    if (std::string_view("KQRBNPO0@abcdefgh").find(san[0]) == std::string_view::npos ||
        (san[0] == '0' && !san.starts_with("0-0")))
        return fail(m_line, "cannot read " + quoted(san));
    Seat seat;
    if (m_pendingSeat)
        seat = *m_pendingSeat;
    else if (!m_record.plies.empty())
        seat = opponentOf(m_record.plies.back().seat);
    else if (m_record.mode == MatchMode::Crazyhouse)
        seat = seatAt(Board::A, m_startSide);
    else
        return fail(m_line,
                    "move " + quoted(san) + " has no board (it needs a move number like 1A.)");
    if (m_record.plies.size() == std::size_t(MaxRecordPlies)) {
        m_tooLong = true;
        return fail(m_line, "the game has more than " + std::to_string(MaxRecordPlies) +
                                " plies, the most a record holds");
    }
    m_numbers.push_back(m_last == Last::Number ? m_pendingNumber : std::string());
    int number = 0; // the digits of `41b.` (at most a few, as the reader took them)
    for (const char c : m_numbers.back()) {
        if (c < '0' || c > '9' || number > 99'999'999) break;
        number = number * 10 + (c - '0');
    }
    Ply &ply = m_record.plies.emplace_back();
    ply.seat = seat;
    ply.san = san;
    ply.line = m_line;
    ply.number = number;
    m_beforePly = m_last == Last::Number ? m_beforeNumber : m_last;
    m_pendingSeat.reset();
    m_last = Last::Other;
    m_stampOpen = true;
    return true;
}

// Takes the comment `text` (without braces) as a clock stamp, with or without more text, or as
// a comment. Only the first comment after a move can hold its clock stamp; any can hold analysis
// commands. A comment that held a stamp or a command is its move's, never the closing one; one
// that held nothing else is gone, as an empty one.
void GameReader::readComment(std::string_view text)
{
    text = trimmed(text);
    const bool stampOpen = std::exchange(m_stampOpen, false);
    if (text.empty()) {
        // `{}` after a comment says that it was not the closing one, right after a move that the
        // move has no clock stamp (the writer puts it in both places).
        if (m_last == Last::Comment) m_last = Last::Other;
        return;
    }
    const Last after = m_last == Last::Number ? Last::Number : Last::Comment;
    if (m_record.plies.empty()) {
        m_record.comments.emplace_back(text);
        m_last = after;
        return;
    }
    Ply &ply = m_record.plies.back();
    std::string rest(text);
    if (stampOpen) {
        ply.clock = parseSeconds(text);
        if (ply.clock)
            rest.clear();
        else if (m_record.mode == MatchMode::Crazyhouse)
            ply.clock = clockCommand(text, &rest);
    }
    const bool stamp = stampOpen && ply.clock;
    if (!takeAnalysis(rest, ply) && !stamp) {
        ply.comments.push_back(std::move(rest));
        m_last = after;
        return;
    }
    if (!rest.empty()) ply.comments.push_back(std::move(rest));
    if (m_last == Last::Comment) m_last = Last::Other;
}

// Ends the move text: the last comment, if nothing came after it, is the closing comment.
bool GameReader::finish()
{
    if (m_resultRead) return true;
    if (m_last == Last::Number)
        return fail(m_pendingLine, "move number " + quoted(m_pendingNumber) + " without a move");
    if (!decideMode(std::nullopt)) return false;
    takeEnding();
    const std::string tagResult = m_record.tag("Result");
    m_record.result = isResult(tagResult) ? tagResult : "*";
    return true;
}

// bughousedb's logger sometimes writes a board's last move twice (`41b. b5{67.578} 31a. Kd8{87.499}
// 41b. b5{67.578}`): a ply equal to the previous one of its board, number and clock included, is
// such a repeat, not a move (the same seat never moves twice running on a board).
void GameReader::dropRepeats()
{
    for (std::size_t i = m_record.plies.size(); i-- > 1;) {
        const Ply &ply = m_record.plies[i];
        std::size_t j = i;
        while (j-- > 0 && m_record.plies[j].board() != ply.board()) {
        }
        if (j == std::size_t(-1) || m_numbers[j] != m_numbers[i] || m_numbers[i].empty()) continue;
        const Ply &before = m_record.plies[j];
        if (before.seat != ply.seat || before.san != ply.san || before.clock != ply.clock) continue;
        if (!ply.comments.empty() || ply.eval || !ply.best.empty()) continue; // they'd be lost
        m_lastDropped = m_lastDropped || i + 1 == m_record.plies.size();
        m_record.plies.erase(m_record.plies.begin() + std::ptrdiff_t(i));
        m_numbers.erase(m_numbers.begin() + std::ptrdiff_t(i));
    }
}

// The last comment, if nothing came after it, is the closing comment.
void GameReader::takeEnding()
{
    if (m_last != Last::Comment) return;
    auto &list = m_record.plies.empty() ? m_record.comments : m_record.plies.back().comments;
    m_record.ending = list.back();
    list.pop_back();
    m_last = Last::Other;
}

// A ply's evaluation and best move as comment commands: `[%eval 0.35] [%best Nf3]`, or empty.
std::string analysisCommands(const Ply &ply)
{
    std::string commands;
    if (ply.eval) commands = "[%eval " + formatEvaluation(*ply.eval) + "]";
    if (!ply.best.empty()) commands += (commands.empty() ? "[%best " : " [%best ") + ply.best + "]";
    return commands;
}

// The move text, wrapped at LineWidth columns between tokens.
class MoveText
{
public:
    void add(std::string_view token)
    {
        if (!m_text.empty() && m_text.back() != '\n') {
            const bool wrap = m_text.size() - m_lineStart + 1 + token.size() > LineWidth;
            m_text += wrap ? '\n' : ' ';
            if (wrap) m_lineStart = m_text.size();
        }
        m_text += token;
        if (const auto nl = token.rfind('\n'); nl != std::string_view::npos)
            m_lineStart = m_text.size() - token.size() + nl + 1;
        if (token.starts_with(';')) newLine(); // a `;` comment runs to the end of the line
    }
    void newLine()
    {
        if (m_text.empty() || m_text.back() == '\n') return;
        m_text += '\n';
        m_lineStart = m_text.size();
    }
    const std::string &text() const { return m_text; }

private:
    std::string m_text;
    std::size_t m_lineStart = 0;
};

std::string escapedTag(std::string_view value)
{
    std::string s;
    for (const char c : value) {
        if (c == '"' || c == '\\') s += '\\';
        s += c == '\n' ? ' ' : c;
    }
    return s;
}

// A comment as move text: in braces, or after `;` to the end of the line if it holds a `}`, which
// braces cannot. A `}` in a comment that also spans lines, which neither can, becomes `)`.
std::string commented(std::string_view text, bool padded)
{
    if (text.find('}') != std::string_view::npos && text.find('\n') == std::string_view::npos)
        return "; " + std::string(text);
    std::string s(text);
    std::replace(s.begin(), s.end(), '}', ')');
    return padded ? "{ " + s + " }" : "{" + s + "}";
}

// Lines may end in LF, CRLF or a lone CR (classic Mac OS), mixed too. The reader splits at LF and
// takes a CR as a blank, so only a lone CR needs changing: into an LF in `copy`, which the text
// returned then views (a file without one is not copied).
std::string_view withLineFeeds(std::string_view text, std::string &copy)
{
    const auto lone = [text](std::size_t i) { return i + 1 == text.size() || text[i + 1] != '\n'; };
    std::size_t cr = text.find('\r');
    while (cr != std::string_view::npos && !lone(cr)) cr = text.find('\r', cr + 1);
    if (cr == std::string_view::npos) return text;
    copy.assign(text);
    for (; cr != std::string_view::npos; cr = text.find('\r', cr + 1))
        if (lone(cr)) copy[cr] = '\n';
    return copy;
}

// The text as the reader takes it: without a UTF-8 byte order mark, lines ending in LF.
std::string_view readable(std::string_view text, std::string &copy)
{
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    return withLineFeeds(text, copy);
}

// Where the game after the one at `start` starts: at the first tag line after move text (the
// end of `text` if none). A game's lines are looked at here and once more by its reader, so a
// file is read in linear time, one game held at a time.
GameStart nextGame(std::string_view text, GameStart start)
{
    bool inMoves = false;
    for (std::size_t pos = start.offset; pos < text.size(); ++start.line) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view s = text.substr(pos, end - pos);
        if (!trimmed(s).empty()) {
            const bool tags = isTagLine(s);
            if (tags && inMoves) return {pos, start.line};
            inMoves = !tags;
        }
        pos = end + 1;
    }
    return {text.size(), start.line};
}

// The first game starts at the first line that is not blank; prose there, such as notes beside
// the games, is not a game, so then at the game after it.
GameStart firstGame(std::string_view text)
{
    GameStart start;
    for (; start.offset < text.size(); ++start.line) {
        const std::size_t end = std::min(text.find('\n', start.offset), text.size());
        if (!trimmed(text.substr(start.offset, end - start.offset)).empty()) break;
        start.offset = std::min(end + 1, text.size());
    }
    if (start.offset == text.size()) return start;
    const char first = text[text.find_first_not_of(" \t\r\n", start.offset)];
    if (std::string_view("[0123456789{*;%").find(first) == std::string_view::npos)
        return nextGame(text, start);
    return start;
}

Result<GameRecord> readSpan(std::string_view text, GameStart start, GameStart next)
{
    return GameReader(text.substr(start.offset, next.offset - start.offset), start.line,
                      next.offset == text.size())
        .read();
}

} // namespace

std::vector<Result<GameRecord>> readGames(std::string_view text)
{
    std::vector<Result<GameRecord>> games;
    forEachGame(text, [&games](Result<GameRecord> game, GameStart) {
        games.push_back(std::move(game));
        return true;
    });
    return games;
}

void forEachGame(std::string_view text,
                 const std::function<bool(Result<GameRecord> game, GameStart start)> &take)
{
    std::string copy;
    text = readable(text, copy);
    GameStart start = firstGame(text);
    while (start.offset < text.size()) {
        const GameStart next = nextGame(text, start);
        if (!take(readSpan(text, start, next), start)) return;
        start = next;
    }
}

Result<GameRecord> readGameAt(std::string_view text, GameStart start)
{
    std::string copy;
    text = readable(text, copy);
    return readSpan(text, start, nextGame(text, start));
}

std::string writeGame(const GameRecord &record)
{
    const bool bughouse = record.mode == MatchMode::Bughouse;
    std::string out;
    auto writeTag = [&](std::string_view name, std::string_view value) {
        out += '[' + std::string(name) + " \"" + escapedTag(value) + "\"]\n";
    };
    for (const Tag &t : record.tags) writeTag(t.name, t.value);
    if (record.startFen[0].size() + record.startFen[1].size() > 0 && !hasTag(record, "FEN")) {
        std::array<std::string, 2> fens = record.startFen;
        for (std::string &fen : fens)
            if (fen.empty()) fen = Position().fen(); // the standard start
        writeTag("SetUp", "1");
        writeTag("FEN", joinFens(record.mode, fens));
    }
    out += '\n';

    // Move numbers count each seat's moves from its board's start position, so that a seat that
    // moves twice running (only after a mate, which ends the replay) is not read as a repeat.
    int number[2] = {1, 1};
    bool blackStarts[2] = {false, false};
    for (int b = 0; b < 2; ++b)
        if (const auto pos = Position::fromFen(record.startFen[b]); pos) {
            number[b] = pos->fullmoveNumber();
            blackStarts[b] = pos->sideToMove() == Color::Black;
        }
    std::array<int, 4> moved{};
    // A comment that reads as a clock stamp right after a move without one needs a `{}` before it.
    auto readsAsStamp = [&](const std::string &comment) {
        std::string rest;
        return parseSeconds(trimmed(comment)) || (!bughouse && clockCommand(comment, &rest));
    };
    MoveText text;
    for (const std::string &c : record.comments) text.add(commented(c, !bughouse));
    bool lastIsComment = !record.comments.empty(); // the text so far ends in a comment of its own
    bool numberBlack = true; // crazyhouse: Black's move needs `N...` (not right after White's)
    for (std::size_t p = 0; p < record.plies.size(); ++p) {
        const Ply &ply = record.plies[p];
        const int b = int(ply.board());
        const bool white = colorOf(ply.seat) == Color::White;
        std::string token =
            std::to_string(number[b] + moved[std::size_t(ply.seat)]++ + (white && blackStarts[b]));
        if (bughouse)
            token += std::string(1, "AaBb"[int(ply.seat)]) + ". ";
        else
            token = white ? token + ". " : numberBlack ? token + "... " : "";
        text.add(token + ply.san);
        const bool last = p + 1 == record.plies.size();
        const std::string *next = !ply.comments.empty()            ? &ply.comments.front()
                                  : last && !record.ending.empty() ? &record.ending
                                                                   : nullptr;
        if (!ply.clock && next && readsAsStamp(*next)) text.add("{}");
        const std::string analysis = analysisCommands(ply);
        std::size_t first = 0;
        if (bughouse) {
            // bughousedb's readers expect the stamp on its own.
            if (ply.clock) text.add(commented(formatSeconds(*ply.clock), false));
            if (!analysis.empty()) text.add(commented(analysis, false));
        } else if (ply.clock || !analysis.empty()) {
            // One comment, as lichess writes it. The first comment shares its braces: on its own
            // it could pass for the closing comment.
            std::string commands = ply.clock ? "[%clk " + formatClock(*ply.clock) + "]" : "";
            if (!analysis.empty()) commands += (commands.empty() ? "" : " ") + analysis;
            if (!ply.comments.empty()) commands += ' ' + ply.comments[first++];
            text.add(commented(commands, true));
        }
        for (std::size_t i = first; i < ply.comments.size(); ++i)
            text.add(commented(ply.comments[i], !bughouse));
        lastIsComment = ply.comments.size() > first;
        numberBlack = !white || ply.clock || !analysis.empty() || !ply.comments.empty();
    }
    if (!record.ending.empty()) {
        if (bughouse) text.newLine();
        text.add(commented(record.ending, !bughouse));
    } else if (lastIsComment) {
        text.add("{}"); // or a reader would take the last comment for the closing one
    }
    text.add(record.result);
    return out + text.text() + '\n';
}

std::string writeGames(const std::vector<GameRecord> &records)
{
    std::string out;
    for (const GameRecord &r : records) {
        if (!out.empty()) out += '\n';
        out += writeGame(r);
    }
    return out;
}

} // namespace core
