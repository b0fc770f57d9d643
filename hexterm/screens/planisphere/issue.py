"""The forms that write the seat's papers into its draft (each a `LineForm`).

The forms built here: `issue_form`, a diplomat's new paper (a safe-conduct, sauf-
conduit; a mercenary contract, contrat de mercenariat; a weapon-master contract,
contrat de maître d'arme; a grand accord proposal, Grand Accord); `hire_form` and
`attach_form`, using a document held; `secede_form` and `join_form`, the loyalty of
a commander in a civil war; `reserve_form`, a commander's reserve order (convert
recruits, sacrifice a card to a weapon master, train a card with masters).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.hexgrid import Direction
from hexterm.engine.planisphere.diplomacy.checks import idle_safe_conducts
from hexterm.engine.planisphere.orders import forms
from hexterm.engine.planisphere.orders import reserve as reserve_choices
from hexterm.i18n import t
from hexterm.screens.planisphere.issuing import (
    attach,
    parse,
    reserve_lines,
    with_reserve_line,
    without_reserve_line,
)
from hexterm.screens.planisphere.line_form import Field, Incomplete, LineForm, Values
from hexterm.screens.planisphere.notes import idle_note
from hexterm.screens.planisphere.order_words import order_said, words_said
from hexterm.screens.planisphere.words import phrase
from hexterm.table import Table


def kinds() -> tuple[tuple[str, str], ...]:
    return ((phrase("Safe-conduct (sauf-conduit)"), "safe-conduct"),
            (phrase("Mercenary contract"), "mercenary-contract"),
            (phrase("Weapon-master contract"), "master-contract"),
            (phrase("Grand accord proposal"), "accord"))


def scopes() -> tuple[tuple[str, str], ...]:
    return ((phrase("a unit"), "unit"), (phrase("every unit of the holder's faction"), "faction"),
            (phrase("its bearer (au porteur): any unit of the holder's"), "bearer"))


def limits() -> tuple[tuple[str, str], ...]:
    return ((phrase("none: any turn"), ""), (phrase("this session"), "session"),
            (phrase("some turns of this session"), "turns"))


def clauses() -> tuple[tuple[str, str], ...]:
    """The clauses an accord may list, each with a word on what it binds to."""
    return ((phrase("passage: cross each other's defended hexes"), "passage"),
            (phrase("non-aggression: no battle on a shared hex"), "non-aggression"),
            (phrase("alliance: fight as one party"), "alliance"))


FIELDS_OF: dict[str, tuple[str, ...]] = {
    "safe-conduct": ("holder", "scope", "limit"),
    "mercenary-contract": ("holder", "type", "items", "until"),
    "master-contract": ("holder", "master"),
    "accord": ("name", "factions", "clauses", "text"),
}


def words(text: str) -> str:
    """A list typed with commas or spaces, as the orders write it: a,b,c."""
    return ",".join(w for w in text.replace(",", " ").split() if w)


def needed(value: str, what: str) -> str:
    if not value:
        raise Incomplete(what)
    return value


def issue_line(v: Values) -> str:
    """The line of the issue form's fields (Incomplete while a needed one is empty)."""
    kind = needed(v.get("kind", ""), phrase("Choose what to issue."))
    if kind == "accord":
        name = needed(" ".join(v["name"].split()), phrase("Name the accord."))
        factions = needed(v["factions"], phrase("Choose the factions it binds."))
        clauses = needed(v["clauses"], phrase("Choose at least one clause."))
        line = f"accord propose {name} with {factions} clauses {clauses}"
        if any(c in v["text"] for c in ";#"):
            raise Incomplete(phrase("The text cannot hold ; or #: they end a line of the orders."))
        return line + (f" : {v['text']}" if v["text"] else "")
    holder = needed(v["holder"], phrase("Choose the seat that will hold it."))
    line = f"{kind} to {holder}"
    if kind == "safe-conduct":
        scope = needed(v["scope"], phrase("Choose whom it covers."))
        if scope == "unit":
            line += " for unit " + needed(v["unit"].upper(), phrase("Write the unit code."))
        elif scope == "faction":
            line += " for faction " + needed(v["faction"], phrase("Choose the faction."))
        else:
            line += " for bearer"
        if v["limit"] == "session":
            line += " session"
        elif v["limit"] == "turns":
            line += " turns " + needed(words(v["turns"]), phrase("Write the turns, like 2,3."))
    elif kind == "mercenary-contract":
        line += " kind " + needed(v["type"], phrase("Choose the unit type lent."))
        line += f" items {words(v['items'])}" if words(v["items"]) else ""
        line += f" until {v['until']}" if v["until"] else ""
    else:
        line += " master " + needed(v["master"], phrase("Choose the weapon master."))
    return line


