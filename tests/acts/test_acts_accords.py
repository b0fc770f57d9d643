"""The authorities of each faction answer a grand accord its diplomats signed (issue 30):
"un Grand Accord doit être accepté par les autorités de chaque faction concerné pour
être ratifié", and "chaque diplomate concerné recevra la réponse des autorités de sa
Faction". The diplomats' answers sign an accord; the organiser, as each faction's
authorities, ratifies or refuses it (`hexterm act SAVE "ratify A1 FACTION"`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.planisphere.bonds import Clause
from hexterm.engine.planisphere.diplomacy.accords import bonds_of
from hexterm.engine.planisphere.diplomacy.papers import AccordStatus
from hexterm.save import savegame
from hexterm.screens.planisphere.documents_text import authorities_line, describe_accord
from tests.acts.acting import act, acts_logged, new_game, report


def orders(path: Path, seat: str, text: str, tmp_path: Path) -> None:
    written = tmp_path / f"{seat}.txt"
    written.write_text(text)
    assert main(["orders", "submit", str(path), "--as", seat, str(written)]) == 0


@pytest.fixture
def signed(tmp_path: Path) -> Path:
    """A1, 'Pacte du Nord', proposed by alice for the glaces (turn 1) and accepted by bob
    for the liberia (turn 2): signed by the diplomats of both factions."""
    path = new_game(tmp_path / "g.hexsave", roles=":diplomat")
    orders(path, "alice", "accord propose Pacte du Nord with liberia : entraide\n", tmp_path)
    orders(path, "bob", "unit LIB1: defend\n", tmp_path)
    orders(path, "alice", "unit GLA4: defend\n", tmp_path)
    orders(path, "bob", "accord accept A1\n", tmp_path)
    return path


def accord(path: Path) -> tuple[AccordStatus, tuple[str, ...]]:
    found = savegame.load(path).state.accords["A1"]
    return found.status, found.ratified


def test_an_accord_signed_by_the_diplomats_binds_nobody_yet(signed: Path) -> None:
    state = savegame.load(signed).state
    assert state.accords["A1"].status is AccordStatus.SIGNED
    assert state.accords["A1"].accepted == ("glaces", "liberia")
    assert bonds_of(state).clauses("glaces", "liberia") == frozenset()


def test_it_is_ratified_once_every_factions_authorities_accept_it(
        signed: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert act(signed, "ratify A1 glaces", "the queen favours the north") == 0
    assert accord(signed) == (AccordStatus.SIGNED, ("glaces",))  # Libéria's still awaited
    answer = ("the organiser's act: the authorities of Royaume des Glaces accept the grand "
              "accord 'Pacte du Nord' (A1) (reason: the queen favours the north)")
    assert answer in report(signed, capsys, "alice", turn=3)  # the glaces' diplomat
    assert "A1" not in report(signed, capsys, "bob", turn=3)  # not Libéria's answer
    assert act(signed, "ratifier A1 liberia", "le sénat l'approuve", lang="fr") == 0
    assert accord(signed) == (AccordStatus.RATIFIED, ("glaces", "liberia"))
    assert acts_logged(signed)[-1].args["act"] == "ratify A1 liberia"
    assert bonds_of(savegame.load(signed).state).clauses("glaces", "liberia") == frozenset(
        {Clause.PASSAGE, Clause.NON_AGGRESSION, Clause.ALLIANCE})
    ratified = ("the authorities of Empire de Libéria accept the grand accord 'Pacte du "
                "Nord' (A1); the authorities of every faction concerned have accepted it: "
                "it is ratified (reason: le sénat l'approuve)")
    assert ratified in report(signed, capsys, "alice", turn=3)
    assert ratified in report(signed, capsys, "bob", turn=3)
    assert "est ratifié" in report(signed, capsys, "bob", lang="fr", turn=3)


def test_one_factions_authorities_refuse_it(signed: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert act(signed, "ratify A1 glaces", "the queen favours the north") == 0
    assert act(signed, "refuse A1 liberia", "the senate fears the north") == 0
    assert accord(signed)[0] is AccordStatus.REFUSED
    refused = ("the authorities of Empire de Libéria refuse the grand accord 'Pacte du "
               "Nord' (A1): it is refused (reason: the senate fears the north)")
    assert refused in report(signed, capsys, "alice", turn=3)  # every party is told
    assert refused in report(signed, capsys, "bob", turn=3)
    assert bonds_of(savegame.load(signed).state).clauses("glaces", "liberia") == frozenset()


def test_a_bad_answer_is_refused_in_one_sentence(tmp_path: Path, signed: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    def refused(path: Path, text: str, said: str) -> None:
        before = path.read_bytes()
        capsys.readouterr()
        assert act(path, text) == 1
        assert capsys.readouterr().err.strip() == f"hexterm: {said}"
        assert path.read_bytes() == before

    refused(signed, "ratify A9 glaces", "there is no grand accord 'A9' in this game")
    refused(signed, "ratify A1 pillards",
            "faction pillards is not a party to A1 ('Pacte du Nord')")
    refused(signed, "ratify A1", "'ratify A1' is not written as the act's form: ratify "
            "ACCORD FACTION")
    assert act(signed, "ratify A1 glaces", "yes") == 0
    refused(signed, "ratify A1 glaces", "the authorities of glaces have accepted A1 ('Pacte "
            "du Nord') already")
    assert act(signed, "refuse A1 liberia", "no") == 0
    refused(signed, "ratify A1 liberia",
            "A1 ('Pacte du Nord') is refused: there is nothing left to answer")
    # proposed, not yet signed by Libéria's diplomats: their authorities cannot answer it
    proposed = new_game(tmp_path / "p.hexsave", roles=":diplomat")
    orders(proposed, "alice", "accord propose Pacte du Nord with liberia\n", tmp_path)
    orders(proposed, "bob", "unit LIB1: defend\n", tmp_path)
    refused(proposed, "ratify A1 liberia", "the diplomats of liberia have not signed A1 "
            "('Pacte du Nord'): its authorities answer an accord their diplomats signed")
    assert act(proposed, "ratify A1 glaces", "the proposer's own authorities agree") == 0


def test_a_seat_sees_its_own_authorities_answer_and_the_organiser_every_one(
        signed: Path) -> None:
    # "chaque diplomate concerné recevra la réponse des autorités de sa Faction": the
    # glaces' seats see that their authorities accepted A1; Libéria's seats do not see
    # the glaces' answer (nor have they one of their own); the organiser sees both.
    assert act(signed, "ratify A1 glaces", "the queen favours the north") == 0
    game = savegame.load(signed)
    alice = game.rules.view(game.state, game.seat("alice"))["accords"]["A1"]
    bob = game.rules.view(game.state, game.seat("bob"))["accords"]["A1"]
    organiser = game.rules.view(game.state, None)["accords"]["A1"]
    assert (alice["ratified"], bob["ratified"], organiser["ratified"]) == (
        ["glaces"], [], ["glaces"])
    assert "The authorities of Royaume des Glaces have accepted it." in describe_accord(
        game.rules.view(game.state, game.seat("alice")), "A1", alice, True)
    assert "The authorities of Empire de Libéria have not answered yet." in describe_accord(
        game.rules.view(game.state, game.seat("bob")), "A1", bob, True)
    assert authorities_line({}, organiser, "") == \
        "Authorities (✓ accepted): glaces ✓, liberia …"
