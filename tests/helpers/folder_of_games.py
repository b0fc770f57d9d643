"""A folder of games as an organiser has them (issue 28, the organiser's view): a SAGA
campaign with a 48 h deadline where alice gave her bid and bob is awaited (carol is a
bot), a Planisphère game of 24 h paused by its players an hour in, a Planisphère game
with no deadline, and a file that is no save. Made through the Table at times the test
gives (T0 and an hour later); `NOW` is five hours after T0."""

from __future__ import annotations

from pathlib import Path

from hexterm.engine.deadlines import HOUR, Policy
from hexterm.engine.seats import Seat
from hexterm.table import Table, create_game

T0 = 1_800_000_000  # 2027-01-15 08:00 UTC
NOW = T0 + 5 * HOUR
SAGA = Path(__file__).parent.parent / "fixtures" / "saga_turn.toml"


def make_folder(folder: Path) -> Path:
    """The four files in `folder` (made if need be); `folder`. The SAGA campaign is
    saga_turn.toml under a French group's title ("Le printemps des trois")."""
    folder.mkdir(parents=True, exist_ok=True)
    spring = folder / "spring.hexsave"
    scenario = folder.parent / "printemps.toml"
    scenario.write_text(SAGA.read_text(encoding="utf-8").replace(
        'title = "A turn of three"', 'title = "Le printemps des trois"'), encoding="utf-8")
    create_game(spring, "saga", str(scenario), [Seat("alice", "Vikings"), Seat("bob", "Normans"),
                                            Seat("carol", "Scots", bot=True)],
                3, deadline=Policy(48 * HOUR), now=lambda: T0)
    Table(spring, now=lambda: T0 + HOUR).submit("alice", "1")
    holiday = folder / "holiday.hexsave"
    create_game(holiday, "planisphere", None, [Seat("dan", "glaces"), Seat("eve", "liberia")],
                4, deadline=Policy(24 * HOUR), now=lambda: T0)
    for seat in ("dan", "eve"):
        Table(holiday, now=lambda: T0 + HOUR).ask_pause(seat)
    create_game(folder / "quiet.hexsave", "planisphere", None,
                [Seat("fay", "glaces"), Seat("gus", "liberia")], 5)
    (folder / "broken.hexsave").write_bytes(b"not a save at all")
    return folder
