"""The Med-Fan campaign (../shared/seeds/001_0b499d23ddac8c41.txt), being built: its
tables (`tables`), the determination of territories (`territories`) and the gains
phase (`gains`). It is not a ruleset yet (the registry does not list it): see
docs/rules/medfan.md for what is there and what is to come."""
