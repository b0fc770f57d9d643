"""The SAGA editor's map keys (`screens/saga/editing_map.py`), written once as a table
of the arrows: each arrow moves the cursor one place that way, with shift to the
nearest terrain that way; hidden from the footer, said by their arrows; and pressed,
they move the cursor so on the documented map of six terrains."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.binding import Binding
from textual.pilot import Pilot

from hexterm.screens.saga.editing_map import EditedSagaMap
from tests.editor.test_saga_editing import MAP, drive, editor


def test_the_arrows_and_shift_arrows_are_the_map_s_keys() -> None:
    said = [(b.key, b.action, b.description, b.show) if isinstance(b, Binding) else b
            for b in EditedSagaMap.BINDINGS]
    assert said == [
        ("up", "step(0, -1)", "↑", False), ("down", "step(0, 1)", "↓", False),
        ("left", "step(-1, 0)", "←", False), ("right", "step(1, 0)", "→", False),
        ("shift+up", "jump(0, -1)", "↑", False), ("shift+down", "jump(0, 1)", "↓", False),
        ("shift+left", "jump(-1, 0)", "←", False), ("shift+right", "jump(1, 0)", "→", False)]


def test_each_arrow_moves_the_cursor_its_way(tmp_path: Path) -> None:
    path = tmp_path / "fjords.toml"
    path.write_text(MAP, encoding="utf-8")

    async def run(pilot: Pilot[Any]) -> None:
        grid = editor(pilot).query_one("#editor-map", EditedSagaMap)
        visited = []
        for key in ("right", "down", "left", "up", "left", "up"):  # not beyond the map
            await pilot.press(key)
            visited.append(grid.cursor)
        assert visited == [(1, 0), (1, 1), (0, 1), (0, 0), (0, 0), (0, 0)]
        await pilot.press("right", "right", "right", "shift+left")  # [3, 0]: to Harrow
        assert grid.cursor == (2, 0)
        jumped = []
        for key in ("shift+down", "shift+left", "shift+up", "shift+right"):
            await pilot.press(key)
            jumped.append(grid.at(grid.cursor))
        assert jumped == ["Rask", "Menhir", "Ask", "Harrow"]
    drive(path, run)
