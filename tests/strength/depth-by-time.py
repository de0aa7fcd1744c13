#!/usr/bin/env python3
"""How deep a UCI engine searches, and how many nodes, as its time per move grows (issue 52: does
the built-in engine gain as much from more time as Fairy-Stockfish?).

Usage: tests/strength/depth-by-time.py MAKER ENGINE MILLISECONDS FIRST LAST PLIES

The positions: openings FIRST to LAST of tests/strength/crazyhouse-openings.txt, each continued by
MAKER for PLIES plies at depth 8. ENGINE then searches each position with a fresh table for each
time in MILLISECONDS (comma-separated, `go movetime`). Prints one line per position (its number of
plies, then time:depth/nodes/score/move) and the mean depth and nodes for each time.
"""
import os
import re
import sys

from uciengine import UciEngine

OPENINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "crazyhouse-openings.txt")


def positions(maker_path, first, last, plies):
    maker = UciEngine(maker_path, "crazyhouse", who="depth-by-time")
    with open(OPENINGS, encoding="utf-8") as f:
        lines = [line.split("#")[0].split() for line in f if line.strip() and line[0] != "#"]
    result = []
    for opening in lines[first - 1:last]:
        moves = list(opening)
        for _ in range(plies):
            maker.send("position startpos moves " + " ".join(moves))
            maker.send("go depth 8")
            best = maker.wait_for("bestmove").split()[1]
            if best in ("(none)", "0000"):
                break
            moves.append(best)
        result.append(moves)
    maker.send("quit")
    return result


def search(engine, moves, milliseconds):
    """The last complete iteration's depth, nodes and score, and the move played."""
    engine.send("ucinewgame")
    engine.send("isready")
    engine.wait_for("readyok")
    engine.send("position startpos moves " + " ".join(moves))
    engine.send(f"go movetime {milliseconds}")
    depth = nodes = score = None
    for line in engine.lines_until("bestmove"):
        if line.startswith("bestmove"):
            return depth, nodes, score, line.split()[1]
        d = re.search(r" depth (\d+)", line)
        if d and " pv " in line and "bound" not in line:
            depth = int(d.group(1))
            n = re.search(r" nodes (\d+)", line)
            s = re.search(r" score (cp|mate) (-?\d+)", line)
            nodes = int(n.group(1)) if n else None
            score = ("#" if s.group(1) == "mate" else "") + s.group(2) if s else None
    return depth, nodes, score, None


def main():
    if len(sys.argv) != 7:
        sys.exit(__doc__)
    maker, engine_path = sys.argv[1], sys.argv[2]
    times = [int(t) for t in sys.argv[3].split(",")]
    first, last, plies = (int(a) for a in sys.argv[4:7])
    engine = UciEngine(engine_path, "crazyhouse", who="depth-by-time")
    totals = {t: [0, 0, 0] for t in times}
    for moves in positions(maker, first, last, plies):
        cells = []
        for t in times:
            depth, nodes, score, best = search(engine, moves, t)
            cells.append(f"{t}:{depth}/{nodes}/{score}/{best}")
            if depth is not None and nodes is not None:
                totals[t][0] += depth
                totals[t][1] += nodes
                totals[t][2] += 1
        print(len(moves), " ".join(cells), flush=True)
    engine.send("quit")
    for t, (depth, nodes, count) in totals.items():
        if count:
            print(f"{t} ms: mean depth {depth / count:.1f}, mean nodes {nodes // count}")


if __name__ == "__main__":
    main()
