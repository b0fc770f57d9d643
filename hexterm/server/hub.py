"""`hexterm serve`: an SSH server (asyncssh) where each player plays their own seat.

    hexterm serve SAVE_OR_FOLDER [--host 127.0.0.1] [--port 2222] [--idle SECONDS]
                  [--lang fr]

No system SSH daemon and no user accounts: the SSH user name is the seat's name, and
the seat's PIN (password or keyboard-interactive) or one of its registered public keys
(`hexterm seat add-key`) logs it in (`hexterm.server.auth`). Each connection gets one
terminal program on its own pseudo-terminal (`hexterm.server.session`,
`hexterm.server.pty`): the player's seat and nothing else. Shells, commands, sftp/scp,
port, agent and X11 forwarding are all refused. Wrong credentials are answered after a
delay that doubles per failure from the same address; connections are limited per
address and in all; a login must finish within `LOGIN_TIMEOUT`; silent clients are
detected by keepalives. The host key is made once and kept in the saves' folder
(mode 0600). The players' programs are forked from one warm process started with the
server (`hexterm.server.forks`). docs/ssh.md explains hosting a game.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncssh

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.engine.seats import ORGANISER_NAMES, check_seat_name
from hexterm.server.auth import Catalog, Failures, Served, host_key
from hexterm.server.forks import ForkServer
from hexterm.server.program import child_env
from hexterm.server.pty import PtyChild
from hexterm.server.session import Client, SeatSession
from hexterm.server.timekeeper import EVERY, Timekeeper

LOGIN_TIMEOUT = 60.0
KEEPALIVE = 30.0
MAX_AUTH_FAILURES = 6  # per connection, then it is closed
HASHING = 2  # PIN checks at the same time (threads)
# Shown before every login, in both languages: the client's language is not known yet.
LOGIN_BANNER = (
    "hexterm: log in as your seat, with its PIN or your SSH key. A seat that has "
    "neither cannot log in: the organiser gives it one with 'hexterm seat pin' or "
    "'hexterm seat add-key'.\r\n"
    "hexterm : connectez-vous sous le nom de votre siège, avec son code PIN ou votre "
    "clé SSH. Un siège qui n'a ni l'un ni l'autre ne peut pas se connecter : "
    "l'organisateur lui en donne un avec 'hexterm seat pin' ou 'hexterm seat "
    "add-key'.\r\n")
# Shown before a login as the organiser (`auth.ORGANISER_NAMES`), in both languages;
# the second when no served game has an organiser's PIN or key, to say how to set one.
ORGANISER_BANNER = (
    "hexterm: the organiser logs in with the organiser's PIN or SSH key.\r\n"
    "hexterm : l'organisateur se connecte avec son code PIN ou sa clé SSH.\r\n")
NO_ORGANISER_BANNER = (
    "hexterm: the organiser cannot log in: no game served here has an organiser's PIN "
    "or key. Set one at the machine that holds the saves: hexterm organiser pin SAVE, "
    "or hexterm organiser add-key SAVE KEYFILE.\r\n"
    "hexterm : l'organisateur ne peut pas se connecter : aucune partie servie ici n'a "
    "de code PIN ni de clé d'organisateur. Posez-en un sur la machine qui garde les "
    "sauvegardes : hexterm organiser pin SAUVEGARDE, ou hexterm organiser add-key "
    "SAUVEGARDE FICHIER_CLÉ.\r\n")


@dataclass
class Settings:
    """What `hexterm serve` is told (and the limits tests may make smaller)."""

    target: Path
    host: str = "127.0.0.1"
    port: int = 2222
    idle: float = 1800.0
    per_address: int = 16
    total: int = 64
    fail_base: float = 1.0
    fail_cap: float = 30.0
    login_timeout: float = LOGIN_TIMEOUT
    quiet: bool = False
    lang: str = ""  # `--lang`: for clients that send no LANG, in games that set none
    tick_every: float = EVERY  # seconds between two looks at the games' deadlines
    fork: bool = True  # the players' programs forked from a warm process (else executed)


class Hub:
    """The running server: its settings, saves, failures, connections and programs."""

    def __init__(self, settings: Settings,
                 log: Callable[[str], None] | None = None) -> None:
        self.settings = settings
        self.catalog = Catalog(settings.target.absolute())
        self.failures = Failures(settings.fail_base, settings.fail_cap)
        self.addresses: Counter[str] = Counter()
        self.connections: set[Connection] = set()
        self.children: set[PtyChild] = set()
        # who plays each seat of each game now: a second login of the seat takes over
        self.playing: dict[tuple[Path, str], SeatSession] = {}
        self.tasks: set[asyncio.Task[Any]] = set()
        # A PIN check is scrypt: 16 MiB and tens of milliseconds each. Two threads of
        # their own keep a crowd of logins from eating the server's processors, and its
        # memory (each thread's allocator keeps the 16 MiB it once had).
        self.hashing = ThreadPoolExecutor(HASHING, thread_name_prefix="hexterm-pin")
        self._log = log
        self.acceptor: asyncssh.SSHAcceptor | None = None
        self.port = settings.port
        self.fingerprint = ""
        self.timekeeper = Timekeeper(self.catalog.paths, every=settings.tick_every,
                                     lang=settings.lang, log=self.log)
        self._keeping: asyncio.Task[None] | None = None
        self.forks: ForkServer | None = None

    @property
    def idle(self) -> float:
        return self.settings.idle

    @property
    def lang(self) -> str:
        return self.settings.lang

    def log(self, text: str) -> None:
        if self._log is not None:
            self._log(text)

    async def start(self) -> None:
        """Listen (HextermError if the saves, the host key or the port will not do)."""
        target = self.settings.target
        if not target.exists():
            raise HextermError(phrase("{target} does not exist: give a save or a folder of "
                                      "saves", target=str(target)))
        if not self.catalog.paths():
            raise HextermError(phrase("{target} holds no save (*.hexsave) to serve",
                                      target=str(target)))
        key, _ = host_key(self.catalog.folder)
        self.fingerprint = key.get_fingerprint()
        try:
            self.acceptor = await asyncssh.listen(
                self.settings.host, self.settings.port, server_factory=lambda: Connection(self),
                server_host_keys=[key], config=None, encoding=None, line_editor=False,
                agent_forwarding=False, x11_forwarding=False, allow_scp=False,
                sftp_factory=None, login_timeout=self.settings.login_timeout,
                keepalive_interval=KEEPALIVE, keepalive_count_max=3,
                server_version="hexterm", reuse_address=True)
        except OSError as exc:
            raise HextermError(phrase("cannot listen on {host} port {port}: {said}",
                                      host=self.settings.host, port=str(self.settings.port),
                                      said=str(exc.strerror or exc))) from None
        self.port = self.acceptor.sockets[0].getsockname()[1]
        if self.settings.fork:
            forks = ForkServer(child_env("xterm-256color", {}, self.idle), self.log)
            try:
                forks.start()
                self.forks = forks
            except OSError as exc:  # each program is then started the plain way
                self.log(f"no fork server ({exc}): each player's program starts on its own")
        # the deadlines kept from now on, the ones passed while the server was down first
        self._keeping = asyncio.create_task(self.timekeeper.run())

    async def close(self) -> None:
        """Stop listening; tell every player the server is stopping (their programs
        stopped, their terminals given back as they were), then close every connection
        and stop every program left."""
        if self.acceptor is not None:
            self.acceptor.close()
            await self.acceptor.wait_closed()
            self.acceptor = None
        if self._keeping is not None:
            self._keeping.cancel()
            await asyncio.gather(self._keeping, return_exceptions=True)
            self._keeping = None
        sessions = [conn.session for conn in list(self.connections) if conn.session]
        await asyncio.gather(*(session.server_stopping() for session in sessions),
                             return_exceptions=True)
        for conn in list(self.connections):
            conn.close()
        await asyncio.gather(*(child.stop() for child in list(self.children)),
                             return_exceptions=True)
        self.children.clear()
        if self.forks is not None:
            await self.forks.close()
        pending = [t for t in self.tasks if not t.done()]
        if pending:
            await asyncio.wait(pending, timeout=5)
        self.hashing.shutdown(wait=False, cancel_futures=True)

    def admit(self, address: str) -> str:
        """"" when a new connection from `address` may go on, else why not."""
        if len(self.connections) >= self.settings.total:
            return "the server is full"
        if self.addresses[address] >= self.settings.per_address:
            return "too many connections from your address"
        return ""

    async def still_open(self, conn: Client) -> list[Served]:
        """The games of `conn` that still have its seat (saves may have changed), or
        still have an organiser's login (the organiser's)."""
        names = {game.path for game in conn.games}
        if conn.organiser:
            logins = await asyncio.to_thread(self.catalog.organiser_logins)
            return [game for game, _ in logins if game.path in names]
        found = await asyncio.to_thread(self.catalog.seats_named, conn.seat)
        return [game for game, _ in found if game.path in names]


class Connection(asyncssh.SSHServer):
    """One client: its address, the seat it logs in as, and the games that opened."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.conn: asyncssh.SSHServerConnection | None = None
        self.address = "?"
        self.seat = ""
        self.games: list[Served] = []
        self._pending: tuple[str, list[Served]] = ("", [])
        self._failed = 0
        self._counted = False
        self.session: SeatSession | None = None
        self.organiser = False  # logged in as the organiser: the organiser's screen

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername")
        self.address = str(peer[0]) if peer else "?"
        refusal = self.hub.admit(self.address)
        if refusal:
            self.hub.log(f"refused a connection from {self.address}: {refusal}")
            asyncio.get_running_loop().call_soon(
                conn.disconnect, asyncssh.DISC_TOO_MANY_CONNECTIONS, refusal)
            return
        self._counted = True
        self.hub.addresses[self.address] += 1
        self.hub.connections.add(self)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.seat:
            self.hub.log(f"{self.seat} from {self.address} left")
        if self._counted:
            self._counted = False
            self.hub.addresses[self.address] -= 1
            if self.hub.addresses[self.address] <= 0:
                del self.hub.addresses[self.address]
            self.hub.connections.discard(self)

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()

    # --- authentication ---------------------------------------------------------------

    async def begin_auth(self, username: str) -> bool:
        # The same words to every client, whatever the name: before it logs in, a
        # client must not learn which seats exist (nor which have no credential).
        banner = LOGIN_BANNER
        if username.strip().lower() in ORGANISER_NAMES:  # the organiser's own words
            logins = await asyncio.to_thread(self.hub.catalog.organiser_logins)
            banner = ORGANISER_BANNER if logins else NO_ORGANISER_BANNER
        if self.conn is not None:
            with contextlib.suppress(OSError):
                self.conn.send_auth_banner(banner)
        return True

    def password_auth_supported(self) -> bool:
        return True

    def kbdint_auth_supported(self) -> bool:
        return True

    def get_kbdint_challenge(self, username: str, lang: str,
                             submethods: str) -> Any:
        return "", "", "", [("PIN: ", False)]

    async def validate_kbdint_response(self, username: str, responses: Any) -> bool:
        if len(responses) != 1:
            return False
        return await self.validate_password(username, str(responses[0]))

    async def validate_password(self, username: str, password: str) -> bool:
        failures = self.hub.failures
        await failures.gate(self.address)
        try:
            name = check_seat_name(username)
        except HextermError:  # looked up like a seat all the same, and refused
            name = ""
        games = await asyncio.get_running_loop().run_in_executor(
            self.hub.hashing, self.hub.catalog.games_for_pin, name, password)
        name = name or username
        self._pending = (name, games)
        if games:
            failures.succeeded(self.address)
            return True
        delay = failures.failed(self.address)
        self._failed += 1
        self.hub.log(f"wrong PIN for {name[:32]!r} from {self.address} "
                     f"(next answer in {delay:g} s)")
        await asyncio.sleep(delay)
        if self._failed >= MAX_AUTH_FAILURES and self.conn is not None:
            self.conn.disconnect(asyncssh.DISC_NO_MORE_AUTH_METHODS_AVAILABLE,
                                 "too many wrong PINs")
        return False

    def public_key_auth_supported(self) -> bool:
        return True

    async def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        # Called when a key is offered and again with its signature, just before the
        # login succeeds: the games of the last key validated are the ones it opens.
        # A name that is no seat is looked up like one, and refused like a wrong key.
        try:
            name = check_seat_name(username)
        except HextermError:
            name = ""
        games = await asyncio.to_thread(self.hub.catalog.games_for_key, name, key)
        self._pending = (name or username, games)
        return bool(games)

    def auth_completed(self) -> None:
        name, games = self._pending
        self.seat, self.games = name, sorted(games, key=lambda g: g.path.name)
        self.organiser = name in ORGANISER_NAMES
        self.hub.log(f"{name} logged in from {self.address} "
                     f"({', '.join(g.path.name for g in self.games)})")

    # --- sessions: one per connection, nothing else -------------------------------------

    def session_requested(self) -> Any:
        if self.session is not None or not self.games:
            return False
        self.session = SeatSession(self)
        return self.session


async def serve(settings: Settings, ready: Callable[[Hub], None] | None = None) -> None:
    """Run the server until SIGINT or SIGTERM."""
    hub = Hub(settings, None if settings.quiet else
              lambda text: print(f"hexterm serve: {text}", file=sys.stderr, flush=True))
    await hub.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    games = hub.catalog.paths()
    print(f"hexterm serve: {len(games)} game{'s' if len(games) != 1 else ''} "
          f"({', '.join(p.name for p in games[:5])}{', …' if len(games) > 5 else ''}) "
          f"on {settings.host} port {hub.port}; host key {hub.fingerprint}", flush=True)
    print(f"hexterm serve: players connect with: ssh -p {hub.port} SEAT@HOST "
          "(ctrl+c here stops the server)", flush=True)
    if ready is not None:
        ready(hub)
    try:
        await stop.wait()
    finally:
        await hub.close()
