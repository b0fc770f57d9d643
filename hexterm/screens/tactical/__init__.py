"""The tactical board's screens (the Fiche Mouvement): the board, a unit's envelope, the
path typed with its costs, the tests."""

from hexterm.engine.messages import titled

SCENARIO_TITLES = (titled("The ford"),)
"""The built-in scenario's title, marked for this ruleset's catalogue: the new-game form
says it in the player's language (`hexterm.i18n.title_said`)."""
