"""The translators' tool: every message extracted from the source with Babel, the
catalogues updated, compiled and checked (docs/translating.md).

    python -m hexterm.catalogue_tool extract     # each domain's template (.pot)
    python -m hexterm.catalogue_tool update      # …and each language's .po merged with it
    python -m hexterm.catalogue_tool compile     # each .po to its .mo (what the wheel does)
    python -m hexterm.catalogue_tool check [LANG]   # what LANG's catalogues lack (fr)

A domain's sources: the shared domain is `hexterm/` but the rulesets' rooms (their
engine packages and screen folders); a ruleset's domain is its engine package and the
package of its catalogues (its registry entry, `engine.rulesets.catalogue_place`).
The messages are the first argument of `phrase`, `Words.phrase` (and both of
`phrase_n`), as `hexterm.engine.messages` makes them. Babel is a test and development extra
(`pip install -e '.[test]'`); the game itself reads the catalogues with `gettext`.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from hexterm.catalogue_files import compile_folder, read_po
from hexterm.engine import rulesets
from hexterm.engine.messages import SHARED, template_fields

KEYWORDS = {"phrase": None, "phrase_n": (1, 2), "titled": None}
"""The functions whose first argument (and second, for a plural) is a message. The
literal text given to `hexterm.i18n.t` is one too (`texts`), of the domain of the file
that says it."""
ROOT = Path(str(resources.files("hexterm")))


@dataclass(frozen=True)
class Domain:
    """A catalogue domain: its name, the folder of its `locale/`, its sources."""

    name: str
    locale: Path
    sources: tuple[Path, ...]
    left_out: tuple[Path, ...] = ()

    def files(self) -> list[Path]:
        found = {path for folder in self.sources for path in folder.rglob("*.py")}
        return sorted(path for path in found
                      if not any(path.is_relative_to(out) for out in self.left_out))

    def po(self, lang: str) -> Path:
        return self.locale / lang / "LC_MESSAGES" / f"{self.name}.po"

    def languages(self) -> list[str]:
        return sorted(p.name for p in self.locale.glob("*") if self.po(p.name).is_file())


def _folder(package: str) -> Path:
    return Path(str(resources.files(package)))


def _rooms(name: str) -> list[Path]:
    """The folders of a ruleset's own code: its engine package, its screen folder."""
    engine = rulesets.place_of(name).partition(":")[0].rpartition(".")[0]
    rooms = [_folder(engine)]
    screens = ROOT / "screens" / name
    return [*rooms, screens] if screens.is_dir() else rooms


def domains() -> list[Domain]:
    """The shared domain, then each ruleset's that has catalogues."""
    every_room = [room for name in rulesets.names() for room in _rooms(name)]
    found = [Domain(SHARED, ROOT / "locale", (ROOT,), tuple(every_room))]
    for name in rulesets.names():
        place = rulesets.catalogue_place(name)
        if place is not None:
            found.append(Domain(name, _folder(place) / "locale",
                                tuple({*_rooms(name), _folder(place)})))
    return found


def extract(domain: Domain) -> dict[tuple[str, str | None], list[tuple[str, int]]]:
    """Every message of the domain's sources: (msgid, plural) → where it is said."""
    from babel.messages.extract import extract as babel_extract

    found: dict[tuple[str, str | None], list[tuple[str, int]]] = {}
    for path in domain.files():
        with path.open("rb") as source:
            for line, message, _, _ in babel_extract("python", source, KEYWORDS):
                key = (message, None) if isinstance(message, str) else (
                    message[0], message[1])
                where = str(path.relative_to(ROOT.parent))
                found.setdefault(key, []).append((where, line))
        written = helps(path) if domain.name == SHARED and str(
            path.relative_to(ROOT)) in HELPED else []
        for line, text in [*written, *texts(path), *bindings(path)]:
            found.setdefault((text, None), []).append(
                (str(path.relative_to(ROOT.parent)), line))
    return found


HELPED = ("cli.py",)
"""The modules whose `help=` and `description=` strings (argparse's) are messages of the
shared domain, said by `hexterm.commands.argparse_words.translate`."""


