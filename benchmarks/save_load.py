"""Save and load a large state: msgpack snapshot against the standard json module.

A 128×128 Planisphère map with 8 factions and 4,000 deployed units, written to a file
and read back into a Game, best and median of several runs. The json column does the
same work (Game -> header/body -> file -> header/body -> Game) with `json` in place of
the msgpack container, and writes as safely: temporary file, fsync, rename, fsync of the
folder (the container also rotates 3 backups). The "format only" row compares the two
encodings alone on identical plain data (the container adds its framing, SHA-256 and
a check that the bytes read back to the same keys on msgpack's side). The last line is
the Game <-> plain data conversion both columns share.

Run: python benchmarks/save_load.py   (aims: snapshot under 1 MB; msgpack >= 3x faster)
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.worlds import game as make_game
from hexterm.engine import game_data
from hexterm.save import savegame, snapshot

RUNS = 7


def timed(work: Callable[[], object]) -> list[float]:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return times


def write_safely(path: Path, data: bytes) -> None:
    scratch = path.with_suffix(".tmp")
    with scratch.open("wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    os.replace(scratch, path)
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def main() -> None:
    game = make_game(128, 128, 8, 4000)
    folder = Path(tempfile.mkdtemp())
    pack_path, json_path = folder / "g.hexsave", folder / "g.json"

    def with_msgpack() -> None:
        savegame.save(pack_path, game)
        savegame.load(pack_path)

    def with_json() -> None:
        data = {"header": game_data.header(game), "body": game_data.to_data(game)}
        write_safely(json_path, json.dumps(data, ensure_ascii=False).encode())
        back = json.loads(json_path.read_bytes())
        game_data.from_data(back["header"], back["body"])

    head, body = game_data.header(game), game_data.to_data(game)

    def codec_msgpack() -> None:
        snapshot.decode(snapshot.encode(head, body))

    def codec_json() -> None:
        json.loads(json.dumps({"h": head, "b": body}))

    def convert() -> None:
        game_data.from_data(head, game_data.to_data(game))

    packed = timed(with_msgpack)
    plain = timed(with_json)
    pack_codec, json_codec = timed(codec_msgpack), timed(codec_json)
    shared = timed(convert)
    size = pack_path.stat().st_size
    json_size = json_path.stat().st_size
    print("128x128 map, 8 factions, 4000 deployed units "
          f"({len(game.state.units)} unit cards in all)")
    print(f"{'':30}{'msgpack':>12}{'json':>12}{'json/msgpack':>14}")
    print(f"{'file size (bytes)':30}{size:>12,}{json_size:>12,}{json_size / size:>14.2f}")
    for name, a, b in (("save+load, median (ms)", packed, plain),
                       ("save+load, best (ms)", packed, plain),
                       ("format only (bytes<->data)", pack_codec, json_codec)):
        pick = min if "best" in name else statistics.median
        ma, mb = pick(a) * 1000, pick(b) * 1000
        print(f"{name:30}{ma:>12.1f}{mb:>12.1f}{mb / ma:>14.2f}")
    print(f"of which Game<->plain data, the same for both: {statistics.median(shared) * 1000:.1f}"
          " ms")
    ratio = statistics.median(plain) / statistics.median(packed)
    print(f"aim: size under 1,000,000 bytes -> {'met' if size < 1_000_000 else 'NOT met'}; "
          f"msgpack at least 3x faster than json -> {'met' if ratio >= 3 else 'NOT met'} "
          f"({ratio:.2f}x)")


if __name__ == "__main__":
    main()
