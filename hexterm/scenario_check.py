"""A scenario's mistakes, all at once, each placed in its file: `hexterm check` and the
loader's refusals (issue 30).

The engine says where a mistake is as a path into the parsed TOML (`Mistake.where`);
this module turns that path into the file's line and the table's name, reading the
file's text with tomlkit's parser, which keeps every item of the document as written
and here notes where in the text each table, key and value starts (never guessed by
searching the text). A missing key is placed at its table's header; an element of a
list at its own line; a line of a text read line by line (an army's roster, the step
after the text in the path) at the file's line that holds it.

What is checked (`scenario_refusals`): the ruleset's `scenario_mistakes`, and when it
finds none, the making of a game on the scenario with the seats its `seat_form` asks,
the save's check (`check_game`: the state's integrity and a trial) and a save/load
round trip in memory: a scenario accepted here makes a game that can be opened.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from typing import Any

import tomlkit
from tomlkit.container import Container
from tomlkit.exceptions import ParseError
from tomlkit.items import (
    AoT,
    Array,
    Comment,
    InlineTable,
    Item,
    Key,
    String,
    Table,
    Whitespace,
)
from tomlkit.parser import Parser

from hexterm.engine import game as games
from hexterm.engine import game_data
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Listing, Message, message_of, phrase
from hexterm.engine.mistakes import IN_TEXT, Mistake, PlacedError, Where, without_table
from hexterm.engine.mistakes_found import said_of
from hexterm.engine.ruleset import SeatForm
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat
from hexterm.engine.trial import check_game
from hexterm.save import snapshot
from hexterm.save.savegame import encode

CHECK_SEED = 1
"""The seed of the game made to check a scenario (any seed: the check is the same)."""
BROKEN = (KeyError, TypeError, ValueError, AttributeError, IndexError)
"""What a ruleset's reading of a scenario raises when it meets what it did not expect."""


def syntax_refusal(text: str, file: str) -> Message | None:
    """The TOML syntax error of `text` with its line (None: the text is TOML)."""
    try:
        tomlkit.parse(text)
    except ParseError as exc:
        return phrase("{file}:{line}: not valid TOML: {said}", file=file, line=exc.line,
                      said=str(exc).partition(" at line ")[0])
    return None


