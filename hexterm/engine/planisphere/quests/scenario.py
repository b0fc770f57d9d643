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
from hexterm.engine.mistakes import FieldError, in_table
from hexterm.engine.mistakes_found import said_of
from hexterm.engine.planisphere.economy.goods import Side
from hexterm.engine.planisphere.economy.rules import known_goods
from hexterm.engine.planisphere.io.scenario_fields import (
    EntryError,
    entry,
    field_error,
    hex_on,
    text,
    whole,
)
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
from hexterm.engine.typed import MUST, flag_field, whole_field

MIN_CHOICES, MAX_CHOICES = 2, 4
MAX_AMOUNT = 1_000_000_000
QUEST_KEYS = frozenset({"key", "hex", "title", "text", "hint", "choice"})
CHOICE_KEYS = frozenset({"letter", "text", "outcome"})
OUTCOME_KEYS = frozenset({"needs", "text", "da", "do", "goods", "items", "influence", "unit",
                          "ends", "listing", "master"})
LISTING_KEYS = frozenset({"hex", "good", "side", "price", "quantity"})


Where = tuple[str | int, ...]


def _known(table: Mapping[str, Any], keys: frozenset[str], where: str | Message) -> None:
    extra = sorted(set(table) - keys)
    if extra:
        raise field_error(where, WORDS.phrase("unknown field {extra!r} (the fields are {names})",
                                              extra=extra[0], names=', '.join(sorted(keys))),
                          extra[0])


def _table(value: Any, where: str | Message) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(in_table(where, WORDS.phrase("it must be a table")))
    return value


def _whole(value: Any, where: str | Message, what: str, lo: int, hi: int,
           *field: str) -> int:
    """`value` as a whole number from `lo` to `hi`, refused at its `field` of the table
    `where` (`what`: the field said)."""
    try:
        return whole_field(value, what, lo, hi, said=MUST)
    except ScenarioError as exc:
        raise field_error(where, said_of(exc), *field) from None


def _counts(table: Mapping[str, Any], key: str, where: str | Message,
            catalogue: Mapping[str, Any], kind: str) -> Mapping[str, int]:
    spec = table.get(key, {})
    if not isinstance(spec, Mapping):
        raise field_error(where, WORDS.phrase("{key} must be a table", key=key), key)
    out: dict[str, int] = {}
    for name, amount in spec.items():
        if name not in catalogue:
            raise field_error(where, WORDS.phrase("{key} names unknown {kind} {name!r}",
                                                  key=key, kind=kind, name=name), key, name)
        out[str(name)] = _whole(amount, where, f"{key} {name!r}", 1, MAX_AMOUNT, key, name)
    return MappingProxyType(dict(sorted(out.items())))


def _needs(state: PlanState, value: Any, where: str | Message) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(n, str) and n for n in value):
        raise field_error(where, WORDS.phrase("needs must be a list of item keys or tags"),
                          "needs")
    tags = {t for item in state.items.values() for t in item.tags}
    for need in value:
        if need not in state.items and need not in tags:
            raise field_error(where, WORDS.phrase("needs {need!r}, which is neither an item key "
                                                  "nor an item tag", need=need), "needs")
    return tuple(dict.fromkeys(value))


def _listing(state: PlanState, value: Any, where: str | Message) -> NewListing:
    if not isinstance(value, Mapping):
        raise field_error(where, WORDS.phrase("listing must be a table"), "listing")
    with entry("listing", error=FieldError):
        where = WORDS.phrase("{where} listing", where=where)
        _known(value, LISTING_KEYS, where)
        good = text(value, "good", where)
        if good not in known_goods(state):
            raise field_error(where, WORDS.phrase("good names unknown resource {good!r}",
                                                  good=good), "good")
        try:
            side = Side(value.get("side"))
        except ValueError:
            raise field_error(where, WORDS.phrase("side must be 'buys' or 'sells', not {get!r}",
                                                  get=value.get('side')), "side") from None
        with entry("hex", error=FieldError):
            place = hex_on(value.get("hex"), state.size, where)
        return NewListing(place, good, side, whole(value, "price", where, 0, MAX_AMOUNT),
                          whole(value, "quantity", where, 1, MAX_AMOUNT))


