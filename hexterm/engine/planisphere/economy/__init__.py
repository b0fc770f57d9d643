"""The Planisphère economy: goods, markets, equipment, loads, gains, training."""
