"""The help screen: every topic in English and French, lines that fit 80 columns, keys
that are really bound, the rulebook's terms, Pilot (shown, closed), and snapshot
pictures at 80×24 and 160×48."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.helptexts import DEFAULT_TOPIC, TEXTS, TOPICS
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.shared.help import HelpScreen, plain_lines, sections
from hexterm.widgets.hexgrid import HexGrid
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE

LANGUAGES = ("en", "fr")
ARROWS = ("up", "down", "left", "right")
# Words of the keys column that are not Textual key names, in both languages.
KEY_WORDS: dict[str, tuple[str, ...]] = {
    "arrows": ARROWS, "flèches": ARROWS, "enter": ("enter",), "entrée": ("enter",),
    "?": ("question_mark",), "mouse click": ("click",), "clic souris": ("click",),
}
# Keys of the map's help that the screens being built now will bind: not checked yet.
MAP_KEYS = {*ARROWS, "q", "w", "e", "a", "s", "d", "click", "l", "i", "enter", "o", "u",
            "t", "ctrl+s", "r", "question_mark", "ctrl+q", "ctrl+p", "c", "m", "h", "p"}
PHASES = ("Déploiement", "Équipement", "Chargement / Déchargement", "Déplacements",
          "Conflits/Batailles", "Reconnaissances", "Achat / Vente",
          "Constructions de Camps", "Exploitation", "Résoudre une quête", "Gains / Pertes",
          "Transmission des rapports des unités")


def shown(topic: str, lang: str) -> list[str]:
    """The lines the help of `topic` shows in `lang`."""
    try:
        i18n.set_language(lang)
        return plain_lines(sections(TEXTS[lang][topic]))
    finally:
        i18n.set_language("en")


def named_keys(display: str) -> set[str]:
    """The Textual key names of one entry of a keys column ("q w e / a s d", "enter, o")."""
    out: set[str] = set()
    for alternative in display.split(", "):
        if alternative in KEY_WORDS:
            out |= set(KEY_WORDS[alternative])
            continue
        for token in alternative.replace("/", " ").split():
            out |= set(KEY_WORDS.get(token, (token,)))
    return out


def bound_keys(bindings: list[BindingType]) -> set[str]:
    keys: set[str] = set()
    for binding in bindings:
        key = binding.key if isinstance(binding, Binding) else binding[0]
        keys |= {k.strip() for k in key.split(",")}
    return keys


# --- the texts ----------------------------------------------------------------------


def test_every_topic_is_written_in_both_languages() -> None:
    assert set(TEXTS) == set(LANGUAGES)
    for lang in LANGUAGES:
        assert set(TEXTS[lang]) == set(TOPICS), lang
        for topic, text in TEXTS[lang].items():
            assert text.title and text.keys and text.rules.strip(), (lang, topic)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("topic", TOPICS)
def test_no_line_is_over_76_characters(topic: str, lang: str) -> None:
    too_long = [line for line in shown(topic, lang) if len(line) > 76]
    assert not too_long


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_the_map_help_names_is_bound(lang: str) -> None:
    named = set().union(*(named_keys(key) for key, _ in TEXTS[lang]["map"].keys if key))
    assert named == MAP_KEYS
    bound = (bound_keys(HexGrid.BINDINGS) | bound_keys(HexMap.BINDINGS)  # HexMap's and
             | bound_keys(PlayScreen.BINDINGS))  # those it inherits from the grid
    if HextermApp.ENABLE_COMMAND_PALETTE:
        bound.add(HextermApp.COMMAND_PALETTE_BINDING)
    if hasattr(HexMap, "on_click"):
        bound.add("click")
    assert named <= bound, sorted(named - bound)


def test_the_french_text_speaks_the_rulebook() -> None:
    fr = TEXTS["fr"]
    assert "Modèle d'Ordre" in fr["order_form"].rules
    for term in ("Déployer", "Se déplacer", "Attaquer", "Défendre", "Reconnaissance",
                 "Se cacher", "Construire", "Saper", "À mort", "Déplacement"):
        assert term in fr["order_form"].rules, term
    for term in ("cartes d'unité", "nœud de civilisation", "Camp, Ville ou Cité", "DA, DO",
                 "Modèle d'Ordre", *PHASES):
        assert term in fr["map"].rules, term


def test_the_english_text_keeps_and_explains_the_rulebook_terms() -> None:
    en = TEXTS["en"]
    assert "Modèle d'Ordre" in en["order_form"].rules
    for term in ("Déployer (deploy)", "Se déplacer (move)", "Attaquer (attack)",
                 "Défendre (defend)", "Reconnaissance (recon)", "Se cacher (hide)",
                 "Construire (build)", "Saper (sap)", "À mort (to the death)"):
        assert term in en["order_form"].rules, term
    for term in ("cartes d'unité", "civilisation node (nœud de civilisation)",
                 "Camp, Ville or", "DA, DO", "Modèle d'Ordre", *PHASES):
        assert term in en["map"].rules, term


def test_an_unknown_topic_shows_the_map_help() -> None:
    screen = HelpScreen("no such screen")
    assert screen.topic == DEFAULT_TOPIC
    assert screen.text == TEXTS["en"]["map"]


# --- on screen ----------------------------------------------------------------------


class HelpApp(App[None]):
    """An empty screen with the help on top."""

    def __init__(self, topic: str) -> None:
        super().__init__()
        self.topic = topic

    def compose(self) -> ComposeResult:
        yield Static("hexterm")

    def on_mount(self) -> None:
        self.push_screen(HelpScreen(self.topic))


def help_shown(app: App[Any]) -> str:
    return "\n".join(str(w.render()) for w in app.screen.query("#help-columns Static"))


def test_the_order_form_help_is_shown_and_escape_closes_it() -> None:
    asyncio.run(_order_form_help_is_shown_and_escape_closes_it())


async def _order_form_help_is_shown_and_escape_closes_it() -> None:
    app = HelpApp("order_form")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = help_shown(app)
        assert "The Modèle d'Ordre" in text and "backspace" in text
        assert "Se déplacer (move)" in text
        assert not app.screen.query_one("#help").has_class("wide")
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)


def test_question_mark_closes_the_help_and_french_is_spoken() -> None:
    try:
        i18n.set_language("fr")
        asyncio.run(_question_mark_closes_the_help())
    finally:
        i18n.set_language("en")


async def _question_mark_closes_the_help() -> None:
    app = HelpApp("handoff")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Touches" in help_shown(app) and "Passer le clavier" in str(
            app.screen.query_one("#help").border_title)
        await pilot.press("question_mark")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)


def test_wide_terminals_get_two_columns() -> None:
    asyncio.run(_wide_terminals_get_two_columns())


async def _wide_terminals_get_two_columns() -> None:
    app = HelpApp("order_form")
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#help").has_class("wide")
        left, right = app.screen.query("#help-columns Static")
        assert str(left.render()).startswith("Keys") and "What stops a move" in str(
            right.render())
        # Everything of the text is shown once, whatever the columns.
        whole = "\n".join(shown("order_form", "en"))
        assert len(str(left.render())) + len(str(right.render())) + 2 == len(whole)
        # Back to 80 columns: one column again.
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not app.screen.query_one("#help").has_class("wide")
        assert str(left.render()) == whole and not right.display


def test_a_short_help_stays_in_one_column_on_a_wide_terminal() -> None:
    asyncio.run(_a_short_help_stays_in_one_column())


async def _a_short_help_stays_in_one_column() -> None:
    app = HelpApp("reports")
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#help")
        assert not box.has_class("wide") and box.region.width == 80


# --- pictures -----------------------------------------------------------------------


def test_snapshot_map_help(snap_compare: Any) -> None:
    assert snap_compare(HelpApp("map"), terminal_size=(80, 24))


def test_snapshot_map_help_in_french(snap_compare: Any) -> None:
    try:
        i18n.set_language("fr")
        assert snap_compare(HelpApp("map"), terminal_size=(80, 24))
    finally:
        i18n.set_language("en")


def test_snapshot_order_form_help_wide(snap_compare: Any) -> None:
    assert snap_compare(HelpApp("order_form"), terminal_size=(160, 48))



@EVERY_LANGUAGE_AND_SIZE
@pytest.mark.parametrize("topic", ["new_game", "order_form"])
def test_snapshot_help_topic(snap_compare: Any, topic: str, speak: None,
                             size: tuple[int, int]) -> None:
    """The new game's help (the seats as each game asks them, the PIN typed twice) and
    the order form's (ctrl+r on a reserve card, the attack's note on its extra step)."""
    assert snap_compare(HelpApp(topic), terminal_size=size)
