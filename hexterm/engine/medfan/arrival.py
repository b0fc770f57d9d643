"""A Med-Fan player's army and first territory (001, "Création d'armée"): a player
arriving, at the start or in a running campaign, with the starting treasury and five
territories (M21); the generous start's try kept (M11); what the player holds when the
army is bought, and what the army costs (a unique territory's reduction from the
first army on, M17; the Council of Archmages, M12, M19)."""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan.inputs import Army
from hexterm.engine.medfan.model import MedState, Options, Player, Territory
from hexterm.engine.medfan.roster import check_roster
from hexterm.engine.medfan.shop import Bill, bill
from hexterm.engine.medfan.start import bring
from hexterm.engine.medfan.words import WORDS


def arriving(seat: str, faction: str, options: Options, first: int, dice: Dice
             ) -> tuple[Player, tuple[Territory, ...]]:
    """A player arriving, at the start or in a running campaign ("De nouveaux joueurs
    peuvent arriver en cours de campagne, apportant chacun 5 territoires de même
    manière"): the starting treasury and 5 territories, the first found (twice with
    the generous option: the # of the try kept is paid once it is kept)."""
    brought, tries = bring(seat, first, dice, generous=options.generous)
    if len(tries) > 1:
        return Player(seat, faction, options.treasury, second=tries[1].territory,
                      treasures=tuple(t.treasure for t in tries)), brought
    return Player(seat, faction, options.treasury + tries[0].treasure), brought


def keeping(state: MedState, seat: str, keep: int) -> MedState:
    """The first territory's try `keep` kept (generous option), its # paid: the state
    as it is once the player chose (nothing changes without two tries)."""
    player = state.player(seat)
    if player.second is None:
        return state
    if keep == 2:
        state = replace(state, territories=tuple(
            player.second if t.number == player.second.number else t
            for t in state.territories))
    return state.with_player(replace(player, treasury=available(player, keep), second=None,
                                     treasures=()))


def available(player: Player, keep: int) -> int:
    """The # a player buys the army with: the treasury, and the Treasure Cache of the
    first territory's try kept (generous option)."""
    return player.treasury + (player.treasures[keep - 1] if player.treasures else 0)


def held_at_army(state: MedState, seat: str, keep: int = 1) -> frozenset[str]:
    """The capabilities the player holds when buying the army (with the generous
    option: those of the first territory's try kept)."""
    player = state.player(seat)
    if keep == 2 and player.second is not None:
        first = player.second.number
        return frozenset({player.second.capability} | {
            t.capability for t in state.territories
            if t.owner == seat and t.known and not t.unusable and t.number != first})
    return state.held(seat)


def has_council(state: MedState, seat: str, keep: int = 1) -> bool:
    """Whether the player holds the Council of Archmages (at the armies, with the
    generous option: in the first territory's try kept)."""
    return "archmage-council" in held_at_army(state, seat, keep)


def army_bill(state: MedState, seat: str, army: Army) -> Bill:
    """What the army costs: a unique territory's reduction applies to it as to every
    purchase (the Mercenary Camp halves the troops, the Tavern the heroes)."""
    return bill(army.units, (), (), held_at_army(state, seat, army.keep))


def check_army(state: MedState, seat: str, army: Army) -> int:
    """What the army costs (IllegalOrderError when a rule refuses it)."""
    treasury = available(state.player(seat), army.keep)
    check_roster(army.units, 10**9, council=has_council(state, seat, army.keep))
    cost = army_bill(state, seat, army).total
    if cost > treasury:
        raise IllegalOrderError(WORDS.phrase(
            "the army costs {cost} # and the treasury holds {treasury}", cost=cost,
            treasury=treasury))
    return cost


def bought_with_council(player: Player) -> bool:
    """Whether the army was bought with the Council of Archmages (its mages need it):
    what was bought stays when the Council is lost or pillaged (reading M12)."""
    try:
        check_roster(player.army, 10**9)
    except IllegalOrderError:
        return True
    return False
