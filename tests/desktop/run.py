#!/usr/bin/env python3
"""The desktop suite: the real bughouse program on Xvfb under openbox, driven by real X events.

    run.py BUGHOUSE [--only NAME,...] [--out DIR] [--patience FACTOR]

Each scenario gets its own X server (Xvfb on a free display, at the scenario's screen size), its
own openbox and a fresh HOME, XDG_CONFIG_HOME and XDG_DATA_HOME (settings, autosave journal). Keys
and the mouse go through XTest (xdotool); what the program shows is read back from the window
manager's view of it (xprop, xwininfo), from screenshots (import) and from the autosave journal.
Each scenario prints one PASS or FAIL line with what it saw; a failure leaves a screenshot
desktop-NAME.png and the program's output desktop-NAME.log in DIR (default: the current directory)
and makes the exit status 1.
Needs: xvfb, openbox, xdotool, x11-utils, imagemagick.
"""

import argparse
import functools
import json
import os
import random
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
GAMES = DATA.parent.parent / "data" / "reference" / "games" / "bughouse.bpgn"  # 21 real games
ONE_GAME = DATA / "one-game.bpgn"  # the first of them
TITLE = "Bughouse"
LEAKS = Path(__file__).resolve().parent / "lsan.supp"  # system libraries' leaks under X


class Fail(Exception):
    """A scenario's expectation that did not hold; the message says what was seen."""


PATIENCE = 1.0  # every wait_until() timeout is multiplied by it (--patience: slow builds)
OUT = "."  # where screenshots go (--out)


def wait_until(what, probe, timeout=10.0):
    """Polls probe() until it gives something true and returns that; Fail after timeout seconds."""
    timeout *= PATIENCE
    deadline = time.monotonic() + timeout
    while True:
        value = probe()
        if value:
            return value
        if time.monotonic() > deadline:
            raise Fail(f"{what}: not seen within {timeout:g} s")
        time.sleep(0.05)


