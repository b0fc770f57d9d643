"""The free lines and the economy of a turn: consents, names, commerce, production.

Commerce (phase 2) comes before the actions and after consents and names (phase 1):
first the trades between nations, which happen only when both nations' orders name
them with the same terms, then the market purchases at this turn's rates. Production
(phase 4) comes last: every city that is not idle produces into its nation's stock,
then every city pays its upkeep, oldest first; a city that cannot pay it in full pays
nothing and produces nothing on the next turn (rules-notes; reading N15).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from hexterm.engine.messages import Message
from hexterm.engine.novlemia import told
from hexterm.engine.novlemia.model import Record, attachments, city_output
from hexterm.engine.novlemia.orders import Line, Orders, Verb
from hexterm.engine.novlemia.tables import Goods
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.novlemia.work import Work
from hexterm.engine.ruleset import PUBLIC, Result

PHASE_FREE = "1 consents and names"
PHASE_TRADE = "2 commerce"
PHASE_MAKE = "4 production"


def _numbered(orders: Orders, *verbs: Verb) -> list[tuple[int, Line]]:
    return [(i, line) for i, line in enumerate(orders.lines, start=1) if line.verb in verbs]


def consents_and_names(work: Work, order: list[str], orders: Mapping[str, Orders]) -> None:
    for key in order:
        for number, line in _numbered(orders[key], Verb.ALLOW, Verb.FORBID, Verb.NAME):
            if line.verb is Verb.NAME:
                assert line.cell is not None
                cell = work.cells.get(line.cell)
                if cell is None or cell.owner != key or cell.resource is None:
                    work.result(PHASE_FREE, key, number, line, Result.FAILED,
                                WORDS.phrase("{cell} is not a prospected cell of yours",
                                             cell=line.cell.label))
                    continue
                work.cells[line.cell] = replace(cell, name=line.text)
                work.result(PHASE_FREE, key, number, line, Result.DONE,
                            told.named(line.cell.label, cell.resource, line.text),
                            {"cell": line.cell.label, "name": line.text})
                continue
            other = work.state.find_nation(line.who)
            assert other is not None
            allowed = [k for k in work.nation(key).allowed if k != other.key]
            if line.verb is Verb.ALLOW:
                allowed = sorted([*allowed, other.key], key=list(work.nations).index)
            work.update(key, allowed=tuple(allowed))
            work.result(PHASE_FREE, key, number, line, Result.DONE,
                        told.consent(other.name, line.verb is Verb.ALLOW),
                        {"partner": other.key})


def _lacks(who: str, stock: Goods, need: Goods) -> Message:
    return WORDS.phrase("{who} needs {need} and the stock holds {stock}", who=who,
                        need=need.text(), stock=stock.text(zeros=True))


def _mirror(work: Work, key: str, line: Line, orders: Orders, done: set[tuple[str, int]],
            other: str) -> tuple[int, Line] | None:
    for number, theirs in _numbered(orders, Verb.TRADE):
        named = work.state.find_nation(theirs.who)
        if (other, number) in done or named is None or named.key != key:
            continue
        if theirs.give == line.take and theirs.take == line.give:
            return number, theirs
    return None


def commerce(work: Work, order: list[str], orders: Mapping[str, Orders]) -> None:
    done: set[tuple[str, int]] = set()
    for key in order:
        for number, line in _numbered(orders[key], Verb.TRADE):
            if (key, number) in done:
                continue
            done.add((key, number))
            other = work.state.find_nation(line.who)
            assert other is not None
            match = _mirror(work, key, line, orders[other.key], done, other.key)
            if match is None:
                work.result(PHASE_TRADE, key, number, line, Result.FAILED,
                            WORDS.phrase("{nation}'s orders name no trade giving {give} for "
                                         "{take}", nation=other.name, give=line.take.text(),
                                         take=line.give.text()))
                continue
            theirs_number, theirs = match
            done.add((other.key, theirs_number))
            mine, yours = work.nation(key), work.nation(other.key)
            problem: Message | None = None
            if not mine.stock.covers(line.give):
                problem = _lacks(mine.name, mine.stock, line.give)
            elif not yours.stock.covers(line.take):
                problem = _lacks(yours.name, yours.stock, line.take)
            result = Result.FAILED if problem else Result.DONE
            if not problem:
                work.update(key, stock=mine.stock.minus(line.give).plus(line.take))
                work.update(other.key, stock=yours.stock.minus(line.take).plus(line.give))
            for who, num, ln, partner in ((key, number, line, other.key),
                                          (other.key, theirs_number, theirs, key)):
                reason = problem or WORDS.phrase("gave {give} to {nation} for {take}",
                                                 give=ln.give.text(),
                                                 nation=work.nation(partner).name,
                                                 take=ln.take.text())
                work.result(PHASE_TRADE, who, num, ln, result, reason, {"partner": partner})
    for key in order:
        for number, line in _numbered(orders[key], Verb.BUY):
            stock = work.nation(key).stock
            if not stock.covers(line.give):
                work.result(PHASE_TRADE, key, number, line, Result.FAILED,
                            WORDS.phrase("the market price needs {need} and the stock holds "
                                         "{stock}", need=line.give.text(),
                                         stock=stock.text(zeros=True)))
                continue
            work.update(key, stock=stock.minus(line.give).plus(line.take))
            work.result(PHASE_TRADE, key, number, line, Result.DONE,
                        WORDS.phrase("bought {take} for {give} on the market",
                                     take=line.take.text(), give=line.give.text()))


def production(work: Work) -> None:
    """Cities produce, then pay their upkeep; the turn's records and rarity follow."""
    state = work.state
    links = attachments(state)
    upkeep = state.options.upkeep
    made = {key: Goods() for key in work.nations}
    cities = sorted(work.cities.items(), key=lambda kv: kv[1].number)
    for place, city in cities:
        seat = (work.nation(city.nation).seat,)
        if city.idle:
            work.tell(PHASE_MAKE, city.name, told.idle(city.name), "city.idle", seat,
                      {"cell": place.label, "nation": city.nation})
            continue
        output = city_output(state, place, links)
        made[city.nation] = made[city.nation].plus(output)
        work.update(city.nation, stock=work.nation(city.nation).stock.plus(output))
        work.tell(PHASE_MAKE, city.name, told.produced(city.name, output),
                  "city.production", seat, {"cell": place.label, "nation": city.nation,
                                             "production": output.to_data()})
    for place, city in cities:
        nation = work.nation(city.nation)
        paid = nation.stock.covers(upkeep)
        if paid:
            work.update(city.nation, stock=nation.stock.minus(upkeep))
            text = told.upkeep_paid(city.name, upkeep)
        else:
            text = told.upkeep_unpaid(city.name, upkeep, nation.stock)
        work.cities[place] = replace(city, idle=not paid)
        work.tell(PHASE_MAKE, city.name, text, "city.upkeep", (nation.seat,),
                  {"cell": place.label, "nation": city.nation, "paid": paid})
    for key, nation in work.nations.items():
        cells = sum(1 for c in work.cells.values() if c.owner == key)
        count = sum(1 for c in work.cities.values() if c.nation == key)
        record = Record(work.turn, made[key], cells, count)
        work.update(key, history=(*nation.history, record))
    total = Goods()
    for goods in made.values():
        total = total.plus(goods)
    work.base = replace(work.base, produced=total)
    rare = [r.value for r in work.state.rare()]
    work.tell(PHASE_MAKE, "market", told.market(total, rare), "market.rates", (PUBLIC,),
              {"produced": total.to_data(), "rare": rare})
