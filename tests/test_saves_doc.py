"""docs/saves.md is true to the current format (issue 30): the save format and every
ruleset's state version it gives, each ruleset's table of state versions ending at
the version the code writes, the Planisphère's unit columns, and the keys of the header
and the body it lists, compared with the code's own constants and with what the code
writes."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from hexterm.engine import game as games
from hexterm.engine import game_data, timing
from hexterm.engine.deadlines import Policy
from hexterm.engine.game import FORMAT, Game
from hexterm.engine.planisphere.codec import UNIT_COLUMNS
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import OrganiserLogin, Seat
from hexterm.worlds import start_game

DOC = (Path(__file__).parent.parent / "docs" / "saves.md").read_text(encoding="utf-8")
# the names the page gives each ruleset
NAMES = {"planisphere": "Planisphère", "novlemia": "Novlémia", "saga": "SAGA",
         "medfan": "Med-Fan", "tactical": "the tactical board"}
TABLES = {"planisphere": "Planisphère state versions", "novlemia": "Novlémia state versions",
          "saga": "SAGA campaign state versions", "medfan": "Med-Fan campaign state versions",
          "tactical": "Tactical board state versions"}


def section(title: str) -> str:
    """The page's text from the line starting `title` to the next heading or table's
    end."""
    start = DOC.index(title)
    lines = DOC[start:].splitlines()[1:]
    table: list[str] = []
    for line in lines:
        if line.startswith("|"):
            table.append(line)
        elif table:
            break
    return "\n".join(table)


def row(table: str, key: str) -> str:
    found = [line for line in table.splitlines() if line.startswith(f"| `{key}` |")]
    assert len(found) == 1, key
    return found[0]


def keys(title: str) -> set[str]:
    """The keys the table after `title` lists (its first column, `a`, `b` and `c`)."""
    return {key for line in section(title).splitlines()[2:]
            for key in re.findall(r"`(\w+)`", line.split("|")[1])}


def test_the_format_is_the_codes() -> None:
    header = section("The game header (`header()`")
    assert f"currently **{FORMAT}**" in row(header, "format")
    assert f"This hexterm\n  writes format {FORMAT}." in DOC


@pytest.mark.parametrize("ruleset", sorted(NAMES))
def test_each_rulesets_state_version_is_the_codes(ruleset: str) -> None:
    version = get_ruleset(ruleset).state_version
    header = row(section("The game header (`header()`"), "state_version")
    assert f"{NAMES[ruleset]} **{version}**" in header
    versions = [int(line.split("|")[1]) for line in section(TABLES[ruleset]).splitlines()[2:]]
    assert versions == list(range(1, version + 1))  # every version, the last the code's


def test_the_unit_columns_are_the_codes() -> None:
    said = row(section("### The Planisphère state"), "unit_columns")
    listed = json.loads(re.search(r"`(\[.*\])`", said).group(1))  # type: ignore[union-attr]
    assert listed == list(UNIT_COLUMNS) and len(listed) == 13


def everything() -> Game:
    """A game that writes every key a save may hold: a tactical board whose activation
    may be taken back and the game before it kept, taken back (held), with a
    deadline, a language, a seat's SSH key, the organiser's PIN and key (the player's
    take-back record set by hand where the rules would have dropped it)."""
    seats = [Seat("alice", "North", keys=("ssh-ed25519 AAAA alice",)), Seat("bob", "South")]
    game = start_game("tactical", None, seats, 3)
    moved = games.resolve(games.submit_orders(game, "alice", "Spears: C04"))
    game = replace(games.resolve(moved, force=True), undo=moved.undo)  # the record's undo
    game = timing.set_policy(replace(game, lang="fr", held=True, organiser=OrganiserLogin(
        "scrypt$16384$8$1$00$00", ("ssh-ed25519 AAAA organiser",))), Policy(3600), 0)
    assert game.steps_done and game.before is not None and "undo" in game.before
    return game


def test_the_header_and_body_keys_are_those_written() -> None:
    game = everything()
    assert keys("The game header (`header()`") == set(game_data.header(game))
    assert keys("The game body (`to_data()`)") == set(game_data.to_data(game))
    assert keys("Every resolution keeps the game just before it") == set(
        game_data.to_data(game)["before"])
