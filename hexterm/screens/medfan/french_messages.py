"""French of the Med-Fan campaign's engine sentences still said as English sentences
(patterns for `hexterm.i18n.said`, given with the campaign's French by `french`). The
campaign's refusals and events are messages now, their French in the domain medfan's
catalogue (`locale/fr/LC_MESSAGES/medfan.po`); this keeps only the general pattern
other sentences may still need."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "{what} is not one of {known}": "{what} n'est pas parmi {known}",
}
