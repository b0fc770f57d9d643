"""The tactical board's messages (its catalogue domain, "tactical": see
docs/translating.md): `WORDS.phrase` and `.phrase_n` make them, and the words of the
sheet that stand in its sentences (a movement class, a ground, a test) are messages of
their own here, so that a catalogue says them in the player's language."""

from __future__ import annotations

from hexterm.engine.messages import Message, Words
from hexterm.engine.tactical.classes import Ground, Placement

WORDS = Words("tactical")


def ground_word(ground: Ground) -> Message:
    """A ground of the sheet ("rough"), to stand in a sentence."""
    return {
        Ground.ROAD: WORDS.phrase("road"),
        Ground.CLEAR: WORDS.phrase("clear"),
        Ground.ROUGH: WORDS.phrase("rough"),
        Ground.DIFFICULT: WORDS.phrase("difficult"),
        Ground.WATER: WORDS.phrase("water"),
    }[ground]


def class_word(name: str, key: str = "") -> Message | str:
    """A movement class by its name: the sheet's rows as messages ("foot"), a class a
    scenario names as it is written, a new class it names not by its key ("class W")."""
    if key and name == f"class {key}":  # the name `read_class` gives it
        return WORDS.phrase("class {key}", key=key)
    known = {
        "foot": WORDS.phrase("foot"),
        "mounted": WORDS.phrase("mounted"),
        "light foot": WORDS.phrase("light foot"),
        "engine": WORDS.phrase("engine"),
        "flier": WORDS.phrase("flier"),
        "aquatic": WORDS.phrase("aquatic"),
    }
    return known.get(name, name)


def facing_word(name: str) -> Message:
    """A direction by its English name ("NW"), the French's being the rulebook's (NO)."""
    return {
        "N": WORDS.phrase("N"), "NE": WORDS.phrase("NE"), "SE": WORDS.phrase("SE"),
        "S": WORDS.phrase("S"), "SW": WORDS.phrase("SW"), "NW": WORDS.phrase("NW"),
    }[name]


def placement_word(placement: Placement) -> Message:
    """A placement as a path writes it ("close-flight")."""
    return {
        Placement.DEEP_INFILTRATION: WORDS.phrase("deep-infiltration"),
        Placement.CLOSE_INFILTRATION: WORDS.phrase("close-infiltration"),
        Placement.GROUND: WORDS.phrase("ground"),
        Placement.CLOSE_FLIGHT: WORDS.phrase("close-flight"),
        Placement.FLIGHT: WORDS.phrase("flight"),
    }[placement]


def trial_word(kind: str) -> Message:
    """A test of the sheet by its kind ("engagement" → "engagement test")."""
    return {
        "engagement": WORDS.phrase("engagement test"),
        "crossing": WORDS.phrase("crossing test"),
        "disengagement": WORDS.phrase("disengagement test"),
        "discipline": WORDS.phrase("discipline test"),
        "pursuit": WORDS.phrase("pursuit test"),
    }[kind]


def step_said(number: int, said: Message) -> Message:
    """A refusal of a path's step: "step 2: …"."""
    return WORDS.phrase("step {n}: {said}", n=number, said=said)


def renumbered(message: Message | str, by: int) -> Message | str:
    """A step's refusal counted `by` steps further (a path written from the unit's own
    hex counts that hex as its first step); any other message as it is."""
    if not isinstance(message, Message) or message.msgid != "step {n}: {said}":
        return message
    return WORDS.phrase("step {n}: {said}", n=int(str(message.fields["n"])) + by,
                        said=message.fields["said"])


def said_of(error: Exception) -> Message | str:
    """What a refusal says, to nest in another sentence or count again: its message,
    else its plain sentence."""
    found = getattr(error, "message", None)
    return found if isinstance(found, Message) else str(error)
