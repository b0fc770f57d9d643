"""The real program in a real terminal, for the tests: `Terminal` runs `python -m hexterm`
inside a private tmux server, drives it with `send-keys` and reads it with `capture-pane`
(tests/conftest.py's `terminal` fixture makes one); `footer`, `side`, `row` and `words`
read what a screen shows."""

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

ROOT = Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 100, 40  # tall enough for the dashboard's list of units beside the map
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
