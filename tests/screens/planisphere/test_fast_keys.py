"""Keys typed fast, as over SSH, keep their order in the fields they edit.

The issue: a burst of "End BSpace 1 2" in the Fer field of a trade left "1" — the
field's editing keys (bindings) went round the app while the digits went straight in,
so the backspace came last. The amounts of the order form and of the market, tab to
the next field, and the orders as text are typed so. Here the keys come as a terminal
gives them: all at once
(`tests/helpers/burst.py`), never one by one as `Pilot.press` sends them; the real
program in tmux gets the whole burst in one `send-keys`.

The world is the economy's (tests/screens/planisphere/test_economy.py, `build_world`): alice's GLA11
(Berserkers du Nord) on D18 next to the Cité D19, whose market buys Fer at 5 DA (30
left). alice's draft already sells 5 Fer there.
"""

from __future__ import annotations

import asyncio
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Input, TextArea

from hexterm.app import HextermApp
from hexterm.save import drafts, savegame
from hexterm.screens.planisphere.market import MarketScreen
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.widgets.order_form import OrderForm
from hexterm.screens.shared.orders_editor import OrdersScreen
from tests.helpers.burst import burst
from tests.helpers.terminal import Terminal
from tests.helpers.waits import until
from tests.screens.planisphere.test_economy import build_world

SELLING = "unit GLA11: trade at D19 sell fer:5\n"


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "saves" / "g.hexsave"
    path.parent.mkdir()
    build_world(path)
    game = savegame.load(path)
    drafts.keep(path, game.game_id, game.turn, "alice", SELLING)
    return path


def fer_field(app: HextermApp) -> Input:
    panel = app.screen.query_one("#trade-D19")
    return next(box for box in panel.query(".sells Input") if box.name == "fer")


@pytest.mark.parametrize(("keys", "value"), [
    (("end", "backspace", "1", "2"), "12"),
    # The cursor moved back among digits typed in the same burst: 123, left of the 3,
    # the 2 rubbed out, a 9 in its place.
    (("end", "backspace", "1", "2", "3", "left", "backspace", "9"), "193"),
    (("home", "delete", "2", "end", "0"), "20"),
], ids=["end-backspace-1-2", "left-among-digits", "home-delete"])
def test_a_burst_in_a_numeric_field_keeps_its_order(save: Path, keys: tuple[str, ...],
                                                    value: str) -> None:
    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "escape")  # alice's hand-off, turn 5's reports
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
            await pilot.press("enter")  # the map opens on GLA11: its order form
            await until(pilot, lambda: bool(app.screen.query(OrderForm)), "the order form")
            fer = fer_field(app)
            assert fer.value == "5"
            fer.focus()
            await pilot.pause()
            burst(app, *keys)
            await until(pilot, lambda: fer.value == value, f"the field reading {value}")
            form = app.screen.query_one(OrderForm)
            assert form.line() == f"unit GLA11: trade at D19 sell fer:{value}\n"
            await pilot.pause()
            assert fer.value == value  # nothing came after

    asyncio.run(run())


def test_a_burst_in_a_markets_amount_keeps_its_order(save: Path) -> None:
    """The market of D19 (m, next to GLA11): the Fer it buys, typed in a burst."""
    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "escape")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
            await pilot.press("m")
            await until(pilot, lambda: isinstance(app.screen, MarketScreen), "the market")
            await until(pilot, lambda: bool(app.screen.query(".listing Input")), "listings")
            fer = next(b for b in app.screen.query(".listing Input") if b.name == "buys:fer")
            fer.focus()
            await pilot.pause()
            burst(app, "1", "5", "backspace", "home", "2")
            await until(pilot, lambda: fer.value == "21", "the amount reading 21")

    asyncio.run(run())


def test_a_burst_that_tabs_to_the_next_field_fills_each_in_turn(save: Path) -> None:
    """Fer 12, tab, Glace pure 3, shift+tab, Fer back with one more 0: each key lands in
    the field that has the focus when its turn comes."""
    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "escape")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
            await pilot.press("enter")
            await until(pilot, lambda: bool(app.screen.query(OrderForm)), "the order form")
            fer = fer_field(app)
            fer.focus()
            await pilot.pause()
            burst(app, "end", "backspace", "1", "2", "tab", "3", "shift+tab", "end", "0")
            form = app.screen.query_one(OrderForm)
            wanted = "unit GLA11: trade at D19 sell fer:120 glace-pure:3\n"
            await until(pilot, lambda: form.line() == wanted, "both amounts typed")
            assert fer.has_focus

    asyncio.run(run())


def test_a_burst_in_the_text_view_keeps_its_order(save: Path) -> None:
    """ctrl+a selects all the text, what follows replaces it; the arrows and backspace
    keep their place among the characters."""
    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "escape")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
            await pilot.press("t")
            await until(pilot, lambda: isinstance(app.screen, OrdersScreen), "the text")
            text = app.screen.query_one(TextArea)
            assert text.has_focus and text.text == SELLING
            # "defnx": the x rubbed out, a d, then back two to put the missing e.
            burst(app, "ctrl+a", *"unit GLA11: defnx", "backspace", "d", "left", "left",
                  "e", "end", *" to-death")
            await until(pilot, lambda: text.text == "unit GLA11: defend to-death",
                        "the burst typed in order")

    asyncio.run(run())


# --- the real program in tmux ---------------------------------------------------------

@pytest.fixture
def terminal(save: Path) -> Iterator[Terminal]:
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.fail("tmux is not installed: this test runs the program in tmux")
    term = Terminal(tmux, save.parent)
    try:
        yield term
    finally:
        term.close()


SGR = re.compile(r"\x1b\[[0-9;:]*m")


def fer_line(screen: str) -> str:
    """The line of the Fer field to sell, as drawn (with its escapes)."""
    return next((line for line in screen.splitlines() if "Fer" in SGR.sub("", line)), "")


def test_a_burst_sent_in_one_send_keys_keeps_its_order(terminal: Terminal,
                                                        save: Path) -> None:
    term = terminal
    term.start("play", str(save))
    term.run("resize-window", "-t", "t", "-x", "80", "-y", "24")
    term.wait_for("Pass the keyboard to alice (Royaume des Glaces)")
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    term.wait_for("Reports")
    term.send("Escape")
    term.wait_for("Turn 6 · alice (Royaume des Glaces)", "│ D18 ")  # the map opens on GLA11
    term.send("Enter")
    term.wait_for("Order form · GLA11", "Buy / sell")
    # The verb, the node, the amount of Bois to buy, then the Fer to sell: its 5. The
    # field is drawn otherwise once it has the focus (its 5 selected): the burst waits
    # for that, since a tab still in flight would leave the keys to the field before.
    before = fer_line(term.steady(escapes=True))
    assert re.search(r"Fer .* 5 *$", SGR.sub("", before))
    term.send("Tab", "Tab", "Tab")
    term.wait_until(lambda s: fer_line(s) != before, "the Fer field taking the focus",
                    escapes=True)
    # One send-keys: the whole burst at once, the issue's, then on to Glace pure.
    term.send("End", "BSpace", "1", "2", "Tab", "3")
    term.wait_until(lambda s: re.search(r"Fer .* 12 *$", s, re.M) is not None and
                    re.search(r"Glace pure .* 3 *$", s, re.M) is not None,
                    "the Fer field reading 12, Glace pure 3")
    term.send("C-s")  # the order kept: the orders as text say it
    term.wait_until(lambda s: "Order form" not in s, "the order form closing")
    term.send("t")
    term.wait_for("Orders · alice", "trade at D19 sell fer:12 glace-pure:3")
