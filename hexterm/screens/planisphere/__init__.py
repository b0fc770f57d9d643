"""The Planisphère's screens: the map and its turn, the order form, units, papers, the
chest and markets, influence, and the reports."""
