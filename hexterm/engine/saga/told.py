"""What a SAGA campaign's events say, as messages (`words.WORDS`).

The campaign's steps write each event's text with these functions (`str(message)`:
the English the saves always held), and the ruleset says an event again from what it
saves (`event_message`: its key and args, the game's state), so a report is said in
the player's language. Every event keeps in its args the fields its sentence needs
(state version 2: a preparation's line its message's fields, `prepared_args`; a lord's
death its terrain; a band's losses its units `after` the battle); an event of an older
save that lacks them is not said again, its saved text said as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from inspect import signature
from typing import Any

from hexterm.engine.battle import Differing, Source
from hexterm.engine.messages import Listing, Message
from hexterm.engine.ruleset import Event
from hexterm.engine.saga.tables import show_points
from hexterm.engine.saga.words import WORDS

PHASES: dict[str, Message] = {
    "1 bids": WORDS.phrase("1 bids"), "2 preparation": WORDS.phrase("2 preparation"),
    "3 movements": WORDS.phrase("3 movements"), "4 battles": WORDS.phrase("4 battles"),
    "5 battle results": WORDS.phrase("5 battle results"),
    "6 management": WORDS.phrase("6 management"),
    "7 end of turn": WORDS.phrase("7 end of turn"),
}
"""The phases of a campaign turn's events."""

SUBJECTS: dict[str, Message] = {
    "bids": WORDS.phrase("bids"), "initiative": WORDS.phrase("initiative"),
    "campaign": WORDS.phrase("campaign"),
}
"""The events' subjects that are words of the rules, not names."""


def names(found: Sequence[object]) -> Listing:
    """Names one after the other ("alice, bob")."""
    return Listing(tuple(found))


def bids(given: Mapping[str, int]) -> Message:
    return WORDS.phrase("the bids: {bids}",
                        bids=Listing(tuple(f"{s} {b}" for s, b in given.items())))


def bid_unpaid(seat: str, bid: int) -> Message:
    return WORDS.phrase("{seat} cannot pay a bid of {bid} PP: it counts 0 and goes last",
                        seat=seat, bid=bid)


def favour(seat: str, order: Sequence[str]) -> Message:
    return WORDS.phrase("{seat}, favourite of the gods, orders the tied players: {order}",
                        seat=seat, order=names(order))


def initiative(order: Sequence[str]) -> Message:
    return WORDS.phrase("initiative: {order}; {first} has the favour of the gods",
                        order=names(order), first=order[0])


def raised(seat: str, lord: str, village: str) -> Message:
    return WORDS.phrase("{seat} raises the band of {lord} at {village}", seat=seat,
                        lord=lord, village=village)


def transferred(unit: str, giver: str, taker: str, moved: str) -> Message:
    return WORDS.phrase("{unit} goes from {giver} to {taker} as {moved}", unit=unit,
                        giver=giver, taker=taker, moved=moved)


def recruited(band: str, unit: str, pp: object) -> Message:
    return WORDS.phrase("{band} recruits {unit} ({pp} PP)", band=band, unit=unit, pp=pp)


def taken(band: str, unit: str, village: str) -> Message:
    return WORDS.phrase("{band} takes {unit} from the reserve at {village}", band=band,
                        unit=unit, village=village)


def reinforced(band: str, unit: str, pp: object) -> Message:
    return WORDS.phrase("{band} brings {unit} back to full ({pp} PP)", band=band, unit=unit,
                        pp=pp)


PREPARED: dict[str, Callable[..., Message]] = {
    "band": raised, "transfer": transferred, "recruit": recruited, "take": taken,
    "reinforce": reinforced,
}
"""A preparation's (or a muster's) line said, by its verb."""


def prepared_args(seat: str, line: int, typed: Sequence[str], said: Message
                  ) -> dict[str, Any]:
    """What a preparation's (or a muster's) line keeps in its event: the seat, the line,
    the words typed (`w0`, `w1`…) and the fields of what it `said` (`PREPARED`)."""
    return {"seat": seat, "line": line, **{f"w{n}": word for n, word in enumerate(typed)},
            **said.fields}


def passes(seat: str) -> Message:
    return WORDS.phrase("{seat} passes", seat=seat)


def moved(seat: str, band: str, start: str, path: Sequence[str], stopped: bool) -> Message:
    stop: Message | str = WORDS.phrase(": another band stands at {terrain}, it stops there",
                                       terrain=path[-1]) if stopped else ""
    if len(path) > 1:
        return WORDS.phrase("{seat} moves {band} from {start} to {to} then {then}{stop}",
                            seat=seat, band=band, start=start, to=path[0], then=path[1],
                            stop=stop)
    return WORDS.phrase("{seat} moves {band} from {start} to {to}{stop}", seat=seat,
                        band=band, start=start, to=path[0], stop=stop)


