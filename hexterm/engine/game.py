"""A game: its ruleset, seed, turn, seats, state, this turn's orders and its log.

This is where a turn happens, whatever the ruleset (pokerkit's shape: each operation
has a ``verify``/``check`` step that raises a readable error, and returns a new value):

    input text --check_orders--> read, legal input --submit_orders--> stored per seat
    every awaited input --resolve--> next state + events appended to the log
    the log --report--> what one seat reads

A turn is one or more steps (`hexterm.engine.steps`): the ruleset says which step the
game is at (`Game.step`: who is awaited, for what, sealed or open, and whether the
organiser may settle it); `resolve` resolves that step and the game goes on to the
next step, or to the next turn. Inputs (orders, bids, declarations, results) are kept
per seat as their canonical text, so two seats submitting never touch each other's
entry, and a save shows them as a person wrote them; the organiser's under
`steps.ORGANISER`. A step in parts (`Step.parts`: the battles of a turn, open at once)
resolves each part when its inputs are in, the game staying at the same step while
parts are left (`hexterm.engine.parts`). `hexterm.engine.game_data` turns a game into
the header and body of a save and back (file I/O lives outside the engine, in
``hexterm.save.savegame``); `hexterm.engine.timing` keeps a game's deadline
(`Game.timing`) in step with its changes; `hexterm.engine.game_seats` changes its seats
(one joining, one's roles) and opens a seat by its PIN.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from hexterm.engine import core_events, parts, step_inputs, takeback
from hexterm.engine.dice import Dice, SeededDice
from hexterm.engine.errors import HextermError, SeatError
from hexterm.engine.log import Log, extended
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import PUBLIC, Event, Outcome, Ruleset
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import (
    OrganiserLogin,
    Seat,
    check_roles,
    find_seat,
    not_the_organisers,
)
from hexterm.engine.steps import ORGANISER, Part, Step, dice_key

if TYPE_CHECKING:
    from hexterm.engine.timing import Timing

FORMAT = 3
"""The version of the save body written by this hexterm."""


class NotReadyError(HextermError):
    """A resolution asked for while seats have not submitted their orders."""


class GameOverError(HextermError):
    """An action asked of a game that has ended."""


@dataclass(frozen=True, slots=True)
class Game:
    """One game in progress: everything a save holds."""

    ruleset: str
    game_id: str
    seed: int
    turn: int
    seats: tuple[Seat, ...]
    state: Any
    orders: Mapping[str, str] = field(default_factory=dict)
    log: tuple[Event, ...] | Log = ()
    """Every event of the game in order: a tuple, or a `Log` of blocks by turn (a game
    read from a save: its turns unpacked only when read; see `hexterm.engine.log`)."""
    title: str = ""
    steps_done: int = 0
    """How many steps of this turn are resolved already (0 for one-step games)."""
    undo: Mapping[str, Any] | None = None
    """What the last step's input may be taken back to (`take_back`): the seat that
    gave it, and the turn, steps done and state before it; None when nothing may be."""
    lang: str = ""
    """The language the organiser chose for the game's screens (`hexterm new --lang`):
    a setting carried with the game and saved only when set; the rules never read it."""
    timing: Timing | None = None
    """The game's deadline (`hexterm.engine.timing`): the organiser's policy and the
    clock of the step; None for a game played without deadlines (saved only when set)."""
    before: Mapping[str, Any] | None = None
    """The game before its last resolution, as `hexterm.engine.takeback` takes it back
    (the organiser's take-back of a turn); None when there is nothing to take back."""
    held: bool = False
    """A step taken back by the organiser: it waits for the organiser's resolution (or a
    seat's changed input), even when only bots are left to give theirs."""
    organiser: OrganiserLogin = field(default_factory=OrganiserLogin)
    """The organiser's PIN and SSH keys (`hexterm organiser pin`, `add-key`): what opens
    the organiser's screen, served or at one keyboard; saved in the header only when
    set. Not the rules': a take-back leaves it as it is."""

    @property
    def rules(self) -> Ruleset[Any, Any]:
        return get_ruleset(self.ruleset)

    @property
    def step(self) -> Step:
        """The step the game is at: who is awaited, for what, and how."""
        return self.rules.step(self.state, self.seats, self.turn, self.steps_done)

    def seat(self, name: str) -> Seat:
        return find_seat(self.seats, name)

    @property
    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def waiting_for(self) -> list[str]:
        """The human seats the step still awaits (none once the organiser settled it;
        of a step in parts, those a part awaits that neither they nor the organiser
        gave)."""
        step = self.step
        if step.parts:
            owing = {name for _, names in self.waiting_in_parts() for name in names}
            return [s.name for s in self.seats if s.name in owing]
        if ORGANISER in self.orders:
            return []
        return [s.name for s in self.seats
                if s.name in step.seats and not s.bot and s.name not in self.orders]

    def waiting_in_parts(self) -> list[tuple[Part, list[str]]]:
        """Of a step in parts, each open part and the human seats it still awaits (none
        once the organiser gave it), in the parts' order."""
        return parts.waiting(self)

    def ready_parts(self) -> tuple[str, ...]:
        """Of a step in parts, the keys of the parts that can be resolved now: every
        human seat they await (or the organiser) gave them; the bots' are written then."""
        return tuple(part.key for part, waiting in self.waiting_in_parts() if not waiting)

    def awaits_organiser(self) -> bool:
        """Whether the step waits for the organiser's entry (it awaits no seat)."""
        return self.step.organiser_only and ORGANISER not in self.orders

    def awaits_only_bots(self) -> bool:
        """Whether the step waits for bots alone: every human input (and the
        organiser's) is in, and a bot seat's input is still to be written."""
        if self.outcome is not None or self.held:
            return False
        step = self.step
        if step.parts:  # a part whose humans all gave it: only its bots are awaited
            return bool(self.ready_parts())
        if ORGANISER in self.orders:
            return False
        bots = [s.name for s in self.seats if s.bot and s.name in step.seats]
        return bool(bots) and not self.waiting_for() and not self.awaits_organiser()


def new_game(
    ruleset: str,
    scenario: Mapping[str, Any],
    seats: Sequence[Seat],
    seed: int,
    *,
    game_id: str = "",
    title: str = "",
) -> Game:
    """A new game of `ruleset` on `scenario` (ScenarioError or SeatError when wrong)."""
    rules = get_ruleset(ruleset)
    if not rules.min_seats <= len(seats) <= rules.max_seats:
        raise SeatError(phrase("{game} is played by {lo} to {hi} seats, not {count}",
                               game=rules.title_message(), lo=rules.min_seats, hi=rules.max_seats,
                               count=len(seats)))
    names = [s.name for s in seats]
    for name in names:
        not_the_organisers(name)  # the organiser's login names over SSH
        if names.count(name) > 1:
            raise SeatError(phrase("two seats are called {seat!r}", seat=name))
    for seat in seats:
        check_roles(seat.roles, rules.roles)
    state = rules.new_state(scenario, seats, SeededDice(seed, "setup"))
    if not game_id:
        game_id = SeededDice(seed, "game-id", ruleset, *names).below(16**12).to_bytes(6).hex()
    return Game(ruleset, game_id, seed, 1, tuple(seats), state, {}, (), title)


def check_orders(game: Game, seat_name: str, text: str) -> Any:
    """The seat's input `text` for the step (its orders, in a game of one step), read
    and checked against the rules; `seat_name` `steps.ORGANISER` for the organiser."""
    if game.outcome is not None:
        raise GameOverError(phrase("the game is over: no more orders are taken"))
    step = game.step
    if seat_name == ORGANISER:
        if not step.organiser:
            raise SeatError(phrase("turn {turn} does not take the organiser's entry now",
                                   turn=game.turn))
        return game.rules.read_input(game.state, None, step, text)
    seat = game.seat(seat_name)
    if seat.bot:
        raise SeatError(phrase("seat {seat!r} is played by the program", seat=seat.name))
    if seat.name not in step.seats:
        raise SeatError(phrase("turn {turn} does not await {seat} now ({step})",
                               turn=game.turn, seat=seat.name, step=step.title)
                        if step.title else
                        phrase("turn {turn} does not await {seat} now", turn=game.turn,
                               seat=seat.name))
    return game.rules.read_input(game.state, seat, step, text)


def submit_orders(game: Game, seat_name: str, text: str) -> Game:
    """The game with the seat's input (checked, in canonical form) stored for the step."""
    value = check_orders(game, seat_name, text)
    name = seat_name if seat_name == ORGANISER else game.seat(seat_name).name
    if game.step.parts:
        value = parts.merged(game, name, value)
    stored = dict(game.orders)
    stored[name] = game.rules.format_input(game.step, value)
    return replace(game, orders=dict(sorted(stored.items())))


def withdraw_orders(game: Game, seat_name: str, part: str = "") -> Game:
    """The game without the seat's submitted input; at a step in parts, without its
    input for one part (`part`, else the last it gave: `parts.taken_back`), the others
    kept."""
    name = seat_name if seat_name == ORGANISER else game.seat(seat_name).name
    orders = {k: v for k, v in game.orders.items() if k != name}
    if game.step.parts and name in game.orders:
        _, kept = parts.taken_back(game, name, part)
        if kept:
            orders[name] = game.rules.format_input(game.step, kept)
    return replace(game, orders=dict(sorted(orders.items())))


def resolve(game: Game, *, force: bool = False, dice: Dice | None = None) -> Game:
    """The game after its step's resolution: the next step of the turn, or the next
    turn.

    Bot seats get their input now; with `force`, awaited seats that gave none get the
    ruleset's default input (for orders: an empty orders file). `dice` replaces the
    seeded dice (rules case files supply the rolls of a rulebook's worked example).
    The game resolved keeps what it was before (`Game.before`: `hexterm.engine.takeback`).
    """
    return replace(_resolved(game, force, dice), before=takeback.record(game), held=False)


def _resolved(game: Game, force: bool, dice: Dice | None) -> Game:
    if game.outcome is not None:
        raise GameOverError(phrase("the game is over: there is no turn left to resolve"))
    step = game.step
    if step.parts:
        ready = {p.key for p in step.parts} if force else set(game.ready_parts())
        if not ready:
            raise NotReadyError(phrase(
                "turn {turn} waits for the inputs of {who} (use --force to resolve with "
                "default inputs for them)", turn=game.turn, who=parts.awaited_in_parts(game)))
        return parts.resolve(game, ready, dice or SeededDice(
            game.seed, *dice_key(game.turn, game.steps_done)))
    missing = game.waiting_for()
    if (missing or game.awaits_organiser()) and not force:
        raise NotReadyError(phrase(
            "turn {turn} waits for the orders of {who} (use --force to resolve with default "
            "orders for them)", turn=game.turn,
            who=", ".join(missing) if missing else phrase("the organiser")))
    rules = game.rules
    dice = dice or SeededDice(game.seed, *dice_key(game.turn, game.steps_done))
    inputs: dict[str, Any] = {}
    events: list[Event] = []
    settled = ORGANISER in game.orders  # the organiser's entry stands for every seat
    if settled:
        inputs[ORGANISER] = rules.read_input(game.state, None, step, game.orders[ORGANISER],
                                             check=False)
    for seat in game.seats:
        if settled or seat.name not in step.seats:
            continue
        text = game.orders.get(seat.name)
        if text is None and seat.bot:
            value = rules.bot_input(game.state, seat, step, dice.stream("bot", seat.name))
            events.append(step_inputs.bot_orders_event(game.turn, seat.name,
                                                       rules.format_input(step, value)))
        elif text is None:
            value = rules.default_input(game.state, seat, step)
            events.append(step_inputs.no_orders_event(game.turn, seat.name))
        else:
            value = rules.read_input(game.state, seat, step, text, check=False)
        inputs[seat.name] = value
    state, resolved, turn_over = rules.resolve_step(game.state, inputs, game.seats, dice,
                                                    game.turn, step)
    seats = step_inputs.seats_after(rules, state, game.seats)
    turn, done = (game.turn + 1, 0) if turn_over else (game.turn, game.steps_done + 1)
    given = [s for s in step.seats if s in game.orders]
    undo = None
    if rules.undoable(step) and len(given) == 1 and not settled:
        undo = {"seat": given[0], "turn": game.turn, "steps_done": game.steps_done,
                "state": rules.dump_state(game.state)}
    return replace(game, turn=turn, steps_done=done, seats=seats, state=state, orders={},
                   log=extended(game.log, *events, *resolved), undo=undo)


def play_bots(game: Game) -> Game:
    """The game once every step that awaits bots alone is resolved, one after the other
    (each bot's input from the ruleset's `bot_input`, its dice from the seed), so that
    bots never hold a game up: it stops at a step that awaits a human seat or the
    organiser, or when the game is over. A game without a human seat is left as it is
    (`resolve` and `hexterm autoplay` play it), and the bots stop once a whole turn
    went by that awaited no human (whose seats have no part left in the game): they do
    not play it to its end at once."""
    if all(s.bot for s in game.seats):
        return game
    turn, before = game.turn, game.before  # a take-back goes back to where a person acted
    played = game
    while played.awaits_only_bots() and played.turn <= turn + 1:
        played = resolve(played)
    return played if played is game else replace(played, before=before)


def take_back(game: Game, seat_name: str) -> Game:
    """The game as it was before `seat_name`'s last input, which no other input has
    followed (a ruleset of steps that lets a player take back a move: `Ruleset.undoable`),
    or the last input of any seat when `seat_name` is the organiser; the log keeps the
    input and says it was taken back, in the phase the rules logged the input in."""
    undo = game.undo
    if seat_name == ORGANISER:  # the organiser takes back anyone's
        if undo is None:
            raise SeatError(phrase("there is no input to take back"))
        seat_name = str(undo["seat"])
    seat = game.seat(seat_name)
    if undo is None or undo["seat"] != seat.name:
        raise SeatError(phrase("{seat} has no input to take back: only one's own last "
                               "input, before anyone else gives theirs", seat=seat.name))
    if any(name != seat.name for name in game.orders):
        raise SeatError(phrase("{seat} can no longer take back: another input was given",
                               seat=seat.name))
    rules = game.rules
    phase = input_phase(game, int(undo["turn"]))
    event = Event(game.turn, phase, seat.name, str(core_events.taken_back(seat.name)),
                  (PUBLIC,), key="taken-back", args={"seat": seat.name})
    return replace(game, turn=int(undo["turn"]), steps_done=int(undo["steps_done"]),
                   state=rules.load_state(undo["state"]), orders={},
                   log=extended(game.log, event), undo=None, before=None)


def input_phase(game: Game, turn: int) -> str:
    """The phase the rules logged the last input of `turn` in: that of the last event of
    the ruleset's own in that turn (the core's phases, "0 orders", "0 seats", begin with
    "0 "); "0 orders" when it logged none."""
    for event in reversed(game.log):
        if event.turn == turn and not event.phase.startswith("0 "):
            return event.phase
    return "0 orders"


def report(game: Game, seat_name: str | None, turn: int | None = None) -> list[Event]:
    """The events of `turn` (default: the last resolved one) that the seat may read."""
    name = game.seat(seat_name).name if seat_name is not None else None
    wanted = game.turn - 1 if turn is None else turn
    events = game.log.of_turn(wanted) if isinstance(game.log, Log) else game.log
    return [e for e in events if e.turn == wanted and e.visible_to(name)]
