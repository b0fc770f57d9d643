"""A battle's result typed in French or English, in both campaigns (issue 27): the
shared reader takes Med-Fan's rulebook's words (001: vainqueur, nul, reste, perdu) as
the English ones and keeps the input in English (saves the same in every language);
its refusals, the entries that differ and the prompt's example are messages, said in
English or French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hexterm import i18n
from hexterm.engine import game as games
from hexterm.engine.battle import Differing
from hexterm.engine.battle_entry import Loss, format_result, read_result, reopened
from hexterm.engine.errors import OrderSyntaxError
from hexterm.widgets.battle_entries import losses_prompt, panel
from tests.engine.test_battle_entry import medfan_at, saga_battle


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language("en")


def test_french_words_are_read_as_the_english_ones_and_kept_in_english() -> None:
    typed = read_result("Vainqueur alice\nreste Morg warriors1 10\nPERDUS Morg lord 1\n",
                        "BAND", lambda word, n: word)
    assert typed.winner == "alice"
    assert typed.losses == (Loss("Morg", "warriors1", 10), Loss("Morg", "lord", 1, lost=True))
    assert format_result(typed) == "winner alice\nleft Morg warriors1 10\nlost Morg lord 1\n"
    assert read_result("nul\nrestent Morg warriors1 3", "BAND", lambda w, n: w).winner is None


def test_saga_and_medfan_read_the_same_french_entry_as_the_english_one() -> None:
    saga = saga_battle()
    rules = saga.rules
    french = rules.read_input(saga.state, saga.seat("alice"), saga.step,
                              "vainqueur alice\nreste Rollo warriors1 5\nperdu Rollo lord 1")
    english = rules.read_input(saga.state, saga.seat("alice"), saga.step,
                               "winner alice\nleft Rollo warriors1 5\nlost Rollo lord 1")
    assert french == english
    # Med-Fan: bob types in French, alice in English, the same result: no disagreement.
    medfan = medfan_at("battle")
    medfan = games.submit_orders(medfan, "alice", "winner alice\nlost alice Spearmen 3\n")
    medfan = games.resolve(games.submit_orders(medfan, "bob", "vainqueur alice\nreste alice "
                                               "Spearmen 7\n"))
    assert medfan.step.key == "after"
    assert medfan.state.eliminated == {"alice": {"Spearmen": 3}, "bob": {}}


@pytest.mark.parametrize(("text", "english", "french"), [
    ("nul\nvainqueur alice", "line 2: the winner is already given",
     "ligne 2 : le vainqueur est déjà donné"),
    ("nul\nperdu Morg warriors1 beaucoup",
     "line 2: the figures lost is a whole number, not 'beaucoup'",
     "ligne 2 : le nombre de figurines perdues est un nombre entier, pas «\u00a0beaucoup\u00a0»"),
    ("reste Morg warriors1 3", "a battle's result says 'winner SEAT' or 'draw'",
     "le résultat d'une bataille dit « vainqueur JOUEUR » ou « nul »"),
    ("nul\nreste Morg warriors1",
     "line 2: write winner SEAT or draw, then left BAND UNIT N (the figures left) or lost "
     "BAND UNIT N (the figures lost), or auto",
     "ligne 2 : écrivez vainqueur JOUEUR ou nul, puis reste BANDE UNITÉ N (les figurines "
     "restantes) ou perdu BANDE UNITÉ N (les figurines perdues), ou auto"),
])
def test_a_refusal_is_said_in_either_language(text: str, english: str, french: str) -> None:
    with pytest.raises(OrderSyntaxError) as refused:
        read_result(text, "BAND", lambda word, n: word)
    assert str(refused.value) == english
    assert i18n.error_said(refused.value) == english
    i18n.set_language("fr")
    try:
        assert i18n.error_said(refused.value) == french
    finally:
        i18n.set_language("en")


def test_entries_that_differ_are_said_in_french(french: None) -> None:
    game = medfan_at("battle")
    game = games.submit_orders(game, "alice", "vainqueur alice\nreste bob Goblins 10\n")
    game = games.resolve(games.submit_orders(game, "bob", "nul\nperdu bob Goblins 5"))
    found = reopened(game.log, "bob")
    assert found is not None
    # the saved text stays English; bob's 5 lost of 12 is 7 left; his earlier entry kept
    # in the English words
    assert found.text() == ("alice entered alice as the winner, bob entered a draw; alice "
                            "entered 10 figures left of 12 in bob's Goblins, bob entered 7")
    assert found.entries["bob"] == "draw\nlost bob Goblins 5\n"
    assert panel(found, "bob").splitlines() == [
        "Saisies différentes : rien n'est appliqué. Accordez-vous et ressaisissez.",
        "  alice a saisi alice comme vainqueur, bob a saisi une égalité",
        "  alice a saisi 10 figurines restantes sur 12 dans Goblins de bob, bob en a saisi 7",
        "Votre saisie précédente est dans la zone ci-dessous, à corriger."]


def test_a_differing_count_names_its_label_in_either_language() -> None:
    differing = Differing("attacker", (("alice", "yes"), ("bob", "no")), "alice")
    assert differing.text() == "alice entered yes as the attacker of alice, bob entered no " \
                               "as the attacker of alice"
    i18n.set_language("fr")
    try:
        assert i18n.said(differing.message().items[0]) == \
            "alice a saisi yes pour l'attaquant d'alice"
    finally:
        i18n.set_language("en")


def test_the_prompt_shows_the_players_words(french: None) -> None:
    example = {"owner": "Rollo", "unit": "warriors1", "figures": 12}
    assert losses_prompt(example, "BAND") == [
        "Écrivez : vainqueur JOUEUR ou nul, puis pour chaque unité qui a perdu des figurines "
        "reste BANDE UNITÉ N (les figurines restantes) ou perdu BANDE UNITÉ N (les "
        "figurines perdues) ; ou auto pour l'aide aux dés",
        "Par exemple warriors1 de Rollo, 12 figurines avant la bataille : reste Rollo "
        "warriors1 8 ou perdu Rollo warriors1 4 (c'est la même chose)"]
    i18n.set_language("en")
    assert losses_prompt(example, "BAND")[1] == (
        "For example Rollo's warriors1, 12 figures before the battle: left Rollo warriors1 "
        "8 or lost Rollo warriors1 4 (the same)")
