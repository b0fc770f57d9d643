"""The SAGA editor's form (`F`, `screens/shared/editor_forms.py`): the terrain under
the cursor, its name and kind; a terrain renamed is renamed wherever the file names it
(its roads, the home lists, villages, bands, owners and sacred terrains)."""

from __future__ import annotations

from typing import Any

from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.i18n import t
from hexterm.screens.saga.editing_map import KINDS, tables, terrain_at
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Field, Form, Spot


def terrain_form(document: Document, spot: Spot, name: str) -> Form:
    """The form of the terrain `name`, drawn at `spot`."""
    found = terrain_at(document.data(), spot)
    kind = str(found[1].get("kind", "")) if found is not None else ""
    fields = [Field("name", t("Name"), name, t("one word")),
              Field("kind", t("Kind"), kind, ", ".join(KINDS))]
    return Form(t("The terrain {terrain}", terrain=name), fields,
                lambda values: renamed(document, spot, name, values))


def renamed(document: Document, spot: Spot, name: str, values: dict[str, str]) -> Edit:
    """The edit of the form's values (one sentence, and no edit, for a value that is
    not one of its field's)."""
    new, kind = values["name"].strip(), values["kind"].strip()
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

    return edit


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
