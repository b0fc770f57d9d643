"""What this terminal tells its player when something asks for them (issue 28): the
bell and a desktop notification (OSC 9 and OSC 777, `hexterm.notify.alert`), once per
event, written to the terminal through the app's driver.

The events are the engine's notices (`hexterm.engine.notices`): at one's own terminal,
the notices of the change the waiting screen saw in the save (`timing.after_change` of
the game before and after: the step opened, the seat's go), and a reminder that came due
on the step's screen; at one keyboard, the next seat called to the hand-off. Only what
asks for the seat is told (`ASKING`); each once, however often it is seen again.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from hexterm.engine import notices as kinds
from hexterm.engine.notices import Notice
from hexterm.i18n import language
from hexterm.notify import alert

ASKING = (kinds.STEP_OPENED, kinds.YOUR_GO, kinds.REMINDER)
"""The notices that ask something of the seat: the terminal rings for these."""
TOLD = (*ASKING, kinds.RESOLVED)
"""What the terminal rings for: what asks something of the seat and, when nothing does,
the step it played in resolved (the issue's four: the step opens, its go, a reminder,
the step resolved)."""
RUNG = 2.0
"""Seconds after an alert during which a screen's own bell for the same go (a
campaign's declaration) is not rung again (`Alerts.just_rung`)."""


class Alerts:
    """The notices told at this terminal, written by `write` (the app's driver)."""

    def __init__(self, write: Callable[[str], None]) -> None:
        self.write = write
        self.told: set[tuple[str, ...]] = set()
        self.rung_at = -RUNG  # time.monotonic() of the last alert

    def tell(self, notices: Iterable[Notice], seat: str) -> bool:
        """Ring and notify for the first notice to `seat` that asks for it and was not
        told yet, else for the step it played in resolved (one event, one bell); whether
        something was told."""
        ordered = sorted(notices, key=lambda notice: notice.kind not in ASKING)
        for notice in ordered:
            key = (notice.kind, notice.game_id, str(notice.turn), notice.step, notice.seat,
                   str(notice.deadline), str(notice.message))
            if notice.seat != seat or notice.kind not in TOLD or key in self.told:
                continue
            self.told.add(key)
            self.write(alert(notice, language()))
            self.rung_at = time.monotonic()
            return True
        return False

    def just_rung(self) -> bool:
        """Whether an alert (its bell) was written a moment ago: the screen it opens
        rings no second bell for the same event."""
        return time.monotonic() - self.rung_at < RUNG

