"""Hostile saves, counted: N edits per ruleset (`tests/helpers/mutations.py`) of a real
save, each written back with a right checksum and loaded as the program loads a save.

Prints, per ruleset: the edits tried, those msgpack could not write (no save), those
refused in one sentence, those that loaded and were viewed by every seat and resolved,
and the crashes (any other exception, with the first few), then the time per edit.

Run: python benchmarks/fuzz_saves.py [N]   (default 2,000 per ruleset; aim: 0 crashes)
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hexterm.save import snapshot
from tests.helpers.mutations import mutate
from tests.test_hostile_saves import MADE, outcome, real_save


def main() -> None:
    tries = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    folder = Path(tempfile.mkdtemp(prefix="hexterm-fuzz-"))
    print(f"{'ruleset':14}{'tries':>8}{'no save':>9}{'refused':>9}{'played':>8}"
          f"{'crashes':>9}{'ms/edit':>9}")
    for ruleset in sorted(MADE):
        header, body = real_save(ruleset, folder)
        counts = {"no save": 0, "refused": 0, "played": 0, "crashes": 0}
        crashes: list[str] = []
        path = folder / "edited.hexsave"
        start = time.perf_counter()
        for number in range(tries):
            changed = mutate(header, body, random.Random(f"{ruleset}-{number}"))
            try:
                data = snapshot.encode(changed[0], changed[1])
            except (TypeError, ValueError):
                counts["no save"] += 1
                continue
            path.write_bytes(data)
            try:
                counts[outcome(path)] += 1
            except Exception:  # what the program must never meet
                counts["crashes"] += 1
                if len(crashes) < 3:
                    crashes.append(f"{changed[2]}\n{traceback.format_exc()}")
        spent = (time.perf_counter() - start) * 1000 / tries
        print(f"{ruleset:14}{tries:>8,}{counts['no save']:>9,}{counts['refused']:>9,}"
              f"{counts['played']:>8,}{counts['crashes']:>9,}{spent:>9.1f}")
        for crash in crashes:
            print(crash)


if __name__ == "__main__":
    main()
