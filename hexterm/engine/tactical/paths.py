"""A movement written as a path, checked step by step against the sheet: what each step
costs and the running total, or the one condition that refuses it (003, "Action de
Mouvement"; docs/rules/tactical.md).

A path is written as its steps, separated by spaces, commas or arrows (`->` or `→`,
mixed as one likes); it may begin with the unit's own hex (`from_unit` drops it):

    B03 → turn NE → B04 → place close-flight
    B04 B03 B02, turn NE -> A02

a hex label (step into that hex, which must be in the front zone), `turn DIRECTION`
(reorient to face that side: N, NE, SE, S, SW/SO, NW/NO), `place PLACEMENT`
(deep-infiltration, close-infiltration, ground, close-flight, flight) or, last, `exit
DIRECTION` (off the map, across the edge of a hex of the front zone: it costs what a
clear hex does, reading T19). The log writes
it back with each step's cost: ``C03 → B03 (1) → turn NE (0.5) → B04 (1.5)``.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.hexgrid import Direction, DirectionError, Hex, LabelError
from hexterm.engine.messages import Message
from hexterm.engine.tactical.board import DIRECTIONS, Board
from hexterm.engine.tactical.classes import MINIMAL, Ground, Placement, Side
from hexterm.engine.tactical.envelope import Friends, Search, hex_cost, stacks
from hexterm.engine.tactical.movers import CROSSING, MOST_STACKED, PLACES, Mover, Watch
from hexterm.engine.tactical.vocabulary import FRENCH_VERBS, PLACEMENTS, VERBS
from hexterm.engine.tactical.words import (
    WORDS,
    class_word,
    facing_word,
    ground_word,
    placement_word,
    step_said,
)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a path: `kind` hex, turn or place, and what it goes to."""

    kind: str
    hex: Hex | None = None
    facing: int = 0
    placement: Placement = Placement.GROUND

    def __str__(self) -> str:
        if self.kind == "hex" and self.hex is not None:
            return self.hex.label
        if self.kind == "turn":
            return f"turn {DIRECTIONS[self.facing].name}"
        if self.kind == "exit":
            return f"exit {DIRECTIONS[self.facing].name}"
        return f"place {self.placement.name.lower().replace('_', '-')}"

    def said(self) -> Message | str:
        """The step as a sentence says it, in the player's words ("turn NE": "pivot NE")."""
        if self.kind == "hex" and self.hex is not None:
            return self.hex.label
        facing = facing_word(DIRECTIONS[self.facing].name)
        if self.kind == "turn":
            return WORDS.phrase("turn {facing}", facing=facing)
        if self.kind == "exit":
            return WORDS.phrase("exit {facing}", facing=facing)
        return WORDS.phrase("place {placement}", placement=placement_word(self.placement))


def path_said(steps: Sequence[Message | str]) -> Message | str:
    """Steps one after the other, as a sentence says them: "B03 → turn NE → B04"."""
    said = steps[0] if steps else ""
    for step in steps[1:]:
        said = WORDS.phrase("{path} → {step}", path=said, step=step)
    return said


SEPARATORS = re.compile(r"→|->|,|\s+")
"""What may stand between two steps: spaces, commas, arrows."""
EXAMPLE = "B03 -> B04, turn NE B05"
"""A path written with each separator, as the prompts show it."""


def read_path(text: str) -> list[Step]:
    """The steps of a written path (OrderSyntaxError naming the step that cannot be
    read, or the character that does not separate two steps)."""
    words = [w for w in SEPARATORS.split(text) if w]
    steps: list[Step] = []
    at = 0
    while at < len(words):
        number = len(steps) + 1
        verb = words[at].lower()
        if verb in VERBS:
            if at + 1 >= len(words):
                french = verb in FRENCH_VERBS  # the example in the player's own words
                what = ("vol" if french else "flight") if VERBS[verb] == "place" else \
                    ("NO" if french else "NE")
                raise OrderSyntaxError(step_said(number, WORDS.phrase(
                    "{verb} names what it goes to (for instance {example})", verb=verb,
                    example=f"{verb} {what}")))
            part = f"{words[at]} {words[at + 1]}"
            at += 2
        else:
            part = words[at]
            at += 1
        steps.append(_step(number, part))
    return steps


