"""Pictures of a campaign's battle step opened again because its two entries differed,
in SAGA (`saga_world`'s campaign at its first battle) and in Med-Fan (`medfan_world`'s
at its battle): the panel naming what each player entered, above the step, and the
player's earlier entry in the box, at 80×24 and 160×48, in English and French. Each
picture was looked at before it was accepted."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.save import savegame
from tests.helpers import medfan_world, saga_world

SIZES = pytest.mark.parametrize(
    ("speak", "size"), [("en", (80, 24)), ("fr", (80, 24)), ("en", (160, 48)),
                        ("fr", (160, 48))],
    indirect=["speak"], ids=["en-80x24", "fr-80x24", "en-160x48", "fr-160x48"])


def differed(path: Path, entries: dict[str, str]) -> None:
    """The battle at `path` after each seat's entry of `entries`, which differ."""
    game = savegame.load(path)
    for seat, entry in entries.items():
        game = games.submit_orders(game, seat, entry)
    game = games.resolve(game)
    assert game.step.key == "battle"
    savegame.save(path, game)


def saga(tmp_path: Path) -> Path:
    path = tmp_path / "saga.hexsave"
    saga_world.build_campaign(path)
    game = saga_world.advance_to(path, "battle")
    view = game.rules.view(game.state, None)
    # Every battle of the turn is open at once: Cromlech (carol, bob) and the Pyramid
    # (carol, alice). alice gives the Pyramid's, so that bob is the one called; carol,
    # in both, names the battle of hers.
    [(terrain, (first, second)), (_, (_, other))] = [(p.key, p.seats)
                                                     for p in game.step.parts]
    example = view["fighting"][0]["example"]
    differed(path, {other: "auto\n",
                    first: f"at {terrain}\nwinner {first}\n{example['left']}\n",
                    second: f"winner {first}\n"})
    return path


def medfan(tmp_path: Path) -> Path:
    path = tmp_path / "medfan.hexsave"
    medfan_world.build_campaign(path)
    medfan_world.advance_to(path, "battle")
    differed(path, {"alice": "winner alice\nleft bob Goblins 10\n",
                    "bob": "winner alice\nlost bob Goblins 5\n"})
    return path


@SIZES
@pytest.mark.parametrize("campaign", ["saga", "medfan"])
def test_differing_entries(campaign: str, speak: None, size: tuple[int, int],
                           tmp_path: Path, snap_compare: Any) -> None:
    save = saga(tmp_path) if campaign == "saga" else medfan(tmp_path)
    assert snap_compare(HextermApp(save.parent, save), terminal_size=size)
