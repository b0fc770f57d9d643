"""The sweep (issue 30's leftovers): `hexterm check` places every mistake at the line of
the thing at fault, for every ruleset.

The broken files: every case file of tests/check/cases/ (a kind of mistake each, the
issue's and those met since), and a complete world of each ruleset (the documented
examples of docs/scenarios/; for the Planisphère tests/check/worlds/planisphere.toml,
which holds a table of every kind: markets, quests, accords, annotations, items,
chests, weapon masters) with one value of one table made wrong, a table made a
number, or a key dropped, a file each (`mutated`).

For each mistake the ruleset finds: it has a place (none is said without a line), and
the file's line the check names holds the thing the mistake is at, read from the
parsed file along the mistake's path, not from the check's own reading of positions:
the key written (``owner = …``, ``[cell.C03]``, ``[[unit]]``), an element of a list
(``"B09",``), the header of a table of an array, or the line of a text written on
lines of its own (an army's roster). A key the file does not have is placed at its
table's header (the top of the file: line 1 for a table the file lacks). Then the
files the rulesets find no mistake in: whatever making a game on them refuses is
placed at a line too (`scenario_refusals`), and none makes the check stop.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import tomlkit

from hexterm import i18n
from hexterm.engine.mistakes import Where
from hexterm.engine.rulesets import get_ruleset
from hexterm.scenario_check import Lines, scenario_refusals
from tests.check.test_check_names_once import mutated

HERE = Path(__file__).parent
CASES = HERE / "cases"
DOCS = HERE.parents[1] / "docs" / "scenarios"
WORLDS = {"planisphere": [HERE / "worlds" / "planisphere.toml"],
          "saga": [DOCS / "saga.toml", DOCS / "saga_set.toml"],
          "novlemia": [DOCS / "novlemia.toml"], "medfan": [DOCS / "medfan.toml"],
          "tactical": [DOCS / "tactical.toml"]}


def broken_files(ruleset: str) -> Iterator[tuple[str, str]]:
    """(name, text) of each broken file of `ruleset`."""
    for case in sorted((CASES / ruleset).glob("*.toml")):
        yield case.name, case.read_text(encoding="utf-8")
    if ruleset == "planisphere":
        yield "several", (CASES / "several" / "planisphere.toml").read_text(encoding="utf-8")
    for world in WORLDS[ruleset]:
        for name, text in mutated(world.read_text(encoding="utf-8")):
            yield f"{world.name} {name}", text


def _written(value: object) -> list[str]:
    """How `value`, an element of a list, is written on its line (its texts)."""
    if isinstance(value, list):
        return [w for v in value for w in _written(v)]
    return [str(value).lower() if isinstance(value, bool) else str(value)]


def holds(line: str, data: dict[str, Any], where: Where) -> bool:
    """Whether `line`, the file's line the check names for a mistake at `where`, holds
    the thing at fault: the deepest step of `where` the file has (see the docstring)."""
    node: Any = data
    last: str | int | None = None
    for step in where:
        keyed = isinstance(node, dict) and isinstance(step, str) and step in node
        listed = isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node)
        if keyed or listed:
            node, last = node[step], step
        elif isinstance(node, str) and isinstance(step, int):  # a line of the text
            lines = node.splitlines()
            return 0 <= step < len(lines) and lines[step].strip() in line
        else:
            break
    if last is None:  # a table or key the file lacks altogether: the top
        return True
    if isinstance(last, str):  # a key: `key = …`, `[table.key]`, `[[key]]`, `{ key = …`
        return last in line
    if isinstance(node, dict):  # a table of an array: its header, or inline
        return "[[" in line or "{" in line
    said = line.replace('"', "'")
    return all(word in said for word in _written(node))


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("ruleset", sorted(WORLDS))
def test_every_mistake_is_placed_at_the_line_of_the_thing_at_fault(ruleset: str) -> None:
    rules = get_ruleset(ruleset)
    misplaced: list[str] = []
    files = kinds = 0
    for name, text in broken_files(ruleset):
        data = tomllib.loads(text)
        mistakes = rules.scenario_mistakes(data)
        if not mistakes:
            continue
        files += 1
        lines, written = Lines(text), text.splitlines()
        for mistake in mistakes:
            kinds += 1
            said = i18n.said(lines.placed(name, mistake))
            if not mistake.where:
                misplaced.append(f"said without a line: {said}")
                continue
            line = lines.line(mistake.where)
            if not said.startswith(f"{name}:{line}: ") or \
                    not holds(written[line - 1], data, mistake.where):
                misplaced.append(f"{said} (line {line}: {written[line - 1]!r}, "
                                 f"at {mistake.where})")
    assert files > 40 and kinds > files  # a broad set: the cases and every table broken
    assert misplaced == []


@pytest.mark.parametrize("ruleset", sorted(WORLDS))
def test_what_a_new_game_refuses_is_placed_too(ruleset: str) -> None:
    """A broken file the ruleset's own check finds nothing in: what making a game on
    it, checking and saving it refuses is placed at a line (never "the check stopped",
    never said without a line)."""
    unplaced: list[str] = []
    for name, text in broken_files(ruleset):
        data = tomllib.loads(text)
        if get_ruleset(ruleset).scenario_mistakes(data):
            continue
        for refusal in scenario_refusals(text, "F", data, ruleset):
            said = i18n.said(refusal)
            if not re.match(r"F:\d+: ", said):
                unplaced.append(f"{name}: {said}")
    assert unplaced == []


@pytest.mark.parametrize(("ruleset", "world", "path", "value"), [
    ("planisphere", HERE / "worlds" / "planisphere.toml", ("faction", 0, "masters", "MA1"),
     ["zz"]),
    ("planisphere", HERE / "worlds" / "planisphere.toml",
     ("quest", 0, "choice", 0, "outcome", 0, "master"), ["zz"]),
    ("planisphere", HERE / "worlds" / "planisphere.toml", ("accord", 0, "factions"), -1),
    ("saga", DOCS / "saga_set.toml", ("memory",), -1),
    ("medfan", DOCS / "medfan.toml", ("territory",), -1),
    ("medfan", DOCS / "medfan.toml", ("territory", 0, "capability"), ["zz"]),
    ("tactical", DOCS / "tactical.toml", ("classes", "W", "changes", 0), ["zz"]),
])
def test_a_value_of_a_wrong_type_never_stops_the_check(
        ruleset: str, world: Path, path: Where, value: object) -> None:
    """Values of a wrong type that made a ruleset's check stop (a TypeError, said as
    "the check stopped" without a line): each is a mistake placed at its line."""
    text = world.read_text(encoding="utf-8")
    label = f"{'.'.join(map(str, path))}={value!r}"
    [changed] = [t for name, t in mutated(text) if name == label]
    said = [i18n.said(m) for m in scenario_refusals(changed, "F", tomllib.loads(changed),
                                                    ruleset)]
    assert said and all(re.match(r"F:\d+: ", s) for s in said), said
    assert not any("stopped" in s or "Error" in s for s in said), said


def test_an_annotation_for_a_seat_not_in_the_game_is_no_mistake() -> None:
    """D27 (docs/rules/diplomacy.md): an annotation for a seat not in the game stays
    with the organiser: the check finds no mistake (its save was refused as naming a
    seat that does not exist), and the game made on it is saved and opened."""
    world = HERE / "worlds" / "planisphere.toml"
    text = world.read_text(encoding="utf-8").replace('seat = "glaces"', 'seat = "dora"')
    assert 'seat = "dora"' in text
    assert scenario_refusals(text, "F", tomllib.loads(text), "planisphere") == []


def _doubled(doc: Any, table: str, key: str, value: object) -> None:
    """The second `[[table]]` of `doc` given the first one's `key` (`value`)."""
    doc[table][1][key] = value


