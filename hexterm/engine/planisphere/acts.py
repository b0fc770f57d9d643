"""The Planisphère organiser's acts during a campaign (issue 30), as lines of words read
in English or in the rulebook's French, and what each one checks.

The rulebook's organisers ("l'Orga Planisphère") hand unit cards out to a faction's
reserve ("La carte s'obtient directement auprès de l'Orga… directement ajoutée à la
Réserve de faction"), keep the markets, and play the non-player forces a
reconnaissance may meet ("des unités pnj hostiles ou non"); rules-notes.md lists the
acts hexterm gives them. Each act reads to its canonical line, in the English words
the saves keep (`Act.text`), its words checked against the state here (a faction, a
unit type, a hex on the map, a node's market, a label, a non-player unit) with one
sentence naming what is at fault; `acts_done` applies it. A non-player faction is one
that no seat serves: the organiser plays its units (placed, moved, removed).

Words (read with or without their accents, in any case): card/carte,
market/marché (open/ouvrir, restock/réapprovisionner, close/fermer; buys/achète,
sells/vend), terrain, influence, population, faction, place/placer (hidden/caché),
move/déplacer, remove/retirer; ratify/ratifier and refuse/refuser, the answer of a
faction's authorities to a grand accord (`diplomacy.authorities`).
"""

from __future__ import annotations

from collections.abc import Iterable

from hexterm.engine.acts import Act, ActError, ActForm
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.mistakes import nearest
from hexterm.engine.planisphere.diplomacy import authorities
from hexterm.engine.planisphere.economy.goods import Side
from hexterm.engine.planisphere.economy.rules import find_listing
from hexterm.engine.planisphere.model import MAX_INFLUENCE, PlanState, Status, Unit
from hexterm.engine.planisphere.terrain import entry_cost
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.typed import folded

KEYS: dict[str, str] = {
    "card": "card", "carte": "card", "market": "market", "marche": "market",
    "terrain": "terrain", "influence": "influence", "population": "population",
    "place": "place", "placer": "place", "move": "move", "deplacer": "move",
    "remove": "remove", "retirer": "remove", "ratify": "ratify", "ratifier": "ratify",
    "refuse": "refuse", "refuser": "refuse", "faction": "faction",
}
"""The act's first word, English or French (folded), read as the English one."""
MARKET: dict[str, str] = {
    "open": "open", "ouvrir": "open", "restock": "restock", "reapprovisionner": "restock",
    "close": "close", "fermer": "close",
}
SIDES: dict[str, str] = {"buys": "buys", "achete": "buys", "sells": "sells", "vend": "sells"}
SIDE_WORDS: dict[str, Message] = {"buys": WORDS.phrase("buys"), "sells": WORDS.phrase("sells")}
"""A listing's side as a sentence says it (the market screen's words: achète, vend)."""
HIDDEN: dict[str, str] = {"hidden": "hidden", "cache": "hidden"}
MOST_CARDS = 99
MOST_PRICE = 9999
MOST_QUANTITY = 99_999
MOST_POPULATION = 10_000_000

FORMS: tuple[ActForm, ...] = (
    ActForm("card", WORDS.phrase("card FACTION TYPE [COUNT]"),
            WORDS.phrase("hand out unit cards of a type to a faction's reserve (1 by default)"),
            WORDS.phrase("card glaces fantassin 2")),
    ActForm("market", WORDS.phrase("market HEX open GOOD buys|sells PRICE QUANTITY"),
            WORDS.phrase("open a listing (or open a closed one again) at the market of the "
                         "node on the hex"),
            WORDS.phrase("market B02 open ble buys 2 30")),
    ActForm("market", WORDS.phrase("market HEX restock GOOD buys|sells QUANTITY"),
            WORDS.phrase("add to what is left of a listing (a closed one opens again)"),
            WORDS.phrase("market B02 restock fer sells 20")),
    ActForm("market", WORDS.phrase("market HEX close GOOD buys|sells"),
            WORDS.phrase("close a listing: nothing left of it"),
            WORDS.phrase("market B02 close fer sells")),
    ActForm("terrain", WORDS.phrase("terrain HEX LABEL[,LABEL...]"),
            WORDS.phrase("give a hex its terrain labels"),
            WORDS.phrase("terrain C03 plaine,route")),
    ActForm("influence", WORDS.phrase("influence HEX FACTION VALUE|+N|-N"),
            WORDS.phrase("set or change a faction's influence on a hex (0 to 6)"),
            WORDS.phrase("influence C03 liberia +1")),
    ActForm("population", WORDS.phrase("population HEX VALUE|+N|-N"),
            WORDS.phrase("set or change a hex's population (on a node's hex, the node's)"),
            WORDS.phrase("population B02 -2000")),
    ActForm("faction", WORDS.phrase("faction KEY PREFIX NAME"),
            WORDS.phrase("declare a non-player faction, which no seat serves: the "
                         "organiser plays its units"),
            WORDS.phrase("faction brigands BRI Brigands des collines")),
    ActForm("place", WORDS.phrase("place FACTION TYPE HEX [hidden]"),
            WORDS.phrase("place a unit of a non-player faction (one no seat serves) on "
                         "the map"), WORDS.phrase("place pillards fantassin D02 hidden")),
    ActForm("move", WORDS.phrase("move UNIT HEX"),
            WORDS.phrase("move a non-player unit to another hex"),
            WORDS.phrase("move PIL1 D03")),
    ActForm("remove", WORDS.phrase("remove UNIT"),
            WORDS.phrase("take a non-player unit off the map, back to its reserve"),
            WORDS.phrase("remove PIL1")),
    ActForm("ratify", WORDS.phrase("ratify ACCORD FACTION"),
            WORDS.phrase("the authorities of a faction accept a grand accord its diplomats "
                         "signed (ratified once every faction's authorities accept it)"),
            WORDS.phrase("ratify A1 glaces")),
    ActForm("refuse", WORDS.phrase("refuse ACCORD FACTION"),
            WORDS.phrase("the authorities of a faction refuse a grand accord its diplomats "
                         "signed: it is refused"), WORDS.phrase("refuse A1 liberia")),
)
"""The acts, their forms in the words an organiser types, what each does, an example."""


