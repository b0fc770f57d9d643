"""A scenario file being edited: its TOML read with tomlkit (which keeps every comment,
blank line and the order of the tables), the edits made to it, undone and redone, and
the file written back.

Opening a file and saving it changes nothing but the edits: with no edit the bytes
written are the bytes read. Each edit (`Document.change`) is a function of the tomlkit
document; the text before it is kept, so that undo and redo give back exactly the text
of each step. An edit that raises changes nothing.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.exceptions import TOMLKitError
from tomlkit.toml_document import TOMLDocument

from hexterm.engine.errors import HextermError, ScenarioError
from hexterm.engine.messages import phrase
from hexterm.worlds import MAX_SCENARIO_BYTES, read_text

MOST_KEPT = 500  # edits kept for undo


def parse(text: str, where: str) -> TOMLDocument:
    """`text` as a tomlkit document; a file that is not TOML is refused in one sentence
    naming it (the TOML reader's own words stay English, as `worlds.parse_scenario`)."""
    try:
        return tomlkit.parse(text)
    except TOMLKitError as exc:
        raise ScenarioError(phrase("{where} is not valid TOML: {said}", where=where,
                                   said=str(exc))) from None


class Document:
    """The text of a scenario file and its edits, with their undo and redo."""

    def __init__(self, path: Path, text: str, *, on_disk: bool = True) -> None:
        self.path = path
        self.saved: str | None = text if on_disk else None  # the text on disk
        self.toml = parse(text, str(path))
        self.undone: list[str] = []  # texts to go back to, last first
        self.redone: list[str] = []

    @classmethod
    def open(cls, path: Path) -> Document:
        """The file at `path` (one sentence when it is missing, too large, not text or
        not TOML)."""
        return cls(path, read_text(path, MAX_SCENARIO_BYTES, phrase("scenario file")))

    @classmethod
    def new(cls, path: Path, text: str) -> Document:
        """A new world's `text`, to be written to `path` (refused when a file is there)."""
        if path.exists():
            raise HextermError(phrase("{path} already exists: a new world is written to a "
                                      "new file", path=str(path)))
        return cls(path, text, on_disk=False)

    # --- reading ---------------------------------------------------------------------

    def text(self) -> str:
        return self.toml.as_string()

    def data(self) -> dict[str, Any]:
        """The scenario as plain data (what a ruleset reads: `tomllib`'s shapes)."""
        plain: dict[str, Any] = self.toml.unwrap()
        return plain

    @property
    def changed(self) -> bool:
        """Whether the text differs from the file's."""
        return self.text() != self.saved

    # --- editing ---------------------------------------------------------------------

    def change(self, edit: Callable[[TOMLDocument], None]) -> None:
        """Apply `edit` to the document, kept for undo; an edit that raises leaves the
        document as it was."""
        before = self.text()
        try:
            edit(self.toml)
        except Exception:
            self.toml = parse(before, str(self.path))
            raise
        if self.text() == before:
            return  # nothing changed: nothing to undo
        self.undone.append(before)
        del self.undone[:-MOST_KEPT]
        self.redone.clear()

    def undo(self) -> bool:
        """Go back one edit; False when there is none."""
        if not self.undone:
            return False
        self.redone.append(self.text())
        self.toml = parse(self.undone.pop(), str(self.path))
        return True

    def redo(self) -> bool:
        """Make again the last edit undone; False when there is none."""
        if not self.redone:
            return False
        self.undone.append(self.text())
        self.toml = parse(self.redone.pop(), str(self.path))
        return True

    # --- writing ---------------------------------------------------------------------

    def save(self) -> None:
        """Write the text to the file, whole or not at all (a temporary file beside it,
        renamed over it)."""
        text = self.text()
        folder = self.path.resolve().parent
        if not folder.is_dir():
            raise HextermError(phrase("no folder {path!r}", path=str(folder)))
        handle, scratch = tempfile.mkstemp(prefix=f".{self.path.name}.", dir=folder)
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
                out.write(text)
            os.replace(scratch, self.path)
        except BaseException:
            Path(scratch).unlink(missing_ok=True)
            raise
        self.saved = text
