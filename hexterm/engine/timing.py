"""A game's deadline kept in step with the game (issue 28): `Game.timing`, what changes
it, and who is told (`Notice`s).

`hexterm.engine.deadlines` is the model (the policy, the clock, what a deadline
decides); this module applies it to a `Game`. Pure, like the rest of the engine: every
time is a whole number of seconds the caller passes in (`now`).

- `after_change` is called after every change of a game (a submission, a resolution,
  bots playing, a forced resolve): when the game is at another step (`step_identity`),
  the clock opens it, by its key for its own length; the notices say the step resolved
  (to the seats it awaited), the new step opened (to each human seat it awaits), or a
  seat's go came within the same step. Notices are made with or without a deadline.
- `tick` does what time brings: the reminders before the deadline (once each per
  deadline), and at the deadline the policy (`deadlines.at_deadline`) over the seats
  still awaited: the step extended for the excused, or resolved with the default input
  or the bot's for the late. Every rule applied is an event of the log, seen by all.
- `pause`, `resume`, `ask_pause`, `withdraw_pause` and `set_policy` change the clock or
  the policy, each with its event.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from hexterm.engine import core_events, deadlines, durations
from hexterm.engine import notices as kinds
from hexterm.engine.deadlines import Clock, DeadlineError, Policy, _damaged, _fields
from hexterm.engine.game import Game, play_bots, resolve
from hexterm.engine.messages import Message, phrase
from hexterm.engine.notices import Notice
from hexterm.engine.ruleset import PUBLIC, Event, Ruleset
from hexterm.engine.step_table import StepsRuleset
from hexterm.engine.steps import ORGANISER, Step

PHASE = "0 orders"
"""The phase of the log the deadline's events are written in (that of the inputs)."""


@dataclass(frozen=True)
class Timing:
    """A game's deadline: the organiser's policy, the clock of the step, the identity of
    the step the clock times (`step_identity`), and the reminders already sent for the
    current deadline (seconds before it), so that each is sent once."""

    policy: Policy
    clock: Clock = field(default_factory=Clock)
    step: str = ""
    reminded: tuple[int, ...] = ()

    def to_data(self) -> dict[str, object]:
        """The timing as plain data (the save's header keeps it under "deadline")."""
        return {"policy": self.policy.to_data(), "clock": self.clock.to_data(),
                "step": self.step, "reminded": list(self.reminded)}

    @classmethod
    def from_data(cls, data: object) -> Timing:
        """The timing kept as `data`; damaged or hostile data refused in one sentence
        (a `DeadlineError`)."""
        found = _fields(data, {"policy", "clock", "step", "reminded"})
        step, reminded = found["step"], found["reminded"]
        if not isinstance(step, str):
            raise DeadlineError(_damaged("step"))
        if not (isinstance(reminded, list) and all(
                isinstance(r, int) and not isinstance(r, bool) and r > 0 for r in reminded)):
            raise DeadlineError(_damaged("reminded"))
        return cls(policy=Policy.from_data(found["policy"]),
                   clock=Clock.from_data(found["clock"]), step=step,
                   reminded=tuple(reminded))


def step_identity(game: Game) -> str:
    """The step a deadline times: its turn, the steps of the turn resolved before it
    and its key ("3.1.declare"); a step in parts stays the same step while its parts
    resolve, and a game over is at no step ("over")."""
    if game.outcome is not None:
        return f"{game.turn}.{game.steps_done}.over"
    return f"{game.turn}.{game.steps_done}.{game.step.key}"


def step_keys(rules: Ruleset[Any, Any]) -> tuple[str, ...]:
    """The keys of the steps of a turn of `rules` (its step table's; "orders" for a
    ruleset of one step of orders), those a step's own deadline may name."""
    if isinstance(rules, StepsRuleset):
        return tuple(dict.fromkeys(rule.key for rule in rules.steps))
    return (Step().key,)


def check_step_key(rules: Ruleset[Any, Any], key: str) -> str:
    """`key`, a step of `rules` (its case as the ruleset writes it); a DeadlineError
    names the steps there are otherwise."""
    keys = step_keys(rules)
    for known in keys:
        if known.casefold() == key.strip().casefold():
            return known
    raise DeadlineError(phrase("{key!r} is not a step of {game}: its steps are {keys}",
                               key=key, game=rules.title_message(), keys=", ".join(keys)))


