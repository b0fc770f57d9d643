"""The title and each game's help: up/down move between the title's buttons; `?` on
the title shows its help, then every ruleset's game help (left/right); `?` in a game
of each ruleset shows that ruleset's help, found through its screen set; every game
help is written in English and French, fits 80 columns, and its pictures are taken at
80×24 and 160×48 in both languages."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Button, Static

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine import rulesets
from hexterm.helptexts.helptext import HelpText
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.help import HelpScreen, plain_lines, sections
from hexterm.screens.shared.screen_sets import screens_for
from hexterm.screens.shared.title import TitleScreen
from tests.helpers.waits import until

LANGUAGES = ("en", "fr")
RULESETS = ("planisphere", "novlemia", "saga", "medfan", "tactical")
# Each ruleset's game, as `hexterm new` makes it (the factions its scenario names).
SEATS = {"planisphere": ["alice:glaces", "bob:liberia"],
         "novlemia": ["alice:scanthenie", "bob:karvenie"],
         "saga": ["alice:Vikings", "bob:Normans"],
         "medfan": ["alice:Elves", "bob:Orcs"],
         "tactical": ["alice:North", "bob:South"]}
# The screen a ruleset's game opens on has a help of its own (the map's), the game's
# page follows it; the others are played on one screen whose help is the game's.
OWN_HELP = {"planisphere": "The map and the turn", "novlemia": "Novlémia: your turn"}
# What each game's help must say it is (its title in each language).
TITLES = {"planisphere": ("Planisphère", "Planisphère"), "novlemia": ("Novlémia", "Novlémia"),
          "saga": ("SAGA campaign", "Campagne SAGA"),
          "medfan": ("Med-Fan campaign", "Campagne Med-Fan"),
          "tactical": ("Tactical board", "Plateau tactique")}


def guide(ruleset: str, lang: str) -> HelpText:
    found = screens_for(ruleset).help
    assert found is not None, ruleset
    return found[lang]


def new_game(folder: Path, ruleset: str) -> Path:
    path = folder / f"{ruleset}.hexsave"
    seats = [arg for seat in SEATS[ruleset] for arg in ("--seat", seat)]
    assert main(["new", str(path), "--ruleset", ruleset, "--seed", "2", *seats]) == 0
    return path


def border_title(app: App[Any]) -> str:
    return str(app.screen.query_one("#help").border_title)


def help_shown(app: App[Any]) -> str:
    return "\n".join(str(w.render()) for w in app.screen.query("#help-columns Static"))


# --- the texts ----------------------------------------------------------------------


def test_every_ruleset_has_a_game_help_in_both_languages() -> None:
    assert set(RULESETS) <= set(rulesets.names())
    for ruleset in RULESETS:
        for n, lang in enumerate(LANGUAGES):
            text = guide(ruleset, lang)
            assert text.title == TITLES[ruleset][n]
            assert text.keys and text.rules.strip()
            lines = text.rules.splitlines()
            headings = [line for line in lines if line.startswith("# ")]
            assert len(headings) >= 2, (ruleset, lang, headings)  # what it is, a turn
            examples = [line for line in lines if line.startswith("    ")]
            assert len(examples) >= 4, (ruleset, lang)  # what to type, shown


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_game_help_fits_80_columns(ruleset: str, lang: str) -> None:
    i18n.set_language(lang)
    try:
        lines = plain_lines(sections(guide(ruleset, lang)))
    finally:
        i18n.set_language("en")
    assert not [line for line in lines if len(line) > 76]


@pytest.mark.parametrize("ruleset", ["saga", "medfan", "tactical"])
def test_the_keys_a_game_help_names_are_bound_on_its_screen(ruleset: str) -> None:
    play = screens_for(ruleset).play
    bound = set()
    for binding in getattr(play, "BINDINGS", []):
        key = binding[0] if isinstance(binding, tuple) else binding.key
        bound |= {k.strip() for k in key.split(",")}
    bound |= {"question_mark", "ctrl+p"}  # the app's, on every game screen
    for lang in LANGUAGES:
        for key, _ in guide(ruleset, lang).keys:
            if key.startswith("ctrl+"):
                assert key in bound, (ruleset, lang, key)


# --- the title ----------------------------------------------------------------------


def test_up_and_down_move_between_the_title_buttons(tmp_path: Path) -> None:
    asyncio.run(_up_and_down(tmp_path))


async def _up_and_down(saves: Path) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the screen")
        focused = []
        for key in ("down", "down", "down", "down", "down", "up", "up"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.focused, Button)
            focused.append(app.focused.id)
        first = app.screen.query(Button).first().id
        assert first == "new"
        assert focused == ["load", "overview", "edit", "quit", "new", "quit", "edit"]


def test_question_mark_on_the_title_explains_every_game(tmp_path: Path) -> None:
    asyncio.run(_title_help(tmp_path))


async def _title_help(saves: Path) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the screen")
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the screen")
        pages = len(rulesets.names()) + 1
        assert border_title(app) == f"Help · The title screen (1/{pages})"
        seen = []
        for _ in rulesets.names():
            await pilot.press("right")
            await pilot.pause()
            seen.append(border_title(app))
        for ruleset in RULESETS:
            n = 2 + rulesets.names().index(ruleset)
            assert f"Help · {TITLES[ruleset][0]} ({n}/{pages})" in seen
        await pilot.press("right")  # round to the title's own page
        await pilot.pause()
        assert border_title(app).startswith("Help · The title screen")
        await pilot.press("left")
        await pilot.pause()
        assert help_shown(app).startswith("Keys")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the screen")


# --- in a game ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_question_mark_in_a_game_shows_its_help(tmp_path: Path, ruleset: str,
                                                 lang: str) -> None:
    save = new_game(tmp_path, ruleset)
    i18n.set_language(lang)
    try:
        asyncio.run(_game_help(tmp_path, save, ruleset, lang))
    finally:
        i18n.set_language("en")


async def _game_help(saves: Path, save: Path, ruleset: str, lang: str) -> None:
    app = HextermApp(saves, save)
    title = TITLES[ruleset][LANGUAGES.index(lang)]
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: len(app.screen_stack) > 1, "the game's first screen")
        if isinstance(app.screen, HandOffScreen):  # a sealed step (an open one: none)
            await pilot.click("#go")
            await until(pilot, lambda: not isinstance(app.screen, HandOffScreen), "the turn")
        game_screen = app.screen
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the screen")
        if ruleset in OWN_HELP:  # the screen's help first, then the game's
            await pilot.press("right")
            await pilot.pause()
            assert border_title(app).endswith(f" · {title} (2/2)")
        else:
            assert border_title(app).endswith(f" · {title}")
        shown = help_shown(app).rstrip("\n")
        assert shown == "\n".join(plain_lines(sections(guide(ruleset, lang))))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game_screen, "the screen")


# --- pictures -----------------------------------------------------------------------


class GuideApp(App[None]):
    """An empty screen with a help on top: the title's (page 0) or a game's."""

    def __init__(self, ruleset: str | None) -> None:
        super().__init__()
        self.ruleset = ruleset

    def compose(self) -> ComposeResult:
        yield Static("hexterm")

    def on_mount(self) -> None:
        if self.ruleset is None:
            from hexterm.screens.shared.help import game_guides

            self.push_screen(HelpScreen("title", games=game_guides()))
        else:
            self.push_screen(HelpScreen(None, games=[guide(self.ruleset,
                                                           i18n.language())]))


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ruleset", [*RULESETS, "title"])
def test_snapshot_game_help(snap_compare: Any, ruleset: str, lang: str,
                            size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    try:
        assert snap_compare(GuideApp(None if ruleset == "title" else ruleset),
                            terminal_size=size)
    finally:
        i18n.set_language("en")


# --- what the help says to type is what the rules read --------------------------------


def examples(ruleset: str, lang: str, *, described: bool = False) -> list[list[str]]:
    """The help's examples of what to type, block by block (consecutive lines indented
    by four spaces); `described`: each line without the words the help puts beside it
    (after a run of three spaces or more)."""
    blocks: list[list[str]] = []
    last = False
    for line in guide(ruleset, lang).rules.splitlines():
        example = line.startswith("    ")
        if example:
            typed = re.split(r" {3,}", line.strip())[0] if described else line.strip()
            if not last:
                blocks.append([])
            blocks[-1].append(typed)
        last = example
    return blocks


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_novlemia_examples_are_orders(lang: str) -> None:
    from hexterm.engine.novlemia.orders import parse_orders

    lines = [line for block in examples("novlemia", lang, described=True) for line in block]
    assert len(lines) == 8
    for line in lines:
        assert parse_orders(line).lines, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tactical_examples_are_activations_and_tests(lang: str) -> None:
    from hexterm.engine.tactical.activation import read_activation
    from hexterm.engine.tactical.trials import read_verdict

    lines = [line for block in examples("tactical", lang, described=True) for line in block]
    assert len(lines) == 10
    for line in lines:
        read_activation(line)  # an OrderSyntaxError fails the test
    text = guide("tactical", lang).rules
    verdicts = {"fr": ("réussi", "raté", "lancer 5", "lancer")}  # the rulebook's words
    for verdict in verdicts.get(lang, ("pass", "fail", "roll 5", "roll")):  # in the text
        assert verdict in text
        read_verdict(verdict)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_saga_examples_are_each_steps_input(lang: str) -> None:
    from hexterm.engine.saga.inputs import (
        read_actions,
        read_battle,
        read_battles,
        read_bid,
        read_move,
        read_order,
    )
    from hexterm.engine.saga.model import Phase

    bid, favour, prepare, declare, battle, manage = examples("saga", lang)
    assert read_bid("\n".join(bid)) == 3
    assert read_order("\n".join(favour)) == ("carol", "alice")
    assert len(read_actions(Phase.PREPARE, "\n".join(prepare))) == 5
    for line in declare:  # a movement, or pass: one or the other
        read_move(line)
    assert read_battles("\n".join(battle)) == {"Cromlech": read_battle("winner bob\n"
                                                                      "left Ragnar warriors1 3\n"
                                                                      "left Ragnar lord 0")}
    managed = read_actions(Phase.MANAGE, "\n".join(manage))
    assert len(managed) == 6
    assert ("demobilise", ("Ragnar", "warriors2", "Varn")) in [(a.verb, a.args) for a in managed]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_medfan_examples_are_each_steps_input(lang: str) -> None:
    from hexterm.engine.medfan.inputs import (
        read_after,
        read_army,
        read_objective,
        read_pairing,
        read_result,
        read_spending,
    )

    army, pairing, objective, result, after, spending = examples("medfan", lang)
    assert len(read_army("\n".join(army)).units) == 3
    assert read_pairing("\n".join(pairing)).agreements == (("bob", "Grak"),)
    assert read_objective("\n".join(objective)) == 3
    assert read_result("\n".join(result)).winner == "alice"
    assert read_after("\n".join(after)).dice == (3, 5, 1)
    upgrades = read_spending("\n".join(spending)).upgrades
    assert [(g.characteristic, g.value, g.ability) for g in upgrades] == [
        ("life", 4, ""), ("melee", 0, "lance")]
