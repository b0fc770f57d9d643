"""A small Novlémia game for the screens' tests: alice (Scanthénie) and bob (Karvénie),
hot-seat, with the first turns played by the engine's bots for both seats."""

from __future__ import annotations

from pathlib import Path

from hexterm.cli import main
from hexterm.engine.dice import SeededDice
from hexterm.table import Table


def build_world(path: Path, turns: int = 0) -> Table:
    """A new two-seat game in `path`, with `turns` turns resolved by bot orders."""
    assert main(["new", str(path), "--ruleset", "novlemia", "--seed", "5",
                 "--seat", "alice:scanthenie", "--seat", "bob:karvenie"]) == 0
    table = Table(path)
    dice = SeededDice(7, "screens")
    for _ in range(turns):
        game = table.game
        for name in ("alice", "bob"):
            seat = game.seat(name)
            text = game.rules.format_orders(game.rules.bot_orders(game.state, seat, dice))
            table.submit(name, text)
        table.resolve()
    return table
