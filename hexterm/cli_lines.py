"""Left only for `hexterm.campaign_board` (another slice of issue 25 is changing it):
these lines of the commands live in `hexterm.commands.lines`. Once campaign_board
imports them from there, this module goes."""

from hexterm.commands.lines import giver, submit_input, who

__all__ = ["giver", "submit_input", "who"]
