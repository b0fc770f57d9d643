"""A Med-Fan campaign's opening from its scenario, and the scenario's mistakes all at
once (issue 30, `Ruleset.scenario_mistakes`).

The scenario gives the options the players may also choose (`treasury`, `generous`,
`battles`, `share`; `rolled_length`, `yields`) and, for a campaign set at some point,
what `placement` reads (territories, treasuries, armies, missing figures, the phase).
One reading (`opening`) gathers every mistake in a `Found`: `build_state` (`new_state`)
refuses the first, `campaign_mistakes` gives them all, with the save's check
(`check_state`) of the state read and the unknown keys, each with the nearest one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.dice import Dice, SeededDice
from hexterm.engine.errors import ScenarioError, StateError
from hexterm.engine.medfan import campaign, integrity
from hexterm.engine.medfan.model import MedState, Options
from hexterm.engine.medfan.placement import TERRITORY_KEYS, named_seats, placed
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.mistakes import Mistake, in_table
from hexterm.engine.mistakes_found import Found, in_its_table
from hexterm.engine.seats import Seat
from hexterm.engine.typed import flag_field, whole_field

TOP_KEYS = ("title", "ruleset", "treasury", "generous", "battles", "share", "rolled_length",
            "yields", "territory", "treasuries", "armies", "missing", "phase")
ADAPTABLE = ("rich-exploitation", "exploitation", "poor-exploitation")
"""The capabilities whose fixed yield a scenario may adapt."""


def _generous(value: object) -> bool:
    if value not in ("no", "yes", True, False):
        raise ScenarioError(WORDS.phrase("generous is yes or no, not {value!r}", value=value))
    return value in ("yes", True)


def options_of(scenario: Mapping[str, Any], found: Found | None = None) -> Options:
    """The campaign's options (with `found`, each mistake kept there, else the first
    raised)."""
    mistakes = found if found is not None else Found()

    def whole(key: str, default: int, lo: int, hi: int) -> int:
        return mistakes.read((key,), default, whole_field, scenario.get(key, default), key,
                             lo, hi)

    options = Options(whole("treasury", 500, 0, 100000),
                      mistakes.read(("generous",), False, _generous,
                                    scenario.get("generous", "no")),
                      whole("battles", 0, 0, 999), whole("share", 50, 0, 100),
                      mistakes.read(("rolled_length",), False, flag_field,
                                    scenario.get("rolled_length", False), "rolled_length"),
                      yields_of(scenario, mistakes))
    if found is None:
        mistakes.refuse()
    return options


def yields_of(scenario: Mapping[str, Any], found: Found) -> dict[str, int]:
    """The territories' yields a scenario adapts (001, "Cette somme est ajustable, mais
    éventuellement adapter les valeurs de gains dus aux terrains dans ce cas"): a table
    `yields` of the exploitations' # a battle."""
    table = scenario.get("yields", {})
    if not isinstance(table, Mapping):
        found.add(("yields",), WORDS.phrase("yields is a table: exploitation = 40, …"))
        return {}
    for key in table:
        if key not in ADAPTABLE:
            found.add(("yields", key), in_table("yields", WORDS.phrase(
                "{key!r} is not one of {known}", key=key, known=", ".join(ADAPTABLE))))
    return {key: found.read(("yields", key), 0, in_its_table("yields", whole_field), table[key],
                            key, 0, 100000)
            for key in ADAPTABLE if key in table}


def opening(scenario: Mapping[str, Any], seats: Sequence[Seat], dice: Dice, found: Found
            ) -> MedState:
    """The campaign's opening state, each mistake kept in `found` (the state is the
    game's only when there is none)."""
    state = campaign.open_campaign(options_of(scenario, found),
                                   [(s.name, s.faction) for s in seats], dice)
    state = placed(state, scenario, found)
    found.keys(scenario, TOP_KEYS, ())
    items = scenario.get("territory", [])
    for n, item in enumerate(items if isinstance(items, list) else [], 1):
        found.keys(item, TERRITORY_KEYS, ("territory", n - 1),
                   WORDS.phrase("territory {n}", n=n))
    return state


def build_state(scenario: Mapping[str, Any], seats: Sequence[Seat], dice: Dice) -> MedState:
    """The campaign's opening state (ScenarioError: the first of its mistakes)."""
    found = Found()
    state = opening(scenario, seats, dice, found)
    found.refuse()
    return state


def campaign_mistakes(scenario: Mapping[str, Any]) -> list[Mistake]:
    """Every mistake of a Med-Fan scenario: read with the seats it names (two seats of
    no name of its own when it names none), then the save's check of the state read."""
    found = Found()
    names = named_seats(scenario) or ("1", "2")
    seats = [Seat(name, name) for name in names]
    state = opening(scenario, seats, SeededDice(0, "check"), found)
    if not found.mistakes:
        try:
            integrity.check_state(state, seats)
        except StateError as error:
            found.refused((), error)
    return found.mistakes
