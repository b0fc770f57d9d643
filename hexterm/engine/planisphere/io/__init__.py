"""The Planisphère's scenarios read and checked (the state's saves are `codec`)."""
