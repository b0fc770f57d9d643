"""A battle's result as the players type it, the same words in both campaigns: a unit's
figures left or its figures lost, one entry either way (`hexterm.engine.battle_entry`);
the entries that differ said with the seats' names and given back to be edited; and
what a Med-Fan fighter may give after the battle (the survival dice, a target, a
territory's name). Every number is worked from the campaign's armies by hand."""

from __future__ import annotations

import pytest

from hexterm.engine import game as games
from hexterm.engine.battle_entry import Loss, example, read_result, reopened
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.medfan.aftermath import findable, targets
from hexterm.engine.saga import outcomes
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER

LINE = {"roads": [["A", "B"], ["B", "C"], ["C", "D"], ["D", "E"]],
        "terrain": [{"name": n, "kind": "normal"} for n in "ABCDE"]}

MEDFAN = {
    "phase": "pairing", "treasuries": {"alice": 120, "bob": 35},
    "armies": {"alice": "Aldric 1 120 general\nMira 1 70 healer\nSpearmen 10 8\n",
               "bob": "Grak 1 45 chief\nGoblins 12 7\n"},
    "territory": [
        {"name": "Lac", "capability": "casino", "owner": "alice"},
        {"name": "Bois", "capability": "exploitation", "owner": "bob"},
        {},
        {"name": "Pic", "capability": "thieves-guild", "owner": "alice"},
        {"name": "Tour", "capability": "refugee-camp", "owner": "bob"},
        {},
    ],
}


def saga_battle() -> games.Game:
    """alice's Ragnar attacks bob's Rollo at C; each band has 2 points of warriors, 16
    figures (8 a point), and its lord."""
    spec = {**LINE, "initiative": ["alice", "bob"],
            "village": [{"terrain": "A", "seat": "alice"}, {"terrain": "E", "seat": "bob"}],
            "band": [{"name": "Ragnar", "seat": "alice", "terrain": "B",
                      "units": {"warriors": [2, 2]}},
                     {"name": "Rollo", "seat": "bob", "terrain": "C",
                      "units": {"warriors": [2, 2]}}]}
    game = games.new_game("saga", spec, [Seat(s, "Vikings") for s in ("alice", "bob")], 1)
    game = games.resolve(game, force=True)
    game = games.resolve(games.submit_orders(game, "bob", "pass"))
    game = games.resolve(games.submit_orders(game, "alice", "move Ragnar C"))
    assert game.step.key == "battle"
    return game


def medfan_at(step: str, objectives: tuple[int, int] = (5, 3)) -> games.Game:
    """alice attacks bob (Rescue, 6 turns) with the objectives given (5: Pillage, 3: All
    or nothing; 1: Expansion); at the battle alice wins, losing 3 Spearmen, and bob
    loses Grak and 5 Goblins."""
    game = games.new_game("medfan", MEDFAN, [Seat("alice", "Elves"), Seat("bob", "Orcs")], 7)
    inputs = {"pairing": {"alice": "battle alice bob\nscenario 4\nlength 6\n"},
              "objectives": {"alice": f"objective {objectives[0]}",
                             "bob": f"objective {objectives[1]}"},
              "battle": {s: "winner alice\nlost alice Spearmen 3\nlost bob Grak 1\n"
                            "left bob Goblins 7\n" for s in ("alice", "bob")}}
    while game.step.key != step:
        for name in game.step.seats:
            game = games.submit_orders(game, name, inputs[game.step.key][name])
        game = games.resolve(game)
    return game


def test_the_shared_reader_takes_figures_left_and_figures_lost() -> None:
    typed = read_result("winner alice\nleft Morg warriors1 10\nlost Morg lord 1\n", "BAND",
                        lambda word, n: word)
    assert typed.winner == "alice"
    assert typed.losses == (Loss("Morg", "warriors1", 10), Loss("Morg", "lord", 1, lost=True))
    # Of a unit of 12: 10 left, or 2 lost, are the same 10 left.
    assert Loss("Morg", "warriors1", 10).left_of(12, "Morg warriors1") == 10
    assert Loss("Morg", "warriors1", 2, lost=True).left_of(12, "Morg warriors1") == 10
    with pytest.raises(IllegalOrderError, match="Morg warriors1 fights with 12 figures, not 13"):
        Loss("Morg", "warriors1", 13, lost=True).left_of(12, "Morg warriors1")


