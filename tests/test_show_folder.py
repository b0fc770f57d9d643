"""`hexterm show FOLDER` (issue 28, the organiser's view): a block a game of the folder
(its step, its deadline and the time left, who has given and who is awaited, the
misses used, paused or not), a damaged save one line while the others are shown, the
same as JSON, in English and French. The time is the test's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine import rulesets
from hexterm.engine.deadlines import HOUR
from hexterm.engine.seats import Seat
from hexterm.table import Table, create
from tests.helpers.folder_of_games import NOW, T0, make_folder


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HEXTERM_NOW", str(NOW))
    return make_folder(tmp_path / "saves")


def shown(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def blocks(text: str) -> dict[str, str]:
    """The printed blocks by the file they start with."""
    return {block.split()[0].rstrip(":"): block for block in text.strip().split("\n\n")}


def test_every_game_of_the_folder_is_a_block(folder: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    found = blocks(shown(capsys, "show", str(folder)))
    assert sorted(found) == ["broken.hexsave", "holiday.hexsave", "quiet.hexsave",
                             "spring.hexsave"]
    # made at T0 with 48 h: due at T0 + 48 h (2027-01-17 08:00 UTC), 43 h left at T0 + 5 h
    spring = found["spring.hexsave"].splitlines()
    assert spring[0] == "spring.hexsave — Le printemps des trois (SAGA campaign)"
    assert spring[1:] == ["  Turn 1: Bid for the favour of the gods",
                          "  Deadline: 2027-01-17 08:00 UTC (1 d 19 h left)",
                          "  Given: alice; Awaited: bob",  # carol is a bot: never awaited
                          "  Misses used: alice 0 of 1, bob 0 of 1"]
    # 24 h, paused by both players an hour in: 23 h left when it resumes, whatever the time
    holiday = found["holiday.hexsave"]
    assert "  Deadline: paused, 23 h 00 min left when it resumes" in holiday
    assert "  Given: -; Awaited: dan, eve" in holiday
    quiet = found["quiet.hexsave"].splitlines()
    assert quiet[1:] == ["  Turn 1: Orders", "  Deadline: no deadline",
                         "  Given: -; Awaited: fay, gus"]  # no misses without a deadline
    broken = found["broken.hexsave"]
    assert broken.startswith("broken.hexsave: damaged: broken.hexsave is not a hexterm save")
    assert "\n" not in broken.strip()


def test_the_time_left_is_the_clock_s(folder: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HEXTERM_NOW", str(T0 + 47 * HOUR + 30 * 60))
    assert "(30 min 00 s left)" in blocks(shown(capsys, "show", str(folder)))["spring.hexsave"]
    monkeypatch.setenv("HEXTERM_NOW", str(T0 + 49 * HOUR))
    assert "(due)" in blocks(shown(capsys, "show", str(folder)))["spring.hexsave"]


def test_a_save_damaged_past_its_header_is_one_line(folder: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    quiet = folder / "quiet.hexsave"
    data = bytearray(quiet.read_bytes())
    data[-100] ^= 0xFF  # the body: the header still reads
    quiet.write_bytes(bytes(data))
    found = blocks(shown(capsys, "show", str(folder)))
    assert found["quiet.hexsave"].startswith("quiet.hexsave: damaged: ")
    assert "\n" not in found["quiet.hexsave"].strip()
    assert "Awaited: bob" in found["spring.hexsave"]


def test_json_gives_the_same_as_data(folder: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    rows = {row["file"]: row for row in json.loads(shown(capsys, "show", str(folder),
                                                         "--json"))}
    assert list(rows) == ["broken.hexsave", "holiday.hexsave", "quiet.hexsave",
                          "spring.hexsave"]
    assert set(rows["broken.hexsave"]) == {"file", "damaged"}
    spring = rows["spring.hexsave"]
    assert (spring["turn"], spring["step_key"], spring["given"], spring["awaited"],
            spring["over"]) == (1, "bid", ["alice"], ["bob"], False)
    assert spring["deadline"] == {
        "at": "2027-01-17T08:00:00Z", "at_epoch": T0 + 48 * HOUR, "left": 43 * HOUR,
        "paused": False, "pause_requests": [], "excused_misses": 1,
        "misses": {"alice": 0, "bob": 0}}
    holiday = rows["holiday.hexsave"]["deadline"]
    assert (holiday["paused"], holiday["left"], holiday["at"]) == (True, 23 * HOUR, None)
    assert rows["quiet.hexsave"]["deadline"] is None


def test_in_french(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    found = blocks(shown(capsys, "--lang", "fr", "show", str(folder)))
    spring = found["spring.hexsave"].splitlines()
    assert spring[0] == "spring.hexsave — Le printemps des trois (Campagne SAGA)"
    assert spring[1:] == ["  Tour 1 : Miser pour la faveur des dieux",
                          "  Échéance : 2027-01-17 08:00 UTC (reste 1 j 19 h)",
                          "  Remis : alice ; Attendus : bob",
                          "  Absences utilisées : alice 0 sur 1, bob 0 sur 1"]
    assert "  Échéance : en pause, reste 23 h 00 min à la reprise" in found["holiday.hexsave"]
    assert "  Échéance : pas d'échéance" in found["quiet.hexsave"]
    assert found["broken.hexsave"].startswith("broken.hexsave : endommagée : ")


def test_a_folder_shown_for_a_seat_is_refused(folder: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", str(folder), "--as", "alice"]) == 1
    error = capsys.readouterr().err
    assert error.startswith("hexterm: --as names a seat of one game")
    assert "Traceback" not in error


def test_an_empty_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert shown(capsys, "show", str(tmp_path)).strip() == f"No saves in {tmp_path}"


@pytest.fixture
def tiny() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")  # the other tests see the shipped rulesets only


def test_the_organiser_awaited_and_a_game_over(tmp_path: Path, tiny: None,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    # The tiny ruleset: a turn is a bid, a declaration, then the organiser's score; the
    # game ends after two turns (tests/helpers/tiny_steps.py).
    path = tmp_path / "tiny.hexsave"
    create(path, games.new_game("tinysteps", {}, (Seat("alice", "a"), Seat("bob", "b", bot=True)),
                                1, title="Tiny"))
    for who, text in (("alice", "1"), ("alice", "hello")):
        Table(path, resolve_on_last=True).submit(who, text)
    block = blocks(shown(capsys, "show", str(tmp_path)))["tiny.hexsave"]
    assert "  Given: -; Awaited: the organiser" in block
    for who, text in (("@organiser", "winner bob"), ("alice", "1"), ("alice", "hello"),
                      ("@organiser", "winner bob")):
        Table(path, resolve_on_last=True).submit(who, text)
    block = blocks(shown(capsys, "show", str(tmp_path)))["tiny.hexsave"]
    assert block.splitlines()[1:] == ["  Turn 3, over",
                                      "  The game is over (2 turns played): bob, alice"]
    row = json.loads(shown(capsys, "show", str(tmp_path), "--json"))[0]
    assert (row["over"], row["step"], row["deadline"]) == (True, None, None)
