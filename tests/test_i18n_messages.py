"""The engine's sentences in French (`hexterm.i18n.said`): Med-Fan inputs refused for
real (the tactical board's: tests/engine/tactical/test_tactical_paths.py), each a
message said from the catalogues with its values (nested messages translated, names
kept). Nothing reads an English sentence back: `said` refuses a plain string, and an
error or an event that carries no message says its English as it is."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from hexterm import i18n
from hexterm.engine.errors import HextermError
from hexterm.engine.medfan import inputs
from hexterm.engine.medfan.roster import check_roster, read_roster, teach
from hexterm.engine.medfan.shop import Upgrade, check_upgrades
from hexterm.engine.messages import Message
from hexterm.engine.ruleset import Event


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def refusal(call: Callable[[], Any]) -> Message:
    """What the refusal says: its message (every refusal of the engine has one)."""
    with pytest.raises(HextermError) as caught:
        call()
    assert isinstance(caught.value.message, Message), str(caught.value)
    return caught.value.message


@pytest.mark.parametrize(("call", "french_said"), [
    (lambda: inputs.read_army("keep 3"),
     "ligne 1 : keep est un nombre entier de 1 à 2, pas «\u00a03\u00a0»"),
    (lambda: inputs.read_army("Aldric x 5"),
     "ligne 1 : le nombre de figurines est un nombre entier, pas «\u00a0x\u00a0»"),
    (lambda: inputs.read_army("Aldric 5 y"),
     "ligne 1 : le coût est un nombre entier, pas «\u00a0y\u00a0»"),
    (lambda: inputs.read_result("lost bob Goblins 2"),
     "le résultat d'une bataille dit « vainqueur JOUEUR » ou « nul »"),
    (lambda: inputs.read_result("winner alice\nturns 9"),
     "ligne 2 : le nombre de tours est un nombre entier de 5 à 7, pas «\u00a09\u00a0»"),
    (lambda: inputs.read_army('[[unit]]\nname = "A"\nfigures = 1\ncost = 5\nroles = ["king"]\n'),
     "[[unit]] 1 : «\u00a0king\u00a0» n'est pas un rôle (général, chef, guérisseur, "
     "porte-étendard, mage)"),
    (lambda: check_roster(read_roster("Aldric 1 5 general\nBrom 1 5 general"), 100),
     "Brom et Aldric sont tous deux général : une armée en a un au plus"),
    (lambda: inputs.read_spending("upgrade Aldric melee +lance 20"),
     "ligne 1 : la valeur est un nombre ou une capacité (un seul mot : lance, effrayant, "
     "perforant-1), pas «\u00a0+lance\u00a0»"),
    (lambda: inputs.read_pairing("battle alice bob\nagree alice"),
     "ligne 2 : écrivez accord JOUEUR UNITÉ (les joueurs s'accordent pour que cette unité "
     "passe les limites des améliorations)"),
    (lambda: inputs.read_spending("spells Maelis"),
     "ligne 1 : écrivez sorts MAGE A,B,C (les sorts que le Conseil des Archimages apprend à "
     "un mage de l'armée)"),
    (lambda: inputs.read_spending('[[spells]]\nunit = "Maelis"\nspells = ["Feu du ciel"]\n'),
     "[[spells]] 1 : un mage et ses sorts, d'un seul mot chacun"),
    (lambda: teach(read_roster("Aldric 1 5 general"), (("Aldric", ("Feu",)),)),
     "Aldric n'est pas un mage de l'armée"),
    (lambda: teach(read_roster("Maelis 1 5 mage spell=Feu"), (("Maelis", ("Feu",)),)),
     "Maelis connaît déjà Feu"),
    (lambda: check_roster(read_roster("Aldric 1 500 general"), 100),
     "l'armée coûte 500 # et le magot contient 100 #"),
    (lambda: check_upgrades((Upgrade("Aldric", "melee", 6, 5),), read_roster("Aldric 1 5 hero"),
                            (), {"labyrinth"}),
     "Aldric mêlée : 6 dépasse 5"),
    (lambda: check_upgrades((Upgrade("Aldric", "melee", 3, 5),), read_roster("Aldric 1 5 hero"),
                            (), ()),
     "Aldric : on n'améliore les héros qu'avec le Labyrinthe des Épreuves (sans capacité "
     "d'un territoire, un joueur n'achète que des unités)"),
])
def test_engine_refusals_are_said_in_french(call: Callable[[], Any], french_said: str,
                                            french: None) -> None:
    english = refusal(call)
    assert i18n.said(english) == french_said


def test_said_reads_no_english_sentence_back(french: None) -> None:
    """A sentence is never parsed back into a pattern: `said` takes a message only."""
    with pytest.raises(TypeError):
        i18n.said("line 1: write keep 1 or keep 2")  # type: ignore[arg-type]
    i18n.set_language("en")
    with pytest.raises(TypeError):
        i18n.said("line 1: write keep 1 or keep 2")  # type: ignore[arg-type]


def test_what_carries_no_message_is_said_as_it_is(french: None) -> None:
    """An error without a message (a bug's, the system's) says its own sentence; an
    event without one its saved text; a name stays a name."""
    assert i18n.error_said(OSError("disk full")) == "disk full"
    assert i18n.error_said(HextermError("figures is a whole number, not 'x'")) == \
        "figures is a whole number, not 'x'"  # no pattern turns it into French
    event = Event(1, "orders", "alice", "alice did something", key="no-such-event")
    assert i18n.event_said(event) == "alice did something"
    assert i18n.said_or_name("alice") == "alice"
    assert i18n.said_or_name(refusal(lambda: inputs.read_army("keep 3"))) == \
        "ligne 1 : keep est un nombre entier de 1 à 2, pas «\u00a03\u00a0»"
