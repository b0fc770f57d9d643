"""The SAGA campaign's engine: its tables as the rulebook prints them, the first turn's
3d6, what the inputs refuse and why, battle entries that differ, the organiser's entry
and the dice helper, the latecomers of a terrain of five, and saves."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hexterm import i18n
from hexterm.engine import game as games
from hexterm.engine.dice import ScriptedDice
from hexterm.engine.errors import HextermError, IllegalOrderError, OrderSyntaxError
from hexterm.engine.saga import inputs, management, movement, preparation
from hexterm.engine.saga.model import Band, Lord, Phase, new_unit
from hexterm.engine.saga.ruleset import SAGA
from hexterm.engine.saga.scenario import roll_initiative
from hexterm.engine.saga.tables import PLAYERS_TABLE, show_points, speed, upkeep
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER
from hexterm.worlds import load_scenario

LINE = {"roads": [["A", "B"], ["B", "C"], ["C", "D"], ["D", "E"]],
        "terrain": [{"name": n, "kind": "normal"} for n in "ABCDE"]}


def in_french(said: str | Exception) -> str:
    """An engine's refusal (or sentence) said in French (`hexterm.i18n.error_said`: its
    message from the catalogues)."""
    i18n.set_language("fr")
    try:
        return i18n.error_said(said) if isinstance(said, Exception) else i18n.said(said)
    finally:
        i18n.set_language("en")


def campaign(seats: list[str], **scenario: object) -> games.Game:
    spec = {**LINE, "initiative": seats, **scenario}
    return games.new_game("saga", spec, [Seat(s, "Vikings") for s in seats], 1)


def test_the_players_table_is_the_rulebooks() -> None:
    # "Nombre de joueurs": turns, prestigious terrains, lords, starting armies, villages.
    columns = {n: (r.turns, r.prestige, r.lords, r.armies, r.villages)
               for n, r in PLAYERS_TABLE.items()}
    assert columns == {2: (10, 5, 7, 3, 2), 3: (8, 4, 5, 3, 3), 4: (8, 3, 4, 2, 2),
                       5: (6, 3, 3, 2, 2), 6: (6, 3, 3, 2, 2)}


@pytest.mark.parametrize(("points", "cost"), [
    (0, 0), (5.5, 0), (6, 1), (11.5, 1), (12, 2), (18, 3), (23.5, 3), (24, 5), (30, 7),
    (36, 10), (42, 20), (48, 30), (100, 30)])
def test_upkeep_pays_the_highest_threshold_reached(points: float, cost: int) -> None:
    assert upkeep(int(points * 2)) == cost


def test_speed_and_points_in_halves() -> None:
    assert [speed(h) for h in (8, 14, 15, 16, 20)] == [2, 2, 1, 1, 1]
    assert [show_points(h) for h in (1, 8, 9)] == ["½", "4", "4½"]


def test_the_first_initiative_rolls_again_only_the_tied() -> None:
    # alice 4+4+4 = 12, bob 6+6+6 = 18, carol 3+4+5 = 12: bob first; alice and carol
    # roll again: alice 1+1+1 = 3, carol 2+2+2 = 6: carol, then alice.
    dice = ScriptedDice([4, 4, 4, 6, 6, 6, 3, 4, 5, 1, 1, 1, 2, 2, 2])
    order, rolls = roll_initiative(["alice", "bob", "carol"], dice)
    assert order == ("bob", "carol", "alice")
    assert rolls == (("alice", (12, 3)), ("bob", (18,)), ("carol", (12, 6)))
    assert dice.used == 15


def test_a_new_campaign_starts_from_the_players_table() -> None:
    scenario, _ = load_scenario("saga", None)
    seats = [Seat(n, "Vikings") for n in ("alice", "bob", "carol")]
    game = games.new_game("saga", scenario, seats, 3)
    state = game.state
    assert len(state.board.terrains) == 27 and state.row == PLAYERS_TABLE[3]
    assert [p.pp for p in state.players] == [18, 18, 18]  # 3 starting armies of 6 PP
    assert state.villages_of("bob") == ("Brede",) and state.owners["Brede"] == "bob"
    assert sorted(state.initiative) == ["alice", "bob", "carol"]
    assert game.step.key == "prepare" and game.step.sealed


@pytest.mark.parametrize(("text", "said"), [
    ("band Ragnar", "line 2: write band LORD at VILLAGE"),
    ("recruit Ragnar warriors two", "line 2: POINTS is a whole number"),
    ("raise Ragnar", "'raise' is not one of band, recruit"),
    ("transfer warriors1 to Ragnar", "expected 'from'"),
    ("band Ragnar at Varn extra", "too many words; write band LORD at VILLAGE"),
])
def test_preparation_syntax_names_the_line(text: str, said: str) -> None:
    with pytest.raises(OrderSyntaxError, match=said):
        inputs.read_actions(Phase.PREPARE, "# a comment\n" + text)


def test_the_preparation_refuses_what_the_rules_forbid() -> None:
    game = campaign(["alice", "bob"], village=[{"terrain": "A", "seat": "alice"},
                                               {"terrain": "E", "seat": "bob"}],
                    pp={"alice": 5, "bob": 0})
    state = game.state

    def refused(text: str) -> str:
        with pytest.raises(IllegalOrderError) as caught:
            preparation.prepare(state, "alice", inputs.read_actions(Phase.PREPARE, text), 1)
        return str(caught.value)

    assert "E is not a village of alice" in refused("band Ragnar at E\nrecruit Ragnar warriors 4")
    assert "line 3: that costs 2 PP and alice has 1" in refused(
        "band Ragnar at A\nrecruit Ragnar warriors 4\nrecruit Ragnar levies 2")
    assert "would have 3 points" in refused("band Ragnar at A\nrecruit Ragnar warriors 3")
    two = replace(state, bands=()).with_band(Band("Ragnar", "alice", "A", Lord("Ragnar"), (
        new_unit("warriors1", "warriors", 2), new_unit("warriors2", "warriors", 2)))
    ).with_band(Band("Sigurd", "alice", "A", Lord("Sigurd"), (
        new_unit("warriors1", "warriors", 4),)))
    with pytest.raises(IllegalOrderError, match="band Ragnar would have 2 points"):
        preparation.prepare(two, "alice", inputs.read_actions(
            Phase.PREPARE, "transfer warriors1 from Ragnar to Sigurd"), 1)
    many = "".join(f"band L{n} at A\nrecruit L{n} warriors 4\n" for n in range(4))
    rich = state.with_pp("alice", 50)
    with pytest.raises(IllegalOrderError, match="line 7: a player starts with 3 bands at most"):
        preparation.prepare(rich, "alice", inputs.read_actions(Phase.PREPARE, many), 1)
    ok, _ = preparation.prepare(state, "alice", inputs.read_actions(
        Phase.PREPARE, "band Ragnar at A\nrecruit Ragnar warriors 2\nrecruit Ragnar levies 2"), 1)
    assert ok.player("alice").pp == 1 and ok.band("Ragnar").halves == 8  # type: ignore[union-attr]


def test_declarations_refuse_in_one_sentence() -> None:
    game = campaign(["alice", "bob"], village=[{"terrain": "A", "seat": "alice"},
                                               {"terrain": "E", "seat": "bob"}],
                    band=[{"name": "Big", "seat": "alice", "terrain": "A",
                           "units": {"warriors": [2, 2, 2, 2]}}])
    game = games.resolve(game, force=True)  # the preparation; bob has no band: alice speaks
    assert game.step.key == "declare" and game.waiting_for() == ["alice"]
    for text, said in (("move Big B C", "moves 1 terrain at most"),
                       ("move Big C", "no road joins A and C"),
                       ("move Rollo B", "alice has no band Rollo"),
                       ("move Big Z", "'Z' is not a terrain")):
        with pytest.raises(IllegalOrderError, match=said):
            games.check_orders(game, "alice", text)
    with pytest.raises(HextermError, match="does not await bob"):
        games.check_orders(game, "bob", "pass")
    band = game.state.band("Big")
    assert band is not None
    assert movement.reachable(game.state, band) == {"B": ("B",)}


def test_an_engaged_band_is_refused_in_english_and_french() -> None:
    """Rollo comes onto Ragnar's terrain C: Ragnar is engaged (a meeting is a battle at
    once, S31); its move is refused in one sentence, said again in French."""
    game = campaign(["alice", "bob"], village=[{"terrain": "E", "seat": "alice"},
                                               {"terrain": "A", "seat": "bob"}],
                    band=[{"name": "Ragnar", "seat": "alice", "terrain": "C",
                           "units": {"warriors": [2, 2, 2]}},
                          {"name": "Sigurd", "seat": "alice", "terrain": "E",
                           "units": {"warriors": [2, 2]}},
                          {"name": "Rollo", "seat": "bob", "terrain": "B",
                           "units": {"warriors": [2, 2, 2]}}])
    game = games.resolve(game, force=True)  # the preparation; bob speaks first
    game = games.resolve(games.submit_orders(game, "bob", "move Rollo C"))
    assert game.waiting_for() == ["alice"]
    assert [b.name for b in movement.movable(game.state, "alice")] == ["Sigurd"]
    with pytest.raises(IllegalOrderError) as refused:
        games.check_orders(game, "alice", "move Ragnar D")
    english = str(refused.value)
    assert english == "band Ragnar cannot move: it is engaged in a battle at C with Rollo (bob)"
    assert in_french(refused.value) == ("la bande Ragnar ne peut pas bouger : elle est engagée "
                                        "dans un combat à C contre Rollo (bob)")
    games.check_orders(game, "alice", "move Sigurd D")  # her free band still moves


def test_a_demobilised_unit_goes_only_to_a_village_among_the_nearest() -> None:
    """`demobilise BAND UNIT VILLAGE` names one of the villages as near (S32); another
    is refused in one sentence, in French too; the line reads back as it was typed."""
    game = campaign(["alice", "bob"], village=[{"terrain": "A", "seat": "alice"},
                                               {"terrain": "C", "seat": "alice"},
                                               {"terrain": "E", "seat": "bob"}],
                    band=[{"name": "Ragnar", "seat": "alice", "terrain": "B",
                           "units": {"warriors": [2, 2, 2]}}])
    state = game.state
    line = inputs.read_actions(Phase.MANAGE, "demobilise Ragnar warriors3 E")
    assert inputs.format_actions(Phase.MANAGE, line) == "demobilise Ragnar warriors3 E\n"
    with pytest.raises(IllegalOrderError) as refused:
        management.manage(state, "alice", line, 1)
    english = str(refused.value)
    assert english == "line 1: E is not one of the villages nearest to B (A, C)"
    assert in_french(refused.value) == ("ligne 1 : E n'est pas l'un des villages les plus "
                                        "proches de B (A, C)")
    done, _ = management.manage(state, "alice", inputs.read_actions(
        Phase.MANAGE, "demobilise Ragnar warriors3 c"), 1)
    assert [u.name for u in done.villages["C"].reserve] == ["warriors1"]
    assert done.villages["A"].reserve == ()


def test_management_refusals() -> None:
    game = campaign(["alice", "bob"], village=[{"terrain": "A", "seat": "alice"},
                                               {"terrain": "E", "seat": "bob"}],
                    owners={"B": "alice", "C": "alice"}, pp={"alice": 10, "bob": 10})
    state = replace(game.state, phase=Phase.MANAGE)

    def refused(seat: str, text: str) -> str:
        with pytest.raises(IllegalOrderError) as caught:
            management.manage(state, seat, inputs.read_actions(Phase.MANAGE, text), 1)
        return str(caught.value)

    assert "only an outer faction invades" in refused("alice", "invade D Hel warriors 4")
    assert "alice does not hold D" in refused("alice", "village D")
    assert "has 2 villages, the most" in refused("alice", "village B\nvillage C")
    outer = replace(state, players=tuple(replace(p, outer=True) for p in state.players))
    for text, said in (("invade E Hel warriors 4", "no band and no enemy village"),
                       ("invade D Hel warriors 1", "a band has 4 to 10 points"),
                       ("invade D Hel warriors 4\ninvade C Loki warriors 4", "once a turn")):
        with pytest.raises(IllegalOrderError, match=said):
            management.manage(outer, "alice", inputs.read_actions(Phase.MANAGE, text), 1)


def _at_battle() -> games.Game:
    game = campaign(["alice", "bob"], village=[{"terrain": "A", "seat": "alice"},
                                               {"terrain": "E", "seat": "bob"}],
                    band=[{"name": "Ragnar", "seat": "alice", "terrain": "B",
                           "units": {"warriors": [2, 2]}},
                          {"name": "Rollo", "seat": "bob", "terrain": "C",
                           "units": {"warriors": [2, 2]}}])
    game = games.resolve(game, force=True)
    game = games.resolve(games.submit_orders(game, "bob", "pass"))
    game = games.resolve(games.submit_orders(game, "alice", "move Ragnar C"))
    assert game.step.key == "battle" and game.step.organiser and not game.step.sealed
    return game


def test_entries_that_differ_apply_nothing_and_say_what_differs() -> None:
    game = _at_battle()
    game = games.submit_orders(game, "alice", "winner alice\nleft Rollo warriors1 3")
    game = games.resolve(games.submit_orders(game, "bob", "winner bob"))
    said = [e for e in game.log if e.key == "saga.entries-differ"]
    assert len(said) == 1 and set(said[0].seen_by) == {"alice", "bob"}
    # Rollo's warriors1: 2 points of warriors, 8 figures a point, so 16 before the battle;
    # bob named no losses: 16 left.
    assert said[0].args["differing"] == [
        {"field": "winner", "entered": [["alice", "alice"], ["bob", "bob"]], "owner": "",
         "unit": "", "figures": 0},
        {"field": "left", "entered": [["alice", "3"], ["bob", "16"]], "owner": "Rollo",
         "unit": "warriors1", "figures": 16}]
    assert "alice entered 3 figures left of 16 in Rollo's warriors1, bob entered 16" \
        in said[0].text and "side 1" not in said[0].text
    # Each seat's entry as it gave it, to be edited again.
    assert said[0].args["entries"] == {"alice": "winner alice\nleft Rollo warriors1 3\n",
                                       "bob": "winner bob\n"}
    assert game.step.key == "battle" and game.state.owners["C"] == "bob"
    with pytest.raises(IllegalOrderError, match="Rollo warriors1 fights with 16 figures, not 17"):
        games.check_orders(game, "alice", "winner alice\nleft Rollo warriors1 17")
    with pytest.raises(IllegalOrderError, match="carol does not fight at C"):
        games.check_orders(game, "alice", "winner carol")
    # The organiser's entry settles it alone.
    game = games.resolve(games.submit_orders(game, ORGANISER, "winner alice"))
    assert game.state.owners["C"] == "alice" and game.step.key == "manage"
    assert any("entered at the table): alice wins" in e.text for e in game.log)


def test_the_dice_helper_settles_a_battle_and_says_so() -> None:
    game = _at_battle()
    game = games.resolve(games.submit_orders(games.submit_orders(game, "alice", "auto"),
                                             "bob", "auto"))
    result = [e for e in game.log if e.key == "saga.result"]
    assert len(result) == 1 and result[0].args["source"] == "helper"
    assert "drawn by the dice helper" in result[0].text
    assert game.step.key == "manage"


def test_five_on_a_terrain_the_latecomer_meets_the_winner() -> None:
    names = ["p1", "p2", "p3", "p4", "p5"]
    leaves = [f"L{n}" for n in range(1, 6)]
    pairs = list(zip(leaves, names, strict=True))
    spec = {"roads": [[leaf, "T"] for leaf in leaves],
            "terrain": [{"name": n, "kind": "normal"} for n in [*leaves, "T"]],
            "initiative": names,
            "village": [{"terrain": leaf, "seat": s} for leaf, s in pairs],
            "band": [{"name": f"B{s}", "seat": s, "terrain": leaf,
                      "units": {"warriors": [2, 2]}} for leaf, s in pairs]}
    game = games.new_game("saga", spec, [Seat(s, "Vikings") for s in names], 1)
    game = games.resolve(game, force=True)
    for seat in reversed(names):  # reverse initiative: p5 speaks first, and defends
        game = games.resolve(games.submit_orders(game, seat, f"move B{seat} T"))
    first = game.state.battles[0]
    assert first.seats() == ("p5", "p4", "p3", "p2") and [s.seat for s in first.late] == ["p1"]
    for seat in first.seats():
        game = games.submit_orders(game, seat, "winner p4")
    game = games.resolve(game)
    assert game.state.battles[0].seats() == ("p4", "p1")
    assert any(e.key == "saga.latecomers" for e in game.log)
    game = games.resolve(games.submit_orders(games.submit_orders(game, "p4", "winner p1"),
                                             "p1", "winner p1"))
    assert game.state.owners["T"] == "p1" and game.step.key == "manage"


def test_a_campaign_reads_back_from_its_save_data() -> None:
    game = _at_battle()
    data = SAGA.dump_state(game.state)
    assert SAGA.load_state(data) == game.state
    assert SAGA.dump_state(SAGA.load_state(data)) == data


def test_a_sealed_line_made_impossible_by_a_player_before_is_not_carried_out() -> None:
    # Both raise a lord called Ragnar, unaware of each other: alice, first in initiative,
    # raises hers; bob's band (and its recruits) is not raised, the report says why, and
    # the rest of bob's preparation stands.
    game = campaign(["alice", "bob"], village=[{"terrain": "A", "seat": "alice"},
                                               {"terrain": "E", "seat": "bob"}],
                    pp={"alice": 10, "bob": 10})
    game = games.submit_orders(game, "alice", "band Ragnar at A\nrecruit Ragnar warriors 4")
    game = games.submit_orders(game, "bob", "band Ragnar at E\nrecruit Ragnar warriors 4\n"
                                            "band Rollo at E\nrecruit Rollo levies 4")
    game = games.resolve(game)
    ragnar, rollo = game.state.band("Ragnar"), game.state.band("Rollo")
    assert ragnar is not None and ragnar.seat == "alice"
    assert rollo is not None and rollo.seat == "bob"
    assert game.state.player("bob").pp == 6  # Rollo's 4 PP only
    refused = [e for e in game.log if e.key == "saga.line-refused"]
    assert [e.args["line"] for e in refused] == [1, 2]
    assert "there is already a band Ragnar" in refused[0].text
