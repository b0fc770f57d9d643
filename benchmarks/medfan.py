"""What a Med-Fan campaign costs: whole bot campaigns of 2 to 8 players with a limit
of 12 battles (every step resolved in memory, battles by the dice helper), the slowest
step, the size of the final save.

Prints, per number of players: campaigns played, their mean number of steps and
battles, the mean time of a whole campaign and of one step (ms), the slowest step
(ms), and the mean save size (bytes). The aim: a step well under a frame (16 ms).

Then the step screen's work at each key typed (the rules' check, the input read, the
step's text with its preview: the after-battle wizard, the shop's bill), for the
campaigns of 2 and 8 players at their second battle, and the time to open the step
screen (Textual, headless) at 80×24 and 160×48: the aim is a key answered within a
frame, the screen open well under a second.

Run: python benchmarks/medfan.py [CAMPAIGNS]   (default 20 a number of players)
"""

from __future__ import annotations

import contextlib
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.campaigns import print_campaigns
from hexterm.engine import game as games
from hexterm.engine.errors import HextermError
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


def at_second_battle(players: int, key: str, folder: Path) -> Path:
    """A bot campaign of `players` at the step `key` of its second battle, saved."""
    scenario, _ = load_scenario("medfan", None)
    seats = [Seat(f"p{n}", "Army", bot=True) for n in range(players)]
    game = games.new_game("medfan", scenario, seats, 3)
    while (game.turn, game.step.key) != (2, key):
        game = games.resolve(game)
    game = replace(game, seats=tuple(replace(s, bot=False) for s in game.seats))
    path = folder / f"m{players}-{key}.hexsave"
    savegame.save(path, game)
    return path


def keystroke(path: Path, text: str, rounds: int = 200) -> float:
    """Mean seconds of the screen's work for one key: check, read, the step's text."""
    from hexterm.screens.medfan.panels import step_help
    from hexterm.table import Table

    table = Table(path)
    game = table.game
    seat = game.step.seats[0]
    view = game.rules.view(game.state, game.seat(seat))
    start = time.perf_counter()
    for n in range(rounds):
        typed = text[: 1 + n % len(text)]
        with contextlib.suppress(HextermError):
            table.check(seat, typed)
        try:
            value = game.rules.read_input(game.state, game.seat(seat), game.step, typed,
                                          check=False)
        except HextermError:
            value = None
        step_help(game.state, game.step.key, view, seat, value)
    return (time.perf_counter() - start) / rounds


def screen_open(path: Path, size: tuple[int, int]) -> float:
    """Seconds from the app's start to the step screen shown (past a hand-off)."""
    import asyncio

    from hexterm.app import HextermApp
    from hexterm.screens.medfan.play import MedfanScreen

    async def run() -> float:
        app = HextermApp(path.parent, path)
        start = time.perf_counter()
        async with app.run_test(size=size) as pilot:
            while not isinstance(app.screen, MedfanScreen):
                await pilot.press("enter")  # a hand-off, or the turn's reports
                await pilot.pause()
                if not isinstance(app.screen, MedfanScreen):
                    await pilot.press("escape")
                    await pilot.pause()
            return time.perf_counter() - start
    return asyncio.run(run())


def screens() -> None:
    print()
    print("players  step      key ms  open 80x24 ms  open 160x48 ms")
    with tempfile.TemporaryDirectory() as folder:
        for players in (2, 8):
            for key, text in (("after", "dice 1 2 3 4 5 6 1 2\ntarget 3\n"),
                              ("spending", "Archers 5 11\nupgrade p0 melee 3 20\n")):
                path = at_second_battle(players, key, Path(folder))
                print(f"{players:7}  {key:8}  {keystroke(path, text) * 1000:6.2f}"
                      f"  {screen_open(path, (80, 24)) * 1000:13.0f}"
                      f"  {screen_open(path, (160, 48)) * 1000:14.0f}")


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print_campaigns(campaign, range(2, 9), count, "battles")
    screens()


if __name__ == "__main__":
    main()
