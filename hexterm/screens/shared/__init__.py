"""The screens every ruleset shares: title, new game, hand-off, waiting, help, a step's entry,
the orders editor, and what every screen uses (`common`); the dialogs are in `dialogs`."""
