"""The SAGA editor's forms of a campaign set at some point (docs/scenarios/saga.md):
`M`, the village on the terrain under the cursor, its seat and its `reserve` (units
written as a band's, ``levies 2``, the kinds in English or French); `G`, the campaign
as a whole: its `turns`, `phase`, `initiative` (the seats, the favourite of the gods
first), each player's power points (`[pp]`, ``alice=4, bob=7``) and the `memory` track.

Only what a form changes is written (a value left as the file has it is not touched,
so the file stays byte for byte the same); an empty field takes the format's default
(its key taken out). A new key of the top is written after the file's last key of the
top, before its first table (TOML gives a key below a table to that table)."""

from __future__ import annotations

import re
from typing import Any

import tomlkit
from tomlkit.items import AoT, Table
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.i18n import t
from hexterm.screens.saga.editing_forms import appended, read_units, said_units
from hexterm.screens.saga.editing_map import guarded, tables
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Field, Form

PHASES = ("prepare", "bid")  # the format's words (`scenario._phase`)
MOST_TURNS = 99


def village_form(document: Document, terrain: str) -> Form:
    """The form of the village on `terrain`, or of a new one there."""
    villages = [v for v in tables(document.data(), "village") if v.get("terrain") == terrain]
    village = villages[-1] if villages else {}
    fields = [Field("seat", t("Seat"), str(village.get("seat", "")), t("one word")),
              Field("reserve", t("Reserve"), said_units(village.get("reserve")),
                    t("levies 2; empty: none"))]
    return Form(t("The village on {terrain}", terrain=terrain), fields,
                lambda values: villaged(terrain, values))


def villaged(terrain: str, values: dict[str, str]) -> Edit:
    """The village of the form's values on `terrain`."""
    seat = values["seat"].strip()
    if len(seat.split()) != 1:
        raise EditRefused(t("{field}: one word, not {value!r}.", field=t("Seat"), value=seat))
    reserve = read_units(values["reserve"], t("Reserve"))

    def edit(doc: TOMLDocument) -> None:
        table: Any = next((v for v in doc.get("village", []) if v.get("terrain") == terrain),
                          None)
        if table is None:
            table = tomlkit.table()
            table.add("terrain", terrain)
            appended(doc, "village", table)
        if table.get("seat") != seat:
            table["seat"] = seat
        if not reserve:
            if "reserve" in table:
                del table["reserve"]
        elif table.get("reserve") != reserve:
            inline = tomlkit.inline_table()
            inline.update(reserve)
            table["reserve"] = inline

    return guarded(edit)


def campaign_form(document: Document) -> Form:
    """The form of the campaign as a whole."""
    data = document.data()
    pp = data.get("pp")
    fields = [
        Field("turns", t("Turns"), str(data.get("turns", "")),
              t("1 to {most}; empty: the players table's", most=MOST_TURNS)),
        Field("phase", t("Phase"), str(data.get("phase", "")),
              t("prepare or bid; empty: prepare")),
        Field("initiative", t("Initiative"), said_seats(data.get("initiative")),
              t("every seat, the favourite first; empty: rolled")),
        Field("pp", t("PP"), ", ".join(f"{seat}={n}" for seat, n in pp.items())
              if isinstance(pp, dict) else "", t("alice=6, bob=6; empty: 6 a starting army")),
        Field("memory", t("Memory"), said_seats(data.get("memory")),
              t("seats, oldest first; empty: none"))]
    return Form(t("The campaign"), fields, campaigned)


def said_seats(seats: object) -> str:
    return " ".join(map(str, seats)) if isinstance(seats, list) else ""


def read_seats(text: str) -> list[str]:
    """Seats written one after the other, by spaces or commas."""
    return [seat for seat in re.split(r"[\s,]+", text) if seat]


def read_pp(text: str) -> dict[str, int]:
    """``alice=4, bob=7`` as `[pp]` (one sentence for what is not written so)."""
    pp: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        seat, _, points = (s.strip() for s in part.partition("="))
        if not seat or len(seat.split()) != 1 or not points.isdigit():
            raise EditRefused(t("PP: {part!r} is not SEAT=PP, such as alice=6.", part=part))
        pp[seat] = int(points)
    return pp


def campaigned(values: dict[str, str]) -> Edit:
    """The edit of the campaign form's values (one sentence, and no edit, for a value
    that is not one of its field's)."""
    turns_text, phase = values["turns"].strip(), values["phase"].strip()
    if turns_text and not (turns_text.isdigit() and 1 <= int(turns_text) <= MOST_TURNS):
        raise EditRefused(t("Turns: a whole number from 1 to {most}, not {value!r}.",
                            most=MOST_TURNS, value=turns_text))
    if phase and phase not in PHASES:
        raise EditRefused(t("Phase: prepare or bid, not {value!r}.", value=phase))
    tops: dict[str, object] = {
        "turns": int(turns_text) if turns_text else None, "phase": phase or None,
        "initiative": read_seats(values["initiative"]) or None,
        "memory": read_seats(values["memory"]) or None}
    pp = read_pp(values["pp"])

    def edit(doc: TOMLDocument) -> None:
        for key, value in tops.items():
            top(doc, key, value)
        table: Any = doc.get("pp")
        if not pp:
            if table is not None:
                del doc["pp"]
            return
        if table is None:
            table = tomlkit.table()
            doc.add("pp", table)
        for seat in [s for s in table if s not in pp]:
            del table[seat]
        for seat, points in pp.items():
            if table.get(seat) != points:
                table[seat] = points

    return guarded(edit)


def top(doc: TOMLDocument, key: str, value: object) -> None:
    """`key = value` at the top of the file (taken out for None), changed only when it
    differs; a new key written after the top's last key."""
    if value is None:
        if key in doc:
            del doc[key]
        return
    if key in doc:
        if doc[key] != value:
            doc[key] = value
        return
    plain = [k for k, v in doc.items() if not isinstance(v, (Table, AoT))]
    if plain:
        doc._insert_after(plain[-1], key, value)  # before the file's first table
    else:
        doc[key] = value
