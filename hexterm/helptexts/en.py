"""The help in English: the rulebook's French terms kept, and explained."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP: dict[str, HelpText] = {}

HELP["title"] = HelpText("The title screen", (
    ("up, down, tab", "move between the buttons"),
    ("enter", "choose: New game, Load game, Games of this folder,"),
    ("", "Edit a world or Quit"),
    ("left, right", "the help of each game, page by page"),
    ("?", "this help"),
    ("escape", "quit"),
), """\
# hexterm
hexterm plays hex-map games and campaigns in the terminal, for a group:
at one keyboard, taking turns, or each player at their own terminal.
The next pages (right) say what each game is, how a turn goes and what
to type at each step; ? in a game shows its own.

# Hot-seat
The players take turns at one keyboard. What a sealed step asks (the
orders, a bid) is written in secret: the screen shows nothing of
anyone's game until the player called is at the keyboard. When every
input is in, the step is resolved, and each player then reads their
reports.

# Saves
Games are saved in the saves folder (saves/ where hexterm was started,
or the folder given with --saves), one NAME.hexsave file a game. Every
input given and every step resolved is saved at once, and the three
versions before it are kept next to it: NAME.hexsave.1, .2, .3.
""")

HELP["new_game"] = HelpText("New game", (
    ("tab, shift+tab", "move between the fields"),
    ("Add a seat / Remove a seat", "these buttons add or remove a seat"),
    ("enter on Start", "start the game"),
    ("escape", "back to the title screen"),
), """\
# Seats
A seat is one player. The seats depend on the game: its rules say how
many it takes (the form adds and removes seats within them) and what a
seat chooses: a faction from the scenario's list (and, in some rules,
its roles: diplomat, cartographer), or a name for its nation, army
or side. When a scenario names its seats, their names are fixed. The
line under the seats says what this game's rows need.
- PIN: optional, at least 4 characters, typed twice (PIN, then
  again). At each hand-off the seat's game is shown only once its PIN
  is typed, so that the other players cannot look at it.
- Bot: the program plays the seat and writes its own orders when the
  turn is resolved. Nobody needs to sit at the keyboard for it.

# Seed
The seed fixes every random draw of the game, the bots' choices
included: the same seed and the same orders give the same game, turn
after turn. Note it, or type one, to play a game again.

The new game is saved at once in the saves folder, under its name.
""")

HELP["load"] = HelpText("Load a game", (
    ("up, down", "choose a save"),
    ("enter", "load it"),
    ("escape", "back to the title screen"),
), """\
# Saves
The list shows the saves of the saves folder, newest first, with their
world, ruleset, turn, seats and date.

A damaged save (cut short, changed on disk, not a hexterm save) is
marked as such and cannot be loaded: choosing it says what is wrong.

hexterm keeps the three versions before the last change next to each
save: NAME.hexsave.1 (the newest), NAME.hexsave.2 and NAME.hexsave.3.
To go back one step, copy the .1 file over the save, outside hexterm.
""")

HELP["overview"] = HelpText("Games of this folder", (
    ("up, down", "choose a game"),
    ("enter", "open it"),
    ("p", "pause the game, or resume it"),
    ("d", "change its deadline: a duration such as 90s, 30m, 48h, 3d"),
    ("escape", "back to the title screen"),
), """\
# The organiser's view
A row a game of the saves folder: its turn and step, the time left
before its deadline (it counts down), who is awaited; below the table,
the whole of the game under the cursor: its deadline's date (UTC), who
has given, the misses each seat used of its excused ones, who asked for
a pause. A wide terminal shows more columns. The rows follow the saves:
when a player gives their input, the row says so at once.

# Pause, resume, the deadline
p pauses the game under the cursor (its deadline stops, the time left
is kept) or resumes it (the time that was left, from now). d asks for
the length of each step (such as 48h) and times the current step afresh
from now; a game without a deadline gets one. Steps with a length of
their own keep it. Once the organiser set a PIN, p and d ask it first.
""")

HELP["organiser"] = HelpText("The organiser's screen", (
    ("o", "show or hide the acts"),
    ("r", "resolve the step now (default input for those awaited)"),
    ("p", "pause the game, or resume it"),
    ("t", "change the deadline of each step: 90s, 30m, 48h, 3d"),
    ("g", "give a late seat's input: their own screen opens"),
    ("e", "give the organiser's entry (a score, a battle's result)"),
    ("n", "replace a player: seat, new player (or bot), why"),
    ("u", "take back the last input, whoever gave it"),
    ("c", "an act on the campaign, a colon, why (hexterm act's words)"),
    ("b", "take back the resolved turn, saying why (r: resolve it again)"),
    ("escape", "back"),
), """\
# The whole game
Everything, without fog: on a map, every unit and node of every
faction (f shows the next faction's dashboard); otherwise the whole
game's summary. Above it: the turn, who has given and who is awaited.

# The acts
Each act goes into the save at once, and the log says what was done:
a player replaced (bob carol moved abroad: carol plays bob's seat from
now on, bob's PIN and keys are removed; bot instead of a name gives the
seat to the program), an input given for a seat (the log says the
organiser gave it), a card handed out, a market restocked, a hex
changed (c: card glaces fantassin 2: a quest's reward; the acts and
their words: hexterm act SAVE --list), a turn taken back (its inputs
kept: r resolves it again). A refused act says why under the acts and
changes nothing. From the command line: hexterm seat replace, hexterm
orders submit --organiser-for, hexterm undo --organiser, hexterm act,
hexterm takeback, hexterm resolve --force, hexterm pause, hexterm
deadline.

# The organiser's PIN
hexterm organiser pin SAVE sets one: from then on this screen asks for
it first at one keyboard, and hexterm serve lets the organiser in as
organiser (ssh organiser@HOST) with it, or with a key (hexterm
organiser add-key SAVE KEYFILE).
""")

HELP["handoff"] = HelpText("Passing the keyboard", (
    ("enter", "confirm: I am the player called (type the PIN first, if"),
    ("", "the seat has one)"),
    ("escape", "quit hexterm (every submission is already saved)"),
    ("w", "waiting screen, own terminal: take your orders back"),
    ("r", "waiting screen: your last reports"),
    ("ctrl+q", "quit (your orders given stay given)"),
), """\
# Nothing is shown until the player confirms
This screen is the only one shown between two players. It names the
player called and tells who has given their orders and who is awaited:
no map, no unit, no chest, no orders of anyone. Hand the keyboard over,
and the player called confirms, with their PIN if their seat has one.
A wrong PIN is refused.

When every player has given their orders, the turn is resolved: the
bots write theirs, everything is saved, and the round starts again,
each player reading their reports first.

# Each player at their own terminal
With hexterm play SAVE --as SEAT, each player plays their own seat from
their own terminal, on the same save, at the same time. The PIN is
asked once. After submitting, the waiting screen lists who has given
their orders and who is awaited (names only) and follows the others
within a second or two. The last player to submit resolves the turn;
every screen then opens the new turn with its reports, or the outcome
when the game is over. Until the last player submits, w takes your
orders back to change them; once the turn is resolved, nothing can be
taken back. A player connected through hexterm serve plays this way,
without the PIN (the server asked for it), and an idle session ends.
""")
