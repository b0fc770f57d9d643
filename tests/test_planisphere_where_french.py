"""Where a Planisphère scenario is wrong, said in the organiser's language: the place
("unit 'fantassin' of 'glaces'", "quest 'relique'") is a message of the planisphere
domain nested in the refusal, so `hexterm --lang fr new` says it all in French (its
quotes « »); the same command in English is unchanged."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main

TINY = Path(__file__).parent / "fixtures" / "tiny.toml"
NB = "\u00a0"

# The refusal names the file (and, where it knows it, the line and table, the table
# then named once: issue 30).
UNIT_LINE = len(TINY.read_text(encoding="utf-8").splitlines()) + 4  # hex = "F09"
QUEST_LINE = len(TINY.read_text(encoding="utf-8").splitlines()) + 1  # [[quest]]: its header
CASES = [
    ('[[unit]]\ntype = "fantassin"\nfaction = "glaces"\nhex = "F09"\n',
     f"{{file}}:{UNIT_LINE} : [[unit]] 3, l'hexagone F09 est hors de la carte de 6×4",
     f"{{file}}:{UNIT_LINE}: [[unit]] 3, hex F09 is off the 6×4 map"),
    ('[[quest]]\nkey = "relique"\nhex = "B02"\ntitle = "La relique"\n',
     f"{{file}}:{QUEST_LINE} : [[quest]] 1 «{NB}relique{NB}», une quête a 2 à 4 choix "
     "([[quest.choice]]), pas 0",
     f"{{file}}:{QUEST_LINE}: [[quest]] 1 'relique', a quest has 2 to 4 choices "
     "([[quest.choice]]), not 0"),
]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("extra", "french", "english"), CASES, ids=["unit", "quest"])
def test_a_scenario_refusal_says_where_in_french(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: str, french: str,
        english: str) -> None:
    scenario = tmp_path / "bad.toml"
    scenario.write_text(TINY.read_text(encoding="utf-8") + extra, encoding="utf-8")
    for lang, said in (("fr", french), ("en", english)):
        assert main(["--lang", lang, "new", str(tmp_path / f"{lang}.hexsave"), "--scenario",
                     str(scenario), "--seat", "a:glaces", "--seat", "b:liberia"]) == 1
        assert capsys.readouterr().err == f"hexterm: {said.format(file=scenario)}\n"
