"""A unit's movement envelope: every hex, facing and placement it can reach in one
Action de Mouvement, and the fewest movement points it pays for each (003, "Action de
Mouvement"; docs/rules/tactical.md).

A state is (hex, facing, placement). From a state the unit may (the sheet's procedure):

- step into one of the three hexes of its front zone (its facing's side and the two
  beside it), keeping its facing, paying the hex's terrain for its class (a road side
  crossed: the road's cost; a rough side: its cost added; a cave: the cave's cost); in
  flight, the class's cost of a hex change whatever the terrain; never into a hex held
  by the enemy; into a friend's hex only if it is not a formation and the units there
  let it join, paying 1 more when it leaves a hex it shares with a friend (the
  crossing: not while infiltrated, nor across a formation of more than four figures or
  in hedgehog, nor where the hex would hold more than 10 stacking points);
- reorient, vertex by vertex (the first vertex at one price, each further at another;
  a formation only turns about, 180°), once between two hexes;
- change placement one step along the chain, the reorientation then free (only the
  placement's cost is paid; a formation turning about only, and never infiltrating); a
  flier may change hex and placement at once.

The searches are Dijkstra's over integer half points, a state packed in one int, with
a bucket a cost (Dial's: the costs are small whole numbers); the allocation bounds
them. Mouvement Minimal is apart (`minimal`): one hex without
pivoting, or one pivot, whatever it costs.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.board import Board
from hexterm.engine.tactical.classes import (
    ALL,
    CLASSES,
    MINIMAL,
    Ground,
    MovementClass,
    Placement,
    Side,
)
from hexterm.engine.tactical.movers import (
    CROSSING,
    MOST_STACKED,
    PLACES,
    Mover,
    Stack,
    Watch,
)


def _steps(board: Board, cls: MovementClass) -> list[int | None]:
    """The ground cost of each (hex, facing) step, in half points."""
    out: list[int | None] = []
    hexes = board.hexes
    for i, row in enumerate(board.neighbours):
        here = hexes[i]
        for j in row:
            if j < 0:
                out.append(None)
                continue
            there = hexes[j]
            side = board.side(here, there)
            ground = board.terrain(there)
            if side is Side.ROAD:
                ground = Ground.ROAD
            table = cls.cave if there in board.caves and ground in cls.cave else cls.ground
            cost = table.get(ground)
            if cost is not None and cost >= 0 and side is Side.ROUGH:
                cost = None if cls.rough_side is None else cost + cls.rough_side
            out.append(cost)
    return out


def _turns(cls: MovementClass, formation: bool) -> list[tuple[int, int]]:
    """(facing change, cost) of one reorientation."""
    if formation:
        return [] if cls.about_turn is None else [(3, cls.about_turn)]
    return [(k * sense % 6, cls.first_vertex + (k - 1) * cls.next_vertex)
            for k in (1, 2, 3) for sense in ((1,) if k == 3 else (1, -1))]


@dataclass(frozen=True, slots=True)
class Envelope:
    """The states a unit can reach, each with its cost in half points and the state it
    was reached from (for the path)."""

    costs: dict[tuple[Hex, int, Placement], int]
    came_from: dict[tuple[Hex, int, Placement], tuple[Hex, int, Placement]]

    def path(self, goal: tuple[Hex, int, Placement]) -> list[tuple[Hex, int, Placement]]:
        """The states from the start to `goal` (KeyError when it is out of reach)."""
        if goal not in self.costs:
            raise KeyError(goal)
        path = [goal]
        while path[-1] in self.came_from:
            path.append(self.came_from[path[-1]])
        return path[::-1]


class Search:
    """The state graph of one unit's Action de Mouvement on a board: `start`, and the
    `moves` from a state (with what was spent to reach it)."""

    def __init__(self, board: Board, mover: Mover, budget: int, *,
                 enemies: Collection[Hex] = (), friends: Friends = (),
                 minimal_cost: int | None = None, watch: Watch | None = None) -> None:
        size = board.size
        self.watch = watch
        self.minimal_cost = minimal_cost  # a Mouvement Minimal's: the "Mvt Minimal" hexes
        self.board, self.cls, self.budget = board, mover.cls, budget
        self.formation = mover.formation
        self.neighbours = board.neighbours
        key = mover.movement if self.cls == CLASSES.get(mover.movement) else repr(self.cls)
        if key not in board.step_costs:
            board.step_costs[key] = _steps(board, self.cls)
        self.steps = board.step_costs[key]
        self.known: dict[int, list[tuple[int, int]]] = {}
        self.enemy = {size.index(h) for h in enemies if h in size}
        self.friend = {size.index(h): stack for h, stack in stacks(friends).items()
                       if h in size}
        self.stacking = mover.stacking
        self.infiltrated = mover.placement.infiltrated
        self.turns = _turns(self.cls, mover.formation)
        allowed = {int(p) for p in self.cls.changes
                   if not (mover.formation and p.infiltrated)}  # formations do not infiltrate
        self.facings = [k for k, _ in self.turns] if mover.formation else [1, 2, 3, 4, 5]
        self.changes = [[o for o in (p - 1, p + 1) if p in allowed and o in allowed]
                        for p in range(PLACES)]
        self.flights = [[o for o in (p - 1, p + 1) if p in allowed and o in allowed
                         and max(p, o) >= Placement.CLOSE_FLIGHT] for p in range(PLACES)]
        self.states = len(board.hexes) * 6 * PLACES * 2
        # a reorientation from each facing: (the packed state's change, its cost)
        self.rotations = [[(((((f + change) % 6) - f) * PLACES << 1) | 1, cost)
                           for change, cost in self.turns] for f in range(6)]
        self.placed_turns = [[((((f + change) % 6) - f) * PLACES << 1) | 1
                              for change in (0, *self.facings)] for f in range(6)]
        self.hops: dict[int, list[tuple[int, int]]] = {}
        self.start = ((size.index(mover.hex) * 6 + mover.facing) * PLACES
                      + mover.placement) << 1
        self.fronts = [((f + 5) % 6, f, (f + 1) % 6) for f in range(6)]
        # the moves from a hex away from every unit hang on nothing but the board and
        # the class (and, for "Tous", on whether anything was spent): kept on the board
        # for every search (`Board.free_moves`); a hex holding a unit or next to one is
        # "near", its moves made for this search
        self.free: dict[int, list[tuple[int, int]]] | None = None
        self.tous = self.cls.hex_or_place == ALL
        near = set(self.enemy) | set(self.friend)
        self.near = near | {j for i in near for j in board.neighbours[i] if j >= 0}
        if minimal_cost is None and watch is None:
            self.free = board.free_moves.setdefault((mover.movement, mover.formation), {})
        # the turns and placement changes from each (facing, placement), when their
        # costs do not hang on what was spent (not "Tous"): (packed change, cost)
        self.turning: list[list[list[tuple[int, int]]]] | None = None
        if self.cls.hex_or_place != ALL:
            placing = self.cls.hex_or_place or 0  # no class without it changes placement
            self.turning = [[[*self.rotations[f], *(
                (delta + ((other - place) << 1), placing) for other in self.changes[place]
                for delta in self.placed_turns[f])] for place in range(PLACES)]
                for f in range(6)]

    def moves(self, state: int, spent: int) -> list[tuple[int, int]]:
        """(next state, cost) of each move from `state` (see the module); remembered,
        but for the whole-allocation ("Tous") moves, which only the start makes."""
        if spent:
            found = self.known.get(state)
            if found is None:
                found = self.known[state] = self._watched(self._moves(state, spent))
            return found
        return self._watched(self._moves(state, spent))

    def _watched(self, moves: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """`moves` without those into contact with the enemy, when watched (T13)."""
        if self.watch is None:
            return moves
        touches = self.watch.touches
        return [(t, c) for t, c in moves if not touches(t)]


    def _moves(self, state: int, spent: int) -> list[tuple[int, int]]:
        base = state & ~1
        hops = self.hops.get(base) if spent else None
        if hops is None:
            hops = self._hops(base, spent)
            if spent:
                self.hops[base] = hops
        if state & 1:  # reoriented already: only steps
            return hops
        place = (base >> 1) % PLACES
        facing = (base >> 1) // PLACES % 6
        if self.turning is not None:
            return [(base + delta, cost) for delta, cost in self.turning[facing][place]] + hops
        moves = [(base + delta, cost) for delta, cost in self.rotations[facing]]
        if self.changes[place]:
            budget = self.budget if self.minimal_cost is None else self.minimal_cost
            placing = _change_cost(self.cls, spent, budget)
            if placing is not None:
                for other in self.changes[place]:
                    shift = (other - place) << 1
                    moves += [(base + delta + shift, placing)
                              for delta in self.placed_turns[facing]]
        return moves + hops

    def _hops(self, base: int, spent: int) -> list[tuple[int, int]]:
        """The steps into a neighbour from the unreoriented state `base`."""
        cls = self.cls
        budget = self.budget if self.minimal_cost is None else self.minimal_cost  # "Tous"
        rest = base >> 1
        place = rest % PLACES
        rest //= PLACES
        facing = rest % 6
        i = rest // 6
        moves: list[tuple[int, int]] = []
        leaving = 0
        here = self.friend.get(i)
        if here is not None:  # leaving a friend's hex is crossing it
            if not here.crossable or self.infiltrated or \
                    here.points + self.stacking > MOST_STACKED:
                return moves
            leaving = CROSSING
        row = self.neighbours[i]
        enemy, friend, steps = self.enemy, self.friend, self.steps
        fixed = None if place == Placement.GROUND else hex_cost(cls, 0, place, spent, budget)
        both, flights = cls.hex_and_place, self.flights[place]
        for d in self.fronts[facing]:
            j = row[d]
            if j < 0 or j in enemy:
                continue
            if friend:
                there = friend.get(j)
                if there is not None and (self.formation or not there.joinable):
                    continue
            if fixed is None:
                stepping = steps[i * 6 + d]
                if stepping == MINIMAL:
                    stepping = self.minimal_cost
            else:
                stepping = fixed
            target = (j * 6 + facing) * PLACES
            if stepping is not None:
                moves.append(((target + place) << 1, stepping + leaving))
            if both is not None:
                moves += [((target + other) << 1, both + leaving) for other in flights]
        return moves


Friends = Mapping[Hex, Stack] | Collection[Hex]


def stacks(friends: Friends) -> Mapping[Hex, Stack]:
    """The friends' hexes as stacks (plain hexes: stacks of no points, open)."""
    if isinstance(friends, Mapping):
        return friends
    return {hex: Stack() for hex in friends}