def _form(key: str, words: list[str]) -> ActError:
    """The refusal of a line that is not the act's form."""
    forms = [form.form for form in FORMS if form.key == key]
    said: Message = forms[0]
    for form in forms[1:]:
        said = WORDS.phrase("{first} or {then}", first=said, then=form)
    return ActError(WORDS.phrase("{act!r} is not written as the act's form: {form}",
                                 act=" ".join(words), form=said))


def read_act(state: PlanState, text: str) -> Act:
    """The act `text` read to its canonical line and checked (ActError: one sentence)."""
    words = text.split()
    key = KEYS.get(folded(words[0])) if words else None
    if key is None:
        raise ActError(WORDS.phrase("{word!r} is not an act of the Planisphère (the acts: "
                                    "hexterm act SAVE --list)", word=words[0] if words else ""))
    canonical = READERS[key](state, words)
    return Act(key, " ".join([key, *canonical]))


def _card(state: PlanState, words: list[str]) -> list[str]:
    if len(words) not in (3, 4):
        raise _form("card", words)
    faction, kind = faction_of(state, words[1]), unit_type_of(state, words[2])
    count = number(words[3], WORDS.phrase("the number of cards"), 1, MOST_CARDS) \
        if len(words) == 4 else 1
    if "artificiel" not in state.types[kind].capabilities:
        held, limit = state.counted_reserve(faction), state.reserve_limit(faction)
        if held + count > limit:
            raise ActError(WORDS.phrase(
                "the reserve of {faction} holds {held} cards of its limit of {limit}: "
                "{n} more would pass it", faction=faction, held=held, limit=limit, n=count))
    return [faction, kind, str(count)]


def _market(state: PlanState, words: list[str]) -> list[str]:
    what = MARKET.get(folded(words[2])) if len(words) > 2 else None
    size = {"open": 7, "restock": 6, "close": 5}.get(what or "")
    if what is None or len(words) != size:
        raise _form("market", words)
    place = hex_of(state, words[1])
    node = state.nodes.get(place)
    if node is None:
        raise ActError(WORDS.phrase("there is no node on hex {hex}: a market is a node's",
                                    hex=place.label))
    good = good_of(state, words[3])
    side = SIDES.get(folded(words[4]))
    if side is None:
        raise ActError(WORDS.phrase("{word!r} is neither buys nor sells", word=words[4]))
    listing = find_listing(node, good, Side(side))
    if what == "open" and listing is not None and listing.open:
        raise ActError(WORDS.phrase("the market of {node} ({hex}) has an open listing of "
                                    "{good} ({side}) already: restock or close it",
                                    node=node.name, hex=place.label, good=good,
                                    side=SIDE_WORDS[side]))
    if what != "open" and listing is None:
        raise ActError(WORDS.phrase("the market of {node} ({hex}) has no listing of {good} "
                                    "({side})", node=node.name, hex=place.label, good=good,
                                    side=SIDE_WORDS[side]))
    if what == "close" and listing is not None and not listing.open:
        raise ActError(WORDS.phrase("the listing of {good} ({side}) at the market of {node} "
                                    "({hex}) is closed already", node=node.name,
                                    hex=place.label, good=good, side=SIDE_WORDS[side]))
    numbers = []
    if what == "open":
        numbers.append(str(number(words[5], WORDS.phrase("the price"), 0, MOST_PRICE)))
    if what != "close":
        numbers.append(str(number(words[-1], WORDS.phrase("the quantity"), 1, MOST_QUANTITY)))
    return [place.label, what, good, side, *numbers]


