#!/usr/bin/env python3
"""How much clock time a kill -9 costs: runs the real program's demo (four computers, clocks
running), kills it at random moments, and compares the match time at the kill with the time the
journal lets a resume charge (the last heartbeat, or the last event). Prints each kill and the
worst. The match time at the kill is the last event's time plus the wall-clock time from that
event's line to the kill (the demo does not pause during a match).

    python3 tests/measure/kill-resume.py build/app/bughouse [KILLS] [SEED]
"""
import json
import os
import pathlib
import random
import signal
import subprocess
import sys
import tempfile
import time


def unseal(line):
    return json.loads(line.rpartition(b"\t")[0])


def main():
    program = sys.argv[1]
    kills = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    worst = 0.0
    measured = 0
    with tempfile.TemporaryDirectory() as home:
        home = pathlib.Path(home)
        (home / ".config/Bughouse").mkdir(parents=True)
        (home / ".config/Bughouse/bughouse.conf").write_text("[sound]\nmuted=true\n")
        data = home / ".local/share/Bughouse/bughouse"
        env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                   XDG_DATA_HOME=str(home / ".local/share"), QT_QPA_PLATFORM="offscreen")
        for k in range(kills):
            for f in data.glob("autosave*"):
                f.unlink()
            app = subprocess.Popen([program, "--demo"], env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
            time.sleep(4 + rng.random() * 6)
            killed_at = time.time() * 1000
            app.send_signal(signal.SIGKILL)
            app.wait()
            journal = data / "autosave.journal"
            if not journal.exists():
                print(f"kill {k + 1}: no journal (between matches)")
                continue
            lines = journal.read_bytes().split(b"\n")
            last_event, charged = None, 0
            for line in lines[1:]:
                if b"\t" not in line:
                    continue  # a line cut short by the kill
                e = unseal(line)
                if "alive" in e:
                    charged = e["alive"]
                elif "signal" not in e:
                    last_event, charged = e, e["at"]  # a heartbeat counts after the last event
            if last_event["kind"] in (2, 4, 6):  # resigned, paused, flagged: no clock runs
                print(f"kill {k + 1}: clocks not running")
                continue
            at_kill = last_event["at"] + killed_at - last_event["wall"]
            lost = (at_kill - charged) / 1000
            worst = max(worst, abs(lost))
            measured += 1
            print(f"kill {k + 1}: match time at the kill {at_kill / 1000:.3f} s, "
                  f"resumed at {charged / 1000:.3f} s, difference {lost:+.3f} s")
    print(f"{measured} kills with running clocks, largest difference {worst:.3f} s")


if __name__ == "__main__":
    main()