def envelope(board: Board, mover: Mover, budget: int, *, enemies: Collection[Hex] = (),
             friends: Friends = (), watch: Watch | None = None) -> Envelope:
    """Every state `mover` reaches with `budget` half points, the enemies' hexes closed
    and the friends' hexes shared (see the module); it may pass through a stack it
    could not stop in (more than 10 stacking points with it)."""
    search = Search(board, mover, budget, enemies=enemies, friends=friends, watch=watch)
    best, back = dijkstra(search)
    found = _unpacked(best, back, board.hexes)
    full = {h for h, stack in stacks(friends).items()
            if stack.points + mover.stacking > MOST_STACKED}
    if full:
        found = Envelope({s: c for s, c in found.costs.items() if s[0] not in full},
                         found.came_from)
    return found


def dijkstra(search: Search) -> tuple[dict[int, int], dict[int, int]]:
    """The cost of every packed state within the budget, and where it was reached from.

    A state's moves are the search's (`Search.moves`); those of a state away from every
    unit are kept on the board for the next search of the class (no enemy watched, no
    Mouvement Minimal; for "Tous" classes, once something was spent)."""
    budget, moves, known = search.budget, search.moves, search.known
    start = search.start
    over = budget + 1
    best = [over] * search.states
    back = [-1] * search.states
    best[start] = 0
    reached = [start]
    buckets: list[list[int]] = [[] for _ in range(over)]  # Dial's: costs are small
    buckets[0].append(start)
    free, near, hex_of, tous = search.free, search.near, 2 * PLACES * 6, search.tous
    for spent in range(over):
        bucket = buckets[spent]
        for state in bucket:  # grows while read: zero-cost moves land in it
            if best[state] != spent:
                continue
            if free is not None and (spent or not tous) and state // hex_of not in near:
                edges = free.get(state)  # the board's, away from every unit
                if edges is None:
                    edges = free[state] = search._moves(state, spent)
            else:
                edges = (known.get(state) if spent else None) or moves(state, spent)
            for target, cost in edges:
                total = spent + cost
                if total < best[target]:
                    if best[target] == over:
                        reached.append(target)
                    best[target] = total
                    back[target] = state
                    buckets[total].append(target)
    return ({s: best[s] for s in reached},
            {s: back[s] for s in reached if back[s] >= 0})


