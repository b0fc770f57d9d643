"""The headless commands of `hexterm`, one module a family, each `cmd_*` taking the
parsed arguments and returning the exit status (`hexterm.cli` holds the parser and
imports a family only when its command runs):

- `new`: a game made (`hexterm new`);
- `show`: what a game holds, read only (`show`, `report`);
- `inputs`: a game played on through the `Table` (`orders`, `undo`, `resolve`,
  `autoplay`);
- `seat`, `seat_pin`: the organiser's commands on a game's seats (`seat ...`);
- `sessions`: the screens and the SSH server (`play`, `serve`);
- `deadline`: a game's deadline (`deadline`, `pause`, `resume`, `tick`; `new --deadline`);
- `case`: rules case files (`case`).

What they say of a game's inputs, and whose they are, is `hexterm.commands.lines`, which
`hexterm board` (`hexterm.campaign_board`) shares.
"""