def _terrain(state: PlanState, words: list[str]) -> list[str]:
    if len(words) != 3:
        raise _form("terrain", words)
    place = hex_of(state, words[1])
    labels: list[str] = []
    for word in words[2].split(","):
        key = folded(word)
        if key not in state.labels:
            close = nearest(key, state.labels)
            raise ActError(WORDS.phrase("{label!r} is not a terrain label", label=word)
                           if close is None else
                           WORDS.phrase("{label!r} is not a terrain label: did you mean "
                                        "{near!r}?", label=word, near=close))
        if key not in labels:
            labels.append(key)
    for unit in state.deployed():
        if unit.hex == place and not can_stand(state, unit, tuple(labels)):
            raise ActError(WORDS.phrase("{unit} stands on hex {hex} and cannot stand on "
                                        "{labels}", unit=unit.code, hex=place.label,
                                        labels=",".join(labels)))
    return [place.label, ",".join(labels)]


def _influence(state: PlanState, words: list[str]) -> list[str]:
    if len(words) != 4:
        raise _form("influence", words)
    place, faction = hex_of(state, words[1]), faction_of(state, words[2])
    now = state.cells[place].influence.get(faction, 0)
    after = changed(words[3], now, WORDS.phrase("the influence of {faction} on {hex}",
                                                faction=faction, hex=place.label),
                    0, MAX_INFLUENCE)
    return [place.label, faction, str(after)]


def _population(state: PlanState, words: list[str]) -> list[str]:
    if len(words) != 3:
        raise _form("population", words)
    place = hex_of(state, words[1])
    node = state.nodes.get(place)
    after = changed(words[2], node.population if node else state.cells[place].population,
                    WORDS.phrase("the population of hex {hex}", hex=place.label),
                    0, MOST_POPULATION)
    return [place.label, str(after)]


def _place(state: PlanState, words: list[str]) -> list[str]:
    hidden = len(words) == 5 and HIDDEN.get(folded(words[4])) == "hidden"
    if len(words) != 4 and not hidden:
        raise _form("place", words)
    faction, kind = non_player(state, words[1]), unit_type_of(state, words[2])
    place = hex_of(state, words[3])
    kind_of = state.types[kind]
    if entry_cost(state.cells[place].labels, kind_of.terrains, kind_of.capabilities,
                  state.labels) is None:
        raise ActError(WORDS.phrase("a unit {kind} cannot stand on hex {hex}", kind=kind,
                                    hex=place.label))
    return [faction, kind, place.label, *(["hidden"] if hidden else [])]


def _faction(state: PlanState, words: list[str]) -> list[str]:
    """A new faction no seat serves: a key of its own, a prefix of letters no other
    faction's unit codes begin with, and its name."""
    if len(words) < 4:
        raise _form("faction", words)
    key, prefix = folded(words[1]), words[2].upper()
    if not key.replace("-", "").isalnum() or not key[0].isalnum():
        raise ActError(WORDS.phrase("{key!r} is not a faction key: letters, digits and "
                                    "hyphens", key=words[1]))
    if key_in(key, state.factions) is not None:
        raise ActError(WORDS.phrase("there is a faction {key!r} already", key=key))
    if not (prefix.isascii() and prefix.isalpha() and len(prefix) <= 6):
        raise ActError(WORDS.phrase("{prefix!r} is not a prefix of unit codes: 1 to 6 "
                                    "letters", prefix=words[2]))
    taken = next((f.key for f in state.factions.values() if f.prefix == prefix), None)
    if taken is not None:
        raise ActError(WORDS.phrase("the unit codes of faction {faction} begin with {prefix} "
                                    "already", faction=taken, prefix=prefix))
    return [key, prefix, *words[3:]]


def _move(state: PlanState, words: list[str]) -> list[str]:
    if len(words) != 3:
        raise _form("move", words)
    unit, place = npc_unit(state, words[1]), hex_of(state, words[2])
    if not can_stand(state, unit, state.cells[place].labels):
        raise ActError(WORDS.phrase("{unit} cannot stand on hex {hex}", unit=unit.code,
                                    hex=place.label))
    return [unit.code, place.label]


def _remove(state: PlanState, words: list[str]) -> list[str]:
    if len(words) != 2:
        raise _form("remove", words)
    return [npc_unit(state, words[1]).code]


