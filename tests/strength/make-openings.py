#!/usr/bin/env python3
"""Makes the balanced opening suites of tests/strength (see docs/engine.md, "How strength is
measured").

Usage: tests/strength/make-openings.py ENGINE OUT [COUNT] [DEPTH] [SEED]
       tests/strength/make-openings.py --pair CRAZYHOUSE_SUITE OUT

ENGINE is Fairy-Stockfish (classical evaluation, one thread, 16 MiB hash). Each opening is four
plies from the start: every ply a random one of the engine's best six moves at depth 6, so the
lines are moves a player might make. A line is kept when the engine's score after it, at DEPTH
(default 14), is within +-150 centipawns, when no ply captures (so that a bughouse pairing of two
lines leaves every pocket empty) and when its position is new. OUT gets COUNT (default 60) lines of
UCI moves, each with its score as a comment, under a header that says how they were made.

With --pair, OUT gets the bughouse suite: every line of the crazyhouse suite on board A with the
line half the suite further on, on board B ("A | B"), so that each line is played on both boards.
"""
import random
import sys

from uciengine import UciEngine

PLIES = 4
CHOICES = 6
CHOICE_DEPTH = 6
BALANCED = 150


def pair(suite_path, out_path):
    with open(suite_path) as f:
        lines = [l.split("#")[0].strip() for l in f]
    lines = [l for l in lines if l]
    n = len(lines)
    with open(out_path, "w") as out:
        out.write(f"# Balanced bughouse openings: the {n} lines of {suite_path.split('/')[-1]}, each on\n"
                  f"# board A with the line {n // 2} further on (round the end) on board B; no line captures,\n"
                  f"# so every pocket starts empty.\n"
                  f"# Made by: tests/strength/make-openings.py --pair {suite_path} {out_path}\n")
        for i, line in enumerate(lines):
            out.write(f"{line} | {lines[(i + n // 2) % n]}\n")


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--pair":
        pair(sys.argv[2], sys.argv[3])
        return
    if not 3 <= len(sys.argv) <= 6:
        sys.exit(__doc__)
    engine_path, out_path = sys.argv[1:3]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    depth = int(sys.argv[4]) if len(sys.argv) > 4 else 14
    seed = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    rng = random.Random(seed)
    engine = UciEngine(engine_path, "crazyhouse",
                       ("Use NNUE value false", "Threads value 1", "Hash value 16"), "make-openings")
    send, lines_until, name = engine.send, engine.lines_until, engine.name

    def search(moves, search_depth, multipv):
        """The last score of each principal variation: {first move: centipawns} (side to move)."""
        send(f"setoption name MultiPV value {multipv}")
        send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        send(f"go depth {search_depth}")
        scores = {}
        for line in lines_until("bestmove"):
            words = line.split()
            if words[:1] != ["info"] or "pv" not in words or "score" not in words:
                continue
            i = words.index("score")
            value = int(words[i + 2])
            if words[i + 1] == "mate":
                value = 30000 if value > 0 else -30000
            scores[words[words.index("pv") + 1]] = value
        return scores

    def captures(moves):
        """True if a ply of `moves` takes a piece (asked of the engine's own board display)."""
        send("position startpos moves " + " ".join(moves))
        send("d")
        fen = next(l for l in lines_until("Checkers") if l.startswith("Fen:"))
        board = fen.split()[1].split("[")[0]
        return sum(c.isalpha() for c in board) < 32

    kept, seen, tried = [], set(), 0
    while len(kept) < count:
        tried += 1
        moves = []
        for _ in range(PLIES):
            best = search(moves, CHOICE_DEPTH, CHOICES)
            moves.append(rng.choice(sorted(best)))
        if captures(moves):
            continue
        key = " ".join(sorted(moves[0::2])) + " / " + " ".join(sorted(moves[1::2]))
        if key in seen:
            continue
        score = max(search(moves, depth, 1).values())
        if abs(score) > BALANCED:
            continue
        seen.add(key)
        kept.append((moves, score))
        print(f"{len(kept)}/{count}: {' '.join(moves)} {score:+d}", file=sys.stderr)
    send("quit")
    with open(out_path, "w") as out:
        out.write(f"# Balanced crazyhouse openings, {count} of {tried} lines tried: four plies, each a random\n"
                  f"# one of the best {CHOICES} at depth {CHOICE_DEPTH}; kept when no ply captures and {name}\n"
                  f"# (classical evaluation, 1 thread, 16 MiB) scores the position within +-{BALANCED} cp at\n"
                  f"# depth {depth}; each line's comment is that score, for White (to move after four plies).\n"
                  f"# Made by: tests/strength/make-openings.py ENGINE OUT {count} {depth} {seed}\n")
        for moves, score in kept:
            out.write(f"{' '.join(moves)}  # {score:+d}\n")


if __name__ == "__main__":
    main()