def _copied(doc: Any, table: str, **changed: object) -> None:
    """A copy of the first `[[table]]` of `doc` appended, with `changed`."""
    copy = tomlkit.table()
    for key, value in doc[table][0].items():
        copy[key] = changed.get(key, value)
    doc[table].append(copy)


# Kinds of mistakes one value made wrong cannot make: a key declared twice, a listing
# or choice written twice, an outcome that can never happen, two quests on a hex, an
# accord's proposer that is none of its factions (each: the path it is placed at).
KINDS: dict[str, tuple[Callable[[Any], None], Where]] = {
    "resource twice": (lambda d: _doubled(d, "resource", "key", "fer"), ("resource", 1, "key")),
    "item twice": (lambda d: _doubled(d, "item", "key", "rhum"), ("item", 1, "key")),
    "listing twice": (lambda d: d["node"][1]["market"].append(
        {"good": "fer", "side": "sells", "price": 1, "quantity": 1}), ("node", 1, "market", 2)),
    "choice twice": (lambda d: d["quest"][0]["choice"][1].__setitem__("letter", "A"),
                     ("quest", 0, "choice", 1, "letter")),
    "outcome never": (lambda d: d["quest"][0]["choice"][0]["outcome"][0].remove("needs"),
                      ("quest", 0, "choice", 0, "outcome", 1)),
    "quest on a quest's hex": (lambda d: _copied(d, "quest", key="autre"), ("quest", 1, "hex")),
    "quest key twice": (lambda d: _copied(d, "quest", hex="A10"), ("quest", 1, "key")),
    "proposer": (lambda d: d["accord"][0].__setitem__("proposer", "coelion"),
                 ("accord", 0, "proposer")),
    "accord code twice": (lambda d: _copied(d, "accord"), ("accord", 1, "code")),
    "clause": (lambda d: d["accord"][0].__setitem__("clauses", ["paix"]),
               ("accord", 0, "clauses")),
    "annotation code twice": (lambda d: _copied(d, "annotation"), ("annotation", 1, "code")),
    "material": (lambda d: d["unit_type"][0].__setitem__("material", ["epee"]),
                 ("unit_type", 0, "material")),
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_kind_of_planisphere_entry_mistake_is_placed(kind: str) -> None:
    change, where = KINDS[kind]
    doc = tomlkit.parse((HERE / "worlds" / "planisphere.toml").read_text(encoding="utf-8"))
    change(doc)
    text = tomlkit.dumps(doc)
    data = tomllib.loads(text)
    mistakes = get_ruleset("planisphere").scenario_mistakes(data)
    assert [m.where for m in mistakes] == [where], [str(m.what) for m in mistakes]
    lines, written = Lines(text), text.splitlines()
    line = lines.line(where)
    assert holds(written[line - 1], data, where), (line, written[line - 1])
    said = i18n.said(lines.placed("F", mistakes[0]))
    assert said.startswith(f"F:{line}: ") and "stopped" not in said, said
    i18n.set_language("fr")
    french = i18n.said(lines.placed("F", mistakes[0]))
    assert french.startswith(f"F:{line} : "), french
    assert not any(word in french for word in (" is ", "twice", "never", "names ")), french
