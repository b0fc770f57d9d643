"""Games on disk: the save file, the game in it, and the drafts beside it.

- `snapshot`: the container (magic, header, body, checksum), written atomically with
  backups under a lock, read with checks; it knows nothing of games.
- `errors`: `SaveError` and its kinds, one sentence each, every one a `HextermError`.
- `savegame`: a `Game` put into a snapshot and taken out again (formats migrated, the
  contents checked), changes made under the save's lock, saves listed for the load screen.
- `drafts`: a seat's unsent orders kept beside the save, so nothing typed is lost.
"""
