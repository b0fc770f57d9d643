"""What the app (`hexterm.app`) needs beside it, moved out as it grew: how long a
program waits for its player (the idle limit, `HEXTERM_IDLE`, a served session's
default) and how it is said, and Textual's own palette commands marked for the
catalogues."""

from __future__ import annotations

import os

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import titled

SERVED_IDLE = 30 * 60  # seconds: a served session's idle limit when HEXTERM_IDLE is unset
TEXTUAL_COMMANDS = (
    titled("Theme"), titled("Change the current theme"), titled("Quit"),
    titled("Quit the application as soon as possible"), titled("Keys"),
    titled("Show help for the focused widget and a summary of available keys"),
    titled("Hide the keys and widget help panel"), titled("Maximize"),
    titled("Maximize the focused widget"), titled("Minimize"),
    titled("Minimize the widget and restore to normal size"), titled("Screenshot"),
    titled("Save an SVG 'screenshot' of the current screen"))
"""Textual's own palette commands (textual/app.py, `get_system_commands`), their titles
and helps marked for the extraction: `get_system_commands` says them with `t`."""


def idle_limit(served: bool, environ: dict[str, str] | None = None) -> float | None:
    """The idle limit in seconds from HEXTERM_IDLE (0: none), or the default."""
    raw = (os.environ if environ is None else environ).get("HEXTERM_IDLE", "").strip()
    if not raw:
        return float(SERVED_IDLE) if served else None
    try:
        seconds = float(raw)
    except ValueError:
        raise HextermError(f"HEXTERM_IDLE must be a number of seconds, not {raw!r}") from None
    if seconds != seconds or seconds < 0:  # NaN, negative
        raise HextermError(f"HEXTERM_IDLE must be a number of seconds, not {raw!r}")
    return seconds or None


def duration(seconds: float) -> str:
    """`seconds` as a person says it: 30 min, 90 s."""
    return f"{seconds / 60:g} min" if seconds >= 120 else f"{seconds:g} s"
