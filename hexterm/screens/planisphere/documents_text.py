"""What the documents screen says of each paper, from the seat's view (`rules.view`).

Rows for the tables and the longer description of the row chosen: a document
(safe-conduct, sauf-conduit; mercenary contract, contrat de mercenariat; weapon-master
contract, contrat de maître d'arme) with what it allows, its limits and whether it
was used; a grand accord (Grand Accord) with its factions and who accepted it; a
cartographer's annotation with its reward when revealed; the seat's loyalty. Nothing
here reads the state: only the view the engine gives the seat, and the seat's draft.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.planisphere.orders.papers import PaperOrder
from hexterm.i18n import t
from hexterm.screens.planisphere.issuing import written
from hexterm.screens.planisphere.order_words import line_said, terms_said
from hexterm.screens.planisphere.words import phrase

Row = tuple[str, tuple[str, ...]]  # (row key, cells; the last one only in a wide table)
NEW = "new:"  # the key of a row that is a line of the draft, not a paper yet


def kind_name(kind: str) -> str:
    return {"safe-conduct": phrase("Safe-conduct"), "mercenary": phrase("Mercenary contract"),
            "mercenary-contract": phrase("Mercenary contract"),
            "master": phrase("Weapon-master contract"),
            "master-contract": phrase("Weapon-master contract")}.get(kind, kind)


def status_name(status: str) -> str:
    return {"proposed": phrase("proposed"), "ratified": phrase("ratified"), "refused": t("refused"),
            "ended": phrase("ended"), "signed": phrase("signed")}.get(status, status)


def clause_names(clauses: Sequence[str]) -> str:
    """An accord's clauses as the seat reads them: "passage, alliance"."""
    return ", ".join({"passage": phrase("passage"), "non-aggression": phrase("non-aggression"),
                      "alliance": phrase("alliance")}.get(c, c) for c in clauses)


def clause_meanings() -> dict[str, str]:
    return {"passage": phrase("passage: their units cross each other's defended hexes"),
            "non-aggression": phrase("non-aggression: their units ending on one hex do not fight "
                                "each other"),
            "alliance": phrase("alliance: they fight as one party in a conflict")}


def faction_name(view: Mapping[str, Any], key: str) -> str:
    return str(view.get("factions", {}).get(key, {}).get("name", key))


def seat_faction(view: Mapping[str, Any], seat: str, faction: str) -> str:
    """"alice (Royaume des Glaces)"."""
    return f"{seat} ({faction_name(view, faction)})" if faction else seat


# --- documents -----------------------------------------------------------------------


def document_state(doc: Mapping[str, Any], note: str = "") -> str:
    if doc.get("used"):
        return phrase("used, turn {turn}", turn=doc["used"])
    return note or phrase("unused")


def document_rows(view: Mapping[str, Any], notes: Mapping[str, str],
                  issued: Sequence[PaperOrder]) -> list[Row]:
    """The documents the seat may see (in the view's order), then those its draft
    issues this turn."""
    rows: list[Row] = []
    for code, doc in view.get("documents", {}).items():
        rows.append((code, (code, kind_name(doc["kind"]), str(doc["issuer"]),
                            str(doc["holder"]), document_state(doc, notes.get(code, "")),
                            document_about(view, doc))))
    me = view.get("me", {}).get("seat", "")
    rows += [(NEW + written(p), ("-", kind_name(p.verb), me, p.holder, phrase("issued this turn"),
                                 terms_said(p)))
             for p in issued]
    return rows


def document_about(view: Mapping[str, Any], doc: Mapping[str, Any]) -> str:
    """In a few words, what the document is about (the wide table's last column)."""
    if doc["kind"] == "safe-conduct":
        scope, who = doc.get("scope"), str(doc.get("subject", ""))
        about = {"unit": phrase("unit {unit}", unit=who),
                 "faction": phrase("every unit of {faction}", faction=faction_name(view, who))
                 }.get(str(scope), phrase("the unit that carries it"))
        return about + (f" · {doc['limit']}" if doc.get("limit") else "")
    if doc["kind"] == "mercenary":
        key = str(doc.get("unit_kind", ""))
        about = str(view.get("types", {}).get(key, {}).get("name", key))
        return about + (" · " + phrase("until turn {turn}", turn=doc["until"])
                        if doc.get("until") else "")
    return str(doc.get("master", ""))


