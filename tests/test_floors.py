"""Every room on its floor (issue 25): a widget, shared (`hexterm/widgets/`) or a
ruleset's own (`screens/<ruleset>/widgets/`), imports no module that holds a screen;
the one-step rulesets' packages have the face every ruleset has (`ruleset`,
`integrity`, `victory`, `views`, `codec`, `bots`), their `__init__` a docstring only.
Read from the sources, as `test_import_cycles` reads the import graph."""

from __future__ import annotations

import ast
import importlib.util

import pytest

from hexterm.engine.rulesets import get_ruleset
from tests.test_import_cycles import PACKAGE, imports, modules

FACE = ("ruleset", "integrity", "victory", "views", "codec", "bots")


def base_name(node: ast.expr) -> str:
    """A class's base as written: `ModalScreen[bool]` is `ModalScreen`."""
    if isinstance(node, ast.Subscript):
        node = node.value
    return getattr(node, "id", getattr(node, "attr", ""))


def screen_modules() -> set[str]:
    """The modules of hexterm that define a Textual screen: a class whose bases lead,
    through hexterm's own classes, to `Screen` or `ModalScreen`."""
    bases: dict[str, set[str]] = {}
    defined: dict[str, set[str]] = {}
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(base_name(b) for b in node.bases)
                defined.setdefault(name, set()).add(node.name)
    screens = {"Screen", "ModalScreen"}
    while more := {c for c, of in bases.items() if of & screens} - screens:
        screens |= more
    return {name for name, classes in defined.items() if classes & screens}


def widget_modules() -> list[str]:
    return sorted(name for name in modules()
                  if name.startswith("hexterm.widgets.")
                  or (name.startswith("hexterm.screens.") and ".widgets." in name))


def test_the_finders_see_screens_and_widgets() -> None:
    screens = screen_modules()
    assert {"hexterm.screens.planisphere.line_form", "hexterm.screens.dialogs.confirm",
            "hexterm.screens.tactical.take_back", "hexterm.screens.novlemia.reports"} <= screens
    assert "hexterm.screens.planisphere.notes" not in screens
    assert {"hexterm.widgets.seats", "hexterm.screens.planisphere.widgets.order_form",
            "hexterm.screens.novlemia.widgets.slot"} <= set(widget_modules())


@pytest.mark.parametrize("widget", widget_modules())
def test_a_widget_imports_no_screen(widget: str) -> None:
    known = modules()
    assert imports(widget, known[widget], known) & screen_modules() == set()


@pytest.mark.parametrize("name", ["planisphere", "novlemia"])
def test_a_one_step_ruleset_has_the_package_face(name: str) -> None:
    package = f"hexterm.engine.{name}"
    for part in FACE:
        assert importlib.util.find_spec(f"{package}.{part}") is not None, part
    assert type(get_ruleset(name)).__module__ == f"{package}.ruleset"
    init = ast.parse((PACKAGE / "engine" / name / "__init__.py").read_text("utf-8"))
    assert len(init.body) == 1 and ast.get_docstring(init)
