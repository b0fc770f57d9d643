"""The reports of the resolved turns, as one seat may read them, turn by turn.

A turn's report is laid out in sections: the result of every order with its reason,
the battles the seat's units fought, what its reconnaissance saw, the quests it found
(Résoudre une quête: the text, the hint a translation gives, the choices A to D),
where each unit stands, and what the end of a session brought. Earlier turns stay
readable (left and right). The sentences are the engine's (English); the headings
follow the language.

Given the seat's draft, the latest turn's report also lists the answers to the quests
the seat's units found or stand on: choosing one (q, then enter) writes `quest X` into
that unit's order in the draft (`issuing.with_quest`), and the screen dismisses with
the draft.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Vertical, VerticalScroll
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import titled
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Event
from hexterm.i18n import event_said, t
from hexterm.i18n import said as i18n_said
from hexterm.screens.planisphere.issuing import parse, quest_choice, with_quest
from hexterm.screens.planisphere.notes import plain
from hexterm.screens.planisphere.order_words import order_said
from hexterm.screens.planisphere.words import phrase
from hexterm.screens.shared.reports import ReportsFrame
from hexterm.table import Table

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

SECTIONS = ((titled("The organiser's acts"), ("act.",)),
            (titled("Orders"), ("order.", "reserve.", "no-orders")),
            (titled("Battles"), ("battle",)), (titled("Seen"), ("recon.",)),
            (titled("Quests"), ("quest.",)), (titled("Your units"), ("unit.",)),
            (titled("The session"), ("session.",)))
RESULT_MARKS = {"done": "+", "partly": "~", "failed": "x"}
WIDE = 130  # from this many columns on, the quests' answers stand beside the report


def section_of(event: Event) -> str:
    """The heading an event is reported under ('Other' for an unknown key)."""
    return next((title for title, keys in SECTIONS if event.key.startswith(keys)), titled("Other"))


def quest_text(event: Event) -> str:
    """A quest found: who found it where, its text, the hint, and its choices."""
    args = event.args
    lines = [phrase("{unit} found a quest at {hex}: {title}", unit=args.get("unit", event.subject),
               hex=args.get("hex", "?"), title=args.get("title", "?")),
             f"  {args.get('text', '')}"]
    if args.get("hint"):
        lines.append("  " + phrase("Hint: {hint}", hint=args["hint"]))
    choices: Mapping[str, str] = args.get("choices", {})
    lines += [f"  {letter}: {text}" for letter, text in choices.items()]
    return "\n".join(lines)


def event_text(event: Event, game: Game | None = None) -> str:
    """One event's line: its result's mark, its subject, its sentence in the player's
    language (as `hexterm report` says it, from what the game saved)."""
    if event.key == "quest.revealed" and event.args.get("choices"):
        return quest_text(event)
    mark = RESULT_MARKS[event.result.value] + " " if event.result else ""
    text = event_said(event, game.rules, game.state, game.log) if game else event.text
    said = text if event.text.startswith(event.subject) else i18n_said(
        WORDS.phrase("{subject}: {said}", subject=event.subject, said=text))
    return mark + said


def report_text(table: Table, seat: str, turn: int) -> str:
    """The report of `turn` for `seat`, in sections, or a line saying it is empty."""
    events = table.report(seat, turn)
    if not events:
        return phrase("Nothing to report for turn {turn}.", turn=turn)
    grouped: dict[str, list[str]] = {}
    for event in events:
        grouped.setdefault(section_of(event), []).append(event_text(event, table.game))
    order = [title for title, _ in SECTIONS] + ["Other"]
    return "\n\n".join(f"== {t(title)} ==\n" + "\n".join(grouped[title])
                       for title in order if title in grouped)


def quest_answers(table: Table, seat: str, turn: int) -> list[tuple[str, str, str, str]]:
    """(unit, letter, title, choice text) of every quest the seat may answer now: those
    its units found on `turn` (the latest one resolved), and the known quests on whose
    hex one of its units stands; each quest still open."""
    game = table.game
    view: dict[str, Any] = game.rules.view(game.state, game.seat(seat))
    quests: Mapping[str, Any] = view.get("quests", {})
    units: Mapping[str, Any] = view.get("units", {})
    pairs: list[tuple[str, str]] = []
    for event in table.report(seat, turn):
        if event.key == "quest.revealed" and event.args.get("quest") in quests:
            pairs.append((str(event.args.get("unit", event.subject)), event.args["quest"]))
    for key, quest in quests.items():
        pairs += [(code, key) for code, unit in units.items()
                  if unit.get("commander") == seat and unit.get("status") == "deployed"
                  and unit.get("hex") == quest["hex"]]
    out = []
    for unit, key in dict.fromkeys(pairs):
        if units.get(unit, {}).get("commander") != seat:
            continue
        quest = quests[key]
        out += [(unit, letter, quest["title"], text)
                for letter, text in quest["choices"].items()]
    return out


class ReportsScreen(ReportsFrame[str]):
    """Turn by turn: left and right go to earlier and later turns. Dismisses with the
    draft when one was given (changed by a quest's answer or not), else None."""

    BINDINGS = [Binding("q", "answer", "Answer a quest"),
                Binding("question_mark", "help", "Help")]
    CSS_PATH = STYLES

    def __init__(self, table: Table, seat: str, draft: str | None = None) -> None:
        super().__init__(table, seat, last=max(1, table.game.turn - 1))
        self.draft = draft

    def report(self) -> str:
        return report_text(self.table, self.seat, self.turn)

    def turned(self) -> None:
        self.query_one("#heading", Label).update(self.heading())
        self.show_answers()
        self.refresh_bindings()

    def result(self) -> str | None:
        return self.draft

    def heading(self) -> str:
        return (f"{t('Reports')} · {t('Turn {turn}', turn=self.turn)} "
                f"({self.turn}/{self.last}, ← →)")

    def compose(self) -> ComposeResult:
        yield Label(self.heading(), id="heading")
        with Container(id="reports-body"):
            with VerticalScroll(id="report-scroll"):
                yield Static(self.report(), id="report", markup=False)
            with Vertical(id="quests"):
                yield Label(phrase("Answer a quest (q, then enter): the choice goes into the "
                              "unit's order"), id="quests-heading")
                yield OptionList(id="quest-choices", compact=True, markup=False)
                yield Label("", id="quest-draft", markup=False)
        yield Footer()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#reports-body").set_class(event.size.width >= WIDE, "wide")

    def on_mount(self) -> None:
        self.show_answers()

    def answers(self) -> list[tuple[str, str, str, str]]:
        if self.draft is None or self.turn != self.last or self.table.game.outcome:
            return []
        return quest_answers(self.table, self.seat, self.turn)

    def show_answers(self, keep: int | None = None) -> None:
        """The quests' choices of the latest turn, each marked when the draft holds it."""
        answers = self.answers()
        self.query_one("#quests").display = bool(answers)
        if not answers or self.draft is None:
            return
        options = self.query_one("#quest-choices", OptionList)
        options.clear_options()
        chosen = {unit: quest_choice(self.table, self.seat, self.draft, unit)
                  for unit in {unit for unit, *_ in answers}}
        for unit, letter, title, text in answers:
            mark = "✓" if chosen[unit] == letter else " "
            options.add_option(Option(f"{mark} {unit} · {title} · {letter}: {text}",
                                      id=f"{unit}:{letter}"))
        options.highlighted = keep or 0
        self.show_orders({unit for unit, letter in chosen.items() if letter})

    def show_orders(self, units: set[str]) -> None:
        label = self.query_one("#quest-draft", Label)
        label.remove_class("problem")
        if self.draft is None:
            return
        orders = parse(self.table, self.seat, self.draft)
        lines = [phrase("In your draft: {line}", line=order_said(o.unit, o.actions))
                 for o in orders.units if o.unit in units]
        label.update("\n".join(sorted(lines)))
        label.display = bool(lines)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.draft is None or event.option.id is None:
            return
        unit, letter = event.option.id.split(":")
        label = self.query_one("#quest-draft", Label)
        try:
            self.draft = with_quest(self.table, self.seat, self.draft, unit, letter)
        except HextermError as exc:
            label.update(plain(exc))
            label.add_class("problem")
            label.display = True
            return
        self.show_answers(keep=event.option_index)

    def action_answer(self) -> None:
        if self.query_one("#quests").display:
            self.query_one("#quest-choices", OptionList).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "answer":
            return bool(self.is_mounted and self.query_one("#quests").display)
        return True

    def action_help(self) -> None:
        from hexterm.screens.shared.help import HelpScreen

        self.app.push_screen(HelpScreen("quests"))
