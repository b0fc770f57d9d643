"""The events a resolution produces, an order's result and a game's outcome.

An `Event` is something that happened during a resolution (a move, a battle, an order's
`Result`: done, partly done, failed), kept in the game's log and read in the seats'
reports: who may see it (`seen_by`, `PUBLIC` for everyone), its English text, and the
key and fields that let an interface say it again in another language. An `Outcome` is
the end of a game: the ranking and why. A ruleset's hooks make them (`resolve_step`,
`outcome`); `hexterm.engine.ruleset` names them too, where the rulesets import them from.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from hexterm.engine.core_events import core_event_message
from hexterm.engine.messages import Message, phrase

if TYPE_CHECKING:
    from hexterm.engine.ruleset import Ruleset

PUBLIC = "*"


class Result(Enum):
    """What became of an order."""

    DONE = "done"
    PARTLY = "partly"
    FAILED = "failed"


RESULT_WORDS: dict[Result, Message] = {
    Result.DONE: phrase("done"), Result.PARTLY: phrase("partly"),
    Result.FAILED: phrase("failed"),
}
"""An order's result as a report says it (a message of the shared catalogue)."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened during a resolution, for the reports.

    ``seen_by`` lists the seats whose reports hold it (``("*",)`` for everyone).
    Order results carry ``result``; other events (battles, session effects) leave it None.
    ``text`` is one English sentence; ``key`` and ``args`` let an interface say it again
    in another language.
    """

    turn: int
    phase: str
    subject: str
    text: str
    seen_by: tuple[str, ...] = (PUBLIC,)
    result: Result | None = None
    key: str = ""
    args: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if type(self.phase) is not str:  # a ruleset's phase enum: kept as its plain text
            object.__setattr__(self, "phase", str(self.phase))

    def message(self, rules: Ruleset[Any, Any] | None = None, state: Any = None,
                log: Sequence[Event] = ()) -> Message | None:
        """What the event says as a message (from its key, subject and args, as saved):
        one of the game's own events, or the ruleset's (`Ruleset.event_message`, given
        the game's state and log); None when it has none, its `text` then said as it is."""
        found = core_event_message(self.key, self.subject, self.args)
        if found is not None or rules is None or state is None:
            return found
        return rules.event_message(state, self, log)

    def visible_to(self, seat: str | None) -> bool:
        return seat is None or PUBLIC in self.seen_by or seat in self.seen_by

    def to_data(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "phase": self.phase,
            "subject": self.subject,
            "text": self.text,
            "seen_by": list(self.seen_by),
            "result": self.result.value if self.result else None,
            "key": self.key,
            "args": dict(self.args),
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Event:
        result = data.get("result")
        return cls(
            turn=int(data["turn"]),
            phase=str(data["phase"]),
            subject=str(data["subject"]),
            text=str(data["text"]),
            seen_by=tuple(str(s) for s in data.get("seen_by", (PUBLIC,))),
            result=Result(result) if result else None,
            key=str(data.get("key", "")),
            args=dict(data.get("args", {})),
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the ranking of seats or sides, best first, and why (a
    message, said in the player's language; or, not yet converted, an English
    sentence)."""

    ranking: tuple[str, ...]
    reason: str | Message
