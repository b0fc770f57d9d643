"""A message kept in a save, as plain data, and read back: what a ruleset's event saves
of a sentence its other args cannot give back, so that a report read from the save says
it in the player's language (each ruleset's package says which of its events do).

A message is kept as ``{"id": template, "fields": {...}}``, with ``"plural"`` and ``"n"``
for a count and ``"domain"`` when it is not the ruleset's own (`home`); a field is a
plain value (text, a number, a truth), a nested message the same way, or a listing
``{"items": [...], "separator": text}``. The identifiers are the English templates, so a
save stays the same in every language. Reading is strict: a damaged or hostile value
(an unknown shape, a field its template names and lacks, a template asking for an
attribute or a format spec, a nesting too deep) gives None, and the event
is said as saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from string import Formatter
from typing import Any

from hexterm.engine.messages import Listing, Message

DEPTH = 12
"""How deep messages may nest in a save."""
_PLAIN = (str, int, bool)


def message_data(message: Message, home: str) -> dict[str, Any]:
    """The message as plain data for a save (its domain written when it is not `home`)."""
    data: dict[str, Any] = {"id": message.msgid,
                            "fields": {name: _field_data(value, home) for name, value
                                       in sorted(message.fields.items())}}
    if message.plural is not None:
        data["plural"], data["n"] = message.plural, message.n
    if message.domain != home:
        data["domain"] = message.domain
    return data


def _field_data(value: object, home: str) -> Any:
    if isinstance(value, Message):
        return message_data(value, home)
    if isinstance(value, Listing):
        return {"items": [_field_data(item, home) for item in value.items],
                "separator": value.separator}
    return value if isinstance(value, _PLAIN) else str(value)


def message_from(data: object, home: str, depth: int = 0) -> Message | None:
    """The message kept as `data` (of the domain `home` unless it names one), or None
    when it is not one `message_data` writes."""
    if depth > DEPTH or not isinstance(data, Mapping) or not set(data) <= {
            "id", "fields", "plural", "n", "domain"}:
        return None
    msgid, fields = data.get("id"), data.get("fields")
    plural, n = data.get("plural"), data.get("n")
    domain = data.get("domain", home)
    if not (isinstance(msgid, str) and isinstance(fields, Mapping) and isinstance(domain, str)
            and (plural is None or isinstance(plural, str))
            and (n is None or (isinstance(n, int) and not isinstance(n, bool)))
            and (plural is None) == (n is None)):
        return None
    values: dict[str, object] = {}
    for name, value in fields.items():
        found = _field_from(value, home, depth + 1)
        if not isinstance(name, str) or found is None:
            return None
        values[name] = found
    message = Message(msgid, values, plural, n, domain)
    if _specified(msgid, plural) or not message.names() <= frozenset(message.values()):
        return None
    try:
        str(message)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return None
    return message


def _specified(*templates: str | None) -> bool:
    """Whether a template gives a field a format spec (a kept message has none: a saved
    one could ask for a string of any width)."""
    try:
        return any(spec for template in templates if template
                   for _, name, spec, _ in Formatter().parse(template) if name is not None)
    except ValueError:
        return True


def _field_from(value: object, home: str, depth: int) -> object | None:
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, Mapping) and set(value) == {"items", "separator"}:
        items, separator = value["items"], value["separator"]
        if not isinstance(items, list) or not isinstance(separator, str) or depth > DEPTH:
            return None
        found = [_field_from(item, home, depth + 1) for item in items]
        return None if any(f is None for f in found) else Listing(tuple(found), separator)
    return message_from(value, home, depth)
