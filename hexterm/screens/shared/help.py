"""The help screen: the keys of the screen it was opened from, and the rules at hand.

`HelpScreen(topic)` shows, in the current language, the help of one screen ("title",
"new_game", "load", "handoff", "map", "order_form", "orders_text", "reports"; an
unknown topic shows the map's). The texts live in `hexterm.helptexts`. The text is
one column of at most 76 characters, which scrolls; when it is taller than the
terminal and the terminal has 158 columns or more, it is laid out in two columns,
split between sections. Escape or ? closes it.
"""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from hexterm.helptexts import DEFAULT_TOPIC, TOPICS, HelpText, help_text
from hexterm.i18n import language, t
from hexterm.screens.shared.common import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

WIDE_AT = 158  # terminal columns from which the help is laid out in two columns
HEADING, KEY, PLAIN = "heading", "key", "plain"

Line = tuple[str, str, str]  # (kind, key or text, description)
Section = list[Line]


def sections(text: HelpText) -> list[Section]:
    """The keys, then each headed part of the rules, as lines ready to draw."""
    keys: Section = [(HEADING, t("Keys"), "")]
    keys += [(KEY, key, what) for key, what in text.keys]
    out = [keys]
    for line in text.rules.rstrip("\n").split("\n"):
        if line.startswith("# "):
            out.append([(HEADING, line[2:], "")])
        elif out[-1] is keys:  # rules text before any heading: a part of its own
            out.append([(PLAIN, line, "")])
        else:
            out[-1].append((PLAIN, line, ""))
    for part in out:
        while part and part[-1] == (PLAIN, "", ""):
            part.pop()
    return out


def plain_lines(parts: list[Section]) -> list[str]:
    """The lines as shown, without styles, sections one blank line apart."""
    return render(parts).plain.split("\n")


def render(parts: list[Section]) -> Content:
    """`parts` as styled text: bold headings and keys, a blank line between parts."""
    width = max((len(key) for part in parts for kind, key, _ in part if kind == KEY),
                default=0)
    pieces: list[str | tuple[str, str]] = []
    for n, part in enumerate(parts):
        if n:
            pieces.append("\n\n")
        for i, (kind, text, what) in enumerate(part):
            if i:
                pieces.append("\n")
            if kind == HEADING:
                pieces.append((text, "bold $accent"))
            elif kind == KEY:
                pieces += [("  " + text.ljust(width), "bold"), "  " + what]
            else:
                pieces.append(text)
    return Content.assemble(*pieces)


def split(parts: list[Section]) -> int:
    """How many parts go in the left column so that both columns are most even."""
    sizes = [len(part) + 1 for part in parts]
    total = sum(sizes)
    best, best_height, left = 1, total, 0
    for k in range(1, len(parts)):
        left += sizes[k - 1]
        height = max(left, total - left)
        if height < best_height:
            best, best_height = k, height
    return best


class HelpScreen(Localised, ModalScreen[None]):
    """The help of one screen, in the current language."""

    CSS_PATH = STYLES
    BINDINGS = [("escape,question_mark", "dismiss", "Back")]

    def __init__(self, topic: str = DEFAULT_TOPIC) -> None:
        super().__init__()
        self.topic = topic if topic in TOPICS else DEFAULT_TOPIC
        self.text = help_text(self.topic, language())
        self.parts = sections(self.text)
        self.wide: bool | None = None

    def compose(self) -> ComposeResult:
        box = VerticalScroll(id="help")
        box.border_title = f"{t('Help')} · {self.text.title}"
        box.border_subtitle = t("up/down: scroll · escape or ?: close")
        with box, Horizontal(id="help-columns"):
            yield Static(render(self.parts), id="help-left")
            yield Static("", id="help-right")

    def on_mount(self) -> None:
        self.lay_out(self.app.size.width, self.app.size.height)
        self.query_one("#help").focus()

    def on_resize(self, event: events.Resize) -> None:
        self.lay_out(event.size.width, event.size.height)

    def lay_out(self, columns: int, rows: int) -> None:
        """Two columns when the text is taller than the terminal, if it is wide enough."""
        tall = len(plain_lines(self.parts)) > rows - 2  # the border takes two rows
        wide = columns >= WIDE_AT and tall
        if wide == self.wide:
            return
        self.wide = wide
        self.query_one("#help").set_class(wide, "wide")
        left, right = self.query_one("#help-left", Static), self.query_one("#help-right", Static)
        if wide:
            k = split(self.parts)
            left.update(render(self.parts[:k]))
            right.update(render(self.parts[k:]))
        else:
            left.update(render(self.parts))
            right.update("")
