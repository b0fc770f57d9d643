"""The actions of the Planisphère order form (Modèle d'Ordre) and their written verbs.

`Verb` lists the actions in the order the resolution meets them; `ALIASES` maps the
words a player may write, in English or French, to them; `Action` is one action with
its fields filled in.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hexterm.engine.hexgrid import Direction, Hex


class Verb(Enum):
    """The actions of the order form, in the order the resolution meets them."""

    DEPLOY = "deploy"
    MOVE = "move"
    ATTACK = "attack"
    DEFEND = "defend"
    HIDE = "hide"
    RECON = "recon"
    BUILD = "build"
    SAP = "sap"
    EQUIP = "equip"
    UNEQUIP = "unequip"
    LOAD = "load"
    UNLOAD = "unload"
    TRADE = "trade"
    EXPLOIT = "exploit"
    QUEST = "quest"


ALIASES: dict[str, Verb] = {
    "deploy": Verb.DEPLOY, "déployer": Verb.DEPLOY, "deployer": Verb.DEPLOY,
    "move": Verb.MOVE, "déplacer": Verb.MOVE, "deplacer": Verb.MOVE,
    "se-déplacer": Verb.MOVE, "se-deplacer": Verb.MOVE,
    "attack": Verb.ATTACK, "attaquer": Verb.ATTACK,
    "defend": Verb.DEFEND, "défendre": Verb.DEFEND, "defendre": Verb.DEFEND,
    "hide": Verb.HIDE, "se-cacher": Verb.HIDE, "cacher": Verb.HIDE,
    "recon": Verb.RECON, "reconnaissance": Verb.RECON,
    "build": Verb.BUILD, "construire": Verb.BUILD,
    "sap": Verb.SAP, "saper": Verb.SAP,
    "equip": Verb.EQUIP, "équiper": Verb.EQUIP, "equiper": Verb.EQUIP,
    "unequip": Verb.UNEQUIP, "déséquiper": Verb.UNEQUIP, "desequiper": Verb.UNEQUIP,
    "load": Verb.LOAD, "charger": Verb.LOAD, "unload": Verb.UNLOAD,
    "décharger": Verb.UNLOAD, "decharger": Verb.UNLOAD,
    "trade": Verb.TRADE, "acheter-vendre": Verb.TRADE, "commercer": Verb.TRADE,
    "exploit": Verb.EXPLOIT, "exploiter": Verb.EXPLOIT,
    "quest": Verb.QUEST, "quête": Verb.QUEST, "quete": Verb.QUEST,
    "résoudre": Verb.QUEST, "resoudre": Verb.QUEST,
}
@dataclass(frozen=True, slots=True)
class Action:
    """One action of an order with its fields filled in."""

    verb: Verb
    line: int = 0
    directions: tuple[Direction, ...] = ()
    place: Hex | None = None
    target: str = ""
    to_death: bool = False
    score: str = ""
    items: tuple[str, ...] = ()  # equip, unequip: item keys
    goods: tuple[tuple[str, int], ...] = ()  # load, unload; trade: what it buys
    sells: tuple[tuple[str, int], ...] = ()  # trade: what it sells
    letter: str = ""  # quest: the choice, A-D
    papers: tuple[str, ...] = ()  # documents attached ('with D3'): safe-conducts
