#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cli {

/// `tune [--passes N] [--only NAME,...] [--regularize R] [--teacher T] [--save OUT] FILE...`: a
/// Texel-style fit of the evaluation weights (core/engine/evalweights.h) on the finished
/// crazyhouse games of the PGN files and the positions of the positions files. For every position
/// from ply 10 on that is not in check, takes the quiet position at the end of its best capture
/// sequence (a small capture-only search with the built-in weights) unless in check or seen before,
/// labels it with its game's result, holds out every tenth one (by position key) for validation,
/// fits the scale K of the logistic prediction 1 / (1 + 10^(-K eval / 400)) and then changes the
/// weights (all, or those whose names start with one of the NAMEs) in steps of 8, 4, 2 and 1 while
/// the training error falls: the mean squared difference between prediction and result, plus R
/// (default 0) times the sum of each weight's squared change relative to its built-in value. At
/// most N passes (default 20) per step. Writes the counts, K, the training and validation errors
/// before and after, and the fitted weights as C++ member lines for EvalWeights.
///
/// A positions file has a line per position, `FEN | RESULT` or `FEN | RESULT | SCORE`: the result
/// for the side to move (0 to 1) and a teacher engine's score for it in centipawns (beyond ±3000
/// counted as ±3000). With T above 0 the fit predicts (1 - T) × result + T × 1 / (1 + 10^(-SCORE
/// / 400)) instead of the result, and then every position needs a score. `--save OUT` writes the
/// positions (those of the games as the fit would take them) as a positions file and stops.
///
/// Returns 0, or 2 for bad arguments, a file that cannot be read or written or holds a bad or
/// bughouse game or a bad line, or no positions.
int tune(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace cli