def issue_fields_shown(v: Values) -> set[str]:
    kind = v.get("kind", "")
    shown = {"kind", *FIELDS_OF.get(kind, ())}
    if kind == "safe-conduct":
        shown |= {"unit"} if v.get("scope") == "unit" else set()
        shown |= {"turns"} if v.get("limit") == "turns" else set()
    return shown


def issue_form(table: Table, seat: str, draft: str, view: Mapping[str, Any],
               kind: str = "") -> LineForm:
    """The diplomat's form: a new document for another faction's seat, or an accord."""
    game = table.game
    me = game.seat(seat)
    names = {k: f["name"] for k, f in view.get("factions", {}).items()}
    others = tuple((f"{name} ({key})", key) for key, name in names.items()
                   if key != me.faction)
    holders = tuple((f"{s.name} ({names.get(s.faction, s.faction)})", s.name)
                    for s in game.seats if s.faction != me.faction)
    masters = tuple((f"{code} ({kind_})", code) for code, kind_ in
                    view.get("me", {}).get("masters", {}).items())
    fields = [
        Field("kind", phrase("Issue"), kinds(), value=kind, placeholder=phrase("what to issue")),
        Field("holder", phrase("Held by"), holders,
              placeholder=phrase("a seat of another faction")),
        Field("scope", phrase("Covers"), scopes(), value="unit"),
        Field("unit", phrase("Unit"), placeholder=phrase("its code, like LIB14")),
        Field("limit", phrase("Limit"), limits(), value=""),
        Field("turns", t("Turns"), placeholder=phrase("turns of this session, like 2,3")),
        Field("type", phrase("Unit type"), mercenary_types(view),
              placeholder=phrase("a Mercenaire type of your faction")),
        Field("items", phrase("Items lent"), placeholder=phrase("item keys, like epee,bouclier")),
        Field("until", phrase("Until turn"), placeholder=phrase("the last game turn (empty: any)")),
        Field("master", phrase("Weapon master"), masters,
              placeholder=phrase("none in your faction") if not masters else ""),
        Field("name", t("Name"), placeholder=phrase("like Pacte du Nord")),
        Field("factions", phrase("With"), others, many=True),
        Field("clauses", phrase("Clauses"), clauses(), many=True,
              value="passage,non-aggression,alliance"),
        Field("text", phrase("Text"), placeholder=phrase("what the factions agree to (optional)")),
    ]
    factions = {s.name: s.faction for s in game.seats}

    def build(v: Values) -> str:  # a safe-conduct for a faction covers the holder's
        return issue_line({**v, "faction": factions.get(v["holder"], "")})

    return LineForm(table, seat, draft,
                    title=phrase("Issue a paper · {seat} (diplomat)", seat=seat),
                    intro=phrase("The paper is issued when the turn is resolved; it is private "
                            "to you and its holder until it is used, and it is used once."),
                    fields=fields, build=build, shown=issue_fields_shown, topic="issue")


