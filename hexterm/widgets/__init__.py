"""Widgets shared by every ruleset's screens: they render and post messages, and hold
no rules. `hexgrid`: the scrollable hex map, drawn by a cell painter per ruleset;
`roadmap`: a map of places and roads; `keys`: fields that take fast keys in order;
`seats` and `game_options`: the new-game form's seat rows and options; `too_small`: the
notice over a terminal too small; `steady`: a side panel's text that keeps its room;
`localised`: key descriptions in the player's language, for widgets and screens alike.
A widget imports no screen; a ruleset's own widgets are in its screen folder
(`screens/<ruleset>/widgets/`)."""
