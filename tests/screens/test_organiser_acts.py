"""Each Planisphère organiser's act through the organiser's screen (issue 30: "each
organiser act: a test through the CLI and one through the screen"). The organiser
presses `c` on the screen, types the act in `hexterm act`'s words, a colon and why; the
save read back holds the act's effect, the log its event with the reason, and the
sentence under the acts says what was done and why. The CLI's tests of the same acts
are in tests/acts/; the acts on the step (resolve, pause, a player replaced, a late
player's input, a turn taken back) in tests/screens/test_organiser.py.

The world is tests/acts/world.toml: alice plays the glaces (node Pontié on B02, 12,000
inhabitants, a market selling iron), bob the liberia (LIB1 on C04); no seat serves the
pillards (PIL1 on D05), whose units the organiser plays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm.app import HextermApp
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.diplomacy.papers import AccordStatus
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.ruleset import Event
from hexterm.save import savegame
from tests.acts.acting import new_game
from tests.acts.test_acts_accords import orders
from tests.screens.test_organiser import act, run, to_desk


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return new_game(tmp_path / "saves" / "g.hexsave")


def state(path: Path) -> PlanState:
    found: PlanState = savegame.load(path).state
    return found


def last_act(path: Path) -> Event:
    """The last organiser's act in the save's log."""
    return [e for e in savegame.load(path).log if e.key.startswith("act.")][-1]


async def done(pilot: Pilot[Any], path: Path, text: str, reason: str,
               canonical: str = "", colon: str = ": ") -> str:
    """Give `text: reason` through `c`: the act is logged in its canonical words (`text`
    unless said) with its reason, and the sentence shown says the reason; that
    sentence."""
    shown = await act(pilot, "c", f"{text}{colon}{reason}")
    event = last_act(path)
    assert event.args["act"] == (canonical or text), shown
    assert reason in event.text
    assert reason in shown
    return shown


def desk(path: Path) -> HextermApp:
    return HextermApp(path.parent, path, organiser=True)


def test_a_markets_listing_opened_restocked_and_closed(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await done(pilot, save, "market B02 open ble buys 2 30", "a famine")
        await done(pilot, save, "market B02 restock fer sells 20", "a caravan")
        await done(pilot, save, "market B02 close ble buys", "the famine is over")
        node = state(save).nodes[Hex.parse("B02")]
        # the iron listing had 40 left (world.toml), 20 brought; the wheat one closed
        assert [(li.good, li.left) for li in node.market] == [("fer", 60), ("ble", 0)]
        before = save.read_bytes()
        shown = await act(pilot, "c", "market C03 open fer sells 3 10: a fair")
        assert "there is no node on hex C03" in shown
        assert save.read_bytes() == before
    run(desk(save), body)


def test_a_hexs_terrain_labels(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await done(pilot, save, "terrain C03 plaine,route,pont", "a bridge is built")
        assert state(save).cells[Hex.parse("C03")].labels == ("plaine", "route", "pont")
        before = save.read_bytes()
        assert "LIB1 stands on hex C04 and cannot stand on mer" in await act(
            pilot, "c", "terrain C04 mer: a flood")
        assert save.read_bytes() == before
    run(desk(save), body)


def test_a_hexs_influence_and_population(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await done(pilot, save, "influence C03 liberia +2", "a preacher",
                   "influence C03 liberia 2")  # +2 from 0, kept as the value it sets
        assert dict(state(save).cells[Hex.parse("C03")].influence) == {"liberia": 2}
        await done(pilot, save, "population B02 -2000", "the plague", "population B02 10000")
        assert state(save).nodes[Hex.parse("B02")].population == 10_000
        before = save.read_bytes()
        assert "would be 7, not 0 to 6" in await act(
            pilot, "c", "influence C03 liberia 7: a miracle")
        assert save.read_bytes() == before
    run(desk(save), body)


def test_non_player_units_placed_moved_and_removed(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await done(pilot, save, "place pillards fantassin C02", "raiders come down")
        assert state(save).units["PIL2"].hex == Hex.parse("C02")
        await done(pilot, save, "move PIL2 C01", "they ride west")
        assert state(save).units["PIL2"].hex == Hex.parse("C01")
        await done(pilot, save, "remove PIL1", "they scatter")
        assert state(save).units["PIL1"].hex is None
        before = save.read_bytes()
        assert "faction glaces is played by alice" in await act(
            pilot, "c", "place glaces fantassin C02: a gift")
        assert save.read_bytes() == before
    run(desk(save), body)


def test_a_non_player_faction_declared_then_its_unit_placed(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await done(pilot, save, "faction brigands BRI Brigands des collines",
                   "bandits in the hills")
        faction = state(save).factions["brigands"]
        assert (faction.name, faction.prefix) == ("Brigands des collines", "BRI")
        await done(pilot, save, "place brigands fantassin C02", "they raid the road")
        assert state(save).units["BRI1"].hex == Hex.parse("C02")  # its first code
        before = save.read_bytes()
        assert "there is a faction 'glaces' already" in await act(
            pilot, "c", "faction glaces GLX Autres glaces: a schism")
        assert save.read_bytes() == before
    run(desk(save), body)


def test_a_grand_accord_ratified_and_one_refused(tmp_path: Path) -> None:
    """A1, signed by the diplomats of both factions (as tests/acts/test_acts_accords.py
    signs it): each faction's authorities ratify it from the screen; in a copy, one refuses it."""
    path = new_game(tmp_path / "saves" / "g.hexsave", roles=":diplomat")
    orders(path, "alice", "accord propose Pacte du Nord with liberia : entraide\n", tmp_path)
    orders(path, "bob", "unit LIB1: defend\n", tmp_path)
    orders(path, "alice", "unit GLA4: defend\n", tmp_path)
    orders(path, "bob", "accord accept A1\n", tmp_path)
    refused = tmp_path / "refused" / "g.hexsave"
    refused.parent.mkdir()
    refused.write_bytes(path.read_bytes())

    async def ratify(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await done(pilot, path, "ratify A1 glaces", "the queen favours the north")
        assert state(path).accords["A1"].status is AccordStatus.SIGNED
        await done(pilot, path, "ratify A1 liberia", "the senate approves")
        assert state(path).accords["A1"].status is AccordStatus.RATIFIED
    run(desk(path), ratify)

    async def refuse(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await done(pilot, refused, "refuse A1 liberia", "the senate says no")
        assert state(refused).accords["A1"].status is AccordStatus.REFUSED
    run(desk(refused), refuse)


@pytest.mark.parametrize("speak", ["fr"], indirect=True)
def test_acts_typed_in_the_rulebooks_french(save: Path, speak: None) -> None:
    """In French, the organiser types the acts in the rulebook's words (as `hexterm act
    --lang fr` reads them), French typography's colon too; the save keeps them in the
    English words."""
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await done(pilot, save, "placer pillards fantassin C02 caché", "une embuscade",
                   "place pillards fantassin C02 hidden", colon=" : ")
        await done(pilot, save, "déplacer PIL2 C01", "ils filent à l'ouest", "move PIL2 C01",
                   colon=" : ")
        assert state(save).units["PIL2"].hex == Hex.parse("C01")
    run(desk(save), body)
