"""The Planisphère organiser's acts applied (`acts` reads them): the state after an act
and the event that says it, with the organiser's reason, to the seats who would see it.

What each act tells, and to whom (the rulebook's map is public: terrain, population,
every faction's influence, the markets, the units not hidden; a faction's reserve is
its own): a card handed out, to the seats of its faction; a market's listing, a hex's
terrain, influence or population, a non-player faction declared, to every seat; a
non-player unit placed, moved or removed, to every seat, unless it is hidden (then the
organiser alone reads it); the answer of a faction's authorities to a grand accord, as
`diplomacy.authorities` says. The event keeps its whole message (`kept`), so that a
report says it in its reader's language; its args keep the act's canonical text and the
reason (`organiser.act`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from hexterm.engine.acts import Act
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.diplomacy import authorities
from hexterm.engine.planisphere.diplomacy.base import faction_name
from hexterm.engine.planisphere.economy.goods import Listing, Side
from hexterm.engine.planisphere.economy.rules import find_listing
from hexterm.engine.planisphere.influence import set_influence
from hexterm.engine.planisphere.io.scenario import add_card
from hexterm.engine.planisphere.kept import kept_event
from hexterm.engine.planisphere.model import Faction, PlanState, Status
from hexterm.engine.planisphere.turn import copy_state
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import PUBLIC, Event

PHASE = "0 acts"
"""The phase of the organiser's acts (before the turn's own phases)."""
PHASE_MESSAGE = WORDS.phrase("0 organiser's acts")

OPENED = {"buys": WORDS.phrase("the market of {node} ({hex}) now buys {good} at {price} DA, "
                               "{left} left"),
          "sells": WORDS.phrase("the market of {node} ({hex}) now sells {good} at {price} DA, "
                                "{left} left")}
RESTOCKED = {"buys": WORDS.phrase("the market of {node} ({hex}) buys {good} again: {left} "
                                  "left"),
             "sells": WORDS.phrase("the market of {node} ({hex}) is restocked with {good}: "
                                   "{left} left")}
CLOSED = {"buys": WORDS.phrase("the market of {node} ({hex}) no longer buys {good}"),
          "sells": WORDS.phrase("the market of {node} ({hex}) no longer sells {good}")}


def apply_act(state: PlanState, act: Act, reason: str, turn: int
              ) -> tuple[PlanState, list[Event]]:
    """The state after `act` (read by `acts.read_act`; `state` itself unchanged) and its
    event."""
    state = copy_state(state)
    words = act.text.split()[1:]
    what, seen, subject = DONE[act.key](state, words, turn)
    message = WORDS.phrase("the organiser's act: {what} (reason: {reason})", what=what,
                           reason=reason)
    return state, [kept_event(turn, PHASE, subject, message, seen, key=f"act.{act.key}")]


Done = tuple[Message, tuple[str, ...], str]
"""What an act says, whom to, and its subject."""


def _card(state: PlanState, words: list[str], turn: int) -> Done:
    key, kind, count = words[0], words[1], int(words[2])
    faction = state.factions[key]
    codes = [add_card(state, faction, kind).code for _ in range(count)]
    said = WORDS.phrase_n("{faction} receives {n} card of {kind} in its reserve ({codes})",
                          "{faction} receives {n} cards of {kind} in its reserve ({codes})",
                          count, faction=faction.name, kind=state.types[kind].name,
                          codes=", ".join(codes))
    return said, state.seats_serving(key), faction.name


def _market(state: PlanState, words: list[str], turn: int) -> Done:
    place = Hex.parse(words[0])
    what, good, side = words[1], words[2], words[3]
    node = state.nodes[place]
    listing = find_listing(node, good, Side(side))
    fields: dict[str, object] = {"node": node.name, "hex": place.label, "good": good}
    if what == "open":
        if listing is None:  # a closed listing is opened again, at its new price
            listing = Listing(good, Side(side), 0, 0)
            node.market.append(listing)
        listing.price, listing.left = int(words[4]), int(words[5])
        said = OPENED[side]
        fields.update(price=listing.price, left=listing.left)
    elif what == "restock" and listing is not None:
        listing.left += int(words[4])
        said = RESTOCKED[side]
        fields.update(left=listing.left)
    elif listing is not None:
        listing.left = 0  # a listing with nothing left is closed (`Listing.open`)
        said = CLOSED[side]
    return Message(said.msgid, fields, domain=said.domain), (PUBLIC,), node.name


def _terrain(state: PlanState, words: list[str], turn: int) -> Done:
    place, labels = Hex.parse(words[0]), tuple(words[1].split(","))
    state.cells[place] = replace(state.cells[place], labels=labels)
    names = ", ".join(state.labels[key].name for key in labels)
    return (WORDS.phrase("hex {hex} is now {labels}", hex=place.label, labels=names),
            (PUBLIC,), place.label)


def _influence(state: PlanState, words: list[str], turn: int) -> Done:
    place, key, value = Hex.parse(words[0]), words[1], int(words[2])
    before = state.cells[place].influence.get(key, 0)
    set_influence(state, place, key, value, turn)
    return (WORDS.phrase("the influence of {faction} on {hex} goes from {before} to {now}",
                         faction=faction_name(state, key), hex=place.label, before=before,
                         now=value), (PUBLIC,), place.label)


def _population(state: PlanState, words: list[str], turn: int) -> Done:
    place, value = Hex.parse(words[0]), int(words[1])
    node = state.nodes.get(place)
    before = node.population if node else state.cells[place].population
    state.cells[place] = replace(state.cells[place], population=value)
    if node is None:
        return (WORDS.phrase("the population of hex {hex} goes from {before} to {now}",
                             hex=place.label, before=before, now=value), (PUBLIC,), place.label)
    node.population = value  # a node's inhabitants are its hex's
    return (WORDS.phrase("the population of {node} ({hex}) goes from {before} to {now}",
                         node=node.name, hex=place.label, before=before, now=value),
            (PUBLIC,), node.name)


def _faction(state: PlanState, words: list[str], turn: int) -> Done:
    key, prefix, name = words[0], words[1], " ".join(words[2:])
    state.factions[key] = Faction(key, name, prefix)
    return (WORDS.phrase("a non-player faction enters the game: {name} ({key}), whose unit "
                         "codes begin with {prefix}", name=name, key=key, prefix=prefix),
            (PUBLIC,), name)


def _place(state: PlanState, words: list[str], turn: int) -> Done:
    faction = state.factions[words[0]]
    unit = add_card(state, faction, words[1])
    unit.status, unit.hex = Status.DEPLOYED, Hex.parse(words[2])
    unit.hidden = words[3:] == ["hidden"]
    unit.deployed_session = state.session
    said = WORDS.phrase("{unit} ({kind}) of {faction} appears on hex {hex}", unit=unit.code,
                        kind=state.types[unit.type].name, faction=faction.name, hex=words[2])
    return said, () if unit.hidden else (PUBLIC,), unit.code


def _move(state: PlanState, words: list[str], turn: int) -> Done:
    unit = state.units[words[0]]
    before = unit.hex.label if unit.hex else ""
    unit.hex = Hex.parse(words[1])
    said = WORDS.phrase("{unit} ({kind}) of {faction} goes from hex {before} to hex {hex}",
                        unit=unit.code, kind=state.types[unit.type].name,
                        faction=faction_name(state, unit.faction), before=before,
                        hex=words[1])
    return said, () if unit.hidden else (PUBLIC,), unit.code


def _remove(state: PlanState, words: list[str], turn: int) -> Done:
    unit = state.units[words[0]]
    before = unit.hex.label if unit.hex else ""
    seen: tuple[str, ...] = () if unit.hidden else (PUBLIC,)
    unit.status, unit.hex, unit.hidden, unit.to_death = Status.RESERVE, None, False, False
    unit.faction, unit.commander, unit.last_order = unit.origin, "", ""
    said = WORDS.phrase("{unit} ({kind}) of {faction} leaves the map from hex {hex}, back "
                        "to its reserve", unit=unit.code, kind=state.types[unit.type].name,
                        faction=faction_name(state, unit.origin), hex=before)
    return said, seen, unit.code


def _answer(ratify: bool) -> Callable[[PlanState, list[str], int], Done]:
    def answer(state: PlanState, words: list[str], turn: int) -> Done:
        return authorities.answered(state, words[0], words[1], ratify)
    return answer


DONE = {"card": _card, "market": _market, "terrain": _terrain, "influence": _influence,
        "population": _population, "place": _place, "move": _move, "remove": _remove,
        "ratify": _answer(True), "refuse": _answer(False), "faction": _faction}