def _change_cost(cls: MovementClass, spent: int, budget: int) -> int | None:
    """A placement step's cost (None: not possible now)."""
    cost = cls.hex_or_place
    if cost == ALL:  # "Tous": the whole allocation, so nothing else this action
        return budget if spent == 0 and budget > 0 else None
    return cost


def hex_cost(cls: MovementClass, ground: int | None, place: int, spent: int, budget: int
              ) -> int | None:
    """A hex step's cost at `place` (None: not possible in a Mouvement)."""
    if place >= Placement.CLOSE_FLIGHT:
        return cls.hex_or_place
    if place <= Placement.CLOSE_INFILTRATION:
        return _change_cost(cls, spent, budget)
    if ground is None or ground == MINIMAL:
        return None
    return ground


def _unpacked(best: dict[int, int], back: dict[int, int], hexes: tuple[Hex, ...]
              ) -> Envelope:
    """The cheapest of a state's two packed forms (reoriented here or not; on a tie the
    one not reoriented, whose path is the shorter), and where each was reached from."""
    places = list(Placement)

    def state(packed: int) -> tuple[Hex, int, Placement]:
        rest = packed >> 1
        return hexes[rest // PLACES // 6], rest // PLACES % 6, places[rest % PLACES]
    chosen: dict[int, int] = {}
    for packed, cost in best.items():
        key = packed >> 1
        other = chosen.get(key)
        if other is None or cost < best[other] or (cost == best[other] and packed < other):
            chosen[key] = packed
    costs: dict[tuple[Hex, int, Placement], int] = {}
    came_from: dict[tuple[Hex, int, Placement], tuple[Hex, int, Placement]] = {}
    for packed in sorted(chosen.values(), key=lambda p: (best[p], p)):
        found = state(packed)
        costs[found] = best[packed]
        if packed in back:
            came_from[found] = state(back[packed])
    return Envelope(costs, came_from)
