"""`hexterm play SAVE` reads its save once: the game it checked before any screen (a
damaged save said in one sentence, the seat of `--as`, the game's language) is the one
its Table starts from (a 512×512 world's read is a third of a second of its start)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.game import Game
from hexterm.save import savegame
from hexterm.screens.shared.handoff import HandOffScreen
from tests.helpers.waits import until


def test_play_reads_the_save_once_to_its_hand_off(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    save = tmp_path / "g.hexsave"
    assert main(["new", str(save), "--seat", "a:glaces", "--seat", "b:liberia",
                 "--seed", "1"]) == 0
    read: list[Path] = []
    real_load = savegame.load

    def counted(path: str | Path) -> Game:
        read.append(Path(path))
        return real_load(path)

    monkeypatch.setattr(savegame, "load", counted)
    shown: list[tuple[str, Game | None]] = []

    def run_headless(app: HextermApp) -> None:  # the screens as `play` runs them
        async def go() -> None:
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: isinstance(app.screen, HandOffScreen),
                            "the hand-off")
                assert app.table is not None
                shown.append((app.table.game.seats[0].name, app.loaded))

        asyncio.run(go())

    monkeypatch.setattr(HextermApp, "run", run_headless)
    assert main(["--lang", "en", "play", str(save)]) == 0
    # The hand-off calls a (the first seat); the app let go of the game it was given.
    assert shown == [("a", None)]
    assert read == [save]
