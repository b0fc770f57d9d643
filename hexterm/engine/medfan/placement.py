"""A Med-Fan campaign set at any point by its scenario, for case files and campaigns
carried over from paper: the territories (`[[territory]]`: number, name, capability,
owner), each player's treasury (`treasuries`), army (`armies`, roster texts) and
figures missing the next battle (`missing`), and the step it begins at (`phase`:
army, the default, or pairing)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from hexterm.engine.errors import HextermError, ScenarioError
from hexterm.engine.medfan.model import MedState, Phase, Territory
from hexterm.engine.medfan.roster import read_roster
from hexterm.engine.medfan.tables import CAPABILITIES
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import message_of


def named_seats(scenario: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats a scenario set at some point of a campaign names (its treasuries,
    armies, missing figures and territories' owners), in that order: a game of it has
    exactly these seats."""
    found: list[str] = []
    tables = [scenario.get(key, {}) for key in ("treasuries", "armies", "missing")]
    named = [*(seat for table in tables if isinstance(table, Mapping) for seat in table),
             *(item.get("owner") for item in scenario.get("territory", ())
               if isinstance(item, Mapping))]
    for seat in named:
        if isinstance(seat, str) and seat not in found:
            found.append(seat)
    return tuple(found)


def placed(state: MedState, scenario: Mapping[str, Any]) -> MedState:
    """`state` with what the scenario sets."""
    seats = [p.seat for p in state.players]
    items = scenario.get("territory")
    if items is not None:
        if not isinstance(items, list) or not items:
            raise ScenarioError(WORDS.phrase("[[territory]] must be tables"))
        territories = []
        for n, item in enumerate(items, 1):
            capability = item.get("capability", "")
            owner = item.get("owner")
            if capability and capability not in CAPABILITIES:
                raise ScenarioError(WORDS.phrase(
                    "territory {n}: {capability!r} is not a capability", n=n,
                    capability=capability))
            if owner is not None and owner not in seats:
                raise ScenarioError(WORDS.phrase("territory {n}: {owner!r} is not a seat",
                                                 n=n, owner=owner))
            territories.append(Territory(n, str(item.get("name", "")), str(capability),
                                         owner, False, str(item.get("brought_by", ""))))
        state = replace(state, territories=tuple(territories))
    for key in ("treasuries", "armies", "missing"):
        for seat in scenario.get(key, {}):
            if seat not in seats:
                raise ScenarioError(WORDS.phrase("{key}: {seat!r} is not a seat", key=key,
                                                 seat=seat))
    players = []
    for player in state.players:
        treasury = scenario.get("treasuries", {}).get(player.seat, player.treasury)
        try:
            army = read_roster(scenario.get("armies", {}).get(player.seat, ""))
        except HextermError as exc:
            raise ScenarioError(WORDS.phrase("the army of {seat}: {said}", seat=player.seat,
                                             said=message_of(exc))) from None
        players.append(replace(player, treasury=int(treasury), army=army or player.army,
                               missing=dict(scenario.get("missing", {}).get(player.seat, {}))))
    phase = scenario.get("phase", Phase.ARMY.value)
    if phase not in (Phase.ARMY.value, Phase.PAIRING.value):
        raise ScenarioError(WORDS.phrase("phase is army or pairing, not {value!r}",
                                         value=phase))
    return replace(state, players=tuple(players), phase=Phase(phase))
