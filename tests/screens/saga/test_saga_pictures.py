"""Pictures of the SAGA campaign's step screen at each kind of step: the sealed bid,
the favourite's choice, the preparation, a declaration, a battle's result and the
management, and of the reports of a turn (shown as the next one opens), at 80×24 and
160×48 in English and at 80×24 in French; and of the same screen at work: a
declaration naming its band (where it can go, on the map), a preparation of several
lines (the input grown), the bid's screen paged down (the rest of the map, the legend,
the players). The campaign is `saga_world`'s: three players after two turns of bots,
played on to the step pictured. Each picture was looked at before it was accepted (see
docs/screens.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import TextArea

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.screens.saga.play import SagaScreen
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.saga_world import advance_to, build_campaign
from tests.helpers.waits import until

STEPS = ("bid", "favour", "prepare", "declare", "battle", "manage", "reports", "over",
         "declare-hand", "prepare-lines", "bid-paged")
SEALED = {"bid", "prepare", "manage"}
TYPED = {"declare-hand": "move carol1 ",
         "prepare-lines": "band Leif at Varn\nrecruit Leif warriors 3\nrecruit Leif levies 2\n"
                          "recruit Leif hearthguards 1"}
TYPED_FR = {"declare-hand": "déplacer carol1 ",
            "prepare-lines": "bande Leif à Varn\nrecruter Leif guerriers 3\n"
                             "recruter Leif levées 2\nrecruter Leif gardes 1"}
"""What a French player types: the French words (read as the English ones)."""


def campaign_at(tmp_path: Path, step: str) -> Path:
    """The campaign at `step` (the reports: as turn 3's bids open, after turn 2; over:
    played to its end)."""
    path = tmp_path / "saga.hexsave"
    build_campaign(path, 99 if step == "over" else 2)
    if step == "over":
        return path
    advance_to(path, "bid" if step == "reports" else step.split("-")[0])
    return path


def past_the_hand_off(step: str) -> Any:
    """Past the hand-off of a sealed step, and the reports of the turn before when the
    step opens a turn (the bids)."""
    async def steps(pilot: Pilot[None]) -> None:
        kind = step.split("-")[0]
        if kind in SEALED or step == "reports":
            await pilot.press("enter")
            await pilot.pause()
        if kind == "bid":
            await pilot.press("escape")
        await pilot.pause()
        if step in TYPED:
            screen = pilot.app.screen
            assert isinstance(screen, SagaScreen)
            typed = TYPED_FR if i18n.language() == "fr" else TYPED
            screen.query_one(TextArea).text = typed[step]
            if step == "declare-hand":  # the map scrolled into sight
                panels = screen.query_one("#saga-panels")
                await until(pilot, lambda: panels.scroll_y == screen.top("#saga-map"),
                            "the map in sight")
        if step == "bid-paged":
            await pilot.press("pagedown")
        await pilot.pause()
    return steps


@EVERY_LANGUAGE_AND_SIZE
@pytest.mark.parametrize("step", STEPS)
def test_saga_steps(step: str, speak: None, size: tuple[int, int], tmp_path: Path,
                    snap_compare: Any) -> None:
    save = campaign_at(tmp_path, step)
    assert snap_compare(HextermApp(save.parent, save), terminal_size=size,
                        run_before=past_the_hand_off(step))
