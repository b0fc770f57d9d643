"""Recruitment in the reserve: recruit conversion and training with weapon masters.

These are the lines a commander writes before any unit in the orders file (the rulebook
has them done with the organiser, outside the order form). They are carried out at the
start of phase 1, seat by seat and in the order written, before any deployment:

- ``convert KIND`` (convertir): spends `UnitType.recruits_to_convert` recruit cards of
  the reserve (1 + 1 per full 4 DA of deployment cost) for one new card of KIND, an
  entry of the faction's catalogue. Recruits are taken lowest code first, leaving out
  the cards that this turn's orders deploy.
- ``sacrifice CARD`` (sacrifier): a reserve card becomes a weapon master (maître d'armes)
  with its characteristics and capabilities; the master keeps the card's code.
- ``train CARD as KEY with MASTER:WHAT ...`` (former): start from CARD's unit type; each
  master teaches one thing it has: a characteristic (the new value is the master's, and
  must be higher), its Déplacement with its crossable terrains, or a capability. The
  card is spent, KEY joins the catalogue, and one card of it enters the reserve. A
  master teaches once, then is gone.

A unit card may ask for its own number of recruits (`UnitType.recruits`: the
Fantassin's "Coût 1 Recrues + Arme standard + Armure légère") and for material, item
cards of the faction chest (`UnitType.material`): a conversion takes one of each from
the chest. A trained type asks for its base's material plus each master's ("Chaque
Maître d'Arme indiquera alors le matériel nécessaire ... qui viendront s'ajouter aux
conditions ou matériel nécessaire à l'obtention de l'unité à améliorer"), and the
training itself takes that material ("Obtenir le matériel nécessaire à la formation de
l'unité"). Free-text ``requirements`` (other conditions) are shown, not checked.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from hexterm.engine.messages import Message
from hexterm.engine.planisphere.economy.goods import take
from hexterm.engine.planisphere.io.scenario import RECRUIT, add_card
from hexterm.engine.planisphere.model import (
    CAPABILITIES,
    CHARACTERISTICS,
    MAX_SCORE,
    PlanState,
    Status,
    Unit,
    UnitType,
)
from hexterm.engine.planisphere.orders.lines import ReserveOrder, ReserveVerb
from hexterm.engine.planisphere.words import WORDS

TEACHABLE = {
    "move": "move", "deplacement": "move", "combat": "combat", "defence": "defence",
    "defense": "defence", "recon": "recon", "reconnaissance": "recon",
    "equipment": "equipment", "equipement": "equipment", "inventory": "inventory",
    "inventaire": "inventory", "veteran": "veterans", "mercenaires": "mercenaire",
    **{c: c for c in CAPABILITIES},
}


@dataclass(slots=True)
class Ledger:
    """What earlier lines of the same orders already use (for checks before resolution)."""

    taken: set[str] = field(default_factory=set)
    masters: set[str] = field(default_factory=set)
    kinds: dict[str, UnitType] = field(default_factory=dict)
    made_masters: dict[str, str] = field(default_factory=dict)
    items: dict[str, int] | None = None  # the chest's items after these lines; None: as is


def teachable(word: str) -> str | None:
    """The characteristic or capability `word` names (accents and case ignored)."""
    plain = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode().lower()
    return TEACHABLE.get(plain)


def code_order(code: str) -> tuple[int, str]:
    """Card codes in number order (GLA2 before GLA10): one prefix, so length first."""
    return len(code), code


def free_recruits(state: PlanState, faction: str, ledger: Ledger) -> list[Unit]:
    """The faction's recruit cards in reserve that nothing else uses, lowest code first."""
    return sorted((u for u in state.reserve(faction)
                   if u.type == RECRUIT.key and u.code not in ledger.taken),
                  key=lambda u: code_order(u.code))


def _take_material(state: PlanState, faction: str, kind: UnitType, ledger: Ledger
                   ) -> Message | str:
    """Take `kind`'s material from the chest as `ledger` sees it ("" if it is there)."""
    chest = dict(state.factions[faction].items if ledger.items is None else ledger.items)
    for key in kind.material:
        if not take(chest, key, 1):
            return (WORDS.phrase("{kind} takes the material {names} from the chest, which has no "
                                 "{key} left (counting this turn's other lines)", kind=kind.name,
                                 names=', '.join(kind.material), key=key))
    ledger.items = chest
    return ""


def _card(state: PlanState, faction: str, code: str, ledger: Ledger) -> Unit | Message:
    unit = state.units.get(code)
    if unit is None or unit.origin != faction or unit.status is not Status.RESERVE:
        return WORDS.phrase("{code} is not a card of your faction's reserve", code=code)
    if code in ledger.taken:
        return WORDS.phrase("{code} is already used by another of this turn's orders", code=code)
    return unit


