"""Whether a game read from a save holds together, checked before anything uses it.

A save's checksum proves that the file is the one hexterm wrote, not that what is in
it makes a game: a hand-edited or hostile save can carry a unit on a hex off the map,
a faction that does not exist or a count of the wrong type. `check_game` refuses such a
game with one sentence (`StateError`, carrying a shared message: the words layer says it
in the player's language), in two stages:

1. what every game must hold (a turn number, orders only for seats that exist), then
   the ruleset's own structural checks (`Ruleset.check_state`), which name what is
   wrong and where;
2. a trial: the game is shown to every seat and to the organiser, its stored orders
   read, its reports and outcome asked for, and its turn resolved once (the result
   thrown away). A state the rules cannot show or play is refused, whatever the
   structural checks missed, so that no screen and no command meets it later.

The trial costs what one resolution costs; `hexterm.save.savegame` runs it once per save
contents (by the file's digest), never for a save a hexterm of the user's wrote itself
(`hexterm.save.trust` remembers them across programs).
"""

from __future__ import annotations

from hexterm.engine.errors import StateError
from hexterm.engine.game import Game, report, resolve
from hexterm.engine.log import Log
from hexterm.engine.messages import Message, phrase
from hexterm.engine.steps import ORGANISER

_LONGEST = 160  # characters of an exception's text quoted in the sentence


def check_game(game: Game) -> None:
    """Raise StateError (one sentence) unless `game` can be shown and played."""
    if game.turn < 1:
        raise StateError(phrase("its turn number is {turn}, not 1 or more", turn=game.turn))
    if game.steps_done < 0:
        raise StateError(phrase("it has resolved {steps} steps of its turn",
                                steps=game.steps_done))
    names = {seat.name for seat in game.seats}
    if len(names) != len(game.seats):
        raise StateError(phrase("two of its seats have the same name"))
    for name in game.orders:
        if name not in names and name != ORGANISER:
            raise StateError(phrase("it keeps orders for {name!r}, who has no seat in the "
                                    "game", name=name))
    game.rules.check_state(game.state, game.seats)
    if isinstance(game.log, Log):
        game.log.check()  # every turn's events unpacked once, none kept
    _play(game)


def _play(game: Game) -> None:
    rules, state = game.rules, game.state
    doing = phrase("showing it to the organiser")
    try:
        for seat in (None, *game.seats):
            if seat is not None:
                doing = phrase("showing it to {seat}", seat=seat.name)
            rules.view(state, seat)
            rules.summary(state, seat)
        doing = phrase("asking what its turn waits for")
        step = game.step
        doing = phrase("reading its stored orders")
        for name, text in game.orders.items():
            seat = None if name == ORGANISER else game.seat(name)
            rules.read_input(state, seat, step, text, check=False)
        doing = phrase("reading its reports")
        report(game, None)
        doing = phrase("asking whether it is over")
        if rules.outcome(state) is None:
            doing = phrase("resolving its turn {turn}", turn=game.turn)
            resolve(game, force=True)
    except Exception as exc:  # whatever the rules met in this state: refused
        raise StateError(phrase("its game fails when {doing}: {kind}: {said}", doing=doing,
                                kind=type(exc).__name__, said=_said(exc))) from None


def _said(exc: Exception) -> Message | str:
    """What the exception says, on one line and at most `_LONGEST` characters: its
    message when it carries one that fits as it is (said in the player's language),
    else its text (a bug's exception is quoted as it is)."""
    text = " ".join(str(exc).split()) or "no message"
    if len(text) > _LONGEST:
        return text[:_LONGEST - 1] + "…"
    message = getattr(exc, "message", None)
    return message if isinstance(message, Message) and str(message) == text else text
