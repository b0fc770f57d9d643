"""The orders file: the generic syntax every ruleset's orders are written in.

An orders file is plain text that a person can write by hand, like the paper order
form. This module reads its shape only (stage one of two-stage parsing); each ruleset
gives the words their meaning and checks them against the rules (stage two).

    # Orders of alice, turn 3            <- comments start with '#'
    unit R1                              <- a section for one unit ('unité' too)
      move NW N NW                       <- one action a line: a verb and its words
      recon N NE
    unit L2: defend to-death             <- or a whole order on one line, ';' between actions
    trade give 2M take 1E                <- lines before any 'unit' belong to the seat itself

Words are separated by spaces; indentation is optional. A section header may also be
written ``[R1]``. `replace_section` puts one unit's new order into a file as a person
wrote it, keeping every other line and the comments.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.messages import phrase

_HEADER_WORDS = frozenset({"unit", "unité", "unite"})
_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]*$")
MAX_LINES = 5000
MAX_LINE_LENGTH = 500


@dataclass(frozen=True, slots=True)
class ActionText:
    """One action as written: its verb (lower-cased), its words, and its line number."""

    verb: str
    args: tuple[str, ...]
    line: int


@dataclass(frozen=True, slots=True)
class Section:
    """The actions written for one subject (a unit code), or for the seat (None)."""

    subject: str | None
    actions: tuple[ActionText, ...]
    line: int


def _actions(text: str, line_no: int) -> list[ActionText]:
    out = []
    for part in text.split(";"):
        words = part.split()
        if words:
            out.append(ActionText(words[0].lower(), tuple(words[1:]), line_no))
    return out


def _header(words: list[str], raw: str, line_no: int) -> tuple[str, str] | None:
    """(code, rest of the line) when the line opens a section, else None."""
    stripped = raw.strip()
    if stripped.startswith("["):
        close = stripped.find("]")
        if close < 0:
            raise OrderSyntaxError(phrase("{text!r} opens '[' without closing it",
                                          text=stripped), line=line_no)
        code, rest = stripped[1:close].strip(), stripped[close + 1 :]
    elif words[0].lower().rstrip(":") in _HEADER_WORDS:
        if len(words) < 2 and not words[0].endswith(":"):
            raise OrderSyntaxError(phrase("'unit' must be followed by the unit's code"),
                                   line=line_no)
        after = stripped.split(None, 1)[1] if len(words) > 1 else ""
        code, _, rest = after.partition(":")
        code = code.strip()
    else:
        return None
    if not _CODE.match(code):
        raise OrderSyntaxError(phrase("{code!r} is not a unit code", code=code), line=line_no)
    return code, rest


def parse_sections(text: str) -> list[Section]:
    """The sections of an orders file, or an OrderSyntaxError naming the line."""
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise OrderSyntaxError(phrase("the file has {n} lines; at most {hi} are read",
                                      n=len(lines), hi=MAX_LINES))
    sections: list[Section] = []
    subject: str | None = None
    start = 1
    actions: list[ActionText] = []
    seen: dict[str, int] = {}

    def close() -> None:
        if subject is not None or actions:
            sections.append(Section(subject, tuple(actions), start))

    for line_no, raw in enumerate(lines, start=1):
        if len(raw) > MAX_LINE_LENGTH:
            raise OrderSyntaxError(
                phrase("the line is {n} characters long; at most {hi}", n=len(raw),
                       hi=MAX_LINE_LENGTH),
                line=line_no,
            )
        if "\x00" in raw or any(ord(c) < 32 and c != "\t" for c in raw):
            raise OrderSyntaxError(phrase("the line holds control characters"), line=line_no)
        body = raw.split("#", 1)[0]
        words = body.split()
        if not words:
            continue
        header = _header(words, body, line_no)
        if header is None:
            actions.extend(_actions(body, line_no))
            continue
        close()
        subject, rest = header[0].upper(), header[1]
        if subject in seen:
            raise OrderSyntaxError(
                phrase("unit {unit} already has an order at line {at}; a unit gets one "
                       "order a turn", unit=subject, at=seen[subject]),
                line=line_no,
            )
        seen[subject] = line_no
        start, actions = line_no, _actions(rest, line_no)
    close()
    return sections


def format_sections(sections: list[Section]) -> str:
    """Canonical text of `sections` (what `parse_sections` reads back unchanged)."""
    out: list[str] = []
    for section in sections:
        indent = ""
        if section.subject is not None:
            out.append(f"unit {section.subject}")
            indent = "  "
        for action in section.actions:
            out.append(indent + " ".join((action.verb, *action.args)))
    return "\n".join(out) + ("\n" if out else "")


def replace_section(text: str, code: str, written: str) -> str:
    """`text`, an orders file as a person wrote it, with the order of unit `code`
    replaced by its order in `written` (the same file as a program rewrote it, such as
    `format_sections` writes it): every other line stays exactly as written, comments
    and blank lines included, and the unit's own lines keep their comments and their
    form (one line, or a line an action). The unit's order is taken out when `written`
    has none for it, and added at the end when `text` had none."""
    subject = code.upper()
    old = next((s for s in parse_sections(text) if s.subject == subject), None)
    new = next((s for s in parse_sections(written) if s.subject == subject), None)
    actions = [" ".join((a.verb, *a.args)) for a in new.actions] if new else []
    if old is None:
        if new is None:
            return text
        return text + ("\n" if text and not text.endswith("\n") else "") + format_sections(
            [Section(subject, new.actions, 0)])
    lines = text.splitlines()
    header = old.line - 1
    slots = sorted({a.line - 1 for a in old.actions})  # the lines holding its actions
    out: dict[int, list[str]] = {}  # line index -> what it becomes (none: removed)
    if new is None:
        for index in {header, *slots}:
            comment = _comment(lines[index])
            out[index] = [_indent(lines[index]) + comment.lstrip()] if comment else []
    elif not slots:  # a header alone: the actions after it, in the form it has
        body = lines[header].split("#", 1)[0].rstrip()
        if body.endswith((":", "]")):
            out[header] = [_with_comment(f"{body} {'; '.join(actions)}", lines[header])]
        else:
            out[header] = [lines[header], *(f"  {a}" for a in actions)]
    else:
        counts = [sum(1 for a in old.actions if a.line - 1 == i) for i in slots]
        taken = 0
        for n, (index, count) in enumerate(zip(slots, counts, strict=True)):
            line, last = lines[index], n == len(slots) - 1
            one_line = last and index == header  # the one-line form takes all that is left
            mine = actions[taken:] if one_line else actions[taken:taken + count]
            taken += len(mine)
            if mine or index == header:
                out[index] = [_rewritten(line, index == header, mine)]
            else:  # an action line left without an action: its comment alone stays
                out[index] = [_indent(line) + _comment(line).lstrip()] if _comment(line) \
                    else []
            if last and taken < len(actions):  # more actions than lines: a line each
                out[index] += [_indent(line) + a for a in actions[taken:]]
    result = [new_line for i, line in enumerate(lines) for new_line in out.get(i, [line])]
    return "\n".join(result) + ("\n" if text.endswith("\n") and result else "")


def _comment(line: str) -> str:
    """The comment of a line, with the spaces before it ("" when it has none)."""
    body, hash_, comment = line.partition("#")
    return body[len(body.rstrip()):] + hash_ + comment if hash_ else ""


def _indent(line: str) -> str:
    return line[:len(line) - len(line.lstrip())]


def _with_comment(body: str, line: str) -> str:
    """`body` followed by the comment of `line`, at the same column when there is room."""
    comment = _comment(line).lstrip()
    if not comment:
        return body
    column = line.index("#")
    return (body.ljust(column) if len(body) < column else body + " ") + comment


def _rewritten(line: str, header: bool, actions: list[str]) -> str:
    """A line of a unit's order with `actions` in place of those it held: a header keeps
    its `unit CODE:` or `[CODE]`, an action line its indentation; its comment stays."""
    body = line.split("#", 1)[0]
    if header:
        found = _header(body.split(), body, 0)  # a header line: never None here
        rest = found[1] if found else ""
        start = body.rstrip()[:len(body.rstrip()) - len(rest)]
        gap = rest[:len(rest) - len(rest.lstrip())] or " "
        text = start + (gap + "; ".join(actions) if actions else "")
    else:
        text = _indent(line) + "; ".join(actions)
    return _with_comment(text.rstrip() if not actions else text, line)
