"""What a Med-Fan campaign costs: whole bot campaigns of 2 to 8 players with a limit
of 12 battles (every step resolved in memory, battles by the dice helper), the slowest
step, the size of the final save.

Prints, per number of players: campaigns played, their mean number of steps and
battles, the mean time of a whole campaign and of one step (ms), the slowest step
(ms), and the mean save size (bytes). The aim: a step well under a frame (16 ms).

Run: python benchmarks/medfan.py [CAMPAIGNS]   (default 20 a number of players)
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hexterm.engine import game as games
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.worlds import load_scenario


def campaign(players: int, seed: int) -> tuple[int, int, float, float, int]:
    """(steps, battles, seconds, slowest step in seconds, save bytes) of a campaign."""
    scenario, _ = load_scenario("medfan", None)
    scenario = {**scenario, "battles": 12}
    seats = [Seat(f"p{n}", "Army", bot=True) for n in range(players)]
    game = games.new_game("medfan", scenario, seats, seed)
    steps, slowest, start = 0, 0.0, time.perf_counter()
    while game.outcome is None:
        before = time.perf_counter()
        game = games.resolve(game)
        slowest = max(slowest, time.perf_counter() - before)
        steps += 1
    return (steps, game.state.battles, time.perf_counter() - start, slowest,
            len(savegame.encode(game)))


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print("players  campaigns  steps  battles  campaign ms  step ms  slowest ms  save bytes")
    for players in range(2, 9):
        runs = [campaign(players, seed) for seed in range(count)]
        steps = statistics.mean(r[0] for r in runs)
        spent = statistics.mean(r[2] for r in runs)
        print(f"{players:7}  {count:9}  {steps:5.0f}  {statistics.mean(r[1] for r in runs):7.1f}"
              f"  {spent * 1000:11.1f}  {spent / steps * 1000:7.2f}"
              f"  {max(r[3] for r in runs) * 1000:10.2f}"
              f"  {statistics.mean(r[4] for r in runs):10.0f}")


if __name__ == "__main__":
    main()
