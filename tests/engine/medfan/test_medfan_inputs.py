"""What Med-Fan players and organisers type at each step, read and written back, and
its errors naming the line; the campaign's state read back from its save data."""

from __future__ import annotations

from typing import Any

import pytest

from hexterm.engine.battle_entry import Loss
from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.medfan import codec, inputs
from hexterm.engine.medfan.model import MedState, Options, Phase, Player, Territory
from hexterm.engine.medfan.roster import read_roster
from hexterm.engine.medfan.shop import Upgrade
from hexterm.engine.medfan.tables import Objective


def test_each_input_reads_back_from_its_text() -> None:
    army = inputs.read_army("Aldric 1 120 general\nkeep 2\nSpearmen 10 8\n")
    assert army.keep == 2 and [u.name for u in army.units] == ["Aldric", "Spearmen"]
    assert inputs.read_army(inputs.format_army(army)) == army
    pairing = inputs.read_pairing("battle alice bob\nscenario 7\nlength rolled\n")
    assert pairing == inputs.Pairing("alice", "bob", 7, True)
    assert inputs.read_pairing(inputs.format_pairing(pairing)) == pairing
    assert inputs.read_pairing("battle bob alice") == inputs.Pairing("bob", "alice")
    assert inputs.read_objective("objective 3") == 3 and inputs.read_objective("roll") == 0
    result = inputs.read_result("winner alice\nlost bob Goblins 5\nlost alice Spearmen 2")
    assert result.winner == "alice"
    assert result.losses[0] == Loss("bob", "Goblins", 5, lost=True)
    assert inputs.read_result(inputs.format_result(result)) == result
    after = inputs.read_after("dice 2 4 5\ntarget 3\nname 7 Forêt des âmes\nfifth academy")
    assert after == inputs.After((2, 4, 5), 3, {7: "Forêt des âmes"}, "academy")
    assert inputs.read_after(inputs.format_after(after)) == after
    spending = inputs.read_spending("Archers 5 11\nupgrade Aldric melee 4 30\n")
    assert spending.upgrades == (Upgrade("Aldric", "melee", 4, 30),)
    assert inputs.read_spending(inputs.format_spending(spending)) == spending


@pytest.mark.parametrize(("read", "text", "said"), [
    (inputs.read_army, "keep 3", "line 1: keep is a whole number from 1 to 2"),
    (inputs.read_army, "Aldric 1 120\nAldric x 5", "line 2: figures is a whole number"),
    (inputs.read_pairing, "scenario 13", "line 1: the scenario is a whole number from 1 to 12"),
    (inputs.read_pairing, "length 6", "say who fights"),
    (inputs.read_objective, "objective 7", "the objective is a whole number from 1 to 6"),
    (inputs.read_result, "lost bob Goblins", "line 1: write winner SEAT or draw"),
    (inputs.read_result, "lost bob Goblins 2", "says 'winner SEAT' or 'draw'"),
    (inputs.read_after, "dice 2 7", "line 1: a die is a whole number from 1 to 6"),
    (inputs.read_spending, "upgrade Aldric melee 4", "line 1: write upgrade UNIT"),
])
def test_syntax_errors_name_the_line(read: object, text: str, said: str) -> None:
    with pytest.raises(OrderSyntaxError, match=said):
        read(text)  # type: ignore[operator]


def test_a_campaign_reads_back_from_its_save_data() -> None:
    state = MedState(Options(treasury=400, generous=True, battles=6),
                     (Player("alice", "Elves", 75, read_roster("Aldric 1 120 general\n"),
                             {"Aldric": 1}, (("Aldric", "melee"),)),
                      Player("bob", "Orcs", 500)),
                     (Territory(1, "Lac", "casino", "alice", True, "alice"), Territory(2)),
                     Phase.AFTER, 2, ("alice", "bob"), 4, 6,
                     {"alice": Objective.RAID}, "alice", {"bob": {"Goblins": 3}},
                     {"alice": "bob", "bob": "alice"})
    data = codec.dump_state(state)
    assert codec.load_state(data) == state and codec.dump_state(codec.load_state(data)) == data


def test_a_player_joins_a_running_campaign_with_five_territories() -> None:
    from hexterm.engine import game as games
    from hexterm.engine import game_seats
    from hexterm.engine.seats import Seat
    from hexterm.worlds import load_scenario

    scenario, _ = load_scenario("medfan", None)
    game = games.new_game("medfan", scenario, [Seat("alice", "Elves", bot=True),
                                               Seat("bob", "Orcs", bot=True)], 4)
    for _ in range(3):
        game = games.resolve(game)
    game = game_seats.join_seat(game, Seat("carol", "Dwarves"))
    carol = [t for t in game.state.territories if t.brought_by == "carol"]
    assert [t.number for t in carol] == [11, 12, 13, 14, 15]
    assert carol[0].owner == "carol" and carol[0].known
    assert all(not t.known and t.owner is None for t in carol[1:])
    assert game.state.player("carol").treasury >= 500 and game.state.player("carol").army == ()


