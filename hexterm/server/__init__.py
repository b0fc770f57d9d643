"""`hexterm serve`, the built-in SSH server, one module a part:

- `hub`: the server itself (`Settings`, `serve`, `Hub`, one `Connection` per client);
- `auth`: who may log in (PINs, public keys, the delays after failures, the host key);
- `session`: one player's session (the menu of games, then the program on its pty);
- `menu`: the menu of the games a player has a seat in;
- `pty`: the program on a pseudo-terminal of its own;
- `forks`: the fork server as the server sees it (started with it, asked for each
  program);
- `forkserver`: the fork server itself (`python -m hexterm.server.forkserver FD`): the
  program's code imported once, each player's program forked from it;
- `child`: what runs on that pty (`python -m hexterm.server.child ARGS`).

Nothing is imported here, so that `child` starts without loading the server.
"""
