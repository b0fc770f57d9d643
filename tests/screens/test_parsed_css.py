"""The styles parsed once a process (hexterm/screens/shared/parsed_css.py).

A stylesheet source is parsed once for every stylesheet of the process with the same
variables, and again for other variables (never given another theme's parse); after
`warm`, as the fork server does it (every screen imported), an app shows its title
screen and a game's map without parsing anything.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
import textual.css.stylesheet as textual_stylesheet
from textual.css.stylesheet import Stylesheet

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine import rulesets
from hexterm.screens.shared import parsed_css
from hexterm.screens.shared.screen_sets import screens_for
from hexterm.screens.shared.title import TitleScreen


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every parse Textual makes from now on (the process's parses forgotten first)."""
    made: list[Any] = []
    textuals = textual_stylesheet.parse

    def parse(*args: Any, **kwargs: Any) -> Any:
        made.append(args[2])  # where the source was read from
        return textuals(*args, **kwargs)

    monkeypatch.setattr(textual_stylesheet, "parse", parse)
    monkeypatch.setattr(parsed_css, "_PARSED", {})
    parsed_css.share()
    return made


def rules_of(variables: dict[str, str]) -> Stylesheet:
    sheet = Stylesheet(variables=variables)
    sheet.add_source("Label { color: $ink; }", read_from=("test", "Label.CSS"))
    sheet.parse()
    return sheet


def test_a_source_is_parsed_once_for_the_same_variables_and_apart_for_others(
        parses: list[Any]) -> None:
    red = rules_of({"ink": "red"})
    assert parses == [("test", "Label.CSS")]
    again = rules_of({"ink": "red"})
    assert len(parses) == 1 and again.rules == red.rules
    blue = rules_of({"ink": "blue"})
    assert len(parses) == 2
    assert [rule.styles.color for rule in blue.rules] != [rule.styles.color
                                                          for rule in red.rules]


def test_after_warming_an_app_parses_no_style_to_its_title_and_a_map(
        parses: list[Any], tmp_path: Path) -> None:
    save = tmp_path / "game.hexsave"
    assert main(["new", str(save), "--seed", "1", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    for name in rulesets.names():  # every screen imported, as the fork server does
        screens_for(name)
    warming = HextermApp(tmp_path, served=False)
    parsed_css.warm(warming.stylesheet, warming.css_path)
    assert parses  # the warming parsed the styles

    async def play() -> None:
        parses.clear()
        app = HextermApp(tmp_path)
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            app.open_game(save)  # the hand-off of the first seat, then its map
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert type(app.screen).__name__ != "HandOffScreen"
        assert parses == []

    asyncio.run(play())
