"""No file of `hexterm/` names a ruleset but the registries, the rulesets' own packages
(their engine package and their screen folder) and the scenario data: everything else
asks the ruleset (a game's `rules`) or the registries, so that a ruleset plugs in with
its package, its screen folder and a line in each registry. Every ruleset the registry
knows is looked for, under each of its spellings (its name, and the words of its title
that spell it: "Novlémia", "Med-Fan"), case aside, wherever it appears: an import
(`import hexterm.engine.saga`), a name (`saga_figures_after`), a string, a docstring or
a comment, as `grep -rni` would find it. Nor do the shared words hold one ruleset's
own: a French entry or help topic of the shared modules (`locale_fr`, `helptexts`) that
only one ruleset's code writes belongs in that ruleset's screen folder, where the
registry finds it; and a sentence that code outside a ruleset translates (`t("…")`)
is not in that ruleset's own French, which is there only when the ruleset is."""

from __future__ import annotations

import ast
import io
import re
import tokenize
import unicodedata
from pathlib import Path

import hexterm.helptexts
from hexterm import catalogue_tool
from hexterm.engine import rulesets
from hexterm.engine.messages import SHARED
from hexterm.locale_fr.ruleset_words import ruleset_modules

PACKAGE = Path(__file__).resolve().parent.parent / "hexterm"
REGISTRIES = {"engine/rulesets.py", "screens/shared/screen_sets.py"}


def folded(word: str) -> str:
    """`word` without accents, hyphens or case: "Med-Fan" -> "medfan"."""
    bare = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", bare.lower())


def spellings() -> dict[str, set[str]]:
    """Each shipped ruleset's name -> the ways it is written: its name, and each word of
    its title that spells the name ("Novlémia", "Med-Fan"), lower case."""
    found = {}
    for name in rulesets.names():
        rules = rulesets.get_ruleset(name)
        if not type(rules).__module__.startswith("hexterm."):
            continue  # a ruleset a test registered for itself
        words = {word.lower() for word in rules.title.split() if folded(word) == name}
        found[name] = {name, *words}
    return found


def allowed(relative: str, names: set[str]) -> bool:
    return (relative in REGISTRIES or relative.startswith("scenarios/")
            or any(relative.startswith((f"engine/{name}/", f"screens/{name}/"))
                   for name in names))


def pieces(path: Path) -> list[tuple[str, int, str]]:
    """(kind, line, text) of each piece of `path` a ruleset could be named in: in Python
    its imports, names, strings (docstrings too) and comments; else its whole text."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".py":
        return [("text", n, line) for n, line in enumerate(text.splitlines(), 1)]
    out, importing = [], False
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type in (tokenize.NEWLINE, tokenize.NL) and token.string != "":
            importing = importing and token.type == tokenize.NL  # a statement ended
        if token.type == tokenize.NAME:
            if token.string in ("import", "from") and token.line.lstrip().startswith(
                    token.string):
                importing = True
            out.append(("import" if importing else "name", token.start[0], token.string))
        elif token.type == tokenize.COMMENT:
            out.append(("comment", token.start[0], token.string))
        elif token.type == tokenize.STRING or token.type == getattr(
                tokenize, "FSTRING_MIDDLE", -1):
            out.append(("string", token.start[0], token.string))
    return out


def named_where(root: Path = PACKAGE, names: dict[str, set[str]] | None = None) -> list[str]:
    """"path:line: kind 'spelling'" for each place a ruleset is named where it may not be."""
    names = spellings() if names is None else names
    found = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if path.suffix not in (".py", ".toml", ".tcss") or allowed(relative, set(names)):
            continue
        for kind, line, text in pieces(path):
            lowered = text.lower()
            found += [f"{relative}:{line}: {kind} {spelling!r}"
                      for spelling in sorted(set().union(*names.values()))
                      if spelling in lowered]
    return list(dict.fromkeys(found))  # a line that names it twice, once


def test_every_ruleset_is_looked_for_under_each_of_its_spellings() -> None:
    known = spellings()
    assert set(known) == {"planisphere", "novlemia", "saga", "medfan", "tactical"}
    assert known["novlemia"] == {"novlemia", "novlémia"}
    assert known["planisphere"] == {"planisphere", "planisphère"}
    assert known["medfan"] == {"medfan", "med-fan"}


def test_only_the_registries_and_the_rulesets_name_a_ruleset() -> None:
    assert named_where() == []


def test_the_check_sees_a_ruleset_named_elsewhere(tmp_path: Path) -> None:
    (tmp_path / "screens" / "novlemia").mkdir(parents=True)
    (tmp_path / "screens" / "novlemia" / "play.py").write_text('NAME = "novlemia"\n')
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "scenarios" / "saga.toml").write_text('ruleset = "saga"\n')
    (tmp_path / "app.py").write_text('if game.ruleset == "novlemia":\n    pass\n')
    (tmp_path / "app.tcss").write_text('#map { width: 1fr; }\n')
    (tmp_path / "bridge.py").write_text(
        '"""Hands a battle to the Tactical board."""\n'
        "import hexterm.engine.saga\n"
        "from hexterm.screens.medfan.play import (\n"
        "    SCREENS,\n"
        ")\n"
        "x = saga_figures_after(1, 2)  # as in Med-Fan\n"
        "y = f'{x} in Novlémia'\n")
    (tmp_path / "look.tcss").write_text("PlanisphereMap { height: 1; }\n")
    assert named_where(tmp_path, spellings()) == [
        "app.py:1: string 'novlemia'",
        "bridge.py:1: string 'tactical'",
        "bridge.py:2: import 'saga'",
        "bridge.py:3: import 'medfan'",
        "bridge.py:6: name 'saga'",
        "bridge.py:6: comment 'med-fan'",
        "bridge.py:7: string 'novlémia'",
        "look.tcss:1: text 'planisphere'",
    ]


WORDS = ("locale_fr/", "helptexts/")
"""The shared words: the French catalogue's shared parts, the shared screens' help."""


def shared_words() -> set[str]:
    """The messages of the shared catalogue domain (what `t()` and the messages of the
    shared code say) and the help topics that no ruleset's own help (`help.py` of its
    screen folder) defines: the shared ones."""
    shared = next(d for d in catalogue_tool.domains() if d.name == SHARED)
    own_topics = {topic for module in ruleset_modules("help")
                  for topic in getattr(module, "HELP_EN", {})}
    return ({msgid for msgid, _ in catalogue_tool.extract(shared)}
            | (set(hexterm.helptexts.TOPICS) - own_topics))


def owner(relative: str, names: set[str]) -> str | None:
    """The ruleset whose package or screen folder `relative` is in (None: shared)."""
    return next((name for name in names
                 if relative.startswith((f"engine/{name}/", f"screens/{name}/"))), None)


def words_of_one(words: set[str], root: Path = PACKAGE,
                 names: set[str] | None = None) -> list[str]:
    """"'word': only NAME writes it" for each of `words` that is written (as a whole
    string) by the code of one ruleset alone, outside the words' own modules."""
    names = set(spellings()) if names is None else names
    writers: dict[str, set[str | None]] = {}
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        if relative.startswith(WORDS) or (owner(relative, names) and path.name.startswith(
                ("french", "help"))):
            continue  # the words themselves
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in words:
                writers.setdefault(node.value, set()).add(owner(relative, names))
    return sorted(f"{word!r}: only {next(iter(who))} writes it"
                  for word, who in writers.items() if len(who) == 1 and None not in who)