def after_change(before: Game, after: Game, now: int) -> tuple[Game, tuple[Notice, ...]]:
    """`after` (the game once `before` changed) with its clock opening the step it is
    now at, if it is at another one, and the notices of the change: `resolved` to the
    human seats of the step that resolved, `step-opened` to each human seat the new
    step awaits, `your-go` to a seat that became awaited within the same step, or at
    the next step of the same key in the same turn (a declaration, an activation in
    turn: each timed as a step of its own)."""
    identity = step_identity(after)
    timing = after.timing
    moved = step_identity(before) != identity
    notices: list[Notice] = []
    if moved:
        old = before.step
        was = before.timing.clock.deadline if before.timing is not None else None
        notices += [_notice(before, kinds.RESOLVED, seat, _resolved(before, old),
                            deadline=was) for seat in _humans(before, old.seats)]
    if timing is not None and (moved or timing.step != identity):
        timing = _opened(timing, after, identity, now)
        after = replace(after, timing=timing)
    if after.outcome is not None:
        return after, tuple(notices)
    step, awaited = after.step, after.waiting_for()
    left = _left(after, now)
    in_turn = before.outcome is None and (before.turn, before.step.key) == (after.turn, step.key)
    if moved and not in_turn:
        notices += [_notice(after, kinds.STEP_OPENED, seat,
                            _opened_message(after, step, left)) for seat in awaited]
    else:  # within a step, or the next of the same key in the turn (a declaration in turn)
        newcomers = set(step.seats) - (set() if moved else set(before.step.seats))
        notices += [_notice(after, kinds.YOUR_GO, seat, _your_go(after, step, left))
                    for seat in awaited if seat in newcomers]
    return after, tuple(notices)


def tick(game: Game, now: int) -> tuple[Game, tuple[Notice, ...]]:
    """What time brings to `game` at `now`: the reminders that are due (a `reminder` to
    each awaited seat, once per reminder per deadline), and at the deadline the policy
    over the seats still awaited (for a step in parts, those its open parts await): the
    step extended (`extended` to every seat, `missed` to the excused), or resolved with
    the default input or the bot's for each late seat (`missed` to them), its next step
    opened. A game without a deadline, paused or over is left as it is."""
    timing = game.timing
    if timing is None or game.outcome is not None:
        return game, ()
    identity = step_identity(game)
    if timing.step != identity:  # changed without `after_change`: time the step it is at
        timing = _opened(timing, game, identity, now)
        game = replace(game, timing=timing)
    notices: list[Notice] = []
    awaited = game.waiting_for()
    sent = deadlines.reminders_due(timing.clock, timing.policy, now, timing.reminded)
    if sent and awaited:
        left = deadlines.time_left(timing.clock, now) or 0
        notices += [reminder(game, seat, left) for seat in awaited]
    if sent:
        timing = replace(timing, reminded=(*timing.reminded, *sent))
        game = replace(game, timing=timing)
    if not deadlines.due(timing.clock, now) or not awaited:
        return game, tuple(notices)  # nobody awaited: the organiser's (or the bots') go
    reached, more = _at_deadline(game, timing, awaited, now)
    return reached, (*notices, *more)


