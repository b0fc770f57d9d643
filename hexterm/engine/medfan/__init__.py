"""The Med-Fan campaign (../shared/seeds/001_0b499d23ddac8c41.txt), being built: its
tables (`tables`), the determination of territories (`territories`), the gains phase
(`gains`), armies as rosters (`roster`), what a battle leaves (`aftermath`: the battle
gain, survival), the objectives carried out (`objectives`), spending (`shop`), and the
territories brought and found and the end of a campaign (`start`), on the territories
of `model`; the campaign's state (`model.MedState`) and its save data (`codec`), and the
texts of its steps (`inputs`). It is not a ruleset yet (the registry does not list it): see
docs/rules/medfan.md for what is there and what is to come."""
