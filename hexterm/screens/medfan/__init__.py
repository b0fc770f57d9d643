"""The Med-Fan campaign's screens: the step screen with the campaign overview, the
territory sheet, the roster, the log and the ranking."""

from hexterm.engine.messages import titled

SCENARIO_TITLES = (titled("The Med-Fan campaign"),)
"""The built-in scenario's title, marked for this ruleset's catalogue: the new-game form
says it in the player's language (`hexterm.i18n.title_said`)."""
