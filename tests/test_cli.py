"""The headless commands, as an organiser or a script uses them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.save import savegame
from hexterm.typography import NBSP
from tests.helpers.tiny_cli import orders, tiny_save

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return tiny_save(tmp_path)


def test_a_turn_from_orders_files(save: Path, tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["orders", "submit", str(save), "--as", "alice",
                 orders(tmp_path, "unit GLA4\n  move SE S\n")]) == 0
    assert main(["resolve", str(save)]) == 1
    assert "waits for the orders of bob" in capsys.readouterr().err
    assert main(["orders", "submit", str(save), "--as", "bob",
                 orders(tmp_path, "unit LIB1: defend\n")]) == 0  # the last: it resolves
    assert capsys.readouterr().out.splitlines()[-2:] == [
        "orders of bob submitted for turn 1", "turn 1 resolved; turn 2 is open"]
    assert main(["show", str(save)]) == 0
    assert "waiting for alice, bob" in capsys.readouterr().out
    assert main(["report", str(save), "--as", "alice"]) == 0
    out = capsys.readouterr().out
    assert "GLA4: move: done: now at B02" in out
    assert "LIB1" not in out
    assert main(["show", str(save), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"]["turn"] == 2
    assert data["state"]["units"]["GLA4"]["hex"] == "B02"


def test_seat_view_hides_other_chests(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", str(save), "--json", "--as", "bob"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["state"]["me"]["faction"] == "liberia"
    assert "da" not in data["state"]["factions"]["glaces"]
    assert "seed" not in data["game"]
    assert all(u["hex"] is not None for u in data["state"]["units"].values()
               if u["faction"] == "glaces")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("unit ZZZ9: defend\n", "unit ZZZ9: unit: there is no such unit"),
        ("unit LIB1: defend\n", "belongs to another faction"),
        ("unit GLA4: move N Q\n", "'Q' is not a direction"),
        ("unit GLA4\n move N\n recon N\n defend\n", "at most 2"),
        ("unit GLA1: deploy at D05\n", "belongs to Empire de Libéria"),
    ],
)
def test_bad_orders_are_refused_in_one_sentence(save: Path, tmp_path: Path, text: str,
                                                message: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    before = save.read_bytes()
    assert main(["orders", "submit", str(save), "--as", "alice", orders(tmp_path, text)]) == 1
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert save.read_bytes() == before


def _damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "truncated":
        path.write_bytes(data[: len(data) // 2])
    elif how == "corrupted":
        path.write_bytes(data[:100] + bytes([data[100] ^ 0xFF]) + data[101:])
    elif how == "not a save":
        path.write_text('{"this": "is json"}')
    elif how == "empty":
        path.write_bytes(b"")


@pytest.mark.parametrize(
    ("how", "message"),
    [("truncated", "truncated"), ("corrupted", "damaged"), ("not a save", "not a hexterm save"),
     ("empty", "empty")],
)
def test_damaged_saves_get_one_sentence(save: Path, how: str, message: str,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    _damage(save, how)
    assert main(["show", str(save)]) == 1
    err = capsys.readouterr().err
    assert message in err and str(save.name) in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_newer_format_and_unknown_ruleset(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from hexterm.save import savefile

    snap = savefile.read(save)
    savefile.write(save, {**snap.header, "format": 99}, snap.body)
    assert main(["show", str(save)]) == 1
    assert "written by a newer hexterm (save format 99" in capsys.readouterr().err
    savefile.write(save, {**snap.header, "ruleset": "chess"}, snap.body)
    assert main(["show", str(save)]) == 1
    assert "unknown ruleset 'chess'" in capsys.readouterr().err


def test_missing_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", str(tmp_path / "nope.hexsave")]) == 1
    assert "nope.hexsave" in capsys.readouterr().err
    assert main(["new", str(tmp_path / "x.hexsave"), "--scenario", "atlantis",
                 "--seat", "a:glaces", "--seat", "b:liberia"]) == 1
    assert "no scenario 'atlantis'" in capsys.readouterr().err


def test_pin_protects_a_seat(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seat", "pin", str(save), "alice", "--pin", "zqxw-97"]) == 0
    assert "zqxw-97" not in save.read_bytes().decode("latin-1")
    assert main(["show", str(save), "--as", "alice", "--pin", "1"]) == 1
    assert "wrong PIN for seat 'alice'" in capsys.readouterr().err
    assert main(["show", str(save), "--as", "alice", "--pin", "zqxw-97"]) == 0


def test_frozen_format_1_save_still_loads() -> None:
    """A save written by hexterm 0.1 (format 1): later versions must keep reading it."""
    game = savegame.load(FIXTURES / "saves" / "format1-planisphere.hexsave")
    assert game.ruleset == "planisphere" and game.turn == 3
    assert [s.name for s in game.seats] == ["alice", "bob"]
    # tiny.toml has 2 turns a session: session 2 has begun and cards are back in reserve.
    assert game.state.session == 2
    assert game.state.units["GLA4"].status.value == "reserve"
    assert game.log and game.log[-1].turn == 2


def test_game_options_are_chosen_when_the_game_is_made(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    path = tmp_path / "n.hexsave"
    assert main(["new", str(path), "--ruleset", "novlemia", "--seat", "alice:scanthenie",
                 "--seat", "bob:karvenie", "--option", "turns=6",
                 "--option", "victory=cities"]) == 0
    game = savegame.load(path)
    state = game.rules.view(game.state, None)
    assert (state["turns"], state["victory"]) == (6, "cities")  # the built-in world: 24, cells
    capsys.readouterr()
    assert main(["new", str(tmp_path / "m.hexsave"), "--ruleset", "novlemia",
                 "--seat", "alice:scanthenie", "--option", "victory=gold"]) == 1
    assert capsys.readouterr().err == ("hexterm: option 'victory=gold': victory must be one "
                                       "of cells, cities, production, not 'gold'\n")
    assert not (tmp_path / "m.hexsave").exists()


def test_undo_withdraws_or_takes_back_ones_last_input(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    """On the tactical board: an activation (the last input of its step: resolved at
    once) is taken back until the next player acts; another seat's is not. Orders
    submitted and not yet resolved are withdrawn."""
    path = tmp_path / "t.hexsave"
    assert main(["new", str(path), "--ruleset", "tactical", "--seat", "alice:North",
                 "--seat", "bob:South"]) == 0
    move = tmp_path / "move.txt"
    move.write_text("Spears: C04\n")
    assert main(["orders", "submit", str(path), "--as", "alice", str(move)]) == 0
    assert savegame.load(path).step.seats == ("bob",)
    assert main(["undo", str(path), "--as", "alice"]) == 0
    assert savegame.load(path).step.seats == ("alice",)
    assert main(["orders", "submit", str(path), "--as", "alice", str(move)]) == 0
    assert main(["undo", str(path), "--as", "bob"]) == 1
    assert "bob has no input to take back" in capsys.readouterr().err
    assert main(["undo", str(path), "--as", "alice"]) == 0
    game = savegame.load(path)
    assert game.step.seats == ("alice",) and game.log[-1].key == "taken-back"
    assert game.state.battle.unit("Spears").hex.label == "B04"  # back where it stood


def test_undo_withdraws_orders_not_yet_resolved(save: Path, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["orders", "submit", str(save), "--as", "alice",
                 orders(tmp_path, "unit GLA4\n  move SE S\n")]) == 0
    assert main(["undo", str(save), "--as", "alice"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "alice's last input is taken back; waiting for alice, bob")
    assert savegame.load(save).orders == {}


def test_the_organisers_undo_says_whose_input_it_takes_back(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The organiser takes back the mover's activation: the line names the mover (alice),
    and that the organiser did it; the step awaits alice again."""
    path = tmp_path / "t.hexsave"
    assert main(["new", str(path), "--ruleset", "tactical", "--seed", "3",
                 "--seat", "alice:North", "--seat", "bob:South"]) == 0
    move = tmp_path / "move.txt"
    move.write_text("Spears: C04\n")
    assert main(["orders", "submit", str(path), "--as", "alice", str(move)]) == 0
    capsys.readouterr()
    assert main(["undo", str(path), "--organiser"]) == 0
    line = capsys.readouterr().out.splitlines()[-1]
    assert line.startswith("alice's last input is taken back by the organiser; ")
    assert "the organiser's" not in line
    assert savegame.load(path).step.seats == ("alice",)


