"""Pictures of the SAGA campaign's step screen at each kind of step: the sealed bid,
the preparation, a declaration, a battle's result and the management, and of the
reports of a turn (shown as the next one opens), at 80×24 and
160×48 in English and at 80×24 in French. The campaign is `saga_world`'s: three
players after two turns of bots, played on to the step pictured. Each picture was
looked at before it was accepted (see docs/screens.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm.app import HextermApp
from tests.helpers.pictures import LANGUAGES_AND_SIZES
from tests.screens.saga_world import advance_to, build_campaign

STEPS = ("bid", "prepare", "declare", "battle", "manage", "reports", "over")
SEALED = {"bid", "prepare", "manage"}


def campaign_at(tmp_path: Path, step: str) -> Path:
    """The campaign at `step` (the reports: as turn 3's bids open, after turn 2; over:
    played to its end)."""
    path = tmp_path / "saga.hexsave"
    build_campaign(path, 99 if step == "over" else 2)
    if step == "over":
        return path
    advance_to(path, "bid" if step == "reports" else step)
    return path


def past_the_hand_off(step: str) -> Any:
    """Past the hand-off of a sealed step, and the reports of the turn before when the
    step opens a turn (the bids)."""
    async def steps(pilot: Pilot[None]) -> None:
        if step in SEALED or step == "reports":
            await pilot.press("enter")
            await pilot.pause()
        if step == "bid":
            await pilot.press("escape")
        await pilot.pause()
    return steps


@LANGUAGES_AND_SIZES
@pytest.mark.parametrize("step", STEPS)
def test_saga_steps(step: str, speak: None, size: tuple[int, int], tmp_path: Path,
                    snap_compare: Any) -> None:
    save = campaign_at(tmp_path, step)
    assert snap_compare(HextermApp(save.parent, save), terminal_size=size,
                        run_before=past_the_hand_off(step))
