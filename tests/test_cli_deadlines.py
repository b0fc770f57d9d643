"""A game's deadline from the command line (issue 28): `hexterm new --deadline ...`,
`hexterm deadline`, `pause`, `resume`, `tick` and what `show` says, through
`hexterm.cli.main`, the time the test's (`HEXTERM_NOW`, read by the commands' clock
alone). Every refusal is one sentence on standard error, status 1, nothing written; a
folder ticked says one line per game, a damaged save one sentence, the others ticked;
two `hexterm tick` programs at once resolve a due step once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.deadlines import HOUR
from hexterm.save import savefile, savegame

T0 = 1_700_000_000
DAYS2 = 48 * HOUR


def at(monkeypatch: pytest.MonkeyPatch, seconds: int) -> None:
    monkeypatch.setenv("HEXTERM_NOW", str(seconds))


def new_game(path: Path, *options: str) -> None:
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces", "--seat",
                 "bob:liberia", "--overwrite", *options]) == 0


def nothing(folder: Path) -> Path:
    """An empty orders file (a seat's orders: none)."""
    path = folder / "none.txt"
    path.write_text("")
    return path


def refused(capsys: pytest.CaptureFixture[str], argv: list[str], path: Path | None,
            *words: str) -> str:
    """`argv` refused in one sentence holding `words`, the save at `path` unchanged."""
    before = path.read_bytes() if path is not None and path.exists() else None
    capsys.readouterr()
    assert main(argv) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("hexterm: "), err
    for word in words:
        assert word in err, err
    if path is not None and before is not None:
        assert path.read_bytes() == before
    return err


def test_a_game_made_with_a_deadline_keeps_its_policy_and_show_says_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    at(monkeypatch, T0)
    path = tmp_path / "g.hexsave"
    new_game(path, "--deadline", "48h", "--excused-misses", "2", "--no-excuse", "bot",
             "--reminders", "6h,30m")
    policy = savefile.read_header(path)["deadline"]["policy"]
    assert policy == {"step_length": DAYS2, "step_lengths": {}, "excused_misses": 2,
                      "no_excuse": "bot", "extensions_per_step": 1,
                      "reminders": [6 * HOUR, 30 * 60]}
    at(monkeypatch, T0 + 10 * HOUR)
    capsys.readouterr()
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "waiting for alice, bob" in out
    assert ("Deadline: 2 d a step; 2 excused misses a seat, then the bot plays; "
            "reminders 6 h, 30 min") in out
    assert "Time left: 1 d 14 h (deadline 2023-11-16 22:13 UTC)" in out  # 38 h
    assert "Excused misses used: none" in out
    assert main(["show", str(path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)["game"]["deadline"]
    assert shown["policy"] == policy  # the policy and the clock, as the header keeps them
    assert shown["clock"]["deadline"] == T0 + DAYS2 and not shown["clock"]["paused"]


def test_the_refusals_are_one_sentence_and_write_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    at(monkeypatch, T0)
    path = tmp_path / "g.hexsave"
    seats = ["--seat", "alice:glaces", "--seat", "bob:liberia"]
    refused(capsys, ["new", str(path), *seats, "--deadline", "2 days"], path,
            "'2 days' is not a duration")
    assert not path.exists()
    saga = tmp_path / "saga.hexsave"
    refused(capsys, ["new", str(saga), "--ruleset", "saga", "--seat", "a:Vikings", "--seat",
                     "b:Normans", "--deadline", "1d", "--step-deadline", "declaration=3h"],
            saga, "'declaration' is not a step of SAGA", "declare")
    refused(capsys, ["new", str(path), *seats, "--reminders", "1h"], path, "need its length")
    new_game(path, "--deadline", "1d")
    refused(capsys, ["resume", str(path)], path, "not paused")
    refused(capsys, ["deadline", str(path), "2h", "--off"], path, "--off")
    refused(capsys, ["deadline", str(path), "--step-deadline", "orders"], path,
            "KEY=DURATION")
    refused(capsys, ["pause", str(path), "--withdraw"], path, "--as SEAT")
    refused(capsys, ["pause", str(path), "--as", "alice", "--withdraw"], path,
            "alice has not asked")
    at(monkeypatch, -1)
    refused(capsys, ["tick", str(path)], path, "HEXTERM_NOW='-1' is not a time")
    plain = tmp_path / "plain.hexsave"
    at(monkeypatch, T0)
    new_game(plain)
    refused(capsys, ["pause", str(plain)], plain, "no deadline")


def test_the_deadline_is_changed_from_now_paused_resumed_and_removed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    at(monkeypatch, T0)
    path = tmp_path / "g.hexsave"
    new_game(path, "--deadline", "48h")
    at(monkeypatch, T0 + HOUR)
    assert main(["deadline", str(path), "24h", "--step-deadline", "ORDERS=12h"]) == 0
    timing = savegame.load(path).timing
    assert timing is not None and timing.clock.deadline == T0 + HOUR + 12 * HOUR
    capsys.readouterr()
    assert main(["deadline", str(path)]) == 0  # nothing changed: said
    shown = capsys.readouterr().out
    assert "Deadline: 1 d a step (orders 12 h)" in shown
    assert "Time left: 12 h 00 min" in shown
    assert main(["pause", str(path), "--as", "alice"]) == 0
    assert "it starts when these seats ask too: bob" in capsys.readouterr().out
    assert main(["show", str(path)]) == 0
    assert "A pause is asked by: alice" in capsys.readouterr().out
    at(monkeypatch, T0 + 3 * HOUR)
    assert main(["pause", str(path), "--as", "bob"]) == 0
    timing = savegame.load(path).timing
    assert timing is not None and timing.clock.paused and timing.clock.paused_left == 10 * HOUR
    capsys.readouterr()
    assert main(["show", str(path)]) == 0
    shown = capsys.readouterr().out
    assert "The game is paused: 10 h 00 min left when it resumes" in shown
    assert "Time left" not in shown and "A pause is asked" not in shown
    at(monkeypatch, T0 + 100 * HOUR)
    assert main(["resume", str(path)]) == 0
    timing = savegame.load(path).timing
    assert timing is not None and timing.clock.deadline == T0 + 110 * HOUR
    assert main(["deadline", str(path), "--off"]) == 0
    assert savegame.load(path).timing is None
    assert "deadline" not in savefile.read_header(path)


def test_tick_says_one_line_a_game_and_a_damaged_save_does_not_stop_the_others(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    at(monkeypatch, T0)
    due, later, plain = (tmp_path / f"{n}.hexsave" for n in ("a", "b", "c"))
    new_game(due, "--deadline", "1d", "--excused-misses", "0")
    new_game(later, "--deadline", "3d", "--reminders", "none")
    new_game(plain)
    (tmp_path / "d.hexsave").write_bytes(b"not a save")
    assert main(["orders", "submit", str(due), "--as", "alice", str(nothing(tmp_path))]) == 0
    at(monkeypatch, T0 + 24 * HOUR)
    capsys.readouterr()
    assert main(["tick", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        f"{due}: turn 1: the deadline passed, the step is resolved: bob missed the "
        "deadline with no excuse left: the default input is given for them",
        f"{later}: nothing due, 2 d 0 h left",
        f"{plain}: nothing due: the game has no deadline"]
    assert err.count("\n") == 1 and "d.hexsave" in err
    assert savegame.load(due).turn == 2
    capsys.readouterr()
    assert main(["tick", str(due)]) == 0  # the next step: not due
    assert capsys.readouterr().out == f"{due}: nothing due, 1 d 0 h left\n"


def test_two_tick_programs_at_once_resolve_a_due_step_once(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    at(monkeypatch, T0)
    path = tmp_path / "g.hexsave"
    new_game(path, "--deadline", "1d", "--excused-misses", "0")
    assert main(["orders", "submit", str(path), "--as", "alice", str(nothing(tmp_path))]) == 0
    env = {**os.environ, "HEXTERM_NOW": str(T0 + 25 * HOUR)}
    ticks = [subprocess.Popen([sys.executable, "-m", "hexterm", "tick", str(path)],
                              env=env, stdout=subprocess.PIPE, text=True)
             for _ in range(2)]
    said = sorted(tick.communicate(timeout=120)[0] for tick in ticks)
    assert [tick.returncode for tick in ticks] == [0, 0]
    assert said[0].startswith(f"{path}: nothing due, 1 d 0 h left")
    assert "the step is resolved" in said[1]
    game = savegame.load(path)
    assert game.turn == 2
    assert [e.subject for e in game.log if e.key == "no-orders"] == ["bob"]


def test_the_deadline_is_said_in_french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    at(monkeypatch, T0)
    path = tmp_path / "g.hexsave"
    new_game(path, "--deadline", "2d")
    capsys.readouterr()
    assert main(["--lang", "fr", "deadline", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Échéance : 2 j par étape ; 1 absence excusée par joueur" in out
    assert "rappels 12 h, 1 h" in out
    assert "Temps restant : 2 j 0 h" in out
    assert main(["--lang", "fr", "deadline", str(path), "1j12h"]) == 0  # typed in French
    assert savegame.load(path).timing.policy.step_length == 36 * HOUR  # type: ignore[union-attr]
    assert main(["--lang", "fr", "resume", str(path)]) == 1
    assert "La partie n'est pas en pause" in capsys.readouterr().err
