#!/usr/bin/env python3
"""Adds a teacher engine's score to each line of a positions file (see docs/strength.md, "Tuning
the evaluation").

Usage: tests/strength/label-positions.py ENGINE IN OUT [NODES]

IN is a positions file as `bughouse-tune --save` writes it (`FEN | RESULT`). ENGINE is a UCI
crazyhouse engine (such as /usr/games/fairy-stockfish); it searches each position for NODES nodes
(default 20000) and OUT gets the line with ` | SCORE` added: the engine's last score for the side
to move in centipawns, a mate as +-3000. Lines OUT already holds are kept, so an interrupted run
goes on where it stopped. Keep OUT out of the repository; never tune on test positions.
"""
import sys

from uciengine import UciEngine

MATE_SCORE = 3000


def score_of(info):
    words = info.split()
    if "score" not in words:
        return None
    i = words.index("score")
    kind, value = words[i + 1], int(words[i + 2])
    if kind == "mate":
        return MATE_SCORE if value > 0 else -MATE_SCORE
    return value if kind == "cp" else None


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    engine_path, in_path, out_path = sys.argv[1:4]
    nodes = int(sys.argv[4]) if len(sys.argv) == 5 else 20000
    with open(in_path) as f:
        lines = [line.rstrip("\n") for line in f if line.strip()]
    try:
        with open(out_path) as f:
            done = sum(1 for line in f if line.strip())
    except FileNotFoundError:
        done = 0

    engine = UciEngine(engine_path, "crazyhouse", who="label-positions")
    with open(out_path, "a") as out:
        for number, line in enumerate(lines[done:], done + 1):
            fen = line.split("|")[0].strip()
            engine.send("ucinewgame")
            engine.send(f"position fen {fen}")
            engine.send(f"go nodes {nodes}")
            score = None
            for reply in engine.lines_until("bestmove"):
                if reply.startswith("info") and " pv " in reply:
                    found = score_of(reply)
                    if found is not None:
                        score = found
            if score is None:
                sys.exit(f"label-positions: no score for line {number}: {fen}")
            out.write(f"{line} | {score}\n")
            if number % 1000 == 0:
                out.flush()
                print(f"{number}/{len(lines)}", file=sys.stderr, flush=True)
    engine.send("quit")
    engine.process.wait()


if __name__ == "__main__":
    main()
