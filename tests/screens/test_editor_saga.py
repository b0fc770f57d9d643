"""The pictures of the SAGA road map in the world editor (`hexterm edit`, issue 30):
the documented map of six terrains (docs/scenarios/saga.toml), Varn made prestigious,
a new developed terrain beyond Harrow joined to it by a road, a village of alice on
Rask, the cursor on the new terrain; in both languages at both sizes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from hexterm.editor.document import Document
from hexterm.screens.shared.editor import EditorApp, EditorScreen
from tests.editor.test_saga_editing import MAP
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.waits import until


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_editor_saga(tmp_path: Path, speak: None, size: tuple[int, int],
                              snap_compare: Any) -> None:
    path = tmp_path / "fjords.toml"
    path.write_text(MAP, encoding="utf-8")

    async def edited(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "the editor")
        await pilot.press("p", "p", "space")  # Varn: prestigious
        await pilot.press("right", "right", "down", "u")  # a village of alice on Rask
        await pilot.press("up", "right", "P", "space")  # a developed terrain, T1
        await pilot.press("r", "left", "r", "right")  # its road to Harrow
    assert snap_compare(EditorApp(Document.open(path)), terminal_size=size,
                        run_before=edited)
