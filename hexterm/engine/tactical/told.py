"""What the tactical board's events say, as messages made from what each event saves
(its args): the resolution writes each event's text as the message's English
(`str(message)`), and `Tactical.event_message` makes the same message again from a
saved event, for a report in the player's language (docs/translating.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.messages import Message
from hexterm.engine.tactical.paths import path_said, read_path
from hexterm.engine.tactical.words import WORDS, facing_word, trial_word


def tested(args: Mapping[str, Any]) -> Message:
    """A test taken: "Spears fails its engagement test (die 2) and is shaken"."""
    unit, test = args["unit"], trial_word(str(args["test"]))
    die = WORDS.phrase(" (die {die})", die=args["die"]) if args.get("die") else ""
    if args["passed"]:
        said = WORDS.phrase("{unit} passes its {test}{die}", unit=unit, test=test, die=die)
    elif args["rout"]:
        said = WORDS.phrase("{unit} fails its {test}{die} and routs", unit=unit, test=test,
                            die=die)
    else:
        said = WORDS.phrase("{unit} fails its {test}{die} and is shaken", unit=unit,
                            test=test, die=die)
    if args.get("stopped"):
        return WORDS.phrase("{said}: its movement stops at {hex}", said=said,
                            hex=args["stopped"])
    return said


def refused(args: Mapping[str, Any]) -> Message:
    """An input the resolution refused (a stale one: the unit holds); its reason is
    saved as its English sentence only."""
    return WORDS.phrase("{seat}: {reason}", seat=args["seat"], reason=args["reason"])


def passed(args: Mapping[str, Any]) -> Message:
    """A seat passes: none of its units moves again this turn."""
    return WORDS.phrase("{seat} passes", seat=args["seat"])


def moved(args: Mapping[str, Any]) -> Message:
    """An activation done: the path traced with each step's cost, a unit holding, a
    unit facing, a unit with nowhere to flee."""
    unit = args["unit"]
    if args.get("destroyed"):
        return WORDS.phrase("{unit} has nowhere to flee: destroyed", unit=unit)
    if args.get("action") == "face":
        return WORDS.phrase("{unit} faces {facing}", unit=unit,
                            facing=facing_word(str(args["facing"])))
    if args.get("path"):
        return WORDS.phrase("{unit}: {path}", unit=unit, path=traced(str(args["path"])))
    return WORDS.phrase("{unit} holds", unit=unit)


def traced(path: str) -> Message | str:
    """A path as the log writes it ("C03 → B03 (1) → turn NE (0.5)"), its steps said in
    the player's words."""
    start, *steps = path.split(" → ")
    said: list[Message | str] = [start]
    for text in steps:
        step, _, cost = text.rpartition(" (")
        said.append(WORDS.phrase("{step} ({cost})", step=read_path(step)[0].said(),
                                 cost=cost.removesuffix(")")) if step else text)
    return path_said(said)


TOLD = {"tactical.test": tested, "tactical.refused": refused, "tactical.pass": passed,
        "tactical.move": moved}
"""Each event's message, by the event's key."""