def mercenary_types(view: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """The Mercenaire unit types of the seat's faction (its catalogue and reserve)."""
    types, me = view.get("types", {}), view.get("me", {})
    keys = dict.fromkeys([*me.get("catalogue", ()), *me.get("reserve", {})])
    return tuple((f"{types[k]['name']} ({k})", k) for k in keys
                 if "mercenaire" in types.get(k, {}).get("capabilities", ()))


SIDES = ("", *(d.name for d in Direction))


def hire_form(table: Table, seat: str, draft: str, code: str, kind: str) -> LineForm:
    """Deploy the card a mercenary contract lends: at one of your nodes."""
    game = table.game
    nodes = tuple((p.label, p.label) for p in forms.deploy_places(game.state, game.seat(seat)))
    fields = [Field("node", phrase("At the node"), nodes),
              Field("side", phrase("On"), tuple((t(s) if s else phrase("on the node"), s)
                                           for s in SIDES), value="")]

    def build(v: Values) -> str:
        node = needed(v["node"], phrase("Choose the node."))
        return f"hire {code} at {node}" + (f" {v['side']}" if v["side"] else "")

    return LineForm(table, seat, draft, title=phrase("Hire with {code}", code=code),
                    intro=phrase("The contract lends one {kind} card of its issuer's reserve; it "
                            "deploys in phase 1 under your command.", kind=kind),
                    fields=fields, build=build)


def attach_form(table: Table, seat: str, draft: str, code: str) -> LineForm:
    """Attach a safe-conduct to one of your units' orders."""
    game = table.game
    cards = [c for c in forms.commanded(game.state, game.seat(seat)) if c.place]
    fields = [Field("unit", phrase("Unit"), tuple((f"{c.code} {c.name} {c.place.label}", c.code)
                                             for c in cards if c.place))]

    def build(v: Values) -> str:
        return needed(v["unit"], phrase("Choose the unit."))

    def apply(draft: str, unit: str) -> str:
        return attach(table, seat, draft, unit, code)

    def preview(draft: str, unit: str) -> str:
        order = parse(table, seat, draft).of(unit)
        return order_said(unit, order.actions) if order else unit

    def remark(draft: str) -> str:
        idle = idle_safe_conducts(game.state, parse(table, seat, draft))
        return " ".join(idle_note(doc, unit) for unit, doc in idle if doc == code)

    return LineForm(table, seat, draft, title=phrase("Use {code}", code=code),
                    intro=phrase("The document goes with the unit's move (or its attack, or its "
                            "first action); it is used once, when the turn is resolved."),
                    fields=fields, build=build, apply=apply, preview=preview, remark=remark)


def secede_form(table: Table, seat: str, draft: str, faction: str) -> LineForm:
    """Found a daughter faction (La Loyauté et les Guerres Civiles)."""
    fields = [Field("key", phrase("Key"), placeholder=phrase("lower-case, like glaces-libres")),
              Field("name", t("Name"), placeholder=phrase("like Glaces Libres")),
              Field("prefix", phrase("Unit prefix"),
                    placeholder=phrase("its unit codes, like GLL"))]

    def build(v: Values) -> str:
        key = needed(v["key"].lower(), phrase("Write the new faction key."))
        name = needed(" ".join(v["name"].split()), phrase("Write its name."))
        prefix = needed(v["prefix"].upper(), phrase("Write its unit prefix."))
        return f"secede {key} {name} {prefix}"

    def confirm(v: Values) -> str:
        return phrase("Leave {faction} and found {name}? The nodes you founded and the units you "
                 "deployed this session go with you; the accords, safe-conducts "
                 "and contracts of {faction} no longer cover you. It is done when the turn "
                 "is resolved.", faction=faction, name=v["name"])

    return LineForm(table, seat, draft, title=phrase("Secede"),
                    intro=phrase("A civil war: you found a new faction (a daughter of {faction}).",
                            faction=faction), fields=fields, build=build, confirm=confirm,
                    topic="papers")


def join_form(table: Table, seat: str, draft: str, faction: str,
              choices: tuple[tuple[str, str], ...]) -> LineForm:
    """Join another faction of a civil war (the mother or a daughter)."""
    fields = [Field("faction", phrase("Join"), choices)]

    def build(v: Values) -> str:
        return "join " + needed(v["faction"], phrase("Choose the faction."))

    def confirm(v: Values) -> str:
        name = next((label for label, key in choices if key == v["faction"]), v["faction"])
        return phrase("Leave {faction} for {name}? The nodes you founded and the units you "
                 "deployed this session go with you. It is done when the turn "
                 "is resolved.", faction=faction, name=name)

    return LineForm(table, seat, draft, title=phrase("Join a faction"),
                    intro=phrase("In a civil war each commander chooses the mother faction or "
                            "a daughter."), fields=fields, build=build, confirm=confirm)


def reserve_verbs() -> tuple[tuple[str, str], ...]:
    return ((phrase("Convert recruits (convertir)"), "convert"),
            (phrase("Sacrifice a card to a weapon master (sacrifier)"), "sacrifice"),
            (phrase("Train a card with weapon masters (former)"), "train"))


RESERVE_FIELDS = {"convert": {"kind"}, "sacrifice": {"card"},
                  "train": {"card", "key", "lessons"}, "take-back": {"drop"}}
TAKE_BACK = "take-back "  # how the form's line says an order of the draft is taken back


def reserve_line(v: Values) -> str:
    """The reserve order the fields make (Incomplete while a needed one is empty)."""
    verb = needed(v.get("verb", ""), phrase("Choose the reserve order."))
    if verb == "take-back":
        return TAKE_BACK + needed(v["drop"], phrase("Choose the order to take back."))
    if verb == "convert":
        return "convert " + needed(v["kind"], phrase("Choose the catalogue entry."))
    card = needed(v["card"], phrase("Choose the reserve card."))
    if verb == "sacrifice":
        return f"sacrifice {card}"
    key = needed(v["key"].strip().lower(), phrase("Write the new entry's key, like cavalerie-est."))
    taught = needed(" ".join(w for w in v["lessons"].split(",") if w),
                    phrase("Tick what the weapon masters teach."))
    return f"train {card} as {key} with {taught}"


def reserve_form(table: Table, seat: str, draft: str, card: str = "") -> LineForm:
    """A commander's reserve order, written before any unit: convert, sacrifice, train."""
    game = table.game
    who = game.seat(seat)
    state = game.state
    kinds = tuple((phrase("{name} ({key}) · {n} recruits + {material}", name=c.name, key=c.key,
                     n=c.recruits, material=", ".join(c.material)) if c.material else
                   phrase("{name} ({key}) · {n} recruits", name=c.name, key=c.key, n=c.recruits),
                   c.key) for c in reserve_choices.convertible(state, who))
    cards = tuple((f"{code} {name}", code) for code, name in
                  reserve_choices.reserve_cards(state, who))
    taught = tuple((f"{lesson.master} ({lesson.master_name}): "
                    + (t("movement") if lesson.word == "move" else t(lesson.word))
                    + (f" {lesson.value}" if lesson.value is not None else ""),
                    f"{lesson.master}:{lesson.word}")
                   for lesson in reserve_choices.lessons(state, who))
    written = reserve_lines(table, seat, draft)
    verbs = reserve_verbs() + (((phrase("Take back an order of your draft"), "take-back"),)
                               if written else ())
    fields = [
        Field("verb", phrase("Order"), verbs, value="sacrifice" if card else "convert"),
        Field("kind", phrase("Into"), kinds, placeholder=phrase("an entry of your catalogue")),
        Field("card", phrase("Card"), cards, value=card,
              placeholder=phrase("a card of your reserve")),
        Field("key", phrase("New entry"),
              placeholder=phrase("its catalogue key, like cavalerie-est")),
        Field("lessons", phrase("Masters teach"), taught, many=True),
        Field("drop", t("Take back"), tuple((words_said(line), line) for line in written)),
    ]
    intro = [phrase("Carried out at the start of phase 1, before any deployment. Your reserve "
               "holds {n} recruit cards to convert.",
               n=reserve_choices.spare_recruits(state, who))]
    if not taught:
        intro.append(phrase("No weapon master yet: sacrifice a card to make one."))
    if written:
        intro.append(phrase("In your draft: {lines}",
                            lines=" · ".join(words_said(line) for line in written)))

    def shown(v: Values) -> set[str]:
        return {"verb", *RESERVE_FIELDS.get(v.get("verb", ""), set())}

    def apply(draft: str, line: str) -> str:
        if line.startswith(TAKE_BACK):
            return without_reserve_line(table, seat, draft, line[len(TAKE_BACK):])
        return with_reserve_line(table, seat, draft, line)

    def preview(draft: str, line: str) -> str:
        if line.startswith(TAKE_BACK):
            return (" · ".join(words_said(line) for line in reserve_lines(table, seat, draft))
                    or phrase("no reserve order"))
        return words_said(line)

    return LineForm(table, seat, draft, title=phrase("Reserve orders · {seat}", seat=seat),
                    intro="\n".join(intro), fields=fields, build=reserve_line, shown=shown,
                    apply=apply, preview=preview, topic="order_form")
