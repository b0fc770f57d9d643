"""French texts shared by the screens: title, hand-off, map, dashboard, reports."""

from __future__ import annotations

SCREENS: dict[str, str] = {
    "New game": "Nouvelle partie",
    "Load game": "Charger une partie",
    "Quit": "Quitter",
    "Pass the keyboard to {name} ({faction})": "Passez le clavier à {name} ({faction})",
    "Nothing of anyone's game is shown until {name} is at the keyboard.":
        "Rien de la partie de personne n'est montré tant que {name} n'est pas au clavier.",
    "PIN": "Code",
    "I am {name}: show my game": "Je suis {name} : montrer ma partie",
    "Turn {turn}": "Tour {turn}",
    "terrain": "terrain",
    "owner": "propriétaire",
    "units": "unités",
    "Map": "Carte",
    "Faction": "Faction",
    "Orders": "Ordres",
    "Reports": "Rapports",
    "Help": "Aide",
    "Submit the turn": "Remettre les ordres",
    "wrong PIN": "code erroné",
    "Every seat has given its orders: the turn is resolved.":
        "Tous les joueurs ont donné leurs ordres : le tour est résolu.",
    "No saves in {folder}": "Aucune sauvegarde dans {folder}",
    "Back": "Retour",
    "Select all": "Tout sélectionner",
    "Start": "Commencer",
    "Seed": "Graine",
    "Seats": "Joueurs",
    "Scenario": "Scénario",
    "bot": "robot",
    "Earlier turn": "Tour précédent",
    "Later turn": "Tour suivant",
    "This save cannot be opened": "Cette sauvegarde ne peut pas être ouverte",
    # directions, as the rulebook writes them (SO, NO)
    "N": "N",
    "S": "S",
    "NE": "NE",
    "SE": "SE",
    "SW": "SO",
    "NW": "NO",
    # the command palette
    "Orders as text": "Les ordres en texte",
    "the orders file, checked as you type": "le fichier d'ordres, vérifié à la frappe",
    "asks before submitting": "demande avant de remettre",
    "the reports of the resolved turns": "les rapports des tours résolus",
    # one seat at its own terminal, served sessions (app.py, handoff.py, waiting.py)
    "{name} ({faction}) plays at this terminal": "{name} ({faction}) joue à ce terminal",
    "The other players play their seats at their own terminals.":
        "Les autres joueurs jouent leur place à leur propre terminal.",
    "Show my game": "Montrer ma partie",
    "The game is over.": "La partie est terminée.",
    "{name} ({faction}): your orders are given.":
        "{name} ({faction}) : vos ordres sont donnés.",
    "The next turn opens here as soon as the last player gives their orders. Until "
    "then, w takes yours back.":
        "Le tour suivant s'ouvre ici dès que le dernier joueur donne ses ordres. "
        "D'ici là, w reprend les vôtres.",
    "Take back my orders": "Reprendre mes ordres",
    "Until the last player gives their orders, w on the waiting screen takes them back.":
        "Tant que le dernier joueur n'a pas donné ses ordres, w sur l'écran d'attente "
        "les reprend.",
    "Too late: the turn was resolved.": "Trop tard : le tour a été résolu.",
    "r shows your last reports; ctrl+q quits.":
        "r montre vos derniers rapports ; ctrl+q quitte.",
    "The turn was resolved before your orders arrived: they were not used.":
        "Le tour a été résolu avant l'arrivée de vos ordres : ils n'ont pas servi.",
    "hexterm: the session ended after {time} without a key pressed.":
        "hexterm : la session a pris fin après {time} sans qu'une touche soit pressée.",
    "hexterm: a served session plays one seat of one game (play SAVE --as SEAT).":
        "hexterm : une session servie joue une place d'une partie (play SAVE --as SEAT).",
    "Your orders cannot be kept on disk ({why}): submit them before you quit.":
        "Vos ordres ne peuvent pas être gardés sur le disque ({why}) : remettez-les avant "
        "de quitter.",
    "Your orders were not sent": "Vos ordres n'ont pas été remis",
    "Your unsent orders were restored.": "Vos ordres non remis ont été retrouvés.",
    "{turn}: resolving…": "{turn} : résolution…",
    "The turn could not be resolved": "Le tour n'a pas pu être résolu",
    "Your orders were not taken back": "Vos ordres n'ont pas été repris",
    "Sending your orders…": "Envoi de vos ordres…",
    "Try again": "Réessayer",
    # what a save may answer
    "{path} is locked by another hexterm process (waited {seconds} s)":
        "{path} est verrouillée par un autre programme hexterm (attendu {seconds} s)",
    "{path} could not be saved: {why}": "{path} n'a pas pu être enregistrée : {why}",
    "{path} now holds another game ({other}): nothing was written; open it again":
        "{path} contient maintenant une autre partie ({other}) : rien n'a été écrit ; "
        "ouvrez-la de nouveau",
    "{path} is at turn {turn} now, not turn {seen}: nothing was written; look at the game "
    "again": "{path} en est maintenant au tour {turn}, non au tour {seen} : rien n'a été "
             "écrit ; regardez la partie de nouveau",
    "{path} is at another step of turn {turn} now: nothing was written; look at the game "
    "again": "{path} en est maintenant à une autre étape du tour {turn} : rien n'a été "
             "écrit ; regardez la partie de nouveau",
    # a step's input as text (any ruleset)
    "the organiser": "l'organisateur",
    "Turn {turn} · {step} · {who}": "Tour {turn} · {step} · {who}",
    "Sealed: nobody sees it before every input is in.":
        "Scellé : personne ne le voit avant que tout soit remis.",
    "Open: everyone sees it as soon as it is given.":
        "Ouvert : tout le monde le voit dès qu'il est remis.",
    "The rules accept it: ctrl+s gives it.": "Les règles l'acceptent : ctrl+s le remet.",
    "This cannot be given": "Ceci ne peut pas être remis",
    "Give it": "Le remettre",
    "checked by the rules first": "vérifié d'abord par les règles",
    "Given: {names}": "Remis : {names}",
    "Awaited: {names}": "Attendus : {names}",
    "{part} · awaited: {names}": "{part} · attendus : {names}",
    "{name} ({faction}): {step} given.": "{name} ({faction}) : {step}, remis.",
    "{name} ({faction}): nothing is asked of you at this step ({step}).":
        "{name} ({faction}) : rien ne vous est demandé à cette étape ({step}).",
    "The next step opens here as soon as every input is in.":
        "L'étape suivante s'ouvre ici dès que tout est remis.",
    "Until then, w takes yours back.": "D'ici là, w reprend le vôtre.",
    # the title's keys
    "Previous": "Précédent",
    "Next": "Suivant",
    # a terminal too small (too_small.py)
    "The terminal is {columns}×{rows}: make the terminal at least {need}.":
        "Le terminal fait {columns}×{rows} : agrandissez-le à au moins {need}.",
    # the confirmation dialog (confirm.py)
    "Yes": "Oui",
    "Yes (y)": "Oui (o)",
    "Back (n)": "Retour (n)",
    # words more than one ruleset's screens use (a seat's role, an option, a column)
    "commander": "commandant",
    "Take back": "Reprendre",
    "refused": "refusé",
    "Turns": "Tours",
    "Market": "Marché",
    "price": "prix",
    "left": "reste",
    "amount": "quantité",
    "turn": "tour",
    # a battle's result as typed, and its entries that differ, in both campaigns
    # (widgets/battle_entries.py, the labels of engine/battle.py)
    "SEAT": "JOUEUR",
    "place": "le lieu", "sides": "les camps", "seats": "les joueurs",
    "attacker": "l'attaquant", "unit": "l'unité", "figures": "les figurines",
    "cost": "le coût", "points": "les points", "leader": "le chef",
    "Write: winner SEAT or draw, then for each unit that lost figures left {owner} UNIT N "
    "(the figures left) or lost {owner} UNIT N (the figures lost); or auto for the dice "
    "helper":
        "Écrivez : winner JOUEUR ou draw, puis pour chaque unité qui a perdu des figurines "
        "left {owner} UNITÉ N (les figurines restantes) ou lost {owner} UNITÉ N (les "
        "figurines perdues) ; ou auto pour l'aide aux dés",
    "For example {owner}'s {unit}, {figures} figures before the battle: {left} or {lost} "
    "(the same)":
        "Par exemple {unit} de {owner}, {figures} figurines avant la bataille : {left} ou "
        "{lost} (c'est la même chose)",
    "{seat} entered {winner} as the winner": "{seat} a saisi {winner} comme vainqueur",
    "{seat} entered a draw": "{seat} a saisi une égalité",
    "{seat} entered {n} figures left of {figures} in {owner}'s {unit}":
        "{seat} a saisi {n} figurines restantes sur {figures} dans {unit} de {owner}",
    "{seat} entered {n}": "{seat} en a saisi {n}",
    "{seat} entered {n} turns": "{seat} a saisi {n} tours",
    "{owner}'s {unit}": "{unit} de {owner}",
    "{seat} entered {value} as the {field}": "{seat} a saisi {value} pour {field}",
    "The entries differ: nothing is applied. Agree and enter it again.":
        "Saisies différentes : rien n'est appliqué. Accordez-vous et ressaisissez.",
    "Your earlier entry is in the box below, to edit.":
        "Votre saisie précédente est dans la zone ci-dessous, à corriger.",
    # the campaign step's battle on a board (screens/shared/step_entry.py), a take-back
    "Nothing was taken back": "Rien n'a été repris",
    "Fight it on {board}": "La livrer sur {board}",
    "a board game of this battle, saved beside the campaign":
        "une partie de plateau de cette bataille, enregistrée à côté de la campagne",
    "Take the board's result": "Prendre le résultat du plateau",
    "the battle on the board is over: its result as your input":
        "la bataille du plateau est finie : son résultat devient votre saisie",
    "No board game": "Pas de partie de plateau",
    "The battle is on {board}: hexterm play {path}. When it is over, take its result "
    "here.": "La bataille est sur {board} : hexterm play {path}. Quand elle est finie, "
             "prenez son résultat ici.",
    "No result from the board": "Pas de résultat du plateau",
    "The board's result is your input: say the winner (winner SEAT instead of draw) and "
    "the figures lost in the fight, then give it.":
        "Le résultat du plateau est votre saisie : dites le vainqueur (vainqueur JOUEUR au "
        "lieu de nul) et les figurines perdues au combat, puis remettez-la.",
    # words more than one ruleset's screens use: a die, a report, a step, an outcome
    " (die {die})": " (dé {die})",
    "Report of turn {turn}": "Rapport du tour {turn}",
    "{option} must be a whole number from {lo} to {hi}.":
        "{option} doit être un nombre entier de {lo} à {hi}.",
    "sealed": "sous pli",
    "open": "ouvert",
    "{seat} passes": "{seat} passe",
    "a draw": "une égalité",
    "{seat} wins": "{seat} l'emporte",
}
