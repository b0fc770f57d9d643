"""`hexterm edit FILE --export PICTURE`: the whole map as a picture for the players, SVG,
or PNG where cairosvg is installed; any other kind of file, or a PNG without cairosvg,
one sentence and nothing written."""

from __future__ import annotations

import html
import sys
import types
from importlib import resources
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.hexgrid import format_label


@pytest.fixture
def world(tmp_path: Path) -> Path:
    path = tmp_path / "marches.toml"
    path.write_bytes(resources.files("hexterm.scenarios").joinpath("marches.toml").read_bytes())
    return path


def test_the_whole_map_as_svg(world: Path, tmp_path: Path) -> None:
    picture = tmp_path / "map.svg"
    assert main(["--lang", "en", "edit", str(world), "--export", str(picture)]) == 0
    svg = picture.read_text("utf-8")
    assert svg.startswith("<svg")
    assert "Les Marches de l'Ondrelle" in html.unescape(svg).replace("\xa0", " ")
    # every hex of the 24×18 map, the corners and the last column included (not only
    # what a screen would show)
    for col, row in ((0, 0), (23, 0), (0, 17), (23, 17), (12, 9)):
        assert format_label(col, row) in svg
    assert world.read_bytes() == resources.files("hexterm.scenarios").joinpath(
        "marches.toml").read_bytes()  # the world is not touched


def test_the_map_as_png(world: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The map's SVG handed to cairosvg to write the PNG (a stand-in of cairosvg here: the
    suite's install has no cairo; the converter's own work is cairosvg's)."""
    given: list[str] = []

    def svg2png(*, bytestring: bytes, write_to: str) -> None:
        given.append(bytestring.decode("utf-8"))
        Path(write_to).write_bytes(b"\x89PNG\r\n\x1a\n")

    monkeypatch.setitem(sys.modules, "cairosvg", types.SimpleNamespace(svg2png=svg2png))
    picture = tmp_path / "map.png"
    assert main(["--lang", "en", "edit", str(world), "--export", str(picture)]) == 0
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(given) == 1 and given[0].lstrip().startswith("<svg")
    # the world's title, as the SVG picture has it
    assert "Les Marches de l'Ondrelle" in html.unescape(given[0]).replace("\xa0", " ")


def test_a_png_without_cairosvg_is_one_sentence(world: Path, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # import cairosvg fails
    picture = tmp_path / "map.png"
    assert main(["--lang", "en", "edit", str(world), "--export", str(picture)]) == 1
    assert capsys.readouterr().err == (f"hexterm: {picture}: a PNG picture needs cairosvg "
                                       "(pip install cairosvg); a .svg picture needs "
                                       "nothing\n")
    assert not picture.exists()


def test_another_kind_of_picture_is_refused(world: Path, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    picture = tmp_path / "map.jpg"
    assert main(["--lang", "en", "edit", str(world), "--export", str(picture)]) == 1
    assert capsys.readouterr().err == f"hexterm: {picture}: a picture is written as .svg or .png\n"
    assert not picture.exists()
