"""Putting the seat's own lines and a unit's paper or quest choice into its draft orders.

The seat's lines stand before any `unit` line of the orders file (docs/orders.md):
documents a diplomat issues, contracts presented, grand accords proposed, accepted,
refused or left, annotations revealed, secession. `with_line` adds one (a line about
the same paper, or about the seat's loyalty, replaces the one before it),
`without_line` takes one back; `with_reserve_line` adds a reserve order (convert,
sacrifice, train), `reserve_lines` and `without_reserve_line` list and take them
back; `attach` puts a document on a unit's action (`with D3`), `detach` takes it off;
`with_quest` writes a quest choice into a unit's order. Each result is checked with
the game's own check of the whole text (`Table.check`), so a refusal is the engine's
one sentence (HextermError).
"""

from __future__ import annotations

import dataclasses

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.planisphere.orders.lines import Action, Orders, UnitOrder, Verb
from hexterm.engine.planisphere.orders.papers import PaperOrder
from hexterm.engine.planisphere.orders.papers_written import paper_words
from hexterm.engine.planisphere.ruleset import Planisphere
from hexterm.table import Table

ABOUT_ONE_PAPER = frozenset({"hire", "present", "reveal"})  # the paper's code follows
ACCORD_ANSWERS = frozenset({"accept", "refuse", "leave"})
LOYALTY = frozenset({"secede", "join"})
CARRIERS = (Verb.MOVE, Verb.ATTACK, Verb.DEPLOY)  # the actions a document rides on first
MAX_ACTIONS = 2


def rules_of(table: Table) -> Planisphere:
    """The rules of the table's game, which these screens play (TypeError for another)."""
    rules = table.game.rules
    if not isinstance(rules, Planisphere):
        raise TypeError(f"these screens play no {table.game.ruleset} game")
    return rules


def parse(table: Table, seat: str, text: str) -> Orders:
    """The orders written in `text` for `seat` (syntax only)."""
    game = table.game
    return rules_of(table).parse_orders(game.state, game.seat(seat), text)


def written(order: PaperOrder) -> str:
    """One seat line as the orders file writes it."""
    return " ".join((order.verb, *paper_words(order)))


def paper_lines(table: Table, seat: str, draft: str) -> list[str]:
    """The seat's paper and loyalty lines in `draft`, in their order."""
    return [written(p) for p in parse(table, seat, draft).papers]


def subject(line: str) -> tuple[str, str] | None:
    """What a seat line is about when a newer line replaces it: one paper's code
    (hire, present, reveal; accord accept, refuse, leave) or the seat's loyalty."""
    words = line.split()
    verb = words[0].lower() if words else ""
    if verb in LOYALTY:
        return ("loyalty", "")
    if verb in ABOUT_ONE_PAPER and len(words) > 1:
        return ("paper", words[1].upper())
    if verb == "accord" and len(words) > 2 and words[1].lower() in ACCORD_ANSWERS:
        return ("paper", words[2].upper())
    return None


def line_about(table: Table, seat: str, draft: str, code: str) -> str:
    """The seat line of `draft` about paper `code` ('' when there is none)."""
    return next((line for line in paper_lines(table, seat, draft)
                 if subject(line) == ("paper", code.upper())), "")


def loyalty_line(table: Table, seat: str, draft: str) -> str:
    """The secede or join line of `draft` ('' when there is none)."""
    return next((line for line in paper_lines(table, seat, draft)
                 if subject(line) == ("loyalty", "")), "")


def with_line(table: Table, seat: str, draft: str, line: str) -> str:
    """The draft with the seat line `line` added, replacing the line about the same
    paper or the loyalty line; HextermError when the rules refuse the result."""
    current = parse(table, seat, draft)
    added = parse(table, seat, line + "\n").papers
    about = subject(line)
    kept = tuple(p for p in current.papers if about is None or subject(written(p)) != about)
    text = rules_of(table).format_orders(dataclasses.replace(current,
                                                              papers=(*kept, *added)))
    table.check(seat, text)
    return text


def with_reserve_line(table: Table, seat: str, draft: str, line: str) -> str:
    """The draft with the reserve order `line` added after the others; HextermError
    when it cannot be read or the rules refuse the result."""
    current = parse(table, seat, draft)
    added = parse(table, seat, line + "\n").reserve
    text = rules_of(table).format_orders(dataclasses.replace(
        current, reserve=(*current.reserve, *added)))
    table.check(seat, text)
    return text


