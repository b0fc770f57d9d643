"""Hostile edits of a save's contents, as a person with a msgpack editor would make them.

`mutate` changes one place of a decoded save (header or body) chosen by a seeded
`random.Random`: a value of another type, a key or an item removed, an item repeated,
a number negated or made huge, a hex label moved off the map, a name swapped for one
that exists elsewhere in the save or for one that exists nowhere. The file is then
written again with a right checksum (`hexterm.save.snapshot.encode`), so only the checks of
the contents stand between it and the program.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

Path = tuple[str | int, ...]
STRANGERS = (None, True, -1, 0, 2**40, -(2**31), 1.5, "", "nobody", "Z99", "A01", [],
             {}, [1, 2], {"x": 1}, "\x00", "é" * 300)


def places(data: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    """Every place of `data` (a path of keys and indexes) with the value there."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from places(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from places(value, (*path, index))


def _at(data: Any, path: Path) -> Any:
    for step in path:
        data = data[step]
    return data


def mutate(header: dict[str, Any], body: dict[str, Any], rng: random.Random
           ) -> tuple[dict[str, Any], dict[str, Any], str]:
    """Copies of `header` and `body` with one hostile edit, and what it was."""
    header, body = copy.deepcopy(header), copy.deepcopy(body)
    part, name = (header, "header") if rng.random() < 0.1 else (body, "body")
    found = [(p, v) for p, v in places(part) if p]
    strings = [v for _, v in found if isinstance(v, str) and 0 < len(v) < 40]
    path, value = rng.choice(found)
    parent, last = _at(part, path[:-1]), path[-1]
    how = rng.randrange(6)
    if how == 0:  # a value of another kind
        parent[last] = copy.deepcopy(rng.choice(STRANGERS))
    elif how == 1:  # taken away
        del parent[last]
    elif how == 2 and isinstance(parent, list):  # an item repeated
        parent.insert(int(last), copy.deepcopy(value))
    elif how == 3 and isinstance(value, int) and not isinstance(value, bool):
        parent[last] = rng.choice((-value - 1, value + 1, value * 1000 + 7, -(2**62)))
    elif how == 4 and isinstance(value, str) and strings:  # a name that exists elsewhere
        parent[last] = rng.choice(strings)
    elif isinstance(value, str):  # a name, or a hex, that exists nowhere
        parent[last] = rng.choice(("nobody", "Z99", "A00", value + "x", value[:-1]))
    else:
        parent[last] = copy.deepcopy(rng.choice(STRANGERS))
    return header, body, f"{name} {'/'.join(map(str, path))}: {how}"