def helps(path: Path) -> list[tuple[int, str]]:
    """The literal `help=` and `description=` strings of a call in `path`, with their
    lines (an f-string's left out: it cannot be looked up)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            found += [(word.value.lineno, word.value.value) for word in node.keywords
                      if word.arg in ("help", "description")
                      and isinstance(word.value, ast.Constant)
                      and isinstance(word.value.value, str)]
    return found


def texts(path: Path) -> list[tuple[int, str]]:
    """The literal texts given to `t(...)` in `path` (`hexterm.i18n.t`, its first
    argument), with their lines: read from the syntax tree, as Babel's tokens would take
    a string nested in the argument (`t(table["key"])`) for the text."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and (getattr(node.func, "id", None) == "t"
                                           or getattr(node.func, "attr", None) == "t") \
                and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str) and node.args[0].value:
            found.append((node.args[0].lineno, node.args[0].value))
    return found


def bindings(path: Path) -> list[tuple[int, str]]:
    """The literal key descriptions of the `BINDINGS` lists in `path` (a `Binding`'s or a
    tuple's third part: `hexterm.widgets.localised` says them with `t`), with their
    lines."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = [*getattr(node, "targets", []), getattr(node, "target", None)]
        if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.List) \
                and any(getattr(target, "id", "") == "BINDINGS" for target in targets):
            for item in node.value.elts:
                parts = item.elts if isinstance(item, ast.Tuple) else getattr(item, "args", [])
                if len(parts) >= 3 and isinstance(parts[2], ast.Constant) \
                        and isinstance(parts[2].value, str) and parts[2].value:
                    found.append((parts[2].lineno, parts[2].value))
    return found


def _order(item: tuple[tuple[str, str | None], object]) -> tuple[str, str]:
    """A message's place in a catalogue: by its identifier, then its plural."""
    return item[0][0], item[0][1] or ""


def _template(domain: Domain) -> object:
    from babel.messages.catalog import Catalog

    catalog = Catalog(project="hexterm", domain=domain.name)
    for (msgid, plural), places in sorted(extract(domain).items(), key=_order):
        catalog.add(msgid if plural is None else (msgid, plural), locations=places)
    return catalog


def write_templates(update: bool) -> list[Path]:
    """Each domain's `.pot`; with `update`, each of its `.po` merged with it."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po as babel_read_po
    from babel.messages.pofile import write_po

    written = []
    for domain in domains():
        template = _template(domain)
        assert isinstance(template, Catalog)
        pot = domain.locale / f"{domain.name}.pot"
        pot.parent.mkdir(parents=True, exist_ok=True)
        with pot.open("wb") as out:
            write_po(out, template, omit_header=False, sort_output=True)
        written.append(pot)
        for lang in domain.languages() if update else []:
            with domain.po(lang).open("rb") as source:
                catalog = babel_read_po(source, locale=lang)
            catalog.update(template)
            with domain.po(lang).open("wb") as out:
                write_po(out, catalog, sort_output=True, ignore_obsolete=True)
            written.append(domain.po(lang))
    return written


def missing(lang: str) -> list[str]:
    """Each message of the source that `lang`'s catalogue of its domain lacks, or
    translates with other fields than its own, as one line saying where and what."""
    problems = []
    for domain in domains():
        entries = {}
        if domain.po(lang).is_file():
            entries = {(e.msgid, e.plural): e for e in
                       read_po(domain.po(lang).read_text(encoding="utf-8"))}
        for (msgid, plural), places in sorted(extract(domain).items(), key=_order):
            where = "{}:{}".format(*places[0])
            entry = entries.get((msgid, plural))
            if entry is None or not entry.translated or "fuzzy" in entry.flags:
                problems.append(f"{where}: {domain.name}: no {lang} for {msgid!r}")
                continue
            fields = template_fields(msgid) | template_fields(plural or "")
            for text in entry.strings.values():
                if template_fields(text) - fields or (plural is None
                                                      and template_fields(text) != fields):
                    problems.append(f"{where}: {domain.name}: the {lang} of {msgid!r} has "
                                    f"the fields {sorted(template_fields(text))}, not "
                                    f"{sorted(fields)}")
    return problems


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command in ("extract", "update"):
        for path in write_templates(update=command == "update"):
            print(path.relative_to(ROOT.parent))
    elif command == "compile":
        for domain in domains():
            for path in compile_folder(domain.locale):
                print(path.relative_to(ROOT.parent))
    elif command == "check":
        problems = missing(argv[1] if len(argv) > 1 else "fr")
        print("\n".join(problems) or "every message is translated")
        return 1 if problems else 0
    else:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
