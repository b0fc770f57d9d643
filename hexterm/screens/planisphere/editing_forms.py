"""The Planisphère's forms in the world editor (`screens/shared/editor_forms.py`): a
`[[faction]]` of the scenario (docs/scenarios.md: its key, name, prefix, deniers,
catalogue and the cards of its reserve). The reserve's limit is not a field of the
format: the form says it, and the live checks refuse a reserve over it.

A value that is not one of the field's is refused in one sentence naming the field;
an empty field takes the format's default (the key is taken out of the file).
"""

from __future__ import annotations

import re
from typing import Any

import tomlkit
from tomlkit.toml_document import TOMLDocument

from hexterm.i18n import t
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Field, Form

KEY = re.compile(r"[a-z0-9][a-z0-9_-]*")
MOST_DENIERS = 1_000_000_000
MOST_CARDS = 10_000


def whole(label: str, text: str, most: int) -> int:
    """`text` as a whole number from 0 to `most` (one sentence naming `label` if not)."""
    if not text.isdigit() or int(text) > most:
        raise EditRefused(t("{field}: {value!r} is not a whole number from 0 to {most}.",
                            field=label, value=text, most=most))
    return int(text)


def keys_of(label: str, text: str) -> list[str]:
    """A list of keys written "a, b" (one sentence naming `label` when one is not a key)."""
    found = [part.strip() for part in text.split(",") if part.strip()]
    for key in found:
        if not KEY.fullmatch(key):
            raise EditRefused(t("{field}: {value!r} is not a key: lower-case letters, digits "
                                "and hyphens.", field=label, value=key))
    return found


def reserve_of(label: str, text: str) -> dict[str, int]:
    """The reserve written "recrue=10, fantassin=2"."""
    cards: dict[str, int] = {}
    for part in (p.strip() for p in text.split(",") if p.strip()):
        kind, _, count = (s.strip() for s in part.partition("="))
        if not KEY.fullmatch(kind) or not count:
            raise EditRefused(t("{field}: {value!r} is not a unit type and a number of cards, "
                                "such as recrue=10.", field=label, value=part))
        cards[kind] = whole(label, count, MOST_CARDS)
    return cards


def written(value: Any) -> str:
    """A value of the file as a field shows it."""
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return "" if value is None else str(value)


def faction_form(data: dict[str, Any], key: str, limit: int | None) -> Form:
    """The form of the faction `key` of the scenario `data`."""
    factions = list(data.get("faction", ()))
    index = next(i for i, f in enumerate(factions) if f.get("key") == key)
    spec = factions[index]
    labels = {"key": t("Key"), "name": t("Name"), "prefix": t("Unit code prefix"),
              "da": t("Deniers d'argent"), "do": t("Deniers d'or"),
              "catalogue": t("Catalogue"), "reserve": t("Reserve")}
    hints = {"catalogue": "recrue, fantassin", "reserve": "recrue=10, fantassin=2"}
    fields = [Field(name, label, written(spec.get(name)), hints.get(name, ""))
              for name, label in labels.items()]
    title = t("Faction {key}", key=key)
    if limit is not None:
        title += " · " + t("reserve limit {limit} cards", limit=limit)

    def make(values: dict[str, str]) -> Edit:
        new_key = values["key"]
        if not KEY.fullmatch(new_key):
            raise EditRefused(t("{field}: {value!r} is not a key: lower-case letters, "
                                "digits and hyphens.", field=labels["key"], value=new_key))
        if new_key != key and any(f.get("key") == new_key for f in factions):
            raise EditRefused(t("{field}: another faction is {value!r}.",
                                field=labels["key"], value=new_key))
        if values["prefix"] and not values["prefix"].isalnum():
            raise EditRefused(t("{field}: {value!r} is not letters and digits.",
                                field=labels["prefix"], value=values["prefix"]))
        kept: dict[str, Any] = {
            "name": values["name"] or None,
            "prefix": values["prefix"].upper() or None,
            "da": whole(labels["da"], values["da"], MOST_DENIERS) if values["da"] else None,
            "do": whole(labels["do"], values["do"], MOST_DENIERS) if values["do"] else None,
            "catalogue": keys_of(labels["catalogue"], values["catalogue"]) or None,
            "reserve": reserve_of(labels["reserve"], values["reserve"]) or None,
        }

        def edit(doc: TOMLDocument) -> None:
            table = doc["faction"][index]  # type: ignore[index]
            table["key"] = new_key
            for name, value in kept.items():
                if value is None:
                    table.pop(name, None)
                elif written(value) != written(table.get(name)):  # the file's own kept
                    table[name] = inline(value) if isinstance(value, dict) else value
            if new_key != key:
                renamed(doc, key, new_key)

        return edit

    return Form(title, fields, make)


def inline(cards: dict[str, int]) -> Any:
    table = tomlkit.inline_table()
    table.update(cards)
    return table


def renamed(doc: TOMLDocument, old: str, new: str) -> None:
    """The faction `old` called `new` wherever the file names it: its nodes and units,
    and the influence of the hexes."""
    for kind in ("node", "unit"):
        for table in doc.get(kind, ()):
            if table.get("faction") == old:
                table["faction"] = new
    for table in doc.get("hex", {}).values():
        influence = table.get("influence") if hasattr(table, "get") else None
        if influence is not None and old in influence:
            influence[new] = influence.pop(old)
