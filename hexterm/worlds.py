"""Scenarios from files or built in, and new games made from them (written to disk by
`hexterm.table.create_game`, the one authority over a save).

A built-in world is a data file in `hexterm/scenarios/`; any other name is a path.
`start_game`, `new_seed` and `new_pin_hash` are the start of a game shared by `hexterm
new` and the new-game screen (a seed and the salt of a PIN are drawn here, at the edge:
the engine draws nothing).
"""

from __future__ import annotations

import secrets
import tomllib
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from hexterm.engine import game as games
from hexterm.engine.errors import HextermError, ScenarioError
from hexterm.engine.messages import Message, message_of, phrase
from hexterm.engine.mistakes import PlacedError
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat, check_new_pin, hash_pin
from hexterm.scenario_check import (
    BROKEN,
    broken_refusal,
    made_refusal,
    ruleset_refusals,
    said_all,
    save_refusal,
    syntax_refusal,
)

MAX_SCENARIO_BYTES = 8 * 1024 * 1024


def read_text(path: Path, limit: int, what: str | Message) -> str:
    """The UTF-8 text of the file `path` (a `what`: a message, "case file"), refused
    past `limit` bytes; each refusal a shared message."""
    if path.is_dir():
        raise HextermError(phrase("{path} is a folder, not a {what}", path=str(path),
                                  what=what))
    if not path.is_file():
        raise HextermError(phrase("no {what} {path!r}", what=what, path=str(path)))
    if path.stat().st_size > limit:
        raise HextermError(phrase("{path} is larger than {limit:,} bytes", path=str(path),
                                  limit=limit))
    try:
        return path.read_text("utf-8")
    except UnicodeDecodeError:
        raise HextermError(phrase("{path} is not UTF-8 text", path=str(path))) from None


def builtin_names() -> list[str]:
    folder = resources.files("hexterm.scenarios")
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".toml"))


def parse_scenario(text: str, where: str | Message) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:  # the TOML reader's own words stay English
        raise ScenarioError(phrase("{where} is not valid TOML: {said}", where=where,
                                   said=str(exc))) from None


def load_scenario(ruleset: str, ref: str | None) -> tuple[dict[str, Any], str]:
    """(parsed scenario, its name) for `ref`: a built-in name, a file, or the default."""
    data, name, _, _ = read_scenario(ruleset, ref)
    return data, name


def read_scenario(ruleset: str | None, ref: str | None
                  ) -> tuple[dict[str, Any], str, str, str]:
    """(parsed scenario, its name, its text, its file as messages name it) for `ref`: a
    built-in name, a file, or the default of `ruleset` (None: any ruleset, the one the
    file declares)."""
    name = ref or (get_ruleset(ruleset).default_scenario if ruleset else "")
    if not name:
        raise ScenarioError(phrase("{ruleset} has no built-in scenario: give one with "
                                   "--scenario", ruleset=ruleset))
    if name in builtin_names():
        text = resources.files("hexterm.scenarios").joinpath(f"{name}.toml").read_text("utf-8")
        return (parse_scenario(text, phrase("built-in scenario {name!r}", name=name)), name,
                text, f"{name}.toml")
    path = Path(name)
    if not path.is_file():
        raise ScenarioError(phrase("no scenario {name!r}: it is neither a file nor a built-in "
                                   "world ({known})", name=name,
                                   known=", ".join(builtin_names())))
    text = read_text(path, MAX_SCENARIO_BYTES, phrase("scenario file"))
    try:
        data = parse_scenario(text, str(path))
    except ScenarioError:
        refusal = syntax_refusal(text, str(path))  # the same error, with its line
        if refusal is None:
            raise
        raise ScenarioError(refusal) from None
    declared = data.get("ruleset", ruleset)
    if ruleset is not None and declared != ruleset:
        raise ScenarioError(phrase("{path} is a {declared} scenario, not a {ruleset} one",
                                   path=str(path), declared=declared, ruleset=ruleset))
    return data, path.stem, text, str(path)


def start_game(ruleset: str, ref: str | None, seats: list[Seat], seed: int,
               options: Mapping[str, Any] | None = None) -> games.Game:
    """A new game of `ruleset` on the scenario `ref` (default: the built-in world), with
    the players' `options` (the ruleset's `GameOption`s) over the scenario's keys; a
    scenario with mistakes (`hexterm check`'s, all of them) is refused, and so is a game
    whose save could not be opened."""
    scenario, name, text, file = read_scenario(ruleset, ref)
    declared = scenario.get("ruleset", ruleset)
    if declared != ruleset:
        raise ScenarioError(phrase("the scenario {name!r} is for the {declared} rules, not "
                                   "{ruleset}", name=name, declared=declared, ruleset=ruleset))
    scenario = {**scenario, **(options or {})}
    mistakes = ruleset_refusals(text, file, scenario, ruleset)
    if mistakes:
        raise ScenarioError(said_all(mistakes))
    try:
        game = games.new_game(ruleset, scenario, seats, seed,
                              title=str(scenario.get("title", name)))
    except PlacedError as exc:  # the loader's refusal, at its line (as the check's)
        raise ScenarioError(made_refusal(text, file, exc)) from None
    except HextermError:
        raise
    except BROKEN as exc:  # never a traceback: the scenario's error, said
        raise ScenarioError(broken_refusal(file, exc)) from None
    refusal = save_refusal(game)
    if refusal is not None:
        raise ScenarioError(phrase("{file}: {said}", file=file, said=refusal))
    return game


def read_options(ruleset: str, given: Sequence[str]) -> dict[str, Any]:
    """The game options written KEY=VALUE, checked against the ruleset's options."""
    known = {o.key: o for o in get_ruleset(ruleset).options}
    out: dict[str, Any] = {}
    for text in given:
        key, sep, value = text.partition("=")
        if not sep or key not in known:
            raise ScenarioError(phrase("option {text!r}: write KEY=VALUE with a key of the "
                                       "{ruleset} rules (options: {names})", text=text,
                                       ruleset=ruleset,
                                       names=", ".join(known) or phrase("none")))
        try:
            out[key] = known[key].read(value)
        except ValueError as exc:
            raise ScenarioError(phrase("option {text!r}: {said}", text=text,
                                       said=message_of(exc))) from None
    return out


NEW_SEED_BELOW = 10**9
"""A seed drawn for the players has at most nine digits, easy to note and type again."""


def new_seed() -> int:
    """A seed for a new game drawn from the system (never from a game: the engine draws
    nothing), as `hexterm new` and the new-game form do when none is given."""
    return secrets.randbelow(NEW_SEED_BELOW)


def new_pin_hash(pin: str) -> str | None:
    """The stored form of a newly chosen PIN with a fresh random salt (None: no PIN);
    a SeatError when the PIN breaks the rule of new PINs (`check_new_pin`)."""
    return hash_pin(check_new_pin(pin), secrets.token_bytes(16)) if pin else None
