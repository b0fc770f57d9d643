"""Built-in worlds, as TOML data files read with importlib.resources."""
