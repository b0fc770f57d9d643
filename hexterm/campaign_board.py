"""A campaign's battle fought on a board game, and its result handed back (`hexterm
board`, `hexterm.commands.board`; the organiser's and a seat's screens, `step_entry`).
The board game is the registered ruleset that offers to fight a campaign's battle
(`hexterm.engine.boards`): this module names none.

    hexterm board CAMPAIGN BOARD [--at PLACE]    the board game of the battle CAMPAIGN
                                                 awaits (its two sides, their units);
                                                 --at names one of several open (by
                                                 default the first)
    hexterm board CAMPAIGN BOARD --hand-back --as SEAT --winner SEAT|--draw
                 [--lost UNIT=N …]               once the board battle is over: SEAT's
                                                 battle result, as the board leaves it

The board fills in what it knows (a unit destroyed on the board lost every figure);
the players say the winner and the figures lost in the fight (`--lost`, by the unit's
name on the board). Each player hands back (or the organiser, `--organiser`) through
the table, as `hexterm orders submit` gives an input (the seat's PIN checked, the last
entry resolving the battle step at once); the campaign takes the result when their
entries agree, as one typed at the table, and its log says it came from the board.
"""

from __future__ import annotations

from pathlib import Path

from hexterm.engine import game as games
from hexterm.engine.boards import (
    BattleBoard,
    BattlesAtOnce,
    BoardBattle,
    board_of,
    board_ruleset,
    campaign_of,
    forces_at,
)
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import phrase
from hexterm.table import create


def board_path(campaign: Path, place: str = "") -> Path:
    """Where a campaign's battle (the one at `place`, of several open at once) on the
    board is saved by default: beside it."""
    at = f"-{place}" if place else ""
    return campaign.with_name(f"{campaign.stem}-board{at}{campaign.suffix or '.hexsave'}")


def new_board(campaign: Game, path: Path, turns: int = 6, place: str = "") -> Game:
    """The board game of the battle `campaign` awaits (the one at `place`, among
    several open at once), saved to `path`."""
    fighting = campaign_of(campaign.rules)
    forces = None if fighting is None else forces_at(fighting, campaign.state, place)
    if forces is None:
        raise HextermError(phrase("the campaign awaits no battle at {place} now", place=place)
                           if place else phrase("the campaign awaits no battle now"))
    name, rules = board_ruleset()
    dice = SeededDice(campaign.seed, "board", campaign.turn, campaign.steps_done,
                      *([forces.place] if isinstance(fighting, BattlesAtOnce) else []))
    scenario = rules.board_from_battle(forces, dice, turns)
    seats = [campaign.seat(s) for side in forces.sides for s in side.seats]
    board = games.new_game(name, scenario, seats, campaign.seed,
                           title=str(scenario["title"]))
    return create(path, board)


def fought_on(board: Game) -> tuple[BattleBoard, BoardBattle]:
    """The rules of `board` and the campaign's battle it fights (HextermError for a
    game of other rules, or one that fights no campaign's battle)."""
    rules = board_of(board.rules)
    fought = None if rules is None else rules.board_battle(board.state)
    if rules is None or fought is None:
        named = rules or board_ruleset()[1]
        raise HextermError(phrase("this is not a campaign's battle on {board}",
                                  board=named.board_name))
    return rules, fought


def result_text(campaign: Game, board: Game, winner: str | None,
                lost: dict[str, int] | None = None) -> str:
    """A campaign input giving the board battle's result (HextermError when the board
    does not fight the battle the campaign awaits, or is not over)."""
    rules, fought = fought_on(board)
    if board.outcome is None:
        raise HextermError(phrase("the battle of {place} on the board is not over yet (turn "
                                  "{turn} of {turns})", place=fought.place,
                                  turn=fought.turn, turns=fought.turns))
    fighting = campaign_of(campaign.rules)
    forces = None if fighting is None else forces_at(fighting, campaign.state, fought.place)
    if fighting is None or forces is None:
        raise HextermError(phrase("the campaign does not await the battle of {place} now",
                                  place=fought.place))
    result = rules.result_from_board(board.state, forces, winner, lost or {})
    return fighting.board_input(campaign.state, result)
