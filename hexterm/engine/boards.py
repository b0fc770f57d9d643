"""A campaign's battle fought on a board game, found through the registry.

Two kinds of rulesets meet here, and neither names the other:

- a **campaign** that awaits battles (`BattleCampaign`) offers the battle it awaits as
  the shared record (`hexterm.engine.battle.BattleResult`, every unit whole:
  `battle_forces`), and takes a result back as one of its inputs (`board_input`: the
  input a seat would type, marked `from board`); a campaign whose battles are open at
  once (`BattlesAtOnce`) says which of them a board may fight now, each by its place;
- a **board game** (`BattleBoard`) offers to make a board of a battle record
  (`board_from_battle`: a scenario of its own), to say which campaign's battle one of
  its games fights (`board_battle`), and to hand the board's result back as the record
  (`result_from_board`).

The bridge (`hexterm board`, the step screens' command palette) asks the registered
rulesets which of them is a board game (`board_ruleset`), so that a second board game
plugs in the same way, and imports no ruleset itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from hexterm.engine.battle import BattleResult, Source
from hexterm.engine.dice import Dice
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.engine.rulesets import get_ruleset, names


@dataclass(frozen=True, slots=True)
class BoardBattle:
    """The campaign's battle a board game fights: its place, and the board's turn of
    its turns."""

    place: str
    turn: int
    turns: int


@runtime_checkable
class BattleCampaign(Protocol):
    """A ruleset whose battles may be fought on a board game."""

    def battle_forces(self, state: Any) -> BattleResult | None:
        """The battle the campaign awaits the result of, every unit whole (`left` =
        `figures`): what a board deploys; None when no battle is awaited."""

    def board_input(self, state: Any, result: BattleResult) -> str:
        """A seat's battle-result input saying `result`, marked as handed back by a
        board (`from board`)."""


@runtime_checkable
class BattlesAtOnce(Protocol):
    """A campaign whose battles are open at once, any of them fought on a board."""

    def board_battles(self, state: Any) -> tuple[str, ...]:
        """The places of the open battles a board may fight now, in the campaign's
        order."""

    def battle_forces(self, state: Any, place: str = "") -> BattleResult | None:
        """The battle at `place` ("": the first a board may fight), every unit whole;
        None when no such battle is open."""


def forces_at(fighting: BattleCampaign, state: Any, place: str = "") -> BattleResult | None:
    """The forces of the battle at `place` a board may fight now (by default the one the
    campaign awaits, the first of several open at once); None when none is."""
    if not isinstance(fighting, BattlesAtOnce):
        forces = fighting.battle_forces(state)
        return forces if forces is None or not place or forces.place == place else None
    places = fighting.board_battles(state)
    found = [p for p in places if p.casefold() == place.casefold()] if place else places[:1]
    return fighting.battle_forces(state, found[0]) if found else None


def other_battles(rules: object, state: Any, place: str) -> tuple[str, ...]:
    """The other battles a board may fight now than the one at `place` (a campaign
    whose battles are open at once; none for others)."""
    if not isinstance(rules, BattlesAtOnce):
        return ()
    return tuple(p for p in rules.board_battles(state) if p != place)


@runtime_checkable
class BattleBoard(Protocol):
    """A ruleset on whose board a campaign's battle may be fought."""

    board_name: str
    """The board as a sentence names it, with its article ("the … board")."""

    def board_from_battle(self, forces: BattleResult, dice: Dice, turns: int
                          ) -> dict[str, Any]:
        """The scenario of a board game of the campaign's battle `forces` (its title
        under "title"; HextermError when the board cannot fight it)."""

    def board_battle(self, state: Any) -> BoardBattle | None:
        """The campaign's battle a game of this board fights; None for a game that
        fights none."""

    def result_from_board(self, state: Any, forces: BattleResult, winner: str | None,
                          lost: Mapping[str, int]) -> BattleResult:
        """The campaign's battle `forces` as the board leaves it: the winner a seat (None:
        a draw), `lost` the figures the players say each board unit lost in the fight
        (HextermError naming what does not fit)."""


def campaign_of(rules: object) -> BattleCampaign | None:
    """`rules` as a campaign whose battles may go to a board; None for other rulesets."""
    return rules if isinstance(rules, BattleCampaign) else None


def board_of(rules: object) -> BattleBoard | None:
    """`rules` as a board game; None for other rulesets."""
    return rules if isinstance(rules, BattleBoard) else None


def board_ruleset() -> tuple[str, BattleBoard]:
    """The name and the rules of the first registered board game (by name)."""
    for name in names():
        board = board_of(get_ruleset(name))
        if board is not None:
            return name, board
    raise HextermError(phrase("no board game is known to fight a campaign's battle"))


def source_said(source: Source) -> str:
    """How a campaign's log says an entry was made (`Source.said`), a board game's
    result naming the board."""
    return source.said(board_ruleset()[1].board_name if source is Source.BOARD else "")
