"""The catalogues' files: a gettext `.po` read, and compiled to a `.mo`, with the
standard library alone.

The `.po` files are the source translators edit (docs/translating.md); the `.mo` files
are what `gettext` reads. The wheel ships both: `setup.py`'s build step compiles every
`.po` of the package with `compile_folder` (this module is loaded there by its path,
before hexterm is installed, so it imports nothing of hexterm). A checkout, or a `.po`
added without compiling, is compiled in memory when its domain is first used
(`hexterm.catalogues`), so a new language needs nothing but its `.po` files.

Read: comments and flags (a ``#, fuzzy`` entry is left out, as msgfmt does), msgctxt,
msgid, msgid_plural, msgstr and msgstr[N], strings continued on the next lines, the C
escapes. An entry whose translation is empty is left out (untranslated).
"""

from __future__ import annotations

import array
import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path

MAGIC = 0x950412DE


@dataclass
class Entry:
    """One entry of a `.po`: its identifier, plural, context, translations, flags."""

    msgid: str = ""
    plural: str | None = None
    context: str | None = None
    strings: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    line: int = 0

    @property
    def translated(self) -> bool:
        return bool(self.strings) and all(self.strings.values())


class PoError(ValueError):
    """A `.po` file that cannot be read: the line and what is wrong."""


def _string(text: str, number: int) -> str:
    text = text.strip()
    if len(text) < 2 or not text.startswith('"') or not text.endswith('"'):
        raise PoError(f"line {number}: a quoted string was expected, not {text!r}")
    try:
        found = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise PoError(f"line {number}: {text!r} is not a well-formed string") from None
    if not isinstance(found, str):
        raise PoError(f"line {number}: {text!r} is not a string")
    return found


def read_po(text: str) -> list[Entry]:
    """The entries of a `.po` file's text, the header (msgid "") among them."""
    entries: list[Entry] = []
    entry = Entry()
    target: tuple[str, int] | None = None  # which part a continued string adds to
    started = False

    def finish() -> None:
        nonlocal entry, started, target
        if started:
            entries.append(entry)
        entry, started, target = Entry(), False, None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if started and target is not None and target[0] == "msgstr":
                finish()
            if line.startswith("#,"):
                entry.flags |= {flag.strip() for flag in line[2:].split(",")}
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if target is None:
                raise PoError(f"line {number}: a string continues nothing")
            _add(entry, target, _string(line, number))
            continue
        if keyword == "msgctxt" or (keyword == "msgid" and target is not None
                                    and target[0] == "msgstr"):
            finish()
        if not started:
            entry.line, started = number, True
        if keyword == "msgctxt":
            entry.context, target = "", ("msgctxt", 0)
        elif keyword == "msgid":
            target = ("msgid", 0)
        elif keyword == "msgid_plural":
            entry.plural, target = "", ("msgid_plural", 0)
        elif keyword == "msgstr":
            target = ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            target = ("msgstr", int(keyword[7:-1]))
        else:
            raise PoError(f"line {number}: {keyword!r} is not a keyword of a .po file")
        if target[0] == "msgstr":
            entry.strings.setdefault(target[1], "")
        _add(entry, target, _string(rest, number))
    finish()
    return entries


def _add(entry: Entry, target: tuple[str, int], text: str) -> None:
    part, index = target
    if part == "msgctxt":
        entry.context = (entry.context or "") + text
    elif part == "msgid":
        entry.msgid += text
    elif part == "msgid_plural":
        entry.plural = (entry.plural or "") + text
    else:
        entry.strings[index] = entry.strings.get(index, "") + text


def mo_bytes(entries: list[Entry]) -> bytes:
    """The `.mo` of `entries` (the translated ones, and the header), as msgfmt writes it."""
    messages: dict[bytes, bytes] = {}
    for entry in entries:
        if "fuzzy" in entry.flags and entry.msgid:
            continue
        if not entry.translated and entry.msgid:
            continue
        key = entry.msgid if entry.plural is None else f"{entry.msgid}\0{entry.plural}"
        if entry.context is not None:
            key = f"{entry.context}\x04{key}"
        value = "\0".join(entry.strings[i] for i in sorted(entry.strings))
        messages[key.encode()] = value.encode()
    keys = sorted(messages)
    ids = strs = b""
    offsets = []
    for encoded in keys:
        offsets.append((len(ids), len(encoded), len(strs), len(messages[encoded])))
        ids += encoded + b"\0"
        strs += messages[encoded] + b"\0"
    start = 7 * 4 + 16 * len(keys)
    table: list[int] = []
    for id_at, id_len, _, _ in offsets:
        table += [id_len, id_at + start]
    for _, _, str_at, str_len in offsets:
        table += [str_len, str_at + start + len(ids)]
    head = struct.pack("Iiiiiii", MAGIC, 0, len(keys), 7 * 4, 7 * 4 + len(keys) * 8, 0, 0)
    return head + array.array("i", table).tobytes() + ids + strs


def compile_folder(folder: Path) -> list[Path]:
    """Write the `.mo` beside every `.po` under `folder`; the `.mo` files written."""
    written = []
    for po in sorted(folder.rglob("*.po")):
        mo = po.with_suffix(".mo")
        mo.write_bytes(mo_bytes(read_po(po.read_text(encoding="utf-8"))))
        written.append(mo)
    return written
