"""The player's program as `hexterm serve` starts it, and what the player's terminal
is given back when the program could not do it itself.

`child_env` is the whole environment of a player's program: nothing of the server's
own, only the client's terminal type (when it is a plausible name: else
xterm-256color), its wish for 24-bit colour (COLORTERM) or none (NO_COLOR), and what
tells the program it is served (HEXTERM_SERVED=1, HEXTERM_IDLE); the session adds the
languages (docs/ssh.md). `RESTORE` is written to the player's terminal by the session
(`hexterm.server.session`) when the program was stopped by the server, or killed.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path

import hexterm

TERM_OK = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$")
COLORTERM_OK = {"truecolor", "24bit"}
# The player's terminal as it was before the program set its modes, for when the
# program could not say it itself (stopped by the server, or killed): a sequence it
# left half-written cancelled, a frame left open closed, mouse, paste, focus and
# resize reports and the keyboard protocol off, colours reset, lines wrapped, the
# main screen back and the cursor shown.
RESTORE = (b"\x18\x1b[?2026l"
           b"\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1015l\x1b[?1006l\x1b[?1016l"
           b"\x1b[?2004l\x1b[?1004l\x1b[?2048l\x1b[<u"
           b"\x1b[0m\x1b[?7h\x1b[?1049l\x1b[?25h")


def child_env(term: str, client: Mapping[str, str], idle: float) -> dict[str, str]:
    """The environment of a player's program: nothing of the server's own, the
    client's terminal type, colour wishes and language."""
    env = {
        "PATH": os.defpath,
        "TERM": term if TERM_OK.match(term) else "xterm-256color",
        "LANG": "C.UTF-8",
        "PYTHONIOENCODING": "utf-8",
        "PYTHONPATH": str(Path(hexterm.__file__).resolve().parent.parent),
        "HEXTERM_SERVED": "1",
        "HEXTERM_IDLE": str(int(idle)),
    }
    if client.get("COLORTERM", "") in COLORTERM_OK:
        env["COLORTERM"] = client["COLORTERM"]
    if "NO_COLOR" in client:
        env["NO_COLOR"] = "1"
    return env
