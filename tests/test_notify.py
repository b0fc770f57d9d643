"""Notifications (issue 28, docs/notifications.md): the organiser's command run with the
event in its environment and as JSON on its standard input, the most specific command of
`notify.toml` chosen, a failure written in `notify.log` and never raised, and the
sequences a connected terminal is sent. Real commands through the shell; no waiting."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.messages import Message, phrase
from hexterm.engine.notices import KINDS, STEP_OPENED, Notice
from hexterm.notify import alert, deliver

TINY = str(Path(__file__).parent / "fixtures" / "tiny.toml")
DEADLINE = 1_796_148_000
"""Tuesday 1 December 2026, 18:00 UTC."""
NOW = 1_796_061_600.0
"""A day before it, when the clock of the tests says a failure happened."""
CAPTURE = ('cat > "in-$HEXTERM_SEAT-$HEXTERM_EVENT.json"; '
           'env | grep ^HEXTERM_ | sort > "env-$HEXTERM_SEAT-$HEXTERM_EVENT.txt"')


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    saves = tmp_path / "saves"
    saves.mkdir()
    return saves


def notice(kind: str = STEP_OPENED, seat: str = "alice", *, title: str = "Campagne",
           deadline: int | None = DEADLINE, message: Message | None = None) -> Notice:
    return Notice(kind, seat, "g-42", title, "saga", 3, "declare", deadline,
                  message or phrase("turn {turn}: {seat} is told", turn=3, seat=seat))


def configure(folder: Path, text: str) -> None:
    (folder / "notify.toml").write_text(text, encoding="utf-8")


def log_lines(folder: Path) -> list[str]:
    return (folder / "notify.log").read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_of_event_reaches_the_command_as_json_and_environment(
        folder: Path, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEXTERM_PIN", "4321")  # a served seat's PIN is not handed on
    configure(folder, f"command = '{CAPTURE}'\n")
    save = folder / "campagne.hexsave"
    deliver(save, [notice(kind)])
    assert json.loads((folder / f"in-alice-{kind}.json").read_text()) == {
        "event": kind, "seat": "alice",
        "game": {"id": "g-42", "title": "Campagne", "ruleset": "saga", "save": str(save)},
        "turn": 3, "step": "declare", "deadline": "2026-12-01T18:00:00Z",
        "deadline_epoch": DEADLINE, "text": "turn 3: alice is told"}
    env = (folder / f"env-alice-{kind}.txt").read_text().splitlines()
    assert {f"HEXTERM_EVENT={kind}", "HEXTERM_SEAT=alice", "HEXTERM_GAME=g-42",
            "HEXTERM_TITLE=Campagne", "HEXTERM_TURN=3", "HEXTERM_STEP=declare",
            "HEXTERM_DEADLINE=2026-12-01T18:00:00Z", f"HEXTERM_SAVE={save}",
            "HEXTERM_TEXT=turn 3: alice is told"} <= set(env)
    assert [line for line in env if line.startswith("HEXTERM_PIN")] == []
    assert not (folder / "notify.log").exists()


def test_a_step_with_no_deadline_says_null_and_an_empty_variable(folder: Path) -> None:
    configure(folder, f"command = '{CAPTURE}'\n")
    deliver(folder / "g.hexsave", [notice(deadline=None)])
    data = json.loads((folder / "in-alice-step-opened.json").read_text())
    assert (data["deadline"], data["deadline_epoch"]) == (None, None)
    assert "HEXTERM_DEADLINE=" in (folder / "env-alice-step-opened.txt").read_text().split()


def test_the_most_specific_command_is_chosen(folder: Path) -> None:
    configure(folder, """\
command = 'echo folder > "chosen-$(basename "$HEXTERM_SAVE")-$HEXTERM_SEAT"'

[games."campagne.hexsave"]
command = 'echo game > "chosen-$(basename "$HEXTERM_SAVE")-$HEXTERM_SEAT"'
seats.alice = 'echo alice-own > "chosen-$(basename "$HEXTERM_SAVE")-$HEXTERM_SEAT"'
""")
    deliver(folder / "campagne.hexsave", [notice(seat="alice"), notice(seat="bob")])
    deliver(folder / "autre.hexsave", [notice(seat="alice"), notice(seat="bob")])
    assert {p.name: p.read_text().strip() for p in folder.glob("chosen-*")} == {
        "chosen-campagne.hexsave-alice": "alice-own", "chosen-campagne.hexsave-bob": "game",
        "chosen-autre.hexsave-alice": "folder", "chosen-autre.hexsave-bob": "folder"}


def test_commands_run_at_once_and_a_slow_one_holds_up_no_other(folder: Path) -> None:
    """alice's command waits until bob's has run: it ends only if both run together."""
    configure(folder, """\
