"""The Med-Fan campaign's screens: the step screen with the campaign overview, the
territory sheet, the roster, the log and the ranking."""
