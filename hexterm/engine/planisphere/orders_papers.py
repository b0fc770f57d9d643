"""Reading the seat's own lines about papers: diplomacy, annotations and loyalty.

These lines are written before any unit, like the reserve orders. Stage one (syntax)
only; the diplomacy module checks them against the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from hexterm.engine.orderfile import ActionText

PAPER_VERBS: dict[str, str] = {}
"""Written verb (English or French) -> the canonical verb."""


@dataclass(frozen=True, slots=True)
class PaperOrder:
    """One seat line about papers: its canonical verb, its words and its line."""

    verb: str
    args: tuple[str, ...] = ()
    line: int = 0


def parse_paper_order(text: ActionText) -> PaperOrder | None:
    """The paper order written on `text`, or None when its verb is not a paper verb."""
    verb = PAPER_VERBS.get(text.verb)
    if verb is None:
        return None
    return PaperOrder(verb, text.args, text.line)


def paper_words(order: PaperOrder) -> tuple[str, ...]:
    """The words of `order` after its verb, as the orders file writes them."""
    return order.args