def battle_at(terrain: str, seats: Sequence[str], late: Sequence[str]) -> Message:
    if late:
        return WORDS.phrase("battle at {terrain}: {seats}, then {late}", terrain=terrain,
                            seats=names(seats), late=names(late))
    return WORDS.phrase("battle at {terrain}: {seats}", terrain=terrain, seats=names(seats))


def takes(seat: str, terrain: str) -> Message:
    return WORDS.phrase("{seat} takes {terrain}", seat=seat, terrain=terrain)


def razed(seat: str, owner: str, terrain: str) -> Message:
    return WORDS.phrase("{seat} plunders and razes the village of {owner} at {terrain}",
                        seat=seat, owner=owner, terrain=terrain)


def memory(seat: str, terrain: str) -> Message:
    return WORDS.phrase("{seat} takes the prestigious {terrain}: a point on the memory track",
                        seat=seat, terrain=terrain)


def scatter(seat: str, units: Sequence[str]) -> Message:
    return WORDS.phrase("{units} of {seat} find no village and scatter", units=names(units),
                        seat=seat)


def to_reserve(seat: str, units: Sequence[str], terrain: str) -> Message:
    return WORDS.phrase("{units} of {seat} join the reserve at {terrain}", units=names(units),
                        seat=seat, terrain=terrain)


def no_village(seat: str, pp: int) -> Message:
    return WORDS.phrase("{seat} has no village left: its bands vanish into the wild and it "
                        "gets {pp} PP back", seat=seat, pp=pp)


def line_refused(seat: str, line: int, reason: Message | str) -> Message:
    return WORDS.phrase("{seat}'s line {line} is not carried out: {reason}", seat=seat,
                        line=line, reason=reason)


def income(seat: str, pp: int) -> Message:
    return WORDS.phrase("{seat} collects {pp} PP", seat=seat, pp=pp)


def upkeep(seat: str, halves: int, pp: int) -> Message:
    return WORDS.phrase("{seat}'s bands of {points} points cost {pp} PP of upkeep", seat=seat,
                        points=show_points(halves), pp=pp)


def demobilised(unit: str, band: str, forced: bool) -> Message:
    if forced:
        return WORDS.phrase("{unit} of band {band} is demobilised to pay the upkeep",
                            unit=unit, band=band)
    return WORDS.phrase("{unit} of band {band} is demobilised as its player chose",
                        unit=unit, band=band)


def falls_back(band: str) -> Message:
    return WORDS.phrase("band {band} falls under 4 points and falls back to a village",
                        band=band)


def sacred(seat: str, terrain: str) -> Message:
    return WORDS.phrase("{seat} builds a sacred terrain at {terrain}", seat=seat,
                        terrain=terrain)


def village(seat: str, terrain: str) -> Message:
    return WORDS.phrase("{seat} builds a village at {terrain}", seat=seat, terrain=terrain)


def invades(seat: str, terrain: str, band: str) -> Message:
    return WORDS.phrase("{seat} invades at {terrain} with the band of {band}, and a sacred "
                        "terrain is made there", seat=seat, terrain=terrain, band=band)


def comes_back(band: str, terrain: str) -> Message:
    return WORDS.phrase("band {band} comes back to {terrain}", band=band, terrain=terrain)


def memory_victory(seat: str, points: int) -> Message:
    return WORDS.phrase("{seat} has {points} points on the memory track and wins the "
                        "campaign", seat=seat, points=points)


def last_turn(turn: int) -> Message:
    return WORDS.phrase("the last turn ({turn}) is over", turn=turn)


def reserve_fights(terrain: str, bands: str) -> Message:
    if bands:
        return WORDS.phrase("the reserve at {terrain} fights with {bands}", terrain=terrain,
                            bands=bands)
    return WORDS.phrase("the reserve at {terrain} does not defend: its units stay at the "
                        "tavern", terrain=terrain)


def differ(terrain: str, differences: Sequence[object]) -> Message:
    return WORDS.phrase("the results entered for the battle at {terrain} differ, nothing is "
                        "applied: {differences}", terrain=terrain,
                        differences=Listing(tuple(differences), "; "))


def source_message(source: Source, board: str) -> Message:
    """How an entry was made, as a battle's result says it."""
    if source is Source.BOARD:
        return WORDS.phrase("from {board}", board=board)
    if source is Source.TABLE:
        return WORDS.phrase("entered at the table")
    return WORDS.phrase("drawn by the dice helper")


def result(terrain: str, source: Message, winner: str | None) -> Message:
    if winner:
        return WORDS.phrase("battle at {terrain} ({source}): {winner} wins", terrain=terrain,
                            source=source, winner=winner)
    return WORDS.phrase("battle at {terrain} ({source}): a draw", terrain=terrain,
                        source=source)


