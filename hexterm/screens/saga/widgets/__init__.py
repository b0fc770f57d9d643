"""SAGA's own widgets, beside its screens: what the step asks (`step_help`). They post
messages up to the screen and import no screen; the widgets every ruleset shares are in
`hexterm.widgets`."""
