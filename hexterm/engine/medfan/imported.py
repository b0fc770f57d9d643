"""A Med-Fan army or purchase imported as TOML, for players who keep their army lists
in files (docs/rules/medfan.md, "Armies"): `[[unit]]` tables (name, figures, cost, and
optionally roles, hero, spells, armour, weapon), `[[upgrade]]` tables (unit,
characteristic or the upgrade table's die, value, cost), `[[spells]]` tables (unit,
spells: what the Council of Archmages teaches a mage of the army) and, at the army step, `keep`
(the generous start's try kept) and `name` (the first territory's name). The document
is turned into the lines the text readers take, so that both forms follow the same
rules; what cannot be read is one OrderSyntaxError naming the entry.

    keep = 2
    [[unit]]
    name = "Aldric"
    figures = 1
    cost = 120
    roles = ["general", "healer"]
    armour = 15
"""

from __future__ import annotations

import tomllib
from typing import Any

from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.medfan.words import WORDS

UNIT_KEYS = {"name": str, "figures": int, "cost": int, "roles": list, "hero": bool,
             "spells": list, "spell": str, "armour": int, "weapon": int}
UPGRADE_KEYS = {"unit": str, "characteristic": (str, int), "value": (int, str), "cost": int}
SPELLS_KEYS = {"unit": str, "spells": list}


def is_toml(text: str) -> bool:
    """Whether the input is written as a TOML document (it has a `[[…]]` table)."""
    return any(line.lstrip().startswith("[[") for line in text.splitlines())


def _checked(entry: Any, keys: dict[str, Any], required: tuple[str, ...], where: str
             ) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise OrderSyntaxError(WORDS.phrase("{where} is not a table", where=where))
    for key, value in entry.items():
        if key not in keys:
            raise OrderSyntaxError(WORDS.phrase("{where}: {key!r} is not one of {known}",
                                                where=where, key=key, known=", ".join(keys)))
        kind = keys[key]
        if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
            raise OrderSyntaxError(WORDS.phrase("{where}: {key} = {value!r} is not what it "
                                                "takes", where=where, key=key, value=value))
    for key in required:
        if key not in entry:
            raise OrderSyntaxError(WORDS.phrase("{where}: say its {key}", where=where,
                                                key=key))
    return entry


def _unit_line(entry: dict[str, Any]) -> str:
    words = [entry["name"], str(entry["figures"]), str(entry["cost"])]
    words += [str(role) for role in entry.get("roles", [])]
    words += ["hero"] if entry.get("hero") else []
    spells = [str(s) for s in entry.get("spells", [])] + (
        [entry["spell"]] if "spell" in entry else [])
    words += [f"spell={','.join(spells)}"] if spells else []
    words += [f"{key}={entry[key]}" for key in ("armour", "weapon") if key in entry]
    if any(not word or any(c.isspace() for c in word) for word in words):
        raise OrderSyntaxError(WORDS.phrase("unit {name!r}: names and spells are one word "
                                            "each", name=entry["name"]))
    return " ".join(words)


def as_lines(text: str, *, army: bool) -> tuple[str, list[str]]:
    """The TOML document `text` as the lines of an army (`army`: with `keep`) or of a
    spending (with `upgrade` lines), and the entry each line comes from."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise OrderSyntaxError(WORDS.phrase("the TOML roster cannot be read: {said}",
                                            said=str(exc))) from None
    allowed = {"unit", "keep", "name"} if army else {"unit", "upgrade", "spells"}
    for key in data:
        if key not in allowed:
            raise OrderSyntaxError(WORDS.phrase("{key!r} is not one of {known} here", key=key,
                                                known=", ".join(sorted(allowed))))
    lines, entries = [], []
    for number, entry in enumerate(data.get("unit", []), 1):
        unit = _checked(entry, UNIT_KEYS, ("name", "figures", "cost"), f"[[unit]] {number}")
        lines.append(_unit_line(unit))
        entries.append(f"[[unit]] {number}")
    for number, entry in enumerate(data.get("upgrade", []), 1):
        upgrade = _checked(entry, UPGRADE_KEYS, tuple(UPGRADE_KEYS), f"[[upgrade]] {number}")
        lines.append(" ".join(["upgrade", *(str(upgrade[k]) for k in UPGRADE_KEYS)]))
        entries.append(f"[[upgrade]] {number}")
    for number, entry in enumerate(data.get("spells", []), 1):
        taught = _checked(entry, SPELLS_KEYS, tuple(SPELLS_KEYS), f"[[spells]] {number}")
        learned = [str(spell) for spell in taught["spells"]]
        if not learned or any(not w or any(c.isspace() or c == "," for c in w)
                              for w in (taught["unit"], *learned)):
            raise OrderSyntaxError(WORDS.phrase(
                "{where}: a mage and his spells, one word each", where=f"[[spells]] {number}"))
        lines.append(f"spells {taught['unit']} {','.join(learned)}")
        entries.append(f"[[spells]] {number}")
    if "keep" in data:
        keep = data["keep"]
        if keep not in (1, 2) or isinstance(keep, bool):
            raise OrderSyntaxError(WORDS.phrase("keep is 1 or 2, not {value!r}", value=keep))
        lines.append(f"keep {keep}")
        entries.append("keep")
    if "name" in data:
        if not isinstance(data["name"], str) or not data["name"].strip() \
                or "\n" in data["name"]:
            raise OrderSyntaxError(WORDS.phrase(
                "name is the first territory's name, not {value!r}", value=data["name"]))
        lines.append(f"name {data['name']}")
        entries.append("name")
    return "".join(line + "\n" for line in lines), entries


def relabelled(error: OrderSyntaxError, entries: list[str]) -> OrderSyntaxError:
    """A reader's error on the lines made of a TOML document, naming its entry instead
    of the line."""
    message = error.message
    if message is not None and message.msgid == "line {line}: {said}":
        line = message.fields["line"]
        if isinstance(line, int) and 0 < line <= len(entries):
            return OrderSyntaxError(WORDS.phrase("{where}: {said}", where=entries[line - 1],
                                                 said=message.fields["said"]))
        return error
    said = str(error)
    head, _, rest = said.partition(": ")
    words = head.split()
    if len(words) == 2 and words[0] == "line" and words[1].isdigit() \
            and 0 < int(words[1]) <= len(entries):
        return OrderSyntaxError(f"{entries[int(words[1]) - 1]}: {rest}")
    return error