timeout = 60
[games."campagne.hexsave"]
seats.alice = 'while [ ! -e bob-ran ]; do sleep 0.05; done; touch alice-ran'
seats.bob = 'touch bob-ran'
""")
    deliver(folder / "campagne.hexsave", [notice(seat="alice"), notice(seat="bob")])
    assert (folder / "alice-ran").exists()
    assert not (folder / "notify.log").exists()


def test_a_file_that_cannot_be_read_is_logged(folder: Path) -> None:
    (folder / "notify.toml").mkdir()  # not a file
    deliver(folder / "campagne.hexsave", [notice()], clock=lambda: NOW)
    (logged,) = log_lines(folder)
    assert logged.startswith("2026-11-30T18:00:00Z campagne.hexsave alice step-opened: "
                             f"{folder / 'notify.toml'} cannot be read: ")


def test_no_command_runs_nothing_and_logs_nothing(folder: Path) -> None:
    deliver(folder / "campagne.hexsave", [notice()])  # no notify.toml at all
    configure(folder, "[games.\"autre.hexsave\"]\ncommand = 'touch ran'\n")
    deliver(folder / "campagne.hexsave", [notice()])  # only another game has one
    assert sorted(p.name for p in folder.iterdir()) == ["notify.toml"]


def test_a_failing_command_is_logged_and_the_next_still_runs(folder: Path) -> None:
    configure(folder, """\
