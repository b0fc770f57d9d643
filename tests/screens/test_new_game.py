"""The new-game form and the load screen (driven by Pilot), and snapshot pictures of
both at 80×24 and 160×48, in English and French: the form asks the chosen ruleset what
its seats need (issue 24) and shows nothing of another ruleset; every ruleset's game is
made from it; a mistake is one sentence; the roles chosen land in the save."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, ListView, Select

import hexterm
from hexterm import i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine import game_seats
from hexterm.save import savegame
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.new_game import NewGameScreen, SeatRow
from hexterm.screens.shared.title import LoadScreen, TitleScreen
from hexterm.widgets.seats import SeatTable
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.waits import until

CSS = Path(hexterm.__file__).parent / "app.tcss"
FIXTURES = Path(__file__).parent.parent / "fixtures"
TINY = FIXTURES / "tiny.toml"


class ScreenApp(App[None]):
    """One screen of hexterm on its own, with hexterm's styles; keeps what it dismisses."""

    CSS_PATH = CSS

    def __init__(self, make: Any) -> None:
        super().__init__()
        self.make = make
        self.result: Any = "not dismissed"

    def on_mount(self) -> None:
        self.push_screen(self.make(), self.done)

    def done(self, result: Any) -> None:
        self.result = result


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder


@pytest.fixture
def utc() -> Iterator[None]:
    """Dates shown in UTC, whatever the machine's time zone."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = "UTC"
    time.tzset()
    yield
    if before is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = before
    time.tzset()


def text_of(screen: Screen[Any], selector: str) -> str:
    return "\n".join(str(w.render()) for w in screen.query(selector) if w.display)


def rows(app: App[Any]) -> list[SeatRow]:
    return list(app.screen.query(SeatRow))


async def type_into(pilot: Pilot[Any], widget: Widget | str, text: str) -> None:
    """Click the field, empty it and type `text`, key by key."""
    await pilot.click(widget)
    await pilot.press("end", "ctrl+u", *text)


async def start(pilot: Pilot[Any]) -> None:
    await pilot.press("ctrl+s")
    await pilot.pause()


async def fill_three_seats(pilot: Pilot[Any], pin: str) -> None:
    """alice (glaces, a diplomat, PIN `pin`), bob (liberia), carol (coelion, bot), seed
    42: keys only."""
    await pilot.pause()
    # The ruleset has the focus; tab walks the scenario, its file, then each seat's
    # name, faction, roles, PIN, PIN again, human/bot.
    await pilot.press("tab", "tab", "tab")
    await pilot.press("end", "ctrl+u", *"alice", "tab", "tab")
    await pilot.press("enter", "down", "enter")  # roles: none -> diplomat
    await pilot.pause()
    await pilot.press("tab", *pin, "tab", *pin, "tab", "tab")
    await pilot.press("end", "ctrl+u", *"bob", "tab", "tab", "tab", "tab", "tab", "tab")
    await pilot.press("ctrl+n")  # a third seat, its name focused, on the next free faction
    await pilot.pause()
    await pilot.press("end", "ctrl+u", *"carol", "tab", "tab", "tab", "tab", "tab")
    await pilot.press("enter", "down", "enter")  # human -> bot
    await pilot.pause()
    await type_into(pilot, "#seed", "42")


async def choose_ruleset(pilot: Pilot[Any], ruleset: str) -> None:
    """Pick `ruleset` in the form's first list, and wait for its seats to be shown."""
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    screen.query_one("#ruleset", Select).value = ruleset
    await until(pilot, lambda: screen.ruleset == ruleset and screen.query_one(SeatTable).form
                == screen.form and bool(rows(pilot.app)) and all(r.is_mounted for r in
                                                                 rows(pilot.app)),
                f"the seats of {ruleset}")
    screen.query_one("#ruleset", Select).focus()
    await pilot.pause()


def test_the_form_makes_the_game_it_shows(saves: Path) -> None:
    asyncio.run(_the_form_makes_the_game_it_shows(saves))