# --- the organiser changes a seat's roles (hexterm seat role) --------------------------

SAFE_CONDUCT = "safe-conduct to bob for bearer\n"


def test_the_organiser_makes_a_seat_a_diplomat_who_can_then_sign(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Only a seat with Diplomatie signs a safe-conduct (the rulebook's Diplomatie): alice,
    made a commander only, gets the role from the organiser, the change is in the log
    every seat reads, and her safe-conduct is taken; taken away, it is refused again."""
    paper = str(tmp_path / "paper.txt")
    Path(paper).write_text(SAFE_CONDUCT)
    assert main(["orders", "check", str(save), "--as", "alice", paper]) == 1
    assert "alice has no Diplomatie: only a diplomat signs documents" in capsys.readouterr().err
    assert main(["seat", "role", str(save), "alice", "diplomat"]) == 0
    assert capsys.readouterr().out == "seat alice now holds the roles commander, diplomat\n"
    game = savegame.load(save)
    assert game.seat("alice").roles == ("commander", "diplomat")
    assert game.seat("bob").roles == ("commander",)
    logged = game.log[-1]
    assert (logged.turn, logged.key, logged.args, logged.seen_by, logged.text) == (
        1, "seat.roles", {"seat": "alice", "roles": ["commander", "diplomat"]}, ("*",),
        "alice now holds the roles commander, diplomat")
    assert main(["orders", "submit", str(save), "--as", "alice", paper]) == 0
    assert main(["orders", "submit", str(save), "--as", "bob",
                 orders(tmp_path, "unit LIB1: defend\n")]) == 0  # the last: resolved
    capsys.readouterr()
    assert main(["report", str(save), "--as", "bob"]) == 0  # bob reads it in turn 1's report
    assert "alice now holds the roles commander, diplomat" in capsys.readouterr().out
    assert [d.issuer for d in savegame.load(save).state.documents.values()] == ["alice"]
    # The organiser takes the role back: every seat still commands.
    assert main(["seat", "role", str(save), "alice", "commander"]) == 0
    assert capsys.readouterr().out == "seat alice now holds the roles commander\n"
    assert main(["orders", "check", str(save), "--as", "alice", paper]) == 1
    assert "alice has no Diplomatie" in capsys.readouterr().err


@pytest.mark.parametrize(("words", "said"), [
    (["alice", "spy"], "seat alice: 'spy' is not a role (known: cartographer, commander, "
                       "diplomat)"),
    (["alice"], "seat role needs the roles: ROLE[,ROLE...] among commander, diplomat, "
                "cartographer"),
    (["zoe", "diplomat"], "there is no seat 'zoe' in this game (seats: alice, bob)"),
    (["alice", "commander"], "seat alice holds the roles commander already"),
], ids=["unknown-role", "no-role", "no-seat", "unchanged"])
def test_a_role_that_cannot_be_given_is_refused_in_one_sentence(
        save: Path, words: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    before = save.read_bytes()
    assert main(["seat", "role", str(save), *words]) == 1
    assert capsys.readouterr().err == f"hexterm: {said}\n"
    assert save.read_bytes() == before  # nothing written, nothing logged


def test_roles_are_the_rulesets_own(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A Novlémia nation has no diplomat (its ruleset knows one role); a Planisphère seat
    may hold both of the others, written in any order and case."""
    path = tmp_path / "n.hexsave"
    assert main(["new", str(path), "--ruleset", "novlemia", "--seat", "ana:0",
                 "--seat", "bob:1"]) == 0
    capsys.readouterr()
    assert main(["seat", "role", str(path), "ana", "diplomat"]) == 1
    assert capsys.readouterr().err == (
        "hexterm: seat ana: 'diplomat' is not a role (known: commander)\n")
    plan = tmp_path / "p.hexsave"
    assert main(["new", str(plan), "--seat", "ana:glaces", "--seat", "bob:liberia"]) == 0
    assert main(["seat", "role", str(plan), "bob", "Cartographer,diplomat"]) == 0
    assert savegame.load(plan).seat("bob").roles == ("commander", "diplomat", "cartographer")


def test_a_role_change_is_said_in_french(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """The organiser gives roles with `hexterm --lang fr seat role`: the change, and a
    role the ruleset does not know, are said in French (the roles are the words typed)."""
    from hexterm import i18n

    plan = tmp_path / "p.hexsave"
    nov = tmp_path / "n.hexsave"
    try:
        assert main(["new", str(plan), "--seat", "ana:glaces", "--seat", "bob:liberia"]) == 0
        assert main(["new", str(nov), "--ruleset", "novlemia", "--seat", "ana:0",
                     "--seat", "bob:1"]) == 0
        capsys.readouterr()
        assert main(["--lang", "fr", "seat", "role", str(plan), "bob", "diplomat"]) == 0
        assert capsys.readouterr().out == (
            "le joueur bob tient désormais les rôles commander, diplomat\n")
        assert main(["--lang", "fr", "seat", "role", str(nov), "ana", "diplomat"]) == 1
        assert capsys.readouterr().err == (
            f"hexterm: joueur ana : «{NBSP}diplomat{NBSP}» n'est pas un rôle "
            "(connus : commander)\n")
    finally:
        i18n.set_language("en")
