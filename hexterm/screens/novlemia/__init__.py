"""Novlémia's screens: the map and its turn, the action planner, the reports and the ranking."""
