"""What the baseline bot does with the economy, quests and papers.

`economic_order` may give a unit an order of part 2 (equip, unequip, load, unload,
trade, exploit, quest), drawn with the game's dice from what the unit can do where it
stands; `paper_lines` writes the seat's own lines (documents issued, contracts used,
grand accords, annotations revealed, loyalty). Everything it proposes is still checked
by `verify_orders` before it is kept (`bots.bot_orders`).
"""

from __future__ import annotations

from hexterm.engine.dice import Dice, choice
from hexterm.engine.hexgrid import Direction
from hexterm.engine.orderfile import ActionText
from hexterm.engine.planisphere.diplomacy.papers import AccordStatus, DocKind
from hexterm.engine.planisphere.economy.goods import Side, count
from hexterm.engine.planisphere.economy.rules import carry_limit, nodes_in_reach
from hexterm.engine.planisphere.model import PlanState, Unit
from hexterm.engine.planisphere.orders.actions import Action, Verb
from hexterm.engine.planisphere.orders.lines import UnitOrder
from hexterm.engine.planisphere.orders.papers import PaperOrder, parse_paper_order
from hexterm.engine.planisphere.quests.phase import quest_at
from hexterm.engine.seats import Seat

BATCH = 10  # a trade or a load moves at most this many of one good


CLAUSE_CHOICES = ("passage,non-aggression,alliance", "passage", "non-aggression",
                  "alliance", "passage,non-aggression")
"""The clauses a bot's accord proposal names, taken in turn (without a die, so that the
bots' dice stay as they were)."""


