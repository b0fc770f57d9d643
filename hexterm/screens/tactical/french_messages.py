"""French of the few tactical-board sentences still said as plain English (patterns for
`hexterm.i18n.said`, given with the board's French by `french`): a scenario's number
and flag fields refused by the shared `hexterm.engine.typed` ("unit 2: figures is …"),
and the name a scenario's new class has when it gives none ("class W").
Every other sentence of the board is a message, its French in the domain's catalogue
(`locale/fr/LC_MESSAGES/tactical.po`; docs/translating.md)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "class {key}": "classe {key}",
    "unit {n}": "unité {n}",
    "unit {n}: {field}": "unité {n} : {field}",
    "unit {the_units_number}: shaken": "unité {the_units_number} : shaken",  # the fields
    "unit {the_units_number}: rout": "unité {the_units_number} : rout",  # (long: first)
    "size's columns": "le nombre de colonnes de size",
    "size's rows": "le nombre de rangées de size",
}
