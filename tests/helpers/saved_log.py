"""A log's bytes as a save of format 3 keeps them (hexterm/engine/log.py, `Log.data`),
read and written here as docs/saves.md says, not by the program's own code."""

from __future__ import annotations

import struct


def index(data: bytes) -> list[tuple[int, int, int]]:
    """The (turn, count, size) of each block of a log's bytes: a u32 count of blocks,
    then three u32 a block (big-endian)."""
    (blocks,) = struct.unpack_from(">I", data)
    flat = struct.unpack_from(f">{3 * blocks}I", data, 4)
    return [(flat[n], flat[n + 1], flat[n + 2]) for n in range(0, len(flat), 3)]


def log_bytes(*blocks: tuple[int, int, bytes]) -> bytes:
    """A log's bytes of these (turn, count, packed) blocks."""
    head = struct.pack(f">{1 + 3 * len(blocks)}I", len(blocks),
                       *(n for turn, count, block in blocks for n in (turn, count, len(block))))
    return head + b"".join(block for _, _, block in blocks)
