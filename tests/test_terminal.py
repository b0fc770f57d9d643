"""The real program in a real terminal: `python -m hexterm` run inside a private tmux
server, driven with `send-keys` and read with `capture-pane`.

One full hot-seat turn of two players (title screen, load screen, hand-off, the order
form, the orders as text, submission, resolution, the reports, quitting), and the map
without colour under NO_COLOR. tmux is required (CI installs it): without it these tests
fail, they do not skip.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import savegame
from hexterm.cli import main
from hexterm.engine.hexgrid import format_label, parse_label
from hexterm.engine.planisphere.board import board

ROOT = Path(__file__).resolve().parent.parent
WIDTH, HEIGHT = 100, 40  # tall enough for the dashboard's list of units beside the map
BOB_PIN = "4321"


class Terminal:
    """One program running in a tmux pane of its own private tmux server."""

    def __init__(self, tmux: str, saves: Path) -> None:
        self.tmux = tmux
        self.saves = saves
        self.socket = f"hexterm-test-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.socket_path = ""
        self.started = False

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([self.tmux, "-L", self.socket, "-f", "/dev/null", *args],
                              capture_output=True, text=True, env=self.env, timeout=10,
                              check=False)

    @property
    def env(self) -> dict[str, str]:
        """The tmux server's environment, which the program inherits: English, UTF-8,
        and nothing from the test's own terminal that changes the colours."""
        drop = {"NO_COLOR", "COLORTERM", "FORCE_COLOR", "HEXTERM_PIN", "TMUX", "TMUX_PANE",
                "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANGUAGE"}
        env = {k: v for k, v in os.environ.items() if k not in drop
               and not k.startswith("TEXTUAL")}
        env["LANG"] = "en_US.UTF-8"
        return env

    def start(self, *hexterm_args: str, no_color: bool = False) -> None:
        # tmux sets TERM in the pane itself: the command sets it back. A shell around
        # the program prints its exit status: tmux's own record of it is not reliable
        # (a tmux built with libutempter may miss the program's SIGCHLD, tmux#311).
        command = ["sh", "-c", '"$@"; echo "[hexterm exited with status $?]"', "sh",
                   "env", "TERM=xterm-256color", *(["NO_COLOR=1"] if no_color else []),
                   sys.executable, "-m", "hexterm", "--lang", "en",
                   "--saves", str(self.saves), *hexterm_args]
        done = self.run("start-server", ";", "set-option", "-g", "remain-on-exit", "on",
                        ";", "new-session", "-d", "-x", str(WIDTH), "-y", str(HEIGHT),
                        "-s", "t", "-c", str(ROOT), shlex.join(command))
        assert done.returncode == 0, f"tmux did not start: {done.stderr}"
        self.started = True
        self.socket_path = self.run("display-message", "-p", "#{socket_path}").stdout.strip()

    def close(self) -> None:
        """Stop the tmux server (and the program with it); remove its socket."""
        if self.started:
            self.run("kill-server")
            if self.socket_path:
                Path(self.socket_path).unlink(missing_ok=True)

    def send(self, *keys: str) -> None:
        """Keys as tmux names them: Enter, Tab, Down, C-s, BSpace, or a letter."""
        done = self.run("send-keys", "-t", "t", *keys)
        assert done.returncode == 0, f"send-keys {keys}: {done.stderr}"

    def type(self, text: str) -> None:
        """`text` typed literally, character by character."""
        done = self.run("send-keys", "-t", "t", "-l", text)
        assert done.returncode == 0, f"send-keys -l {text!r}: {done.stderr}"

    def screen(self, escapes: bool = False) -> str:
        """What the pane shows; with `escapes`, with its colours and attributes."""
        done = self.run("capture-pane", "-p", "-t", "t", *(["-e"] if escapes else []))
        assert done.returncode == 0, f"capture-pane: {done.stderr}"
        return done.stdout

    def wait_for(self, *what: str | re.Pattern[str], timeout: float = 15) -> str:
        """The screen once every text (or pattern) of `what` is on it; on timeout the
        assertion shows the whole screen."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.screen()
            if all(w in shown if isinstance(w, str) else w.search(shown) for w in what):
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"{what!r} did not appear within {timeout} s; the "
                                     f"screen shows:\n{shown}")
            time.sleep(0.1)

    def wait_for_focus(self, label: str, timeout: float = 15) -> None:
        """Wait until the widget showing `label` has the focus: Textual draws a focused
        button's label in reverse video."""
        focused = re.compile(r"\x1b\[[0-9;]*\b7m(?:\x1b\[[0-9;]*m)*\s*" + re.escape(label))
        deadline = time.monotonic() + timeout
        while not focused.search(self.screen(escapes=True)):
            if time.monotonic() > deadline:
                raise AssertionError(f"{label!r} did not get the focus within {timeout} s; "
                                     f"the screen shows:\n{self.screen()}")
            time.sleep(0.1)

    def steady(self, escapes: bool = False, timeout: float = 15) -> str:
        """The screen once two captures 0.1 s apart agree (a frame fully drawn)."""
        deadline = time.monotonic() + timeout
        last = self.screen(escapes)
        while True:
            time.sleep(0.1)
            shown = self.screen(escapes)
            if shown == last:
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"the screen kept changing for {timeout} s:\n{shown}")
            last = shown

    def exit_status(self, timeout: float = 15) -> int:
        """The program's exit status once it has ended (the line that says so may have
        scrolled off the screen: the pane's history is read too)."""
        deadline = time.monotonic() + timeout
        while True:
            done = self.run("capture-pane", "-p", "-S", "-", "-t", "t")
            found = EXITED.search(done.stdout)
            if found:
                return int(found.group(1))
            if time.monotonic() > deadline:
                raise AssertionError(f"the program is still running after {timeout} s; "
                                     f"the screen shows:\n{self.screen()}")
            time.sleep(0.1)


