"""Child process for tests/test_snapshot.py: save v1, then die by SIGKILL while saving v2.

Usage: python kill_mid_save.py SAVE_PATH MODE, where MODE is
  fsync   - die at the first fsync of the v2 write (the temporary file's, fully written);
  replace - die right after the backup link, just before os.replace puts v2 in place;
  loop    - save v2, v3, ... forever (the parent kills it at a random moment).
The headers carry {"format": 1, "turn": n}; bodies are large and derived from n.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hexterm.save import savefile


def body(turn: int, size: int = 4 * 1024 * 1024) -> dict[str, Any]:
    return {"turn": turn, "blob": bytes([turn % 256]) * size, "units": list(range(turn, turn + 50))}


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def main() -> None:
    path, mode = Path(sys.argv[1]), sys.argv[2]
    savefile.write(path, {"format": 1, "turn": 1}, body(1))
    if mode == "fsync":
        os.fsync = lambda fd: die()
    elif mode == "replace":
        real_replace = os.replace

        def replace(src: Any, dst: Any) -> None:
            if Path(dst) == path:
                if not Path(f"{path}.1").exists():
                    sys.exit(3)  # the backup of v1 should be linked by now
                die()
            real_replace(src, dst)

        os.replace = replace  # type: ignore[assignment]
    print("saved v1", flush=True)
    turn = 2
    while True:
        savefile.write(path, {"format": 1, "turn": turn}, body(turn))
        if mode != "loop":
            sys.exit(4)  # the kill did not happen
        turn += 1


if __name__ == "__main__":
    main()
