"""The messages of Planisphère (its refusals, its events, its report lines):
`WORDS.phrase` and `WORDS.phrase_n` make them in the domain "planisphere", whose
catalogues are in hexterm/screens/planisphere/locale/ (docs/translating.md)."""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.messages import Message, Words

WORDS = Words("planisphere")



VERBS: dict[str, Message] = {
    "deploy": WORDS.phrase("deploy"), "move": WORDS.phrase("move"),
    "attack": WORDS.phrase("attack"), "defend": WORDS.phrase("defend"),
    "hide": WORDS.phrase("hide"), "recon": WORDS.phrase("recon"),
    "build": WORDS.phrase("build"), "sap": WORDS.phrase("sap"),
    "equip": WORDS.phrase("equip"), "unequip": WORDS.phrase("unequip"),
    "load": WORDS.phrase("load"), "unload": WORDS.phrase("unload"),
    "trade": WORDS.phrase("trade"), "exploit": WORDS.phrase("exploit"),
    "quest": WORDS.phrase("quest"), "unit": WORDS.phrase("unit"),
    "convert": WORDS.phrase("convert"), "sacrifice": WORDS.phrase("sacrifice"),
    "train": WORDS.phrase("train"), "safe-conduct": WORDS.phrase("safe-conduct"),
    "mercenary-contract": WORDS.phrase("mercenary-contract"),
    "master-contract": WORDS.phrase("master-contract"), "hire": WORDS.phrase("hire"),
    "present": WORDS.phrase("present"), "accord": WORDS.phrase("accord"),
    "reveal": WORDS.phrase("reveal"), "secede": WORDS.phrase("secede"),
    "join": WORDS.phrase("join"),
}
"""Each order's word as the messages say it: in French the word a French player types
(the rulebook's: déployer, déplacer, attaquer…), which the orders read as well."""


KEYWORDS: dict[str, Message] = {
    "at": WORDS.phrase("at"), "to-death": WORDS.phrase("to-death"),
    "with": WORDS.phrase("with"), "buy": WORDS.phrase("buy"), "sell": WORDS.phrase("sell"),
    "NW": WORDS.phrase("NW"), "SW": WORDS.phrase("SW"),
}
"""The other words of an order as the orders file writes them (`at`, `to-death`, the
directions NW and SW): in French the rulebook's (à, à-mort, NO, SO), which are read too."""


def typed_word(word: str) -> Message | str:
    """A word of an order's canonical text as a message (the word itself when it is a
    code, a hex, a number or a key)."""
    return VERBS.get(word) or KEYWORDS.get(word) or word


def verb_word(verb: str) -> Message | str:
    """The word of the order `verb` as a message (the word itself when it has none)."""
    return VERBS.get(verb, verb)


STATUSES: dict[str, Message] = {
    "reserve": WORDS.phrase("reserve"), "deployed": WORDS.phrase("deployed"),
    "destroyed": WORDS.phrase("destroyed"), "spent": WORDS.phrase("spent"),
}
"""Where a unit card is (`model.Status`'s values), as the reasons say it."""


def fate_word(fate: str) -> Message | str:
    """A unit's fate in a battle (`conflict.Battle.fates`: holds, destroyed, dissolved,
    fled to HEX) as a message (the text itself when it is none of those)."""
    if fate.startswith("fled to "):
        return WORDS.phrase("fled to {hex}", hex=fate.removeprefix("fled to "))
    return {"holds": WORDS.phrase("holds"), "destroyed": WORDS.phrase("destroyed"),
            "dissolved": WORDS.phrase("dissolved")}.get(fate, fate)


SCORES: dict[str, Message] = {
    "combat": WORDS.phrase("combat"), "defence": WORDS.phrase("defence"),
    "recon": WORDS.phrase("recon score"), "equipment": WORDS.phrase("equipment"),
    "inventory": WORDS.phrase("inventory"), "recruits": WORDS.phrase("recruits"),
}
"""A node's scores (`model.NODE_SCORES`) as the reasons say them (the rulebook's words
in French: combat, défense, reconnaissance, équipement, inventaire, recrues)."""


def score_word(score: str) -> Message | str:
    """A node's score as a message (the key itself when it is none of them)."""
    return SCORES.get(score, score)


def joined(parts: Sequence[Message]) -> Message:
    """Sentences one after the other, each pair as '{before}; {after}' (' ; ' in French)."""
    said = parts[0]
    for part in parts[1:]:
        said = WORDS.phrase("{before}; {after}", before=said, after=part)
    return said