def lord_dies(lord: str, terrain: str, battles: int) -> Message:
    return WORDS.phrase_n("the lord {lord} dies at {terrain} after {n} battles",
                          "the lord {lord} dies at {terrain} after {n} battles", battles,
                          lord=lord, terrain=terrain)


def standing(after: Sequence[Sequence[Any]]) -> Listing:
    """A band's units after a battle, each `[name, figures, full]`, as its losses say
    them ("warriors1 5/8")."""
    return Listing(tuple(f"{name} {figures}/{full}" for name, figures, full in after))


def losses(band: str, units: Listing, gone: Sequence[str]) -> Message:
    if gone:
        return WORDS.phrase("band {band} after the battle: {units}; lost {gone}", band=band,
                            units=units, gone=names(gone))
    return WORDS.phrase("band {band} after the battle: {units}", band=band, units=units)


def stands_back(band: str, terrain: str) -> Message:
    return WORDS.phrase("band {band} stands back at {terrain}", band=band, terrain=terrain)


def retreats(band: str, late: bool) -> Message:
    if late:
        return WORDS.phrase("band {band} retreats: it comes back to a village at the end of "
                            "the next turn", band=band)
    return WORDS.phrase("band {band} retreats: it comes back to a village at the start of "
                        "the next turn", band=band)


def latecomers(terrain: str, seats: Sequence[str]) -> Message:
    return WORDS.phrase("at {terrain}, {late} now meet {first}", terrain=terrain,
                        late=names(seats[1:]), first=seats[0])


def event_message(event: Event, prestige: int, board: str) -> Message | None:
    """An event of the campaign as a message, made again from its args (None for an
    event not said again, or of an older save without the fields it needs): `prestige`
    the memory points that win, `board` the board game's name."""
    a: Mapping[str, Any] = event.args
    kind = event.key.removeprefix("saga.")
    try:
        return _said(kind, a, prestige, board)
    except (KeyError, TypeError, ValueError, IndexError):
        return None


def _said(kind: str, a: Mapping[str, Any], prestige: int, board: str) -> Message | None:
    simple: dict[str, Callable[[], Message]] = {
        "bids": lambda: bids(a["bids"]), "bid-unpaid": lambda: bid_unpaid(a["seat"], a["bid"]),
        "favour": lambda: favour(a["seat"], a["order"]),
        "initiative": lambda: initiative(a["order"]), "pass": lambda: passes(a["seat"]),
        "move": lambda: moved(a["seat"], a["band"], a["from"], a["path"], a["stopped"]),
        "battle-at": lambda: battle_at(a["terrain"], a["seats"], a.get("late", [])),
        "take": lambda: takes(a["seat"], a["terrain"]),
        "razed": lambda: razed(a["seat"], a["owner"], a["terrain"]),
        "memory": lambda: memory(a["seat"], a["terrain"]),
        "scatter": lambda: scatter(a["seat"], a["units"]),
        "to-reserve": lambda: to_reserve(a["seat"], a["units"], a["terrain"]),
        "no-village": lambda: no_village(a["seat"], a["pp"]),
        "line-refused": lambda: line_refused(a["seat"], a["line"], a["reason"]),
        "income": lambda: income(a["seat"], a["pp"]),
        "upkeep": lambda: upkeep(a["seat"], a["points"], a["pp"]),
        "demobilise": lambda: demobilised(a["unit"], a["band"], a["forced"]),
        "falls-back": lambda: falls_back(a["band"]),
        "sacred": lambda: sacred(a["seat"], a["terrain"]),
        "village": lambda: village(a["seat"], a["terrain"]),
        "invade": lambda: invades(a["seat"], a["terrain"], a["band"]),
        "comes-back": lambda: comes_back(a["band"], a["terrain"]),
        "memory-victory": lambda: memory_victory(a["seat"], prestige),
        "last-turn": lambda: last_turn(a["turn"]),
        "muster-reserve": lambda: reserve_fights(a["terrain"], a["units"]),
        "reserve-stays": lambda: reserve_fights(a["terrain"], ""),
        "entries-differ": lambda: differ(a["terrain"], [Differing.from_data(d).message()
                                                        for d in a["differing"]]),
        "result": lambda: result(a["terrain"], source_message(Source(a["source"]), board),
                                 a["winner"]),
        "stands-back": lambda: stands_back(a["band"], a["terrain"]),
        "retreat": lambda: retreats(a["band"], a["late"]),
        "latecomers": lambda: latecomers(a["terrain"], a["seats"]),
        "lord-dies": lambda: lord_dies(a["lord"], a["terrain"], a["battles"]),
        "losses": lambda: losses(a["band"], standing(a["after"]), a["gone"]),
    }
    if kind in simple:
        return simple[kind]()
    if kind.startswith("prepare-"):
        make = PREPARED[kind.removeprefix("prepare-")]
        return make(**{name: a[name] for name in signature(make).parameters})
    return None
