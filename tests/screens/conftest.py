"""Fixtures of the screens' tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hexterm import i18n


@pytest.fixture
def speak(request: pytest.FixtureRequest) -> Iterator[None]:
    """The language given as the test's parameter (indirect), English again after."""
    i18n.set_language(request.param)
    try:
        yield
    finally:
        i18n.set_language("en")


@pytest.fixture
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """The language given as the test's parameter (indirect; English when none), English
    again after; the language, as the test's value."""
    i18n.set_language(getattr(request, "param", "en"))
    try:
        yield i18n.language()
    finally:
        i18n.set_language("en")