def _at_deadline(game: Game, timing: Timing, awaited: Sequence[str], now: int
                 ) -> tuple[Game, tuple[Notice, ...]]:
    """`game` once its deadline is reached with `awaited` late."""
    policy, clock = timing.policy, timing.clock
    verdict = deadlines.at_deadline(clock, policy, awaited)
    humans = _humans(game)
    if not verdict.resolve:  # extended: the late with no excuse get theirs if it resolves
        seconds = policy.length_of(clock.step_key)
        length = deadlines.say_duration(seconds)
        lefts = {seat: policy.excused_misses - verdict.clock.misses.get(seat, 0)
                 for seat in verdict.extended}
        missed = [(seat, core_events.deadline_excused(seat, left), "deadline.excused",
                   {"left": left}) for seat, left in lefts.items()]
        said = core_events.deadline_extended(deadlines.duration(seconds))
        events = [*(_event(game, seat, key, text, **args) for seat, text, key, args in missed),
                  _event(game, ", ".join(lefts), "deadline.extended", said, length=length)]
        game = replace(game, timing=replace(timing, clock=verdict.clock, reminded=()),
                       log=(*game.log, *events))
        return game, (*(_notice(game, kinds.EXTENDED, seat, said) for seat in humans),
                      *(_notice(game, kinds.MISSED, seat, text)
                        for seat, text, _, _ in missed))
    again = clock.extensions > 0
    missed = [(seat, core_events.deadline_fallback(seat, bot=bot, again=again),
               "deadline.bot" if bot else "deadline.default", {"again": again})
              for bot, seats in ((False, verdict.defaulted), (True, verdict.botted))
              for seat in seats]
    late = replace(game, timing=replace(timing, clock=verdict.clock), log=(
        *game.log, *(_event(game, seat, key, text, **args) for seat, text, key, args in missed)))
    botted = set(verdict.botted)
    played = replace(late, seats=tuple(replace(s, bot=True) if s.name in botted else s
                                       for s in late.seats))
    resolved = resolve(played, force=True)  # the bot's input seeded as `resolve` does
    resolved = replace(resolved, seats=tuple(replace(s, bot=False) if s.name in botted
                                             else s for s in resolved.seats))
    after, more = after_change(late, play_bots(resolved), now)
    return after, (*(_notice(late, kinds.MISSED, seat, text)
                     for seat, text, _, _ in missed),
                   *more)


def pause(game: Game, now: int) -> tuple[Game, tuple[Notice, ...]]:
    """`game` paused by the organiser at `now`: the deadline stops, the time left kept."""
    timing = _timing(game)
    clock = deadlines.pause(timing.clock, now)
    return _paused(game, replace(timing, clock=clock), by_players=False)


def resume(game: Game, now: int) -> tuple[Game, tuple[Notice, ...]]:
    """`game` resumed at `now`: the deadline the time that was left away."""
    timing = _timing(game)
    timing = replace(timing, clock=deadlines.resume(timing.clock, now))
    said = core_events.deadline_resumed()
    game = replace(game, timing=timing,
                   log=(*game.log, _event(game, ORGANISER, "deadline.resumed", said)))
    return game, tuple(_notice(game, kinds.RESUMED, seat, said) for seat in _humans(game))


def ask_pause(game: Game, seat: str, now: int) -> tuple[Game, tuple[Notice, ...]]:
    """`seat` asks for a pause; it starts at `now` when every human seat has asked."""
    timing = _timing(game)
    name = game.seat(seat).name
    clock = deadlines.ask_pause(timing.clock, name, _humans(game), now)
    asked = _event(game, name, "deadline.pause-asked", core_events.deadline_pause_asked(name))
    game = replace(game, log=(*game.log, asked))
    if clock.paused:
        return _paused(game, replace(timing, clock=clock), by_players=True)
    return replace(game, timing=replace(timing, clock=clock)), ()


def withdraw_pause(game: Game, seat: str) -> Game:
    """`seat` no longer asks for a pause (a DeadlineError when it had not asked)."""
    timing = _timing(game)
    name = game.seat(seat).name
    if name not in timing.clock.pause_requests:
        raise DeadlineError(phrase("{seat} has not asked for a pause", seat=name))
    said = core_events.deadline_pause_withdrawn(name)
    return replace(game, timing=replace(timing, clock=deadlines.withdraw_pause(
        timing.clock, name)), log=(*game.log, _event(game, name, "deadline.pause-withdrawn",
                                                      said)))


def set_policy(game: Game, policy: Policy | None, now: int) -> Game:
    """`game` with the deadline `policy` set, changed or (None) removed. A new or
    changed policy times the current step afresh from `now` with its length (the misses
    used, a pause and the pause requests kept)."""
    if policy is None:
        if game.timing is None:
            raise DeadlineError(phrase("The game has no deadline to remove"))
        off = _event(game, ORGANISER, "deadline.off", core_events.deadline_off())
        return replace(game, timing=None, log=(*game.log, off))
    timing = replace(game.timing, policy=policy) if game.timing is not None else Timing(policy)
    timing = _opened(timing, game, step_identity(game), now)
    length = deadlines.say_duration(policy.step_length)
    done = _event(game, ORGANISER, "deadline.set",
                  core_events.deadline_set(deadlines.duration(policy.step_length)),
                  length=length)
    return replace(game, timing=timing, log=(*game.log, done))


