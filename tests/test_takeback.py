"""The organiser takes back a resolved turn (issue 30): `hexterm takeback SAVE --reason
"…" [--turn N]`, through the Table (`Table.take_back_turn`).

What the issue asks: back to the state before it, everyone told (the log's event with
the organiser's reason, seen by every seat, and a notice to each), the inputs that were
given kept to be given again, and a turn taken back replays to the same state when the
same inputs are given again. Tried on each shape of ruleset: the Planisphère's turn of
orders, a SAGA turn of steps (the last step a person played, the bots' steps after it
going with it), an activation on the tactical board. The property over every ruleset is
in tests/test_takeback_replay.py.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from hexterm import i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine import game_data, takeback
from hexterm.engine.game import Game
from hexterm.engine.log import Log
from hexterm.engine.notices import STEP_OPENED, TAKEN_BACK, Notice
from hexterm.engine.steps import ORGANISER
from hexterm.save import savegame, snapshot
from hexterm.table import Table
from tests.test_bots_at_once import CASES, made

TINY = str(Path(__file__).parent / "fixtures" / "tiny.toml")
REASON = "bob's orders were lost in the post"


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


def given(folder: Path, name: str, text: str) -> str:
    path = folder / name
    path.write_text(text)
    return str(path)


def with_event_again(first: Game, replayed: Game) -> Game:
    """`first` (the game once the step was resolved the first time) as it should be once
    taken back and resolved again: the same in every byte but for the take-back's event,
    between the events before the step and the step's own, and its record of the game
    before, which counts that event."""
    assert first.before is not None
    held = int(first.before["events"])
    events, again = list(first.log), list(replayed.log)
    assert again[held].key == takeback.KEY
    return replace(first, log=Log.of([*events[:held], again[held], *events[held:]]),
                   before={**first.before, "events": held + 1})


def reported(path: Path, seat: str, turn: int, capsys: pytest.CaptureFixture[str],
             *lang: str) -> str:
    capsys.readouterr()
    assert main([*lang, "report", str(path), "--as", seat, "--turn", str(turn)]) == 0
    return capsys.readouterr().out


# --- the Planisphère: a turn of sealed orders ---------------------------------------------


def test_a_planisphere_turn_taken_back_and_resolved_again(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seed", "5"]) == 0
    begun = savegame.load(path)
    alice, bob = "unit GLA4\n  move SE S\n", "unit LIB1: defend\n"
    assert main(["orders", "submit", str(path), "--as", "alice",
                 given(tmp_path, "a.txt", alice)]) == 0
    assert main(["orders", "submit", str(path), "--as", "bob",
                 given(tmp_path, "b.txt", bob)]) == 0  # the last: it resolves
    first = savegame.load(path)
    assert first.turn == 2 and first.state.units["GLA4"].hex.label == "B02"
    capsys.readouterr()

    assert main(["takeback", str(path), "--reason", REASON, "--turn", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"turn 1 is taken back: {REASON}"
    assert out[1] == "the inputs given are kept (alice, bob); every seat is ready"
    back = savegame.load(path)
    # the state before the turn: GLA4 where the scenario put it, turn 1 open again
    assert back.turn == 1 and back.state.units["GLA4"].hex.label != "B02"
    assert back.state == begun.state
    # the inputs kept, as given: nobody types them twice
    assert dict(back.orders) == {"alice": first.before["orders"]["alice"],
                                 "bob": first.before["orders"]["bob"]}
    assert back.held and not back.waiting_for()
    # told in the log, to every seat, with the organiser's reason
    for seat in ("alice", "bob"):
        assert f"The organiser takes back the resolution of turn 1: {REASON}" in reported(
            path, seat, 1, capsys)

    assert main(["resolve", str(path)]) == 0
    replayed = savegame.load(path)
    assert replayed.state == first.state
    assert path.read_bytes() == savegame.encode(with_event_again(first, replayed))


def test_the_state_before_is_the_state_the_turn_began_with(tmp_path: Path) -> None:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seed", "5"]) == 0
    begun = savegame.load(path)
    assert main(["resolve", str(path), "--force"]) == 0
    assert main(["takeback", str(path), "--reason", "a test"]) == 0
    back = savegame.load(path)
    assert back.state == begun.state and back.turn == 1 and dict(back.orders) == {}
    # the seats that gave nothing (their default input applied) are awaited again
    assert back.waiting_for() == ["alice", "bob"]
    assert [e.key for e in back.log] == [takeback.KEY]


# --- SAGA: a turn of steps, bots after the person ----------------------------------------


def test_a_saga_step_taken_back_with_the_bots_steps_after_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = CASES["saga"]
    path = made(tmp_path, case)  # alice is at her bid; the bots move after it
    before = savegame.load(path)
    assert main(["orders", "submit", str(path), "--as", "alice",
                 given(tmp_path, "bid.txt", case.text)]) == 0
    first = savegame.load(path)
    assert (first.turn, first.steps_done) != (before.turn, before.steps_done)
    capsys.readouterr()

    assert main(["takeback", str(path), "--reason", "the bid was a slip"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (f"turn {before.turn} (Bid for the favour of the gods) is taken back: "
                      "the bid was a slip")
    back = savegame.load(path)
    # back to her bid (where a person acted), not to the bots' last step
    assert (back.turn, back.steps_done) == (before.turn, before.steps_done)
    assert back.state == before.state and back.step.title == case.step
    assert list(back.orders) == ["alice"] and not back.awaits_only_bots()
    # the bots' orders of the steps taken back are gone from the log, the reason is in it
    assert back.log[:len(before.log)] == before.log
    assert [e.key for e in back.log[len(before.log):]] == [takeback.KEY]
    # opened again by a player's program, the bots do not resolve it behind the organiser
    assert Table(path).game.steps_done == before.steps_done

    assert main(["resolve", str(path)]) == 0
    replayed = savegame.load(path)
    assert path.read_bytes() == savegame.encode(with_event_again(first, replayed))


def test_a_changed_input_resolves_the_step_taken_back(tmp_path: Path) -> None:
    """A seat takes its kept input back and gives another: the last input resolves the
    step, as before it was taken back."""
    case = CASES["saga"]
    path = made(tmp_path, case)
    bid = given(tmp_path, "bid.txt", case.text)
    assert main(["orders", "submit", str(path), "--as", "alice", bid]) == 0
    assert main(["takeback", str(path), "--reason", "alice may bid again"]) == 0
    held = savegame.load(path)
    assert main(["undo", str(path), "--as", "alice"]) == 0
    assert savegame.load(path).waiting_for() == ["alice"]
    assert main(["orders", "submit", str(path), "--as", "alice", bid]) == 0
    after = savegame.load(path)
    assert (after.turn, after.steps_done) != (held.turn, held.steps_done)
    assert not after.held


# --- the tactical board: an activation -----------------------------------------------------


def test_an_activation_on_the_tactical_board_taken_back(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.hexsave"
    assert main(["new", str(path), "--ruleset", "tactical", "--seed", "3",
                 "--seat", "alice:North", "--seat", "bob:South"]) == 0
    assert main(["orders", "submit", str(path), "--as", "alice",
                 given(tmp_path, "move.txt", "Spears: C04\n")]) == 0
    first = savegame.load(path)
    assert first.state.battle.unit("Spears").hex.label == "C04"
    assert main(["takeback", str(path), "--reason", "wrong unit"]) == 0
    back = savegame.load(path)
    assert back.state.battle.unit("Spears").hex.label == "B04"  # back where it stood
    assert dict(back.orders) == {"alice": first.before["orders"]["alice"]}
    for seat in ("alice", "bob"):
        assert "The organiser takes back the resolution of turn 1: wrong unit" in reported(
            path, seat, 1, capsys)
    assert main(["resolve", str(path)]) == 0
    replayed = savegame.load(path)
    assert replayed.state.battle.unit("Spears").hex.label == "C04"
    assert path.read_bytes() == savegame.encode(with_event_again(first, replayed))


# --- refusals: one sentence, nothing written -------------------------------------------------


def refused(path: Path, args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    saved = path.read_bytes()
    capsys.readouterr()
    assert main(["takeback", str(path), *args]) == 1
    err = capsys.readouterr().err
    assert path.read_bytes() == saved and "Traceback" not in err
    assert err.count("\n") == 1
    return err


def test_nothing_to_take_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    assert refused(path, ["--reason", "why"], capsys).startswith(
        "hexterm: there is no resolved turn to take back")
    # and once taken back, not twice
    assert main(["resolve", str(path), "--force"]) == 0
    assert main(["takeback", str(path), "--reason", "once"]) == 0
    assert "there is no resolved turn to take back" in refused(
        path, ["--reason", "twice"], capsys)


def test_a_turn_that_is_not_the_last(tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    for _ in range(2):
        assert main(["resolve", str(path), "--force"]) == 0
    assert refused(path, ["--reason", "why", "--turn", "1"], capsys) == (
        "hexterm: turn 1 cannot be taken back: only the last resolved, turn 2\n")


def test_no_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    assert main(["resolve", str(path), "--force"]) == 0
    assert refused(path, ["--reason", "  "], capsys) == (
        "hexterm: say why the turn is taken back: the reason is told to every seat\n")


def test_the_game_over(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.hexsave"
    assert main(["new", str(path), "--ruleset", "tactical", "--seed", "3",
                 "--seat", "alice:North:bot", "--seat", "bob:South:bot"]) == 0
    assert main(["autoplay", str(path), "--turns", "40"]) == 0
    assert savegame.load(path).outcome is not None
    assert refused(path, ["--reason", "why"], capsys) == (
        "hexterm: the game is over: its turns can no longer be taken back\n")


# --- everyone told; the inputs not lost ------------------------------------------------------


def test_every_seat_is_told_why(tmp_path: Path) -> None:
    """Through the Table (as the organiser's screen calls it): a notice to every human
    seat with the reason, none saying the step given back was resolved; alice, who gave
    no input (the default one was applied), is told her input is awaited again."""
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia:bot", "--seed", "5"]) == 0
    assert main(["resolve", str(path), "--force"]) == 0
    told: list[Notice] = []
    table = Table(path, notify=lambda _path, notices: told.extend(notices), now=lambda: 0)
    table.take_back_turn(REASON, 1)
    assert [(n.kind, n.seat, n.turn) for n in told] == [(TAKEN_BACK, "alice", 1),
                                                        (STEP_OPENED, "alice", 1)]
    assert str(told[0].message) == f"The organiser takes back the resolution of turn 1: {REASON}"
    event = table.game.log[-1]
    assert (event.key, event.subject, event.args["reason"]) == (takeback.KEY, ORGANISER,
                                                                REASON)
    assert all(event in games.report(table.game, s.name, 1) for s in table.game.seats)


def test_the_report_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seed", "5"]) == 0
    assert main(["resolve", str(path), "--force"]) == 0
    capsys.readouterr()
    assert main(["--lang", "fr", "takeback", str(path), "--reason", "ordres perdus"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == (
        "le tour 1 est repris : ordres perdus")
    assert ("L'organisateur reprend la résolution du tour 1 : ordres perdus"
            in reported(path, "bob", 1, capsys, "--lang", "fr"))


def test_inputs_given_since_come_back_as_drafts(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """alice gave her orders of turn 2 before the organiser took turn 1 back: they are
    kept as her draft of turn 2, which comes back once turn 1 is resolved again."""
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seed", "5"]) == 0
    assert main(["resolve", str(path), "--force"]) == 0
    assert main(["orders", "submit", str(path), "--as", "alice",
                 given(tmp_path, "a.txt", "unit GLA4: defend\n")]) == 0
    text = savegame.load(path).orders["alice"]
    capsys.readouterr()
    assert main(["takeback", str(path), "--reason", "a late order"]) == 0
    assert ("the inputs given since (alice) are kept as their drafts"
            in capsys.readouterr().out)
    assert Table(path).kept_draft("alice") is None  # not a draft of turn 1
    assert main(["resolve", str(path), "--force"]) == 0
    assert Table(path).kept_draft("alice") == text


# --- the save: an older one loads, a damaged record is refused -------------------------------


def test_a_save_written_before_the_record_loads_with_nothing_to_take_back(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "old.hexsave"
    path.write_bytes((Path(__file__).parent / "fixtures" / "saves"
                      / "format6-planisphere-bots.hexsave").read_bytes())
    game = savegame.load(path)
    assert game.before is None and not game.held
    assert "there is no resolved turn to take back" in refused(path, ["--reason", "x"],
                                                               capsys)
    assert main(["autoplay", str(path)]) == 0  # resolved once by this hexterm: it can be
    assert main(["takeback", str(path), "--reason", "now it can"]) == 0
    assert savegame.load(path).turn == game.turn


def packed(state: object) -> bytes:
    return zlib.compress(json.dumps(state).encode())


@pytest.mark.parametrize("damage", [
    lambda before: {**before, "state": b"not zlib"},
    lambda before: {**before, "state": packed({"a": 1})},
    lambda before: {**before, "state": packed([1, 2])},
    lambda before: {**before, "state": {"a": 1}},
    lambda before: {k: v for k, v in before.items() if k != "events"},
    lambda before: {**before, "seats": [["alice"]]},
    lambda before: {**before, "turn": -1},
    lambda before: {**before, "orders": {"mallory": ""}},
    lambda before: {**before, "seats": [[n, f, ["emperor"]] for n, f, _
                                        in before["seats"]]},
])
def test_a_damaged_record_is_refused_in_one_sentence(
        tmp_path: Path, damage: Callable[[dict[str, Any]], dict[str, Any]],
        capsys: pytest.CaptureFixture[str]) -> None:
    """A save whose record of the turn before was edited (by hand, or by a hostile
    program, its checksum made right): refused when it is read, or when the take-back
    unpacks its state, in one sentence, nothing written."""
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seed", "5"]) == 0
    assert main(["resolve", str(path), "--force"]) == 0
    game = savegame.load(path)
    body = game_data.to_data(game)
    body["before"] = damage(body["before"])
    path.write_bytes(snapshot.encode(game_data.header(game), body))
    assert "the save's record of the turn before is damaged" in refused(
        path, ["--reason", "why"], capsys)


def test_a_saga_battle_of_a_step_in_parts_taken_back(tmp_path: Path) -> None:
    """Two battles open at once: the battle at C resolved, carol's entry for D given;
    taken back, C is open again with alice's and bob's entries, carol's kept, and C
    resolved again gives the same battle."""
    from tests.helpers.saga_battles import at_battles

    game = games.submit_orders(at_battles("battle_while_others_absent.toml"), "carol",
                               "winner carol")
    game = games.submit_orders(games.submit_orders(game, "alice", "winner alice"),
                               "bob", "winner alice")
    first = games.resolve(game)  # C alone is ready
    assert [b.terrain for b in first.state.battles] == ["D"]
    path = tmp_path / "saga.hexsave"
    savegame.save(path, first)
    Table(path).take_back_turn("the dice of C were misread")
    back = savegame.load(path)
    assert [b.terrain for b in back.state.battles] == ["C", "D"]
    assert dict(back.orders) == dict(game.orders) and back.ready_parts() == ("C",)
    table = Table(path)  # opened, C is not resolved behind the organiser
    assert table.game.held and [b.terrain for b in table.game.state.battles] == ["C", "D"]
    table.resolve()
    replayed = savegame.load(path)
    assert replayed.state == first.state
    assert path.read_bytes() == savegame.encode(with_event_again(first, replayed))


def test_a_step_resolved_at_its_deadline_taken_back(tmp_path: Path) -> None:
    """bob missed the deadline with no excuse: the bot played his orders for that step
    alone. Taken back, bob is a person again, awaited again, and the deadline's events
    stay in the log (he did miss it)."""
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seed", "5", "--deadline", "1h",
                 "--excused-misses", "0", "--no-excuse", "bot"]) == 0
    assert main(["orders", "submit", str(path), "--as", "alice",
                 given(tmp_path, "a.txt", "unit GLA4: defend\n")]) == 0
    opened = savegame.load(path).timing
    assert opened is not None and opened.clock.deadline is not None
    late = opened.clock.deadline + 1
    Table(path, now=lambda: late, notify=None).tick()
    assert savegame.load(path).turn == 2
    Table(path, now=lambda: late, notify=None).take_back_turn("bob's orders came by post")
    back = savegame.load(path)
    assert back.turn == 1 and not any(s.bot for s in back.seats)
    assert back.waiting_for() == ["bob"] and list(back.orders) == ["alice"]
    assert "deadline.bot" in [e.key for e in back.log]
