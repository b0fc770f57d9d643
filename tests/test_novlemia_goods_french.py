"""Novlémia's goods refused in the organiser's language: a scenario's stock or upkeep
that is not a table of resources A, B, E, M in whole numbers is refused by
`hexterm --lang fr new` in French (the goods' sentence from the novlemia domain, nested
after the field, its table named once by the file's line and table); the same command
in English is unchanged."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main

WORLD = Path(__file__).parent.parent / "hexterm" / "scenarios" / "novlemia.toml"
NB = "\u00a0"

CASES = [
    ("latitude = 63.4\n", "latitude = 63.4\nstock = { Z = 1 }\n",
     f"stock : «{NB}Z{NB}» n'est pas une ressource (A, B, E ou M)",
     "stock: 'Z' is not a resource (A, B, E or M)"),
    ("upkeep = { A = 1, B = 1, E = 1, M = 1 }\n", "upkeep = { A = -1 }\n",
     "upkeep : A = -1 n'est pas un nombre entier de 0 ou plus",
     "upkeep: A = -1 is not a whole number of 0 or more"),
]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("line", "wrong", "french", "english"), CASES,
                         ids=["stock", "upkeep"])
def test_wrong_goods_in_a_scenario_said_in_french(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], line: str, wrong: str,
        french: str, english: str) -> None:
    world = WORLD.read_text(encoding="utf-8")
    assert line in world
    scenario = tmp_path / "bad.toml"
    scenario.write_text(world.replace(line, wrong, 1), encoding="utf-8")
    # the line of the file where the wrong value is written (the refusal names it first)
    number = scenario.read_text(encoding="utf-8").splitlines().index(wrong.splitlines()[-1]) + 1
    for lang, said, colon in (("fr", french, " :"), ("en", english, ":")):
        assert main(["--lang", lang, "new", str(tmp_path / f"{lang}.hexsave"), "--ruleset",
                     "novlemia", "--scenario", str(scenario), "--seat", "a:scanthenie",
                     "--seat", "b:karvenie"]) == 1
        err = capsys.readouterr().err
        assert err.startswith(f"hexterm: {scenario}:{number}{colon} ")
        assert err.endswith(f", {said}\n")