SESSION_LIMIT = re.compile(r"^session (\d+)$")
TURNS_LIMIT = re.compile(r"^turn(s?) ([\d, ]+) of session (\d+)$")


def limit_text(doc: Mapping[str, Any]) -> str:
    """A safe-conduct's limit in time (the view writes 'session 2' or 'turns 3, 4 of
    session 2'), in a sentence."""
    limit = str(doc.get("limit") or "")
    if not limit:
        return phrase("No limit in time: it may be used at any turn.")
    found = SESSION_LIMIT.match(limit)
    if found:
        return phrase("Good for session {session} only.", session=found[1])
    found = TURNS_LIMIT.match(limit)
    if found and found[1]:
        return phrase("Good for turns {turns} of session {session} only.", turns=found[2],
                 session=found[3])
    if found:
        return phrase("Good for turn {turn} of session {session} only.", turn=found[2],
                 session=found[3])
    return phrase("Limit: {limit}.", limit=limit)


def allows(view: Mapping[str, Any], doc: Mapping[str, Any]) -> str:
    """What the document lets its holder do, in one sentence."""
    faction = faction_name(view, str(doc.get("faction", "")))
    kind = doc.get("kind")
    if kind == "safe-conduct":
        scope, who = doc.get("scope"), str(doc.get("subject", ""))
        if scope == "unit":
            covered = phrase("unit {unit}", unit=who)
        elif scope == "faction":
            covered = phrase("every unit of {faction}", faction=faction_name(view, who))
        else:
            covered = phrase("the unit that carries it")
        return phrase("Lets {covered} cross the hexes {faction} defends, and stop short of a "
                 "hex where its units stand instead of fighting.", covered=covered,
                 faction=faction)
    if kind == "mercenary":
        type_key = str(doc.get("unit_kind", ""))
        type_name = view.get("types", {}).get(type_key, {}).get("name", type_key)
        items = ", ".join(doc.get("items") or ())
        text = phrase("Lets {holder} deploy one {type} card from the reserve of {faction}, "
                 "under their command.", holder=doc.get("holder"), type=type_name,
                 faction=faction)
        return text + (" " + phrase("The card comes with at least: {items}.", items=items)
                       if items else "")
    return phrase("Hands the weapon master {master} of {faction} to the faction of {holder}.",
             master=doc.get("master", ""), faction=faction, holder=doc.get("holder"))


def how_to_use(doc: Mapping[str, Any]) -> str:
    return {"safe-conduct": phrase("u or enter: attach it to one of your units' orders."),
            "mercenary": phrase("u or enter: hire the card at one of your nodes."),
            "master": phrase("u or enter: present it; the weapon master joins your faction."),
            }.get(str(doc.get("kind")), "")


def describe_document(view: Mapping[str, Any], code: str, doc: Mapping[str, Any],
                      note: str = "") -> str:
    """The detail of one document: who issued it to whom, what it allows, its limits,
    whether it was used, and how to use it."""
    lines = [f"[b]{code} · {kind_name(doc['kind'])}[/b]",
             phrase("Issued on turn {turn} by {issuer} to {holder}.", turn=doc.get("issued", "?"),
               issuer=seat_faction(view, str(doc["issuer"]), str(doc.get("faction", ""))),
               holder=doc["holder"]),
             allows(view, doc)]
    if doc["kind"] == "safe-conduct":
        lines.append(limit_text(doc))
    elif doc["kind"] == "mercenary":
        lines.append(phrase("Good until game turn {turn}.", turn=doc["until"]) if doc.get("until")
                     else phrase("No limit in time."))
    if doc.get("used"):
        lines.append(phrase("Used on turn {turn}.", turn=doc["used"]))
    else:
        lines.append(phrase("Not used yet; it is used once."))
        if note:
            lines.append(phrase("In your draft: {line}", line=note))
        elif doc["holder"] == view.get("me", {}).get("seat"):
            lines.append(how_to_use(doc))
    return "\n".join(line for line in lines if line)


