"""The Planisphère in files: scenarios read and checked, states saved, loaded, checked."""
