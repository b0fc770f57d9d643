"""A change of the save done in a thread while the screen says so: sending a seat's
orders (the last ones resolve the turn), resolving the turn at one keyboard.

`WorkingScreen` runs its task in a Textual thread worker, so that a big resolution or a
save locked by another program never freezes the terminal, and shows one progress line
meanwhile (a still line: nothing animates, so a slow SSH link carries one frame). It
dismisses with the task's result. When the task fails with a
`HextermError` (the lock held too long, a full disk, a save damaged or replaced), the
sentence is shown with `r` to try again and `escape` to go back, and nothing is lost:
the caller keeps the draft.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from textual import work
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from hexterm.engine.errors import HextermError
from hexterm.screens.shared.common import sentence
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

T = TypeVar("T")


@dataclass(frozen=True)
class Failed:
    """A task that failed with a `HextermError`: its sentence."""

    sentence: str


class WorkingScreen(Localised, ModalScreen[T | None], Generic[T]):
    """`job()` run in a thread with `doing` on screen; dismissed with its result, or
    with None when the player goes back after a failure."""

    CSS_PATH = STYLES
    BINDINGS = [("r", "again", "Try again"), ("escape", "back", "Back")]

    def __init__(self, job: Callable[[], T], doing: str, failed: str) -> None:
        super().__init__()
        self.job, self.doing, self.failed = job, doing, failed
        self.problem = ""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.doing, id="working-line")
            yield Static("", id="working-problem")
        yield Footer()

    def on_mount(self) -> None:
        self.start()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return bool(self.problem)  # r and escape only once the task has failed

    def start(self) -> None:
        self.problem = ""
        self.query_one("#working-line", Static).update(self.doing)
        self.query_one("#working-problem", Static).update("")
        self.refresh_bindings()
        self.run_task()

    @work(thread=True, exclusive=True, group="working")
    def run_task(self) -> T | Failed:
        try:
            return self.job()
        except HextermError as exc:
            return Failed(sentence(exc))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """The task's end, once its worker has ended (dismissing from the thread would
        cancel the very worker that asks it)."""
        worker = event.worker
        if worker.group != "working" or event.state != WorkerState.SUCCESS:
            return
        if isinstance(worker.result, Failed):
            self.show_failure(worker.result.sentence)
        else:
            self.dismiss(worker.result)

    def show_failure(self, sentence: str) -> None:
        self.problem = sentence
        self.query_one("#working-line", Static).update(self.failed)
        self.query_one("#working-problem", Static).update(sentence)
        self.refresh_bindings()

    def action_again(self) -> None:
        self.start()

    def action_back(self) -> None:
        self.dismiss(None)