[games."campagne.hexsave"]
seats.alice = 'echo "no mail today" >&2; exit 3'
seats.bob = 'no-such-program-of-hexterm --now'
seats.carol = 'touch carol-was-told'
""")
    assert deliver(folder / "campagne.hexsave",
                   [notice(seat="alice"), notice("reminder", seat="bob"),
                    notice(seat="carol")], clock=lambda: NOW) is None
    alice, bob = log_lines(folder)
    assert alice == ("2026-11-30T18:00:00Z campagne.hexsave alice step-opened: the command "
                     "failed, exit status 3: no mail today")
    assert bob.startswith("2026-11-30T18:00:00Z campagne.hexsave bob reminder: the command "
                          "was not found (")
    assert "no-such-program-of-hexterm" in bob
    assert (folder / "carol-was-told").exists()


def test_a_command_too_slow_is_stopped_and_logged(folder: Path) -> None:
    configure(folder, "timeout = 0.2\ncommand = 'sleep 60; touch finished'\n")
    deliver(folder / "campagne.hexsave", [notice()], clock=lambda: NOW)
    assert log_lines(folder) == ["2026-11-30T18:00:00Z campagne.hexsave alice step-opened: "
                                 "the command took longer than 0.2 s and was stopped"]
    assert not (folder / "finished").exists()


@pytest.mark.parametrize(("text", "line"), [
    ("command = 'true'\n\ncommand = echo hi\n", 3),  # not TOML: a value unquoted
    ("command = 'true'\n[games.\"campagne.hexsave\"]\ncomand = 'true'\n", 3),  # a typo
    ("timeout = 30\ncommand = 7\n", 2),  # not a command
    ("command = 'true'\n[games.\"a.hexsave\"]\ncommand = 'true'\n\n"
     "[games.\"campagne.hexsave\"]\ncommand = ''\n", 6),  # the second game's, empty
    ("[games.\"campagne.hexsave\"]\ncommand = 'true'\nseats.alice = 'x'\n"
     "seats.bob = ['mail', 'bob']\n", 4),  # a seat's command not a text
    ("timeout = 0\n", 1),
])
def test_a_damaged_file_is_logged_with_its_line(folder: Path, text: str, line: int) -> None:
    configure(folder, text)
    deliver(folder / "campagne.hexsave", [notice()], clock=lambda: NOW)
    (logged,) = log_lines(folder)
    assert logged.startswith("2026-11-30T18:00:00Z campagne.hexsave alice step-opened: "
                             f"{folder / 'notify.toml'}, line {line}: ")


def test_the_text_is_in_the_games_language(folder: Path) -> None:
    configure(folder, f"command = '{CAPTURE}'\n")
    told = phrase("A test of the notifications of {title} for {seat}: a command is told "
                  "this way when a step opens (turn {turn})", title="Campagne",
                  seat="alice", turn=3)
    deliver(folder / "g.hexsave", [notice(message=told)], lang="fr")
    data = json.loads((folder / "in-alice-step-opened.json").read_text())
    assert data["text"] == ("Un essai des notifications de Campagne pour alice : "
                            "une commande est prévenue ainsi quand une étape s'ouvre "
                            "(tour 3)")


def test_a_failure_is_logged_in_the_games_language(folder: Path) -> None:
    configure(folder, "command = 'exit 3'\n")
    deliver(folder / "g.hexsave", [notice()], lang="fr", clock=lambda: NOW)
    assert log_lines(folder) == ["2026-11-30T18:00:00Z g.hexsave alice step-opened: "
                                 "la commande a échoué, code de sortie 3"]


HOSTILE = "Evil\x1b]0;owned\x07\x9b2J\u202eseat;\r\nbell\x7f"


def test_an_alert_rings_and_notifies_without_a_hostile_names_escapes() -> None:
    sent = alert(notice(seat=HOSTILE, title=HOSTILE,
                        message=phrase("{seat} is awaited", seat=HOSTILE)), "en")
    assert sent.startswith("\a\x1b]9;")
    osc9, osc777, end = sent[len("\a\x1b]9;"):].split("\a")
    assert end == ""
    assert osc777.startswith("\x1b]777;notify;")
    title, text = osc777[len("\x1b]777;notify;"):].split(";")
    assert text == osc9
    for said in (title, text):
        assert [c for c in said if unicodedata.category(c).startswith("C")] == []
        assert "owned" in said and "bell" in said  # the words kept, harmless
    assert "is awaited" in text


def test_an_alert_is_short_and_said_in_the_players_language() -> None:
    told = phrase("A test of the notifications of {title} for {seat}: a command is told "
                  "this way when a step opens (turn {turn})", title="x" * 500, seat="bob",
                  turn=3)
    sent = alert(notice(message=told), "fr")
    assert sent.count("Un essai des notifications") == 2
    assert len(sent) < 2 * 200 + 40
    assert "\n" not in sent


@pytest.fixture
def game(folder: Path) -> Path:
    save = folder / "g.hexsave"
    assert main(["new", str(save), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seat", "carol:glaces:bot", "--seed", "5"]) == 0
    return save


def test_the_command_lists_each_seats_command(game: Path, folder: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    configure(folder, "command = 'mail-it'\n[games.\"g.hexsave\"]\nseats.Bob = 'page-bob'\n"
                      "seats.bobby = 'page-bobby'\n")
    capsys.readouterr()
    assert main(["notify", str(game)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"alice: mail-it (from command in {folder / 'notify.toml'})",
        f"bob: page-bob (from games.\"g.hexsave\".seats.bob in {folder / 'notify.toml'})",
        f"{folder / 'notify.toml'}: seats.bobby names no seat of this game (seats: alice, "
        "bob, carol)"]
    configure(folder, "[games.\"other.hexsave\"]\ncommand = 'x'\n")
    assert main(["notify", str(game), "--seat", "bob"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"bob: no command (nothing in {folder / 'notify.toml'} applies)"]


def test_the_test_notice_goes_through_the_command(game: Path, folder: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    configure(folder, f"command = '{CAPTURE}'\n")
    capsys.readouterr()
    assert main(["notify", str(game), "--test", "--seat", "bob"]) == 0
    assert capsys.readouterr().out == f"bob: test notice sent to {CAPTURE}\n"
    data = json.loads((folder / "in-bob-step-opened.json").read_text())
    assert (data["event"], data["seat"], data["turn"], data["step"]) == (
        "step-opened", "bob", 1, "orders")
    assert data["game"]["save"] == str(game)
    assert data["text"].startswith("A test of the notifications of ")
    assert not (folder / "in-alice-step-opened.json").exists()


def test_the_test_notice_says_a_failure(game: Path, folder: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    configure(folder, "[games.\"g.hexsave\"]\nseats.alice = 'exit 3'\n")
    capsys.readouterr()
    assert main(["notify", str(game), "--test"]) == 1
    out = capsys.readouterr()
    assert out.err == (f"alice: the command failed, exit status 3 (written in "
                       f"{folder / 'notify.log'})\n")
    assert out.out == "bob: no command, nothing sent\n"
    assert len(log_lines(folder)) == 1


def test_the_command_refuses_a_damaged_file_in_one_sentence(
        game: Path, folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    configure(folder, "command = 'true'\nseats = 3\n")
    capsys.readouterr()
    assert main(["notify", str(game)]) == 1
    assert capsys.readouterr().err == (
        f"hexterm: {folder / 'notify.toml'}, line 2: unknown key 'seats' (known: command, "
        "timeout, games)\n")
    configure(folder, "command = 'true'\n")
    assert main(["notify", str(game), "--seat", "zed"]) == 1
    assert "zed" in capsys.readouterr().err


def test_the_command_speaks_french(game: Path, folder: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    configure(folder, "[games.\"g.hexsave\"]\nseats.alice = 'true'\n")
    capsys.readouterr()
    assert main(["--lang", "fr", "notify", str(game), "--test"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "alice : notification d'essai envoyée à true", "bob : aucune commande, rien d'envoyé"]
