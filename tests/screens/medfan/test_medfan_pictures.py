"""Pictures of the Med-Fan campaign's screens: the step screen at each step (the army
with the generous start's two tries and the army's cost, the pairing with the battle
table, the before-battle screen with the objective table, the armies that fight, the
after-battle steps with two survival dice typed and one left to the program, the shop
with a bill), the territory sheet, the armies, the log with the ranking (shown as the
next battle opens) and the final ranking; at 80×24 and 160×48 in English and at 80×24
in French. The campaign is `medfan_world`'s. Each picture was looked at before it was
accepted (see docs/screens.md)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm.app import HextermApp
from hexterm.i18n import language
from tests.helpers.medfan_world import advance_to, build_campaign
from tests.helpers.pictures import LANGUAGES_AND_SIZES

SEALED = {"army", "objectives", "spending"}
PICTURES: dict[str, tuple[str, tuple[str, ...]]] = {
    # picture: (the step it is taken at, the keys pressed past the hand-off)
    "army": ("army", ("A", "l", "d", "r", "i", "c", "space", "1", "space", "1", "2", "0",
                      "space", "g", "e", "n", "e", "r", "a", "l", "enter", "k", "e", "e", "p",
                      "space", "2")),
    "pairing": ("pairing", ()),
    "objectives": ("objectives", ()),
    "battle": ("battle", ()),
    "after": ("after", ("d", "i", "c", "e", "space", "2", "space", "6")),
    "spending": ("spending", ("A", "r", "c", "h", "e", "r", "s", "space", "5", "space", "1",
                              "1")),
    "territories": ("pairing", ("ctrl+t", "down", "down")),
    "armies": ("battle", ("ctrl+o",)),
    "log": ("log", ()),
    "over": ("over", ()),
}


def campaign_at(tmp_path: Path, picture: str) -> Path:
    path = tmp_path / "medfan.hexsave"
    step = PICTURES[picture][0]
    build_campaign(path, army=step == "army", battles=1 if step == "over" else 0)
    if step == "log":  # the second battle's pairing opens with the first one's log
        advance_to(path, "pairing", turns=2)
    elif step not in ("army", "pairing"):
        advance_to(path, step)
    return path


FRENCH_WORDS = {"general": "général", "keep": "garder", "dice": "dés"}
"""The words a French player types where the pictures type English ones (a French
picture shows no English command word: tests/test_french_pictures.py)."""


def in_language(pressed: tuple[str, ...]) -> tuple[str, ...]:
    """The keys, with each English word typed in French when the screen speaks French."""
    if language() != "fr" or any(len(key) > 1 and key not in ("space", "enter")
                                 for key in pressed):
        return pressed
    text = "".join(" " if key == "space" else "\n" if key == "enter" else key
                   for key in pressed)
    for english, french in FRENCH_WORDS.items():
        text = re.sub(rf"\b{english}\b", french, text)
    return tuple("space" if c == " " else "enter" if c == "\n" else c for c in text)


def keys(picture: str) -> Any:
    step, pressed = PICTURES[picture]
    pressed = in_language(pressed)

    async def press(pilot: Pilot[None]) -> None:
        await pilot.pause()
        if step in SEALED:
            await pilot.press("enter")  # past the hand-off
            await pilot.pause()
        for key in pressed:
            await pilot.press(key)
        await pilot.pause()
    return press


@LANGUAGES_AND_SIZES
@pytest.mark.parametrize("picture", PICTURES)
def test_medfan_screens(picture: str, speak: None, size: tuple[int, int], tmp_path: Path,
                        snap_compare: Any) -> None:
    save = campaign_at(tmp_path, picture)
    assert snap_compare(HextermApp(save.parent, save), terminal_size=size,
                        run_before=keys(picture))
