"""No file of `hexterm/` names a ruleset but the registries, the rulesets' own packages
(their engine package and their screen folder) and the scenario data: everything else
asks the ruleset (a game's `rules`) or the registry. A string literal is what is
looked for, as in `grep -rn '"novlemia"\\|"planisphere"' hexterm/`."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "hexterm"
NAMES = {"planisphere", "novlemia"}
REGISTRIES = {"engine/rulesets.py", "screens/shared/screen_sets.py"}


def allowed(relative: str) -> bool:
    return (relative in REGISTRIES or relative.startswith("scenarios/")
            or any(relative.startswith((f"engine/{name}/", f"screens/{name}/"))
                   for name in NAMES))


def named_where(root: Path = PACKAGE) -> list[str]:
    found = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if path.suffix not in (".py", ".toml", ".tcss") or allowed(relative):
            continue
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".py":
            strings = {node.value for node in ast.walk(ast.parse(text))
                       if isinstance(node, ast.Constant) and isinstance(node.value, str)}
            found += [f"{relative}: {name!r}" for name in sorted(NAMES & strings)]
        else:
            found += [f"{relative}: {name!r}" for name in sorted(NAMES)
                      if f'"{name}"' in text]
    return found


def test_only_the_registries_and_the_rulesets_name_a_ruleset() -> None:
    assert named_where() == []


def test_the_check_sees_a_ruleset_named_elsewhere(tmp_path: Path) -> None:
    (tmp_path / "screens" / "novlemia").mkdir(parents=True)
    (tmp_path / "screens" / "novlemia" / "play.py").write_text('NAME = "novlemia"\n')
    (tmp_path / "app.py").write_text('if game.ruleset == "novlemia":\n    pass\n')
    (tmp_path / "app.tcss").write_text('#map { width: 1fr; }\n')
    assert named_where(tmp_path) == ["app.py: 'novlemia'"]
