"""Pictures of the reports with a quest found and its answers: at 80×24 and 160×48 in
English, and at 80×24 in French. Each was looked at before it was accepted.

The world is `test_quests.tomb_game`: GLA12's reconnaissance found the tomb on C11;
alice's draft gives GLA12 `recon N`, and she answers B.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm import i18n
from tests.screens.planisphere.test_quests import Host, tomb_game


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.set_language("en")


async def answer_b(pilot: Pilot[None]) -> None:
    await pilot.press("q", "down", "enter")  # the answers, then B
    await pilot.pause()


@pytest.mark.parametrize(("lang", "size"), [("en", (80, 24)), ("en", (160, 48)),
                                            ("fr", (80, 24))],
                         ids=["en-80x24", "en-160x48", "fr-80x24"])
def test_reports_with_a_quest(lang: str, size: tuple[int, int], tmp_path: Path, speak: None,
                              snap_compare: Any) -> None:
    i18n.set_language(lang)
    host = Host(tomb_game(tmp_path), draft="unit GLA12: recon N\n")
    assert snap_compare(host, terminal_size=size, run_before=answer_b)
