"""What one seat may see of a Planisphère game: the map, the state, goods, papers."""
