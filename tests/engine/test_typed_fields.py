"""The one reader of fields (`hexterm.engine.typed`, issue 25: "one shared reader of
scenario fields"): a whole number, a name or one word, a flag, each refused in one
sentence naming the field, worded as each family of records words it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hexterm.engine.battle import BattleError
from hexterm.engine.errors import OrderSyntaxError, ScenarioError
from hexterm.engine.typed import MUST, SHOULD, flag_field, text_field, whole, whole_field


@pytest.mark.parametrize(("call", "sentence"), [
    (lambda: whole_field(0, "turns", 1, 99), "turns is a whole number from 1 to 99, not 0"),
    (lambda: whole_field(True, "turns", 1, 99),
     "turns is a whole number from 1 to 99, not True"),
    (lambda: whole_field(-1, "pp"), "pp is a whole number, not -1"),
    (lambda: whole_field("3", "rules.actions", 1, 9, said=MUST),
     "rules.actions must be a whole number from 1 to 9, not '3'"),
    (lambda: text_field("two words", "terrain 2: name", word=True),
     "terrain 2: name is one word, not 'two words'"),
    (lambda: flag_field("yes", "unit 1: shaken"), "unit 1: shaken is true or false, not 'yes'"),
    (lambda: flag_field(1, "rules.first_city_by_water", said=MUST),
     "rules.first_city_by_water must be true or false, not 1"),
])
def test_a_field_refused_is_one_sentence(call: Callable[[], object], sentence: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        call()
    assert str(caught.value) == sentence


def test_a_battle_records_fields_are_worded_its_own_way() -> None:
    with pytest.raises(BattleError, match=r"^'x' should be a whole number$"):
        whole_field("x", "", None, error=BattleError, said=SHOULD)
    assert whole_field(-2, "", None, error=BattleError, said=SHOULD) == -2  # no bound
    with pytest.raises(BattleError, match=r"^3 should be a name$"):
        text_field(3, "", error=BattleError, said=SHOULD)


def test_fields_that_fit_are_given_back() -> None:
    assert whole_field(7, "turns", 1, 99) == 7
    assert text_field("Cromlech", "name", word=True) == "Cromlech"
    assert flag_field(False, "rout") is False


def test_a_typed_word_names_its_line() -> None:
    with pytest.raises(OrderSyntaxError, match=r"^line 2: a bid is a whole number, not 'x'$"):
        whole("x", 2, "a bid")
    with pytest.raises(OrderSyntaxError,
                       match=r"^line 1: a die is a whole number from 1 to 6, not '7'$"):
        whole("7", 1, "a die", 1, 6)
    assert whole("12", 1, "POINTS") == 12
