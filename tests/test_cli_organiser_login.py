"""`hexterm organiser pin|add-key|remove-key SAVE` (issue 30: "Served, the organiser's
screen needs the organiser's key or PIN"): shaped as `hexterm seat pin` and `seat
add-key` (the same prompts and refusals, tests/test_pins.py, tests/ssh/
test_seat_keys.py), the organiser's PIN hashed and keys kept in the save's header,
which a save without them does not hold (its bytes as before). The prompts at a
terminal run the installed program in tmux."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.seats import ORGANISER_LOGIN, pin_matches
from hexterm.save import savefile, savegame
from hexterm.save.errors import SaveError
from tests.helpers.terminal import Terminal
from tests.ssh.sshplay import write_key


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--ruleset", "tactical", "--seat", "alice:North",
                 "--seat", "bob:South"]) == 0
    return path


def header_login(save: Path) -> object:
    return savefile.read_header(save).get(ORGANISER_LOGIN)


def test_the_pin_set_hashed_in_the_header_then_removed_the_bytes_as_before(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = save.read_bytes()
    assert header_login(save) is None
    assert main(["organiser", "pin", str(save), "--pin", "8642"]) == 0
    assert capsys.readouterr().out.endswith("organiser: PIN set\n")
    login = header_login(save)
    assert isinstance(login, dict) and login["pin_hash"].startswith("scrypt$")
    assert "8642" not in save.read_bytes().decode("latin-1")
    game = savegame.load(save)
    assert pin_matches(login["pin_hash"], "8642") and game.organiser.opens("8642")
    assert not game.organiser.opens("8643") and not game.organiser.opens("")
    assert all(seat.pin_hash is None for seat in game.seats)  # no seat's PIN
    assert main(["organiser", "pin", str(save), "--remove", "--yes"]) == 0
    assert capsys.readouterr().out.endswith("organiser: PIN removed\n")
    assert save.read_bytes() == before


def test_the_pin_from_the_environment_or_standard_input(
        save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEXTERM_PIN", "1111")
    assert main(["organiser", "pin", str(save)]) == 0
    assert savegame.load(save).organiser.opens("1111")
    monkeypatch.delenv("HEXTERM_PIN")
    import io
    monkeypatch.setattr("sys.stdin", io.StringIO("2222\n"))
    assert main(["organiser", "pin", str(save)]) == 0
    assert savegame.load(save).organiser.opens("2222")


@pytest.mark.parametrize(("args", "sentence"), [
    (["--pin", "12"], "hexterm: a PIN has at least 4 characters, not 2\n"),
    (["--pin", " 2468"], "hexterm: a PIN cannot begin or end with a space\n"),
    (["--remove"], "hexterm: removing the organiser's PIN needs a confirmation: answer at "
                   "a terminal, or add --yes\n"),
    (["alice"], "hexterm: organiser pin takes no 'alice': give the PIN with --pin\n"),
])
def test_refusals_are_one_sentence_and_change_nothing(
        save: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        args: list[str], sentence: str) -> None:
    import io
    assert main(["organiser", "pin", str(save), "--pin", "8642"]) == 0
    before = save.read_bytes()
    capsys.readouterr()
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["organiser", "pin", str(save), *args]) == 1
    assert capsys.readouterr().err == sentence
    assert save.read_bytes() == before


def test_refusals_in_french(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fr", "organiser", "pin", str(save), "--pin", "12"]) == 1
    assert capsys.readouterr().err == ("hexterm: un code PIN a au moins 4 caractères, "
                                       "pas 2\n")
    assert main(["--lang", "fr", "organiser", "pin", str(save), "--pin", "8642"]) == 0
    assert capsys.readouterr().out.endswith("organisateur : code PIN posé\n")


def test_keys_added_kept_and_removed(save: Path, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    key = write_key(tmp_path / "organiser_key")
    pub = str(tmp_path / "organiser_key.pub")
    assert main(["organiser", "add-key", str(save), pub]) == 0
    fingerprint = key.get_fingerprint()
    assert capsys.readouterr().out.splitlines()[-2:] == [
        f"organiser: key {fingerprint} added", "the organiser has 1 SSH key"]
    login = header_login(save)
    assert isinstance(login, dict) and login["pin_hash"] is None
    [text] = login["keys"]
    assert text.split()[1] == key.export_public_key().decode().split()[1]
    assert main(["organiser", "add-key", str(save), pub]) == 1
    assert capsys.readouterr().err == "hexterm: the organiser already has this key\n"
    assert main(["organiser", "add-key", str(save), str(tmp_path / "organiser_key")]) == 1
    assert "private key" in capsys.readouterr().err
    assert main(["organiser", "add-key", str(save)]) == 1
    assert capsys.readouterr().err == ("hexterm: organiser add-key needs the key: a .pub "
                                       "file or its text\n")
    assert main(["organiser", "remove-key", str(save), "nobody"]) == 1
    assert capsys.readouterr().err == "hexterm: the organiser has no key 'nobody'\n"
    assert main(["organiser", "remove-key", str(save), "organiser_key"]) == 0  # its comment
    assert capsys.readouterr().out.splitlines()[-2:] == [
        f"organiser: key {fingerprint} removed", "the organiser has 0 SSH keys"]
    assert header_login(save) is None  # nothing left: left out of the header


def test_a_damaged_organisers_login_is_one_sentence(save: Path) -> None:
    snap = savefile.read(save)
    header = {**snap.header, ORGANISER_LOGIN: {"pin_hash": 7}}
    broken = save.with_name("broken.hexsave")
    savefile.write(broken, header, dict(snap.body))
    with pytest.raises(SaveError, match=r"broken\.hexsave cannot be opened: the save's "
                                        r"organiser's login is damaged"):
        savegame.load(broken)


# --- at a terminal, as `hexterm seat pin` asks ------------------------------------------

@pytest.fixture
def run_in_terminal(save: Path) -> Iterator[Callable[..., Terminal]]:
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


def test_the_pin_is_asked_twice_at_a_terminal(save: Path,
                                              run_in_terminal: Callable[..., Terminal]
                                              ) -> None:
    term = run_in_terminal("organiser", "pin", str(save))
    term.wait_for("New PIN for the organiser (at least 4 characters; nothing to remove "
                  "it):")
    term.type("8642")
    term.send("Enter")
    term.wait_for("The same PIN again:")
    assert "8642" not in term.screen()  # hidden as it is typed
    term.type("8642")
    term.send("Enter")
    term.wait_for("organiser: PIN set")
    assert term.exit_status() == 0
    assert savegame.load(save).organiser.opens("8642")


@pytest.mark.parametrize(("answer", "removed"), [("y", True), ("n", False)])
def test_removing_the_pin_is_confirmed(save: Path, run_in_terminal: Callable[..., Terminal],
                                       answer: str, removed: bool) -> None:
    assert main(["organiser", "pin", str(save), "--pin", "8642"]) == 0
    term = run_in_terminal("organiser", "pin", str(save))
    term.wait_for("New PIN for the organiser")
    term.send("Enter")  # nothing: remove it
    term.wait_for("Remove the organiser's PIN? Anyone at the keyboard could then open the "
                  "organiser's screen. [y/N]")
    term.type(answer)
    term.send("Enter")
    term.wait_for("organiser: PIN removed" if removed else "organiser: PIN kept")
    assert savegame.load(save).organiser.has_pin is not removed
