"""The Med-Fan campaign (../shared/seeds/001_0b499d23ddac8c41.txt): the ruleset
(`ruleset.MEDFAN`: its steps), a turn's steps (`campaign`), the bots (`bots`); its
tables (`tables`), the determination of territories (`territories`), the gains phase
(`gains`), armies as rosters (`roster`), what a battle leaves (`aftermath`: the battle
gain, survival), the objectives carried out (`objectives`), spending (`shop`), and the
territories brought and found and the end of a campaign (`start`), on the territories
of `model`; the campaign's state (`model.MedState`) and its save data (`codec`), and the
texts of its steps (`inputs`). The rules as hexterm plays them, and the readings M1…,
are in docs/rules/medfan.md."""