def _trained(state: PlanState, faction: str, order: ReserveOrder, base: UnitType,
             ledger: Ledger) -> UnitType | Message:
    if order.kind in state.types or order.kind in ledger.kinds:
        return WORDS.phrase("the catalogue key {kind!r} is already taken", kind=order.kind)
    stats = {c: getattr(base, c) for c in CHARACTERISTICS}
    terrains, capabilities = set(base.terrains), set(base.capabilities)
    needs = [base.requirements] if base.requirements else []
    material = list(base.material)
    taught: set[str] = set()
    masters = {**state.factions[faction].masters, **ledger.made_masters}
    for code, word in order.lessons:
        what = teachable(word)
        if what is None:
            return WORDS.phrase("{word!r} is neither a characteristic nor a capability",
                                word=word)
        if code not in masters or code in ledger.masters:
            return WORDS.phrase("{code} is not a weapon master of your faction (or is already "
                                "used)", code=code)
        if what in taught:
            return WORDS.phrase("{what} is taught twice", what=what)
        teacher = state.types[masters[code]]
        if what in CHARACTERISTICS:
            value = getattr(teacher, what)
            new_ground = what == "move" and not teacher.terrains <= terrains
            if value <= stats[what] and not new_ground:
                return WORDS.phrase("master {code} has {what} {value}, which teaches nothing to "
                                    "{base}", code=code, what=what, value=value, base=base.name)
            stats[what] = max(stats[what], min(value, MAX_SCORE))
            if what == "move":
                terrains |= teacher.terrains
        elif what not in teacher.capabilities:
            return WORDS.phrase("master {code} does not have the capability {what}", code=code,
                                what=what)
        elif what in capabilities:
            return WORDS.phrase("{base} already has {what}", base=base.name, what=what)
        else:
            capabilities.add(what)
        taught.add(what)
        if teacher.requirements and teacher.requirements not in needs:
            needs.append(teacher.requirements)
        material += teacher.material
        ledger.masters.add(code)
    name = order.kind.replace("-", " ").replace("_", " ").capitalize()
    return UnitType(order.kind, name, terrains=frozenset(terrains),
                    capabilities=frozenset(capabilities), requirements=" + ".join(needs),
                    material=tuple(material), **stats)


def check(state: PlanState, faction: str, order: ReserveOrder, ledger: Ledger
          ) -> Message | str:
    """Why `order` cannot be carried out now ("" if it can); on success, `ledger` records
    what it uses, as if it were done."""
    catalogue = state.factions[faction].catalogue
    if order.verb is ReserveVerb.CONVERT:
        kind = state.types.get(order.kind) or ledger.kinds.get(order.kind)
        if kind is None or (order.kind not in catalogue and order.kind not in ledger.kinds):
            return WORDS.phrase("{kind!r} is not in your faction's catalogue", kind=order.kind)
        if kind.key == RECRUIT.key:
            return WORDS.phrase("recruits are not made by conversion; they come at each session "
                                "start")
        need, have = kind.recruits_to_convert, free_recruits(state, faction, ledger)
        if len(have) < need:
            rule = (WORDS.phrase("its card says so") if kind.recruits else
                    WORDS.phrase("1 + 1 per 4 DA of its {cost} DA cost",
                                 cost=kind.deploy_cost_da))
            return (WORDS.phrase("{kind} takes {need} recruits ({rule}); the reserve has {n} to "
                                 "spare", kind=kind.name, need=need, rule=rule, n=len(have)))
        why = _take_material(state, faction, kind, ledger)
        if why:
            return why
        ledger.taken.update(u.code for u in have[:need])
        return ""
    card = _card(state, faction, order.card, ledger)
    if isinstance(card, Message):
        return card
    if order.verb is ReserveVerb.TRAIN:
        trained = _trained(state, faction, order, state.unit_type(card), ledger)
        if isinstance(trained, Message):
            return trained
        why = _take_material(state, faction, trained, ledger)
        if why:
            return why
        ledger.kinds[trained.key] = trained
    else:
        ledger.made_masters[card.code] = card.type
    ledger.taken.add(card.code)
    return ""


def carry_out(state: PlanState, faction: str, order: ReserveOrder, taken: set[str]
              ) -> tuple[bool, Message]:
    """Do `order` on `state`: (True, what was done), or (False, why it failed).

    `taken` holds the cards that this turn's deployments use."""
    ledger = Ledger(taken=set(taken))
    why = check(state, faction, order, ledger)
    if isinstance(why, Message):  # "" when it can be carried out
        return False, why
    owner = state.factions[faction]
    if ledger.items is not None:
        owner.items = {k: n for k, n in sorted(ledger.items.items()) if n}
    spent = ledger.taken - taken
    for code in spent:
        state.units[code].status = Status.SPENT
    if order.verb is ReserveVerb.SACRIFICE:
        card = state.units[order.card]
        owner.masters[card.code] = card.type
        return True, WORDS.phrase("{code} ({kind}) becomes a weapon master", code=card.code,
                                  kind=state.unit_type(card).name)
    if order.verb is ReserveVerb.TRAIN:
        kind = ledger.kinds[order.kind]
        state.types[kind.key] = kind
        owner.catalogue = (*owner.catalogue, kind.key)
        for code in ledger.masters:
            del owner.masters[code]
    else:
        kind = state.types[order.kind]
    card = add_card(state, owner, kind.key)
    used = ", ".join(sorted(spent, key=code_order))
    return True, WORDS.phrase("{code} ({kind}) enters the reserve; spent: {used}",
                              code=card.code, kind=kind.name, used=used)

