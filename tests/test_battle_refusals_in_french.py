"""A battle's refusals in the player's language: a result that cannot be
(`BattleResult.check`, `BattleError`) and the campaign↔board bridge's refusals
(`hexterm board … --hand-back`) are shared messages, said in French with `--lang fr`
and in English as hexterm always said them."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm import catalogues
from hexterm.cli import main
from hexterm.engine.battle import BattleError, BattleResult, Side, UnitResult
from tests.helpers.saga_world import advance_to, build_campaign


@pytest.mark.parametrize(("result", "english", "french"), [
    (BattleResult("x", (Side(("a",), (UnitResult("w", 4, 5),)), Side(("b",)))),
     "side 1, w: 5 figures left of 4", "camp 1, w : 5 figurines restantes sur 4"),
    (BattleResult("x", (Side(("a",), (UnitResult("w", 4, 1, cost=-2),)), Side(("b",)))),
     "side 1, w: cost is -2, below 0", "camp 1, w : -2 pour le coût, moins que 0"),
    (BattleResult("x", (Side(("bob",)), Side(("bob",)))), "bob fights on two sides",
     "bob se bat dans deux camps"),
    (BattleResult("x", (Side(("a",), attacker=True), Side(("b",), attacker=True))),
     "only one side attacks", "un seul camp attaque"),
])
def test_a_result_that_cannot_be_is_said_in_french(result: BattleResult, english: str,
                                                   french: str) -> None:
    with pytest.raises(BattleError) as caught:
        result.check()
    assert str(caught.value) == english
    assert caught.value.message is not None
    assert catalogues.render(caught.value.message, "fr") == french


def test_a_board_battle_handed_back_too_soon_is_refused_in_french(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    campaign, board = tmp_path / "saga.hexsave", tmp_path / "board.hexsave"
    build_campaign(campaign)
    advance_to(campaign, "battle")
    assert main(["board", str(campaign), str(board)]) == 0  # Cromlech, 6 turns
    capsys.readouterr()

    def refused(lang: str) -> str:
        assert main(["--lang", lang, "board", str(campaign), str(board), "--hand-back",
                     "--as", "bob", "--draw"]) == 1
        return capsys.readouterr().err.strip()

    assert refused("fr") == ("hexterm: la bataille de Cromlech sur le plateau n'est pas "
                             "encore finie (tour 1 sur 6)")
    assert refused("en") == ("hexterm: the battle of Cromlech on the board is not over "
                             "yet (turn 1 of 6)")
