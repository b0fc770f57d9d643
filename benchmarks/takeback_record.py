"""What the record of the turn before costs a save (issue 30: `Game.before`, so that the
organiser can take a resolved step back; docs/saves.md, "The record of the turn before").

On benchmarks/save_load.py's 256×256 Planisphère world and benchmarks/long_campaign.py's
128×128 world, SAGA and Med-Fan campaigns, every seat a bot: one step resolved, then the
save's bytes (`savegame.encode`) with the record and without it, the time the
resolution took and the part of it the record took (`takeback.record`: the ruleset's
`dump_state`), wall time, the machine's load average printed beside (it is shared).

    python benchmarks/takeback_record.py [--small]    (--small: the 128×128 world alone)
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.long_campaign import all_bots, medfan, planisphere, saga
from benchmarks.tui import make_game
from hexterm.engine import game as games
from hexterm.engine import takeback
from hexterm.engine.game import Game
from hexterm.save import savegame


def measure(name: str, make: Callable[[], Game]) -> None:
    game = make()
    start = time.perf_counter()
    resolved = games.resolve(game)
    took = time.perf_counter() - start
    start = time.perf_counter()
    takeback.record(game)
    record = time.perf_counter() - start
    with_it = len(savegame.encode(resolved))
    without = len(savegame.encode(replace(resolved, before=None)))
    print(f"{name}: a step resolved in {took * 1000:.0f} ms (its record {record * 1000:.0f} "
          f"ms); the save {without:,} bytes without the record, {with_it:,} with it "
          f"(+{(with_it - without) / without:.0%})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", action="store_true", help="the 128×128 world alone")
    args = parser.parse_args(argv)
    print("load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    worlds: list[tuple[str, Callable[[], Game]]] = [
        ("long_campaign.py's 128×128 Planisphère", lambda: planisphere(128))]
    if not args.small:
        worlds = [("save_load.py's 256×256 Planisphère", lambda: all_bots(make_game(256, 256))),
                  *worlds, ("long_campaign.py's SAGA", saga),
                  ("long_campaign.py's Med-Fan", medfan)]
    for name, make in worlds:
        measure(name, make)


if __name__ == "__main__":
    main()
