"""The Planisphère's forms in the world editor (`screens/shared/editor_forms.py`): a
`[[faction]]` of the scenario (docs/scenarios.md: its key, name, prefix, deniers,
catalogue and the cards of its reserve), a `[[unit_type]]` (its characteristics,
terrains, capabilities, requirements, recruits and material) and a listing of a node's
`market`; the quests' and accords' forms are in `editing_quests_accords.py`. The reserve's limit is
not a field of the format: the form says it, and the live checks refuse a reserve
over it.

A value that is not one of the field's is refused in one sentence naming the field;
an empty field takes the format's default (the key is taken out of the file).
"""

from __future__ import annotations

import re
from typing import Any

import tomlkit
from tomlkit.items import AoT
from tomlkit.toml_document import TOMLDocument

from hexterm.i18n import t
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Field, Form

KEY = re.compile(r"[a-z0-9][a-z0-9_-]*")
MOST_DENIERS = 1_000_000_000
MOST_CARDS = 10_000
MOST_POINTS = 6  # a characteristic of a unit type
MOST_RECRUITS = 99
CHARACTERISTICS = ("move", "combat", "defence", "recon", "equipment", "inventory")


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
            table = doc["faction"][index]
            table["key"] = new_key
            written_to(table, kept)
            if new_key != key:
                renamed(doc, key, new_key)

        return edit

    return Form(title, fields, make)


def unit_type_form(data: dict[str, Any], kind: str | None) -> Form:
    """The form of the unit type `kind` the scenario `data` declares, or of a new one
    (appended to its `[[unit_type]]` tables) when it declares none of that key."""
    kinds = list(data.get("unit_type", ()))
    index = next((i for i, u in enumerate(kinds) if u.get("key") == kind), None)
    spec = kinds[index] if index is not None else {}
    labels = {"key": t("Key"), "name": t("Name"), "move": t("Movement"), "combat": t("Combat"),
              "defence": t("Defence"), "recon": t("Recon"), "equipment": t("Equipment"),
              "inventory": t("Inventory"), "terrains": t("Terrains"),
              "capabilities": t("Capabilities"), "requirements": t("Requirements"),
              "recruits": t("Recruits"), "material": t("Material")}
    hints = {"terrains": "plaine, route", "capabilities": "amphibie, rapide",
             "material": "arme-standard"}
    fields = [Field(name, label, written(spec.get(name)), hints.get(name, "0")
                    if name in CHARACTERISTICS or name == "recruits" else hints.get(name, ""))
              for name, label in labels.items()]
    title = (t("Unit type {key}", key=kind) if index is not None
             else t("A new unit type"))

    def make(values: dict[str, str]) -> Edit:
        new_key = values["key"]
        if not KEY.fullmatch(new_key):
            raise EditRefused(t("{field}: {value!r} is not a key: lower-case letters, "
                                "digits and hyphens.", field=labels["key"], value=new_key))
        if any(u.get("key") == new_key for i, u in enumerate(kinds) if i != index):
            raise EditRefused(t("{field}: another unit type is {value!r}.",
                                field=labels["key"], value=new_key))
        kept: dict[str, Any] = {"name": values["name"] or None}
        for name in CHARACTERISTICS:
            kept[name] = (whole(labels[name], values[name], MOST_POINTS)
                          if values[name] else None)
        for name in ("terrains", "capabilities"):
            kept[name] = keys_of(labels[name], values[name]) or None
        kept["requirements"] = values["requirements"] or None
        kept["recruits"] = (whole(labels["recruits"], values["recruits"], MOST_RECRUITS)
                            if values["recruits"] else None)
        kept["material"] = keys_of(labels["material"], values["material"]) or None

        def edit(doc: TOMLDocument) -> None:
            if index is None:
                add_table(doc, "unit_type")
            table = doc["unit_type"][-1 if index is None else index]
            table["key"] = new_key
            written_to(table, kept)
            old = spec.get("key")
            if old is not None and new_key != old:
                type_renamed(doc, str(old), new_key)

        return edit

    return Form(title, fields, make)


SIDES = ("sells", "buys")


