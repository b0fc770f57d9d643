"""The SAGA road map draws each line once (issue 29: the SAGA road map at the speed of
the terminal), and what it draws is the campaign's.

A scroll of the panels or of the map sideways draws no line of the map again (its
count of lines turned into the terminal's strips, `RoadMap.rendered`); a band taken in
hand (``move BAND``: where it can go shown) draws again the lines that changed, and only
those. On a generated map of 16×10 terrains, six players each with a band at home (the
six homes on the map's edge: its four corners among them), the screen at 80×24 shows,
scrolled to each corner, the corner's terrain, its owner (the player at home there; no
village set) and its band with its points under it.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import TextArea

from benchmarks.tui_rulesets import saga_game, saga_world
from hexterm.app import HextermApp
from hexterm.save import savegame
from hexterm.screens.saga.map import CampaignMap
from tests.helpers.waits import until
from tests.screens.saga.test_saga_screens import saga_screen, shown

COLS, ROWS = 16, 10


def saved(tmp_path: Path) -> Path:
    """Six players at the declarations: p1 to p6 at home on T0000, T0800, T1500, T0009,
    T0809 and T1509, each with its village (V) and a band of 6 points there (Ragnar,
    Rollo, Harald, Olaf, Hakon, Ulf) and one beside."""
    path = tmp_path / "saga.hexsave"
    savegame.save(path, saga_game(saga_world(COLS, ROWS)))
    return path


def test_a_scroll_draws_no_line_again_and_a_band_in_hand_only_the_changed(
        tmp_path: Path) -> None:
    path = saved(tmp_path)

    async def go() -> None:
        app = HextermApp(tmp_path, path)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            board = screen.query_one(CampaignMap)
            await pilot.pause()
            before = board.rendered
            assert 0 < before <= len(board.lines())  # each line once
            await pilot.press("pagedown")
            await pilot.press("alt+right")
            await until(pilot, lambda: screen.query_one("#saga-board").scroll_x > 0,
                        "the map scrolled sideways")
            await pilot.pause()
            assert board.rendered == before
            old = [line.copy() for line in board.lines()]
            band = next(name for name, b in screen.view["bands"].items()
                        if b["seat"] == screen.seat)
            screen.query_one(TextArea).text = f"move {band} "
            await until(pilot, lambda: screen.hand == band, "the band in hand")
            await pilot.pause()
            new = board.lines()
            changed = sum(1 for a, b in zip(old, new, strict=True) if a != b)
            assert len(new) == len(old) and 0 < changed < len(new)
            assert board.rendered - before == changed

    asyncio.run(go())


def test_the_map_shows_each_corner_scrolled_to_it(tmp_path: Path) -> None:
    path = saved(tmp_path)
    corners = {"T0000": ("p1 V", "Ragnar 6"), "T1500": ("p3 V", "Harald 6"),
               "T0009": ("p4 V", "Olaf 6"), "T1509": ("p6 V", "Ulf 6")}

    def cell_shown(text: str, terrain: str) -> tuple[str, str, str] | None:
        """The terrain's title and the two lines under it, where the screen shows it."""
        lines = text.splitlines()
        for y, line in enumerate(lines[:-2]):
            x = line.find(" " + terrain)
            if x >= 0:
                return tuple(lines[y + k][x:x + 9] for k in range(3))  # type: ignore[return-value]
        return None

    async def go() -> None:
        app = HextermApp(tmp_path, path)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            panels = screen.query_one("#saga-panels")
            board = screen.query_one("#saga-board")
            top = screen.top("#saga-map")
            height = screen.query_one(CampaignMap).size.height
            for terrain, (owner, band) in corners.items():
                right = terrain[1:3] != "00"
                bottom = terrain[3:] != "00"
                y = top + height - panels.scrollable_content_region.height if bottom \
                    else top
                panels.scroll_to(y=y, animate=False, immediate=True)
                board.scroll_to(x=board.max_scroll_x if right else 0, animate=False,
                                immediate=True)
                await pilot.pause()
                await pilot.pause()
                got = cell_shown(shown(app), terrain)
                assert got is not None, f"{terrain} is not on the screen"
                assert got[0][1:].startswith(terrain + " ")  # its mark: a normal terrain
                assert got[1].strip() == owner
                assert got[2].startswith(band)

    asyncio.run(go())


def test_drawing_the_map_again_joins_only_the_lines_of_the_cells_that_changed() -> None:
    """`roadmap.draw` keeps each cell line it lays out (its labels joined, padded to the
    column's width): a map of 16×10 places drawn again with one place's label changed
    joins that place's line alone anew, and draws the same map otherwise."""
    from rich.style import Style

    from hexterm.widgets import roadmap
    from hexterm.widgets.roadmap import Cell

    places = {f"T{x:02}{y:02}": (x, y) for x in range(COLS) for y in range(ROWS)}
    roads = [(f"T{x:02}{y:02}", f"T{x + 1:02}{y:02}") for x in range(COLS - 1)
             for y in range(ROWS)]
    bold = Style(bold=True)
    cells = {name: Cell(((("plain", bold),), ((name, Style()),))) for name in places}
    roadmap._joined.cache_clear()
    first = roadmap.draw(places, roads, cells, 200)
    cells["T0305"] = Cell(((("forest", bold),), (("T0305", Style()),)))
    before = roadmap._joined.cache_info().misses
    second = roadmap.draw(places, roads, cells, 200)
    assert roadmap._joined.cache_info().misses - before == 1  # "forest", in its width
    changed = [n for n, (a, b) in enumerate(zip(first, second, strict=True))
               if a.plain != b.plain]
    assert len(changed) == 1 and "forest" in second[changed[0]].plain
    assert second[changed[0]].plain.replace("forest", "plain ") == first[changed[0]].plain
