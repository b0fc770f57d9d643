"""French texts of the new-game and load screens."""

from __future__ import annotations

NEW_GAME: dict[str, str] = {
    # The new-game form.
    "Ruleset": "Règles",
    "or a scenario file (its path)": "ou un fichier de scénario (son chemin)",
    "Name": "Nom",
    "name": "nom",
    "Played by": "Joué par",
    "human": "humain",
    "no PIN": "aucun",
    "player{number}": "joueur{number}",
    "A PIN has at least {least} characters, typed twice; empty means none.":
        "Un code a au moins {least} caractères, tapé deux fois ; vide : pas de code.",
    "again": "bis",
    "retype": "retaper",
    "The two PINs typed for this seat differ.":
        "Les deux codes tapés pour ce joueur diffèrent.",
    "a PIN has at least {least} characters, not {count}":
        "un code a au moins {least} caractères, pas {count}",
    "a PIN cannot begin or end with a space":
        "un code ne peut ni commencer ni finir par une espace",
    "This scenario is played by {names}.": "Ce scénario se joue avec {names}.",
    # What a ruleset asks of a seat (Ruleset.seat_form) and its options: the words the
    # form has of its own (a ruleset's name, faction and options are in its French).
    "Roles": "Rôles",
    "as the rules say": "selon les règles",
    "yes": "oui",
    "no": "non",
    "Add a seat": "Ajouter un joueur",
    "Remove a seat": "Retirer un joueur",
    "Seat +": "Joueur +",
    "Seat −": "Joueur −",
    "New seed": "Nouvelle graine",
    "File name": "Fichier",
    "Replace it": "Le remplacer",
    # Its sentences, one under each field.
    "There is no scenario file {path}.": "Il n'y a pas de fichier de scénario {path}.",
    "{ruleset} is played by {low} to {high} seats.":
        "{ruleset} se joue de {low} à {high} joueurs.",
    "Give this seat a name.": "Donnez un nom à ce joueur.",
    "Fill in this seat's {what}.": "Remplissez « {what} » pour ce joueur.",
    "{ruleset} on this scenario is played by {count} seats.":
        "{ruleset} se joue sur ce scénario à {count} joueurs.",
    "A seat's name has 1 to 32 letters (a to z), digits, - or _ and starts with a letter.":
        "Le nom d'un joueur a de 1 à 32 lettres (a à z), chiffres, - ou _ et commence "
        "par une lettre.",
    "Two seats are called {name}.": "Deux joueurs s'appellent {name}.",
    "The seed is a whole number of at most {digits} digits.":
        "La graine est un nombre entier d'au plus {digits} chiffres.",
    "Give the save a file name.": "Donnez un nom de fichier à la sauvegarde.",
    "A file name has no /, \\ or : and does not start with a dot.":
        "Un nom de fichier n'a ni /, ni \\, ni : et ne commence pas par un point.",
    "{file} already exists: tick “Replace it” to write over it.":
        "{file} existe déjà : cochez « Le remplacer » pour l'écraser.",
    # The load screen.
    "Saves in {folder}, newest first": "Sauvegardes de {folder}, les plus récentes d'abord",
    "There is no folder {folder} yet: a new game creates it.":
        "Le dossier {folder} n'existe pas encore : une nouvelle partie le crée.",
    "damaged": "endommagée",
    "over": "terminée",
}