def _step(number: int, part: str) -> Step:
    """One step, written `HEX`, `turn DIRECTION`, `place PLACEMENT` or `exit
    DIRECTION`."""
    words = part.split()
    verb = VERBS.get(words[0].lower(), "")
    try:
        if verb in ("turn", "exit"):
            return Step(verb, facing=DIRECTIONS.index(Direction.parse(words[1])))
        if verb == "place" and words[1].lower() in PLACEMENTS:
            return Step("place", placement=PLACEMENTS[words[1].lower()])
        if len(words) == 1:
            return Step("hex", hex=Hex.parse(words[0]))
    except (LabelError, DirectionError):
        pass
    odd = next((c for c in words[-1] if not (c.isalnum() or c == "-")), None)
    if odd is None and not verb and "-" in part:
        odd = "-"
    if odd is not None:
        raise OrderSyntaxError(step_said(number, WORDS.phrase(
            "{odd!r} does not separate the steps of a path: write spaces, commas or -> "
            "between them, as in {example}", odd=odd,
            example=WORDS.phrase("B03 -> B04, turn NE B05"))))
    raise OrderSyntaxError(step_said(number, WORDS.phrase(
        "{part!r} is not a hex, turn DIRECTION, place PLACEMENT or exit DIRECTION",
        part=part)))


def from_unit(path: tuple[Step, ...], hex: Hex | None) -> tuple[Step, ...]:
    """The path without its first step when that is the unit's own hex (`hex`): a path
    may be written from where the unit stands."""
    if path and path[0].kind == "hex" and path[0].hex == hex:
        return path[1:]
    return path


@dataclass(frozen=True, slots=True)
class Traced:
    """A path checked: each step with its cost and the total after it (half points),
    and where the unit ends."""

    start: tuple[Hex, int, Placement]
    steps: tuple[tuple[Step, int, int], ...]
    end: tuple[Hex, int, Placement]

    @property
    def total(self) -> int:
        return self.steps[-1][2] if self.steps else 0

    def __str__(self) -> str:
        return " → ".join([self.start[0].label, *(f"{step} ({points(cost)})"
                                                  for step, cost, _ in self.steps)])


