"""English words a French sentence of hexterm never holds (issue 27, "Done means"): the
check the French pictures (tests/test_french_pictures.py) and the French command line
(tests/test_cli_french.py) read their text with.

The stop-list holds English function words and the rulesets' English command words,
each checked against French: `pass` is English where French says `passe`, but `sort`,
`face`, `place`, `charge`, `extra`, `minimal`, `test`, `or`, `on`, `an`, `as`, `but`,
`don`, `sent`, `propose`, `sacrifice`, `train`, `file`, `round`, `village`, `figures`
and `auto` are French words too, so they are not in it. Words in capitals are
abbreviations or placeholders (NO and SO are the rulebook's north-west and south-west,
DO its gold ducats, UNITÉ a placeholder) and are not read; nor are file names and paths
(`broken.hexsave`, `docs/orders.md`), options (`--saves`) and identifiers holding digits
(`warriors1`, `GLA11`), which are names the game or the organiser gave. Names of units
and places as the scenarios give them (`hexterm/scenarios/*.toml`: Riders, North,
Pyramid…) are names, not English.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

_STOP_LIST = """
the of and is are not with to at for from by into onto this that these those your you
it its has have was were be been no yes if then than when which who whose what there
their they them he his her she we our must may will would should could does did done
isn doesn aren wasn cannot
turn turns order orders move moves battle battles winner draw left lost keep pass hold
unit units band bands recruit recruits take takes reinforce transfer convert attack
attacks defend defends report reports reserve none back flee exit hero heroes general
lord lords warriors hearthguards levies dice submit check show game games player
players seat seats save saves help quit waiting failed entering costs cost default
apply accept safe conduct campaign ford side sides gold territory territories step steps
open sealed awaited keys theme maximize screenshot
"""
ENGLISH = frozenset(_STOP_LIST.split())
"""English words no French sentence of the game uses (lower case)."""

ALLOWED: dict[str, str] = {
    "hexterm orders submit": "the installed command's own subcommand, typed as it is",
    "[[unit]]": "the name of the TOML table an army list is pasted in, as the file "
                "format has it",
    "Sauvegardes de saves": "the saves folder's name, as `--saves` gives it (its default)",
}
"""Text a French picture may show although it holds an English word, and why."""


def scenario_names() -> frozenset[str]:
    """Every word of a name or side the scenarios give (units, places, factions)."""
    words: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("name", "side", "sides", "faction") and isinstance(value, str):
                    words.update(w.lower() for w in re.findall(r"[^\W\d_]+", value))
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)
    for scenario in (ROOT / "hexterm" / "scenarios").glob("*.toml"):
        walk(tomllib.loads(scenario.read_text(encoding="utf-8")))
    return frozenset(words)


NAMES = scenario_names()


def english_words(row: str) -> list[str]:
    """The row's words that are English and neither a name nor an allowed text."""
    for text in ALLOWED:
        row = row.replace(text, " ")
    found = []
    for chunk in row.split():
        if re.search(r"\d|/|\w\.\w|^--", chunk):
            continue
        for word in re.findall(r"[^\W\d_]+", chunk):
            if word.isupper() and len(word) > 1:
                continue
            if word.lower() in ENGLISH and word.lower() not in NAMES:
                found.append(word)
    return found