def test_the_spells_a_mage_learns_at_a_spending() -> None:
    """`spells MAGE A,B,C` (or a TOML [[spells]] table) reads back from its text; a
    unit that is no mage, a spell known already, or more than four are refused."""
    from hexterm.engine.errors import IllegalOrderError
    from hexterm.engine.medfan.roster import check_roster, teach

    text = "Archers 2 10\nspells Maelis Glace,Foudre,Ombre\n"
    spending = inputs.read_spending(text)
    assert spending.spells == (("Maelis", ("Glace", "Foudre", "Ombre")),)
    assert inputs.format_spending(spending) == text
    toml = '[[spells]]\nunit = "Maelis"\nspells = ["Glace", "Foudre", "Ombre"]\n'
    assert inputs.read_spending(toml).spells == spending.spells
    with pytest.raises(OrderSyntaxError, match="line 1: write spells MAGE A,B,C"):
        inputs.read_spending("spells Maelis\n")
    with pytest.raises(OrderSyntaxError, match=r"\[\[spells\]\] 1: say its spells"):
        inputs.read_spending('[[spells]]\nunit = "Maelis"\n')
    army = read_roster("Maelis 1 90 mage spell=Feu\nSpearmen 10 8\n")
    assert teach(army, spending.spells)[0].spell == "Feu,Glace,Foudre,Ombre"
    with pytest.raises(IllegalOrderError, match="Spearmen is not a mage of the army"):
        teach(army, (("Spearmen", ("Glace",)),))
    with pytest.raises(IllegalOrderError, match="Maelis already knows feu"):
        teach(army, (("maelis", ("feu",)),))
    five = teach(army, (("Maelis", ("A", "B", "C", "D")),))
    with pytest.raises(IllegalOrderError, match="Maelis knows 5 spells: a mage has 4"):
        check_roster(five, 500, council=True)


def test_a_player_joining_with_the_generous_option_keeps_one_of_two_tries() -> None:
    """"De nouveaux joueurs peuvent arriver en cours de campagne, apportant chacun 5
    territoires de même manière": with the generous option the joiner's first territory
    is determined twice too, and the joiner keeps one (`keep 2`) at the spending where
    the army is bought, the # of that try's Treasure Cache with it (M11, M21)."""
    from hexterm.engine import game as games
    from hexterm.engine import game_seats
    from hexterm.engine.seats import Seat

    scenario = {"generous": "yes", "treasury": 300}
    game = games.new_game("medfan", scenario, [Seat("alice", "Elves", bot=True),
                                               Seat("bob", "Orcs", bot=True)], 4)
    game = games.resolve(game)  # the armies
    game = game_seats.join_seat(game, Seat("carol", "Dwarves"))
    carol = game.state.player("carol")
    assert carol.second is not None and len(carol.treasures) == 2
    assert carol.treasury == 300 and carol.army == ()
    first = next(t for t in game.state.territories if t.brought_by == "carol")
    assert first.owner == "carol" and carol.second.number == first.number
    while game.step.key != "spending" or "carol" not in game.step.seats:
        for seat in game.step.seats:
            if seat == "carol":
                game = games.submit_orders(game, seat, "objective 1" if game.step.key
                                           == "objectives" else "")
        game = games.resolve(game)
    second, treasure = carol.second, carol.treasures[1]
    typed = inputs.read_spending("keep 2\nArchers 5 11\n")
    assert typed.keep == 2 and inputs.format_spending(typed) == "Archers 5 11\nkeep 2\n"
    before = game.state.player("carol").treasury  # 300 and the gains phase's yields
    game = games.submit_orders(game, "carol", "Archers 5 11\nkeep 2\n")
    game = games.resolve(game)
    after = game.state.player("carol")
    kept = next(t for t in game.state.territories if t.number == second.number)
    assert (kept.capability, kept.name) == (second.capability, second.name)
    assert after.second is None and after.treasures == ()
    assert after.treasury == before + treasure - 55 and [u.name for u in after.army] == ["Archers"]


def test_an_upgrade_may_be_a_named_ability() -> None:
    """`upgrade UNIT CHARACTERISTIC ABILITY COST` (or a TOML value that is a word) reads
    back from its text; an ability is not held to the cap of 5 (reading M22)."""
    from hexterm.engine.errors import IllegalOrderError
    from hexterm.engine.medfan.shop import check_upgrades

    text = "upgrade Aldric melee lance 20\nupgrade Aldric 4 6 30\n"
    spending = inputs.read_spending(text)
    assert [(g.characteristic, g.ability, g.value, g.die) for g in spending.upgrades] == [
        ("melee", "lance", 0, 0), ("defence", "", 6, 4)]
    assert inputs.format_spending(spending) == text
    toml = ('[[upgrade]]\nunit = "Aldric"\ncharacteristic = "melee"\nvalue = "perforant-1"\n'
            'cost = 20\n')
    assert inputs.read_spending(toml).upgrades[0].ability == "perforant-1"
    with pytest.raises(OrderSyntaxError, match="line 1: the value is a number or an ability"):
        inputs.read_spending("upgrade Aldric melee +2 20")
    roster = read_roster("Aldric 1 100 general\n")
    check_upgrades(spending.upgrades[:1], roster, (), {"labyrinth"})
    with pytest.raises(IllegalOrderError, match="6 is over 5"):
        check_upgrades(spending.upgrades[1:], roster, (), {"labyrinth"})


