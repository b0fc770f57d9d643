"""Bots for the SAGA campaign: legal inputs for a seat the program plays, drawn from
the game's dice, so that `hexterm autoplay` plays a whole campaign (battles settled by
the dice helper).

They bid a little, raise bands in their villages while their PP and the upkeep allow,
send their bands to the best terrain in reach (a prestigious one, a developed one, an
enemy's village when they are strong), pass now and then, and build villages on good
terrains. Every line they write is checked by the rules before it is kept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.saga import management, movement, preparation
from hexterm.engine.saga.inputs import Line, Move
from hexterm.engine.saga.model import SagaState
from hexterm.engine.saga.tables import (
    FIGURES_PER_POINT,
    INCOME,
    PORTAL_COST,
    Kind,
    upkeep,
)

KINDS = tuple(FIGURES_PER_POINT)


def bid(state: SagaState, seat: str, dice: Dice) -> int:
    return min(state.player(seat).pp // 4, dice.below(4))


def favour(state: SagaState, seat: str) -> tuple[str, ...]:
    """The favourite puts itself first among the tied, the rest as they were."""
    among = preparation.tied(state)
    return tuple(sorted(among, key=lambda s: (s != seat, state.initiative.index(s))))


def _keep(state: SagaState, groups: Sequence[Sequence[Line]],
          apply: Callable[[SagaState, Sequence[Line]], object]) -> tuple[Line, ...]:
    """The groups of lines the rules accept, in order: a group that would be refused is
    left out whole (a band is raised with its units, or not at all)."""
    kept: list[Line] = []
    for group in groups:
        try:
            apply(state, (*kept, *group))
        except IllegalOrderError:
            continue
        kept += group
    return tuple(kept)


def _name(state: SagaState, seat: str, also: Sequence[Line] = ()) -> str:
    """A lord's name no band has: the seat's name and a number."""
    taken = {b.name.casefold() for b in state.bands}
    taken |= {lord.name.casefold() for p in state.players for lord in p.fallen}
    taken |= {line.args[0].casefold() for line in also if line.verb == "band"}
    number = 1
    while f"{seat}{number}".casefold() in taken:
        number += 1
    return f"{seat}{number}"


def prepare(state: SagaState, seat: str, turn: int, dice: Dice) -> tuple[Line, ...]:
    """Raise a band in each free village, and bring back units at half strength."""
    player = state.player(seat)
    budget = player.pp - 2
    total = sum(b.halves for b in state.bands_of(seat))
    groups: list[list[Line]] = []
    for village in state.villages_of(seat):
        here = [b for b in state.bands_at(village) if b.seat == seat]
        if here or state.lords_of(seat) + len(groups) >= state.row.lords:
            continue
        points = min(budget, 4 + dice.below(4))
        if points < 4 or upkeep(total + 2 * points) > management.income(state, seat) + 2:
            break
        name = _name(state, seat, [line for group in groups for line in group])
        raised = [Line("band", (name, village))]
        left = points
        while left:
            size = min(left, 1 + dice.below(2))
            raised.append(Line("recruit", (name, KINDS[dice.below(len(KINDS))], str(size))))
            left -= size
        groups.append(raised)
        budget -= points
        total += 2 * points
    for band in state.bands_of(seat):
        for unit in band.units:
            if band.terrain in state.villages_of(seat) and unit.figures < unit.full \
                    and budget >= unit.points:
                groups.append([Line("reinforce", (band.name, unit.name))])
                budget -= unit.points

    def apply(s: SagaState, chosen: Sequence[Line]) -> object:
        return preparation.prepare(s, seat, chosen, turn)

    return _keep(state, groups, apply)


def declare(state: SagaState, seat: str, dice: Dice) -> Move:
    """The best move in reach, or a pass when nothing is worth it; a band on a
    prestigious terrain stays to guard it."""
    best: tuple[int, str, tuple[str, ...]] | None = None
    for band in movement.movable(state, seat):
        if state.board.kind(band.terrain) is Kind.PRESTIGIOUS:
            continue  # it guards what it took
        for terrain, path in movement.reachable(state, band).items():
            worth = _worth(state, seat, band.halves, terrain) * 10 + dice.below(10)
            if worth > 10 and (best is None or worth > best[0]):
                best = (worth, band.name, path)
    if best is None or dice.below(6) == 0:
        return Move()
    return Move(best[1], best[2])


def _worth(state: SagaState, seat: str, strength: int, terrain: str) -> int:
    owner = state.owners.get(terrain)
    if owner == seat:
        return 0
    enemies = sum(b.halves for b in state.bands_at(terrain) if b.seat != seat)
    if enemies > strength:
        return 0
    kind = state.board.kind(terrain)
    worth = {Kind.PRESTIGIOUS: 4, Kind.DEVELOPED: 3, Kind.NORMAL: 2}[kind]
    village = state.villages.get(terrain)
    if village is not None and village.seat != seat:
        worth += 2
    return worth


def manage(state: SagaState, seat: str, turn: int, dice: Dice) -> tuple[Line, ...]:
    """A village on the best terrain held, while the PP last; an invasion for an outer
    faction with PP to spare."""
    lines: list[list[Line]] = []
    held = [t for t, s in state.owners.items() if s == seat and t not in state.villages]
    held.sort(key=lambda t: (-INCOME[state.board.kind(t)], t))
    if held and dice.below(2) == 0:
        lines.append([Line("village", (held[0],))])
    player = state.player(seat)
    if player.outer and player.pp >= PORTAL_COST + 10:
        free = [t for t in state.board.names() if not state.bands_at(t)
                and (t not in state.villages or state.villages[t].seat == seat)]
        if free:
            terrain = free[dice.below(len(free))]
            lines.append([Line("invade", (terrain, _name(state, seat), "warriors", "2",
                                          "hearthguards", "2"))])

    def apply(s: SagaState, chosen: Sequence[Line]) -> object:
        return management.manage(s, seat, chosen, turn)

    return _keep(state, lines, apply)


def numbered(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """The lines numbered as the text of them would be."""
    return tuple(replace(line, number=n) for n, line in enumerate(lines, 1))

