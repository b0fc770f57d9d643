"""A campaign's battle step opened again because the entries of its result differed:
what each player entered, said in the player's language with the seats' names, and
each seat's earlier entry back in its input box to be edited.

The engine finds the disagreement (`hexterm.engine.battle_entry.reopened`: the log's
last event, as the seat may see it) and says what differs as data (`Differing`); this
module only words it, and how a result was made (`source_label`, the same words
for every campaign). `DifferingEntries` is the panel the campaigns' step screens put
above their panels (hidden when there is nothing to say); the step screens' mixin that
puts a seat's earlier entry back in its box is `step_entry.EditsEarlierEntry`. The
reports word the same event with `said`.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Static

from hexterm import i18n
from hexterm.engine import battle_entry
from hexterm.engine.battle import Differing, Source
from hexterm.engine.battle_entry import OWNERS, Disagreement, reopened
from hexterm.engine.boards import source_said
from hexterm.engine.game import Game
from hexterm.engine.messages import Message, phrase
from hexterm.engine.steps import ORGANISER
from hexterm.i18n import t, typeset


def said(found: Differing) -> str:
    """One thing that differs, in the player's language: what each seat entered (the
    engine's messages, `Differing.message`)."""
    return ", ".join(i18n.said(item) for item in found.message().items
                     if isinstance(item, Message))


def source_label(stored: str) -> str:
    """How a battle's result was made, as a campaign's log keeps it (a `Source`'s value,
    or its words, `Source.said`), in the player's language."""
    try:
        words = source_said(Source(stored))
    except ValueError:  # kept as the log's words already
        words = stored
    return t(words)


def said_all(data: Any) -> str:
    """The `differing` of an event's args, worded (for the reports)."""
    return typeset("; ".join(said(Differing.from_data(d)) for d in data))


def disagreement(game: Game, seat: str) -> Disagreement | None:
    """The disagreement the battle step at hand was opened again with, as `seat` (or the
    organiser) may see it."""
    return reopened(game.log, None if seat == ORGANISER else seat)


def panel(found: Disagreement, seat: str) -> str:
    """The panel's text: that the entries differ and nothing was applied, each thing
    that differs, and what to do."""
    lines = [i18n.said(phrase("The entries differ: nothing is applied. Agree and enter "
                               "it again."))]
    lines += [f"  {said(d)}" for d in found.differing]
    if seat in found.entries:
        lines.append(i18n.said(phrase("Your earlier entry is in the box below, to edit.")))
    return "\n".join(lines)


def losses_prompt(example: dict[str, Any] | None, owner: str) -> list[str]:
    """How a battle's result is written, the same in every campaign (`owner`: what owns
    a unit, BAND or SEAT), in the player's words, with the example of a unit of the
    battle (its figures before the battle, and its losses written both ways)."""
    lines = [i18n.said(phrase("Write: winner SEAT or draw, then for each unit that lost "
                              "figures left {owner} UNIT N (the figures left) or lost "
                              "{owner} UNIT N (the figures lost); or auto for the dice "
                              "helper", owner=OWNERS.get(owner, owner)))]
    if example:
        left, lost = battle_entry.example(example["owner"], example["unit"],
                                          example["figures"])
        lines.append(i18n.said(phrase(
            "For example {owner}'s {unit}, {figures} figures before the battle: {left} or "
            "{lost} (the same)", owner=example["owner"], unit=example["unit"],
            figures=example["figures"], left=left.message(), lost=lost.message())))
    return lines


class DifferingEntries(Static):
    """The entries that differ, on the battle step opened again; hidden otherwise."""

    DEFAULT_CSS = """
    DifferingEntries {
        height: auto;
        padding: 0 1;
        border-left: thick $warning;
        background: $warning 15%;
    }
    DifferingEntries.-none { display: none; }
    """

    def __init__(self, game: Game, seat: str) -> None:
        found = disagreement(game, seat)
        super().__init__("" if found is None else panel(found, seat), markup=False,
                         id="differing-entries")
        self.set_class(found is None, "-none")
