"""Planisphère quests: the scenario's quests, revealed, resolved and rewarded."""