def market_form(data: dict[str, Any], label: str) -> Form:
    """A listing of the market of the node on hex `label` (docs/rules/economy.md): its
    good, side, price and quantity; the listing of that good and side replaced, or
    added; with no quantity, taken out."""
    index = next((i for i, n in enumerate(data.get("node", ())) if n.get("hex") == label),
                 None)
    if index is None:
        raise EditRefused(t("There is no node on {hex}: a market is a node's.", hex=label))
    listings = list(data["node"][index].get("market", ()))
    labels = {"good": t("Good"), "side": t("Sells or buys"), "price": t("Price"),
              "quantity": t("Quantity")}
    said = {"sells": t("sells"), "buys": t("buys")}  # the file's words, in the player's
    read = {**{word: word for word in SIDES}, **{w: side for side, w in said.items()}}
    shown = "; ".join(f"{said.get(str(m.get('side')), m.get('side'))} {m.get('good')} "
                      f"{m.get('price')}×{m.get('quantity')}" for m in listings)
    fields = [Field("good", labels["good"], "", "rose-imperiale"),
              Field("side", labels["side"], said["sells"], f"{said['sells']}, {said['buys']}"),
              Field("price", labels["price"], "", "0"),
              Field("quantity", labels["quantity"], "", t("empty: taken out"))]
    title = t("The market of the node {hex}", hex=label) + (f" · {shown}" if shown else "")

    def make(values: dict[str, str]) -> Edit:
        good, side = values["good"], read.get(values["side"].strip().lower(), values["side"])
        if not KEY.fullmatch(good):
            raise EditRefused(t("{field}: {value!r} is not a key: lower-case letters, "
                                "digits and hyphens.", field=labels["good"], value=good))
        if side not in SIDES:
            raise EditRefused(t("{field}: {value!r} is neither {sells} nor {buys}.",
                                field=labels["side"], value=side, sells=said["sells"],
                                buys=said["buys"]))
        same = next((i for i, m in enumerate(listings)
                     if m.get("good") == good and m.get("side") == side), None)
        listing: dict[str, Any] | None = None
        if values["quantity"]:
            quantity = whole(labels["quantity"], values["quantity"], MOST_DENIERS)
            if quantity < 1:
                raise EditRefused(t("{field}: {value!r} is not a whole number from 1 to "
                                    "{most}.", field=labels["quantity"],
                                    value=values["quantity"], most=MOST_DENIERS))
            listing = {"good": good, "side": side,
                       "price": whole(labels["price"], values["price"], MOST_DENIERS),
                       "quantity": quantity}
        elif same is None:
            raise EditRefused(t("The node {hex} has no listing that {side} {good} to take "
                                "out.", hex=label, side=said[side], good=good))

        def edit(doc: TOMLDocument) -> None:
            node = doc["node"][index]
            if "market" not in node:
                node["market"] = tomlkit.array()
            market = node["market"]
            if same is not None:
                del market[same]
            if listing is not None:
                item = tomlkit.table() if isinstance(market, AoT) else inline(listing)
                item.update(listing)
                market.insert(len(market) if same is None else same, item)
            if not len(market):
                del node["market"]

        return edit

    return Form(title, fields, make)


def add_table(doc: TOMLDocument, name: str) -> None:
    """A new, empty table at the end of the array of tables `name` (made if missing)."""
    if name not in doc:
        doc[name] = tomlkit.aot()
    doc[name].append(tomlkit.table())


def written_to(table: Any, kept: dict[str, Any]) -> None:
    """`kept` written to `table`: a None taken out (the default), a value the file
    already says left as the file writes it."""
    for name, value in kept.items():
        if value is None:
            table.pop(name, None)
        elif written(value) != written(table.get(name)):
            table[name] = inline(value) if isinstance(value, dict) else value


def type_renamed(doc: TOMLDocument, old: str, new: str) -> None:
    """The unit type `old` called `new` in the catalogues, reserves and units."""
    for table in doc.get("faction", ()):
        catalogue = table.get("catalogue")
        if catalogue is not None and old in catalogue:
            catalogue[list(catalogue).index(old)] = new
        reserve = table.get("reserve")
        if reserve is not None and old in reserve:
            reserve[new] = reserve.pop(old)
    for table in doc.get("unit", ()):
        if table.get("type") == old:
            table["type"] = new


def inline(cards: dict[str, Any]) -> Any:
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