def describe_new(line: str) -> str:
    return "\n".join((f"[b]{kind_name(line.split()[0])}[/b]",
                      phrase("In your draft: {line}", line=line_said(line)),
                      phrase("It is issued when the turn is resolved and gets its code then."),
                      phrase("x: take it back.")))


# --- accords -------------------------------------------------------------------------


def accord_rows(view: Mapping[str, Any], notes: Mapping[str, str],
                proposed: Sequence[PaperOrder]) -> list[Row]:
    """The accords the seat may see (in the view's order), then those its draft
    proposes this turn."""
    rows: list[Row] = []
    for code, accord in view.get("accords", {}).items():
        shown = status_name(accord["status"])
        if accord["status"] == "proposed":
            shown += f" {len(accord.get('accepted', ()))}/{len(accord['factions'])}"
        rows.append((code, (code, str(accord["name"]), ", ".join(accord["factions"]),
                            notes.get(code) or shown,
                            clause_names(accord.get("clauses", ())))))
    rows += [(NEW + written(p), ("-", p.name, ", ".join(p.factions), phrase("proposed this turn"),
                                 clause_names([c.value for c in p.clauses])))
             for p in proposed]
    return rows


def accord_choices(accord: Mapping[str, Any], mine: str) -> list[str]:
    """What the seat's faction may answer: accept and refuse, or leave."""
    if mine not in accord["factions"]:
        return []
    if accord["status"] == "proposed" and mine not in accord.get("accepted", ()):
        return ["accept", "refuse"]
    if accord["status"] == "ratified":
        return ["leave"]
    return []


def authorities_line(view: Mapping[str, Any], accord: Mapping[str, Any], mine: str) -> str:
    """Which factions' authorities accepted a signed accord, as the view shows it: a
    seat's own faction only, every faction for the organiser."""
    ratified = set(accord.get("ratified", ()))
    if mine in accord["factions"]:
        if mine in ratified:
            return phrase("The authorities of {faction} have accepted it.",
                          faction=faction_name(view, mine))
        return phrase("The authorities of {faction} have not answered yet.",
                      faction=faction_name(view, mine))
    sides = ", ".join(f"{faction_name(view, f)} {'✓' if f in ratified else '…'}"
                      for f in accord["factions"])
    return phrase("Authorities (✓ accepted): {sides}", sides=sides)


def describe_accord(view: Mapping[str, Any], code: str, accord: Mapping[str, Any],
                    diplomat: bool, note: str = "") -> str:
    mine = view.get("me", {}).get("faction", "")
    accepted = set(accord.get("accepted", ()))
    sides = ", ".join(f"{faction_name(view, f)} {'✓' if f in accepted else '…'}"
                      for f in accord["factions"])
    lines = [f"[b]{code} · {accord['name']}[/b] ({status_name(accord['status'])})",
             phrase("Proposed by {faction}.", faction=faction_name(view, accord["proposer"])),
             phrase("Factions (✓ accepted): {sides}", sides=sides)]
    meanings = clause_meanings()
    lines.append(phrase("Clauses: {clauses}", clauses=clause_names(accord.get("clauses", ()))))
    lines += [f"  · {meanings[c]}" for c in accord.get("clauses", ()) if c in meanings]
    if accord.get("text"):
        lines.append(phrase("Text: {words}", words=accord["text"]))
    if accord["status"] == "signed":
        lines.append(authorities_line(view, accord, mine))
    lines.append({"proposed": phrase("It is ratified when every faction named accepts it."),
                  "ratified": phrase("Ratified: it binds each pair of its factions by these "
                                "clauses, and nobody else."),
                  "signed": phrase("Signed by every faction named: it is ratified once the "
                                   "authorities of each accept it."),
                  "refused": phrase("Refused: it binds nobody."),
                  "ended": phrase("Ended: it binds nobody any more.")}.get(accord["status"], ""))
    if note:
        lines.append(phrase("In your draft: {line}", line=note) + " " + phrase("(x: take it back)"))
    elif accord_choices(accord, mine) and not diplomat:
        lines.append(phrase("Only a diplomat answers grand accords for {faction}.",
                       faction=faction_name(view, mine)))
    else:
        choices = accord_choices(accord, mine)
        if choices == ["accept", "refuse"]:
            lines.append(phrase("a: accept it · r: refuse it (for {faction})",
                           faction=faction_name(view, mine)))
        elif choices == ["leave"]:
            lines.append(phrase("l: leave it (your faction is no longer bound)"))
    return "\n".join(line for line in lines if line)