def reserve_lines(table: Table, seat: str, draft: str) -> list[str]:
    """The seat's reserve orders in `draft`, each as the orders file writes it."""
    rules = rules_of(table)
    return [rules.format_orders(Orders(reserve=(r,))).strip()
            for r in parse(table, seat, draft).reserve]


def without_reserve_line(table: Table, seat: str, draft: str, line: str) -> str:
    """The draft without the first reserve order written `line` (as `reserve_lines`
    gives it); unchanged when there is none."""
    current = parse(table, seat, draft)
    lines = reserve_lines(table, seat, draft)
    if line not in lines:
        return draft
    at = lines.index(line)
    kept = current.reserve[:at] + current.reserve[at + 1:]
    return rules_of(table).format_orders(dataclasses.replace(current, reserve=kept))


def without_line(table: Table, seat: str, draft: str, line: str) -> str:
    """The draft without the seat line `line` (unchanged when it is not there)."""
    current = parse(table, seat, draft)
    kept = tuple(p for p in current.papers if written(p).lower() != line.lower())
    return rules_of(table).format_orders(dataclasses.replace(current, papers=kept))


def with_unit_order(table: Table, seat: str, draft: str, order: UnitOrder) -> str:
    """The draft with `order` as its unit's order, checked (HextermError)."""
    current = parse(table, seat, draft)
    units = list(current.units)
    at = next((i for i, o in enumerate(units) if o.unit == order.unit), None)
    if at is None:
        units.append(order)
    else:
        units[at] = order
    text = rules_of(table).format_orders(dataclasses.replace(current, units=tuple(units)))
    table.check(seat, text)
    return text


def attach(table: Table, seat: str, draft: str, unit: str, code: str) -> str:
    """The draft with document `code` attached to unit `unit`'s order, and to no other
    unit's: on its move (else its attack, its deployment, its first action; a unit
    without an order gets `defend with CODE`). HextermError when the rules refuse it."""
    draft = detach(table, seat, draft, code)
    order = parse(table, seat, draft).of(unit)
    actions = list(order.actions) if order else []
    if not actions:
        actions = [Action(Verb.DEFEND)]
    at = next((i for i, a in enumerate(actions) if a.verb in CARRIERS), 0)
    actions[at] = dataclasses.replace(actions[at], papers=(*actions[at].papers, code))
    return with_unit_order(table, seat, draft,
                           UnitOrder(unit, tuple(actions), order.line if order else 0))


def detach(table: Table, seat: str, draft: str, code: str) -> str:
    """The draft with document `code` taken off every action it rides on."""
    current = parse(table, seat, draft)
    units = tuple(dataclasses.replace(o, actions=tuple(
        dataclasses.replace(a, papers=tuple(p for p in a.papers if p != code))
        for a in o.actions)) for o in current.units)
    return rules_of(table).format_orders(dataclasses.replace(current, units=units))


def carried_by(table: Table, seat: str, draft: str, code: str) -> str:
    """The unit whose order in `draft` carries document `code` ('' when none does)."""
    return next((o.unit for o in parse(table, seat, draft).units
                 for a in o.actions if code in a.papers), "")


def with_quest(table: Table, seat: str, draft: str, unit: str, letter: str) -> str:
    """The draft with `quest LETTER` in unit `unit`'s order (replacing an earlier
    choice); HextermError when the order has no room left or the rules refuse it."""
    order = parse(table, seat, draft).of(unit)
    actions = [a for a in (order.actions if order else ()) if a.verb is not Verb.QUEST]
    if len(actions) >= MAX_ACTIONS:
        held = " and ".join(a.verb.value for a in actions)
        raise IllegalOrderError(f"unit {unit}: the order already holds {held}; take one "
                                "out to resolve the quest", field="quest")
    quest = Action(Verb.QUEST, letter=letter.upper())
    return with_unit_order(table, seat, draft,
                           UnitOrder(unit, (*actions, quest), order.line if order else 0))


def quest_choice(table: Table, seat: str, draft: str, unit: str) -> str:
    """The quest choice written for `unit` in `draft` ('' when none)."""
    order = parse(table, seat, draft).of(unit)
    action = order.action(Verb.QUEST) if order else None
    return action.letter if action else ""
