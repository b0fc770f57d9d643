"""The Planisphère turn: its twelve phases in the rulebook's order.

1 Déploiement · 2 Équipement · 3 Chargement/Déchargement · 4 Déplacements ·
5 Conflits · 6 Reconnaissances · 7 Achat/Vente · 8 Constructions de camps ·
9 Exploitation · 10 Quêtes · 11 Gains/Pertes · 12 Rapports des unités.

`Resolution` runs them on a `turn.Turn` (the context the phase modules share). The
economy's phases (2, 3, 7, 9, 11) live in `economy.phases` and `economy.market`, the
quests (10) in `quests.phase`, the diplomacy (documents, accords, loyalty,
annotations: carried out before the deployments, and the safe-conducts and sides of
movement and conflicts) in `diplomacy.phases`. Hiding (Se cacher) takes effect after
the conflicts, before the reconnaissances of the same turn. Every order gets one result
event (done, partly, failed) with its phase and reason; every unit on the map sends a
report.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from hexterm.engine.dice import Dice
from hexterm.engine.messages import Listing, Message
from hexterm.engine.planisphere.bonds import parties
from hexterm.engine.planisphere.conflict import (
    Battle,
    battle_hexes,
    present_factions,
    score_battle,
    settle,
)
from hexterm.engine.planisphere.diplomacy import phases as diplomacy
from hexterm.engine.planisphere.economy import market
from hexterm.engine.planisphere.economy import phases as economy
from hexterm.engine.planisphere.economy.rules import ledger
from hexterm.engine.planisphere.economy.training import carry_out
from hexterm.engine.planisphere.kept import KEPT, keep
from hexterm.engine.planisphere.model import PlanState, Status, Unit
from hexterm.engine.planisphere.movement import (
    March,
    attack_step,
    defended_hexes,
    run_marches,
)
from hexterm.engine.planisphere.orders.lines import Orders, Verb
from hexterm.engine.planisphere.orders.standing import remember, repeated_orders
from hexterm.engine.planisphere.quests import phase as quests
from hexterm.engine.planisphere.sessions import end_of_turn
from hexterm.engine.planisphere.turn import Phase, Turn
from hexterm.engine.planisphere.words import STATUSES, WORDS, fate_word
from hexterm.engine.planisphere.works import build, recon, sap, unit_is, units_by_hex
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat


class Resolution(Turn):
    """A turn's resolution: the twelve phases carried out in order on a `Turn`."""

    def __init__(self, state: PlanState, orders: Mapping[str, Orders], seats: Sequence[Seat],
                 dice: Dice, turn: int) -> None:
        super().__init__(state, orders, seats, dice, turn)
        repeats, self.events = repeated_orders(self.state, seats,
                                               {o.unit for o in self.given}, turn,
                                               Phase.DEPLOYMENT)
        self.orders.extend(repeats)  # autonome units repeat their last order
        self.orders.sort(key=lambda so: so[1].unit)

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
            chest = self.state.factions[seat.faction]
            before = dict(chest.items)
            done, said = carry_out(self.state, seat.faction, line, taken)
            result = Result.DONE if done else Result.FAILED
            subject = line.card or line.kind
            change = {k: chest.items.get(k, 0) - n for k, n in before.items()}
            if any(change.values()):  # the material of a conversion or a training
                self.events.append(ledger(self.turn, Phase.DEPLOYMENT, subject, "material",
                                          seat.faction, items=change))
                spent = ", ".join(f"{-n} {k}" for k, n in sorted(change.items()) if n)
                said = WORDS.phrase("{done}; material taken from the chest: {spent}",
                                    done=said, spent=spent)
            self.events.append(Event(self.turn, Phase.DEPLOYMENT, subject,
                                     f"{line.verb.value} {subject}: {result.value}: {said}",
                                     (seat.name,), result, key=f"reserve.{line.verb.value}",
                                     args={"seat": seat.name, "reason": str(said),
                                           KEPT: keep(said)}))

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
            why: Message | None = None
            if unit.status is not Status.RESERVE:
                why = WORDS.phrase("the card is no longer in the reserve")
            elif node is None or node.faction != seat.faction:
                why = WORDS.phrase("the node at {hex} is no longer your faction's",
                                   hex=action.place.label)
            elif used.get(seat.name, 0) >= capacity[seat.faction] and not artificial:
                why = WORDS.phrase("the deployment capacity of this turn is used up")
            elif faction.da < kind.deploy_cost_da or faction.do < kind.deploy_cost_do:
                why = WORDS.phrase("the chest cannot pay {da} DA", da=kind.deploy_cost_da)
            if why is not None:
                self.result(seat, order, action, Phase.DEPLOYMENT, Result.FAILED, why)
                continue
            used[seat.name] = used.get(seat.name, 0) + (not artificial)
            faction.da -= kind.deploy_cost_da
            faction.do -= kind.deploy_cost_do
            self.events.append(ledger(self.turn, Phase.DEPLOYMENT, unit.code, "deploy", faction.key,
                                      da=-kind.deploy_cost_da, do=-kind.deploy_cost_do))
            unit.status, unit.hex, unit.commander = Status.DEPLOYED, place, seat.name
            unit.faction, unit.hidden = seat.faction, False
            unit.deployed_session = state.session
            self.result(seat, order, action, Phase.DEPLOYMENT, Result.DONE,
                        WORDS.phrase("{kind} deployed at {hex} for {da} DA", kind=kind.name,
                                     hex=place.label, da=kind.deploy_cost_da))

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
                self.result(seat, order, action, Phase.MOVEMENT, Result.FAILED,
                            WORDS.phrase("the unit is not on the map"))
                continue
            assert march.unit.hex is not None
            where = WORDS.phrase("now at {hex}", hex=march.unit.hex.label)
            if march.steps == len(march.path):
                self.result(seat, order, action, Phase.MOVEMENT, Result.DONE, where)
            else:
                outcome = Result.PARTLY if march.steps else Result.FAILED
                self.result(seat, order, action, Phase.MOVEMENT, outcome,
                            WORDS.phrase("{steps} of {n} steps: {stop}; {where}",
                                         n=len(march.path), steps=march.steps,
                                         stop=march.stop, where=where))
        for seat, order, action in self.with_verb(Verb.ATTACK):
            march = moving.get(order.unit)
            target = state.units.get(action.target)
            if march is None:
                self.result(seat, order, action, Phase.MOVEMENT, Result.FAILED,
                            WORDS.phrase("the unit is not on the map"))
                continue
            why: Message | None
            if target is None or target.status is not Status.DEPLOYED:
                why = WORDS.phrase("{unit} could not be found", unit=action.target)
            elif target.faction == march.unit.faction:
                why = WORDS.phrase("{unit} is of its own faction: the unit refuses",
                                   unit=action.target)
            else:
                why = attack_step(state, march, target)
            if why is not None:
                self.result(seat, order, action, Phase.MOVEMENT, Result.FAILED, why)
            else:
                berserker = "berserker" in state.unit_type(march.unit).capabilities
                march.unit.to_death = action.to_death or berserker
                self.attacks[order.unit] = (seat, order, action)

    def conflicts(self) -> None:
        state = self.state
        occupants = units_by_hex(state)  # for the losers' flight, kept up to date by settle
        bonds = self.bonds
        for place, units in battle_hexes(state, bonds).items():
            members = {party[0]: party for party in
                       parties(present_factions(state, place, units), bonds)}
            party_of = {f: key for key, party in members.items() for f in party}
            sides: dict[str, list[Unit]] = {key: [] for key in members}
            for unit in units:
                if unit.faction in party_of:  # the others stand aside
                    sides[party_of[unit.faction]].append(unit)
            node = state.nodes.get(place)
            holder = self.holders.get(place)
            battle = Battle(place, sides, party_of.get(node.faction) if node else None,
                            party_of.get(holder) if holder else None, members, bonds)
            score_battle(state, battle)
            settle(state, battle, occupants=occupants, zones=self.zones)
            self.fates.update(battle.fates)
            self.battles.append(battle)
            self.report_battle(battle)
        for seat, order, action in self.attacks.values():
            fate = self.fates.get(order.unit, "")
            outcome = Result.DONE if fate == "holds" else Result.FAILED
            text = WORDS.phrase("won the battle") if fate == "holds" else WORDS.phrase(
                "lost the battle: {fate}", fate=fate_word(fate) if fate else WORDS.phrase(
                    "no fight"))
            self.result(seat, order, action, Phase.CONFLICTS, outcome, text)

    def report_battle(self, battle: Battle) -> None:
        names = self.state.factions
        scores = Listing(tuple(f"{names[s].name} {battle.scores[s]}"
                               for s in sorted(battle.sides)))
        place = battle.place.label
        if not battle.winner:
            said = WORDS.phrase("battle at {hex}: {scores}; nobody holds the hex", hex=place,
                                scores=scores)
        elif battle.captured:
            said = WORDS.phrase("battle at {hex}: {scores}; {winner} holds the hex and takes "
                                "the node", hex=place, scores=scores,
                                winner=names[battle.winner].name)
        else:
            said = WORDS.phrase("battle at {hex}: {scores}; {winner} holds the hex", hex=place,
                                scores=scores, winner=names[battle.winner].name)
        fates = sorted(battle.fates.items())
        if fates:
            said_fates = [WORDS.phrase("{unit} {fate};", unit=code, fate=fate_word(fate))
                          for code, fate in fates[:-1]]
            said_fates.append(WORDS.phrase("{unit} {fate}", unit=fates[-1][0],
                                           fate=fate_word(fates[-1][1])))
            said = WORDS.phrase("{battle}. {fates}", battle=said,
                                fates=Listing(tuple(said_fates), " "))
        else:
            said = WORDS.phrase("{battle}.", battle=said)
        seen = tuple(sorted({n for s in battle.sides for n in self.seats_of(s)}))
        self.tell(Phase.CONFLICTS, place, said, seen or ("*",), "battle",
                  {"scores": dict(sorted(battle.scores.items())),
                   "winner": battle.winner or "", "fates": dict(fates)})

    def hide(self) -> None:
        for seat, order, action in self.with_verb(Verb.HIDE):
            unit = self.state.units[order.unit]
            if unit.status is not Status.DEPLOYED:
                self.result(seat, order, action, Phase.CONFLICTS, Result.FAILED,
                            unit_is(unit))
                continue
            unit.hidden = True
            self.result(seat, order, action, Phase.CONFLICTS, Result.DONE,
                        WORDS.phrase("the unit no longer shows on the map"))

    def recons(self) -> None:
        occupants = units_by_hex(self.state)  # nobody moves during the reconnaissances
        for seat, order, action in self.with_verb(Verb.RECON):
            outcome, text, seen = recon(self.state, self.state.units[order.unit], action,
                                        occupants)
            self.result(seat, order, action, Phase.RECON, outcome, text)
            quests.reveal(self, seat, self.state.units[order.unit], action)
            if seen is not None:
                self.tell(Phase.RECON, order.unit, seen, (seat.name,), "recon.seen")

    def works(self) -> None:
        for seat, order, action in self.with_verb(Verb.BUILD):
            outcome, text = build(self.state, seat, self.state.units[order.unit], action)
            self.result(seat, order, action, Phase.CONSTRUCTION, outcome, text)
        for seat, order, action in self.with_verb(Verb.SAP):
            outcome, text = sap(self.state, self.state.units[order.unit], action)
            self.result(seat, order, action, Phase.CONSTRUCTION, outcome, text)

    def defences(self) -> None:
        for seat, order, action in self.with_verb(Verb.DEFEND):
            unit = self.state.units[order.unit]
            fate = self.fates.get(order.unit)
            if unit.status is Status.DEPLOYED and fate in (None, "holds"):
                self.result(seat, order, action, Phase.CONFLICTS, Result.DONE,
                            WORDS.phrase("held {hex}", hex=unit.hex.label if unit.hex else ""))
            else:
                self.result(seat, order, action, Phase.CONFLICTS, Result.FAILED,
                            WORDS.phrase("the hex was lost: {fate}", fate=fate_word(fate)
                                         if fate else STATUSES[unit.status.value]))

    def reports(self) -> None:
        """Each unit on the map reports where it stands to its commander (a unit with no
        commander, of a faction nobody plays, to the organiser only)."""
        for unit in sorted(self.state.deployed(), key=lambda u: u.code):
            assert unit.hex is not None
            seat = unit.commander
            kind = self.state.unit_type(unit)
            state = "hidden, " if unit.hidden else ""
            self.events.append(Event(self.turn, Phase.REPORTS, unit.code,
                                     f"{unit.code} ({kind.name}) reports: {state}at "
                                     f"{unit.hex.label}", (seat,) if seat else (),
                                     key="unit.report",
                                     args={"hex": unit.hex.label, "hidden": unit.hidden}))


def resolve(state: PlanState, orders: Mapping[str, Orders], seats: Sequence[Seat], dice: Dice,
            turn: int) -> tuple[PlanState, list[Event]]:
    """The next state and the events of one Planisphère turn."""
    return Resolution(state, orders, seats, dice, turn).run()
