"""Novlémia in French, checked so that nothing can be missed: games on the built-in
world (a seat whose orders this test writes, beside bots) are played for several turns
and every event of their logs is said from the catalogues (each one a message, every
message and every nested one translated, its English the text the save keeps); every
refusal that fuzzed orders draw, turn after turn, is a message translated whole.

Since state version 2, a reason that the event's args and the state cannot give back
(a failure, a purchase, a trade) is kept as its message too: every order's reason is
said again, none left in English.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hexterm import catalogues
from hexterm.engine import game as games
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Message
from hexterm.engine.novlemia import bots, told
from hexterm.engine.novlemia.orders import format_orders
from hexterm.engine.novlemia.ruleset import NOVLEMIA
from hexterm.engine.novlemia.words import WORDS as NOV
from hexterm.engine.ruleset import Result
from hexterm.engine.seats import Seat
from hexterm.worlds import start_game
from tests.helpers.messages import identifiers, untranslated

SEEDS = (1, 7, 42)
TURNS = 8
WORDS = ["move", "explore", "prospect", "colonise", "buy", "trade", "allow", "forbid",
         "name", "aller", "explorer", "acheter", "échanger", "nommer", "fonder", "zzz",
         "for", "contre", "give", "take", "donne", "reçoit", "unit", "[", "N", "SE", "NO",
         "XX", "A01", "G01", "E04", "ZZ99", "1E", "2M+1A", "0A", "9Z", "M", "bob", "ana",
         "Ys", '"', "3", "-", "1A+1B+1E+1M"]


def fuzzed(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 5)):
        words = [rng.choice(WORDS) for _ in range(rng.randint(1, 6))]
        lines.append(" ".join(words))
    if rng.random() < 0.05:
        lines.append("x" * 300)
    return "\n".join(lines) + "\n"


def played(seed: int) -> tuple[Game, list[Message]]:
    """A game of `TURNS` turns (ana's orders written here, bob a bot), and the refusals
    of the fuzzed orders tried for ana each turn."""
    game = start_game("novlemia", None, [Seat("ana", "0"), Seat("bob", "1", bot=True)], seed)
    rng = random.Random(seed)
    refusals: list[Message] = []
    for turn in range(TURNS):
        for _ in range(60):
            try:
                games.check_orders(game, "ana", fuzzed(rng))
            except HextermError as refused:
                assert refused.message is not None, f"a plain sentence: {refused}"
                refusals.append(refused.message)
        ana = game.seat("ana")
        legal = bots.bot_orders(game.state, ana, SeededDice(seed, "ana", turn))
        game = games.resolve(games.submit_orders(game, "ana", format_orders(legal)))
    return game, refusals


def test_every_event_of_a_french_game_is_said_from_the_catalogues() -> None:
    kinds, kept = set(), set()
    for seed in SEEDS:
        game, _ = played(seed)
        assert game.log
        for event in game.log:
            message = event.message(NOVLEMIA, game.state, game.log)
            assert message is not None, f"no message for {event.key}: {event.text}"
            assert untranslated(message) == [], event.text
            assert "{" not in catalogues.render(message, "fr")
            kinds.add(event.key)
            verb = event.key.removeprefix("order.")
            if verb == event.key:  # not an order's result: said whole, as it was saved
                if event.key != "city.upkeep" or event.args["paid"]:
                    assert str(message) == event.text
                continue
            assert told.reason(event, game.state, game.log) is not None, event.text
            assert str(message) == event.text or verb == "explore"
            if told.KEPT in event.args:
                kept.add((verb, event.result))
    assert {"turn.order", "explore.cell", "prospect.cell", "city.production",
            "market.rates", "order.move", "order.explore", "order.prospect",
            "order.colonise"} <= kinds
    assert kept and all(result is not Result.DONE or verb in ("buy", "trade")
                        for verb, result in kept), kept


def test_every_refusal_of_fuzzed_orders_is_translated() -> None:
    said: set[tuple[str, str]] = set()
    for seed in SEEDS:
        _, refusals = played(seed)
        for message in refusals:
            assert untranslated(message) == [], str(message)
            assert catalogues.render(message, "fr") != str(message)
            said |= identifiers(message)
    ours = {msgid for domain, msgid in said if domain == "novlemia"}
    assert len(ours) >= 12, sorted(ours)  # the fuzzing reaches the rules' refusals
    assert ("hexterm", "line {line}: {said}") in said


def test_a_french_report_line_of_a_plural() -> None:
    game, _ = played(7)
    text = catalogues.render(NOVLEMIA.summary(game.state, game.seat("ana")), "fr")
    assert "explorateur en" in text and "marché :" in text
    for count, word in ((0, "case"), (1, "case"), (2, "cases")):
        assert catalogues.render(NOV.phrase_n("{n} cell", "{n} cells", count), "fr") == \
            f"{count} {word}"


def test_an_event_whose_args_do_not_fit_the_state_is_said_as_saved() -> None:
    """A damaged save (a cell the state does not know, a resource that is not one): the
    report says the saved text, it does not fail."""
    game, _ = played(1)
    explored = next(e for e in game.log if e.key == "explore.cell")
    damaged = replace(explored, args={**explored.args, "known": ["ZZ99"], "terrain": "lava"})
    assert damaged.message(NOVLEMIA, game.state, game.log) is None


def test_french_typography_in_the_dice_list() -> None:
    """The dice of one exploration are separated by semicolons: "; " in English (the
    saved text, as ever), " ; " in French (a space before it), said by the catalogue."""
    from hexterm.engine.novlemia.tables import Terrain

    rolls = [{"table": "neighbours", "die": 5, "copies": None, "terrain": "collines"},
             {"table": "random", "die": 4, "copies": None, "terrain": "collines"}]
    message = told.explored_cell("D02", [("D01", Terrain.WATER), ("E01", Terrain.WATER)],
                                 rolls, "Scanthénie", [])
    assert str(message) == ("D02: 2 known neighbours (D01 (water), E01 (water)); die 5: the "
                            "random table; random table die 4: hills; Scanthénie owns it")
    french = catalogues.render(message, "fr")
    assert "dé 5 : la table du hasard ; table du hasard, dé 4 : collines ; elle est à " \
        "Scanthénie" in french
    assert "; " not in french.replace(" ; ", "")
    one = told.explored_cell("D02", [("D01", Terrain.WATER)], rolls[:1], None, [])
    assert catalogues.render(one, "fr").count(" ; ") == 2  # after the neighbours, the die