@pytest.mark.parametrize(("text", "said"), [
    ("winner alice\nleft Morg warriors1 3\nlost morg Warriors1 2",
     "line 3: the unit Warriors1 of morg is given twice"),
    ("draw\nlost Morg warriors1 many", "line 2: the figures lost is a whole number"),
    ("draw\nleft Morg warriors1", "line 2: write winner SEAT or draw, then left BAND UNIT N "
     r"\(the figures left\) or lost BAND UNIT N \(the figures lost\), or auto"),
])
def test_the_shared_reader_says_what_is_wrong_and_where(text: str, said: str) -> None:
    with pytest.raises(OrderSyntaxError, match=said):
        read_result(text, "BAND", lambda word, n: word)


def test_an_example_says_a_units_losses_both_ways() -> None:
    # a unit of 12 loses a third, 4: 8 left, or 4 lost; a unit of 2 loses at least 1
    assert [x.text() for x in example("Morg", "warriors1", 12)] == [
        "left Morg warriors1 8", "lost Morg warriors1 4"]
    assert [x.text() for x in example("alice", "Archers", 2)] == [
        "left alice Archers 1", "lost alice Archers 1"]


def test_saga_takes_figures_left_and_figures_lost_alike() -> None:
    game = saga_battle()
    rules = game.rules
    left = rules.read_input(game.state, game.seat("alice"), game.step,
                            "winner alice\nleft Rollo warriors1 5\nleft Rollo lord 0")[""]
    lost = rules.read_input(game.state, game.seat("bob"), game.step,
                            "winner alice\nlost Rollo warriors1 11\nlost Rollo lord 1")[""]
    battle = game.state.battles[0]
    assert outcomes.to_result(game.state, battle, left) == \
        outcomes.to_result(game.state, battle, lost)
    # alice writes the figures left, bob the figures lost: one entry, applied.
    game = games.submit_orders(game, "alice", "winner alice\nleft Rollo warriors1 5\n"
                                              "left Rollo lord 0")
    game = games.resolve(games.submit_orders(game, "bob", "winner alice\nlost Rollo "
                                                          "warriors1 11\nlost Rollo lord 1"))
    assert not [e for e in game.log if e.key == "saga.entries-differ"]
    # 5 of 16 left is 1 to half: back to half, 8 (004, "Les pertes"); Rollo dies.
    rollo = game.state.band("Rollo")
    assert rollo is not None and rollo.lord is None
    assert [u.figures for u in rollo.units] == [8, 16]
    assert game.state.owners["C"] == "alice"


def test_medfan_takes_figures_left_and_figures_lost_alike() -> None:
    game = medfan_at("battle")
    # bob's Goblins are 12: 7 left is 5 lost; alice's Spearmen are 10: 3 lost is 7 left.
    game = games.submit_orders(game, "alice", "winner alice\nlost alice Spearmen 3\n"
                                              "lost bob Grak 1\nlost bob Goblins 5\n")
    game = games.resolve(games.submit_orders(game, "bob", "winner alice\nleft alice "
                                             "Spearmen 7\nleft bob Grak 0\nleft bob Goblins 7"))
    assert game.step.key == "after"
    assert game.state.eliminated == {"alice": {"Spearmen": 3},
                                     "bob": {"Grak": 1, "Goblins": 5}}


def test_entries_that_differ_come_back_with_names_and_each_seats_entry() -> None:
    game = medfan_at("battle")
    alice = "winner alice\nleft bob Goblins 10\n"
    game = games.submit_orders(game, "alice", alice)
    game = games.resolve(games.submit_orders(game, "bob", "winner alice\nlost bob Goblins 5"))
    assert game.step.key == "battle"
    found = reopened(game.log, "bob")
    assert found is not None and found == reopened(game.log, "alice")
    # bob's 5 lost of 12 is 7 left
    assert [d.text() for d in found.differing] == [
        "alice entered 10 figures left of 12 in bob's Goblins, bob entered 7"]
    assert found.entries == {"alice": alice, "bob": "winner alice\nlost bob Goblins 5\n"}
    assert reopened(game.log, None) is not None  # the organiser sees it too
    # Once they agree, the step is not a disagreement any more.
    for seat in ("alice", "bob"):
        game = games.submit_orders(game, seat, alice)
    game = games.resolve(game)
    assert game.step.key == "after" and reopened(game.log, "alice") is None


