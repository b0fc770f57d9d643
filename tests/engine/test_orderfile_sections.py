"""One unit's order replaced in an orders file as a person wrote it
(`orderfile.replace_section`): the other lines stay exactly as written, the unit's
lines keep their comments and their form; the unit is added at the end, or taken out
leaving its comments. The files are docs/orders.md's examples."""

from __future__ import annotations

import pytest

from hexterm.engine.orderfile import format_sections, parse_sections, replace_section

ALICE = """\
# Orders of alice, session 1, turn 1
unit GLA4                 # the fantassin at A01
  move SE S               # A01 -> A02 -> B02
  recon N

unit GLA3: deploy at B02 S   # from the camp at B02 onto C02
"""


@pytest.mark.parametrize(("code", "written", "expected"), [
    # One action a line: each line takes the new action, its comment stays in its column.
    ("GLA4", "unit GLA4\n  move SE\n  recon NE\n", """\
# Orders of alice, session 1, turn 1
unit GLA4                 # the fantassin at A01
  move SE                 # A01 -> A02 -> B02
  recon NE

unit GLA3: deploy at B02 S   # from the camp at B02 onto C02
"""),
    # One action fewer: its line goes (it had no comment).
    ("GLA4", "unit GLA4\n  hide\n", """\
# Orders of alice, session 1, turn 1
unit GLA4                 # the fantassin at A01
  hide                    # A01 -> A02 -> B02

unit GLA3: deploy at B02 S   # from the camp at B02 onto C02
"""),
    # The one-line form stays on one line; a longer line pushes the comment along.
    ("GLA3", "unit GLA3\n  deploy at B02 N\n  hide\n", """\
# Orders of alice, session 1, turn 1
unit GLA4                 # the fantassin at A01
  move SE S               # A01 -> A02 -> B02
  recon N

unit GLA3: deploy at B02 N; hide # from the camp at B02 onto C02
"""),
    # No order any more (the unit defends): its lines go, their comments stay.
    ("GLA4", "", """\
# Orders of alice, session 1, turn 1
# the fantassin at A01
  # A01 -> A02 -> B02

unit GLA3: deploy at B02 S   # from the camp at B02 onto C02
"""),
    # A unit the text had no order for: its order at the end.
    ("GLA9", "unit GLA3\n  deploy at B02 S\nunit GLA9\n  defend\n",
     ALICE + "unit GLA9\n  defend\n"),
    # A unit with no order before nor after: nothing changes.
    ("GLA9", "unit GLA4\n  defend\n", ALICE),
])
def test_one_units_order_is_replaced_and_the_rest_is_kept(code: str, written: str,
                                                          expected: str) -> None:
    assert replace_section(ALICE, code, written) == expected


def test_more_actions_than_lines_take_a_line_each() -> None:
    text = "unit GLA4    # alone\n  move N   # north\n"
    assert replace_section(text, "GLA4", "unit GLA4\n  move S\n  recon N\n") == (
        "unit GLA4    # alone\n  move S   # north\n  recon N\n")


@pytest.mark.parametrize(("text", "expected"), [
    ("[gla4] move N; recon N  # both\n", "[gla4] move S; hide     # both\n"),
    ("unit GLA4   # none yet\n", "unit GLA4   # none yet\n  move S\n  hide\n"),
    ("unit GLA4:\n", "unit GLA4: move S; hide\n"),
    ("unité gla4\n  se-déplacer [SE, S]\n  reconnaissance N\n",
     "unité gla4\n  move S\n  hide\n"),
], ids=["brackets", "header-alone", "header-colon", "french-header"])
def test_the_units_header_is_kept_as_written(text: str, expected: str) -> None:
    assert replace_section(text, "GLA4", "unit GLA4\n  move S\n  hide\n") == expected


def test_the_result_reads_as_the_new_order() -> None:
    """Whatever the shape, the file read back gives the new order of the unit and the
    others' orders unchanged."""
    written = "unit GLA4\n  move SE\n  recon NE\n"
    sections = parse_sections(replace_section(ALICE, "GLA4", written))
    assert format_sections(sections) == (
        "unit GLA4\n  move SE\n  recon NE\nunit GLA3\n  deploy at B02 S\n")
