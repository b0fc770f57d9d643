"""The new-game screen refuses a world with mistakes (issue 30), as `hexterm new` does
(they share `worlds.start_game`): every mistake is said, with its file and line, the
same sentences `hexterm check` gives, and nothing is written."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.app import App

import hexterm
from hexterm.cli import main
from hexterm.screens.shared.new_game import NewGameScreen
from tests.helpers.waits import until

CSS = Path(hexterm.__file__).parent / "app.tcss"
SEVERAL = Path(__file__).parent / "cases" / "several"


class ScreenApp(App[None]):
    """The new-game screen on its own, with hexterm's styles."""

    CSS_PATH = CSS

    def __init__(self, saves: Path) -> None:
        super().__init__()
        self.saves = saves

    def on_mount(self) -> None:
        self.push_screen(NewGameScreen(self.saves, seed=1))


def test_the_new_game_screen_says_every_mistake(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(SEVERAL)
    assert main(["check", "planisphere.toml"]) == 1
    checked = capsys.readouterr().out.splitlines()
    saves = tmp_path / "saves"
    saves.mkdir()
    asyncio.run(_says_every_mistake(saves, checked))
    assert list(saves.iterdir()) == []


async def _says_every_mistake(saves: Path, checked: list[str]) -> None:
    app = ScreenApp(saves)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        await pilot.click("#scenario-file")
        await pilot.press(*"planisphere.toml", "tab")
        await pilot.pause()
        await pilot.press("ctrl+s")

        def shown() -> str:
            return "\n".join(str(w.render()) for w in app.screen.query("#scenario-error")
                             if w.display)

        await until(pilot, lambda: bool(shown()), "the scenario's mistakes shown")
        assert isinstance(app.screen, NewGameScreen)
        assert shown().splitlines() == checked
        assert "Traceback" not in shown()
