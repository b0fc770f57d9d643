"""The texts of a Med-Fan campaign's step screen: the campaign overview (territories by
owner with their name, capability and what it yields; treasuries and armies) and what
the step at hand needs (the army's cost, the pairing with the battle table, the
before-battle screen with the objective table, the armies that fight, the after-battle
steps with each die, the shop's prices and bill). The numbers come from the engine's
view (`hexterm.engine.medfan.views`); the sentences are translated here.
"""

from __future__ import annotations

from typing import Any

from hexterm.engine.medfan.inputs import After, Army, Spending
from hexterm.engine.medfan.model import MedState
from hexterm.engine.medfan.tables import (
    BATTLES,
    OBJECTIVE_NAMES,
    OBJECTIVES,
    UPGRADES,
    Survival,
)
from hexterm.engine.medfan.views import (
    OBJECTIVE_DOES,
    ROLLED_LENGTH,
    after_preview,
    army_cost,
    spending_bill,
)
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Message, titled
from hexterm.i18n import said, t
from hexterm.screens.medfan.words import phrase

FATES = {Survival.READY: titled("ready"), Survival.MISSES: titled("misses the next battle"),
         Survival.DEAD: titled("dead")}
WHOSE = {(False, False): titled("the basic table"), (True, False): titled("with the healer"),
         (False, True): titled("with the House of Healers"),
         (True, True): titled("with the healer and the House")}
PARTS = {"troops": titled("troops"), "heroes": titled("heroes"),
         "troop_upgrades": titled("troop upgrades"), "hero_upgrades": titled("hero upgrades")}
"""A bill's parts (`shop.Bill`'s), as a purchase at half price names them."""


def survival_table(healer: bool, house: bool, bands: Any) -> str:
    """The survival table in use: whose it is and its bands of dice."""
    said = ", ".join((f"{lo}" if lo == hi else f"{lo}–{hi}") + f" {t(FATES[fate])}"
                     for lo, hi, fate in bands)
    return phrase("{what}: {said}", what=t(WHOSE[healer, house]), said=said)


def objective(key: str) -> str:
    """An objective's name, in the player's language."""
    return t(OBJECTIVE_NAMES.get(key, key))


def capability(territory: dict[str, Any]) -> str:
    """A territory's capability and what it does, or that it is unknown."""
    if not territory["capability"]:
        return phrase("not yet determined")
    return phrase("{what}: {said}", what=t(territory["capability_name"]),
                  said=t(territory["does"], n=territory.get("yield", 0)))


def territory_line(territory: dict[str, Any]) -> str:
    """One territory: its number, name, capability, and whether it is unusable."""
    name = territory["name"] or "?"
    line = f"{territory['number']:>3} {name} · {capability(territory)}"
    return line + (phrase(" · unusable this turn") if territory["unusable"] else "")


def status(view: dict[str, Any]) -> str:
    """One line: how the campaign ends, and the territories each player holds."""
    options = view["options"]
    ends = [phrase("after {n} battles", n=options["battles"])] if options["battles"] else []
    if options["share"]:
        ends.append(phrase("over {share} % of the {n} territories", share=options["share"],
                           n=len(view["sheet"])))
    standing = ", ".join(f"{s} {view['holdings'][s]}" for s in view["ranking"])
    return phrase("Ends {ends} · territories held: {standing}",
                  ends=phrase(" or ").join(ends) or phrase("never"), standing=standing)


def overview(view: dict[str, Any]) -> str:
    """The campaign overview: each player's treasury, army and territories, then the
    unoccupied ones."""
    lines = []
    for seat in view["ranking"]:
        player = view["players_view"][seat]
        lines.append(phrase("{seat} ({faction}) · {treasury} # · territories: {n} · army: "
                            "{figures} figures ({worth} #)", seat=seat, faction=player["faction"],
                            treasury=player["treasury"], n=player["territories"],
                            figures=player["figures"], worth=player["worth"]))
        lines += [territory_line(x) for x in view["sheet"] if x["owner"] == seat]
    free = [x for x in view["sheet"] if x["owner"] is None]
    if free:
        lines.append(phrase("Unoccupied: {n}", n=len(free)))
        lines += [territory_line(x) for x in free]
    return "\n".join(lines)


def fighters(view: dict[str, Any]) -> str:
    """The battle: who attacks whom, the scenario and its length, and what the scenario
    asks."""
    battle = view["battle"]
    attacker, defender = battle["fighters"]
    length = phrase("6 turns") if battle["length"] else t(ROLLED_LENGTH)
    return "\n".join((
        phrase("{attacker} attacks {defender} · scenario {n}: {name} · length: {length}",
               attacker=attacker, defender=defender, n=battle["scenario"],
               name=t(battle["scenario_name"]), length=length),
        phrase("{what}: {said}", what=t(battle["scenario_name"]),
               said=t(battle["scenario_rules"]))))


