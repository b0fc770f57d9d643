"""Each of the Planisphère organiser's acts through `hexterm act` (issue 30): the save
after it, its event in the log with its reason, the report of a seat that sees it and of
one that does not; and a bad act of each kind refused in one sentence naming the unit,
hex or faction, the save unchanged.

The world (world.toml): alice plays the glaces (node Pontié on B02, 12,000 inhabitants,
a market selling iron; cards GLA1-GLA3 in reserve, GLA4 on A02), bob the liberia (LIB1
on C04); no seat serves the pillards (PIL1 on D05), whose units the organiser plays.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.model import PlanState, Status
from hexterm.save import savegame
from tests.acts.acting import act, acts_logged, new_game, report


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return new_game(tmp_path / "g.hexsave")


def state(path: Path) -> PlanState:
    found: PlanState = savegame.load(path).state
    return found


def refused(path: Path, text: str, said: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`text` is refused with the sentence `said`, and the save is left as it was."""
    before = path.read_bytes()
    capsys.readouterr()
    assert act(path, text, "a reason") == 1
    assert capsys.readouterr().err.strip() == f"hexterm: {said}"
    assert path.read_bytes() == before


# --- a unit card handed out -----------------------------------------------------------

def test_a_card_handed_out_is_seen_by_its_faction_only(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "card glaces fantassin 2", "they took the tower") == 0
    after = state(save)
    # the glaces had GLA1-GLA4: the two new cards are the next numbers, in the reserve
    assert [(u.code, u.type, u.status) for u in after.reserve("glaces")][-2:] == [
        ("GLA5", "fantassin", Status.RESERVE), ("GLA6", "fantassin", Status.RESERVE)]
    (event,) = acts_logged(save)
    assert (event.key, event.seen_by, event.args["reason"]) == (
        "act.card", ("alice",), "they took the tower")
    line = ("the organiser's act: Royaume des Glaces receives 2 cards of Fantassin standard "
            "in its reserve (GLA5, GLA6) (reason: they took the tower)")
    assert line in report(save, capsys, "alice")
    assert "GLA5" not in report(save, capsys, "bob")  # a faction's reserve is its own
    assert line in report(save, capsys)  # the organiser reads everything


