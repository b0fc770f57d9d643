"""Resolve one Planisphère turn of a large world: bot orders, then the resolution.

A generated 128×128 map with 8 factions, every seat a bot, and 1,000, 2,000, 4,000 and
8,000 deployed units (benchmarks/worlds.py, seeded). For each size the bots write their
orders for turn 1 exactly as `hexterm.engine.game.resolve` has them do (the ruleset's
`bot_orders` with the turn's dice stream "bot", seat), and the resolution turns the state
and all these orders into the next state and the turn's events (the ruleset's `resolve`,
with fresh turn dice each run). The two are timed separately, median (and best) of
several runs: the resolution column does not include writing the orders. Every bot
order is checked legal with `verify_orders` (untimed) before anything is measured.
Between two resolutions the result of the last one is dropped (untimed), so that a run
does not work with the previous run's state and events still in memory. The garbage
collector stays on; the time it takes during the resolutions is shown apart, as part of
the resolution time.

Each size is measured twice, on the part-1 world and on the same world with the economy
running (benchmarks/worlds.py `economy`: markets, resources, chests, Exploitant units,
diplomat seats; the bots then also equip, load, trade, exploit and issue papers), and
the two are printed side by side. The aims apply to the economy run.

Run: python benchmarks/resolution.py   (aims: resolution under 150 ms at 4,000 units;
at most 9x slower at 8,000 units than at 1,000)
"""

from __future__ import annotations

import gc
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.worlds import game as make_game
from hexterm.engine.dice import SeededDice
from hexterm.engine.planisphere.orders.legality import verify_orders

RUNS = 7
SIZES = (1000, 2000, 4000, 8000)
AIM_AT, AIM_MS, AIM_RATIO = 4000, 150.0, 9.0
ECONOMY_VERBS = {"equip", "unequip", "load", "unload", "trade", "exploit", "quest"}


class GcClock:
    """The time the garbage collector has taken so far (a `gc.callbacks` hook)."""

    def __init__(self) -> None:
        self.total = 0.0
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.total += time.perf_counter() - self._start


def timed(work: Callable[[], object], before: Callable[[], object] = lambda: None
          ) -> tuple[list[float], list[float]]:
    """The times of `RUNS` calls of `work`, each after an untimed call of `before`, and
    the garbage collector's share of each."""
    times, collecting = [], []
    clock = GcClock()
    gc.callbacks.append(clock)
    try:
        for _ in range(RUNS):
            before()
            collected = clock.total
            start = time.perf_counter()
            work()
            times.append(time.perf_counter() - start)
            collecting.append(clock.total - collected)
    finally:
        gc.callbacks.remove(clock)
    return times, collecting


def measure(units: int, economy: bool) -> dict[str, Any]:
    game = make_game(128, 128, 8, units, economy)
    rules, state, seats = game.rules, game.state, game.seats

    def turn_dice() -> SeededDice:
        return SeededDice(game.seed, "turn", game.turn)

    def write_orders() -> dict[str, Any]:
        dice = turn_dice()
        return {s.name: rules.bot_orders(state, s, dice.stream("bot", s.name)) for s in seats}

    orders = write_orders()
    for seat in seats:
        verify_orders(state, seat, orders[seat.name])  # raises if a bot order is illegal
    out: dict[str, Any] = {}

    def resolve() -> None:
        out["state"], out["events"] = rules.resolve(state, orders, seats, turn_dice(),
                                                    game.turn)

    bots, _ = timed(write_orders)
    resolution, collecting = timed(resolve, out.clear)
    economic = sum(1 for o in orders.values() for u in o.units for a in u.actions
                   if a.verb.value in ECONOMY_VERBS) + sum(len(o.papers) for o in orders.values())
    return {"units": units, "orders": sum(len(o.units) for o in orders.values()),
            "economic": economic, "bots": bots, "resolution": resolution, "gc": collecting,
            "events": len(out["events"]), "after": len(out["state"].deployed())}


def ms(times: list[float]) -> str:
    return f"{statistics.median(times) * 1000:.1f} ({min(times) * 1000:.1f})"


def main() -> None:
    plain = {n: measure(n, False) for n in SIZES}
    rows = [measure(n, True) for n in SIZES]
    print(f"128x128 map, 8 factions, all seats bots; turn 1; ms, median (best) of {RUNS} runs")
    print("bot orders: every seat's bot_orders; resolution: state + all orders -> next "
          "state and events, without the bot orders; gc: the garbage collector's share of "
          "the resolution (median); part 1: the same world without the economy")
    print(f"{'units':>6}{'orders':>8}{'economic':>9}{'bot orders':>18}{'resolution':>18}"
          f"{'part 1':>16}{'ratio':>7}{'gc':>6}{'events':>8}{'deployed after':>16}")
    for row in rows:
        base = plain[row["units"]]
        ratio = statistics.median(row["resolution"]) / statistics.median(base["resolution"])
        print(f"{row['units']:>6,}{row['orders']:>8,}{row['economic']:>9,}"
              f"{ms(row['bots']):>18}{ms(row['resolution']):>18}{ms(base['resolution']):>16}"
              f"{ratio:>6.2f}x{statistics.median(row['gc']) * 1000:>6.1f}"
              f"{row['events']:>8,}{row['after']:>16,}")
    median = {row["units"]: statistics.median(row["resolution"]) * 1000 for row in rows}
    bots = {row["units"]: statistics.median(row["bots"]) * 1000 for row in rows}
    first, last = SIZES[0], SIZES[-1]
    ratio = median[last] / median[first]
    print(f"growth {first:,} -> {last:,} units (x{last // first}): resolution "
          f"{ratio:.2f}x, bot orders {bots[last] / bots[first]:.2f}x")
    at = median[AIM_AT]
    print(f"aim: resolution under {AIM_MS:.0f} ms at {AIM_AT:,} units -> "
          f"{'met' if at < AIM_MS else 'NOT met'} ({at:.1f} ms)")
    print(f"aim: resolution at most {AIM_RATIO:.0f}x slower at {last:,} units than at "
          f"{first:,} -> {'met' if ratio <= AIM_RATIO else 'NOT met'} ({ratio:.2f}x)")


if __name__ == "__main__":
    main()
