"""The world editor's files (`hexterm edit`): a scenario being edited, kept as its TOML
text with its comments (`document`), and where each of its mistakes stands on the map
(`faults`). The screen is `hexterm.screens.shared.editor`."""
