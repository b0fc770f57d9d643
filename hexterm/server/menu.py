"""The lines `hexterm serve` writes itself, in English and French, and the menu of games.

When a player's credential opens their seat in several served games, the server asks
which one on the SSH channel itself: a numbered list, a number and enter. The client's
terminal is in raw mode, so this module echoes what is typed, understands backspace,
enter, q, ctrl+c and ctrl+d, and skips escape sequences (arrow keys and the like).
The texts are here rather than in the screens' catalogue: the server speaks before any
screen exists, in the language of the client's LANG. A game with a deadline says its
step's time left after its turn, from its header (`hexterm.i18n.deadline_said`, the
words the screens' deadline line says, in that language), and who the step awaits. A
seat the organiser gave to another person (`hexterm seat replace --by`) says who plays
it now ("played by carol", "carol for bob").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hexterm.i18n import deadline_said
from hexterm.server.auth import Served
from hexterm.table_deadline import wall_clock

TEXTS: dict[str, dict[str, str]] = {
    "needs-terminal": {
        "en": "hexterm needs a terminal: connect with ssh -t",
        "fr": "hexterm a besoin d'un terminal : connectez-vous avec ssh -t",
    },
    "choose": {
        "en": "hexterm · {name}: choose a game",
        "fr": "hexterm · {name} : choisissez une partie",
    },
    "entry": {
        "en": "{title} ({file}), turn {turn}",
        "fr": "{title} ({file}), tour {turn}",
    },
    "awaited": {
        "en": "awaited: {names}",
        "fr": "attendus : {names}",
    },
    "played-by": {
        "en": "played by {player}",
        "fr": "joué par {player}",
    },
    "for": {
        "en": "{player} for {seat}",
        "fr": "{player} pour {seat}",
    },
    "prompt": {
        "en": "Type its number and press enter (q to leave): ",
        "fr": "Tapez son numéro puis entrée (q pour partir) : ",
    },
    "not-listed": {
        "en": "{number} is not in the list.",
        "fr": "{number} n'est pas dans la liste.",
    },
    "no-game": {
        "en": "None of the served games has a seat for you any more.",
        "fr": "Aucune des parties servies n'a plus de siège pour vous.",
    },
    "failed": {
        "en": "The game could not be started: tell the organiser.",
        "fr": "La partie n'a pas pu être lancée : prévenez l'organisateur.",
    },
    "idle": {
        "en": "Session ended: nothing was typed for {seconds} seconds.",
        "fr": "Session terminée : rien n'a été tapé pendant {seconds} secondes.",
    },
    "stopping": {
        "en": "hexterm: the server is stopping. Your unsent orders are kept: connect "
              "again when it is back.",
        "fr": "hexterm : le serveur s'arrête. Vos ordres non envoyés sont gardés : "
              "reconnectez-vous quand il sera de retour.",
    },
    "taken-over": {
        "en": "hexterm: {name} has logged in again from another terminal, which goes on "
              "with this seat and your unsent orders. This session ends here.",
        "fr": "hexterm : {name} s'est reconnecté depuis un autre terminal, qui reprend ce "
              "siège et vos ordres non envoyés. Cette session s'arrête ici.",
    },
    "bye": {
        "en": "Goodbye.",
        "fr": "Au revoir.",
    },
}


def say(key: str, lang: str, **fields: object) -> str:
    """The text `key` in `lang` ("en" or "fr"), with its fields filled in."""
    texts = TEXTS[key]
    return texts.get(lang, texts["en"]).format(**fields)


def line(text: str) -> bytes:
    """`text` as a whole line on a raw terminal."""
    return text.encode() + b"\r\n"


class Menu:
    """The numbered list of `games`; calls `choose(game)` or `leave()` once."""

    MAX_TYPED = 4

    def __init__(self, name: str, games: Sequence[Served], lang: str,
                 write: Callable[[bytes], None], choose: Callable[[Served], None],
                 leave: Callable[[], None], now: Callable[[], int] = wall_clock) -> None:
        self.name, self.games, self.lang, self.now = name, list(games), lang, now
        self.write, self.choose, self.leave = write, choose, leave
        self.typed = ""
        self._escape = 0  # 0: text, 1: after ESC, 2: inside a CSI sequence
        self.done = False

    def show(self) -> None:
        out = [b"\x1b[0m\x1b[H\x1b[2J", line(say("choose", self.lang, name=self.name)),
               b"\r\n"]
        for number, game in enumerate(self.games, 1):
            entry = say("entry", self.lang, title=game.title, file=game.path.name,
                        turn=game.turn)
            players = dict(game.players)  # seats given to another person: who plays
            if self.name in players:
                entry += " · " + say("played-by", self.lang, player=players[self.name])
            deadline = deadline_said(game.clock, self.now(), self.lang)
            entry += f" · {deadline}" if deadline else ""
            if game.clock is not None and game.awaited:  # who the deadline waits for
                entry += " · " + say("awaited", self.lang, names=", ".join(
                    say("for", self.lang, player=players[name], seat=name)
                    if name in players else name for name in game.awaited))
            out.append(line(f"  {number:>2}  {entry}"))
        out += [b"\r\n", say("prompt", self.lang).encode()]
        self.write(b"".join(out))

    def feed(self, data: bytes) -> None:
        for byte in data:
            if self.done:
                return
            self._key(byte)

    def _key(self, byte: int) -> None:
        if self._escape == 1:
            self._escape = 2 if byte in (0x5B, 0x4F) else 0  # ESC [ or ESC O
            return
        if self._escape == 2:
            if 0x40 <= byte <= 0x7E:
                self._escape = 0
            return
        if byte == 0x1B:
            self._escape = 1
        elif byte in (0x03, 0x04) or (byte in (0x71, 0x51) and not self.typed):  # ^C ^D q
            self.done = True
            self.write(b"\r\n" + line(say("bye", self.lang)))
            self.leave()
        elif byte in (0x7F, 0x08):
            if self.typed:
                self.typed = self.typed[:-1]
                self.write(b"\b \b")
        elif byte in (0x0D, 0x0A):
            self._enter()
        elif 0x30 <= byte <= 0x39 and len(self.typed) < self.MAX_TYPED:
            self.typed += chr(byte)
            self.write(bytes([byte]))

    def _enter(self) -> None:
        if not self.typed:
            return
        number = int(self.typed)
        if 1 <= number <= len(self.games):
            self.done = True
            self.write(b"\r\n")
            self.choose(self.games[number - 1])
            return
        self.write(b"\r\n" + line(say("not-listed", self.lang, number=number))
                   + say("prompt", self.lang).encode())
        self.typed = ""
