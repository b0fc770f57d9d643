"""French of the Planisphère's documents, accords, annotations and quests screens
(given with its French by `french`).

Rule terms follow the rulebook: sauf-conduit (au porteur), contrat de mercenariat,
contrat de maître d'arme, Grand Accord, Diplomatie, cartographe, annotation (with or
without its description), La Loyauté et les Guerres Civiles, faction mère / fille,
Résoudre une quête; DA and DO stay as they are.
"""

from __future__ import annotations

DIPLOMACY: dict[str, str] = {
    # the seat's roles, as the heading names them
    "diplomat": "diplomate",
    "cartographer": "cartographe",
    # the documents screen: tabs, columns, keys
    "Papers": "Documents et accords",
    "documents, grand accords, annotations, loyalty":
        "documents, Grands Accords, annotations, loyauté",
    "Documents": "Documents",
    "Accords": "Grands Accords",
    "Annotations": "Annotations",
    "Loyalty": "Loyauté",
    "Code": "Code",
    "Kind": "Type",
    "From": "De",
    "To": "À",
    "State": "État",
    "Factions": "Factions",
    "Title": "Titre",
    "By": "Par",
    "About": "Objet",
    "Text": "Description",
    "Issue": "Émettre",
    "Use": "Utiliser",
    "Accept": "Accepter",
    "Refuse": "Refuser",
    "Leave": "Quitter",
    "Reveal (1 DA)": "Révéler (1 DA)",
    "With text (1 DO)": "Avec description (1 DO)",
    "Secede": "Faire sécession",
    "Join": "Rejoindre",
    "Tab": "Onglet",
    "In your draft: {lines}": "Dans vos ordres : {lines}",
    "In your draft: {line}": "Dans vos ordres : {line}",
    "No paper in your draft this turn.": "Aucun document dans vos ordres ce tour-ci.",
    "{unit} carries {code}": "{unit} porte {code}",
    "carried by {unit}": "porté par {unit}",
    "n: issue a paper (diplomat)": "n : émettre un document (diplomate)",
    "n: propose a grand accord (diplomat)": "n : proposer un Grand Accord (diplomate)",
    "until turn {turn}": "jusqu'au tour {turn}",
    "Only a diplomat issues documents and proposes accords; {seat} is not one.":
        "Seul un diplomate émet des documents et propose des accords ; {seat} ne l'est pas.",
    "You hold no document and have issued none.":
        "Vous ne détenez aucun document et n'en avez émis aucun.",
    "No grand accord concerns your faction.": "Aucun Grand Accord ne concerne votre faction.",
    "No annotation is yours or public.": "Aucune annotation n'est à vous ni publique.",
    # documents
    "Safe-conduct": "Sauf-conduit",
    "Mercenary contract": "Contrat de mercenariat",
    "Weapon-master contract": "Contrat de maître d'arme",
    "unused": "inutilisé",
    "used, turn {turn}": "utilisé, tour {turn}",
    "issued this turn": "émis ce tour-ci",
    "Issued on turn {turn} by {issuer} to {holder}.":
        "Émis au tour {turn} par {issuer} pour {holder}.",
    "unit {unit}": "l'unité {unit}",
    "every unit of {faction}": "toute unité de {faction}",
    "the unit that carries it": "l'unité qui le porte",
    "Lets {covered} cross the hexes {faction} defends, and stop short of a hex where its "
    "units stand instead of fighting.":
        "Permet à {covered} de traverser les hexagones que défend {faction}, et de "
        "s'arrêter avant un hexagone où se tiennent ses unités au lieu de combattre.",
    "Lets {holder} deploy one {type} card from the reserve of {faction}, under their "
    "command.":
        "Permet à {holder} de déployer une carte {type} de la réserve de {faction}, sous "
        "son commandement.",
    "The card comes with at least: {items}.": "La carte vient avec au moins : {items}.",
    "Hands the weapon master {master} of {faction} to the faction of {holder}.":
        "Cède le maître d'arme {master} de {faction} à la faction de {holder}.",
    "No limit in time: it may be used at any turn.":
        "Sans limite dans le temps : il peut servir à n'importe quel tour.",
    "Good for session {session} only.": "Valable pour la session {session} seulement.",
    "Good for turns {turns} of session {session} only.":
        "Valable pour les tours {turns} de la session {session} seulement.",
    "Good for turn {turn} of session {session} only.":
        "Valable pour le tour {turn} de la session {session} seulement.",
    "Limit: {limit}.": "Limite : {limit}.",
    "Good until game turn {turn}.": "Valable jusqu'au tour de jeu {turn}.",
    "No limit in time.": "Sans limite dans le temps.",
    "Used on turn {turn}.": "Utilisé au tour {turn}.",
    "Not used yet; it is used once.": "Pas encore utilisé ; il ne sert qu'une fois.",
    "u or enter: attach it to one of your units' orders.":
        "u ou entrée : le joindre à l'ordre d'une de vos unités.",
    "u or enter: hire the card at one of your nodes.":
        "u ou entrée : engager la carte à l'un de vos nœuds.",
    "u or enter: present it; the weapon master joins your faction.":
        "u ou entrée : le présenter ; le maître d'arme rejoint votre faction.",
    "It is issued when the turn is resolved and gets its code then.":
        "Il est émis à la résolution du tour et reçoit alors son code.",
    "x: take it back.": "x : le reprendre.",
    "(x: take it back)": "(x : le reprendre)",
    # grand accords
    "proposed": "proposé",
    "ratified": "ratifié",
    "ended": "terminé",
    "proposed this turn": "proposé ce tour-ci",
    "Proposed by {faction}.": "Proposé par {faction}.",
    "Factions (✓ accepted): {sides}": "Factions (✓ a accepté) : {sides}",
    "Clauses: {clauses}": "Clauses : {clauses}",
    "Text: {words}": "Texte : {words}",
    "passage": "passage",
    "non-aggression": "non-agression",
    "alliance": "alliance",
    "passage: their units cross each other's defended hexes":
        "passage : leurs unités traversent les hexagones défendus les unes des autres",
    "non-aggression: their units ending on one hex do not fight each other":
        "non-agression : leurs unités qui terminent sur un même hexagone ne se combattent "
        "pas",
    "alliance: they fight as one party in a conflict":
        "alliance : elles combattent comme une seule partie dans un conflit",
    "It is ratified when every faction named accepts it.":
        "Il est ratifié quand chaque faction nommée l'accepte.",
    "Ratified: it binds each pair of its factions by these clauses, and nobody else.":
        "Ratifié : il engage chaque paire de ses factions par ces clauses, et personne "
        "d'autre.",
    "Refused: it binds nobody.": "Refusé : il n'engage personne.",
    "Ended: it binds nobody any more.": "Terminé : il n'engage plus personne.",
    "a: accept it · r: refuse it (for {faction})":
        "a : l'accepter · r : le refuser (pour {faction})",
    "l: leave it (your faction is no longer bound)":
        "l : le quitter (votre faction n'est plus engagée)",
    "Only a diplomat answers grand accords for {faction}.":
        "Seul un diplomate répond aux Grands Accords pour {faction}.",
    "Grand accord proposal": "Proposition de Grand Accord",
    "It is proposed when the turn is resolved; every faction named then accepts or "
    "refuses it.":
        "Il est proposé à la résolution du tour ; chaque faction nommée l'accepte ou le "
        "refuse ensuite.",
    # annotations
    "private": "privée",
    "public": "publique",
    "public, with its text": "publique, avec sa description",
    "Annotated by {seat}; {state}.": "Annotée par {seat} ; {state}.",
    "A public annotation stays on the map until the session ends.":
        "Une annotation publique reste sur la carte jusqu'à la fin de la session.",
    "v: reveal its title (+1 DA) · f: reveal it with its text (+1 DO)":
        "v : révéler son titre (+1 DA) · f : la révéler avec sa description (+1 DO)",
    "Only a cartographer reveals annotations.": "Seul un cartographe révèle des annotations.",
    # loyalty
    "{seat} serves {faction}.": "{seat} sert {faction}.",
    "{faction} is a daughter of {mother}.": "{faction} est une faction fille de {mother}.",
    "In a civil war (La Loyauté et les Guerres Civiles), dissidents found a new faction, "
    "and each commander of the mother faction chooses which one to serve:":
        "Dans une guerre civile (La Loyauté et les Guerres Civiles), les dissidents fondent "
        "une nouvelle faction, et chaque commandant de la faction mère choisit laquelle "
        "servir :",
    "- the nodes you founded go with you;": "- les nœuds que vous avez fondés vous suivent ;",
    "- the units you deployed this session go to the reserve of the faction you choose;":
        "- les unités que vous avez déployées cette session rejoignent la réserve de la "
        "faction choisie ;",
    "- a daughter faction starts at influence 1 on its nodes, and the accords, "
    "safe-conducts and contracts of the mother do not cover it.":
        "- une faction fille commence à l'influence 1 sur ses nœuds, et les accords, "
        "sauf-conduits et contrats de la mère ne la couvrent pas.",
    "s: secede (found a new faction) · j: join {factions}":
        "s : faire sécession (fonder une faction) · j : rejoindre {factions}",
    "s: secede (found a new faction); no faction has split from yours, so there is none "
    "to join.":
        "s : faire sécession (fonder une faction) ; aucune faction n'est issue de la vôtre, "
        "il n'y en a donc aucune à rejoindre.",
    # the forms
    "Add to the draft": "Ajouter aux ordres",
    "In the orders: {line}": "Dans les ordres : {line}",
    "Issue a paper · {seat} (diplomat)": "Émettre un document · {seat} (diplomate)",
    "The paper is issued when the turn is resolved; it is private to you and its holder "
    "until it is used, and it is used once.":
        "Le document est émis à la résolution du tour ; il reste privé entre vous et son "
        "détenteur jusqu'à son usage, et ne sert qu'une fois.",
    "what to issue": "quoi émettre",
    "Safe-conduct (sauf-conduit)": "Sauf-conduit",
    "a unit": "une unité",
    "every unit of the holder's faction": "toute unité de la faction du détenteur",
    "its bearer (au porteur): any unit of the holder's":
        "au porteur : toute unité du détenteur",
    "a Mercenaire type of your faction": "un type Mercenaire de votre faction",
    "none: any turn": "aucune : n'importe quel tour",
    "this session": "la session en cours",
    "some turns of this session": "des tours de la session en cours",
    "Held by": "Détenu par",
    "a seat of another faction": "un joueur d'une autre faction",
    "Covers": "Couvre",
    "Limit": "Limite",
    "Unit type": "Type d'unité",
    "Items lent": "Équipement minimum",
    "Until turn": "Jusqu'au tour",
    "Weapon master": "Maître d'arme",
    "With": "Avec",
    "Clauses": "Clauses",
    "its code, like LIB14": "son code, comme LIB14",
    "turns of this session, like 2,3": "tours de la session, comme 2,3",
    "item keys, like epee,bouclier": "clés d'objets, comme epee,bouclier",
    "the last game turn (empty: any)": "le dernier tour de jeu (vide : aucun)",
    "none in your faction": "aucun dans votre faction",
    "like Pacte du Nord": "comme Pacte du Nord",
    "what the factions agree to (optional)": "ce que les factions conviennent (facultatif)",
    "Choose at least one clause.": "Choisissez au moins une clause.",
    "passage: cross each other's defended hexes":
        "passage : traverser les hexagones défendus de l'autre",
    "non-aggression: no battle on a shared hex":
        "non-agression : pas de combat sur un hexagone partagé",
    "alliance: fight as one party": "alliance : combattre comme une seule partie",
    "Choose what to issue.": "Choisissez quoi émettre.",
    "Choose the seat that will hold it.": "Choisissez le joueur qui le détiendra.",
    "Choose whom it covers.": "Choisissez qui il couvre.",
    "Write the unit code.": "Écrivez le code de l'unité.",
    "Choose the faction.": "Choisissez la faction.",
    "Write the turns, like 2,3.": "Écrivez les tours, comme 2,3.",
    "Choose the unit type lent.": "Choisissez le type d'unité prêté.",
    "Choose the weapon master.": "Choisissez le maître d'arme.",
    "Name the accord.": "Nommez l'accord.",
    "Choose the factions it binds.": "Choisissez les factions qu'il engage.",
    "The text cannot hold ; or #: they end a line of the orders.":
        "Le texte ne peut contenir ni ; ni # : ils terminent une ligne des ordres.",
    "Hire with {code}": "Engager avec {code}",
    "The contract lends one {kind} card of its issuer's reserve; it deploys in phase 1 "
    "under your command.":
        "Le contrat prête une carte {kind} de la réserve de son émetteur ; elle se déploie "
        "en phase 1 sous votre commandement.",
    "At the node": "Au nœud",
    "On": "Sur",
    "Choose the node.": "Choisissez le nœud.",
    "Use {code}": "Utiliser {code}",
    "The document goes with the unit's move (or its attack, or its first action); it is "
    "used once, when the turn is resolved.":
        "Le document accompagne le déplacement de l'unité (ou son attaque, ou sa première "
        "action) ; il sert une fois, à la résolution du tour.",
    "Choose the unit.": "Choisissez l'unité.",
    "Key": "Clé",
    "Unit prefix": "Préfixe des unités",
    "lower-case, like glaces-libres": "en minuscules, comme glaces-libres",
    "like Glaces Libres": "comme Glaces Libres",
    "its unit codes, like GLL": "ses codes d'unités, comme GLL",
    "Write the new faction key.": "Écrivez la clé de la nouvelle faction.",
    "Write its name.": "Écrivez son nom.",
    "Write its unit prefix.": "Écrivez le préfixe de ses unités.",
    "A civil war: you found a new faction (a daughter of {faction}).":
        "Une guerre civile : vous fondez une nouvelle faction (fille de {faction}).",
    "Leave {faction} and found {name}? The nodes you founded and the units you deployed "
    "this session go with you; the accords, safe-conducts and contracts of "
    "{faction} no longer cover you. It is done when the turn is resolved.":
        "Quitter {faction} et fonder {name} ? Les nœuds que vous avez fondés et les unités "
        "déployées cette session vous suivent ; les accords, sauf-conduits "
        "et contrats de {faction} ne vous couvrent plus. C'est fait à la résolution du tour.",
    "Join a faction": "Rejoindre une faction",
    "In a civil war each commander chooses the mother faction or a daughter.":
        "Dans une guerre civile, chaque commandant choisit la faction mère ou une fille.",
    "Leave {faction} for {name}? The nodes you founded and the units you deployed this "
    "session go with you. It is done when the turn is resolved.":
        "Quitter {faction} pour {name} ? Les nœuds que vous avez fondés et les unités "
        "déployées cette session vous suivent. C'est fait à la résolution "
        "du tour.",
    # quests in the reports
    "Quests": "Quêtes",
    "Answer a quest": "Répondre à une quête",
    "Answer a quest (q, then enter): the choice goes into the unit's order":
        "Répondre à une quête (q, puis entrée) : le choix va dans l'ordre de l'unité",
    "{unit} found a quest at {hex}: {title}": "{unit} a trouvé une quête en {hex} : {title}",
    "Hint: {hint}": "Indication : {hint}",
}
