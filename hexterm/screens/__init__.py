"""hexterm's screens: a folder per ruleset, and the `shared` one (with the registry of
screen sets, `shared.screen_sets`)."""
