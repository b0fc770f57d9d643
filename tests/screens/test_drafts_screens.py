"""Drafts and failures as the hot-seat player meets them (driven by Pilot): orders typed
and left unsent come back at the seat's next hand-off; a submission that the save
cannot take (locked too long, a full disk) is one sentence, the draft stays, `r` tries
again and `escape` goes back to the map; the turn resolves in a thread while a line
says so, the screen still answering."""

from __future__ import annotations

import asyncio
import errno
import os
import threading
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static, TextArea

from hexterm.app import HextermApp
from hexterm.i18n import set_language
from hexterm.save import drafts, savefile, savegame
from hexterm.screens.dialogs.working import WorkingScreen
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.orders_editor import OrdersScreen, starting_text
from hexterm.table import Table
from tests.helpers.waits import settled, until
from tests.screens.test_hotseat import saves
from tests.test_drafts import held_elsewhere

__all__ = ["saves"]  # the fixture of test_hotseat: alice and bob, two bots, seed 3


async def alice_at_her_map(app: HextermApp, pilot: Pilot[None]) -> Table:
    """From alice's hand-off to her map; the app's table."""
    await pilot.click("#go")
    await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
    assert app.table is not None
    return app.table


def line(app: HextermApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())  # a Label is a Static


def test_orders_typed_and_left_come_back_at_the_next_hand_off(saves: Path) -> None:
    save = saves / "g.hexsave"
    typed: list[str] = []

    async def first_run() -> None:  # alice types a line, and the program is gone
        app = HextermApp(saves, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.click("#go")
            await pilot.press("t")
            await until(pilot, lambda: isinstance(app.screen, OrdersScreen), "the text")
            await pilot.press("end", "enter", *"unit GLA12", "enter", *"  hide")
            await pilot.pause()
            typed.append(app.screen.query_one(TextArea).text)
            assert Path(drafts.draft_file(save, "alice")).exists()

    async def second_run() -> None:
        app = HextermApp(saves, save)
        said: list[str] = []  # every notification (a toast may expire before it is read)
        notify = app.notify

        def noting(message: str, **options: Any) -> None:
            said.append(str(message))
            notify(message, **options)

        app.notify = noting  # type: ignore[method-assign]
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "hand-off")
            await pilot.click("#go")
            # GLA12 has two orders now, which the rules refuse: the draft opens as
            # text, to be put right, not lost.
            await until(pilot, lambda: isinstance(app.screen, OrdersScreen), "the text")
            assert app.screen.query_one(TextArea).text == typed[0]
            assert "Your unsent orders were restored." in said

    asyncio.run(first_run())
    assert "\nunit GLA12\n  hide\n" in typed[0] and typed[0].count("unit GLA12") == 2
    asyncio.run(second_run())
    assert savegame.load(save).orders == {}  # kept aside, never submitted


def test_a_locked_save_is_one_sentence_and_r_tries_again(saves: Path) -> None:
    save = saves / "g.hexsave"

    async def go() -> None:
        app = HextermApp(saves, save)
        async with app.run_test(size=(80, 24)) as pilot:
            table = await alice_at_her_map(app, pilot)
            table.lock_timeout = 0.2
            draft = starting_text(table, "alice", "")  # every unit defends
            with held_elsewhere(save):
                await pilot.press("t", "ctrl+s", "y")
                await settled(pilot)
                assert isinstance(app.screen, WorkingScreen)
                assert line(app, "#working-line") == "Your orders were not sent"
                assert line(app, "#working-problem") == (
                    f"{save} is locked by another hexterm process (waited 0.2 s)")
                assert savegame.load(save).orders == {}
                assert table.kept_draft("alice") == draft
            await pilot.press("r")  # the other program is done: again
            await settled(pilot)
            assert isinstance(app.screen, HandOffScreen)
            assert "Pass the keyboard to bob (Empire de Libéria)" in line(app, "#call")
        stored = savegame.load(save).orders  # in the save's own layout: four defences
        assert list(stored) == ["alice"] and stored["alice"].split() == [
            word for unit in ("GLA11", "GLA12", "GLA13", "GLA14") for word in ("unit", unit,
                                                                             "defend")]
        assert not drafts.draft_file(save, "alice").exists()

    asyncio.run(go())


def test_a_full_disk_is_one_sentence_and_escape_goes_back_to_the_map(
        saves: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = saves / "g.hexsave"

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    async def go() -> None:
        app = HextermApp(saves, save)
        async with app.run_test(size=(80, 24)) as pilot:
            table = await alice_at_her_map(app, pilot)
            draft = starting_text(table, "alice", "")  # every unit defends
            monkeypatch.setattr(savefile.os, "fsync", full)
            await pilot.press("t", "ctrl+s", "y")
            await settled(pilot)
            monkeypatch.undo()
            assert line(app, "#working-problem") == (
                f"{save} could not be saved: No space left on device")
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "the map again")
            assert app.screen.draft == draft and app.screen.seat.name == "alice"
            assert table.kept_draft("alice") == draft
        assert savegame.load(save).orders == {}

    asyncio.run(go())


def test_the_turn_resolves_in_a_thread_while_a_line_says_so(
        saves: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from hexterm import table as table_module

    save = saves / "g.hexsave"
    started, finish = threading.Event(), threading.Event()
    resolve = table_module.games.resolve

    def slow_resolve(game):  # type: ignore[no-untyped-def]
        started.set()
        assert finish.wait(60)
        return resolve(game)

    monkeypatch.setattr(table_module.games, "resolve", slow_resolve)

    async def go() -> None:
        app = HextermApp(saves, save)
        async with app.run_test(size=(80, 24)) as pilot:
            for seat in ("alice", "bob"):
                await until(pilot, lambda: isinstance(app.screen, HandOffScreen),
                            f"{seat}'s hand-off")
                await pilot.click("#go")
                await until(pilot, lambda: isinstance(app.screen, PlayScreen), "the map")
                await pilot.press("ctrl+s", "y")
            await until(pilot, started.is_set, "the resolution started")
            # The resolution runs in its thread; the screen is drawn and answers.
            await until(pilot, lambda: isinstance(app.screen, WorkingScreen), "the line")
            assert line(app, "#working-line") == "Turn 1: resolving…"
            await pilot.press("escape")  # nothing to go back to while it works
            await pilot.pause()
            assert isinstance(app.screen, WorkingScreen)
            finish.set()
            await settled(pilot)
            assert isinstance(app.screen, HandOffScreen)
            assert "Pass the keyboard to alice (Royaume des Glaces)" in line(app, "#call")
        assert savegame.load(save).turn == 2

    asyncio.run(go())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_snapshot_orders_not_sent(saves: Path, lang: str, snap_compare: Any,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(saves.parent)  # the sentence names the save as it was given
    save = Path("saves/g.hexsave")

    async def to_failure(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, HextermApp)
        table = await alice_at_her_map(app, pilot)
        table.lock_timeout = 0.2
        await pilot.press("t", "ctrl+s", "y")
        await settled(pilot)

    set_language(lang)
    try:
        with held_elsewhere(save):
            assert snap_compare(HextermApp(Path("saves"), save), terminal_size=(80, 24),
                                run_before=to_failure)
    finally:
        set_language("en")