EXITED = re.compile(r"\[hexterm exited with status (\d+)\]")


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """A two-player game (alice with glaces, bob with liberia; bob has a PIN)."""
    path = tmp_path / "saves" / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    assert main(["seat", "pin", str(path), "bob", "--pin", BOB_PIN]) == 0
    return path


@pytest.fixture
def terminal(save: Path) -> Iterator[Terminal]:
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.fail("tmux is not installed: these tests run the program in tmux "
                    "(apt-get install tmux; .ci/run installs it)")
    term = Terminal(tmux, save.parent)
    try:
        yield term
    finally:
        term.close()


def test_one_hot_seat_turn_of_two_players(terminal: Terminal, save: Path) -> None:
    term = terminal
    term.start()

    # The title screen: New game has the focus, tab gives it to Load game, enter presses.
    term.wait_for("New game", "Load game", "Quit")
    term.wait_for_focus("New game")
    term.send("Tab")
    term.wait_for_focus("Load game")
    term.send("Enter")
    term.wait_for("g.hexsave")
    term.send("Enter")

    # The hand-off to alice; enter presses "I am alice: show my game".
    term.wait_for("Turn 1", "Pass the keyboard to alice (glaces)")
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    term.wait_for("Turn 1 · alice (glaces)")

    # The cursor starts on A01; GLA12 stands on C11 (column 11, row C).
    term.send(*["Right"] * 10, "Down", "Down")
    term.wait_for("│ C11 ")
    term.send("Enter")
    term.wait_for("Order form · GLA12")
    term.send("Enter")  # the first action's list opens on its prompt: down is Move
    shown = term.wait_for("Recon")
    options = shown[shown.index("Move"):]
    assert [w for w in ("Move", "Attack", "Defend", "Hide", "Recon") if w in options] == [
        "Move", "Attack", "Defend", "Hide", "Recon"]
    term.send("Down", "Enter")
    term.wait_for("0/2 movement spent, ends at C11")
    term.send("Tab")  # to the path field (its key shows in the footer); s is south
    term.wait_for("Undo step")
    term.send("s")
    term.wait_for("1/2 movement spent, ends at D11")
    term.send("C-s")  # keeps the order: the form closes and the dashboard shows it
    term.wait_for("GLA12 C11 move S")
    assert "Order form" not in term.steady()
    term.send("C-s")
    term.wait_for("Submit your orders for turn 1?")
    term.send("y")

    # The hand-off to bob: nothing of alice's game is on the screen.
    term.wait_for("Pass the keyboard to bob (liberia)", "Orders given: alice",
                  "Orders awaited: bob")
    shown = term.steady()
    for secret in ("GLA", "C11", "D11", "Chest", "Royaume", "move"):
        assert secret not in shown, f"{secret!r} of alice's game on bob's hand-off:\n{shown}"
    term.type("1111")
    term.wait_for("••••")  # the PIN field has the focus
    term.send("Enter")
    term.wait_for("wrong PIN")
    # Textual runs backspace as a key binding and inserts letters directly, so letters
    # typed at once could land before the backspaces: wait for the field to be empty.
    term.send(*["BSpace"] * 4)
    term.wait_for(re.compile(r"^\W*PIN\W*$", re.M))
    term.type(BOB_PIN)
    term.wait_for("••••")
    term.send("Enter")
    term.wait_for("Turn 1 · bob (liberia)")

    # Bob's orders as text: a defending line per unit; ctrl+s submits after a question.
    term.send("t")
    term.wait_for("Orders · bob", "unit LIB")
    bobs = sorted(code for code, unit in savegame.load(save).state.units.items()
                  if unit.commander == "bob" and unit.hex is not None)
    assert bobs and re.findall(r"unit (\w+): (\w+)", term.steady()) == [
        (code, "defend") for code in bobs]
    term.send("C-s")
    term.wait_for("Submit your orders for turn 1?")
    term.send("y")

    # Every human has given orders: the turn is resolved and alice is called again.
    term.wait_for("Turn 2", "Pass the keyboard to alice (glaces)")
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    term.wait_for("Reports", re.compile(r"GLA12\W+move\W+done"))
    term.send("Escape")
    term.wait_for("Turn 2 · alice (glaces)")
    term.send("C-q")
    assert term.exit_status() == 0

    game = savegame.load(save)
    assert game.turn == 2
    unit = game.state.units["GLA12"]
    assert unit.hex is not None and unit.hex.label == "D11"


