"""`hexterm edit`'s refusals, each one sentence and no screen: a size that is not one,
a seed without a new world, a new world over a file, a file that is missing or not
TOML, a world of a ruleset the editor does not edit yet."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main


def refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["--lang", "en", "edit", *args]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err.strip()


@pytest.mark.parametrize("size", ["8", "0x6", "8x800", "wide"])
def test_a_size_that_is_not_one(tmp_path: Path, size: str,
                                capsys: pytest.CaptureFixture[str]) -> None:
    said = refused([str(tmp_path / "w.toml"), "--new", size], capsys)
    assert said == (f"hexterm: --new {size!r} is not a size: write it WxH, such as 8x6 "
                    "(1 to 702 hexes a side)")


def test_a_seed_needs_a_new_world(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    said = refused([str(tmp_path / "w.toml"), "--seed", "3"], capsys)
    assert said == "hexterm: --seed makes a new world: give --new WxH with it"


def test_a_new_world_is_not_written_over_a_file(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "w.toml"
    path.write_text("title = 'kept'\n", encoding="utf-8")
    said = refused([str(path), "--new", "8x6"], capsys)
    assert said == f"hexterm: {path} already exists: a new world is written to a new file"
    assert path.read_text("utf-8") == "title = 'kept'\n"


def test_a_missing_or_broken_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "no scenario file" in refused([str(tmp_path / "none.toml")], capsys)
    broken = tmp_path / "broken.toml"
    broken.write_text("title = \n", encoding="utf-8")
    assert f"{broken} is not valid TOML" in refused([str(broken)], capsys)


def test_a_ruleset_the_editor_does_not_edit_yet(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "board.toml"
    other.write_text('ruleset = "elsewhere"\n', encoding="utf-8")
    said = refused([str(other)], capsys)
    assert said == (f"hexterm: {other}: the editor cannot edit a world of the ruleset "
                    "'elsewhere' yet")
    said = refused([str(tmp_path / "n.toml"), "--new", "4x4", "--ruleset", "elsewhere"],
                   capsys)
    assert said == "hexterm: the editor cannot make a world of the ruleset 'elsewhere' yet"


def test_a_world_with_no_map_to_draw(tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "sans-carte.toml"
    path.write_text('ruleset = "planisphere"\ntitle = "Sans carte"\n', encoding="utf-8")
    said = refused([str(path)], capsys)
    assert said == f"hexterm: {path}: this world cannot be drawn: the scenario has no [map] table"


def test_a_seeded_new_world_exported_is_not_written(tmp_path: Path) -> None:
    world, picture = tmp_path / "graine.toml", tmp_path / "graine.svg"
    args = ["--lang", "en", "edit", str(world), "--new", "8x6", "--seed", "3", "--export"]
    assert main([*args, str(picture)]) == 0
    first = picture.read_text("utf-8")
    assert main([*args, str(tmp_path / "again.svg")]) == 0
    assert (tmp_path / "again.svg").read_text("utf-8") == first  # the same seed, the same map
    assert "F08" in first and not world.exists()  # the world is written only when saved
