"""Pictures of the SAGA campaign's step screen at each kind of step: the sealed bid,
the preparation, a declaration, a battle's result and the management, at 80×24 and
160×48 in English and at 80×24 in French. The campaign is `saga_world`'s: three
players after two turns of bots, played on to the step pictured. Each picture was
looked at before it was accepted (see docs/screens.md)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm import i18n
from hexterm.app import HextermApp
from tests.screens.saga_world import advance_to, build_campaign

STEPS = ("bid", "prepare", "declare", "battle", "manage")
SEALED = {"bid", "prepare", "manage"}


@pytest.fixture
def speak(request: pytest.FixtureRequest) -> Iterator[None]:
    i18n.set_language(request.param)
    try:
        yield
    finally:
        i18n.set_language("en")


def campaign_at(tmp_path: Path, step: str) -> Path:
    path = tmp_path / "saga.hexsave"
    build_campaign(path)
    advance_to(path, step)
    return path


def past_the_hand_off(step: str) -> Any:
    async def steps(pilot: Pilot[None]) -> None:
        if step in SEALED:
            await pilot.press("enter")
        await pilot.pause()
    return steps


@pytest.mark.parametrize(("speak", "size"), [("en", (80, 24)), ("fr", (80, 24)),
                                             ("en", (160, 48))], indirect=["speak"],
                         ids=["en-80x24", "fr-80x24", "en-160x48"])
@pytest.mark.parametrize("step", STEPS)
def test_saga_steps(step: str, speak: None, size: tuple[int, int], tmp_path: Path,
                    snap_compare: Any) -> None:
    save = campaign_at(tmp_path, step)
    assert snap_compare(HextermApp(save.parent, save), terminal_size=size,
                        run_before=past_the_hand_off(step))
