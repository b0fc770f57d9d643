"""hexterm's screens: a folder per ruleset, the `shared` one, and the registry (`screen_sets`)."""
