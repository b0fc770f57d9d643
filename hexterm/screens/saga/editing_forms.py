"""The SAGA editor's form (`F`, `screens/shared/editor_forms.py`): the terrain under
the cursor, its name and kind, and in a campaign set at some point the seat that holds
it (`[owners]`) and the seat it is sacred to (`[sacred]`); a terrain renamed is renamed
wherever the file names it (its roads, the home lists, villages, bands, owners and
sacred terrains). `T`: the form of a band on the terrain (a campaign set at some
point): its lord's name, its seat, its units (``warriors 2 1, levies 1``, the kinds in
English or French) and the figures left to units that lost some (``warriors1=6``)."""

from __future__ import annotations

from typing import Any

import tomlkit
from tomlkit.items import AoT
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.engine.saga.scenario import plain
from hexterm.engine.saga.synonyms import KINDS as KIND_WORDS
from hexterm.engine.saga.synonyms import TYPED_IN
from hexterm.engine.saga.tables import FIGURES_PER_POINT
from hexterm.i18n import language, t
from hexterm.screens.saga.editing_map import KINDS, guarded, tables, terrain_at
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Field, Form, Spot, add_to

SEATED = ("owners", "sacred")  # the tables of seats by terrain the form edits


def terrain_form(document: Document, spot: Spot, name: str) -> Form:
    """The form of the terrain `name`, drawn at `spot`."""
    data = document.data()
    found = terrain_at(data, spot)
    kind = str(found[1].get("kind", "")) if found is not None else ""
    held: dict[str, dict[str, Any]] = {
        key: table if isinstance(table := data.get(key), dict) else {} for key in SEATED}
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

    return guarded(edit)


def appended(doc: TOMLDocument, key: str, table: Any) -> None:
    """`table` as the last of the array of tables `key`, a blank line before it as
    between the file's tables."""
    tables_now: Any = doc.get(key)
    if isinstance(tables_now, AoT) and tables_now and \
            not tables_now[-1].as_string().endswith("\n\n"):
        tables_now[-1].add(tomlkit.nl())
    add_to(doc, key, table)


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


def kind_said(kind: str) -> str:
    """A unit kind as the player's language types it (guerriers in French)."""
    return TYPED_IN.get(language(), {}).get(kind, kind)


def said_units(units: object) -> str:
    """A band's `units` as its form writes them: ``warriors 2 1, levies 1``, the kinds in
    the player's language (read back in either)."""
    if not isinstance(units, dict):
        return ""
    return ", ".join(" ".join([kind_said(str(kind)),
                               *map(str, points if isinstance(points, list) else [points])])
                     for kind, points in units.items())


def said_left(left: object) -> str:
    """A band's `left` as its form writes it: ``warriors1=6``, the kind in the player's
    language."""
    if not isinstance(left, dict):
        return ""
    said = []
    for unit, n in left.items():
        kind = str(unit).rstrip("0123456789")
        said.append(f"{kind_said(kind)}{str(unit)[len(kind):]}={n}")
    return ", ".join(said)


def read_units(text: str, field: str | None = None) -> dict[str, list[int]]:
    """``warriors 2 1, levies 1`` (the kinds in English or French) as a band's `units`
    or a village's reserve (one sentence naming the `field`, Units by default, for what
    is not written so)."""
    units: dict[str, list[int]] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        kind, *points = part.split()
        kind = KIND_WORDS.get(plain(kind), plain(kind))
        if kind not in FIGURES_PER_POINT or not points or not all(p.isdigit() for p in points):
            raise EditRefused(t("{field}: {part!r} is not a kind ({kinds}) and the units' "
                                "points, such as warriors 2 1.", field=field or t("Units"),
                                part=part, kinds=", ".join(
                                    kind_said(k) for k in FIGURES_PER_POINT)))
        units.setdefault(kind, []).extend(int(p) for p in points)
    return units


def read_left(text: str) -> dict[str, int]:
    """``warriors1=6`` as a band's `left`, the kind in English or French (one sentence
    for what is not written so)."""
    left: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        unit, _, figures = part.partition("=")
        if not unit.strip() or not figures.strip().isdigit():
            raise EditRefused(t("Figures left: {part!r} is not UNIT=FIGURES, such as "
                                "warriors1=6.", part=part))
        kind = unit.strip().rstrip("0123456789")
        number = unit.strip()[len(kind):]
        left[KIND_WORDS.get(plain(kind), kind) + number] = int(figures)
    return left


def band_form(document: Document, terrain: str) -> Form:
    """The form of the last band on `terrain`, or of a new one there: its lord's `name`
    (the band of that name replaced, else one added), `seat`, `units` and `left`."""
    bands = [b for b in tables(document.data(), "band") if b.get("terrain") == terrain]
    band = bands[-1] if bands else {}
    fields = [Field("name", t("Lord"), str(band.get("name", "")), t("one word")),
              Field("seat", t("Seat"), str(band.get("seat", "")), t("one word")),
              Field("units", t("Units"), said_units(band.get("units")), t("warriors 2 1")),
              Field("left", t("Figures left"), said_left(band.get("left")),
                    t("warriors1=6"))]
    return Form(t("A band on {terrain}", terrain=terrain), fields,
                lambda values: banded(terrain, values))


def banded(terrain: str, values: dict[str, str]) -> Edit:
    """The band of the form's values on `terrain`."""
    name, seat = values["name"].strip(), values["seat"].strip()
    for word, label in ((name, t("Lord")), (seat, t("Seat"))):
        if len(word.split()) != 1:
            raise EditRefused(t("{field}: one word, not {value!r}.", field=label, value=word))
    units, left = read_units(values["units"]), read_left(values["left"])

    def edit(doc: TOMLDocument) -> None:
        table: Any = next((b for b in doc.get("band", []) if b.get("name") == name), None)
        if table is None:
            table = tomlkit.table()
            table.add("name", name)
            appended(doc, "band", table)
        for key, value in (("seat", seat), ("terrain", terrain)):
            table[key] = value
        for key, given in (("units", units), ("left", left)):
            if given:
                inline = tomlkit.inline_table()
                inline.update(given)
                table[key] = inline
            elif key in table:
                del table[key]

    return guarded(edit)
