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
