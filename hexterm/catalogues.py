"""The gettext catalogues, and a message said in the player's language.

A domain's catalogues are in a package: `locale/<lang>/LC_MESSAGES/<domain>.po` (the
source translators edit) and its compiled `.mo` (built into the wheel by `setup.py`).
The shared domain (`hexterm.engine.messages.SHARED`) is in `hexterm`; a ruleset's
domain, named by the ruleset, is in the package its registry entry names
(`hexterm.engine.rulesets.catalogue_place`). A domain's catalogue of a language is read
the first time a message of it is said in that language (the `.mo`, or, with none,
the `.po` compiled in memory: `hexterm.catalogue_files`). `use_folder` puts a folder of
catalogues before the packages (a test's language). docs/translating.md tells how
they are extracted, updated and compiled.

`render` says a `Message`: its template looked up in its domain (`ngettext` when it
has a plural), each field said in turn (a nested message rendered the same way), then
the language's elision (`ELISIONS`): in French, a template's ``de {seat}``, ``le
{x}``, ``la {x}``, ``que {x}`` become ``d'{seat}``… when the field's value begins with
a vowel (a, e, i, o, u, y, accented or not; an h is left alone, its muteness is the
word's): "Objectif de {seat}" with alice says "Objectif d'alice".
"""

from __future__ import annotations

import gettext
import io
import re
from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from string import Formatter

from hexterm.catalogue_files import mo_bytes, read_po
from hexterm.engine import rulesets
from hexterm.engine.messages import SHARED, Listing, Message
from hexterm.typography import NBSP, QUOTES, number

ENGLISH = "en"
"""The language of the identifiers: said without a catalogue."""
ELISIONS: dict[str, dict[str, str]] = {
    "fr": {"de": "d'", "le": "l'", "la": "l'", "que": "qu'"},
}
_QUOTED_FIELD = re.compile(r"\{(\w+)!r\}")
_VOWELS = "aeiouyàâäéèêëîïôöùûüœæ"
_FOLDERS: list[Path] = []


def use_folder(folder: Path) -> None:
    """Look for catalogues in `folder` (`<lang>/LC_MESSAGES/<domain>.po|.mo`) before the
    packages' (a test's language, a translator's work in progress)."""
    _FOLDERS.insert(0, folder)
    translations.cache_clear()
    languages.cache_clear()


def forget_folder(folder: Path) -> None:
    """No longer look in `folder`."""
    if folder in _FOLDERS:
        _FOLDERS.remove(folder)
    translations.cache_clear()
    languages.cache_clear()


def package_of(domain: str) -> str | None:
    """The package holding the domain's `locale/` folder, or None when it has none."""
    return "hexterm" if domain == SHARED else rulesets.catalogue_place(domain)


def _candidates(domain: str, lang: str) -> list[resources.abc.Traversable | Path]:
    found: list[resources.abc.Traversable | Path] = [
        folder / lang / "LC_MESSAGES" for folder in _FOLDERS]
    package = package_of(domain)
    if package is not None:
        found.append(resources.files(package) / "locale" / lang / "LC_MESSAGES")
    return found


@cache
def translations(domain: str, lang: str) -> gettext.NullTranslations:
    """The domain's catalogue in `lang` (an empty one when there is none): its `.mo`,
    unless its `.po` is newer (a translator's edit in a checkout) or alone."""
    for folder in _candidates(domain, lang):
        mo, po = folder / f"{domain}.mo", folder / f"{domain}.po"
        if mo.is_file() and not _newer(po, mo):
            return gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
        if po.is_file():
            compiled = mo_bytes(read_po(po.read_text(encoding="utf-8")))
            return gettext.GNUTranslations(io.BytesIO(compiled))
    return gettext.NullTranslations()


def _newer(po: resources.abc.Traversable | Path, mo: resources.abc.Traversable | Path
           ) -> bool:
    """Whether `po` is a file written after `mo` (False where files have no times)."""
    try:
        return Path(str(po)).stat().st_mtime > Path(str(mo)).stat().st_mtime
    except OSError:
        return False