def holds_for(seconds, probe):
    """Polls probe() for `seconds`; the first value that is not None (a complaint), else None."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        complaint = probe()
        if complaint is not None:
            return complaint
        time.sleep(0.05)
    return None


class Rect:
    def __init__(self, x, y, w, h):
        self.x, self.y, self.w, self.h = x, y, w, h

    def __repr__(self):
        return f"{self.w}x{self.h}+{self.x}+{self.y}"

    def inside(self, other):
        return (self.x >= other.x and self.y >= other.y and self.x + self.w <= other.x + other.w
                and self.y + self.h <= other.y + other.h)

    def centre(self):
        return (self.x + self.w / 2, self.y + self.h / 2)

    def near(self, other, slack):
        return all(abs(a - b) <= slack for a, b in zip(vars(self).values(), vars(other).values()))


class Desktop:
    """An Xvfb of its own on a free display with openbox on it; everything it starts, it stops."""

    def __init__(self, width, height):
        self.width, self.height = width, height
        self.env = dict(os.environ)
        self.env.pop("QT_QPA_PLATFORM", None)
        read_end, write_end = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                                      f"{width}x{height}x24", "-dpi", "96", "-nolisten", "tcp"],
                                     pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        self.openbox = None
        self.apps = []  # the programs started on it
        try:
            ready, _, _ = select.select([read_end], [], [], 20)
            number = os.read(read_end, 32).decode().strip() if ready else ""
            if not number:
                raise Fail("Xvfb did not start")
            self.env["DISPLAY"] = ":" + number
            self.start_openbox()
        except BaseException:
            self.stop()
            raise
        finally:
            os.close(read_end)

    def start_openbox(self, tries=3):
        """openbox, until it manages the screen; now and then it ends at once (status 1, nothing
        said), so it gets `tries` chances."""
        for _ in range(tries):
            self.openbox = subprocess.Popen(["openbox", "--sm-disable"], env=self.env, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL)
            if wait_until("openbox managing the screen", self.managed) is True:
                return
        raise Fail(f"openbox ended {tries} times (status {self.openbox.returncode})")

    def managed(self):
        """True once openbox manages the screen, "ended" if it ended."""
        if self.openbox.poll() is not None:
            return "ended"
        return "window id" in self.x("xprop", "-root", "_NET_SUPPORTING_WM_CHECK")

    def stop(self):
        for app in self.apps:
            app.stop()
        for process in (self.openbox, self.xvfb):
            if process and process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()

    def x(self, *command):
        """Runs an X client on this display; its output ('' if it failed)."""
        result = subprocess.run(command, env=self.env, capture_output=True, text=True, errors="replace")
        return result.stdout if result.returncode == 0 else ""

    def keys(self, *keys):
        """Presses and releases each key (xdotool names: ctrl+o, Return, alt+h) in turn."""
        self.x("xdotool", "key", "--delay", "80", *keys)

    def type(self, text):
        self.x("xdotool", "type", "--delay", "10", text)

    def drag(self, start, end):
        """A mouse drag from `start` to `end` (screen points) with the left button, in steps."""
        self.x("xdotool", "mousemove", str(start[0]), str(start[1]), "mousedown", "1")
        for i in range(1, 6):
            px = start[0] + (end[0] - start[0]) * i // 5
            py = start[1] + (end[1] - start[1]) * i // 5
            self.x("xdotool", "mousemove", str(px), str(py))
            time.sleep(0.02)
        self.x("xdotool", "mouseup", "1")

    def screenshot(self, path):
        self.x("import", "-window", "root", str(path))

    def pixels(self):
        """The screen as (width, height, RGB bytes)."""
        raw = subprocess.run(["import", "-window", "root", "-depth", "8", "ppm:-"], env=self.env,
                             capture_output=True).stdout
        header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", raw)  # the pixels may start with "white space"
        if not header:
            raise Fail("no screenshot")
        return int(header.group(1)), int(header.group(2)), raw[header.end():]

    def work_area(self):
        numbers = [int(n) for n in re.findall(r"\d+", self.x("xprop", "-root", "_NET_WORKAREA").split("=")[-1])]
        return Rect(*numbers[:4]) if len(numbers) >= 4 else Rect(0, 0, self.width, self.height)

    def active(self):
        found = re.search(r"window id # (0x[0-9a-f]+)", self.x("xprop", "-root", "_NET_ACTIVE_WINDOW"))
        return int(found.group(1), 16) if found else None

    def focus(self):
        text = self.x("xdotool", "getwindowfocus", "-f").strip()
        return int(text) if text.isdigit() else None

    def windows(self, pid):
        """The windows openbox manages for process `pid`, in the order they were mapped."""
        ids = re.findall(r"0x[0-9a-f]+", self.x("xprop", "-root", "_NET_CLIENT_LIST").split("=")[-1])
        found = []
        for w in (int(i, 16) for i in ids):
            window = Window(self, w)
            if window.pid == pid and window.viewable:
                found.append(window)
        return found


class Window:
    """What the window manager knows of one client window, read when made."""

    def __init__(self, desktop, wid):
        self.id = wid
        props = desktop.x("xprop", "-id", str(wid), "_NET_WM_PID", "_NET_WM_NAME", "_NET_WM_STATE", "_NET_FRAME_EXTENTS")
        pid = re.search(r"_NET_WM_PID\(CARDINAL\) = (\d+)", props)
        self.pid = int(pid.group(1)) if pid else None
        name = re.search(r'_NET_WM_NAME\(UTF8_STRING\) = "(.*)"', props)
        self.title = name.group(1) if name else ""
        self.modal = "_NET_WM_STATE_MODAL" in props
        self.full_screen = "_NET_WM_STATE_FULLSCREEN" in props
        extents = re.search(r"_NET_FRAME_EXTENTS\(CARDINAL\) = (\d+), (\d+), (\d+), (\d+)", props)
        left, right, top, bottom = (int(n) for n in extents.groups()) if extents else (0, 0, 0, 0)
        info = desktop.x("xwininfo", "-id", str(wid))
        field = lambda label: int(re.search(label + r":\s+(-?\d+)", info).group(1)) if info else 0
        self.viewable = "IsViewable" in info
        self.client = Rect(field("Absolute upper-left X"), field("Absolute upper-left Y"), field("Width"), field("Height"))
        self.frame = Rect(self.client.x - left, self.client.y - top, self.client.w + left + right,
                          self.client.h + top + bottom)

    def __repr__(self):
        return f'"{self.title}" {self.frame}'


def settled(desktop, window):
    """`window` once openbox has placed it: two looks 0.2 s apart agree."""
    looks = [window]

    def again():
        time.sleep(0.2)
        looks.append(Window(desktop, window.id))
        return vars(looks[-1].frame) == vars(looks[-2].frame) and looks[-1]
    return wait_until(f"{window} to stay in place", again, 5)


class App:
    """One run of the program on `desktop`, with its settings and data under `home`."""

    def __init__(self, desktop, binary, home, args=()):
        self.desktop, self.home = desktop, Path(home)
        env = dict(desktop.env, HOME=str(home), XDG_CONFIG_HOME=str(self.home / "config"),
                   XDG_DATA_HOME=str(self.home / "data"), XDG_CACHE_HOME=str(self.home / "cache"),
                   XDG_RUNTIME_DIR=str(self.home / "runtime"), LANG="C", LANGUAGE="en", LC_ALL="C",
                   QT_QPA_PLATFORM="xcb")
        env["LSAN_OPTIONS"] = ":".join(filter(None, [env.get("LSAN_OPTIONS"), f"suppressions={LEAKS}"]))
        for name in ("QT_SCALE_FACTOR", "QT_SCREEN_SCALE_FACTORS", "QT_AUTO_SCREEN_SCALE_FACTOR", "QT_FONT_DPI"):
            env.pop(name, None)
        (self.home / "runtime").mkdir(mode=0o700, parents=True, exist_ok=True)
        self.log = open(self.home / "app.log", "ab")
        self.process = subprocess.Popen([binary, *map(str, args)], env=env, cwd=home, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        desktop.apps.append(self)
        try:
            self.main = settled(desktop, wait_until("the main window", self.find_main, 20))
        except Fail as failure:  # what X knows then, for a failure seen once in 25 starts on a loaded machine
            made = len(desktop.x("xdotool", "search", "--pid", str(self.process.pid)).split())
            raise Fail(f"{failure} (the program has {made} X windows, openbox "
                       f"{'runs' if desktop.openbox.poll() is None else 'ended'})")

    def find_main(self):
        return next((w for w in self.windows() if w.title == TITLE), None)

    def windows(self):
        if self.process.poll() is not None:
            raise Fail(f"the program ended (status {self.process.returncode})")
        return self.desktop.windows(self.process.pid)

    def others(self):
        """The program's windows other than the main window."""
        return [w for w in self.windows() if w.id != self.main.id]

    def refresh(self):
        """The main window as it is now."""
        self.main = Window(self.desktop, self.main.id)
        return self.main

    def journal(self):
        """The autosave journal's event lines as dicts (the header left out), [] if there is none."""
        path = self.home / "data" / "Bughouse" / "bughouse" / "autosave.journal"
        try:
            lines = path.read_text().splitlines()[1:]
        except FileNotFoundError:
            return []
        events = []
        for line in lines:
            try:  # each line ends in a tab and its CRC-32 (journal version 4)
                events.append(json.loads(line.rpartition("\t")[0]))
            except json.JSONDecodeError:
                pass  # a line being written
        return events

    def moves(self):
        """(board, SAN) of every move in the journal; seats 0-1 play board A, 2-3 board B."""
        return [("AB"[e["seat"] // 2], e["san"]) for e in self.journal() if "san" in e]

    def takes_input(self):
        """The main window is active, has the keyboard and answers Ctrl+N with the new-match dialog."""
        wait_until("the main window active with the keyboard", lambda: self.desktop.active() == self.main.id
                   and self.desktop.focus() == self.main.id, 5)
        self.desktop.keys("ctrl+n")
        dialog = wait_until("the new-match dialog after Ctrl+N", lambda: self.new_window("New match"), 5)
        self.desktop.keys("Escape")
        wait_until("the new-match dialog gone after Esc", lambda: not self.others(), 5)
        return dialog

    def new_window(self, title):
        return next((w for w in self.others() if w.title.startswith(title)), None)

    def quit(self):
        """Ctrl+Q in the main window; the program must end by itself."""
        self.desktop.keys("ctrl+q")
        try:
            status = self.process.wait(15 * PATIENCE)
        except subprocess.TimeoutExpired:
            raise Fail("Ctrl+Q did not end the program")
        if status != 0:
            raise Fail(f"the program ended with status {status} after Ctrl+Q")

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()

    def last_event(self):
        """The journal's last line, {} if there is none."""
        events = self.journal()
        return events[-1] if events else {}


# --- what a scenario sees -------------------------------------------------------------------------

def one_modal(app):
    """A complaint if more than one modal window shows, else None."""
    modal = [w for w in app.others() if w.modal]
    return f"two modal windows at once: {modal}" if len(modal) > 1 else None


def open_file(app, path):
    """Ctrl+O, the path typed into the file dialog, Return; the file dialog must go."""
    app.desktop.keys("ctrl+o")
    dialog = wait_until("the file dialog after Ctrl+O", lambda: app.new_window("Open games"))
    app.desktop.type(str(path))
    app.desktop.keys("Return")
    wait_until("the file dialog gone after Return", lambda: all(w.id != dialog.id for w in app.others()))


def after_opening(app, path, close_key):
    """Opens `path`; exactly one modal window (chooser or error box) must follow and stay alone for
    1.5 s, then close with `close_key`, and the main window take input again. What it saw."""
    open_file(app, path)
    wait_until(f"a window after opening {path.name}", app.others)
    complaint = holds_for(1.5, lambda: one_modal(app))
    if complaint:
        raise Fail(f"{path.name}: {complaint}")
    shown = app.others()
    if len(shown) != 1 or not shown[0].modal:
        raise Fail(f"{path.name}: expected one modal window, saw {shown}")
    app.desktop.keys(close_key)
    wait_until(f"{shown[0]} gone after {close_key}", lambda: not app.others(), 5)
    app.takes_input()
    return f"{path.name}: {shown[0]}, closed by {close_key}"


def runs(values, gap=8):
    """Sorted distinct numbers in runs that break where two are more than `gap` apart."""
    values, found = sorted(set(values)), []
    for v in values:
        if found and v - found[-1][-1] <= gap:
            found[-1].append(v)
        else:
            found.append([v])
    return found


def board_squares(desktop):
    """The two boards on the screen, found by the classic theme's light squares (a square's edge
    may be blended, other light things are smaller): for each board from the left, (left edge,
    top edge, square size)."""
    width, height, data = desktop.pixels()
    light = re.compile(re.escape(bytes((0xF0, 0xD9, 0xB5))))
    rows = {}  # x -> the rows (every other one) with a light pixel there
    for y in range(0, height, 2):
        for found in light.finditer(data, 3 * y * width, 3 * (y + 1) * width):
            if found.start() % 3 == 0:
                rows.setdefault(found.start() // 3 % width, []).append(y)
    boards = []
    for xs in runs(rows):
        ys = max(runs(y for x in xs for y in rows[x]), key=len)
        size = (xs[-1] - xs[0] + 1) / 8
        if size > 10 and abs((ys[-1] - ys[0] + 2) / 8 - size) <= 2:
            boards.append((xs[0], ys[0], size))
    if len(boards) != 2:
        raise Fail(f"not two boards on the screen: {boards}")
    return boards


def square_point(boards, board, square):
    """The screen point of `square` ("e2") on `board` ("A": White below, "B": White above)."""
    left, top, size = boards["AB".index(board)]
    file, rank = ord(square[0]) - ord("a"), int(square[1])
    column, row = (file, 8 - rank) if board == "A" else (7 - file, rank - 1)
    return int(left + (column + 0.5) * size), int(top + (row + 0.5) * size)


def start_clocks(app):
    app.desktop.keys("space")
    wait_until("the start in the journal", app.journal)


def wait_moves(app, expected):
    try:
        wait_until(f"the moves {expected} in the journal", lambda: app.moves() == expected, 5)
    except Fail as failure:
        raise Fail(f"{failure}; it holds {app.moves()}")
    return expected


# --- the dialogs and windows of the program -------------------------------------------------------

def sideways_scroll_bar(desktop, window):
    """Where `window` shows a sideways scroll bar (something cut at the side), else None. Fusion
    draws its groove as a grey gradient from top to bottom: ten rows running, each mostly (three
    quarters of the width) of one grey, a darker one each row. Text fields, lists and frames are
    one colour from row to row, fields and buttons narrower."""
    width, height, data = desktop.pixels()
    c = window.client
    left, right = max(c.x, 0), min(c.x + c.w, width)  # the part on the screen
    band, above = 0, None
    for y in range(max(c.y, 0), min(c.y + c.h, height)):
        row = data[3 * (y * width + left): 3 * (y * width + right)]
        colours = {}
        for i in range(0, len(row), 3):
            colours[row[i:i + 3]] = colours.get(row[i:i + 3], 0) + 1
        colour, count = max(colours.items(), key=lambda item: item[1])
        grey = colour[0] == colour[1] == colour[2]
        band = band + 1 if grey and count >= 0.75 * (right - left) and above and colour[0] < above[0] else 0
        above = colour
        if band == 10:
            return f"a sideways scroll bar at y {y - 10 - c.y} of {c.h}"
    return None


def open_replay(app):
    open_file(app, ONE_GAME)


# The program's windows besides the main one: name, how it is opened (keys or a function), the title
# it starts with, whether it behaves as a dialog: centred on the main window, closed with Esc (the
# replay window too). (The scoreboard, Ctrl+B, is drawn over the boards.)
WINDOWS = [
    ("New match (Ctrl+N)", ("ctrl+n",), "New match", True),
    ("Rules (F1)", ("F1",), "Rules", True),
    ("Help > Controls", ("alt+h", "c"), "Controls", True),
    ("Settings > Keyboard controls", ("alt+s", "k"), "Keyboard controls", True),
    ("Settings > Gamepads", ("alt+s", "g"), "Gamepads", True),
    ("Help > About", ("alt+h", "a"), "About Bughouse", True),
    ("File > Open (file dialog)", ("ctrl+o",), "Open games", True),
    ("Replay window", open_replay, "Replay", True),
]


def show(app, opener, title):
    """Opens one window of the table; the window once it shows."""
    if callable(opener):
        opener(app)
    else:
        app.desktop.keys(*opener)
    return wait_until(f'the window "{title}"', lambda: app.new_window(title))


# --- the scenarios --------------------------------------------------------------------------------

def open_lock_up(desktop, binary, home):
    app = App(desktop, binary, home)
    junk = Path(home) / "random.bpgn"
    junk.write_bytes(random.Random(22).randbytes(64 * 1024))
    seen = [after_opening(app, GAMES, "Escape"), after_opening(app, junk, "Return")]
    app.desktop.keys("ctrl+o")
    dialog = wait_until("the file dialog after Ctrl+O", lambda: app.new_window("Open games"))
    app.desktop.keys("Escape")
    wait_until("the file dialog gone after Esc", lambda: not app.others(), 5)
    complaint = holds_for(1.0, lambda: f"after Cancel: {app.others()}" if app.others() else None)
    if complaint:
        raise Fail(complaint)
    app.takes_input()
    seen.append(f"file dialog {dialog.frame} cancelled with Esc")
    return "; ".join(seen) + "; the main window took input after each"


def record_from_command_line(desktop, binary, home):
    """`bughouse FILE`, as the file manager runs it: the record shows in a replay window; a file that
    is no record gets one message box, and the main window takes input after it."""
    app = App(desktop, binary, Path(home) / "good", [ONE_GAME])
    replay = wait_until("the replay window of the record given", lambda: app.new_window("Replay"), 10)
    junk = Path(home) / "random.bpgn"
    junk.write_bytes(random.Random(23).randbytes(4096))
    bad = App(desktop, binary, Path(home) / "bad", [junk])
    wait_until("a window for the file that is no record", bad.others)
    complaint = holds_for(1.5, lambda: one_modal(bad))
    if complaint:
        raise Fail(complaint)
    shown = bad.others()
    if len(shown) != 1 or not shown[0].modal:
        raise Fail(f"expected one message box, saw {shown}")
    bad.desktop.keys("Return")
    wait_until(f"{shown[0]} gone after Return", lambda: not bad.others(), 5)
    bad.takes_input()
    return f"{ONE_GAME.name}: {replay}; {junk.name}: {shown[0]}, closed by Return"


# What the replay window's title says while the engine analyses, by language.
ANALYSING = {"en": "analysing", "nl": "analyse bezig", "cs": "probíhá analýza"}


def review_record(desktop, binary, home, language="en"):
    """A record opened, analysed by the engine (Alt+A, the window's title telling the progress) and
    its timeline clicked: the boards change to that moment. The window lies inside the screen.
    Screenshots of the review are kept."""
    if language != "en":
        (Path(home) / "config" / "Bughouse").mkdir(parents=True)
        (Path(home) / "config" / "Bughouse" / "bughouse.conf").write_text(
            f"[view]\nlanguage={language}\nsize=huge\n[sound]\nmuted=true\n")
    app = App(desktop, binary, home, [ONE_GAME])
    replay = settled(desktop, wait_until("the replay window", lambda: app.others() and app.others()[0], 10))
    if not replay.frame.inside(desktop.work_area()):
        raise Fail(f"the replay window {replay.frame} leaves {desktop.work_area()}")
    wait_until("the replay window active", lambda: desktop.active() == replay.id, 5)
    desktop.keys("alt+a")
    marker = ANALYSING[language]
    wait_until("the analysis under way", lambda: marker in Window(desktop, replay.id).title, 10)
    wait_until("the analysis done", lambda: marker not in Window(desktop, replay.id).title, 300)
    box = replay.client
    before = desktop.pixels()
    # The timeline lies under the boards, above the buttons; a third of the way along it.
    desktop.x("xdotool", "mousemove", str(box.x + box.w // 3), str(box.y + box.h * 84 // 100), "click", "1")

    def boards_changed():
        width, _, now = desktop.pixels()
        rows = range(box.y + box.h // 8, box.y + box.h // 2, 4)
        return any(now[(y * width + box.x) * 3:(y * width + box.x + box.w // 2) * 3]
                   != before[2][(y * width + box.x) * 3:(y * width + box.x + box.w // 2) * 3]
                   for y in rows)
    wait_until("the boards at the moment clicked", boards_changed, 5)
    desktop.screenshot(Path(OUT) / f"review-{language}-{desktop.width}x{desktop.height}.png")
    after = Window(desktop, replay.id)  # the analysis' results shown, it may have grown
    if not after.frame.inside(desktop.work_area()):
        raise Fail(f"the replay window {after.frame} leaves {desktop.work_area()} once analysed")
    return f"{ONE_GAME.name} analysed and clicked: {after}"


def windows_inside_1280x800(desktop, binary, home):
    app = App(desktop, binary, home)
    area = desktop.work_area()
    main = app.main
    problems, seen = [], [f"main {main.frame}"]
    if not main.frame.inside(area):
        problems.append(f"main window {main.frame} (client {main.client}) leaves the screen {area}")
    for name, opener, title, dialog in WINDOWS:
        window = settled(desktop, show(app, opener, title))
        seen.append(f"{name} {window.frame}")
        if not window.frame.inside(area):
            problems.append(f"{name} {window.frame} leaves the screen {area}")
        if dialog and (cut := sideways_scroll_bar(desktop, window)):
            problems.append(f"{name} {window.frame} has {cut}")
        dx, dy = (abs(a - b) for a, b in zip(window.frame.centre(), main.frame.centre()))
        if dialog and (dx > 0.05 * area.w or dy > 0.05 * area.h):
            problems.append(f"{name} {window.frame} is not centred on the main window {main.frame}")
        desktop.keys("alt+F4")  # openbox's close: whether Esc works is another scenario
        wait_until(f"{name} gone after Alt+F4", lambda: not app.others(), 5)
    if problems:
        raise Fail("; ".join(problems))
    return "inside " + str(area) + ": " + ", ".join(seen)


def dialogs_fit_every_language(desktop, binary, home):
    """The dialogs the keys open at once (New match, Rules, Open) in English, Dutch and Czech at
    Normal and Huge lie inside the screen, frame included. (The menus' dialogs are checked in every
    language by tst_projector, offscreen.)"""
    area = desktop.work_area()
    problems, seen = [], []
    for size in ("normal", "huge"):
        for language in ("en", "nl", "cs"):
            run_home = Path(home) / f"{size}-{language}"
            (run_home / "config" / "Bughouse").mkdir(parents=True)
            (run_home / "config" / "Bughouse" / "bughouse.conf").write_text(
                f"[view]\nlanguage={language}\nsize={size}\n[sound]\nmuted=true\n")
            app = App(desktop, binary, run_home)
            if not app.main.frame.inside(area):
                problems.append(f"{size} {language}: main window {app.main.frame} leaves {area}")
            for name, keys in (("New match", ("ctrl+n",)), ("Rules", ("F1",)), ("Open", ("ctrl+o",))):
                window = settled(desktop, show(app, keys, ""))  # any title: it is translated
                seen.append(f"{size} {language} {name} {window.frame.w}x{window.frame.h}")
                if not window.frame.inside(area):
                    problems.append(f"{size} {language}: {name} {window.frame} leaves {area}")
                desktop.keys("alt+F4")
                wait_until(f"{name} gone after Alt+F4", lambda: not app.others(), 5)
            app.stop()
    if problems:
        raise Fail("; ".join(problems))
    return "inside " + str(area) + ": " + ", ".join(seen)


def menu_bar_height(app):
    """From the top of the main window's inside to the boards' background, a quarter across or
    near the left edge (where the move lists take the most room): the menu bar's height, once two
    looks agree."""
    def look():
        width, height, data = app.desktop.pixels()
        client = app.refresh().client
        for x in (client.x + client.w // 4, client.x + 4):
            for y in range(max(client.y, 0), min(client.y + client.h, height)):
                if data[3 * (y * width + x): 3 * (y * width + x) + 3] == bytes((0x26, 0x24, 0x21)):
                    return y - client.y
        raise Fail("no background under the menu bar")
    looks = [look()]
    return wait_until("the menu bar's height settled", lambda: looks.append(look()) or looks[-1] == looks[-2] and looks[-1])


def size_order_on_4k(desktop, binary, home):
    app = App(desktop, binary, home)
    menu, about = {}, {}
    for choice, key in (("Normal", "n"), ("Large", "l"), ("Huge", "h"), ("Automatic", "a")):
        desktop.keys("alt+v", "z", key)
        about[choice] = settled(desktop, show(app, ("alt+h", "a"), "About Bughouse")).client
        desktop.keys("Escape")
        wait_until("About gone after Esc", lambda: not app.others(), 5)
        menu[choice] = menu_bar_height(app)
    seen = ("menu bar " + ", ".join(f"{choice} {h} px" for choice, h in menu.items()) + "; About box " +
            ", ".join(f"{choice} {rect.w}x{rect.h}" for choice, rect in about.items()))
    if not menu["Normal"] < menu["Large"] < menu["Huge"]:
        raise Fail(f"not Normal < Large < Huge: {seen}")
    if menu["Automatic"] not in (menu["Normal"], menu["Large"], menu["Huge"]):
        raise Fail(f"Automatic is none of the three: {seen}")
    return seen


def geometry_restored(desktop, binary, home):
    app = App(desktop, binary, home)
    desktop.x("xdotool", "windowsize", str(app.main.id), "900", "600", "windowmove", str(app.main.id), "150", "90")
    wait_until("the main window moved and resized", lambda: app.refresh().client.w == 900 and app.main.frame.x > 100)
    left = settled(desktop, app.main).frame
    app.quit()
    app = App(desktop, binary, home)
    complaint = holds_for(1.0, lambda: None if app.refresh().frame.near(left, 4) else f"came back at {app.main.frame}")
    if complaint:
        raise Fail(f"left at {left}, {complaint}")
    back = app.main.frame
    desktop.keys("F11")
    wait_until("full screen after F11", lambda: app.refresh().full_screen)
    app.quit()
    app = App(desktop, binary, home)
    complaint = holds_for(1.0, lambda: None if app.refresh().full_screen else f"came back as {app.main.frame}")
    if complaint:
        raise Fail(f"left full screen, {complaint}")
    return f"left at {left}, back at {back}; left full screen, back full screen {app.main.frame}"


def keyboard_blocks_and_mouse(desktop, binary, home):
    app = App(desktop, binary, home)
    start_clocks(app)
    boards = board_squares(desktop)
    keys = desktop.keys
    mouse = lambda board, start, end: desktop.drag(square_point(boards, board, start), square_point(boards, board, end))
    # A block's first key shows its cursor on the king of the side to move and moves it; White is
    # below on A, above on B.
    keys("w", "e")                                 # block A holds e2 on board A
    mouse("B", "d2", "d4")                         # meanwhile the mouse plays on board B
    wait_moves(app, [("B", "d4")])
    keys("w", "w", "e")                            # block A puts it down on e4
    wait_moves(app, [("B", "d4"), ("A", "e4")])
    keys("Up", "Return")                           # block B holds e7 on board B
    mouse("A", "e7", "e5")                         # meanwhile the mouse plays on board A
    wait_moves(app, [("B", "d4"), ("A", "e4"), ("A", "e5")])
    keys("Up", "Up", "Return")                     # block B puts it down on e5
    wait_moves(app, [("B", "d4"), ("A", "e4"), ("A", "e5"), ("B", "e5")])
    return "journal: " + " ".join(f"{board}:{san}" for board, san in app.moves())


def person_and_three_computers(desktop, binary, home):
    """A person on White-A, computers at levels 1, 4 and 7 in the other seats, 3+0 (issue "A club
    evening"): the computers take a person's time, so board B is not played out in seconds; the
    person's move goes in; the match ends by itself (at the latest the person's flag) and is kept
    under the finished matches with its result."""
    conf = Path(home) / "config" / "Bughouse"
    conf.mkdir(parents=True)
    (conf / "bughouse.conf").write_text(
        "[match]\nbaseMs=180000\nbonusMs=0\n[players]\nwhiteA=human\nblackA=builtin:1\n"
        "whiteB=builtin:4\nblackB=builtin:7\n[sound]\nmuted=true\n")
    app = App(desktop, binary, home)
    start_clocks(app)
    boards = board_squares(desktop)
    desktop.drag(square_point(boards, "A", "e2"), square_point(boards, "A", "e4"))
    wait_until("the person's e4 in the journal", lambda: ("A", "e4") in app.moves(), 5)
    # At 3+0 a computer takes about 3 s a move (1.8 s at the least): in 20 s board B has at most a
    # dozen plies (before, 91 in 4 s).
    time.sleep(20)
    on_b = [san for board, san in app.moves() if board == "B"]
    if not 2 <= len(on_b) <= 15:
        raise Fail(f"board B played {len(on_b)} plies in 20 s: {' '.join(on_b)}")
    matches = app.home / "data" / "Bughouse" / "bughouse" / "matches"
    kept = wait_until("the match's end and its record", lambda: list(matches.glob("*.bpgn")), 200)
    record = kept[0].read_text()
    result = re.search(r'\[Result "([^"]*)"\]', record)
    if not result or result.group(1) == "*":
        raise Fail(f"the record has no result: {record[:300]}")
    return f"board B: {len(on_b)} plies in the first 20 s; ended {result.group(1)}, kept as {kept[0].name}"


def esc_closes_every_dialog(desktop, binary, home):
    app = App(desktop, binary, home)
    problems, seen = [], []
    for name, opener, title, dialog in WINDOWS:
        if not dialog:
            continue
        show(app, opener, title)
        desktop.keys("Escape")
        try:
            wait_until(f"{name} gone after Esc", lambda: not app.others(), 3)
            wait_until(f"the main window active with the keyboard after {name}",
                       lambda: desktop.active() == app.main.id and desktop.focus() == app.main.id, 3)
            seen.append(name)
        except Fail as failure:
            problems.append(str(failure))
            for w in app.others():
                desktop.x("xdotool", "windowactivate", "--sync", str(w.id))
                desktop.keys("alt+F4")
            wait_until(f"{name} closed by Alt+F4", lambda: not app.others(), 5)
    if problems:
        raise Fail("; ".join(problems))
    return "closed with Esc, main window active and focused after each: " + ", ".join(seen)


def resume_after_kill(desktop, binary, home):
    app = App(desktop, binary, home)
    start_clocks(app)
    desktop.keys("w", "e", "w", "w", "e")                             # e4 on board A (White below)
    desktop.keys("Down", "Return", "Down", "Down", "Return")          # e4 on board B (White above)
    moves = wait_moves(app, [("A", "e4"), ("B", "e4")])
    # A heartbeat after the moves: the time of the kill is in the journal.
    beat = wait_until("a heartbeat after the moves", lambda: "alive" in app.last_event() and app.last_event(), 5)
    e4 = next(e for e in app.journal() if e.get("san") == "e4")
    black_a = 180000 - (beat["alive"] - e4["at"])  # Black's clock on board A at the kill (3 min, no bonus)
    os.kill(app.process.pid, signal.SIGKILL)
    app.stop()
    app = App(desktop, binary, home)
    question = wait_until("the resume question", lambda: app.new_window("Resume match"), 15)
    if not question.modal:
        raise Fail(f"the resume question {question} is not modal")
    # Centred over the main window (as the dialogs are), also when the journal was read before
    # openbox had placed the window.
    question, main, area = settled(desktop, question), settled(desktop, app.refresh()), desktop.work_area()
    dx, dy = (abs(a - b) for a, b in zip(question.frame.centre(), main.frame.centre()))
    if dx > 0.05 * area.w or dy > 0.05 * area.h or not question.frame.inside(main.frame):
        raise Fail(f"the resume question {question} is not centred over the main window {main}")
    desktop.keys("Return")
    wait_until("the resume question gone after Return", lambda: not app.others(), 5)
    if app.moves() != moves:
        raise Fail(f"after the resume the journal holds {app.moves()}, not {moves}")
    desktop.keys("ctrl+p")                                            # the resumed match waits paused
    resumed = time.monotonic()
    desktop.keys("s", "e", "s", "s", "e")                             # e5 on board A
    wait_moves(app, moves + [("A", "e5")])
    spent = (time.monotonic() - resumed) * 1000
    clock = next(e["clock"] for e in app.journal() if e.get("san") == "e5")
    seen = (f"question {question.frame} centred over {main.frame}, answered with Return, moves back {moves}; Black's clock on A "
            f"{black_a / 1000:.1f} s at the kill, {clock / 1000:.1f} s after e5 {spent / 1000:.1f} s into the resume")
    if not black_a - spent - 1500 <= clock <= black_a + 100:
        raise Fail("clock not as at the kill: " + seen)
    return seen


# name, screen size, scenario
SCENARIOS = [
    ("open-lock-up", (1280, 800), open_lock_up),
    ("record-from-command-line", (1280, 800), record_from_command_line),
    ("windows-inside-1280x800", (1280, 800), windows_inside_1280x800),
    ("dialogs-fit-every-language-1280x800", (1280, 800), dialogs_fit_every_language),
    ("dialogs-fit-every-language-4k", (3840, 2160), dialogs_fit_every_language),
    ("size-order-4k", (3840, 2160), size_order_on_4k),
    ("geometry-restored", (1280, 800), geometry_restored),
    ("keyboard-blocks-and-mouse", (1280, 800), keyboard_blocks_and_mouse),
    ("esc-closes-dialogs", (1280, 800), esc_closes_every_dialog),
    ("person-and-three-computers-3+0", (1280, 800), person_and_three_computers),
    ("resume-after-kill", (1280, 800), resume_after_kill),
    ("review-record-1280x800", (1280, 800), review_record),
    ("review-record-4k", (3840, 2160), review_record),
    ("review-record-4k-huge-dutch", (3840, 2160), functools.partial(review_record, language="nl")),
    ("review-record-4k-huge-czech", (3840, 2160), functools.partial(review_record, language="cs")),
]


def run_scenario(name, size, scenario, binary, out):
    """One scenario on a desktop of its own; True if it passed."""
    started = time.monotonic()
    home = tempfile.mkdtemp(prefix=f"bughouse-{name}-")
    desktop = None
    try:
        desktop = Desktop(*size)
        seen = scenario(desktop, binary, home)
        print(f"PASS {name} ({time.monotonic() - started:.1f} s): {seen}", flush=True)
        return True
    except Exception as failure:  # a Fail, or the scenario itself broke
        if not isinstance(failure, Fail):
            traceback.print_exc()
        shot, log = Path(out) / f"desktop-{name}.png", Path(out) / f"desktop-{name}.log"
        if desktop:
            desktop.screenshot(shot)
        if (Path(home) / "app.log").exists():
            shutil.copy(Path(home) / "app.log", log)
        print(f"FAIL {name} ({time.monotonic() - started:.1f} s): {failure} [screenshot {shot}, "
              f"the program's output {log}]", flush=True)
        return False
    finally:
        if desktop:
            desktop.stop()
        shutil.rmtree(home, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--only", help="comma-separated scenario names")
    parser.add_argument("--out", default=".", help="where failure screenshots go")
    parser.add_argument("--patience", type=float, default=1.0, help="multiplies every timeout (sanitizer builds)")
    args = parser.parse_args()
    global PATIENCE, OUT
    PATIENCE, OUT = args.patience, args.out
    Path(args.out).mkdir(parents=True, exist_ok=True)
    chosen = args.only.split(",") if args.only else [name for name, _, _ in SCENARIOS]
    unknown = set(chosen) - {name for name, _, _ in SCENARIOS}
    if unknown:
        parser.error(f"no scenario {', '.join(sorted(unknown))}")
    results = [run_scenario(name, size, scenario, os.path.abspath(args.binary), args.out)
               for name, size, scenario in SCENARIOS if name in chosen]
    print(f"{results.count(True)} of {len(results)} desktop scenarios passed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
