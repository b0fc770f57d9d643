"""hexterm's screens: a folder per ruleset, and the `shared` one (with the registry of
screen sets, `shared.screen_sets`).

A ruleset's screen folder, `hexterm/screens/<name>/`, holds all that the screens have of
it: its screens (found through its screen set), its help (`help.py`: the game's guide,
and the help of its own screens, `HELP_EN`/`HELP_FR` by topic) and its French
(`french.py`: `FRENCH`; its engine's sentences are messages). The French
catalogue and the help find the last two for every ruleset the engine's registry knows
(`hexterm.locale_fr.ruleset_words`), so that nothing outside the folder names the
ruleset.
"""