class _Parser(Parser):
    """tomlkit's parser, keeping where in the text each table, key and value it reads
    starts (by the item's id, the item kept with it so that its id stays its own)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.begins: dict[int, tuple[object, int]] = {}

    def _parse_key_value(self, parse_comment: bool = False) -> tuple[Key, Item]:
        start = self._idx
        key, item = super()._parse_key_value(parse_comment)
        self.begins[id(item)] = (item, start)  # a key's value starts with its key
        return key, item

    def _parse_value(self) -> Item:
        start = self._idx
        item = super()._parse_value()
        self.begins.setdefault(id(item), (item, start))  # an element of a list
        return item

    def _parse_table(self, parent_name: Key | None = None, parent: Table | None = None
                     ) -> tuple[Key, Table | AoT]:
        start = self._idx  # its opening bracket
        key, item = super()._parse_table(parent_name, parent)
        header: object = item
        while isinstance(header, Table) and header.is_super_table():  # [hex.C05]: C05's
            tables = [v for k, v in header.value.body if k is not None]
            header = tables[-1] if tables else None
        if isinstance(header, AoT) and header.body:  # [[faction]]: its first table's
            header = header.body[0]
        if isinstance(header, Table):
            self.begins.setdefault(id(header), (header, start))
        return key, item


class Lines:
    """A scenario's text read with the line where each of its items starts (tomlkit's
    parser, which keeps every item as written; a ParseError when it is not TOML)."""

    def __init__(self, text: str) -> None:
        parser = _Parser(text)
        self.doc = parser.parse()
        self.begins = parser.begins
        self.newlines = [at for at, char in enumerate(text) if char == "\n"]

    def line(self, where: Where) -> int:
        """The line of the file where the path `where` is (or its nearest table)."""
        chain = _chain(self.doc, where)
        return self._line(chain) + (_inside(chain, where) or 0)

    def placed(self, file: str, mistake: Mistake) -> Message:
        """The mistake said with its file, line and table: ``world.toml:42: [[faction]]
        2 'argent', ...``."""
        chain = _chain(self.doc, mistake.where)
        what = self._what(chain, mistake)
        if _after_last_table(chain, mistake):
            what = phrase("{said} (written after the last [[{name}]], it belongs to that "
                          "table: a key of the top of the file goes before the first table)",
                          said=what, name=str(mistake.where[0]))
        if not mistake.where:  # the scenario as a whole: no line to name
            return phrase("{file}: {said}", file=file, said=what)
        return phrase("{file}:{line}: {table}, {what}", file=file,
                      line=self.line(mistake.where), table=_table(chain, mistake.where),
                      what=what)

    def where_said(self, mistake: Mistake) -> Message:
        """The mistake said with its line and table, for a file already named (the
        editor's): ``line 42: [[faction]] 2 'argent', ...``."""
        chain = _chain(self.doc, mistake.where)
        return phrase("line {line}: {table}, {what}", line=self.line(mistake.where),
                      table=_table(chain, mistake.where), what=self._what(chain, mistake))

    @staticmethod
    def _what(chain: list[tuple[str | int, object]], mistake: Mistake) -> Message:
        """What the mistake says after its place: without its table, and without the
        line of a text when the file's line says it."""
        if not mistake.where or (mistake.what.msgid == IN_TEXT and \
                _inside(chain, mistake.where) is None):
            return mistake.what
        return without_table(mistake.what)

    def _line(self, chain: list[tuple[str | int, object]]) -> int:
        """The line of the deepest item of `chain` the file has (1: the top)."""
        for _, item in reversed(chain):
            begin = self._begin(_start(item))
            if begin is not None:
                return bisect_left(self.newlines, begin) + 1
        return 1

    def _begin(self, item: object) -> int | None:
        """Where `item` starts in the text; for a table tomlkit made anew (an element
        of an array of tables written apart from the others, which it gathers), where
        its first key does."""
        if id(item) in self.begins:
            return self.begins[id(item)][1]
        if isinstance(item, Table):
            firsts = [v for k, v in item.value.body if k is not None]
            return self._begin(firsts[0]) if firsts else None
        return None


def _start(item: object) -> object | None:
    """The item whose first line is `item`'s: itself, or for a table without a header
    (``[hex]`` of ``[hex.C05]``) its first item's; for an array of tables, its first
    table."""
    if isinstance(item, Table) and item.is_super_table():
        firsts = [v for k, v in item.value.body if k is not None]
        return _start(firsts[0]) if firsts else None
    if isinstance(item, AoT):
        return item.body[0] if item.body else None
    return item


def _inside(chain: list[tuple[str | int, object]], where: Where) -> int | None:
    """How many lines below its text's first the line `where` names is (the last step
    of `where`, after a multi-line text: three quotes, then its lines), when
    each of the text's lines is a line of the file (None: `where` names none)."""
    if len(where) != len(chain) + 1 or not chain or not isinstance(where[-1], int):
        return None
    text = chain[-1][1]
    if not isinstance(text, String) or not text.type.is_multiline():
        return None
    delimiter = text.type.value
    written = text.as_string()[len(delimiter):-len(delimiter)]
    below = 1 if written.startswith(("\n", "\r\n")) else 0  # a first newline is dropped
    lines = written.splitlines()[below:] if below else written.splitlines()
    if len(lines) != len(str(text).splitlines()) or not 0 <= where[-1] < len(lines):
        return None  # escapes or joined lines: the text's lines are not the file's
    return below + where[-1]


_UNKNOWN_KEY = frozenset({"unknown key {key!r}: did you mean {guess!r}?", "unknown key {key!r}"})


def _after_last_table(chain: list[tuple[str | int, object]], mistake: Mistake) -> bool:
    """Whether `mistake` is an unknown key of the last table of an array of tables
    (``[[terrain]]``): a key written after it for the top of the file."""
    if mistake.what.msgid not in _UNKNOWN_KEY or len(mistake.where) != 3 or len(chain) < 2:
        return False
    tables, index = chain[0][1], mistake.where[1]
    return isinstance(tables, AoT) and index == len(tables.body) - 1


def scenario_refusals(text: str, file: str, scenario: Mapping[str, Any], ruleset: str,
                      title: str = "") -> list[Message]:
    """Every refusal of the scenario `scenario` (parsed from `text`, the file `file`)
    for `ruleset`, each one sentence with the file and line: the ruleset's own
    mistakes, else what making a game on it, checking and saving it would refuse."""
    mistakes = ruleset_refusals(text, file, scenario, ruleset)
    if mistakes:
        return mistakes
    rules = get_ruleset(ruleset)
    try:
        form = rules.seat_form(scenario)
        game = games.new_game(ruleset, scenario, seats_for(form), CHECK_SEED, title=title)
    except HextermError as exc:
        return [made_refusal(text, file, exc)]
    except BROKEN as exc:
        return [broken_refusal(file, exc)]
    refusal = save_refusal(game)
    return [] if refusal is None else [phrase("{file}: {said}", file=file, said=refusal)]


def ruleset_mistakes(scenario: Mapping[str, Any], ruleset: str) -> list[Mistake]:
    """The ruleset's own mistakes of `scenario` (`Ruleset.scenario_mistakes`); a check
    that stops on what it did not expect is one mistake saying so (the editor's too)."""
    try:
        return get_ruleset(ruleset).scenario_mistakes(scenario)
    except HextermError as exc:  # a refusal the check did not gather: the scenario's
        return [Mistake((), said_of(exc))]
    except BROKEN as exc:  # a ruleset's check that met what it did not expect
        return [Mistake((), phrase("the check stopped ({kind}: {why})",
                                   kind=type(exc).__name__, why=str(exc)))]


def ruleset_refusals(text: str, file: str, scenario: Mapping[str, Any], ruleset: str
                     ) -> list[Message]:
    """The ruleset's own mistakes of `scenario` (`ruleset_mistakes`), each placed in the
    file `file` of text `text`."""
    mistakes = ruleset_mistakes(scenario, ruleset)
    if not mistakes:
        return []
    try:
        lines = Lines(text)
    except ParseError:  # read by the loader's reader, not by tomlkit: no lines
        lines = Lines("")
    return [said for _, said in sorted(((lines.line(m.where), lines.placed(file, m))
                                        for m in mistakes), key=lambda found: found[0])]


def made_refusal(text: str, file: str, exc: HextermError) -> Message:
    """Why a game cannot be made on the scenario of the file `file` (of text `text`):
    at the line of the mistake when the loader said where it is (a `PlacedError`)."""
    what = said_of(exc)
    if isinstance(exc, PlacedError) and exc.where:
        try:
            lines = Lines(text)
        except ParseError:
            lines = None
        if lines is not None:
            return lines.placed(file, Mistake(exc.where, phrase(
                "a game cannot be made on it: {said}", said=without_table(what))))
    return phrase("{file}: a game cannot be made on it: {said}", file=file, said=what)


def broken_refusal(file: str, exc: Exception) -> Message:
    """The refusal of a scenario whose reading met what its ruleset did not expect (a
    list where a name was, a number where a list was): the error said, not raised."""
    return phrase("{file}: a game cannot be made on it ({kind}: {why})", file=file,
                  kind=type(exc).__name__, why=str(exc))


def save_refusal(game: Game) -> Message | None:
    """Why the save of the new `game` could not be opened (None: it can): the save's
    check of the game (`check_game`), then its save read back and checked, which must
    give the same bytes again."""
    try:
        check_game(game)
        written = encode(game)
        snap = snapshot.decode(written, name="check")
        again = game_data.from_data(snap.header, snap.body)
        check_game(again)
        if encode(again) != written:
            return phrase("its save does not read back as the same game")
    except HextermError as exc:
        return phrase("its save could not be opened: {why}", why=message_of(exc))
    except BROKEN as exc:
        return phrase("its save could not be opened ({kind}: {why})",
                      kind=type(exc).__name__, why=str(exc))
    return None


def seats_for(form: SeatForm) -> list[Seat]:
    """The seats a check plays a scenario with: a seat for each faction the scenario
    offers (as many as a game takes), else its named seats, else the fewest seats it
    takes, each with a faction of the names offered."""
    if form.factions:
        return [Seat(key, key) for key, _ in form.factions[:form.max_seats]]
    names = list(form.names) or [f"seat{i + 1}" for i in range(max(form.min_seats, 1))]
    offered = [*form.suggested, *(f"side{i + 1}" for i in range(len(names)))]
    return [Seat(name, offered[i]) for i, name in enumerate(names)]


def said_all(refusals: Sequence[Message]) -> Message:
    """Several refusals as one message, a line each."""
    return phrase("{lines}", lines=Listing(tuple(refusals), "\n"))


# --- where a path is, in the file -------------------------------------------------------

def _child(node: object, step: str | int) -> object | None:
    """The tomlkit item at `step` under `node` (None: there is none)."""
    if isinstance(step, str) and isinstance(node, (Container, Table, InlineTable)):
        body = node if isinstance(node, Container) else node.value
        if step in body:
            found: object = body.item(step)
            return found
        return None
    if isinstance(step, int) and isinstance(node, (AoT, Array)) and 0 <= step < len(node):
        return node.body[step] if isinstance(node, AoT) else _array_items(node)[step]
    return None


def _array_items(array: Array) -> list[Item]:
    return [i for i in array._iter_items() if not isinstance(i, (Whitespace, Comment))]


def _chain(doc: Container, where: Where) -> list[tuple[str | int, object]]:
    """The items along `where`, as far as the file has them (the step to each)."""
    chain: list[tuple[str | int, object]] = []
    node: object = doc
    for step in where:
        child = _child(node, step)
        if child is None:
            break
        chain.append((step, child))
        node = child
    return chain


def _table(chain: list[tuple[str | int, object]], where: Where) -> Message:
    """The name of the table `where` is in: ``[map]``, ``[hex.C05]``, ``[[faction]] 2
    "argent"``, or the top of the file."""
    names: list[str] = []
    said: Message = phrase("the top of the file")
    for step, item in chain:
        if isinstance(item, AoT) and isinstance(step, str):
            names.append(step)
            said = phrase("[[{name}]]", name=".".join(names))  # the array as a whole
        elif isinstance(item, Table) and isinstance(step, int):
            said = _element(".".join(names), step, item)
        elif isinstance(item, Table) and isinstance(step, str):
            names.append(step)
            said = phrase("[{name}]", name=".".join(names))
        else:
            break
    if not chain and where:  # a table the file does not have at all
        said = phrase("[{name}]", name=str(where[0]))
    return said


def _element(name: str, index: int, table: Table) -> Message:
    """``[[faction]] 2 "argent"``: an element of an array of tables, by its place and
    its key or name when it has one."""
    for key in ("key", "name"):
        value = table.value.get(key)
        if isinstance(value, str):
            return phrase("[[{name}]] {number} {key!r}", name=name, number=index + 1,
                          key=str(value))
    return phrase("[[{name}]] {number}", name=name, number=index + 1)
