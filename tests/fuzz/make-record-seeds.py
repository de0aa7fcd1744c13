#!/usr/bin/env python3
"""Writes the seeds of fuzz_record to tests/fuzz/seeds/record/ from the real games in
tests/data/reference/games: a few single games of each file (the shortest, so that each input is
a few KB) and a few games cut off in the middle (a truncated file). Run once from the repository
root; the seeds are kept."""
import pathlib
import re

games_dir = pathlib.Path("tests/data/reference/games")
out = pathlib.Path("tests/fuzz/seeds/record")
out.mkdir(parents=True, exist_ok=True)

for name, whole, cut in [("bughouse.bpgn", 8, 3), ("bughouse_chesscom.bpgn", 8, 3), ("crazyhouse.pgn", 8, 3)]:
    text = (games_dir / name).read_text()
    # A game starts with its first tag after a blank line (or the file's start).
    games = [g.strip() + "\n" for g in re.split(r"\n\s*\n(?=\[)", text) if g.strip()]
    games.sort(key=len)
    stem = name.split(".")[0]
    suffix = name.split(".")[1]
    for i, game in enumerate(games[:whole]):
        (out / f"{stem}-{i + 1}.{suffix}").write_text(game)
    # Cut inside the moves, as a file that ends early: at a third, a half and two thirds.
    for i, game in enumerate(games[whole:whole + cut]):
        moves = game.index("\n\n")
        at = moves + (len(game) - moves) * (i + 1) // (cut + 1)
        (out / f"{stem}-cut-{i + 1}.{suffix}").write_text(game[:at])
