"""docs/scenarios.md as an organiser follows it (issue 30): its example world has no
mistake, its first commands (check, then a new game on the example) work as written,
and the reserve limits it works out by hand are the game's."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.planisphere.model import PlanState
from hexterm.save import savegame

PAGE = Path(__file__).parents[2] / "docs" / "scenarios.md"


def blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", PAGE.read_text("utf-8"), re.S)


def test_the_first_commands_work_on_the_example(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "my-world.toml").write_text(blocks("toml")[0], "utf-8")
    monkeypatch.chdir(tmp_path)
    commands = [line for line in blocks("")[0].splitlines() if line.startswith("hexterm ")]
    assert [c.split()[1] for c in commands] == ["check", "new"]
    for command in commands:
        assert main(shlex.split(command)[1:]) == 0, capsys.readouterr()
    assert "no mistake found" in capsys.readouterr().out
    state = savegame.load(tmp_path / "my-game.hexsave").state
    assert isinstance(state, PlanState)
    # the page's sums: 10 × (1 + 4) + 12,000 // 10,000 and 10 × (1 + 3) + 3,000 // 10,000
    assert (state.reserve_limit("ouest"), state.counted_reserve("ouest")) == (51, 6)
    assert (state.reserve_limit("est"), state.counted_reserve("est")) == (40, 5)


DOCS = PAGE.parent


@pytest.mark.parametrize("example", sorted(p.name for p in (DOCS / "scenarios").glob("*.toml")))
def test_check_finds_no_mistake_in_a_documented_example(
        capsys: pytest.CaptureFixture[str], example: str) -> None:
    """Each ruleset's complete example (docs/scenarios/*.toml), checked as an organiser
    checks it: the ruleset's checks, a game made of it, its save read back."""
    path = DOCS / "scenarios" / example
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().out.startswith(f"{path}: no mistake found")


def test_check_finds_no_mistake_in_the_novlemia_reference(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/rules/novlemia.md's scenario table, every key with its default: a world."""
    [block] = re.findall(r"```toml\n(.*?)```", (DOCS / "rules" / "novlemia.md").read_text(
        "utf-8"), re.S)
    (tmp_path / "reference.toml").write_text(block, "utf-8")
    assert main(["check", str(tmp_path / "reference.toml")]) == 0
    assert "no mistake found" in capsys.readouterr().out
