"""What the campaign benchmarks share: the table of whole bot campaigns by number of
players (campaigns played, mean steps and rounds, time of a campaign and of a step, the
slowest step, the save's size)."""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterable

Run = tuple[int, int, float, float, int]
"""(steps, rounds — turns or battles —, seconds, slowest step in seconds, save bytes)."""


def print_campaigns(campaign: Callable[[int, int], Run], players: Iterable[int], count: int,
                    rounds: str) -> None:
    """Play `count` campaigns (seeds 0…) for each number of `players`, one table row each."""
    print(f"players  campaigns  steps  {rounds:>7}  campaign ms  step ms  slowest ms  "
          "save bytes")
    for number in players:
        runs = [campaign(number, seed) for seed in range(count)]
        steps = statistics.mean(r[0] for r in runs)
        spent = statistics.mean(r[2] for r in runs)
        print(f"{number:7}  {count:9}  {steps:5.0f}  {statistics.mean(r[1] for r in runs):7.1f}"
              f"  {spent * 1000:11.1f}  {spent / steps * 1000:7.2f}"
              f"  {max(r[3] for r in runs) * 1000:10.2f}"
              f"  {statistics.mean(r[4] for r in runs):10.0f}")
