"""`hexterm check` names a mistake's place once (issue 30): it says the file, the line
and the table itself ("world.toml:12: [[terrain]] 2 'Varn', …"), so the sentence after
it never names that table again ("… 'Varn', terrain Varn: kind is …" read the place
twice). Checked, in English and French, over a broad set of broken files: every case
file of tests/check/cases/ of every ruleset, and the built-in worlds (Les Marches cut
down for the Planisphère) each with one value of one table changed, a table made a
number, or a key dropped, one file each.

The same sentences said whole (by `hexterm new`, which places them too, or by an
engine refusal said alone) keep their place: a test here says so too."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import tomlkit

from hexterm import i18n
from hexterm.engine.messages import Message
from hexterm.engine.mistakes import IN_TABLE
from hexterm.engine.rulesets import get_ruleset
from hexterm.scenario_check import Lines

CASES = Path(__file__).parent / "cases"
BUILT_IN = Path(__file__).parents[2] / "hexterm" / "scenarios"
WORLDS = {"planisphere": CASES / "planisphere" / "base.toml",
          "saga": BUILT_IN / "saga.toml", "novlemia": BUILT_IN / "novlemia.toml",
          "medfan": BUILT_IN / "medfan.toml", "tactical": BUILT_IN / "tactical.toml"}
WRONG: tuple[object, ...] = ("zz", -1, ["zz"])
DROP = "(dropped)"
FIRST = 2
"""The elements of a list changed: its first ones (the others are read alike)."""

# How each table of the formats is named in a sentence, in English and in French (a
# table's name, its singular, its words): a sentence after the check's table must not
# begin with one of these followed by the table's own number, key or label.
WORDS = {
    "terrain": ("terrain",), "territory": ("territory", "territoire"),
    "unit": ("unit", "unité"), "unit_type": ("unit_type", "unit type", "type d'unité"),
    "side": ("side", "côté"), "faction": ("faction",), "hex": ("hex", "hexagone"),
    "homes": ("homes", "home", "foyers", "foyer"), "village": ("village",),
    "band": ("band", "bande"), "classes": ("class", "classes", "classe"),
    "cell": ("cell", "case"), "node": ("node", "nœud"), "map": ("map", "carte"),
    "labels": ("label", "labels", "étiquette"), "rules": ("rules", "règles"),
    "treasuries": ("treasuries", "treasury", "trésor"), "yields": ("yields",),
    "missing": ("missing",), "pp": ("pp",), "owners": ("owners",), "sacred": ("sacred",),
    "armies": ("armies",), "market": ("market", "marché"), "quest": ("quest", "quête"),
}
ARTICLES = ("a ", "an ", "the ", "le ", "la ", "l'", "les ", "un ", "une ")


def leaves(data: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Every path to a table or a value of `data`."""
    if path:
        yield path
    items = data.items() if isinstance(data, dict) else \
        enumerate(data[:FIRST]) if isinstance(data, list) else ()
    for key, value in items:
        yield from leaves(value, (*path, key))


def mutated(text: str) -> Iterator[tuple[str, str]]:
    """`text` with one change each: a value made wrong, a table made a number, a key
    dropped (its name, and the TOML written back)."""
    for path in leaves(tomllib.loads(text)):
        for value in (*WRONG, DROP):
            doc = tomlkit.parse(text)
            node: Any = doc
            for step in path[:-1]:
                node = node[step]
            try:
                if value is DROP:
                    del node[path[-1]]
                else:
                    node[path[-1]] = value
                changed = tomlkit.dumps(doc)
                tomllib.loads(changed)
            except Exception:  # a change TOML cannot write back: not a case
                continue
            yield f"{'.'.join(map(str, path))}={value!r}", changed


def broken_files() -> Iterator[tuple[str, str, str]]:
    """(ruleset, name, text) of each broken file."""
    for ruleset in WORLDS:
        for case in sorted((CASES / ruleset).glob("*.toml")):
            yield ruleset, case.name, case.read_text(encoding="utf-8")
    yield "planisphere", "several", (CASES / "several" / "planisphere.toml").read_text(
        encoding="utf-8")
    for ruleset, world in WORLDS.items():
        for name, text in mutated(world.read_text(encoding="utf-8")):
            yield ruleset, f"{world.name} {name}", text


