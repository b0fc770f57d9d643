"""The Planisphère's baseline bot: legal orders drawn with the game's dice."""
