"""hexterm: a hex-map campaign game in the terminal."""

__version__ = "0.1.0"