def names_its_table(table: Message, what: str) -> bool:
    """Whether the sentence `what`, said after the table `table`, begins by naming that
    table again (its words, then its number, key or label, a colon or a dot)."""
    fields = {k: str(v) for k, v in table.fields.items()}
    if "name" not in fields:  # the top of the file
        return False
    word, _, label = fields["name"].partition(".")
    own = [x for x in (label, fields.get("number"), fields.get("key")) if x]
    said = what.lower()
    for article in ARTICLES:
        said = said.removeprefix(article)
    for name in WORDS.get(word, (word,)):
        if said.startswith((f"[{name}", f"[[{name}")):
            return True
        if said.startswith(name.lower()):
            rest = said[len(name):]
            if rest.startswith((":", " :", ".", "\u00a0:")) or any(
                    re.match(rf"\s*['«\u00a0]*{re.escape(x.lower())}\b", rest) for x in own):
                return True
    return False


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_no_check_sentence_names_its_table_twice() -> None:
    doubled: list[str] = []
    files = 0
    for ruleset, name, text in broken_files():
        mistakes = get_ruleset(ruleset).scenario_mistakes(tomllib.loads(text))
        if not mistakes:
            continue
        files += 1
        lines = Lines(text)
        for mistake in mistakes:
            if not mistake.where:
                continue
            placed = lines.placed(name, mistake)
            for lang in ("en", "fr"):
                i18n.set_language(lang)
                table, what = placed.fields["table"], placed.fields["what"]
                assert isinstance(table, Message) and isinstance(what, Message)
                if names_its_table(table, i18n.said(what)):
                    doubled.append(f"{name}: {i18n.said(placed)}")
            i18n.set_language("en")
    assert files > 500  # a broad set: every ruleset's cases and mutated worlds
    assert doubled == []


@pytest.mark.parametrize(("table", "what", "doubled"), [
    ({"name": "terrain", "number": 1, "key": "Varn"}, "terrain Varn: kind is normal", True),
    ({"name": "territory", "number": 1}, "territoire 1 : « x » n'est pas", True),
    ({"name": "hex.O12"}, "hex O12 influence: liberia", True),
    ({"name": "treasuries"}, "treasuries.alice is a whole number", True),
    ({"name": "village", "number": 2}, "a village: 'Oslo' is not a terrain", True),
    ({"name": "unit", "number": 3}, "[[unit]] 3 is not a table", True),
    ({"name": "side", "number": 1}, "['zz'] is not a hex label", False),
    ({"name": "faction", "number": 2, "key": "liberia"},
     "its unit codes would begin with 'GLA', as those of faction 'glaces' do", False),
    ({"name": "armies"}, "the army of bob: line 1: figures is", False),
    ({"name": "homes"}, "for 2 players, Varn is the home of two players", False),
])
def test_what_names_a_table_twice(table: dict[str, object], what: str, doubled: bool) -> None:
    assert names_its_table(Message("[[{name}]] {number} {key!r}", table), what) is doubled


def test_said_whole_a_sentence_keeps_its_table() -> None:
    """`hexterm new` refuses the first mistake with the file's line and table; an
    engine refusal said alone (without a file) keeps the table it is said in."""
    text = (CASES / "saga" / "misspelt_keys.toml").read_text(encoding="utf-8")
    mistakes = get_ruleset("saga").scenario_mistakes(tomllib.loads(text))
    kind = next(m for m in mistakes if m.where == ("terrain", 0, "kind"))
    assert kind.what.msgid == IN_TABLE
    assert i18n.said(kind.what) == "terrain Varn: kind is normal, developed or " \
                                   "prestigious, not None"
    assert i18n.said(Lines(text).placed("m.toml", kind)) == (
        "m.toml:6: [[terrain]] 1 'Varn', kind is normal, developed or prestigious, not None")
