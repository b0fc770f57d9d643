"""The saves of every shipped ruleset, step by step: a digest of each, to compare two
versions of hexterm that should play the same (a reshaping of the code).

For each ruleset, its built-in scenario is played by bots (up to four seats, the
scenario's factions or names) with the seeds 1, 7 and 42, one step resolved at a time
(`engine.game.resolve`) for up to 60 steps or the game's end; after each step the game
is saved (`savegame.save`), read back, and a line printed: the ruleset, the seed, the
step, the turn, the first 16 hex digits of the save's SHA-256 and its size in bytes.

    python benchmarks/save_digests.py > after.txt    # on each version, then
    diff before.txt after.txt                        # nothing: the same saves

Not timed: the figure is whether the two outputs are the same, byte for byte. A new
save format changes every digest (format 3, session 38, the log sealed: the same 566
lines twice on the same code; against format 2 the same rulesets, seeds, steps and
turns, every digest different, each save 95 to 231 bytes longer: docs/saves.md).
"""

from __future__ import annotations

import hashlib
import sys
import tempfile
from pathlib import Path

from hexterm.engine import game as games
from hexterm.engine.errors import HextermError
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.worlds import load_scenario, start_game

RULESETS = ("planisphere", "novlemia", "saga", "medfan", "tactical")
SEEDS = (1, 7, 42)
STEPS = 60


def bot_seats(name: str) -> list[Seat]:
    """Bots in every seat of the ruleset's built-in scenario (two to four of them)."""
    rules = get_ruleset(name)
    scenario, _ = load_scenario(name, None)
    form = rules.seat_form(scenario)
    factions = [key for key, _ in form.factions] or list(form.suggested) or ["a", "b", "c"]
    count = min(form.max_seats, max(form.min_seats, min(len(factions), 4)))
    names = list(form.names) or [f"p{i}" for i in range(count)]
    return [Seat(seat, factions[i], bot=True) for i, seat in enumerate(names[:count])]


def digests(name: str, seed: int, folder: Path) -> list[str]:
    """One line per step of a bot game of `name` with `seed`."""
    lines = []
    game = start_game(name, None, bot_seats(name), seed)
    path = folder / f"{name}-{seed}.hexsave"
    for step in range(STEPS):
        if game.outcome is not None:
            break
        try:
            game = games.resolve(game)
        except HextermError as stop:
            lines.append(f"{name} {seed} step {step}: stop {type(stop).__name__}: {stop}")
            break
        savegame.save(path, game)
        data = path.read_bytes()
        if savegame.load(path).turn != game.turn:
            lines.append(f"{name} {seed} step {step}: read back at another turn")
        lines.append(f"{name} {seed} {step} t{game.turn} "
                     f"{hashlib.sha256(data).hexdigest()[:16]} {len(data)}")
    return lines


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        for name in RULESETS:
            for seed in SEEDS:
                print("\n".join(digests(name, seed, Path(folder))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
