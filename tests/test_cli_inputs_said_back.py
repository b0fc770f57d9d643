"""`hexterm orders check` prints the input as the game will keep it, in the player's
words (issue 27): in French the SAGA campaign's (bande, à, recruter, guerriers), which
read back as the same input; in English the English ones."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main
from tests.screens.saga.test_saga_screens import hand_set


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("lang", "typed", "printed"), [
    ("fr", "band Leif at Varn\nrecruit Leif warriors 2\nrecruit Leif levies 2\n",
     "bande Leif à Varn\nrecruter Leif guerriers 2\nrecruter Leif levées 2\n"),
    ("fr", "bande Leif à Varn\nrecruter Leif guerriers 4\n",
     "bande Leif à Varn\nrecruter Leif guerriers 4\n"),
    ("en", "bande Leif à Varn\nrecruter Leif guerriers 4\n",
     "band Leif at Varn\nrecruit Leif warriors 4\n"),
], ids=["english-typed-fr", "french-typed-fr", "french-typed-en"])
def test_orders_check_prints_the_input_in_the_players_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, typed: str,
        printed: str) -> None:
    save, orders = hand_set(tmp_path / "saga.hexsave"), tmp_path / "orders.txt"
    orders.write_text(typed, encoding="utf-8")
    assert main(["--lang", lang, "orders", "check", str(save), "--as", "alice",
                 str(orders)]) == 0
    assert capsys.readouterr().out.split("\n", 1)[1] == printed
