"""French texts of the help screens (the help texts themselves: `hexterm.helptexts.fr`)."""

from __future__ import annotations

HELP: dict[str, str] = {
    "Keys": "Touches",
    "up/down: scroll · escape or ?: close": "haut/bas : défiler · échap ou ? : fermer",
    "left/right: page": "gauche/droite : page",
    "Previous page": "Page précédente",
    "Next page": "Page suivante",
}
