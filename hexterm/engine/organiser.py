"""The organiser's acts on a game, between two steps (issue 30): an act read by the
game's ruleset (`Ruleset.read_act`), applied (`Ruleset.apply_act`), its events put in
the log with the act's canonical text and the organiser's reason, and kept only when
the game still holds together.

An act is refused whole, in one sentence, and the game is left as it was, when it
cannot be read, when the rules refuse it, when the state after it would fail the
save's check (`Ruleset.check_state`), or when an input already given for the step
would no longer hold (the seat takes it back first). Its dice are keyed by the game's
seed, the step and the act's text: the same game and the same acts give the same save,
byte for byte. An act cannot be taken back with the last input (`Game.undo` is
cleared: taking that input back would undo the act too).
"""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine.acts import Act, ActError, ActForm
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import HextermError, StateError
from hexterm.engine.game import Game
from hexterm.engine.log import extended
from hexterm.engine.messages import phrase
from hexterm.engine.steps import ORGANISER


def forms(game: Game) -> tuple[ActForm, ...]:
    """The acts the game's ruleset knows, with their forms (none: it has no acts)."""
    return game.rules.act_forms()


def read(game: Game, text: str) -> Act:
    """The act `text` as the game's ruleset reads it now (ActError saying why not)."""
    if game.outcome is not None:
        raise ActError(phrase("the game is over: the organiser's acts are for a game "
                              "in play"))
    if not text.strip():
        raise ActError(phrase("the act is empty: write one of the acts that "
                              "`hexterm act SAVE --list` gives"))
    return game.rules.read_act(game.state, " ".join(text.split()))


def act(game: Game, text: str, reason: str) -> Game:
    """`game` after the organiser's act `text`, done for `reason` (one line, said in
    the log and the reports), or ActError in one sentence, nothing changed."""
    reason = " ".join(reason.split())
    if not reason:
        raise ActError(phrase("an organiser's act needs its reason (--reason): the log "
                              "and the reports say it"))
    read_act = read(game, text)
    rules = game.rules
    dice = SeededDice(game.seed, "act", game.turn, game.steps_done, read_act.text)
    state, events = rules.apply_act(game.state, read_act, reason, dice, game.turn)
    try:
        rules.check_state(state, game.seats)
    except StateError as exc:
        raise ActError(phrase("the act {act!r} is refused: it would leave a game that "
                              "does not hold together ({said})", act=read_act.text,
                              said=exc.message or str(exc))) from None
    after = replace(game, state=state, undo=None, log=extended(
        game.log, *(replace(e, args={**e.args, "act": read_act.text, "reason": reason})
                    for e in events)))
    _inputs_hold(after, read_act)
    return after


def _inputs_hold(game: Game, read_act: Act) -> None:
    """Refuse the act when an input given for the step no longer holds after it."""
    rules, step = game.rules, game.step
    for name, text in sorted(game.orders.items()):
        seat = None if name == ORGANISER else game.seat(name)
        try:
            rules.read_input(game.state, seat, step, text, check=True)
        except HextermError as exc:
            raise ActError(phrase("the act {act!r} is refused: the input {seat} gave for "
                                  "this step would no longer hold ({said}); {seat} takes "
                                  "it back first", act=read_act.text, seat=name,
                                  said=exc.message or str(exc))) from None
