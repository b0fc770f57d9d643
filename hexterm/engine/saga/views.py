"""What a seat sees of a SAGA campaign, and a few lines about it.

A campaign hides nothing but the sealed inputs waiting in the game (bids, recruiting,
management), which the state does not hold: every seat sees the map, the bands and
their points, the PP, the tracks. The view adds what the rules work out for the
screens: each player's income, upkeep and score, whose go it is, where each band that
may still move can go (and the band a declaration being written names), the battles
waiting for their results (each with an example of a unit's losses written both ways,
with its figures before the battle), and the units of every band and reserve with
their figures.
"""

from __future__ import annotations

from typing import Any

from hexterm.engine.battle_entry import example_of
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Listing, Message
from hexterm.engine.saga import battles, codec, management, movement
from hexterm.engine.saga.model import Phase, SagaState
from hexterm.engine.saga.outcomes import fighters
from hexterm.engine.saga.synonyms import canonical
from hexterm.engine.saga.tables import UPKEEP, show_points, upkeep
from hexterm.engine.saga.victory import score
from hexterm.engine.saga.words import WORDS
from hexterm.engine.seats import Seat


def view(state: SagaState, seat: Seat | None) -> dict[str, Any]:
    """The campaign as data: the save's, with bands, players and villages keyed by name
    (`bands.Ragnar.points`, `players.alice.pp`, `villages.Varn.reserve`) and the
    numbers the rules work out."""
    data = codec.dump_state(state)
    data["bands"] = {band.name: {**item, "points": band.halves / 2}
                     for band, item in zip(state.bands, data["bands"], strict=True)}
    data["players"] = {p["seat"]: p for p in data["players"]}
    data["villages"] = {t: {"seat": s, "reserve": r} for t, s, r in data["villages"]}
    data["players_view"] = {
        p.seat: {"income": management.income(state, p.seat),
                 "points": sum(b.halves for b in state.bands_of(p.seat)),
                 "upkeep": upkeep(sum(b.halves for b in state.bands_of(p.seat))),
                 "villages": len(state.villages_of(p.seat)),
                 "lords": state.lords_of(p.seat),
                 "memory": state.memory_points(p.seat),
                 "score": score(state, p.seat)}
        for p in state.players}
    data["upkeep_table"] = [list(row) for row in UPKEEP]
    data["speaker"] = movement.speaker(state)
    movers = [] if state.phase is not Phase.DECLARE else [
        b for p in state.players if seat is None or p.seat == seat.name
        for b in movement.movable(state, p.seat)]
    data["reachable"] = {b.name: movement.reachable(state, b) for b in movers}
    data["fighting"] = [
        {"terrain": battle.terrain, "key": battle.key, "muster": list(battle.muster),
         "sides": [{"seat": side.seat, "units": [[band, "lord" if u is None else u.name,
                                                  1 if u is None else u.figures]
                                                 for band, u in fighters(state, battle, side)]}
                   for side in battle.sides]}
        for battle in state.battles]
    for battle in data["fighting"]:
        battle["example"] = example_of([tuple(u) for side in battle["sides"]
                                        for u in side["units"]])
    # Each unit of a band and of a village's reserve as a player names it in an input:
    # its name, its figures now and when whole (below whole: it may be reinforced).
    data["units"] = {b.name: [[u.name, u.figures, u.full] for u in b.units]
                     for b in state.bands}
    data["reserves"] = {t: [[u.name, u.figures, u.full] for u in v.reserve]
                        for t, v in state.villages.items()}
    return data


STEP_NAMES: dict[str, Message] = {
    "bid": WORDS.phrase("bid"), "favour": WORDS.phrase("favour"),
    "prepare": WORDS.phrase("prepare"), "declare": WORDS.phrase("declare"),
    "battle": WORDS.phrase("battle"), "manage": WORDS.phrase("manage"),
    "over": WORDS.phrase("over"),
}
"""A turn's steps (`model.Phase`), as the summary says them."""


def summary(state: SagaState, seat: Seat | None) -> Message:
    """A few lines about the campaign: the turn and step, the tracks, and each player's
    PP, villages and bands (nothing is hidden from a seat)."""
    players = []
    for player in state.players:
        bands = [WORDS.phrase("{band} {points} at {terrain}", band=b.name,
                              points=show_points(b.halves), terrain=b.terrain)
                 if b.terrain else
                 WORDS.phrase("{band} {points} at retreat", band=b.name,
                              points=show_points(b.halves))
                 for b in state.bands_of(player.seat)]
        villages = state.villages_of(player.seat)
        players.append(WORDS.phrase(
            "{seat}: {pp} PP; villages {villages}; {bands}", seat=player.seat,
            pp=player.pp,
            villages=Listing(tuple(villages)) if villages else WORDS.phrase("none"),
            bands=Listing(tuple(bands)) if bands else WORDS.phrase("no band")))
    return WORDS.phrase(
        "turn {turn} of {turns}, {phase}; initiative: {initiative}; memory track: "
        "{memory}\n{players}", turn=state.turn, turns=state.row.turns,
        phase=STEP_NAMES.get(state.phase.value, state.phase.value),
        initiative=Listing(tuple(state.initiative)),
        memory=" ".join(state.memory) or "-", players=Listing(tuple(players), "\n"))


def band_in_hand(state: SagaState, seat: str, text: str) -> str | None:
    """The band a declaration being written names (``move BAND …``, its first line),
    when `seat` may move it this turn: the screens show where it can go."""
    lines = [line.split("#", 1)[0].split() for line in canonical(text).splitlines()]
    words = next((w for w in lines if w), [])
    if state.phase is not Phase.DECLARE or len(words) < 2 or words[0].lower() != "move":
        return None
    band = state.band(words[1])
    return band.name if band is not None and band in movement.movable(state, seat) else None


def battle_in_hand(state: SagaState, seat: str | None, text: str) -> str | None:
    """The open battle an entry being written is for (the terrain): the one its first
    line names (``at TERRAIN``) when `seat` (None: the organiser) may enter it, else
    the seat's one battle; None when it names none the seat may enter."""
    if state.phase is not Phase.BATTLE:
        return None
    lines = [line.split("#", 1)[0].split() for line in canonical(text).splitlines()]
    words = next((w for w in lines if w), [])
    named = words[1] if len(words) == 2 and words[0].lower() == "at" else ""
    try:
        return battles.open_battle(state, seat, named).key
    except IllegalOrderError:
        return None

