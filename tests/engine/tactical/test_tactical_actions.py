"""The tactical board's actions other than the Mouvement, each refusal naming its
condition; the tests as steps (read, rolled by the program from the game's dice);
taking back one's own last activation until the next player acts; a bot's flight."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from hexterm import i18n
from hexterm.engine import game as games
from hexterm.engine import game_data
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError, SeatError
from hexterm.engine.game import Game
from hexterm.engine.hexgrid import Hex
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER
from hexterm.engine.tactical.activation import checked, read_activation
from hexterm.engine.tactical.codec import dump_state, load_state
from hexterm.engine.tactical.flight import flee, flight_path
from hexterm.engine.tactical.play import last_move, take_back_for
from hexterm.engine.tactical.scenario import read_battle
from hexterm.engine.tactical.trials import Trial, TrialKind, Verdict, read_verdict
from hexterm.engine.tactical.views import example

# C03's neighbours: B03 N, B04 NE, C04 SE, D03 S, C02 SW, B02 NW.
SCENARIO: dict[str, Any] = {
    "size": [8, 8], "turns": 3,
    "unit": [
        {"name": "Foot", "seat": "alice", "at": "C03", "facing": "N"},
        {"name": "Square", "seat": "alice", "kind": "formation", "at": "F06", "facing": "N",
         "figures": 6, "stacking": 4},
        # shaken, Lance owes no attack movement, which would come first (reading T25)
        {"name": "Lance", "seat": "alice", "movement": "S", "at": "F02", "facing": "N",
         "marker": "charge", "shaken": True},
        {"name": "Hero", "seat": "alice", "kind": "character", "at": "F02", "facing": "N"},
        {"name": "Foe", "seat": "bob", "at": "D03", "facing": "N"},
        {"name": "Far", "seat": "bob", "at": "H08", "facing": "N"},
    ],
}


def battle_game(seed: int = 1) -> Game:
    seats = [Seat("alice", "North"), Seat("bob", "South")]
    return games.new_game("tactical", SCENARIO, seats, seed)


@pytest.mark.parametrize(("typed", "said"), [
    ("Foot: B03", "Foot is engaged: it may not make a Mouvement"),
    ("Square flee: E06", "a formation does not flee"),
    ("Lance flee: E02", "Lance has a charge marker: it does not flee"),
    ("Lance back: G02", "Lance has a charge marker: no repli"),
    ("Lance with Foot: E02", "Lance cannot carry Foot: a troop carries characters only"),
    ("Hero with Lance: E02", "Hero cannot carry Lance"),
    ("Square face: S", "not engaged by an enemy it does not engage"),
    ("Foot back: B03", "B03 is not one of Foot's rear hexes"),
    ("Square back: turn SE", "a repli turns only a formation, about (180°)"),
    ("Lance extra: E02", "Lance has no particular order: no Mouvement Supplémentaire"),
    ("Square: E06 → D06", "step 1: E06 would bring the unit into contact"),
])
def test_each_action_refused_says_the_condition(typed: str, said: str) -> None:
    """… in English, and in French from its message (the domain tactical's catalogue)."""
    battle = read_battle(SCENARIO, ("alice", "bob"))
    if typed.startswith("Square: "):  # an enemy ahead of the formation
        battle = read_battle({**SCENARIO, "unit": [*SCENARIO["unit"][:5], {
            "name": "Far", "seat": "bob", "at": "D06", "facing": "S"}]}, ("alice", "bob"))
    with pytest.raises(IllegalOrderError, match=re.escape(said)) as caught:
        checked(battle, "alice", read_activation(typed))
    english = str(caught.value)
    i18n.set_language("fr")
    try:
        french = i18n.error_said(caught.value)
    finally:
        i18n.set_language("en")
    assert french != english and " is " not in french and "the " not in french


def test_the_foot_engaged_from_behind_faces_and_a_test_follows() -> None:
    """Foe (D03, facing N) engages Foot (C03) from behind: Foot faces S, then takes its
    engagement test, a step awaiting alice; `roll` lets the game's dice decide."""
    game = games.resolve(games.submit_orders(battle_game(), "alice", "Foot face: S"))
    assert game.step.key == "test" and game.step.seats == ("alice",)
    assert game.state.battle.unit("Foot").facing == 3
    game = games.resolve(games.submit_orders(game, "alice", "roll"))
    said = game.log[-1]
    assert said.key == "tactical.test" and 1 <= said.args["die"] <= 6
    assert said.args["passed"] == (said.args["die"] >= 4)
    assert game.step.key == "activate" and game.step.seats == ("bob",)
    again = games.resolve(games.submit_orders(games.resolve(games.submit_orders(
        battle_game(), "alice", "Foot face: S")), "alice", "roll"))
    assert again.log[-1].args == said.args  # the same seed, the same die


def test_verdicts_read() -> None:
    assert read_verdict("pass") == Verdict(True)
    assert read_verdict("FAIL") == Verdict(False)
    assert read_verdict("roll") == Verdict(die=None)
    assert read_verdict("roll 4") == Verdict(True, 4)
    assert read_verdict(" roll 3 ") == Verdict(False, 3)
    for wrong in ("roll 7", "maybe", "pass 3"):
        with pytest.raises(OrderSyntaxError):
            read_verdict(wrong)


def test_taking_back_ones_own_last_activation_until_the_next_player_acts() -> None:
    game = battle_game()
    before = game.rules.dump_state(game.state)
    moved = games.resolve(games.submit_orders(game, "alice", "Square: E06"))
    assert moved.state.battle.unit("Square").hex == Hex.parse("E06")
    with pytest.raises(SeatError, match="bob has no input to take back"):
        games.take_back(moved, "bob")
    back = games.take_back(moved, "alice")
    assert back.rules.dump_state(back.state) == before
    assert (back.turn, back.steps_done, back.step.seats) == (1, 0, ("alice",))
    assert back.log[-2].args["unit"] == "Square"  # the log keeps what was done…
    assert back.log[-1].key == "taken-back"  # … and says it was taken back
    with pytest.raises(SeatError):
        games.take_back(back, "alice")  # once
    acted = games.resolve(games.submit_orders(moved, "bob", "Far hold"))
    with pytest.raises(SeatError, match="alice has no input to take back"):
        games.take_back(acted, "alice")
    data = game_data.to_data(moved)
    assert game_data.from_data(game_data.header(moved), data).undo == moved.undo


def test_a_bots_flight_is_legal_and_goes_as_far_as_it_can() -> None:
    battle = read_battle({**SCENARIO, "unit": [
        {"name": "Runner", "seat": "alice", "at": "D04", "facing": "S", "rout": True},
        {"name": "Chaser", "seat": "bob", "at": "E04", "facing": "N"}]}, ("alice", "bob"))
    runner = battle.unit("Runner")
    path = flight_path(battle, runner)
    done = flee(battle, runner, path, extra=False, minimal=False, carry=())
    assert done.traced is not None and done.traced.total == 4  # all its 2 PMvt
    assert [t.kind.value for t in done.trials] == ["disengagement", "discipline"]


@pytest.mark.parametrize("typed", ["Square: F06 -> E06", "Square: F06 E06", "Square: F06, E06",
                                   "Square: E06"])
def test_a_path_may_start_at_the_units_own_hex(typed: str) -> None:
    """Square stands at F06: written first, its own hex is not a step (1 PMvt to E06,
    clear ground, for foot)."""
    battle = read_battle(SCENARIO, ("alice", "bob"))
    done = checked(battle, "alice", read_activation(typed))
    assert done is not None and done.traced is not None
    assert str(done.traced) == "F06 → E06 (1)"


def test_a_refusal_counts_the_steps_as_typed_with_the_own_hex() -> None:
    """Square (foot, 2 PMvt) reaches D06 for 2: C06 is the fourth step as typed."""
    battle = read_battle(SCENARIO, ("alice", "bob"))
    with pytest.raises(IllegalOrderError, match=re.escape(
            "step 4: C06 brings the movement to 3 PMvt, over the allocation of 2")):
        checked(battle, "alice", read_activation("Square: F06 -> E06, D06 C06"))
    with pytest.raises(IllegalOrderError, match="step 3: C06 brings"):
        checked(battle, "alice", read_activation("Square: E06, D06 C06"))


def test_who_may_take_a_move_back() -> None:
    """Only the seat that made the move, or the organiser; the refusal says who may."""
    moved = games.resolve(games.submit_orders(battle_game(), "alice", "Square: E06"))
    assert take_back_for(moved.undo, "alice") == "alice"
    assert take_back_for(moved.undo, ORGANISER) == "alice"
    with pytest.raises(SeatError, match=re.escape(
            "bob cannot take back this move: only alice, who made it, or the organiser can")):
        take_back_for(moved.undo, "bob")
    with pytest.raises(SeatError, match="there is no move to take back"):
        take_back_for(battle_game().undo, "alice")
    move = last_move(moved.log, "alice")
    assert move is not None and move.args["path"] == "F06 → E06 (1)"


def test_the_prompts_example_is_an_activation_the_seat_may_give() -> None:
    """Written from the unit's own hex, with an arrow and a comma; the unit asked for
    first, else the seat's first unit that can move; straight ahead when it may."""
    battle = read_battle(SCENARIO, ("alice", "bob"))
    for unit in ("Square", "Lance", ""):
        said = example(battle, "alice", unit)
        name, path = said.split(": ")
        start = battle.unit(name).hex
        assert start is not None and path.startswith(f"{start.label} -> ")
        assert checked(battle, "alice", read_activation(said)) is not None
    assert example(battle, "alice", "Square") == "Square: F06 -> E06, D06"


def test_the_organiser_takes_back_the_last_move_of_any_seat() -> None:
    """`hexterm undo SAVE --organiser`: the engine's take-back under the organiser's
    name undoes the seat's last move, as long as no one has acted since."""
    moved = games.resolve(games.submit_orders(battle_game(), "alice", "Square: E06"))
    back = games.take_back(moved, ORGANISER)
    assert back.state == battle_game().state and back.step.seats == ("alice",)
    assert back.log[-1].args == {"seat": "alice"}
    with pytest.raises(SeatError, match="there is no input to take back"):
        games.take_back(back, ORGANISER)


@pytest.mark.parametrize("typed", ["Square: F06", "Square flee: F06", "Square back: F06"])
def test_a_path_of_the_own_hex_alone_is_refused(typed: str) -> None:
    """Not an empty path (a flight of none destroys the unit): the player is told."""
    battle = read_battle(SCENARIO, ("alice", "bob"))
    with pytest.raises(IllegalOrderError, match=re.escape(
            "Square's path names only its own hex: write the steps that follow it, or "
            "Square hold")) as caught:
        checked(battle, "alice", read_activation(typed))
    i18n.set_language("fr")
    try:
        assert i18n.error_said(caught.value).startswith("le chemin de Square ne nomme que")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("unit", "typed", "said", "french"), [
    ({"name": "Pikes", "kind": "formation", "figures": 6, "mode": "hedgehog"},
     "Pikes minimal: B03", "Pikes is a formation in hedgehog: it does not move",
     "Pikes est une formation en hérisson : elle ne bouge pas, pas même par un Mouvement "
     "Minimal"),
    ({"name": "Runner", "rout": True}, "pass", "Runner is routed and must flee first",
     "Runner est en déroute et doit fuir d'abord"),
    ({"name": "Axes", "order": "attack"}, "Foot hold", "Axes must make its attack movement "
     "first (an attack instruction)", "Axes doit faire d'abord son Mouvement d'Attaque (elle "
     "a une consigne d'attaque)"),
])
def test_the_hedgehog_and_the_obligatory_actions_refused_in_both_languages(
        unit: dict[str, Any], typed: str, said: str, french: str) -> None:
    """A hedgehog's move (T24); a pass or another unit while a routed unit owes its
    flight or a unit its attack movement (T25): alice's unit at C03 facing N, Foot far
    behind at H02, bob's Foe at A08 (within the attack's reach)."""
    battle = read_battle({"size": [8, 8], "turns": 1, "unit": [
        {"seat": "alice", "at": "C03", "facing": "N", **unit},
        {"name": "Foot", "seat": "alice", "at": "H02", "facing": "N"},
        {"name": "Foe", "seat": "bob", "at": "A08", "facing": "S"}]}, ("alice", "bob"))
    with pytest.raises(IllegalOrderError, match=re.escape(said)) as caught:
        checked(battle, "alice", read_activation(typed))
    i18n.set_language("fr")
    try:
        assert i18n.error_said(caught.value).startswith(french)
    finally:
        i18n.set_language("en")


