"""What a quest's outcome does (Résoudre une quête: "Les gains sont mis dans le coffre
de faction"): which outcome a unit gets, and carrying it out.

The outcome of a choice is its first outcome whose needs the unit meets: each need is
the key or one of the tags of an item the unit has equipped (Q9). Carrying it out puts
the rewards in the chest of the unit's faction, changes that faction's influence on the
quest's hex for good, destroys or dissolves the unit, opens a listing on a node's market
and adds a weapon master (maître d'armes) to the faction, as the outcome says.
"""

from __future__ import annotations

import re

from hexterm.engine.messages import Message
from hexterm.engine.planisphere.economy.goods import Listing, Side, add
from hexterm.engine.planisphere.influence import change_influence, influence
from hexterm.engine.planisphere.model import Faction, PlanState, Status, Unit
from hexterm.engine.planisphere.quests.book import (
    Choice,
    NewListing,
    Quest,
    QuestOutcome,
    UnitFate,
)
from hexterm.engine.planisphere.words import WORDS


def meets(state: PlanState, unit: Unit, need: str) -> bool:
    """Whether one of the unit's equipped items has `need` as its key or a tag."""
    for key in unit.gear:
        item = state.items.get(key)
        if key == need or (item is not None and need in item.tags):
            return True
    return False


def choose_outcome(state: PlanState, unit: Unit, choice: Choice) -> QuestOutcome | None:
    """The choice's first outcome whose needs the unit all meets; None when it meets none
    (a choice whose every outcome needs something may leave nothing: Q10)."""
    return next((o for o in choice.outcomes
                 if all(meets(state, unit, need) for need in o.needs)), None)


def master_code(state: PlanState, faction: Faction) -> str:
    """The code of a new weapon master from a quest: the faction's prefix, "M", and the
    next number not used by any faction's master with that prefix (GLAM1, GLAM2, …)."""
    pattern = re.compile(re.escape(faction.prefix) + r"M(\d+)")
    used = [int(m.group(1)) for f in state.factions.values() for code in f.masters
            if (m := pattern.fullmatch(code))]
    return f"{faction.prefix}M{max(used, default=0) + 1}"


def open_listing(state: PlanState, new: NewListing) -> Message:
    """Open `new` on the node at its hex; what the report says of it. A listing of the
    same commodity and side on that market is replaced (new price, new quantity)."""
    node = state.nodes.get(new.hex)
    if node is None:
        return WORDS.phrase("no node stands at {hex}: no listing is opened", hex=new.hex.label)
    listing = Listing(new.good, new.side, new.price, new.quantity)
    same = [i for i, li in enumerate(node.market) if li.good == new.good and li.side is new.side]
    if same:
        node.market[same[0]] = listing
    else:
        node.market.append(listing)
    said = {"node": node.name, "n": new.quantity, "good": new.good, "price": new.price}
    if new.side is Side.SELLS:
        return WORDS.phrase("{node} now sells {n} {good} at {price} DA", **said)
    return WORDS.phrase("{node} now buys {n} {good} at {price} DA", **said)


def _gains(state: PlanState, faction: Faction, outcome: QuestOutcome) -> list[Message]:
    faction.da += outcome.da
    faction.do += outcome.do
    parts = [f"{n} {k}" for k, n in (("DA", outcome.da), ("DO", outcome.do)) if n]
    for key, amount in sorted(outcome.goods.items()):
        add(faction.goods, key, amount)
        resource = state.resources.get(key)
        parts.append(f"{amount} {resource.name if resource else key}")
    for key, amount in sorted(outcome.items.items()):
        add(faction.items, key, amount)
        item = state.items.get(key)
        parts.append(f"{amount} {item.name if item else key}")
    return [WORDS.phrase("to the chest: {gains}", gains=", ".join(parts))] if parts else []


def carry_out(state: PlanState, turn: int, unit: Unit, quest: Quest,
              outcome: QuestOutcome) -> list[Message]:
    """Apply `outcome` for `unit`'s faction; what happened, in a few words each."""
    faction = state.factions[unit.faction]
    effects = _gains(state, faction, outcome)
    if outcome.influence:
        made = change_influence(state, quest.hex, faction.key, outcome.influence, turn)
        now = influence(state, quest.hex, faction.key)
        effects.append(WORDS.phrase("influence on {hex} {change}, now {now}",
                                    hex=quest.hex.label, change=f"{made:+d}", now=now))
    if outcome.listing is not None:
        effects.append(open_listing(state, outcome.listing))
    if outcome.master:
        code = master_code(state, faction)
        faction.masters[code] = outcome.master
        effects.append(WORDS.phrase("weapon master {code} ({kind}) joins {faction}", code=code,
                                    kind=state.types[outcome.master].name,
                                    faction=faction.name))
    if outcome.unit == UnitFate.DESTROYED:
        unit.status, unit.hex = Status.DESTROYED, None
        effects.append(WORDS.phrase("{unit} is destroyed", unit=unit.code))
    elif outcome.unit == UnitFate.DISSOLVED:
        unit.status, unit.hex, unit.commander = Status.RESERVE, None, ""
        unit.faction, unit.hidden, unit.to_death = unit.origin, False, False
        effects.append(WORDS.phrase("{unit} is dissolved into its reserve", unit=unit.code))
    if not outcome.ends:
        effects.append(WORDS.phrase("the quest stays open"))
    return effects