def _timing(game: Game) -> Timing:
    if game.timing is None:
        raise DeadlineError(phrase("The game has no deadline: there is no clock to pause "
                                   "or resume"))
    return game.timing


def _paused(game: Game, timing: Timing, *, by_players: bool
            ) -> tuple[Game, tuple[Notice, ...]]:
    said = core_events.deadline_paused(by_players)
    game = replace(game, timing=timing, log=(*game.log, _event(
        game, ", ".join(_humans(game)) if by_players else ORGANISER, "deadline.paused", said,
        by_players=by_players)))
    return game, tuple(_notice(game, kinds.PAUSED, seat, said) for seat in _humans(game))


def _opened(timing: Timing, game: Game, identity: str, now: int) -> Timing:
    """The timing of `game` at the step `identity`, its clock opened at `now` (stopped
    once the game is over)."""
    if game.outcome is not None:
        clock = replace(timing.clock, step_key="", opened=None, deadline=None,
                        extensions=0, paused_left=None)
    else:
        clock = deadlines.open_step(timing.clock, timing.policy, game.step.key, now)
    return replace(timing, clock=clock, step=identity, reminded=())


def _humans(game: Game, among: Sequence[str] | None = None) -> list[str]:
    """The human seats of `game` (of those `among`, if given), in the seats' order."""
    return [s.name for s in game.seats if not s.bot and (among is None or s.name in among)]


def _left(game: Game, now: int) -> int | None:
    return None if game.timing is None else deadlines.time_left(game.timing.clock, now)


def _step_name(game: Game, step: Step) -> str | Message:
    """The step's title (in the ruleset's catalogue: `titled`), or "Orders"."""
    if isinstance(step.title, Message):
        return step.title
    return Message(step.title, domain=game.ruleset) if step.title else phrase("Orders")


def your_go(game: Game, seat: str) -> Notice:
    """The notice of `seat`'s go at the step the game is at (at one keyboard, the
    keyboard passed to it)."""
    return _notice(game, kinds.YOUR_GO, seat, _your_go(game, game.step, None))


def reminder(game: Game, seat: str, left: int) -> Notice:
    """A reminder to `seat`, still awaited `left` seconds before the deadline."""
    return _notice(game, kinds.REMINDER, seat, phrase(
        "Turn {turn} ({step}): your input is still awaited, {left} left", turn=game.turn,
        step=_step_name(game, game.step), left=durations.time_left(left)))


def _resolved(game: Game, step: Step) -> Message:
    return phrase("Turn {turn} ({step}): resolved", turn=game.turn,
                  step=_step_name(game, step))


def _your_go(game: Game, step: Step, left: int | None) -> Message:
    name = _step_name(game, step)
    if left is None:
        return phrase("Turn {turn} ({step}): your go", turn=game.turn, step=name)
    return phrase("Turn {turn} ({step}): your go, {left} left", turn=game.turn, step=name,
                  left=durations.time_left(left))


def _opened_message(game: Game, step: Step, left: int | None) -> Message:
    name = _step_name(game, step)
    if left is None:
        return phrase("Turn {turn} ({step}): your input is awaited", turn=game.turn,
                      step=name)
    return phrase("Turn {turn} ({step}): your input is awaited, {left} left",
                  turn=game.turn, step=name, left=durations.time_left(left))


def _event(game: Game, subject: str, key: str, said: Message, **args: Any) -> Event:
    """A deadline's event, seen by everyone, in the current turn; its subject the seats
    it is about, or the organiser (`ORGANISER`)."""
    return Event(game.turn, PHASE, subject, str(said), (PUBLIC,), key=key, args=args)


def _notice(game: Game, kind: str, seat: str, said: Message, *,
            deadline: int | None = None) -> Notice:
    """A notice to `seat` about `game` (at its turn and step, with its deadline unless
    `deadline` is given)."""
    if deadline is None and game.timing is not None:
        deadline = game.timing.clock.deadline
    step = "" if game.outcome is not None else game.step.key
    return Notice(kind=kind, seat=seat, game_id=game.game_id, title=game.title,
                  ruleset=game.ruleset, turn=game.turn, step=step, deadline=deadline,
                  message=said)
