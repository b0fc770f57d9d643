"""Settings for the whole test suite.

Under CI (the `CI` environment variable, which `.ci/run` sets), Hypothesis draws the same
examples on every run (`derandomize`), so that a submission's CI judges the code and not
the luck of the draw; everywhere else each run explores new examples, and a failure it
finds is kept in Hypothesis' example database and replayed until fixed.

Text cursors do not blink in tests (`still_cursors`), so that a picture is the same
however long a busy machine takes to reach it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings
from textual.widgets import Input, TextArea

from tests.helpers.terminal import Terminal

# No example is timed (hypothesis's default deadline of 200 ms is a timed assertion: on a
# busy two-core machine an example of the battle entries once took longer and failed).
settings.register_profile("ci", derandomize=True, database=None, deadline=None)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True, scope="session")
def own_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The suite's own cache folder (`XDG_CACHE_HOME`, for the saves hexterm remembers
    having written: `hexterm.save.trust`), the programs it starts included: nothing of
    the user's cache is read or written."""
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))
    yield
    if before is None:
        os.environ.pop("XDG_CACHE_HOME", None)
    else:
        os.environ["XDG_CACHE_HOME"] = before


@pytest.fixture(autouse=True)
def still_cursors(monkeypatch: pytest.MonkeyPatch) -> None:
    """Text cursors do not blink in tests: a picture taken half a second later on a busy
    machine would show the cursor hidden, and differ from the one reviewed."""
    monkeypatch.setattr(Input, "_toggle_cursor", lambda self: None)
    monkeypatch.setattr(TextArea, "_toggle_cursor_blink_visible", lambda self: None)


@pytest.fixture
def terminal(save: Path) -> Iterator[Terminal]:
    """The program in tmux (tests/helpers/terminal.py's `Terminal`) on the test's `save`."""
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.fail("tmux is not installed: these tests run the program in tmux "
                    "(apt-get install tmux; .ci/run installs it)")
    term = Terminal(tmux, save.parent)
    try:
        yield term
    finally:
        term.close()