def test_a_seat_not_in_the_battle_is_not_shown_its_entries() -> None:
    spec = {**LINE, "initiative": ["alice", "bob", "carol"],
            "village": [{"terrain": "A", "seat": "alice"}, {"terrain": "E", "seat": "bob"},
                        {"terrain": "D", "seat": "carol"}],
            "band": [{"name": "Ragnar", "seat": "alice", "terrain": "C",
                      "units": {"warriors": [2, 2]}},
                     {"name": "Rollo", "seat": "bob", "terrain": "C",
                      "units": {"warriors": [2, 2]}}]}
    game = games.new_game("saga", spec, [Seat(s, "Vikings") for s in ("alice", "bob",
                                                                       "carol")], 1)
    game = games.resolve(game, force=True)
    while game.step.key == "declare":
        game = games.resolve(games.submit_orders(game, game.step.seats[0], "pass"))
    assert game.step.key == "battle" and set(game.step.seats) == {"alice", "bob"}
    game = games.submit_orders(game, "alice", "winner alice")
    game = games.resolve(games.submit_orders(game, "bob", "winner bob"))
    assert reopened(game.log, "alice") is not None and reopened(game.log, "carol") is None


def test_the_organisers_entry_after_a_disagreement_settles_it() -> None:
    game = medfan_at("battle")
    game = games.submit_orders(game, "alice", "winner alice")
    game = games.resolve(games.submit_orders(game, "bob", "winner bob"))
    assert reopened(game.log, None) is not None  # the organiser's screen shows it
    game = games.resolve(games.submit_orders(game, ORGANISER, "draw"))
    assert game.step.key == "after" and game.state.winner is None


def test_more_survival_dice_than_figures_eliminated_are_refused() -> None:
    game = medfan_at("after")
    # alice lost 3 Spearmen: 3 dice at most; bob lost Grak and 5 Goblins: 6.
    games.check_orders(game, "alice", "dice 1 2 3")
    with pytest.raises(IllegalOrderError, match="4 survival dice for 3 figures of alice "
                       "eliminated: one die a figure eliminated, no more"):
        games.check_orders(game, "alice", "dice 1 2 3 4")
    games.check_orders(game, "bob", "dice 1 1 1 1 1 1")
    with pytest.raises(IllegalOrderError, match="7 survival dice for 6 figures of bob"):
        games.check_orders(game, "bob", "dice 1 1 1 1\ndice 1 1 1")


def test_only_the_winner_of_a_pillage_chooses_its_target() -> None:
    game = medfan_at("after")  # alice wins her Pillage; bob's All or nothing is lost
    state = game.state
    assert targets(state, "alice") == (2, 5) and targets(state, "bob") == ()
    games.check_orders(game, "alice", "target 5")
    with pytest.raises(IllegalOrderError, match=r"territory 1 is not one of bob's \(2, 5\)"):
        games.check_orders(game, "alice", "target 1")
    with pytest.raises(IllegalOrderError, match="bob chooses no territory to strike"):
        games.check_orders(game, "bob", "target 1")


def test_the_loser_does_not_name_a_territory_the_winner_finds() -> None:
    game = medfan_at("after", objectives=(1, 3))  # alice wins her Expansion
    state = game.state
    # The unknown unoccupied territories are 3 and 6: alice may find them; bob, who
    # lost, finds none.
    assert findable(state, "alice") == (3, 6) and findable(state, "bob") == ()
    games.check_orders(game, "alice", "name 3 Forêt des âmes\nfifth academy")
    with pytest.raises(IllegalOrderError, match="bob finds no territory after this battle"):
        games.check_orders(game, "bob", "name 3 Marais")
    with pytest.raises(IllegalOrderError, match=r"territory 4 is not one alice may find "
                       r"\(3, 6\)"):
        games.check_orders(game, "alice", "name 4 Pic")
    assert findable(medfan_at("after").state, "alice") == ()  # a Pillage finds nothing
