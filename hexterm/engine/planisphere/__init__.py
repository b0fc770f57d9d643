"""The Planisphère (Les Chroniques de Môhäj): hexterm's core ruleset.

At this level: `terrain` (labels, entry costs), `model` (the world), `turn` (the
resolution's context and its twelve phases), `resolution` (the phases in order),
`movement`, `conflict`, `works`, `influence` and `sessions` (the resolution's parts).
Subpackages: `orders` (the order form read, checked, offered as forms), `economy`,
`diplomacy`, `quests`, `views` (what a seat sees), `bots`, and `io` (scenarios read and
checked). The package's face, as every ruleset's: `ruleset` (the `Ruleset` class,
`PLANISPHERE`), `integrity` (a loaded state checked), `victory` (the end of the game and
its outcome), `views`, `codec` (saves, with `codec_goods`) and `bots`.
"""

