"""`hexterm board`: a campaign's battle fought on a board game, and its result handed
back. The board game is the registered ruleset that offers to fight a campaign's
battle (`hexterm.engine.boards`): this module names none.

    hexterm board CAMPAIGN BOARD                 the board game of the battle CAMPAIGN
                                                 awaits (its two sides, their units)
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

import argparse
from pathlib import Path

from hexterm.cli_lines import giver, submit_input, who
from hexterm.engine import game as games
from hexterm.engine.boards import BattleBoard, BoardBattle, board_of, board_ruleset, campaign_of
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.save import savegame
from hexterm.table import Table, create


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("board", help="fight a campaign's battle on a board game, or hand its "
                       "result back")
    p.add_argument("campaign", help="the campaign's save")
    p.add_argument("board", help="the board game's save")
    p.add_argument("--turns", type=int, default=6, help="the board battle's turns")
    p.add_argument("--overwrite", action="store_true", help="replace an existing board save")
    p.add_argument("--hand-back", action="store_true",
                   help="give the campaign the board battle's result")
    p.add_argument("--as", dest="as_seat", metavar="SEAT",
                   help="hand-back: the seat whose entry this is")
    p.add_argument("--pin", help="hand-back: the seat's PIN (or set HEXTERM_PIN)")
    p.add_argument("--organiser", action="store_true",
                   help="hand-back: the organiser's entry, for both sides")
    p.add_argument("--winner", metavar="SEAT", help="hand-back: the seat that won")
    p.add_argument("--draw", action="store_true", help="hand-back: the battle was a draw")
    p.add_argument("--lost", action="append", default=[], metavar="UNIT=N",
                   help="figures a board unit lost in the fight")
    p.set_defaults(run=cmd_board)


def board_path(campaign: Path) -> Path:
    """Where a campaign's battle on the board is saved by default: beside it."""
    return campaign.with_name(f"{campaign.stem}-board{campaign.suffix or '.hexsave'}")


def new_board(campaign: Game, path: Path, turns: int = 6) -> Game:
    """The board game of the battle `campaign` awaits, saved to `path`."""
    fighting = campaign_of(campaign.rules)
    forces = None if fighting is None else fighting.battle_forces(campaign.state)
    if forces is None:
        raise HextermError("the campaign awaits no battle now")
    name, rules = board_ruleset()
    dice = SeededDice(campaign.seed, "board", campaign.turn, campaign.steps_done)
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
        raise HextermError(f"this is not a campaign's battle on {named.board_name}")
    return rules, fought


def result_text(campaign: Game, board: Game, winner: str | None,
                lost: dict[str, int] | None = None) -> str:
    """A campaign input giving the board battle's result (HextermError when the board
    does not fight the battle the campaign awaits, or is not over)."""
    rules, fought = fought_on(board)
    if board.outcome is None:
        raise HextermError(f"the battle of {fought.place} on the board is not over yet "
                           f"(turn {fought.turn} of {fought.turns})")
    fighting = campaign_of(campaign.rules)
    forces = None if fighting is None else fighting.battle_forces(campaign.state)
    if fighting is None or forces is None or forces.place != fought.place:
        raise HextermError(f"the campaign does not await the battle of {fought.place} "
                           "now")
    result = rules.result_from_board(board.state, forces, winner, lost or {})
    return fighting.board_input(campaign.state, result)


def cmd_board(args: argparse.Namespace) -> int:
    if args.hand_back:
        return _hand_back(args)
    path = Path(args.board)
    if path.exists() and not args.overwrite:
        raise HextermError(f"{path} already exists (use --overwrite to replace it)")
    board = new_board(savegame.load(args.campaign), path, args.turns)
    rules, fought = fought_on(board)
    print(f"{path}: the battle of {fought.place} on {rules.board_name} "
          f"({' against '.join(s.name for s in board.seats)}, {fought.turns} turns); play "
          f"it with hexterm play {path}")
    return 0


def _lost(specs: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for spec in specs:
        name, _, count = spec.partition("=")
        if not name or not count.isdigit():
            raise HextermError(f"--lost is UNIT=FIGURES, not {spec!r}")
        found[name] = int(count)
    return found


def _hand_back(args: argparse.Namespace) -> int:
    if args.draw == (args.winner is not None):
        raise HextermError("say who won: --winner SEAT, or --draw")
    if not args.organiser and not args.as_seat:
        raise HextermError("say whose entry this is: --as SEAT, or --organiser")

    board = savegame.load(args.board)
    table = Table(args.campaign, resolve_on_last=True)  # the last entry resolves it
    name = giver(args, table.game)  # the seat's PIN checked first
    text = result_text(table.game, board, args.winner, _lost(args.lost))
    print(f"the battle's result from {fought_on(board)[0].board_name}, for {who(name)}:"
          f"\n{text}", end="")
    return submit_input(table, name, text)
