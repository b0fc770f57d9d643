"""Every room on its floor: no module of `hexterm/` imports one of a higher layer.

The graph of imports is read from the sources as tests/test_import_cycles.py reads it
(imports inside functions included, those under `if TYPE_CHECKING:` left out). Each
module stands on one floor of `FLOORS` (the most specific prefix of its dotted name
wins), and a floor may import only itself and the floors its row names, as
docs/architecture.md's table of layers says:

- the engine core imports no ruleset; a ruleset's engine package imports the core, and
  no other ruleset; a ruleset is a plug-in: only its own screens import its package
  (everything else reaches it through the registry, `engine.rulesets`);
- the words (English and French, the help) know no game machinery;
- the saves and the scenario files, then the Table (the one authority that changes a
  saved game) above them;
- widgets know no save, no Table and no screen; the shared screens (and the app) no
  ruleset's screens; a ruleset's screens no other ruleset's;
- the SSH server's parts (who logs in, the pty, the menu) below its session, its
  session below its hub, and none of it imports the screens or the command line: it
  runs `python -m hexterm.server.child` (the command line) in a process per player,
  forked by `python -m hexterm.server.forkserver`;
- the command line (`cli`, its commands, `__main__`, `server.child`,
  `server.forkserver`) on top.

A module on no floor fails the test: a new module is placed here (and in the docs).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tests.test_import_cycles as import_graph

RULESETS = ("planisphere", "novlemia", "saga", "medfan", "tactical")

# (floor, the dotted prefixes of its modules, the floors it may import besides itself)
FLOORS: tuple[tuple[str, tuple[str, ...], frozenset[str]], ...] = (
    ("package", ("hexterm",), frozenset()),
    ("engine", ("hexterm.engine",), frozenset()),
    ("ruleset", tuple(f"hexterm.engine.{name}" for name in RULESETS),
     frozenset({"engine"})),
    ("words", ("hexterm.i18n", "hexterm.locale_fr", "hexterm.helptexts",
               "hexterm.catalogues", "hexterm.catalogue_files", "hexterm.catalogue_tool",
               "hexterm.typography"),
     frozenset({"package", "engine"})),
    ("saves", ("hexterm.save", "hexterm.scenarios", "hexterm.worlds", "hexterm.export",
               "hexterm.scenario_check",
               "hexterm.case_schema", "hexterm.cases", "hexterm.plugins", "hexterm.notify",
               "hexterm.editor"),
     frozenset({"package", "engine", "words"})),
    ("table", ("hexterm.table", "hexterm.table_deadline", "hexterm.table_acts",
               "hexterm.table_seats",
               "hexterm.campaign_board",
               "hexterm.overview"),
     frozenset({"package", "engine", "words", "saves"})),
    ("widgets", ("hexterm.widgets",), frozenset({"package", "engine", "words"})),
    ("screens", ("hexterm.screens", "hexterm.app"),
     frozenset({"package", "engine", "words", "saves", "table", "widgets"})),
    ("ruleset screens", tuple(f"hexterm.screens.{name}" for name in RULESETS),
     frozenset({"package", "engine", "ruleset", "words", "saves", "table", "widgets",
                "screens"})),
    ("server parts", ("hexterm.server", "hexterm.server.auth", "hexterm.server.pty",
                      "hexterm.server.menu", "hexterm.server.forks"),
     frozenset({"package", "engine", "words", "saves", "table"})),
    ("server session", ("hexterm.server.session",),
     frozenset({"package", "engine", "words", "saves", "table", "server parts"})),
    ("server hub", ("hexterm.server.hub",),
     frozenset({"package", "engine", "words", "saves", "table", "server parts",
                "server session"})),
    ("command line", ("hexterm.cli", "hexterm.commands", "hexterm.__main__",
                      "hexterm.server.child", "hexterm.server.forkserver"),
     frozenset({"package", "engine", "words", "saves", "table", "widgets", "screens",
                "ruleset screens", "server parts", "server session", "server hub"})),
)
# Prefixes that name one module only (the package itself, not all of it).
WHOLE = {"hexterm"}
# Floors whose modules are grouped by ruleset: one ruleset's rooms import no other's.
BY_RULESET = {"ruleset", "ruleset screens"}

# Imports that break the order today, while other parts of issue 25 reshape these
# modules: the lead empties this set once their branches are merged. Each is
# (importer, imported).
KNOWN: frozenset[tuple[str, str]] = frozenset()


def place(module: str) -> tuple[str, str]:
    """The floor of `module` and its room on it (the ruleset, on a floor by ruleset;
    "" elsewhere); ("", "") for a module on no floor."""
    best = ("", "", -1)
    for floor, prefixes, _ in FLOORS:
        for prefix in prefixes:
            inside = module.startswith(prefix + ".") and prefix not in WHOLE
            if (module == prefix or inside) and len(prefix) > best[2]:
                room = prefix.rpartition(".")[2] if floor in BY_RULESET else ""
                best = (floor, room, len(prefix))
    return best[0], best[1]


def breaches(graph: dict[str, set[str]]) -> tuple[list[str], set[tuple[str, str]]]:
    """The modules on no floor, and every import (importer, imported) that goes up, or
    sideways from one ruleset's room into another's."""
    may = {floor: allowed for floor, _, allowed in FLOORS}
    unplaced = sorted(module for module in graph if not place(module)[0])
    found = set()
    for module, targets in graph.items():
        floor, room = place(module)
        if not floor:
            continue
        for target in targets:
            their_floor, their_room = place(target)
            upwards = their_floor != floor and their_floor not in may[floor]
            sideways = room != their_room and (their_floor == floor
                                               or {floor, their_floor} <= BY_RULESET)
            if upwards or sideways:
                found.add((module, target))
    return unplaced, found


def graph_of_package() -> dict[str, set[str]]:
    known = import_graph.modules()
    return {name: import_graph.imports(name, path, known) for name, path in known.items()}


def test_every_module_is_on_a_floor() -> None:
    unplaced, _ = breaches(graph_of_package())
    assert unplaced == [], ("modules on no floor: give each a floor in FLOORS (and in "
                            f"docs/architecture.md's layers): {unplaced}")


def test_no_import_goes_up_a_floor() -> None:
    graph = graph_of_package()
    assert "hexterm.engine.rulesets" in graph  # the graph was read
    _, found = breaches(graph)
    assert sorted(found - KNOWN) == [], "imports from a lower floor to a higher one"
    assert sorted(KNOWN - found) == [], "known breaches that are gone: take them out of KNOWN"


def test_the_floors_are_as_the_architecture_says() -> None:
    assert place("hexterm.engine.game") == ("engine", "")
    assert place("hexterm.engine.saga.steps") == ("ruleset", "saga")
    assert place("hexterm.screens.shared.help") == ("screens", "")
    assert place("hexterm.screens.tactical.board") == ("ruleset screens", "tactical")
    assert place("hexterm.server.child") == ("command line", "")
    assert place("hexterm.server.session") == ("server session", "")
    assert place("hexterm.table") == ("table", "")
    assert place("hexterm.tables") == ("", "")  # a prefix is a whole name
    assert place("hexterm") == ("package", "")
    may = {floor: allowed for floor, _, allowed in FLOORS}
    for floor, allowed in may.items():  # no two floors may import each other
        assert all(floor not in may[other] for other in allowed), floor


@pytest.fixture
def house(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A package `hexterm` of a few modules in a folder of its own, read in place of the
    real one."""
    root = tmp_path / "hexterm"
    for folder in ("", "engine", "engine/saga", "engine/tactical", "widgets", "screens",
                   "screens/shared", "screens/saga", "server"):
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "__init__.py").write_text('"""A package."""\n')
    (root / "engine" / "game.py").write_text("import json\n")
    (root / "table.py").write_text("from hexterm.engine import game\n")
    monkeypatch.setattr(import_graph, "PACKAGE", root)
    return root


