"""The SAGA campaign (../shared/seeds/004_e40df549565f3375.txt): a map of terrains
joined by roads, bids for the favour of the gods, bands and their lords, battles
fought at the table whose results come back, villages, upkeep and the memory track.

A turn is steps (`turn`): the sealed bids (from the second turn), the favourite
ordering the tied players when some tie, the sealed preparation (recruiting, reserves,
transfers), the declarations of movement one band at a time in reverse initiative order
(open), the battles (open, all at once: a part of the step each, its result entered
by its players or the organiser, in any order), and the sealed management. The
modules: `ruleset` (the ruleset), `tables`, `board`, `model`, `scenario`, `inputs`,
`turn`, `preparation`, `movement`, `battles`, `outcomes`, `management`, `lenient`,
`victory`, `views`, `codec`, `integrity`, `bots`. The rules as hexterm plays them, and
the readings S1…, are in docs/rules/saga.md.
"""