def _outcome(state: PlanState, spec: Mapping[str, Any], where: str | Message) -> QuestOutcome:
    _known(spec, OUTCOME_KEYS, where)
    unit = spec.get("unit", UnitFate.NONE)
    if unit not in UnitFate.ALL:
        raise field_error(where, WORDS.phrase('unit must be "", "destroyed" or "dissolved", not '
                                              "{unit!r}", unit=unit), "unit")
    try:
        ends = flag_field(spec.get("ends", True), "ends", said=MUST)
    except ScenarioError as exc:
        raise field_error(where, said_of(exc), "ends") from None
    master = spec.get("master", "")
    if master != "" and (not isinstance(master, str) or master not in state.types):
        raise field_error(where, WORDS.phrase("master names unknown unit type {master!r}",
                                              master=master), "master")
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


def _choice(state: PlanState, spec: Mapping[str, Any], where: str | Message, at: Where
            ) -> Choice:
    letter = spec.get("letter")
    if not isinstance(letter, str) or letter.upper() not in LETTERS:
        raise field_error(where, WORDS.phrase("letter must be A, B, C or D, not {letter!r}",
                                              letter=letter), "letter")
    where = WORDS.phrase("{where} {letter}", where=where, letter=letter.upper())
    _known(spec, CHOICE_KEYS, where)
    specs = spec.get("outcome", [])
    if not isinstance(specs, list):
        raise field_error(where, WORDS.phrase("outcome must be a list of "
                                              "[[quest.choice.outcome]]"), "outcome")
    outcomes: list[QuestOutcome] = []
    for n, given in enumerate(specs, 1):
        place = WORDS.phrase("{where} outcome {n}", where=where, n=n)
        with entry(*at, "outcome", n - 1):
            outcomes.append(_outcome(state, _table(given, place), place))
    for n, out in enumerate(outcomes[:-1], 1):
        if not out.needs:
            raise EntryError(in_table(where, WORDS.phrase(
                "outcome {value} can never happen: outcome {n} needs nothing, so it is always "
                "taken first", value=n + 1, n=n)), (*at, "outcome", n))
    return Choice(letter.upper(), text(spec, "text", where), tuple(outcomes))


def _quest(state: PlanState, spec: Mapping[str, Any], i: int) -> Quest:
    key = text(spec, "key", "quest")
    where = WORDS.phrase("quest {key!r}", key=key)
    _known(spec, QUEST_KEYS, where)
    specs = spec.get("choice", [])
    if not isinstance(specs, list) or not MIN_CHOICES <= len(specs) <= MAX_CHOICES:
        count = len(specs) if isinstance(specs, list) else 0
        raise field_error(where, WORDS.phrase("a quest has {min_choices} to {max_choices} "
                                              "choices ([[quest.choice]]), not {count}",
                                              min_choices=MIN_CHOICES, max_choices=MAX_CHOICES,
                                              count=count), "choice")
    choice = WORDS.phrase("{where} choice", where=where)
    choices: list[Choice] = []
    for j, given in enumerate(specs):
        with entry("quest", i, "choice", j):
            choices.append(_choice(state, _table(given, choice), choice,
                                   ("quest", i, "choice", j)))
            if any(c.letter == choices[-1].letter for c in choices[:-1]):
                raise field_error(where, WORDS.phrase("choice {twice} is written twice",
                                                      twice=choices[-1].letter), "letter")
    with entry("hex", error=FieldError):
        place = hex_on(spec.get("hex"), state.size, where)
    return Quest(key, place, text(spec, "title", where),
                 text(spec, "text", where), tuple(sorted(choices, key=lambda c: c.letter)),
                 text(spec, "hint", where, required=False))


def read_quests(data: Mapping[str, Any], state: PlanState) -> dict[str, Quest]:
    """The scenario's quests by key, checked against the state's catalogues (the
    economy's resources and items, the unit types): one quest per hex at most. A
    refusal is placed at the quest, choice, outcome or listing at fault (`entry`)."""
    specs = data.get("quest", [])
    if not isinstance(specs, list):
        raise ScenarioError(WORDS.phrase("quest: write each quest as a [[quest]] table"))
    quests: dict[str, Quest] = {}
    for i, spec in enumerate(specs):
        with entry("quest", i):
            quest = _quest(state, _table(spec, "quest"), i)
            where = WORDS.phrase("quest {key!r}", key=quest.key)
            if quest.key in quests:
                raise field_error(where, WORDS.phrase("the key is used by another quest"), "key")
            other = next((q for q in quests.values() if q.hex == quest.hex), None)
            if other is not None:
                raise field_error(where, WORDS.phrase(
                    "hex {hex} already holds quest {key2!r}; a hex holds one quest at most",
                    hex=quest.hex.label, key2=other.key), "hex")
        quests[quest.key] = quest
    return quests
