"""The Planisphère's paper lines and the orders as text, in French: a paper line is
shown in the French words the orders read (`sauf-conduit à bob pour unité LIB14`, not
`safe-conduct to bob for unit LIB14`), each such line typed back is read as the English
one, the draft keeps the canonical words; the orders editor starts from the seat's
defending lines in French. The world is `test_documents.papers_game`'s."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Select, TextArea

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.engine.orderfile import ActionText
from hexterm.engine.planisphere.orders.lines import parse_orders
from hexterm.engine.planisphere.orders.papers import parse_paper_order
from hexterm.screens.planisphere.documents import DocumentsScreen
from hexterm.screens.planisphere.order_words import line_said
from hexterm.screens.shared.orders_editor import OrdersScreen
from tests.helpers.waits import until
from tests.screens.planisphere.test_documents import Host, papers_game, run, shown

# Each English paper line and the French the orders read as it (orders/papers.py:
# sauf-conduit, à, pour, unité, porteur, tours, contrat-mercenariat, type, objets,
# jusqu'à, contrat-maître-arme, maître, engager, présenter, grand-accord, proposer,
# avec, non-agression, accepter, quitter, révéler, complet, faire-sécession,
# rejoindre; the direction NW is the rulebook's NO).
LINES = {
    "safe-conduct to bob for unit LIB3 turns 3,4":
        "sauf-conduit à bob pour unité LIB3 tours 3,4",
    "safe-conduct to bob for bearer session": "sauf-conduit à bob pour porteur session",
    "safe-conduct to bob for faction liberia": "sauf-conduit à bob pour faction liberia",
    "mercenary-contract to bob kind condottiere items lance,arc until 5":
        "contrat-mercenariat à bob type condottiere objets lance,arc jusqu'à 5",
    "master-contract to bob master M1": "contrat-maître-arme à bob maître M1",
    "hire D2 at B02 NW": "engager D2 à B02 NO",
    "present D4": "présenter D4",
    "accord propose Pacte du Nord with coelion,liberia clauses passage,non-aggression":
        "grand-accord proposer Pacte du Nord avec coelion,liberia clauses "
        "passage,non-agression",
    "accord accept A3": "grand-accord accepter A3",
    "accord leave A3": "grand-accord quitter A3",
    "reveal N2 full": "révéler N2 complet",
    "secede glaces-libres Glaces Libres GLL": "faire-sécession glaces-libres Glaces Libres GLL",
    "join glaces-libres": "rejoindre glaces-libres",
}


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def read(line: str) -> object:
    words = line.split()
    return parse_paper_order(ActionText(words[0].lower(), tuple(words[1:]), 1))


@pytest.mark.parametrize("english", list(LINES))
def test_a_paper_line_is_said_in_the_french_words_the_orders_read(english: str) -> None:
    french = line_said(english)
    assert french == LINES[english]
    assert read(french) == read(english) is not None


def test_an_issued_safe_conduct_is_shown_in_french_and_kept_in_english(tmp_path: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("n")  # the issue form, on a safe-conduct for a unit
        await pilot.pause()
        form = app.screen
        form.query_one("#holder", Select).value = "bob"
        form.query_one("#limit", Select).value = "turns"
        form.query_one("#unit", Input).value = "LIB14"
        form.query_one("#turns", Input).value = "2,3"
        await until(pilot, lambda: "sauf-conduit à bob pour unité LIB14 tours 2,3"
                    in shown(app, "#line-form-line"), "the line in French")
        assert "Dans les ordres" in shown(app, "#line-form-line")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, DocumentsScreen), "the documents")
        assert shown(app, "#papers-draft") == \
            "Dans vos ordres : sauf-conduit à bob pour unité LIB14 tours 2,3"
        rows = app.screen.query_one("#documents-table", DataTable)
        assert rows.get_row_at(4)[-1] == "pour unité LIB14 tours 2,3"  # the wide column
        await pilot.press("escape")
        await pilot.pause()

    host = Host(papers_game(tmp_path))
    run(host, steps, size=(160, 48))
    assert host.result == "safe-conduct to bob for unit LIB14 turns 2,3\n"


def test_an_accepted_accord_is_said_in_french(tmp_path: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("right")  # the accords tab; A3 is chosen
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        assert shown(app, "#papers-draft") == "Dans vos ordres : grand-accord accepter A3"
        assert "grand-accord accepter A3" in shown(app, "#detail")
        assert "accord accept " not in shown(app, "#detail")  # the English line
        await pilot.press("escape")
        await pilot.pause()

    host = Host(papers_game(tmp_path))
    run(host, steps)
    assert host.result == "accord accept A3\n"


def test_the_orders_editor_starts_from_the_defending_lines_in_french(tmp_path: Path) -> None:
    save = papers_game(tmp_path)

    async def go() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "t")  # past alice's hand-off; the orders as text
            await until(pilot, lambda: isinstance(app.screen, OrdersScreen), "the editor")
            text = app.screen.query_one(TextArea).text
            # alice commands four units deployed (GLA11 to GLA14): each defends.
            assert text == "".join(f"unité GLA1{n} : défendre\n" for n in range(1, 5))
            await until(pilot, lambda: str(app.screen.query_one("#problem").render()) == "✓",
                        "the rules accept it")
            assert parse_orders(text) == parse_orders(
                "".join(f"unit GLA1{n}: defend\n" for n in range(1, 5)))

    asyncio.run(go())
