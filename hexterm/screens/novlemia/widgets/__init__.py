"""Novlémia's own widgets, beside its screens: an action slot of the planner (`slot`).
They post messages up to the screen and import no screen; the widgets every ruleset
shares are in `hexterm.widgets`."""
