"""French of the SAGA campaign's report lines (`hexterm.screens.saga.reports.SAID`, said
with `hexterm.i18n.t` from a table, not yet made messages; found by
`hexterm.locale_fr.ruleset_words`), and its engine's sentences still read back as
patterns (`MESSAGES`). The rulebook's words: faveur des dieux, mise, bande, seigneur,
village, terrain sacré, PP, piste de la mémoire. Every other text of its screens and
steps is in the domain saga's catalogue (locale/fr/LC_MESSAGES/saga.po;
docs/translating.md)."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "The bids: {bids}": "Les mises : {bids}",
    "{seat} cannot pay a bid of {bid} PP: it counts 0 and goes last":
        "{seat} ne peut pas payer sa mise de {bid} PP : elle compte 0 et passe en dernier",
    "Initiative: {order}; {first} has the favour of the gods":
        "Initiative : {order} ; {first} a la faveur des dieux",
    "{seat} raises the band of {w0} at {w1}": "{seat} lève la bande de {w0} à {w1}",
    "{w0} recruits {w1} for {w2} PP": "{w0} recrute des {w1} pour {w2} PP",
    "{w0} takes {w1} from the reserve": "{w0} prend {w1} dans la réserve",
    "{w0} brings {w1} back to full": "{w0} remet {w1} au complet",
    "{w0} goes from {w1} to {w2}": "{w0} passe de {w1} à {w2}",
    "{seat} moves {band} from {from} to {path}": "{seat} déplace {band} de {from} à {path}",
    "Battle at {terrain}: {seats}": "Combat à {terrain} : {seats}",
    "The reserve at {terrain} fights with {units}":
        "La réserve à {terrain} combat avec "
                                                   "{units}",
    "The reserve at {terrain} does not defend: its units stay at the tavern":
        "La réserve à {terrain} ne défend pas : ses unités restent à la taverne",
    "Battle at {terrain} ({source}): {winner}": "Combat à {terrain} ({source}) : {winner}",
    "The lord {lord} dies after {battles} battles":
        "Le seigneur {lord} meurt après {battles} combats",
    "Band {band} after the battle: {units}": "La bande {band} après le combat : {units}",
    "Band {band} retreats": "La bande {band} fait retraite",
    "Band {band} stands back at {terrain}": "La bande {band} reste à {terrain}",
    "At {terrain}, the latecomers meet the winner: {seats}":
        "À {terrain}, les derniers arrivés affrontent le gagnant : {seats}",
    "The results entered for the battle at {terrain} differ; nothing is applied: "
    "{differences}":
        "Les résultats saisis pour le combat à {terrain} diffèrent ; rien n'est appliqué : "
        "{differences}",
    "{seat} has no village left: its bands vanish and it gets {pp} PP back":
        "{seat} n'a plus de village : ses bandes disparaissent et il regagne {pp} PP",
    "{units} of {seat} join the reserve at {terrain}":
        "{units} de {seat} rejoignent la réserve de {terrain}",
    "{seat} collects {pp} PP": "{seat} collecte {pp} PP",
    "{seat} pays {pp} PP of upkeep": "{seat} paie {pp} PP d'entretien",
    "{unit} of band {band} is demobilised": "{unit} de la bande {band} est démobilisée",
    "Band {band} falls under 4 points and falls back to a village":
        "La bande {band} passe sous 4 points et se replie sur un village",
    "{seat} invades at {terrain} with the band of {band}":
        "{seat} envahit {terrain} avec la bande de {band}",
    "Band {band} comes back to {terrain}": "La bande {band} revient à {terrain}",
    "Line {line} of {seat} is not carried out: {reason}":
        "La ligne {line} de {seat} n'est pas exécutée : {reason}",
}

__all__ = ["FRENCH"]
