"""A player's go on the tactical board: the activation typed (`UNIT: PATH`, `UNIT
extra: PATH`, `UNIT minimal: STEP`, `UNIT hold`, `pass`), read and written back, the
units a seat has still to activate, and the check of an activation against the sheet
(docs/rules/tactical.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.tactical.envelope import allocation
from hexterm.engine.tactical.model import Battle
from hexterm.engine.tactical.paths import Step as PathStep
from hexterm.engine.tactical.paths import Traced, minimal, read_path, trace

ACTIVATION = re.compile(r"^\s*(?P<unit>[^\s:]+)\s*(?P<how>extra|minimal)?\s*"
                        r"(:\s*(?P<path>.*)|\s+(?P<hold>hold))\s*$", re.DOTALL)


@dataclass(frozen=True, slots=True)
class Activation:
    """A player's go: a unit and its path (None: it holds), or a pass (unit "")."""

    unit: str = ""
    path: tuple[PathStep, ...] | None = None
    extra: bool = False  # the Mouvement Supplémentaire
    minimal: bool = False  # the Mouvement Minimal


@dataclass(frozen=True, slots=True)
class TacticalState:
    battle: Battle
    seats: tuple[str, ...]
    go: int = 0  # whose go it is: an index in seats


def read_activation(text: str) -> Activation:
    if text.strip().lower() == "pass":
        return Activation()
    found = ACTIVATION.match(text.strip())
    if found is None:
        raise OrderSyntaxError("write UNIT: PATH, UNIT extra: PATH, UNIT minimal: STEP, "
                               "UNIT hold or pass")
    path = None if found["hold"] else tuple(read_path(found["path"] or ""))
    if found["how"] == "minimal" and (path is None or len(path) != 1):
        raise OrderSyntaxError("a Mouvement Minimal is one step: a hex or a turn")
    return Activation(found["unit"], path, found["how"] == "extra", found["how"] == "minimal")


def format_activation(a: Activation) -> str:
    if not a.unit:
        return "pass\n"
    if a.path is None:
        return f"{a.unit} hold\n"
    how = " extra" if a.extra else " minimal" if a.minimal else ""
    return f"{a.unit}{how}: {' → '.join(map(str, a.path))}\n"


def waiting(battle: Battle, seat: str) -> list[str]:
    """`seat`'s units still to be activated this turn."""
    return [u.name for u in battle.on_board() if u.seat == seat
            and u.name not in battle.activated]


def checked(state: TacticalState, seat: str, a: Activation) -> Traced | None:
    """The activation's path traced (None for a hold or a pass); IllegalOrderError when
    the sheet refuses it."""
    battle = state.battle
    if not a.unit:
        return None
    names = [u.name for u in battle.units]
    if a.unit not in names:
        raise IllegalOrderError(f"there is no unit {a.unit}")
    unit = battle.unit(a.unit)
    if unit.seat != seat:
        raise IllegalOrderError(f"{a.unit} is not {seat}'s")
    if a.unit not in waiting(battle, seat):
        raise IllegalOrderError(f"{a.unit} has already been activated this turn")
    if a.path is None:
        return None
    if (a.extra or a.minimal) and unit.out_of_breath:
        raise IllegalOrderError(f"{a.unit} is out of breath: no Mouvement "
                                + ("Supplémentaire" if a.extra else "Minimal"))
    board = battle.board
    if a.minimal:
        return minimal(board, unit.mover(), a.path[0], allocation(unit.mover(), board),
                       enemies=battle.hexes_of(seat, friends=False),
                       friends=battle.stacks(unit))
    return trace(board, unit.mover(), list(a.path),
                 allocation(unit.mover(), board, extra=a.extra),
                 enemies=battle.hexes_of(seat, friends=False),
                 friends=battle.stacks(unit))
