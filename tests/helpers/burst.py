"""Keys in a burst, as a terminal gives a program what a fast typist (or SSH, or a
paste) sent in one read: each key posted to the app at once, none waiting for the one
before to be handled (`Pilot.press` waits for each)."""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.keys import _character_to_key

CHARACTERS = {"space": " "}


def burst(app: App[object], *keys: str) -> None:
    """Post `keys` (Textual's names: "end", "backspace", "ctrl+a", or one character:
    "1", ":") to `app` through its driver, as the terminal's reader does, without
    waiting."""
    driver = app._driver
    assert driver is not None
    for key in keys:
        char = CHARACTERS.get(key, key if len(key) == 1 else None)
        name = _character_to_key(key) if len(key) == 1 and not key.isalnum() else key
        driver.send_message(events.Key(name, char))
