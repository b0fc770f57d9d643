"""Hostile saves: real saves of both rulesets, edited the way a person with a msgpack
editor would edit them and written back with a right checksum, are either refused when
they are loaded, with one sentence that names the file (`SaveError`), or give a game
that every seat and the organiser can view and whose turn resolves.

Each ruleset gets `TRIES` edits (2,000 under CI, `HEXTERM_FUZZ` when run by hand), in
chunks that run side by side; the edits are drawn from a fixed seed, so a failure is
replayed by running the chunk again. `benchmarks/fuzz_saves.py` counts what becomes of
the edits. A few edits by hand check the sentence itself.
"""

from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.errors import HextermError
from hexterm.save import savefile, savegame, snapshot
from hexterm.save.errors import SaveError
from tests.helpers.mutations import mutate

TRIES = int(os.environ.get("HEXTERM_FUZZ", "2000"))
CHUNKS = 4
MADE = {
    "planisphere": ["--seed", "7", "--seat", "alice:glaces:bot:diplomat,cartographer",
                    "--seat", "bob:liberia:bot:diplomat", "--seat", "carol:coelion"],
    "novlemia": ["--ruleset", "novlemia", "--seed", "3", "--seat", "alice:scanthenie:bot",
                 "--seat", "bob:karvenie"],
}


@cache
def real_save(ruleset: str, folder: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """The header and body of a game of `ruleset` played three turns by its seats (the
    human seat's orders given once, so that stored orders are in it too)."""
    path = folder / f"{ruleset}.hexsave"
    assert main(["new", str(path), *MADE[ruleset]]) == 0
    assert main(["autoplay", str(path), "--turns", "3", "--force"]) == 0
    game = savegame.load(path)
    human = next(s for s in game.seats if not s.bot)
    savegame.save(path, games.submit_orders(game, human.name, ""))
    snap = savefile.read(path)
    return snap.header, {**snap.body, "log": snap.body["log"].open()}  # its bytes edited too


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("real")


def outcome(path: Path) -> str:
    """'refused' or 'played'; an assertion error for anything else."""
    try:
        game = savegame.load(path)
    except SaveError as exc:
        said = str(exc)
        assert "\n" not in said and str(path) in said, said
        return "refused"
    rules = game.rules
    for seat in (None, *game.seats):
        rules.view(game.state, seat)
        rules.summary(game.state, seat)
        games.report(game, None if seat is None else seat.name)
    for name, text in game.orders.items():
        # A HextermError is a sentence for the player (orders legal on another turn).
        with contextlib.suppress(HextermError):
            games.check_orders(game, name, text)
    if game.outcome is None:
        games.resolve(game, force=True)
    return "played"


def edits(ruleset: str, chunk: int, tries: int) -> Iterator[random.Random]:
    for number in range(chunk, tries, CHUNKS):
        yield random.Random(f"{ruleset}-{number}")


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("ruleset", sorted(MADE))
def test_a_hostile_save_is_refused_in_one_sentence_or_plays(
        ruleset: str, chunk: int, folder: Path, tmp_path: Path) -> None:
    header, body = real_save(ruleset, folder)
    seen = {"refused": 0, "played": 0}
    path = tmp_path / "edited.hexsave"
    for rng in edits(ruleset, chunk, TRIES):
        try:
            changed = mutate(header, body, rng)
            data = snapshot.encode(changed[0], changed[1])
        except (TypeError, ValueError):  # what msgpack cannot write is no save
            continue
        path.write_bytes(data)
        try:
            seen[outcome(path)] += 1
        except Exception as exc:
            raise AssertionError(f"{ruleset}, edit {changed[2]}: {exc!r}") from exc
    # Both outcomes happen: the edits are neither all harmless nor all fatal.
    assert seen["refused"] > 0 and seen["played"] > 0, seen


def edited(folder: Path, ruleset: str, edit: Any) -> Path:
    header, body = real_save(ruleset, folder)
    header, body = dict(header), dict(body)
    edit(header, body)
    path = folder / f"by-hand-{ruleset}.hexsave"
    path.write_bytes(snapshot.encode(header, body))
    return path


def refusal(path: Path) -> str:
    with pytest.raises(SaveError) as caught:
        savegame.load(path)
    return str(caught.value)


def test_a_unit_off_the_map_is_named(folder: Path) -> None:
    def edit(header: dict[str, Any], body: dict[str, Any]) -> None:
        state = body["state"] = dict(body["state"])
        units = state["units"] = [list(row) for row in state["units"]]
        units[0][5] = 24 * 18 + 5  # the hex column: past the last hex of the 24×18 map
    path = edited(folder, "planisphere", edit)
    code = savefile.read(path).body["state"]["units"][0][0]
    assert refusal(path) == (f"{path} cannot be opened: the Planisphère state in this save "
                             f"is malformed (ValueError('unit {code} stands on hex number "
                             f"437, off the map'))")


def test_a_faction_that_does_not_exist_is_named(folder: Path) -> None:
    def edit(header: dict[str, Any], body: dict[str, Any]) -> None:
        seats = body["seats"] = [dict(s) for s in body["seats"]]
        seats[1]["faction"] = "atlantes"
    path = edited(folder, "planisphere", edit)
    assert refusal(path) == (f"{path} cannot be opened: seat bob names the faction "
                             "'atlantes', which does not exist")


def test_a_count_of_the_wrong_type_is_named(folder: Path) -> None:
    def edit(header: dict[str, Any], body: dict[str, Any]) -> None:
        header["turn"] = "four"
    path = edited(folder, "novlemia", edit)
    assert refusal(path) == (f"{path} is damaged: its contents are not a hexterm game "
                             "(ValueError: invalid literal for int() with base 10: 'four')")


def test_a_missing_key_is_named(folder: Path) -> None:
    def edit(header: dict[str, Any], body: dict[str, Any]) -> None:
        state = body["state"] = dict(body["state"])
        del state["nations"]
    path = edited(folder, "novlemia", edit)
    said = refusal(path)
    assert said.startswith(f"{path} ") and "nations" in said and "\n" not in said, said


def test_a_seat_renamed_by_hand_is_named(folder: Path) -> None:
    def rename(header: dict[str, Any], body: dict[str, Any]) -> None:
        seats = body["seats"] = [dict(s) for s in body["seats"]]
        seats[1]["name"] = "zoe"  # bob's seat, whose orders are stored

    path = edited(folder, "novlemia", rename)
    assert refusal(path) == (f"{path} cannot be opened: it keeps orders for 'bob', who has "
                             "no seat in the game")

    def rename_without_orders(header: dict[str, Any], body: dict[str, Any]) -> None:
        rename(header, body)
        body["orders"] = {}

    path = edited(folder, "novlemia", rename_without_orders)
    said = refusal(path)
    assert said.startswith(f"{path} cannot be opened: nation ") and \
        said.endswith("is played by 'bob', who has no seat"), said


def test_a_characteristic_no_card_prints_is_named(folder: Path) -> None:
    """A unit type's movement of 2**40 (an edit the fuzzing drew) would have the bots walk
    a path no turn ends: the save is refused in one sentence, at once."""
    def edit(header: dict[str, Any], body: dict[str, Any]) -> None:
        state = body["state"] = dict(body["state"])
        types = state["types"] = [list(row) for row in state["types"]]
        types[0][2] = 2**40  # the movement of the first unit type (key, name, move, …)

    path = edited(folder, "planisphere", edit)
    key = savefile.read(path).body["state"]["types"][0][0]
    assert refusal(path) == (f"{path} cannot be opened: the move of unit type {key} is "
                             f"{2**40}, above 99")
