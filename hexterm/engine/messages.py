"""Messages, not sentences: what the engine says, as an identifier and its fields.

A refusal (the `HextermError` family) or an event carries a `Message`: its identifier
is the English template, as gettext does (`"{seat} has no input to take back"`), its
fields the values (a nested `Message` where a sentence holds another), and for a count
the English plural and the number (`Message("{n} territory", {"n": 2}, plural="{n}
territories", n=2)`). Its `domain` says whose catalogue translates it: the shared
one (`SHARED`) or a ruleset's, by the ruleset's name.

The engine knows no language: `str(message)` is the English sentence, the one the
engine always wrote; the words layer (`hexterm.catalogues`) says it in the player's
language from the catalogues. Messages are made with `phrase` and `phrase_n` (shared),
or a ruleset's `Words(name).phrase` and `.phrase_n`: the names the extraction looks for
(`hexterm.catalogue_tool.KEYWORDS`), a literal template as the first argument.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from string import Formatter

SHARED = "hexterm"
"""The domain of the shared messages (the engine's core, the command line, the screens)."""


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence to say: its identifier (the English template), its fields, and for a
    count its English plural and the number that chooses between them."""

    msgid: str
    fields: Mapping[str, object] = field(default_factory=dict)
    plural: str | None = None
    n: int | None = None
    domain: str = SHARED

    def template(self) -> str:
        """The English template this message is said with (the plural's when n != 1)."""
        if self.plural is not None and self.n != 1:
            return self.plural
        return self.msgid

    def names(self) -> frozenset[str]:
        """The fields the identifier (and its plural) name."""
        return template_fields(self.msgid) | template_fields(self.plural or "")

    def values(self) -> dict[str, object]:
        """The fields, the count among them as `n`."""
        return {**({"n": self.n} if self.n is not None else {}), **self.fields}

    def __str__(self) -> str:
        return self.template().format(**{k: str(v) if isinstance(v, Message) else v
                                         for k, v in self.values().items()})


@dataclass(frozen=True, slots=True)
class Listing:
    """Several values said one after the other, joined by `separator` (a field holding
    a list: "E02 plain, E03 water"); each item a message or a plain value."""

    items: tuple[object, ...]
    separator: str = ", "

    def __str__(self) -> str:
        return self.separator.join(str(item) for item in self.items)


def template_fields(template: str) -> frozenset[str]:
    """The names of the fields a template holds ("{seat} has {n}" → seat, n)."""
    return frozenset(name for _, name, _, _ in Formatter().parse(template) if name)


def phrase(msgid: str, **fields: object) -> Message:
    """A shared message."""
    return Message(msgid, fields)


def phrase_n(msgid: str, plural: str, n: int, **fields: object) -> Message:
    """A shared message about `n` things: `msgid` for one, `plural` for others."""
    return Message(msgid, fields, plural, n)


def titled(title: str) -> str:
    """A title the engine keeps as English text (a step's `title`), marked for the
    extraction into the catalogue of its source's domain; the words layer says it
    (`hexterm.i18n.title_said`)."""
    return title


@dataclass(frozen=True, slots=True)
class Words:
    """The messages of one domain (a ruleset's, by its name): ``WORDS.phrase(...)``."""

    domain: str

    def phrase(self, msgid: str, **fields: object) -> Message:
        return Message(msgid, fields, domain=self.domain)

    def phrase_n(self, msgid: str, plural: str, n: int, **fields: object) -> Message:
        return Message(msgid, fields, plural, n, self.domain)



class MessageError(Exception):
    """An exception raised with a `Message` (or, not yet converted, a plain sentence):
    `message` holds it (None for a sentence), `str()` is its English either way."""

    message: Message | None = None

    def __init__(self, *args: object) -> None:
        if args and isinstance(args[0], Message):
            self.message = args[0]
            args = (str(args[0]), *args[1:])
        super().__init__(*args)


def message_of(error: BaseException) -> Message | str:
    """What an error says, to nest in another message: its message, else its sentence."""
    found = getattr(error, "message", None)
    return found if isinstance(found, Message) else str(error)
