"""`hexterm serve` with 8 players at once on loopback: key-to-screen latency and memory.

Setup: one save of the built-in world with 8 human seats p1…p8 (two per faction), each
with a PIN; `python -m hexterm serve FOLDER --port 0 --quiet` runs as its own process
(as an organiser runs it). 8 asyncssh clients log in (the first alone, then the other 7
at the same time), each asking for
an 100×40 xterm-256color pseudo-terminal and answering Textual's question about
synchronised output (DECRQM 2026), so that each frame arrives between two marks; each
presses enter on its hand-off and waits for its map.

Latency: each player then presses `s` and `w` alternately (the map cursor moves from
A01 to B01 and back), N times, waiting between presses a random 50 to 250 ms of
"thinking", all 8 at once. Measured per press: from writing the key to the SSH channel
to the end of the first complete frame that follows (first the first byte, for
reference); the frame must hold the new hex's label. Figures over all presses of all
players: median and 95th percentile.

Memory, with the 8 players on their maps: each player's program (the child process of
the server): its RSS and its PSS (/proc/PID/smaps_rollup: shared pages divided among
the processes sharing them); the server's share: (the server's RSS with 8 sessions −
its RSS before the first login) / 8, the first login's one-time costs included (the
save read, the PIN hashing's memory); the first player logs in alone, so the cost of
each further session shows apart. Per connection = program RSS + server share.

Run: python benchmarks/ssh.py [--players 8] [--presses 40]
     (aims: 95th percentile under 60 ms; under 80 MB per connection)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import asyncssh

from hexterm.cli import main as hexterm

SYNC_QUERY, SYNC_REPLY = b"\x1b[?2026$p", b"\x1b[?2026;2$y"
SYNC_END = b"\x1b[?2026l"
FACTIONS = ("glaces", "liberia", "coelion", "guilde")


def kib(pid: int, field: str, name: str = "status") -> int:
    for line in Path(f"/proc/{pid}/{name}").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(stat[1]) == pid:
                found.append(int(entry))
    return found


class Client:
    """One player: an SSH session on a pty, its bytes counted and searched."""

    def __init__(self, seat: str) -> None:
        self.seat = seat
        self.buffer = bytearray()
        self.arrived = asyncio.Event()
        self.process: asyncssh.SSHClientProcess[bytes] | None = None
        self.conn: asyncssh.SSHClientConnection | None = None
        self.reader: asyncio.Future[None] | None = None

    async def login(self, port: int, pin: str) -> float:
        start = time.perf_counter()
        self.conn = await asyncssh.connect(
            "127.0.0.1", port, username=self.seat, password=pin, client_keys=None,
            preferred_auth="password", known_hosts=None, agent_path=None, config=None)
        self.process = await self.conn.create_process(
            term_type="xterm-256color", term_size=(100, 40), encoding=None)
        self.reader = asyncio.ensure_future(self.read())
        await self.until(b"Show my game")
        self.buffer.clear()
        self.send(b"\r")
        await self.until(b"Layer", SYNC_END)  # the map's title, a frame drawn
        await asyncio.sleep(0.5)  # the rest of the map's first frames
        return time.perf_counter() - start

    async def read(self) -> None:
        assert self.process is not None
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            if SYNC_QUERY in data:
                self.send(SYNC_REPLY)
            self.buffer += data
            self.arrived.set()

    def send(self, data: bytes) -> None:
        assert self.process is not None
        self.process.stdin.write(data)

    async def until(self, *needles: bytes, timeout: float = 60) -> None:
        deadline = time.perf_counter() + timeout
        while not all(n in self.buffer for n in needles):
            self.arrived.clear()
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError(f"{self.seat}: {needles} never came")
            await asyncio.wait_for(self.arrived.wait(), left)

    async def press(self, key: bytes, label: bytes) -> tuple[float, float]:
        """(seconds to the first byte, seconds to the end of the frame showing `label`)."""
        self.buffer.clear()
        start = time.perf_counter()
        self.send(key)
        first = 0.0
        while True:
            self.arrived.clear()
            await asyncio.wait_for(self.arrived.wait(), 30)
            now = time.perf_counter()
            if not first:
                first = now - start
            end = self.buffer.rfind(SYNC_END)
            if end >= 0 and label in self.buffer[:end]:
                return first, now - start

    async def play(self, presses: int, rng: random.Random) -> list[tuple[float, float]]:
        times = []
        for n in range(presses):
            await asyncio.sleep(rng.uniform(0.05, 0.25))
            key, label = (b"s", b"B01") if n % 2 == 0 else (b"w", b"A01")
            times.append(await self.press(key, label))
        return times

    async def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            await self.conn.wait_closed()


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def run(players: int, presses: int, folder: Path) -> None:
    save = folder / "eight.hexsave"
    seats = [f"p{n}:{FACTIONS[(n - 1) % 4]}" for n in range(1, players + 1)]
    args = ["new", str(save), "--seed", "1"]
    for seat in seats:
        args += ["--seat", seat]
    assert hexterm(args) == 0
    for n in range(1, players + 1):
        assert hexterm(["seat", "pin", str(save), f"p{n}", "--pin", f"pin{n}"]) == 0
    server = subprocess.Popen([sys.executable, "-m", "hexterm", "serve", str(folder),
                               "--port", "0", "--quiet"], stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        port = int(line.split(" port ")[1].split(";")[0])
        time.sleep(0.5)
        server_before = kib(server.pid, "VmRSS")
        clients = [Client(f"p{n}") for n in range(1, players + 1)]
        await clients[0].login(port, "pin1")
        time.sleep(0.5)
        server_one = kib(server.pid, "VmRSS")
        logins = await asyncio.gather(*(c.login(port, f"pin{n}")
                                        for n, c in enumerate(clients[1:], 2)))
        rng = random.Random(1)
        results = await asyncio.gather(*(c.play(presses, random.Random(rng.random()))
                                         for c in clients))
        programs = children(server.pid)
        rss = [kib(pid, "VmRSS") / 1024 for pid in programs]
        pss = [kib(pid, "Pss", "smaps_rollup") / 1024 for pid in programs]
        server_after = kib(server.pid, "VmRSS")
        for client in clients:
            await client.close()
    finally:
        server.terminate()
        server.wait(30)
    first = [f * 1000 for times in results for f, _ in times]
    frame = [t * 1000 for times in results for _, t in times]
    share = (server_after - server_before) / 1024 / players
    marginal = (server_after - server_one) / 1024 / (players - 1)
    print(f"hexterm serve, {players} players on loopback, {presses} key presses each "
          f"({len(frame)} in all), {os.cpu_count()} CPUs")
    print(f"  login to map ({players - 1} players at once, after the first): median "
          f"{statistics.median(logins):.2f} s, slowest {max(logins):.2f} s")
    print(f"  key to first byte:      median {statistics.median(first):6.1f} ms, "
          f"p95 {quantile(first, 0.95):6.1f} ms")
    print(f"  key to frame complete:  median {statistics.median(frame):6.1f} ms, "
          f"p95 {quantile(frame, 0.95):6.1f} ms   (aim: p95 < 60 ms)")
    print(f"  program per player: RSS median {statistics.median(rss):.1f} MB "
          f"(max {max(rss):.1f}), PSS median {statistics.median(pss):.1f} MB")
    print(f"  server: {server_before / 1024:.1f} MB before logins, {server_one / 1024:.1f} MB "
          f"with 1 session, {server_after / 1024:.1f} MB with {players}: {share:.1f} MB each "
          f"in all, {marginal:.1f} MB for each session after the first")
    print(f"  per connection: {max(rss) + share:.1f} MB (largest program RSS + server share; "
          f"aim: < 80 MB)")


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--presses", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(run(args.players, args.presses, Path(folder)))


if __name__ == "__main__":
    cli()