def describe_new_accord(line: str) -> str:
    return "\n".join(("[b]" + phrase("Grand accord proposal") + "[/b]",
                      phrase("In your draft: {line}", line=line_said(line)),
                      phrase("It is proposed when the turn is resolved; every faction named "
                        "then accepts or refuses it."), phrase("x: take it back.")))


# --- annotations ---------------------------------------------------------------------


def annotation_state(note: Mapping[str, Any]) -> str:
    if not note.get("revealed"):
        return phrase("private")
    return phrase("public, with its text") if note.get("text") else phrase("public")


def annotation_rows(view: Mapping[str, Any], notes: Mapping[str, str]) -> list[Row]:
    return [(code, (code, str(note["hex"]), str(note["title"]), str(note["seat"]),
                    notes.get(code) or annotation_state(note), str(note.get("text", ""))))
            for code, note in view.get("annotations", {}).items()]


def describe_annotation(view: Mapping[str, Any], code: str, note: Mapping[str, Any],
                        cartographer: bool, draft_line: str = "") -> str:
    me = view.get("me", {}).get("seat", "")
    lines = [f"[b]{code} · {note['title']}[/b] ({note['hex']})",
             phrase("Annotated by {seat}; {state}.", seat=note["seat"],
               state=annotation_state(note))]
    if note.get("text"):
        lines.append(str(note["text"]))
    if note.get("revealed"):
        lines.append(phrase("A public annotation stays on the map until the session ends."))
    if draft_line:
        lines.append(phrase("In your draft: {line}", line=line_said(draft_line)) + " " +
                     phrase("(x: take it back)"))
    elif note["seat"] == me and not note.get("revealed"):
        lines.append(phrase("v: reveal its title (+1 DA) · f: reveal it with its text (+1 DO)")
                     if cartographer else
                     phrase("Only a cartographer reveals annotations."))
    return "\n".join(lines)


# --- loyalty -------------------------------------------------------------------------


def describe_loyalty(view: Mapping[str, Any], seat: str, daughters: Sequence[str],
                     draft_line: str = "") -> str:
    me = view.get("me", {})
    faction = str(me.get("faction", ""))
    lines = [phrase("{seat} serves {faction}.", seat=seat, faction=faction_name(view, faction))]
    if me.get("mother"):
        lines.append(phrase("{faction} is a daughter of {mother}.",
                       faction=faction_name(view, faction),
                       mother=faction_name(view, str(me["mother"]))))
    lines += ["", phrase("In a civil war (La Loyauté et les Guerres Civiles), dissidents found a "
                    "new faction, and each commander of the mother faction chooses which "
                    "one to serve:"),
              phrase("- the nodes you founded go with you;"),
              phrase("- the units you deployed this session go to the reserve of the faction "
                "you choose;"),
              phrase("- a daughter faction starts at influence 1 on its nodes, and the "
                "accords, safe-conducts and contracts of the mother do not cover it."), ""]
    if draft_line:
        lines.append(phrase("In your draft: {line}", line=line_said(draft_line)) + " " +
                     phrase("(x: take it back)"))
    elif daughters:
        lines.append(phrase("s: secede (found a new faction) · j: join {factions}",
                       factions=", ".join(daughters)))
    else:
        lines.append(phrase("s: secede (found a new faction); no faction has split from yours, "
                       "so there is none to join."))
    return "\n".join(lines)
