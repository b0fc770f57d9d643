"""`python -m tests.helpers.forkprobe ARGS`: a program that tells how it was started.

Run by the fork server in tests/ssh/test_forkserver.py (as `hexterm.server.child` is
for a player): it prints one line of JSON (its argv, environment, working directory,
session, process group, whether SIGCHLD and SIGINT are as a new interpreter has them),
then reads one line and does what it says: `exit N`, `crash` (killed by SIGSEGV), or
`raise` (an uncaught exception).
"""

from __future__ import annotations

import json
import os
import signal
import sys


def main() -> None:
    print(json.dumps({
        "argv": sys.argv[1:], "env": dict(os.environ), "cwd": os.getcwd(),
        "pid": os.getpid(), "sid": os.getsid(0), "pgid": os.getpgid(0),
        "sigchld_default": signal.getsignal(signal.SIGCHLD) == signal.SIG_DFL,
        "sigint_default": signal.getsignal(signal.SIGINT) is signal.default_int_handler,
        "name": __name__}), flush=True)
    said = sys.stdin.readline().split()
    if said[:1] == ["exit"]:
        raise SystemExit(int(said[1]))
    if said[:1] == ["crash"]:
        os.kill(os.getpid(), signal.SIGSEGV)
    if said[:1] == ["raise"]:
        raise RuntimeError("the probe was told to fail")


if __name__ == "__main__":
    main()
