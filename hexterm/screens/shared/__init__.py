"""The screens every ruleset shares: title, new game, hand-off, waiting, help, a step's entry,
the orders editor, the work in a thread, what every screen uses (`common`), and the
registry that maps a ruleset to its screens (`screen_sets`)."""