def _trade(state: PlanState, unit: Unit, dice: Dice) -> Action | None:
    assert unit.hex is not None
    chest = state.factions[unit.faction]
    offers = []
    for place in nodes_in_reach(state, unit.hex):
        for listing in state.nodes[place].market:
            if listing.open:
                offers.append((place, listing))
    if not offers:
        return None
    place, listing = choice(dice, offers)
    if listing.side is Side.SELLS:
        amount = min(listing.left, BATCH, chest.da // max(1, listing.price))
        deal = {"goods": ((listing.good, amount),)}
    else:
        have = unit.cargo.get(listing.good, 0) + chest.goods.get(listing.good, 0)
        amount = min(listing.left, BATCH, have)
        deal = {"sells": ((listing.good, amount),)}
    if amount < 1:
        return None
    return Action(Verb.TRADE, place=place, **deal)  # type: ignore[arg-type]


def _quest(state: PlanState, unit: Unit, dice: Dice) -> UnitOrder | None:
    assert unit.hex is not None
    quest = quest_at(state, unit.hex)
    if quest is None or quest.key not in state.quests_known.get(unit.faction, ()):
        return None
    pick = choice(dice, quest.choices)
    actions = [Action(Verb.QUEST, letter=pick.letter)]
    chest = state.factions[unit.faction].items
    wanted = sorted({need for out in pick.outcomes for need in out.needs} & set(chest))
    if wanted and len(unit.gear) < state.types[unit.type].equipment:
        actions.insert(0, Action(Verb.EQUIP, items=(wanted[0],)))
    return UnitOrder(unit.code, tuple(actions))


def economic_order(state: PlanState, unit: Unit, dice: Dice) -> UnitOrder | None:
    """An order of part 2 for `unit`, or None: the dice pick among what it could do."""
    assert unit.hex is not None
    kind = state.unit_type(unit)
    chest = state.factions[unit.faction]
    options: list[UnitOrder] = []
    quest = _quest(state, unit, dice)
    if quest is not None:
        options.append(quest)
    if "exploitant" in kind.capabilities and state.cells[unit.hex].resources:
        options.append(UnitOrder(unit.code, (Action(Verb.EXPLOIT),)))
    trade = _trade(state, unit, dice)
    if trade is not None:
        options.append(UnitOrder(unit.code, (trade,)))
    free = [k for k in sorted(chest.items) if k in state.items
            and (not state.items[k].influence or state.cells[unit.hex].population)]
    if free and len(unit.gear) < state.types[unit.type].equipment:
        options.append(UnitOrder(unit.code, (Action(Verb.EQUIP, items=(choice(dice, free),)),)))
    if unit.gear:
        options.append(UnitOrder(unit.code, (Action(Verb.UNEQUIP, items=(unit.gear[0],)),)))
    if chest.do:
        if unit.cargo:
            options.append(UnitOrder(unit.code, (Action(Verb.UNLOAD),)))
        room = carry_limit(state, unit) - count(unit.cargo)
        goods = sorted(chest.goods)
        if room > 0 and goods:
            good = choice(dice, goods)
            amount = min(room, BATCH, chest.goods[good])
            options.append(UnitOrder(unit.code, (Action(Verb.LOAD, goods=((good, amount),)),)))
    return choice(dice, options) if options else None


def _line(text: str) -> PaperOrder:
    words = text.split()
    paper = parse_paper_order(ActionText(words[0], tuple(words[1:]), 0))
    assert paper is not None, text
    return paper


def _loyalty(state: PlanState, seat: Seat, faction: str, dice: Dice) -> list[str]:
    """Now and then a commander who founded a node secedes; another joins a daughter."""
    daughters = sorted(k for k, f in state.factions.items() if f.mother == faction)
    if daughters and dice.below(2) == 0:
        return [f"join {choice(dice, daughters)}"]
    founded = any(n.founder == seat.name and n.faction == faction for n in state.nodes.values())
    key = f"{faction}-libre"
    letters = "".join(c for c in state.factions[faction].prefix if "A" <= c <= "Z")
    prefix = (letters[:5] or "D") + "L"
    taken = {f.prefix for f in state.factions.values()}
    if founded and key not in state.factions and prefix not in taken and dice.below(40) == 0:
        return [f"secede {key} {faction.capitalize()}-Libre {prefix}"]
    return []


def paper_lines(state: PlanState, seat: Seat, dice: Dice) -> list[PaperOrder]:
    """The seat's own lines this turn: a few, drawn with the dice, to be checked."""
    faction = state.faction_of(seat.name, seat.faction)
    others = sorted((name, f) for name, f in state.allegiance.items() if f != faction)
    loyalty = _loyalty(state, seat, faction, dice)
    if loyalty:
        return [_line(text) for text in loyalty]  # a seat that changes sides does no more
    lines: list[str] = []
    mine = [d for d in state.documents.values() if d.holder == seat.name and not d.used]
    for doc in sorted(mine, key=lambda d: d.code):
        if doc.kind is DocKind.MASTER:
            lines.append(f"present {doc.code}")
        elif doc.kind is DocKind.MERCENARY:
            nodes = sorted((p for p, n in state.nodes.items() if n.faction == faction),
                           key=lambda p: p.label)
            if nodes:
                side = choice(dice, tuple(Direction))
                lines.append(f"hire {doc.code} at {choice(dice, nodes).label} {side.name}")
    if "diplomat" in seat.roles and others:
        holder, other = choice(dice, others)
        roll = dice.below(12)
        if roll < 3:
            lines.append(f"safe-conduct to {holder} for bearer session")
        elif roll < 4:
            hired = sorted(t for t in {state.types[u.type].key for u in state.reserve(faction)}
                           if "mercenaire" in state.types[t].capabilities)
            if hired:
                lines.append(f"mercenary-contract to {holder} kind {choice(dice, hired)}")
        elif roll < 5 and state.factions[faction].masters:
            master = choice(dice, sorted(state.factions[faction].masters))
            lines.append(f"master-contract to {holder} master {master}")
        elif roll < 6:
            clauses = CLAUSE_CHOICES[state.next_paper % len(CLAUSE_CHOICES)]
            lines.append(f"accord propose pacte-{faction}-{other} with {other} "
                         f"clauses {clauses}")
        for accord in sorted(state.accords.values(), key=lambda a: a.code):
            if faction not in accord.factions:
                continue
            if accord.status is AccordStatus.PROPOSED and faction not in accord.accepted:
                lines.append(f"accord {choice(dice, ('accept', 'accept', 'refuse'))} "
                             f"{accord.code}")
            elif accord.status is AccordStatus.RATIFIED and dice.below(20) == 0:
                lines.append(f"accord leave {accord.code}")
    if "cartographer" in seat.roles:
        for note in sorted(state.annotations.values(), key=lambda n: n.code):
            if note.seat == seat.name and not note.revealed and dice.below(3) == 0:
                lines.append(f"reveal {note.code}{' full' if dice.below(2) else ''}")
    return [_line(text) for text in lines]
