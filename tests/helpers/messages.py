"""What the French checks of every ruleset ask of a message: which identifiers of it
(and of the messages nested in it) a language lacks, every identifier it holds, and the
refusals fuzzed inputs draw at a step."""

from __future__ import annotations

from collections.abc import Callable

from hexterm import catalogues
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Message
from hexterm.engine.seats import Seat


def untranslated(message: Message, lang: str = "fr") -> list[str]:
    """The identifiers of the message and of those nested in it that `lang` lacks."""
    alone = Message(message.msgid, {}, message.plural, message.n, message.domain)
    found = [] if catalogues.translated(alone, lang) else [message.msgid]
    for nested in catalogues.nested(message):
        found += untranslated(nested, lang)
    return found


def identifiers(message: Message) -> set[tuple[str, str]]:
    """The domain and identifier of the message and of every one nested in it."""
    found = {(message.domain, message.msgid)}
    for nested in catalogues.nested(message):
        found |= identifiers(nested)
    return found


def refusals_of(game: Game, typed: Callable[[], str], tries: int) -> list[Message | str]:
    """What `tries` inputs `typed` gives draw as refusals at the game's step, from each
    seat it awaits (and the organiser, when the step takes the organiser's entry)."""
    step = game.step
    givers: list[Seat | None] = [game.seat(name) for name in step.seats]
    givers += [None] if step.organiser else []
    found: list[Message | str] = []
    for seat in givers:
        for _ in range(tries):
            try:
                game.rules.read_input(game.state, seat, step, typed())
            except HextermError as refused:
                found.append(refused.message or str(refused))
    return found
