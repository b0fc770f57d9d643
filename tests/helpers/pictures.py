"""What every ruleset's screen pictures are taken at: English at 80×24 and 160×48,
French at 80×24 (the `speak` fixture of tests/screens/conftest.py sets the language);
both languages at both sizes where the issue asks for it (`EVERY_LANGUAGE_AND_SIZE`)."""

from __future__ import annotations

import pytest

LANGUAGES_AND_SIZES = pytest.mark.parametrize(
    ("speak", "size"), [("en", (80, 24)), ("fr", (80, 24)), ("en", (160, 48))],
    indirect=["speak"], ids=["en-80x24", "fr-80x24", "en-160x48"])

EVERY_LANGUAGE_AND_SIZE = pytest.mark.parametrize(
    ("speak", "size"),
    [("en", (80, 24)), ("fr", (80, 24)), ("en", (160, 48)), ("fr", (160, 48))],
    indirect=["speak"], ids=["en-80x24", "fr-80x24", "en-160x48", "fr-160x48"])
"""English and French, each at 80×24 and 160×48: the pictures the issue asks in both
languages at both sizes (the new game form of each ruleset, the SAGA steps)."""
