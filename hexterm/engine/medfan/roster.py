"""A Med-Fan army as its player writes it: a roster of troops and heroes with their
costs in #, the heroes' roles, the mage's spell, the general's magic armour or weapon
(001, "Création d'armée"). Army lists are the players' data, not a catalogue: each line
names a unit, its figures and the cost of one figure, then its roles.

    # name         figures  cost   roles and options
    Aldric         1        120    general healer armour=15
    Maelis         1        90     mage spell=Boule-de-feu
    Spearmen       10       8
    Archers        6        10

A hero is one figure, written `hero` or holding a role. Roles: general, chief,
healer, standard (the standard-bearer), mage; a hero may hold several, each role is
held by one hero at most. The mage names his
spell (`spell=…`, kept for the whole campaign); with the Council of Archmages, a mage
knows up to 4 (`spell=A,B,C,D`), or a second hero may be a mage. The general alone may have a magic
armour (+1 Def) or a magic weapon (Piercing 1 more), `armour=COST` or `weapon=COST`
with the cost the players' game gives. Syntax errors name the line
(`OrderSyntaxError`); rules errors the unit (`IllegalOrderError`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.medfan.words import OPTIONS as COST_OPTIONS
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.medfan.words import role as said_role
from hexterm.engine.medfan.words import roles as every_role
from hexterm.engine.messages import Message
from hexterm.engine.typed import lines, whole

ROLES = ("general", "chief", "healer", "standard", "mage")
OPTIONS = ("spell", "armour", "weapon")
NAME = re.compile(r"[A-Za-zÀ-ÿ][\w'-]{0,30}")


@dataclass(frozen=True, slots=True)
class Unit:
    """A unit of an army: `figures` figures at `cost` # each (a hero: one figure)."""

    name: str
    figures: int
    cost: int
    roles: tuple[str, ...] = ()
    spell: str = ""
    armour: int = 0  # the general's magic armour, its cost (0: none)
    weapon: int = 0  # the general's magic weapon, its cost (0: none)
    heroic: bool = False  # written "hero" (a unit with a role is a hero anyway)

    @property
    def hero(self) -> bool:
        """A hero (the Tavern's, the Labyrinth's) rather than troops (the Mercenary
        Camp's, the Training Ground's)."""
        return self.heroic or bool(self.roles)

    @property
    def price(self) -> int:
        """What the unit costs in all, its magic items with it."""
        return self.figures * self.cost + self.armour + self.weapon


def read_roster(text: str) -> tuple[Unit, ...]:
    """The units of a roster's text (OrderSyntaxError naming the line)."""
    units: list[Unit] = []
    for number, words in lines(text):
        if len(words) < 3:
            raise OrderSyntaxError(WORDS.phrase("write NAME FIGURES COST [ROLES…]"),
                                   line=number)
        name, figures, cost = words[0], words[1], words[2]
        if not NAME.fullmatch(name):
            raise OrderSyntaxError(WORDS.phrase("{name!r} is not a name (one word)", name=name),
                                   line=number)
        whole(figures, number, WORDS.phrase("figures"))
        whole(cost, number, WORDS.phrase("cost"))
        roles: list[str] = []
        options: dict[str, str] = {}
        heroic = False
        for word in words[3:]:
            key, sep, value = word.partition("=")
            if sep:
                if key not in OPTIONS or not value:
                    raise OrderSyntaxError(WORDS.phrase(
                        "{word!r} is not one of spell=…, armour=COST, weapon=COST",
                        word=word), line=number)
                if key != "spell" and not value.isdigit():
                    raise OrderSyntaxError(WORDS.phrase("{key} is a cost in #, not {value!r}",
                                                        key=COST_OPTIONS.get(key, key),
                                                        value=value), line=number)
                options[key] = value
            elif word.lower() == "hero":
                heroic = True
            elif word.lower() in ROLES:
                roles.append(word.lower())
            else:
                raise OrderSyntaxError(WORDS.phrase("{word!r} is not a role ({roles})",
                                                    word=word, roles=every_role()),
                                       line=number)
        units.append(Unit(name, int(figures), int(cost), tuple(roles),
                          options.get("spell", ""), int(options.get("armour", 0)),
                          int(options.get("weapon", 0)), heroic and not roles))
    return tuple(units)


