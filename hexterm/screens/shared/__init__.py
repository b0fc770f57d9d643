"""The screens every ruleset shares: title, new game, hand-off, waiting, help, a step's entry,
the orders editor, the work in a thread, and what every screen uses (`common`)."""
