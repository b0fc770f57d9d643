"""A scenario's own class table: `[classes.KEY]` tables changing a row of the Fiche
Mouvement's table or adding one (docs/rules/tactical.md, "The table"), read from and
written back to plain data in PMvt as the sheet writes them (a number, "-" impassable,
"minimal", "all"); anything wrong is one ScenarioError naming the class and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.mistakes import nearest
from hexterm.engine.mistakes_found import Found, in_its_table
from hexterm.engine.tactical.classes import ALL, CLASSES, MINIMAL, Ground, MovementClass, Placement
from hexterm.engine.tactical.words import WORDS

FIELDS = ("name", "base", "reorient", "about", "ground", "cave", "rough_side", "changes",
          "hex_or_place", "hex_and_place")
COSTS = {"-": None, "minimal": MINIMAL, "all": ALL}
PLACES = {p.name.lower().replace("_", "-"): p for p in Placement}


def _cost(value: Any, what: str) -> int | None:
    """PMvt as written (a multiple of 0.5, or a word), in half points (`what`: the
    field, said in its class's table by `read_class`)."""
    if isinstance(value, str) and value in COSTS:
        return COSTS[value]
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0 \
            or value * 2 != int(value * 2):
        raise ScenarioError(WORDS.phrase("{what} is a number of PMvt in halves, \"-\", "
                                         "\"minimal\" or \"all\", not {value!r}",
                                         what=what, value=value))
    return int(value * 2)


def _written(cost: int | None) -> Any:
    word = next((w for w, v in COSTS.items() if v == cost), None)
    if word is not None or cost is None:
        return word
    return cost // 2 if cost % 2 == 0 else cost / 2


def _grounds(value: Any, what: str) -> dict[Ground, int | None]:
    if not isinstance(value, dict):
        raise ScenarioError(WORDS.phrase("{what} is a table of grounds (road, clear, rough, "
                                         "difficult, water)", what=what))
    found = {}
    for name, cost in value.items():
        if name not in {g.value for g in Ground}:
            raise ScenarioError(WORDS.phrase("{what} has no ground {name!r}", what=what,
                                             name=name))
        found[Ground(name)] = _cost(cost, f"{what}.{name}")
    return found


def read_class(key: str, data: Any, old: MovementClass | None) -> MovementClass:
    """One `[classes.KEY]` table over the built-in row `old` (a new class: over nothing,
    and then it gives at least its base and its ground); a field refused is said in its
    class's table (`in_table`: the check, which names the table, leaves it out)."""
    where = WORDS.phrase("class {key}", key=key)
    if not isinstance(data, dict):
        raise ScenarioError(WORDS.phrase("{where} is not a table", where=where))
    return in_its_table(where, _fields)(key, data, old)


def _fields(key: str, data: Mapping[str, Any], old: MovementClass | None) -> MovementClass:
    unknown_fields(data)
    if old is None:
        for needed in ("base", "ground"):
            if needed not in data:
                raise ScenarioError(WORDS.phrase("a new class needs its {needed}",
                                                 needed=needed))
        old = MovementClass(key, f"class {key}", 0, 0, 0, None, {g: None for g in Ground})
    name = data.get("name", old.name)
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError(WORDS.phrase("name is the class's name, not {name!r}", name=name))
    cls = replace(old, name=name.strip())
    if "base" in data:
        base = _cost(data["base"], "base")
        if base is None or base < 1:
            raise ScenarioError(WORDS.phrase("base is a number of PMvt, not {value!r}",
                                             value=data["base"]))
        cls = replace(cls, base=base)
    if "reorient" in data:
        pair = data["reorient"]
        if not isinstance(pair, list) or len(pair) != 2:
            raise ScenarioError(WORDS.phrase("reorient is [FIRST VERTEX, EACH FURTHER]"))
        first, then = (_cost(v, "reorient") for v in pair)
        if first is None or then is None or first < 0 or then < 0:
            raise ScenarioError(WORDS.phrase("reorient is two numbers of PMvt"))
        cls = replace(cls, first_vertex=first, next_vertex=then)
    if "about" in data:
        cls = replace(cls, about_turn=_cost(data["about"], "about"))
    if "rough_side" in data:
        cls = replace(cls, rough_side=_cost(data["rough_side"], "rough_side"))
    if "hex_or_place" in data:
        cls = replace(cls, hex_or_place=_cost(data["hex_or_place"], "hex_or_place"))
    if "hex_and_place" in data:
        cls = replace(cls, hex_and_place=_cost(data["hex_and_place"], "hex_and_place"))
    if "ground" in data:
        cls = replace(cls, ground={**old.ground, **_grounds(data["ground"], "ground")})
    if "cave" in data:
        cls = replace(cls, cave=_grounds(data["cave"], "cave"))
    if "changes" in data:
        places = data["changes"]
        if not isinstance(places, list) or any(not isinstance(p, str) or p not in PLACES
                                               for p in places):
            raise ScenarioError(WORDS.phrase("changes lists placements among {places}",
                                             places=", ".join(PLACES)))
        cls = replace(cls, changes=frozenset(PLACES[p] for p in places))
    return cls


def unknown_fields(data: Mapping[str, Any]) -> None:
    """A ScenarioError for the first field of a class that is not one, naming the
    nearest."""
    for name in data:
        if name not in FIELDS:
            guess = nearest(str(name), FIELDS)
            raise ScenarioError(
                WORDS.phrase("unknown field {name!r}: did you mean {guess!r}?", name=name,
                             guess=guess) if guess is not None else
                WORDS.phrase("unknown field {name!r} (a class's fields: {fields})", name=name,
                             fields=", ".join(FIELDS)))


def read_classes(data: Any, found: Found | None = None) -> Mapping[str, MovementClass]:
    """The built-in table with a scenario's `[classes]` over it (the built-in table
    itself when it has none); with `found`, each class's mistake is kept there (the
    class left as built in), else the first is raised."""
    if not data:
        return CLASSES
    if not isinstance(data, dict):
        raise ScenarioError(WORDS.phrase("[classes.KEY] must be tables"))
    mistakes = found if found is not None else Found()
    table = dict(CLASSES)
    for key, spec in data.items():
        old = CLASSES.get(str(key))
        read = mistakes.read(("classes", str(key)), None, read_class, str(key), spec, old)
        if read is not None:
            table[str(key)] = read
    if found is None:
        mistakes.refuse()
    return table


def dump_classes(table: Mapping[str, MovementClass]) -> dict[str, Any]:
    """The rows that differ from the built-in table, as a scenario writes them."""
    return {key: {"name": c.name, "base": _written(c.base),
                  "reorient": [_written(c.first_vertex), _written(c.next_vertex)],
                  "about": _written(c.about_turn),
                  "ground": {g.value: _written(v) for g, v in c.ground.items()},
                  "cave": {g.value: _written(v) for g, v in c.cave.items()},
                  "rough_side": _written(c.rough_side),
                  "changes": [p.name.lower().replace("_", "-") for p in sorted(c.changes)],
                  "hex_or_place": _written(c.hex_or_place),
                  "hex_and_place": _written(c.hex_and_place)}
            for key, c in table.items() if CLASSES.get(key) != c}