def _tries(view: dict[str, Any], seat: str) -> list[str]:
    """The generous start's two tries of the first territory, until one is kept."""
    lines = []
    for number, tried in enumerate(view["players_view"][seat]["tries"], 1):
        found = phrase(" (+{n} # found)", n=tried["treasure"]) if tried["treasure"] else ""
        lines.append(phrase("keep {n}: your first territory as {name} · {capability}", n=number,
                            name=tried["name"], capability=capability(tried)) + found)
    return lines


def _army(state: MedState, seat: str, view: dict[str, Any], army: Any) -> list[str]:
    lines = [phrase("You have {treasury} #.", treasury=view["players_view"][seat]["treasury"]),
             *_tries(view, seat)]
    if isinstance(army, Army) and army.units:
        bill, rest = army_cost(state, seat, army)
        cost = bill.total
        lines.append(phrase("This army costs {cost} #; {rest} # stay in the treasury.", cost=cost,
                            rest=rest) if rest >= 0 else
                     phrase("This army costs {cost} #: {short} # too many.", cost=cost,
                            short=-rest))
        if bill.halved:
            lines.append(phrase("Halved by your territories: {parts}.", parts=", ".join(
                t(PARTS[part]) for part in bill.halved)))
    lines.append(phrase("Write one unit a line: NAME FIGURES COST, COST being the # of one figure "
                        "(Spearmen 10 8: 10 figures at 8 # each, 80 #), then hero or its roles "
                        "(general, chief, healer, standard, mage), spell=NAME for the mage, "
                        "armour=COST or weapon=COST for the general (the item's cost); or paste a "
                        "TOML roster ([[unit]] tables)."))
    lines.append(phrase("name NAME gives your first territory its name (else it is drawn)."))
    return lines


def _pairing(view: dict[str, Any], seat: str | None) -> list[str]:
    """The pairing; the organiser (`seat` None) may also record the players' agreements
    (M23), which the challenger is told are the organiser's to write."""
    table = " · ".join(f"{n} {t(name)}" for n, name in BATTLES.items())
    agree = (phrase("agree SEAT UNIT: the players agree that unit's upgrades may pass the "
                    "limits (agree bob Grak)") if seat is None else
             phrase("An agreement between players (a unit's upgrades past the limits) is the "
                    "organiser's: agree SEAT UNIT, in the organiser's entry of this step "
                    "(hexterm orders submit SAVE FILE --organiser)."))
    return [phrase("The challenger names the battle: {seat}.", seat=view["challenger"]),
            phrase("The battle table (d12): {table}", table=table),
            phrase("Write: battle ATTACKER DEFENDER · scenario N or scenario roll · length 6 or "
                   "length rolled"), agree]


def _objectives(view: dict[str, Any]) -> list[str]:
    table = [" " + phrase("{what}: {said}", what=f"{n} {objective(o)}", said=t(OBJECTIVE_DOES[o]))
             for n, o in OBJECTIVES.items()]
    return [fighters(view), phrase("The objective table (d6):"), *table,
            phrase("Write: objective N, or roll (the program rolls it). Sealed: the adversary "
                   "learns it when both are given.")]


def _battle(view: dict[str, Any]) -> list[str]:
    battle = view["battle"]
    lines = [fighters(view)]
    for seat in battle["fighters"]:
        units = ", ".join(f"{u['name']} {u['figures']}" for u in battle["fielded"][seat])
        lines.append(phrase("{seat} ({objective}): {units}", seat=seat, units=units,
                            objective=objective(battle["objectives"][seat])))
    lines += losses_prompt(battle.get("example"))
    if not battle["length"]:
        lines.append(phrase("Its length was rolled: add turns N, the turns it lasted (5, 6 or 7)."))
    return lines


def losses_prompt(example: dict[str, Any] | None) -> list[str]:
    """How a battle's result is written, in the player's words (the shared prompt's
    English; in French the campaign's French words: vainqueur, nul, reste, perdu), with
    the example of a unit of the battle (`battle_entry.example_of`)."""
    lines = [said(WORDS.phrase(
        "Write: winner SEAT or draw, then for each unit that lost figures left SEAT UNIT N "
        "(the figures left) or lost SEAT UNIT N (the figures lost); or auto for the dice "
        "helper"))]
    if example:
        left, lost = (_loss(example[way]) for way in ("left", "lost"))
        lines.append(said(WORDS.phrase(
            "For example {owner}'s {unit}, {figures} figures before the battle: {left} or "
            "{lost} (the same)", owner=example["owner"], unit=example["unit"],
            figures=example["figures"], left=left, lost=lost)))
    return lines


def _loss(typed: str) -> Message | str:
    """A loss as typed (`left bob Grak 3`), its word in the player's language."""
    way, *rest = typed.split()
    if len(rest) != 3:
        return typed
    owner, unit, n = rest
    if way == "left":
        return WORDS.phrase("left {owner} {unit} {n}", owner=owner, unit=unit, n=n)
    return WORDS.phrase("lost {owner} {unit} {n}", owner=owner, unit=unit, n=n)


