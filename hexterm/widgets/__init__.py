"""Widgets shared by every ruleset's screens: they render and post messages, and hold
no rules. `hexgrid`: the scrollable hex map, drawn by a cell painter per ruleset;
`localised`: key descriptions in the player's language, for widgets and screens alike."""
