"""The Med-Fan campaign (../shared/seeds/001_0b499d23ddac8c41.txt): the ruleset
(`ruleset.MEDFAN`), the table of a turn's steps (`turn`), what each step does
(`campaign`), the bots (`bots`); its tables (`tables`), the determination of territories
(`territories`), the gains phase (`gains`), armies as rosters (`roster`), what a battle
leaves (`aftermath`: the battle gain, survival), the objectives carried out
(`objectives`), spending (`shop`), and the territories brought and found
(`start`), on the territories of `model`; the campaign's state (`model.MedState`), its
save data (`codec`), whether a saved one holds together (`integrity`), its end
(`victory`), what the screens show (`views`), and the texts of its steps (`inputs`).
The rules as hexterm plays them, and the readings M1…, are in docs/rules/medfan.md."""
