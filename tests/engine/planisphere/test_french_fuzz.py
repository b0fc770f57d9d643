"""No untranslated message can hide: a Planisphère bot game played in French, with
every event of its log said in French and every refusal that fuzzed orders draw from
its rules (the orders' syntax and the rules of each turn's state, for each seat) said
in French too. A refusal made of a plain sentence (no message), a message without its
French, an event said as its English text that `told.UNTOLD` does not list (it lists
none), or an order's reason said as its saved English rather than its kept message, fails.

The orders are drawn by Hypothesis from the words of the orders file in both languages
(the rulebook's French verbs, the English ones, the reserve and paper orders, hexes,
directions, goods, numbers, the state's unit codes) and from any text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.save_digests import bot_seats
from hexterm import i18n
from hexterm.engine import game as games
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Message
from hexterm.engine.planisphere import told
from hexterm.engine.planisphere.orders.actions import ALIASES
from hexterm.engine.planisphere.orders.lines import RESERVE_ALIASES
from hexterm.engine.planisphere.orders.papers import PAPER_VERBS
from hexterm.engine.seats import Seat
from hexterm.worlds import start_game
from tests.helpers.messages import untranslated

TURNS = 6


@pytest.fixture(scope="module")
def turns() -> list[Game]:
    """The game before each of its first turns, played by bots."""
    game = start_game("planisphere", None, bot_seats("planisphere"), 42)
    found = [game]
    for _ in range(TURNS):
        game = games.resolve(game)
        found.append(game)
    return found


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_every_event_of_a_bot_game_is_said_in_french(turns: list[Game]) -> None:
    game = turns[-1]
    untold, said = set(), 0
    for event in game.log:
        message = event.message(game.rules, game.state, game.log)
        if message is None:
            untold.add(event.key)
            continue
        assert untranslated(message) == [], event
        assert i18n.event_said(event, game.rules, game.state, game.log)
        said += 1
    assert untold <= told.UNTOLD, untold - told.UNTOLD
    assert said > 200
    # every reason is said again from its kept message, none as its saved English
    for event in game.log:
        if event.key.startswith(("order.", "reserve.", "paper.refused")) and event.result:
            reason = told.reason_of(event.args)
            assert isinstance(reason, Message), event
            assert untranslated(reason) == [], event
    for phase in {e.phase for e in game.log}:
        assert i18n.phase_said(phase, game.rules) != phase or phase == "session", phase


VERBS = sorted({*ALIASES, *RESERVE_ALIASES, *PAPER_VERBS})
WORDS = sorted({*VERBS, "unit", "at", "à", "to-death", "à-mort", "with", "avec", "as", "en",
                "buy", "sell", "acheter", "vendre", "N", "NE", "SE", "S", "SO", "SW", "NO",
                "NW", "D02", "H12", "Z99", "A1", "bois:10", "sel:0", "fer:x", "ble:5",
                "arme-de-lumiere", "pioche", "combat", "défense", "recon", "recrues", "A", "B",
                "E", "D3", "A2", "for", "bearer", "items", "turns", "3,4", "session",
                "propose", "accept", "refuse", "leave", "clauses", "passage", "full", "zzz",
                "glaces", "liberia", "coelion", "guilde", "12", "0", "-3", "cavalerie",
                "recrue", "GLA5:combat", "until", "4"})
PLAIN = st.text(st.characters(min_codepoint=33, max_codepoint=0x17F, exclude_characters="#[]"),
                min_size=1, max_size=6)
ARGS = st.lists(st.sampled_from(WORDS) | st.sampled_from(WORDS) | PLAIN, max_size=4)
LINE = st.tuples(st.sampled_from(VERBS) | st.sampled_from(VERBS) | PLAIN, ARGS)


def orders_text(blocks: list[tuple[str | None, list[tuple[str, list[str]]]]]) -> str:
    """Blocks of order lines, each under its 'unit CODE' line (none: the lines before
    any unit, reserve and paper orders)."""
    out = []
    for code, lines in blocks:
        if code is not None:
            out.append(f"unit {code}")
        out += [("  " if code else "") + " ".join([verb, *words]) for verb, words in lines]
    return "\n".join(out)


@settings(max_examples=400, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), which=st.integers(min_value=0, max_value=TURNS - 1),
       seat_index=st.integers(min_value=0, max_value=3))
def test_every_refusal_of_fuzzed_orders_is_said_in_french(
        turns: list[Game], data: st.DataObject, which: int, seat_index: int) -> None:
    game = turns[which]
    seat = game.seats[seat_index % len(game.seats)]
    own = sorted(c for c, u in game.state.units.items() if u.origin == seat.faction)
    code = st.none() | st.sampled_from(own) | st.sampled_from(own) | st.sampled_from(
        sorted(game.state.units)) | PLAIN
    blocks = data.draw(st.lists(st.tuples(code, st.lists(LINE, min_size=1, max_size=3)),
                                min_size=1, max_size=3))
    written = orders_text(blocks)
    said_in_french_if_refused(game, seat, written)


def said_in_french_if_refused(game: Game, seat: Seat, written: str) -> None:
    """Orders `written` for `seat` read and checked: a refusal is a message, translated
    whole, that the screens can say."""
    try:
        orders = game.rules.parse_orders(game.state, seat, written)
        game.rules.verify_orders(game.state, seat, orders)
    except HextermError as refused:
        assert refused.message is not None, f"a plain sentence: {refused} ({written!r})"
        assert untranslated(refused.message) == [], (str(refused), written)
        assert i18n.error_said(refused)


def bot_lines(game: Game, seat_index: int, seed: int) -> list[list[str]]:
    """The words of each line of the orders a bot would give for the seat."""
    seat = game.seats[seat_index % len(game.seats)]
    orders = game.rules.bot_orders(game.state, seat, SeededDice(seed, "fuzz"))
    return [line.split(" ") for line in game.rules.format_orders(orders).splitlines()]


@settings(max_examples=400, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), which=st.integers(min_value=0, max_value=TURNS - 1),
       seat_index=st.integers(min_value=0, max_value=3), seed=st.integers(0, 3))
def test_every_refusal_of_mutated_bot_orders_is_said_in_french(
        turns: list[Game], data: st.DataObject, which: int, seat_index: int,
        seed: int) -> None:
    """A bot's orders with a word or two changed: orders that mostly read, so that the
    rules of the state (not only the syntax) refuse them."""
    game = turns[which]
    seat = game.seats[seat_index % len(game.seats)]
    lines = bot_lines(game, seat_index, seed) or [["unit", "GLA1"], ["", "", "move", "N"]]
    codes = sorted(game.state.units)
    for _ in range(data.draw(st.integers(1, 2))):
        row = data.draw(st.integers(0, len(lines) - 1))
        words = lines[row]
        spot = data.draw(st.integers(0, len(words)))
        word = data.draw(st.sampled_from(WORDS) | st.sampled_from(codes) | PLAIN)
        if spot == len(words):
            words.append(word)
        elif words[spot]:
            words[spot] = word
    written = "\n".join(" ".join(words) for words in lines)
    said_in_french_if_refused(game, seat, written)
