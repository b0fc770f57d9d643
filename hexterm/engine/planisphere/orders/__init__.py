"""Planisphère orders: the order form's lines read, checked and offered as forms."""
