"""What a SAGA campaign costs: whole bot campaigns of 2 to 6 players (every step
resolved in memory, battles by the dice helper), the slowest step of each, the size of
the final save, and the demo's campaign of six players played through `hexterm new`
and `hexterm autoplay` (a save written at every turn).

Prints, per number of players: campaigns played, their mean number of steps and turns,
the mean time of a whole campaign and of one step (ms), the slowest step (ms), and the
mean save size (bytes). The aim: a step well under a frame (16 ms) and a six-player
campaign in about a second from the command line.

Run: python benchmarks/saga.py [CAMPAIGNS]   (default 20 a number of players)
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.campaigns import print_campaigns
from hexterm.cli import main as cli
from hexterm.engine import game as games
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.worlds import load_scenario

NAMES = ("alice", "bob", "carol", "dave", "erin", "fred")


def campaign(players: int, seed: int) -> tuple[int, int, float, float, int]:
    """(steps, turns, seconds, slowest step in seconds, save bytes) of one campaign."""
    scenario, _ = load_scenario("saga", None)
    seats = [Seat(NAMES[n], "Outremonde" if n % 3 == 1 else "Vikings", bot=True)
             for n in range(players)]
    game = games.new_game("saga", scenario, seats, seed)
    steps, slowest, start = 0, 0.0, time.perf_counter()
    while game.outcome is None:
        before = time.perf_counter()
        game = games.resolve(game)
        slowest = max(slowest, time.perf_counter() - before)
        steps += 1
    spent = time.perf_counter() - start
    return steps, game.state.turn, spent, slowest, len(savegame.encode(game))


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print_campaigns(campaign, range(2, 7), count, "turns")
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "saga.hexsave")
        new = ["new", path, "--ruleset", "saga", "--seed", "1"]
        for n, name in enumerate(NAMES):
            new += ["--seat", f"{name}:{'Outremonde' if n % 3 == 1 else 'Vikings'}:bot"]
        start = time.perf_counter()
        cli(new)
        cli(["autoplay", path, "--turns", "99"])
        spent = time.perf_counter() - start
    print(f"six players from the command line (new + autoplay, a save a turn): "
          f"{spent * 1000:.0f} ms")


if __name__ == "__main__":
    main()
