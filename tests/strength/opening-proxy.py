#!/usr/bin/env python3
"""A UCI proxy for A/B matches of two builds of bughouse-cli.

Usage: opening-proxy.py BUGHOUSE_CLI [FULL_MOVES]

`bughouse-cli play` starts every game from the initial position and the built-in engine at
level 8 is deterministic, so two builds would replay the same two games over and over. This
proxy runs `BUGHOUSE_CLI uci` and makes its first FULL_MOVES moves (default 4) at Skill Level 4,
which picks at random among nearly equal moves, with the engine's random seed moved on by a
random number of throw-away searches; after the opening it plays at full strength. Run both
builds through it, e.g.

    printf '#!/bin/sh\\nexec tests/strength/opening-proxy.py /tmp/old/bughouse-cli\\n' > /tmp/old.sh
    printf '#!/bin/sh\\nexec tests/strength/opening-proxy.py build/app/bughouse-cli\\n' > /tmp/new.sh
    chmod +x /tmp/old.sh /tmp/new.sh
    build/app/bughouse-cli play --mode crazyhouse --time 3+0.05 --games 40 \\
        --seat White=uci:/tmp/new.sh --seat Black=uci:/tmp/old.sh
"""
import random
import subprocess
import sys
import threading

OPENING_LEVEL = 4
FULL_LEVEL = 8

program = sys.argv[1]
opening_moves = int(sys.argv[2]) if len(sys.argv) > 2 else 4
engine = subprocess.Popen([program, 'uci'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          text=True, bufsize=1)

# The throw-away searches' output is dropped up to their last bestmove.
warm_ups = random.randrange(1, 60)
pending = [warm_ups]


def forward_output():
    for line in engine.stdout:
        if pending[0] > 0:
            if line.startswith('bestmove'):
                pending[0] -= 1
            continue
        sys.stdout.write(line)
        sys.stdout.flush()


reader = threading.Thread(target=forward_output, daemon=True)
reader.start()
engine.stdin.write('setoption name Skill Level value %d\n' % OPENING_LEVEL +
                   'position startpos\ngo depth 1\n' * warm_ups + 'ucinewgame\n')
engine.stdin.flush()
for line in sys.stdin:
    words = line.split()
    if words and words[0] == 'position' and 'fen' in words:
        full_move = int(words[words.index('fen') + 6])
        level = OPENING_LEVEL if full_move <= opening_moves else FULL_LEVEL
        engine.stdin.write('setoption name Skill Level value %d\n' % level)
    engine.stdin.write(line)
    engine.stdin.flush()
engine.stdin.close()
engine.wait()
reader.join()
