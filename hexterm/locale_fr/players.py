"""French texts of what each player chooses for themselves: their language (the command
palette), their keyboard's layout (the map's keys), and Textual's own palette commands."""

from __future__ import annotations

PLAYERS: dict[str, str] = {
    "Language: {name}": "Langue : {name}",
    "Every screen in {name}, for you only; the save does not change":
        "Tous les écrans dans cette langue, pour vous seul ; la sauvegarde ne change pas",
    "Keyboard: {name}": "Clavier : {name}",
    "the map's direction keys: {keys}": "les touches de direction de la carte : {keys}",
    "shift+← →": "maj+← →",
    "the other neighbour on that side": "l'autre voisin de ce côté",
}
