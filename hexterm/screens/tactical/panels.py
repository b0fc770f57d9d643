"""The texts beside the tactical board, in the player's language: a unit's card, a hex,
the activation typed so far with each step's cost (or the condition that refuses it),
the test a player is asked for, and the log (`event_text`)."""

from __future__ import annotations

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import titled
from hexterm.engine.ruleset import Event
from hexterm.engine.tactical import told
from hexterm.engine.tactical.model import Battle
from hexterm.engine.tactical.paths import points
from hexterm.engine.tactical.trials import PASSING, Trial
from hexterm.engine.tactical.views import Card, Preview
from hexterm.engine.tactical.words import WORDS, class_word, facing_word
from hexterm.i18n import said, said_or_name, t

KINDS = {"troop": titled("troop"), "formation": titled("formation"),
         "character": titled("character")}
TRIALS = {"engagement": titled("engagement test"), "crossing": titled("crossing test"),
          "disengagement": titled("disengagement test"),
          "discipline": titled("discipline test"), "pursuit": titled("pursuit test")}
GROUNDS = {"clear": titled("clear"), "road": titled("road"), "rough": titled("rough"),
           "difficult": titled("difficult"), "water": titled("water")}
STATES = {"charge": titled("charge"), "contact": titled("contact"),
          "order particular": titled("order particular"),
          "order attack": titled("order attack"), "shield-wall": titled("shield-wall"),
          "tortoise": titled("tortoise"), "hedgehog": titled("hedgehog"),
          "out of breath": titled("out of breath"), "shaken": titled("shaken"),
          "rout": titled("rout")}
"""A unit card's states (`views.card`) as `t` says them (a count, fatigue 2, as it is)."""
ENDS = {"off": titled("off"), "destroyed": titled("destroyed")}


def card_text(c: Card) -> str:
    lines = [said(WORDS.phrase("{name} ({seat}) · {kind} of {figures} · {cls}", name=c.name,
                               seat=c.seat, kind=t(KINDS.get(c.kind, c.kind)),
                               figures=c.figures,
                               cls=said_or_name(class_word(c.movement_name, c.movement))))]
    if c.where in ("off", "destroyed"):
        lines.append(said(WORDS.phrase("off the map")) if c.where == "off" else
                     said(WORDS.phrase("destroyed")))
        return "\n".join(lines)
    lines.append(said(WORDS.phrase("at {hex} facing {facing} · {placement}", hex=c.where,
                   facing=said(facing_word(c.facing)),
                   placement=t(c.placement))))
    lines.append(said(WORDS.phrase("allocation {points} PMvt · stacking {n}", points=c.allocation,
                   n=c.stacking)))
    if c.states:
        lines.append(", ".join(t(STATES[s]) if s in STATES else s for s in c.states))
    if c.engages:
        lines.append(said(WORDS.phrase("engages {units}", units=", ".join(c.engages))))
    if c.engaged_by:
        lines.append(said(WORDS.phrase("engaged by {units}", units=", ".join(c.engaged_by))))
    lines.append(said(WORDS.phrase("to activate this turn")) if c.waiting else
                 said(WORDS.phrase("activated this turn")))
    return "\n".join(lines)


def hex_text(battle: Battle, hex: Hex) -> str:
    board = battle.board
    ground = t(GROUNDS[board.terrain(hex).value])
    cave = said(WORDS.phrase(", a cave")) if hex in board.caves else ""
    return said(WORDS.phrase("{hex}: {ground} ground{cave}", hex=hex.label, ground=ground,
                             cave=cave))


def reach_text(unit: str, facings: dict[str, int]) -> str:
    """What a unit pays to stand here facing each way (its envelope, PMvt)."""
    costs = " · ".join(f"{said(facing_word(facing))} {points(cost)}"
                       for facing, cost in facings.items())
    return said(WORDS.phrase("{unit} reaches it facing: {facings}", unit=unit, facings=costs))


def preview_text(p: Preview) -> str:
    """The activation typed: each step with its cost and the total, or the refusal."""
    refused = said(WORDS.phrase("Refused: {why}", why=said_or_name(p.refused))) if p.refused else ""
    if refused and not p.steps:
        return refused
    if not p.unit:
        return said(WORDS.phrase("Type UNIT: PATH, or pick a unit on the board (enter)."))
    if not p.steps:
        return said(WORDS.phrase("{unit} holds.", unit=p.unit)) if p.ends else ""
    lines = [said(WORDS.phrase("{unit}, step by step (PMvt):", unit=p.unit))]
    lines += [f" {said_or_name(step):<12}{cost:>4} ={total:>4}" for step, cost, total in p.steps]
    lines.append(said(WORDS.phrase("ends: {where}", where=t(ENDS[p.ends]) if isinstance(
        p.ends, str) and p.ends in ENDS else said_or_name(p.ends))))
    if refused:
        return "\n".join([*lines, refused])
    if p.trials:
        lines.append(said(WORDS.phrase("then: {tests}",
                                       tests=", ".join(said(trial) for trial in p.trials))))
    return "\n".join(lines)


def trial_text(battle: Battle, trial: Trial) -> str:
    unit = battle.unit(trial.unit)
    return "\n".join([
        said(WORDS.phrase("{unit} ({seat}) takes its {test}.", unit=trial.unit, seat=unit.seat,
          test=t(TRIALS[trial.kind.value]))),
        said(WORDS.phrase("Play it out at the table and type pass or fail, or type roll DIE "
                          "with the die rolled, or roll for the program to roll: {n}+ "
                          "passes.", n=PASSING)),
        said(WORDS.phrase("A failure shakes the unit; a shaken unit that fails routs."))])


def event_text(event: Event) -> str:
    """One line of the log, in the player's language."""
    a = dict(event.args)
    if event.key == "tactical.move":
        return said(told.moved(a))
    if event.key == "tactical.test":
        said_ = said(WORDS.phrase("{unit} passes its {test}", unit=a["unit"],
                                  test=t(TRIALS[a["test"]]))) \
            if a["passed"] else said(WORDS.phrase("{unit} fails its {test}", unit=a["unit"],
                                  test=t(TRIALS[a["test"]])))
        if a.get("die"):
            said_ += said(WORDS.phrase(" (die {die})", die=a["die"]))
        if not a["passed"]:
            said_ += said(WORDS.phrase(": routed")) if a["rout"] else said(WORDS.phrase(": shaken"))
        if a.get("stopped"):
            said_ += said(WORDS.phrase(": its movement stops at {hex}", hex=a["stopped"]))
        return said_
    if event.key in ("tactical.pass", "tactical.refused"):
        return said(told.TOLD[event.key](a))
    if event.key == "taken-back":
        return said(WORDS.phrase("{seat} takes back their last move", seat=a["seat"]))
    return event.text
