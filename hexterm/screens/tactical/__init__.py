"""The tactical board's screens (the Fiche Mouvement): the board, a unit's envelope, the
path typed with its costs, the tests."""
