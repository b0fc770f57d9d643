"""The help screen: the keys of the screen it was opened from, and the rules at hand.

`HelpScreen(topic)` shows, in the current language, the help of one screen ("title",
"new_game", "load", "handoff", or a topic of a ruleset's own screens; an unknown topic
shows `DEFAULT_TOPIC`'s, which the default ruleset's help names), then the help of the
game at hand: what it is, how a turn goes, what to type at each step, the keys
(`ScreenSet.help`, found through the game's screen set). On the title, where no game
is open, every ruleset's game help follows (`game_guides`). left/right go from one
page to the next. The texts live in `hexterm.helptexts`; their direction letters are
said in the player's keyboard layout (`hexterm.widgets.keyboard`), and shift with the
arrows after them. The text is one column of at
most 76 characters, which scrolls; when it is taller than the terminal and the
terminal has 158 columns or more, it is laid out in two columns, split between
sections. Escape or ? closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from textual import events
from textual._context import NoActiveAppError
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from hexterm.engine import rulesets
from hexterm.helptexts import DEFAULT_TOPIC, TOPICS, help_text
from hexterm.helptexts.helptext import HelpText
from hexterm.i18n import language, t
from hexterm.screens.shared.screen_sets import screens_for
from hexterm.widgets import keyboard
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

WIDE_AT = 158  # terminal columns from which the help is laid out in two columns
HEADING, KEY, PLAIN = "heading", "key", "plain"

Line = tuple[str, str, str]  # (kind, key or text, description)
Section = list[Line]


def sections(text: HelpText) -> list[Section]:
    """The keys, then each headed part of the rules, as lines ready to draw."""
    keys: Section = [(HEADING, t("Keys"), "")]
    shifted = [(KEY, t("shift+← →"), t("the other neighbour on that side"))]
    later: list[Line] = []  # the shifted arrows, after the direction letters' lines
    for key, what in text.keys:  # the direction letters of the player's keyboard
        if key:
            keys += later
            later = shifted if key.startswith(keyboard.letters("qwerty")[:5]) else []
        keys.append((KEY, keyboard.in_layout(key), keyboard.in_layout(what)))
    keys += later
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


def game_guide(ruleset: str) -> HelpText | None:
    """The help of `ruleset`'s game, as its screen set gives it (None: it has none)."""
    return screens_for(ruleset).guide()


def game_guides() -> list[HelpText]:
    """The game help of every ruleset known that has one, in the order of their names."""
    found = [game_guide(name) for name in rulesets.names()]
    return [guide for guide in found if guide is not None]


class HelpScreen(Localised, ModalScreen[None]):
    """The help of one screen, then the help of the game at hand, in the current
    language; `games` gives the game pages, or a function that does (by default the
    open game's, if any). With no `topic`, the game pages alone (a game played on one
    screen). Composed again (the player changed language), it reads its pages again."""

    CSS_PATH = STYLES
    BINDINGS = [("escape,question_mark", "dismiss", "Back"),
                ("left", "page(-1)", "Previous page"), ("right", "page(1)", "Next page")]

    def __init__(self, topic: str | None = DEFAULT_TOPIC, *,
                 games: Sequence[HelpText] | Callable[[], Sequence[HelpText]] | None = None,
                 page: int = 0) -> None:
        super().__init__()
        self.asked = (topic, games)
        self.page = page
        self.read_pages()

    def read_pages(self) -> None:
        """The pages in the current language."""
        topic, asked = self.asked
        games = asked() if callable(asked) else asked
        if games is None:
            games = self.open_game()
        if topic is None and games:  # a game's own screen: its help is the game's
            self.topic = ""
            self.pages = list(games)
        else:
            topic = "handoff" if topic is None else topic  # a game without a help of its own
            self.topic = topic if topic in TOPICS else DEFAULT_TOPIC
            self.pages = [help_text(self.topic, language()), *games]
        self.page = max(0, min(self.page, len(self.pages) - 1))
        self.text = self.pages[self.page]
        self.parts = sections(self.text)
        self.wide: bool | None = None

    def open_game(self) -> list[HelpText]:
        """The help of the game the app has open, if it has one."""
        try:
            table = getattr(self.app, "table", None)
        except NoActiveAppError:  # made outside a running app (a test of its text)
            return []
        guide = game_guide(table.game.ruleset) if table is not None else None
        return [guide] if guide is not None else []

    async def recompose(self) -> None:
        """The help again, in the language the player chose."""
        self.read_pages()
        await super().recompose()
        self.frame()
        self.lay_out(self.app.size.width, self.app.size.height, again=True)

    def compose(self) -> ComposeResult:
        box = VerticalScroll(id="help")
        with box, Horizontal(id="help-columns"):
            yield Static(render(self.parts), id="help-left")
            yield Static("", id="help-right")

    def frame(self) -> None:
        """The title (the page and how many there are) and the keys on the border."""
        box = self.query_one("#help")
        pages = len(self.pages)
        box.border_title = t("Help") + f" · {self.text.title}" + (
            f" ({self.page + 1}/{pages})" if pages > 1 else "")
        keys = t("up/down: scroll · escape or ?: close")
        box.border_subtitle = (t("left/right: page") + " · " + keys) if pages > 1 else keys

    def on_mount(self) -> None:
        self.frame()
        self.lay_out(self.app.size.width, self.app.size.height)
        self.query_one("#help").focus()

    def on_resize(self, event: events.Resize) -> None:
        self.lay_out(event.size.width, event.size.height)

    def action_page(self, delta: int) -> None:
        """The next (1) or previous (-1) page, going round."""
        self.page = (self.page + delta) % len(self.pages)
        self.text = self.pages[self.page]
        self.parts = sections(self.text)
        self.frame()
        self.query_one("#help", VerticalScroll).scroll_home(animate=False)
        self.lay_out(self.app.size.width, self.app.size.height, again=True)

    def lay_out(self, columns: int, rows: int, *, again: bool = False) -> None:
        """Two columns when the text is taller than the terminal, if it is wide enough."""
        tall = len(plain_lines(self.parts)) > rows - 2  # the border takes two rows
        wide = columns >= WIDE_AT and tall
        if wide == self.wide and not again:
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