async def _the_form_makes_the_game_it_shows(saves: Path) -> None:
    app = ScreenApp(lambda: NewGameScreen(saves, seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await fill_three_seats(pilot, "zq-97")
        assert rows(app)[2].query_one(".seat-pin", Input).disabled  # a bot has no PIN
        assert rows(app)[2].query_one(".seat-pin-again", Input).disabled
        await start(pilot)
    assert app.result == saves / "marches.hexsave"
    game = savegame.load(saves / "marches.hexsave")
    assert [(s.name, s.faction, s.bot, s.has_pin) for s in game.seats] == [
        ("alice", "glaces", False, True), ("bob", "liberia", False, False),
        ("carol", "coelion", True, False)]
    # The role chosen in the form: alice may sign safe-conducts and accords.
    assert [s.roles for s in game.seats] == [("commander", "diplomat"), ("commander",),
                                             ("commander",)]
    assert game_seats.unlock_seat(game, "alice", "zq-97").name == "alice"
    assert (game.seed, game.ruleset, game.title) == (42, "planisphere",
                                                     "Les Marches de l'Ondrelle")


def test_the_same_form_and_seed_give_the_same_save(tmp_path: Path) -> None:
    asyncio.run(_the_same_form_and_seed_give_the_same_save(tmp_path))


async def _the_same_form_and_seed_give_the_same_save(tmp_path: Path) -> None:
    made = []
    for run, pin in enumerate(["", "", "zq-97", "zq-97"]):
        folder = tmp_path / str(run)
        app = ScreenApp(lambda folder=folder, run=run: NewGameScreen(folder, seed=run))
        async with app.run_test(size=(80, 24)) as pilot:
            await fill_three_seats(pilot, pin)
            await start(pilot)
        made.append((folder / "marches.hexsave").read_bytes())
    assert made[0] == made[1]
    # With a PIN, only its salt (drawn afresh each time, never from the seed) differs.
    assert made[2] != made[3]
    first, second = (savegame.load(tmp_path / str(run) / "marches.hexsave") for run in (2, 3))
    no_pins = [replace(s, pin_hash=None) for s in second.seats]
    assert first.seats[0].pin_hash != second.seats[0].pin_hash
    assert replace(first, seats=tuple(no_pins)) == replace(second, seats=tuple(no_pins))


async def _duplicate_name(pilot: Pilot[Any]) -> None:
    await type_into(pilot, rows(pilot.app)[1].query_one(".seat-name"), "player1")


async def _empty_name(pilot: Pilot[Any]) -> None:
    await type_into(pilot, rows(pilot.app)[1].query_one(".seat-name"), "")


async def _bad_seed(pilot: Pilot[Any]) -> None:
    await type_into(pilot, "#seed", "abc")


async def _missing_scenario(pilot: Pilot[Any]) -> None:
    await type_into(pilot, "#scenario-file", "nowhere.toml")


async def _bad_file_name(pilot: Pilot[Any]) -> None:
    await type_into(pilot, "#file", "../up")


async def _short_pin(pilot: Pilot[Any]) -> None:
    """A PIN of 3 characters, typed the same twice: the rule wants 4 (MIN_PIN)."""
    for field in (".seat-pin", ".seat-pin-again"):
        await type_into(pilot, rows(pilot.app)[1].query_one(field), "k7q")


async def _pins_differ(pilot: Pilot[Any]) -> None:
    await type_into(pilot, rows(pilot.app)[0].query_one(".seat-pin"), "zq-97")
    await type_into(pilot, rows(pilot.app)[0].query_one(".seat-pin-again"), "zq-79")


@pytest.mark.parametrize(("fill", "where", "sentence"), [
    (_duplicate_name, ".seat .field-error", "Two seats are called player1."),
    (_empty_name, ".seat .field-error", "Give this seat a name."),
    (_bad_seed, "#seed-error", "The seed is a whole number of at most 18 digits."),
    (_missing_scenario, "#scenario-error", "There is no scenario file nowhere.toml."),
    (_bad_file_name, "#file-error", "A file name has no /, \\ or : and does not start"),
    (_short_pin, ".seat .field-error", "a PIN has at least 4 characters, not 3"),
    (_pins_differ, ".seat .field-error", "The two PINs typed for this seat differ."),
])
def test_a_mistake_is_one_sentence_and_nothing_is_written(saves: Path, fill: Any, where: str,
                                                           sentence: str) -> None:
    asyncio.run(_a_mistake_is_one_sentence(saves, fill, where, sentence))


async def _a_mistake_is_one_sentence(saves: Path, fill: Any, where: str, sentence: str) -> None:
    app = ScreenApp(lambda: NewGameScreen(saves, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await fill(pilot)
        await start(pilot)
        assert isinstance(app.screen, NewGameScreen)
        shown = text_of(app.screen, where)
        assert sentence in shown
        assert "Traceback" not in shown and shown.count("\n") == 0
        # Only the field concerned speaks, and Start says the same sentence beside it.
        assert text_of(app.screen, "#start-error") == shown
        assert len([e for e in app.screen.query(".field-error") if e.display]) == 2
    assert list(saves.iterdir()) == []
    assert app.result == "not dismissed"


def test_two_seats_are_the_fewest_and_removing_one_more_is_one_sentence(saves: Path) -> None:
    asyncio.run(_two_seats_are_the_fewest(saves))


async def _two_seats_are_the_fewest(saves: Path) -> None:
    app = ScreenApp(lambda: NewGameScreen(saves, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")  # the seat that has the focus would go: refused
        await pilot.pause()
        assert len(rows(app)) == 2
        assert text_of(app.screen, "#seats-error") == "Planisphère is played by 2 to 8 seats."


def test_switching_ruleset_changes_the_seat_rows(saves: Path) -> None:
    asyncio.run(_switching_ruleset_changes_the_seat_rows(saves))


def shown_text(app: App[Any]) -> str:
    """Every label, field and list value of the form that is on display."""
    found = []
    for widget in app.screen.query("Label, Input, Select"):
        if not widget.display or not all(a.display for a in widget.ancestors_with_self
                                         if isinstance(a, Widget)):
            continue
        value = getattr(widget, "value", None)
        found.append(str(value) if isinstance(widget, Input | Select) else
                     str(widget.render()))
        if isinstance(widget, Select):
            found.append(str(widget.selection or ""))
    return "\n".join(found)


async def _switching_ruleset_changes_the_seat_rows(saves: Path) -> None:
    app = ScreenApp(lambda: NewGameScreen(saves, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "glaces" in shown_text(app) and "Roles" in shown_text(app)
        # SAGA: each seat names its faction; nothing of the Planisphère is left.
        await choose_ruleset(pilot, "saga")
        shown = shown_text(app)
        for planisphere in ("glaces", "liberia", "Royaume des Glaces", "Roles", "Les Marches"):
            assert planisphere not in shown, planisphere
        factions = [r.query_one(".seat-faction") for r in rows(app)]
        assert all(isinstance(f, Input) for f in factions)
        assert [f.value for f in factions] == ["Vikings", "Normans"]  # type: ignore[attr-defined]
        assert app.screen.query_one("#file", Input).value == "saga"
        assert "Turns" in shown
        # The tactical board: two sides for the ford's two sides, no seat to add.
        await choose_ruleset(pilot, "tactical")
        shown = shown_text(app)
        assert "Side" in shown and "Vikings" not in shown and len(rows(app)) == 2
        assert not app.screen.query_one("#seat-buttons").display
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert len(rows(app)) == 2
        assert text_of(app.screen, "#seats-error") == \
            "Tactical board on this scenario is played by 2 seats."
        # Med-Fan: armies; Novlémia: the scenario's nations; back to the Planisphère.
        await choose_ruleset(pilot, "medfan")
        assert "Army" in shown_text(app) and "Treasury" in shown_text(app)
        await choose_ruleset(pilot, "novlemia")
        assert [r.query_one(".seat-faction", Select).value for r in rows(app)] == [
            "scanthenie", "karvenie"]
        await choose_ruleset(pilot, "planisphere")
        assert [r.query_one(".seat-faction", Select).value for r in rows(app)] == [
            "glaces", "liberia"]


@pytest.mark.parametrize(("ruleset", "file"), [
    ("planisphere", "marches"), ("novlemia", "novlemia"), ("saga", "saga"),
    ("medfan", "medfan"), ("tactical", "tactical")])
def test_every_ruleset_s_game_is_made_from_the_form(saves: Path, ruleset: str,
                                                    file: str) -> None:
    asyncio.run(_every_ruleset_s_game(saves, ruleset, file))


async def _every_ruleset_s_game(saves: Path, ruleset: str, file: str) -> None:
    app = ScreenApp(lambda: NewGameScreen(saves, seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await choose_ruleset(pilot, ruleset)
        await type_into(pilot, rows(app)[0].query_one(".seat-name"), "nord")
        await type_into(pilot, rows(app)[1].query_one(".seat-name"), "sud")
        await start(pilot)
    assert app.result == saves / f"{file}.hexsave"
    game = savegame.load(app.result)
    assert (game.ruleset, game.seed) == (ruleset, 3)
    assert [s.name for s in game.seats] == ["nord", "sud"]
    assert len({s.faction for s in game.seats}) == 2


def test_a_named_faction_left_empty_is_one_sentence(saves: Path) -> None:
    asyncio.run(_a_named_faction_left_empty(saves))


async def _a_named_faction_left_empty(saves: Path) -> None:
    app = ScreenApp(lambda: NewGameScreen(saves, seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await choose_ruleset(pilot, "medfan")
        await type_into(pilot, rows(app)[1].query_one(".seat-faction"), "")
        app.screen.query_one("#ruleset").focus()  # at the top: Start is below, unseen
        await pilot.pause()
        form = app.screen.query_one("#new-game")
        assert not form.content_region.contains_region(app.screen.query_one("#start").region)
        await start(pilot)
        await pilot.pause()
        # The sentence beside Start, scrolled into view.
        said = app.screen.query_one("#start-error")
        assert form.content_region.contains_region(said.region)
        assert text_of(app.screen, "#start-error") == "Fill in this seat's Army."
        assert text_of(app.screen, ".seat .field-error") == "Fill in this seat's Army."
    assert list(saves.iterdir()) == []
    assert app.result == "not dismissed"


def test_a_scenario_that_names_its_seats_fixes_them(saves: Path) -> None:
    asyncio.run(_a_scenario_that_names_its_seats(saves))


async def _a_scenario_that_names_its_seats(saves: Path) -> None:
    app = ScreenApp(lambda: NewGameScreen(saves, seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await choose_ruleset(pilot, "saga")
        await type_into(pilot, "#scenario-file", str(FIXTURES / "saga_turn.toml"))
        await pilot.press("enter")
        screen = app.screen
        await until(pilot, lambda: len(rows(app)) == 3, "the three seats of saga_turn.toml")
        names = [r.query_one(".seat-name", Input) for r in rows(app)]
        assert [n.value for n in names] == ["alice", "bob", "carol"]
        assert all(n.disabled for n in names)
        assert text_of(screen, "#seat-hint") == "This scenario is played by alice, bob, carol."
        await start(pilot)
    game = savegame.load(saves / "saga_turn.hexsave")
    assert [s.name for s in game.seats] == ["alice", "bob", "carol"]
    assert game.title == "A turn of three"


def test_a_faction_may_have_several_seats(saves: Path) -> None:
    asyncio.run(_a_faction_may_have_several_seats(saves))


async def _a_faction_may_have_several_seats(saves: Path) -> None:
    # The Planisphère gives a faction several commanders: the form lets two seats share one.
    app = ScreenApp(lambda: NewGameScreen(saves, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows(app)[1].query_one(".seat-faction", Select).value = "glaces"
        await start(pilot)
    assert [s.faction for s in savegame.load(saves / "marches.hexsave").seats] == [
        "glaces", "glaces"]


def test_an_existing_save_is_replaced_only_when_asked(saves: Path) -> None:
    asyncio.run(_an_existing_save_is_replaced_only_when_asked(saves))


async def _an_existing_save_is_replaced_only_when_asked(saves: Path) -> None:
    (saves / "mine.hexsave").write_bytes(b"an older game")
    app = ScreenApp(lambda: NewGameScreen(saves, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await type_into(pilot, "#file", "mine")
        await start(pilot)
        assert "mine.hexsave already exists" in text_of(app.screen, "#file-error")
        assert (saves / "mine.hexsave").read_bytes() == b"an older game"
        await pilot.click("#replace")
        assert app.screen.query_one("#replace", Checkbox).value
        await start(pilot)
    assert app.result == saves / "mine.hexsave"
    assert savegame.load(saves / "mine.hexsave").seed == 1


def test_the_default_file_name_is_free_and_follows_the_scenario(saves: Path) -> None:
    asyncio.run(_the_default_file_name_follows_the_scenario(saves))


async def _the_default_file_name_follows_the_scenario(saves: Path) -> None:
    (saves / "marches.hexsave").write_bytes(b"taken")
    app = ScreenApp(lambda: NewGameScreen(saves, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#file", Input).value == "marches-2"
        await type_into(pilot, "#scenario-file", str(TINY))
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.query_one("#file", Input).value == "tiny"
        faction = rows(app)[0].query_one(".seat-faction", Select)
        assert faction.value == "glaces"
        await start(pilot)
    assert savegame.load(saves / "tiny.hexsave").title == "Tiny"


def test_seats_are_added_up_to_the_ruleset_limit(saves: Path) -> None:
    asyncio.run(_seats_are_added_up_to_the_ruleset_limit(saves))


async def _seats_are_added_up_to_the_ruleset_limit(saves: Path) -> None:
    app = ScreenApp(lambda: NewGameScreen(saves, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(6):
            await pilot.press("ctrl+n")
            await pilot.pause()
        assert len(rows(app)) == 8
        names = [r.query_one(".seat-name", Input).value for r in rows(app)]
        assert names == [f"player{n}" for n in range(1, 9)]
        assert [r.query_one(".seat-faction", Select).value for r in rows(app)][:4] == [
            "glaces", "liberia", "coelion", "guilde"]
        assert text_of(app.screen, "#seats-error") == ""
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert len(rows(app)) == 8
        assert "played by 2 to 8 seats" in text_of(app.screen, "#seats-error")
        await start(pilot)
    assert len(savegame.load(saves / "marches.hexsave").seats) == 8


def test_no_seed_given_draws_one(saves: Path) -> None:
    drawn = {NewGameScreen(saves).seed for _ in range(4)}
    assert len(drawn) > 1 and all(0 <= seed < 10**9 for seed in drawn)


def test_the_title_screen_starts_a_new_game(saves: Path) -> None:
    asyncio.run(_the_title_screen_starts_a_new_game(saves))


async def _the_title_screen_starts_a_new_game(saves: Path) -> None:
    app = ScreenApp(lambda: TitleScreen(saves))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#new")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await start(pilot)  # the defaults are a game at once
        await pilot.pause()
    assert app.result == saves / "marches.hexsave"
    assert [s.name for s in savegame.load(app.result).seats] == ["player1", "player2"]


@pytest.mark.parametrize(("make", "keys", "topic"), [
    (lambda saves: TitleScreen(saves), ["question_mark"], "title"),
    (lambda saves: NewGameScreen(saves, seed=1), ["f1"], "new_game"),  # from a field
    (lambda saves: NewGameScreen(saves, seed=1), ["tab", "question_mark"], "new_game"),
    (lambda saves: LoadScreen(saves), ["question_mark"], "load"),
])
def test_help_opens_on_the_screen_s_topic(saves: Path, make: Any, keys: list[str],
                                         topic: str) -> None:
    asyncio.run(_help_opens_on_the_topic(saves, make, keys, topic))


async def _help_opens_on_the_topic(saves: Path, make: Any, keys: list[str], topic: str) -> None:
    app = ScreenApp(lambda: make(saves))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*keys)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert getattr(app.screen, "topic", None) == topic


# --- the load screen -----------------------------------------------------------------------

SEATS = ["--seat", "alice:glaces", "--seat", "bob:liberia", "--seat", "carol:coelion:bot"]


def two_saves(folder: Path) -> None:
    """old.hexsave at turn 1 and new.hexsave at turn 2, with fixed dates."""
    for name, seed in (("old", 1), ("new", 2)):
        assert main(["new", str(folder / f"{name}.hexsave"), "--seed", str(seed), *SEATS]) == 0
    with savegame.updating(folder / "new.hexsave") as box:
        box[0] = games.resolve(box[0], force=True)
    os.utime(folder / "old.hexsave", (1_700_000_000, 1_700_000_000))
    os.utime(folder / "new.hexsave", (1_700_086_400, 1_700_086_400))
    for backup in folder.glob("*.hexsave.*"):
        backup.unlink()


def garbage(folder: Path) -> Path:
    path = folder / "broken.hexsave"
    path.write_bytes(b"\x89 not a save at all")
    os.utime(path, (1_700_043_200, 1_700_043_200))
    return path


def test_the_load_screen_lists_saves_newest_first(saves: Path, utc: None) -> None:
    asyncio.run(_the_load_screen_lists_saves_newest_first(saves))


async def _the_load_screen_lists_saves_newest_first(saves: Path) -> None:
    two_saves(saves)
    garbage(saves)
    app = ScreenApp(lambda: LoadScreen(saves))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        items = [f"{item.query_one('.save-text').render()}\n"
                 f"{item.query_one('.save-detail').render()}"
                 for item in app.screen.query("#saves ListItem")]
        dates = [str(label.render()) for label in app.screen.query("#saves .save-date")]
        assert [item.split()[0] for item in items] == ["new.hexsave", "broken.hexsave",
                                                        "old.hexsave"]
        assert dates == ["2023-11-15 22:13", "2023-11-15 10:13", "2023-11-14 22:13"]
        assert "Planisphère · Turn 2 · alice (glaces), bob (liberia), carol (coelion, bot)" \
            in items[0].replace("\n", " ")
        assert "Turn 1" in items[2]
        assert "damaged" in items[1]
        assert "broken.hexsave is not a hexterm save (it does not start with the hexterm " \
               "signature)" in items[1].replace("\n", " ")
        # Choosing the damaged save says why, and stays.
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert "broken.hexsave is not a hexterm save" in text_of(app.screen, "#load-error")
        assert app.result == "not dismissed"
        # Choosing a sound one opens it.
        await pilot.press("up", "enter")
        await pilot.pause()
    assert app.result == saves / "new.hexsave"


def test_a_save_damaged_past_its_header_is_caught_when_chosen(saves: Path) -> None:
    asyncio.run(_a_save_damaged_past_its_header(saves))


async def _a_save_damaged_past_its_header(saves: Path) -> None:
    two_saves(saves)
    data = bytearray((saves / "new.hexsave").read_bytes())
    data[-1] ^= 0xFF  # the checksum: the header still reads, the whole save does not
    (saves / "new.hexsave").write_bytes(bytes(data))
    os.utime(saves / "new.hexsave", (1_700_086_400, 1_700_086_400))
    app = ScreenApp(lambda: LoadScreen(saves))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert "new.hexsave is damaged: its checksum does not match" in text_of(
            app.screen, "#load-error")
    assert app.result == "not dismissed"


@pytest.mark.parametrize(("make", "sentence"), [
    (lambda folder: folder, "No saves in "),
    (lambda folder: folder / "missing", "There is no folder "),
])
def test_an_empty_or_missing_folder_is_one_sentence(saves: Path, make: Any,
                                                    sentence: str) -> None:
    asyncio.run(_an_empty_or_missing_folder(make(saves), sentence))


async def _an_empty_or_missing_folder(folder: Path, sentence: str) -> None:
    app = ScreenApp(lambda: LoadScreen(folder))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert text_of(app.screen, "#load-empty").startswith(sentence)
        assert not app.screen.query(ListView)
        await pilot.press("escape")
    assert app.result is None


@pytest.mark.parametrize(("lang", "listed", "chosen"), [
    ("en", "broken.hexsave is not a hexterm save (it does not start with the hexterm "
     "signature)", "new.hexsave is damaged: its checksum does not match its contents"),
    ("fr", "broken.hexsave n'est pas une sauvegarde de hexterm (il ne commence pas par la "
     "signature de hexterm)", "new.hexsave est endommagé : sa somme de contrôle ne "
     "correspond pas à son contenu"),
])
def test_a_damaged_save_is_refused_in_the_players_language(saves: Path, lang: str,
                                                             listed: str, chosen: str) -> None:
    asyncio.run(_a_damaged_save_is_refused(saves, lang, listed, chosen))


async def _a_damaged_save_is_refused(saves: Path, lang: str, listed: str, chosen: str) -> None:
    two_saves(saves)
    garbage(saves)
    data = bytearray((saves / "new.hexsave").read_bytes())
    data[-1] ^= 0xFF  # the checksum: the header still reads, the whole save does not
    (saves / "new.hexsave").write_bytes(bytes(data))
    os.utime(saves / "new.hexsave", (1_700_086_400, 1_700_086_400))
    try:
        i18n.set_language(lang)
        app = ScreenApp(lambda: LoadScreen(saves))
        async with app.run_test(size=(120, 24)) as pilot:
            await pilot.pause()
            # The list says why the broken file is no save, in the player's language.
            details = [str(item.query_one(".save-detail").render()).replace("\n", " ")
                       for item in app.screen.query("#saves ListItem")]
            assert any(listed in detail for detail in details), details
            # Choosing the save damaged past its header says so, in the player's language.
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            assert chosen in text_of(app.screen, "#load-error").replace("\n", " ")
    finally:
        i18n.set_language("en")


def test_list_saves_still_leaves_damaged_saves_out(saves: Path) -> None:
    two_saves(saves)
    garbage(saves)
    assert [p.name for p, _ in savegame.list_saves(saves)] == ["new.hexsave", "old.hexsave"]
    assert [e.damaged for e in savegame.scan_saves(saves)] == [False, True, False]


# --- pictures ------------------------------------------------------------------------------


@EVERY_LANGUAGE_AND_SIZE
@pytest.mark.parametrize("ruleset", ["planisphere", "novlemia", "saga", "medfan", "tactical"])
def test_snapshot_new_game_of_each_ruleset(saves: Path, snap_compare: Any, speak: None,
                                           size: tuple[int, int], ruleset: str) -> None:
    async def pick(pilot: Pilot[Any]) -> None:
        await choose_ruleset(pilot, ruleset)

    assert snap_compare(ScreenApp(lambda: NewGameScreen(saves, seed=1234)),
                        terminal_size=size, run_before=pick)


def test_snapshot_new_game_mistakes(saves: Path, snap_compare: Any) -> None:
    async def mistakes(pilot: Pilot[Any]) -> None:
        await _duplicate_name(pilot)
        await _pins_differ(pilot)
        await _bad_seed(pilot)
        await start(pilot)

    assert snap_compare(ScreenApp(lambda: NewGameScreen(saves, seed=1234)),
                        run_before=mistakes)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_snapshot_load(tmp_path: Path, snap_compare: Any, utc: None, lang: str,
                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # the screen names the folder: "saves", the same every run
    Path("saves").mkdir()
    two_saves(Path("saves"))
    garbage(Path("saves"))
    try:
        i18n.set_language(lang)
        assert snap_compare(ScreenApp(lambda: LoadScreen(Path("saves"))))
    finally:
        i18n.set_language("en")


def test_every_text_of_the_screens_is_french(saves: Path) -> None:
    asyncio.run(_every_text_is_french(saves))


async def _every_text_is_french(saves: Path) -> None:
    try:
        i18n.set_language("fr")
        app = ScreenApp(lambda: NewGameScreen(saves, seed=1))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            texts = [str(w.render()) for w in app.screen.query(Label) if str(w.render())]
            english = {"Seats", "Seed", "Name", "Played by", "File name", "Ruleset", "Start"}
            assert not english & set(texts)
            assert "Joueurs" in texts and "Graine" in texts
            await pilot.press("ctrl+r")  # two seats are the fewest the Planisphère takes
            await pilot.pause()
            assert len(rows(app)) == 2
            assert text_of(app.screen, "#seats-error") == \
                "Planisphère se joue de 2 à 8 joueurs."
            await choose_ruleset(pilot, "tactical")
            texts = [str(w.render()) for w in app.screen.query(Label) if str(w.render())]
            assert "Camp" in texts and "Side" not in texts
    finally:
        i18n.set_language("en")
