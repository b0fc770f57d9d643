"""`hexterm play` (and `hexterm` alone): the terminal screens; `hexterm serve`: the SSH
server where each player plays their seat. Both load what they need when run."""

from __future__ import annotations

import argparse
from pathlib import Path

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.save import savegame


def cmd_serve(args: argparse.Namespace) -> int:
    import asyncio

    from hexterm.server.hub import Settings, serve

    if not 0 <= args.port <= 65535:
        raise HextermError(phrase("--port {port} is not a port (0 to 65535)", port=args.port))
    if args.idle < 10:
        raise HextermError(phrase("--idle {idle:g} is too short (at least 10 seconds)",
                                  idle=args.idle))
    asyncio.run(serve(Settings(Path(args.target), args.host, args.port, args.idle,
                               quiet=args.quiet, lang=args.serve_lang or args.lang or "")))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """The terminal screens: the title screen, or straight into a save."""
    import os

    from hexterm.app import HextermApp
    from hexterm.i18n import language_said, pick_language, set_language
    from hexterm.table import file_stamp

    game = Path(args.save) if args.save else None
    game_lang = ""
    loaded, stamp = None, None  # read once: the app's Table takes it
    if game is not None:
        stamp = file_stamp(game)  # before the read (a save replaced meanwhile: read again)
        loaded = savegame.load(game)  # a damaged save: one sentence here, before any screen
        if args.as_seat:
            loaded.seat(args.as_seat)
        game_lang = loaded.lang
    # The player's --lang, their terminal's LANG, the game's, the server's (docs/ssh.md)
    said, server = args.lang or language_said(), os.environ.get("HEXTERM_LANG")
    set_language(pick_language(said, game_lang, server))
    organiser = getattr(args, "organiser", False)
    if organiser and (game is None or args.as_seat):
        raise HextermError(phrase("--organiser opens one game's organiser's screen: give "
                                  "the save, without --as"))
    app = HextermApp(Path(args.saves), game, args.as_seat, organiser=organiser, loaded=loaded,
                     loaded_stamp=stamp)
    del loaded  # the Table holds it, and lets it go when it reads a newer one
    app.said_lang, app.server_lang = said, server
    app.run()
    return 0
