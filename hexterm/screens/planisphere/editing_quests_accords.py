"""The Planisphère's forms of its stories in the world editor: a grand accord
(`[[accord]]`, docs/rules/diplomacy.md) and a quest (`[[quest]]` with its choices,
docs/rules/quests-influence.md). The fields' readings are `editing_forms`'s.
"""

from __future__ import annotations

from typing import Any

import tomlkit
from tomlkit.toml_document import TOMLDocument

from hexterm.i18n import t
from hexterm.screens.planisphere.editing_forms import KEY, add_table, keys_of, written, written_to
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Field, Form

CLAUSES = ("passage", "non-aggression", "alliance")
STATUSES = ("proposed", "signed", "ratified", "refused", "ended")


def accord_form(data: dict[str, Any], faction: str | None) -> Form:
    """A grand accord of the scenario (docs/rules/diplomacy.md): the `[[accord]]` of the
    name given replaced, else one added; the chosen faction among its factions at first."""
    accords = list(data.get("accord", ()))
    labels = {"name": t("Name"), "factions": t("Factions"), "clauses": t("Clauses"),
              "status": t("Status"), "proposer": t("Proposer"), "text": t("Text"),
              "code": t("Code")}
    hints = {"factions": "glaces, liberia", "clauses": ", ".join(CLAUSES),
             "status": "ratified", "code": "A9"}
    fields = [Field(name, label, (faction or "") if name == "factions" else "",
                    hints.get(name, "")) for name, label in labels.items()]
    names = ", ".join(str(a.get("name")) for a in accords)
    title = t("A grand accord") + (" · " + t("in the file: {names}", names=names)
                                   if names else "")

    def make(values: dict[str, str]) -> Edit:
        if not values["name"]:
            raise EditRefused(t("{field}: an accord needs a name.", field=labels["name"]))
        parties = keys_of(labels["factions"], values["factions"])
        if len(set(parties)) < 2 or len(set(parties)) != len(parties):
            raise EditRefused(t("{field}: an accord binds at least two different factions.",
                                field=labels["factions"]))
        clauses = keys_of(labels["clauses"], values["clauses"])
        for clause in clauses:
            if clause not in CLAUSES:
                raise EditRefused(t("{field}: {value!r} is no clause; a clause is passage, "
                                    "non-aggression or alliance.", field=labels["clauses"],
                                    value=clause))
        if values["status"] and values["status"] not in STATUSES:
            raise EditRefused(t("{field}: {value!r} is not proposed, signed, ratified, "
                                "refused or ended.", field=labels["status"],
                                value=values["status"]))
        if values["proposer"] and values["proposer"] not in parties:
            raise EditRefused(t("{field}: {value!r} is not one of the accord's factions.",
                                field=labels["proposer"], value=values["proposer"]))
        kept: dict[str, Any] = {"code": values["code"] or None, "factions": parties,
                                "text": values["text"] or None, "clauses": clauses or None,
                                "status": values["status"] or None,
                                "proposer": values["proposer"] or None}
        same = next((i for i, a in enumerate(accords) if a.get("name") == values["name"]),
                    None)

        def edit(doc: TOMLDocument) -> None:
            if same is None:
                add_table(doc, "accord")
            table = doc["accord"][-1 if same is None else same]
            table["name"] = values["name"]
            written_to(table, kept)

        return edit

    return Form(title, fields, make)


LETTERS = "ABCD"


def choices_of(label: str, text: str) -> dict[str, str]:
    """A quest's choices written "A: Ouvrir le tombeau | B: Passer son chemin"."""
    found: dict[str, str] = {}
    for part in (p.strip() for p in text.split("|") if p.strip()):
        letter, colon, said = (s.strip() for s in part.partition(":"))
        if not colon or letter not in LETTERS or not said or letter in found:
            raise EditRefused(t("{field}: {value!r} is not a choice: a letter A to D (each "
                                "once), a colon and its text.", field=label, value=part))
        found[letter] = said
    if not 2 <= len(found) <= 4:
        raise EditRefused(t("{field}: a quest has 2 to 4 choices, written A: … | B: ….",
                            field=label))
    return found


def quest_form(data: dict[str, Any], label: str) -> Form:
    """The quest on hex `label` (docs/rules/quests-influence.md), or a new one there: its
    key, title, text, hint and choices; a choice kept keeps its outcomes."""
    quests = list(data.get("quest", ()))
    index = next((i for i, q in enumerate(quests) if q.get("hex") == label), None)
    spec = quests[index] if index is not None else {}
    labels = {"key": t("Key"), "title": t("Title"), "text": t("Text"), "hint": t("Hint"),
              "choices": t("Choices")}
    shown = " | ".join(f"{c.get('letter')}: {c.get('text')}" for c in spec.get("choice", ()))
    fields = [Field(name, labels[name], shown if name == "choices" else
                    written(spec.get(name)), "A: … | B: …" if name == "choices" else "")
              for name in labels]
    title = (t("The quest on {hex}", hex=label) if index is not None
             else t("A new quest on {hex}", hex=label))

    def make(values: dict[str, str]) -> Edit:
        if not KEY.fullmatch(values["key"]):
            raise EditRefused(t("{field}: {value!r} is not a key: lower-case letters, "
                                "digits and hyphens.", field=labels["key"],
                                value=values["key"]))
        if any(q.get("key") == values["key"] for i, q in enumerate(quests) if i != index):
            raise EditRefused(t("{field}: another quest is {value!r}.", field=labels["key"],
                                value=values["key"]))
        for name in ("title", "text"):
            if not values[name]:
                raise EditRefused(t("{field}: a quest needs one.", field=labels[name]))
        choices = choices_of(labels["choices"], values["choices"])

        def edit(doc: TOMLDocument) -> None:
            if index is None:
                add_table(doc, "quest")
            table = doc["quest"][-1 if index is None else index]
            for name in ("key", "title", "text"):
                if table.get(name) != values[name]:
                    table[name] = values[name]
            if index is None:
                table["hex"] = label
            written_to(table, {"hint": values["hint"] or None})
            if "choice" not in table:
                table["choice"] = tomlkit.aot()
            kept = table["choice"]
            for number in reversed(range(len(kept))):
                if kept[number].get("letter") not in choices:
                    del kept[number]
            had = {str(choice.get("letter")): choice for choice in kept}
            for letter, said in choices.items():
                if letter in had:
                    if had[letter].get("text") != said:
                        had[letter]["text"] = said
                else:
                    choice = tomlkit.table()
                    choice.update({"letter": letter, "text": said})
                    kept.append(choice)

        return edit

    return Form(title, fields, make)
