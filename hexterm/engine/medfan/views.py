"""What the screens (and exports) of a Med-Fan campaign show, computed by the engine:
the campaign as a seat sees it (`view`: every territory with what its capability does,
each player's treasury, holdings and army, the battle at hand; `summary`: a few lines
of it), and what an input being typed would come to before it is given (`army_cost`,
`after_preview`, `spending_bill`).

Nothing of a campaign is hidden from a seat but the sealed inputs not yet given, which
are not in the state; the sentences are English, the screens translate them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hexterm.engine.battle_entry import example_of
from hexterm.engine.medfan import arrival, campaign, codec
from hexterm.engine.medfan.aftermath import findable, gain, healer_stands, targets
from hexterm.engine.medfan.inputs import After, Army, Spending
from hexterm.engine.medfan.model import MedState, Options, Territory
from hexterm.engine.medfan.roster import Unit
from hexterm.engine.medfan.shop import UPGRADING, Bill, bill
from hexterm.engine.medfan.start import holdings, ranking
from hexterm.engine.medfan.tables import (
    BATTLE_GAIN,
    BATTLE_RULES,
    BATTLES,
    BLOOD_ALTAR_GAIN,
    CAPABILITIES,
    Objective,
    Survival,
    survival,
)
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Listing, Message, titled

DOES: dict[str, str] = {
    "mercenary-camp": titled("troops bought at half price"),
    "tavern": titled("heroes bought at half price"),
    "training-ground": titled("troops' upgrades at half price"),
    "labyrinth": titled("heroes' upgrades at half price"),
    "archmage-council": titled("3 more spells, or a second mage hero"),
    "military-academy": titled("every hero is a chief"),
    "healers-house": titled("a better survival table"),
    "blood-altar": titled("20 % of the enemy eliminated instead of 10 %"),
    "thieves-guild": titled("{n} # taken from the last adversary"),
    "treasure-cache": titled("4d6 × 10 # once, then a Poor Exploitation"),
    "smugglers-den": titled("2d6 × 10 #; a double: a Poor Exploitation"),
    "volcanic-mine": titled("2d6 × 10 + 30 #; a double: Devastated Lands"),
    "refugee-camp": titled("costs 10 # a battle, or it is lost"),
    "casino": titled("2d6 × 10 #; a double loses as much"),
    "rich-exploitation": titled("{n} # a battle"),
    "exploitation": titled("{n} # a battle"),
    "poor-exploitation": titled("{n} # a battle"),
    "devastated-lands": "nothing",
}
"""What each capability does, in a few words (the rulebook's rules in docs/rules/medfan.md);
`{n}`: the yield (the campaign's, which a scenario may adapt)."""

OBJECTIVE_DOES: dict[Objective, str] = {
    Objective.EXPANSION: titled("a win: 2 unoccupied territories"),
    Objective.INVASION: titled("a win: 1 of the adversary's territories"),
    Objective.ALL_OR_NOTHING: titled("a win: 2 of the adversary's; a defeat: 1 of yours to them"),
    Objective.RAID: titled("a win: 3 of the adversary's left unoccupied"),
    Objective.PILLAGE: titled("a win: 2d6 × 10 # of theirs, one of their territories unusable"),
    Objective.DESTRUCTION: titled("a win: one of their territories becomes a Refugee Camp"),
}
"""What each objective does once the battle is over."""

ROLLED_LENGTH = titled("rolled: at turn 5 it ends on 5–6, at turn 6 on 3–6, else after turn 7")
"""The optional battle length (001, "Avant la bataille"), rolled by the player who won
the initiative."""

def _territory(t: Territory, options: Options) -> dict[str, Any]:
    known = CAPABILITIES.get(t.capability)
    yielded = "poor-exploitation" if t.capability == "thieves-guild" else t.capability
    return {"number": t.number, "name": t.name, "capability": t.capability,
            "capability_name": known.name if known else "",
            "rarity": known.rarity.value if known else "", "does": DOES.get(t.capability, ""),
            "yield": options.income(yielded) if known else 0,
            "owner": t.owner, "unusable": t.unusable, "brought_by": t.brought_by}


def _unit(u: Unit, missing: int, upgraded: list[str], academy: bool,
          agreed: bool) -> dict[str, Any]:
    """A unit as the roster shows it; with the Military Academy every hero is a chief;
    `agreed`: the players agreed its upgrades may pass the limits (M23)."""
    roles = [*u.roles, *(["chief"] if academy and u.hero and "chief" not in u.roles else [])]
    return {"name": u.name, "figures": u.figures, "cost": u.cost, "roles": roles,
            "spell": u.spell, "armour": u.armour, "weapon": u.weapon, "hero": u.hero,
            "price": u.price, "missing": missing, "upgrades": upgraded, "agreed": agreed}


def _tries(state: MedState, seat: str) -> list[dict[str, Any]]:
    """With the generous option, until the army is bought: the first territory's two
    tries, each with the # its Treasure Cache found."""
    player = state.player(seat)
    if player.second is None:
        return []
    first = next(t for t in state.territories if t.number == player.second.number)
    return [{**_territory(t, state.options), "treasure": treasure}
            for t, treasure in zip((first, player.second), player.treasures, strict=False)]


def learning(state: MedState, seat: str) -> tuple[str, ...]:
    """The mage who may still learn the Council of Archmages' three more spells: the
    army's only mage, knowing one spell, while the player may use the Council."""
    mages = [u for u in state.player(seat).army if "mage" in u.roles]
    if not arrival.has_council(state, seat) or len(mages) != 1 or "," in mages[0].spell:
        return ()
    return (mages[0].name,)


def view(state: MedState, seat: str | None) -> dict[str, Any]:
    """The campaign as `seat` (None: the organiser) sees it."""
    data = codec.dump_state(state)
    seats = [p.seat for p in state.players]
    held = holdings(state.territories, seats)
    data["holdings"] = held
    data["challenger"] = campaign.challenger(state)
    data["sheet"] = [_territory(t, state.options) for t in state.territories]
    data["ranking"] = list(ranking(state.territories, seats,
                                   {p.seat: p.treasury for p in state.players}))
    data["players_view"] = {p.seat: {
        "faction": p.faction, "treasury": p.treasury, "territories": held[p.seat],
        "figures": sum(u.figures for u in p.army),
        "worth": sum(u.price for u in p.army),
        "held": sorted({CAPABILITIES[c].name for c in state.held(p.seat)}),
        "upgrading": [kind for needed, _, kind in UPGRADING.values()
                      if needed in state.held(p.seat)],
        "army": [_unit(u, p.missing.get(u.name, 0),
                       [c for name, c in p.upgraded if name.casefold() == u.name.casefold()],
                       "military-academy" in state.held(p.seat),
                       u.name.casefold() in {name.casefold() for name in p.agreed})
                 for u in p.army],
        "learning": list(learning(state, p.seat)),
        "tries": _tries(state, p.seat)} for p in state.players}
    data["battle"] = {
        "number": state.battles + 1, "fighters": list(state.fighters),
        "scenario": state.scenario, "scenario_name": BATTLES.get(state.scenario, ""),
        "scenario_rules": BATTLE_RULES.get(state.scenario, ""),
        "length": state.length,
        "objectives": {s: o.value for s, o in state.objectives.items()},
        "fielded": {s: [{"name": n, "figures": f, "cost": c, "hero": h}
                        for n, f, c, h in campaign.fielded(state.player(s))]
                    for s in state.fighters}}
    data["battle"]["example"] = example_of([(s, n, f) for s in state.fighters
                                            for n, f, _, _ in campaign.fielded(state.player(s))])
    data["seat"] = seat
    return data


STEP_NAMES: dict[str, Message] = {
    "army": WORDS.phrase("army"), "pairing": WORDS.phrase("pairing"),
    "objectives": WORDS.phrase("objectives"), "battle": WORDS.phrase("battle"),
    "after": WORDS.phrase("after"), "spending": WORDS.phrase("spending"),
    "over": WORDS.phrase("over"),
}
"""The campaign's phases (`model.Phase`), as the summary says them."""


def summary(state: MedState) -> Message:
    """A few lines about the campaign: the battle and step, each player's treasury,
    territories and figures (nothing is hidden from a seat)."""
    held = holdings(state.territories, [p.seat for p in state.players])
    players = tuple(WORDS.phrase_n(
        "{seat}: {treasury} #, {n} territory, {figures} figures",
        "{seat}: {treasury} #, {n} territories, {figures} figures", held[p.seat],
        seat=p.seat, treasury=p.treasury, figures=sum(u.figures for u in p.army))
        for p in state.players)
    return WORDS.phrase("battle {n}, {phase}\n{players}", n=state.battles + 1,
                        phase=STEP_NAMES.get(state.phase.value, state.phase.value),
                        players=Listing(players, "\n"))


def army_cost(state: MedState, seat: str, army: Army) -> tuple[Bill, int]:
    """What an army costs, part by part (a unique territory's reduction applied), and
    what stays in the treasury (below 0: too dear)."""
    cost = arrival.army_bill(state, seat, army)
    return cost, arrival.available(state.player(seat), army.keep) - cost.total


@dataclass(frozen=True, slots=True)
class Roll:
    """One eliminated figure's survival roll as it stands: its die if typed (0: the
    program rolls it) and what the die says."""

    unit: str
    die: int = 0
    fate: Survival | None = None


@dataclass(frozen=True, slots=True)
class Aftermath:
    """What comes after the battle for one fighter, as far as it is known before the
    dice: the battle's gain, the survival table, each figure's roll, the objective and
    the territories the fighter may strike with it and those it may find."""

    gain: int
    percent: int
    healer: bool
    house: bool
    bands: tuple[tuple[int, int, Survival], ...]
    rolls: tuple[Roll, ...]
    objective: str
    won: bool
    targets: tuple[int, ...]
    extra_dice: int
    finds: tuple[int, ...] = ()  # the territories it may find, to name (none: the loser)


def survival_bands(healer: bool, house: bool) -> tuple[tuple[int, int, Survival], ...]:
    """The survival table in use, as (lowest die, highest die, what it says)."""
    bands: list[tuple[int, int, Survival]] = []
    for die in range(1, 7):
        fate = survival(die, healer, house)
        if bands and bands[-1][2] is fate:
            bands[-1] = (bands[-1][0], die, fate)
        else:
            bands.append((die, die, fate))
    return tuple(bands)


def after_preview(state: MedState, seat: str, after: After) -> Aftermath:
    """`seat`'s aftermath with the dice typed so far (`after`)."""
    side = state.fighters.index(seat)
    altar = "blood-altar" in state.held(seat)
    result = campaign.fought(state)
    player = state.player(seat)
    mine = result.sides[side].units
    healer = healer_stands(player.army, {u.name for u in mine if u.lost})
    house = "healers-house" in state.held(seat)
    names = [u.name for u in mine for _ in range(u.lost)]  # survival_rolls' order
    dice = list(after.dice)
    rolls = tuple(Roll(name, dice[i], survival(dice[i], healer, house)) if i < len(dice)
                  else Roll(name) for i, name in enumerate(names))
    objective = state.objectives.get(seat)
    won = state.winner == seat
    return Aftermath(gain(result, side, altar), BLOOD_ALTAR_GAIN if altar else BATTLE_GAIN,
                     healer, house, survival_bands(healer, house), rolls,
                     objective.value if objective else "", won, targets(state, seat),
                     max(0, len(dice) - len(names)), findable(state, seat))


def spending_bill(state: MedState, seat: str, spending: Spending) -> tuple[Bill, int]:
    """What a spending costs, part by part, and what stays in the treasury (an upgrade
    of a unit the army does not have, which the rules refuse, costs nothing here)."""
    player = state.player(seat)
    known = {u.name.casefold() for u in (*player.army, *spending.units)}
    upgrades = [g for g in spending.upgrades if g.unit.casefold() in known]  # the others
    held = arrival.held_at_army(state, seat, spending.keep)  # are refused
    cost = bill(spending.units, upgrades, player.army, held)
    return cost, arrival.available(player, spending.keep) - cost.total
