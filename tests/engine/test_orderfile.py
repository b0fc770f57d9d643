"""The generic orders-file syntax and the Planisphère's reading of it."""

from __future__ import annotations

import pytest

from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.orderfile import format_sections, parse_sections
from hexterm.engine.planisphere.orders.lines import Orders, Verb, format_orders, parse_orders

TEXT = """
# alice, turn 3
unit GLA1
  move NO n SE      # French NO is NW
  recon N NE
[GLA2]
  defend à-mort
unité GLA3: attack lib4 to-death ;
unit GLA4: deploy at D02 SO
"""


def test_sections_and_actions() -> None:
    sections = parse_sections(TEXT)
    assert [s.subject for s in sections] == ["GLA1", "GLA2", "GLA3", "GLA4"]
    assert [a.verb for a in sections[0].actions] == ["move", "recon"]
    assert sections[0].actions[0].args == ("NO", "n", "SE")
    assert sections[0].actions[0].line == 4
    assert sections[2].actions[0].args == ("lib4", "to-death")


def test_planisphere_orders_read_both_languages() -> None:
    orders = parse_orders(TEXT)
    gla1 = orders.of("GLA1")
    assert gla1 is not None
    move = gla1.action(Verb.MOVE)
    assert move is not None and move.directions == (Direction.NW, Direction.N, Direction.SE)
    gla2 = orders.of("GLA2")
    assert gla2 is not None and gla2.actions[0].to_death
    gla3 = orders.of("GLA3")
    assert gla3 is not None and gla3.actions[0].target == "LIB4"
    deploy = orders.of("GLA4")
    assert deploy is not None
    assert deploy.actions[0].place == Hex.parse("D02")
    assert deploy.actions[0].directions == (Direction.SW,)


def _shape(orders: Orders) -> list[tuple[str, list[tuple[object, ...]]]]:
    """The orders without their line numbers."""
    return [(o.unit, [(a.verb, a.directions, a.place, a.target, a.to_death, a.score)
                      for a in o.actions]) for o in orders.units]


def test_canonical_text_reads_back_the_same() -> None:
    orders = parse_orders(TEXT)
    text = format_orders(orders)
    assert _shape(parse_orders(text)) == _shape(orders)
    assert format_sections(parse_sections(text)) == text
    assert "unit GLA4\n  deploy at D02 SW\n" in text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("unit GLA1\n  move N X\n", "line 2: move: 'X' is not a direction"),
        ("unit GLA1\n  move N\n  recon\n  hide\n", "holds at most 2"),
        ("unit GLA1\n  move N\n  move S\n", "move appears twice"),
        ("move N\n", "line 1: 'move' is not a reserve order (convert, sacrifice, train); "
                      "unit orders go under a 'unit CODE' line"),
        ("train GLA3 as Bad/Key with GLA5:combat\n", "'Bad/Key' is not a catalogue key"),
        ("train GLA3 as cavalerie with GLA5\n", "'GLA5' should be MASTER:WHAT"),
        ("convert\n", "convert: name one catalogue entry"),
        ("unit GLA1\n  fly N\n", "'fly' is not an action"),
        ("unit GLA1: move N\nunit GLA1: defend\n", "already has an order at line 1"),
        ("unit GLA1\n  hide to-death\n", "only attack and defend can be 'to-death'"),
        ("unit GLA1\n  attack\n", "name one target"),
        ("unit GLA1\n  deploy at Q\n", "is not a hex label"),
        ("unit GLA1\n  move " + "N " * 13 + "\n", "at most 12"),
        ("unit\n", "must be followed by the unit's code"),
        ("[GLA1\n", "opens '['"),
        ("unit GLA1\n  move N\x07\n", "control characters"),
    ],
)
def test_malformed_orders_say_what_and_where(text: str, message: str) -> None:
    with pytest.raises(OrderSyntaxError) as info:
        parse_orders(text)
    assert message in str(info.value)


def test_empty_file_means_no_orders() -> None:
    assert parse_orders("# nothing\n\n").units == ()


def test_unit_codes_are_case_insensitive() -> None:
    """'gla4' and 'GLA4' are one unit: two orders for it are refused at submission."""
    with pytest.raises(OrderSyntaxError, match="already has an order at line 1"):
        parse_orders("unit gla4: defend\nunit GLA4: hide\n")
    assert [o.unit for o in parse_orders("unit gla4: defend\n").units] == ["GLA4"]
