"""Planisphère diplomacy: papers, grand accords, contracts, loyalty, annotations."""
