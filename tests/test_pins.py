"""PINs (issue 24): a PIN has at least 4 characters (`seats.check_new_pin`, the one rule
`hexterm seat pin` and the new-game form call), `hexterm seat pin` asks for it twice
at a terminal, and removing a seat's PIN asks for a confirmation. The terminal tests
run the installed program in tmux (tests/helpers/terminal.py's `Terminal`)."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.errors import SeatError
from hexterm.engine.seats import MIN_PIN, Seat, check_new_pin, check_pin
from hexterm.save import savegame
from hexterm.worlds import new_pin_hash
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--ruleset", "tactical", "--seat", "alice:North",
                 "--seat", "bob:South"]) == 0
    return path


@pytest.fixture
def run_in_terminal(save: Path) -> Iterator[Callable[..., Terminal]]:
    """Start `hexterm ARGS` in a terminal of its own (each stopped after the test)."""
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.fail("tmux is not installed: these tests run the program in tmux")
    started: list[Terminal] = []

    def start(*args: str) -> Terminal:
        term = Terminal(tmux, save.parent)
        started.append(term)
        term.start(*args)
        return term

    try:
        yield start
    finally:
        for term in started:
            term.close()


def pin_of(save: Path, seat: str) -> str | None:
    return savegame.load(save).seat(seat).pin_hash


def test_the_pin_rule() -> None:
    assert MIN_PIN == 4  # the words: at least 4 characters
    assert check_new_pin("2468") == "2468" and check_new_pin("long pin") == "long pin"
    for short in ("", "1", "246"):
        with pytest.raises(SeatError, match=f"a PIN has at least 4 characters, not "
                                            f"{len(short)}"):
            check_new_pin(short)
    with pytest.raises(SeatError, match="cannot begin or end with a space"):
        check_new_pin(" 2468")


def test_a_new_pin_s_hash_follows_the_rule() -> None:
    """worlds.new_pin_hash, which every new seat's PIN goes through, keeps the rule: no
    PIN is none, a short one a SeatError, a long enough one a hash that checks."""
    assert new_pin_hash("") is None
    with pytest.raises(SeatError, match="a PIN has at least 4 characters, not 3"):
        new_pin_hash("246")
    seat = Seat("alice", "glaces", pin_hash=new_pin_hash("2468"))
    assert seat.has_pin and check_pin(seat, "2468") and not check_pin(seat, "2469")


def test_a_short_pin_is_refused_and_nothing_changes(save: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seat", "pin", str(save), "alice", "--pin", "246"]) == 1
    assert capsys.readouterr().err == "hexterm: a PIN has at least 4 characters, not 3\n"
    assert pin_of(save, "alice") is None
    assert main(["seat", "pin", str(save), "alice", "--pin", "2468"]) == 0
    assert check_pin(savegame.load(save).seat("alice"), "2468")


def test_the_pin_is_asked_twice_at_a_terminal(save: Path,
                                              run_in_terminal: Callable[..., Terminal]
                                              ) -> None:
    term = run_in_terminal("seat", "pin", str(save), "alice")
    term.wait_for("New PIN for alice (at least 4 characters; nothing to remove it):")
    term.type("2468")
    term.send("Enter")
    term.wait_for("The same PIN again:")
    assert "2468" not in term.screen()  # hidden as it is typed
    term.type("2468")
    term.send("Enter")
    term.wait_for("seat alice: PIN set")
    assert term.exit_status() == 0
    assert check_pin(savegame.load(save).seat("alice"), "2468")


def test_two_different_pins_change_nothing(save: Path,
                                           run_in_terminal: Callable[..., Terminal]) -> None:
    term = run_in_terminal("seat", "pin", str(save), "alice")
    term.wait_for("New PIN for alice")
    term.type("2468")
    term.send("Enter")
    term.wait_for("The same PIN again:")
    term.type("2469")
    term.send("Enter")
    term.wait_for("hexterm: the two PINs typed differ: nothing was changed")
    assert term.exit_status() == 1
    assert pin_of(save, "alice") is None


def test_a_short_pin_typed_is_refused(save: Path,
                                      run_in_terminal: Callable[..., Terminal]) -> None:
    term = run_in_terminal("seat", "pin", str(save), "alice")
    term.wait_for("New PIN for alice")
    term.type("12")
    term.send("Enter")  # said at once, not asked again
    term.wait_for("hexterm: a PIN has at least 4 characters, not 2")
    assert "The same PIN again" not in term.screen()
    assert term.exit_status() == 1
    assert pin_of(save, "alice") is None


@pytest.mark.parametrize(("answer", "removed"), [("y", True), ("o", True), ("n", False),
                                               ("", False)])
def test_removing_a_pin_is_confirmed(save: Path, run_in_terminal: Callable[..., Terminal],
                                     answer: str, removed: bool) -> None:
    assert main(["seat", "pin", str(save), "alice", "--pin", "2468"]) == 0
    term = run_in_terminal("seat", "pin", str(save), "alice")
    term.wait_for("New PIN for alice")
    term.send("Enter")  # nothing: remove it
    term.wait_for("Remove alice's PIN? Anyone at the keyboard could then play alice. "
                  "[y/N]")
    if answer:
        term.type(answer)
    term.send("Enter")
    term.wait_for("seat alice: PIN removed" if removed else "seat alice: PIN kept")
    assert term.exit_status() == 0
    assert (pin_of(save, "alice") is None) is removed


def test_removing_a_pin_from_a_script_needs_yes(save: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seat", "pin", str(save), "alice", "--pin", "2468"]) == 0
    assert main(["seat", "pin", str(save), "alice", "--remove"]) == 1
    assert capsys.readouterr().err == ("hexterm: removing alice's PIN needs a "
                                       "confirmation: answer at a terminal, or add --yes\n")
    assert pin_of(save, "alice") is not None
    assert main(["seat", "pin", str(save), "alice", "--pin", ""]) == 1  # the same
    assert main(["seat", "pin", str(save), "alice", "--remove", "--yes"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "seat alice: PIN removed"
    assert pin_of(save, "alice") is None
