"""The Med-Fan campaign's messages: its own catalogue domain, "medfan" (its French in
hexterm/screens/medfan/locale, found through its registry entry; docs/translating.md).

Every refusal and event of the campaign is `WORDS.phrase(...)` (or `.phrase_n` for a
count), an English template and its fields; the words of the rules that a message
holds as a field (a role, a kind of unit, a capability's place) are messages too.
"""

from __future__ import annotations

from collections.abc import Iterable

from hexterm.engine.messages import Listing, Message, Words

WORDS = Words("medfan")

ROLES: dict[str, Message] = {
    "general": WORDS.phrase("general"), "chief": WORDS.phrase("chief"),
    "healer": WORDS.phrase("healer"), "standard": WORDS.phrase("standard"),
    "mage": WORDS.phrase("mage"),
}
"""The roles of a unit, as a message says them."""


OPTIONS: dict[str, Message] = {"armour": WORDS.phrase("armour"),
                               "weapon": WORDS.phrase("weapon")}
"""A roster line's options that are costs, as a refusal says them."""


def roles() -> Listing:
    """Every role, one after the other, as a refusal lists them."""
    return Listing(tuple(ROLES.values()))


def role(name: str) -> Message | str:
    """A role as a message (a word not a role as it is)."""
    return ROLES.get(name, name)


def numbers(found: Iterable[int]) -> str:
    """Territory numbers, one after the other ("3, 7")."""
    return ", ".join(map(str, found))
