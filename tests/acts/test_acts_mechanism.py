"""The organiser's acts as a mechanism (issue 30): `hexterm act SAVE "ACT" --reason`,
through the Table between two steps, refused whole in one sentence, recorded in the log
with its reason, and the same save byte for byte for the same game and acts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.engine.acts import ActError
from hexterm.engine.planisphere.diplomacy.papers import AccordStatus, GrandAccord
from hexterm.engine.planisphere.turn import copy_state
from hexterm.save import savegame
from hexterm.table import Table
from tests.acts.acting import WORLD, act, acts_logged, new_game, report


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return new_game(tmp_path / "g.hexsave")


def test_the_same_game_and_acts_give_the_same_save(tmp_path: Path) -> None:
    saves = []
    for name in ("one", "two"):
        path = new_game(tmp_path / f"{name}.hexsave")
        assert act(path, "card glaces fantassin 2", "the tower is taken") == 0
        assert act(path, "placer pillards fantassin C02 caché", "an ambush", lang="fr") == 0
        saves.append(path.read_bytes())
    assert saves[0] == saves[1]


def test_an_act_is_logged_with_its_canonical_words_and_reason(save: Path) -> None:
    assert act(save, "carte  Glaces FANTASSIN", "  a quest's reward ", lang="fr") == 0
    (event,) = acts_logged(save)
    assert event.args["act"] == "card glaces fantassin 1"  # the English words saves keep
    assert event.args["reason"] == "a quest's reward"
    assert event.phase == "0 acts" and event.turn == 1
    game = savegame.load(save)  # it loads back: the save's checks pass
    game.rules.check_state(game.state, game.seats)


def test_an_act_needs_its_reason(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = save.read_bytes()
    assert act(save, "card glaces fantassin", reason=" ") == 1
    assert capsys.readouterr().err.strip() == (
        "hexterm: an organiser's act needs its reason (--reason): the log and the reports "
        "say it")
    assert save.read_bytes() == before


@pytest.mark.parametrize("text, said", [
    ("", 'say the act: hexterm act SAVE "ACT" --reason "WHY" (the acts: hexterm act SAVE '
         '--list)'),
    ("   ", "the act is empty: write one of the acts that `hexterm act SAVE --list` gives"),
    ("deploy GLA4", "'deploy' is not an act of the Planisphère (the acts: hexterm act SAVE "
                    "--list)"),
    ("card glaces", "'card glaces' is not written as the act's form: card FACTION TYPE "
                    "[COUNT]"),
])
def test_an_act_that_cannot_be_read_is_refused_in_one_sentence(
        save: Path, text: str, said: str, capsys: pytest.CaptureFixture[str]) -> None:
    before = save.read_bytes()
    assert act(save, text) == 1
    assert capsys.readouterr().err.strip() == f"hexterm: {said}"
    assert save.read_bytes() == before


def test_an_act_that_would_break_an_input_given_is_refused(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """alice's unit buys iron at Pontié this turn; closing that listing would make her
    orders wrong: the act waits until she takes them back."""
    orders = tmp_path / "orders.txt"
    orders.write_text("unit GLA4: trade at B02 buy fer:5\n")
    assert main(["orders", "submit", str(save), "--as", "alice", str(orders)]) == 0
    before = save.read_bytes()
    assert act(save, "market B02 close fer sells", "the mine is flooded") == 1
    err = capsys.readouterr().err
    assert err.startswith("hexterm: the act 'market B02 close fer sells' is refused: the "
                          "input alice gave for this step would no longer hold (")
    assert "Pontié no longer sells fer: the listing is closed" in err
    assert err.rstrip().endswith("alice takes it back first")
    assert save.read_bytes() == before
    assert main(["undo", str(save), "--as", "alice"]) == 0
    assert act(save, "market B02 close fer sells", "the mine is flooded") == 0


def test_an_act_is_for_the_turn_the_organiser_read(save: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    before = save.read_bytes()
    assert main(["act", str(save), "card glaces fantassin", "--reason", "r",
                 "--turn", "2"]) == 1
    assert "is at turn 1 now, not turn 2: nothing was written" in capsys.readouterr().err
    assert save.read_bytes() == before


def test_a_game_without_acts_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                     ) -> None:
    path = tmp_path / "n.hexsave"
    assert main(["new", str(path), "--ruleset", "novlemia", "--seat", "a:x", "--seat",
                 "b:y", "--seed", "1"]) == 0
    before = path.read_bytes()
    assert main(["act", str(path), "card x y", "--reason", "r"]) == 1
    assert capsys.readouterr().err.strip() == "hexterm: Novlémia has no organiser's acts"
    assert main(["act", str(path), "--list"]) == 1
    assert capsys.readouterr().err.strip() == "hexterm: Novlémia has no organiser's acts"
    assert path.read_bytes() == before


def test_the_list_gives_each_act_its_form_in_the_players_language(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["act", str(save), "--list"]) == 0
    english = capsys.readouterr().out.splitlines()
    assert english[:3] == [
        "card FACTION TYPE [COUNT]",
        "    hand out unit cards of a type to a faction's reserve (1 by default)",
        "    for example: card glaces fantassin 2"]
    assert "place FACTION TYPE HEX [hidden]" in english
    assert main(["--lang", "fr", "act", str(save), "--list"]) == 0
    french = capsys.readouterr().out.splitlines()
    assert french[0] == "carte FACTION TYPE [NOMBRE]"
    assert "placer FACTION TYPE HEX [caché]" in french
    assert any(line.strip().startswith("par exemple") and line.endswith(": déplacer PIL1 D03")
               for line in french)


def test_every_example_reads_in_both_languages_to_the_same_act(save: Path) -> None:
    """The examples the list gives, typed in English or in French, are the same act."""
    from hexterm.catalogues import render

    table = Table(save, catch_up=False)
    rules, state = table.game.rules, copy_state(table.game.state)
    # the examples' grand accord: A1, signed by the diplomats of both factions
    state.accords["A1"] = GrandAccord("A1", "Pacte", "glaces", ("glaces", "liberia"),
                                      accepted=("glaces", "liberia"),
                                      status=AccordStatus.SIGNED)
    for form in table.act_forms():
        english = rules.read_act(state, render(form.example, "en"))
        french = rules.read_act(state, render(form.example, "fr"))
        assert english == french
        assert english.key == form.key and english.text.startswith(form.key)


def test_the_table_says_the_events_it_logged(save: Path) -> None:
    table = Table(save, catch_up=False)
    events = table.act("influence C03 liberia +2", "a preacher")
    assert [e.key for e in events] == ["act.influence"]
    assert table.game.log[-1] == events[0]
    with pytest.raises(ActError):
        table.act("influence C03 liberia +5", "too much")
    assert savegame.load(save).log[-1] == events[0]


def test_the_report_says_the_act_and_why(save: Path, capsys: pytest.CaptureFixture[str]
                                         ) -> None:
    assert act(save, "terrain C03 plaine,route,pont", "a bridge is built") == 0
    out = report(save, capsys, "bob")
    assert ("[0 organiser's acts] C03: the organiser's act: hex C03 is now Plaine, Route, "
            "Pont (reason: a bridge is built)") in out
    french = report(save, capsys, "bob", lang="fr")
    assert "0 actes de l'organisateur" in french
    assert "acte de l'organisateur" in french and "raison" in french
    assert "a bridge is built" in french  # the organiser's own words, as written


def test_an_act_that_would_leave_a_broken_game_is_refused(
        save: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    """Whatever a ruleset's act does, the game after it must pass the save's check."""
    rules = savegame.load(save).rules
    applied = type(rules).apply_act

    def broken(self: Any, state: Any, act: Any, reason: str, dice: Any, turn: int
               ) -> tuple[Any, list[Any]]:
        state, events = applied(self, state, act, reason, dice, turn)
        state.units["GLA5"].faction = "argnet"  # a card of a faction that does not exist
        return state, events

    monkeypatch.setattr(type(rules), "apply_act", broken)
    before = save.read_bytes()
    assert act(save, "card glaces fantassin", "a reward") == 1
    assert capsys.readouterr().err.strip() == (
        "hexterm: the act 'card glaces fantassin 1' is refused: it would leave a game that "
        "does not hold together (unit GLA5 names the faction 'argnet', which does not "
        "exist)")
    assert save.read_bytes() == before


def test_a_game_over_takes_no_act(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    world = tmp_path / "short.toml"  # one session of one turn: over once it is played
    world.write_text(WORLD.read_text().replace("turns_per_session = 2", "turns_per_session "
                                               "= 1").replace("sessions = 2", "sessions = 1"))
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", str(world), "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seed", "3"]) == 0
    assert main(["autoplay", str(path), "--force"]) == 0
    assert savegame.load(path).outcome is not None
    capsys.readouterr()
    assert act(path, "card glaces fantassin", "too late") == 1
    assert capsys.readouterr().err.strip() == (
        "hexterm: the game is over: the organiser's acts are for a game in play")


def test_the_installed_command_speaks_the_players_language(save: Path) -> None:
    """`hexterm act` as a French organiser's terminal runs it (LANG), in a process of
    its own: the act typed in French, said back in French, the save in English words."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "LANG": "fr_FR.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "hexterm", "act", str(save),
                           "influence C03 liberia +1", "--reason", "un prédicateur"],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("acte de l'organisateur")
    assert "passe de 0 à 1" in done.stdout and "un prédicateur" in done.stdout
    assert acts_logged(save)[-1].args["act"] == "influence C03 liberia 1"
