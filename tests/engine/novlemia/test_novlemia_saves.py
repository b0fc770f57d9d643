"""Novlémia's saves and the reasons they keep (state version 2): a failed order's
reason, a purchase and a trade keep their message in their event, so that a report read
from the save says them in French; a frozen save of version 1 (written before, with
only the English text) loads, is said as it was saved, plays on and saves in version
2; a game played in French writes the same bytes as in English; a kept message that a
damaged or hostile save holds is refused, and the event said as saved."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hexterm.catalogues import render
from hexterm.cli import main
from hexterm.engine.log import Log
from hexterm.engine.messages import SHARED, Listing, Message
from hexterm.engine.novlemia import codec, told
from hexterm.engine.novlemia.kept import message_data, message_from
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.ruleset import Event
from hexterm.save import savefile, savegame

FIXTURES = Path(__file__).parents[2] / "fixtures" / "saves"
FROZEN = FIXTURES / "format1-novlemia-commerce.hexsave"
SCENARIO = Path(__file__).with_name("commerce_scenario.toml")  # the frozen save's
# The orders the frozen save was played with (turn 1: commerce, turn 2: actions).
TURN1 = {"alice": "buy 1B for 3A\ntrade bob give 1A take 1E\ntrade bob give 1A take 2E\n",
         "bob": "trade alice give 1E take 1A\n"}
TURN2 = {"alice": "move A02\nexplore\nexplore\n", "bob": "explore\n"}


def report(save: Path, lang: str, turn: int, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    assert main(["--lang", lang, "report", str(save), "--turn", str(turn)]) == 0
    return capsys.readouterr().out


def play(save: Path, lang: str, turns: list[dict[str, str]], tmp: Path) -> None:
    assert main(["--lang", lang, "new", str(save), "--ruleset", "novlemia", "--scenario",
                 str(SCENARIO), "--seed", "3", "--seat", "alice:alicia",
                 "--seat", "bob:bobland"]) == 0
    for number, orders in enumerate(turns, 1):
        for seat, text in orders.items():
            path = tmp / f"{seat}{number}.txt"
            path.write_text(text, encoding="utf-8")
            assert main(["--lang", lang, "orders", "submit", str(save), str(path),
                         "--as", seat, "--turn", str(number)]) == 0


def test_the_frozen_save_really_is_state_version_1() -> None:
    snap = savefile.read(FROZEN)
    assert snap.header["ruleset"] == "novlemia" and snap.header["state_version"] == 1
    assert not any(told.KEPT in event["args"] for event in snap.body["log"])


def test_a_version_1_save_is_said_as_saved_and_plays_on_in_version_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "old.hexsave"
    shutil.copy(FROZEN, save)
    old = report(save, "fr", 1, capsys)
    # Its reasons were saved in English only: said as saved, the rest in French.
    assert "2 : échanger : fait : gave 1A to Bobland for 1E" in old
    assert "1 : acheter : fait : bought 1B for 3A on the market" in old
    assert "action 3: every neighbour of A02 is already explored" in report(save, "fr", 2,
                                                                            capsys)
    game = savegame.load(save)
    assert game.turn == 3
    assert game.state.nations["alicia"].stock.text(zeros=True) == "2A+1B+1E+0M"
    # Turn 3 played on: a trade bob does not mirror (trades come first), then a
    # purchase; nothing was produced, so everything is rare: 3 for 1.
    (tmp_path / "a3.txt").write_text(
        "acheter 1M contre 1A+1B+1E\néchanger bob donne 1A reçoit 1E\n", encoding="utf-8")
    (tmp_path / "b3.txt").write_text("autoriser alice\n", encoding="utf-8")
    for seat in ("alice", "bob"):
        assert main(["orders", "submit", str(save), str(tmp_path / f"{seat[0]}3.txt"),
                     "--as", seat, "--turn", "3"]) == 0
    assert savefile.read(save).header["state_version"] == codec.STATE_VERSION == 2
    third = report(save, "fr", 3, capsys)
    assert "1 : acheter : fait : acheté 1M contre 1A+1B+1E au marché" in third
    assert ("2 : échanger : échoué : les ordres de Bobland ne nomment aucun échange "
            "donnant 1E contre 1A") in third
    assert "gave 1A to Bobland for 1E" in report(save, "fr", 1, capsys)  # as saved


def test_a_new_game_keeps_the_reasons_and_says_them_in_french(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "new.hexsave"
    play(save, "en", [TURN1, TURN2], tmp_path)
    first = report(save, "fr", 1, capsys)
    assert "2 : échanger : fait : donné 1A à Bobland contre 1E" in first
    assert ("3 : échanger : échoué : les ordres de Bobland ne nomment aucun échange "
            "donnant 2E contre 1A") in first
    assert "1 : acheter : fait : acheté 1B contre 3A au marché" in first
    second = report(save, "fr", 2, capsys)
    assert "3 : explorer : échoué : action 3 : toutes les voisines d'A02 sont déjà " \
        "explorées" in second
    for text in (first, second):
        assert " for " not in text and "gave" not in text and "every" not in text
    # In English, the saved text: the same words the version 1 save holds.
    english = report(save, "en", 1, capsys)
    assert "2: trade: done: gave 1A to Bobland for 1E" in english
    kept = [e.args for e in Log.from_data(savefile.read(save).body["log"])
            if told.KEPT in e.args]
    assert len(kept) == 5  # 3 trades, 1 purchase (turn 1), 1 failed exploration (turn 2)


def test_a_game_played_in_french_writes_the_same_bytes_as_in_english(tmp_path: Path) -> None:
    english, french = tmp_path / "en.hexsave", tmp_path / "fr.hexsave"
    play(english, "en", [TURN1, TURN2], tmp_path)
    # The French player types the rulebook's words: the same canonical orders.
    french_turn1 = {"alice": "acheter 1B contre 3A\néchanger bob donne 1A reçoit 1E\n"
                             "échanger bob donne 1A reçoit 2E\n",
                    "bob": "échanger alice donne 1E reçoit 1A\n"}
    french_turn2 = {"alice": "déplacer A02\nexplorer\nexplorer\n", "bob": "explorer\n"}
    play(french, "fr", [french_turn1, french_turn2], tmp_path)
    assert english.read_bytes() == french.read_bytes()


def test_a_kept_message_reads_back_whole() -> None:
    nested = WORDS.phrase("{who} needs {need} and the stock holds {stock}", who="Alicia",
                          need="1M", stock="2A")
    message = WORDS.phrase("action {count}: {said}", count=3, said=WORDS.phrase_n(
        "a turn has {n} action", "a turn has {n} actions", 2))
    listed = WORDS.phrase("explored {cells}", cells=Listing((
        WORDS.phrase("{cell} {terrain}", cell="D02", terrain=WORDS.phrase("hills")), "E02")))
    shared = Message("line {line}: {said}", {"line": 2, "said": nested}, domain=SHARED)
    for original in (nested, message, listed, shared):
        again = message_from(message_data(original))
        assert again is not None
        assert str(again) == str(original)
        assert render(again, "fr") == render(original, "fr")
    assert render(message_from(message_data(message)) or message, "fr") == \
        "action 3 : un tour a 2 actions"


@pytest.mark.parametrize("data", [
    None, "text", [], {"id": "{x}"}, {"id": "{x}", "fields": {}},
    {"id": "{x.__class__}", "fields": {"x": 1}}, {"id": "{x[0]}", "fields": {"x": "ab"}},
    {"id": "{x:>999999999}", "fields": {"x": 1}}, {"id": "{", "fields": {}},
    {"id": "{x}", "fields": {"x": {"weird": 1}}}, {"id": "{x}", "fields": {"x": 1.5}},
    {"id": "{n} a", "fields": {}, "plural": "{n} b", "n": True},
    {"id": "{n} a", "fields": {}, "plural": "{n} b"}, {"id": 3, "fields": {}},
    {"id": "{x}", "fields": {"x": {"items": [{"id": "{y}", "fields": {}}],
                                   "separator": ", "}}},
    {"id": "a", "fields": {}, "extra": 1},
])
def test_a_damaged_kept_message_is_refused(data: object) -> None:
    assert message_from(data) is None


def test_a_kept_message_too_deep_is_refused() -> None:
    data: dict[str, object] = {"id": "x", "fields": {}}
    for _ in range(20):
        data = {"id": "{x}", "fields": {"x": data}}
    assert message_from(data) is None


def test_a_kept_message_that_does_not_say_the_saved_text_is_said_as_saved() -> None:
    game = savegame.load(FROZEN)
    trade = next(e for e in game.log if e.key == "order.trade" and e.subject == "2")
    other = message_data(WORDS.phrase("{who} needs {need} and the stock holds {stock}",
                                      who="x", need="1A", stock="0A"))
    forged = Event(trade.turn, trade.phase, trade.subject, trade.text, trade.seen_by,
                   trade.result, key=trade.key, args={**trade.args, told.KEPT: other})
    message = forged.message(game.rules, game.state, game.log)
    assert message is not None
    assert render(message, "fr") == "échanger : fait : gave 1A to Bobland for 1E"
