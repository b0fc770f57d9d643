"""One authority for a saved game (issue 25): every change to a save goes through
`hexterm.table.Table`, from the screens, the command line, the served sessions and the
campaign board alike, with the same checks and the same sentences.

The sources are read to hold it: outside the engine, `table.py` and the in-memory case
runner (`cases.py`), no module reaches the engine's changes of a game (submit,
withdraw, take back, resolve, the bots' steps, a seat joining, its roles), the save's
read-modify-write (`savegame.updating`) or the writing of a new save (`savegame.save`).
And the checks are seen at work: an input meant for a turn, or a step of it, that
another program has resolved is refused in the Table's sentence, nothing written, by
the Table and by `hexterm orders`, `undo` and `resolve` (`--turn N`: the turn the
script read); a seat's change is refused when the save holds another game."""

from __future__ import annotations

import argparse
import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import hexterm
from hexterm.cli import main, parser
from hexterm.engine import game as games
from hexterm.engine import rulesets
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.table import Submission, Table

PACKAGE = Path(hexterm.__file__).parent
ALLOWED = {PACKAGE / "table.py", PACKAGE / "table_acts.py",  # the Table (and its acts)
           PACKAGE / "table_seats.py",  # (and its seats' changes)
           PACKAGE / "cases.py"}  # the in-memory cases
CHANGES = {"submit_orders", "withdraw_orders", "take_back", "resolve", "play_bots",
           "join_seat", "set_roles", "updating", "save", "act"}
# Uses allowed outside the Table, each (module, use): none.
KNOWN: set[tuple[str, str]] = set()
MODULES = {"hexterm.engine.game", "hexterm.save.savegame",  # where those changes live
           "hexterm.engine.game_seats",  # (a seat joining, its roles)
           "hexterm.engine.organiser"}  # the organiser's acts (issue 30)

FIXTURES = Path(__file__).parent / "fixtures"


def changes_outside_the_table(source: str) -> list[str]:
    """Each use (a call, or the function named to be called) of a change of a game or a
    save in `source`, as "line N: name"."""
    tree = ast.parse(source)
    modules = set(MODULES)  # the names under which those modules are reached
    functions: set[str] = set()  # the changes imported by name
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                if f"{node.module}.{alias.name}" in MODULES:
                    modules.add(alias.asname or alias.name)
                elif node.module in MODULES and alias.name in CHANGES:
                    functions.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            modules.update(a.asname for a in node.names if a.name in MODULES and a.asname)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr in CHANGES
                and ast.unparse(node.value) in modules):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Name) and node.id in functions:
            found.append(f"line {node.lineno}: {node.id}")
    return sorted(found, key=lambda said: int(said.split()[1].rstrip(":")))


def test_the_check_sees_a_save_changed_outside_the_table() -> None:
    # cli.py's `undo` and `resolve` as they were before the Table was their authority.
    before = """
from hexterm.engine import game as games
from hexterm.engine.game import play_bots as bots
from hexterm.save import savegame
import hexterm.save.savegame as saves

def cmd_undo(args, name, stored):
    with savegame.updating(args.save) as box:
        box[0] = (games.withdraw_orders if stored else games.take_back)(box[0], name)

def cmd_resolve(args, table, rules):
    with saves.updating(args.save) as box:
        box[0] = bots(hexterm.engine.game.resolve(box[0], force=args.force))
    table.resolve()  # the Table's own: allowed
    rules.resolve(box[0].state)  # a ruleset's method, not the game's change
    savegame.save(args.board, box[0])
"""
    assert changes_outside_the_table(before) == [
        "line 8: savegame.updating", "line 9: games.withdraw_orders",
        "line 9: games.take_back", "line 12: saves.updating", "line 13: bots",
        "line 13: hexterm.engine.game.resolve", "line 16: savegame.save"]


def test_only_the_table_changes_a_save() -> None:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path in ALLOWED or (PACKAGE / "engine") in path.parents:
            continue
        name = str(path.relative_to(PACKAGE.parent))
        said = [use for use in changes_outside_the_table(path.read_text(encoding="utf-8"))
                if (name, use.split(": ", 1)[1]) not in KNOWN]
        if said:
            found[name] = said
    assert found == {}


# --- the checks at work -------------------------------------------------------------


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", str(FIXTURES / "tiny.toml"),
                 "--seat", "alice:glaces", "--seat", "bob:liberia", "--seed", "5"]) == 0
    return path


@pytest.fixture
def orders(tmp_path: Path) -> str:
    path = tmp_path / "orders.txt"
    path.write_text("unit LIB1: defend\n")
    return str(path)


def moved_on(save: Path, turn: int, seen: int) -> str:
    return (f"hexterm: {save} is at turn {turn} now, not turn {seen}: nothing was "
            "written; look at the game again\n")


