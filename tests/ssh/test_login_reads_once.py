"""A served login reads its save once: the program `hexterm serve` runs for a player
(`hexterm play SAVE --as SEAT` with HEXTERM_SERVED=1) reads the save before any screen,
and its hand-off's enter opens the seat's map on that same game, unless another program
wrote the save while the hand-off was shown (then it is read again, and the map shows
the game as it is now)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.game import Game
from hexterm.save import savegame
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.screen_sets import is_turn_screen
from hexterm.table import Table
from tests.helpers.waits import until


def served_login(save: Path, monkeypatch: pytest.MonkeyPatch,
                 meanwhile: Callable[[], None] = lambda: None) -> tuple[list[Path], list[str]]:
    """alice's served program from its start to her map (`meanwhile` run while her
    hand-off is shown): the saves it read, and the seats awaited on her map."""
    monkeypatch.setenv("HEXTERM_SERVED", "1")
    read: list[Path] = []
    real_load = savegame.load
    others = [False]  # reads by another program (`meanwhile`) are not alice's

    def counted(path: str | Path) -> Game:
        if not others[0]:
            read.append(Path(path))
        return real_load(path)

    monkeypatch.setattr(savegame, "load", counted)
    awaited: list[str] = []

    def run_headless(app: HextermApp) -> None:  # the screens as the served program runs them
        async def go() -> None:
            async with app.run_test(size=(100, 40)) as pilot:
                await until(pilot, lambda: isinstance(app.screen, HandOffScreen),
                            "the hand-off")
                others[0] = True
                meanwhile()
                others[0] = False
                await pilot.click("#go")
                await until(pilot, lambda: is_turn_screen(app.screen), "alice's map")
                assert app.table is not None
                awaited.extend(app.table.game.waiting_for())

        asyncio.run(go())

    monkeypatch.setattr(HextermApp, "run", run_headless)
    assert main(["--lang", "en", "play", str(save), "--as", "alice"]) == 0
    return read, awaited


def new_save(tmp_path: Path) -> Path:
    save = tmp_path / "g.hexsave"
    assert main(["new", str(save), "--seat", "alice:glaces", "--seat", "bob:liberia",
                 "--seed", "1"]) == 0
    return save


def test_a_served_login_reads_the_save_once_to_the_map(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = new_save(tmp_path)
    read, awaited = served_login(save, monkeypatch)
    assert read == [save]
    assert sorted(awaited) == ["alice", "bob"]  # nobody has given orders yet


def test_orders_given_while_the_hand_off_is_shown_are_on_the_map(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = new_save(tmp_path)

    def bob_submits() -> None:  # bob, at his own terminal, gives his (empty) orders
        Table(save, resolve_on_last=True).submit("bob", "")

    read, awaited = served_login(save, monkeypatch, bob_submits)
    assert read == [save, save]  # the save changed: read again at the hand-off's enter
    assert awaited == ["alice"]
