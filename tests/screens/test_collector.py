"""The garbage collector's full passes made while the player rests
(hexterm/screens/shared/collector.py): held off the frames while a program runs, made
when due once the player has pressed nothing for a second, and the collector put back as
it was when the program ends."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm.app import HextermApp
from hexterm.screens.shared import collector
from tests.helpers.waits import until


@pytest.fixture
def held() -> Iterator[tuple[int, int, int]]:
    """The collector held, and released after the test whatever happens."""
    before = gc.get_threshold()
    collector.hold()
    try:
        yield before
    finally:
        collector.release()
        gc.set_threshold(*before)


def test_holding_makes_the_automatic_full_pass_wait_ten_times_as_long(
        held: tuple[int, int, int]) -> None:
    first, second, third = held
    assert gc.get_threshold() == (first, second, third * 10)
    collector.hold()  # once a process: not ten times more again
    assert gc.get_threshold() == (first, second, third * 10)
    collector.release()
    assert gc.get_threshold() == held


def young_passes(count: int) -> None:
    """`count` passes of the younger generations, each counted towards a full one."""
    gc.collect()  # the count of younger passes starts again from none
    for _ in range(count):
        gc.collect(1)


def test_a_full_pass_is_made_at_rest_once_the_default_would_have_made_it(
        held: tuple[int, int, int]) -> None:
    third = held[2]
    young_passes(third - 1)
    assert not collector.collect_if_rested(60.0)  # not due yet: the default waits
    young_passes(third)
    assert not collector.collect_if_rested(0.2)  # due, but a key was pressed just now
    assert gc.get_count()[2] >= third
    assert collector.collect_if_rested(collector.REST)  # due, and a second at rest
    assert gc.get_count()[2] == 0  # the full pass made: the count starts again


def test_nothing_is_collected_at_rest_when_the_collector_is_not_held() -> None:
    young_passes(gc.get_threshold()[2] + 1)
    assert not collector.collect_if_rested(60.0)


def test_the_program_holds_the_collector_while_it_runs_and_puts_it_back_at_its_end(
        tmp_path: Path) -> None:
    before = gc.get_threshold()
    during: list[tuple[int, int, int]] = []

    async def run() -> None:
        app = HextermApp(tmp_path, idle=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: type(app.screen).__name__ == "TitleScreen",
                        "the title screen")
            during.append(gc.get_threshold())

    try:
        asyncio.run(run())
        assert during == [(before[0], before[1], before[2] * 10)]
        assert gc.get_threshold() == before
    finally:
        gc.set_threshold(*before)