def check_roster(units: Sequence[Unit], treasury: int, *, council: bool = False) -> None:
    """Raise an IllegalOrderError when the army breaks a rule of its creation. With the
    Council of Archmages (`council`) the army has three more spells for its mage, or a
    second mage hero (reading M12)."""
    names = [u.name.casefold() for u in units]
    held: dict[str, str] = {}
    mages = [u for u in units if "mage" in u.roles]
    if council and len(mages) == 2:
        held["mage"] = ""  # the Council's second mage: checked below, not as a role
    for unit in units:
        if names.count(unit.name.casefold()) > 1:
            raise IllegalOrderError(WORDS.phrase("two units are called {name}", name=unit.name))
        if unit.figures < 1:
            raise IllegalOrderError(WORDS.phrase("{name} has no figure", name=unit.name))
        if unit.hero and unit.figures != 1:
            raise IllegalOrderError(WORDS.phrase("{name}: a hero is one figure", name=unit.name))
        for role in unit.roles:
            if role == "mage" and held.get("mage") == "":
                continue
            if role in held:
                raise IllegalOrderError(WORDS.phrase(
                    "{name} and {other} are both {role}: an army has one at most",
                    name=unit.name, other=held[role], role=said_role(role)))
            held[role] = unit.name
        if unit.spell and "mage" not in unit.roles:
            raise IllegalOrderError(WORDS.phrase("{name} has a spell but is no mage",
                                                 name=unit.name))
        if "mage" in unit.roles and not unit.spell:
            raise IllegalOrderError(WORDS.phrase("{name} is a mage: name his spell (spell=…)",
                                                 name=unit.name))
        spells = len(unit.spell.split(",")) if unit.spell else 0
        most = 4 if council and len(mages) == 1 else 1
        if spells > most:
            raise IllegalOrderError(_too_many_spells(unit.name, spells, most, council,
                                                     len(mages)))
        if (unit.armour or unit.weapon) and "general" not in unit.roles:
            raise IllegalOrderError(WORDS.phrase(
                "{name}: only the general has a magic armour or weapon", name=unit.name))
        if unit.armour and unit.weapon:
            raise IllegalOrderError(WORDS.phrase(
                "{name}: a magic armour or a magic weapon, not both", name=unit.name))
    total = sum(u.price for u in units)
    if total > treasury:
        raise IllegalOrderError(WORDS.phrase(
            "the army costs {cost} # and the treasury holds {treasury}", cost=total,
            treasury=treasury))


def _too_many_spells(name: str, spells: int, most: int, council: bool, mages: int
                     ) -> Message:
    """The refusal of a mage knowing more spells than the army's mages may."""
    if not council:
        return WORDS.phrase("{name} knows {n} spells: a mage has {most} (4 with the Council "
                            "of Archmages)", name=name, n=spells, most=most)
    if mages == 2:
        return WORDS.phrase("{name} knows {n} spells: a mage has {most} when the army has two",
                            name=name, n=spells, most=most)
    return WORDS.phrase("{name} knows {n} spells: a mage has {most}", name=name, n=spells,
                        most=most)


def teach(units: Sequence[Unit], lessons: Sequence[tuple[str, tuple[str, ...]]]
          ) -> tuple[Unit, ...]:
    """The army with the spells each mage learns (the Council of Archmages won after
    the mage was bought); IllegalOrderError for a unit that is no mage of the army, or
    a spell it already knows."""
    by_name = {u.name.casefold(): u for u in units}
    for name, learned in lessons:
        mage = by_name.get(name.casefold())
        if mage is None or "mage" not in mage.roles:
            raise IllegalOrderError(WORDS.phrase("{name} is not a mage of the army", name=name))
        known = mage.spell.split(",") if mage.spell else []
        for spell in learned:
            if spell.casefold() in (k.casefold() for k in known):
                raise IllegalOrderError(WORDS.phrase("{name} already knows {spell}",
                                                     name=mage.name, spell=spell))
            known.append(spell)
        by_name[name.casefold()] = replace(mage, spell=",".join(known))
    return tuple(by_name[u.name.casefold()] for u in units)


def format_roster(units: Sequence[Unit]) -> str:
    """The roster's text, which `read_roster` reads back to the same units."""
    lines = []
    for unit in units:
        words = [unit.name, str(unit.figures), str(unit.cost), *unit.roles]
        words += ["hero"] if unit.heroic else []
        words += [f"spell={unit.spell}"] if unit.spell else []
        words += [f"armour={unit.armour}"] if unit.armour else []
        words += [f"weapon={unit.weapon}"] if unit.weapon else []
        lines.append(" ".join(words))
    return "".join(line + "\n" for line in lines)
