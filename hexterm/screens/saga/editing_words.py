"""The SAGA road map editor's words (`editing.py`): whose home a terrain is, said once
on the line under the map; whether the home lists are read; the entry of the
scenario a mistake is found in, to name a band or a village in the side panel."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.mistakes import Where
from hexterm.i18n import t


def entry_of(scenario: Mapping[str, Any], where: Where) -> object:
    """The entry of a list of the scenario a path names (`[[band]]` 2 of
    ``("band", 1, "units")``), if there is one."""
    entries = scenario.get(str(where[0])) if where else None
    n = where[1] if len(where) >= 2 else None
    return entries[n] if isinstance(entries, list) and isinstance(n, int) and \
        0 <= n < len(entries) else None


def campaign_set(data: Mapping[str, Any]) -> bool:
    """Whether the scenario sets the campaign at some point (villages or bands): its
    home lists are not read (`scenario.opening`)."""
    return "village" in data or "band" in data


def counts_said(counts: list[int]) -> str:
    """Numbers of players in a few words: "2 to 6", "3 or 4", "2, 4 or 6"."""
    runs: list[list[int]] = []
    for count in sorted(set(counts)):
        if runs and count == runs[-1][-1] + 1:
            runs[-1].append(count)
        else:
            runs.append([count])
    pieces = [t("{first} to {last}", first=run[0], last=run[-1]) if len(run) > 2 else
              ", ".join(map(str, run)) for run in runs]
    said = ", ".join(pieces)
    if len(runs) > 1 or len(runs[0]) == 2:  # the last number after "or"
        head, _, last = said.rpartition(", ")
        said = t("{some} or {last}", some=head, last=last)
    return said


def homes_said(data: Mapping[str, Any], name: str) -> list[str]:
    """Whose home the terrain `name` is, said once: the players by their place in seat
    order, each with the numbers of players whose list gives it them ("home of player 1
    of 2 to 6", "home of player 2 of 3 or 4; 3 of 5 or 6"), short enough for the line
    under the map."""
    lists = data.get("homes")
    counts: dict[int, list[int]] = {}
    for key, listed in (lists.items() if isinstance(lists, Mapping) else ()):
        if str(key).isdigit() and isinstance(listed, list):
            for k, home in enumerate(listed, 1):
                if home == name:
                    counts.setdefault(k, []).append(int(key))
    said = ""
    for k, n in sorted(counts.items()):
        said = t("{some}; {more}", some=said, more=t("{k} of {counts}", k=k,
                                                     counts=counts_said(n))) if said \
            else t("home of player {k} of {counts}", k=k, counts=counts_said(n))
    return [said] if said else []
