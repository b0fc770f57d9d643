"""What the new-game form (`new_game.py`) offers and says of what was typed, field by
field: the built-in worlds of a ruleset, a file name free in the saves' folder; a seat
row's name, faction and PIN, the seats a ruleset is played by, the seed and the file
name, each checked into one sentence ('' when it is right), in the player's language.
The screen shows each under its field.
"""

from __future__ import annotations

from pathlib import Path

from hexterm.engine.errors import SeatError
from hexterm.engine.ruleset import SeatForm
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import MIN_PIN, check_new_pin, check_seat_name, not_the_organisers
from hexterm.i18n import t, title_said
from hexterm.save import savegame
from hexterm.screens.shared.common import sentence
from hexterm.worlds import builtin_names, load_scenario

SEED_DIGITS = 18
"""A seed has at most 18 digits: a save stores it as a 64-bit integer."""


def builtin_worlds(ruleset: str) -> list[tuple[str, str]]:
    """(title, name) of the built-in worlds of `ruleset`, its default world first."""
    worlds = []
    for name in builtin_names():
        scenario, _ = load_scenario(ruleset, name)
        if scenario.get("ruleset", ruleset) == ruleset:
            worlds.append((title_said(str(scenario.get("title") or name), ruleset), name))
    default = get_ruleset(ruleset).default_scenario
    worlds.sort(key=lambda world: world[1] != default)
    return worlds


def free_stem(folder: Path, stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`…: the first with no save of that name in `folder`."""
    number, candidate = 1, stem
    while (folder / (candidate + savegame.SUFFIX)).exists():
        number += 1
        candidate = f"{stem}-{number}"
    return candidate


def seat_hint(form: SeatForm | None) -> str:
    """What the seat rows need, in a line: a fixed list of names, or the PIN's
    meaning and, where the list allows it, that several seats may share a faction."""
    if form is None:
        return ""
    if form.names:
        return t("This scenario is played by {names}.", names=", ".join(form.names))
    return t("A PIN has at least {least} characters, typed twice; empty means none.",
             least=MIN_PIN)


def seats_sentence(form: SeatForm | None, ruleset: str, problem: str) -> str:
    """Why no seat may be added or taken away: the seats `ruleset` is played by on the
    scenario read into `form` (None: the scenario's `problem`)."""
    title = t(get_ruleset(ruleset).title)
    if form is None:
        return problem
    if form.names:
        return t("This scenario is played by {names}.", names=", ".join(form.names))
    if form.min_seats == form.max_seats:
        return t("{ruleset} on this scenario is played by {count} seats.",
                 ruleset=title, count=form.min_seats)
    return t("{ruleset} is played by {low} to {high} seats.", ruleset=title,
             low=form.min_seats, high=form.max_seats)


def seat_problem(name: str, faction: str, seen: set[str], form: SeatForm) -> tuple[str, str]:
    """A seat row's name as checked, and what is wrong with its name or its faction
    ('' if nothing), the rows above it having the names `seen`."""
    problem = ""
    try:
        name = check_seat_name(name)
    except SeatError:
        problem = (t("Give this seat a name.") if not name.strip() else
                   t("A seat's name has 1 to 32 letters (a to z), digits, - or _ and "
                     "starts with a letter."))
    if not problem:
        try:  # not the organiser's login names
            not_the_organisers(name)
        except SeatError:
            problem = t("organiser and organisateur are the organiser's login "
                        "names: give this seat another name.")
    if not problem and name in seen:
        problem = t("Two seats are called {name}.", name=name)
    if not problem and not faction:
        problem = t("Fill in this seat's {what}.", what=t(form.faction))
    return name, problem


def pin_problem(pin: str, again: str) -> str:
    """What is wrong with a seat's PIN typed as `pin` then `again` ('' if nothing):
    the rule of every new PIN (`check_new_pin`), then the two alike."""
    if pin:
        try:
            check_new_pin(pin)
        except SeatError as exc:
            return sentence(exc)
    return "" if pin == again else t("The two PINs typed for this seat differ.")


def seed_problem(text: str) -> str:
    """What is wrong with the seed typed ('' if nothing: a whole number the save holds)."""
    ok = text.isascii() and text.isdigit() and len(text) <= SEED_DIGITS
    return "" if ok else t("The seed is a whole number of at most {digits} digits.",
                           digits=SEED_DIGITS)


def stem_problem(stem: str) -> str:
    """What is wrong with the save's file name typed, without its suffix ('' if
    nothing)."""
    if not stem:
        return t("Give the save a file name.")
    if any(c in stem for c in "/\\\0:") or stem.startswith("."):
        return t("A file name has no /, \\ or : and does not start with a dot.")
    return ""
