"""Waiting in a pilot test for the condition it needs, never for a fixed time.

`until` lets Textual process what is pending (`pilot.pause()`) until `condition()`
holds. The deadline is only there so that a test that would wait for ever fails with
a sentence instead; it is wide, because a busy two-core machine is slow, and a test
that passes never waits for it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from textual.pilot import Pilot

DEADLINE = 60.0  # seconds before a condition that never comes fails the test


async def until(pilot: Pilot[object], condition: Callable[[], bool], what: str,
                timeout: float = DEADLINE) -> None:
    """Return once `condition()` holds; fail saying `what` was awaited."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout:g} s")
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()


async def settled(pilot: Pilot[object], timeout: float = DEADLINE) -> None:
    """Return once the save's work in a thread (sending orders, resolving a turn: the
    `WorkingScreen`) is over and its result shown: done, or failed with its sentence."""
    from hexterm.screens.dialogs.working import WorkingScreen

    def still_working() -> bool:
        screen = pilot.app.screen
        return isinstance(screen, WorkingScreen) and not screen.problem

    deadline = time.monotonic() + timeout
    while True:
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if not still_working():
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"the save's work did not end within {timeout:g} s")


def holds(condition: Callable[[], bool], what: str, timeout: float = DEADLINE) -> None:
    """Outside an app (another process, a thread): return once `condition()` holds,
    looking again every tenth of a second; fail saying `what` was awaited."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout:g} s")
        time.sleep(0.1)
