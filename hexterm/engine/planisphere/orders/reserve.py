"""What the reserve form offers: recruits to convert, cards to sacrifice or train, and
what each weapon master can teach.

The reserve orders are the commander's lines before any unit (`lines.ReserveOrder`,
carried out by `economy.training` at the start of phase 1): ``convert KIND`` turns
recruit cards into one card of a catalogue entry (1 recruit + 1 per full 4 DA of its
deployment cost: the rulebook's Légion de Libéria, 9 DA, takes 3); ``sacrifice CARD``
makes a reserve card a weapon master; ``train CARD as KEY with MASTER:WHAT ...`` gives
a card what masters teach. This module lists, from the seat's side only, the choices
of those fields; the checks that decide are `training.check`'s, run on the whole
orders by `legality`.
"""

from __future__ import annotations

from dataclasses import dataclass

from hexterm.engine.planisphere.economy.training import Ledger, code_order, free_recruits
from hexterm.engine.planisphere.io.scenario import RECRUIT
from hexterm.engine.planisphere.model import CHARACTERISTICS, PlanState
from hexterm.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class Convertible:
    """A catalogue entry recruits can be converted into: `recruits` cards it takes, and
    the names of the item cards (`material`) it takes from the chest."""

    key: str
    name: str
    recruits: int
    material: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Lesson:
    """One thing a weapon master can teach: a characteristic with its value, or a
    capability (`value` None). `word` is what the train line writes after MASTER:."""

    master: str
    master_name: str  # the unit type the master came from
    word: str
    value: int | None


def convertible(state: PlanState, seat: Seat) -> list[Convertible]:
    """The faction's catalogue entries other than the recruit, in catalogue order."""
    out = []
    for key in state.factions[seat.faction].catalogue:
        kind = state.types.get(key)
        if kind is not None and key != RECRUIT.key:
            material = tuple(state.items[m].name if m in state.items else m
                             for m in kind.material)
            out.append(Convertible(key, kind.name, kind.recruits_to_convert, material))
    return out


def spare_recruits(state: PlanState, seat: Seat) -> int:
    """The recruit cards of the faction's reserve (what conversions spend)."""
    return len(free_recruits(state, seat.faction, Ledger()))


def reserve_cards(state: PlanState, seat: Seat) -> list[tuple[str, str]]:
    """(code, unit type name) of the cards in the faction's reserve, in number order."""
    return [(u.code, state.unit_type(u).name)
            for u in sorted(state.reserve(seat.faction), key=lambda u: code_order(u.code))]


def lessons(state: PlanState, seat: Seat) -> list[Lesson]:
    """What each weapon master of the faction can teach: its characteristics above 0,
    then its capabilities; masters by code."""
    out = []
    masters = state.factions[seat.faction].masters
    for code in sorted(masters, key=code_order):
        kind = state.types.get(masters[code])
        if kind is None:
            continue
        out += [Lesson(code, kind.name, c, getattr(kind, c)) for c in CHARACTERISTICS
                if getattr(kind, c) > 0]
        out += [Lesson(code, kind.name, c, None) for c in sorted(kind.capabilities)]
    return out
