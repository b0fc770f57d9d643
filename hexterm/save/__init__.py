"""Games on disk: the save file, the game in it, and the drafts beside it.

- `snapshot`: the container's bytes (magic, header, body, checksum; a sealed part, the
  log, checked when opened), encoded and decoded with checks; it knows nothing of games,
  nor of files.
- `savefile`: that container in a file, written atomically with backups under a lock
  (`locks`), read with checks.
- `errors`: `SaveError` and its kinds, one sentence each, every one a `HextermError`.
- `savegame`: a `Game` put into a snapshot and taken out again (formats migrated, the
  contents checked), changes made under the save's lock, saves listed for the load screen.
- `drafts`: a seat's unsent orders kept beside the save, so nothing typed is lost.
"""
