#!/usr/bin/env python3
"""How long each engine thought per move in crazyhouse games that `bughouse-cli play --bpgn`
wrote, from their `[%clk]` stamps (issue 52: does the engine spend its clock as well as
Fairy-Stockfish at longer time controls?).

Usage: tests/strength/time-use.py INCREMENT FILE...

Prints one line per engine (the White/Black tags): the mean seconds a move in moves 1-10, 11-20,
21-30, 31-40 and 41 on (the moves counted in brackets), and the mean time left at the end of its
games. INCREMENT is the time control's in seconds, added back to each move's difference of stamps.
"""
import collections
import re
import sys

BUCKETS = ["1-10", "11-20", "21-30", "31-40", "41+"]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    increment = float(sys.argv[1])
    used = collections.defaultdict(lambda: collections.defaultdict(list))
    left = collections.defaultdict(list)
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for game in re.split(r"\n(?=\[Event )", text):
            tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', game))
            base = float(tags.get("TimeControl", "0+0").split("+")[0])
            names = [tags.get("White", "?"), tags.get("Black", "?")]
            before = [base, base]
            stamps = re.findall(r"\[%clk (\d+):(\d+):([\d.]+)\]", game)
            for i, (h, m, s) in enumerate(stamps):
                side, now = i % 2, int(h) * 3600 + int(m) * 60 + float(s)
                used[names[side]][min(i // 20, len(BUCKETS) - 1)].append(before[side] - now + increment)
                before[side] = now
            for side in (0, 1):
                left[names[side]].append(before[side])
    for name, buckets in used.items():
        means = [f"{label}: {sum(v) / len(v):.2f} s ({len(v)})" if (v := buckets.get(b)) else f"{label}: -"
                 for b, label in enumerate(BUCKETS)]
        print(f"{name}: {', '.join(means)}; left at the end {sum(left[name]) / len(left[name]):.1f} s")


if __name__ == "__main__":
    main()
