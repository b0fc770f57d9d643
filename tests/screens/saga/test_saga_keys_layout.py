"""Typing a declaration on the SAGA screen, the band in hand changing, lays nothing out
(issue 29: a frame within a frame; the step's help, a line shorter once a band is in
hand, had the map below it move up and the screen laid out three times; the problem
line under the input and the hint under the panels, told their text again at every
key, laid it out once a key).

Counted, not timed (`tests/helpers/layouts.py`): the screen's layouts while alice types
"move Ragnar " (Ragnar in hand: his line first, marked ›, the map scrolled into sight
with where he can go), takes "Ragnar " back (none in hand), types "Sigurd " (Sigurd in
hand) and takes it all back. The help keeps the room of its tallest text
(`hexterm.widgets.steady.Steady`), the lines under the panels take another room only
when their lines change: once typed, typing it again lays nothing out, and the map
stays at the same place in the panels.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import TextArea

from hexterm.app import HextermApp
from hexterm.screens.saga.map import CampaignMap
from hexterm.screens.saga.widgets.step_help import StepHelp
from tests.helpers.layouts import Counted
from tests.helpers.waits import until
from tests.screens.saga.test_saga_screens import hand_set, saga_screen

ROUND = [*"move Ragnar ", *["backspace"] * 7, *"Sigurd ", *["backspace"] * 12]
IN_HAND = [None] * 10 + ["Ragnar"] * 3 + [None] * 11 + ["Sigurd"] * 3 + [None] * 11
"""The band in hand after each key of `ROUND`: the band the declaration's ``move BAND``
names whole, and none while its name is being typed or taken back."""


def test_the_band_in_hand_changing_does_not_lay_the_screen_out(tmp_path: Path) -> None:
    save = hand_set(tmp_path / "saga.hexsave", declare=True)

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            assert screen.seat == "alice"
            box = screen.query_one(TextArea)
            help_ = screen.query_one(StepHelp)
            await until(pilot, lambda: box.has_focus, "the input")
            counted = Counted(screen)
            for key in ROUND:  # the first time: the help may grow to its tallest text
                await counted.press(pilot, key)
            assert box.text == "" and screen.hand is None
            top = screen.top("#saga-map")
            counted.forget()
            for key, hand in zip(ROUND, IN_HAND, strict=True):  # again: nothing laid out
                await counted.press(pilot, key)
                assert screen.hand == hand, (key, box.text)
                first = str(help_.render()).splitlines()
                assert any(line.startswith(f"› {hand} at ") for line in first) == bool(hand)
                goes = {name for name, cell in screen.query_one(CampaignMap).cells.items()
                        if cell.lines[0][0][0][0] == "›"}
                assert bool(goes) == bool(hand), (key, goes)
                assert screen.top("#saga-map") == top
            assert counted.layouts == 0, \
                f"{counted.layouts} layouts in {len(ROUND)} keys: {counted.laid_out}"

    asyncio.run(go())