def test_cards_over_the_reserve_limit_are_refused(save: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    # the limit: 10 × the recruits Pontié gives (1, no influence) + 1 per full 10,000
    # inhabitants (12,000: 1) = 11; the reserve holds 3 cards (GLA1-GLA3)
    refused(save, "card glaces fantassin 9", "the reserve of glaces holds 3 cards of its "
            "limit of 11: 9 more would pass it", capsys)
    assert act(save, "card glaces fantassin 8", "up to the limit") == 0
    assert len(state(save).reserve("glaces")) == 11


def test_a_card_of_an_unknown_type_is_refused(save: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    refused(save, "card glaces fantasin", "there is no unit type 'fantasin' in this game: "
            "did you mean 'fantassin'?", capsys)
    refused(save, "card argnet fantassin", "there is no faction 'argnet' in this game",
            capsys)


# --- a market's listing ---------------------------------------------------------------

def test_a_listing_opened_restocked_and_closed_is_public(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "marché B02 ouvrir blé achète 2 30", "a famine", lang="fr") == 0
    assert act(save, "market B02 restock fer sells 20", "a caravan") == 0
    node = state(save).nodes[Hex.parse("B02")]
    assert [(li.good, li.side.value, li.price, li.left) for li in node.market] == [
        ("fer", "sells", 3, 60), ("ble", "buys", 2, 30)]
    assert act(save, "market B02 close ble buys", "the famine is over") == 0
    node = state(save).nodes[Hex.parse("B02")]
    assert [(li.good, li.left) for li in node.market] == [("fer", 60), ("ble", 0)]
    assert [e.args["act"] for e in acts_logged(save)] == [
        "market B02 open ble buys 2 30", "market B02 restock fer sells 20",
        "market B02 close ble buys"]
    assert all(e.seen_by == ("*",) for e in acts_logged(save))
    for seat in ("alice", "bob"):  # the markets are public: every seat reads it
        out = report(save, capsys, seat)
        assert ("the market of Pontié (B02) now buys ble at 2 DA, 30 left (reason: a "
                "famine)") in out
        assert "the market of Pontié (B02) is restocked with fer: 60 left" in out
        assert "the market of Pontié (B02) no longer buys ble (reason: the famine is over)" \
            in out
    assert "le marché de Pontié (B02) achète désormais ble" in report(save, capsys, "bob",
                                                                     lang="fr")


def test_a_closed_listing_opens_again(save: Path) -> None:
    assert act(save, "market B02 close fer sells", "the mine is flooded") == 0
    assert act(save, "market B02 open fer sells 5 10", "the mine is pumped dry") == 0
    node = state(save).nodes[Hex.parse("B02")]
    assert [(li.good, li.price, li.left) for li in node.market] == [("fer", 5, 10)]


def test_a_bad_market_act_is_refused(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    refused(save, "market C03 open fer sells 3 10",
            "there is no node on hex C03: a market is a node's", capsys)
    refused(save, "market B02 open fer sells 3 10", "the market of Pontié (B02) has an open "
            "listing of fer (sells) already: restock or close it", capsys)
    refused(save, "market B02 close ble buys",
            "the market of Pontié (B02) has no listing of ble (buys)", capsys)
    refused(save, "market B02 open or sells 3 10",
            "there is no resource or item 'or' in this game", capsys)


# --- a hex's terrain ------------------------------------------------------------------

def test_a_terrain_changed_is_public(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "terrain C03 plaine,route,pont", "a bridge is built") == 0
    assert state(save).cells[Hex.parse("C03")].labels == ("plaine", "route", "pont")
    (event,) = acts_logged(save)
    assert (event.key, event.seen_by) == ("act.terrain", ("*",))
    for seat in ("alice", "bob"):
        assert ("hex C03 is now Plaine, Route, Pont (reason: a bridge is built)"
                in report(save, capsys, seat))
    assert main(["show", str(save), "--json", "--as", "bob"]) == 0
    shown = json.loads(capsys.readouterr().out)["state"]["hexes"]["C03"]
    assert shown["terrain"] == ["plaine", "route", "pont"]


def test_a_terrain_a_unit_cannot_stand_on_is_refused(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # LIB1, a Fantassin standard, crosses plaine, route and pont only
    refused(save, "terrain C04 mer", "LIB1 stands on hex C04 and cannot stand on mer",
            capsys)
    refused(save, "terrain C03 plane", "'plane' is not a terrain label: did you mean "
            "'plaine'?", capsys)
    refused(save, "terrain Z99 plaine", "hex Z99 is off the 6×4 map", capsys)


# --- a hex's influence and population -------------------------------------------------

def test_influence_set_or_changed_is_public(save: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "influence C03 liberia +2", "a preacher") == 0
    assert act(save, "influence C03 liberia 5", "a miracle") == 0
    assert act(save, "influence C03 liberia -1", "a schism") == 0
    after = state(save)
    assert dict(after.cells[Hex.parse("C03")].influence) == {"liberia": 4}
    assert [(t, h.label, f, v) for t, h, f, v in after.influence_log][-3:] == [
        (1, "C03", "liberia", 2), (1, "C03", "liberia", 5), (1, "C03", "liberia", 4)]
    out = report(save, capsys, "alice")  # influence is on the public map
    assert ("the influence of Empire de Libéria on C03 goes from 0 to 2 (reason: a "
            "preacher)") in out
    assert "goes from 5 to 4 (reason: a schism)" in out


def test_influence_out_of_its_bounds_is_refused(save: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    refused(save, "influence C03 liberia 7",
            "the influence of liberia on C03 would be 7, not 0 to 6", capsys)
    refused(save, "influence C03 liberia -1",
            "the influence of liberia on C03 would be -1, not 0 to 6", capsys)
    refused(save, "influence C03 liberai 1", "there is no faction 'liberai' in this game: "
            "did you mean 'liberia'?", capsys)


def test_a_nodes_population_changed_is_public(save: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "population B02 -2000", "the plague") == 0
    after = state(save)
    assert after.nodes[Hex.parse("B02")].population == 10_000
    assert after.cells[Hex.parse("B02")].population == 10_000
    assert act(save, "population C03 300", "settlers") == 0
    assert state(save).cells[Hex.parse("C03")].population == 300
    out = report(save, capsys, "bob")
    assert "the population of Pontié (B02) goes from 12000 to 10000 (reason: the plague)" \
        in out
    assert "the population of hex C03 goes from 0 to 300 (reason: settlers)" in out


def test_a_population_below_none_is_refused(save: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    refused(save, "population B02 -20000",
            "the population of hex B02 would be -8000, not 0 to 10000000", capsys)
    refused(save, "population B02 many", "the population of hex B02: 'many' is neither a "
            "number nor +N nor -N", capsys)


# --- non-player units -----------------------------------------------------------------

def test_a_non_player_unit_placed_hidden_is_seen_by_no_seat(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "placer pillards fantassin C02 caché", "an ambush", lang="fr") == 0
    unit = state(save).units["PIL2"]
    assert (unit.status, unit.hex, unit.hidden, unit.commander) == (
        Status.DEPLOYED, Hex.parse("C02"), True, "")
    (event,) = acts_logged(save)
    assert (event.args["act"], event.seen_by) == ("place pillards fantassin C02 hidden", ())
    assert "PIL2" not in report(save, capsys, "alice")
    assert "PIL2" not in report(save, capsys, "bob")
    assert ("PIL2 (Fantassin standard) of Pillards des steppes appears on hex C02 (reason: "
            "an ambush)") in report(save, capsys)


def test_a_non_player_unit_placed_moved_and_removed_in_sight(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "place pillards fantassin C02", "raiders come down") == 0
    assert act(save, "move PIL2 C01", "they ride west") == 0
    assert act(save, "remove PIL1", "they scatter") == 0
    after = state(save)
    assert (after.units["PIL2"].hex, after.units["PIL2"].hidden) == (Hex.parse("C01"), False)
    assert (after.units["PIL1"].status, after.units["PIL1"].hex) == (Status.RESERVE, None)
    for seat in ("alice", "bob"):
        out = report(save, capsys, seat)
        assert "PIL2 (Fantassin standard) of Pillards des steppes appears on hex C02" in out
        assert ("PIL2 (Fantassin standard) of Pillards des steppes goes from hex C02 to hex "
                "C01 (reason: they ride west)") in out
        assert ("PIL1 (Fantassin standard) of Pillards des steppes leaves the map from hex "
                "D05, back to its reserve (reason: they scatter)") in out
    assert main(["autoplay", str(save), "--force"]) == 0  # the turn plays on with them
    assert savegame.load(save).turn == 2


def test_a_hidden_non_player_unit_moves_unseen(save: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "place pillards fantassin C02 hidden", "an ambush") == 0
    assert act(save, "déplacer PIL2 C01", "they creep west", lang="fr") == 0
    assert acts_logged(save)[-1].seen_by == ()
    assert "PIL2" not in report(save, capsys, "bob")
    assert "goes from hex C02 to hex C01 (reason: they creep west)" in report(save, capsys)


def test_a_players_faction_or_a_bad_place_is_refused(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    refused(save, "place glaces fantassin C02", "faction glaces is played by alice: the "
            "organiser moves only the units of a faction no seat serves", capsys)
    refused(save, "move GLA4 C01", "faction glaces is played by alice: the organiser moves "
            "only the units of a faction no seat serves", capsys)
    # A05 is a mountain, which a Fantassin standard does not cross
    refused(save, "place pillards fantassin A05",
            "a unit fantassin cannot stand on hex A05", capsys)
    refused(save, "move PIL1 A05", "PIL1 cannot stand on hex A05", capsys)
    refused(save, "remove PIL9", "there is no unit 'PIL9' in this game", capsys)
    assert act(save, "remove PIL1", "they scatter") == 0
    refused(save, "remove PIL1", "PIL1 is not on the map", capsys)


# --- a non-player faction the organiser declares --------------------------------------

def test_a_non_player_faction_declared_then_its_units_placed(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert act(save, "faction brigands bri Brigands des collines", "bandits in the hills") == 0
    faction = state(save).factions["brigands"]
    assert (faction.name, faction.prefix, faction.next_number) == (
        "Brigands des collines", "BRI", 1)
    assert act(save, "placer brigands fantassin C02", "they raid the road", lang="fr") == 0
    assert state(save).units["BRI1"].hex == Hex.parse("C02")  # its first code
    for seat in ("alice", "bob"):
        out = report(save, capsys, seat)
        assert ("a non-player faction enters the game: Brigands des collines (brigands), "
                "whose unit codes begin with BRI (reason: bandits in the hills)") in out
        assert "BRI1 (Fantassin standard) of Brigands des collines appears on hex C02" in out
    savegame.load(save)  # it loads back: the save's checks pass


def test_a_faction_already_there_or_its_prefix_is_refused(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    refused(save, "faction Glaces GLX Autres glaces", "there is a faction 'glaces' already",
            capsys)
    refused(save, "faction brigands PIL Brigands",
            "the unit codes of faction pillards begin with PIL already", capsys)
    refused(save, "faction brigands B2 Brigands",
            "'B2' is not a prefix of unit codes: 1 to 6 letters", capsys)
    refused(save, "faction brigands BRI", "'faction brigands BRI' is not written as the "
            "act's form: faction KEY PREFIX NAME", capsys)
