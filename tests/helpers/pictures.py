"""What every ruleset's screen pictures are taken at: English at 80×24 and 160×48,
French at 80×24 (the `speak` fixture of tests/screens/conftest.py sets the language)."""

from __future__ import annotations

import pytest

LANGUAGES_AND_SIZES = pytest.mark.parametrize(
    ("speak", "size"), [("en", (80, 24)), ("fr", (80, 24)), ("en", (160, 48))],
    indirect=["speak"], ids=["en-80x24", "fr-80x24", "en-160x48"])