def _after(state: MedState, seat: str, after: Any) -> list[str]:
    done = after_preview(state, seat, after if isinstance(after, After) else After())
    lines = [phrase("1. The battle's gain: {percent} % of the enemy eliminated: +{gain} #",
                    percent=done.percent, gain=done.gain),
             phrase("2. Survival ({table}):", table=survival_table(done.healer, done.house,
                                                              done.bands))]
    rolls = [phrase("{what}: {said}", what=f"{r.unit} {r.die}", said=t(FATES[r.fate]))
             if r.fate else
             phrase("{unit}: rolled by the program", unit=r.unit) for r in done.rolls]
    lines += [f"   {roll}" for roll in rolls] or [phrase("   no figure of yours was eliminated")]
    if done.extra_dice:
        lines.append(phrase("   {n} dice too many", n=done.extra_dice))
    lines.append(phrase("3. Your objective: {objective} ({outcome})",
                        objective=objective(done.objective),
                        outcome=phrase("won") if done.won else phrase("not won")))
    if done.targets:
        lines.append(phrase("   choose the territory it strikes: target N, one of {numbers}",
                            numbers=", ".join(map(str, done.targets))))
    if done.finds:
        lines.append(phrase("4. A territory you find (one of {numbers}): name N NAME to name it "
                            "(else it is drawn); on a 5 of the unique table: fifth council or "
                            "fifth academy", numbers=", ".join(map(str, done.finds))))
    else:
        lines.append(phrase("4. You find no territory after this battle."))
    lines += [phrase("5. Then every territory yields (the gains phase)."),
              phrase("Write: dice D D D… as rolled at the table, one a figure eliminated, in this "
                     "order (those missing are rolled by the program)")]
    return lines


def _spending(state: MedState, seat: str, view: dict[str, Any], spending: Any) -> list[str]:
    player = view["players_view"][seat]
    held = ", ".join(t(name) for name in player["held"]) or "-"
    lines = [phrase("Treasury: {treasury} # · your capabilities: {held}",
                    treasury=player["treasury"], held=held), *_tries(view, seat)]
    for unit in player["army"]:
        done = ", ".join(t(c) for c in unit["upgrades"])
        lines.append(f"  {unit['name']} {unit['figures']} × {unit['cost']} #"
                     + (phrase(" · upgraded: {done}", done=done) if done else "")
                     + (phrase(" · agreed: past the limits") if unit["agreed"] else ""))
    for mage in player["learning"]:
        lines.append(phrase("Your mage {mage} may learn three more spells (the Council of "
                            "Archmages): spells {mage} A,B,C", mage=mage))
    kinds = [t(kind) for kind in player["upgrading"]]
    lines.append(phrase("You may upgrade: {kinds}.", kinds=phrase(" and ").join(kinds))
                 if kinds else
                 phrase("You may buy units only: upgrades need the Training Ground (troops) or the "
                        "Labyrinth of Trials (heroes)."))
    lines.append(phrase("The upgrade table (d6): {table}; one a characteristic, 5 at most except "
                        "the movement, unless the players agreed otherwise for the unit",
                        table=" · ".join(f"{n} {t(c)}" for n, c in UPGRADES.items())))
    if isinstance(spending, Spending) and (spending.units or spending.upgrades):
        cost, rest = spending_bill(state, seat, spending)
        halved = ", ".join(t(PARTS[part]) for part in cost.halved)
        lines.append(phrase("This costs {total} # (troops {troops}, heroes {heroes}, upgrades "
                            "{upgrades}){halved}; {rest} # stay.", total=cost.total,
                            troops=cost.troops, heroes=cost.heroes,
                            upgrades=cost.troop_upgrades + cost.hero_upgrades, rest=rest,
                            halved=phrase(", halved: {parts}", parts=halved) if halved else ""))
    lines.append(phrase(
        "Write roster lines of what you buy (NAME FIGURES COST roles…, COST the # of one "
        "figure), and upgrade UNIT CHARACTERISTIC VALUE COST or upgrade UNIT CHARACTERISTIC "
        "ABILITY COST, the ability one word (upgrade Aldric life 4 30 · upgrade Aldric melee "
        "lance 20; for the characteristic, the table's die if you rolled it)"))
    return lines


def step_help(state: MedState, key: str, view: dict[str, Any], seat: str | None,
              value: Any) -> str:
    """What the step asks `seat` (None: the organiser), with what the input typed so far
    (`value`, read; None when it cannot be read) comes to."""
    if key == "army" and seat:
        lines = _army(state, seat, view, value)
    elif key == "pairing":
        lines = _pairing(view, seat)
    elif key == "objectives":
        lines = _objectives(view)
    elif key == "battle":
        lines = _battle(view)
    elif key == "after" and seat:
        lines = _after(state, seat, value)
    elif key == "spending" and seat:
        lines = _spending(state, seat, view, spending=value)
    else:
        lines = []
    return "\n".join(lines)