@cache
def languages() -> tuple[str, ...]:
    """English and every language the shared domain has a catalogue of."""
    found = {ENGLISH}
    places = [*_FOLDERS, resources.files("hexterm") / "locale"]
    for place in places:
        if place.is_dir():
            found |= {lang.name for lang in place.iterdir()
                      if (lang / "LC_MESSAGES" / f"{SHARED}.po").is_file()
                      or (lang / "LC_MESSAGES" / f"{SHARED}.mo").is_file()}
    return tuple(sorted(found))


def text_of(msgid: str, lang: str) -> str | None:
    """The translation in `lang` of a text `hexterm.i18n.t` is given: the shared domain's,
    else the first ruleset's domain that has it (a ruleset's screens' texts are its
    domain's); None when no catalogue has it."""
    for domain in (SHARED, *(name for name in rulesets.names()
                             if rulesets.catalogue_place(name) is not None)):
        found = getattr(translations(domain, lang), "_catalog", {}).get(msgid)
        if isinstance(found, str):
            return found
    return None


def template(message: Message, lang: str) -> str:
    """The message's template in `lang` (its English one when the catalogue lacks it)."""
    if lang == ENGLISH:
        return message.template()
    found = translations(message.domain, lang)
    if message.plural is not None:
        return found.ngettext(message.msgid, message.plural, message.n or 0)
    return found.gettext(message.msgid)


def translated(message: Message, lang: str) -> bool:
    """Whether the catalogue of `lang` has the message (each nested one too)."""
    if lang != ENGLISH:
        found = translations(message.domain, lang)
        catalog = getattr(found, "_catalog", {})
        key = message.msgid if message.plural is None else (message.msgid, 0)
        if key not in catalog:
            return False
    return all(translated(v, lang) for v in nested(message))


def nested(message: Message) -> list[Message]:
    """The messages the message's fields hold (in a listing too)."""
    found = []
    for value in message.fields.values():
        items = value.items if isinstance(value, Listing) else (value,)
        found += [item for item in items if isinstance(item, Message)]
    return found


def _value(value: object, lang: str) -> object:
    if isinstance(value, Message):
        return render(value, lang)
    if isinstance(value, Listing):
        return _separator(value.separator, lang).join(str(_value(item, lang))
                                                      for item in value.items)
    return value


def _separator(separator: str, lang: str) -> str:
    """A listing's separator with the typography of `lang`: in French a no-break space
    before a ';' or ':' that starts it ("a ; b")."""
    if lang == "fr" and separator[:1] in (";", ":"):
        return NBSP + separator
    return separator


def render(message: Message, lang: str) -> str:
    """The message said in `lang`, with its typography: a number as the language
    writes it (205 200 in French), a value shown quoted in its quotes (« zzz »)."""
    values = {name: _value(v, lang) for name, v in message.values().items()}
    text = quote(elide(template(message, lang), values, lang), lang, values)
    plain = {name for _, name, spec, conversion in Formatter().parse(text)
             if name and not spec and not conversion}  # {n}, not {n:+d}
    return text.format(**{name: number(v, lang) if type(v) is int and name in plain else v
                          for name, v in values.items()})


def quote(text: str, lang: str, values: Mapping[str, object] | None = None) -> str:
    """The template with each quoted field (``{word!r}``) in the language's quotes: a
    text value (a number or a list quoted with `!r` shows no quotes in English either,
    and keeps its `!r`)."""
    marks = QUOTES.get(lang)
    if marks is None:
        return text

    def quoted(found: re.Match[str]) -> str:
        name = found.group(1)
        if values is not None and not isinstance(values.get(name, ""), str):
            return found.group(0)
        return f"{marks[0]}{{{name}}}{marks[1]}"

    return _QUOTED_FIELD.sub(quoted, text)


def elide(text: str, values: dict[str, object], lang: str) -> str:
    """The template with the language's elisions before the fields that call for them."""
    words = ELISIONS.get(lang)
    if not words:
        return text
    pattern = r"\b(" + "|".join(words) + r") \{(\w+)([^}]*)\}"

    def elided(found: re.Match[str]) -> str:
        word, name = found.group(1), found.group(2)
        value = str(values.get(name, ""))
        if not value or value[0].lower() not in _VOWELS:
            return found.group(0)
        short = words[word.lower()]
        short = short[0].upper() + short[1:] if word[0].isupper() else short
        return f"{short}{{{name}{found.group(3)}}}"

    return re.sub(pattern, elided, text, flags=re.IGNORECASE)