def points(half: int) -> str:
    """Half points as the sheet writes PMvt: 3 → "1.5", 4 → "2"."""
    return str(half // 2) + (".5" if half % 2 else "")


def trace(board: Board, mover: Mover, path: list[Step], budget: int, *,
          enemies: Collection[Hex] = (), friends: Friends = (),
          minimal_cost: int | None = None, watch: Watch | None = None) -> Traced:
    """`path` checked from `mover`'s state; IllegalOrderError saying which condition of
    the sheet the first refused step fails (`minimal_cost`: what a hex entered only by a
    Mouvement Minimal costs, in one)."""
    search = Search(board, mover, budget, enemies=enemies, friends=friends,
                    minimal_cost=minimal_cost, watch=watch)
    size = board.size
    began = (mover.hex, mover.facing, mover.placement)
    state, spent = search.start, 0
    done: list[tuple[Step, int, int]] = []
    placed: tuple[int, int] | None = None  # the state and points before a placement step
    for number, step in enumerate(path, 1):
        hex_index, facing, place, turned = _unpack(state)
        here = board.hexes[hex_index]
        if step.kind == "turn" and placed is not None:
            # the reorientation that comes with a placement change costs nothing more
            before, was_spent = placed
            target = ((hex_index * 6 + step.facing) * PLACES + place) << 1 | 1
            if target in dict(search.moves(before, was_spent)):
                done.append((step, 0, spent))
                state, placed = target, None
                continue
        placed = (state, spent) if step.kind == "place" else None
        if step.kind == "exit":
            cost = _exit(board, mover, search, number, len(path), here, facing,
                         Placement(place), step, spent)
            spent += cost
            if spent > budget:
                raise _over(number, step, spent, budget)
            done.append((step, cost, spent))
            return Traced(began, tuple(done),
                          (here.neighbours()[step.facing], facing, Placement(place)))
        if step.kind == "hex":
            assert step.hex is not None
            if step.hex not in size:
                raise IllegalOrderError(step_said(number, WORDS.phrase(
                    "{hex} is off the board", hex=step.hex.label)))
            target_hex = size.index(step.hex)
            target = ((target_hex * 6 + facing) * PLACES + place) << 1
        elif step.kind == "turn":
            target = ((hex_index * 6 + step.facing) * PLACES + place) << 1 | 1
        else:
            target = ((hex_index * 6 + facing) * PLACES + step.placement) << 1 | 1
            # a placement step may come with any reorientation: keep the facing
        costs = {t: c for t, c in search.moves(state, spent) if t == target}
        if target not in costs and watch is not None and watch.touches(target):
            raise IllegalOrderError(step_said(number, WORDS.phrase(
                "{step} would bring the unit into contact with the enemy: a Mouvement does "
                "not engage (declare a charge: UNIT charge: PATH)", step=step.said())))
        if target not in costs:
            raise IllegalOrderError(step_said(number, _why(
                board, mover, search, here, facing, Placement(place), bool(turned), step,
                spent, budget)))
        spent += costs[target]
        if spent > budget:
            raise _over(number, step, spent, budget)
        done.append((step, costs[target], spent))
        state = target
    hex_index, facing, place, _ = _unpack(state)
    end = board.hexes[hex_index]
    stack = stacks(friends).get(end)
    if stack is not None and stack.points + mover.stacking > MOST_STACKED:
        raise IllegalOrderError(step_said(len(path), WORDS.phrase(
            "{hex} would hold {n} stacking points, more than {most}", hex=end.label,
            n=stack.points + mover.stacking, most=MOST_STACKED)))
    return Traced(began, tuple(done), (board.hexes[hex_index], facing, Placement(place)))


def _over(number: int, step: Step, spent: int, budget: int) -> IllegalOrderError:
    return IllegalOrderError(step_said(number, WORDS.phrase(
        "{step} brings the movement to {spent} PMvt, over the allocation of {allocation}",
        step=step.said(), spent=points(spent), allocation=points(budget))))


def _exit(board: Board, mover: Mover, search: Search, number: int, steps: int, here: Hex,
          facing: int, place: Placement, step: Step, spent: int) -> int:
    """What leaving the map costs (reading T19: as a clear hex, or a hex in flight or
    infiltrated; 1 more leaving a friend's hex); IllegalOrderError when it may not."""
    cls = mover.cls
    if number != steps:
        raise IllegalOrderError(step_said(number, WORDS.phrase(
            "{step} leaves the map: it can only be the last step", step=step.said())))
    if (step.facing - facing) % 6 not in (0, 1, 5):
        raise IllegalOrderError(step_said(number, WORDS.phrase(
            "{step}: that side is not in the front zone (facing {facing})", step=step.said(),
            facing=facing_word(DIRECTIONS[facing].name))))
    if here.neighbours()[step.facing] in board.size:
        raise IllegalOrderError(step_said(number, WORDS.phrase(
            "{step}: {hex} is not on the edge of the map that way", step=step.said(),
            hex=here.label)))
    if place.flying or place.infiltrated:
        budget = search.budget if search.minimal_cost is None else search.minimal_cost
        cost = hex_cost(cls, None, place, spent, budget)
    else:
        cost = cls.ground.get(Ground.CLEAR)
        if cost == MINIMAL:
            cost = search.minimal_cost
    if cost is None:
        raise IllegalOrderError(step_said(number, WORDS.phrase(
            "{step}: {cls} cannot leave the map from here", step=step.said(),
            cls=class_word(cls.name))))
    return cost + (CROSSING if board.size.index(here) in search.friend else 0)


def _unpack(state: int) -> tuple[int, int, int, int]:
    turned = state & 1
    rest = state >> 1
    place = rest % PLACES
    rest //= PLACES
    return rest // 6, rest % 6, place, turned


def _why(board: Board, mover: Mover, search: Search, here: Hex, facing: int,
         place: Placement, turned: bool, step: Step, spent: int, budget: int) -> Message:
    """The condition of the sheet a step fails, in one sentence."""
    cls = mover.cls
    if step.kind == "turn":
        if mover.mode == "hedgehog":
            return WORDS.phrase("a formation in hedgehog does not move")
        if turned:
            return WORDS.phrase("the unit has already reoriented at {hex}: one "
                                "reorientation between two hexes", hex=here.label)
        if mover.formation:
            return WORDS.phrase("a formation only turns about (180°)") \
                if cls.about_turn is not None else \
                WORDS.phrase("a formation of {cls} does not turn", cls=class_word(cls.name))
        return WORDS.phrase("the unit already faces {facing}",
                            facing=facing_word(DIRECTIONS[facing].name))
    if step.kind == "place":
        if step.placement not in cls.changes or place not in cls.changes:
            return WORDS.phrase("{cls} do not take the placement {step}",
                                cls=class_word(cls.name), step=step.said())
        if abs(step.placement - place) != 1:
            return WORDS.phrase("a placement changes one step at a time (infiltration ⇔ "
                                "close infiltration ⇔ ground ⇔ close flight ⇔ flight)")
        if turned:
            return WORDS.phrase("the unit has already reoriented or changed placement at "
                                "{hex}", hex=here.label)
        return WORDS.phrase("infiltrated, a placement step takes the whole allocation: "
                            "nothing may come before it")
    assert step.hex is not None
    there = step.hex
    direction = here.direction_to(there)
    if direction is None:
        return WORDS.phrase("{hex} is not next to {here}", hex=there.label, here=here.label)
    d = DIRECTIONS.index(direction)
    if (d - facing) % 6 not in (0, 1, 5):
        zone = [facing_word(DIRECTIONS[(facing + k) % 6].name) for k in (5, 0, 1)]
        return WORDS.phrase("{hex} is not in the front zone (facing {facing}: {zone})",
                            hex=there.label, facing=facing_word(DIRECTIONS[facing].name),
                            zone=WORDS.phrase("{a}, {b}, {c}", a=zone[0], b=zone[1],
                                              c=zone[2]))
    index = board.size.index(there)
    if index in search.enemy:
        return WORDS.phrase("{hex} is held by the enemy", hex=there.label)
    if mover.formation and index in search.friend:
        return WORDS.phrase("a formation does not stack with a friend")
    if index in search.friend and not search.friend[index].joinable:
        return WORDS.phrase("the units at {hex} do not let another join them (a full "
                            "formation)", hex=there.label)
    here_stack = search.friend.get(board.size.index(here))
    if here_stack is not None:
        if not here_stack.crossable:
            return WORDS.phrase("the units at {hex} may not be crossed (a formation of "
                                "more than four figures, or in hedgehog)", hex=here.label)
        if place.infiltrated:
            return WORDS.phrase("an infiltrated unit does not cross a friend")
        if here_stack.points + mover.stacking > MOST_STACKED:
            return WORDS.phrase("{hex} would hold more than {most} stacking points to "
                                "cross it", hex=here.label, most=MOST_STACKED)
    if place.flying:
        return WORDS.phrase("{cls} do not change hex in flight", cls=class_word(cls.name))
    if place.infiltrated:
        return WORDS.phrase("infiltrated, a hex takes the whole allocation: nothing may "
                            "come before it")
    side = board.side(here, there)
    ground = Ground.ROAD if side is Side.ROAD else board.terrain(there)
    table = cls.cave if there in board.caves and ground in cls.cave else cls.ground
    cost = table.get(ground)
    if cost is None:
        return WORDS.phrase("{cls} cannot enter {ground} ground", cls=class_word(cls.name),
                            ground=ground_word(ground))
    if cost == MINIMAL:
        return WORDS.phrase("{cls} enter {ground} ground only by a Mouvement Minimal",
                            cls=class_word(cls.name), ground=ground_word(ground))
    if side is Side.ROUGH and cls.rough_side is None:
        return WORDS.phrase("{cls} cannot cross a rough hex side", cls=class_word(cls.name))
    leaving = CROSSING if board.size.index(here) in search.friend else 0
    return WORDS.phrase("{hex} costs {cost} PMvt, {left} left", hex=there.label,
                        cost=points(cost + leaving), left=points(budget - spent))




def minimal(board: Board, mover: Mover, step: Step, budget: int, *,
            enemies: Collection[Hex] = (), friends: Friends = (),
            watch: Watch | None = None) -> Traced:
    """A Mouvement Minimal (003): one hex without pivoting, or one pivot without moving,
    whatever it costs; a hex entered "only by a Mouvement Minimal" costs the whole
    allocation (reading T10). IllegalOrderError as `trace` says it."""
    return trace(board, mover, [step], 10**6, enemies=enemies, friends=friends,
                 minimal_cost=budget, watch=watch)