def _answer(state: PlanState, words: list[str]) -> list[str]:
    """The authorities of a faction answer a grand accord (`authorities`)."""
    key = KEYS[folded(words[0])]
    if len(words) != 3:
        raise _form(key, words)
    faction = faction_of(state, words[2])
    return [authorities.answerable(state, words[1], faction, key == "ratify"), faction]


READERS = {"card": _card, "market": _market, "terrain": _terrain, "influence": _influence,
           "population": _population, "place": _place, "move": _move, "remove": _remove,
           "ratify": _answer, "refuse": _answer, "faction": _faction}


# --- the words of an act, checked ------------------------------------------------------

def number(word: str, what: Message, lo: int, hi: int) -> int:
    """`word` as a whole number from `lo` to `hi`, or ActError naming `what`."""
    if not word.isdigit() or not lo <= int(word) <= hi:
        raise ActError(WORDS.phrase("{what} is a whole number from {lo} to {hi}, not "
                                    "{word!r}", what=what, lo=lo, hi=hi, word=word))
    return int(word)


def changed(word: str, now: int, what: Message, lo: int, hi: int) -> int:
    """A value set (`3`) or changed (`+1`, `-2`) from `now`, kept from `lo` to `hi`."""
    sign = word[:1] if word[:1] in "+-" else ""
    if not word[len(sign):].isdigit():
        raise ActError(WORDS.phrase("{what}: {word!r} is neither a number nor +N nor -N",
                                    what=what, word=word))
    amount = int(word[len(sign):])
    after = now + amount if sign == "+" else now - amount if sign == "-" else amount
    if not lo <= after <= hi:
        raise ActError(WORDS.phrase("{what} would be {value}, not {lo} to {hi}", what=what,
                                    value=after, lo=lo, hi=hi))
    return after


def hex_of(state: PlanState, word: str) -> Hex:
    try:
        place = Hex.parse(word)
    except ValueError:
        raise ActError(WORDS.phrase("{word!r} is not a hex label (such as B02)",
                                    word=word)) from None
    if place not in state.size:
        raise ActError(WORDS.phrase("hex {hex} is off the {cols}×{rows} map", hex=word.upper(),
                                    cols=state.size.cols, rows=state.size.rows))
    return place


def key_in(word: str, keys: Iterable[str]) -> str | None:
    """The key `word` names (as written, or with its accents and case aside: `blé` for
    `ble`), or None."""
    found = {folded(key): key for key in keys}
    return word if word in found.values() else found.get(folded(word))


def faction_of(state: PlanState, word: str) -> str:
    if (key := key_in(word, state.factions)) is not None:
        return key
    close = nearest(word, state.factions)
    raise ActError(WORDS.phrase("there is no faction {faction!r} in this game", faction=word)
                   if close is None else
                   WORDS.phrase("there is no faction {faction!r} in this game: did you mean "
                                "{near!r}?", faction=word, near=close))


def non_player(state: PlanState, word: str) -> str:
    """A faction that no seat serves (the organiser plays its units)."""
    faction = faction_of(state, word)
    seats = state.seats_serving(faction)
    if seats:
        raise ActError(WORDS.phrase("faction {faction} is played by {seats}: the organiser "
                                    "moves only the units of a faction no seat serves",
                                    faction=faction, seats=", ".join(seats)))
    return faction


def unit_type_of(state: PlanState, word: str) -> str:
    if (key := key_in(word, state.types)) is not None:
        return key
    close = nearest(word, state.types)
    raise ActError(WORDS.phrase("there is no unit type {kind!r} in this game", kind=word)
                   if close is None else
                   WORDS.phrase("there is no unit type {kind!r} in this game: did you mean "
                                "{near!r}?", kind=word, near=close))


def good_of(state: PlanState, word: str) -> str:
    known = {**state.resources, **state.items}
    if (key := key_in(word, known)) is not None:
        return key
    close = nearest(word, known)
    raise ActError(WORDS.phrase("there is no resource or item {good!r} in this game",
                                good=word) if close is None else
                   WORDS.phrase("there is no resource or item {good!r} in this game: did "
                                "you mean {near!r}?", good=word, near=close))


def npc_unit(state: PlanState, word: str) -> Unit:
    """A non-player unit on the map."""
    unit = state.units.get(word) or state.units.get(word.upper())
    if unit is None:
        raise ActError(WORDS.phrase("there is no unit {unit!r} in this game", unit=word))
    non_player(state, unit.faction)
    if unit.status is not Status.DEPLOYED or unit.hex is None:
        raise ActError(WORDS.phrase("{unit} is not on the map", unit=unit.code))
    return unit


def can_stand(state: PlanState, unit: Unit, labels: tuple[str, ...]) -> bool:
    """Whether `unit` may stand on a hex of `labels` (it could enter it)."""
    kind = state.unit_type(unit)
    return entry_cost(labels, kind.terrains, kind.capabilities, state.labels) is not None
