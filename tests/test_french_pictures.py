"""Every French picture of the screens holds no English sentence and no English command
word (issue 27, "Done means"): each `tests/**/__snapshots__/**/*fr*.svg` is read row by
row as the terminal showed it, and no word of a row may be English by the reading of
tests/helpers/english.py (a checked stop-list; names the scenarios give, abbreviations,
files and identifiers aside; its `ALLOWED` lists the few texts French may show
with an English word, and why). `OWED` is what other parts of the work still owe."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from tests.helpers.english import english_words

ROOT = Path(__file__).resolve().parent.parent
FRENCH_PICTURES = sorted(
    p for p in (ROOT / "tests").glob("**/__snapshots__/**/*fr*.svg")
    if re.search(r"(^|[\[_-])fr($|[\]_-])|french", p.stem))
"""The French pictures: their names say the language (`[fr]`, `-fr-`, `_in_french`)."""

OWED: dict[str, tuple[frozenset[str], str]] = {}
"""The English words a picture may still show that another part of the work owes, with
where they come from (empty: issue 27 paid every one the audit found). A ratchet, not a
pass: a picture showing any other English word fails, and so does one no longer showing
a word listed here (then its entry is to be narrowed or removed), so the list only
shrinks."""

_TEXT = re.compile(r'<text class="terminal-[^"]*" x="([\d.]+)" y="[\d.]+" '
                   r'textLength="[\d.]+" clip-path="url\(#terminal-line-(\d+)\)">([^<]*)</text>')
_CELL = 12.2
"""The width of a cell in the pictures' SVG (pytest-textual-snapshot's)."""


def rows(picture: Path) -> list[str]:
    """The picture's rows as the terminal showed them: each `<text>` of a row put at
    its column, so text split between styles reads as one row."""
    placed: dict[int, list[tuple[int, str]]] = {}
    for x, line, text in _TEXT.findall(picture.read_text(encoding="utf-8")):
        placed.setdefault(int(line), []).append(
            (round(float(x) / _CELL), html.unescape(text).replace("\xa0", " ")))
    found = []
    for line in sorted(placed):
        row: list[str] = []
        for column, text in sorted(placed[line]):
            row.extend(" " * (column - len(row)))
            row[column:column + len(text)] = list(text)
        found.append("".join(row).rstrip())
    return found


def test_the_pictures_are_found() -> None:
    """The French pictures are there to read, and a row reads as the screen shows it."""
    assert len(FRENCH_PICTURES) > 50
    assert all(any(row.strip() for row in rows(p)) for p in FRENCH_PICTURES)


def test_the_reading_catches_english() -> None:
    """The check itself: an English sentence or command word is caught, a French row
    with a scenario's names, an abbreviation, a file or a unit's name is not."""
    assert english_words("bob sent no orders: default orders apply") == [
        "no", "orders", "default", "orders", "apply"]
    assert english_words("Écrivez move BANDE : la carte") == ["move"]
    assert english_words("▊ winner alice") == ["winner"]
    assert english_words("Riders (alice) · troupe de 4 · cavalerie · au N, NO ou SO") == []
    assert english_words("Combat à Pyramid · alice prend Ask · reste de la garde") == []
    assert english_words("broken.hexsave n'est pas une sauvegarde (saves/ ou --saves)") == []
    assert english_words("réserve : warriors1 16, GLA11 passe son tour") == []


@pytest.mark.parametrize("picture", FRENCH_PICTURES,
                         ids=[p.stem for p in FRENCH_PICTURES])
def test_a_french_picture_holds_no_english(picture: Path) -> None:
    owed, why = OWED.get(picture.stem, (frozenset(), ""))
    english = [(row, words) for row in rows(picture)
               if (words := [w for w in english_words(row) if w.lower() not in owed])]
    assert not english, "\n".join(f"{' '.join(w)!s:30} in: {row.strip()}"
                                  for row, w in english)
    shown = {w.lower() for row in rows(picture) for w in english_words(row)}
    assert owed <= shown, (f"{picture.stem} no longer shows {sorted(owed - shown)} "
                           f"({why}): take them out of OWED")


def test_every_owed_picture_is_there() -> None:
    """Each picture OWED names is one of the French pictures (none renamed away)."""
    assert set(OWED) <= {p.stem for p in FRENCH_PICTURES}
