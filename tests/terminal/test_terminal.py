"""The real program in a real terminal: `python -m hexterm` run inside a private tmux
server, driven with `send-keys` and read with `capture-pane`.

One full hot-seat turn of two players, every step with the keyboard: the title screen,
the load screen, the hand-off (a wrong PIN, then the right one), the order form (a move
drawn in the path field), a market trade written at the node's market (`m`) and kept in
the unit's order form as its second action, a safe-conduct issued from the papers (`p`,
`n`: alice is a diplomat), the orders as text, submission, resolution, the reports (the
move, the trade and the document), quitting, and the save afterwards (the chest, the
node's listing, the document, and bob's view of it). The map without colour is in
tests/test_no_color.py, which uses this file's terminal. tmux is required (CI installs
it): without it these tests fail, they do not skip.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.planisphere.diplomacy.papers import DocKind, Scope
from hexterm.save import savegame

ROOT = Path(__file__).resolve().parent.parent
WIDTH, HEIGHT = 100, 40  # tall enough for the dashboard's list of units beside the map
BOB_PIN = "4321"
# How long a wait may last before it fails: never waited out by a test that passes, and
# wide, because the program starts slowly on a busy machine.
TIMEOUT = 60.0


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
                              capture_output=True, text=True, env=self.env, timeout=60,
                              check=False)

    @property
    def env(self) -> dict[str, str]:
        """The tmux server's environment, which the program inherits: English, UTF-8,
        and nothing from the test's own terminal that changes the colours."""
        # COLUMNS and LINES (pytest-xdist's workers set them) would size the program's
        # screen over the pane's.
        drop = {"NO_COLOR", "COLORTERM", "FORCE_COLOR", "HEXTERM_PIN", "TMUX", "TMUX_PANE",
                "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANGUAGE", "COLUMNS", "LINES"}
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

    def give(self, name: str, faction: str, step: str, text: str, *, sealed: bool,
             shows: str = "The rules accept it") -> None:
        """`name` (playing `faction`) gives `text` at the step titled `step` (after the
        hand-off if it is sealed), typed line by line, once the screen shows `shows` and
        the rules accept it."""
        if sealed:
            self.wait_for(f"Pass the keyboard to {name}")
            self.wait_for_focus(f"I am {name}")
            self.send("Enter")
        self.wait_for(f"{step} · {name} ({faction})")
        for number, line in enumerate(text.splitlines()):
            if number:
                self.send("Enter")
            self.type(line)
        self.wait_for(shows, "The rules accept it")
        self.send("C-s")

    def wait_for(self, *what: str | re.Pattern[str], timeout: float = TIMEOUT) -> str:
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

    def wait_for_focus(self, label: str, timeout: float = TIMEOUT) -> None:
        """Wait until the widget showing `label` has the focus: Textual draws a focused
        button's label in reverse video."""
        focused = re.compile(r"\x1b\[[0-9;]*\b7m(?:\x1b\[[0-9;]*m)*\s*" + re.escape(label))
        deadline = time.monotonic() + timeout
        while not focused.search(self.screen(escapes=True)):
            if time.monotonic() > deadline:
                raise AssertionError(f"{label!r} did not get the focus within {timeout} s; "
                                     f"the screen shows:\n{self.screen()}")
            time.sleep(0.1)

    def wait_until(self, test: Callable[[str], bool], what: str, *, escapes: bool = False,
                   timeout: float = TIMEOUT) -> str:
        """The screen once `test` holds of it (`what` says what was awaited when it
        does not)."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.screen(escapes)
            if test(shown):
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"{what} did not happen within {timeout} s; the screen "
                                     f"shows:\n{self.screen()}")
            time.sleep(0.1)

    def steady(self, escapes: bool = False, timeout: float = TIMEOUT) -> str:
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

    def exit_status(self, timeout: float = TIMEOUT) -> int:
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


def footer(screen: str) -> str:
    """The bottom line: the keys of the screen and of the widget with the focus (Textual
    leaves out a key the focused widget would take, like `?` in a text field)."""
    return screen.rstrip("\n").splitlines()[-1]


def side(screen: str) -> str:
    """The panel right of the map (the hex, the dashboard or the order form), its lines
    joined and its spaces collapsed: a line the panel wraps reads whole."""
    return " ".join(" ".join(line.split("│", 1)[1] for line in screen.splitlines()
                             if "│" in line).split())


def row(screen: str, label: str) -> str:
    """The line of the screen that holds `label` (with its escapes when captured so)."""
    return next((line for line in screen.splitlines() if label in line), "")


def words(text: str) -> re.Pattern[str]:
    """`text` as it may stand on the screen: wrapped at any of its spaces."""
    return re.compile(r"\s+".join(re.escape(w) for w in text.split()))


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """A two-player game of the built-in Marches (alice with glaces, a diplomat; bob with
    liberia, with a PIN)."""
    path = tmp_path / "saves" / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces:diplomat",
                 "--seat", "bob:liberia"]) == 0
    assert main(["seat", "pin", str(path), "bob", "--pin", BOB_PIN]) == 0
    return path



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
    term.wait_for("Turn 1", "Pass the keyboard to alice (Royaume des Glaces)")
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    term.wait_for("Turn 1 · alice (Royaume des Glaces)")

    # The map opens on alice's first unit, GLA11 on D18 (column 18, row D); GLA12
    # stands on C11 (column 11, row C).
    term.wait_for("│ D18 ", "GLA11 Royaume des Glaces")
    term.send(*["Left"] * 7, "Up")
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
    # The form closes and the cursor follows the move, onto D11.
    term.wait_until(lambda s: "Order form" not in s and side(s).startswith("D11 Montagne"),
                    "the form closing and the cursor on D11")

    # The market of the node under the cursor: the Camp Fort du Col-Blanc, where GLA12
    # now ends its move. Its list of nodes has the focus: no text field, the footer
    # offers `?`.
    term.send("m")
    term.wait_for("Markets · D11 Fort du Col-Blanc", "at most 20 of each commodity per turn",
                  re.compile(r"Argent +sells +9 DA +10 "), "GLA12 C11",
                  "You pay 0 DA and receive 0 DA.")
    term.wait_until(lambda s: "? Help" in footer(s), "the list of nodes taking the focus")
    # Enter on the node: on to its first amount field, which takes `?` as a character.
    term.send("Enter")
    term.wait_until(lambda s: "? Help" not in footer(s) and "Write the trade order" in
                    footer(s), "the amount field of Argent taking the focus")
    term.type("2")
    term.wait_for("You pay 18 DA and receive 0 DA.")  # 2 Argent × 9 DA = 18 DA
    # ctrl+s writes the order with the unit chosen (GLA12, the only one in reach): the
    # map opens GLA12's order form with the move kept and the trade as its second action.
    term.send("C-s")
    term.wait_until(lambda s: "^s Keep" in footer(s), "GLA12's order form taking the focus")
    form = side(term.wait_for("Order form · GLA12", "Buy / sell", "D11 Fort du Col-Blanc",
                              "1/2 movement spent, ends at D11"))
    assert re.search(r"Move ▼ S .*Buy / sell ▼ D11 Fort du Col-Blanc ▼ .*Argent 9 DA, ≤10 2 ",
                     form), form
    term.send("C-s")
    term.wait_until(lambda s: "GLA12 C11 move S; trade at D11 buy argent:2" in side(s),
                    "the dashboard showing GLA12's move and trade")
    term.wait_until(lambda s: "Order form" not in s, "the order form closing")

    # The papers: alice, a diplomat, issues a safe-conduct to bob for its bearer.
    term.send("p")
    term.wait_for("Papers · alice (Royaume des Glaces) · diplomat",
                  "No paper in your draft this turn.", "n Issue")
    term.send("n")  # the form opens on a safe-conduct; the first empty field has the focus
    term.wait_for("Issue a paper · alice (diplomat)", "Choose the seat that will hold it.",
                  re.compile(r"Issue +Safe-conduct \(sauf-conduit\)"))
    term.send("Enter")  # Held by: its list opens, the blank line chosen; bob is under it
    term.wait_for(re.compile(r"Held by +a seat of another faction +▲"),
                  "bob (Empire de Libéria)")
    term.send("Down", "Enter")
    term.wait_for(re.compile(r"Held by +bob \(Empire de Libéria\) +▼"), "Write the unit code.")
    covers = row(term.steady(escapes=True), "Covers")
    term.send("Tab")  # to Covers (a unit, for now): the focus draws its value anew
    term.wait_until(lambda s: row(s, "Covers") != covers, "the Covers field taking the focus",
                    escapes=True)
    term.send("Enter")  # its list opens on "a unit"; the bearer is two lines down
    term.wait_for(re.compile(r"Covers +a unit +▲"), "every unit of the holder's faction",
                  "its bearer (au porteur): any unit of the holder's")
    term.send("Down", "Down", "Enter")
    term.wait_for(re.compile(r"Covers +its bearer \(au porteur\): any unit of the holder's +▼"),
                  "In the orders: safe-conduct to bob for bearer ✓")
    term.send("C-s")  # adds it to the draft: the papers list it, without a code yet
    term.wait_for("In your draft: safe-conduct to bob for bearer",
                  re.compile(r"-  +Safe-conduct +alice +bob +issued this turn"))
    term.send("Escape")
    term.wait_for("Turn 1 · alice (Royaume des Glaces)", "GLA12 C11 move S; trade at")

    # The draft as text: the paper's line first, then GLA12's move and trade.
    term.send("t")
    term.wait_for("Orders · alice", "trade at D11 buy argent:2")
    term.wait_until(lambda s: re.findall(r"▊ (.*\S)\s*▎", s) == [
        "safe-conduct to bob for bearer", "unit GLA12", "  move S",
        "  trade at D11 buy argent:2"], "the draft as text: the paper, then GLA12's order")
    term.send("Escape")  # back to the map, the draft as it was
    term.wait_until(lambda s: "Turn 1 · alice (Royaume des Glaces)" in s
                    and "Orders · alice" not in s, "the map coming back")
    term.send("C-s")
    term.wait_for("Submit your orders for turn 1?", "Units with an order: 1")
    term.send("y")

    # The hand-off to bob: nothing of alice's game is on the screen.
    term.wait_for("Pass the keyboard to bob (Empire de Libéria)", "Given: alice",
                  "Awaited: bob")
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
    term.wait_for("Turn 1 · bob (Empire de Libéria)")

    # Bob's orders as text: a defending line per unit; ctrl+s submits after a question.
    term.send("t")
    term.wait_for("Orders · bob", "unit LIB")
    bobs = sorted(code for code, unit in savegame.load(save).state.units.items()
                  if unit.commander == "bob" and unit.hex is not None)
    assert bobs
    term.wait_until(lambda s: re.findall(r"unit (\w+): (\w+)", s) == [
        (code, "defend") for code in bobs], "a defending line for each of bob's units")
    term.send("C-s")
    term.wait_for("Submit your orders for turn 1?")
    term.send("y")

    # Every human has given orders: the turn is resolved and alice is called again.
    term.wait_for("Turn 2", "Pass the keyboard to alice (Royaume des Glaces)")
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    # The reports: the document issued (the game's first paper: D1), the move, the trade
    # (2 Argent × 9 DA = 18 DA).
    term.wait_for("Reports", re.compile(r"GLA12\W+move\W+done"),
                  words("+ D1: safe-conduct D1: done: safe-conduct D1 from alice (Royaume "
                        "des Glaces) to bob: for the bearer; it can be used from the next "
                        "turn on"),
                  "+ GLA12: trade: done: bought 2 argent for 18 DA at Fort du Col-Blanc")
    term.send("Escape")
    term.wait_for("Turn 2 · alice (Royaume des Glaces)")
    term.send("C-q")
    assert term.exit_status() == 0

    game = savegame.load(save)
    state = game.state
    assert game.turn == 2
    unit = state.units["GLA12"]
    assert unit.hex is not None and unit.hex.label == "D11"
    assert unit.cargo == {}  # bought goods go into the chest, not the unit's inventory
    # The chest: 120 DA at the start (marches.toml); turn 1 deploys nothing, issuing a
    # safe-conduct is free, and only the trade costs: 120 - 2 × 9 = 102 DA; DO untouched
    # (12). Argent: 0 + 2; fer 20 and fourrures 10 as the scenario gives them.
    glaces = state.factions["glaces"]
    assert (glaces.da, glaces.do) == (102, 12)
    assert glaces.goods == {"argent": 2, "fer": 20, "fourrures": 10}
    # Fort du Col-Blanc sold 2 of its 10 Argent: 8 left, still open; one transaction of
    # glaces this session. 2 is not the whole listing (10): no influence for it.
    node = state.nodes[unit.hex]
    assert [(li.good, li.side.value, li.price, li.left) for li in node.market] == [
        ("argent", "sells", 9, 8)]
    assert node.trades == {"glaces": 1}
    # The safe-conduct: D1, issued by alice (glaces) on turn 1 to bob, for its bearer,
    # without a limit, not used yet; bob's view of the game shows it to him.
    doc = state.documents["D1"]
    assert list(state.documents) == ["D1"]
    assert (doc.kind, doc.issuer, doc.faction, doc.holder, doc.issued, doc.scope,
            doc.limited, doc.used) == (DocKind.SAFE_CONDUCT, "alice", "glaces", "bob", 1,
                                       Scope.BEARER, False, 0)
    seen = game.rules.view(state, game.seat("bob"))["documents"]
    assert seen["D1"]["kind"] == "safe-conduct" and seen["D1"]["holder"] == "bob"
    assert seen["D1"]["scope"] == "bearer" and seen["D1"]["used"] == 0
