"""A scenario's mistakes, all at once, each placed in its file: `hexterm check` and the
loader's refusals (issue 30).

The engine says where a mistake is as a path into the parsed TOML (`Mistake.where`);
this module turns that path into the file's line and the table's name, reading the
file's text with tomlkit, which keeps every item of the document as it was written
(its rendering gives back the file byte for byte, so the line of an item is counted
from that rendering, never guessed by searching the text). A missing key is placed
at its table's header; an element of a list at its own line.

What is checked (`scenario_refusals`): the ruleset's `scenario_mistakes`, and when it
finds none, the making of a game on the scenario with the seats its `seat_form` asks,
the save's check (`check_game`: the state's integrity and a trial) and a save/load
round trip in memory: a scenario accepted here makes a game that can be opened.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import tomlkit
from tomlkit.container import Container
from tomlkit.exceptions import ParseError
from tomlkit.items import AoT, Array, Comment, InlineTable, Item, Table, Whitespace

from hexterm.engine import game as games
from hexterm.engine import game_data
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Listing, Message, message_of, phrase
from hexterm.engine.mistakes import Mistake, Where
from hexterm.engine.ruleset import SeatForm
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat
from hexterm.engine.trial import check_game
from hexterm.save import snapshot
from hexterm.save.savegame import encode

CHECK_SEED = 1
"""The seed of the game made to check a scenario (any seed: the check is the same)."""
_MARK = "\x00"
_BROKEN = (KeyError, TypeError, ValueError, AttributeError, IndexError)


def syntax_refusal(text: str, file: str) -> Message | None:
    """The TOML syntax error of `text` with its line (None: the text is TOML)."""
    try:
        tomlkit.parse(text)
    except ParseError as exc:
        return phrase("{file}:{line}: not valid TOML: {said}", file=file, line=exc.line,
                      said=str(exc).partition(" at line ")[0])
    return None


def placed(doc: Container, file: str, mistake: Mistake) -> Message:
    """The mistake said with its file, line and table: ``world.toml:42: [[faction]] 2
    "argent", ...``."""
    chain = _chain(doc, mistake.where)
    line = _line(doc, chain)
    table = _table(chain, mistake.where)
    what = mistake.what
    if _after_last_table(chain, mistake):
        what = phrase("{said} (written after the last [[{name}]], it belongs to that table: "
                      "a key of the top of the file goes before the first table)", said=what,
                      name=str(mistake.where[0]))
    return phrase("{file}:{line}: {table}, {what}", file=file, line=line, table=table,
                  what=what)


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
        return [phrase("{file}: a game cannot be made on it: {said}", file=file,
                       said=message_of(exc))]
    except _BROKEN as exc:
        return [phrase("{file}: a game cannot be made on it ({kind}: {why})", file=file,
                       kind=type(exc).__name__, why=str(exc))]
    refusal = save_refusal(game)
    return [] if refusal is None else [phrase("{file}: {said}", file=file, said=refusal)]


def ruleset_refusals(text: str, file: str, scenario: Mapping[str, Any], ruleset: str
                     ) -> list[Message]:
    """The ruleset's own mistakes of `scenario` (`Ruleset.scenario_mistakes`), each
    placed in the file `file` of text `text`."""
    try:
        mistakes = get_ruleset(ruleset).scenario_mistakes(scenario)
    except _BROKEN as exc:  # a ruleset's check that met what it did not expect
        mistakes = [Mistake((), phrase("the check stopped ({kind}: {why})",
                                       kind=type(exc).__name__, why=str(exc)))]
    if not mistakes:
        return []
    try:
        doc = tomlkit.parse(text)
    except ParseError:  # read by the loader's reader, not by tomlkit: no lines
        doc = tomlkit.document()
    return [said for _, said in sorted(((line_of(doc, m.where), placed(doc, file, m))
                                        for m in mistakes), key=lambda found: found[0])]


def line_of(doc: Container, where: Where) -> int:
    """The line of the file where the path `where` is (or its nearest table)."""
    return _line(doc, _chain(doc, where))


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
    except _BROKEN as exc:
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


def _line(doc: Container, chain: list[tuple[str | int, object]]) -> int:
    """The line of the deepest item of `chain` the file shows (1: the top)."""
    for depth in range(len(chain), 0, -1):
        step, item = chain[depth - 1]
        holder = chain[depth - 2][1] if depth >= 2 else None
        if isinstance(step, int) and isinstance(holder, Array):  # an element: its line
            return _line(doc, chain[:depth - 1]) + _before_element(holder, step).count("\n")
        line = _marked_line(doc, item)
        if line is not None:
            return line
    return 1


def _before_element(array: Array, index: int) -> str:
    """The text of `array` before its element `index` (from its opening bracket)."""
    text, seen = "[", 0
    for item in array._iter_items():
        if not isinstance(item, (Whitespace, Comment)):
            if seen == index:
                break
            seen += 1
        text += item.as_string()
    return text


def _marked_line(doc: Container, item: object) -> int | None:
    """The line where `item` starts in the file: the document rendered with a mark
    before the item (tomlkit renders its items as they were read), the lines counted
    up to it; None for an item the rendering does not start (a table without a
    header: its first item's line, an inline value)."""
    if isinstance(item, Table) and item.is_super_table():
        firsts = [v for k, v in item.value.body if k is not None]
        return _marked_line(doc, firsts[0]) if firsts else None
    if not isinstance(item, (Table, Item)) or isinstance(item, (AoT, Whitespace)):
        return None
    if isinstance(item, AoT):
        return None
    trivia = item.trivia
    indent = trivia.indent
    trivia.indent = _MARK + indent
    try:
        rendered = doc.as_string()
    finally:
        trivia.indent = indent
    at = rendered.find(_MARK)
    if at < 0:
        return None
    return rendered.count("\n", 0, at) + indent.count("\n") + 1


def _table(chain: list[tuple[str | int, object]], where: Where) -> Message:
    """The name of the table `where` is in: ``[map]``, ``[hex.C05]``, ``[[faction]] 2
    "argent"``, or the top of the file."""
    names: list[str] = []
    said: Message = phrase("the top of the file")
    for step, item in chain:
        if isinstance(item, AoT) and isinstance(step, str):
            names.append(step)
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
