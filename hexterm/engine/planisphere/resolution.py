"""The Planisphère turn: its twelve phases in the rulebook's order.

1 Déploiement · 2 Équipement · 3 Chargement/Déchargement · 4 Déplacements ·
5 Conflits · 6 Reconnaissances · 7 Achat/Vente · 8 Constructions de camps ·
9 Exploitation · 10 Quêtes · 11 Gains/Pertes · 12 Rapports des unités.

The economy's phases (2, 3, 7, 9, 11) live in `economy` and `market`, the quests (10)
in `quests`, the diplomacy (documents, accords, loyalty, annotations: carried out
before the deployments, and the safe-conducts and sides of movement and conflicts) in
`diplomacy`. Hiding (Se cacher) takes effect after the conflicts, before the
reconnaissances of the same turn. Every order gets one result event (done, partly,
failed) with its phase and reason; every unit on the map sends a report.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from hexterm.engine.dice import Dice
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere import diplomacy, economy, market, quests
from hexterm.engine.planisphere.conflict import (
    Battle,
    SideOf,
    battle_hexes,
    control_zones,
    own_side,
    score_battle,
    settle,
)
from hexterm.engine.planisphere.economy_rules import ledger
from hexterm.engine.planisphere.model import PlanState, Status, Unit
from hexterm.engine.planisphere.movement import (
    March,
    PassRule,
    attack_step,
    defended_hexes,
    no_pass,
    run_marches,
)
from hexterm.engine.planisphere.orders import Action, Orders, ReserveOrder, UnitOrder, Verb
from hexterm.engine.planisphere.orders_papers import PaperOrder
from hexterm.engine.planisphere.sessions import end_of_turn
from hexterm.engine.planisphere.standing import remember, repeated_orders
from hexterm.engine.planisphere.training import carry_out
from hexterm.engine.planisphere.works import build, recon, sap, units_by_hex
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat

PHASES = ("1 deployment", "2 equipment", "3 loading", "4 movement", "5 conflicts",
          "6 recon", "7 market", "8 construction", "9 exploitation", "10 quests",
          "11 gains", "12 reports")


def copy_state(state: PlanState) -> PlanState:
    """A copy whose units, nodes and factions can change without touching `state`.

    Cells and unit types are values, shared: code that changes one puts a new one in the
    new state's dict.
    """
    return replace(
        state,
        cells=dict(state.cells),
        factions={k: f.copy() for k, f in state.factions.items()},
        types=dict(state.types),
        nodes={k: n.copy() for k, n in state.nodes.items()},
        units={k: u.copy() for k, u in state.units.items()},
        quests=dict(state.quests),
        quests_known=dict(state.quests_known),
        documents={k: replace(d) for k, d in state.documents.items()},
        accords={k: replace(a) for k, a in state.accords.items()},
        annotations={k: replace(a) for k, a in state.annotations.items()},
        allegiance=dict(state.allegiance),
        influence_log=list(state.influence_log),
        boosts=list(state.boosts),
    )


class Turn:
    """One resolution in progress: the state being changed and the events so far."""

    def __init__(self, state: PlanState, orders: Mapping[str, Orders], seats: Sequence[Seat],
                 dice: Dice, turn: int) -> None:
        self.state = copy_state(state)
        self.seats = seats
        self.dice = dice
        self.turn = turn
        self.orders: list[tuple[Seat, UnitOrder]] = [
            (seat, order) for seat in seats for order in orders[seat.name].units
        ] if orders else []
        self.given = [order for _seat, order in self.orders]
        repeats, self.events = repeated_orders(self.state, seats,
                                               {o.unit for o in self.given}, turn, PHASES[0])
        self.orders.extend(repeats)
        self.orders.sort(key=lambda so: so[1].unit)
        self.recruiting: list[tuple[Seat, ReserveOrder]] = [
            (seat, line) for seat in seats for line in orders[seat.name].reserve
        ] if orders else []
        self.papers: list[tuple[Seat, PaperOrder]] = [
            (seat, line) for seat in seats for line in orders[seat.name].papers
        ] if orders else []
        self.by_verb: dict[Verb, list[tuple[Seat, UnitOrder, Action]]] = {}
        self.holders = start_holders(self.state)
        self.zones = control_zones(self.state, self.holders)
        self.attacks: dict[str, tuple[Seat, UnitOrder, Action]] = {}
        self.fates: dict[str, str] = {}
        self.battles: list[Battle] = []
        self.side_of: SideOf = own_side  # grand accords make sides (`diplomacy`)
        self.may_pass: PassRule = no_pass  # safe-conducts let units pass (`diplomacy`)

    def seats_of(self, faction: str) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats if s.faction == faction)

    def result(self, seat: Seat, order: UnitOrder, action: Action, phase: str,
               result: Result, text: str) -> None:
        self.events.append(Event(self.turn, phase, order.unit,
                                 f"{action.verb.value}: {result.value}: {text}", (seat.name,),
                                 result, key=f"order.{action.verb.value}",
                                 args={"unit": order.unit, "reason": text}))

    def with_verb(self, verb: Verb) -> list[tuple[Seat, UnitOrder, Action]]:
        if not self.by_verb:
            for seat, order in self.orders:
                for action in order.actions:
                    self.by_verb.setdefault(action.verb, []).append((seat, order, action))
        return self.by_verb.get(verb, [])

    def run(self) -> tuple[PlanState, list[Event]]:
        self.stances()
        diplomacy.before_deployment(self)
        self.recruit()
        self.deploy()
        diplomacy.hire(self)
        economy.equip_phase(self)
        economy.load_phase(self)
        self.move()
        self.conflicts()
        self.hide()
        self.recons()
        market.trade_phase(self)
        self.works()
        economy.exploit_phase(self)
        quests.quest_phase(self)
        economy.gains_phase(self)
        self.defences()
        self.reports()
        remember(self.state, self.given)
        self.events.extend(end_of_turn(self.state, self.turn, self.seats))
        return self.state, self.events

    def stances(self) -> None:
        """"À mort" holds for this turn's order only: a unit without it fights normally.

        A Martyr defends à mort: when its order defends, or when it has no order (the
        default order is Défendre). A Berserker's à mort comes with its attack (`move`).
        """
        ordered = {order.unit for _seat, order in self.orders}
        for unit in self.state.deployed():
            unit.to_death = (unit.code not in ordered
                             and "martyr" in self.state.unit_type(unit).capabilities)
        for _seat, order, action in self.with_verb(Verb.DEFEND):
            unit = self.state.units[order.unit]
            martyr = "martyr" in self.state.unit_type(unit).capabilities
            unit.to_death = action.to_death or martyr

    def recruit(self) -> None:
        """Conversions, sacrifices and trainings, before any deployment (phase 1)."""
        taken = {order.unit for _seat, order, _action in self.with_verb(Verb.DEPLOY)}
        for seat, line in self.recruiting:
            why, text = carry_out(self.state, seat.faction, line, taken)
            result = Result.FAILED if why else Result.DONE
            subject = line.card or line.kind
            self.events.append(Event(self.turn, PHASES[0], subject,
                                     f"{line.verb.value} {subject}: {result.value}: "
                                     f"{why or text}", (seat.name,), result,
                                     key=f"reserve.{line.verb.value}",
                                     args={"seat": seat.name, "reason": why or text}))

    def deploy(self) -> None:
        state = self.state
        used: dict[str, int] = {}
        capacity = {key: state.deploy_capacity(key) for key in state.factions}
        for seat, order, action in self.with_verb(Verb.DEPLOY):
            unit = state.units[order.unit]
            kind = state.unit_type(unit)
            artificial = "artificiel" in kind.capabilities  # outside the deployment limits
            faction = state.factions[seat.faction]
            assert action.place is not None
            node = state.nodes.get(action.place)
            place = (action.place.neighbour(action.directions[0]) if action.directions
                     else action.place)
            why = ""
            if unit.status is not Status.RESERVE:
                why = "the card is no longer in the reserve"
            elif node is None or node.faction != seat.faction:
                why = f"the node at {action.place.label} is no longer your faction's"
            elif used.get(seat.name, 0) >= capacity[seat.faction] and not artificial:
                why = "the deployment capacity of this turn is used up"
            elif faction.da < kind.deploy_cost_da or faction.do < kind.deploy_cost_do:
                why = f"the chest cannot pay {kind.deploy_cost_da} DA"
            if why:
                self.result(seat, order, action, PHASES[0], Result.FAILED, why)
                continue
            used[seat.name] = used.get(seat.name, 0) + (not artificial)
            faction.da -= kind.deploy_cost_da
            faction.do -= kind.deploy_cost_do
            self.events.append(ledger(self.turn, PHASES[0], unit.code, "deploy", faction.key,
                                      da=-kind.deploy_cost_da, do=-kind.deploy_cost_do))
            unit.status, unit.hex, unit.commander = Status.DEPLOYED, place, seat.name
            unit.faction, unit.hidden = seat.faction, False
            unit.deployed_session = state.session
            self.result(seat, order, action, PHASES[0], Result.DONE,
                        f"{kind.name} deployed at {place.label} for {kind.deploy_cost_da} DA")

    def move(self) -> None:
        state = self.state
        moving: dict[str, March] = {}
        for _seat, order in self.orders:
            unit = state.units[order.unit]
            if unit.status is not Status.DEPLOYED:
                continue
            move = order.action(Verb.MOVE)
            if move is not None or order.action(Verb.ATTACK) is not None:
                path = move.directions if move else ()
                moving[unit.code] = March(unit, path, state.unit_type(unit).move)
        defenders = [u for u in state.deployed() if u.code not in moving]
        defended = defended_hexes(state, defenders)
        for place, factions in self.zones.items():
            defended.setdefault(place, set()).update(factions)
        run_marches(state, list(moving.values()), defended, self.may_pass)
        diplomacy.after_movement(self, moving)
        for seat, order, action in self.with_verb(Verb.MOVE):
            march = moving.get(order.unit)
            if march is None:
                self.result(seat, order, action, PHASES[3], Result.FAILED,
                            "the unit is not on the map")
                continue
            assert march.unit.hex is not None
            where = f"now at {march.unit.hex.label}"
            if march.steps == len(march.path):
                self.result(seat, order, action, PHASES[3], Result.DONE, where)
            else:
                outcome = Result.PARTLY if march.steps else Result.FAILED
                self.result(seat, order, action, PHASES[3], outcome,
                            f"{march.steps} of {len(march.path)} steps: {march.stop}; {where}")
        for seat, order, action in self.with_verb(Verb.ATTACK):
            march = moving.get(order.unit)
            target = state.units.get(action.target)
            if march is None:
                self.result(seat, order, action, PHASES[3], Result.FAILED,
                            "the unit is not on the map")
                continue
            if target is None or target.status is not Status.DEPLOYED:
                why = f"{action.target} could not be found"
            elif target.faction == march.unit.faction:
                why = f"{action.target} is of its own faction: the unit refuses"
            else:
                why = attack_step(state, march, target)
            if why:
                self.result(seat, order, action, PHASES[3], Result.FAILED, why)
            else:
                berserker = "berserker" in state.unit_type(march.unit).capabilities
                march.unit.to_death = action.to_death or berserker
                self.attacks[order.unit] = (seat, order, action)

    def conflicts(self) -> None:
        state = self.state
        occupants = units_by_hex(state)  # for the losers' flight, kept up to date by settle
        side_of = self.side_of
        for place, units in battle_hexes(state, side_of).items():
            sides: dict[str, list[Unit]] = {}
            for unit in units:
                sides.setdefault(side_of(unit.faction), []).append(unit)
            node = state.nodes.get(place)
            if node is not None:
                sides.setdefault(side_of(node.faction), [])
            holder = self.holders.get(place)
            battle = Battle(place, sides, side_of(node.faction) if node else None,
                            side_of(holder) if holder else None)
            score_battle(state, battle, side_of)
            settle(state, battle, side_of, occupants=occupants, zones=self.zones)
            self.fates.update(battle.fates)
            self.battles.append(battle)
            self.report_battle(battle)
        for seat, order, action in self.attacks.values():
            fate = self.fates.get(order.unit, "")
            outcome = Result.DONE if fate == "holds" else Result.FAILED
            text = "won the battle" if fate == "holds" else f"lost the battle: {fate or 'no fight'}"
            self.result(seat, order, action, PHASES[4], outcome, text)

    def report_battle(self, battle: Battle) -> None:
        names = self.state.factions
        parts = [f"{names[s].name} {battle.scores[s]}" for s in sorted(battle.sides)]
        won = names[battle.winner].name if battle.winner else "nobody"
        text = f"battle at {battle.place.label}: {', '.join(parts)}; {won} holds the hex"
        if battle.captured:
            text += " and takes the node"
        fates = "; ".join(f"{c} {f}" for c, f in sorted(battle.fates.items()))
        seen = tuple(sorted({n for s in battle.sides for n in self.seats_of(s)}))
        self.events.append(Event(self.turn, PHASES[4], battle.place.label,
                                 f"{text}. {fates}".strip(), seen or ("*",), key="battle",
                                 args={"scores": dict(sorted(battle.scores.items())),
                                       "winner": battle.winner or "",
                                       "fates": dict(sorted(battle.fates.items()))}))

    def hide(self) -> None:
        for seat, order, action in self.with_verb(Verb.HIDE):
            unit = self.state.units[order.unit]
            if unit.status is not Status.DEPLOYED:
                self.result(seat, order, action, PHASES[4], Result.FAILED,
                            f"the unit is {unit.status.value}")
                continue
            unit.hidden = True
            self.result(seat, order, action, PHASES[4], Result.DONE,
                        "the unit no longer shows on the map")

    def recons(self) -> None:
        occupants = units_by_hex(self.state)  # nobody moves during the reconnaissances
        for seat, order, action in self.with_verb(Verb.RECON):
            outcome, text, seen = recon(self.state, self.state.units[order.unit], action,
                                        occupants)
            self.result(seat, order, action, PHASES[5], outcome, text)
            quests.reveal(self, seat, self.state.units[order.unit], action)
            if seen:
                self.events.append(Event(self.turn, PHASES[5], order.unit, seen, (seat.name,),
                                         key="recon.seen"))

    def works(self) -> None:
        for seat, order, action in self.with_verb(Verb.BUILD):
            outcome, text = build(self.state, seat, self.state.units[order.unit], action)
            self.result(seat, order, action, PHASES[7], outcome, text)
        for seat, order, action in self.with_verb(Verb.SAP):
            outcome, text = sap(self.state, self.state.units[order.unit], action)
            self.result(seat, order, action, PHASES[7], outcome, text)

    def defences(self) -> None:
        for seat, order, action in self.with_verb(Verb.DEFEND):
            unit = self.state.units[order.unit]
            fate = self.fates.get(order.unit)
            if unit.status is Status.DEPLOYED and fate in (None, "holds"):
                self.result(seat, order, action, PHASES[4], Result.DONE,
                            f"held {unit.hex.label if unit.hex else ''}")
            else:
                self.result(seat, order, action, PHASES[4], Result.FAILED,
                            f"the hex was lost: {fate or unit.status.value}")

    def reports(self) -> None:
        """Each unit on the map reports where it stands to its commander (a unit with no
        commander, of a faction nobody plays, to the organiser only)."""
        for unit in sorted(self.state.deployed(), key=lambda u: u.code):
            assert unit.hex is not None
            seat = unit.commander
            kind = self.state.unit_type(unit)
            state = "hidden, " if unit.hidden else ""
            self.events.append(Event(self.turn, PHASES[11], unit.code,
                                     f"{unit.code} ({kind.name}) reports: {state}at "
                                     f"{unit.hex.label}", (seat,) if seat else (),
                                     key="unit.report",
                                     args={"hex": unit.hex.label, "hidden": unit.hidden}))


def start_holders(state: PlanState) -> dict[Hex, str]:
    """Who holds each hex as the turn starts: its node's owner, else its units' faction."""
    held: dict[Hex, str] = {place: node.faction for place, node in state.nodes.items()}
    for unit in state.deployed():
        if unit.hex is not None and unit.hex not in held:
            held[unit.hex] = unit.faction
    return held


def resolve(state: PlanState, orders: Mapping[str, Orders], seats: Sequence[Seat], dice: Dice,
            turn: int) -> tuple[PlanState, list[Event]]:
    """The next state and the events of one Planisphère turn."""
    return Turn(state, orders, seats, dice, turn).run()
