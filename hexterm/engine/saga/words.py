"""The SAGA campaign's messages: its own catalogue domain, "saga" (its French in
hexterm/screens/saga/locale, found through its registry entry; docs/translating.md).

Every refusal and event of the campaign is `WORDS.phrase(...)` (or `.phrase_n` for a
count), an English template and its fields.
"""

from __future__ import annotations

from hexterm.engine.messages import Words

WORDS = Words("saga")
