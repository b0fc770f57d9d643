"""The tactical board: the Fiche Mouvement played on a hex battlefield (issue 17, in
progress: the movement table and the movement envelope so far). The ruleset
(`ruleset.TACTICAL`), the table of a turn's steps (`turn`), the battle in play (`play`),
its save data (`codec`), whether a saved one holds together (`integrity`), its end
(`victory`), what the screens show (`views`), the bots (`bots`)."""
