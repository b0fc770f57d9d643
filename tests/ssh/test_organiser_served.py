"""The organiser's screen served (issue 30: "Served, the organiser's screen needs the
organiser's key or PIN"). The login names `organiser` and `organisateur` are the
organiser's: the organiser's PIN or key (`hexterm organiser pin`, `add-key`) opens that
game's organiser's screen, its acts and all; a wrong PIN, a seat's PIN or a key that
is not the organiser's is refused as any wrong credential is (counted, delayed); with
no organiser's PIN or key set, the login is refused and the banner says how to set
one. With several games, the organiser chooses among those it opens, as a seat does."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from hexterm.cli import main
from hexterm.save import savegame
from hexterm.server.auth import ORGANISER_NAMES
from tests.ssh.sshplay import (
    ALICE_PIN,
    Player,
    ServerThread,
    eventually,
    make_save,
    started,
    write_key,
)
from tests.ssh.test_seat_secrecy import refusal

PIN = "8642"
HEADING = "Organiser · Les Marches de l'Ondrelle · Turn 1"


def organised(path: Path, pin: str | None = PIN) -> Path:
    """A two-seat game, alice with her PIN; the organiser's PIN `pin` (None: none)."""
    save = make_save(path, "alice:glaces", "bob:liberia")
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    if pin is not None:
        assert main(["organiser", "pin", str(save), "--pin", pin]) == 0
    return save


def test_the_organisers_pin_opens_the_organisers_screen_and_an_act_is_done(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    """Logged in as `organiser` with the organiser's PIN: the program is `play SAVE
    --organiser`, the whole game's screen with its acts; an act typed there is in the
    save's log with its reason."""
    save = organised(tmp_path / "g.hexsave")
    server = start_server(save)

    async def play() -> None:
        desk = await Player.login(server.port, "organiser", pin=PIN)
        await desk.wait_for(HEADING, "Acts")
        [pid] = server.pids()
        assert started(pid).argv[-3:] == ["play", str(save.absolute()), "--organiser"]
        desk.send("c")
        await desk.steady()
        desk.send("card glaces recrue 2: a quest's reward\r")
        await desk.wait_for("a quest's reward")  # the sentence said under the acts
        assert await eventually(lambda: any(
            "a quest's reward" in event.text for event in savegame.load(save).log))
        await desk.close()

    asyncio.run(play())
    assert any(line.startswith("organiser logged in from") for line in server.lines)


def test_a_wrong_pin_or_a_seats_pin_is_refused(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = organised(tmp_path / "g.hexsave")
    server = start_server(save)
    for pin in ("9999", ALICE_PIN):
        banners, kind, _, _ = refusal(server.port, "organiser", pin=pin)
        assert kind == "PermissionDenied"
        assert banners == ("hexterm: the organiser logs in with the organiser's PIN or SSH "
                           "key.\r\nhexterm : l'organisateur se connecte avec son code PIN "
                           "ou sa clé SSH.\r\n",)
    assert sum("wrong PIN for 'organiser'" in line for line in server.lines) == 2
    assert refusal(server.port, "alice", pin=PIN)[1] == "PermissionDenied"  # nor a seat


def test_the_organisers_key_opens_it_as_organisateur(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    """The French login name, by key; another key is refused."""
    save = organised(tmp_path / "g.hexsave", pin=None)
    key = write_key(tmp_path / "organiser_key")
    assert main(["organiser", "add-key", str(save), str(tmp_path / "organiser_key.pub")]) == 0
    stranger = write_key(tmp_path / "stranger")
    server = start_server(save)
    assert refusal(server.port, "organisateur", key=stranger)[1] == "PermissionDenied"

    async def play() -> None:
        desk = await Player.login(server.port, "organisateur", key=key)
        await desk.wait_for(HEADING)
        await desk.close()

    asyncio.run(play())


def test_with_no_organisers_pin_or_key_the_banner_says_how_to_set_one(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = organised(tmp_path / "g.hexsave", pin=None)
    server = start_server(save)
    key = write_key(tmp_path / "some_key")
    for name in ORGANISER_NAMES:
        for tried in ({"pin": ALICE_PIN}, {"pin": "9999"}, {"key": key}):
            banners, kind, _, _ = refusal(server.port, name, **tried)  # type: ignore[arg-type]
            assert kind == "PermissionDenied"
            [banner] = banners
            assert banner.startswith("hexterm: the organiser cannot log in: no game served "
                                     "here has an organiser's PIN or key. Set one at the "
                                     "machine that holds the saves: hexterm organiser pin "
                                     "SAVE, or hexterm organiser add-key SAVE KEYFILE.")
            assert "hexterm organiser pin SAUVEGARDE" in banner  # and in French
    # a seat's login is told the seats' words, as before
    assert "hexterm seat pin" in refusal(server.port, "alice", pin="9999")[0][0]


def test_several_games_the_organiser_chooses_among_those_the_pin_opens(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    folder = tmp_path / "saves"
    organised(folder / "g1.hexsave")
    organised(folder / "g2.hexsave")
    organised(folder / "g3.hexsave", pin="7777")  # another organiser's PIN
    organised(folder / "g4.hexsave", pin=None)
    server = start_server(folder)

    async def play() -> None:
        desk = await Player.login(server.port, "organiser", pin=PIN)
        shown = await desk.wait_for("organiser: choose a game", "Type its number")
        assert "g1.hexsave" in shown and "g2.hexsave" in shown
        assert "g3.hexsave" not in shown and "g4.hexsave" not in shown
        desk.send("2\r")
        await desk.wait_for(HEADING)
        [pid] = server.pids()
        assert started(pid).argv[-3:] == ["play", str(folder.absolute() / "g2.hexsave"),
                                          "--organiser"]
        desk.send("\x1b")  # escape leaves the organiser's screen: back to the menu
        await desk.wait_for("organiser: choose a game")
        desk.send("q")
        await asyncio.wait_for(desk.ended.wait(), 20)

    asyncio.run(play())
