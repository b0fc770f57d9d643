"""Reading a scenario's quests (quêtes): the `[[quest]]` tables, checked, as `Quest`s.

The format is in docs/rules/quests-influence.md (Scenario tables). Every mistake is a
ScenarioError naming the quest, the choice and the outcome, e.g. ``quest 'tombeau'
choice B outcome 1: needs 'arme-de-lumiere', which is neither an item key nor an item
tag``. Unlike the rest of a scenario, a quest table with a key the loader does not know
is an error: a misspelt reward would otherwise vanish without a word.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.economy.goods import Side
from hexterm.engine.planisphere.economy.rules import known_goods
from hexterm.engine.planisphere.io.scenario_fields import hex_on, text, whole
from hexterm.engine.planisphere.model import MAX_INFLUENCE, PlanState
from hexterm.engine.planisphere.quests.book import (
    LETTERS,
    Choice,
    NewListing,
    Quest,
    QuestOutcome,
    UnitFate,
)
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.typed import MUST, at, flag_field, whole_field

MIN_CHOICES, MAX_CHOICES = 2, 4
MAX_AMOUNT = 1_000_000_000
QUEST_KEYS = frozenset({"key", "hex", "title", "text", "hint", "choice"})
CHOICE_KEYS = frozenset({"letter", "text", "outcome"})
OUTCOME_KEYS = frozenset({"needs", "text", "da", "do", "goods", "items", "influence", "unit",
                          "ends", "listing", "master"})
LISTING_KEYS = frozenset({"hex", "good", "side", "price", "quantity"})


def _known(table: Mapping[str, Any], keys: frozenset[str], where: str | Message) -> None:
    extra = sorted(set(table) - keys)
    if extra:
        raise ScenarioError(WORDS.phrase("{where}: unknown field {extra!r} (the fields are "
                                         "{names})", where=where, extra=extra[0],
                                         names=', '.join(sorted(keys))))


def _table(value: Any, where: str | Message) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(WORDS.phrase("{where}: must be a table", where=where))
    return value


def _counts(table: Mapping[str, Any], key: str, where: str | Message,
            catalogue: Mapping[str, Any], kind: str) -> Mapping[str, int]:
    spec = _table(table.get(key, {}), at(where, key))
    out: dict[str, int] = {}
    for name, amount in spec.items():
        if name not in catalogue:
            raise ScenarioError(WORDS.phrase("{where}: {key} names unknown {kind} {name!r}",
                                             where=where, key=key, kind=kind, name=name))
        out[str(name)] = whole_field(amount, at(where, f"{key} {name!r}"), 1, MAX_AMOUNT,
                                     said=MUST)
    return MappingProxyType(dict(sorted(out.items())))


def _needs(state: PlanState, value: Any, where: str | Message) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(n, str) and n for n in value):
        raise ScenarioError(WORDS.phrase("{where}: needs must be a list of item keys or tags",
                                         where=where))
    tags = {t for item in state.items.values() for t in item.tags}
    for need in value:
        if need not in state.items and need not in tags:
            raise ScenarioError(WORDS.phrase("{where}: needs {need!r}, which is neither an item "
                                             "key nor an item tag", where=where, need=need))
    return tuple(dict.fromkeys(value))


def _listing(state: PlanState, value: Any, where: str | Message) -> NewListing:
    spec = _table(value, at(where, "listing"))
    where = WORDS.phrase("{where} listing", where=where)
    _known(spec, LISTING_KEYS, where)
    good = text(spec, "good", where)
    if good not in known_goods(state):
        raise ScenarioError(WORDS.phrase("{where}: good names unknown resource {good!r}",
                                         where=where, good=good))
    try:
        side = Side(spec.get("side"))
    except ValueError:
        raise ScenarioError(WORDS.phrase("{where}: side must be 'buys' or 'sells', not {get!r}",
                                         where=where, get=spec.get('side'))) from None
    return NewListing(hex_on(spec.get("hex"), state.size, where), good, side,
                      whole(spec, "price", where, 0, MAX_AMOUNT),
                      whole(spec, "quantity", where, 1, MAX_AMOUNT))


def _outcome(state: PlanState, spec: Mapping[str, Any], where: str | Message) -> QuestOutcome:
    _known(spec, OUTCOME_KEYS, where)
    unit = spec.get("unit", UnitFate.NONE)
    if unit not in UnitFate.ALL:
        raise ScenarioError(WORDS.phrase('{where}: unit must be "", "destroyed" or "dissolved", '
                                         "not {unit!r}", where=where, unit=unit))
    ends = flag_field(spec.get("ends", True), at(where, "ends"), said=MUST)
    master = spec.get("master", "")
    if master != "" and master not in state.types:
        raise ScenarioError(WORDS.phrase("{where}: master names unknown unit type {master!r}",
                                         where=where, master=master))
    listing = _listing(state, spec["listing"], where) if "listing" in spec else None
    return QuestOutcome(
        needs=_needs(state, spec.get("needs", []), where),
        text=text(spec, "text", where),
        da=whole(spec, "da", where, 0, MAX_AMOUNT),
        do=whole(spec, "do", where, 0, MAX_AMOUNT),
        goods=_counts(spec, "goods", where, {k: k for k in known_goods(state)}, "resource"),
        items=_counts(spec, "items", where, state.items, "item"),
        influence=whole(spec, "influence", where, -MAX_INFLUENCE, MAX_INFLUENCE),
        unit=str(unit), ends=ends, listing=listing, master=str(master))


def _choice(state: PlanState, spec: Mapping[str, Any], where: str | Message) -> Choice:
    letter = spec.get("letter")
    if not isinstance(letter, str) or letter.upper() not in LETTERS:
        raise ScenarioError(WORDS.phrase("{where}: letter must be A, B, C or D, not {letter!r}",
                                         where=where, letter=letter))
    where = WORDS.phrase("{where} {letter}", where=where, letter=letter.upper())
    _known(spec, CHOICE_KEYS, where)
    specs = spec.get("outcome", [])
    if not isinstance(specs, list):
        raise ScenarioError(WORDS.phrase("{where}: outcome must be a list of "
                                         "[[quest.choice.outcome]]", where=where))
    places = [WORDS.phrase("{where} outcome {n}", where=where, n=n)
              for n in range(1, len(specs) + 1)]
    outcomes = tuple(_outcome(state, _table(o, place), place)
                     for o, place in zip(specs, places, strict=True))
    for n, out in enumerate(outcomes[:-1], 1):
        if not out.needs:
            raise ScenarioError(WORDS.phrase("{where}: outcome {value} can never happen: outcome "
                                             "{n} needs nothing, so it is always taken first",
                                             where=where, value=n + 1, n=n))
    return Choice(letter.upper(), text(spec, "text", where), outcomes)


def _quest(state: PlanState, spec: Mapping[str, Any]) -> Quest:
    key = text(spec, "key", "quest")
    where = WORDS.phrase("quest {key!r}", key=key)
    _known(spec, QUEST_KEYS, where)
    specs = spec.get("choice", [])
    if not isinstance(specs, list) or not MIN_CHOICES <= len(specs) <= MAX_CHOICES:
        count = len(specs) if isinstance(specs, list) else 0
        raise ScenarioError(WORDS.phrase("{where}: a quest has {min_choices} to {max_choices} "
                                         "choices ([[quest.choice]]), not {count}", where=where,
                                         min_choices=MIN_CHOICES, max_choices=MAX_CHOICES,
                                         count=count))
    choice = WORDS.phrase("{where} choice", where=where)
    choices = [_choice(state, _table(c, choice), choice) for c in specs]
    letters = [c.letter for c in choices]
    twice = next((x for x in letters if letters.count(x) > 1), None)
    if twice is not None:
        raise ScenarioError(WORDS.phrase("{where}: choice {twice} is written twice", where=where,
                                         twice=twice))
    return Quest(key, hex_on(spec.get("hex"), state.size, where), text(spec, "title", where),
                 text(spec, "text", where), tuple(sorted(choices, key=lambda c: c.letter)),
                 text(spec, "hint", where, required=False))


def read_quests(data: Mapping[str, Any], state: PlanState) -> dict[str, Quest]:
    """The scenario's quests by key, checked against the state's catalogues (the
    economy's resources and items, the unit types): one quest per hex at most."""
    specs = data.get("quest", [])
    if not isinstance(specs, list):
        raise ScenarioError(WORDS.phrase("quest: write each quest as a [[quest]] table"))
    quests: dict[str, Quest] = {}
    for spec in specs:
        quest = _quest(state, _table(spec, "quest"))
        if quest.key in quests:
            raise ScenarioError(WORDS.phrase("quest {key!r}: the key is used by another quest",
                                             key=quest.key))
        other = next((q for q in quests.values() if q.hex == quest.hex), None)
        if other is not None:
            raise ScenarioError(WORDS.phrase("quest {key!r}: hex {hex} already holds quest "
                                             "{key2!r}; a hex holds one quest at most",
                                             key=quest.key, hex=quest.hex.label, key2=other.key))
        quests[quest.key] = quest
    return quests
