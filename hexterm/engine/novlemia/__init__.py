"""Novlémia: exploration and colonisation of a new continent (002_c58fc63e791c628a.txt).

The modules: `tables` (terrains, resources, the rulebook's dice tables), `model` (the
state), `scenario` (the opening state), `codec` (saves), `orders` (the orders' syntax),
`plan` (actions played out on the known map), `legality` (what is allowed), `actions`,
`economy` and `resolution` (the turn), `views` (what a seat sees), `victory` (the end
of the game and its outcome), `integrity` (a loaded state checked), `bots`, and
`ruleset` (the `Ruleset` class, `NOVLEMIA`). The rules as hexterm plays them, and the
readings N1…, are in docs/rules/novlemia.md.
"""