def test_a_command_saying_a_turn_the_game_has_left_is_refused(
        save: Path, orders: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resolve", str(save), "--force"]) == 0  # turn 1 is over
    capsys.readouterr()
    kept = save.read_bytes()
    for command in (["orders", "submit", str(save), "--as", "bob", "--turn", "1", orders],
                    ["orders", "check", str(save), "--as", "bob", "--turn", "1", orders],
                    ["undo", str(save), "--as", "bob", "--turn", "1"],
                    ["resolve", str(save), "--force", "--turn", "1"]):
        assert main(command) == 1, command
        assert capsys.readouterr().err == moved_on(save, 2, 1), command
        assert save.read_bytes() == kept, command
    # A turn not reached yet is no better: what the script read is not the game.
    assert main(["resolve", str(save), "--force", "--turn", "3"]) == 1
    assert capsys.readouterr().err == moved_on(save, 2, 3)
    # The turn the game is at: the orders go in.
    assert main(["orders", "submit", str(save), "--as", "bob", "--turn", "2", orders]) == 0
    assert capsys.readouterr().out == ("orders of bob submitted for turn 2; "
                                       "waiting for alice\n")
    assert set(savegame.load(save).orders) == {"bob"}


def test_orders_read_at_a_turn_another_program_resolves_are_refused(
        save: Path, orders: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """bob's script reads the game at turn 1; before its orders are written, the
    organiser resolves the turn from another terminal: they are not stored into turn 2
    (the Table's check under the save's lock), and the script is told so."""
    from hexterm.commands import inputs

    def organiser_resolves_meanwhile(args: argparse.Namespace, game: games.Game) -> str:
        assert main(["resolve", str(save), "--force"]) == 0
        return giver(args, game)

    giver = inputs.giver
    monkeypatch.setattr(inputs, "giver", organiser_resolves_meanwhile)
    assert main(["orders", "submit", str(save), "--as", "bob", orders]) == 1
    assert capsys.readouterr().err == moved_on(save, 2, 1)
    saved = savegame.load(save)
    assert (saved.turn, saved.orders) == (2, {})
    assert [e.subject for e in saved.log if e.key == "no-orders"] == ["alice", "bob"]


def test_the_commands_say_the_turn_option_in_their_help() -> None:
    for name in ("orders", "undo", "resolve"):
        command = next(a for a in parser()._actions
                       if isinstance(a, argparse._SubParsersAction)).choices[name]
        assert "--turn N" in command.format_help(), name
        assert "refused, nothing written, when the game is at another turn" in \
            " ".join(command.format_help().split()), name


@pytest.fixture
def tiny_steps() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")


@pytest.mark.usefixtures("tiny_steps")
def test_an_input_for_a_step_another_program_resolved_is_not_stored(tmp_path: Path) -> None:
    """The check is of the step, not only the turn: bob's terminal shows the bids; from
    another terminal both bids go in and resolve them, bob speaking first in the open
    declarations of the same turn. What bob's terminal sends for the bids is not taken
    as his declaration."""
    path = tmp_path / "t.hexsave"
    savegame.save(path, games.new_game("tinysteps", {}, (Seat("alice", "a"),
                                                         Seat("bob", "b")), 1))
    bobs = Table(path, resolve_on_last=True)
    other = Table(path, resolve_on_last=True)
    assert other.submit("alice", "7") is Submission.STORED
    assert other.submit("bob", "3") is Submission.RESOLVED
    assert other.game.waiting_for() == ["bob"]  # the declarations: bob first
    assert bobs.submit("bob", "4") is Submission.LATE
    assert str(bobs.stale) == (f"{path} is at another step of turn 1 now: nothing was "
                               "written; look at the game again")
    saved = savegame.load(path)
    assert (saved.turn, saved.steps_done, saved.orders) == (1, 1, {})
    assert bobs.game.steps_done == 1  # the table shows the step the save is at now


def test_the_tables_sentence_is_said_in_french(save: Path) -> None:
    from dataclasses import replace

    from hexterm.i18n import set_language
    from hexterm.screens.shared.common import sentence
    from hexterm.table import StaleError

    game = savegame.load(save)
    set_language("fr")
    try:
        turn = StaleError.moved(save, replace(game, turn=3), (2, 0))
        step = StaleError.moved(save, replace(game, turn=3, steps_done=1), (3, 0))
        assert sentence(turn) == (f"{save} en est maintenant au tour 3, non au tour 2 : "
                                  "rien n'a été écrit ; regardez la partie de nouveau")
        assert sentence(step) == (f"{save} en est maintenant à une autre étape du tour 3 : "
                                  "rien n'a été écrit ; regardez la partie de nouveau")
    finally:
        set_language("en")


def test_a_seat_change_checks_the_save_still_holds_the_same_game(
        save: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The organiser types alice's new PIN; meanwhile someone makes another game in the
    same file: the PIN is not written into it (the Table's same-game check, as the
    screens have it)."""
    from hexterm.commands import seat_pin

    def another_game_meanwhile(args: argparse.Namespace, seat: str) -> str:
        assert main(["new", str(save), "--scenario", str(FIXTURES / "tiny.toml"),
                     "--seat", "alice:glaces", "--seat", "bob:liberia", "--seed", "6",
                     "--overwrite"]) == 0
        return "4321"

    monkeypatch.setattr(seat_pin, "_new_pin", another_game_meanwhile)
    assert main(["seat", "pin", str(save), "alice"]) == 1
    assert capsys.readouterr().err == (f"hexterm: {save} now holds another game (Tiny): "
                                       "nothing was written; open it again\n")
    assert not savegame.load(save).seat("alice").has_pin
