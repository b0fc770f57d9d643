"""A Med-Fan campaign for the screens' tests: two players (alice's Elves, bob's Orcs)
set at a battle by a scenario (their armies, territories of every kind, one unknown),
then played on to the step pictured, each awaited seat giving what is written here."""

from __future__ import annotations

from pathlib import Path

from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import savegame

SEATS = (("alice", "Elves"), ("bob", "Orcs"))
SCENARIO = {
    "phase": "pairing", "treasuries": {"alice": 120, "bob": 35},
    "armies": {"alice": "Aldric 1 120 general\nMira 1 70 healer\nSpearmen 10 8\n",
               "bob": "Grak 1 45 chief\nGoblins 12 7\nWolves 4 15\n"},
    "territory": [
        {"name": "Lac d'argent", "capability": "casino", "owner": "alice"},
        {"name": "Bois du loup", "capability": "exploitation", "owner": "bob"},
        {},
        {"name": "Pic sombre", "capability": "thieves-guild", "owner": "alice"},
        {"name": "Tour perdue", "capability": "refugee-camp", "owner": "bob"},
        {"name": "Cité de feu", "capability": "tavern", "owner": "alice"},
        {"name": "Mines de fer", "capability": "volcanic-mine", "owner": "bob"},
        {},
        {"name": "Marécage", "capability": "devastated-lands"},
        {"name": "Plaine rouge", "capability": "healers-house", "owner": "bob"},
    ],
}
INPUTS = {
    "pairing": {"alice": "battle alice bob\nscenario 4\nlength rolled\n"},
    "objectives": {"alice": "objective 5", "bob": "objective 3"},
    "battle": {s: "winner alice\nlost alice Spearmen 3\nlost bob Grak 1\nlost bob Goblins 5\n"
               for s in ("alice", "bob")},
    "after": {"alice": "dice 2 4 5\ntarget 7\n", "bob": "dice 1 1 6 6 6 6\n"},
    "spending": {"alice": "Archers 5 11\n", "bob": ""},
}


def build_campaign(path: Path, seed: int = 7, *, army: bool = False, battles: int = 0
                   ) -> Game:
    """The campaign at its first pairing (`army`: a new one with the generous start,
    at its armies; `battles`: ending after that many), written to `path`."""
    scenario = {"generous": "yes"} if army else {**SCENARIO, "battles": battles}
    game = games.new_game("medfan", scenario, [Seat(n, f) for n, f in SEATS], seed)
    savegame.save(path, game)
    return game


def advance_to(path: Path, key: str, *, turns: int = 1) -> Game:
    """The campaign at `path` played on (each awaited seat giving its `INPUTS`) until
    its step is `key` in campaign turn `turns`, written back."""
    game = savegame.load(path)
    while (game.step.key, game.turn) != (key, turns) and game.outcome is None:
        for name in game.step.seats:
            game = games.submit_orders(game, name, INPUTS[game.step.key].get(name, ""))
        game = games.resolve(game)
    savegame.save(path, game)
    return game
