"""The language of a game and of each player: `hexterm new --lang`, the order of
precedence (docs/ssh.md), and the command palette's choice, which redraws the screen at
hand and is kept for that seat at one keyboard (each seat's own)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.save import savefile, savegame
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.shared.handoff import HandOffScreen
from tests.helpers.palette import run_command
from tests.helpers.waits import until

SEATS = ["--seat", "alice:glaces", "--seat", "bob:liberia", "--seat", "carol:coelion:bot"]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def new(path: Path, *more: str) -> Path:
    assert main(["new", str(path), "--seed", "3", *SEATS, *more]) == 0
    return path


def test_the_games_language_is_kept_in_its_save_only_when_set(tmp_path: Path) -> None:
    french = new(tmp_path / "fr.hexsave", "--lang", "fr")
    plain = new(tmp_path / "plain.hexsave")
    assert savefile.read_header(french)["lang"] == "fr"
    assert "lang" not in savefile.read_header(plain)
    assert savegame.load(french).lang == "fr" and savegame.load(plain).lang == ""
    # Apart from the header's language, the two saves hold the same game.
    assert savegame.encode(savegame.load(plain)) == plain.read_bytes()
    assert savefile.read(french).body == savefile.read(plain).body


def test_a_language_the_game_does_not_know_is_refused(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    with pytest.raises(SystemExit):
        main(["new", str(tmp_path / "g.hexsave"), *SEATS, "--lang", "de"])
    assert "invalid choice: 'de'" in capsys.readouterr().err
    assert not (tmp_path / "g.hexsave").exists()


@pytest.mark.parametrize(("env", "said"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),  # LC_ALL decides first
    ({"LC_MESSAGES": "fr_CA", "LANG": "en_US"}, "fr"),
    ({"LANG": "C.UTF-8"}, None),  # the server's own locale: says no language
    ({"LANG": "POSIX"}, None),
    ({}, None),  # PuTTY, Windows' OpenSSH: nothing sent
])
def test_the_language_a_terminal_says(env: dict[str, str], said: str | None) -> None:
    assert i18n.language_said(env) == said


def test_the_order_of_precedence() -> None:
    # own choice, terminal, game, server: the first that is said wins; else English
    assert i18n.pick_language("en", "fr", "fr", "fr") == "en"
    assert i18n.pick_language(None, "en", "fr", "fr") == "en"
    assert i18n.pick_language(None, None, "fr", "en") == "fr"
    assert i18n.pick_language(None, None, "", "fr") == "fr"
    assert i18n.pick_language(None, None, "", None) == "en"
    assert i18n.pick_language("xx", None, "", "fr") == "fr"  # an unknown one: passed over


def test_cmd_play_speaks_the_games_language_unless_the_player_says(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`hexterm play` starts in the game's language when neither --lang nor the
    terminal says one, and in the terminal's when it does."""
    save = new(tmp_path / "g.hexsave", "--lang", "fr")
    seen: list[tuple[str, str | None]] = []
    monkeypatch.setattr(HextermApp, "run",
                        lambda app: seen.append((i18n.language(), app.said_lang)))
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert main(["play", str(save)]) == 0
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert main(["play", str(save)]) == 0
    assert main(["--lang", "fr", "play", str(save)]) == 0
    assert seen == [("fr", None), ("en", "en"), ("fr", "fr")]


def test_a_player_switches_language_from_the_palette(tmp_path: Path) -> None:
    """A French game at one keyboard: alice switches to English from the palette, the
    hand-off is redrawn in English, her map too; bob, next, reads French again, and
    alice's next turn is English once more. The save never changes for it."""
    save = new(tmp_path / "g.hexsave", "--lang", "fr")

    def words(app: HextermApp) -> str:
        return "\n".join(str(w.render()) for w in app.screen.query("Label, Button, Static"))

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "hand-off")
            assert "Passez le clavier à alice" in words(app)
            before = save.read_bytes()
            await run_command(pilot, "Langue : English")
            await until(pilot, lambda: "Pass the keyboard to alice" in words(app),
                        "the hand-off in English")
            assert i18n.language() == "en" and save.read_bytes() == before
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
            assert "Language: Français" in {c.title for c in
                                            app.get_system_commands(app.screen)}
            await run_command(pilot, "Submit the turn")
            await until(pilot, lambda: "Submit your orders" in words(app), "the confirmation")
            await pilot.click("#yes")
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen)
                        and "Passez le clavier à bob" in words(app),
                        "bob's hand-off, in the game's French")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "bob's map")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: "Remettre" in words(app), "the question, in French")
            await pilot.press("o")  # the turn resolves; turn 2 calls alice: her English
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen)
                        and "Pass the keyboard to alice" in words(app),
                        "alice's next hand-off, in her English")

    asyncio.run(go())


def test_in_french_the_palette_is_french_and_o_says_yes(tmp_path: Path) -> None:
    """Textual's own commands of the palette and its prompt in French; the confirmation
    of the orders takes o (oui) as it takes y."""
    from textual.command import CommandInput, CommandPalette

    from hexterm.screens.dialogs.confirm import ConfirmSubmit

    save = new(tmp_path / "g.hexsave", "--lang", "fr")

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
            titles = {c.title for c in app.get_system_commands(app.screen)}
            assert {"Thème", "Quitter", "Touches", "Capture d'écran", "Langue : English",
                    "Clavier : AZERTY"} <= titles
            assert not {"Theme", "Quit", "Keys", "Screenshot"} & titles
            await pilot.press("ctrl+p")
            await until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
            assert app.screen.query_one(CommandInput).placeholder == "Chercher une commande…"
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "the map again")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, ConfirmSubmit), "the question")
            await pilot.press("o")
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen)
                        and app.screen.seat.name == "bob", "bob's hand-off: alice's given")

    asyncio.run(go())


def test_the_title_speaks_the_language_chosen_in_the_palette(tmp_path: Path) -> None:
    from hexterm.screens.shared.title import TitleScreen

    async def go() -> None:
        app = HextermApp(tmp_path)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
            assert str(app.screen.query_one("#new").label) == "New game"
            await run_command(pilot, "Language: Français")
            await until(pilot, lambda: app.screen.query("#new") and str(
                app.screen.query_one("#new").label) == "Nouvelle partie", "the title in French")
            # the key bar too: escape quits the title
            assert app.screen.active_bindings["escape"].binding.description == "Quitter"

    asyncio.run(go())


def test_the_screen_under_the_help_comes_back_in_the_new_language(tmp_path: Path) -> None:
    """The language changed on the help: the help is redrawn at once, the map under it
    when the help closes (on its draft: the order written is still there)."""
    from hexterm.screens.shared.help import HelpScreen

    save = new(tmp_path / "g.hexsave")

    def words(app: HextermApp) -> str:
        return "\n".join(str(w.render()) for w in app.screen.query("Label, Button, Static"))

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
            app.screen.draft = "unit GLA11: defend\n"  # type: ignore[attr-defined]
            assert "Turn 1 · alice" in words(app)
            await pilot.press("question_mark")
            await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
            await run_command(pilot, "Language: Français")
            await until(pilot, lambda: "Touches" in words(app), "the help in French")
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, PlayScreen)
                        and "Tour 1 · alice" in words(app), "the map in French")
            assert app.screen.draft == "unit GLA11: defend\n"  # type: ignore[attr-defined]

    asyncio.run(go())