def test_the_shared_words_hold_no_rulesets_own() -> None:
    assert words_of_one(shared_words()) == []


def test_the_check_sees_a_rulesets_word_among_the_shared(tmp_path: Path) -> None:
    for folder in ("screens/novlemia", "engine/novlemia", "screens/saga", "screens/shared",
                   "locale_fr"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "screens/novlemia/play.py").write_text('t("Plan"); t("Back"); t("Map")\n')
    (tmp_path / "engine/novlemia/views.py").write_text('LABEL = "Plan"\n')
    (tmp_path / "screens/novlemia/french.py").write_text('FRENCH = {"Ranking": "x"}\n')
    (tmp_path / "screens/saga/play.py").write_text('t("Map")\n')
    (tmp_path / "screens/shared/title.py").write_text('t("Back")\n')
    (tmp_path / "locale_fr/screens.py").write_text('SCREENS = {"Plan": "Planifier"}\n')
    assert words_of_one({"Plan", "Back", "Map", "Ranking", "Unused"}, tmp_path,
                        {"novlemia", "saga"}) == ["'Plan': only novlemia writes it"]


def borrowed_words(root: Path = PACKAGE, names: set[str] | None = None,
                   own: dict[str, set[str]] | None = None) -> list[str]:
    """"path:line: 'text' is NAME's own French" for each text given to `t()` outside the
    ruleset NAME whose own French (`own`: NAME -> its keys) holds it."""
    names = set(spellings()) if names is None else names
    if own is None:
        own = {module.__name__.split(".")[-2]: set(getattr(module, "FRENCH", {}))
               for module in ruleset_modules("french")}
    found = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "t" \
                    and node.args and isinstance(node.args[0], ast.Constant):
                found += [f"{relative}:{node.lineno}: {node.args[0].value!r} is {name}'s own "
                          "French" for name, keys in own.items()
                          if node.args[0].value in keys and owner(relative, names) != name]
    return found


def test_no_code_borrows_a_rulesets_own_french() -> None:
    assert borrowed_words() == []


def test_the_check_sees_a_rulesets_french_borrowed(tmp_path: Path) -> None:
    for folder in ("screens/novlemia", "screens/saga", "screens/shared"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "screens/novlemia/play.py").write_text('t("Plan")\n')
    (tmp_path / "screens/saga/reports.py").write_text('t("Plan"); t("Map")\n')
    (tmp_path / "screens/shared/waiting.py").write_text('\n\nt("Ranking")\n')
    assert borrowed_words(tmp_path, {"novlemia", "saga"},
                          {"novlemia": {"Plan", "Ranking"}, "saga": set()}) == [
        "screens/saga/reports.py:1: 'Plan' is novlemia's own French",
        "screens/shared/waiting.py:3: 'Ranking' is novlemia's own French",
    ]
