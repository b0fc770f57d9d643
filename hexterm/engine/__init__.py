"""The pure rules engine: standard library only (no Textual, no files, no clocks)."""
