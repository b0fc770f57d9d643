"""What keeping a draft costs a key press: `Table.keep_draft` (one small file written
and renamed over the last, no fsync) timed N times, for a short draft (one order,
about 20 bytes) and a long one (a faction of 200 units, about 5 KB), beside reading
the draft back and submitting the orders (lock, load, save with fsync).

Prints the median and 99th percentile of each, in milliseconds. The aim: a key press
pays well under a frame (16 ms) at the 99th percentile, on this machine's disk.

Run: python benchmarks/drafts.py [N]   (default 1,000)
"""

from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hexterm.cli import main as cli
from hexterm.table import Table


def timed(action: Callable[[int], object], tries: int) -> tuple[float, float]:
    """Median and 99th percentile of `action(i)` for i in range(tries), in ms."""
    spent = []
    for number in range(tries):
        start = time.perf_counter()
        action(number)
        spent.append((time.perf_counter() - start) * 1000)
    spent.sort()
    return statistics.median(spent), spent[min(len(spent) - 1, int(len(spent) * 0.99))]


def main() -> None:
    tries = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    folder = Path(tempfile.mkdtemp(prefix="hexterm-drafts-"))
    save = folder / "g.hexsave"
    assert cli(["new", str(save), "--seed", "3", "--seat", "alice:glaces",
                "--seat", "bob:liberia"]) == 0
    table = Table(save)
    short = "unit GLA12: hide"
    long = "".join(f"unit U{n:03}\n  move N NE\n  recon\n" for n in range(200))
    rows = [
        (f"keep a short draft ({len(short)} B)",
         timed(lambda n: table.keep_draft("alice", short + str(n)), tries)),
        (f"keep a long draft ({len(long) // 1000} KB)",
         timed(lambda n: table.keep_draft("alice", long + str(n)), tries)),
        ("read a draft back", timed(lambda n: table.kept_draft("alice"), tries)),
        ("submit the orders (fsync)",
         timed(lambda n: table.submit("alice", short), max(1, tries // 10))),
    ]
    print(f"{'what':34}{'median ms':>11}{'p99 ms':>9}")
    for what, (median, p99) in rows:
        print(f"{what:34}{median:>11.3f}{p99:>9.3f}")
    shutil.rmtree(folder)


if __name__ == "__main__":
    main()