def test_the_organiser_records_an_agreement_between_players() -> None:
    """`agree SEAT UNIT` in the pairing (the organiser's): read back from its text; a
    unit not in that army is refused; the agreed unit is free of the upgrades' limits
    (reading M23)."""
    from hexterm.engine.errors import IllegalOrderError
    from hexterm.engine.medfan.campaign import check_pairing
    from hexterm.engine.medfan.shop import check_upgrades

    text = "battle alice bob\nscenario 3\nlength 6\nagree alice Aldric\n"
    pairing = inputs.read_pairing(text)
    assert pairing.agreements == (("alice", "Aldric"),)
    assert inputs.format_pairing(pairing) == text
    alice = Player("alice", "Elves", 0, read_roster("Aldric 1 100 general\n"))
    bob = Player("bob", "Orcs", 0, read_roster("Grak 1 45 chief\n"))
    state = MedState(Options(), (alice, bob), (), Phase.PAIRING)
    with pytest.raises(IllegalOrderError, match="the army of bob has no Aldric"):
        check_pairing(state, inputs.read_pairing("battle alice bob\nagree bob Aldric\n"))
    twice = (Upgrade("Aldric", "melee", 4, 10), Upgrade("Aldric", "melee", 6, 10))
    check_upgrades(twice, alice.army, (), {"labyrinth"}, ("aldric",))
    with pytest.raises(IllegalOrderError, match="one upgrade a characteristic"):
        check_upgrades(twice, alice.army, (), {"labyrinth"})
    with pytest.raises(IllegalOrderError, match="6 is over 5"):
        check_upgrades(twice[1:], alice.army, (), {"labyrinth"})


@pytest.mark.parametrize(("read", "write", "french", "english"), [
    (inputs.read_army, inputs.format_army,
     "Aldric 1 120 Général armure=15\nBrom 1 50 porte-étendard arme=10\nMira 1 70 guérisseur\n"
     "Grak 1 45 chef\nMaelis 1 90 mage sort=Feu\nRollo 1 40 héros\ngarder 2\nnom Lac des âmes",
     "Aldric 1 120 general armour=15\nBrom 1 50 standard weapon=10\nMira 1 70 healer\n"
     "Grak 1 45 chief\nMaelis 1 90 mage spell=Feu\nRollo 1 40 hero\nkeep 2\nname Lac des âmes"),
    (inputs.read_pairing, inputs.format_pairing,
     "Bataille alice bob\nscénario dé\ndurée dé\naccord bob Grak",
     "battle alice bob\nscenario roll\nlength rolled\nagree bob Grak"),
    (inputs.read_pairing, inputs.format_pairing, "bataille alice bob\nscenario 4\nduree 6",
     "battle alice bob\nscenario 4\nlength 6"),
    (inputs.read_objective, lambda n: n, "dé", "roll"),
    (inputs.read_objective, lambda n: n, "Objectif 4", "objective 4"),
    (inputs.read_result, inputs.format_result,
     "vainqueur alice\nperdu bob Grak 1\nreste alice Spearmen 7\ntours 6",
     "winner alice\nlost bob Grak 1\nleft alice Spearmen 7\nturns 6"),
    (inputs.read_result, inputs.format_result, "NUL", "draw"),
    (inputs.read_after, inputs.format_after,
     "dés 3 4\ncible 7\nnom 9 Les Bois\ncinquième conseil",
     "dice 3 4\ntarget 7\nname 9 Les Bois\nfifth council"),
    (inputs.read_after, inputs.format_after, "des 1\ncinquieme académie",
     "dice 1\nfifth academy"),
    (inputs.read_spending, inputs.format_spending,
     "amélioration Aldric mêlée 4 30\namélioration Aldric tir lance 20\n"
     "amélioration Aldric défense 3 5\namélioration Aldric vie 4 5\n"
     "amélioration Aldric déplacement 6 5\namélioration Aldric mental 2 5\n"
     "sorts Maelis A,B\nArchers 5 10 chef\ngarder 2",
     "upgrade Aldric melee 4 30\nupgrade Aldric shooting lance 20\n"
     "upgrade Aldric defence 3 5\nupgrade Aldric life 4 5\nupgrade Aldric movement 6 5\n"
     "upgrade Aldric mental 2 5\nspells Maelis A,B\nArchers 5 10 chief\nkeep 2"),
])
def test_the_rulebooks_french_words_read_as_the_english_ones(
        read: Any, write: Any, french: str, english: str) -> None:
    """Every French word of a step's input (the rulebook's, accents or not, any case)
    reads as its English one: the same value, written the same canonical way."""
    assert write(read(french)) == write(read(english))
