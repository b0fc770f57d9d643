"""The SAGA campaign's screens: the campaign map, the tracks, and each step's input."""

from hexterm.engine.messages import titled

SCENARIO_TITLES = (titled("The SAGA campaign"),)
"""The built-in scenario's title, marked for this ruleset's catalogue: the new-game form
says it in the player's language (`hexterm.i18n.title_said`)."""
