#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cli {

/// `tune [--passes N] [--only NAME,...] [--regularize R] FILE...`: a Texel-style fit of the
/// evaluation weights (core/engine/evalweights.h) on the finished crazyhouse games of the PGN
/// files. For every position from ply 10 on that is not in check, takes the quiet position at the
/// end of its best capture sequence (a small capture-only search with the built-in weights) unless
/// in check or seen before, labels it with its game's result, holds out every tenth one (by
/// position key) for validation, fits the scale K of the logistic prediction
/// 1 / (1 + 10^(-K eval / 400)) and then changes the weights (all, or those whose names start
/// with one of the NAMEs) in steps of 8, 4, 2 and 1 while the training error falls: the mean
/// squared difference between prediction and result, plus R (default 0) times the sum of each
/// weight's squared change relative to its built-in value. At most N passes (default 20) per step.
/// Writes the counts, K, the training and validation errors before and after, and the fitted
/// weights as C++ member lines for EvalWeights. Returns 0, or 2 for bad arguments, a file that
/// cannot be read or holds a bad or bughouse game, or no positions.
int tune(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace cli
