"""The SAGA campaign's screens: the campaign map, the tracks, and each step's input."""
