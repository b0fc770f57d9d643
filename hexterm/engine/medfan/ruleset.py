"""The Med-Fan campaign as a ruleset: its steps (`hexterm.engine.steps`), what each
takes, and the hooks of the engine. A turn is one battle: the challenger (each player in
turn) or the organiser names it, the two players declare their objectives (sealed), the
result is entered by both or the organiser (open), each gives their survival dice and
choices (open), and everyone spends (sealed). The first turn opens with the armies."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from hexterm.engine.battle import BattleResult
from hexterm.engine.battle_entry import Loss
from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError, ScenarioError, SeatError, StateError
from hexterm.engine.medfan import bots, campaign, codec, inputs, views
from hexterm.engine.medfan.aftermath import check_after
from hexterm.engine.medfan.model import MedState, Options, Phase, Player
from hexterm.engine.medfan.placement import named_seats, placed
from hexterm.engine.medfan.roster import check_roster
from hexterm.engine.medfan.start import bring, holdings, ranking
from hexterm.engine.ruleset import Event, GameOption, Outcome, Ruleset, SeatForm
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER, InputKind, Step
from hexterm.engine.typed import whole_field

TITLES = {Phase.ARMY: "Buy your army", Phase.PAIRING: "Name the battle",
          Phase.OBJECTIVES: "Declare your objective", Phase.BATTLE: "Enter the battle",
          Phase.AFTER: "After the battle", Phase.SPENDING: "Spending"}
READ: dict[str, Callable[[str], Any]] = {"army": inputs.read_army, "pairing": inputs.read_pairing,
        "objectives": inputs.read_objective, "battle": inputs.read_result,
        "after": inputs.read_after, "spending": inputs.read_spending}
WRITE: dict[str, Callable[[Any], str]] = {
    "army": inputs.format_army, "pairing": inputs.format_pairing,
    "objectives": lambda n: f"objective {n}\n" if n else "roll\n",
    "battle": inputs.format_result, "after": inputs.format_after,
    "spending": inputs.format_spending}


def options_of(scenario: Mapping[str, Any]) -> Options:
    def whole(key: str, default: int, lo: int, hi: int) -> int:
        return whole_field(scenario.get(key, default), key, lo, hi)
    generous = scenario.get("generous", "no")
    if generous not in ("no", "yes", True, False):
        raise ScenarioError(f"generous is yes or no, not {generous!r}")
    return Options(whole("treasury", 500, 0, 100000), generous in ("yes", True),
                   whole("battles", 0, 0, 999), whole("share", 50, 0, 100),
                   bool(scenario.get("rolled_length", False)))

SUGGESTED = ("Elves", "Orcs", "Dwarves", "Humans", "Goblins", "Undead", "Lizardmen",
             "Ogres")
"""Army names offered to the seats of a new campaign; any name will do."""


class Medfan(Ruleset[MedState, Any]):
    """The Med-Fan campaign's rules. A seat's faction is the army's name."""

    name: ClassVar[str] = "medfan"
    title: ClassVar[str] = "Med-Fan campaign"
    default_scenario: ClassVar[str] = "medfan"
    state_version: ClassVar[int] = codec.STATE_VERSION
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 8
    options: ClassVar[tuple[GameOption, ...]] = (
        GameOption("treasury", "Treasury", lo=0, hi=100000),
        GameOption("generous", "Generous start", ("no", "yes")),
        GameOption("battles", "Battles (0: no limit)", lo=0, hi=999),
        GameOption("share", "Share of the territories that wins (%)", lo=0, hi=100),
    )

    def seat_form(self, scenario: Mapping[str, Any]) -> SeatForm:
        """An army named by each seat; the seats a scenario set in the middle of a
        campaign names, when it does."""
        names = named_seats(scenario)
        low, high = (len(names), len(names)) if names else (self.min_seats, self.max_seats)
        return SeatForm(faction="Army", suggested=SUGGESTED, min_seats=low, max_seats=high,
                        names=names, options=self.options)

    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat],
                  dice: Dice) -> MedState:
        state = campaign.open_campaign(options_of(scenario),
                                       [(s.name, s.faction) for s in seats], dice)
        return placed(state, scenario)

    def dump_state(self, state: MedState) -> dict[str, Any]:
        return codec.dump_state(state)

    def load_state(self, data: Mapping[str, Any]) -> MedState:
        return codec.load_state(data)

    def step(self, state: MedState, seats: Sequence[Seat], turn: int, done: int) -> Step:
        everyone = tuple(p.seat for p in state.players)
        title = TITLES.get(state.phase, "")
        phase = state.phase
        if phase is Phase.PAIRING:
            return Step("pairing", InputKind.ENTRY, (campaign.challenger(state),),
                        sealed=False, organiser=True, title=title)
        if phase is Phase.OBJECTIVES:
            return Step("objectives", InputKind.ENTRY, state.fighters, sealed=True, title=title)
        if phase is Phase.BATTLE:
            return Step("battle", InputKind.BATTLE_RESULT, state.fighters, sealed=False,
                        organiser=True, title=title)
        if phase is Phase.AFTER:
            return Step("after", InputKind.ENTRY, state.fighters, sealed=False, title=title)
        if phase is Phase.OVER:
            return Step("over", InputKind.ENTRY, (), sealed=False)
        return Step(phase.value, InputKind.ORDERS, everyone, sealed=True, title=title)

    def read_input(self, state: MedState, seat: Seat | None, step: Step, text: str, *,
                   check: bool = True) -> Any:
        if seat is None and step.key not in ("pairing", "battle"):
            raise SeatError(f"{self.title} takes the organiser's entry for the pairing and "
                            "the battle only")
        value = READ[step.key](text)
        if not check:
            return value
        who = "" if seat is None else seat.name
        if step.key == "army":
            check_roster(value.units, campaign.available(state.player(who), value.keep),
                         council=campaign.has_council(state, who, value.keep))
        elif step.key == "pairing":
            campaign.check_pairing(state, value)
        elif step.key == "battle" and not value.auto:
            campaign.record(state, value)
        elif step.key == "after":
            check_after(state, who, value)
        elif step.key == "spending":
            campaign.check_spending(state, who, value)
        return value

    def format_input(self, step: Step, value: Any) -> str:
        return str(WRITE[step.key](value))

    def bot_input(self, state: MedState, seat: Seat, step: Step, dice: Dice) -> Any:
        return bots.bot_input(state, seat.name, dice)

    def default_input(self, state: MedState, seat: Seat, step: Step) -> Any:
        if step.key == "pairing":
            return bots.pairing(state, seat.name)
        return {"army": inputs.Army(()), "objectives": 0, "battle": inputs.Result(auto=True),
                "after": inputs.After(), "spending": inputs.Spending()}[step.key]

    def resolve_step(self, state: MedState, given: Mapping[str, Any], seats: Sequence[Seat],
                     dice: Dice, turn: int, step: Step) -> tuple[MedState, list[Event], bool]:
        key = step.key
        if key == "army":
            state, events = campaign.armies(state, given, turn)
        elif key == "pairing":
            chosen = given.get(ORGANISER) or next(iter(given.values()), None) or \
                bots.pairing(state, campaign.challenger(state))
            state, events = campaign.pair(state, chosen, dice, turn)
        elif key == "objectives":
            state, events = campaign.objectives(state, given, dice, turn)
        elif key == "battle":
            entries = [(ORGANISER, given[ORGANISER])] if ORGANISER in given \
                else list(given.items())
            state, events = campaign.battle(state, entries, dice, turn)
        elif key == "after":
            state, events = campaign.after(state, given, dice, turn)
        else:
            state, events = campaign.spend(state, given, turn)
            return state, events, True
        return state, events, False

    def join_seat(self, state: MedState, seat: Seat, seats: Sequence[Seat],
                  dice: Dice) -> MedState:
        """A new player arrives with 5 territories and the starting treasury; they buy
        their army at the next spending."""
        brought, tries = bring(seat.name, len(state.territories) + 1, dice)
        player = Player(seat.name, seat.faction, state.options.treasury + tries[0].treasure)
        return replace(state, players=(*state.players, player),
                       territories=(*state.territories, *brought))

    def check_state(self, state: MedState, seats: Sequence[Seat]) -> None:
        names = [s.name for s in seats]
        if [p.seat for p in state.players] != names:
            raise StateError("the campaign's players are not the game's seats")
        for player in state.players:
            if player.treasury < 0:
                raise StateError(f"{player.seat} has {player.treasury} #, below 0")
        for territory in state.territories:
            if territory.owner is not None and territory.owner not in names:
                raise StateError(f"territory {territory.number} belongs to "
                                 f"{territory.owner}, not a seat")

    # --- one step hooks, for the tools that ask them ---------------------------------

    def parse_orders(self, state: MedState, seat: Seat, text: str) -> Any:
        return inputs.read_spending(text)

    def verify_orders(self, state: MedState, seat: Seat, orders: Any) -> None:
        if state.phase is not Phase.SPENDING:
            raise IllegalOrderError(f"the campaign is at the step {state.phase.value}")
        campaign.check_spending(state, seat.name, orders)

    def format_orders(self, orders: Any) -> str:
        return inputs.format_spending(orders)

    def bot_orders(self, state: MedState, seat: Seat, dice: Dice) -> Any:
        return bots.spending(state, seat.name)

    def battle_forces(self, state: MedState) -> BattleResult | None:
        if state.phase is not Phase.BATTLE:
            return None
        return campaign.record(state, inputs.Result(None))

    def board_input(self, state: MedState, result: BattleResult) -> str:
        """`lost SEAT UNIT N` for each unit that lost figures."""
        winner = None if result.winner is None else result.sides[result.winner].seats[0]
        lost = tuple(Loss(side.seats[0], u.name, u.lost, lost=True) for side in result.sides
                     for u in side.units if u.lost)
        return inputs.format_result(inputs.Result(winner, lost, board=True))

    def view(self, state: MedState, seat: Seat | None) -> dict[str, Any]:
        return views.view(state, None if seat is None else seat.name)

    def summary(self, state: MedState, seat: Seat | None) -> str:
        held = holdings(state.territories, [p.seat for p in state.players])
        return "\n".join([f"battle {state.battles + 1}, {state.phase.value}"] + [
            f"{p.seat}: {p.treasury} #, {held[p.seat]} territories, "
            f"{sum(u.figures for u in p.army)} figures" for p in state.players])

    def outcome(self, state: MedState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        seats = [p.seat for p in state.players]
        order = ranking(state.territories, seats, {p.seat: p.treasury for p in state.players})
        held = holdings(state.territories, seats)
        return Outcome(order, "territories held: " + ", ".join(f"{s} {held[s]}" for s in order))


MEDFAN = Medfan()