# --- the map without colour ------------------------------------------------------------

SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def colour_codes(screen: str) -> list[str]:
    """The SGR sequences of `screen` that set a colour (30-37, 40-47, 90-97, 100-107,
    38/48 with 5;n or 2;r;g;b); bold, dim, reverse, underline and the defaults (39, 49,
    0) are not colours."""
    found = []
    for match in SGR.finditer(screen):
        for p in re.split("[;:]", match.group(1)):
            if p.isdigit() and (30 <= int(p) <= 38 or 40 <= int(p) <= 48
                                or 90 <= int(p) <= 97 or 100 <= int(p) <= 107):
                found.append(match.group(0).replace("\x1b", "ESC"))
                break
    return found


def hex_cell(screen: str, label: str) -> tuple[str, str]:
    """The two lines of hex `label` as drawn, when the map is not scrolled: its layer
    text, and its label (3 characters wide, 4 apart; odd columns half a hex lower)."""
    col, row = parse_label(label)
    lines = screen.splitlines()
    x, y = col * 4, 1 + row * 2 + (col & 1)  # line 0 is the title
    return lines[y][x:x + 3], lines[y + 1][x:x + 3]


def map_screen(term: Terminal, *, no_color: bool, save: Path) -> str:
    """Alice's map at the start of turn 1, captured with its escape sequences."""
    term.start("play", str(save), no_color=no_color)
    term.wait_for("Pass the keyboard to alice (glaces)")
    term.send("Enter")
    term.wait_for("Turn 1 · alice (glaces)")
    return term.steady(escapes=True)


def test_no_color_draws_no_colour_and_the_map_reads_in_ascii(terminal: Terminal,
                                                              save: Path) -> None:
    shown = map_screen(terminal, no_color=True, save=save)
    plain = SGR.sub("", shown)
    assert "Traceback" not in plain, plain
    assert colour_codes(shown) == [], f"colours under NO_COLOR: {colour_codes(shown)[:10]}"
    assert re.search(r"\x1b\[[0-9;]*7[;m]", shown), "no reverse video: where is the cursor?"

    # Without colour the marks tell whose a unit is: alice's own in lower case, others'
    # in upper case, after the two terrain glyphs; every hex in plain ASCII.
    game = savegame.load(save)
    data = board(game.state, game.seat("alice"))
    assert hex_cell(plain, "C11") == (data.terrain[data.index(10, 2)] + "g", "C11")
    assert [u.code for u in game.state.units.values() if u.faction == "liberia"
            and u.hex is not None and u.hex.label == "M07"] == ["LIB16"]
    assert hex_cell(plain, "M07")[0].endswith("L")
    for col in range(14):
        for row in range(16):
            i = data.index(col, row)
            units = data.units.get(i)
            node = data.nodes.get(i)
            if units:
                letter = data.letters[units[0].faction] if units[0].faction else "?"
                mark = letter.lower() if units[0].own else letter
            else:
                mark = node.quality if node is not None else " "
            expected = (data.terrain[i] + mark).ljust(3)
            assert expected.isascii()
            assert hex_cell(plain, format_label(col, row)) == (expected, format_label(col, row))


def test_the_same_map_with_colour_has_colours(terminal: Terminal, save: Path) -> None:
    """The contrast case: without NO_COLOR the screen above is in colour."""
    shown = map_screen(terminal, no_color=False, save=save)
    assert colour_codes(shown), SGR.sub("", shown)
