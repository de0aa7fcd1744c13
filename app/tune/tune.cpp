#include "tune.h"

#include "app/common/commandline.h"

#include "core/base/quote.h"
#include "core/engine/evaluation.h"
#include "core/engine/exchange.h"
#include "core/records/bpgn.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <iterator>
#include <optional>
#include <ostream>
#include <sstream>
#include <thread>
#include <unordered_map>

namespace cli {

namespace {

using core::engine::EvalWeights;

constexpr int SkippedPlies = 10;   // opening book territory: the same few positions in every game
constexpr int QuiescencePlies = 6; // captures deep enough to see through exchanges
constexpr int DefaultPasses = 20;
constexpr int Steps[] = {8, 4, 2, 1};

constexpr double MaxTeacherWeight = 1;
constexpr int MaxTeacherScore = 3000; // beyond it (mates) the teacher's score counts as this

// A training position: the result for the side to move (1 win, 0.5 draw, 0 loss), averaged over
// the games it occurred in, and a teacher's score for the side to move (centipawns) where a
// positions file gives one. `target` is what the fit predicts: the result, or the mix of result
// and teacher that --teacher asks for.
struct Sample
{
    core::Position position;
    double result = 0;
    int games = 0;
    double score = 0;
    int scores = 0;
    double target = 0;
};

// Key order, so that neither the fit nor a saved file depends on the hash table's order.
bool byPosition(const Sample &a, const Sample &b)
{
    return a.position.key() < b.position.key();
}

// The value of `pos` after captures only, the side to move free to stand pat; `leaf` is set to
// the position at the end of the best capture sequence, where the static evaluation is that value.
int quiesce(core::Position &pos, int alpha, int beta, int plies, core::Position &leaf)
{
    const int standPat = core::engine::evaluate(pos);
    leaf = pos;
    if (standPat >= beta || plies == 0) return standPat;
    alpha = std::max(alpha, standPat);
    core::MoveList list;
    pos.legalMoves(list);
    core::Position::Undo undo;
    core::Position childLeaf;
    for (const core::Move &m : list) {
        if (!core::engine::isCapture(pos, m)) continue;
        pos.makeMove(m, undo);
        const int score = -quiesce(pos, -beta, -alpha, plies - 1, childLeaf);
        pos.unmakeMove(m, undo);
        if (score > alpha) {
            alpha = score;
            leaf = childLeaf;
        }
        if (score >= beta) return score;
    }
    return alpha;
}

// Adds the positions of one finished game to `samples` (by key); false with `why` if it cannot be
// replayed.
bool addGame(const core::GameRecord &game, std::unordered_map<std::uint64_t, Sample> &samples,
             std::string &why)
{
    const auto played = core::replay(game);
    if (!played) {
        why = played.error();
        return false;
    }
    const std::string &result = played->summary.result;
    if (result != "1-0" && result != "0-1" && result != "1/2-1/2") return true;
    const double white = result == "1-0" ? 1 : result == "0-1" ? 0 : 0.5;
    const auto rules = core::recordRules(game);
    core::Position pos(*rules); // replay() succeeded, so the rules and the FEN are good
    if (!game.startFen[0].empty()) pos = *core::Position::fromFen(game.startFen[0], *rules);
    core::Position::Undo undo;
    core::Position leaf;
    for (std::size_t ply = 0; ply < played->moves.size(); ++ply) {
        if (int(ply) >= SkippedPlies && !pos.inCheck()) {
            quiesce(pos, -core::engine::EvalLimit - 1, core::engine::EvalLimit + 1, QuiescencePlies,
                    leaf);
            if (!leaf.inCheck()) {
                Sample &s = samples.try_emplace(leaf.key(), Sample{leaf}).first->second;
                s.result += leaf.sideToMove() == core::Color::White ? white : 1 - white;
                ++s.games;
            }
        }
        pos.makeMove(played->moves[ply], undo);
    }
    return true;
}

// Positions files hold one position a line, `FEN | RESULT` or `FEN | RESULT | SCORE`, as --save
// writes them and tests/strength/label-positions.py labels them; a PGN file starts with a tag
// or a move, neither of which holds a '|' in its first line.
bool isPositionsFile(const std::string &text)
{
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    if (start == std::string::npos || text[start] == '[') return false;
    const std::size_t end = text.find('\n', start);
    return text.substr(start, end - start).find('|') != std::string::npos;
}

std::string trimmed(const std::string &text)
{
    const std::size_t from = text.find_first_not_of(" \t\r");
    if (from == std::string::npos) return {};
    return text.substr(from, text.find_last_not_of(" \t\r") - from + 1);
}

// A whole-line number: a result from 0 to 1, or a whole score.
std::optional<double> readNumber(const std::string &text, bool whole)
{
    const std::string t = trimmed(text);
    if (t.empty() || t.size() > 20) return std::nullopt;
    char *end = nullptr;
    const double v =
        whole ? double(std::strtol(t.c_str(), &end, 10)) : std::strtod(t.c_str(), &end);
    if (end != t.c_str() + t.size() || !std::isfinite(v)) return std::nullopt;
    if (!whole && (v < 0 || v > 1)) return std::nullopt;
    return v;
}

// Adds the positions of a positions file to `samples`; false with `why` (naming the line) if a
// line is not a position with a result and, optionally, a score.
bool addPositions(const std::string &text, std::unordered_map<std::uint64_t, Sample> &samples,
                  int &count, std::string &why)
{
    const core::Rules rules; // crazyhouse
    int lineNo = 0;
    for (std::size_t from = 0; from < text.size();) {
        const std::size_t eol = std::min(text.find('\n', from), text.size());
        const std::string line = text.substr(from, eol - from);
        from = eol + 1;
        ++lineNo;
        if (trimmed(line).empty()) continue;
        std::vector<std::string> fields;
        for (std::size_t f = 0; f <= line.size();) {
            const std::size_t bar = std::min(line.find('|', f), line.size());
            fields.push_back(line.substr(f, bar - f));
            f = bar + 1;
        }
        const auto fail = [&](const std::string &what) {
            why = "line " + std::to_string(lineNo) + ": " + what;
            return false;
        };
        if (fields.size() < 2 || fields.size() > 3)
            return fail("not FEN | RESULT or FEN | RESULT | SCORE");
        auto pos = core::Position::fromFen(trimmed(fields[0]), rules);
        if (!pos) return fail(pos.error());
        const auto result = readNumber(fields[1], false);
        if (!result)
            return fail("the result must be a number from 0 to 1, not " +
                        core::quoted(trimmed(fields[1])));
        std::optional<double> score;
        if (fields.size() == 3 && !(score = readNumber(fields[2], true)))
            return fail("the score must be a whole number of centipawns, not " +
                        core::quoted(trimmed(fields[2])));
        Sample &s = samples.try_emplace(pos->key(), Sample{*pos}).first->second;
        s.result += *result;
        ++s.games;
        if (score) {
            s.score += std::clamp(*score, double(-MaxTeacherScore), double(MaxTeacherScore));
            ++s.scores;
        }
        ++count;
    }
    return true;
}

double predicted(int eval, double k)
{
    return 1 / (1 + std::pow(10.0, -k * eval / 400));
}

// Mean squared difference between prediction and result. The sum is taken in a fixed number of
// slices, added in order, whatever the number of threads that work on them: the fit is the same
// on every machine, and a many-core one runs it faster.
double meanError(const std::vector<Sample> &samples, const EvalWeights &w, double k)
{
    constexpr std::size_t Slices = 16;
    std::array<double, Slices> sums{};
    std::atomic<std::size_t> next = 0;
    const auto work = [&] {
        for (std::size_t slice; (slice = next++) < Slices;) {
            const std::size_t from = samples.size() * slice / Slices,
                              to = samples.size() * (slice + 1) / Slices;
            double sum = 0;
            for (std::size_t i = from; i < to; ++i) {
                const Sample &s = samples[i];
                const double d = predicted(core::engine::evaluate(s.position, w), k) - s.target;
                sum += d * d;
            }
            sums[slice] = sum;
        }
    };
    const std::size_t threads = std::min<std::size_t>(std::thread::hardware_concurrency(), Slices);
    std::vector<std::thread> helpers(threads);
    if (!helpers.empty()) helpers.pop_back(); // the calling thread is one of them
    for (std::thread &t : helpers) t = std::thread(work);
    work();
    for (std::thread &t : helpers) t.join();
    double sum = 0;
    for (double part : sums) sum += part;
    return sum / double(std::max<std::size_t>(samples.size(), 1));
}

// The K that minimises the error, by golden-section search (the error is unimodal in K).
double fitScale(const std::vector<Sample> &samples, const EvalWeights &w)
{
    double lo = 0.05, hi = 5;
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    while (hi - lo > 1e-4) {
        const double a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo);
        if (meanError(samples, w, a) < meanError(samples, w, b))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

bool selected(const std::string &name, const std::vector<std::string> &only)
{
    return only.empty() || std::any_of(only.begin(), only.end(),
                                       [&](const std::string &p) { return name.rfind(p, 0) == 0; });
}

std::vector<std::string> splitNames(const std::string &text)
{
    std::vector<std::string> names;
    for (std::size_t from = 0; from <= text.size();) {
        const std::size_t comma = std::min(text.find(',', from), text.size());
        if (comma > from) names.push_back(text.substr(from, comma - from));
        from = comma + 1;
    }
    return names;
}

// A decimal number such as 0.0001 (digits and at most one point), or empty.
std::optional<double> readDecimal(const std::string &text)
{
    if (text.empty() || text.size() > 20 || std::count(text.begin(), text.end(), '.') > 1 ||
        !std::all_of(text.begin(), text.end(),
                     [](char c) { return c == '.' || (c >= '0' && c <= '9'); }) ||
        text == ".")
        return std::nullopt;
    return std::strtod(text.c_str(), nullptr);
}

// The penalty for moving away from the built-in weights: `strength` times the sum of the squared
// changes, each relative to its built-in value (at least 10), so that a weight that doubles costs
// `strength` in error.
double penalty(const std::vector<core::engine::EvalWeight> &tuned, const std::vector<int> &start,
               double strength)
{
    double sum = 0;
    for (std::size_t i = 0; i < tuned.size(); ++i) {
        const double d = double(*tuned[i].value - start[i]) / std::max(std::abs(start[i]), 10);
        sum += d * d;
    }
    return strength * sum;
}

// How rare each square of each square table is in `samples`: P / (P + 100 n), where P is the
// number of positions and n those with a piece of that type on that square (either colour, seen
// from its side). A square in no position counts 1, in 1 % of them 1/2, in every one about 1/100.
using Rarity = std::array<std::array<double, core::engine::SquareTableSize>, 6>;
Rarity rarity(const std::vector<Sample> &samples)
{
    std::array<std::array<int, core::engine::SquareTableSize>, 6> seen{};
    for (const Sample &s : samples)
        for (core::Color c : {core::Color::White, core::Color::Black})
            for (int t = 0; t <= int(core::PieceType::King); ++t)
                for (auto b = s.position.pieces(c, core::PieceType(t)); b;)
                    ++seen[t][core::engine::squareIndex(c, core::bitboard::popLsb(b))];
    Rarity r{};
    const double p = double(samples.size());
    for (int t = 0; t < 6; ++t)
        for (int i = 0; i < core::engine::SquareTableSize; ++i)
            r[t][i] = p / (p + 100.0 * seen[t][i]);
    return r;
}

// The pull of rare squares towards their neighbours: `strength` times, over every square of every
// square table, its rarity times the square of its distance (in pawns of 100) from the mean of
// the squares next to it in the table (a rank up and down, a file left and right; d's right
// neighbour is e, which is d again). A pawn's first and last ranks are no squares of its table.
// So the data decides where pieces often go, the neighbours where they seldom go.
double smoothness(const EvalWeights &w, const Rarity &rare, double strength)
{
    if (strength == 0) return 0;
    const int *const tables[6] = {w.pawnSquares, w.knightSquares, w.bishopSquares,
                                  w.rookSquares, w.queenSquares,  w.kingSquares};
    double sum = 0;
    for (int t = 0; t < 6; ++t) {
        const int first = t == 0 ? 1 : 0, last = t == 0 ? 6 : 7;
        for (int rank = first; rank <= last; ++rank)
            for (int file = 0; file < 4; ++file) {
                double neighbours = 0;
                int count = 0;
                for (const auto &[dr, df] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                    const int r = rank + dr, f = file + df;
                    if (r < first || r > last || f < 0 || f > 3) continue;
                    neighbours += tables[t][r * 4 + f];
                    ++count;
                }
                const int i = rank * 4 + file;
                const double d = (tables[t][i] - neighbours / count) / 100;
                sum += rare[t][i] * d * d;
            }
    }
    return strength * sum;
}

// Writes all positions as a positions file, in key order (training and validation alike).
int save(const std::string &path, std::vector<Sample> training,
         const std::vector<Sample> &validation, std::ostream &out, std::ostream &err)
{
    training.insert(training.end(), validation.begin(), validation.end());
    std::sort(training.begin(), training.end(), byPosition);
    std::ostringstream text;
    text << std::setprecision(4);
    for (const Sample &s : training) {
        text << s.position.fen() << " | " << s.result;
        if (s.scores > 0) text << " | " << std::lround(s.score);
        text << "\n";
    }
    if (!writeFile(path, text.str(), err)) return 2;
    out << "positions: " << training.size() << " written to " << core::quoted(path) << "\n";
    return 0;
}

} // namespace

int tune(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    int passes = DefaultPasses;
    double regularization = 0, smoothing = 0, teacher = 0;
    std::string savePath;
    std::vector<std::string> only, files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--passes" || a == "--only" || a == "--regularize" || a == "--smooth" ||
            a == "--teacher" || a == "--save") {
            const std::string value = i + 1 < args.size() ? args[++i] : "";
            if (a == "--save") {
                if (value.empty()) {
                    err << "tune: --save takes the path of the positions file to write\n";
                    return 2;
                }
                savePath = value;
            } else if (a == "--teacher") {
                const auto t = readDecimal(value);
                if (!t || *t > MaxTeacherWeight) {
                    err << "tune: --teacher takes a number from 0 to 1, such as 0.5, not "
                        << core::quoted(value) << "\n";
                    return 2;
                }
                teacher = *t;
            } else if (a == "--only") {
                only = splitNames(value);
                if (only.empty()) {
                    err << "tune: --only takes weight names separated by commas, such as "
                           "boardValue,handBonus\n";
                    return 2;
                }
            } else if (a == "--regularize" || a == "--smooth") {
                const auto r = readDecimal(value);
                if (!r || *r > 1) {
                    err << "tune: " << a << " takes a number from 0 to 1, such as 0.0001, not "
                        << core::quoted(value) << "\n";
                    return 2;
                }
                (a == "--smooth" ? smoothing : regularization) = *r;
            } else {
                const auto n = readCount(value);
                if (!n || *n < 1 || *n > 1000) {
                    err << "tune: --passes takes a number from 1 to 1000, not "
                        << core::quoted(value) << "\n";
                    return 2;
                }
                passes = *n;
            }
        } else if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            err << "unknown option " << core::quoted(a) << "\n";
            return 2;
        } else {
            files.push_back(a);
        }
    }
    if (files.empty()) {
        err << "tune: missing FILE\n";
        return 2;
    }

    EvalWeights weights;
    const std::vector<core::engine::EvalWeight> all = core::engine::tunableWeights(weights);
    for (const std::string &name : only) {
        if (std::none_of(all.begin(), all.end(),
                         [&](const auto &w) { return selected(w.name, {name}); })) {
            err << "tune: no weight is called or starts with " << core::quoted(name) << "\n";
            return 2;
        }
    }
    std::vector<core::engine::EvalWeight> tunable;
    std::copy_if(all.begin(), all.end(), std::back_inserter(tunable),
                 [&](const auto &w) { return selected(w.name, only); });

    std::unordered_map<std::uint64_t, Sample> byKey;
    int games = 0, listed = 0;
    for (const std::string &path : files) {
        const auto text = readFile(path, err);
        if (!text) return 2;
        if (isPositionsFile(*text)) {
            if (std::string why; !addPositions(*text, byKey, listed, why)) {
                err << "tune: " << core::quoted(path) << ", " << why << "\n";
                return 2;
            }
            continue;
        }
        const auto records = core::readGames(*text);
        if (records.empty()) {
            err << "tune: no games in " << core::quoted(path) << "\n";
            return 2;
        }
        for (std::size_t g = 0; g < records.size(); ++g) {
            std::string why;
            if (!records[g])
                why = records[g].error();
            else if (records[g]->mode != core::MatchMode::Crazyhouse)
                why = "a bughouse game; tune takes crazyhouse games";
            else if (addGame(*records[g], byKey, why))
                ++games;
            if (!why.empty()) {
                err << "tune: " << core::quoted(path) << ", game " << g + 1 << ": " << why << "\n";
                return 2;
            }
        }
    }
    std::vector<Sample> training, validation;
    for (auto &[key, sample] : byKey) {
        sample.result /= sample.games;
        if (sample.scores > 0) sample.score /= sample.scores;
        if (teacher > 0 && sample.scores == 0) {
            err << "tune: --teacher needs a score for every position, and " << sample.position.fen()
                << " has none (label-positions.py adds them)\n";
            return 2;
        }
        sample.target =
            (1 - teacher) * sample.result + teacher * predicted(int(std::lround(sample.score)), 1);
        (key % 10 == 0 ? validation : training).push_back(sample);
    }
    if (!savePath.empty()) return save(savePath, training, validation, out, err);
    if (training.empty() || validation.empty()) {
        err << "tune: too few positions: " << byKey.size() << " (quiet, not in check, from ply "
            << SkippedPlies << " on, of finished games) in " << games
            << (games == 1 ? " game" : " games");
        if (listed > 0) err << " and " << listed << " listed";
        err << "; tune needs many games\n";
        return 2;
    }
    std::sort(training.begin(), training.end(), byPosition);
    std::sort(validation.begin(), validation.end(), byPosition);

    // With a teacher the evaluation is fitted to the teacher's scale (K = 1): its centipawns
    // are the teacher's. The weights are first scaled by the K that fits them best, so that the
    // fit starts on that scale instead of spending its steps on getting there.
    const double ownScale = fitScale(training, weights);
    if (teacher > 0) core::engine::scaleWeights(weights, ownScale);
    const double k = teacher > 0 ? 1 : ownScale;
    const Rarity rare = rarity(training);
    const double trainBefore = meanError(training, weights, k),
                 validationBefore = meanError(validation, weights, k);
    out << std::fixed << "positions: " << training.size() + validation.size() << " from " << games
        << " games";
    if (listed > 0) out << " and " << listed << " listed";
    out << " (training " << training.size() << ", validation " << validation.size() << ")\n"
        << "weights tuned: " << tunable.size() << "\n"
        << "K: " << std::setprecision(4) << ownScale;
    if (teacher > 0) out << ", the weights scaled by it to the teacher's scale (K 1)";
    out << "\n"
        << std::setprecision(6) << "error before: training " << trainBefore << ", validation "
        << validationBefore << "\n";

    // Texel's local search: a step up or down of one weight at a time, kept when it lowers the
    // training error (plus the penalty); a smaller step once no weight gains from the larger one.
    std::vector<int> start;
    for (const auto &weight : tunable) start.push_back(*weight.value);
    double best = trainBefore + smoothness(weights, rare, smoothing), trainAfter = trainBefore;
    for (const int step : Steps) {
        for (int pass = 1; pass <= passes; ++pass) {
            bool improved = false;
            for (const auto &weight : tunable) {
                for (const int delta : {step, -step}) {
                    *weight.value += delta;
                    const double e = meanError(training, weights, k);
                    if (const double total = e + penalty(tunable, start, regularization) +
                                             smoothness(weights, rare, smoothing);
                        total < best) {
                        best = total;
                        trainAfter = e;
                        improved = true;
                        break;
                    }
                    *weight.value -= delta;
                }
            }
            out << "step " << step << " pass " << pass << ": training " << trainAfter << "\n"
                << std::flush;
            if (!improved) break;
        }
    }

    out << "error after: training " << trainAfter << ", validation "
        << meanError(validation, weights, k) << "\n"
        << "weights (EvalWeights members, core/engine/evalweights.h):\n"
        << core::engine::weightsAsCpp(weights);
    return 0;
}

} // namespace cli
