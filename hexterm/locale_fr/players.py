"""French texts of what each player chooses for themselves: their language (the command
palette), their keyboard's layout (the map's keys), and Textual's own palette commands."""

from __future__ import annotations

PLAYERS: dict[str, str] = {
    "Language: {name}": "Langue : {name}",
    "Every screen in this language, for you only; the save does not change":
        "Tous les écrans dans cette langue, pour vous seul ; la sauvegarde ne change pas",
    "Keyboard: {name}": "Clavier : {name}",
    "the map's direction keys: {keys} ({directions})":
        "les touches de direction de la carte : {keys} ({directions})",
    # Textual's own commands of the palette (textual/app.py, get_system_commands)
    "Theme": "Thème",
    "Change the current theme": "Changer le thème de couleurs",
    "Quit the application as soon as possible": "Quitter le programme tout de suite",
    "Show help for the focused widget and a summary of available keys":
        "L'aide du champ actif et le résumé des touches disponibles",
    "Hide the keys and widget help panel": "Masquer le panneau des touches et de l'aide",
    "Maximize": "Agrandir",
    "Maximize the focused widget": "Agrandir le champ actif",
    "Minimize": "Réduire",
    "Minimize the widget and restore to normal size": "Rendre au champ sa taille normale",
    "Screenshot": "Capture d'écran",
    "Save an SVG 'screenshot' of the current screen":
        "Enregistrer une « capture » SVG de l'écran",
    "Search for commands…": "Chercher une commande…",
    "shift+← →": "maj+← →",
    "the other neighbour on that side": "l'autre voisin de ce côté",
}