def test_the_check_sees_an_import_going_up(house: Path) -> None:
    assert breaches(graph_of_package()) == ([], set())
    (house / "engine" / "dice.py").write_text("def roll():\n    from hexterm.table import x\n")
    (house / "widgets" / "grid.py").write_text("from hexterm.screens.shared import help\n")
    (house / "screens" / "shared" / "help.py").write_text("import hexterm.engine.game\n")
    (house / "server" / "session.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from hexterm.server.hub import Hub\n")  # for the types only: not an import
    (house / "server" / "hub.py").write_text("from hexterm.server import session\n")
    assert breaches(graph_of_package()) == ([], {
        ("hexterm.engine.dice", "hexterm.table"),
        ("hexterm.widgets.grid", "hexterm.screens.shared.help"),
    })


def test_the_check_sees_the_core_or_a_ruleset_reaching_a_ruleset(house: Path) -> None:
    (house / "engine" / "saga" / "battle.py").write_text(
        "from hexterm.engine.tactical import board\n")
    (house / "engine" / "tactical" / "board.py").write_text("from hexterm.engine import game\n")
    (house / "engine" / "battle.py").write_text("from . import saga\n")
    (house / "screens" / "saga" / "play.py").write_text(
        "from hexterm.engine.saga import battle\nfrom hexterm.engine.tactical import board\n")
    (house / "screens" / "shared" / "entry.py").write_text(
        "import hexterm.engine.tactical.board\nfrom hexterm.screens.saga import play\n")
    (house / "stray.py").write_text("")
    assert breaches(graph_of_package()) == (["hexterm.stray"], {
        ("hexterm.engine.saga.battle", "hexterm.engine.tactical.board"),
        ("hexterm.engine.battle", "hexterm.engine.saga"),
        ("hexterm.screens.saga.play", "hexterm.engine.tactical.board"),
        ("hexterm.screens.shared.entry", "hexterm.engine.tactical.board"),
        ("hexterm.screens.shared.entry", "hexterm.screens.saga.play"),
    })
