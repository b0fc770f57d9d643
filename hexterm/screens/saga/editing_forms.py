"""The SAGA editor's form (`F`, `screens/shared/editor_forms.py`): the terrain under
the cursor, its name and kind, and in a campaign set at some point the seat that holds
it (`[owners]`) and the seat it is sacred to (`[sacred]`); a terrain renamed is renamed
wherever the file names it (its roads, the home lists, villages, bands, owners and
sacred terrains)."""

from __future__ import annotations

from typing import Any

import tomlkit
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.i18n import t
from hexterm.screens.saga.editing_map import KINDS, tables, terrain_at
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Field, Form, Spot

SEATED = ("owners", "sacred")  # the tables of seats by terrain the form edits


def terrain_form(document: Document, spot: Spot, name: str) -> Form:
    """The form of the terrain `name`, drawn at `spot`."""
    data = document.data()
    found = terrain_at(data, spot)
    kind = str(found[1].get("kind", "")) if found is not None else ""
    held = {key: data.get(key) if isinstance(data.get(key), dict) else {}
            for key in SEATED}
    fields = [Field("name", t("Name"), name, t("one word")),
              Field("kind", t("Kind"), kind, ", ".join(KINDS)),
              Field("owners", t("Held by"), str(held["owners"].get(name, "")),
                    t("a seat; empty: nobody")),
              Field("sacred", t("Sacred to"), str(held["sacred"].get(name, "")),
                    t("a seat; empty: nobody"))]
    return Form(t("The terrain {terrain}", terrain=name), fields,
                lambda values: renamed(document, spot, name, values))


def renamed(document: Document, spot: Spot, name: str, values: dict[str, str]) -> Edit:
    """The edit of the form's values (one sentence, and no edit, for a value that is
    not one of its field's)."""
    new, kind = values["name"].strip(), values["kind"].strip()
    seats = {key: values[key].strip() for key in SEATED}
    for key, label in (("owners", t("Held by")), ("sacred", t("Sacred to"))):
        if len(seats[key].split()) > 1:
            raise EditRefused(t("{field}: a seat is one word, not {seat!r}.", field=label,
                                seat=seats[key]))
    if not new or len(new.split()) != 1:
        raise EditRefused(t("Name: a terrain's name is one word, not {name!r}.", name=new))
    if kind not in KINDS:
        raise EditRefused(t("Kind: normal, developed or prestigious, not {kind!r}.",
                            kind=kind))
    if new.casefold() != name.casefold() and any(
            str(item.get("name", "")).casefold() == new.casefold()
            for item in tables(document.data(), "terrain")):
        raise EditRefused(t("Name: another terrain is called {name}.", name=new))

    def edit(doc: TOMLDocument) -> None:
        found = terrain_at(doc, spot)
        if found is None:
            raise EditRefused(t("There is no terrain at [{x}, {y}]: space puts one there.",
                                x=spot[0], y=spot[1]))
        found[1]["kind"] = kind
        if new != name:
            found[1]["name"] = new
            rename(doc, name, new)
        for key, seat in seats.items():
            seated(doc, key, new, seat)

    return edit


def seated(doc: TOMLDocument, key: str, name: str, seat: str) -> None:
    """`TERRAIN = SEAT` in the table `key` (`owners`, `sacred`), made at the end when
    there is none; taken out for no seat (the table too once empty)."""
    table: Any = doc.get(key)
    if not seat:
        if isinstance(table, dict) and name in table:
            del table[name]
            if not table:
                del doc[key]
        return
    if table is None:
        table = tomlkit.table()
        doc.add(key, table)
    if table.get(name) != seat:
        table[name] = seat


def rename(doc: TOMLDocument, name: str, new: str) -> None:
    """Every mention of the terrain `name` made `new`: roads, homes, villages, bands,
    owners and sacred terrains."""
    lists: list[Any] = [*doc.get("roads", []), *doc.get("homes", {}).values()]
    for listed in lists:
        if isinstance(listed, list):
            for n, end in enumerate(listed):
                if end == name:
                    listed[n] = new
    for key in ("village", "band"):
        for item in doc.get(key, []):
            if item.get("terrain") == name:
                item["terrain"] = new
    for key in ("owners", "sacred"):
        table: Any = doc.get(key)
        if isinstance(table, dict) and name in table:
            table[new] = table[name]
            del table[name]
