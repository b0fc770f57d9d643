"""The dialogs every ruleset's screens share, small boxes over the screen at hand: the
confirmations (`confirm`: "Submit your orders?", any yes-or-no question, a serious
line's yes or no) and the working screen while the program thinks (`working`). A
ruleset's own dialog subclasses these in its screen folder."""
