"""The ways a save can fail, each a `SaveError`: one sentence naming the file.

`SaveError` is a `HextermError`, so the edges of the program (the CLI, the screens, a
served session) catch one family. ``key`` and ``fields`` carry the sentence to
translate when the error knows it.
"""

from __future__ import annotations

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message


class SaveError(HextermError):
    """Base of every save problem; str() is one sentence naming the file. A HextermError,
    so that the edges of the program catch one family of errors."""

    def __init__(self, message: str | Message = "", *, name: str = "", key: str = "",
                 **fields: object) -> None:
        super().__init__(message or key.format(**fields))
        self.name = name
        self.key, self.fields = key, fields  # the sentence to translate, when it is known


class SaveNotFoundError(SaveError):
    """The save file does not exist."""


class NotASaveError(SaveError):
    """The file does not start with the hexterm signature (or is not a regular file)."""


class TruncatedSaveError(SaveError):
    """The file ends before the length its own fields declare."""


class CorruptSaveError(SaveError):
    """Checksum mismatch, trailing bytes, undecodable msgpack or wrong types."""


class OversizedSaveError(SaveError):
    """A declared length, or the file itself, is over the limits."""


class SaveLockedError(SaveError):
    """Another process held the save's lock for longer than the timeout."""


class SaveFormatError(SaveError):
    """A save this hexterm cannot read: newer format, unknown ruleset, bad contents."""
