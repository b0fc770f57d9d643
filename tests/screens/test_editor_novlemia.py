"""The pictures of Novlémia's map in the world editor (`hexterm edit`, issue 30): a
plain with a city of argent on A02, a forest on A03, in both languages at both sizes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from hexterm.editor.document import Document
from hexterm.screens.shared.editor import EditorApp, EditorScreen
from tests.editor.test_novlemia_editing import WORLD
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.waits import until


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_editor_novlemia(tmp_path: Path, speak: None, size: tuple[int, int],
                                  snap_compare: Any) -> None:
    path = tmp_path / "mer.toml"
    path.write_text(WORLD, encoding="utf-8")

    async def edited(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "the editor")
        await pilot.press("right", "p", "space", "n")  # A02: a plain, a city of argent
        await pilot.press("right", "p", "space")  # A03: a forest
    assert snap_compare(EditorApp(Document.open(path)), terminal_size=size,
                        run_before=edited)
