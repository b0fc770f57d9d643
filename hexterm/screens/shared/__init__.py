"""The screens every ruleset shares: title, new game, hand-off, waiting, help, a step's entry,
the orders editor, what every screen uses (`common`), and the registry that maps a
ruleset to its screens (`screen_sets`); the dialogs are in `dialogs`."""
