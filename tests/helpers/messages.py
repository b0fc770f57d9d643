"""What the French checks of every ruleset ask of a message: which identifiers of it
(and of the messages nested in it) a language lacks, and every identifier it holds."""

from __future__ import annotations

from hexterm import catalogues
from hexterm.engine.messages import Message


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