def test_the_repli_onto_a_friend_refused_in_french() -> None:
    """T27's two refusals, said in French from their messages."""
    battle = read_battle({"size": [8, 8], "turns": 1, "unit": [
        {"name": "Spear", "seat": "alice", "at": "C03", "facing": "N"},
        {"name": "Ally", "seat": "alice", "at": "D03", "facing": "NE"},
        {"name": "Lord", "seat": "alice", "kind": "character", "at": "C05", "facing": "N"},
        {"name": "Post", "seat": "alice", "at": "D05", "facing": "NE"},
        {"name": "Foe", "seat": "bob", "at": "H08", "facing": "S"}]}, ("alice", "bob"))
    said = []
    for typed in ("Spear back: D03", "Lord back: D05"):
        with pytest.raises(IllegalOrderError) as caught:
            checked(battle, "alice", read_activation(typed))
        i18n.set_language("fr")
        try:
            said.append(i18n.error_said(caught.value))
        finally:
            i18n.set_language("en")
    assert said == ["Spear ne peut pas se replier en D03, tenu par une amie : seul un "
                    "personnage se replie sur une unité amie",
                    "Lord ne peut se replier sur Post que face comme elle (NE) : le repli "
                    "garde l'orientation"]


def test_a_crossing_test_keeps_where_the_unit_stops_and_older_saves_load() -> None:
    """T28: the mover's crossing taken mid-path carries the place it stops at if it
    routs, through a save; a save written before (three fields a test) still loads."""
    game = battle_game()
    state = game.state
    stopped = Trial(TrialKind.CROSSING, "Foot", stop=("B03", "0", "2"))
    data = dump_state(replace(state, pending=(stopped,)))
    assert data["pending"] == [["crossing", "Foot", "", "B03", "0", "2"]]
    assert load_state(data).pending == (stopped,)
    older = {**data, "pending": [["crossing", "Foot", ""]]}
    assert load_state(older).pending == (Trial(TrialKind.CROSSING, "Foot"),)
